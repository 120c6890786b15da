// Corrections of an analysed meal: the user names an item's food (and weight), and a later
// analysis of the same words keeps what they said. Pure: no HTTP, no SQL.
import type { MealAlternative, MealAnalysis, MealItem } from './analyze.js'
import type { FoodIndex, IndexedFood } from './food-index.js'
import { NUTRIENT_KEYS, type Nutrients } from './types.js'
import { itemsConfidence } from './confidence.js'

/** An item as stored in a MealSummary: `corrected` when the user chose its food. */
export type StoredMealItem = MealItem & { corrected?: true }

export interface MealCorrection {
  food: IndexedFood
  /** The weight eaten (portion multiplier included, as an item's `grams`); absent: the portion as read. */
  grams?: number
}

/** Rounded as analyze.ts rounds: kcal and sodium to integers, grams to 0.1. */
const DIGITS: Record<keyof Nutrients, number> = { calories: 0, protein_g: 1, carbohydrate_g: 1, fat_g: 1, fiber_g: 1, sugar_g: 1, sodium_mg: 0 }
const round = (x: number, digits: number) => {
  const f = 10 ** digits
  return Math.round((x + Number.EPSILON) * f) / f
}
const MAX_ALTERNATIVES = 3

/**
 * The weight of `food` for an item when the user gives none: the portion as the analysis read it.
 * An alternative was offered with its calories at that portion ("a slice" of another food weighs
 * what that food's slice weighs), so its weight is the one behind those calories; any other food
 * keeps the item's weight.
 */
function portionAsRead(item: MealItem, food: IndexedFood): number {
  const alt = item.alternatives.find((a) => a.food_id === food.food.id)
  const kcal = food.food.per100g.calories
  if (!alt || !(kcal > 0) || !(alt.calories > 0)) return item.grams
  // Read at the item's own weight already (a weight in grams, or one portion for all): keep it exactly.
  if (round((kcal * item.grams) / 100, 0) === alt.calories) return item.grams
  return (alt.calories * 100) / kcal
}

/**
 * `item` with its food replaced: nutrients from the food's table row at `grams`, confidence 1,
 * `corrected: true`. The food it had becomes its first alternative (one tap undoes the change).
 * `shown`: quantity and unit when the user gave the weight (grams) or kept from before.
 */
function replaced(item: MealItem, food: IndexedFood, grams: number, shown: { quantity: number; unit: string } | undefined): StoredMealItem {
  const f = food.food
  const alternatives: MealAlternative[] =
    f.id === item.food_id
      ? item.alternatives
      : [
          { food_id: item.food_id, food: item.food, calories: item.calories },
          ...item.alternatives.filter((a) => a.food_id !== f.id && a.food_id !== item.food_id),
        ].slice(0, MAX_ALTERNATIVES)
  const out: StoredMealItem = {
    text: item.text,
    food: f.name,
    food_id: f.id,
    quantity: shown?.quantity ?? item.quantity,
    unit: shown?.unit ?? item.unit,
    grams: round(grams, 1),
    calories: 0,
    protein_g: 0,
    carbohydrate_g: 0,
    fat_g: 0,
    fiber_g: 0,
    sugar_g: 0,
    sodium_mg: 0,
    confidence: 1,
    corrected: true,
    alternatives,
  }
  for (const k of NUTRIENT_KEYS) out[k] = round(((f.per100g[k] ?? 0) * grams) / 100, DIGITS[k])
  return out
}

/**
 * The analysis with `items` in place of its own: totals are the sums of the rounded items, and the
 * meal's confidence is the new items' (src/analysis/confidence.ts), lowered as before by what was
 * not the items' (the text not recognised: the analysis's confidence over its own items').
 */
function withItems(analysis: MealAnalysis, items: StoredMealItem[], index: FoodIndex): MealAnalysis {
  const totals = { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 }
  for (const it of items) for (const k of NUTRIENT_KEYS) totals[k] += it[k]
  for (const k of NUTRIENT_KEYS) totals[k] = round(totals[k], DIGITS[k])
  const confidenceOf = (xs: readonly StoredMealItem[]) => itemsConfidence(xs.map((it) => ({ ...it, alternativeCarbs: alternativeCarbs(it, index) })))
  const before = confidenceOf(analysis.items)
  const recognised = before > 0 ? Math.min(1, analysis.confidence / before) : analysis.unmatched.length > 0 ? 0 : 1
  return { ...analysis, items, totals, confidence: round(confidenceOf(items) * recognised, 2) }
}

