// Pass "amounts": each fragment's amount, size and unit words, and the words left to name its food.
// Reads `fragments`; writes `mentions` (one per fragment that may name a food, with its sentence,
// its words and what parseFragment reads of it) and counts as read the text of fragments that name
// no food by design: what was not eaten ("no bun", "hold the mayo"), words that only tell how the
// food before tasted ("…, perfectly sweet"), the meal itself ("as a lovely snack"). Pure filler
// ("for breakfast I had") is dropped. A quantity is digits, decimals, fractions, number words,
// "a couple of", "half a dozen", ranges; then a size word and/or a unit; a quantity may also follow
// the food ("chicken breast 150 g", "eggs x2").

import type { FoodIndex } from '../food-index.js'
import { FILLERS, JOINERS, MEAL_LABELS, MEAL_WORDS, NUMBER_WORDS, STOP_WORDS, canonicalTokens, keyTokens } from '../normalize.js'
import type { Token } from '../tokenize.js'
import { UNITS, type UnitDef } from '../units.js'
import { rows, words } from '../knowledge.js'
import type { Context, Pass, Rules, State } from './state.js'

export const amounts: Pass = {
  name: 'amounts',
  run(state: State): void {
    const { description } = state
    let sentence = 0
    for (const raw of state.fragments) {
      if (raw.sep === '.' || raw.sep === '!' || raw.sep === '?') sentence++
      // "no bun", "without cheese", "hold the mayo": what was not eaten is neither an item nor unmatched.
      const words = raw.tokens.map((t) => (t.kind === 'word' ? description.slice(t.start, t.end).toLowerCase() : ''))
      const lead = words[0] === 'but' ? 1 : 0
      if ((NEGATIONS.has(words[lead] ?? '') || NEGATIONS.has(`${words[lead]} ${words[lead + 1]}`)) && state.rules.on('not-eaten')) {
        state.matchedChars += raw.text.length
        continue
      }
      const cut = state.rules.on('without-cut') ? words.indexOf('without') : -1
      const kept = cut > 0 ? { ...raw, tokens: raw.tokens.slice(0, cut), end: raw.tokens[cut - 1]!.end } : raw
      // "a hamburger 1/4 of lb", "a steak 8 oz": a weight or volume after the food, read as before it.
      const first = state.rules.on('amount-after-counted-food') ? amountFirst(kept.tokens, state) : null
      const fragment = first ? { ...kept, tokens: first } : kept
      let parsed = parseFragment(fragment.tokens, state)
      if (raw.whole && state.rules.on('whole-dish')) parsed = wholeDish(parsed)
      // Pure filler ("for breakfast I had") is neither an item nor unmatched.
      if (parsed.foodTokens.length === 0 && parsed.unitWords.length === 0 && !parsed.quantity && state.rules.on('filler')) continue
      // "…, perfectly sweet and crumbly": words that only tell how the food before tasted.
      // "… as a lovely snack": the meal itself, with words no food has, is no food either.
      if (
        (!parsed.quantity || parsed.quantity.article) &&
        parsed.unitWords.length === 0 &&
        parsed.foodTokens.length > 0 &&
        ((parsed.foodTokens.every((t) => TASTE_WORDS.has(t) || FILLERS.has(t) || POSSESSIVES.has(t)) && state.rules.on('taste-words')) ||
          (onlyTheMeal(parsed.foodTokens, state.index) && state.rules.on('only-the-meal')))
      ) {
        state.matchedChars += raw.text.length
        continue
      }
      state.mentions.push({ fragment, sentence, words, parsed, found: null, end: fragment.end, loose: [] })
    }
  },
}

/** Words that tell how a food tasted or felt, never a food by themselves (canonical forms). */
export const TASTE_WORDS: ReadonlySet<string> = new Set(words('taste').map((w) => canonicalTokens(w)[0]!))
export const POSSESSIVES: ReadonlySet<string> = new Set(words('possessive'))
/** Words that place an item in the meal ("as part of my dinner"), naming no food. */
const MEAL_PLACES: ReadonlySet<string> = new Set(words('meal-place'))
/** What was not eaten: "no bun", "without cheese", "hold the mayo" (a word, or two). */
const NEGATIONS: ReadonlySet<string> = new Set(words('negation'))

