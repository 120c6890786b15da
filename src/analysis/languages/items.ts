// Two steps of the reading that keep the items of a meal as English reads them: a measure's size
// over its diminutive's "small", and a comma between two items the story's words stood between.
import type { Piece } from './translate.js'

/** The sizes of a measure ("a medium cup"); "regular" also says a food is no diet one. */
export const MEASURE_SIZE = /^(?:small|medium|large|extra large|big|little)$/

/** A measure's English made small by a diminutive ("saquinho" → "small bag"). */
const DIMINUTIVE = /^(?:small|little) (?=\S)/

/** "um saquinho médio", "una bolsita pequeña": a measure named small by its diminutive ("small bag")
 * takes the size told with it ("a medium bag", not "a medium small bag", which English reads as no measure). */
export function sizeOverDiminutive(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind !== 'unit' || !DIMINUTIVE.test(p.en)) continue
    const sized = (q: Piece | undefined) => q?.kind === 'size' && MEASURE_SIZE.test(q.en)
    if (sized(pieces[i - 1]) || sized(pieces[i + 1])) p.en = p.en.replace(DIMINUTIVE, '')
  }
}

/** "una botella de agua mientras picoteaba una taza de zanahorias": where the story's words between
 * two items are read as nothing, a comma keeps them apart (English would read "water a cup of carrots"
 * as one item). */
export function storyParts(pieces: Piece[]): void {
  let last = -1
  let told = false
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.en === '') {
      if (p.kind === 'narrative' || p.unread) told = true
      continue
    }
    const before = pieces[last]
    if (
      told &&
      (p.kind === 'number' || p.kind === 'num') &&
      before &&
      (before.kind === 'food' || before.kind === 'state' || (before.kind === 'unknown' && !before.unread)) &&
      startsItem(pieces, i + 1)
    ) {
      pieces.splice(i, 0, { en: ',', kind: 'punct', start: before.end, end: before.end })
      i++
    }
    last = i
    told = false
  }
}

/** A measure or a food follows the amount: it is a new item's, not the story's ("una colazione"). */
function startsItem(pieces: readonly Piece[], from: number): boolean {
  for (let k = from; k < pieces.length; k++) {
    const q = pieces[k]!
    if (q.en !== '') return q.kind === 'unit' || q.kind === 'food' || q.kind === 'size' || q.kind === 'state'
  }
  return false
}

/** "…com frango e feijão, foi um almoço", "…, il était un régal": an article whose noun the story's
 * words took ("almoço", "régal" read as nothing) stands alone before a comma or the end; English
 * would read "beans, a" as a new item and part a dish from its filling. It says nothing. */
export function articlesWithoutNoun(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind !== 'number' || (p.en !== 'a' && p.en !== 'an')) continue
    let j = i + 1
    while (j < pieces.length && pieces[j]!.en === '') j++
    const next = pieces[j]
    if (next === undefined || (next.kind === 'punct' && next.en !== '(') || (next.kind === 'connector' && next.en === 'and')) p.en = ''
  }
}
