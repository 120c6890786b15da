// Pass "check": what a person can eat at once, checked after each item is weighed.
// Reads `weighed`; writes each item again when its weight is beyond its food's portions (re-read
// as one of it, or bounded, its confidence saying so) and `confidenceCap`, lowered when the meal is
// beyond a day's eating. Nothing here is tuned on a benchmark: each bound comes from the food table
// itself or from a physiological figure, named beside it.

import type { ParsedFragment } from './amounts.js'
import type { ResolvedItem } from './weigh.js'
import type { IndexedFood } from '../food-index.js'
import { NUTRIENT_KEYS } from '../types.js'
import type { Pass, State } from './state.js'
import { bound } from '../knowledge.js'

export const check: Pass = {
  name: 'check',
  run(state: State): void {
    const { rules } = state
    if (rules.on('item-limit'))
      for (const w of state.weighed) w.item = plausibleItem(w.item, w.entry.parsed, state.multiplier, w.again, rules.on('count-read-as-one'))
    const kcal = state.weighed.reduce((s, w) => s + w.item.nutrients.calories, 0)
    if (kcal > PLAUSIBLE.mealKcal && rules.on('meal-limit')) state.confidenceCap = PLAUSIBLE.mealConfidence
  },
}

/**
 * The bounds of what a person eats at once: rows of kind "bound" in data/analysis/en.json, each
 * with what it says and where it comes from (FNDDS's largest portions, a stomach's capacity, EFSA's
 * reference intakes).
 */
export const PLAUSIBLE = {
  /** One item weighs at most this many of its food's largest household portion (4). */
  portionsPerItem: bound('portions_per_item'),
  /** A count people write of one thing is believed up to this many of it (a dozen). */
  countedItems: bound('counted_items'),
  /** A food with no stated portions weighs at most this many grams (2 kg). */
  gramsWithoutPortions: bound('grams_without_portions'),
  /** A meal above this many kcal is flagged (5,000: about two days' energy). */
  mealKcal: bound('meal_kcal'),
  /** A weight or volume the text states is kept up to this many grams (3 kg). */
  statedGrams: bound('stated_grams'),
  /** The confidence of an item that had to be re-read or bounded is at most this. */
  reReadConfidence: bound('re_read_confidence'),
  /** The confidence of a meal above `mealKcal` is at most this. */
  mealConfidence: bound('meal_confidence'),
} as const

/**
 * The largest household portion of a food, in grams: its own portions, its FNDDS measures, and
 * the survey portions the index lends a curated row (a curated pumpkin pie weighs "1 pie" as
 * FNDDS does).
 */
export function largestPortion(e: IndexedFood): number {
  let max = e.food.defaultGrams
  for (const p of e.food.portions) if (p.grams > max) max = p.grams
  for (const [, g] of e.food.measures ?? []) if (g > max) max = g
  for (const g of e.portions.values()) if (g > max) max = g
  return max
}

/** The most one item of a food can weigh, before the portion multiplier. */
export function itemLimitGrams(e: IndexedFood): number {
  const largest = largestPortion(e)
  return largest > 0 ? largest * PLAUSIBLE.portionsPerItem : PLAUSIBLE.gramsWithoutPortions
}

/**
 * An item weighed beyond its food's limit: a count read as the amount ("7 plates" where the
 * number named something else) is read again as one; otherwise the weight is bounded by the
 * limit, nutrients in proportion. Either way the item's confidence drops to `reReadConfidence`.
 * The item as it was when it is plausible.
 */
export function plausibleItem(
  item: ResolvedItem,
  parsed: ParsedFragment,
  multiplier: number,
  weighAgain: (parsed: ParsedFragment) => ResolvedItem,
  reRead = true,
): ResolvedItem {
  const q = parsed.quantity
  const stated = parsed.unit?.kind === 'mass' || parsed.unit?.kind === 'volume'
  // One of the unit it was weighed by is a portion of it too (a survey twin's "1 pie (9" dia)").
  const one = item.quantity > 0 ? item.grams / multiplier / item.quantity : 0
  const counted = q?.value != null && !stated ? PLAUSIBLE.countedItems : PLAUSIBLE.portionsPerItem
  const portions = Math.max(itemLimitGrams(item.entry), one * counted)
  const limit = (stated ? Math.max(PLAUSIBLE.statedGrams, portions) : portions) * multiplier
  if (item.grams <= limit) return item
  // A count of more than one: one of them, if one is plausible.
  if (q?.value != null && q.value > 1 && !stated && reRead) {
    const single = weighAgain({ ...parsed, quantity: { value: 1, vague: false, relative: null } })
    if (single.grams <= limit) return { ...single, confidence: Math.min(single.confidence, PLAUSIBLE.reReadConfidence) }
  }
  const f = limit / item.grams
  const nutrients = { ...item.nutrients }
  for (const k of NUTRIENT_KEYS) nutrients[k] *= f
  return { ...item, grams: limit, quantity: item.quantity * f, nutrients, confidence: Math.min(item.confidence, PLAUSIBLE.reReadConfidence) }
}
