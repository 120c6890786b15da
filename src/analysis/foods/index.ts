// The curated food table: hand-chosen foods with per-100 g nutrients checked against USDA SR
// (see each file's header), household portions and aliases. The analysis engine matches meal
// descriptions against `aliases`; a bare name ("egg", "rice", "pasta", "chicken", "potato",
// "oatmeal") belongs to the food a person most likely means, cooked as eaten.
import type { Food } from '../types.js'
import { CONDIMENTS } from './condiments.js'
import { DISHES } from './dishes.js'
import { DRINKS } from './drinks.js'
import { EGGS_DAIRY } from './eggs-dairy.js'
import { FRUIT } from './fruit.js'
import { GRAINS_BREAD } from './grains-bread.js'
import { LEGUMES_NUTS } from './legumes-nuts.js'
import { MEAT_FISH } from './meat-fish.js'
import { OILS_SWEETS_SNACKS } from './oils-sweets-snacks.js'
import { VEGETABLES } from './vegetables.js'

export const CURATED_FOODS: Food[] = [
  ...EGGS_DAIRY,
  ...MEAT_FISH,
  ...GRAINS_BREAD,
  ...LEGUMES_NUTS,
  ...FRUIT,
  ...VEGETABLES,
  ...OILS_SWEETS_SNACKS,
  ...CONDIMENTS,
  ...DRINKS,
  ...DISHES,
]

/** Every category used by the curated table (types.ts lists the same groups). */
export const FOOD_CATEGORIES = [
  'eggs', 'dairy', 'meat', 'poultry', 'fish', 'grains', 'bread', 'pasta', 'legumes', 'nuts',
  'fruit', 'vegetables', 'oils', 'sweets', 'snacks', 'drinks', 'dishes', 'condiments',
] as const

/** Curated foods whose energy comes partly from alcohol (7 kcal/g), so kcal exceeds 4P + 4C + 9F. */
export const ALCOHOLIC_FOOD_IDS: ReadonlySet<string> = new Set([
  'beer', 'beer_light', 'wine_red', 'wine_white', 'dessert_wine', 'spirits', 'pina_colada', 'margarita', 'gin_and_tonic',
])
