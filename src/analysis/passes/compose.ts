// Pass "compose": what goes with what.
// Reads `entries` (each with the item it came "with"); writes the items' foods, words and roles:
// a dish and its parts become one food when one food names them all ("caesar salad with grilled
// chicken" → chicken caesar salad; "an omelet with ham and cheese"; "X with A and B on a bagel");
// a dish's named ingredients and fillings are part of it and dropped ("ramen with pork and egg",
// "an empanada stuffed with beef"); a drink told with its solid ingredients is those ingredients
// ("smoothie with banana, strawberries and spinach"); a liquid added to a drink without an amount
// is a splash, and a topping without an amount is capped by its group (passes/weigh.ts weighs them).

import type { Food } from '../types.js'
import type { FoodMatch } from '../food-index.js'
import { COOKING_WORDS, FILLERS, canonicalTokens, keyTokens } from '../normalize.js'
import { UNITS, isLiquid } from '../units.js'
import type { ParsedFragment } from './amounts.js'
import { foodNameWords } from '../measures.js'
import { TASTE_WORDS, POSSESSIVES } from './amounts.js'
import { alternation, rows, words } from '../knowledge.js'
import type { Context, Entry, Pass, State } from './state.js'

export const compose: Pass = {
  name: 'compose',
  run(state: State): void {
    const { entries } = state
    // the words the meal is told in, once for every dish
    const said = canonicalTokens(state.description)
    for (let h = 0; h < entries.length; h++) {
      const head = entries[h]!
      if (head.head >= 0 || head.dropped) continue
      const withs = entries.filter((e) => e.head === h && !e.dropped)
      if (withs.length === 0) {
        if (state.rules.on('on-bread-is-sandwich')) sandwichOnBread(entries, h, state)
        if (!head.dropped && state.rules.on('dish-in-its-part')) dishInItsPart(entries, h, state, said)
        if (!head.dropped && state.rules.on('parts-before-dish')) partsBeforeDish(entries, h, state, said)
        continue
      }
      // "corn snacks, Cheetos, with a burrito": what comes with it in an amount of its own is an item
      // of its own, so the list before may still name the dish; what came with it goes with that.
      if (withs.every((w) => w.parsed.quantity !== null) && state.rules.on('parts-before-dish') && state.rules.on('parts-before-dish-with')) {
        const into = partsBeforeDish(entries, h, state, said)
        if (into >= 0) {
          for (const w of withs) w.head = into
          continue
        }
      }
      // What the dish and its parts are on ("… with A and B on a bagel"): among them, or next.
      let last = h
      for (let k = h + 1; k < entries.length && entries[k]!.head === h; k++) last = k
      const next = entries[last + 1]
      const bread =
        withs.find((w) => w.qualifier) ?? (next?.on && next.head < 0 && !next.dropped && !next.title && next.sentence === head.sentence ? next : undefined)
      if (bread) {
        if (state.rules.on('dish-on-bread')) composeOnBread(head, withs, bread, state)
      } else if (state.rules.on('bread-in-name') && ownBread(head, state)) composeOnBread(head, withs, null, state)
      applyWithRules(
        head,
        withs.filter((w) => !w.dropped),
        state,
        said,
      )
    }
    if (state.rules.on('dish-part-after')) dishPartAfter(entries, state)
    if (state.rules.on('bare-after-weighed')) bareAfterWeighed(entries, state)
  },
}

/** The item's amount is a weight as written ("a 63 g cookie", "8 oz of steak"). */
function weighed(e: Entry): boolean {
  return e.parsed.unit?.kind === 'mass' && e.parsed.quantity?.value != null
}

/**
 * "252 g of beef stew, which included potatoes, carrots and broccoli": in a meal told in weights,
 * a food told with no amount at all after a weighed item, in the same sentence and before any item
 * with an amount of its own, says what that item holds; its weight is in the item's.
 */
