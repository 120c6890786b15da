// The FNDDS foods-as-eaten table: the committed data file is what `npm run foods:build` derives
// from the release beside the clone (../shared/data/fndds-2017-2018, as in CI), and the analyser
// reads meals the way people tell them with it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex, fnddsFoods } from '../../src/analysis/index.js'
import { blankNarrative } from '../../src/analysis/narrative.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..', '..')
const fnddsDir = path.resolve(repoRoot, '..', 'shared', 'data', 'fndds-2017-2018')

describe('the FNDDS table', () => {
  it('is exactly what the build script derives from the release', async () => {
    // The release sits beside the clone (../shared/data, as on the development machines). A
    // clone elsewhere cannot rebuild: it checks the committed table's own header instead.
    if (!fs.existsSync(fnddsDir)) {
      console.warn(`FNDDS release not found at ${fnddsDir}: the rebuild comparison needs it`)
      const table = JSON.parse(fs.readFileSync(path.join(repoRoot, 'data', 'foods', 'fndds.json'), 'utf8')) as { count: number; foods: unknown[] }
      expect(table.foods).toHaveLength(table.count)
      return
    }
    const { buildTables } = (await import(path.join(repoRoot, 'scripts', 'foods', 'build.js'))) as {
      buildTables: (o: { fnddsDir: string }) => Array<{ file: string; text: string }>
    }
    const built = buildTables({ fnddsDir }).find((t) => t.file === 'fndds.json')!
    const committed = fs.readFileSync(path.join(repoRoot, 'data', 'foods', 'fndds.json'), 'utf8')
    expect(built.text === committed, 'data/foods/fndds.json differs from `npm run foods:build`').toBe(true)
  })

  it('loads every food with its code, nutrients and household portions', () => {
    const foods = fnddsFoods()
    expect(foods).toHaveLength(7083)
    const ids = new Set(foods.map((f) => f.id))
    expect(ids.size).toBe(foods.length)
    for (const f of foods) {
      expect(f.id).toMatch(/^fndds:\d{8}$/)
      expect(f.per100g.calories).toBeGreaterThanOrEqual(0)
      expect(f.defaultGrams).toBeGreaterThan(0)
    }
    const whole = foods.find((f) => f.name === 'Milk, whole')!
    expect(whole.per100g.calories).toBe(60)
    expect(whole.density).toBeGreaterThan(1)
    expect(whole.measures?.some(([d, g]) => d === '1 cup' && g === 244)).toBe(true)
  })
})

describe('sentences', () => {
  it('blanks the story and keeps every offset', () => {
    const text = 'Last night I devoured a huge plate of spaghetti, then washed it all down with a glass of red wine, which was lovely.'
    const out = blankNarrative(text)
    expect(out).toHaveLength(text.length)
    expect(out).toContain('a huge plate of spaghetti')
    expect(out).toContain('a glass of red wine')
    expect(out).not.toMatch(/night|devoured|washed|lovely/)
  })

  const index = defaultFoodIndex()
  const run = (description: string) => analyzeMeal({ description }, index)

  it('reads a narrative meal into its foods, nothing unmatched', () => {
    const a = run('After my run I grabbed a turkey sandwich and sipped on a bottle of lemonade to cool down.')
    expect(a.items.map((i) => i.text)).toEqual(['a turkey sandwich', 'a bottle of lemonade'])
    expect(a.items[0]!.food).toMatch(/turkey sandwich/i)
    expect(a.items[1]!.food).toMatch(/lemonade/i)
    expect(a.unmatched).toEqual([])
  })

  it('knows brand and fast-food items as FNDDS foods', () => {
    const a = run('a Big Mac')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food_id).toMatch(/^fndds:/)
    expect(a.items[0]!.calories).toBeGreaterThan(400)
    expect(a.items[0]!.calories).toBeLessThan(700)
  })

  it("uses the food's own household portion when the text names it", () => {
    const chips = fnddsFoods().find((f) => f.name === 'Bean chips')!
    const grams = (d: string) => chips.measures!.find(([m]) => m === d)![1]
    const a = run('2 large single serving bags of bean chips')
    expect(a.items[0]!.food_id).toBe(chips.id)
    expect(a.items[0]!.grams).toBeCloseTo(2 * grams('1 large single serving bag'), 1)
    expect(run('10 bean chips').items[0]!.grams).toBeCloseTo(10 * grams('1 chip'), 1)
    // A portion whose words the text does not all say is not the one meant: "a bag" is not "1 chip".
    expect(run('a bag of bean chips').items[0]!.grams).not.toBeCloseTo(grams('1 chip'), 1)
  })

  it('a 100-calorie pack is 100 kcal of the food', () => {
    const a = run('a 100-calorie pack of cookies')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.calories).toBeGreaterThanOrEqual(99)
    expect(a.items[0]!.calories).toBeLessThanOrEqual(101)
  })

  it('reports the words no food explained, and is less sure', () => {
    const stew = run('zorblax quantum stew')
    const plain = run('stew')
    expect(stew.unmatched).toEqual(['zorblax quantum'])
    expect(stew.confidence).toBeLessThan(plain.confidence)
    // A typo is still recognised, not reported.
    expect(run('2 chiken breasts').unmatched).toEqual([])
  })

  it('keeps grams as written, whatever the portion words', () => {
    const a = run('130 g chocolate muffin and 240 g of unsweetened bottled water')
    expect(a.items.map((i) => i.grams)).toEqual([130, 240])
    expect(a.items[0]!.food).toMatch(/muffin, chocolate/i)
  })
})
