// analyzeMeal: description → items with grams and nutrients, totals, unmatched text, confidence.

import { NUTRIENT_KEYS, type Food, type Nutrients } from './types.js'
import { canonicalTokens } from './normalize.js'
import type { FoodIndex, FoodMatch, IndexedFood } from './food-index.js'
import { COOKING_WORDS, FILLERS, JOINERS, MEAL_LABELS, MEAL_WORDS, NUMBER_WORDS, STOP_WORDS, keyTokens } from './normalize.js'
import { splitItems, tokenize, type Fragment, type Token } from './tokenize.js'
import { blankNarrative } from './narrative.js'
import { CERTAINTY, UNITS, gramsPerMl, isLiquid, resolveUnit, type UnitDef } from './units.js'

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
}

// ---------------------------------------------------------------------------------------------
// Parsing one fragment

interface Quantity {
  value: number | null
  /** only an article: "a banana" */
  article?: boolean
  vague: boolean
  /** A factor of the default portion ("a little", "lots of"), when there is no number. */
  relative: number | null
}

interface ParsedFragment {
  foodTokens: string[]
  quantity: Quantity | null
  size: UnitDef | undefined
  unit: UnitDef | undefined
  /** Canonical words the size and unit were written with, in order. */
  unitWords: string[]
  /** The unit or size word could also be part of the food's name ("mini muffin", "2 egg sandwiches"). */
  unitTentative: boolean
  /** Index of the first token after leading filler ("I had …"): where the item's text starts. */
  first: number
  /** The food words before edge joiners were trimmed ("with cream cheese" after "a bagel"). */
  rawWords: string[]
  /** The last food word was written as a plural ("eggs"). */
  plural: boolean
  /** Every word and number of the item, canonical, for matching a food's own portions. */
  words: ReadonlySet<string>
  /** "a 100-calorie pack": the energy the package states, in kcal. */
  calorieLabel?: number
  /** The quantity was a number word that may be part of a name ("a Seven and Seven"). */
  numberWord?: string
  /** "a single …": one of it; a survey portion that says "single" ("1 single stick") still fits. */
  single?: boolean
}

/** Words skipped at the start of an item ("I had", "about", "approximately"). */
const LEADING_SKIP = new Set([
  'i',
  'we',
  'had',
  'have',
  'having',
  'ate',
  'eat',
  'eaten',
  'drank',
  'drink',
  'just',
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'maybe',
  'perhaps',
  'probably',
  'also',
  'then',
  'ca',
  'circa',
  'like',
  'some',
  'my',
  'the',
  'another',
  'served',
  'side',
  'of',
  'to',
  'it',
  'was',
  'were',
  'with',
  'and',
  'plus',
  'on',
  'in',
  'over',
  'estimated',
  'est',
  'nearly',
  'almost',
  'under',
  'as',
])
const CALORIE_WORDS: ReadonlySet<string> = new Set(['calorie', 'calory', 'kcal', 'cal'])
/** Words after "single" that make it a kind of portion ("single serving bag", "single-serve cup"). */
const SINGLE_PORTION: ReadonlySet<string> = new Set(['serving', 'serve', 'portion', 'size', 'siz', 'sized'])
const VAGUE_COUNTS: Record<string, number> = { couple: 2, few: 3, several: 3, pair: 2 }
const PART_WORDS: Record<string, number> = { half: 1 / 2, quarter: 1 / 4, third: 1 / 3 }
/** "a little rice", "a lot of pasta": factors of the default portion (canonical words: lots → lot). */
const RELATIVE_WORDS: Record<string, number> = { little: 0.5, bit: 0.5, touch: 0.3, lot: 1.5 }
/** The same without an article: "lots of rice", "plenty of water". */
const BARE_RELATIVE_WORDS: Record<string, number> = { lot: 1.5, plenty: 1.5, load: 1.5, ton: 1.5 }

function w(t: Token | undefined): string | undefined {
  return t && t.kind === 'word' ? t.word : undefined
}

function numberAt(tokens: readonly Token[], i: number): { value: number; next: number } | null {
  const t = tokens[i]
  if (!t) return null
  if (t.kind === 'num') {
    let value = t.value!
    let next = i + 1
    // "1 1/2", "1½"
    const f = tokens[next]
    if (!t.fraction && f?.kind === 'num' && f.fraction && f.value! < 1) {
      value += f.value!
      next++
    }
    return { value, next }
  }
  const word = w(t)
  if (word !== undefined) {
    const n = NUMBER_WORDS.get(word)
    if (n !== undefined) {
      // "twenty five"
      const u = NUMBER_WORDS.get(w(tokens[i + 1]) ?? '')
      if (n >= 20 && n % 10 === 0 && n < 100 && u !== undefined && u < 10) return { value: n + u, next: i + 2 }
      return { value: n, next: i + 1 }
    }
  }
  return null
}

/** A quantity starting at token i: digits, fractions, words, ranges, "a couple of", "half a dozen". */
function quantityAt(tokens: readonly Token[], i: number): { q: Quantity; next: number } | null {
  const word = w(tokens[i])
  const nextWord = w(tokens[i + 1])
  // "half a dozen", "half a cup", "half an avocado", "half"
  if (word === 'half') {
    if ((nextWord === 'a' || nextWord === 'an') && w(tokens[i + 2]) === 'dozen') return { q: exact(6), next: i + 3 }
    if (nextWord === 'dozen') return { q: exact(6), next: i + 2 }
    return { q: exact(0.5), next: i + 1 }
  }
  if (word === 'a' || word === 'an') {
    // "a 6 inch sub", "a 500 ml bottle of water": the number is the quantity.
    if (tokens[i + 1]?.kind === 'num') return quantityAt(tokens, i + 1)
    if (nextWord !== undefined) {
      if (nextWord === 'half' && w(tokens[i + 2]) === 'dozen') return { q: exact(6), next: i + 3 }
      const part = PART_WORDS[nextWord]
      if (part !== undefined) return { q: exact(part), next: i + 2 }
      if (nextWord === 'dozen') return { q: exact(12), next: i + 2 }
      if (nextWord === 'couple' || nextWord === 'few' || nextWord === 'pair')
        return { q: { value: VAGUE_COUNTS[nextWord]!, vague: nextWord !== 'pair', relative: null }, next: i + 2 }
      const rel = RELATIVE_WORDS[nextWord]
      if (rel !== undefined) return { q: { value: null, vague: true, relative: rel }, next: i + 2 }
      const n = numberAt(tokens, i + 1)
      if (n && tokens[i + 1]!.kind === 'word') return { q: exact(n.value), next: n.next } // "a hundred"
    }
    return { q: { value: 1, vague: false, relative: null, article: true }, next: i + 1 }
  }
  if (word !== undefined) {
    if (word === 'couple' || word === 'few' || word === 'several') return { q: { value: VAGUE_COUNTS[word]!, vague: true, relative: null }, next: i + 1 }
    if (word === 'dozen') return { q: exact(12), next: i + 1 }
    if (word === 'pair') return { q: exact(2), next: i + 1 }
    const rel = BARE_RELATIVE_WORDS[word]
    if (rel !== undefined) return { q: { value: null, vague: true, relative: rel }, next: i + 1 }
  }
  const n = numberAt(tokens, i)
  if (!n) return null
  let value = n.value
  let next = n.next
  let vague = false
  // Ranges: "2-3", "2 to 3", "2 or 3", "two or three"
  const sep = w(tokens[next])
  if (sep === 'to' || sep === 'or') {
    const n2 = numberAt(tokens, next + 1)
    if (n2 && n2.value > value) {
      value = (value + n2.value) / 2
      next = n2.next
      vague = true
    }
  }
  // "one and a half", "2 and 1/2", "1 and a quarter"
  const t = tokens[next]
  if (t && t.kind === 'word' && t.word === 'and') {
    const a = tokens[next + 1]
    if (a?.kind === 'num' && a.fraction) {
      value += a.value!
      next += 2
    } else {
      const aw = w(a)
      const partAt = aw === 'a' || aw === 'an' ? next + 2 : next + 1
      const part = PART_WORDS[w(tokens[partAt]) ?? '']
      if (part !== undefined) {
        value += part
        next = partAt + 1
      }
    }
  }
  // "3 quarters", "two thirds", "2 halves"
  const partWord = w(tokens[next])
  if (partWord !== undefined && PART_WORDS[partWord] !== undefined && value >= 1 && value <= 4 && partWord !== 'half') {
    value *= PART_WORDS[partWord]!
    next++
  }
  if (w(tokens[next]) === 'dozen') {
    value *= 12
    next++
  }
  if (w(tokens[next]) === 'x') next++ // "2 x eggs", "2x"
  return { q: { value, vague, relative: null }, next }
}