/** "a snack", "a quick little snack": a meal word, and besides it only words that say how it was
 * (words no food's name has, taste words): the meal, not a food eaten in it ("fruit snacks"). */
export function onlyTheMeal(tokens: readonly string[], index: FoodIndex): boolean {
  let meal = false
  for (const t of tokens) {
    if (MEAL_LABELS.has(t)) meal = true
    else if (!(TASTE_WORDS.has(t) || FILLERS.has(t) || POSSESSIVES.has(t) || MEAL_PLACES.has(t) || !index.recognises(t))) return false
  }
  return meal
}

/** A dish told by its parts is one of it: a part read as a unit ("a sausage, egg and cheese
 * sandwich": "sausage" is also a portion) is a word of its name. */
export function wholeDish(p: ParsedFragment): ParsedFragment {
  if (!p.unitTentative || p.unitWords.length === 0) return p
  const words = keyTokens([...p.unitWords, ...p.rawWords])
  return { ...p, foodTokens: words, rawWords: words, size: undefined, unit: undefined, unitWords: [], unitTentative: false }
}

interface Quantity {
  value: number | null
  /** only an article: "a banana" */
  article?: boolean
  vague: boolean
  /** A factor of the default portion ("a little", "lots of"), when there is no number. */
  relative: number | null
}

export interface ParsedFragment {
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
  /** "1 can of cola 12 fl oz": the amount as counted, before the weight or volume after the food was
   * read as the item's (the weigh pass keeps the count when that measure is far beyond it). */
  counted?: Pick<ParsedFragment, 'quantity' | 'size' | 'unit' | 'unitWords' | 'unitTentative' | 'words'>
}

