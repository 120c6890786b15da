// The food index healthd analyses with when nothing was imported: the curated table, then the
// FNDDS foods as eaten (imported USDA SR foods come after both; see modules/foods/catalogue.ts).

import { FoodIndex } from './food-index.js'
import { CURATED_FOODS } from './foods/index.js'
import { fnddsFoods } from './foods/fndds.js'
import type { Food } from './types.js'

/** A new index over the curated table, the FNDDS foods and `imported` (USDA SR rows). */
export function defaultFoodIndex(imported: readonly Food[] = []): FoodIndex {
  return new FoodIndex(CURATED_FOODS, [...fnddsFoods(), ...imported])
}