function exact(value: number): Quantity {
  return { value, vague: false, relative: null }
}

/** A unit or size phrase at token i (up to two words). */
function unitAt(
  tokens: readonly Token[],
  i: number,
  index: FoodIndex,
  kinds: 'size' | 'unit',
): { def: UnitDef; words: string[]; next: number; ownOnly: boolean } | null {
  const a = w(tokens[i])
  if (a === undefined) return null
  const b = w(tokens[i + 1])
  if (b !== undefined) {
    const def = UNITS.get(`${a} ${b}`)
    if (def && (kinds === 'size') === (def.kind === 'size')) return { def, words: [a, b], next: i + 2, ownOnly: false }
  }
  const def = UNITS.get(a)
  if (def && (kinds === 'size') === (def.kind === 'size')) return { def, words: [a], next: i + 1, ownOnly: false }
  if (kinds === 'unit' && !def && index.portionUnits.has(a) && !FILLERS.has(a)) {
    return { def: { canon: a, kind: 'household' }, words: [a], next: i + 1, ownOnly: true }
  }
  return null
}

function parseFragment(tokens: readonly Token[], index: FoodIndex): ParsedFragment {
  let i = 0
  // Leading filler: "I had", "about", "for breakfast".
  for (;;) {
    const word = w(tokens[i])
    if (word === undefined) break
    if (word === 'for' && MEAL_WORDS.has(w(tokens[i + 1]) ?? '')) {
      i += 2
      continue
    }
    if (LEADING_SKIP.has(word)) {
      i++
      continue
    }
    break
  }
  const consumed = new Set<number>()
  const markRange = (from: number, to: number) => {
    for (let k = from; k < to; k++) consumed.add(k)
  }
  let quantity: Quantity | null = null
  let size: UnitDef | undefined
  let unit: UnitDef | undefined
  const unitWords: string[] = []
  let unitTentative = false

  let q = quantityAt(tokens, i)
  let calorieLabel: number | undefined
  // "a 100-calorie pack of cookies": the number is the pack's energy, not a count.
  if (q && q.q.value !== null && CALORIE_WORDS.has(w(tokens[q.next]) ?? '')) {
    calorieLabel = q.q.value
    consumed.add(q.next)
    q = { q: exact(1), next: q.next + 1 }
  }
  let j = i
  // "a chilled 330 ml lemonade", "a warm 80 g muffin": the amount comes after describing words,
  // which then describe rather than name the food.
  if (q?.q.article) {
    for (let k = q.next; k < Math.min(tokens.length, q.next + 4); k++) {
      const t = tokens[k]!
      if (t.kind === 'num') {
        const u = unitAt(tokens, k + 1, index, 'unit')
        if (u && (u.def.kind === 'mass' || u.def.kind === 'volume') && k > q.next) {
          markRange(i, k)
          const after = quantityAt(tokens, k)
          q = after && { q: after.q, next: after.next }
        }
        break
      }
      if (t.kind !== 'word' || JOINERS.has(t.word!)) break
    }
  }
  let numberWord: string | undefined
  if (q) {
    quantity = q.q
    markRange(i, q.next)
    j = q.next
    const last = w(tokens[q.next - 1])
    if (last !== undefined && NUMBER_WORDS.has(last) && q.next - i <= 2) numberWord = last
    // "half a cup", "a couple of eggs", "a quarter of a pizza"
    while (w(tokens[j]) === 'of' || w(tokens[j]) === 'a' || w(tokens[j]) === 'an' || w(tokens[j]) === 'x') {
      consumed.add(j)
      j++
    }
  }
  // "a single cookie", "single scoop": one of it, not a portion of the survey's "single serving"
  // kind (which "a single serving bag", "a single-serve cup" still name).
  let singleAt = -1
  if (w(tokens[j]) === 'single' && (quantity === null || (quantity.value === 1 && !quantity.vague)) && !SINGLE_PORTION.has(w(tokens[j + 1]) ?? '')) {
    singleAt = j
    consumed.add(j)
    j++
    quantity ??= exact(1)
  }
  const readUnits = (from: number, requireOf: boolean): number => {
    let k = from
    const s = unitAt(tokens, k, index, 'size')
    if (s) {
      size = s.def
      unitWords.push(...s.words)
      markRange(k, s.next)
      k = s.next
      unitTentative = true
    }
    const u = unitAt(tokens, k, index, 'unit')
    if (u) {
      const followedByOf = w(tokens[u.next]) === 'of'
      const hasFoodAfter = tokens.slice(u.next).some((t) => t.kind === 'word' && !FILLERS.has(t.word!))
      if ((!requireOf || followedByOf) && (hasFoodAfter || !requireOf)) {
        unit = u.def
        unitWords.push(...u.words)
        markRange(k, u.next)
        k = u.next
        if (!followedByOf || u.ownOnly) unitTentative = true
      }
    }
    while (w(tokens[k]) === 'of' || w(tokens[k]) === 'a' || w(tokens[k]) === 'an') {
      consumed.add(k)
      k++
    }
    return k
  }
  j = readUnits(j, quantity === null)
  // "a shiny large pear": a size after describing words is still the item's size.
  if (quantity?.article && !size && !unit) {
    for (let k = j + 1; k < Math.min(tokens.length - 1, j + 3); k++) {
      const t = tokens[k]!
      if (t.kind !== 'word' || JOINERS.has(t.word!)) break
      const sz = unitAt(tokens, k, index, 'size')
      if (sz && tokens[sz.next]?.kind === 'word') {
        size = sz.def
        unitWords.push(...sz.words)
        markRange(k, sz.next)
        unitTentative = true
        break
      }
    }
  }
  if (quantity === null) {
    // A quantity after the food: "chicken breast 150 g", "eggs x2", "toast (2 slices)".
    for (let k = j; k < tokens.length; k++) {
      if (tokens[k]!.kind !== 'num') continue
      const tq = quantityAt(tokens, k)
      if (!tq) break
      quantity = tq.q
      if (w(tokens[k - 1]) === 'x') consumed.add(k - 1)
      markRange(k, tq.next)
      if (!unit && !size) readUnits(tq.next, false)
      break
    }
  }
  const words: string[] = []
  let plural = false
  for (let k = i; k < tokens.length; k++) {
    if (consumed.has(k)) continue
    const t = tokens[k]!
    if (t.kind !== 'word') continue
    // "… for lunch"
    if (t.word === 'for' && MEAL_WORDS.has(w(tokens[k + 1]) ?? '')) {
      k++
      continue
    }
    if (!STOP_WORDS.has(t.word!)) {
      words.push(t.word!)
      if (!JOINERS.has(t.word!)) plural = t.plural === true
    }
  }
  const foodTokens = keyTokens(words)
  // A fragment that is only a meal label ("Breakfast:", "Lunch -") is not food.
  if (quantity === null && unitWords.length === 0 && foodTokens.length > 0 && foodTokens.every((t) => MEAL_LABELS.has(t))) foodTokens.length = 0
  const all = new Set<string>()
  for (let k = i; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.kind === 'num') all.add(String(t.value))
    else if (t.word !== undefined && k !== singleAt) all.add(t.word)
  }
  return {
    foodTokens,
    quantity,
    size,
    unit,
    unitWords,
    unitTentative,
    first: i,
    rawWords: words,
    plural,
    words: all,
    ...(calorieLabel !== undefined ? { calorieLabel } : {}),
    ...(numberWord !== undefined ? { numberWord } : {}),
    ...(singleAt >= 0 ? { single: true } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// A food's own household portions, as FNDDS writes them ("1 Kool-Aid Jammers pouch")

interface MeasureMatch {
  /** grams of one such portion */
  grams: number
  /** the portion as shown: "individual container" */
  unit: string
  /** the portion names a number the quantity parser read ("1 bottle (20 fl oz)" for "a 20 fl oz bottle") */
  holdsNumber: boolean
}

const MEASURE_SKIP = /^(?:quantity not specified|guideline amount)/i
const MEASURE_IGNORE: ReadonlySet<string> = new Set(['of', 'a', 'an', 'the', 'nfs', 'ns', 'to', 'as', 'for', 'from', 'and', 'with', 'without', 'in', 'on'])
const measureCache = new WeakMap<object, ReadonlyArray<ParsedMeasure | null>>()

interface ParsedMeasure {
  count: number
  grams: number
  /** the portion's main words as groups of alternatives ("large or thick slice" → [large|thick] [slice]) */
  groups: string[][]
  /** further words: the parenthesis and what follows a comma ("(12 fl oz)", ", cooked") */
  extra: string[]
  unit: string
}

function parseMeasures(measures: ReadonlyArray<readonly [string, number]>): ReadonlyArray<ParsedMeasure | null> {
  let parsed = measureCache.get(measures)
  if (parsed) return parsed
  parsed = measures.map(([desc, grams]) => {
    if (MEASURE_SKIP.test(desc)) return null
    const m = /^(\d+(?:\.\d+)?(?:\/\d+)?)\s+(.+)$/.exec(desc)
    if (!m) return null
    const [num, den] = m[1]!.split('/')
    const count = den !== undefined ? Number(num) / Number(den) : Number(num)
    const rest = m[2]!
    const cut = rest.search(/[(,]/)
    const primary = cut >= 0 ? rest.slice(0, cut) : rest
    const groups: string[][] = []
    let alt = false
    for (const raw of primary.toLowerCase().replace(/\//g, ' or ').split(/\s+/)) {
      if (raw === '') continue
      if (raw === 'or') {
        alt = true
        continue
      }
      const toks = canonicalTokens(raw).filter((t) => !MEASURE_IGNORE.has(t))
      for (const t of toks) {
        if (alt && groups.length > 0) groups[groups.length - 1]!.push(t)
        else groups.push([t])
        alt = false
      }
    }
    const extra = cut >= 0 ? canonicalTokens(rest.slice(cut)).filter((t) => !MEASURE_IGNORE.has(t)) : []
    if (groups.length === 0 || !(count > 0)) return null
    return { count, grams, groups, extra, unit: primary.trim() }
  })
  measureCache.set(measures, parsed)
  return parsed
}

const vocabularyCache = new WeakMap<object, ReadonlySet<string>>()
/** Every main word of a food's portions ("fun", "king", "size", "bar"). */
function measureVocabulary(measures: ReadonlyArray<ParsedMeasure | null>): ReadonlySet<string> {
  let s = vocabularyCache.get(measures)
  if (!s) {
    s = new Set(measures.flatMap((m) => (m ? m.groups.flat() : [])))
    vocabularyCache.set(measures, s)
  }
  return s
}

const nameWordCache = new WeakMap<Food, ReadonlySet<string>>()
function foodNameWords(food: Food): ReadonlySet<string> {
  let s = nameWordCache.get(food)
  if (!s) {
    s = new Set(canonicalTokens(food.name))
    nameWordCache.set(food, s)
  }
  return s
}

/** The food's own portion the item names, every main word of it present ("2 large single
 * serving bags", "a fun size box", "a 12 fl oz bottle"); the one naming most words wins. */
function matchMeasure(food: Food, parsed: ParsedFragment, index: FoodIndex): MeasureMatch | null {
  if (!food.measures || parsed.unit?.kind === 'mass') return null
  const words = parsed.words
  const qty = parsed.quantity?.value
  // The item's words that say how much ("small", "bag", "container"): a portion that leaves
  // them unexplained is not the one meant ("a small bag of chips" is not "1 chip").
  // So are words only this food's portions use ("fun size", "king size") beside its name.
  const nameWords = foodNameWords(food)
  const measures = parseMeasures(food.measures)
  const vocabulary = measureVocabulary(measures)
  const amountWords: string[] = []
  // A size word of the food's own name ("medium crust" pizza) names the food, not a portion size.
  const namesSize = (t: string): boolean => nameWords.has(t) && UNITS.get(t)?.kind === 'size'
  for (const t of words) if (!namesSize(t) && (index.portionWords.has(t) || isUnitWord(t) || (vocabulary.has(t) && !nameWords.has(t)))) amountWords.push(t)
  let best: MeasureMatch | null = null
  let bestScore = 0.5
  const tied: MeasureMatch[] = []
  // "a slice of pizza" where the survey cuts pizza in pieces (and cake, pie): the same portion.
  const sliceIsPiece = words.has('slice') && !words.has('piece') && !measures.some((m) => m?.groups.some((g) => g.includes('slice')))
  // "bite-sized", "fun-sized": the portion's "size".
  const has = (t: string): boolean =>
    (words.has(t) && !namesSize(t)) || (sliceIsPiece && t === 'piece') || (t === 'siz' && words.has('sized')) || (t === 'single' && parsed.single === true)
  for (const m of measures) {
    if (!m) continue
    let matched = 0
    let missing = 0
    for (const g of m.groups) {
      if (g.some(has)) matched++
      // The usual size goes unsaid ("a slice" is "1 medium or regular slice") when the item
      // says nothing of how much beyond what this portion names.
      else if (g.some((t) => t === 'medium' || t === 'regular') && amountWords.every((a) => m.groups.some((h) => h.includes(a)))) matched++
      else missing++
    }
    // A portion's modifiers may go unsaid ("an individual container" for "1 individual school
    // container", "a medium order" for "1 medium fast food order"), never its noun.
    const last = m.groups[m.groups.length - 1]!
    if (matched === 0 || (missing > 0 && (!last.some(has) || matched < 2))) continue
    // A volume the item names ("a cup of …") must be this portion's own unit.
    if (parsed.unit?.kind === 'volume' && !m.groups.some((g) => g.includes(parsed.unit!.canon))) continue
    let score = matched
    let holdsNumber = false
    for (const t of m.extra) {
      // "1 piece, large pizza" for a pizza: the food's own name says nothing about the size.
      if (nameWords.has(t)) continue
      if (words.has(t)) {
        score += 0.5
        if (qty != null && t === String(qty)) holdsNumber = true
      } else if (/^\d/.test(t)) score -= 0.75
    }
    for (const t of amountWords) {
      const u = sliceIsPiece && t === 'slice' ? 'piece' : t
      if (!m.groups.some((g) => g.includes(u)) && !m.extra.includes(u)) score -= 0.8
    }
    score -= 0.6 * missing
    const match = { grams: m.grams / m.count, unit: m.unit, holdsNumber }
    if (score > bestScore + 1e-9) {
      bestScore = score
      best = match
      tied.length = 0
      tied.push(match)
    } else if (best && Math.abs(score - bestScore) <= 1e-9) tied.push(match)
  }
  // Several portions fit as well ("a bottle": 12, 20 or 32 fl oz): the middle one errs least.
  if (tied.length > 2) {
    const sorted = tied.slice().sort((a, b) => a.grams - b.grams)
    return sorted[Math.floor((sorted.length - 1) / 2)]!
  }
  return best
}

/**
 * A curated food has few portions; the survey's foods of the same name have the household
 * portions people report ("a scoop", "a medium cup", "an individual container"). When the item
 * names one that the curated food lacks, its weight comes from the best survey twin that has it.
 */
function twinMeasure(e: IndexedFood, parsed: ParsedFragment, index: FoodIndex): MeasureMatch | null {
  if (e.food.measures || parsed.calorieLabel !== undefined || parsed.unit?.kind === 'mass') return null
  const amount = parsed.unit ?? parsed.size
  const cited = e.food.fndds !== undefined ? index.get(`fndds:${e.food.fndds}`) : undefined
  // A word only the cited survey food's portions use ("king size", "fun size") asks that food,
  // even for a unit the curated row has ("a king size bar").
  const citedVocabulary = cited?.food.measures ? measureVocabulary(parseMeasures(cited.food.measures)) : undefined
  const citedWord =
    citedVocabulary !== undefined &&
    [...parsed.words].some(
      (t) => citedVocabulary.has(t) && !e.portions.has(t) && !index.dishNames(e.food.id, t) && !UNITS.has(t) && !MEASURE_IGNORE.has(t) && !/^\d/.test(t),
    )
  const portionWord = citedWord || [...parsed.words].some((t) => index.portionWords.has(t))
  if (!amount && !portionWord) return null
  let sizeWord: string | undefined
  if (amount && !portionWord && e.portions.has(amount.canon)) {
    // "a medium cup of ice cream": the survey's medium cup, when the food has only a plain cup.
    if (!parsed.size || !parsed.unit || e.portions.has(parsed.size.canon)) return null
    sizeWord = parsed.size.canon
  }
  // The FNDDS food the curated row cites for its portions first, then the survey's food of the
  // curated food's own name ("French fries (fast food)" → "Potato, french fries, fast food"),
  // then of the item's words.
  const twins = [...(cited ? [cited] : []), ...twinsByName(index, e), ...index.surveyTwins(parsed.foodTokens)]
  for (const twin of twins) {
    const m = matchMeasure(twin.food, parsed, index)
    if (m && (sizeWord === undefined || m.unit.toLowerCase().split(/\s+/).includes(sizeWord))) return m
  }
  return null
}

/** A curated food's survey twins by its own name: the same for every meal, so found once. */
const nameTwins = new WeakMap<IndexedFood, IndexedFood[]>()
function twinsByName(index: FoodIndex, e: IndexedFood): IndexedFood[] {
  let t = nameTwins.get(e)
  if (!t) {
    t = index.surveyTwins(keyTokens(canonicalTokens(e.food.name)))
    nameTwins.set(e, t)
  }
  return t
}

function isUnitWord(t: string): boolean {
  const def = UNITS.get(t)
  return def !== undefined && def.kind !== 'mass'
}

// ---------------------------------------------------------------------------------------------
// Resolving one item

interface ResolvedItem {
  text: string
  entry: IndexedFood
  quantity: number
  unit: string
  grams: number
  confidence: number
  nutrients: Nutrients
}

function matchFragment(p: ParsedFragment, index: FoodIndex): { match: FoodMatch; parsed: ParsedFragment } | null {
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
function resolveItem(
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
function itemText(description: string, start: number, end: number): string {
  // Close a bracket the item opened: "chicken breast (150 g)".
  const raw = description.slice(start, end)
  const opened = raw.split('(').length - raw.split(')').length
  if (opened > 0 && description[end] === ')') end++
  return description.slice(start, end).trim()
}

interface Entry {
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
const LOOSE_FACTOR = 0.7

/** Runs of the item's words that are food-like, unknown to every food and not in the food matched. */
function looseSpans(
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
function clauseItem(tokens: readonly Token[], cut: number, index: FoodIndex): { match: FoodMatch; parsed: ParsedFragment } | null {
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
const OUTER_PARTS: ReadonlySet<string> = new Set(['skin', 'peel', 'rind'].map((w) => canonicalTokens(w)[0]!))

/** Words that name a class of food, not a food ("a fruit", "a drink"): the group they name. */
const CLASS_WORDS: Readonly<Record<string, string>> = { fruit: 'fruit', vegetable: 'vegetables', veggie: 'vegetables', drink: 'drinks', beverage: 'drinks' }

/** Words that start a clause about an item rather than its name ("… for the walk home", "… to round things off"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['for', 'to', 'from', 'that', 'which', 'who', 'while', 'as', 'into', 'because', 'since', 'so'])

/**
 * A fragment no food names as a whole: its start up to a clause word ("two plums | to round things
 * off"), else its words without those no food knows ("a glossy large pear").
 * What is left out is reported as unmatched.
 */
function salvage(
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

/** At most this many "with" items are tried together as one dish. */
const MAX_MERGED = 4

/** Heads whose "with" items are toppings rather than side dishes ("yogurt with granola"). */
const TOPPED_CATEGORIES = new Set(['dairy', 'grains', 'bread', 'sweets', 'vegetables', 'fruit'])
const TOPPED_NAME =
  /\b(?:salad|sandwich|burger|taco|wrap|potato|toast|bagel|pancake|waffle|hot dog|burrito|nachos|oatmeal|porridge|cereal|yogurt|ice cream|crackers?)\b/i

/** A staple eaten by the plate: told "with" a relish or greens ("kimchi with rice", "cassava leaves
 * with rice", "greens with ugali") it is the meal's bulk, not a topping. */
const STAPLE_NAME = /^(?:rice, (?:white|brown)|rice, cooked|stiff maize porridge|couscous|fufu|injera)\b/i
/** Heads a staple may still top ("yogurt with rice" is a pudding's spoonful). */
const SWEET_HEADS: ReadonlySet<string> = new Set(['dairy', 'sweets', 'fruit'])

/** Bread or dough a dish is said to be on: what names the dish by its bread ("… on a bagel"). */
const BREAD_CATEGORIES: ReadonlySet<string> = new Set(['bread', 'grains'])

/**
 * A dish, the filling list it comes with, and the bread it is on ("X with A, B and C on D")
 * are one food when one food names the parts and the bread, and nothing that was not
 * written (the survey food naming dish, fillings and bread). The most parts win.
 */
function composeOnBread(head: Entry, withs: Entry[], bread: Entry | null, index: FoodIndex): void {
  if (bread && (!BREAD_CATEGORIES.has(bread.match.food.category) || (bread.parsed.quantity !== null && !bread.parsed.quantity.article))) return
  if (head.parsed.quantity?.value != null && head.parsed.quantity.value > 1) return
  const parts = withs
    .filter((w) => w !== bread && !w.dropped && !isLiquid(w.match.food) && (w.parsed.quantity === null || w.parsed.quantity.article))
    .slice(0, MAX_MERGED)
  if (parts.length === 0) return
  // Without a bread item, the bread the dish's own name says ("a bagel sandwich").
  // The bread item's own noun, when its words left it unsaid ("on whole wheat slices": bread).
  const breadWords = bread
    ? withNoun(
        bread.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t)),
        bread.match,
      )
    : ownBread(head, index)!
  const extraWords = bread ? breadWords : []
  let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const subset = parts.filter((_, i) => (mask >> i) & 1)
    if (best && subset.length <= best.covered.length) continue
    const words = keyTokens([...(bread ? head.parsed.rawWords : headWords(head)), ...subset.flatMap(partWords), ...extraWords])
    const m = index.match(words)
    if (m?.food.category !== 'dishes' || m.confidence < 0.6) continue
    const written = new Set(words)
    if ([...m.aliasTokens].some((t) => !written.has(t) && !FILLERS.has(t))) continue
    if (!mentions(m, breadWords) || !subset.every((w) => mentions(m, w.parsed.rawWords))) continue
    best = { m, covered: subset, words }
  }
  if (!best) return
  mergeInto(head, best.m, best.words)
  // "a bagel sandwich": "bagel" was read as the measure; it names the dish now.
  if (!bread && head.parsed.unitTentative) head.parsed = { ...head.parsed, unit: undefined, size: undefined, unitWords: [], unitTentative: false }
  for (const w of best.covered) w.dropped = true
  if (bread) {
    bread.dropped = true
    head.textEnd = Math.max(head.textEnd, bread.textEnd)
  } else for (const w of best.covered) head.textEnd = Math.max(head.textEnd, w.textEnd)
}

function withNoun(words: string[], m: FoodMatch): string[] {
  const unsaid = [...m.aliasTokens].filter((t) => !words.includes(t) && !FILLERS.has(t))
  return unsaid.length === 1 && words.some((t) => m.aliasTokens.has(t)) ? [...words, unsaid[0]!] : words
}

/** "a bagel sandwich", "an english muffin sandwich": the words before a sandwich's noun that name
 * a bread by themselves, or null. */
function ownBread(head: Entry, index: FoodIndex): string[] | null {
  const words = headWords(head)
  const noun = head.match.head
  const at = words.lastIndexOf(noun)
  if (!HOLDS_BREAD_NOUNS.has(noun) || at < 1) return null
  const before = words.slice(0, at).filter((t) => !COOKING_WORDS.has(t) && !FILLERS.has(t))
  if (before.length === 0 || before.length > 2) return null
  const m = index.match(before)
  return m?.exact && BREAD_CATEGORIES.has(m.food.category) ? before : null
}
/** The head's words, with a measure word read before its noun ("a bagel sandwich"). */
function headWords(head: Entry): string[] {
  const p = head.parsed
  return p.unitTentative && !p.size ? [...p.unitWords, ...p.rawWords] : p.rawWords
}
const HOLDS_BREAD_NOUNS: ReadonlySet<string> = new Set(['sandwich', 'burger', 'sub', 'wrap', 'panini'])

/** A part's words, with a size word read from it that may be its kind ("regular peanut butter"). */
function partWords(w: Entry): string[] {
  const p = w.parsed
  return p.unitTentative && p.quantity === null && !p.unit ? [...p.unitWords, ...p.rawWords] : p.rawWords
}

function applyWithRules(head: Entry, withs: Entry[], index: FoodIndex): void {
  // A drink made of what is listed ("smoothie with banana, strawberries and spinach").
  if (isLiquid(head.match.food) && withs.filter((w) => !isLiquid(w.match.food)).length >= 2) {
    head.dropped = true
    for (const w of withs) w.head = -1
    return
  }
  // A more specific dish: "caesar salad with grilled chicken" is a chicken caesar salad, "omelette
  // with ham, cheese and mushrooms" a ham and cheese omelette (with mushrooms on the side).
  const open = withs.filter((w) => w.parsed.quantity === null && !isLiquid(w.match.food)).slice(0, MAX_MERGED)
  if (open.length >= 2) {
    // The dish that takes in the most of them: every subset of up to MAX_MERGED items.
    let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
    for (let mask = 1; mask < 1 << open.length; mask++) {
      const subset = open.filter((_, i) => (mask >> i) & 1)
      if (subset.length < 2 || (best && subset.length <= best.covered.length)) continue
      const words = keyTokens([...head.parsed.rawWords, ...subset.flatMap((w) => w.parsed.rawWords)])
      const m = index.match(words)
      if (m && refines(m, head, words) && subset.every((w) => mentions(m, w.parsed.rawWords))) best = { m, covered: subset, words }
    }
    if (best) {
      mergeInto(head, best.m, best.words)
      for (const w of best.covered) w.dropped = true
    }
  }
  composeFillings(head, withs, index)
  // "an empanada stuffed with beef and onions", "a calzone stuffed with cheese": a filled dish
  // (not a sandwich, whose filling names which one it is) holds its fillings already.
  if (head.match.food.category === 'dishes' && !HOLDS_BREAD_NOUNS.has(head.match.head)) {
    for (const w of withs)
      if (!w.dropped && w.filling && w.parsed.quantity === null && !isLiquid(w.match.food) && kindWord(w.match) !== undefined) w.dropped = true
  }
  for (const w of withs) {
    if (w.dropped) continue
    // "pizza with a thick crust": the dish's own part, matched as the dish again.
    if (partOfDish(head, w)) {
      const combined = keyTokens([...head.parsed.rawWords, ...w.parsed.rawWords])
      const m = index.match(combined)
      if (m && (m.food === head.match.food || refines(m, head, combined))) {
        if (m.food !== head.match.food) mergeInto(head, m, combined)
      }
      // Even when no food names the dish with its part, the part is the dish's, never a second
      // dish: "a ham pizza, thin-crusted" read as pizza and crust is one pizza.
      w.dropped = true
      continue
    }
    // "biscuits with my tea" are not tea biscuits: a drink on the side stays a drink.
    if (w.parsed.quantity === null && !isLiquid(w.match.food)) {
      const combined = keyTokens([...head.parsed.rawWords, ...w.parsed.rawWords])
      const m = index.match(combined)
      if (m && refines(m, head, combined) && mentions(m, w.parsed.rawWords)) {
        mergeInto(head, m, combined)
        w.dropped = true
        continue
      }
    }
    // Part of the dish already: "ramen with pork and an egg", "pho with beef".
    // Or what a dish is filled with that its own name says ("a parfait bursting with fruit").
    if (
      (w.parsed.quantity === null || w.parsed.quantity.article) &&
      (head.match.food.category === 'dishes' || w.filling) &&
      index.dishNames(head.match.food.id, w.match.head)
    )
      w.dropped = true
    // "a sweet roll with a sugar glaze" matched to "Sweet roll, with sugar glaze": the food's
    // own name says what it comes with, so that is not a second item.
    else if (
      (w.parsed.quantity === null || w.parsed.quantity.article) &&
      !w.parsed.unit &&
      !w.parsed.size &&
      nameSaysWith(head.match.food, w.parsed.foodTokens)
    )
      w.dropped = true
  }
  let extendTo = -1
  for (const w of withs) {
    if (!w.dropped) break
    extendTo = w.textEnd
  }
  if (extendTo > head.textEnd) head.textEnd = extendTo
  const liquidHead = isLiquid(head.match.food)
  const topped = !liquidHead && (TOPPED_CATEGORIES.has(head.match.food.category) || TOPPED_NAME.test(head.match.food.name))
  for (const w of withs) {
    if (w.dropped || w.parsed.quantity !== null) continue
    if (liquidHead) w.splash = true
    else if (topped && !(STAPLE_NAME.test(w.match.food.name) && !SWEET_HEADS.has(head.match.food.category))) w.topping = true
  }
}

/**
 * The kind of food a filling is, as dish names say it: "a calzone loaded with sausage and cheese"
 * is a calzone with meat and cheese, "a burrito stuffed with steak and peppers" one with meat and
 * vegetables.
 */
function kindWord(m: FoodMatch): string | undefined {
  switch (m.food.category) {
    case 'meat':
      return 'meat'
    case 'fish':
      return 'fish'
    case 'vegetables':
      return 'vegetable'
    case 'fruit':
      return 'fruit'
    case 'legumes':
      return 'bean'
    case 'dairy':
      return m.aliasTokens.has('cheese') ? 'cheese' : undefined
    default:
      return undefined
  }
}

/** At most this many fillings are tried in every combination of their own words and their kind. */
const MAX_FILLINGS = 3

/**
 * A dish and what it is filled with, as one food when one is named by both: each filling by its
 * own words or by its kind ("sausage" → meat); the dish that takes in the most fillings wins.
 */
function composeFillings(head: Entry, withs: Entry[], index: FoodIndex): void {
  const open = withs
    .filter((w) => !w.dropped && w.filling && (w.parsed.quantity === null || w.parsed.quantity.article) && !isLiquid(w.match.food))
    .slice(0, MAX_FILLINGS)
  if (open.length === 0) return
  const forms = open.map((w) => {
    const own = w.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t))
    const kind = kindWord(w.match)
    return kind && !own.includes(kind) ? [own, [kind]] : [own]
  })
  let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
  const choice = new Array<number>(open.length).fill(0)
  const visit = (i: number, mask: number): void => {
    if (i === open.length) {
      const covered = open.filter((_, k) => (mask >> k) & 1)
      if (covered.length === 0 || (best && covered.length <= best.covered.length)) return
      const parts = covered.map((w) => forms[open.indexOf(w)]![choice[open.indexOf(w)]!]!)
      const words = keyTokens([...head.parsed.rawWords, ...parts.flat()])
      const m = index.match(words)
      // The dish as matched may already be the one that names them ("calzone" → with meat and cheese).
      if (m && (m.food === head.match.food || refines(m, head, words)) && parts.every((p) => mentions(m, p))) best = { m, covered, words }
      return
    }
    visit(i + 1, mask) // left out
    for (let f = 0; f < forms[i]!.length; f++) {
      choice[i] = f
      visit(i + 1, mask | (1 << i))
    }
  }
  visit(0, 0)
  if (best) {
    if (best.m.food !== head.match.food) mergeInto(head, best.m, best.words)
    for (const w of best.covered) w.dropped = true
  }
  // The bread a filled dish is on is the dish's own ("a sandwich filled with egg salad on rye").
  for (const w of open)
    if (!w.dropped && w.qualifier && (w.match.food.category === 'bread' || w.match.food.category === 'grains') && head.match.food.category !== 'bread')
      w.dropped = true
}

/** An item that does not name the dish but was matched as a food of that name and kind ("pizza …
 * on a thin crust" → a thin-crust pizza), with no count of its own: a part of the dish, not a second one. */
function partOfDish(head: Entry, found: { match: FoodMatch; parsed: ParsedFragment }): boolean {
  const q = found.parsed.quantity
  if ((q !== null && q.article !== true) || found.match.food.category !== head.match.food.category || isLiquid(found.match.food)) return false
  return dishNouns(head.match).some((h) => found.match.aliasTokens.has(h) && !found.parsed.rawWords.includes(h))
}

/** The dish's noun: its alias's head, or when that is a measure ("pizza slice"), the alias's other words. */
function dishNouns(m: FoodMatch): string[] {
  const h = m.head
  if (h === '') return []
  if (!UNITS.has(h)) return [h]
  return [...m.aliasTokens].filter((t) => t !== h && !UNITS.has(t) && !FILLERS.has(t) && !COOKING_WORDS.has(t))
}

/** A food more specific than the head's names the head and this item too ("pizza" + "medium crust"). */
function namesBoth(head: Entry, found: { match: FoodMatch; parsed: ParsedFragment }, index: FoodIndex): boolean {
  const words = keyTokens([...head.parsed.rawWords, ...found.parsed.rawWords])
  const m = index.match(words)
  return m !== null && refines(m, head, words) && mentions(m, found.parsed.rawWords)
}

/** `m` names the head's food and more, and nothing that was not written. */
function refines(m: FoodMatch, head: Entry, combined: readonly string[]): boolean {
  if (m.food === head.match.food || m.head !== head.match.head) return false
  const all = new Set(combined)
  for (const t of m.aliasTokens) if (!all.has(t)) return false
  for (const t of head.match.aliasTokens) if (!COOKING_WORDS.has(t) && !m.aliasTokens.has(t)) return false
  return true
}

/** The food's name has "with" and names every telling word of the item ("sugar topping"). */
function nameSaysWith(food: Food, tokens: readonly string[]): boolean {
  const name = foodNameWords(food)
  if (!name.has('with')) return false
  const telling = tokens.filter((t) => !TASTE_WORDS.has(t) && !FILLERS.has(t) && !COOKING_WORDS.has(t) && !POSSESSIVES.has(t))
  return telling.length > 0 && telling.every((t) => name.has(t))
}

function mentions(m: FoodMatch, words: readonly string[]): boolean {
  return words.some((t) => m.aliasTokens.has(t) && !COOKING_WORDS.has(t))
}

function mergeInto(head: Entry, m: FoodMatch, words: string[]): void {
  head.match = { ...m, confidence: Math.min(m.confidence, head.match.confidence) }
  head.parsed = { ...head.parsed, rawWords: words, foodTokens: words }
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
/** Words that tell how a food tasted or felt, never a food by themselves (canonical forms). */
const TASTE_WORDS: ReadonlySet<string> = new Set(
  [
    'sweet',
    'sour',
    'salty',
    'savory',
    'spicy',
    'tangy',
    'zesty',
    'bitter',
    'crunchy',
    'crispy',
    'crumbly',
    'chewy',
    'creamy',
    'rich',
    'gooey',
    'juicy',
    'tender',
    'moist',
    'fluffy',
    'flaky',
    'smooth',
    'buttery',
    'fruity',
    'nutty',
    'sticky',
    'silky',
    'velvety',
    'refreshing',
    'tasty',
    'flavorful',
    'perfectly',
    'so',
    'very',
    'just',
    'right',
    'nicely',
    'slightly',
    'too',
    'really',
    'deliciously',
    'satisfying',
    'filling',
    'taste',
    'flavor',
    'flavour',
    'texture',
    'aftertaste',
  ].map((w) => canonicalTokens(w)[0]!),
)

const POSSESSIVES: ReadonlySet<string> = new Set(['its', 'their', 'his', 'her'])

/** "a snack", "a quick little snack": a meal word, and besides it only words that say how it was
 * (words no food's name has, taste words): the meal, not a food eaten in it ("fruit snacks"). */
function onlyTheMeal(tokens: readonly string[], index: FoodIndex): boolean {
  let meal = false
  for (const t of tokens) {
    if (MEAL_LABELS.has(t)) meal = true
    else if (!(TASTE_WORDS.has(t) || FILLERS.has(t) || POSSESSIVES.has(t) || !index.recognises(t))) return false
  }
  return meal
}

/** Words that point back to the item before ("a cup of it"). */
const BACK_REFERENCES: ReadonlySet<string> = new Set(['it', 'them', 'that', 'those'])
const NEGATIONS: ReadonlySet<string> = new Set(['no', 'without', 'minus', 'skip', 'skipped', 'except'])

/** Words that make a food named again a second helping, not the same one told again. */
const AGAIN_WORDS = /\b(?:another|more|second|seconds|again|refill|extra|later)\b/i
const SENTENCE_MEALS = [...MEAL_WORDS].filter((w) => w !== 'tea').map((w) => ({ w, re: new RegExp(`\\b${w}\\b`) }))

/**
 * A later sentence that names a food an earlier one did (or only its head noun: "one bar")
 * tells the same meal again, unless it names a meal the earlier ones did not ("Breakfast was
 * toast. Lunch was toast too.") or says it was another helping.
 */
function dropRetold(entries: Entry[], description: string, sentenceEnds: readonly number[], sentenceStarts: readonly number[]): void {
  // Where each sentence starts: after the full stop that ends the one before, not after its last
  // item (an "extra" at the end of the sentence before belongs to that sentence).
  const starts: number[] = []
  for (let s = 0; s < sentenceEnds.length; s++) {
    const prev = s === 0 ? 0 : (sentenceEnds[s - 1] ?? 0)
    const stop = s === 0 ? -1 : description.slice(prev, sentenceStarts[s] ?? prev).search(/[.!?][^.!?]*$/)
    starts.push(stop >= 0 ? prev + stop + 1 : prev)
  }
  const meals: Array<Set<string>> = []
  for (let s = 0; s < sentenceEnds.length; s++) {
    const from = starts[s]!
    const words = description.slice(from, sentenceEnds[s] ?? from).toLowerCase()
    meals.push(new Set(SENTENCE_MEALS.filter((m) => m.re.test(words)).map((m) => m.w)))
  }
  /** later sentences that tell the meal again: their first item was told before */
  const retelling = new Set<number>()
  entries.forEach((e, i) => {
    if (e.head >= 0 || e.dropped) return
    const only = e.parsed.foodTokens.length === 1 ? e.parsed.foodTokens[0]! : undefined
    // Once a later sentence is a retelling, each of its items is weighed as one, not only its first.
    const inRetelling = e.sentence > 0 && retelling.has(e.sentence)
    if (!inRetelling && (e.sentence === 0 || (i > 0 && entries[i - 1]!.sentence === e.sentence))) {
      // Later in the same sentence, one of only the head noun of a food told before ("one
      // sandwich" after a named sandwich), with no words of its own, is that food again.
      if (i === 0 || only === undefined || !retoldCount(e.parsed)) return
      if (AGAIN_WORDS.test(description.slice(entries[i - 1]!.textEnd, e.textEnd))) return
      const told = entries.some(
        (p, k) =>
          k < i &&
          !p.dropped &&
          p.head < 0 &&
          p.match.food.id !== e.match.food.id &&
          p.parsed.foodTokens.length > 1 &&
          p.parsed.foodTokens.includes(only) &&
          p.match.aliasTokens.has(only),
      )
      if (told) e.dropped = true
      return
    }
    if (AGAIN_WORDS.test(description.slice(starts[e.sentence] ?? 0, e.textEnd))) return
    const earlierMeals = new Set<string>()
    for (let s = 0; s < e.sentence; s++) for (const m of meals[s] ?? []) earlierMeals.add(m)
    if ([...(meals[e.sentence] ?? [])].some((m) => !earlierMeals.has(m))) return
    const told = entries.some(
      (p) =>
        p !== e &&
        p.sentence < e.sentence &&
        !p.dropped &&
        p.head < 0 &&
        (p.match.food.id === e.match.food.id || (only !== undefined && p.parsed.foodTokens.includes(only))),
    )
    if (told) {
      e.dropped = true
      retelling.add(e.sentence)
    }
  })
  // What came with a retold item is retold with it.
  entries.forEach((e) => {
    if (e.head >= 0 && entries[e.head]!.dropped) e.dropped = true
  })
}

/** One of it, no amount named ("one sandwich", "a sandwich", "sandwich"): how a food is told again. */
function retoldCount(p: ParsedFragment): boolean {
  if (p.unit || p.size) return false
  return p.quantity === null || (p.quantity.value === 1 && !p.quantity.vague)
}

// ---------------------------------------------------------------------------------------------
// A dish told by its parts: "a ham, egg, and cheese omelet", "a turkey, bacon and swiss sandwich
// on a roll". The commas and "and" split it into items, yet the last one ends in the dish's noun
// and the earlier ones are bare parts (no amount of their own). When one food names the dish and
// every part, the run is that one item, not a list of separate foods.

/** At most this many fragments are read as one dish told by its parts. */
const MAX_PARTS = 5
/** A part is a few words: longer fragments are items of their own. */
const MAX_PART_WORDS = 3

function joinNamedParts(text: string, fragments: Fragment[], index: FoodIndex): Fragment[] {
  if (fragments.length < 2) return fragments
  const out: Fragment[] = []
  let i = 0
  while (i < fragments.length) {
    const run = partRunFrom(fragments, i, index)
    if (run) {
      const first = fragments[i]!
      const last = fragments[run.end]!
      const tokens = runTokens(fragments, i, run.end)
      out.push({
        tokens,
        text: text.slice(first.start, last.end).trim(),
        start: first.start,
        end: last.end,
        via: first.via,
        sep: first.sep,
        title: last.title,
        whole: true,
      })
      i = run.end + 1
      continue
    }
    out.push(fragments[i]!)
    i++
  }
  return out
}

/** A dish told by its parts is one of it: a part read as a unit ("a sausage, egg and cheese
 * sandwich": "sausage" is also a portion) is a word of its name. */
function wholeDish(p: ParsedFragment): ParsedFragment {
  if (!p.unitTentative || p.unitWords.length === 0) return p
  const words = keyTokens([...p.unitWords, ...p.rawWords])
  return { ...p, foodTokens: words, rawWords: words, size: undefined, unit: undefined, unitWords: [], unitTentative: false }
}

/** The tokens of fragments i..end as one item; "on" and "in" dropped, so that the bread the dish
 * is on names it ("… sandwich on a biscuit" → the survey's "… on biscuit") instead of qualifying it. */
function runTokens(fragments: readonly Fragment[], i: number, end: number): Token[] {
  const out: Token[] = []
  for (let j = i; j <= end; j++) for (const t of fragments[j]!.tokens) if (!(t.kind === 'word' && (t.word === 'on' || t.word === 'in'))) out.push(t)
  return out
}

/** Fragments i..end that one food names as a whole, longest first; null when none does. */
function partRunFrom(fragments: readonly Fragment[], i: number, index: FoodIndex): { end: number } | null {
  const first = fragments[i]!
  // What comes "with" or "on" an item before is that item's, not the start of a dish.
  if (first.title || (first.via !== undefined && first.via !== 'and' && first.via !== 'plus' && first.via !== 'then')) return null
  /** The words naming the fragment's food ("a sausage": "sausage" was read as a unit), or null when it has an amount. */
  const partWords = (f: Fragment, amountOk: boolean): string[] | null => {
    const p = parseFragment(f.tokens, index)
    const words = p.unitTentative || p.foodTokens.length === 0 ? [...p.unitWords, ...p.foodTokens] : p.foodTokens
    if (!amountOk && (p.quantity !== null || (p.unitWords.length > 0 && !p.unitTentative))) return null
    return words.length > 0 ? words : null
  }
  const firstWords = partWords(first, true)
  // A part is one bare food: "nachos with cheese" is a dish already.
  if (!firstWords || firstWords.length > MAX_PART_WORDS || firstWords.some((t) => JOINERS.has(t))) return null
  // The parts: bare fragments joined by commas or "and" (only the first may have an amount: "a").
  const joined = (f: Fragment) => !f.title && (f.via === 'and' || (f.via === undefined && f.sep === ','))
  const words: string[][] = [firstWords]
  let k = i
  while (k + 1 < fragments.length && k + 1 - i < MAX_PARTS && joined(fragments[k + 1]!)) {
    const w = partWords(fragments[k + 1]!, false)
    if (!w) break
    k++
    words.push(w)
    if (fragments[k]!.via === 'and') break
  }
  // The last names the dish: its part and the dish's noun ("sausage sandwich"), longest run first.
  for (let last = k; last > i; last--) {
    const lastWords = words[last - i]!
    if (lastWords.length < 2) continue
    if (words.slice(1, last - i).some((w) => w.length > MAX_PART_WORDS || w.some((t) => JOINERS.has(t)))) continue
    // "… sandwich on a biscuit", "… with an English muffin": the dish's bread may follow.
    const bread = fragments[last + 1]
    const ends = bread && (bread.via === 'on' || bread.via === 'in') && !bread.title ? [last + 1, last] : [last]
    for (const end of ends) {
      const parsed = wholeDish(parseFragment(runTokens(fragments, i, end), index))
      if (parsed.foodTokens.length === 0) continue
      const found = matchFragment(parsed, index)
      if (!found || found.match.confidence < 0.6) continue
      const m = found.match
      let ok = true
      for (let j = i; j <= end && ok; j++) {
        const w = (j - i < words.length ? words[j - i]! : parseFragment(fragments[j]!.tokens, index).foodTokens).filter(
          (t) => index.knows(t) && !COOKING_WORDS.has(t) && !FILLERS.has(t),
        )
        // The dish's own noun does not count as naming the last part ("sausage sandwich").
        const own = j === last && w.length > 1 ? w.slice(0, -1) : w
        if (own.length === 0 || !own.some((t) => m.aliasTokens.has(t))) ok = false
      }
      if (ok) return { end }
    }
  }
  return null
}

export function analyzeMeal(input: MealInput, index: FoodIndex): MealAnalysis {
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
    resolved.push(resolveItem(index, text, e.parsed, e.match, multiplier, role))
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
    const mean =
      kcal > 0 ? resolved.reduce((s, r) => s + r.confidence * r.nutrients.calories, 0) / kcal : resolved.reduce((s, r) => s + r.confidence, 0) / resolved.length
    const share = unmatchedChars / Math.max(1, matchedChars + unmatchedChars)
    confidence = round(mean * (1 - share), 2)
  }
  return { items, totals, unmatched, confidence }
}
