// Pass "segment": the text is cut into fragments that may each name one food.
// Reads `text` (the story blanked); writes `tokens`, `fragments` (each with the connector or
// separator before it, and whether it is a heading) and where each sentence starts and ends.
// A description is split on commas, semicolons, line breaks, colons and sentence ends, and on the
// connectors "and", "with", "plus", "then", "on", "over", "in", unless a known food name spans the
// connector ("mac and cheese") or it joins an amount ("one and a half"). A dish told by its parts
// ("a ham, egg, and cheese omelet") is joined back into one fragment.

import { COOKING_WORDS, FILLERS, JOINERS, NUMBER_WORDS } from '../normalize.js'
import { HOLDS_BREAD, type Token, tokenize } from '../tokenize.js'
import { UNITS } from '../units.js'
import { words } from '../knowledge.js'
import { parseFragment, wholeDish } from './amounts.js'
import { matchFragment } from './match.js'
import type { Context, Fragment, Pass, State } from './state.js'

const CR = /\r\n?/

export const segment: Pass = {
  name: 'segment',
  run(state: State): void {
    state.tokens = tokenize(state.text, state.rules)
    if (state.rules.on('in-sauce')) state.tokens = inSauceIsWith(state.tokens)
    if (state.rules.on('filled-with-name')) state.tokens = filledWithName(state.tokens, state)
    if (state.rules.on('like-names-kind')) state.tokens = likeNamesKind(state.text, state.tokens)
    const fragments = splitItems(state.text, state.tokens, state)
    state.fragments = state.rules.on('named-parts') ? joinNamedParts(state.text, fragments, state) : fragments
    // Sentences: a fragment after a full stop, "!" or "?" starts the next one.
    let sentence = 0
    for (const f of state.fragments) {
      if (f.sep === '.' || f.sep === '!' || f.sep === '?') sentence++
      state.sentenceEnds[sentence] = Math.max(state.sentenceEnds[sentence] ?? 0, f.end)
      state.sentenceStarts[sentence] ??= f.start
    }
  },
}

/** "pasta in white sauce", "chicken in a mushroom gravy": the food with its sauce, as "with" reads it. */
function inSauceIsWith(tokens: Token[]): Token[] {
  const drop = new Set<number>()
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.word !== 'in' || tokens[i - 1]!.kind !== 'word') continue
    for (let k = i + 1; k < Math.min(tokens.length, i + 5) && tokens[k]!.kind === 'word'; k++) {
      if (tokens[k]!.word !== 'sauce' && tokens[k]!.word !== 'gravy') continue
      if (tokens[k + 1]?.kind !== 'word') {
        tokens[i] = { ...tokens[i]!, word: 'with' }
        // "pasta in a tomato sauce": the sauce it is in, not a cup of sauce beside it
        if (ARTICLES.has(tokens[i + 1]!.word ?? '')) drop.add(i + 1)
      }
      break
    }
  }
  return drop.size === 0 ? tokens : tokens.filter((_t, i) => !drop.has(i))
}
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the'])

/** "a sweet roll filled with fruit" where a food's name says "sweet roll with fruit": the filling
 * word goes, and the name spans the "with" as it is written in the table. */
function filledWithName(tokens: Token[], ctx: Context): Token[] {
  const drop = new Set<number>()
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (tokens[i]!.kind !== 'conn' || tokens[i]!.word !== 'filled' || tokens[i + 1]!.word !== 'with') continue
    const kept = [...tokens.slice(0, i), ...tokens.slice(i + 1)]
    if (spannedByKnownName(kept, i, 'with', ctx)) drop.add(i)
  }
  return drop.size === 0 ? tokens : tokens.filter((_t, i) => !drop.has(i))
}

/** "a bottle of soda, like Dr Pepper", "cookies, such as Oreos": what comes after names the kind of
 * the food before, as it would in brackets ("a soda (Dr Pepper)"): the comma no longer parts them. */
