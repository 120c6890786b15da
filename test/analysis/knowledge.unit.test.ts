// The curated English knowledge of the meal analysis (data/analysis/en.json): every row fits its
// kind, every kind is read by a pass, and every figure says where it comes from.
import { describe, expect, it } from 'vitest'
import { knowledgeFile, readKnowledge, rows } from '../../src/analysis/knowledge.js'
import { PASSES } from '../../src/analysis/passes/index.js'

const file = knowledgeFile()
const KINDS = file.kinds

describe('data/analysis/en.json', () => {
  it('has a row of each kind the analysis reads, each kind read by a pass', () => {
    const kinds = readKnowledge(file)
    expect(kinds.size).toBe(Object.keys(KINDS).length)
    const passes = new Set(['words', ...PASSES.map((p) => p.name)])
    for (const [kind, k] of Object.entries(KINDS)) {
      expect(passes, kind).toContain(k.pass)
      expect(k.says.length, kind).toBeGreaterThan(10)
    }
  })

  it('says where every figure comes from', () => {
    for (const kind of ['bound', 'density', 'topping-cap'] as const)
      for (const r of rows(kind)) expect(r.source?.length, JSON.stringify(r)).toBeGreaterThanOrEqual(8)
    const figures = ['grams', 'ml', 'fallback_grams', 'fallback_ml', 'fallback_fl_oz', 'size_factor', 'size_ml', 'servings', 'solid_cups'] as const
    for (const r of rows('unit')) if (figures.some((f) => r[f] !== undefined)) expect(r.source?.length, r.canon).toBeGreaterThanOrEqual(8)
  })

  it('refuses a row that does not fit its kind', () => {
    const base = { about: [], kinds: file.kinds, rows: file.rows }
    const withRow = (row: object) => () => readKnowledge({ ...base, rows: [...file.rows, row as (typeof file.rows)[number]] })
    expect(withRow({ kind: 'tastes', word: 'zesty' })).toThrow(/no kind "tastes"/)
    expect(withRow({ kind: 'taste', wrod: 'zesty' })).toThrow(/no "word"/)
    expect(withRow({ kind: 'taste', word: 'zesty', value: 2 })).toThrow(/has no field "value"/)
    expect(withRow({ kind: 'number', word: 'zillion', value: 'many' })).toThrow(/"value" is not a number/)
    expect(withRow({ kind: 'taste', word: 'sweet' })).toThrow(/"sweet" is a taste twice/)
    expect(() => readKnowledge({ ...base, rows: file.rows.filter((r) => r.kind !== 'again') })).toThrow(/no rows of kind "again"/)
  })
})
