// Words: lower-casing, accent stripping, spelling variants and a deterministic singular form.
// The same functions normalise a food's aliases and a user's text, so both sides meet on one
// canonical form even where that form is not a real English word ("cookies" and "cookie" both
// become "cooky"). The word lists are rows of data/analysis/en.json (knowledge.ts); they and every
// regular expression here are compiled once, at import.

import type { Food } from './types.js'
import { rows, words } from './knowledge.js'

const COMBINING_MARKS = /[\u0300-\u036f]/g
const APOSTROPHES = /['\u2019\u2018`]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, NUL and the control characters included
const NON_ASCII = /[^\x00-\x7f]/

/** Lower-case, strip accents and apostrophes: "Crème" → "creme", "Reese's" → "reeses". */
export function foldWord(word: string): string {
  let w = word.toLowerCase()
  // Only pay for NFD when there is something outside ASCII.
  if (NON_ASCII.test(w)) w = w.normalize('NFD').replace(COMBINING_MARKS, '')
  if (w.includes("'") || w.includes('\u2019') || w.includes('\u2018') || w.includes('`')) w = w.replace(APOSTROPHES, '')
  return w
}

/** Spelling variants folded to one written form; a value with a space expands to two tokens. */
export const SPELLING_VARIANTS: ReadonlyMap<string, string> = new Map(rows('spelling').map((r) => [r.word!, r.to!]))

const IRREGULAR_SINGULARS: ReadonlyMap<string, string> = new Map(rows('singular').map((r) => [r.word!, r.to!]))

/** Words ending in s that are not plurals and keep their s. */
const KEEP_S: ReadonlySet<string> = new Set(words('keeps-s'))

/**
 * A canonical singular: plural and singular spellings of a word map to the same string.
 * Not a lemmatiser: it only has to be consistent on both sides of a lookup.
 */
export function singular(word: string): string {
  const irregular = IRREGULAR_SINGULARS.get(word)
  if (irregular !== undefined) return irregular
  let w = word
  const n = w.length
  if (n > 3 && !KEEP_S.has(w) && w.charCodeAt(n - 1) === 115 /* s */) {
    if (w.endsWith('ies') && n > 4) w = `${w.slice(0, -3)}y`
    else if (w.endsWith('ies'))
      w = `${w.slice(0, -3)}y` // pies → py, as pie → py below
    else if (w.endsWith('sses') || w.endsWith('ches') || w.endsWith('shes') || w.endsWith('xes') || w.endsWith('zes') || w.endsWith('oes')) w = w.slice(0, -2)
    else if (!w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1)
  }
  // Singulars whose plural the rules above cut differently: make both land on one form.
  const m = w.length
  if (m > 2) {
    if (w.endsWith('ie'))
      w = `${w.slice(0, -2)}y` // cookie → cooky, as cookies → cooky
    else if (w.endsWith('che') || w.endsWith('she') || w.endsWith('sse') || w.endsWith('xe') || w.endsWith('ze') || (w.endsWith('oe') && m > 3))
      w = w.slice(0, -1)
  }
  return w
}

/** "eggs", "berries", "leaves": a folded word the singular rules change by cutting an s. */
export function isPlural(folded: string): boolean {
  if (IRREGULAR_SINGULARS.has(folded)) return true
  return folded.endsWith('s') && singular(folded) !== folded
}

/** Words that never name food: dropped from food phrases and aliases alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set(words('stop-word'))

/** Describing words that usually do not change the food ("fresh", "homemade", "plain"): an alias
 * that has one ("fresh pasta") matches first; otherwise they are dropped ("fresh apple" → apple). */
export const SOFT_FILLERS: ReadonlySet<string> = new Set(words('soft-filler'))

/** Words that join items ("and", "with") but may sit inside a food's name ("mac and cheese"). */
export const JOINERS: ReadonlySet<string> = new Set(words('joiner'))

/** Every word that is not food by itself. */
export const FILLERS: ReadonlySet<string> = new Set([...STOP_WORDS, ...SOFT_FILLERS, ...JOINERS])

/** Meal words that follow "for" ("for breakfast I had …") and are dropped with it. */
export const MEAL_WORDS: ReadonlySet<string> = new Set(words('meal-word'))
/** Meal labels that make up a whole fragment ("Breakfast:", "Lunch -"): not food. */
export const MEAL_LABELS: ReadonlySet<string> = new Set(words('meal-label'))

/** Cooking words: they choose between preparations of one food. Canonical forms. */
export const COOKING_WORDS: ReadonlySet<string> = new Set(words('cooking').map((w) => singular(w)))

/** Number words, canonical form → value. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(rows('number').map((r) => [r.word!, r.value!]))

/** The tokens of a phrase in canonical form: folded, spelling variants expanded, singular. */
const nameWordCache = new WeakMap<Food, ReadonlySet<string>>()
/** The canonical words of a food's name, made once per food. */
export function foodNameWords(food: Food): ReadonlySet<string> {
  let s = nameWordCache.get(food)
  if (!s) {
    s = new Set(canonicalTokens(food.name))
    nameWordCache.set(food, s)
  }
  return s
}

export function canonicalTokens(phrase: string): string[] {
  const out: string[] = []
  for (const raw of phrase.replace(AMPERSAND, ' and ').split(PHRASE_SPLIT)) {
    if (raw === '') continue
    let tokens = WORD_CACHE.get(raw)
    if (tokens === undefined) {
      tokens = []
      pushCanonical(tokens, foldWord(raw))
      // Words repeat across the food tables and meals: remember them (bounded).
      if (WORD_CACHE.size >= WORD_CACHE_MAX) WORD_CACHE.clear()
      WORD_CACHE.set(raw, tokens)
    }
    for (const t of tokens) out.push(t)
  }
  return out
}
const WORD_CACHE = new Map<string, string[]>()
const WORD_CACHE_MAX = 100_000
const PHRASE_SPLIT = /[^\p{L}\p{N}%'\u2019]+/u
const AMPERSAND = /&/g

/** Appends the canonical token(s) of one folded word. */
export function pushCanonical(out: string[], folded: string): void {
  const variant = SPELLING_VARIANTS.get(folded)
  if (variant !== undefined) {
    if (variant.includes(' ')) {
      for (const part of variant.split(' ')) out.push(singular(part))
      return
    }
    out.push(singular(variant))
    return
  }
  out.push(singular(folded))
}

/**
 * The exact-match key tokens of a phrase: canonical, stop words removed, joiners kept only
 * inside ("mac and cheese", not "and cheese"), describing words kept ("fresh pasta").
 */
export function aliasKeyTokens(phrase: string): string[] {
  return keyTokens(canonicalTokens(phrase))
}

/** `aliasKeyTokens` for tokens already canonical. */
export function keyTokens(canonical: readonly string[]): string[] {
  const out = canonical.filter((t) => !STOP_WORDS.has(t))
  while (out.length > 0 && JOINERS.has(out[0]!)) out.shift()
  while (out.length > 0 && JOINERS.has(out[out.length - 1]!)) out.pop()
  return out
}

/** The loose form: describing words and joiners dropped too ("fresh pasta" → "pasta"). */
export function looseTokens(key: readonly string[]): string[] {
  return key.filter((t) => !SOFT_FILLERS.has(t) && !JOINERS.has(t))
}

/** Phrases that say where a food came from, longest first, as key tokens. */
const SOURCE_PHRASES: readonly (readonly string[])[] = words('source-phrase')
  .map((p) => keyTokens(canonicalTokens(p)))
  .sort((a, b) => b.length - a.length)
/** Their last words: most phrases end in none, and are answered without a search. */
const SOURCE_LAST: ReadonlySet<string> = new Set(SOURCE_PHRASES.map((p) => p[p.length - 1]!))

/**
 * Where the head noun of `tokens[0, end)` may be: before a last phrase that says where the food
 * came from ("cola from fast food" is a cola, not a food), never the whole phrase.
 */
export function headEnd(tokens: readonly string[], end: number): number {
  for (;;) {
    if (!SOURCE_LAST.has(tokens[end - 1] ?? '')) return end
    const p = SOURCE_PHRASES.find((s) => s.length < end && s.every((t, k) => tokens[end - s.length + k] === t))
    if (!p) return end
    end -= p.length
  }
}

/** Tokens that only say where a food came from ("McDonald's", "fast food"). */
export function isSourcePhrase(tokens: readonly string[]): boolean {
  return SOURCE_PHRASES.some((s) => s.length === tokens.length && s.every((t, k) => tokens[k] === t))
}