function likeNamesKind(text: string, tokens: Token[]): Token[] {
  const drop = new Set<number>()
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i]!
    // "such as" is read as "like" (as "soda like Dr Pepper" is read)
    if (t.word === 'such' && tokens[i + 1]!.word === 'as' && tokens[i - 1]!.kind !== 'num') {
      tokens = tokens.slice()
      tokens[i] = { ...t, word: 'like', end: tokens[i + 1]!.end }
      drop.add(i + 1)
    }
    if (t.kind !== 'sep' || text[t.start] !== ',' || tokens[i - 1]!.kind !== 'word') continue
    const a = tokens[i + 1]!.word
    const b = tokens[i + 2]?.word
    if (a === 'like' || (a === 'such' && b === 'as') || ((a === 'something' || a === 'kind' || a === 'sort') && (b === 'like' || b === 'of'))) drop.add(i)
  }
  return drop.size === 0 ? tokens : tokens.filter((_t, i) => !drop.has(i))
}

/** "eggs over easy": "over" before how eggs were fried joins nothing. */
const EGG_DONENESS: ReadonlySet<string> = new Set(words('egg-doneness'))

/** "one and a half": a part after "and" continues the amount. */
const QUANTITY_FOLLOWERS: ReadonlySet<string> = new Set(words('part'))

/**
 * Splits a description into item fragments: always on hard separators (commas, semicolons,
 * line breaks, sentence ends), and on connector words unless a known food name spans the
 * connector ("mac and cheese", "fish and chips") or it joins a quantity ("one and a half").
 */
export function splitItems(text: string, tokens: readonly Token[], ctx: Context): Fragment[] {
  const fragments: Fragment[] = []
  let current: Token[] = []
  let via: string | undefined
  let sep: string | undefined
  const flush = (nextVia: string | undefined, nextSep: string | undefined) => {
    if (current.length > 0) {
      const start = current[0]!.start
      const end = current[current.length - 1]!.end
      fragments.push({ tokens: current, text: text.slice(start, end).trim(), start, end, via, sep, title: nextSep === ':' })
      via = nextVia
      sep = nextSep
    } else {
      // Keep the weaker link: "…, and toast" is still joined by "and"; "loaded with" stays a filling.
      if (!(via === 'filled' && nextVia === 'with')) via = nextVia ?? via
      sep = sep ?? nextSep
    }
    current = []
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.kind === 'sep') {
      // "a large, ripe mango": a comma after the size alone does not end the item.
      if (text.slice(t.start, t.end).trim() === ',' && onlySize(current) && ctx.rules.on('size-comma')) continue
      // "a drink of unsweetened, black iced tea", "iced tea, unsweetened": a comma after or before
      // words that only say how the food is (no food, no amount) parts no items.
      if (text.slice(t.start, t.end).trim() === ',' && (endsInStates(current) || statesAlone(tokens, i + 1)) && ctx.rules.on('state-comma')) continue
      flush(undefined, text.slice(t.start, t.end).replace(CR, '\n'))
      continue
    }
    if (t.kind === 'conn') {
      if (shouldSplit(tokens, i, ctx, current) && !(t.word === 'with' && ctx.rules.on('with-names-dish') && namesOneDish(text, current, tokens, i, ctx))) {
        flush(t.word, undefined)
        continue
      }
      // Kept inside the item: as a word.
      current.push({ ...t, kind: 'word' })
      continue
    }
    current.push(t)
  }
  flush(undefined, undefined)
  return fragments
}

function shouldSplit(tokens: readonly Token[], i: number, ctx: Context, current: readonly Token[] = []): boolean {
  const t = tokens[i]!
  const c = t.word!
  const prev = tokens[i - 1]
  const next = tokens[i + 1]
  // "one and a half", "2 and 1/2"
  if (c === 'and' && prev && isNumberToken(prev) && next && ctx.rules.on('and-in-amount')) {
    if (next.kind === 'num' && next.fraction) return false
    const n2 = tokens[i + 2]
    if (next.kind === 'word' && QUANTITY_FOLLOWERS.has(next.word!)) return false
    if (next.kind === 'word' && (next.word === 'a' || next.word === 'an') && n2?.kind === 'word' && QUANTITY_FOLLOWERS.has(n2.word!)) return false
  }
  // "2 or 3" is a range, handled by the quantity parser; "with" etc. never join numbers.
  if (ctx.rules.on('name-spans-connector') && spannedByKnownName(tokens, i, c, ctx)) return false
  // "in" joins items in "fried in butter" and "whey in a cup of milk", not in "chicken in sauce".
  if (c === 'in') return ctx.rules.on('in-splits') && !!prev && ((prev.kind === 'word' && COOKING_WORDS.has(prev.word!)) || startsQuantity(next))
  // "a turkey sandwich on rye" names the bread of the sandwich.
  if (c === 'on')
    return (
      ctx.rules.on('on-splits') &&
      !!prev &&
      !!next &&
      prev.kind === 'word' &&
      next.kind !== 'sep' &&
      !(HOLDS_BREAD.has(prev.word!) && ctx.rules.on('sandwich-on-bread')) &&
      !(ctx.rules.on('named-sandwich-on-bread') && namesSandwich(current, ctx))
    )
  // "stir fry over rice", but "eggs over easy".
  if (c === 'over')
    return (
      ctx.rules.on('on-splits') &&
      !!prev &&
      !!next &&
      prev.kind === 'word' &&
      next.kind !== 'sep' &&
      !(EGG_DONENESS.has(next.word ?? '') && ctx.rules.on('eggs-over-easy'))
    )
  return true
}

