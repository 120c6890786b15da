// The curated food table: hand-chosen foods with household portions and aliases, per-100 g
// nutrients from USDA SR. Its rows live in data/foods/curated.source.json; `npm run foods:build`
// (scripts/foods/curated.js) derives data/foods/curated.json, read here. The analysis engine
// matches meal descriptions against `aliases`; a bare name ("egg", "rice", "pasta", "chicken",
// "potato", "oatmeal") belongs to the food a person most likely means, cooked as eaten.
import { readFileSync } from 'node:fs'
import type { Food } from '../types.js'

// The package root is three levels up from src/analysis/foods/ and dist/analysis/foods/ alike
// (/app in the image, which copies data/ beside dist/).
const TABLE = new URL('../../../data/foods/curated.json', import.meta.url)

export const CURATED_FOODS: Food[] = (JSON.parse(readFileSync(TABLE, 'utf8')) as { foods: Food[] }).foods

/** Every category used by the curated table (types.ts lists the same groups). */
export const FOOD_CATEGORIES = [
  'eggs',
  'dairy',
  'meat',
  'poultry',
  'fish',
  'grains',
  'bread',
  'pasta',
  'legumes',
  'nuts',
  'fruit',
  'vegetables',
  'oils',
  'sweets',
  'snacks',
  'drinks',
  'dishes',
  'condiments',
] as const

/** Curated foods whose energy comes partly from alcohol (7 kcal/g), so kcal exceeds 4P + 4C + 9F. */
export const ALCOHOLIC_FOOD_IDS: ReadonlySet<string> = new Set([
  'beer',
  'beer_light',
  'wine_red',
  'wine_white',
  'dessert_wine',
  'spirits',
  'pina_colada',
  'margarita',
  'gin_and_tonic',
])
