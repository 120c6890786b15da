// Steps of the reading (translate.ts) that keep the items of a meal as English reads them: a
// measure's size over its diminutive's "small", a comma between two items the story's words stood
// between, an article whose noun the story took, a dish with the list of its fillings, a share
// before its food, units English reads otherwise (inches, chips, ice cream cups), and what a dish is
// "mostly" of.
import type { Piece } from './translate.js'

/** A piece that names a food in English. */
export const isFood = (p: Piece | undefined): boolean => p !== undefined && p.kind === 'food' && p.en !== ''

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

/** "…com frango e feijão, foi um almoço", "tive um almoço reforçado com …": an article whose noun the
 * story's words took ("almoço" read as nothing) stands alone before a comma, "with" or the end; English
 * would read "beans, a" as a new item and part a dish from its filling. It says nothing. */
export function articlesWithoutNoun(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind !== 'number' || (p.en !== 'a' && p.en !== 'an')) continue
    let j = i + 1
    while (j < pieces.length && pieces[j]!.en === '') j++
    const next = pieces[j]
    if (next === undefined || (next.kind === 'punct' && next.en !== '(') || next.kind === 'connector' || next.kind === 'of') p.en = ''
  }
}

/** A dish the word lists read whole with its filling ("burrito de feijão" → "bean burrito"). */
const FILLED_DISH = /^(.+) ((?:sandwich(?:es)?|burritos?|omelet|omelette|crepes?|panini|wraps?|calzones?|soups?|tacos?|quesadillas?|enchiladas?|empanadas?))$/
/** The language's "of" inside the words of such a dish ("de", "di", "do", "au", "mit"). */
const OF_WORD = /\s(?:de|di|do|da|del|della|au|aux|à|a|al|alla|con|com|mit)\s/i
/** What goes on naming a food after it ("y pan tostado" is toast, its own food). */
const GOES_ON = new Set(['food', 'of', 'state', 'unknown'])

/**
 * "burrito de feijão e arroz", "sopa de pollo y fideos": a second filling joined by "and" to a
 * dish read whole with its first ("bean burrito", "chicken soup") is the dish's too: "bean and rice
 * burrito", "chicken and noodles soup", not the dish and a plate of rice. A list of them ("un
 * sándwich de huevo, queso y beicon") reads "a sandwich with egg, cheese and bacon": English reads
 * "an egg sandwich, cheese and bacon" as three items. Only bare foods: "un sándwich de jamón y una
 * manzana" is two things.
 */
export function bothFillings(text: string, pieces: Piece[]): void {
  for (let i = 0; i + 2 < pieces.length; i++) {
    const dish = pieces[i]!
    if (dish.kind !== 'food') continue
    const list = fillingsAfter(pieces, i)
    if (!list) continue
    const [k, commas] = list
    const m = FILLED_DISH.exec(dish.en)
    if (!m || !OF_WORD.test(text.slice(dish.start, dish.end))) continue
    if (commas > 0) {
      dish.en = `${m[2]} with ${m[1]}`
      i = k + 1
      continue
    }
    dish.en = `${m[1]} and ${pieces[k + 1]!.en} ${m[2]}`
    dish.end = pieces[k + 1]!.end
    pieces.splice(i + 1, 2)
  }
}

/** The fillings after piece `i`: ", food" any times, then "and food", and nothing after that goes
 * on naming it; [the place of "and", the commas], or null. */
function fillingsAfter(pieces: readonly Piece[], i: number): [number, number] | null {
  const bare = (k: number) => pieces[k]?.kind === 'food' && pieces[k]!.en !== ''
  let k = i + 1
  let commas = 0
  while (pieces[k]?.kind === 'punct' && pieces[k]!.en === ',' && bare(k + 1)) {
    k += 2
    commas++
  }
  if (pieces[k]?.kind !== 'connector' || pieces[k]!.en !== 'and' || !bare(k + 1)) return null
  const next = pieces[k + 2]
  return next && GOES_ON.has(next.kind) ? null : [k, commas]
}

