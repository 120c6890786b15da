// Pass "match": the food each fragment names.
// Reads `mentions` (their words as the amounts pass read them); writes each one's `found` (the food
// and the words as matched), `end` and `loose` (its words no food explains). The whole fragment is
// matched first: an exact alias, then without describing words, in any order, one typo corrected,
// then IDF-weighted overlap that wants the phrase's head noun (food-index.ts). A unit or size word
// may belong to the name ("mini muffin", "2 egg sandwiches"). When the whole names no food, or only
// loosely, the item may still be named by its start ("two plums | to round things off") or by its
// known words ("a glossy large pear"); what is left out is reported as unmatched.

import {
  COOKING_WORDS,
  FILLERS,
  foodNameWords,
  JOINERS,
  MEAL_LABELS,
  MEAL_WORDS,
  NUMBER_WORDS,
  STOP_WORDS,
  headEnd,
  isSourcePhrase,
  keyTokens,
} from '../normalize.js'
import type { Token } from '../tokenize.js'
import { UNITS } from '../units.js'
import { type ParsedFragment, TASTE_WORDS, onlyTheMeal, parseFragment } from './amounts.js'
import { words } from '../knowledge.js'
import type { Context, Found, Pass, State } from './state.js'

export const match: Pass = {
  name: 'match',
  run(state: State): void {
    const { description } = state
    for (const m of state.mentions) {
      const fragment = m.fragment
      let parsed = m.parsed
      let found = matchFragment(parsed, state)
      // "two plums to round things off", "a glossy large pear": an item the whole
      // fragment does not name may still be named by its start, or by its known words.
      let end = fragment.end
      const salvagedText: string[] = []
      // Or the whole names it only loosely ("an apple for the walk home"): the start that names it alone.
      const first = found
      const firstLoose = found !== null ? looseSpans(fragment.tokens, parsed.first, found, state, description) : []
      if ((!found || firstLoose.length > 0) && parsed.foodTokens.length > 0) {
        const s = salvage(fragment.tokens, state, found !== null)
        // "a snack that consisted only of two figs": when the start names only the meal, the food is what
        // the clause says it was, from its first amount on.
        const told =
          s?.cut !== undefined && onlyTheMeal(s.found.parsed.foodTokens, state.index) && state.rules.on('meal-clause')
            ? clauseItem(fragment.tokens, s.cut, state)
            : null
        if (told) {
          found = told
          parsed = told.parsed
        } else if (s) {
          found = s.found
          parsed = s.found.parsed
          if (s.cut !== undefined) {
            end = fragment.tokens[s.cut - 1]!.end
            salvagedText.push(description.slice(fragment.tokens[s.cut]!.start, fragment.end).trim())
          }
          for (const k of s.unknown) salvagedText.push(description.slice(fragment.tokens[k]!.start, fragment.tokens[k]!.end))
        }
      }
      m.parsed = parsed
      m.found = found
      m.end = end
      // Words no food explains ("zorblax quantum stew" is a stew; "zorblax quantum" is reported).
      if (found) m.loose = [...salvagedText, ...(found === first ? firstLoose : looseSpans(fragment.tokens, parsed.first, found, state, description))]
    }
  },
}

