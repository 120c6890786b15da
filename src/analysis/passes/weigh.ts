// Pass "weigh": grams and nutrients of each item.
// Reads `entries` (not dropped: their words, food and role); writes `weighed`: each item's grams,
// nutrients and certainty, and up to three other foods the words could name, each weighed at the
// same portion as read. Grams: a calorie label ("a 100-calorie pack"); the food's own household
// portion the words name ("a fun size box"), or its survey twin's; mass units directly; volumes
// through the food's cup or spoon measure or its density; size words; fallbacks for glass, can,
// bottle, handful, pat, …; otherwise the natural portion, less sure. No quantity: the food's default
// portion (at least two of a countable food told as a plural), a splash when added to a drink, and
// a topping capped by its group.

import { NUTRIENT_KEYS, type Nutrients } from '../types.js'
import type { FoodMatch, IndexedFood } from '../food-index.js'
import { CERTAINTY, UNITS, gramsPerMl, isLiquid, resolveUnit } from '../units.js'
import { matchMeasure, twinMeasure } from '../measures.js'
import type { ParsedFragment } from './amounts.js'
import { round } from './total.js'
import { bound, rows } from '../knowledge.js'
import { type Context, type Pass, type State, type Weighed, itemText } from './state.js'

/** How many times what the count weighs a measure after it may be ("1 can of cola 12 fl oz"). */
const STATED_AFTER_COUNT = bound('stated_after_count')

export const weigh: Pass = {
  name: 'weigh',
  run(state: State): void {
    const { description, index, multiplier } = state
    for (const e of state.entries) {
      if (e.dropped) continue
      const role = { splash: e.splash, topping: e.topping, accompanying: e.head >= 0 }
      const text = itemText(description, e.textStart, e.textEnd)
      const again = (parsed: ParsedFragment) => resolveItem(state, text, parsed, e.match, multiplier, role)
      // "1 piece of cake 16 oz": a weight after the count far beyond what the count weighs is the
      // package's, not what was eaten; the count stands.
      const counted = e.parsed.counted
      if (counted !== undefined) {
        const asCounted: ParsedFragment = { ...e.parsed, ...counted, counted: undefined }
        if (again(e.parsed).grams > STATED_AFTER_COUNT * again(asCounted).grams) e.parsed = asCounted
      }
      const alternatives: Weighed['alternatives'] = []
      const alternativeCarbs: number[] = []
      for (const alt of index.alternatives(e.parsed.foodTokens, e.match.entry)) {
        const r = resolveItem(state, text, e.parsed, { ...e.match, food: alt.food, entry: alt }, multiplier, role)
        alternatives.push({ food_id: alt.food.id, food: alt.food.name, calories: round(r.nutrients.calories, 0) })
        alternativeCarbs.push(r.nutrients.carbohydrate_g)
      }
      state.weighed.push({ entry: e, item: again(e.parsed), alternatives, alternativeCarbs, again })
    }
  },
}

export interface ResolvedItem {
  text: string
  entry: IndexedFood
  quantity: number
  unit: string
  grams: number
  confidence: number
  nutrients: Nutrients
}

/** Millilitres of a liquid added to a drink when no amount is given ("coffee with milk"). */
const ADDITION_ML = bound('addition_ml')
/** A topping without an amount ("yogurt with granola", "potato with chili") is at most this many
 * grams, by group: a topping is rarely a full serving of its own. (A plain object, looked up as
 * before the table was data.) */
const TOPPING_CAP_G: Record<string, number> = Object.fromEntries(rows('topping-cap').map((r) => [r.category!, r.grams!]))

/**
 * `role.splash`: the item was added to a drink ("coffee with milk and sugar") and names no
 * amount: a liquid then gets a splash, not its default glass. `role.topping`: a topping, capped by TOPPING_CAP_G.
 */
