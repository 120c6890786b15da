// Meals told in everyday English rather than in the survey's words (paraphrases of survey meals,
// written for the tests): the same foods as the survey's names, by other words.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const foods = (description: string) => analyzeMeal({ description }, index).items.map((i) => i.food)

describe('everyday English', () => {
  it('reads "veggie" and "veggies" as vegetables: a meat and veggie empanada is one dish', () => {
    expect(foods('a meat and veggie empanada')).toEqual(['Empanada, Mexican turnover, filled with meat and vegetables'])
    expect(foods('a cup of veggies')).toEqual(['Mixed vegetables, cooked'])
    expect(foods('a veggie burger')).toEqual(['Veggie burger in a bun'])
  })

  it('reads the same food named again with other foods of its own as another one, not a retelling', () => {
    expect(foods('1 cup of unsweetened bottled water, 1 turnover with guava, 1 turnover with puerto rican style cheese')).toEqual([
      'Water, bottled, unsweetened',
      'Turnover, guava',
      'Cheese turnover, Puerto Rican style',
    ])
  })

  it("reads a weight after a count of the food as how much there was; a volume after a count of more stays each one's", () => {
    const grams = (description: string) => analyzeMeal({ description }, index).items.map((i) => Math.round(i.grams))
    expect(grams('2 cookies (30 g)')).toEqual([30])
    expect(grams('1 banana (120 g)')).toEqual([120])
    expect(foods('2 beers (0.5 l)')).toEqual(['Beer'])
  })
})
