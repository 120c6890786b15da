// The state the passes of the meal analysis read and write (passes/index.ts lists them in order).
// Each pass is a function over one State: it reads what the passes before it wrote and adds its
// own part. Nothing else is shared between passes.

import type { FoodIndex, FoodMatch } from '../food-index.js'
import type { Token } from '../tokenize.js'
import type { RuleName } from '../rules/index.js'
import type { ParsedFragment } from './amounts.js'
import type { ResolvedItem } from './weigh.js'
import type { MealAlternative, MealAnalysis } from '../analyze.js'

/** Which rules apply (rules.ts): all of them, unless some were switched off (analyzeMeal's `without`). */
export interface Rules {
  on(name: RuleName): boolean
}

/** Every rule applies: what the analysis always uses outside the rules' own tests. */
export const ALL_RULES: Rules = { on: () => true }

/** What every step of the reading consults: the food index and the rules that apply. */
export interface Context {
  readonly index: FoodIndex
  readonly rules: Rules
}

/** A piece of the description that may name one food: "2 slices of toast", "with butter". */
export interface Fragment {
  tokens: Token[]
  /** original text of the fragment */
  text: string
  start: number
  end: number
  /** the connector word that introduced it ("with", "and", …), if any */
  via: string | undefined
  /** the hard separator before it (",", ";", "\n", ".", ":"), if any */
  sep: string | undefined
  /** it ends with a colon: a heading ("overnight oats: …") */
  title: boolean
  /** one dish told by its parts ("a sausage, egg and cheese sandwich"): no word of it is a unit */
  whole?: boolean
}

/** A food the words name, and the words as read for it. */
export interface Found {
  match: FoodMatch
  parsed: ParsedFragment
}

/** A fragment that may name a food, as the amounts and match passes read it. */
export interface Mention {
  /** the fragment, up to "without" ("… without cheese") */
  fragment: Fragment
  /** the sentence it is in (0, 1, …) */
  sentence: number
  /** its words, lower case as written ("" for a number): for negations and back references */
  words: string[]
  /** the amount, unit and food words (the match pass may replace them with those of a part) */
  parsed: ParsedFragment
  /** the food the words name, or null */
  found: Found | null
  /** where the item's text ends (before a clause the match pass cut off) */
  end: number
  /** text within it that no food explains, reported as unmatched */
  loose: string[]
}

/** An item: a fragment matched to a food, with what it goes with. */
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

/** An item weighed: grams and nutrients, and the other foods its words could name. */
export interface Weighed {
  entry: Entry
  item: ResolvedItem
  alternatives: MealAlternative[]
  /** each alternative's carbohydrate at that portion, in the same order (confidence.ts) */
  alternativeCarbs: number[]
  /** weighs the item again from other words (a count read as one: passes/check.ts) */
  again: (parsed: ParsedFragment) => ResolvedItem
}

export interface State extends Context {
  /** the description as written */
  readonly description: string
  /** scales every item */
  readonly multiplier: number
  /** story: the description with the story around the foods blanked (same offsets) */
  text: string
  /** segment: the tokens of `text` */
  tokens: Token[]
  /** segment: the fragments that may each name a food */
  fragments: Fragment[]
  /** segment: where each sentence's first fragment starts and its last one ends */
  sentenceStarts: number[]
  sentenceEnds: number[]
  /** amounts and match: each fragment as read */
  mentions: Mention[]
  /** link, retold, compose: the items */
  entries: Entry[]
  /** link: text no food explains */
  unmatched: string[]
  /** link: characters of text read as food or as no food, and not read at all */
  matchedChars: number
  unmatchedChars: number
  /** weigh and check: the items not dropped, weighed */
  weighed: Weighed[]
  /** check: the most confidence the meal may have (a meal beyond a person's eating) */
  confidenceCap: number
  /** total: the answer */
  result: MealAnalysis | null
}

/** A pass of the analysis: a name, and a function that reads and writes the state. */
export interface Pass {
  readonly name: string
  run(state: State): void
}

/** The item's text as written, from its first word after leading filler ("I had …"). */
export function itemText(description: string, start: number, end: number): string {
  // Close a bracket the item opened: "chicken breast (150 g)".
  const raw = description.slice(start, end)
  const opened = raw.split('(').length - raw.split(')').length
  if (opened > 0 && description[end] === ')') end++
  return description.slice(start, end).trim()
}
