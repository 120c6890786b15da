// Meal analysis, joining named parts: "a ham, egg, and cheese omelet" is one dish told by its
// parts, not a list of separate foods.

import type { FoodIndex } from './food-index.js'
import { COOKING_WORDS, FILLERS, JOINERS, keyTokens } from './normalize.js'
import type { Fragment, Token } from './tokenize.js'
import { type ParsedFragment, parseFragment } from './analyze-parse.js'
import { matchFragment } from './analyze-resolve.js'

// A dish told by its parts: "a ham, egg, and cheese omelet", "a turkey, bacon and swiss sandwich
// on a roll". The commas and "and" split it into items, yet the last one ends in the dish's noun
// and the earlier ones are bare parts (no amount of their own). When one food names the dish and
// every part, the run is that one item, not a list of separate foods.

/** At most this many fragments are read as one dish told by its parts. */
const MAX_PARTS = 5
/** A part is a few words: longer fragments are items of their own. */
const MAX_PART_WORDS = 3

export function joinNamedParts(text: string, fragments: Fragment[], index: FoodIndex): Fragment[] {
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
export function wholeDish(p: ParsedFragment): ParsedFragment {
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
