// Item corrections (src/analysis/corrections.ts) and the food search (food-search.ts), on the
// shipped food index: pure code, no database.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, correctItem, defaultFoodIndex, keepCorrections, searchFoods, storedAnalysis, type MealAnalysis } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const food = (id: string) => index.get(id)!
const kcal = (a: MealAnalysis) => a.items.reduce((s, i) => s + i.calories, 0)

describe('correctItem', () => {
  const meal = analyzeMeal({ description: 'a banana and a glass of milk' }, index)

  it('takes an alternative at the calories it was offered with, keeps the other items, and sums again', () => {
    const milk = meal.items[1]!
    const offered = milk.alternatives.find((a) => a.food_id === 'milk_skim')!
    const c = correctItem(meal, 1, { food: food('milk_skim') }, 1, index)
    expect(c.items[0]).toEqual(meal.items[0])
    expect(c.items[1]).toMatchObject({
      food_id: 'milk_skim',
      calories: offered.calories,
      confidence: 1,
      corrected: true,
      quantity: milk.quantity,
      unit: milk.unit,
    })
    expect(c.items[1]!.alternatives[0]).toEqual({ food_id: milk.food_id, food: milk.food, calories: milk.calories })
    expect(c.items[1]!.alternatives.length).toBeLessThanOrEqual(3)
    expect(c.totals.calories).toBe(kcal(c))
    expect(c.confidence).toBeGreaterThan(meal.confidence)
    // The input is not changed.
    expect(meal.items[1]!.food_id).toBe('milk_whole')
  })

  it('weighs an alternative read at another weight as the analysis weighed it', () => {
    const m = analyzeMeal({ description: 'an apple' }, index)
    const baked = m.items[0]!.alternatives.find((a) => a.food_id === 'fndds:63101310')!
    const c = correctItem(m, 0, { food: food('fndds:63101310') }, 1, index).items[0]!
    expect(c.calories).toBe(baked.calories)
  })

  it('takes a weight as eaten, the multiplier included', () => {
    const c = correctItem(meal, 0, { food: food('fndds:63107010'), grams: 150 }, 2, index).items[0]!
    expect(c).toMatchObject({ grams: 150, quantity: 75, unit: 'g' })
    expect(c.calories).toBe(Math.round(food('fndds:63107010').food.per100g.calories * 1.5))
  })

  it('keeps the meal’s unrecognised share in its confidence', () => {
    const m = analyzeMeal({ description: 'a banana and zorblax quantum stew' }, index)
    expect(m.unmatched.length).toBeGreaterThan(0)
    const c = correctItem(m, 0, { food: food('banana') }, 1, index)
    expect(c.items[0]!.confidence).toBe(1)
    expect(c.confidence).toBeLessThan(1)
  })
})

describe('keepCorrections', () => {
  const before = correctItem(analyzeMeal({ description: 'a banana and a glass of milk' }, index), 1, { food: food('milk_skim') }, 1, index)

  it('keeps a correction whose item text is again an item, scaled by the new multiplier', () => {
    const next = analyzeMeal({ description: 'a glass of milk, an apple', portion_multiplier: 2 }, index)
    const kept = keepCorrections({ items: before.items, multiplier: 1 }, next, 2, index)
    expect(kept.items.map((i) => i.food_id)).toEqual(['milk_skim', 'apple'])
    expect(kept.items[0]!.grams).toBeCloseTo(2 * before.items[1]!.grams, 1)
    expect(kept.totals.calories).toBe(kcal(kept))
  })

  it('drops it when the text changed, and leaves an analysis without corrections as it is', () => {
    const next = analyzeMeal({ description: 'a banana and 2 glasses of milk' }, index)
    expect(keepCorrections({ items: before.items, multiplier: 1 }, next, 1, index)).toBe(next)
  })
})

describe('storedAnalysis', () => {
  it('reads an analysis back from a summary’s data, and nothing from another shape', () => {
    const a = analyzeMeal({ description: '2 eggs' }, index)
    expect(storedAnalysis(JSON.parse(JSON.stringify({ description: '2 eggs', ...a })))).toEqual(a)
    expect(storedAnalysis({ items: [{ text: 'x' }], totals: {} })).toBeUndefined()
    expect(storedAnalysis({ note: 'patched away' })).toBeUndefined()
  })
})

describe('searchFoods', () => {
  it('answers the analysis’s match first, then other foods of those words, each once', () => {
    const found = searchFoods(index, 'chicken breast', 10)
    expect(found[0]!.food.id).toBe(index.lookup('chicken breast')!.food.id)
    expect(found).toHaveLength(10)
    expect(new Set(found.map((f) => f.food.id)).size).toBe(10)
    for (const f of found) expect(f.food.name.toLowerCase()).toContain('chicken')
  })

  it('finds a food by its id and by the start of a word, and nothing for nonsense', () => {
    expect(searchFoods(index, 'oat_milk', 3)[0]!.food.id).toBe('oat_milk')
    expect(searchFoods(index, 'avocad', 5).map((f) => f.food.id)).toContain('avocado')
    expect(searchFoods(index, 'zxqvw', 5)).toEqual([])
    expect(searchFoods(index, 'milk', 3)).toHaveLength(3)
  })
})
