// A food's own household portions as FNDDS writes them ("1 Kool-Aid Jammers pouch"): parsing them
// (cached per food) and finding the one an item names, or its survey twin's (passes/weigh.ts).

import type { Food } from './types.js'
import { canonicalTokens, foodNameWords, keyTokens } from './normalize.js'
import type { IndexedFood } from './food-index.js'
import { UNITS } from './units.js'
import { alternation, rows, words } from './knowledge.js'
import type { ParsedFragment } from './passes/amounts.js'
import type { Context } from './passes/state.js'

interface MeasureMatch {
  /** grams of one such portion */
  grams: number
  /** the portion as shown: "individual container" */
  unit: string
  /** the portion names a number the quantity parser read ("1 bottle (20 fl oz)" for "a 20 fl oz bottle") */
  holdsNumber: boolean
}

const MEASURE_SKIP = new RegExp(`^${alternation(words('measure-skip'), ' ')}`, 'i')
const MEASURE_IGNORE: ReadonlySet<string> = new Set(words('measure-ignore'))
/** "1/10 of", "1/8 of": a portion that is a part of the whole thing. */
const PART_FRACTION = /\b\d+\s*\/\s*\d+\s+of\b/g
const INCH_LONG = /(\d)\s*"\s*long\b/gi
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
    // "(1/10 of roll)" says which part of the thing the portion is; its numbers are no size to match.
    // (the survey writes inches with a mark: '1 Subway Sub (6" long)' is six inches long. A
    // diameter's mark stays unread: "a 9 inch apple pie" is told of a slice more often than of
    // the whole "1 pie (9" dia)", 1.2 kg)
    const extra =
      cut >= 0 ? canonicalTokens(rest.slice(cut).replace(PART_FRACTION, ' ').replace(INCH_LONG, '$1 inch long')).filter((t) => !MEASURE_IGNORE.has(t)) : []
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

export { foodNameWords }

/** The food's own portion the item names, every main word of it present ("2 large single
 * serving bags", "a fun size box", "a 12 fl oz bottle"); the one naming most words wins. */
