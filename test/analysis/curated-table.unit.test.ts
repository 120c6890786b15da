// The committed curated table (data/foods/curated.json) is what its source rows and USDA SR build
// to: rebuilt here with scripts/foods/curated.js from the SR release beside the clone.
import { describe, it, expect } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CURATED_FOODS } from '../../src/analysis/foods/index.js'
import { NUTRIENT_KEYS, type Food } from '../../src/analysis/types.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const srDir = path.resolve(repoRoot, '..', 'shared', 'data', 'usda-sr')
const tablePath = path.join(repoRoot, 'data', 'foods', 'curated.json')
const sourcePath = path.join(repoRoot, 'data', 'foods', 'curated.source.json')

interface CuratedBuilder {
  buildCurated(opts: { srDir: string }): Food[]
  curatedJson(foods: Food[]): string
}
// A plain-JS build script: imported by URL so that TypeScript does not look for its types.
const builderUrl = pathToFileURL(path.join(repoRoot, 'scripts', 'foods', 'curated.js')).href
const loadBuilder = async () => (await import(builderUrl)) as CuratedBuilder

interface SourceRow {
  id: string
  usda?: string
  recipe?: unknown[]
  per100g?: Record<string, number>
  fill?: Record<string, { value?: number; note?: string }>
  note?: string
}
const sourceRows = (JSON.parse(readFileSync(sourcePath, 'utf8')) as { foods: SourceRow[] }).foods
const committed = JSON.parse(readFileSync(tablePath, 'utf8')) as { foods: Food[] }

describe('curated table (data/foods/curated.json)', () => {
  it('holds every source row (curated.source.json), in order', () => {
    expect(committed.foods.map((f) => f.id)).toEqual(sourceRows.map((r) => r.id))
  })

  // The SR release sits beside the clone (../shared/data), not in it: a clone elsewhere cannot
  // rebuild, and the comparison is skipped, visibly.
  it.skipIf(!existsSync(path.join(srDir, 'ABBREV.txt')))('is what curated.source.json and USDA SR build to (else run npm run foods:build)', async () => {
    const { buildCurated, curatedJson } = await loadBuilder()
    const built = buildCurated({ srDir })
    // Food by food first, so that a failure names the food and the figure.
    expect(committed.foods.map((f) => f.id)).toEqual(built.map((f) => f.id))
    const byId = new Map(committed.foods.map((f) => [f.id, f]))
    for (const f of built) expect(byId.get(f.id), f.id).toEqual(f)
    expect(readFileSync(tablePath, 'utf8')).toBe(curatedJson(built))
  })

  it('is the table the analysis loads', () => {
    expect(CURATED_FOODS).toEqual(committed.foods)
  })

  it("takes each food's nutrients from one source, and explains every stated figure", () => {
    const stated: string[] = []
    for (const row of sourceRows) {
      const kinds = (['usda', 'recipe', 'per100g'] as const).filter((k) => row[k] !== undefined)
      expect(kinds, row.id).toHaveLength(1)
      if (row.per100g) {
        expect(Object.keys(row.per100g).sort(), row.id).toEqual([...NUTRIENT_KEYS].sort())
        expect(row.note?.length ?? 0, `${row.id} says where its figures come from`).toBeGreaterThan(20)
        stated.push(row.id)
      }
      for (const [k, fill] of Object.entries(row.fill ?? {})) {
        if (fill.value !== undefined) expect(fill.note?.length ?? 0, `${row.id} fill ${k} says why`).toBeGreaterThan(20)
      }
    }
    // Stated figures are the exception: nearly every food derives from an SR code.
    expect(stated.length).toBeLessThanOrEqual(5)
    expect(sourceRows.filter((r) => r.usda !== undefined).length).toBeGreaterThan(600)
  })
})
