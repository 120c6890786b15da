// Reading rules for meals as people word them, checked with the real tables (meals written here).
import { describe, expect, it } from 'vitest'
import { aliasesFromUsdaName, analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const run = (description: string) => analyzeMeal({ description }, index)

describe('survey names', () => {
  it('a name offering two words for one place answers to each', () => {
    expect(aliasesFromUsdaName('Taco or tostada with meat')).toEqual(expect.arrayContaining(['taco with meat', 'tostada with meat']))
    expect(aliasesFromUsdaName('Chicken or turkey rice soup, home recipe')).toEqual(expect.arrayContaining(['turkey rice soup', 'chicken rice soup']))
    // the name as written keeps first place
    expect(aliasesFromUsdaName('Taco or tostada with meat')[0]).toBe('taco or tostada with meat')
  })

  it('a dish told with its parts is a survey food whose name offers it among others ("Burrito, taco, or quesadilla with …")', () => {
    // and its size is no word of the dish's name
    expect(run('a medium taco with egg, potato and breakfast meat').items.map((i) => i.food)).toEqual([
      'Burrito, taco, or quesadilla with egg, potato, and breakfast meat',
    ])
  })

  it('a dish the survey codes when nothing more is said is found by its bare name', () => {
    const a = run('two small taquitos and a glass of water')
    expect(a.unmatched).toEqual([])
    expect(a.items[0]!.food).toMatch(/taquito/i)
    expect(a.items[0]!.grams).toBeGreaterThan(50)
  })
})

describe("the survey's words for a state", () => {
  it('"breaded" is the survey\'s "coated": a breaded chicken breast has its coating\'s carbohydrate', () => {
    const a = run('a breaded chicken breast')
    expect(a.items.map((i) => i.food)).toEqual([expect.stringMatching(/^Chicken breast, .*coated/)])
    expect(a.totals.carbohydrate_g).toBeGreaterThan(3)
  })
})

describe('sizes', () => {
  it('"medium-sized" is a medium one, not an unknown word', () => {
    const sized = run('a medium-sized baked sweet potato')
    const plain = run('a medium baked sweet potato')
    expect(sized.unmatched).toEqual([])
    expect(sized.items[0]!.grams).toBe(plain.items[0]!.grams)
    expect(sized.items[0]!.confidence).toBeGreaterThan(plain.items[0]!.confidence * 0.8)
  })
})

describe('a dish and its own part', () => {
  it('"with a thin crust" after a pizza is that pizza, not a second one', () => {
    for (const d of ['a slice of mushroom pizza with a thin crust', 'a mushroom pizza slice with a thick crust']) {
      const a = run(d)
      expect(a.items, d).toHaveLength(1)
      expect(a.items[0]!.food, d).toMatch(/pizza/i)
      expect(a.items[0]!.grams, d).toBeLessThan(200)
    }
  })
})

describe('counted pieces', () => {
  it('one piece of a survey food is its size-only portion, not its usual total amount', () => {
    const food = index.get('fndds:53260400')
    expect(food?.food.name).toMatch(/cookie/i)
    const a = run('one sugar-free cookie and black coffee')
    const cookie = a.items.find((i) => /cookie/i.test(i.food))!
    expect(cookie.grams).toBe(food!.portions.get('medium'))
    expect(cookie.grams).toBeLessThan(food!.food.defaultGrams)
  })
})