function bareAfterWeighed(entries: Entry[], ctx: Context): void {
  for (let h = 0; h < entries.length; h++) {
    const head = entries[h]!
    if (head.dropped || !weighed(head)) continue
    const parts: Entry[] = []
    let k = h + 1
    for (; k < entries.length; k++) {
      const e = entries[k]!
      if (e.dropped) continue
      // A household measure word read from a name ("tender potatoes": a chicken tender's portion) is no amount.
      if (e.sentence !== head.sentence || e.parsed.quantity !== null || e.parsed.unit?.kind === 'mass' || e.parsed.unit?.kind === 'volume' || e.title) break
      parts.push(e)
    }
    // "a 114 g sausage and cheese on an English muffin": the bread it is on, told with no amount.
    const next = entries[k]
    const bread =
      next &&
      !next.dropped &&
      next.on &&
      next.sentence === head.sentence &&
      next.parsed.quantity?.article === true &&
      BREAD_CATEGORIES.has(next.match.food.category)
        ? next
        : null
    if (ctx.rules.on('weighed-dish-of-parts')) nameWeighedDish(head, parts, bread, ctx)
    // What came with it ("with", "topped with", a list after them); what only follows it, when the
    // words name no food surely ("…, every bite", "…, ready to serve") or one of its own kind
    // ("pizza, thin crust", "corn snacks, Cheetos"): "chicken breast (150 g), rice" is two foods.
    for (const e of parts) {
      if (e.dropped || (e.head < 0 && e.match.exact && e.match.food.category !== head.match.food.category)) continue
      e.dropped = true
      head.textEnd = Math.max(head.textEnd, e.textEnd)
      // No food names the dish with this part: which of its kind it is, is less sure.
      head.match = { ...head.match, confidence: head.match.confidence * ABSORBED_PART_FACTOR }
    }
    h = k - 1
  }
}

/** A weighed dish's confidence for each part it holds that no food names with it: its weight is
 * sure, which dish of its kind it is less (calibrated on the NutriBench grams scored part, whose
 * hit rate by confidence fifth then rises 73 → 99 %). */
const ABSORBED_PART_FACTOR = 0.7

/**
 * A weighed item and what it was told with, as the one dish that names them all ("a 114 g sausage
 * and cheese on an English muffin" → sausage and cheese on English muffin; "a 245 g bagel topped
 * with egg, cheese and steak" → egg, cheese and steak on bagel): the most parts win; a bread
 * named is dropped with them.
 */
function nameWeighedDish(head: Entry, parts: Entry[], bread: Entry | null, { index }: Context): void {
  const open = parts.filter((p) => !p.dropped && !isLiquid(p.match.food)).slice(0, MAX_MERGED)
  const headOwn = head.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t))
  // A bread told with its fillings is what they are on ("a bagel topped with egg and cheese").
  const headIsBread = bread === null && BREAD_CATEGORIES.has(head.match.food.category) && open.length > 0
  const breadWords = bread
    ? withNoun(
        bread.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t)),
        bread.match,
      )
    : headIsBread
      ? headOwn
      : []
  if (open.length === 0 && bread === null) return
  let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
  for (let mask = open.length === 0 ? 0 : 1; mask < 1 << open.length; mask++) {
    const subset = open.filter((_, i) => (mask >> i) & 1)
    if (best && subset.length <= best.covered.length) continue
    const before = headIsBread ? [] : head.parsed.rawWords
    const words = keyTokens([...before, ...subset.flatMap(partWords), ...(breadWords.length > 0 ? ['on', ...breadWords] : [])])
    const m = index.match(words)
    if (m?.food.category !== 'dishes' || m.confidence < 0.6 || m.food === head.match.food) continue
    const written = new Set(words)
    if ([...m.aliasTokens].some((t) => !written.has(t) && !FILLERS.has(t))) continue
    // The dish is the head's ("beef stew with carrots and broccoli" is no beef and broccoli).
    if (
      (!headIsBread && !m.aliasTokens.has(head.match.head)) ||
      !mentions(m, headOwn) ||
      !subset.every((w) => mentions(m, w.parsed.rawWords)) ||
      (breadWords.length > 0 && !mentions(m, breadWords))
    )
      continue
    best = { m, covered: subset, words }
  }
  if (!best) return
  mergeInto(head, best.m, best.words)
  for (const w of best.covered) {
    w.dropped = true
    head.textEnd = Math.max(head.textEnd, w.textEnd)
  }
  if (bread) {
    bread.dropped = true
    head.textEnd = Math.max(head.textEnd, bread.textEnd)
  }
}

/** At most this many "with" items are tried together as one dish. */
const MAX_MERGED = 4

/** Heads whose "with" items are toppings rather than side dishes ("yogurt with granola"). */
const TOPPED_CATEGORIES: ReadonlySet<string> = new Set(rows('topped-group').map((r) => r.category!))
const TOPPED_NAME = new RegExp(`\\b${alternation(words('topped-name'), ' ')}\\b`, 'i')