/** "un sándwich contundente de huevo, queso y beicon": the language's "de" between a dish and a
 * list of its fillings is "with" (turned round, the first filling alone would name the dish). */
export function ofAList(pieces: readonly Piece[], i: number, dish: Piece | undefined, dishes: RegExp): boolean {
  if (dish?.kind !== 'food' || !dishes.test(dish.en) || pieces[i + 1]?.kind !== 'food') return false
  return (fillingsAfter(pieces, i + 1)?.[1] ?? 0) > 0
}

/** "suco de laranja 100%", "lait 2 %": a share after its food goes before it, as English says it
 * ("100% orange juice": after it, English reads a percentage of something else). */
export function sharesFirst(pieces: Piece[]): void {
  for (let i = 2; i < pieces.length; i++) {
    const pct = pieces[i]!
    const num = pieces[i - 1]!
    if (pct.kind !== 'punct' || pct.en !== '%' || num.kind !== 'num') continue
    let f = i - 2
    while (f > 0 && pieces[f]!.en === '') f--
    if (!isFood(pieces[f])) continue
    let s = f
    while (s > 0 && (pieces[s - 1]!.kind === 'food' || pieces[s - 1]!.kind === 'state')) s--
    const moved = pieces.splice(i - 1, 2)
    pieces.splice(s, 0, ...moved)
  }
}

const BAG = /\b(?:bag|packet|pack|sack|pouch)$/

/** Units English reads otherwise: a length in centimetres is the survey's inches ("un sándwich de
 * 15 cm" is a 6-inch sub, not 15 of anything); fries by the bag are potato chips ("una bolsa de
 * papas fritas", "un sachet de patatine": one word names both in these languages). */
export function unitsInTheirPlace(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind === 'num' && pieces[i + 1]?.kind === 'unit' && pieces[i + 1]!.en.replace(/ of$/, '') === 'cm') {
      const cm = Number(p.en)
      if (Number.isFinite(cm) && cm > 0) {
        p.en = String(Math.max(1, Math.round(cm / 2.54)))
        pieces[i + 1]!.en = pieces[i + 1]!.en.replace(/^cm/, 'inch')
      }
    }
    if (p.kind === 'unit' && BAG.test(p.en.replace(/ of$/, ''))) {
      const food = measured(pieces, i)
      if (isFood(food) && /^(?:french )?fries$/.test(food!.en)) food!.en = 'potato chips'
    }
    // a pot, a tub, a glass of ice cream of a size ("un pot moyen de glace", "una tarrina mediana de helado") is the survey's ice cream cup of that size
    if (p.kind === 'unit' && /^(?:(?:small|little) )?(?:container|glass)(?: of)?$/.test(p.en)) {
      const food = measured(pieces, i)
      const sized = /^(?:small|little) /.test(p.en) || pieces[i - 1]?.kind === 'size' || pieces[i + 1]?.kind === 'size'
      if (sized && isFood(food) && /\bice cream$/.test(food!.en)) p.en = p.en.replace(/container|glass/, 'cup')
    }
  }
}

/** The piece after the measure at `i`, past "of", states and sizes: the food it measures, if any. */
function measured(pieces: readonly Piece[], i: number): Piece | undefined {
  let j = i + 1
  while (j < pieces.length && (pieces[j]!.en === '' || pieces[j]!.kind === 'of' || pieces[j]!.kind === 'state' || pieces[j]!.kind === 'size')) j++
  return pieces[j]
}

/** "una zuppa, per lo più di noodles": what a dish mostly is follows it with no comma (the survey's
 * "soup, mostly noodles"; after a comma English reads a soup and a plate of noodles). */
export function mostlyFollows(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind === 'punct' && p.en === ',' && /^mostly\b/.test(pieces.slice(i + 1).find((q) => q.en !== '')?.en ?? '')) p.en = ''
  }
}
