// Every rule of the meal analysis (src/analysis/rules/) by its own example: the expectation holds
// with the rule, and fails with the rule switched off, so no rule's test can pass vacuously.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMeal, defaultFoodIndex, type MealAnalysis } from '../../src/analysis/index.js'
import { RULES, type Expectation } from '../../src/analysis/rules/index.js'

const index = defaultFoodIndex()
const here = path.dirname(fileURLToPath(import.meta.url))
const SRC = path.join(here, '../../src/analysis')

/** What of the expectation the analysis misses: empty when it holds. */
function failures(a: MealAnalysis, e: Expectation): string[] {
  const out: string[] = []
  const shown = a.items.map((i) => `${i.food_id} (${i.food}) ${i.grams} g`)
  if (e.foods && (a.items.length !== e.foods.length || a.items.some((i, k) => e.foods![k] !== i.food_id && e.foods![k] !== i.food)))
    out.push(`foods: ${JSON.stringify(shown)}`)
  if (e.unmatched && JSON.stringify(a.unmatched) !== JSON.stringify(e.unmatched)) out.push(`unmatched: ${JSON.stringify(a.unmatched)}`)
  if (e.grams) {
    const [k, grams, within] = e.grams
    const item = a.items[k]
    if (!item || Math.abs(item.grams - grams) > within) out.push(`grams of item ${k}: ${item?.grams} (items ${JSON.stringify(shown)})`)
  }
  if (e.confidenceAtMost !== undefined && !(a.confidence <= e.confidenceAtMost)) out.push(`confidence: ${a.confidence}`)
  return out
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'rules'
        ? []
        : sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [readFileSync(path.join(dir, e.name), 'utf8')]
        : [],
  )

describe('rules of the meal analysis', () => {
  it('names each rule once, and the passes apply each by its name', () => {
    const names = RULES.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    const code = sources(SRC).join('\n')
    expect(names.filter((n) => !code.includes(`'${n}'`))).toEqual([])
  })

  it('refuses to switch off a rule that does not exist', () => {
    expect(() => analyzeMeal({ description: 'an apple' }, index, { without: ['no-such-rule' as never] })).toThrow(/no rule "no-such-rule"/)
    expect(analyzeMeal({ description: 'an apple' }, index, { without: [] })).toEqual(analyzeMeal({ description: 'an apple' }, index))
  })

  for (const rule of RULES) {
    it(`${rule.pass} › ${rule.name}: ${rule.says}`, () => {
      const ex: { text: string; expect: Expectation } = rule.example
      const input = { description: ex.text }
      expect(failures(analyzeMeal(input, index), ex.expect), `"${ex.text}" with the rule`).toEqual([])
      expect(failures(analyzeMeal(input, index, { without: [rule.name] }), ex.expect), `"${ex.text}" without the rule`).not.toEqual([])
    })
  }
})