/** A staple eaten by the plate: told "with" a relish or greens ("kimchi with rice", "cassava leaves
 * with rice", "greens with ugali") it is the meal's bulk, not a topping. */
const STAPLE_NAME = new RegExp(`^${alternation(words('staple'), ' ')}\\b`, 'i')
/** Heads a staple may still top ("yogurt with rice" is a pudding's spoonful). */
const SWEET_HEADS: ReadonlySet<string> = new Set(rows('sweet-group').map((r) => r.category!))

/** Bread or dough a dish is said to be on: what names the dish by its bread ("… on a bagel"). */
const BREAD_CATEGORIES: ReadonlySet<string> = new Set(rows('bread-group').map((r) => r.category!))

/**
 * A dish, the filling list it comes with, and the bread it is on ("X with A, B and C on D")
 * are one food when one food names the parts and the bread, and nothing that was not
 * written (the survey food naming dish, fillings and bread). The most parts win.
 */
export function composeOnBread(head: Entry, withs: Entry[], bread: Entry | null, ctx: Context): void {
  const { index } = ctx
  if (bread && (!BREAD_CATEGORIES.has(bread.match.food.category) || (bread.parsed.quantity !== null && !bread.parsed.quantity.article))) return
  if (head.parsed.quantity?.value != null && head.parsed.quantity.value > 1) return
  const parts = withs
    .filter((w) => w !== bread && !w.dropped && !isLiquid(w.match.food) && (w.parsed.quantity === null || w.parsed.quantity.article))
    .slice(0, MAX_MERGED)
  if (parts.length === 0) return
  // Without a bread item, the bread the dish's own name says ("a bagel sandwich").
  // The bread item's own noun, when its words left it unsaid ("on whole wheat slices": bread).
  const breadWords = bread
    ? withNoun(
        bread.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t)),
        bread.match,
      )
    : ownBread(head, ctx)!
  const extraWords = bread ? breadWords : []
  let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const subset = parts.filter((_, i) => (mask >> i) & 1)
    if (best && subset.length <= best.covered.length) continue
    const words = keyTokens([...(bread ? head.parsed.rawWords : headWords(head)), ...subset.flatMap(partWords), ...extraWords])
    const m = index.match(words)
    if (m?.food.category !== 'dishes' || m.confidence < 0.6) continue
    const written = new Set(words)
    if ([...m.aliasTokens].some((t) => !written.has(t) && !FILLERS.has(t))) continue
    if (!mentions(m, breadWords) || !subset.every((w) => mentions(m, w.parsed.rawWords))) continue
    best = { m, covered: subset, words }
  }
  if (!best) return
  mergeInto(head, best.m, best.words)
  // "a bagel sandwich": "bagel" was read as the measure; it names the dish now.
  if (!bread && head.parsed.unitTentative) head.parsed = { ...head.parsed, unit: undefined, size: undefined, unitWords: [], unitTentative: false }
  for (const w of best.covered) w.dropped = true
  if (bread) {
    bread.dropped = true
    head.textEnd = Math.max(head.textEnd, bread.textEnd)
  } else for (const w of best.covered) head.textEnd = Math.max(head.textEnd, w.textEnd)
}

/**
 * "a beef hot dog on a soft white bun", "a sausage in a roll": a filling told on its bread, with no
 * "with" list, is the survey's sandwich of it on that bread when one names the filling and the bread
 * (the frankfurter alone dropped the bun the words name: 2 g of carbohydrate for 24).
 */
