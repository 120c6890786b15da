// The words of food names: their head noun, the low-calorie and special forms USDA names mark,
// how generic a name is. Pure functions of words, shared by the index (food-index.ts).

import type { Food } from './types.js'
import { GROUP_HEADS } from './food-aliases.js'
import { COOKING_WORDS, SOFT_FILLERS, canonicalTokens, headEnd } from './normalize.js'
import { alternation, literal, rows, words } from './knowledge.js'

/** Joiners that put the head noun before them ("hummus with pita"), unlike "and". */
export const PREPOSITIONS: ReadonlySet<string> = new Set(rows('joiner').flatMap((r) => (r.preposition ? [r.word!] : [])))

/** A food name that marks the low-calorie form of a food. */
export const DIET_NAME = new RegExp(
  `\\b${alternation(
    rows('diet-name').flatMap((r) => (r.part ? [] : [r.phrase!])),
    ' ',
  )}\\b|,\\s*${alternation(
    rows('diet-name').flatMap((r) => (r.part ? [r.phrase!] : [])),
    ' ',
  )}\\s*(?:,|$)`,
  'i',
)

/** A food name's first part, without notes: "Gelatin dessert (jello)" → "gelatin dessert". */
export function mainPart(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .trim()
    .toLowerCase()
}

/** Key tokens that ask for the low-calorie form: "diet", "sugar free", "low calorie", "sugarless". */
export function asksDiet(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (ASKS_DIET.has(tokens[i]!) || ASKS_DIET.has(`${tokens[i]} ${tokens[i + 1]}`)) return true
  return false
}
/** The words and pairs of words that ask for the low-calorie form, canonical. */
export const ASKS_DIET: ReadonlySet<string> = new Set(words('asks-diet').map((p) => canonicalTokens(p).join(' ')))

/** Words of USDA names that mark a special form of a food, not the one people mean by its name. */
export const SPECIFIC_FORM = new RegExp(
  `\\b(?:${rows('specific-form')
    .map((r) => (r.not_after !== undefined ? `(?<!${literal(r.not_after)})` : '') + literal(r.word!))
    .join('|')})\\b`,
  'gi',
)

/** Fewer parts and fewer special-form words, then a shorter name: the more generic USDA food. */
const genericityCache = new Map<string, number>()
export function genericity(name: string): number {
  let g = genericityCache.get(name)
  if (g === undefined) {
    g = computeGenericity(name)
    genericityCache.set(name, g)
  }
  return g
}
export function computeGenericity(name: string): number {
  const special = name.match(SPECIFIC_FORM)?.length ?? 0
  const head = name.split(',')[0]!.trim().toLowerCase()
  const grouped = GROUP_HEADS.has(head) ? 2 : 0
  // "…, NS as to fat" is the survey's code for a food told with nothing more: its own name's parts
  // say least of all its siblings ("…, fat added", "…, no added fat").
  // "…, not cream or meringue" says only what it is not: as little as saying nothing ("not
  // reconstituted" is a form: the dry powder).
  const unsaid = /,\s*(?:NS as to|not(?! reconstituted))\b/i.test(name) ? 1 : 0
  return (name.split(',').length - unsaid + 2 * special + grouped) * 1000 + name.length
}

/** The noun a food's name starts with, before any "from", "with", "in" ("Topping from meat pizza" → topping). */
export function nameHeadOf(food: Food): string {
  return headNoun(nameModifiers(food))
}
/** The words of a food name's first part before any "from", "with", "in" ("Cheese sandwich" → cheese, sandwich). */
export function nameModifiers(food: Food): string[] {
  const first = canonicalTokens(food.name.split(',')[0]!)
  const cut = first.findIndex((t, i) => i > 0 && NAME_PREPOSITIONS.has(t))
  return cut > 0 ? first.slice(0, cut) : first
}
export const NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'with', 'in', 'on', 'of', 'for'])

/** The foods a name offers one of ("Burrito, taco, or quesadilla with egg": burrito, taco,
 * quesadilla), or none. */
export function nameAlternatives(food: Food): ReadonlySet<string> {
  const m = /^([a-z ,'-]+?),? or ([a-z'-]+)\b/i.exec(food.name)
  return m ? new Set([...m[1]!.split(','), m[2]!].flatMap((s) => canonicalTokens(s))) : NO_WORDS
}
const NO_WORDS: ReadonlySet<string> = new Set()

/** The head noun of key tokens: the last plain word, before any preposition ("hummus with pita" →
 * hummus; "ham and cheese omelette" → omelette). */
export function headNoun(keyTokens: readonly string[]): string {
  const j = keyTokens.findIndex((t) => PREPOSITIONS.has(t))
  const part = j > 0 ? keyTokens.slice(0, j) : keyTokens
  for (let i = headEnd(part, part.length) - 1; i >= 0; i--) {
    const t = part[i]!
    if (!COOKING_WORDS.has(t) && !isParticiple(t) && !SOFT_FILLERS.has(t)) return t
  }
  return part[part.length - 1] ?? ''
}

/** "mixed", "sliced", "chopped": describes, never the head noun ("bread", "seed" are nouns). */
export function isParticiple(word: string): boolean {
  return word.length > 4 && word.endsWith('ed') && !word.endsWith('eed') && !word.endsWith('ead')
}

export function bagKey(tokens: readonly string[]): string {
  return [...tokens].sort().join(' ')
}

export function deletionVariants(word: string): string[] {
  if (word.length < 4) return []
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}
