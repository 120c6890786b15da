// A food's portions as the index keeps them: canonical unit → grams, and each unit's word as the
// table writes it (moved out of food-index.ts, which holds the matching).
import type { Food } from './types.js'
import { UNITS, canonicalUnit } from './units.js'

/** A food's portions: canonical unit → grams (first listing of a unit wins), and the unit word as
 * the table writes it. */
export function measure(food: Food): { portions: ReadonlyMap<string, number>; unitNames: ReadonlyMap<string, string> } {
  const portions = new Map<string, number>()
  const unitNames = new Map<string, string>()
  const listings = new Map<string, number[]>()
  for (const p of food.portions) {
    if (!(p.grams > 0)) continue
    const u = canonicalUnit(p.unit)
    if (!portions.has(u)) portions.set(u, p.grams)
    if (!unitNames.has(u)) unitNames.set(u, displayUnit(p.unit, u))
    let l = listings.get(u)
    if (!l) {
      l = []
      listings.set(u, l)
    }
    l.push(p.grams)
  }
  // A survey food lists some units in several sizes ("1 bottle (12 fl oz)", "(20 fl oz)",
  // "(32 fl oz)"): a bare "bottle" is the middle one, which errs least. Curated rows list
  // their usual portion first, and keep it.
  if (food.measures) {
    for (const [u, l] of listings) {
      if (l.length < 3 || (food.portions[0]?.unit === 'serving' && u === 'serving')) continue
      const sorted = l.slice().sort((a, b) => a - b)
      portions.set(u, sorted[Math.floor((sorted.length - 1) / 2)]!)
    }
  }
  return { portions, unitNames }
}

/** A unit as shown: the standard abbreviation for standard units, else the table's own word. */
function displayUnit(written: string, canonical: string): string {
  const w = written.trim().toLowerCase()
  return UNITS.has(w) || UNITS.has(canonical) ? canonical : w
}
