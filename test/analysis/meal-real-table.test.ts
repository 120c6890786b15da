// The analyser with the real curated table: the headline example and a few everyday meals.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex, mealText } from '../../src/analysis/index.js'
import { CURATED_FOODS } from '../../src/analysis/foods/index.js'

const index = defaultFoodIndex()
const run = (description: string) => analyzeMeal({ description }, index)

describe('with the curated table', () => {
  it('analyses the headline example into 4 items with plausible totals', () => {
    const a = run('2 eggs, a slice of whole wheat toast with butter and a glass of orange juice')
    expect(a.items).toHaveLength(4)
    expect(a.items.map((i) => i.text)).toEqual(['2 eggs', 'a slice of whole wheat toast', 'butter', 'a glass of orange juice'])
    expect(a.items[0]!.food_id).toMatch(/^egg/)
    expect(a.items[1]!.food_id).toMatch(/whole_wheat/)
    expect(a.items[2]!.food_id).toMatch(/^butter/)
    expect(a.items[3]!.food_id).toBe('orange_juice')
    expect(a.totals.calories).toBeGreaterThanOrEqual(350)
    expect(a.totals.calories).toBeLessThanOrEqual(550)
    expect(a.totals.protein_g).toBeGreaterThan(12)
    expect(a.unmatched).toEqual([])
    expect(a.confidence).toBeGreaterThan(0.6)
    const text = mealText(a, { language: 'en' })
    expect(text.text).toContain(`${a.totals.calories} kcal`)
  })

  it('keeps known dishes together and splits the rest', () => {
    expect(run('fish and chips').items).toHaveLength(1)
    expect(run('mac and cheese').items).toHaveLength(1)
    expect(run('a peanut butter and jelly sandwich').items).toHaveLength(1)
    expect(run('bread and butter').items).toHaveLength(2)
  })

  it('finds everyday foods', () => {
    for (const d of ['a banana', '1 cup of rice', '150 g chicken breast', 'a can of coke', '2 slices of pizza', 'a bowl of oatmeal', 'a cup of coffee', 'a handful of almonds', 'an apple']) {
      const a = run(d)
      expect(a.items, d).toHaveLength(1)
      expect(a.unmatched, d).toEqual([])
      expect(a.items[0]!.calories, d).toBeGreaterThanOrEqual(0)
    }
  })
})

describe('negation', () => {
  const index = defaultFoodIndex()
  it('leaves out what was not eaten: "no bun", "without cheese", "hold the mayo"', () => {
    const ids = (d: string) => analyzeMeal({ description: d }, index).items.map((i) => i.food_id)
    const noBun = analyzeMeal({ description: 'burger patty with lettuce and tomato, no bun' }, index)
    expect(noBun.items.some((i) => i.food_id.includes('bun'))).toBe(false)
    expect(noBun.unmatched).toEqual([])
    expect(ids('a turkey sandwich, hold the mayo')).not.toContain('mayonnaise')
    const plain = analyzeMeal({ description: 'a bagel' }, index).totals.calories
    expect(analyzeMeal({ description: 'a bagel without cream cheese' }, index).totals.calories).toBe(plain)
  })
})

describe('a dish told by its parts', () => {
  it('reads "a, b and c <dish>" as one dish when one food names the dish and every part', () => {
    const a = run('a ham, egg and cheese sandwich on a biscuit')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/ham/i)
    expect(a.items[0]!.food).toMatch(/biscuit/i)
    const soup = run('a bowl of rice and a ham, noodle and vegetable soup')
    expect(soup.items).toHaveLength(2)
    expect(soup.items[1]!.food).toMatch(/noodle/i)
  })

  it('takes in the bread the dish is in, and a first part the parser read as a unit', () => {
    const a = run('some fries and a sausage and cheese sandwich stuck in an English muffin')
    expect(a.items).toHaveLength(2)
    expect(a.items[1]!.food).toMatch(/sausage/i)
    expect(a.items[1]!.food).toMatch(/english muffin/i)
  })

  it('keeps a plain list of foods as separate items', () => {
    expect(run('toast, eggs and bacon').items).toHaveLength(3)
    expect(run('apples, bananas and grape juice').items).toHaveLength(3)
    expect(run('a pear, a plum and a peach').items.map((i) => i.text)).toEqual(['a pear', 'a plum', 'a peach'])
  })
})