function sandwichOnBread(entries: Entry[], h: number, { index, text }: State): void {
  const head = entries[h]!
  const next = entries[h + 1]
  // (a weighed item and what it is told with are weighed-dish-of-parts' to name)
  if (head.match.aliasTokens.has('sandwich') || head.match.food.category === 'bread' || weighed(head)) return
  // ("a hot dog in its bun" is "Hot dog in a bun" already)
  if ([...foodNameWords(head.match.food)].some((t) => SANDWICH_BREAD.has(t))) return
  if (head.parsed.quantity?.value != null && head.parsed.quantity.value > 1) return
  // The list the filling ends ("sausage, egg and cheese on a biscuit"): the bread is all of theirs.
  const list = listBefore(entries, h, text, 2, false)
  if (!list) return
  const raw = head.parsed.rawWords
  let filling: string[]
  let breadWords: string[]
  let bread: Entry | undefined
  const at = raw.findIndex((t, i) => i > 0 && (t === 'on' || t === 'in'))
  if (at > 0) {
    filling = raw.slice(0, at)
    breadWords = raw.slice(at + 1).filter((t) => !COOKING_WORDS.has(t))
    const b = index.match(keyTokens(breadWords))
    if (!b || b.confidence < 0.6 || !BREAD_CATEGORIES.has(b.food.category) || !SANDWICH_BREAD.has(b.head)) return
  } else if (
    next?.on &&
    next.head < 0 &&
    !next.dropped &&
    !next.title &&
    next.sentence === head.sentence &&
    BREAD_CATEGORIES.has(next.match.food.category) &&
    SANDWICH_BREAD.has(next.match.head) &&
    (next.parsed.quantity === null || next.parsed.quantity.article)
  ) {
    bread = next
    filling = raw
    breadWords = withNoun(
      next.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t)),
      next.match,
    )
  } else return
  if (filling.length === 0 || breadWords.length === 0) return
  // The whole list first, then fewer of it; alone, the filling is "<filling> sandwich on <bread>".
  for (let from = 0; from <= list.length; from++) {
    const parts = list.slice(from)
    const alone = parts.length === 0
    const words = keyTokens([...parts.flatMap((e) => [...e.parsed.rawWords, 'and']), ...filling, ...(alone ? ['sandwich'] : []), 'on', ...breadWords])
    const m = index.match(words)
    if (m?.food.category !== 'dishes' || m.confidence < 0.6 || !m.aliasTokens.has(head.match.head)) continue
    if (alone ? !m.aliasTokens.has('sandwich') : !mentions(m, breadWords) || !parts.every((e) => m.aliasTokens.has(e.match.head))) continue
    const written = new Set(words)
    if ([...m.aliasTokens].some((t) => !written.has(t) && !FILLERS.has(t))) continue
    // A list's last item alone is not the sandwich: the bread is the whole list's.
    if (alone && list.length > 0) return
    const into = parts[0] ?? head
    mergeInto(into, m, words)
    for (const e of [...parts.slice(1), ...(into === head ? [] : [head])]) e.dropped = true
    into.textEnd = Math.max(into.textEnd, head.textEnd, bread?.textEnd ?? 0)
    if (bread) bread.dropped = true
    return
  }
}

/**
 * "a slice of pepperoni pizza with extra cheese and a stuffed crust": an item told right after a
 * dish and its parts that names no dish itself but was matched as one of the same kind (the crust
 * read as a whole stuffed-crust pizza, 328 g more) is the dish's part, never a second dish.
 */
function dishPartAfter(entries: Entry[], state: State): void {
  for (let h = 0; h < entries.length; h++) {
    const dish = entries[h]!
    if (dish.head >= 0 || dish.dropped) continue
    let last = h
    for (let k = h + 1; k < entries.length && entries[k]!.head === h; k++) last = k
    const e = entries[last + 1]
    if (!e || e.head >= 0 || e.dropped || e.title || e.sentence !== dish.sentence) continue
    const between = state.text.slice(entries[last]!.textEnd, e.textStart)
    if (!/^\s*(?:,|and|,\s*and)\s*$/i.test(between) || !partOfDish(dish, e)) continue
    e.dropped = true
    dish.textEnd = Math.max(dish.textEnd, e.textEnd)
  }
}

/** The words the text names foods with: its own (`said`, the meal's words), and the name of the
 * food the head was read as ("soft serve" is ice cream). */
function toldWith(head: Entry, said: readonly string[]): string[] {
  return [...said, ...foodNameWords(head.match.food)]
}

/** The words that say what a part is: not how it tasted, how it was cooked, nor "some". */
function whatItIs(tokens: readonly string[]): string[] {
  return tokens.filter((t) => !TASTE_WORDS.has(t) && !FILLERS.has(t) && !COOKING_WORDS.has(t))
}

/** The words of a part that say what it is. */
function partKeyWords(w: Entry): string[] {
  return whatItIs(keyTokens(partWords(w)))
}

/**
 * "a vanilla soft serve in a waffle cone": a food told in (or on) what the survey names as its part
 * is the survey food that names both ("Ice cream cone, soft serve, vanilla, waffle cone"), not the
 * food and a second one.
 */
