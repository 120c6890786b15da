// Pass "retold": items that are no second helping.
// Reads `entries` (from the link pass) and where each sentence starts and ends; marks `dropped` a
// heading followed by its items ("overnight oats: 1/2 cup oats, …"), and a food a later sentence
// tells again ("I had a bagel. The bagel was toasted."), or one of only the head noun of a food told
// before in the same sentence ("a ham sandwich … one sandwich"), unless the words say it was another
// helping ("another", "more") or the later sentence names a meal the earlier ones did not. What
// came with a retold item is retold with it.

import { alternation, rows, words as wordsOf } from '../knowledge.js'
import type { Food } from '../types.js'
import type { ParsedFragment } from './amounts.js'
import type { Entry, Pass, Rules, State } from './state.js'

export const retold: Pass = {
  name: 'retold',
  run(state: State): void {
    const { entries } = state
    // A heading followed by its items ("overnight oats: 1/2 cup oats, …") is not an item itself.
    if (state.rules.on('heading')) for (let i = 0; i < entries.length - 1; i++) if (entries[i]!.title) entries[i]!.dropped = true
    dropRetold(entries, state.description, state.sentenceEnds, state.sentenceStarts, state.rules)
    // "1 bottle of Gatorade G2, low calorie sports drink": right after a survey food that is a brand
    // of a kind ("Sports drink, low calorie (Gatorade G2)"), that kind with nothing of its own is
    // the same food told again.
    if (state.rules.on('kind-after-brand'))
      for (let i = 1; i < entries.length; i++) {
        const e = entries[i]!
        const p = entries[i - 1]!
        if (e.dropped || p.dropped || e.head >= 0 || e.sentence !== p.sentence || (e.parsed.quantity !== null && !e.parsed.quantity.article)) continue
        if (!/^\s*,\s*$/.test(state.description.slice(p.textEnd, e.textStart))) continue
        if (e.match.food === p.match.food || p.match.food.name.replace(BRAND_IN_NAME, '') === e.match.food.name) e.dropped = true
        // "a 6.75 fl oz bag of juice, a 100% fruit juice blend", "a cup of tea, a green tea": a food
        // named by one word, then a food of that word told with nothing of its own, is that food.
        else if (p.parsed.foodTokens.length === 1 && e.match.aliasTokens.has(p.parsed.foodTokens[0]!) && p.head < 0 && state.rules.on('kind-after-word')) {
          p.match = e.match
          p.parsed = { ...p.parsed, foodTokens: e.parsed.foodTokens, rawWords: e.parsed.rawWords }
          e.dropped = true
        }
      }
  },
}

/** A survey name's brand in brackets at its end ("… (Gatorade G2)"). */
const BRAND_IN_NAME = /\s*\([^)]*\)\s*$/

/** Words that make a food named again a second helping, not the same one told again. */
const AGAIN_WORDS = new RegExp(`\\b${alternation(wordsOf('again'))}\\b`, 'i')
/** The meals a sentence may name ("Lunch was toast too."): meal words that name no food too (not tea). */
const SENTENCE_MEALS = rows('meal-word')
  .filter((r) => !r.also_food)
  .map((r) => ({ w: r.word!, re: new RegExp(`\\b${r.word}\\b`) }))

/**
 * A later sentence that names a food an earlier one did (or only its head noun: "one bar")
 * tells the same meal again, unless it names a meal the earlier ones did not ("Breakfast was
 * toast. Lunch was toast too.") or says it was another helping.
 */
export function dropRetold(entries: Entry[], description: string, sentenceEnds: readonly number[], sentenceStarts: readonly number[], rules: Rules): void {
  const again = (text: string) => AGAIN_WORDS.test(text) && rules.on('another-helping')
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
    // "a cup of Carnation Instant Breakfast … the creamy texture of this nutritional shake": a food
    // pointed back to ("this", "these"), no amount of its own, that is of the kind of one told
    // before in its sentence (what it came with too), is that food again (a translation's reading
    // may name its sibling).
    if (
      !e.dropped &&
      e.parsed.quantity === null &&
      (e.parsed.words.has('this') || e.parsed.words.has('these')) &&
      rules.on('retold-this') &&
      entries.some((p, k) => k < i && !p.dropped && p.sentence === e.sentence && sameKind(p.match.food, e.match.food))
    ) {
      e.dropped = true
      return
    }
    if (e.head >= 0 || e.dropped) return
    const only = e.parsed.foodTokens.length === 1 ? e.parsed.foodTokens[0]! : undefined
    // Once a later sentence is a retelling, each of its items is weighed as one, not only its first.
    const inRetelling = e.sentence > 0 && retelling.has(e.sentence)
    if (!inRetelling && (e.sentence === 0 || (i > 0 && entries[i - 1]!.sentence === e.sentence))) {
      // Later in the same sentence, one of only the head noun of a food told before ("one
      // sandwich" after a named sandwich), with no words of its own, is that food again.
      if (i === 0 || again(description.slice(entries[i - 1]!.textEnd, e.textEnd))) return
      // "a serving of Nachos Supreme … served as a generous portion of 1 Nachos Supreme": the same
      // food told again later in its sentence, with no word of another helping, is that food again.
      if (
        rules.on('retold-same-food') &&
        entries.some(
          (p, k) => k < i && !p.dropped && p.head < 0 && p.sentence === e.sentence && p.match.food.id === e.match.food.id && !otherCompanions(entries, k, i),
        )
      ) {
        e.dropped = true
        return
      }
      if (only === undefined || !retoldCount(e.parsed) || !rules.on('retold-head-noun')) return
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
    if (!rules.on('retold-sentence') || again(description.slice(starts[e.sentence] ?? 0, e.textEnd))) return
    const earlierMeals = new Set<string>()
    for (let s = 0; s < e.sentence; s++) for (const m of meals[s] ?? []) earlierMeals.add(m)
    if ([...(meals[e.sentence] ?? [])].some((m) => !earlierMeals.has(m)) && rules.on('new-meal-sentence')) return
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
  if (!rules.on('retold-companions')) return
  entries.forEach((e) => {
    if (e.head >= 0 && entries[e.head]!.dropped) e.dropped = true
  })
}

/** "1 turnover with guava, 1 turnover with cheese": the later item comes with foods of its own that
 * the earlier did not, so it is another one, not the same told again. */
function otherCompanions(entries: readonly Entry[], earlier: number, later: number): boolean {
  const foods = (k: number) => new Set(entries.filter((c) => c.head === k).map((c) => c.match.food.id))
  const mine = foods(later)
  if (mine.size === 0) return false
  const theirs = foods(earlier)
  return [...mine].some((f) => !theirs.has(f))
}

/** The same food, or one of the survey's same kind (its WWEIA category). */
function sameKind(a: Food, b: Food): boolean {
  return a.id === b.id || (a.wweia !== undefined && a.wweia === b.wweia)
}

/** One of it, no amount named ("one sandwich", "a sandwich", "sandwich"): how a food is told again. */
function retoldCount(p: ParsedFragment): boolean {
  if (p.unit || p.size) return false
  return p.quantity === null || (p.quantity.value === 1 && !p.quantity.vague)
}