export function matchFragment(p: ParsedFragment, { index, rules }: Context): Found | null {
  let parsed = p
  // "an experience of a fast food", "Burger King" ("burger" read as a unit): a place alone names no food.
  if (isSourcePhrase([...parsed.unitWords, ...parsed.foodTokens]) && rules.on('place-is-no-food')) return null
  let m = parsed.foodTokens.length > 0 ? index.match(parsed.foodTokens) : null
  // "a cup of coffee no sugar", "applesauce no sugar added": a food named only by the words after
  // "no" (sugar, 200 g of it) was not eaten or says how the food was made; the words before it name
  // the food. (The survey's "Italian ice, no sugar added" is named by all of them.)
  const no = parsed.foodTokens.indexOf('no')
  if (m && !m.exact && no > 0 && rules.on('no-is-not-the-food')) {
    const before = parsed.foodTokens.slice(0, no)
    const named = index.match(before)
    if (named && !before.some((t) => m!.aliasTokens.has(t) || foodNameWords(m!.food).has(t))) {
      m = named
      const at = parsed.rawWords.indexOf('no')
      parsed = { ...parsed, foodTokens: before, rawWords: at < 0 ? parsed.rawWords : parsed.rawWords.slice(0, at) }
    }
  }
  // "a 12 oz can of caffeine free cola": when the words name no food, the container the weight or
  // volume is of (a household measure first) is no word of the food's name.
  const container = UNITS.get(parsed.foodTokens[0] ?? '')
  if (
    !m &&
    (parsed.unit?.kind === 'mass' || parsed.unit?.kind === 'volume') &&
    container?.kind === 'household' &&
    parsed.foodTokens.length > 1 &&
    rules.on('container-of-measure')
  ) {
    const words = parsed.foodTokens.slice(1)
    m = index.match(words)
    if (m) parsed = { ...parsed, foodTokens: words, rawWords: dropWord(parsed.rawWords, parsed.foodTokens[0]!, 'first') }
  }
  // "fruit baby food sweet" (a told taste after the food, as translations leave it): the taste
  // word is no head noun ("sweets"); the food is what the words before it name exactly.
  const taste = parsed.foodTokens[parsed.foodTokens.length - 1]
  if (m && !m.exact && parsed.foodTokens.length > 1 && TASTE_WORDS.has(taste!) && rules.on('taste-after-food')) {
    // (past a measure word left among them: "a 4 oz jar of fruit baby food sweet")
    const rest = parsed.foodTokens.slice(0, -1)
    let k = 0
    while (k < rest.length - 1 && UNITS.has(rest[k]!)) k++
    const food = rest.slice(k)
    for (const words of food.length < rest.length ? [rest, food] : [rest]) {
      const named = index.match(words)
      if (!named?.exact) continue
      m = named
      parsed = { ...parsed, foodTokens: words, rawWords: dropWord(parsed.rawWords, taste!, 'last') }
      break
    }
  }
  // "creamy milk chocolate", "a cubic inch of creamy milk chocolate": a taste word inside the food's
  // words is no part of its name when the words after it name a food exactly (the taste pulled the
  // match to chocolate milk).
  const lead = parsed.foodTokens.findIndex((t, i) => i < parsed.foodTokens.length - 1 && TASTE_WORDS.has(t))
  // (Not when the taste word is in the name matched, starts one, "sweet potato", or follows a
  // food's word, "Quaker Chewy granola".)
  const word = parsed.foodTokens[lead]
  if (
    m &&
    !m.exact &&
    word !== undefined &&
    rules.on('taste-before-food') &&
    !m.food.name.toLowerCase().includes(word) &&
    parsed.foodTokens.slice(0, lead).every((t) => UNITS.has(t) || !index.recognises(t)) &&
    !index.match(parsed.foodTokens.slice(lead, lead + 2))?.exact &&
    index.match(parsed.foodTokens.slice(lead + 1))?.exact
  ) {
    const words = [...parsed.foodTokens.slice(0, lead), ...parsed.foodTokens.slice(lead + 1)]
    m = index.match(words) ?? m
    parsed = { ...parsed, foodTokens: words, rawWords: dropWord(parsed.rawWords, word, 'first') }
  }
  // "mixed meats from the fast food": where the food came from, last, is no word of its name when
  // the words before it name a food more surely (not a taco with meat "from fast food").
  const head = headEnd(parsed.foodTokens, parsed.foodTokens.length)
  if (m && !m.exact && head > 0 && head < parsed.foodTokens.length && rules.on('source-not-name')) {
    const named = index.match(parsed.foodTokens.slice(0, head))
    if (named && named.confidence > m.confidence) m = named
  }
  // The unit or size word may belong to the name: "mini muffin", "2 egg sandwiches", "6 wings".
  // The longer phrase wins when it is a known name ("a bagel with cream cheese": "bagel" is also a unit).
  // "a cup of it", "poured into a big mug": a measure alone (cup, ounce, large) names no food.
  const onlyMeasure =
    parsed.foodTokens.length === 0 &&
    parsed.unitWords.every((t) => {
      const d = UNITS.get(t)
      return d !== undefined && d.kind !== 'household'
    })
  // "a medium bean taco": the size is the item's and the unit word is the food's ("bean taco" is a
  // name, "medium bean taco" none, and "taco" alone would be one).
  const sizeWords = parsed.size && parsed.unit && parsed.unitTentative ? parsed.unitWords.filter((t) => UNITS.get(t)?.kind === 'size') : []
  // (a food's own portion word, as "bean" is; not a measure: "a small carton of orange juice")
  const unitFood = parsed.unitWords.filter((t) => !sizeWords.includes(t))
  if (sizeWords.length > 0 && unitFood.length > 0 && unitFood.every((t) => !UNITS.has(t)) && rules.on('sized-name')) {
    const unsized = keyTokens([...unitFood, ...parsed.rawWords])
    const named = index.match(unsized)
    if (named?.exact && m?.exact && named.aliasTokens.size > m.aliasTokens.size && !index.match(keyTokens([...parsed.unitWords, ...parsed.rawWords]))?.exact) {
      m = named
      parsed = { ...parsed, foodTokens: unsized, rawWords: unsized, unit: undefined, unitWords: sizeWords, unitTentative: false }
    }
  }
  if (parsed.unitWords.length > 0 && !onlyMeasure && (parsed.unitTentative || parsed.foodTokens.length === 0) && rules.on('unit-word-in-name')) {
    const altTokens = keyTokens([...parsed.unitWords, ...parsed.rawWords])
    const alt = index.match(altTokens)
    // "a sub on white bread": when the rest starts with a joiner, the unit word was the food.
    // "a soda from McDonald's": when the rest only says where it came from, the unit word was the food.
    const unitIsFood =
      (parsed.rawWords.length > 0 && JOINERS.has(parsed.rawWords[0]!)) || (isSourcePhrase(parsed.foodTokens) && rules.on('unit-word-from-place'))
    // "in a bowl": a measure alone names a food only as its whole name ("a bagel"), not as part of one ("fruit bowl").
    const measureAlone = parsed.foodTokens.length === 0 && parsed.unitWords.every((t) => UNITS.has(t)) && rules.on('measure-alone')
    if (alt && (alt.exact || !measureAlone) && (!m || alt.exact || unitIsFood || (!m.exact && alt.confidence > m.confidence + 0.05))) {
      m = alt
      // "a 3 egg omelet", "3 egg salad": the dish made with that many eggs, weighed by the egg
      const byEggs =
        parsed.unit?.canon === 'egg' && altTokens.length > 1 && (parsed.quantity?.value ?? 0) >= 2 && !parsed.quantity?.article && rules.on('eggs-in-dish')
      parsed = byEggs
        ? { ...parsed, foodTokens: altTokens, rawWords: altTokens, unitTentative: false }
        : { ...parsed, foodTokens: altTokens, rawWords: altTokens, size: undefined, unit: undefined, unitWords: [] }
    } else if (!alt && unitIsFood && rules.on('dish-on-its-bread')) {
      // "a small hamburger on whole wheat bread": no food names it all; the measure word is the
      // dish, and the bread after the joiner its own (not a slice of bread by the hamburger).
      const own = parsed.unitWords.filter((t) => UNITS.get(t)?.kind !== 'size')
      const dish = own.length > 0 ? index.match(keyTokens(own)) : null
      if (dish && dish.food.category === 'dishes' && dish.aliasTokens.has(own[own.length - 1]!)) {
        m = dish
        parsed = {
          ...parsed,
          foodTokens: keyTokens(own),
          rawWords: keyTokens([...own, ...parsed.rawWords]),
          unit: undefined,
          unitWords: parsed.size ? parsed.unitWords.filter((t) => !own.includes(t)) : [],
        }
      }
    }
  }
  // "whole wheat slices", "two cheddar slices": a measure last names a food measured so, not a
  // food that has the measure's word in its name (a soda branded "Slice").
  // (A word read as the item's measure may be part of the name: "2 whole wheat slices".)
  const folded = parsed.unit !== undefined && parsed.unitTentative && !parsed.size
  const nameTokens = folded ? keyTokens([...parsed.unitWords, ...parsed.foodTokens]) : parsed.foodTokens
  const lastWord = nameTokens[nameTokens.length - 1]
  const lastUnit = lastWord !== undefined && (!parsed.unit || folded) && nameTokens.length > 1 ? UNITS.get(lastWord) : undefined
  const rest = nameTokens.slice(0, -1)
  if (
    lastUnit?.kind === 'household' &&
    rules.on('measure-names-food') &&
    !lastUnit.isServing &&
    (!m || (!m.exact && (!m.entry.portions.has(lastUnit.canon) || !rest.some((t) => m!.aliasTokens.has(t) && !FILLERS.has(t)))))
  ) {
    const m3 = keyTokens(rest).length > 0 ? index.matchWithUnit(keyTokens(rest), lastUnit.canon) : null
    if (m3 && (!m || m3.confidence >= m.confidence - 0.1)) {
      m = m3
      parsed = {
        ...parsed,
        foodTokens: keyTokens(rest),
        rawWords: dropWord(folded ? [...parsed.unitWords, ...parsed.rawWords] : parsed.rawWords, lastWord!, 'last'),
        unit: lastUnit,
        unitWords: [lastWord!],
        unitTentative: false,
      }
      return { match: m, parsed }
    }
  }
  // "a Seven and Seven": the number word is the start of a name the table knows as written.
  if (parsed.numberWord !== undefined && !parsed.unit && !parsed.size && rules.on('number-names-food')) {
    const named = keyTokens([parsed.numberWord, ...parsed.rawWords])
    const whole = index.match(named)
    if (whole && (whole.exact || (whole.aliasTokens.has(parsed.numberWord) && whole.confidence >= (m?.confidence ?? 0))))
      return { match: whole, parsed: { ...parsed, quantity: { value: 1, vague: false, relative: null, article: true }, foodTokens: named, rawWords: named } }
  }
  // "a bar of granola", "one bar of Quaker Chewy granola", "a bar of Balance Original": a measure
  // the food itself is never served in (or no food at all), that with the words names a food that
  // is, is that food ("granola bar").
  const unitCanon = parsed.unit?.canon
  if (
    unitCanon !== undefined &&
    !parsed.unitTentative &&
    parsed.foodTokens.length > 0 &&
    !m?.entry.portions.has(unitCanon) &&
    parsed.unitWords.length === 1 &&
    rules.on('measure-of-food-names-food')
  ) {
    const named = index.match(keyTokens([...parsed.foodTokens, parsed.unitWords[0]!]))
    if (named?.exact && named.food !== m?.food && named.entry.portions.has(unitCanon)) m = named
  }
  if (!m) return null
  // A unit word left inside the name: "2 toast slices", "a salmon fillet".
  if (!m.exact && parsed.foodTokens.length > 1 && rules.on('unit-inside-name')) {
    const unitish = parsed.foodTokens.filter((t) => !m!.aliasTokens.has(t) && (UNITS.has(t) || index.portionUnits.has(t)))
    if (unitish.length > 0) {
      const rest = parsed.foodTokens.filter((t) => !unitish.includes(t))
      const m2 = rest.length > 0 ? index.match(rest) : null
      // A brand the rest names ("Burger King") does not make "a Burger King sandwich" its milk shake.
      const brandOnly = m2?.ownName !== undefined && unitish.some((t) => index.knows(t) && !m2.ownName!.has(t)) && rules.on('brand-is-no-food')
      if (m2 && !brandOnly && m2.confidence >= m.confidence) {
        m = m2
        const word = unitish[unitish.length - 1]!
        if (!parsed.unit && !parsed.size) {
          // A measure of two words keeps both ("an extra large pancake" is not a large one).
          const at = parsed.foodTokens.lastIndexOf(word)
          const before = at > 0 ? parsed.foodTokens[at - 1]! : undefined
          const pair = before !== undefined ? UNITS.get(`${before} ${word}`) : undefined
          const def = pair ?? UNITS.get(word) ?? { canon: word, kind: 'household' as const }
          const restWords = pair ? rest.filter((t) => t !== before) : rest
          parsed = { ...parsed, foodTokens: restWords, ...(def.kind === 'size' ? { size: def } : { unit: def }), unitWords: pair ? [before!, word] : [word] }
        } else {
          parsed = { ...parsed, foodTokens: rest }
        }
      }
    }
  }
  return { match: m, parsed }
}