function dishInItsPart(entries: Entry[], h: number, state: State, said: readonly string[]): void {
  const head = entries[h]!
  const next = entries[h + 1]
  if (!next?.on || next.head >= 0 || next.dropped || next.title || next.sentence !== head.sentence || weighed(head)) return
  if (next.parsed.quantity !== null && !next.parsed.quantity.article) return
  if (entries.some((e) => e.head === h + 1 && !e.dropped)) return
  const part = partKeyWords(next)
  if (part.length === 0 || namesParts(head.match.food, [next])) return
  // (the part may name the dish: an ice cream cone)
  const m = state.index.dishWithParts(headWords(head), [part], toldWith(head, said), true)
  if (!m || m.food === head.match.food) return
  mergeInto(head, m, keyTokens([...headWords(head), ...part]))
  next.dropped = true
  head.textEnd = Math.max(head.textEnd, next.textEnd)
}

/**
 * "a medium egg, bean and breakfast meat burrito": the parts listed before a bare dish's name are
 * its parts, the list's amount its amount, when one survey food names the dish with them all
 * ("Burrito with egg, beans, and breakfast meat").
 */
/** The list's first entry, which the dish is merged into, or -1 when the list names no dish. */
function partsBeforeDish(entries: Entry[], h: number, state: State, said: readonly string[]): number {
  const head = entries[h]!
  if (head.parsed.quantity !== null || head.parsed.unit || weighed(head)) return -1
  // (the list starts where its amount is: the parts after it are bare)
  const list = listBefore(entries, h, state.text, 3, true)
  if (!list || list.length === 0 || list.slice(1).some((e) => e.parsed.quantity !== null || e.parsed.unit)) return -1
  const first = list[0]!
  if (first.parsed.quantity === null) return -1
  // (the list's amount and size are the dish's: "a medium egg" gives the part "egg")
  const parts = list.map((e) => whatItIs(e.parsed.foodTokens))
  if (parts.some((p) => p.length === 0)) return -1
  const m = state.index.dishWithParts(headWords(head), parts, toldWith(head, said))
  if (!m) return -1
  // The dish takes the list's place and amount.
  mergeInto(first, m, keyTokens([...headWords(head), ...parts.flat()]))
  for (const e of [...list.slice(1), head]) e.dropped = true
  first.textEnd = Math.max(first.textEnd, head.textEnd)
  return entries.indexOf(first)
}

/**
 * The bare list told right before entries[h] in its sentence, joined by commas and "and" ("sausage,
 * egg and cheese on a biscuit"), at most `most` items; with `toAmount` it starts at the first item,
 * from the end, that has an amount. Null when an item of it is weighed or a dish with parts of its
 * own: such a list is not for the list rules to name.
 */
function listBefore(entries: Entry[], h: number, text: string, most: number, toAmount: boolean): Entry[] | null {
  const head = entries[h]!
  const list: Entry[] = []
  for (let k = h - 1; k >= 0 && list.length < most; k--) {
    const e = entries[k]!
    const between = text.slice(e.textEnd, (list[0] ?? head).textStart)
    // (a drink before it is no filling: "a small coffee, and a sausage on a biscuit")
    if (e.dropped || e.head >= 0 || e.sentence !== head.sentence || !/^\s*(?:,|and|&|,\s*and)\s*$/i.test(between) || isLiquid(e.match.food)) break
    if (weighed(e) || entries.some((w) => w.head === k && !w.dropped)) return null
    list.unshift(e)
    if (toAmount && (e.parsed.quantity !== null || e.parsed.unit)) break
  }
  return list
}

/** Breads a filling is closed in ("on a bun", "in a roll"), not laid on ("eggs on toast"). */
const SANDWICH_BREAD: ReadonlySet<string> = new Set(words('sandwich-bread'))

function withNoun(words: string[], m: FoodMatch): string[] {
  const unsaid = [...m.aliasTokens].filter((t) => !words.includes(t) && !FILLERS.has(t))
  return unsaid.length === 1 && words.some((t) => m.aliasTokens.has(t)) ? [...words, unsaid[0]!] : words
}

/** "a bagel sandwich", "an english muffin sandwich": the words before a sandwich's noun that name
 * a bread by themselves, or null. */
export function ownBread(head: Entry, { index }: Context): string[] | null {
  const words = headWords(head)
  const noun = head.match.head
  const at = words.lastIndexOf(noun)
  if (!HOLDS_BREAD_NOUNS.has(noun) || at < 1) return null
  const before = words.slice(0, at).filter((t) => !COOKING_WORDS.has(t) && !FILLERS.has(t))
  if (before.length === 0 || before.length > 2) return null
  const m = index.match(before)
  return m?.exact && BREAD_CATEGORIES.has(m.food.category) ? before : null
}
/** The head's words, with a measure word read before its noun ("a bagel sandwich"). */
function headWords(head: Entry): string[] {
  const p = head.parsed
  return p.unitTentative && !p.size ? [...p.unitWords, ...p.rawWords] : p.rawWords
}
const HOLDS_BREAD_NOUNS: ReadonlySet<string> = new Set(words('sandwich-noun'))

