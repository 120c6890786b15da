// Meal analysis, matching and resolving one item: the food a fragment names, its grams and
// nutrients, the words no food explains, and salvaging an item from a fragment no food names whole.

import { NUTRIENT_KEYS, type Nutrients } from './types.js'
import { canonicalTokens, COOKING_WORDS, FILLERS, JOINERS, MEAL_LABELS, MEAL_WORDS, NUMBER_WORDS, STOP_WORDS, keyTokens } from './normalize.js'
import type { FoodIndex, FoodMatch, IndexedFood } from './food-index.js'
import type { Token } from './tokenize.js'
import { CERTAINTY, UNITS, gramsPerMl, isLiquid, resolveUnit } from './units.js'
import { type ParsedFragment, parseFragment } from './analyze-parse.js'
import { matchMeasure, twinMeasure } from './analyze-measures.js'

export interface ResolvedItem {
  text: string
  entry: IndexedFood
  quantity: number
  unit: string
  grams: number
  confidence: number
  nutrients: Nutrients
}

export function matchFragment(p: ParsedFragment, index: FoodIndex): { match: FoodMatch; parsed: ParsedFragment } | null {
  let parsed = p
  let m = parsed.foodTokens.length > 0 ? index.match(parsed.foodTokens) : null
  // The unit or size word may belong to the name: "mini muffin", "2 egg sandwiches", "6 wings".
  // The longer phrase wins when it is a known name ("a bagel with cream cheese": "bagel" is also a unit).
  // "a cup of it", "poured into a big mug": a measure alone (cup, ounce, large) names no food.
  const onlyMeasure =
    parsed.foodTokens.length === 0 &&
    parsed.unitWords.every((t) => {
      const d = UNITS.get(t)
      return d !== undefined && d.kind !== 'household'
    })
  if (parsed.unitWords.length > 0 && !onlyMeasure && (parsed.unitTentative || parsed.foodTokens.length === 0)) {
    const altTokens = keyTokens([...parsed.unitWords, ...parsed.rawWords])
    const alt = index.match(altTokens)
    // "a sub on white bread": when the rest starts with a joiner, the unit word was the food.
    const unitIsFood = parsed.rawWords.length > 0 && JOINERS.has(parsed.rawWords[0]!)
    if (alt && (!m || alt.exact || unitIsFood || (!m.exact && alt.confidence > m.confidence + 0.05))) {
      m = alt
      parsed = { ...parsed, foodTokens: altTokens, rawWords: altTokens, size: undefined, unit: undefined, unitWords: [] }
    }
  }
  // "whole wheat slices", "two cheddar slices": a measure last names a food measured so, not a
  // food that has the measure's word in its name (a soda branded "Slice").
  // (A word read as the item's measure may be part of the name: "2 whole wheat slices".)
  const folded = parsed.unit !== undefined && parsed.unitTentative && !parsed.size
  const nameTokens = folded ? keyTokens([...parsed.unitWords, ...parsed.foodTokens]) : parsed.foodTokens
  const lastWord = nameTokens[nameTokens.length - 1]
  const lastUnit = lastWord !== undefined && (!parsed.unit || folded) && nameTokens.length > 1 ? UNITS.get(lastWord) : undefined
  const rest = nameTokens.slice(0, -1)
  if (
    lastUnit?.kind === 'household' &&
    !lastUnit.isServing &&
    (!m || (!m.exact && (!m.entry.portions.has(lastUnit.canon) || !rest.some((t) => m!.aliasTokens.has(t) && !FILLERS.has(t)))))
  ) {
    const m3 = keyTokens(rest).length > 0 ? index.matchWithUnit(keyTokens(rest), lastUnit.canon) : null
    if (m3 && (!m || m3.confidence >= m.confidence - 0.1)) {
      m = m3
      parsed = {
        ...parsed,
        foodTokens: keyTokens(rest),
        rawWords: dropLast(folded ? [...parsed.unitWords, ...parsed.rawWords] : parsed.rawWords, lastWord!),
        unit: lastUnit,
        unitWords: [lastWord!],
        unitTentative: false,
      }
      return { match: m, parsed }
    }
  }
  // "a Seven and Seven": the number word is the start of a name the table knows as written.
  if (parsed.numberWord !== undefined && !parsed.unit && !parsed.size) {
    const named = keyTokens([parsed.numberWord, ...parsed.rawWords])
    const whole = index.match(named)
    if (whole && (whole.exact || (whole.aliasTokens.has(parsed.numberWord) && whole.confidence >= (m?.confidence ?? 0))))
      return { match: whole, parsed: { ...parsed, quantity: { value: 1, vague: false, relative: null, article: true }, foodTokens: named, rawWords: named } }
  }
  if (!m) return null
  // A unit word left inside the name: "2 toast slices", "a salmon fillet".
  if (!m.exact && parsed.foodTokens.length > 1) {
    const unitish = parsed.foodTokens.filter((t) => !m!.aliasTokens.has(t) && (UNITS.has(t) || index.portionUnits.has(t)))
    if (unitish.length > 0) {
      const rest = parsed.foodTokens.filter((t) => !unitish.includes(t))
      const m2 = rest.length > 0 ? index.match(rest) : null
      // A brand the rest names ("Burger King") does not make "a Burger King sandwich" its milk shake.
      const brandOnly = m2?.ownName !== undefined && unitish.some((t) => index.knows(t) && !m2.ownName!.has(t))
      if (m2 && !brandOnly && m2.confidence >= m.confidence) {
        m = m2
        const word = unitish[unitish.length - 1]!
        if (!parsed.unit && !parsed.size) {
          // A measure of two words keeps both ("an extra large pancake" is not a large one).
          const at = parsed.foodTokens.lastIndexOf(word)
          const before = at > 0 ? parsed.foodTokens[at - 1]! : undefined
          const pair = before !== undefined ? UNITS.get(`${before} ${word}`) : undefined
          const def = pair ?? UNITS.get(word) ?? { canon: word, kind: 'household' as const }
          const restWords = pair ? rest.filter((t) => t !== before) : rest
          parsed = { ...parsed, foodTokens: restWords, ...(def.kind === 'size' ? { size: def } : { unit: def }), unitWords: pair ? [before!, word] : [word] }
        } else {
          parsed = { ...parsed, foodTokens: rest }
        }
      }
    }
  }
  return { match: m, parsed }
}

