// Household measures of food surveys outside the US, and the local names of staples that the
// curated source gives FNDDS foods (checked with the real tables).
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const run = (description: string) => analyzeMeal({ description }, index)
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

describe('household measures', () => {
  it('a ladle is 4 fl oz (120 ml) of whatever it serves', () => {
    const ladle = run('a ladle of bean soup').items[0]!
    const cup = run('a cup of bean soup').items[0]!
    expect(ladle.unit).toBe('ladle')
    expect(ladle.grams).toBeCloseTo(cup.grams / 2, 0)
    expect(run('two ladles of beef stew').items[0]!.grams).toBeCloseTo(run('a cup of beef stew').items[0]!.grams, 0)
  })

  it('a teacup is 6 fl oz, smaller than a cup', () => {
    const a = run('a teacup of milk')
    expect(a.unmatched).toEqual([])
    expect(a.items[0]!.unit).toBe('teacup')
    expect(a.items[0]!.grams).toBeCloseTo(run('6 fl oz of milk').items[0]!.grams, 0)
  })

  it("a heap or mound is the food's usual serving, and a fistful a handful", () => {
    const heap = run('a heap of rice')
    expect(heap.unmatched).toEqual([])
    expect(heap.items[0]!.grams).toBe(run('a serving of rice').items[0]!.grams)
    expect(run('a fistful of peanuts').items[0]!.grams).toBe(run('a handful of peanuts').items[0]!.grams)
  })

  it("a medium mango is the survey's mango, a large one SR's whole fruit", () => {
    expect(run('a medium mango').items[0]!.grams).toBe(210)
    expect(run('a large mango').items[0]!.grams).toBe(336)
  })
})

describe('local names of FNDDS foods', () => {
  it('chapati, roti, samosa and jollof rice are the FNDDS foods the curated source names', () => {
    expect(run('2 chapatis').items[0]!.food_id).toBe('fndds:51300175')
    expect(run('a roti').items[0]!.food_id).toBe('fndds:51300175')
    expect(run('a samosa').items[0]!.food_id).toBe('fndds:58124500')
    expect(run('jollof rice').items[0]!.food_id).toBe('fndds:58163410')
  })

  it('ugali, nshima and sadza are a stiff maize porridge, uji a thin one', () => {
    for (const d of ['a plate of ugali', 'nshima', 'sadza']) {
      const a = run(d)
      expect(a.unmatched, d).toEqual([])
      expect(a.items[0]!.food_id, d).toBe('maize_porridge_stiff')
    }
    expect(run('a cup of uji').items[0]!.food_id).toBe('maize_porridge_thin')
  })

  it('a row naming the wrong FNDDS food stops the build', async () => {
    const { addFnddsAliases } = (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'foods', 'fndds.js')).href)) as {
      addFnddsAliases: (foods: Array<{ code: string; name: string; aliases?: string[] }>, rows: unknown[]) => void
    }
    const foods = [{ code: '1', name: 'Fufu' }]
    expect(() => addFnddsAliases(foods, [{ fndds: '1', name: 'Injera', aliases: ['eba'] }])).toThrow(/not "Injera"/)
    expect(() => addFnddsAliases(foods, [{ fndds: '2', name: 'Fufu', aliases: ['eba'] }])).toThrow(/no food 2/)
    addFnddsAliases(foods, [{ fndds: '1', name: 'Fufu', aliases: ['Eba'] }])
    expect((foods[0] as { aliases?: string[] }).aliases).toEqual(['eba'])
  })
})

describe('a staple told "with" its relish', () => {
  it("rice after greens or a pickle is the meal's rice, not a topping", () => {
    const rice = run('a cup of rice').items[0]!.grams
    for (const d of ['kimchi with rice', 'cooked greens with rice']) {
      const item = run(d).items.find((i) => /^rice/i.test(i.food))!
      expect(item.grams, d).toBeGreaterThanOrEqual(rice)
    }
  })
})
