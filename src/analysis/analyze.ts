// analyzeMeal: description → items with grams and nutrients, totals, unmatched text, confidence.
// A meal in another language is read into English first (languages/); the English is read by the
// passes of passes/index.ts, in order: story → segment → amounts → match → link → retold → compose
// → weigh → check → total.

import type { Nutrients } from './types.js'
import type { FoodIndex } from './food-index.js'
import { readLanguage } from './languages/index.js'
import { knowledgeWords } from './knowledge.js'
import { canonicalTokens } from './normalize.js'
import { runPasses } from './passes/index.js'
import type { Rules } from './passes/state.js'
import { type RuleName, switchedOff } from './rules/index.js'

export interface MealItem {
  /** The item as the user wrote it. */
  text: string
  /** The matched food's display name. */
  food: string
  food_id: string
  /** The number parsed (1 when a unit stands alone: "a cup of tea"); for a default portion, the
   * default expressed in the food's natural unit. */
  quantity: number
  /** The unit word used, or the food's natural portion unit when none was given. */
  unit: string
  grams: number
  calories: number
  protein_g: number
  carbohydrate_g: number
  fat_g: number
  fiber_g: number
  sugar_g: number
  sodium_mg: number
  confidence: number
  /** Up to three other foods the words could name, with their calories at the same portion as
   * read ("a medium order of fries" is each food's own medium order), so an app can let its user
   * correct the item. */
  alternatives: MealAlternative[]
}

export interface MealAlternative {
  food_id: string
  food: string
  calories: number
}

export type MealTotals = Nutrients

export interface MealAnalysis {
  items: MealItem[]
  totals: MealTotals
  unmatched: string[]
  confidence: number
}

/** Options of the analysis that are no part of the HTTP API. */
export interface AnalyzeOptions {
  /** Rules switched off (rules.ts): each rule's own test shows its example fails without it. */
  without?: readonly RuleName[]
}

export interface MealInput {
  description: string
  /** Scales every item (0 < m ≤ 10 at the API; default 1). */
  portion_multiplier?: number
  /** The user's language (BCP 47), read first; without it the text's own language is detected. */
  language?: string | null
}

/**
 * Analyses a meal description against the food index. Pure and synchronous.
 *
 * Rounding: each item's values are rounded (kcal and sodium to integers, grams to 0.1), and the
 * totals are the sums of the ROUNDED item values, so the numbers shown add up. Confidence is
 * computed from unrounded values.
 */
export function analyzeMeal(input: MealInput, index: FoodIndex, options: AnalyzeOptions = {}): MealAnalysis {
  const rules = switchedOff(options.without)
  // German, French, Spanish, Portuguese, Italian: read into English, quoted back as written.
  // (a word neither the language's lists nor English read is left out: index.readsForeign, and the
  // analysis's own words)
  const english = knowledgeWords()
  const foreign = readLanguage(
    input.description ?? '',
    input.language,
    (word) => english.has(word.toLowerCase()) || canonicalTokens(word).every((t) => index.readsForeign(t)),
    (word) => english.has(word.toLowerCase()) || canonicalTokens(word).every((t) => index.knows(t)),
  )
  if (foreign === null) return analyzeEnglish(input, index, rules)
  return foreign.quote(analyzeEnglish({ ...input, description: foreign.english }, index, rules))
}

function analyzeEnglish(input: MealInput, index: FoodIndex, rules: Rules): MealAnalysis {
  const multiplier = input.portion_multiplier ?? 1
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new RangeError('portion_multiplier must be a positive number')
  return runPasses(input.description ?? '', multiplier, index, rules)
}
