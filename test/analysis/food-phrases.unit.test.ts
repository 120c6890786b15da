// The common survey foods said in each language (test/analysis/fixtures/food-phrases-<code>.json,
// written here: for each of the 450–670 foods the English meals name most, and the kinds of the drinks, in three rounds, a short English phrase and two ways a
// speaker types it, one standard and one casual or regional). A phrase reads right when one of its
// items is that food, or when its carbohydrate is within 3 g or 15 % of the English phrase's. The
// floors are what each language reached when its corpus was written, less a margin: a change to
// the reader or a word list that loses common foods in a language fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

interface Row {
  id: string
  en: string
  phrases: string[]
}

const index = defaultFoodIndex()
const FLOORS: Record<string, number> = { de: 93, fr: 90, es: 90, pt: 90, it: 91 }

describe('common foods said in each language', () => {
  for (const [code, floor] of Object.entries(FLOORS)) {
    it(`${code}: at least ${floor} % of the phrases read as their food`, () => {
      const rows = JSON.parse(readFileSync(new URL(`./fixtures/food-phrases-${code}.json`, import.meta.url), 'utf8')) as Row[]
      expect(rows.length).toBeGreaterThanOrEqual(590)
      let right = 0
      let n = 0
      const wrong: string[] = []
      for (const r of rows) {
        const english = analyzeMeal({ description: r.en }, index).totals.carbohydrate_g
        for (const p of r.phrases) {
          n++
          const a = analyzeMeal({ description: p, language: code }, index)
          const carb = a.totals.carbohydrate_g
          if (a.items.some((i) => i.food_id === r.id) || Math.abs(carb - english) <= Math.max(3, 0.15 * english)) right++
          else wrong.push(`${p} → ${a.items.map((i) => i.food).join(' | ') || 'nothing'}`)
        }
      }
      const rate = (100 * right) / n
      expect(rate, `${code}: ${right} of ${n}; wrong:\n${wrong.slice(0, 40).join('\n')}`).toBeGreaterThanOrEqual(floor)
    }, 120_000)
  }
})