/** A part's words, with a size word read from it that may be its kind ("regular peanut butter"). */
function partWords(w: Entry): string[] {
  const p = w.parsed
  return p.unitTentative && p.quantity === null && !p.unit ? [...p.unitWords, ...p.rawWords] : p.rawWords
}

/** Drinks made by blending what they are told with. */
const BLENDED = /\b(?:smoothie|shake|juice|lassi|frapp|blend|protein)/i

export function applyWithRules(head: Entry, withs: Entry[], ctx: Context, said: readonly string[]): void {
  const { index, rules } = ctx
  // A drink made of what is listed ("smoothie with banana, strawberries and spinach").
  // (a blended drink: "a can of ginger ale with a frozen meal of fried chicken, potatoes and
  // vegetables" is no drink made of them)
  if (
    isLiquid(head.match.food) &&
    BLENDED.test(head.match.food.name) &&
    withs.filter((w) => !isLiquid(w.match.food)).length >= 2 &&
    rules.on('drink-of-ingredients')
  ) {
    head.dropped = true
    for (const w of withs) w.head = -1
    return
  }
  // A more specific dish: "caesar salad with grilled chicken" is a chicken caesar salad, "omelette
  // with ham, cheese and mushrooms" a ham and cheese omelette (with mushrooms on the side).
  const open = withs.filter((w) => w.parsed.quantity === null && !isLiquid(w.match.food)).slice(0, MAX_MERGED)
  // "a turkey sub with cheese, lettuce and tomato": the survey's dish that holds every part told
  // with it, found among the foods the index ranks (its name may call the dish otherwise: "Turkey
  // submarine sandwich, with cheese, lettuce, tomato and spread").
  let told = false
  if (open.length >= 1 && !namesParts(head.match.food, open) && rules.on('dish-told-with-parts')) {
    const m = index.dishWithParts(
      headWords(head),
      open.map((w) => whatItIs(keyTokens(w.parsed.rawWords))),
      toldWith(head, said),
    )
    if (m && m.food !== head.match.food) {
      mergeInto(head, m, keyTokens([...headWords(head), ...open.flatMap((w) => w.parsed.rawWords)]))
      for (const w of open) w.dropped = true
      told = true
    }
  }
  // Else the dish that names some of them.
  if (!told && open.length >= 2 && rules.on('dish-takes-parts')) {
    // The dish that takes in the most of them: every subset of up to MAX_MERGED items.
    let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
    for (let mask = 1; mask < 1 << open.length; mask++) {
      const subset = open.filter((_, i) => (mask >> i) & 1)
      if (subset.length < 2 || (best && subset.length <= best.covered.length)) continue
      const words = keyTokens([...headWords(head), ...subset.flatMap((w) => w.parsed.rawWords)])
      const m = index.match(words)
      if (m && refines(m, head, words) && subset.every((w) => mentions(m, w.parsed.rawWords))) best = { m, covered: subset, words }
    }
    if (best) {
      mergeInto(head, best.m, best.words)
      for (const w of best.covered) w.dropped = true
    }
  }
  composeFillings(head, withs, ctx)
  // "an empanada stuffed with beef and onions", "a calzone stuffed with cheese": a filled dish
  // (not a sandwich, whose filling names which one it is) holds its fillings already.
  if (head.match.food.category === 'dishes' && !HOLDS_BREAD_NOUNS.has(head.match.head) && rules.on('filled-dish')) {
    for (const w of withs)
      if (!w.dropped && w.filling && w.parsed.quantity === null && !isLiquid(w.match.food) && kindWord(w.match) !== undefined) w.dropped = true
  }
  for (const w of withs) {
    if (w.dropped) continue
    // "pizza with a thick crust": the dish's own part, matched as the dish again.
    if (rules.on('part-of-dish') && partOfDish(head, w)) {
      const combined = keyTokens([...head.parsed.rawWords, ...w.parsed.rawWords])
      const m = index.match(combined)
      if (m && (m.food === head.match.food || refines(m, head, combined))) {
        if (m.food !== head.match.food) mergeInto(head, m, combined)
      }
      // Even when no food names the dish with its part, the part is the dish's, never a second
      // dish: "a ham pizza, thin-crusted" read as pizza and crust is one pizza.
      w.dropped = true
      continue
    }
    // "biscuits with my tea" are not tea biscuits: a drink on the side stays a drink.
    if (w.parsed.quantity === null && !isLiquid(w.match.food) && rules.on('dish-takes-part')) {
      const combined = keyTokens([...headWords(head), ...w.parsed.rawWords])
      const m = index.match(combined)
      if (m && refines(m, head, combined) && mentions(m, w.parsed.rawWords)) {
        mergeInto(head, m, combined)
        w.dropped = true
        continue
      }
    }
    // Part of the dish already: "ramen with pork and an egg", "pho with beef".
    // Or what a dish is filled with that its own name says ("a parfait bursting with fruit").
    if (
      (w.parsed.quantity === null || w.parsed.quantity.article) &&
      // ("… pizza with meat, and a slice of pepperoni pizza": a second one, told with its own measure)
      !(w.parsed.unit && w.match.head === head.match.head) &&
      (head.match.food.category === 'dishes' || w.filling) &&
      index.dishNames(head.match.food.id, w.match.head) &&
      rules.on('dish-names-part')
    )
      w.dropped = true
    // "a sweet roll with a sugar glaze" matched to "Sweet roll, with sugar glaze": the food's
    // own name says what it comes with, so that is not a second item.
    else if (
      (w.parsed.quantity === null || w.parsed.quantity.article) &&
      !w.parsed.unit &&
      !w.parsed.size &&
      nameSaysWith(head.match.food, w.parsed.foodTokens) &&
      rules.on('name-says-with')
    )
      w.dropped = true
  }
  let extendTo = -1
  for (const w of withs) {
    if (!w.dropped) break
    extendTo = w.textEnd
  }
  if (extendTo > head.textEnd) head.textEnd = extendTo
  const liquidHead = isLiquid(head.match.food)
  const topped = !liquidHead && (TOPPED_CATEGORIES.has(head.match.food.category) || TOPPED_NAME.test(head.match.food.name))
  for (const w of withs) {
    if (w.dropped || w.parsed.quantity !== null) continue
    if (liquidHead) w.splash = rules.on('splash')
    else if (topped && !(STAPLE_NAME.test(w.match.food.name) && !SWEET_HEADS.has(head.match.food.category) && rules.on('staple-is-no-topping')))
      w.topping = rules.on('topping')
  }
}

