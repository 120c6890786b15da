// A meal's confidence from its items: how surely they were read, over what a misreading would cost
// at this size of meal. The analysis and a correction of an item compute it the same way.

/**
 * The carbohydrate at stake is each item's carbohydrate times its doubt (1 − its confidence, plus
 * `tableDoubt` for the food table's own error), plus `alternatives` × the mean difference between
 * its carbohydrate and that of the other foods its words could name at the same portion (at most
 * `alternativeCapG` an item): "iced tea" is the sweetened tea or the unsweetened one, 59 g of
 * carbohydrate apart in a large glass, where "ham" is one ham or another, a gram apart. The
 * reading's confidence is divided by 1 + (carbohydrate at stake) / `grams`. Fitted on the read part
 * of the development split and the FNDDS-generated meals (bench/meals.js), ranking by how often a
 * hit (carbohydrate within 7.5 g) ranks above a miss: `grams` 20 ranks the hit rate upwards quintile
 * by quintile on both parts; the alternatives at 0.5 and 30 g raised that from 0.70 to 0.76 on the
 * grams meals, 0.72 to 0.74 on the household ones; more weight lost on the FNDDS household meals.
 */
export const STAKE = { grams: 20, tableDoubt: 0.05, alternatives: 0.5, alternativeCapG: 30 } as const

interface Weighed {
  confidence: number
  calories: number
  carbohydrate_g: number
  /** the carbohydrate of the other foods the item's words could name, at its portion */
  alternativeCarbs?: readonly number[]
}

/** What choosing among the item's alternatives puts at stake, in grams of carbohydrate. */
function alternativesAtStake(item: Weighed): number {
  const alts = item.alternativeCarbs ?? []
  if (alts.length === 0) return 0
  const apart = alts.reduce((s, c) => s + Math.abs(c - item.carbohydrate_g), 0) / alts.length
  return STAKE.alternatives * Math.min(STAKE.alternativeCapG, apart)
}

/**
 * The items' confidence weighted by energy (the plain mean when nothing has energy), over
 * 1 + carbohydrate at stake / STAKE.grams; 0 for no items.
 */
export function itemsConfidence(items: readonly Weighed[]): number {
  if (items.length === 0) return 0
  const kcal = items.reduce((s, i) => s + i.calories, 0)
  const mean = kcal > 0 ? items.reduce((s, i) => s + i.confidence * i.calories, 0) / kcal : items.reduce((s, i) => s + i.confidence, 0) / items.length
  const atStake = items.reduce((s, i) => s + i.carbohydrate_g * (1 - i.confidence + STAKE.tableDoubt) + alternativesAtStake(i), 0)
  return mean / (1 + atStake / STAKE.grams)
}
