// Meal analysis: free-text meal → foods, grams, nutrients and a readable summary, computed
// locally from food composition tables. No HTTP, no SQL; the only I/O is reading the shipped
// tables (data/foods/curated.json, data/foods/fndds.json, or the index snapshot the build writes
// from them) once, when they are first used.
//
//   const index = defaultFoodIndex(importedFoods)   // once, at start (~0.4 s from the build's snapshot, ~1 s built)
//   const analysis = analyzeMeal({ description, portion_multiplier }, index)   // ~0.2 ms
//   const llm_output = mealText(analysis, { language: 'de' })
//
// Meals in German, French, Spanish, Portuguese and Italian are read into English first
// (languages/: the user's `language` or the text's own, word lists in data/languages/), and the
// items and unmatched words quoted back in the user's words.
//
// An English description is read by named passes over one state (passes/index.ts), each in its
// own module whose header says what it reads and writes:
//   story    the story around the foods blanked ("for breakfast I had", "which was lovely")
//   segment  cut into fragments on separators and connectors, unless a known name spans them
//   amounts  each fragment's quantity, size and unit, and its food words
//   match    the food the words name (food-index.ts), or the start that names one
//   link     which item each fragment is, or goes "with"; amounts of the item before
//   retold   headings and foods told again are no second helping
//   compose  a dish and its parts, fillings, bread, toppings and splashes
//   weigh    grams and nutrients, and the alternatives
//   check    what a person can eat at once
//   total    rounding, totals, confidence
// Item confidence = match quality × quantity certainty (grams 1, food measure 0.85, fallback 0.7,
// unknown unit 0.5, default portion 0.6); meal confidence = the items' (confidence.ts) × (1 −
// share of the text not recognised). Rounding: item kcal and sodium to integers, grams to 0.1;
// totals are the sums of the rounded items, so the figures shown add up.

export { analyzeMeal, type MealAnalysis, type MealInput, type MealItem, type MealTotals } from './analyze.js'
export { correctItem, keepCorrections, storedAnalysis, type MealCorrection, type StoredMealItem } from './corrections.js'
export { searchFoods } from './food-search.js'
export { FoodIndex, aliasesFromUsdaName, type FoodMatch, type IndexedFood } from './food-index.js'
export { NUTRIENT_KEYS, NUTRIENT_UNITS, type Food, type Nutrients, type Portion } from './types.js'
export { defaultFoodIndex, defaultFoodIndexWithOrigin, type IndexOrigin } from './default-index.js'
export { fnddsFoods } from './foods/fndds.js'
export { CURATED_FOODS } from './foods/index.js'
export {
  mealText,
  resolveLanguage,
  macroEnergyShares,
  PROMPT_VERSION,
  MODEL_NAME,
  MEAL_TEXT_LANGUAGES,
  type MealText,
  type MealTextLanguage,
  type MealTextOptions,
} from './meal-text.js'
