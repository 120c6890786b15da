// The food index healthd analyses with when nothing was imported: the curated table, then the
// FNDDS foods as eaten (imported USDA SR foods come after both; see modules/foods/catalogue.ts).
// Without imported foods it is read from the snapshot `npm run build` writes
// (food-index-snapshot.ts) when that was written from this code and these tables.

import { FoodIndex } from './food-index.js'
import { readIndexSnapshot } from './food-index-snapshot.js'
import { CURATED_FOODS } from './foods/index.js'
import { fnddsFoods } from './foods/fndds.js'
import type { Food } from './types.js'

/** How the last default index came to be: read from the snapshot, or built (and why not read). */
export type IndexOrigin = { from: 'snapshot' } | { from: 'tables'; why: string }

/**
 * The index over the curated table, the FNDDS foods and `imported` (USDA SR rows): from the build's
 * snapshot when nothing is imported and it is current (`snapshot: false` always builds), else built.
 */
export function defaultFoodIndex(imported: readonly Food[] = [], options: { snapshot?: boolean } = {}): FoodIndex {
  return defaultFoodIndexWithOrigin(imported, options).index
}

export function defaultFoodIndexWithOrigin(imported: readonly Food[] = [], options: { snapshot?: boolean } = {}): { index: FoodIndex; origin: IndexOrigin } {
  let why = imported.length > 0 ? `${imported.length} imported foods` : 'snapshot not asked for'
  if (imported.length === 0 && options.snapshot !== false) {
    const read = readIndexSnapshot(CURATED_FOODS)
    if (read.index) return { index: read.index, origin: { from: 'snapshot' } }
    why = read.why
  }
  return { index: new FoodIndex(CURATED_FOODS, [...fnddsFoods(), ...imported]), origin: { from: 'tables', why } }
}
