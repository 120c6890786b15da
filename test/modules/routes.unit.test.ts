// The route modules validate, authorise and call a service (a write) or a repository (a read):
// none opens a transaction or runs SQL itself, so a write's transaction, events and jobs have one
// place, its area's service.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? routeFiles(p) : /(^|-)routes\.ts$/.test(e.name) ? [p] : []
  })

/** A transaction, a statement, or a connection of the pool's taken in a route module. */
const SQL_IN_ROUTES = [/\bwithTransaction\b/, /\.query\s*[<(]/, /\bdb\.connect\(/, /\bprepared\(/, /from '\.\.\/\.\.\/db\/pool\.js'/]

describe('route modules', () => {
  it('open no transaction and run no SQL', () => {
    const files = routeFiles('src/modules')
    expect(files.length).toBeGreaterThan(15)
    const offenders = files.flatMap((f) => SQL_IN_ROUTES.filter((re) => re.test(readFileSync(f, 'utf8'))).map((re) => `${f}: ${re}`))
    expect(offenders).toEqual([])
  })
})