function dropLast(words: readonly string[], word: string): string[] {
  const at = words.lastIndexOf(word)
  return at < 0 ? [...words] : [...words.slice(0, at), ...words.slice(at + 1)]
}

/** Millilitres of a liquid added to a drink when no amount is given ("coffee with milk"). */
const ADDITION_ML = 30
/** A topping without an amount ("yogurt with granola", "potato with chili") is at most this many
 * grams, by group: a topping is rarely a full serving of its own. */
const TOPPING_CAP_G: Record<string, number> = {
  fruit: 75,
  vegetables: 60,
  nuts: 15,
  grains: 30,
  legumes: 80,
  dishes: 125,
  meat: 85,
  poultry: 85,
  fish: 85,
  pasta: 100,
}

/**
 * `role.splash`: the item was added to a drink ("coffee with milk and sugar") and names no
 * amount: a liquid then gets a splash, not its default glass. `role.topping`: a topping, capped by TOPPING_CAP_G.
 */
export function resolveItem(
  index: FoodIndex,
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
  const measure = matchMeasure(food, parsed, index) ?? twinMeasure(e, parsed, index)
  if (parsed.calorieLabel !== undefined && food.per100g.calories > 0) {
    quantity = q?.value ?? 1
    grams = (quantity * parsed.calorieLabel * 100) / food.per100g.calories
    unit = `${parsed.calorieLabel} kcal pack`
    certainty = CERTAINTY.foodPortion
  } else if (measure) {
    const n = q?.value != null && !measure.holdsNumber ? q.value : 1
    grams = n * measure.grams
    quantity = n
    unit = measure.unit
    certainty = CERTAINTY.foodPortion * (q?.vague ? CERTAINTY.vague : 1)
  } else if ((q === null || q.value === null) && !parsed.unit && !parsed.size) {
    const rel = q?.relative ?? 1
    grams = food.defaultGrams * rel
    // "eggs and toast": when the default is one piece, a plural means at least two of them
    // (not for what comes with another item: "omelette with onions").
    if (parsed.plural && q === null && !role.accompanying && e.countable && isCountUnit(e.natural.unit) && food.defaultGrams <= e.natural.grams) {
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
    if (parsed.unit?.dimension && !e.portions.has(parsed.unit.canon)) {
      // "a 12 inch pizza" for a food with no per-inch measure: one natural portion.
      n = 1
      one = { grams: e.natural.grams, unit: e.natural.unit, certainty: CERTAINTY.unknownUnit }
    } else if (parsed.unit && parsed.size && parsed.unit.kind === 'household' && !UNITS.has(parsed.unit.canon) && !e.portions.has(parsed.unit.canon)) {
      // "a large drink of lemonade" where neither the food nor its survey twins know a "drink":
      // the size word says how much, as in "a large lemonade".
      one = resolveUnit(parsed.size, food, e.portions, e.natural)
      const own = e.portions.get(parsed.size.canon)
      if (own !== undefined) one = { grams: own, unit: parsed.size.canon, certainty: CERTAINTY.foodPortion }
    } else if (parsed.unit) {
      one = resolveUnit(parsed.unit, food, e.portions, e.natural)
      if (parsed.size && parsed.unit.kind !== 'mass' && one.unit === parsed.unit.canon) one = { ...one, grams: one.grams * (parsed.size.sizeFactor ?? 1) }
    } else if (parsed.size) {
      one = resolveUnit(parsed.size, food, e.portions, e.natural)
      const own = e.portions.get(parsed.size.canon)
      if (own !== undefined) one = { grams: own, unit: parsed.size.canon, certainty: CERTAINTY.foodPortion }
    } else if (food.measures && e.natural.unit === 'serving' && e.portions.has('medium')) {
      // "one sugar-free cookie": a count is of pieces, and a survey food whose first portion is
      // its usual total amount ("quantity not specified", often several pieces) weighs one piece
      // by its size-only portion ("1 medium"), as a piece of no stated size.
      one = { grams: e.portions.get('medium')!, unit: 'medium', certainty: CERTAINTY.naturalCount }
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

/** A unit that counts pieces ("large" egg, "pancake", "piece"), not a measure (cup, handful, serving). */
function isCountUnit(unit: string): boolean {
  const def = UNITS.get(unit)
  return def === undefined || def.kind === 'size' || def.canon === 'piece'
}

/** The item's text as written, from its first word after leading filler ("I had …"). */
export function itemText(description: string, start: number, end: number): string {
  // Close a bracket the item opened: "chicken breast (150 g)".
  const raw = description.slice(start, end)
  const opened = raw.split('(').length - raw.split(')').length
  if (opened > 0 && description[end] === ')') end++
  return description.slice(start, end).trim()
}

export interface Entry {
  parsed: ParsedFragment
  match: FoodMatch
  textStart: number
  textEnd: number
  /** index of the item this one came "with", or -1 */
  head: number
  title: boolean
  /** folded into its head item, or replaced by its ingredients */
  dropped: boolean
  /** a topping: a capped default portion */
  topping: boolean
  /** added to a drink: a splash */
  splash: boolean
  /** what a dish is stuffed, filled, loaded or topped with: part of it when a food names both */
  filling: boolean
  /** what the dish is on or in ("on a thick crust", "on wheat bread"): it may name the dish, never a second helping */
  qualifier: boolean
  /** the sentence it is in (0, 1, …) */
  sentence: number
  /** came after "on" or "in" ("… on a bagel") */
  on: boolean
}

/** An item with words no food explained is less sure. */
export const LOOSE_FACTOR = 0.7

/** Runs of the item's words that are food-like, unknown to every food and not in the food matched. */
export function looseSpans(
  tokens: readonly Token[],
  first: number,
  found: { match: FoodMatch; parsed: ParsedFragment },
  index: FoodIndex,
  description: string,
): string[] {
  const food = new Set(found.parsed.foodTokens)
  const spans: string[] = []
  let from = -1
  let to = -1
  const close = () => {
    if (from >= 0) spans.push(description.slice(tokens[from]!.start, tokens[to]!.end))
    from = -1
  }
  for (let k = first; k < tokens.length; k++) {
    const t = tokens[k]!
    const word = t.kind === 'word' ? t.word! : undefined
    const loose =
      word !== undefined &&
      food.has(word) &&
      !found.match.aliasTokens.has(word) &&
      !index.recognises(word) &&
      !index.portionWords.has(word) &&
      !UNITS.has(word) &&
      !FILLERS.has(word) &&
      !COOKING_WORDS.has(word) &&
      !MEAL_LABELS.has(word) &&
      !MEAL_WORDS.has(word)
    if (loose) {
      if (from < 0) from = k
      to = k
    } else close()
  }
  close()
  return spans
}

/** The item a clause after the meal word names ("… that consisted only of two figs"): from the
 * first amount within a few words of the clause word, or null. `first` counts from the fragment's start. */
export function clauseItem(tokens: readonly Token[], cut: number, index: FoodIndex): { match: FoodMatch; parsed: ParsedFragment } | null {
  for (let k = cut + 1; k < Math.min(tokens.length, cut + 5); k++) {
    const t = tokens[k]!
    if (t.kind !== 'num' && !(t.kind === 'word' && (t.word === 'a' || t.word === 'an' || NUMBER_WORDS.has(t.word!)))) continue
    const p = parseFragment(tokens.slice(k), index)
    if (p.foodTokens.length === 0 && p.unitWords.length === 0) return null
    const f = matchFragment(p, index)
    return f && { match: f.match, parsed: { ...f.parsed, first: f.parsed.first + k } }
  }
  return null
}

/** The outer part of a food, eaten with it: skin, peel, rind. */
export const OUTER_PARTS: ReadonlySet<string> = new Set(['skin', 'peel', 'rind'].map((w) => canonicalTokens(w)[0]!))

/** Words that name a class of food, not a food ("a fruit", "a drink"): the group they name. */
export const CLASS_WORDS: Readonly<Record<string, string>> = {
  fruit: 'fruit',
  vegetable: 'vegetables',
  veggie: 'vegetables',
  drink: 'drinks',
  beverage: 'drinks',
}

/** Words that start a clause about an item rather than its name ("… for the walk home", "… to round things off"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['for', 'to', 'from', 'that', 'which', 'who', 'while', 'as', 'into', 'because', 'since', 'so'])

/**
 * A fragment no food names as a whole: its start up to a clause word ("two plums | to round things
 * off"), else its words without those no food knows ("a glossy large pear").
 * What is left out is reported as unmatched.
 */
export function salvage(
  tokens: readonly Token[],
  index: FoodIndex,
  cutOnly = false,
): { found: { match: FoodMatch; parsed: ParsedFragment }; cut?: number; unknown: number[] } | null {
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.kind !== 'word' || !CLAUSE_WORDS.has(t.word!)) continue
    const p = parseFragment(tokens.slice(0, k), index)
    const f = p.foodTokens.length > 0 ? matchFragment(p, index) : null
    if (f) return { found: f, cut: k, unknown: [] }
    break
  }
  if (cutOnly) return null
  const unknown: number[] = []
  const kept: Token[] = []
  tokens.forEach((t, k) => {
    if (
      t.kind === 'word' &&
      !index.recognises(t.word!) &&
      !UNITS.has(t.word!) &&
      !STOP_WORDS.has(t.word!) &&
      !NUMBER_WORDS.has(t.word!) &&
      !FILLERS.has(t.word!)
    )
      unknown.push(k)
    else kept.push(t)
  })
  if (unknown.length > 0 && kept.length > 0) {
    const p = parseFragment(kept, index)
    const f = p.foodTokens.length > 0 ? matchFragment(p, index) : null
    if (f) return { found: f, unknown }
  }
  // The longest start that surely names a food ("a tuna melt the kids left over in the pan"):
  // an item must not vanish because of what is said after it.
  for (let k = tokens.length - 1; k >= 1; k--) {
    if (tokens[k - 1]!.kind !== 'word' || !index.knows(tokens[k - 1]!.word!)) continue
    const p = parseFragment(tokens.slice(0, k), index)
    if (p.foodTokens.length === 0) continue
    const f = matchFragment(p, index)
    if (f && f.match.confidence >= SALVAGE_MIN_CONFIDENCE) return { found: f, cut: k, unknown: [] }
  }
  return null
}

/** A start of an item read alone must name its food at least this surely. */
const SALVAGE_MIN_CONFIDENCE = 0.6
