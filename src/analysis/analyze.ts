// analyzeMeal: description → items with grams and nutrients, totals, unmatched text, confidence.
// Its steps live beside it: analyze-parse.ts (one fragment's quantity, unit and food words),
// analyze-measures.ts (a food's own portions), analyze-resolve.ts (matching and resolving an item),
// analyze-compose.ts ("with" and "on" rules), analyze-retold.ts (words that are no food, a food told
// again), analyze-parts.ts (a dish told by its parts). Rounding and analyzeMeal itself are here.

import { NUTRIENT_KEYS, type Nutrients } from './types.js'
import type { FoodIndex } from './food-index.js'
import { FILLERS, keyTokens } from './normalize.js'
import { splitItems, tokenize } from './tokenize.js'
import { blankNarrative } from './narrative.js'
import { LEADING_SKIP, type ParsedFragment, parseFragment } from './analyze-parse.js'
import { plausibleItem, plausibleMealConfidence } from './plausibility.js'
import { itemsConfidence } from './confidence.js'
import {
  type ResolvedItem,
  matchFragment,
  resolveItem,
  itemText,
  type Entry,
  LOOSE_FACTOR,
  looseSpans,
  clauseItem,
  OUTER_PARTS,
  CLASS_WORDS,
  salvage,
} from './analyze-resolve.js'
import { composeOnBread, ownBread, applyWithRules, partOfDish, namesBoth } from './analyze-compose.js'
import { TASTE_WORDS, POSSESSIVES, onlyTheMeal, BACK_REFERENCES, NEGATIONS, dropRetold } from './analyze-retold.js'
import { joinNamedParts, wholeDish } from './analyze-parts.js'
import { readLanguage } from './languages/index.js'

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

export interface MealInput {
  description: string
  /** Scales every item (0 < m ≤ 10 at the API; default 1). */
  portion_multiplier?: number
  /** The user's language (BCP 47), read first; without it the text's own language is detected. */
  language?: string | null
}

// ---------------------------------------------------------------------------------------------
// Rounding

