// Aliases the food index derives from a food's name: a survey food's brand, and the searchable
// phrases of a USDA-style name ("Egg, whole, raw, fresh" → "egg", "whole egg", "raw egg", …).

import type { Food } from './types.js'
import { isInfantCategory } from './foods/fndds.js'
import { alternation, literal, rows, words } from './knowledge.js'

/** Aliases the index derives from a food's display name, beyond its own aliases. */
/**
 * A survey food named by its brand ("Cereal (General Mills Honey Nut Cheerios)", "Cereal or
 * granola bar (Kashi Chewy)"): the brand, and the brand with the food's noun ("kashi chewy bar").
 * They match only on two words or more, so "a quick boost" is not Boost Plus.
 */
export function brandAliases(food: Food): string[] {
  const brand = food.measures ? /\(([A-Z0-9][^)]*)\)/.exec(food.name)?.[1] : undefined
  if (brand === undefined || BRAND_NOTE.test(brand)) return []
  if (food.wweia !== undefined && isInfantCategory(food.wweia)) return []
  const words = brandWords(brand)
  if (words.length > 6) return []
  const out: string[] = []
  if (words.length >= 2) out.push(words.join(' '))
  const noun = food.name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .trim()
    .split(/\s+/)
    .pop()
    ?.toLowerCase()
  if (noun !== undefined && !words.includes(noun)) out.push(`${words.join(' ')} ${noun}`)
  // "Trix cereal", "Froot Loops": the brand as people say it, without its maker.
  const maker = MAKERS.find((m) => words.slice(0, m.length).join(' ') === m.join(' '))
  const own = maker ? words.slice(maker.length) : []
  if (own.length >= 2) out.push(own.join(' '))
  if (own.length >= 1 && noun !== undefined && !own.includes(noun)) out.push(`${own.join(' ')} ${noun}`)
  return out
}
const brandWords = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .trim()
    .split(/\s+/)
/** Makers named before a brand in a survey food's name ("General Mills Trix"). */
const MAKERS: readonly string[][] = words('brand-maker').map(brandWords)