/**
 * The kind of food a filling is, as dish names say it: "a calzone loaded with sausage and cheese"
 * is a calzone with meat and cheese, "a burrito stuffed with steak and peppers" one with meat and
 * vegetables.
 */
function kindWord(m: FoodMatch): string | undefined {
  const kind = FILLING_KINDS.get(m.food.category)
  return kind && (!kind.ifNamed || m.aliasTokens.has(kind.word)) ? kind.word : undefined
}
const FILLING_KINDS: ReadonlyMap<string, { word: string; ifNamed: boolean }> = new Map(
  rows('filling-kind').map((r) => [r.category!, { word: r.word!, ifNamed: r.if_named === true }]),
)

/** At most this many fillings are tried in every combination of their own words and their kind. */
const MAX_FILLINGS = 3

/**
 * A dish and what it is filled with, as one food when one is named by both: each filling by its
 * own words or by its kind ("sausage" → meat); the dish that takes in the most fillings wins.
 */
function composeFillings(head: Entry, withs: Entry[], { index, rules }: Context): void {
  const open = withs
    .filter((w) => !w.dropped && w.filling && (w.parsed.quantity === null || w.parsed.quantity.article) && !isLiquid(w.match.food))
    .slice(0, MAX_FILLINGS)
  if (open.length === 0) return
  const forms = open.map((w) => {
    const own = w.parsed.rawWords.filter((t) => !COOKING_WORDS.has(t))
    const kind = kindWord(w.match)
    return kind && !own.includes(kind) ? [own, [kind]] : [own]
  })
  let best: { m: FoodMatch; covered: Entry[]; words: string[] } | undefined
  const choice = new Array<number>(open.length).fill(0)
  const visit = (i: number, mask: number): void => {
    if (i === open.length) {
      const covered = open.filter((_, k) => (mask >> k) & 1)
      if (covered.length === 0 || (best && covered.length <= best.covered.length)) return
      const parts = covered.map((w) => forms[open.indexOf(w)]![choice[open.indexOf(w)]!]!)
      const words = keyTokens([...headWords(head), ...parts.flat()])
      const m = index.match(words)
      // The dish as matched may already be the one that names them ("calzone" → with meat and cheese).
      if (m && (m.food === head.match.food || refines(m, head, words)) && parts.every((p) => mentions(m, p))) best = { m, covered, words }
      return
    }
    visit(i + 1, mask) // left out
    for (let f = 0; f < forms[i]!.length; f++) {
      choice[i] = f
      visit(i + 1, mask | (1 << i))
    }
  }
  if (rules.on('fillings-name-dish')) visit(0, 0)
  if (best) {
    if (best.m.food !== head.match.food) mergeInto(head, best.m, best.words)
    for (const w of best.covered) w.dropped = true
  }
  // The bread a filled dish is on is the dish's own ("a sandwich filled with egg salad on rye").
  if (rules.on('filled-dish-on-bread'))
    for (const w of open) if (!w.dropped && w.qualifier && BREAD_CATEGORIES.has(w.match.food.category) && head.match.food.category !== 'bread') w.dropped = true
}

