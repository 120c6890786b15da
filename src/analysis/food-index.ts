// The food index: built once from the curated table (and optionally imported USDA foods), then
// used read-only by every analysis. Exact phrase lookup first (in order, then in any order),
// then one-typo correction, then token-overlap scoring with IDF weights.
// The aliases it derives from food names (brands, USDA-style names) are built in food-aliases.ts.

import type { Food } from './types.js'
import { brandAliases, derivedAliases } from './food-aliases.js'
import {
  COOKING_WORDS,
  FILLERS,
  JOINERS,
  aliasKeyTokens,
  canonicalTokens,
  foodNameWords,
  headEnd,
  keyTokens as keyTokensOf,
  looseTokens,
  singular,
} from './normalize.js'
import { UNITS, canonicalUnit } from './units.js'
import {
  DIET_NAME,
  asksDiet,
  bagKey,
  deletionVariants,
  genericity,
  headNoun,
  isParticiple,
  mainPart,
  nameAlternatives,
  nameHeadOf,
  nameModifiers,
} from './food-names.js'
import { rows } from './knowledge.js'

import { type AliasRecord, IndexEntry, type IndexState, aliasRecord, ownNameWords } from './food-index-parts.js'

export { aliasesFromUsdaName } from './food-aliases.js'

/** A food with what the analyser needs precomputed. */
export interface IndexedFood {
  food: Food
  curated: boolean
  /** canonical unit → grams (first listing of a unit wins). */
  portions: ReadonlyMap<string, number>
  /** The natural portion: the first listed, or the default portion as one "serving". */
  natural: { unit: string; grams: number }
  /** canonical unit → the unit word as the table writes it ("cooky" → "cookie"), for display. */
  unitNames: ReadonlyMap<string, string>
  /** Named in the singular somewhere ("egg"), unlike foods only named as plurals ("fries", "oats"). */
  countable: boolean
}

export interface FoodMatch {
  food: Food
  entry: IndexedFood
  /** 0–1: 1 for an exact alias, less for partial or corrected matches. */
  confidence: number
  /** true when the whole phrase is an alias (in order or in any order). */
  exact: boolean
  /** The canonical tokens of the alias matched, to tell which words of the phrase it explains. */
  aliasTokens: ReadonlySet<string>
  /** The alias's head noun: "salad" in "chicken caesar salad", "hummus" in "hummus with pita". */
  head: string
  /** The alias is another name of a survey food (a brand, a restaurant: "Burger King" for a milk
   * shake): the words of the food's own name, which say what it is. */
  ownName?: ReadonlySet<string>
}

/** Unit kinds that never name a food by themselves (a cup, an ounce; not a bar or a roll). */
const MEASURE_KINDS: ReadonlySet<string> = new Set(['volume', 'mass'])
/** Joiners after which the rest of a name only qualifies what comes before. */
const QUALIFYING_JOINERS: ReadonlySet<string> = new Set(rows('joiner').flatMap((r) => (r.qualifies ? [r.word!] : [])))

/** Weight of a phrase word the index has never seen: most are modifiers (brands, adjectives). */
const UNKNOWN_WEIGHT = 1.5
/** Cooking words choose between preparations but weigh little against the food itself. */
const COOKING_WEIGHT_CAP = 1.5
const IMPORTED_FACTOR = 0.92
const DERIVED_FACTOR = 0.97
/** Connector words that may sit inside a food name ("mac and cheese"). Canonical forms. */
export const CONNECTORS: ReadonlySet<string> = JOINERS

export class FoodIndex {
  readonly foods: readonly IndexedFood[]
  private readonly byIdMap = new Map<string, IndexedFood>()
  private readonly exact = new Map<string, AliasRecord>()
  private readonly bag = new Map<string, AliasRecord>()
  private readonly records: AliasRecord[] = []
  /** While the aliases are added: each food's record of a loose form, and the connector phrases
   * seen (dropped once the index is built: nothing reads them after). */
  private building: {
    looseRecords: Map<string, AliasRecord>
    connectorSeen: Set<string>
    /** one string for each word (the aliases of 7,000 foods repeat the same few thousand) */
    words: Map<string, string>
    /** a survey food's own name words, one set for all its other names */
    ownNames: Map<IndexedFood, ReadonlySet<string>>
    postings: Map<string, number[]>
  } | null = {
    postings: new Map(),
    looseRecords: new Map(),
    connectorSeen: new Set(),
    words: new Map(),
    ownNames: new Map(),
  }
  private readonly nameWords = new Map<string, Set<string>>()
  /** word → the records that have it, lightest first (built as lists, kept as typed arrays) */
  private readonly postings = new Map<string, Int32Array>()
  private readonly weights = new Map<string, number>()
  private readonly deletions = new Map<string, string>()
  /** Aliases with a connector word inside ("mac and cheese"), by "word-before connector word-after". */
  private readonly connectorPhrases = new Map<string, Array<{ phrase: string[]; at: number }>>()
  /** Every canonical unit word some food lists as a portion. */
  readonly portionUnits: ReadonlySet<string>
  /** Words that appear in some food's household portions and in no food's name ("pouch"). */
  readonly portionWords: ReadonlySet<string>
  /** Foods whose name says they are the low-calorie form ("Soft drink, ginger ale, diet"). */
  private readonly dietFoods = new Set<IndexedFood>()
  private scratch = new Float64Array(0)
  private recordWeight = new Float64Array(0)

