// The meal's confidence (src/analysis/confidence.ts) on the shipped food index: what the words leave
// open among the foods they could name is carbohydrate at stake.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { STAKE } from '../../src/analysis/confidence.js'

const index = defaultFoodIndex()

/** The meal confidence of one item told by its weight, recomputed from the table. */
function expected(description: string): { confidence: number; fromAlternatives: number } {
  const a = analyzeMeal({ description }, index)
  expect(a.items).toHaveLength(1)
  const it = a.items[0]!
  // Told by weight, every alternative is weighed at the item's grams.
  const carbs = it.alternatives.map((alt) => (index.get(alt.food_id)!.food.per100g.carbohydrate_g * it.grams) / 100)
  const apart = carbs.reduce((s, c) => s + Math.abs(c - it.carbohydrate_g), 0) / carbs.length
  const fromAlternatives = STAKE.alternatives * Math.min(STAKE.alternativeCapG, apart)
  const atStake = it.carbohydrate_g * (1 - it.confidence + STAKE.tableDoubt) + fromAlternatives
  return { confidence: it.confidence / (1 + atStake / STAKE.grams), fromAlternatives }
}

describe('the meal confidence', () => {
  it('counts the carbohydrate the other foods the words could name are apart as at stake', () => {
    // Iced tea is sweetened or not (59 g of carbohydrate apart in 744 g); a ham is one ham or another.
    const tea = expected('744 g of iced black tea')
    const ham = expected('100 g of ham')
    expect(tea.fromAlternatives).toBeGreaterThan(10)
    expect(ham.fromAlternatives).toBeLessThan(2)
    expect(analyzeMeal({ description: '744 g of iced black tea' }, index).confidence).toBeCloseTo(tea.confidence, 2)
    expect(analyzeMeal({ description: '100 g of ham' }, index).confidence).toBeCloseTo(ham.confidence, 2)
    expect(tea.confidence).toBeLessThan(0.6)
  })
})