/** "a PB&J on wheat bread", "a grilled cheese on rye": the item so far names a sandwich exactly, by
 * a name without its noun; what follows "on" is its bread, as after "sandwich". */
function namesSandwich(current: readonly Token[], ctx: Context): boolean {
  // (a name with its noun is the rule before: "a hot dog sandwich with chicken | on white bread";
  // or the words before its "with": "a grilled cheese with American cheese on white bread")
  if (current.some((t) => HOLDS_BREAD.has(t.word ?? ''))) return false
  const withAt = current.findIndex((t) => t.word === 'with')
  for (const part of withAt > 0 ? [current, current.slice(0, withAt)] : [current]) {
    const p = wholeDish(parseFragment(part, ctx))
    const m = p.foodTokens.length > 0 ? ctx.index.match(p.foodTokens) : null
    if (!m?.exact) continue
    const main = m.food.name.split(',')[0]!.toLowerCase().split(/\s+/)
    return HOLDS_BREAD.has(main[main.length - 1]!)
  }
  return false
}

/** "a waffle with fruit", "a turnover with guava": the food and what it comes with, bare, name one
 * survey food ("Waffle, fruit") exactly: one item, not the food and a default portion of the other. */
function namesOneDish(text: string, current: readonly Token[], tokens: readonly Token[], i: number, ctx: Context): boolean {
  let end = i + 1
  while (end < tokens.length && tokens[end]!.kind === 'word') end++
  if (end === i + 1 || end - i > 4 || current.length === 0) return false
  // Only where the item ends: "a peanut butter sandwich with jelly | on wheat bread", "a soup with
  // chicken, rice and vegetables" go on telling the dish.
  const next = tokens[end]
  const closes =
    next === undefined ||
    (next.kind === 'sep' && !/^\s*,/.test(text.slice(next.start, next.end))) ||
    ((next.kind === 'sep' || (next.kind === 'conn' && next.word === 'and')) && startsQuantity(tokens[end + 1]))
  if (!closes) return false
  const after = wholeDish(parseFragment(tokens.slice(i + 1, end), ctx))
  if (after.quantity !== null || after.unitWords.length > 0 || after.foodTokens.length === 0) return false
  const before = wholeDish(parseFragment(current, ctx))
  if (before.foodTokens.length === 0) return false
  const names = (words: readonly string[]) => ctx.index.match([...words, ...after.foodTokens])?.exact === true
  if (names(before.foodTokens)) return true
  // "a drink of rum with cola": the measure before "of", which the parser left among the food's words, names no part
  let of = current.length - 1
  while (of > 0 && current[of]!.word !== 'of') of--
  if (of <= 0) return false
  const food = wholeDish(parseFragment(current.slice(of + 1), ctx)).foodTokens
  return food.length > 0 && food.length < before.foodTokens.length && names(food)
}

/** How a food is made or what form it is ("unsweetened", "fried", "low fat"): no food alone. */
const STATE_WORDS: ReadonlySet<string> = new Set([...COOKING_WORDS, ...words('state-word')])
const isState = (t: Token | undefined) => t?.kind === 'word' && STATE_WORDS.has(t.word!)

/** The item so far is an amount and a measure "of" and only state words ("a large drink of unsweetened"). */
function endsInStates(current: readonly Token[]): boolean {
  const of = current.findIndex((t) => t.word === 'of')
  return of >= 0 && of < current.length - 1 && current.slice(of + 1).every(isState)
}

