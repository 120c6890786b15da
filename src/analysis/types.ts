// The analysis module's shared types: foods (curated or imported), parsed items, results.
// Pure data: no HTTP, no SQL.

/** Nutrients per 100 g of edible portion. calories in kcal, sodium in mg, the rest in grams. */
export interface Nutrients {
  calories: number
  protein_g: number
  carbohydrate_g: number
  fat_g: number
  fiber_g: number
  sugar_g: number
  sodium_mg: number
}

export const NUTRIENT_KEYS = ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const
/** The unit of each nutrient's values (GET /config lists them). */
export const NUTRIENT_UNITS: { readonly [K in (typeof NUTRIENT_KEYS)[number]]: 'kcal' | 'g' | 'mg' } = {
  calories: 'kcal',
  protein_g: 'g',
  carbohydrate_g: 'g',
  fat_g: 'g',
  fiber_g: 'g',
  sugar_g: 'g',
  sodium_mg: 'mg',
}

/** A household measure of a food: "1 large" = 50 g, "1 slice" = 28 g, "1 cup" = 158 g. */
export interface Portion {
  /** Lower-case unit word as people write it: large, medium, small, slice, piece, cup, tbsp, tsp,
   * can, bottle, glass, bowl, handful, serving, scoop, fillet, breast, … */
  unit: string
  grams: number
}

export interface Food {
  /** Stable id: a snake_case slug for curated foods (egg_boiled), `usda:<NDB_No>` for imported ones. */
  id: string
  /** Display name, e.g. "Egg, hard-boiled". */
  name: string
  /** Lower-case phrases that name this food, singular form ("boiled egg", "hard boiled egg").
   * The matcher also accepts plurals. The most common bare name ("egg") belongs to the food a
   * person means when they say nothing more (the default preparation). */
  aliases: string[]
  /** Broad group: eggs, dairy, meat, poultry, fish, grains, bread, pasta, legumes, nuts, fruit,
   * vegetables, oils, sweets, snacks, drinks, dishes, condiments. */
  category: string
  per100g: Nutrients
  /** Household measures; the first is the food's natural unit (1 egg, 1 slice, 1 cup). */
  portions: Portion[]
  /** Grams eaten when the description gives no quantity ("eggs and toast"). */
  defaultGrams: number
  /** Grams per millilitre, for drinks and liquids measured in ml, l, cups or glasses. */
  density?: number
  /** The USDA SR NDB_No the per-100 g figures were checked against, when there is one. */
  usda?: string
  /** Curated foods: the FNDDS food code whose household portions the row's units weigh as. */
  fndds?: string
  /** FNDDS foods: the household portions as the release writes them, `[description, grams]`
   * ("1 Kool-Aid Jammers pouch", 186), matched against the words of a description. */
  measures?: ReadonlyArray<readonly [string, number]>
  /** FNDDS foods: the WWEIA food category number. */
  wweia?: number
}
