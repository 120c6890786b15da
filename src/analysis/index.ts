// Meal analysis: free-text meal → foods, grams, nutrients and a readable summary, computed
// locally from food composition tables. No HTTP, no SQL; the only I/O is reading the shipped
// tables (data/foods/curated.json, data/foods/fndds.json) once, when they are first used.
//
//   const index = defaultFoodIndex(importedFoods)   // once, at start (~0.6 s: curated + FNDDS + imported)
//   const analysis = analyzeMeal({ description, portion_multiplier }, index)   // ~0.2 ms
//   const llm_output = mealText(analysis, { language: 'de' })
//
// Meals in German, French, Spanish, Portuguese and Italian are read into English first
// (languages/: the user's `language` or the text's own, word lists in data/languages/), and the
// items and unmatched words quoted back in the user's words.
//
// Sentences are read first by narrative.ts: the story around the foods is blanked (same
// offsets), and linking phrases ("paired with", "alongside") become separators.
//   const llm_output = mealText(analysis, { language: 'de' })
//
// How a description is read (analyze.ts, tokenize.ts, food-index.ts, units.ts):
// - Split on commas, semicolons, line breaks, colons and sentence ends, and on the words "and",
//   "with", "plus", "then", "&", "+", "w/"; also on "on"/"over" ("peanut butter on toast", "stir
//   fry over rice", not "a sandwich on rye", "eggs over easy") and "in" after a cooking word or
//   before an amount ("fried in butter", "whey in a cup of milk"). A connector inside a known name
//   ("mac and cheese", "fish and chips") does not split: the longest known phrase wins.
// - Quantity (digits, decimals, fractions, unicode fractions, number words, "a couple of", "half
//   a dozen", ranges), then a size word and/or a unit, then the food; a quantity may also follow
//   the food ("chicken breast 150 g", "eggs x2"). A heading before a colon is not an item.
// - Food: exact alias (canonical singular words, stop words dropped), then the same without
//   describing words ("fresh", "homemade", "plain"), then in any order, then one typo corrected,
//   then IDF-weighted token overlap that wants the phrase's head noun ("apple pie" is a pie).
//   Curated foods win over imported (`usda:`) ones on equal terms.
// - Grams: mass units directly; the food's own household measure; volumes through the food's
//   cup/spoon measure or density (1.0 for drinks, a typical density of its group for solids);
//   fallbacks for glass, can, bottle, handful, pat, …; otherwise the natural portion, less sure.
//   No quantity: the food's default portion.
// - "with" items go with the item before them: a more specific dish absorbs them ("caesar salad
//   with grilled chicken" → chicken caesar salad); a dish's named ingredients are part of it
//   ("ramen with pork and egg"); a drink listed with its solid ingredients is those ingredients
//   ("smoothie with banana, strawberries and spinach"); a liquid added to a drink without an amount
//   is a splash (30 ml); a topping without an amount is capped by its group (30 g granola).
// - Rounding: item kcal and sodium to integers, grams to 0.1; totals are the sums of the rounded
//   items, so the figures shown add up. Item confidence = match quality × quantity certainty
//   (grams 1, food measure 0.85, fallback 0.7, unknown unit 0.5, default portion 0.6); meal
//   confidence = calorie-weighted mean × (1 − share of the text not recognised).

export { analyzeMeal, type MealAnalysis, type MealInput, type MealItem, type MealTotals } from './analyze.js'
export { correctItem, keepCorrections, storedAnalysis, type MealCorrection, type StoredMealItem } from './corrections.js'
export { searchFoods } from './food-search.js'
export { FoodIndex, aliasesFromUsdaName, type FoodMatch, type IndexedFood } from './food-index.js'
export { NUTRIENT_KEYS, NUTRIENT_UNITS, type Food, type Nutrients, type Portion } from './types.js'
export { defaultFoodIndex } from './default-index.js'
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