/** An item that does not name the dish but was matched as a food of that name and kind ("pizza …
 * on a thin crust" → a thin-crust pizza), with no count of its own: a part of the dish, not a second one. */
export function partOfDish(head: Entry, found: { match: FoodMatch; parsed: ParsedFragment }): boolean {
  const q = found.parsed.quantity
  // ("a thick crust", "lots of cheese crust": an article or a vague amount, never a count)
  if ((q !== null && q.article !== true && !q.vague) || found.match.food.category !== head.match.food.category || isLiquid(found.match.food)) return false
  return dishNouns(head.match).some((h) => found.match.aliasTokens.has(h) && !found.parsed.rawWords.includes(h))
}

/** The dish's noun: its alias's head, or when that is a measure ("pizza slice"), the alias's other words. */
function dishNouns(m: FoodMatch): string[] {
  const h = m.head
  if (h === '') return []
  if (!UNITS.has(h)) return [h]
  return [...m.aliasTokens].filter((t) => t !== h && !UNITS.has(t) && !FILLERS.has(t) && !COOKING_WORDS.has(t))
}

/** A food more specific than the head's names the head and this item too ("pizza" + "medium crust"). */
export function namesBoth(head: Entry, found: { match: FoodMatch; parsed: ParsedFragment }, { index }: Context): boolean {
  const words = keyTokens([...head.parsed.rawWords, ...found.parsed.rawWords])
  const m = index.match(words)
  return m !== null && refines(m, head, words) && mentions(m, found.parsed.rawWords)
}

/** `m` names the head's food and more, and nothing that was not written. */
function refines(m: FoodMatch, head: Entry, combined: readonly string[]): boolean {
  // The head noun may be the word read as the head's measure ("a griddle cake sandwich" → a pancake, measured as a sandwich).
  if (m.food === head.match.food || (m.head !== head.match.head && !head.parsed.unitWords.includes(m.head))) return false
  const all = new Set(combined)
  for (const t of m.aliasTokens) if (!all.has(t)) return false
  for (const t of head.match.aliasTokens) if (!COOKING_WORDS.has(t) && !m.aliasTokens.has(t)) return false
  return true
}

/** The food's name has "with" and names every telling word of the item ("sugar topping"). */
function nameSaysWith(food: Food, tokens: readonly string[]): boolean {
  const name = foodNameWords(food)
  if (!name.has('with')) return false
  const telling = whatItIs(tokens).filter((t) => !POSSESSIVES.has(t))
  return telling.length > 0 && telling.every((t) => name.has(t))
}

/** The head's own food already names every part ("Baked potato with cheese sauce" for "… loaded with cheese"). */
function namesParts(food: Food, parts: readonly Entry[]): boolean {
  const name = foodNameWords(food)
  return parts.every((w) => partKeyWords(w).every((t) => name.has(t)))
}

function mentions(m: FoodMatch, words: readonly string[]): boolean {
  return words.some((t) => m.aliasTokens.has(t) && !COOKING_WORDS.has(t))
}

function mergeInto(head: Entry, m: FoodMatch, words: string[]): void {
  head.match = { ...m, confidence: Math.min(m.confidence, head.match.confidence) }
  head.parsed = { ...head.parsed, rawWords: words, foodTokens: words }
}
