// The curated food table: structure and internal consistency. Agreement with the USDA SR rows it
// cites is curated-table.unit.test.ts's: the table is rebuilt from them.
import { describe, it, expect } from 'vitest'
import { ALCOHOLIC_FOOD_IDS, CURATED_FOODS, FOOD_CATEGORIES } from '../../src/analysis/foods/index.js'
import { NUTRIENT_KEYS, type Food } from '../../src/analysis/types.js'

const byAlias = new Map<string, Food>()
for (const f of CURATED_FOODS) for (const a of f.aliases) if (!byAlias.has(a)) byAlias.set(a, f)

describe('curated food table', () => {
  it('has at least 400 foods with unique snake_case ids', () => {
    expect(CURATED_FOODS.length).toBeGreaterThanOrEqual(400)
    const ids = CURATED_FOODS.map((f) => f.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/)
  })

  it('gives every food a name and at least one alias', () => {
    for (const f of CURATED_FOODS) {
      expect(f.name.trim().length, f.id).toBeGreaterThan(0)
      expect(f.aliases.length, f.id).toBeGreaterThan(0)
    }
  })

  it('keeps aliases lower-case, trimmed, and unique across foods (no alias names two foods)', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const f of CURATED_FOODS) {
      expect(new Set(f.aliases).size, `${f.id} repeats an alias`).toBe(f.aliases.length)
      for (const a of f.aliases) {
        expect(a, f.id).toBe(a.toLowerCase())
        expect(a, f.id).toBe(a.trim())
        expect(a.length, f.id).toBeGreaterThan(0)
        const prev = owner.get(a)
        if (prev !== undefined && prev !== f.id) clashes.push(`"${a}": ${prev} and ${f.id}`)
        owner.set(a, f.id)
      }
    }
    expect(clashes).toEqual([])
  })

  it('uses only the known categories, and every category has foods', () => {
    const known = new Set<string>(FOOD_CATEGORIES)
    for (const f of CURATED_FOODS) expect(known.has(f.category), `${f.id}: ${f.category}`).toBe(true)
    const present = new Set(CURATED_FOODS.map((f) => f.category))
    for (const c of FOOD_CATEGORIES) expect(present.has(c), c).toBe(true)
  })

  it('has all seven nutrients, finite and non-negative, within physical bounds per 100 g', () => {
    for (const f of CURATED_FOODS) {
      for (const k of NUTRIENT_KEYS) {
        const v = f.per100g[k]
        expect(Number.isFinite(v), `${f.id}.${k}`).toBe(true)
        expect(v, `${f.id}.${k}`).toBeGreaterThanOrEqual(0)
      }
      const { protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g, calories } = f.per100g
      expect(calories, f.id).toBeLessThanOrEqual(902)
      expect(protein_g + carbohydrate_g + fat_g, f.id).toBeLessThanOrEqual(100.5)
      // SR itself is not always additive (goat cheese: 0 g carbohydrate, 0.89 g sugar): allow 1 g.
      expect(sugar_g, f.id).toBeLessThanOrEqual(carbohydrate_g + 1)
      expect(fiber_g, f.id).toBeLessThanOrEqual(carbohydrate_g + 1)
    }
  })

  it('has energy consistent with its macronutrients (alcoholic drinks exempt)', () => {
    // Atwater: 4 kcal/g protein and available carbohydrate, 9 kcal/g fat, ~2 kcal/g fibre (SR's
    // carbohydrate includes fibre, which yields far less than 4 kcal/g: cinnamon, chia, bran).
    const off: string[] = []
    for (const f of CURATED_FOODS) {
      if (ALCOHOLIC_FOOD_IDS.has(f.id)) continue
      const n = f.per100g
      const estimate = 4 * n.protein_g + 4 * (n.carbohydrate_g - n.fiber_g) + 2 * n.fiber_g + 9 * n.fat_g
      if (Math.abs(n.calories - estimate) > 0.25 * n.calories + 15) off.push(`${f.id}: ${n.calories} kcal vs ${estimate.toFixed(0)}`)
    }
    expect(off).toEqual([])
    // The exemption list names real drinks whose energy does exceed the macros (alcohol).
    for (const id of ALCOHOLIC_FOOD_IDS) {
      const f = CURATED_FOODS.find((x) => x.id === id)
      expect(f?.category, id).toBe('drinks')
    }
  })

  it('has positive portions with lower-case units, unique per food, and a positive default', () => {
    for (const f of CURATED_FOODS) {
      expect(f.portions.length, f.id).toBeGreaterThan(0)
      const units = f.portions.map((p) => p.unit)
      expect(new Set(units).size, `${f.id} repeats a unit`).toBe(units.length)
      for (const p of f.portions) {
        expect(p.unit, f.id).toBe(p.unit.toLowerCase().trim())
        expect(p.grams, `${f.id} ${p.unit}`).toBeGreaterThan(0)
        expect(Number.isFinite(p.grams), `${f.id} ${p.unit}`).toBe(true)
      }
      expect(f.defaultGrams, f.id).toBeGreaterThan(0)
      expect(f.defaultGrams, f.id).toBeLessThanOrEqual(1000)
      if (f.density !== undefined) {
        expect(f.density, f.id).toBeGreaterThan(0.8)
        expect(f.density, f.id).toBeLessThan(1.4)
      }
    }
  })

  it('gives drinks a density and a glass or cup measure', () => {
    for (const f of CURATED_FOODS.filter((x) => x.category === 'drinks' && x.id !== 'whey_protein')) {
      expect(f.density, f.id).toBeDefined()
      expect(
        f.portions.some((p) => p.unit === 'glass' || p.unit === 'cup' || p.unit === 'shot'),
        f.id,
      ).toBe(true)
    }
  })

  it('cites USDA numbers in SR form (five digits)', () => {
    for (const f of CURATED_FOODS) if (f.usda !== undefined) expect(f.usda, f.id).toMatch(/^\d{5}$/)
    expect(CURATED_FOODS.filter((f) => f.usda !== undefined).length).toBeGreaterThan(300)
  })

  it('gives bare names to the food as usually eaten', () => {
    const expected: Record<string, string> = {
      egg: 'egg_boiled',
      rice: 'rice_white_cooked',
      pasta: 'pasta_cooked',
      spaghetti: 'pasta_cooked',
      noodle: 'pasta_cooked',
      chicken: 'chicken_breast_roasted',
      potato: 'potato_boiled',
      oats: 'oatmeal_cooked',
      oatmeal: 'oatmeal_cooked',
      porridge: 'oatmeal_cooked',
      milk: 'milk_whole',
      bread: 'bread_white',
      toast: 'toast_white',
      coffee: 'coffee_black',
      tea: 'tea_black',
      beer: 'beer',
      wine: 'wine_red',
      cheese: 'cheese_cheddar',
      yogurt: 'yogurt_plain_whole',
      butter: 'butter',
      fries: 'french_fries',
      chips: 'potato_chips',
      crisps: 'potato_chips',
      pizza: 'pizza_cheese',
      burger: 'hamburger',
      salad: 'salad_garden',
      prawn: 'shrimp_cooked',
      aubergine: 'eggplant',
      courgette: 'zucchini',
    }
    for (const [alias, id] of Object.entries(expected)) expect(byAlias.get(alias)?.id, alias).toBe(id)
  })

  it('keeps raw and cooked forms apart where cooking changes the figures', () => {
    const pairs: [string, string][] = [
      ['egg_raw', 'egg_fried'],
      ['chicken_breast_raw', 'chicken_breast_roasted'],
      ['rice_white_raw', 'rice_white_cooked'],
      ['pasta_dry', 'pasta_cooked'],
      ['oats_dry', 'oatmeal_cooked'],
      ['salmon_raw', 'salmon_baked'],
      ['beef_ground_raw', 'beef_ground_cooked'],
    ]
    const kcal = (id: string) => {
      const f = CURATED_FOODS.find((x) => x.id === id)
      expect(f, id).toBeDefined()
      return f!.per100g.calories
    }
    for (const [a, b] of pairs) expect(kcal(a), `${a} vs ${b}`).not.toBe(kcal(b))
    for (const id of [
      'egg_scrambled',
      'egg_poached',
      'chicken_breast_grilled',
      'chicken_breast_fried',
      'potato_baked',
      'mashed_potatoes',
      'french_fries',
      'bacon',
    ])
      expect(
        CURATED_FOODS.some((f) => f.id === id),
        id,
      ).toBe(true)
  })
})