/** Words skipped at the start of an item ("I had", "about", "approximately"). */
export const LEADING_SKIP: ReadonlySet<string> = new Set(words('leading-skip'))
const CALORIE_WORDS: ReadonlySet<string> = new Set(words('calorie-word'))
/** "an English muffin weighing 58 g": the weight after such a word is the item's. */
const WEIGHING_WORDS: ReadonlySet<string> = new Set(words('weighing-word'))
/** Words after "single" that make it a kind of portion ("single serving bag", "single-serve cup"). */
const SINGLE_PORTION: ReadonlySet<string> = new Set(words('single-portion'))
/** "a couple of", "several": a count, vague or not, after an article or bare. */
const COUNT_WORDS: ReadonlyMap<string, { value: number; vague: boolean; afterArticle: boolean; bare: boolean }> = new Map(
  rows('count-word').map((r) => [r.word!, { value: r.value!, vague: r.vague === true, afterArticle: r.after_article === true, bare: r.bare === true }]),
)
// Plain objects, looked up as before the tables were data.
const PART_WORDS: Record<string, number> = Object.fromEntries(rows('part').map((r) => [r.word!, r.value!]))
/** "a little rice", "a lot of pasta": factors of the default portion (canonical words: lots → lot). */
const RELATIVE_WORDS: Record<string, number> = Object.fromEntries(rows('relative').flatMap((r) => (r.after_article ? [[r.word!, r.value!]] : [])))
/** The same without an article: "lots of rice", "plenty of water". */
const BARE_RELATIVE_WORDS: Record<string, number> = Object.fromEntries(rows('relative').flatMap((r) => (r.bare ? [[r.word!, r.value!]] : [])))

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
function quantityAt(tokens: readonly Token[], i: number, rules: Rules): { q: Quantity; next: number } | null {
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
    if (tokens[i + 1]?.kind === 'num') return quantityAt(tokens, i + 1, rules)
    if (nextWord !== undefined) {
      if (nextWord === 'half' && w(tokens[i + 2]) === 'dozen') return { q: exact(6), next: i + 3 }
      const part = PART_WORDS[nextWord]
      if (part !== undefined) return { q: exact(part), next: i + 2 }
      if (nextWord === 'dozen') return { q: exact(12), next: i + 2 }
      const count = COUNT_WORDS.get(nextWord)
      if (count?.afterArticle && rules.on('count-words')) return { q: { value: count.value, vague: count.vague, relative: null }, next: i + 2 }
      const rel = RELATIVE_WORDS[nextWord]
      if (rel !== undefined && rules.on('relative-amount')) return { q: { value: null, vague: true, relative: rel }, next: i + 2 }
      const n = numberAt(tokens, i + 1)
      if (n && tokens[i + 1]!.kind === 'word') return { q: exact(n.value), next: n.next } // "a hundred"
    }
    return { q: { value: 1, vague: false, relative: null, article: true }, next: i + 1 }
  }
  if (word !== undefined) {
    const count = COUNT_WORDS.get(word)
    if (count?.bare && rules.on('count-words')) return { q: { value: count.value, vague: count.vague, relative: null }, next: i + 1 }
    if (word === 'dozen') return { q: exact(12), next: i + 1 }
    const rel = BARE_RELATIVE_WORDS[word]
    if (rel !== undefined && rules.on('relative-amount')) return { q: { value: null, vague: true, relative: rel }, next: i + 1 }
  }
  const n = numberAt(tokens, i)
  if (!n) return null
  let value = n.value
  let next = n.next
  let vague = false
  // Ranges: "2-3", "2 to 3", "2 or 3", "two or three"
  const sep = w(tokens[next])
  if ((sep === 'to' || sep === 'or') && rules.on('range')) {
    const n2 = numberAt(tokens, next + 1)
    if (n2 && n2.value > value) {
      value = (value + n2.value) / 2
      next = n2.next
      vague = true
    }
  }
  // "one and a half", "2 and 1/2", "1 and a quarter"
  const t = tokens[next]
  if (t && t.kind === 'word' && t.word === 'and' && rules.on('and-in-amount')) {
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

/**
 * A food then its weight or volume, and nothing after ("a hamburger 1/4 of lb", "a coffee 12 oz"):
 * the tokens with the amount first ("1/4 lb hamburger"), the number standing where the food began
 * so the item is still quoted whole; null when the fragment is not so.
 */
function amountFirst(tokens: readonly Token[], ctx: Context): Token[] | null {
  let k = tokens.length - 1
  while (k >= 0 && tokens[k]!.kind !== 'num') k--
  if (k < 1) return null
  const at = w(tokens[k + 1]) === 'of' ? k + 2 : k + 1
  const u = unitAt(tokens, at, ctx, 'unit')
  if (!u || u.next !== tokens.length || (u.def.kind !== 'mass' && u.def.kind !== 'volume')) return null
  // (Without the article, "chicken breast 150 g" is amount-after-food's.)
  if (w(tokens[0]) !== 'a' && w(tokens[0]) !== 'an') return null
  const food = tokens.slice(1, k)
  // ("an English muffin weighing 58 g" is weight-after-food's)
  if (food.length === 0 || !food.every((t) => t.kind === 'word' && !WEIGHING_WORDS.has(t.word!))) return null
  return [{ ...tokens[k]!, start: food[0]!.start }, ...tokens.slice(at, u.next), ...food]
}

/** A unit or size phrase at token i (up to two words). */
function unitAt(
  tokens: readonly Token[],
  i: number,
  { index }: Context,
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

export function parseFragment(tokens: readonly Token[], ctx: Context): ParsedFragment {
  let i = 0
  // Leading filler: "I had", "about", "for breakfast".
  for (;;) {
    const word = w(tokens[i])
    if (word === undefined) break
    if (word === 'for' && MEAL_WORDS.has(w(tokens[i + 1]) ?? '') && ctx.rules.on('for-meal')) {
      i += 2
      continue
    }
    if (LEADING_SKIP.has(word) && ctx.rules.on('leading-filler')) {
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

  const { rules } = ctx
  let q = quantityAt(tokens, i, rules)
  let calorieLabel: number | undefined
  // "a 100-calorie pack of cookies": the number is the pack's energy, not a count.
  if (q && q.q.value !== null && CALORIE_WORDS.has(w(tokens[q.next]) ?? '') && rules.on('calorie-label')) {
    calorieLabel = q.q.value
    consumed.add(q.next)
    q = { q: exact(1), next: q.next + 1 }
  }
  let j = i
  // "2 small 12 oz cans of cola", "small 16.9 fl oz bottle of water" (no article, as typed in
  // haste): a count, or none, then describing words and a weight or volume a piece: the amount is
  // the count times it.
  if ((q === null || (!q.q.article && !q.q.vague && q.q.value !== null && Number.isInteger(q.q.value))) && rules.on('count-of-sized')) {
    const from = q?.next ?? i
    let k = from
    // only size words between ("2 chicken breasts 150 g" is 150 g in all)
    for (let s = unitAt(tokens, k, ctx, 'size'); s && k < from + 3; s = unitAt(tokens, k, ctx, 'size')) k = s.next
    // and a household measure the weight or volume is of ("1 bottle 20 fl oz soda", "1 can (12 fl
    // oz) cola", as typed and as translations keep a label's order): the measure's own amount
    const held = q !== null && tokens[k]?.kind === 'word' && rules.on('measure-before-amount') ? unitAt(tokens, k, ctx, 'unit') : null
    if (held && held.def.kind === 'household' && !held.def.dimension && tokens[held.next]?.kind === 'num') k = held.next
    const u = tokens[k]?.kind === 'num' ? unitAt(tokens, k + 1, ctx, 'unit') : null
    // a measure or the food after it ("small 12 oz can of cola", not "chicken breast 150 g")
    const then = u !== null && tokens[u.next]?.kind === 'word'
    const after = then && (u.def.kind === 'mass' || u.def.kind === 'volume') && (q !== null || k > from) ? quantityAt(tokens, k, rules) : null
    if (after && after.q.value !== null) {
      markRange(i, k)
      q = { q: { ...after.q, value: (q?.q.value ?? 1) * after.q.value }, next: after.next }
    }
  }
  // "a chilled 330 ml lemonade", "a warm 80 g muffin": the amount comes after describing words,
  // which then describe rather than name the food.
  if (q?.q.article && rules.on('amount-after-describing')) {
    for (let k = q.next; k < Math.min(tokens.length, q.next + 4); k++) {
      const t = tokens[k]!
      if (t.kind === 'num') {
        const u = unitAt(tokens, k + 1, ctx, 'unit')
        if (u && (u.def.kind === 'mass' || u.def.kind === 'volume') && k > q.next) {
          markRange(i, k)
          const after = quantityAt(tokens, k, rules)
          q = after && { q: after.q, next: after.next }
        }
        break
      }
      // "a small apple weighing 150 g": what comes before a weighing word names the food.
      if (t.kind !== 'word' || JOINERS.has(t.word!) || WEIGHING_WORDS.has(t.word!)) break
    }
  }
  let numberWord: string | undefined
  if (q) {
    quantity = q.q
    markRange(i, q.next)
    j = q.next
    const last = w(tokens[q.next - 1])
    if (last !== undefined && NUMBER_WORDS.has(last) && q.next - i <= 2) numberWord = last
    // "a Quarter Pounder": so may a part word after an article.
    if (last !== undefined && PART_WORDS[last] !== undefined && q.next - i === 2 && (w(tokens[i]) === 'a' || w(tokens[i]) === 'an')) numberWord = last
    // "a 100 Grand bar", "a 7 Up": a whole number after an article may begin the name.
    const digits = tokens[q.next - 1]
    if (digits?.kind === 'num' && !digits.fraction && q.next - i === 2 && (w(tokens[i]) === 'a' || w(tokens[i]) === 'an')) numberWord = String(digits.value)
    // "half a cup", "a couple of eggs", "a quarter of a pizza"
    while (w(tokens[j]) === 'of' || w(tokens[j]) === 'a' || w(tokens[j]) === 'an' || w(tokens[j]) === 'x') {
      consumed.add(j)
      j++
    }
  }
  // "a single cookie", "single scoop": one of it, not a portion of the survey's "single serving"
  // kind (which "a single serving bag", "a single-serve cup" still name).
  let singleAt = -1
  if (
    w(tokens[j]) === 'single' &&
    (quantity === null || (quantity.value === 1 && !quantity.vague)) &&
    !SINGLE_PORTION.has(w(tokens[j + 1]) ?? '') &&
    rules.on('single-one')
  ) {
    singleAt = j
    consumed.add(j)
    j++
    quantity ??= exact(1)
  }
  const readUnits = (from: number, requireOf: boolean): number => {
    let k = from
    const s = unitAt(tokens, k, ctx, 'size')
    if (s) {
      size = s.def
      unitWords.push(...s.words)
      markRange(k, s.next)
      k = s.next
      unitTentative = true
    }
    const u = unitAt(tokens, k, ctx, 'unit')
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
  if (quantity?.article && !size && !unit && rules.on('size-after-describing')) {
    for (let k = j + 1; k < Math.min(tokens.length - 1, j + 3); k++) {
      const t = tokens[k]!
      if (t.kind !== 'word' || JOINERS.has(t.word!)) break
      const sz = unitAt(tokens, k, ctx, 'size')
      if (sz && tokens[sz.next]?.kind === 'word') {
        size = sz.def
        unitWords.push(...sz.words)
        markRange(k, sz.next)
        unitTentative = true
        break
      }
    }
  }
  if (quantity === null && rules.on('amount-after-food')) {
    // A quantity after the food: "chicken breast 150 g", "eggs x2", "toast (2 slices)".
    for (let k = j; k < tokens.length; k++) {
      if (tokens[k]!.kind !== 'num') continue
      const tq = quantityAt(tokens, k, rules)
      if (!tq) break
      quantity = tq.q
      if (w(tokens[k - 1]) === 'x') consumed.add(k - 1)
      markRange(k, tq.next)
      if (!unit && !size) readUnits(tq.next, false)
      break
    }
  }
  /** A weight or volume stated from token `k` on is the item's amount; a measure word read before
   * that may be the food ("an English muffin", "a small hamburger") names it again. */
  const stated = (k: number, q: Quantity, u: { def: UnitDef; words: string[]; next: number }) => {
    if (unitTentative) for (let c = i; c < k; c++) if (consumed.has(c) && unitWords.includes(w(tokens[c]) ?? '')) consumed.delete(c)
    markRange(k, u.next)
    quantity = q
    size = undefined
    unit = u.def
    unitWords.length = 0
    unitWords.push(...u.words)
    unitTentative = false
  }
  for (let k = j; k < tokens.length - 2; k++) {
    if (!WEIGHING_WORDS.has(w(tokens[k]) ?? '') || tokens[k + 1]!.kind !== 'num') continue
    const tq = quantityAt(tokens, k + 1, rules)
    const u = tq && unitAt(tokens, tq.next, ctx, 'unit')
    if (!tq || !u || (u.def.kind !== 'mass' && u.def.kind !== 'volume') || !rules.on('weight-after-food')) break
    stated(k, tq.q, u)
    break
  }
  // "1 bagel (100 g)", "1 100 GRAND Riegel (1,5 oz)", "2 cookies (30 g)" (as labels and terse
  // translations write it): a weight in brackets last, after a count of the food, is how much there
  // was. (Not a volume: after one of a food, one in brackets weighed a held-out translation's item
  // over 1,000 kcal; after a count of more it may be each one's, "zwei Bier (0,5 l)".)
  if (quantity?.value != null && quantity.value >= 1 && !quantity.vague && (!unit || unitTentative) && !size && rules.on('weight-after-count')) {
    for (let k = tokens.length - 2; k >= j; k--) {
      if (tokens[k]!.kind !== 'num') continue
      const tq = quantityAt(tokens, k, rules)
      const u = tq && unitAt(tokens, tq.next, ctx, 'unit')
      // (in brackets only: "1 frozen meal 16.5 oz with chicken, potatoes" weighs the meal, not its last part)
      if (!tq || !u || u.next !== tokens.length || !tokens[k]!.bracketed || u.def.kind !== 'mass') break
      stated(k, tq.q, u)
      break
    }
  }
  // "1 can of diet cola 12 fl oz", "1 Snickers bar 2 oz", "1 frozen meal 11 oz (Salisbury steak …)"
  // (typed tersely, and as translations keep a label's words): a weight or volume after a count and
  // the food's words, last or before a bracket, is the item's: a volume each one's ("2 cans of cola
  // 12 fl oz"), a weight all of it ("2 cookies 30 g", as in brackets).
  let counted: Omit<NonNullable<ParsedFragment['counted']>, 'words'> | undefined
  /** the measure's tokens, [from, to): not the counted amount's words */
  let measureAt: [number, number] = [0, 0]
  if (quantity?.value != null && quantity.value >= 1 && !quantity.vague && rules.on('measure-after-count')) {
    const count = quantity.value
    for (let k = tokens.length - 1; k >= j; k--) {
      if (tokens[k]!.kind !== 'num') continue
      const tq = quantityAt(tokens, k, rules)
      const u = tq && unitAt(tokens, tq.next, ctx, 'unit')
      if (!tq || tq.q.value === null || !u || (u.def.kind !== 'mass' && u.def.kind !== 'volume')) break
      if (u.next !== tokens.length && !tokens[u.next]!.bracketed) break
      if (tokens[k]!.bracketed) break
      // (after words of the food: "1 cup 8 fl oz of milk" is no such item)
      const named = (t: Token, c: number) => t.kind === 'word' && !FILLERS.has(t.word!) && (!consumed.has(c) || (unitTentative && unitWords.includes(t.word!)))
      if (!tokens.slice(i, k).some((t, n) => named(t, i + n))) break
      counted = { quantity, size, unit, unitWords: [...unitWords], unitTentative }
      measureAt = [k, u.next]
      stated(k, u.def.kind === 'volume' ? { ...tq.q, value: tq.q.value * count } : tq.q, u)
      break
    }
  }
  // "a samosa regular", "1 danish medium" (a translation keeps its language's order): a size word
  // last, after words of the food, is the item's size.
  if (!size && (!unit || unitTentative) && rules.on('size-after-food')) {
    for (const from of [tokens.length - 2, tokens.length - 1]) {
      const s = from >= j ? unitAt(tokens, from, ctx, 'size') : null
      if (!s || s.next !== tokens.length || consumed.has(from)) continue
      // (a word of the food before it: the unit read from a food's own word counts, "a bagel large")
      const food = (t: Token) => t.kind === 'word' && !STOP_WORDS.has(t.word!) && !JOINERS.has(t.word!) && UNITS.get(t.word!)?.kind !== 'size'
      if (!tokens.slice(i, from).some((t, n) => food(t) && (!consumed.has(i + n) || unitWords.includes(t.word!)))) continue
      size = s.def
      unitWords.unshift(...s.words) // (as it would be said before: "a large bagel")
      markRange(from, s.next)
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
    if (t.word === 'for' && MEAL_WORDS.has(w(tokens[k + 1]) ?? '') && rules.on('for-meal')) {
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
  // (So is "a small snack": an article and a size say nothing of a food.)
  const labelOnly =
    (quantity === null && unitWords.length === 0) || (quantity?.article === true && size !== undefined && unit === undefined && rules.on('sized-meal-label'))
  if (labelOnly && foodTokens.length > 0 && foodTokens.every((t) => MEAL_LABELS.has(t)) && rules.on('meal-label')) {
    foodTokens.length = 0
    if (quantity !== null) {
      quantity = null
      size = undefined
      unitWords.length = 0
    }
  }
  const all = new Set<string>()
  const countedWords = new Set<string>()
  for (let k = i; k < tokens.length; k++) {
    const t = tokens[k]!
    const word = t.kind === 'num' ? String(t.value) : t.word !== undefined && k !== singleAt ? t.word : undefined
    if (word === undefined) continue
    all.add(word)
    if (k < measureAt[0] || k >= measureAt[1]) countedWords.add(word)
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
    ...(counted !== undefined ? { counted: { ...counted, words: countedWords } } : {}),
  }
}
