// Plausibility (src/analysis/passes/check.ts): each bound with an example of its own. The
// descriptions are our own wording; the portions are the tables'.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { PLAUSIBLE } from '../../src/analysis/passes/check.js'

const index = defaultFoodIndex()
const analyze = (description: string) => analyzeMeal({ description }, index)
const one = (description: string) => {
  const a = analyze(description)
  expect(a.items).toHaveLength(1)
  return a.items[0]!
}

describe('plausible amounts', () => {
  it('reads a number after an article as the start of a name the table knows ("a 100 Grand bar", "a 7 Up")', () => {
    const bar = one('I had a 100 Grand bar')
    expect(bar.food).toMatch(/100 GRAND/i)
    expect(bar.quantity).toBe(1)
    expect(bar.calories).toBeLessThan(200)
    const soda = one('a 7 Up with lunch')
    expect(soda.quantity).toBe(1)
    expect(soda.calories).toBeLessThan(250)
  })

  it('reads a count beyond a dozen and beyond portionsPerItem of the largest portion again as one, with a low confidence', () => {
    // Twenty plates of a full breakfast (8 kg) is not one item anyone eats; twelve apples may be.
    const item = one('I had 20 plates of full breakfast')
    expect(item.quantity).toBe(1)
    expect(item.confidence).toBeLessThanOrEqual(PLAUSIBLE.reReadConfidence)
    expect(analyze('I had 2 plates of full breakfast').items[0]!.quantity).toBe(2)
    expect(one('twelve apples').quantity).toBe(12)
  })

  it('keeps a weight the text states up to statedGrams, and bounds it beyond', () => {
    const cake = one('1228 g of pound cake')
    expect(cake.grams).toBeCloseTo(1228, 0)
    expect(cake.confidence).toBeGreaterThan(PLAUSIBLE.reReadConfidence)
    const rice = one('9000 g of cooked white rice')
    expect(rice.grams).toBeLessThanOrEqual(PLAUSIBLE.statedGrams)
    expect(rice.confidence).toBeLessThanOrEqual(PLAUSIBLE.reReadConfidence)
  })

  it('weighs "a whole" dish by the portion that is the whole thing, and only then', () => {
    // FNDDS: lemon meringue pie, "1 pie (9" dia)" 1,094 g, beside a 103 g serving.
    expect(one('a whole lemon meringue pie').grams).toBeGreaterThan(900)
    expect(one('a whole 10-inch lemon meringue pie').grams).toBeCloseTo(1429, 0)
    expect(one('a slice of lemon meringue pie').grams).toBeLessThan(200)
    // "whole" naming a kind is not the whole of anything.
    expect(one('a slice of whole wheat bread').grams).toBeLessThan(60)
    expect(one('a glass of whole milk').grams).toBeLessThan(300)
  })

  it('flags a meal beyond mealKcal with a low confidence', () => {
    const a = analyze('a whole 2-layer chocolate cake and a whole large pepperoni pizza')
    expect(a.totals.calories).toBeGreaterThan(PLAUSIBLE.mealKcal)
    expect(a.confidence).toBeLessThanOrEqual(PLAUSIBLE.mealConfidence)
    expect(analyze('a slice of chocolate cake').confidence).toBeGreaterThan(PLAUSIBLE.mealConfidence)
  })
})
