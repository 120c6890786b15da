// The pieces of the food index (food-index.ts) that building it and restoring it from its
// snapshot (food-index-snapshot.ts) share: a food of the index, an alias record, and what a record
// derives from its tokens. One definition each, so a restored index is the built one.

import type { IndexedFood } from './food-index.js'
import { measure } from './food-portions.js'
import { COOKING_WORDS, canonicalTokens, foldWord, isPlural } from './normalize.js'
import type { Food } from './types.js'
import { canonicalUnit } from './units.js'

export interface AliasRecord {
  entry: IndexedFood
  tokens: string[]
  /** the tokens, each once, in order (the same array when none repeats) */
  unique: readonly string[]
  /** the tokens as a set, made when a match first hands them out (most records never are) */
  set?: ReadonlySet<string>
  weight: number
  /** cooking words in the alias */
  cooking: readonly string[]
  derived: boolean
  head: string
  /** phrase words the alias must share before it is a candidate (brands: 2) */
  minWords: number
  /** A survey food's other name ("Burger King", "McDonald's Sausage Biscuit"): the food's own
   * name words, for telling when the alias only shares a brand with the phrase. */
  ownName?: ReadonlySet<string>
}

/** Everything a built index holds that a lookup reads, but what it derives again on restore (the
 * foods by id, the one-typo table, the records' weights) and the caches it fills as it is used. */
export interface IndexState {
  foods: readonly IndexedFood[]
  records: AliasRecord[]
  exact: Map<string, AliasRecord>
  bag: Map<string, AliasRecord>
  /** word → the records that have it, lightest first */
  postings: Map<string, Int32Array>
  /** word → IDF weight, in the order the words were first counted (the one-typo table follows it) */
  weights: Map<string, number>
  /** the one-typo table: each known word with one letter left out → the word (the first to claim it) */
  deletions: Map<string, string>
  connectorPhrases: Map<string, Array<{ phrase: string[]; at: number }>>
  portionUnits: ReadonlySet<string>
  portionWords: ReadonlySet<string>
  dietFoods: Set<IndexedFood>
}

/** An alias record with what it derives from its tokens; `weight` is set once the index has its IDF weights. */
export function aliasRecord(
  entry: IndexedFood,
  tokens: string[],
  head: string,
  derived: boolean,
  minWords: number,
  ownName: (entry: IndexedFood) => ReadonlySet<string>,
): AliasRecord {
  const rec: AliasRecord = {
    entry,
    tokens,
    unique: uniqueTokens(tokens),
    weight: 0,
    cooking: tokens.some((t) => COOKING_WORDS.has(t)) ? tokens.filter((t) => COOKING_WORDS.has(t)).slice() : NO_WORDS,
    derived,
    head,
    minWords,
  }
  if (!entry.curated && (!derived || minWords > 1)) rec.ownName = ownName(entry)
  return rec
}

/** A survey food's own name words, without its parentheses ("Burger King" is another name's). */
export function ownNameWords(food: Food): ReadonlySet<string> {
  return new Set(canonicalTokens(food.name.replace(/\([^)]*\)/g, ' ')))
}

/** The cooking words of the many aliases that have none. */
const NO_WORDS: readonly string[] = []

/** The tokens each once, in order: the same array when none repeats (most aliases). */
function uniqueTokens(tokens: string[]): readonly string[] {
  for (let i = 1; i < tokens.length; i++) if (tokens.indexOf(tokens[i]!) < i) return [...new Set(tokens)]
  return tokens
}

/**
 * A food of the index. Its portions by canonical unit are worked out the first time they are read
 * (an analysis reads those of the few foods it matched), not for every food at start-up.
 */
export class IndexEntry implements IndexedFood {
  readonly natural: { unit: string; grams: number }
  readonly countable: boolean
  private measured: { portions: ReadonlyMap<string, number>; unitNames: ReadonlyMap<string, string> } | undefined

  constructor(
    readonly food: Food,
    readonly curated: boolean,
  ) {
    const first = food.portions.find((p) => p.grams > 0)
    this.natural = first ? { unit: canonicalUnit(first.unit), grams: first.grams } : { unit: 'serving', grams: food.defaultGrams }
    this.countable = food.aliases.some((a) => {
      const last = a.trim().split(/\s+/).pop()
      return last !== undefined && !isPlural(foldWord(last))
    })
  }

  get portions(): ReadonlyMap<string, number> {
    this.measured ??= measure(this.food)
    return this.measured.portions
  }

  get unitNames(): ReadonlyMap<string, string> {
    this.measured ??= measure(this.food)
    return this.measured.unitNames
  }
}
