// The route modules validate, authorise and call a service (a write) or a repository (a read):
// none opens a transaction or runs SQL itself, so a write's transaction, events and jobs have one
// place, its area's service. The same holds below the areas: the plugins every route shares
// (src/http) run no SQL and hold none; the one table that layer keeps, idempotency_keys, has its
// SQL in a store of its own (a `*-store.ts`, which is no plugin), and a check that needs an area's
// table (the guard's revoked clients) is passed in by the app. The agents call the areas' reads.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const sourceFiles = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p, name) : name.test(e.name) ? [p] : []
  })

/** A transaction, a statement, or a connection of the pool's taken. */
const SQL_CALLS = [/\bwithTransaction\b/, /\.query\s*[<(]/, /\bdb\.connect\(/, /\bprepared\(/]
/** A route module does not even name the pool's types: it hands no database to anything. */
const SQL_IN_ROUTES = [...SQL_CALLS, /from '\.\.\/\.\.\/db\/pool\.js'/]

/** Besides running SQL: holding its text, as the repositories write it (keywords in upper case). */
const SQL_TEXT = [/\bSELECT\s/, /\bINSERT\s+INTO\s/, /\bUPDATE\s+[a-z_]+\s+(?:AS\s+[a-z_]+\s+)?SET\s/, /\bDELETE\s+FROM\s/, /\bWITH\s+[a-z_]+\s+AS\s*\(/]

/** The patterns each file matches, as `file: pattern`. */
const offenders = (files: string[], patterns: RegExp[]) =>
  files.flatMap((f) => {
    const text = readFileSync(f, 'utf8')
    return patterns.filter((re) => re.test(text)).map((re) => `${f}: ${re}`)
  })

describe('route modules', () => {
  it('open no transaction and run no SQL', () => {
    const files = sourceFiles('src/modules', /(^|-)routes\.ts$/)
    expect(files.length).toBeGreaterThan(15)
    expect(offenders(files, SQL_IN_ROUTES)).toEqual([])
  })
})

describe('the http layer and the agents', () => {
  const isStore = (f: string) => f.endsWith('-store.ts')
  const http = sourceFiles('src/http', /\.ts$/)

  it('the SQL patterns find a statement run and its text', () => {
    const text = `const r = await app.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM oauth_clients WHERE project_id = $1', [p])
      db.query(\`INSERT INTO idempotency_keys AS k (a) VALUES ($1) ON CONFLICT (a) DO UPDATE SET a = 1\`)
      'UPDATE idempotency_keys SET response_status = $4'; 'DELETE FROM idempotency_keys WHERE true'; \`WITH u AS (SELECT 1)\``
    const found = (patterns: RegExp[]) => patterns.filter((re) => re.test(text)).length
    expect([found(SQL_CALLS), found(SQL_TEXT)]).toEqual([1, SQL_TEXT.length])
  })

  it('run no SQL and hold none, but in their stores', () => {
    const plugins = [...http.filter((f) => !isStore(f)), ...sourceFiles('src/agents', /\.ts$/)]
    expect(plugins.length).toBeGreaterThan(20)
    // They may pass a Queryable on (the agents' tools hand it to the areas' reads).
    expect(offenders(plugins, [...SQL_CALLS, ...SQL_TEXT])).toEqual([])
  })

  it('a store is SQL only: no plugin, no hook, no request', () => {
    const stores = http.filter(isStore)
    expect(stores.length).toBeGreaterThan(0)
    expect(offenders(stores, [/from 'fastify(-plugin)?'/, /\baddHook\(/, /\bFastify(Instance|Request|Reply)\b/])).toEqual([])
  })
})