export function resolveItem(
  ctx: Context,
  text: string,
  parsed: ParsedFragment,
  match: FoodMatch,
  multiplier: number,
  role: { splash: boolean; topping: boolean; accompanying: boolean } = { splash: false, topping: false, accompanying: false },
): ResolvedItem {
  const e = match.entry
  const food = e.food
  const q = parsed.quantity
  let grams: number
  let quantity: number
  let unit: string
  let certainty: number
  const { rules } = ctx
  const measure = (rules.on('own-portion') ? matchMeasure(food, parsed, ctx) : null) ?? (rules.on('survey-twin-portion') ? twinMeasure(e, parsed, ctx) : null)
  if (parsed.calorieLabel !== undefined && food.per100g.calories > 0) {
    quantity = q?.value ?? 1
    grams = (quantity * parsed.calorieLabel * 100) / food.per100g.calories
    unit = `${parsed.calorieLabel} kcal pack`
    certainty = CERTAINTY.foodPortion
  } else if (measure) {
    // "a 12 inch sub": a length is the portion's size, not how many of it ('1 Subway Sub (footlong)')
    const length = parsed.unit?.dimension === true && !measure.unit.toLowerCase().includes(parsed.unit.canon) && rules.on('length-is-no-count')
    const n = q?.value != null && !measure.holdsNumber && !length ? q.value : 1
    grams = n * measure.grams
    quantity = n
    unit = measure.unit
    certainty = CERTAINTY.foodPortion * (q?.vague ? CERTAINTY.vague : 1)
  } else if ((q === null || q.value === null) && !parsed.unit && !parsed.size) {
    const rel = q?.relative ?? 1
    grams = food.defaultGrams * rel
    // "eggs and toast": when the default is one piece, a plural means at least two of them
    // (not for what comes with another item: "omelette with onions").
    if (
      parsed.plural &&
      q === null &&
      !role.accompanying &&
      e.countable &&
      isCountUnit(e.natural.unit) &&
      food.defaultGrams <= e.natural.grams &&
      rules.on('plural-is-two')
    ) {
      grams = Math.max(grams, 2 * e.natural.grams)
    }
    if (role.splash && isLiquid(food)) grams = Math.min(grams, ADDITION_ML * gramsPerMl(food, e.portions).density)
    const cap = TOPPING_CAP_G[food.category]
    if (role.topping && cap !== undefined) grams = Math.min(grams, cap)
    unit = e.natural.unit
    quantity = e.natural.grams > 0 ? grams / e.natural.grams : 1
    certainty = CERTAINTY.defaultPortion * (q?.vague ? CERTAINTY.vague : 1)
  } else {
    let n = q?.value ?? 1
    let one: { grams: number; unit: string; certainty: number }
    if (parsed.unit?.dimension && !e.portions.has(parsed.unit.canon) && rules.on('length-without-measure')) {
      // "a 12 inch pizza" for a food with no per-inch measure: one natural portion.
      n = 1
      one = { grams: e.natural.grams, unit: e.natural.unit, certainty: CERTAINTY.unknownUnit }
    } else if (
      parsed.unit &&
      parsed.size &&
      parsed.unit.kind === 'household' &&
      !UNITS.has(parsed.unit.canon) &&
      !e.portions.has(parsed.unit.canon) &&
      rules.on('size-says-how-much')
    ) {
      // "a large drink of lemonade" where neither the food nor its survey twins know a "drink":
      // the size word says how much, as in "a large lemonade".
      one = resolveUnit(parsed.size, food, e.portions, e.natural, rules.on('oz-of-drink'))
      const own = e.portions.get(parsed.size.canon)
      if (own !== undefined) one = { grams: own, unit: parsed.size.canon, certainty: CERTAINTY.foodPortion }
    } else if (parsed.unit) {
      one = resolveUnit(parsed.unit, food, e.portions, e.natural, rules.on('oz-of-drink'))
      if (parsed.size && parsed.unit.kind !== 'mass' && one.unit === parsed.unit.canon) one = { ...one, grams: one.grams * (parsed.size.sizeFactor ?? 1) }
    } else if (parsed.size) {
      one = resolveUnit(parsed.size, food, e.portions, e.natural, rules.on('oz-of-drink'))
      const own = e.portions.get(parsed.size.canon)
      if (own !== undefined) one = { grams: own, unit: parsed.size.canon, certainty: CERTAINTY.foodPortion }
    } else if (food.measures && e.natural.unit === 'serving' && e.portions.has('fruit') && rules.on('count-is-fruit')) {
      // "a raw pomegranate", "two kiwis": a count of a survey fruit is of whole fruits ("1 fruit"),
      // not the amount it assumes when a recall names none (88 g of a 250 g pomegranate).
      one = { grams: e.portions.get('fruit')!, unit: 'fruit', certainty: CERTAINTY.naturalCount }
    } else if (food.measures && e.natural.unit === 'serving' && e.portions.has('medium') && rules.on('count-is-pieces')) {
      // "one sugar-free cookie": a count is of pieces, and a survey food whose first portion is
      // its usual total amount ("quantity not specified", often several pieces) weighs one piece
      // by its size-only portion ("1 medium"), as a piece of no stated size.
      one = { grams: e.portions.get('medium')!, unit: 'medium', certainty: CERTAINTY.naturalCount }
    } else if (food.measures && e.natural.unit === 'serving' && e.portions.has('piece') && parsed.plural && n >= 2 && rules.on('count-is-pieces')) {
      // "3 potato tots": pieces where the survey's usual amount is several of them
      one = { grams: e.portions.get('piece')!, unit: 'piece', certainty: CERTAINTY.naturalCount }
    } else if (food.measures && e.natural.unit === 'serving' && e.portions.has('piece') && isCandy(food.name) && rules.on('candy-count-is-pieces')) {
      // "un bonbon au tamarin": one candy is one piece, not the survey's usual amount of it
      one = { grams: e.portions.get('piece')!, unit: 'piece', certainty: CERTAINTY.naturalCount }
    } else if (food.portions.length > 0) {
      one = { grams: e.natural.grams, unit: e.natural.unit, certainty: CERTAINTY.naturalCount }
    } else {
      one = { grams: food.defaultGrams, unit: 'serving', certainty: CERTAINTY.fallbackUnit }
    }
    grams = n * one.grams
    quantity = n
    unit = one.unit
    certainty = one.certainty * (q?.vague ? CERTAINTY.vague : 1)
  }
  grams *= multiplier
  unit = e.unitNames.get(unit) ?? unit
  const nutrients = {} as Nutrients
  for (const k of NUTRIENT_KEYS) nutrients[k] = ((food.per100g[k] ?? 0) * grams) / 100
  return { text, entry: e, quantity, unit, grams, confidence: match.confidence * certainty, nutrients }
}

/** A food the survey names a candy ("Tamarind candy", "Hard candy"): counted, its pieces are meant. */
function isCandy(name: string): boolean {
  const head = name.split(',')[0]!.toLowerCase().trim().split(/\s+/).pop()
  return head === 'candy' || head === 'candies'
}

/** A unit that counts pieces ("large" egg, "pancake", "piece"), not a measure (cup, handful, serving). */
function isCountUnit(unit: string): boolean {
  const def = UNITS.get(unit)
  return def === undefined || def.kind === 'size' || def.canon === 'piece'
}