  /** An index built from food tables (the curated ones first), or restored from a snapshot's parts
   * (food-index-snapshot.ts: what `state()` gave). */
  constructor(curated: readonly Food[], imported?: readonly Food[])
  constructor(restored: IndexState)
  constructor(source: readonly Food[] | IndexState, imported: readonly Food[] = []) {
    if (!isFoodList(source)) {
      this.foods = source.foods
      for (const e of source.foods) this.byIdMap.set(e.food.id, e)
      this.records = source.records
      this.exact = source.exact
      this.bag = source.bag
      this.postings = source.postings
      this.weights = source.weights
      this.deletions = source.deletions
      this.connectorPhrases = source.connectorPhrases
      this.portionUnits = source.portionUnits
      this.portionWords = source.portionWords
      this.dietFoods = source.dietFoods
      this.weigh()
      this.building = null
      return
    }
    const curated = source
    const entries: IndexedFood[] = []
    const units = new Set<string>()
    const add = (food: Food, isCurated: boolean) => {
      if (this.byIdMap.has(food.id)) return
      for (const p of food.portions) if (p.grams > 0) units.add(canonicalUnit(p.unit))
      const entry = new IndexEntry(food, isCurated)
      entries.push(entry)
      this.byIdMap.set(food.id, entry)
    }
    for (const f of curated) add(f, !f.id.startsWith('usda:'))
    for (const f of imported) add(f, false)
    this.foods = entries
    this.portionUnits = units
    for (const e of entries) if (DIET_NAME.test(e.food.name)) this.dietFoods.add(e)

    // Alias passes in priority order: the first to claim an exact phrase keeps it.
    const curatedEntries = entries.filter((e) => e.curated)
    const importedEntries = entries.filter((e) => !e.curated)
    // An alias's loose form ("fresh pasta" → "pasta") only claims what no alias of its pass named.
    const pending: Array<[string, AliasRecord]> = []
    const flush = () => {
      for (const [key, rec] of pending) if (!this.exact.has(key)) this.exact.set(key, rec)
      pending.length = 0
    }
    for (const e of curatedEntries) for (const a of e.food.aliases) this.addAlias(e, a, false, pending)
    flush()
    for (const e of curatedEntries) for (const a of derivedAliases(e.food)) this.addAlias(e, a, true, pending)
    flush()
    for (const e of importedEntries) for (const a of e.food.aliases) this.addAlias(e, a, false, pending)
    flush()
    for (const e of importedEntries) for (const a of derivedAliases(e.food)) this.addAlias(e, a, true, pending)
    for (const e of importedEntries) for (const a of brandAliases(e.food)) this.addAlias(e, a, true, pending, 2)
    flush()

    // IDF weights over foods (a word in several aliases of one food counts once).
    const wordsOf = new Map<IndexedFood, Set<string>>()
    for (const r of this.records) {
      let set = wordsOf.get(r.entry)
      if (!set) {
        set = new Set()
        wordsOf.set(r.entry, set)
      }
      for (const t of r.unique) set.add(t)
    }
    const df = new Map<string, number>()
    for (const set of wordsOf.values()) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1)
    const n = Math.max(entries.length, 1)
    for (const [t, d] of df) {
      let w = Math.log(1 + n / d)
      if (COOKING_WORDS.has(t)) w = Math.min(w, COOKING_WEIGHT_CAP)
      this.weights.set(t, w)
      for (const v of deletionVariants(t)) if (!this.deletions.has(v)) this.deletions.set(v, t)
    }
    this.weigh()
    // Postings by alias weight, lightest first: an alias heavier than the phrase can explain
    // (common < minPrecision × weight) is never a candidate, so scoring stops there.
    const building = this.building!
    for (const [t, ids] of building.postings) {
      ids.sort((a, b) => this.recordWeight[a]! - this.recordWeight[b]! || a - b)
      this.postings.set(t, Int32Array.from(ids))
    }
    // Words only portions use ("pouch", "container"): they say how much, not what.
    const portionWords = new Set<string>()
    for (const e of entries) {
      for (const [desc] of e.food.measures ?? []) {
        for (const t of canonicalTokens(desc)) if (!this.weights.has(t) && !UNITS.has(t) && !FILLERS.has(t) && !/^\d/.test(t)) portionWords.add(t)
      }
    }
    this.portionWords = portionWords
    this.building = null
  }

  /** Each record's weight, from the IDF weights (built or restored alike). */
  private weigh(): void {
    for (const r of this.records) r.weight = sum(r.unique, (t) => this.weights.get(t) ?? UNKNOWN_WEIGHT)
    this.recordWeight = Float64Array.from(this.records, (r) => r.weight)
    this.scratch = new Float64Array(this.records.length)
  }

  /** The parts a snapshot keeps (food-index-snapshot.ts); `new FoodIndex(state)` restores the index. */
  state(): IndexState {
    const { foods, records, exact, bag, postings, weights, deletions, connectorPhrases, portionUnits, portionWords, dietFoods } = this
    return { foods, records, exact, bag, postings, weights, deletions, connectorPhrases, portionUnits, portionWords, dietFoods }
  }

  get size(): number {
    return this.foods.length
  }

  get(id: string): IndexedFood | undefined {
    return this.byIdMap.get(id)
  }

  /** true when a food's name or one of its aliases has the canonical word ("Ramen (… with pork and egg)" has "pork"). */
  dishNames(id: string, word: string): boolean {
    let words = this.nameWords.get(id)
    if (!words) {
      const e = this.byIdMap.get(id)
      if (!e) return false
      words = new Set([...canonicalTokens(e.food.name), ...e.food.aliases.flatMap((a) => canonicalTokens(a))])
      this.nameWords.set(id, words)
    }
    return words.has(word)
  }

  /** true when the word is known or one typo away from a known word ("chiken"). */
  recognises(token: string): boolean {
    return this.weights.has(token) || (token.length >= 5 && this.correct(token) !== undefined)
  }

  /** true when the canonical word appears in some alias. */
  knows(token: string): boolean {
    return this.weights.has(token)
  }

  /** Aliases with `connector` between `before` and `after`: full canonical token lists and the connector's position. */
  phrasesAround(before: string, connector: string, after: string): ReadonlyArray<{ phrase: readonly string[]; at: number }> {
    return this.connectorPhrases.get(`${before} ${connector} ${after}`) ?? EMPTY
  }

  /** Matches a free-text phrase ("2 boiled eggs" is not a phrase: quantities are the analyser's job). */
  lookup(phrase: string): FoodMatch | null {
    return this.match(aliasKeyTokens(phrase))
  }

  /** Matches key tokens (canonical, stop words removed: see `keyTokens`). */
  match(keyTokens: readonly string[]): FoodMatch | null {
    // (a measure alone names no food: "1 cup (8 fl oz)" after a coffee is no fruit cup)
    if (keyTokens.every((t) => /^\d/.test(t) || t === 'fl' || t === 'fluid' || MEASURE_KINDS.has(UNITS.get(t)?.kind ?? ''))) return null
    const m = this.matchKey(this.withoutForms(keyTokens))
    if (m && !this.dietFoods.has(m.entry) && asksDiet(keyTokens)) return this.dietForm(keyTokens, m) ?? m
    return m
  }

  /**
   * A word the table does not know that is a known word with "-less" ("crustless", "rindless")
   * reads as the survey writes it: "without" and the word ("… without crusts").
   */
  private withoutForms(keyTokens: readonly string[]): readonly string[] {
    let out: string[] | undefined
    for (let i = 0; i < keyTokens.length; i++) {
      const t = keyTokens[i]!
      const stem = t.length >= 7 && t.endsWith('less') && !this.weights.has(t) ? t.slice(0, -4) : undefined
      if (stem !== undefined && this.weights.has(stem) && this.weights.has('without')) {
        out ??= keyTokens.slice(0, i)
        out.push('without', stem)
      } else out?.push(t)
    }
    return out ?? keyTokens
  }

  /**
   * "diet ginger ale", "a sugar-free iced tea": the phrase asks for the low-calorie form of what
   * it names, so when the best match is the regular food, the food of that name whose own name
   * says diet, low calorie or sugar free is meant (the survey codes them apart: their sugar
   * differs by tens of grams a can). It must name the regular match's head noun too.
   */
  private dietForm(keyTokens: readonly string[], regular: FoodMatch): FoodMatch | null {
    const base = keyTokens.filter((t) => !this.portionWords.has(t))
    const tokens = looseTokens(base)
    if (tokens.length === 0) return null
    const joiner = base.findIndex((t) => QUALIFYING_JOINERS.has(t))
    const headPart = joiner > 0 ? looseTokens(base.slice(0, joiner)).length : tokens.length
    const [top] = this.rank(tokens, headPart, 1, 0.4, (e) => this.dietFoods.has(e))
    if (!top || top.s < 0.3 || !(top.rec.unique.includes(regular.head) || mainPart(top.rec.entry.food.name) === mainPart(regular.food.name))) return null
    const m = this.result(top.rec, Math.min(regular.confidence, 0.35 + 0.6 * top.s), false)
    return m
  }

  private matchKey(keyTokens: readonly string[]): FoodMatch | null {
    if (keyTokens.length === 0) return null
    const full = this.exact.get(keyTokens.join(' '))
    if (full) return this.result(full, 1, true)
    // "2 fun size boxes of fruit punch": the portion's words are not the food's.
    if (keyTokens.some((t) => this.portionWords.has(t))) {
      const m = this.matchKey(keyTokens.filter((t) => !this.portionWords.has(t)))
      return m && { ...m, exact: false, confidence: m.confidence * 0.95 }
    }
    const tokens = looseTokens(keyTokens)
    if (tokens.length === 0) return null
    // (in any order, unless a qualifying "in"/"on" parts the words: "nachos in cheese" is no "nacho cheese")
    const direct = keyTokens.some((t, i) => i > 0 && QUALIFYING_JOINERS.has(t)) ? null : this.exactMatch(tokens)
    if (direct) return direct
    // One typo per unknown word of five letters or more.
    let corrected: string[] | undefined
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!
      if (t.length < 5 || this.weights.has(t)) continue
      const fix = this.correct(t)
      if (fix !== undefined) {
        corrected ??= tokens.slice()
        corrected[i] = fix
      }
    }
    if (corrected) {
      const fixed = this.exactMatch(corrected)
      if (fixed) return { ...fixed, confidence: fixed.confidence * 0.9 }
    }
    // What follows "on", "in", "over" inside a name only qualifies it: "a sub on white bread" is
    // a sub, "a jam sandwich on rye" a jam sandwich.
    const joiner = keyTokens.findIndex((t) => QUALIFYING_JOINERS.has(t))
    if (joiner > 0) {
      const prefix = keyTokens.slice(0, joiner)
      const rec = this.exact.get(prefix.join(' '))
      const before = rec ? this.result(rec, 1, true) : this.exactMatch(looseTokens(prefix))
      if (before) return { ...before, confidence: before.confidence * 0.9, exact: false }
    }
    // The head noun is before "with" as before "on" or "in": "seafood pasta with tomato sauce" is a pasta.
    const withAt = keyTokens.findIndex((t, i) => i > 0 && t === 'with')
    const headAt = joiner > 0 && (withAt < 0 || joiner < withAt) ? joiner : withAt
    const headPart = headAt > 0 ? looseTokens(keyTokens.slice(0, headAt)).length : tokens.length
    // Score as written and as corrected: a "typo" may be a word the table does not know
    // ("free range eggs" must not become "free orange eggs").
    const plain = this.score(tokens, headPart)
    const fixed = corrected ? this.score(corrected, headPart) : null
    if (fixed) fixed.confidence *= 0.9
    if (plain && (!fixed || plain.confidence >= fixed.confidence)) return plain
    return fixed
  }

  private exactMatch(tokens: readonly string[]): FoodMatch | null {
    const rec = this.exact.get(tokens.join(' '))
    if (rec) return this.result(rec, 1, true)
    if (tokens.length > 1) {
      const b = this.bag.get(bagKey(tokens))
      if (b) return this.result(b, 0.97, true)
    }
    return null
  }

  private result(rec: AliasRecord, confidence: number, exact: boolean): FoodMatch {
    let c = confidence
    if (!rec.entry.curated && !exact) c *= IMPORTED_FACTOR
    const m: FoodMatch = { food: rec.entry.food, entry: rec.entry, confidence: c, exact, aliasTokens: tokenSetOf(rec), head: rec.head }
    if (rec.ownName !== undefined) m.ownName = rec.ownName
    return m
  }

  /** A word a foreign text left unread still reads in English: known, or one typo from a word that
   * names no food alone ("glutinoso": glutinous; not "fügte": fudge, nor "corte": torte). */
  readsForeign(token: string): boolean {
    if (this.weights.has(token)) return true
    const fix = token.length >= 5 ? this.correct(token) : undefined
    return fix !== undefined && this.match([fix]) === null
  }

  private correct(token: string): string | undefined {
    const missing = this.deletions.get(token)
    if (missing !== undefined) return missing // a known word with one letter left out ("chiken")
    const variants = deletionVariants(token)
    for (const v of variants) if (this.weights.has(v)) return v // one letter too many ("bannana")
    for (const v of variants) {
      const hit = this.deletions.get(v) // one letter changed or two swapped ("brocolli")
      if (hit !== undefined && hit.length === token.length) return hit
    }
    return undefined
  }

  /** `headPart`: how many leading tokens may hold the head noun. */
  private score(tokens: readonly string[], headPart: number): FoodMatch | null {
    const [top] = this.rank(tokens, headPart, 1, 0.55)
    if (!top || top.s < 0.3 || top.adj < 0.3) return null
    const confidence = Math.min(0.95, 0.35 + 0.6 * top.s)
    return this.result(top.rec, confidence, false)
  }

  /**
   * "whole wheat slices", "cheddar slices": a phrase ending in a measure names a food that is
   * measured so. The best food of the other words that lists that portion ("slice" is also a
   * survey food's "piece": pizza, cake), or null.
   */
  matchWithUnit(keyTokens: readonly string[], unit: string): FoodMatch | null {
    const has = (e: IndexedFood) => e.portions.has(unit) || (unit === 'slice' && e.portions.has('piece'))
    const m = this.match(keyTokens)
    if (m && has(m.entry)) return m
    const tokens = looseTokens(keyTokens)
    if (tokens.length === 0) return null
    const [top] = this.rank(tokens, tokens.length, 1, 0.55, has)
    if (!top || top.s < 0.3 || top.adj < 0.3) return null
    return this.result(top.rec, Math.min(0.95, 0.35 + 0.6 * top.s), false)
  }

  /**
   * Other foods the phrase could name, best first: what an app offers its user to correct an
   * item ("a candy bar" → milk chocolate; or a chocolate-coated bar; or …). Each food once, the
   * chosen one and foods of the same name left out.
   */
  alternatives(keyTokens: readonly string[], chosen: IndexedFood, limit = 3): IndexedFood[] {
    const base = keyTokens.filter((t) => !this.portionWords.has(t))
    const tokens = looseTokens(base)
    if (tokens.length === 0) return []
    const joiner = base.findIndex((t) => QUALIFYING_JOINERS.has(t))
    const headPart = joiner > 0 ? looseTokens(base.slice(0, joiner)).length : tokens.length
    const name = chosen.food.name.toLowerCase()
    const out: IndexedFood[] = []
    const seen = new Set<string>([name])
    for (const c of this.rank(tokens, headPart, limit * 4 + 4, 0.7)) {
      if (c.adj < 0.15) break
      const n = c.rec.entry.food.name.toLowerCase()
      if (c.rec.entry === chosen || seen.has(n)) continue
      // Only foods whose own name ends in a word the phrase has ("big mac" is not "big mac sauce").
      if (!tokens.includes(c.rec.tokens[c.rec.tokens.length - 1]!)) continue
      seen.add(n)
      out.push(c.rec.entry)
      if (out.length >= limit) break
    }
    return out
  }

  /**
   * The survey foods (FNDDS) the phrase names, best first: their household portions ("1 scoop",
   * "1 medium ice cream cup") are the weights people's reports are coded with, which a curated
   * food's own few portions may lack.
   */
  surveyTwins(keyTokens: readonly string[], limit = 3): IndexedFood[] {
    const base = keyTokens.filter((t) => !this.portionWords.has(t))
    const tokens = looseTokens(base)
    if (tokens.length === 0) return []
    const joiner = base.findIndex((t) => QUALIFYING_JOINERS.has(t))
    const headPart = joiner > 0 ? looseTokens(base.slice(0, joiner)).length : tokens.length
    const out: IndexedFood[] = []
    for (const c of this.rank(tokens, headPart, limit, 0.55, (e) => e.food.measures !== undefined)) {
      if (c.s < 0.3 || c.adj < 0.3) break
      if (!tokens.includes(c.rec.tokens[c.rec.tokens.length - 1]!)) continue
      out.push(c.rec.entry)
    }
    return out
  }

  /**
   * "a turkey sub with cheese, lettuce and tomato": the survey food that is the dish the head
   * phrase names holding every part told with it, as the survey names such dishes ("Turkey
   * submarine sandwich, with cheese, lettuce, tomato and spread"), or null. Candidates are the
   * survey foods the head and its parts rank, then those the head alone ranks; the food's name
   * must hold each part's words, be named by the head's noun, and name no other food than the
   * text does (`told`: the words of the whole text; `partMayName`: a part may name the dish, as a
   * cone names an ice cream cone).
   */
  dishWithParts(
    head: readonly string[],
    parts: ReadonlyArray<readonly string[]>,
    told: readonly string[] = [],
    partMayName = false,
    limit = 16,
  ): FoodMatch | null {
    const headTokens = looseTokens(head.filter((t) => !this.portionWords.has(t) && UNITS.get(t)?.kind !== 'size'))
    const partNouns = parts.map((p) => headNoun(p))
    if (headTokens.length === 0 || partNouns.some((n) => n === '' || !this.weights.has(n))) return null
    // Each part's known words, all of which the food's name must hold ("white sauce" is no sauce of any kind).
    const partKnown = parts.flatMap((p) => p.filter((t) => this.weights.has(t) && !COOKING_WORDS.has(t)))
    const surveyed = (e: IndexedFood) => e.food.measures !== undefined
    const together = () => this.rank([...headTokens, ...parts.flatMap((p) => looseTokens(p))], headTokens.length, limit, 0.45, surveyed)
    const alone = () => this.rank(headTokens, headTokens.length, limit, 0.55, surveyed)
    const known = headTokens.filter((t) => this.weights.has(t) && !COOKING_WORDS.has(t))
    const cooked = headTokens.filter((t) => COOKING_WORDS.has(t))
    const written = new Set([...headTokens, ...parts.flat(), ...told])
    const partWords = new Set(parts.flat())
    for (const ranked of [together, alone]) {
      for (const c of ranked()) {
        if (c.s < 0.3) continue
        const name = foodNameWords(c.rec.entry.food)
        if (!partKnown.every((n) => name.has(n))) continue
        // Nor the low-calorie form of a dish the text does not ask for.
        if (DIET_NAME.test(c.rec.entry.food.name) && !asksDiet([...written])) continue
        // What the food is without, when the text says nothing is left out ("… no dressing").
        // ("crustless" says "without crusts")
        if ((name.has('no') || name.has('without')) && !written.has('no') && !written.has('without') && !withoutSaid(written, name)) continue
        // As the head was cooked ("a baked potato" is no mashed potato; "frozen pizza" no restaurant pizza).
        if (!cooked.every((t) => name.has(t))) continue
        // The dish is what the head names, not a part: "coffee with creamer" is no coffee creamer,
        // "pizza with meat toppings" no "Topping from meat pizza".
        const holdsHead = known.every((t) => name.has(t))
        if (!headTokens.includes(c.rec.head) && !holdsHead) continue
        if (!partMayName && partWords.has(c.rec.head) && !headTokens.includes(c.rec.head)) continue
        const nameHead = nameHeadOf(c.rec.entry.food)
        // ("Burrito, taco, or quesadilla with egg" is a taco's name too: one of them said, none is added)
        const alts = nameAlternatives(c.rec.entry.food)
        const unsaid = (t: string) => !written.has(t) && !(alts.has(t) && headTokens.some((h) => alts.has(h)))
        // nor a food its name's first words add ("bread with butter" is no "Cheese sandwich … with butter")
        if (nameModifiers(c.rec.entry.food).some((t) => t !== nameHead && unsaid(t) && this.namesFood(t))) continue
        if (!partMayName && partWords.has(nameHead) && !headTokens.includes(nameHead) && !holdsHead) continue
        // No other food in it: a food word of the head the food does not name ("chicken sub" is
        // no roast beef sub), or one of the words that ranked it the text does not have ("beef").
        if (known.some((t) => !name.has(t) && !c.rec.unique.includes(t) && this.namesFood(t))) continue
        // (a brand's name ranking it, "Arby's Turkey Sub", names no other food)
        if (c.rec.unique.some((t) => unsaid(t) && (c.rec.ownName === undefined || c.rec.ownName.has(t)) && this.namesFood(t))) continue
        return this.result(c.rec, Math.min(0.9, 0.35 + 0.6 * c.s), false)
      }
    }
    return null
  }

  /** A word that alone is a food's name ("beef", "chicken"; not "supreme", "oven"). */
  private namesFood(word: string): boolean {
    return !COOKING_WORDS.has(word) && this.exact.has(word)
  }

  /** Alias records scored against the phrase (IDF overlap, head noun, cooking words), best first, one per food. */
  private rank(
    tokens: readonly string[],
    headPart: number,
    limit: number,
    minPrecision: number,
    accept?: (e: IndexedFood) => boolean,
  ): Array<{ rec: AliasRecord; adj: number; s: number }> {
    const unique = [...new Set(tokens)]
    let wIn = 0
    const inCooking: string[] = []
    for (const t of unique) {
      wIn += this.weights.get(t) ?? UNKNOWN_WEIGHT
      if (COOKING_WORDS.has(t)) inCooking.push(t)
    }
    // The head noun: the last known, non-cooking word ("apple pie" is a pie).
    let head: string | undefined
    const end = headEnd(tokens, Math.min(headPart, tokens.length))
    for (let i = end - 1; i >= 0; i--) {
      const t = tokens[i]!
      if (this.weights.has(t) && !COOKING_WORDS.has(t) && !isParticiple(t)) {
        head = t
        break
      }
    }
    // A phrase whose last word the table does not know names something the table lacks
    // ("whole wheat toast" with no toast) more often than a variant of what it knows.
    // The words after the head part ("… with tomato sauce"), when there are any.
    const tail = end < tokens.length ? new Set(tokens.slice(end)) : undefined
    const tailHead = tail !== undefined ? tokens[tokens.length - 1] : undefined
    const last = tokens[end - 1]
    const unknownHead = last !== undefined && !this.weights.has(last) ? 0.75 : 1
    const scratch = this.scratch
    const touched: number[] = []
    const maxWeight = wIn / minPrecision
    const recordWeight = this.recordWeight
    for (const t of unique) {
      const list = this.postings.get(t)
      if (!list) continue
      const w = this.weights.get(t)!
      for (const id of list) {
        if (recordWeight[id]! > maxWeight) break
        if (scratch[id] === 0) touched.push(id)
        scratch[id]! += w
      }
    }
    // The best `limit` records, one per food, kept sorted (limit is small).
    const top: Array<{ rec: AliasRecord; adj: number; s: number }> = []
    for (const id of touched) {
      const common = scratch[id]!
      scratch[id] = 0
      const p = common / recordWeight[id]!
      const r = common / wIn
      if (p < minPrecision || r < 0.25) continue
      const rec = this.records[id]!
      if (accept && !accept(rec.entry)) continue
      if (rec.minWords > 1 && rec.tokens.filter((t) => unique.includes(t)).length < rec.minWords) continue
      // Without the head noun, the alias must explain at least half of the phrase.
      const hasHead = head === undefined || rec.unique.includes(head)
      if (!hasHead && r < 0.5) continue
      // A restaurant or brand named as another name of a survey food ("Burger King" for a milk
      // shake) does not say what the phrase's food is when its noun is not that food's.
      if (!hasHead && rec.ownName !== undefined && !rec.ownName.has(head!)) continue
      const s = p * p * Math.sqrt(r)
      let adj = s
      // "apple pie" is a pie: the phrase's head noun should be in the alias.
      if (head !== undefined) adj *= hasHead ? 1.1 : 0.7
      // An alias whose own head noun is missing names something else ("big mac" ≠ "big mac sauce").
      const aliasHead = rec.tokens[rec.tokens.length - 1]!
      if (!unique.includes(aliasHead) && !COOKING_WORDS.has(aliasHead)) adj *= 0.4
      // ... or names what the dish is told with, not the dish ("seafood pasta with tomato sauce" is
      // no "tomato pasta sauce").
      else if (tail?.has(rec.head) && !tokens.slice(0, end).includes(rec.head)) adj *= 0.5
      // What it is told with is named by its last word ("with sausage gravy" is gravy).
      if (tailHead !== undefined && !rec.unique.includes(tailHead)) adj *= 0.85
      for (const c of inCooking) if (rec.unique.includes(c)) adj *= 1.1
      for (const c of rec.cooking) if (!unique.includes(c)) adj *= 0.85
      if (!rec.entry.curated) adj *= IMPORTED_FACTOR
      if (rec.derived) adj *= DERIVED_FACTOR
      adj *= unknownHead
      if (top.length >= limit) {
        const worst = top[top.length - 1]!
        if (adj < worst.adj - 1e-9 || (Math.abs(adj - worst.adj) <= 1e-9 && !preferOnTie(rec, worst.rec))) continue
      }
      const same = top.findIndex((x) => x.rec.entry === rec.entry)
      if (same >= 0) {
        const x = top[same]!
        if (adj < x.adj - 1e-9 || (Math.abs(adj - x.adj) <= 1e-9 && !preferOnTie(rec, x.rec))) continue
        top.splice(same, 1)
      }
      let at = top.length
      while (at > 0) {
        const x = top[at - 1]!
        if (adj > x.adj + 1e-9 || (Math.abs(adj - x.adj) <= 1e-9 && preferOnTie(rec, x.rec))) at--
        else break
      }
      top.splice(at, 0, { rec, adj, s })
      if (top.length > limit) top.pop()
    }
    return top
  }

  private addAlias(entry: IndexedFood, alias: string, derived: boolean, pending: Array<[string, AliasRecord]>, minWords = 1): void {
    const building = this.building!
    const intern = (w: string): string => {
      const known = building.words.get(w)
      if (known !== undefined) return known
      building.words.set(w, w)
      return w
    }
    const full = canonicalTokens(alias)
    const keyTokens = keyTokensOf(full)
    const tokens = looseTokens(keyTokens).map(intern)
    if (tokens.length === 0 || keyTokens.length < minWords) return
    const key = keyTokens.join(' ')
    const loose = tokens.join(' ')
    const bk = bagKey(tokens)
    const existing = this.exact.get(key)
    // Same phrase twice for one food: one record is enough.
    if (existing && existing.entry === entry) return
    let rec = building.looseRecords.get(`${entry.food.id} ${loose}`)
    if (!rec) {
      rec = aliasRecord(entry, tokens, intern(headNoun(keyTokens)), derived, minWords, (e) => {
        let own = building.ownNames.get(e)
        if (own === undefined) {
          own = ownNameWords(e.food)
          building.ownNames.set(e, own)
        }
        return own
      })
      building.looseRecords.set(`${entry.food.id} ${loose}`, rec)
      const id = this.records.length
      this.records.push(rec)
      for (const t of rec.unique) {
        let list = building.postings.get(t)
        if (!list) {
          list = []
          building.postings.set(t, list)
        }
        list.push(id)
      }
    }
    // First claim wins, except among names derived for imported foods, where the most generic
    // name does ("Apples, raw, with skin" over "Apples, dried, sulfured, stewed").
    if (!existing || moreGeneric(rec, existing)) this.exact.set(key, rec)
    if (loose !== key && tokens.length >= minWords) pending.push([loose, rec])
    const existingBag = this.bag.get(bk)
    if (!existingBag || moreGeneric(rec, existingBag)) this.bag.set(bk, rec)
    // Keep the connector-spanning phrases for the splitter ("mac and cheese").
    for (let k = 1; k < full.length - 1; k++) {
      if (!CONNECTORS.has(full[k]!)) continue
      const fullKey = `${k}:${full.join(' ')}`
      if (building.connectorSeen.has(fullKey)) continue
      building.connectorSeen.add(fullKey)
      const key3 = `${full[k - 1]} ${full[k]} ${full[k + 1]}`
      let list = this.connectorPhrases.get(key3)
      if (!list) {
        list = []
        this.connectorPhrases.set(key3, list)
      }
      list.push({ phrase: full, at: k })
    }
  }
}