export function matchMeasure(food: Food, parsed: ParsedFragment, { index, rules }: Context): MeasureMatch | null {
  if (!food.measures || parsed.unit?.kind === 'mass') return null
  const words = parsed.words
  if (words.has('whole') && !foodNameWords(food).has('whole') && !WHOLE_AS_KIND.some((t) => words.has(t)) && rules.on('whole-thing')) {
    const whole = wholeMeasure(parseMeasures(food.measures), words)
    if (whole) return whole
  }
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
  const sliceIsPiece =
    words.has('slice') && !words.has('piece') && !measures.some((m) => m?.groups.some((g) => g.includes('slice'))) && rules.on('slice-is-piece')
  // "bite-sized", "fun-sized": the portion's "size".
  // (only where no portion has the item's own measure word: "a pack of hard candy" is its "1 pack")
  const same = rules.on('same-measure') && !amountWords.some((a) => SAME_MEASURE_WORDS.has(a) && measures.some((m) => m?.groups.some((g) => g.includes(a))))
  const has = (t: string): boolean =>
    (words.has(t) && !namesSize(t)) ||
    (sliceIsPiece && t === 'piece') ||
    (t === 'siz' && words.has('sized')) ||
    (t === 'single' && parsed.single === true) ||
    (same && SAME_MEASURE.get(t)?.some((w) => words.has(w)) === true)
  // The item names a part of the thing ("a piece of", "a slice of"), not a size or the whole.
  const namedUnit = parsed.unit !== undefined && PART_OF_WHOLE.has(parsed.unit.canon) && amountWords.includes(parsed.unit.canon) && rules.on('piece-not-whole')
  const largest = Math.max(0, ...measures.map((x) => x?.grams ?? 0))
  for (const m of measures) {
    if (!m) continue
    let matched = 0
    let missing = 0
    for (const g of m.groups) {
      // "a piece of jelly roll cake": words that only name the food ("1 jelly roll") count half
      // against a household unit the item names ("piece"), which is what says how much.
      if (g.some(has)) matched += namedUnit && g.every((t) => nameWords.has(t) && !amountWords.includes(t)) ? 0.5 : 1
      // The usual size goes unsaid ("a slice" is "1 medium or regular slice") when the item
      // says nothing of how much beyond what this portion names.
      else if (
        g.some((t) => t === 'medium' || t === 'regular') &&
        amountWords.every((a) => m.groups.some((h) => h.includes(a))) &&
        rules.on('usual-size-unsaid')
      )
        matched++
      else missing++
    }
    // A portion's modifiers may go unsaid ("an individual container" for "1 individual school
    // container", "a medium order" for "1 medium fast food order"), never its noun.
    const last = m.groups[m.groups.length - 1]!
    if (matched === 0 || (missing > 0 && (!last.some(has) || matched < 2))) continue
    // A part of a thing named only by the food's own name, no amount said, that is the food's
    // largest portion and made whole far beyond its usual one ("coated fried chicken", "a coated
    // chicken cutlet" and "1/2 chicken": 930 g, a whole chicken, against 85 g): the words name the
    // food, not this portion. ("1/2 sandwich" beside "1 sandwich" is half of a usual one: kept.)
    if (
      m.count < 1 &&
      m.grams >= largest &&
      m.grams / m.count > 3 * food.defaultGrams &&
      amountWords.length === 0 &&
      m.groups.every((g) => !g.some(has) || g.every((t) => !has(t) || nameWords.has(t))) &&
      rules.on('name-is-no-portion')
    )
      continue
    // A bare volume the food's own name holds ("a Reese's Peanut Butter Cup") and the item does not
    // say as its measure is no portion of it: not the 162 g "1 cup (Reese's Bites)".
    if (
      m.groups.length === 1 &&
      m.groups[0]!.every((t) => UNITS.get(t)?.kind === 'volume' && nameWords.has(t) && parsed.unit?.canon !== UNITS.get(t)!.canon) &&
      rules.on('name-measure-unsaid')
    )
      continue
    // A volume the item names ("a cup of …") must be this portion's own unit.
    if (parsed.unit?.kind === 'volume' && !m.groups.some((g) => g.includes(parsed.unit!.canon))) continue
    let score = matched
    let holdsNumber = false
    for (let k = 0; k < m.extra.length; k++) {
      const t = m.extra[k]!
      // "1 piece, large pizza" for a pizza: the food's own name says nothing about the size.
      if (nameWords.has(t)) continue
      // A number says this portion only with what it counts: "1 sandwich" is not "1 sandwich (1
      // slice bread)", the half one, because the item's count is 1.
      const counted = m.extra[k + 1]
      const countsOther = /^\d/.test(t) && counted !== undefined && !/^\d/.test(counted) && !words.has(counted) && rules.on('count-names-its-unit')
      if (words.has(t) && !countsOther) {
        score += 0.5
        if (qty != null && t === String(qty)) holdsNumber = true
      } else if (/^\d/.test(t)) score -= 0.75
    }
    for (const t of amountWords) {
      const u = sliceIsPiece && t === 'slice' ? 'piece' : t
      if (!m.groups.some((g) => g.includes(u) || (same && g.some((k) => SAME_MEASURE.get(k)?.includes(u) === true))) && !m.extra.includes(u)) score -= 0.8
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
  if (tied.length > 2 && rules.on('middle-portion')) {
    const sorted = tied.slice().sort((a, b) => a.grams - b.grams)
    return sorted[Math.floor((sorted.length - 1) / 2)]!
  }
  return best
}

/** A portion's word and the words people use for it ("a pack of cookies" is the survey's "1
 * single serving package"; "a packet of chips" its "bag"). */
const SAME_MEASURE: ReadonlyMap<string, readonly string[]> = new Map(rows('same-measure').map((r) => [r.word!, r.words!]))

const SAME_MEASURE_WORDS: ReadonlySet<string> = new Set([...SAME_MEASURE.values()].flat())

/** "whole" naming a kind, not the whole of a thing: whole wheat, whole grain, whole milk. */
const WHOLE_AS_KIND = words('whole-as-kind').map((w) => canonicalTokens(w)[0]!)

/** Portions that are a part or an amount of a thing, never the whole of it. */
const PART_OF_WHOLE: ReadonlySet<string> = new Set(words('part-of-whole'))

/**
 * "a whole pie", "a whole large pizza", "a whole loaf of pound cake": the portion that is the
 * whole thing the item names (its noun among the item's words: "1 pie (9" dia)", "1 large pizza
 * (13-15" diameter)", "1 loaf"). A size or a number the item gives picks among several; else the
 * middle one by weight (a medium pizza, a 9-inch pie).
 */
function wholeMeasure(measures: ReadonlyArray<ParsedMeasure | null>, words: ReadonlySet<string>): MeasureMatch | null {
  const candidates = measures.filter(
    (m): m is ParsedMeasure =>
      m !== null && m.count === 1 && m.groups[m.groups.length - 1]!.some((t) => words.has(t)) && !m.groups.flat().some((t) => PART_OF_WHOLE.has(t)),
  )
  if (candidates.length === 0) return null
  const said = (m: ParsedMeasure) => [...m.groups.slice(0, -1).flat(), ...m.extra].filter((t) => words.has(t)).length
  const best = Math.max(...candidates.map(said))
  const fit = candidates.filter((m) => said(m) === best).sort((a, b) => a.grams - b.grams)
  const m = fit[Math.floor((fit.length - 1) / 2)]!
  return { grams: m.grams, unit: m.unit, holdsNumber: false }
}

/**
 * A curated food has few portions; the survey's foods of the same name have the household
 * portions people report ("a scoop", "a medium cup", "an individual container"). When the item
 * names one that the curated food lacks, its weight comes from the best survey twin that has it.
 */
export function twinMeasure(e: IndexedFood, parsed: ParsedFragment, ctx: Context): MeasureMatch | null {
  const { index } = ctx
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
    const m = matchMeasure(twin.food, parsed, ctx)
    if (m && (sizeWord === undefined || m.unit.toLowerCase().split(/\s+/).includes(sizeWord))) return m
  }
  return null
}

/** A curated food's survey twins by its own name: the same for every meal, so found once. */
const nameTwins = new WeakMap<IndexedFood, IndexedFood[]>()
function twinsByName(index: Context['index'], e: IndexedFood): IndexedFood[] {
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
