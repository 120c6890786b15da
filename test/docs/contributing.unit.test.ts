// CONTRIBUTING's "Adding an area" is a checklist the tests enforce: every step names the test (or
// CI step) that fails when the step is skipped, and every test it names exists.
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const text = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8')
const section = text.slice(text.indexOf('## Adding an area'), text.indexOf('\n## ', text.indexOf('## Adding an area') + 1))
/** The checklist's rows: [step, checked by]. */
const rows = section
  .split('\n')
  .filter((l) => /^\| \d+ \|/.test(l))
  .map((l) => l.split(' | ').map((c) => c.replace(/^\| |\|$/g, '').trim()))
  .map(([, step, checkedBy]) => [step ?? '', checkedBy ?? ''] as const)

describe("CONTRIBUTING's checklist for a new area", () => {
  it('has its steps', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8)
  })

  it('names, for every step, a test or CI step that exists', () => {
    const missing: string[] = []
    for (const [step, checkedBy] of rows) {
      const named = [...checkedBy.matchAll(/`((?:test\/|\.ci\/)[^`]+)`/g)].map((m) => m[1]!)
      if (!named.length) missing.push(`no test named for: ${step.slice(0, 60)}`)
      for (const f of named) if (!existsSync(path.join(ROOT, f))) missing.push(`${f} does not exist`)
    }
    expect(missing).toEqual([])
  })

  it('names only source files that exist', () => {
    const files = [...section.matchAll(/`(src\/[^`*<]+\.ts)`/g)].map((m) => m[1]!)
    expect(files.length).toBeGreaterThan(5)
    expect(files.filter((f) => !existsSync(path.join(ROOT, f)))).toEqual([])
  })
})
