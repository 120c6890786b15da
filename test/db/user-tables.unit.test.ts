// src/modules/user-tables.ts held to the source: the SQL that writes each user table is in the files
// the declaration names and nowhere else, each declared effect is spliced into a writer's SQL, and
// a write that splices an effect (jobs, a data sync, an event) declares it. The catalogue side
// (every table with a user_id is declared; erasure's foreign keys) is test/db/user-tables.test.ts.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { USER_TABLES, userTables } from '../../src/modules/user-tables.js'
import { EXPORT_AREAS } from '../../src/modules/export/repository.js'
import { EVENT_KINDS } from '../../src/modules/webhooks/routes.js'

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith('.ts') ? [p] : []
  })
const SOURCES = new Map(sourceFiles('src').map((f) => [f.split(path.sep).join('/'), readFileSync(f, 'utf8')]))

/** The tables a text's SQL inserts into, updates or deletes from, by name (not those named by `${…}`). */
function writtenTables(text: string): Set<string> {
  const out = new Set<string>()
  for (const m of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)\b/g))
    out.add(m[1]!)
  // A declared batch upsert (src/modules/batch-upsert.ts) writes the table its declaration names.
  for (const m of text.matchAll(/\bdeclareUpsert\(\{[^}]*?\btable: '([a-z_]+)'/g)) out.add(m[1]!)
  return out
}

/** The tables described as user resources (`userResource({ … table: 'x' … })`): src/modules/user-resource.ts deletes their rows. */
function resourceTables(text: string): Set<string> {
  return new Set([...text.matchAll(/\buserResource\(\{[\s\S]*?\btable: '([a-z_]+)'/g)].map((m) => m[1]!))
}

/** Every source file that writes each user table. */
function writersFound(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const add = (t: string, file: string) => {
    if (t in USER_TABLES && !found.get(t)?.includes(file)) found.set(t, [...(found.get(t) ?? []), file].sort())
  }
  for (const [file, text] of SOURCES) {
    for (const t of writtenTables(text)) add(t, file)
    for (const t of resourceTables(text)) add(t, 'src/modules/user-resource.ts')
  }
  return found
}

const textOf = (file: string) => SOURCES.get(file) ?? ''

describe('user table declarations against the source', () => {
  it('finds the SQL writes it looks for', () => {
    expect([
      ...writtenTables(`INSERT INTO summaries AS s (a) VALUES (1); UPDATE
      meals SET x = 1; DELETE FROM facts WHERE true; ON CONFLICT DO UPDATE SET a = 1; FOR UPDATE SKIP LOCKED; DELETE FROM \${t} x;
      declareUpsert({ name: 'n', table: 'baselines', columns: {} })`),
    ]).toEqual(['summaries', 'meals', 'facts', 'baselines'])
  })

  it('each user table is written by the files its declaration names, and by no other', () => {
    const found = writersFound()
    const declared = new Map(userTables().map(([t, d]) => [t, [...d.writers].sort()]))
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(userTables().map(([t]) => [t, found.get(t) ?? []])))
  })

  it('finds the tables described as user resources', () => {
    expect([...resourceTables(`export const X = userResource({\n  what: 'x',\n  table: 'activities',\n})`)]).toEqual(['activities'])
  })

  it('summaries is written by its own repository alone', () => {
    expect(writersFound().get('summaries')).toEqual(['src/modules/summaries/repository.ts'])
  })

  it('each declared effect is spliced into a writer’s SQL', () => {
    const missing: string[] = []
    for (const [t, d] of userTables()) {
      const texts = d.writers.map(textOf)
      const some = (re: RegExp) => texts.some((x) => re.test(x))
      for (const kind of d.effects.jobs ?? []) {
        const builder = kind === 'changed' ? /\bchangedJobSql\(/ : /\bperiodJobsSql\(/
        if (!some(builder) || !some(/\benqueueJobsSql\(/)) missing.push(`${t}: ${kind} jobs`)
      }
      if (d.effects.dataSync && !texts.some((x) => pushSyncTypes(x).includes(d.effects.dataSync!))) missing.push(`${t}: data sync ${d.effects.dataSync}`)
      for (const e of d.effects.events ?? []) if (!some(new RegExp(`'${e}'`)) || !some(/\bappendEventsSql\(/)) missing.push(`${t}: event ${e}`)
    }
    expect(missing).toEqual([])
  })

  it('a file that splices an effect into its SQL writes a table that declares it', () => {
    // The files that define the builders use them for the queue's own bookkeeping.
    const builders = new Set(['src/queue/insight-jobs.ts', 'src/modules/data-syncs/repository.ts', 'src/modules/events/repository.ts'])
    const tablesOf = (file: string) => userTables().filter(([, d]) => d.writers.includes(file))
    const undeclared: string[] = []
    for (const [file, text] of SOURCES) {
      if (builders.has(file)) continue
      const mine = tablesOf(file).map(([, d]) => d.effects)
      if (/\bchangedJobSql\(/.test(text) && !mine.some((e) => e.jobs?.includes('changed'))) undeclared.push(`${file}: changed jobs`)
      if (/\bperiodJobsSql\(/.test(text) && !mine.some((e) => e.jobs?.some((k) => k === 'day' || k === 'week'))) undeclared.push(`${file}: period jobs`)
      for (const type of pushSyncTypes(text)) if (!mine.some((e) => e.dataSync === type)) undeclared.push(`${file}: data sync ${type}`)
      if (/\bappendEventsSql\(/.test(text))
        for (const kind of EVENT_KINDS)
          if (text.includes(`'${kind}'`) && !mine.some((e) => (e.events as readonly string[] | undefined)?.includes(kind)))
            undeclared.push(`${file}: event ${kind}`)
    }
    expect(undeclared).toEqual([])
  })

  it('declares only events a webhook can subscribe to', () => {
    const declared = userTables().flatMap(([, d]) => d.effects.events ?? [])
    expect(declared.filter((e) => !(EVENT_KINDS as readonly string[]).includes(e))).toEqual([])
  })

  it('each export area carries exactly one declared table, and each table the export omits says why', () => {
    const areas = userTables().flatMap(([t, d]) => (typeof d.export === 'string' && d.export !== 'profile' ? [[d.export, t] as const] : []))
    expect(areas.map(([a]) => a).sort()).toEqual(EXPORT_AREAS.map((a) => a.type).sort())
    for (const [t, d] of userTables()) if (typeof d.export === 'object') expect(d.export.omitted.length, t).toBeGreaterThan(10)
  })
})

/** The data types of the pushSyncsSql(…, 'type') calls in a text. */
function pushSyncTypes(text: string): string[] {
  return [...text.matchAll(/\bpushSyncsSql\([\s\S]*?,\s*'([a-z_]+)'\s*,?\s*\)/g)].map((m) => m[1]!)
}
