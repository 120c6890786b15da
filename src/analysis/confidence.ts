// A meal's confidence from its items: how surely they were read, over what a misreading would cost
// at this size of meal. The analysis and a correction of an item compute it the same way.

/**
 * The carbohydrate at stake is each item's carbohydrate times its doubt (1 − its confidence, plus
 * `tableDoubt` for the food table's own error); the reading's confidence is divided by
 * 1 + (carbohydrate at stake) / `grams`. Fitted on the read part of the development split only
 * (bench/meals.js): `grams` 20 ranks the hit rate (carbohydrate within 7.5 g) upwards quintile by
 * quintile on both parts; 10 and 40 do nearly as well.
 */
export const STAKE = { grams: 20, tableDoubt: 0.05 } as const

interface Weighed {
  confidence: number
  calories: number
  carbohydrate_g: number
}

/**
 * The items' confidence weighted by energy (the plain mean when nothing has energy), over
 * 1 + carbohydrate at stake / STAKE.grams; 0 for no items.
 */
export function itemsConfidence(items: readonly Weighed[]): number {
  if (items.length === 0) return 0
  const kcal = items.reduce((s, i) => s + i.calories, 0)
  const mean = kcal > 0 ? items.reduce((s, i) => s + i.confidence * i.calories, 0) / kcal : items.reduce((s, i) => s + i.confidence, 0) / items.length
  const atStake = items.reduce((s, i) => s + i.carbohydrate_g * (1 - i.confidence + STAKE.tableDoubt), 0)
  return mean / (1 + atStake / STAKE.grams)
}