/** `words` without the first (or last) `word`. */
function dropWord(words: readonly string[], word: string, which: 'first' | 'last'): string[] {
  const at = which === 'first' ? words.indexOf(word) : words.lastIndexOf(word)
  return at < 0 ? [...words] : [...words.slice(0, at), ...words.slice(at + 1)]
}

/** An item with words no food explained is less sure. */
export const LOOSE_FACTOR = 0.7

/** Runs of the item's words that are food-like, unknown to every food and not in the food matched. */
export function looseSpans(tokens: readonly Token[], first: number, found: Found, ctx: Context, description: string): string[] {
  const { index } = ctx
  if (!ctx.rules.on('loose-words')) return []
  const food = new Set(found.parsed.foodTokens)
  const spans: string[] = []
  let from = -1
  let to = -1
  const close = () => {
    if (from >= 0) spans.push(description.slice(tokens[from]!.start, tokens[to]!.end))
    from = -1
  }
  for (let k = first; k < tokens.length; k++) {
    const t = tokens[k]!
    const word = t.kind === 'word' ? t.word! : undefined
    const loose =
      word !== undefined &&
      food.has(word) &&
      !found.match.aliasTokens.has(word) &&
      !index.recognises(word) &&
      !index.portionWords.has(word) &&
      !UNITS.has(word) &&
      !FILLERS.has(word) &&
      !COOKING_WORDS.has(word) &&
      !MEAL_LABELS.has(word) &&
      !MEAL_WORDS.has(word)
    if (loose) {
      if (from < 0) from = k
      to = k
    } else close()
  }
  close()
  return spans
}

