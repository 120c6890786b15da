// Household measures weigh what USDA FNDDS's "Portions and Weights" says: a curated row that cites
// an FNDDS food (`fndds` in data/foods/curated.source.json) carries that food's weight for every
// unit both list. The meals here are our own wording.
import { describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import type { Food } from '../../src/analysis/types.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const srDir = path.resolve(repoRoot, '..', 'shared', 'data', 'usda-sr')
const fnddsDir = path.resolve(repoRoot, '..', 'shared', 'data', 'fndds-2017-2018')
const curated = (JSON.parse(readFileSync(path.join(repoRoot, 'data', 'foods', 'curated.json'), 'utf8')) as { foods: Food[] }).foods
const fndds = (
  JSON.parse(readFileSync(path.join(repoRoot, 'data', 'foods', 'fndds.json'), 'utf8')) as {
    foods: Array<{ code: string; name: string; portions: Array<[string, number]> }>
  }
).foods

interface Builder {
  fnddsUnitWeights(food: { portions: Array<[string, number]> }, ownUnits?: string[]): Map<string, number>
  buildCurated(opts: { srDir: string; fnddsDir?: string; sourcePath?: string }): Food[]
}
const loadBuilder = async () => (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'foods', 'curated.js')).href)) as Builder

const index = defaultFoodIndex()
const one = (description: string) => {
  const a = analyzeMeal({ description }, index)
  expect(a.items, description).toHaveLength(1)
  return a.items[0]!
}