export function derivedAliases(food: Food): string[] {
  const out = aliasesFromUsdaName(food.name)
  // The display name as written is a phrase too ("Egg, hard-boiled" → "egg hard boiled").
  out.push(food.name)
  // Baby foods and formulas answer only to a phrase that says so ("baby food pears").
  if (food.wweia !== undefined && isInfantCategory(food.wweia)) {
    return out.map((a) => (INFANT_WORD.test(a) ? a : `baby food ${a}`))
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// USDA names → aliases

/** Words in a survey food's parenthesis that make it a note, not a brand ("(includes …)"). */
const BRAND_NOTE = new RegExp(`\\b${alternation(words('brand-note'), ' ')}\\b`, 'i')
/** Words that say a phrase names a baby food or formula. */
const INFANT_WORD = new RegExp(`\\b${alternation(words('infant-word'), ' ')}\\b`, 'i')

/** Leading parts that name a USDA group rather than the food ("Beverages, coffee, brewed"). */
export const GROUP_HEADS: ReadonlySet<string> = new Set(words('group-head'))
/** Groups whose foods must keep the group word in every alias (no bare "banana" for baby food).
 * (A plain object, looked up as before the table was data.) */
const QUALIFYING_HEADS: Record<string, string> = Object.fromEntries(rows('group-head').flatMap((r) => (r.keeps ? [[r.phrase!, r.keeps]] : [])))
/** Parts of a name that say how the food was coded ("commercially prepared", "includes …"), or a number. */
const NOISE_PART = new RegExp(
  `^(?:${rows('noise-part')
    .map((r) => `${literal(r.phrase!, ' ')}${r.rest ? ' .*' : ''}`)
    .join('|')}|\\d.*)$`,
)
/** Parts of a name that say how it was cooked ("fried"): put before the name. */
const COOK_PART: ReadonlySet<string> = new Set(words('cook-part'))
/** Foods whose "whole" names them (whole milk, whole eggs), where it is noise for others. */
const WHOLE_NAMED: ReadonlySet<string> = new Set(words('whole-named'))

/**
 * Searchable aliases from a USDA-style name: "Egg, whole, raw, fresh" → ["egg", "whole egg",
 * "raw egg", "raw whole egg", "egg whole"]. The main noun first, then qualifier+noun phrases,
 * then the cooking word in front. Parenthesised notes and noise ("commercially prepared",
 * "includes …", "enriched") are dropped; group heads ("Beverages, coffee, brewed") are skipped.
 */
export function aliasesFromUsdaName(name: string): string[] {
  const cleaned = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
  const out = aliasesFromParts(
    cleaned
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  )
  // A survey name that offers two words for one place ("Taquito or flauta …", "Chicken or
  // turkey … soup") answers to each of them ("flauta with …", "turkey … soup"), after its own.
  const parts = cleaned
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const at = parts.findIndex((p) => !GROUP_HEADS.has(p))
  const either = at >= 0 ? EITHER_WORD.exec(parts[at]!) : null
  if (either) {
    const [, before = '', a, b, after = ''] = either
    for (const word of [a!, b!]) {
      const main = `${before}${word}${after}`.trim()
      const words = main.split(' ')
      if (new Set(words).size < words.length) continue
      for (const alias of aliasesFromParts([...parts.slice(0, at), main, ...parts.slice(at + 1)])) if (!out.includes(alias)) out.push(alias)
    }
  }
  // "griddle cake" is what the survey says for a pancake: its names answer to both.
  for (const alias of out.slice()) {
    for (const [word, to] of NAME_SYNONYMS) {
      const other = alias.replace(word, to)
      if (other !== alias && !out.includes(other)) out.push(other)
    }
  }
  return out
}

/** A survey name's words and what people say for them (en.json "name-synonym"). */
const NAME_SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = rows('name-synonym').map((r) => [new RegExp(`\\b${literal(r.word!)}\\b`), r.to!])

/** "x or y" between two single words of a name's main part: what is before, the words, what follows. */
const EITHER_WORD = /^(.*?\b)?([a-z-]+) or ([a-z-]+)(\b.*)?$/

function aliasesFromParts(input: string[]): string[] {
  let parts = input
  if (parts.length === 0) return []
  let prefix = ''
  while (parts.length > 1 && GROUP_HEADS.has(parts[0]!)) {
    prefix = QUALIFYING_HEADS[parts[0]!] ?? prefix
    parts = parts.slice(1)
  }
  // A name like "X, Y, and Z on W" or "X, Y, and Z soup" lists the parts of one dish, not a
  // food and its qualifiers ("cheese egg" would name it): the list is its one derived name.
  const andAt = parts.findIndex((p, i) => i > 0 && p.startsWith('and '))
  if (andAt > 0 && !/\bwith\b/.test(parts[0]!) && parts.slice(1, andAt).every((p) => p.split(' ').length <= 2 && !p.startsWith('with '))) {
    const dish = parts.slice(0, andAt + 1).join(' ')
    return [prefix !== '' ? `${prefix} ${dish}` : dish]
  }
  const main = parts[0]!
  const quals: string[] = []
  const cooks: string[] = []
  for (const p of parts.slice(1)) {
    if (COOK_PART.has(p)) cooks.push(p.replace('-', ' '))
    else if (!NOISE_PART.test(p) && p.split(' ').length <= 3) quals.push(p)
    else {
      // A long note that ends by saying what the food is without ("frozen … product without
      // crusts"): that end qualifies it as a short one would.
      const without = /(?<!\bor )\bwithout [a-z-]+$/.exec(p)
      if (without) quals.push(without[0])
    }
  }
  // "whole" is noise for most foods but names whole milk and whole eggs.
  if (parts.slice(1).includes('whole') && WHOLE_NAMED.has(main)) quals.unshift('whole')
  const cook = cooks[cooks.length - 1]
  // What the food comes with, each of its alternatives ("with icing or coating": "with icing").
  const withs = parts.slice(1).flatMap((p) => (NOISE_PART.test(p) ? [] : withAlternatives(p)))
  const pre = (s: string) => (prefix !== '' ? `${prefix} ${s}` : s)
  const out: string[] = []
  const push = (s: string) => {
    const v = pre(s).replace(/\s+/g, ' ').trim()
    if (v !== '' && !out.includes(v)) out.push(v)
  }
  push(main)
  const q1 = quals[0]
  const q2 = quals[1]
  if (q1 !== undefined) {
    push(`${q1} ${main}`)
    push(`${main} ${q1}`)
    if (q2 !== undefined) push(`${q2} ${q1} ${main}`)
  }
  // "Cookie, chocolate, with icing or coating" is a "chocolate cookie with icing".
  // Its main word alone only when nothing qualifies it ("Potato, french fries, with chili" is no
  // "potato with chili").
  const q = quals.find((x) => !x.startsWith('with '))
  for (const w of withs) push(q !== undefined ? `${q} ${main} ${w}` : `${main} ${w}`)
  if (cook !== undefined) {
    push(`${cook} ${main}`)
    if (q1 !== undefined) {
      push(`${cook} ${q1} ${main}`)
      push(`${cook} ${main} ${q1}`)
    }
  }
  return out
}

/** A name's "with" part as phrases: "with icing or coating" → "with icing", "with coating";
 * "with cheese and vegetables" as it is; none for a long note. */
function withAlternatives(part: string): string[] {
  if (!part.startsWith('with ')) return []
  // "with other vegetables": the survey's "other" only sets it apart from its siblings' named ones.
  if (part.startsWith('with other ')) return [part, ...withAlternatives(`with ${part.slice(11)}`)]
  // "with high vitamin C": the survey's "high" only says how much (a "drink with vitamin C").
  if (part.startsWith('with high ')) return [part, ...withAlternatives(`with ${part.slice(10)}`)]
  const rest = part.slice(5).trim()
  const words = rest.split(' ')
  const or = words.indexOf('or')
  if (or === 1 && words.length >= 3) return [`with ${words[0]}`, `with ${words[2]}`]
  return words.length <= 3 && !words.includes('or') ? [part] : []
}
