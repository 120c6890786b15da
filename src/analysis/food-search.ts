// Searching the food index by text, for an app that offers its user foods to correct an item
// with: the food the analysis would read the words as first, then the other foods they could
// name, then foods whose names hold the words (the last one as a prefix, as it is being typed).
// Pure: no HTTP, no SQL.
import type { FoodIndex, IndexedFood } from './food-index.js'
import { aliasKeyTokens, canonicalTokens } from './normalize.js'

/** Each food's words (name and aliases, canonical), per index: built on the first search. */
const wordsByIndex = new WeakMap<FoodIndex, ReadonlyArray<{ entry: IndexedFood; name: ReadonlySet<string>; all: readonly string[] }>>()

function foodWords(index: FoodIndex) {
  let words = wordsByIndex.get(index)
  if (!words) {
    words = index.foods.map((entry) => {
      const name = new Set(canonicalTokens(entry.food.name))
      const all = new Set([...name, ...entry.food.aliases.flatMap((a) => canonicalTokens(a))])
      return { entry, name, all: [...all] }
    })
    wordsByIndex.set(index, words)
  }
  return words
}

/**
 * Up to `limit` foods for the text `q`, best first, each once: a food id given as it is; the
 * analysis's match and its alternatives; then foods that have every word of `q` (the last one
 * may be the start of a word), those whose own name has them before those named so only by an
 * alias, curated before survey and imported foods, shorter names first.
 */
export function searchFoods(index: FoodIndex, q: string, limit: number): IndexedFood[] {
  const out: IndexedFood[] = []
  const seen = new Set<string>()
  const add = (e: IndexedFood) => {
    if (out.length < limit && !seen.has(e.food.id)) {
      seen.add(e.food.id)
      out.push(e)
    }
  }
  const byId = index.get(q.trim())
  if (byId) add(byId)
  const key = aliasKeyTokens(q)
  const best = index.match(key)
  if (best) {
    add(best.entry)
    for (const alt of index.alternatives(key, best.entry, limit)) add(alt)
  }
  const words = canonicalTokens(q)
  const last = words.pop()
  if (out.length >= limit || last === undefined) return out
  const found: Array<{ entry: IndexedFood; rank: number }> = []
  for (const f of foodWords(index)) {
    if (seen.has(f.entry.food.id)) continue
    if (!words.every((w) => f.all.includes(w))) continue
    const whole = f.all.includes(last)
    if (!whole && !f.all.some((w) => w.startsWith(last))) continue
    const inName = [...words, last].every((w) => f.name.has(w))
    // Lower is better: the words in its own name, the last word whole, a curated food.
    found.push({ entry: f.entry, rank: (inName ? 0 : 4) + (whole ? 0 : 2) + (f.entry.curated ? 0 : 1) })
  }
  found.sort((a, b) => a.rank - b.rank || a.entry.food.name.length - b.entry.food.name.length || a.entry.food.name.localeCompare(b.entry.food.name))
  for (const f of found) add(f.entry)
  return out
}