/**
 * The carbohydrate of an item's alternatives at the portion as read, as the analysis weighed them
 * for its confidence (confidence.ts); none for an item the user corrected: they said which food it is.
 */
function alternativeCarbs(item: StoredMealItem, index: FoodIndex): number[] {
  if (item.corrected === true) return []
  const out: number[] = []
  for (const a of item.alternatives) {
    const food = index.get(a.food_id)
    if (food) out.push(((food.food.per100g.carbohydrate_g ?? 0) * portionAsRead(item, food)) / 100)
  }
  return out
}

/**
 * Replaces item `at` (which must exist) with `c.food`, at `c.grams` or the portion as read.
 * `multiplier`: the meal's portion multiplier, which a weight given in grams already includes;
 * `index`: the food table, for the confidence of the items the user did not correct.
 */
export function correctItem(analysis: MealAnalysis, at: number, c: MealCorrection, multiplier: number, index: FoodIndex): MealAnalysis {
  const item = analysis.items[at]
  if (!item) throw new RangeError(`no item ${at}`)
  const grams = c.grams ?? portionAsRead(item, c.food)
  const shown = c.grams !== undefined ? { quantity: round(c.grams / multiplier, 2), unit: 'g' } : undefined
  const items = analysis.items.slice() as StoredMealItem[]
  items[at] = replaced(item, c.food, grams, shown)
  return withItems(analysis, items, index)
}

/**
 * A new analysis of a meal that keeps the user's corrections of before: each corrected item whose
 * text is again an item (the first one not yet taken) keeps its food, its quantity and unit, and its
 * weight scaled by the new portion multiplier. A correction whose text changed, or whose food the
 * table no longer has, is dropped: the words now say something else.
 */
export function keepCorrections(
  previous: { items: readonly StoredMealItem[]; multiplier: number },
  next: MealAnalysis,
  multiplier: number,
  index: FoodIndex,
): MealAnalysis {
  const items = next.items.slice() as StoredMealItem[]
  const taken = new Set<number>()
  let changed = false
  for (const p of previous.items) {
    if (p.corrected !== true) continue
    const food = index.get(p.food_id)
    const at = items.findIndex((it, i) => !taken.has(i) && it.text === p.text)
    if (!food || at < 0) continue
    taken.add(at)
    items[at] = replaced(items[at]!, food, (p.grams * multiplier) / previous.multiplier, { quantity: p.quantity, unit: p.unit })
    changed = true
  }
  return changed ? withItems(next, items, index) : next
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The analysis a MealSummary's `data` holds, or undefined when it does not hold one (its data
 * was patched into another shape): what a correction and a re-analysis start from.
 */
export function storedAnalysis(data: unknown): (MealAnalysis & { items: StoredMealItem[] }) | undefined {
  if (!isObject(data) || !Array.isArray(data['items']) || !isObject(data['totals'])) return undefined
  const items: StoredMealItem[] = []
  for (const it of data['items'] as unknown[]) {
    if (!isObject(it) || typeof it['text'] !== 'string' || typeof it['food_id'] !== 'string' || typeof it['food'] !== 'string') return undefined
    if (!isNumber(it['grams']) || !isNumber(it['quantity']) || typeof it['unit'] !== 'string' || !isNumber(it['confidence'])) return undefined
    if (!NUTRIENT_KEYS.every((k) => isNumber(it[k]))) return undefined
    const alternatives = Array.isArray(it['alternatives'])
      ? (it['alternatives'] as unknown[]).filter(
          (a): a is MealAlternative => isObject(a) && typeof a['food_id'] === 'string' && typeof a['food'] === 'string' && isNumber(a['calories']),
        )
      : []
    items.push({ ...(it as unknown as StoredMealItem), alternatives })
  }
  const unmatched = Array.isArray(data['unmatched']) ? (data['unmatched'] as unknown[]).filter((u): u is string => typeof u === 'string') : []
  const totals = data['totals'] as Record<string, unknown>
  if (!NUTRIENT_KEYS.every((k) => isNumber(totals[k])) || !isNumber(data['confidence'])) return undefined
  return { items, totals: totals as unknown as Nutrients, unmatched, confidence: data['confidence'] }
}