/** Only state words from `from` to the end of the item ("…, unsweetened." , "…, low fat and …"). */
function statesAlone(tokens: readonly Token[], from: number): boolean {
  let k = from
  while (k < tokens.length && tokens[k]!.kind === 'word' && isState(tokens[k])) k++
  return k > from && (k === tokens.length || tokens[k]!.kind === 'sep' || tokens[k]!.kind === 'conn')
}

/** An article or number and then only size words ("a large", "two small"). */
function onlySize(current: readonly Token[]): boolean {
  if (current.length < 2) return false
  const first = current[0]!
  if (!(first.kind === 'num' || (first.kind === 'word' && (first.word === 'a' || first.word === 'an' || NUMBER_WORDS.has(first.word!))))) return false
  return current.slice(1).every((t) => t.kind === 'word' && UNITS.get(t.word!)?.kind === 'size')
}

function startsQuantity(t: Token | undefined): boolean {
  if (!t) return false
  return t.kind === 'num' || (t.kind === 'word' && (t.word === 'a' || t.word === 'an' || NUMBER_WORDS.has(t.word!)))
}

function isNumberToken(t: Token): boolean {
  return t.kind === 'num' || (t.kind === 'word' && NUMBER_WORDS.has(t.word!))
}

function spannedByKnownName(tokens: readonly Token[], i: number, c: string, { index }: Context): boolean {
  const before = tokens[i - 1]
  const after = tokens[i + 1]
  if (!before?.word || !after?.word || before.kind === 'num' || after.kind === 'num') return false
  for (const { phrase, at } of index.phrasesAround(before.word, c, after.word)) {
    const from = i - at
    if (from < 0 || from + phrase.length > tokens.length) continue
    let ok = true
    for (let j = 0; j < phrase.length && ok; j++) {
      const tok = tokens[from + j]!
      if (tok.kind === 'sep' || tok.kind === 'num' || tok.word !== phrase[j]) ok = false
    }
    if (ok) return true
  }
  return false
}

// A dish told by its parts: "a ham, egg, and cheese omelet", "a turkey, bacon and swiss sandwich
// on a roll". The commas and "and" split it into items, yet the last one ends in the dish's noun
// and the earlier ones are bare parts (no amount of their own). When one food names the dish and
// every part, the run is that one item, not a list of separate foods.

/** At most this many fragments are read as one dish told by its parts. */
const MAX_PARTS = 5
/** A part is a few words: longer fragments are items of their own. */
const MAX_PART_WORDS = 3

export function joinNamedParts(text: string, fragments: Fragment[], ctx: Context): Fragment[] {
  if (fragments.length < 2) return fragments
  const out: Fragment[] = []
  let i = 0
  while (i < fragments.length) {
    const run = partRunFrom(fragments, i, ctx)
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

/** The tokens of fragments i..end as one item; "on" and "in" dropped, so that the bread the dish
 * is on names it ("… sandwich on a biscuit" → the survey's "… on biscuit") instead of qualifying it. */
function runTokens(fragments: readonly Fragment[], i: number, end: number): Token[] {
  const out: Token[] = []
  for (let j = i; j <= end; j++) for (const t of fragments[j]!.tokens) if (!(t.kind === 'word' && (t.word === 'on' || t.word === 'in'))) out.push(t)
  return out
}

/** Fragments i..end that one food names as a whole, longest first; null when none does. */
function partRunFrom(fragments: readonly Fragment[], i: number, ctx: Context): { end: number } | null {
  const { index } = ctx
  const first = fragments[i]!
  // What comes "with" or "on" an item before is that item's, not the start of a dish.
  if (first.title || (first.via !== undefined && first.via !== 'and' && first.via !== 'plus' && first.via !== 'then')) return null
  /** The words naming the fragment's food ("a sausage": "sausage" was read as a unit), or null when it has an amount. */
  const partWords = (f: Fragment, amountOk: boolean): string[] | null => {
    const p = parseFragment(f.tokens, ctx)
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
      const parsed = wholeDish(parseFragment(runTokens(fragments, i, end), ctx))
      if (parsed.foodTokens.length === 0) continue
      const found = matchFragment(parsed, ctx)
      if (!found || found.match.confidence < 0.6) continue
      const m = found.match
      let ok = true
      for (let j = i; j <= end && ok; j++) {
        const w = (j - i < words.length ? words[j - i]! : parseFragment(fragments[j]!.tokens, ctx).foodTokens).filter(
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
