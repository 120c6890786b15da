// House conventions the build enforces: a unit test reaches no database and starts no process,
// so `--project unit` runs anywhere in seconds.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? (e.name === 'fixtures' ? [] : testFiles(p)) : e.name.endsWith('.test.ts') ? [p] : []
  })

/** What only integration and black-box tests may use: the app, a database, a process. */
const NOT_IN_UNIT = [/helpers\/(app|process|postgres-cluster)\.js/, /\bbuildApp\b/, /\bcreatePool\b/, /\bopenEmbedded\b/, /from 'pg'/, /@electric-sql\/pglite/]

describe('test conventions', () => {
  it('a *.unit.test.ts reaches no database and starts no server', () => {
    const offenders = testFiles('test')
      // This file names the patterns it looks for, so it is left out.
      .filter((f) => f.endsWith('.unit.test.ts') && !f.endsWith('conventions.unit.test.ts'))
      .flatMap((f) => NOT_IN_UNIT.filter((re) => re.test(readFileSync(f, 'utf8'))).map((re) => `${f}: ${re}`))
    expect(offenders).toEqual([])
  })
})