const EMPTY: ReadonlyArray<{ phrase: readonly string[]; at: number }> = []
function moreGeneric(a: AliasRecord, b: AliasRecord): boolean {
  if (!a.derived || !b.derived || a.entry.curated || b.entry.curated) return false
  return genericity(a.entry.food.name) < genericity(b.entry.food.name)
}

function preferOnTie(a: AliasRecord, b: AliasRecord): boolean {
  if (a.entry.curated !== b.entry.curated) return a.entry.curated
  return a.tokens.length < b.tokens.length
}

/** A record's tokens as a set, made once when a match first needs it. */
function tokenSetOf(rec: AliasRecord): ReadonlySet<string> {
  rec.set ??= new Set(rec.unique)
  return rec.set
}

function sum<T>(items: Iterable<T>, f: (t: T) => number): number {
  let s = 0
  for (const x of items) s += f(x)
  return s
}

export { headNoun }

/** Canonical singular tokens of a unit or food word (exported for the analyser). */
export function canonicalWord(word: string): string {
  return singular(word.toLowerCase())
}

/** A word of the text that says what a food is without ("crustless", "skinless"): its stem is in the name. */
function withoutSaid(written: ReadonlySet<string>, name: ReadonlySet<string>): boolean {
  for (const t of written) if (t.length > 6 && t.endsWith('less') && (name.has(t.slice(0, -4)) || name.has(`${t.slice(0, -4)}s`))) return true
  return false
}

function isFoodList(source: readonly Food[] | IndexState): source is readonly Food[] {
  return Array.isArray(source)
}