const round = (x: number, digits: number) => {
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

// ---------------------------------------------------------------------------------------------

/**
 * Analyses a meal description against the food index. Pure and synchronous.
 *
 * Rounding: each item's values are rounded (kcal and sodium to integers, grams to 0.1), and the
 * totals are the sums of the ROUNDED item values, so the numbers shown add up. Confidence is
 * computed from unrounded values.
 */
export function analyzeMeal(input: MealInput, index: FoodIndex): MealAnalysis {
  // German, French, Spanish, Portuguese, Italian: read into English, quoted back as written.
  const foreign = readLanguage(input.description ?? '', input.language)
  if (foreign === null) return analyzeEnglish(input, index)
  return foreign.quote(analyzeEnglish({ ...input, description: foreign.english }, index))
}

function analyzeEnglish(input: MealInput, index: FoodIndex): MealAnalysis {
  const multiplier = input.portion_multiplier ?? 1
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new RangeError('portion_multiplier must be a positive number')
  const description = input.description ?? ''
  // The story around the foods is blanked (same offsets), so items are still quoted as written.
  const text = blankNarrative(description)
  const tokens = tokenize(text)
  const fragments = joinNamedParts(text, splitItems(text, tokens, index), index)

  // Phase 1: parse and match every fragment; note which item each "with" fragment goes with.
  const entries: Entry[] = []
  const unmatched: string[] = []
  let matchedChars = 0
  let unmatchedChars = 0
  let chainHead = -1
  let chainActive = false
  /** the chain is a dish's fillings ("a calzone loaded with sausage and cheese") */
  let chainFilling = false
  let sentence = 0
  /** where each sentence's last fragment ends */
  const sentenceEnds: number[] = []
  /** where each sentence's first fragment starts */
  const sentenceStarts: number[] = []
  for (const raw of fragments) {
    if (raw.sep === '.' || raw.sep === '!' || raw.sep === '?') sentence++
    sentenceEnds[sentence] = Math.max(sentenceEnds[sentence] ?? 0, raw.end)
    sentenceStarts[sentence] ??= raw.start
    // "no bun", "without cheese", "hold the mayo": what was not eaten is neither an item nor unmatched.
    const words = raw.tokens.map((t) => (t.kind === 'word' ? description.slice(t.start, t.end).toLowerCase() : ''))
    const lead = words[0] === 'but' ? 1 : 0
    if (NEGATIONS.has(words[lead] ?? '') || (words[lead] === 'hold' && words[lead + 1] === 'the')) {
      matchedChars += raw.text.length
      continue
    }
    const cut = words.indexOf('without')
    const fragment = cut > 0 ? { ...raw, tokens: raw.tokens.slice(0, cut), end: raw.tokens[cut - 1]!.end } : raw
    let parsed = parseFragment(fragment.tokens, index)
    if (raw.whole) parsed = wholeDish(parsed)
    // Pure filler ("for breakfast I had") is neither an item nor unmatched.
    if (parsed.foodTokens.length === 0 && parsed.unitWords.length === 0 && !parsed.quantity) continue
    // "…, perfectly sweet and crumbly": words that only tell how the food before tasted.
    // "… as a lovely snack": the meal itself, with words no food has, is no food either.
    if (
      (!parsed.quantity || parsed.quantity.article) &&
      parsed.unitWords.length === 0 &&
      parsed.foodTokens.length > 0 &&
      (parsed.foodTokens.every((t) => TASTE_WORDS.has(t) || FILLERS.has(t) || POSSESSIVES.has(t)) || onlyTheMeal(parsed.foodTokens, index))
    ) {
      matchedChars += raw.text.length
      continue
    }
    // "… with milk and sugar", "… with lettuce, tomato and mayo" continue the chain;
    // "… with milk and a croissant" starts a new item.
    const continues = fragment.via === 'and' || fragment.via === 'plus' || (fragment.via === undefined && fragment.sep === ',')
    const fills = fragment.via === 'filled'
    let found = matchFragment(parsed, index)
    // "two plums to round things off", "a glossy large pear": an item the whole
    // fragment does not name may still be named by its start, or by its known words.
    let fragmentEnd = fragment.end
    const salvagedText: string[] = []
    // Or the whole names it only loosely ("an apple for the walk home"): the start that names it alone.
    const loosely = found !== null && looseSpans(fragment.tokens, parsed.first, found, index, description).length > 0
    if ((!found || loosely) && parsed.foodTokens.length > 0) {
      const s = salvage(fragment.tokens, index, found !== null)
      // "a snack that consisted only of two figs": when the start names only the meal, the food is what
      // the clause says it was, from its first amount on.
      const told = s?.cut !== undefined && onlyTheMeal(s.found.parsed.foodTokens, index) ? clauseItem(fragment.tokens, s.cut, index) : null
      if (told) {
        found = told
        parsed = told.parsed
      } else if (s) {
        found = s.found
        parsed = s.found.parsed
        if (s.cut !== undefined) {
          fragmentEnd = fragment.tokens[s.cut - 1]!.end
          salvagedText.push(description.slice(fragment.tokens[s.cut]!.start, fragment.end).trim())
        }
        for (const k of s.unknown) salvagedText.push(description.slice(fragment.tokens[k]!.start, fragment.tokens[k]!.end))
      }
    }
    // "a pizza topped with meats on a thick crust": what
    // the dish is on qualifies the dish (after its fillings, or when a food names both).
    const on = fragment.via === 'on' || fragment.via === 'in'
    const qualifies: boolean =
      on && chainHead >= 0 && (chainFilling || (found !== null && (namesBoth(entries[chainHead]!, found, index) || partOfDish(entries[chainHead]!, found))))
    let accompanying: boolean = chainHead >= 0 && (fragment.via === 'with' || fills || qualifies || (chainActive && continues && parsed.quantity === null))
    const filling: boolean = accompanying && (fills || qualifies || (chainFilling && continues))
    const textStart = fragment.tokens[parsed.first]?.start ?? fragment.start
    // "ramen with pork and an egg": an egg the dish names is still part of it.
    if (!accompanying && found && chainActive && continues && parsed.quantity?.article) {
      const head = entries[chainHead]!.match.food
      accompanying = head.category === 'dishes' && index.dishNames(head.id, found.match.head)
    }
    chainActive = accompanying
    chainFilling = filling && accompanying
    if (!found) {
      // Only a quantity ("orange juice, 250 ml"): it belongs to the item before when that one had none.
      const prev = entries[entries.length - 1]
      // "a bowl of cereal, a cup of it": an amount of "it" is the amount of the item before.
      const ofIt = parsed.unit !== undefined && parsed.quantity?.value != null && words.some((x) => BACK_REFERENCES.has(x))
      if (parsed.foodTokens.length === 0 && parsed.quantity && prev && (ofIt || (prev.parsed.quantity === null && !prev.parsed.unit && !prev.parsed.size))) {
        prev.parsed = { ...prev.parsed, quantity: parsed.quantity, unit: parsed.unit, size: parsed.size, unitWords: parsed.unitWords }
        prev.textEnd = fragment.end
        prev.title = false
        matchedChars += fragment.text.length
        continue
      }
      unmatched.push(itemText(description, textStart, fragment.end))
      unmatchedChars += fragment.text.length
      if (!accompanying) chainHead = -1
      continue
    }
    const prevEntry = entries[entries.length - 1]
    // "a jacket potato, peel and everything", "a drumstick, skin on": the skin or peel of the food
    // before is part of that food as eaten, not a second food.
    if (
      prevEntry &&
      !prevEntry.dropped &&
      (!parsed.quantity || parsed.quantity.article) &&
      parsed.unitWords.length === 0 &&
      parsed.foodTokens.some((t) => OUTER_PARTS.has(t)) &&
      parsed.foodTokens.every((t) => OUTER_PARTS.has(t) || LEADING_SKIP.has(t) || FILLERS.has(t) || t === 'on')
    ) {
      // A food named with its part ("potato, baked, peel eaten") is the one meant.
      const words = keyTokens([...prevEntry.parsed.foodTokens, ...parsed.foodTokens])
      const m = index.match(words)
      if (
        m &&
        m.food !== prevEntry.match.food &&
        m.aliasTokens.has(prevEntry.match.head) &&
        parsed.foodTokens.some((t) => OUTER_PARTS.has(t) && m.aliasTokens.has(t))
      ) {
        prevEntry.match = { ...m, confidence: Math.min(m.confidence, prevEntry.match.confidence) }
        prevEntry.parsed = { ...prevEntry.parsed, foodTokens: words, rawWords: words }
      }
      matchedChars += fragment.text.length
      continue
    }
    // "a plum, a fruit that was tart": a class word after a food of that class names it again.
    const cls = found.parsed.foodTokens.length === 1 ? CLASS_WORDS[found.parsed.foodTokens[0]!] : undefined
    if (cls !== undefined && prevEntry && !prevEntry.dropped && prevEntry.match.food.category === cls && prevEntry.match.food !== found.match.food) {
      matchedChars += fragment.text.length
      continue
    }
    entries.push({
      parsed: found.parsed,
      match: found.match,
      textStart,
      textEnd: fragmentEnd,
      head: accompanying ? chainHead : -1,
      title: fragment.title,
      dropped: false,
      topping: false,
      splash: false,
      filling,
      qualifier: qualifies,
      sentence,
      on,
    })
    if (!accompanying) chainHead = entries.length - 1
    // Words no food explains ("zorblax quantum stew" is a stew; "zorblax quantum" is reported).
    const loose = [...salvagedText, ...looseSpans(fragment.tokens, parsed.first, found, index, description)]
    if (loose.length > 0) {
      unmatched.push(...loose)
      const e = entries[entries.length - 1]!
      e.match = { ...e.match, confidence: e.match.confidence * LOOSE_FACTOR }
    }
    matchedChars += fragment.text.length
  }
  // A heading followed by its items ("overnight oats: 1/2 cup oats, …") is not an item itself.
  for (let i = 0; i < entries.length - 1; i++) if (entries[i]!.title) entries[i]!.dropped = true

  dropRetold(entries, description, sentenceEnds, sentenceStarts)

  // Phase 2: what goes with what.
  for (let h = 0; h < entries.length; h++) {
    const head = entries[h]!
    if (head.head >= 0 || head.dropped) continue
    const withs = entries.filter((e) => e.head === h && !e.dropped)
    if (withs.length === 0) continue
    // What the dish and its parts are on ("… with A and B on a bagel"): among them, or next.
    let last = h
    for (let k = h + 1; k < entries.length && entries[k]!.head === h; k++) last = k
    const next = entries[last + 1]
    const bread =
      withs.find((w) => w.qualifier) ?? (next?.on && next.head < 0 && !next.dropped && !next.title && next.sentence === head.sentence ? next : undefined)
    if (bread) composeOnBread(head, withs, bread, index)
    else if (ownBread(head, index)) composeOnBread(head, withs, null, index)
    applyWithRules(
      head,
      withs.filter((w) => !w.dropped),
      index,
    )
  }

  // Phase 3: grams and nutrients.
  const resolved: ResolvedItem[] = []
  const alternatives: MealAlternative[][] = []
  for (const e of entries) {
    if (e.dropped) continue
    const role = { splash: e.splash, topping: e.topping, accompanying: e.head >= 0 }
    const text = itemText(description, e.textStart, e.textEnd)
    const weigh = (parsed: ParsedFragment) => resolveItem(index, text, parsed, e.match, multiplier, role)
    resolved.push(plausibleItem(weigh(e.parsed), e.parsed, multiplier, weigh))
    alternatives.push(
      index.alternatives(e.parsed.foodTokens, e.match.entry).map((alt) => {
        const r = resolveItem(index, text, e.parsed, { ...e.match, food: alt.food, entry: alt }, multiplier, role)
        return { food_id: alt.food.id, food: alt.food.name, calories: round(r.nutrients.calories, 0) }
      }),
    )
  }

  const items: MealItem[] = resolved.map((r, i) => {
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
      alternatives: alternatives[i]!,
    }
    for (const k of NUTRIENT_KEYS) item[k] = round(r.nutrients[k], NUTRIENT_DIGITS[k])
    return item
  })
  const totals = { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 } as MealTotals
  for (const it of items) for (const k of NUTRIENT_KEYS) totals[k] += it[k]
  for (const k of NUTRIENT_KEYS) totals[k] = round(totals[k], NUTRIENT_DIGITS[k])

  let confidence = 0
  if (resolved.length > 0) {
    const kcal = resolved.reduce((s, r) => s + r.nutrients.calories, 0)
    const share = unmatchedChars / Math.max(1, matchedChars + unmatchedChars)
    const read = itemsConfidence(
      resolved.map((r) => ({ confidence: r.confidence, calories: r.nutrients.calories, carbohydrate_g: r.nutrients.carbohydrate_g })),
    )
    confidence = round(plausibleMealConfidence(read * (1 - share), kcal), 2)
  }
  return { items, totals, unmatched, confidence }
}
