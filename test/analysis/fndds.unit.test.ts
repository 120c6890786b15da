// The FNDDS foods-as-eaten table: the committed data file is what `npm run foods:build` derives
// from the release beside the clone (../shared/data/fndds-2017-2018, as in CI), and the analyser
// reads meals the way people tell them with it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex, fnddsFoods } from '../../src/analysis/index.js'
import { blankNarrative } from '../../src/analysis/passes/story.js'

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
    const text = 'Last night I devoured a bowl of lentil soup, paired with a mug of cocoa, which was lovely.'
    const out = blankNarrative(text)
    expect(out).toHaveLength(text.length)
    expect(out).toContain('a bowl of lentil soup')
    expect(out).toContain('a mug of cocoa')
    expect(out).not.toMatch(/night|devoured|paired|lovely/)
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

  it('names a food by an other name the survey gives as not further specified ("Fritos, NFS")', () => {
    const a = run('half a bag of Fritos while watching the game')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/^Corn chips, plain/)
    expect(a.unmatched).toEqual([])
  })

  it("takes in what the matched food's own name says it comes with", () => {
    const a = run('Two pieces of pan dulce with their sugar topping, still warm from the oven')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/^Pan Dulce, with sugar topping/)
  })

  it('a meal word with words no food has is the meal, not a food', () => {
    const a = run('Grapes and a cheese stick, a lovely snack.')
    expect(a.items.map((i) => i.text)).toEqual(['Grapes', 'a cheese stick'])
    expect(run('I had a snack.').items).toEqual([])
    // What the meal is then said to be is the food.
    const b = run('I ate a snack that consisted only of two figs and a pear.')
    expect(b.items.map((i) => i.text)).toEqual(['two figs', 'a pear'])
    expect(b.items[0]!.food).toMatch(/^Fig/)
    expect(b.unmatched).toEqual([])
  })

  it('a later sentence that tells the meal again is not counted twice, item by item', () => {
    const once = run('I picked a plum and a pear at the market.')
    const twice = run('I picked a plum and a pear at the market. Back home I ate a soft plum and a sweet pear.')
    expect(twice.items.map((i) => i.food)).toEqual(once.items.map((i) => i.food))
    expect(twice.totals.carbohydrate_g).toBeCloseTo(once.totals.carbohydrate_g, 1)
    // A word of the sentence before ("extra") does not make the retelling a second helping.
    const bar = run('At seven I ate a granola bar and a pear for extra fuel. Then I ate a single bar of the granola bar with one pear.')
    expect(bar.items).toHaveLength(2)
    // Nor does "as" in front of the retold food.
    expect(run('Dinner was a tuna melt sandwich. It was served as one sandwich.').items).toHaveLength(1)
    // Saying it was another one still counts it.
    expect(run('I ate a pear. Later I ate another pear.').items).toHaveLength(2)
  })

  it('the skin or peel of the food before is part of it, not a second food', () => {
    const a = run('One baked potato, peel included, and a roasted chicken leg, skin on')
    expect(a.items).toHaveLength(2)
    expect(a.items[0]!.food).toMatch(/^Potato, baked, peel eaten/)
    expect(a.items[1]!.food).toMatch(/with skin/)
    expect(a.unmatched).toEqual([])
  })

  it('keeps grams as written, whatever the portion words', () => {
    const a = run('130 g chocolate muffin and 240 g of unsweetened bottled water')
    expect(a.items.map((i) => i.grams)).toEqual([130, 240])
    expect(a.items[0]!.food).toMatch(/muffin, chocolate/i)
  })
})
