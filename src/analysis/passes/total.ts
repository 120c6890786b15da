// Pass "total": the answer.
// Reads `weighed`, `unmatched`, the characters read and not read and `confidenceCap`; writes
// `result`. Each item's values are rounded (kcal and sodium to integers, grams to 0.1) and the
// totals are the sums of the ROUNDED item values, so the numbers shown add up. Item confidence is
// match quality × quantity certainty; the meal's is the items' (confidence.ts) × (1 − the share of
// the text not recognised), at most `confidenceCap`. Confidence is computed from unrounded values.

import { NUTRIENT_KEYS, type Nutrients } from '../types.js'
import { itemsConfidence } from '../confidence.js'
import type { MealItem, MealTotals } from '../analyze.js'
import type { Pass, State } from './state.js'

export const round = (x: number, digits: number) => {
  const f = 10 ** digits
  return Math.round((x + Number.EPSILON) * f) / f
}
/** Decimal places per nutrient: kcal and sodium as integers, grams to one decimal. */
const NUTRIENT_DIGITS: Record<keyof Nutrients, number> = {
  calories: 0,
  protein_g: 1,
  carbohydrate_g: 1,
  fat_g: 1,
  fiber_g: 1,
  sugar_g: 1,
  sodium_mg: 0,
}

export const total: Pass = {
  name: 'total',
  run(state: State): void {
    const items: MealItem[] = state.weighed.map(({ item: r, alternatives }) => {
      const item: MealItem = {
        text: r.text,
        food: r.entry.food.name,
        food_id: r.entry.food.id,
        quantity: round(r.quantity, 2),
        unit: r.unit,
        grams: round(r.grams, 1),
        calories: 0,
        protein_g: 0,
        carbohydrate_g: 0,
        fat_g: 0,
        fiber_g: 0,
        sugar_g: 0,
        sodium_mg: 0,
        confidence: round(r.confidence, 2),
        alternatives,
      }
      for (const k of NUTRIENT_KEYS) item[k] = round(r.nutrients[k], NUTRIENT_DIGITS[k])
      return item
    })
    const totals = { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 } as MealTotals
    for (const it of items) for (const k of NUTRIENT_KEYS) totals[k] += it[k]
    for (const k of NUTRIENT_KEYS) totals[k] = round(totals[k], NUTRIENT_DIGITS[k])

    let confidence = 0
    if (state.weighed.length > 0) {
      const share = state.unmatchedChars / Math.max(1, state.matchedChars + state.unmatchedChars)
      const read = itemsConfidence(
        state.weighed.map(({ item: r, alternativeCarbs }) => ({
          confidence: r.confidence,
          calories: r.nutrients.calories,
          carbohydrate_g: r.nutrients.carbohydrate_g,
          alternativeCarbs,
        })),
      )
      confidence = round(Math.min(read * (1 - share), state.confidenceCap), 2)
    }
    state.result = { items, totals, unmatched: state.unmatched, confidence }
  },
}