/** The item a clause after the meal word names ("… that consisted only of two figs"): from the
 * first amount within a few words of the clause word, or null. `first` counts from the fragment's start. */
export function clauseItem(tokens: readonly Token[], cut: number, ctx: Context): Found | null {
  for (let k = cut + 1; k < Math.min(tokens.length, cut + 5); k++) {
    const t = tokens[k]!
    if (t.kind !== 'num' && !(t.kind === 'word' && (t.word === 'a' || t.word === 'an' || NUMBER_WORDS.has(t.word!)))) continue
    const p = parseFragment(tokens.slice(k), ctx)
    if (p.foodTokens.length === 0 && p.unitWords.length === 0) return null
    const f = matchFragment(p, ctx)
    return f && { match: f.match, parsed: { ...f.parsed, first: f.parsed.first + k } }
  }
  return null
}

/** Words that start a clause about an item rather than its name ("… for the walk home", "… to round things off"). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(words('clause-word'))

/**
 * A fragment no food names as a whole: its start up to a clause word ("two plums | to round things
 * off"), else its words without those no food knows ("a glossy large pear").
 * What is left out is reported as unmatched.
 */
export function salvage(tokens: readonly Token[], ctx: Context, cutOnly = false): { found: Found; cut?: number; unknown: number[] } | null {
  const { index } = ctx
  for (let k = 1; k < tokens.length && ctx.rules.on('clause-cut'); k++) {
    const t = tokens[k]!
    if (t.kind !== 'word' || !CLAUSE_WORDS.has(t.word!)) continue
    const p = parseFragment(tokens.slice(0, k), ctx)
    const f = p.foodTokens.length > 0 ? matchFragment(p, ctx) : null
    if (f) return { found: f, cut: k, unknown: [] }
    break
  }
  if (cutOnly) return null
  const unknown: number[] = []
  const kept: Token[] = []
  tokens.forEach((t, k) => {
    if (
      t.kind === 'word' &&
      !index.recognises(t.word!) &&
      !UNITS.has(t.word!) &&
      !STOP_WORDS.has(t.word!) &&
      !NUMBER_WORDS.has(t.word!) &&
      !FILLERS.has(t.word!)
    )
      unknown.push(k)
    else kept.push(t)
  })
  if (unknown.length > 0 && kept.length > 0 && ctx.rules.on('unknown-words-left-out')) {
    const p = parseFragment(kept, ctx)
    const f = p.foodTokens.length > 0 ? matchFragment(p, ctx) : null
    if (f) return { found: f, unknown }
  }
  // The longest start that surely names a food ("a tuna melt the kids left over in the pan"):
  // an item must not vanish because of what is said after it.
  for (let k = tokens.length - 1; k >= 1 && ctx.rules.on('longest-start'); k--) {
    if (tokens[k - 1]!.kind !== 'word' || !index.knows(tokens[k - 1]!.word!)) continue
    const p = parseFragment(tokens.slice(0, k), ctx)
    if (p.foodTokens.length === 0) continue
    const f = matchFragment(p, ctx)
    if (f && f.match.confidence >= SALVAGE_MIN_CONFIDENCE) return { found: f, cut: k, unknown: [] }
  }
  return null
}

/** A start of an item read alone must name its food at least this surely. */
const SALVAGE_MIN_CONFIDENCE = 0.6