describe('household measures as FNDDS weighs them', () => {
  it('weighs a scoop, a slice, a size by the FNDDS food the curated row cites', () => {
    // FNDDS 13110110 "1 scoop" 120 g, 14108400 "1 slice" 21 g, 53204000 "1 large" 90 g,
    // 92101000 "1 medium" 480 g, 73402000 "1 small" 80 g.
    expect(one('a scoop of chocolate ice cream').grams).toBeCloseTo(120, 0)
    expect(one('three slices of provolone').grams).toBeCloseTo(63, 0)
    expect(one('a large brownie').grams).toBeCloseTo(90, 0)
    expect(one('a medium black coffee').grams).toBeCloseTo(480, 0)
    expect(one('one small baked sweet potato').grams).toBeCloseTo(80, 0)
  })

  it("weighs a size told with the food's own unit, and one unsized fruit, as FNDDS does", () => {
    // FNDDS 53206000 "1 medium cookie" 30 g, 55101000 "1 small pancake" 20 g, 61119010 "1 fruit"
    // 154 g, 63107010 "1 banana" 126 g, 24120120 "1 breast" (skin not eaten) 120 g.
    expect(one('two medium chocolate chip cookies').grams).toBeCloseTo(60, 0)
    expect(one('a small pancake').grams).toBeCloseTo(20, 0)
    expect(one('an orange').grams).toBeCloseTo(154, 0)
    expect(one('one banana').grams).toBeCloseTo(126, 0)
    expect(one('a grilled chicken breast').grams).toBeCloseTo(120, 0)
    // 61100600 "1 fruit" 85 g, 63129010 "1 mango" 210 g, 63105010 "1 fruit" 150 g.
    expect(one('a clementine').grams).toBeCloseTo(85, 0)
    expect(one('one ripe mango').grams).toBeCloseTo(210, 0)
    expect(one('a whole avocado').grams).toBeCloseTo(150, 0)
  })

  it('weighs coffee-shop sizes as FNDDS does, and an unsized one as its unstated quantity', () => {
    // FNDDS 92101900 and 92161000: "1 small" 360 g (also "Quantity not specified"), "1 medium"
    // 480 g, "1 large" 600 g, a cup of eight fluid ounces 240 g.
    expect(one('a latte').grams).toBeCloseTo(360, 0)
    expect(one('a medium cappuccino').grams).toBeCloseTo(480, 0)
    expect(one('a large latte').grams).toBeCloseTo(600, 0)
    expect(one('a cup of cappuccino').grams).toBeCloseTo(240, 0)
  })

  it('weighs a measure the curated row lacks by the FNDDS food it cites first', () => {
    // FNDDS 14105010 (Gouda or Edam) and 14106200 (Monterey): "1 cracker-size slice" 9 g.
    expect(one('a cracker-size slice of gouda').grams).toBeCloseTo(9, 0)
    expect(one('two cracker-size slices of monterey jack').grams).toBeCloseTo(18, 0)
  })

  it('asks the cited FNDDS food when the item uses a word only its portions know', () => {
    // FNDDS 91705010: "1 fun size bar" 11 g, "1 bar" 44 g; the curated row lists only the bar.
    expect(one('a fun size milk chocolate bar').grams).toBeCloseTo(11, 0)
    expect(one('a bar of milk chocolate').grams).toBeCloseTo(44, 0)
    // A word of the food's own aliases is not a portion ("string" cheese).
    expect(one('one string cheese').grams).toBeCloseTo(28, 0)
  })

  it('keeps short everyday descriptions sensible', () => {
    const a = analyzeMeal({ description: '2 eggs and toast with butter' }, index)
    expect(a.items.map((i) => i.food_id)).toEqual(['egg_boiled', 'toast_white', 'butter'])
    expect(a.items[2]!.grams).toBeCloseTo(7, 0) // FNDDS 81100500: "1 pat" and the amount on a slice of bread, 7 g
    expect(a.totals.calories).toBeGreaterThan(280)
    expect(a.totals.calories).toBeLessThan(400)
  })

  it('every curated row citing FNDDS carries its weights for the units both list', async () => {
    const { fnddsUnitWeights } = await loadBuilder()
    const byCode = new Map(fndds.map((f) => [f.code, f]))
    const citing = curated.filter((f) => f.fndds !== undefined)
    expect(citing.length).toBeGreaterThan(40)
    for (const food of citing) {
      const survey = byCode.get(food.fndds!)
      expect(survey, food.id).toBeDefined()
      const weights = fnddsUnitWeights(survey!)
      for (const p of food.portions) {
        const g = weights.get(p.unit)
        if (g !== undefined) expect(Math.abs(g - p.grams), `${food.id} 1 ${p.unit}`).toBeLessThanOrEqual(0.5)
      }
    }
  })

  it('reads FNDDS portions by their unit, leaving qualified and repeated ones out', async () => {
    const { fnddsUnitWeights } = await loadBuilder()
    const w = fnddsUnitWeights({
      portions: [
        ['1 scoop', 120],
        ['1 slice, crust not eaten', 13],
        ['1 slice', 28],
        ['1 piece (1/12 of 10" dia)', 57],
        ['1/2 cup', 56.5],
        ['1 bottle (12 fl oz)', 360],
        ['1 bottle (20 fl oz)', 600],
        ['1 cup, NFS', 113],
        ['1/2 can', 90],
        ['1 can', 180],
        ['1 bar (Nature Valley)', 42],
        ['Quantity not specified', 135],
      ],
    })
    expect(Object.fromEntries(w)).toEqual({ scoop: 120, slice: 28, piece: 57, cup: 113, can: 180 })
    // A size with the row's own unit is the size; FNDDS's size alone wins over it.
    const sized = fnddsUnitWeights(
      {
        portions: [
          ['1 small cookie', 20],
          ['1 medium cookie', 30],
          ['1 medium bar', 38],
          ['1 large', 45],
          ['1 large cookie', 44],
        ],
      },
      ['cookie', 'small', 'medium', 'large'],
    )
    expect(Object.fromEntries(sized)).toEqual({
      'small cookie': 20,
      'medium cookie': 30,
      'medium bar': 38,
      small: 20,
      medium: 30,
      large: 45,
      'large cookie': 44,
    })
  })

  it.skipIf(!existsSync(path.join(srDir, 'ABBREV.txt')) || !existsSync(fnddsDir))(
    'refuses to build a row whose unit contradicts the FNDDS food it cites',
    async () => {
      const { buildCurated } = await loadBuilder()
      const row = {
        id: 'test_ice_cream',
        name: 'Ice cream, test',
        category: 'dairy',
        usda: '19095',
        aliases: ['test ice cream'],
        portions: [{ unit: 'scoop', grams: 66 }],
        fndds: { code: '13110100', name: 'Ice cream, vanilla' },
        defaultGrams: 66,
      }
      const dir = mkdtempSync(path.join(tmpdir(), 'healthd-curated-'))
      const sourcePath = path.join(dir, 'source.json')
      writeFileSync(sourcePath, JSON.stringify({ foods: [row] }))
      expect(() => buildCurated({ srDir, fnddsDir, sourcePath })).toThrow(/FNDDS 13110100 weighs 1 scoop at 120 g, not 66 g/)
      writeFileSync(sourcePath, JSON.stringify({ foods: [{ ...row, portions: [{ unit: 'scoop', grams: 120 }] }] }))
      expect(buildCurated({ srDir, fnddsDir, sourcePath })[0]).toMatchObject({ fndds: '13110100', portions: [{ unit: 'scoop', grams: 120 }] })
      writeFileSync(sourcePath, JSON.stringify({ foods: [{ ...row, fndds: { code: '13110100', name: 'Ice cream' } }] }))
      expect(() => buildCurated({ srDir, fnddsDir, sourcePath })).toThrow(/is "Ice cream, vanilla"/)
    },
    // Three builds, each reading SR and FNDDS whole: 5 s each on a quiet machine, past 30 s on a loaded one.
    120_000,
  )
})
