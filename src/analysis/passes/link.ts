// Pass "link": which item each fragment is, or goes with.
// Reads `mentions` (as matched); writes `entries` (the items, each with the item it came "with",
// whether it fills or qualifies that one, and its sentence), `unmatched` (fragments no food names,
// and each item's words no food explains) and the characters read and not read. A fragment after
// "with" goes with the item before it, and so does a bare one after it in the same list ("… with
// milk and sugar"); one with an amount starts a new item ("… with milk and a croissant"). What a
// dish is on qualifies it ("a pizza … on a thick crust"). An amount alone is the amount of the item
// before ("orange juice, 250 ml"; "a cup of it"); a skin or peel is part of the food before, and a
// class word after a food of that class names it again ("a plum, a fruit that was tart").

import { FILLERS, canonicalTokens, keyTokens } from '../normalize.js'
import { LEADING_SKIP, type ParsedFragment, parseFragment } from './amounts.js'
import { HOLDS_BREAD, type Token } from '../tokenize.js'
import { UNITS, isLiquid } from '../units.js'
import { namesBoth, partOfDish } from './compose.js'
import { LOOSE_FACTOR, matchFragment } from './match.js'
import { rows, words } from '../knowledge.js'
import { type Found, type Fragment, type Pass, type State, itemText } from './state.js'

/** The outer part of a food, eaten with it: skin, peel, rind. */
const OUTER_PARTS: ReadonlySet<string> = new Set(words('outer-part').map((w) => canonicalTokens(w)[0]!))
/** Words that name a class of food, not a food ("a fruit", "a drink"): the group they name. */
const CLASS_WORDS: ReadonlyMap<string, string> = new Map(rows('class-word').map((r) => [r.word!, r.category!]))
/** Words that point back to the item before ("a cup of it"). */
const BACK_REFERENCES: ReadonlySet<string> = new Set(words('back-reference'))

/** Told by weight or by a metric or fluid volume ("250 ml", "8 fl oz"), not a household measure ("a cup"). */
const measured = (u: { kind: string; canon: string } | undefined): boolean => u !== undefined && (u.kind === 'mass' || METRIC_VOLUMES.has(u.canon))
const METRIC_VOLUMES: ReadonlySet<string> = new Set(['ml', 'cl', 'dl', 'l', 'fl oz'])

export const link: Pass = {
  name: 'link',
  run(state: State): void {
    const { description, index, entries, unmatched, rules } = state
    let chainHead = -1
    let chainActive = false
    /** the chain is a dish's fillings ("a calzone loaded with sausage and cheese") */
    let chainFilling = false
    /** "a snack size container | filled with fruit cocktail": a measure alone, waiting for what fills it */
    let container: { tokens: readonly Token[]; start: number; unmatchedAt: number; chars: number } | undefined
    for (const m of state.mentions) {
      const fragment = m.fragment
      const parsed = m.parsed
      const found = m.found
      // "a snack size container filled with fruit cocktail": read as "a snack size container of
      // fruit cocktail", one item that starts at the container and goes with nothing before.
      const held = container
      container = undefined
      const filledIn = held !== undefined && found !== null && fragment.via === 'filled' && fillsMeasure(held.tokens, fragment, parsed.first, found, state)
      if (filledIn) {
        unmatched.splice(held.unmatchedAt, 1)
        state.unmatchedChars -= held.chars
        state.matchedChars += held.chars
      }
      // "… with milk and sugar", "… with lettuce, tomato and mayo" continue the chain;
      // "… with milk and a croissant" starts a new item.
      const continues = !filledIn && (fragment.via === 'and' || fragment.via === 'plus' || (fragment.via === undefined && fragment.sep === ','))
      const fills = !filledIn && fragment.via === 'filled'
      // "a pizza topped with meats on a thick crust": what
      // the dish is on qualifies the dish (after its fillings, or when a food names both).
      const on = fragment.via === 'on' || fragment.via === 'in'
      // "a PB&J sandwich, whole wheat bread", "(regular peanut butter, white bread)" (typed tersely):
      // a bread after a sandwich, with no amount of its own, is the bread it is on. (After its
      // fillings, "with peanut butter and jelly, whole wheat bread", the list already takes it.)
      const breadOfSandwich: boolean =
        found !== null &&
        !chainActive &&
        fragment.via === undefined &&
        fragment.sep === ',' &&
        parsed.quantity === null &&
        chainHead >= 0 &&
        BREADS.has(found.match.food.category) &&
        HOLDS_BREAD.has(entries[chainHead]!.match.head) &&
        rules.on('bread-after-sandwich')
      const qualifies: boolean =
        breadOfSandwich ||
        (on &&
          chainHead >= 0 &&
          rules.on('on-qualifies') &&
          (chainFilling || (found !== null && (namesBoth(entries[chainHead]!, found, state) || partOfDish(entries[chainHead]!, found)))))
      // "a parfait, with a sandwich with egg and cheese on a biscuit" (as translations say "along
      // with"): after a comma, "with" and an amount of its own start an item, and its own list.
      const alongWith = fragment.via === 'with' && fragment.sep === ',' && parsed.quantity !== null && rules.on('comma-with-is-item')
      let accompanying: boolean =
        chainHead >= 0 &&
        ((fragment.via === 'with' && !alongWith && rules.on('with-goes-with')) ||
          fills ||
          qualifies ||
          (chainActive && continues && parsed.quantity === null && rules.on('list-continues')))
      const filling: boolean = accompanying && (fills || qualifies || (chainFilling && continues))
      const textStart = filledIn ? held.start : (fragment.tokens[parsed.first]?.start ?? fragment.start)
      // "ramen with pork and an egg": an egg the dish names is still part of it.
      if (!accompanying && found && chainActive && continues && parsed.quantity?.article && rules.on('dish-names-part')) {
        const head = entries[chainHead]!.match.food
        accompanying = head.category === 'dishes' && index.dishNames(head.id, found.match.head)
      }
      chainActive = accompanying
      chainFilling = filling && accompanying
      // "potato chips, small bag", "Gatorade G2, 32 fl oz bottle", "pan dulce, large": measure
      // words alone (a container after its volume, a size with no count) are an amount too.
      // "half and half, 1 single serve": words that say how a portion comes name no food (not the soft serve)
      const portionWords = found !== null && parsed.foodTokens.some((t) => PORTION_WORDS.has(t))
      const amount =
        !found || portionWords ? (parsed.foodTokens.length > 0 || !parsed.quantity ? measureWordsAlone(fragment.tokens, parsed, state) : parsed) : null
      const portionOnly = portionWords && amount !== null
      if (!found || (portionOnly && rules.on('measure-words-alone'))) {
        // Only a quantity ("orange juice, 250 ml"): it belongs to the item before when that one had none.
        const prev = entries[entries.length - 1]
        // "a bowl of cereal, a cup of it": an amount of "it" is the amount of the item before.
        const ofIt = parsed.unit !== undefined && parsed.quantity?.value != null && m.words.some((x) => BACK_REFERENCES.has(x)) && rules.on('back-reference')
        // "a glass of milk, about 250 ml": a weight or volume told after a household measure says it exactly.
        const exactly =
          parsed.quantity?.value != null && measured(parsed.unit) && prev !== undefined && !measured(prev.parsed.unit) && rules.on('measure-after-household')
        if (
          amount?.quantity &&
          prev &&
          (ofIt ||
            exactly ||
            (prev.parsed.quantity === null &&
              !prev.parsed.unit &&
              !prev.parsed.size &&
              (amount === parsed ? rules.on('amount-alone') : rules.on('measure-words-alone'))))
        ) {
          const words = amount === parsed ? prev.parsed.words : new Set([...prev.parsed.words, ...amount.words])
          prev.parsed = { ...prev.parsed, quantity: amount.quantity, unit: amount.unit, size: amount.size, unitWords: amount.unitWords, words }
          prev.textEnd = fragment.end
          prev.title = false
          state.matchedChars += fragment.text.length
          continue
        }
        const last = fragment.tokens[fragment.tokens.length - 1]?.word
        if (parsed.quantity !== null && last !== undefined && (UNITS.has(last) || index.portionUnits.has(last)) && rules.on('container-filled-with'))
          container = { tokens: fragment.tokens.slice(parsed.first), start: textStart, unmatchedAt: unmatched.length, chars: fragment.text.length }
        unmatched.push(itemText(description, textStart, fragment.end))
        state.unmatchedChars += fragment.text.length
        // ("a samosa, golden and fried, bursting with a filling of potatoes": bare words no food
        // names describe the item before; what follows them may still go with it)
        if (!accompanying && !(parsed.quantity === null && parsed.unitWords.length === 0 && rules.on('description-keeps-item'))) chainHead = -1
        continue
      }
      const prevEntry = entries[entries.length - 1]
      // "a jacket potato, peel and everything", "a drumstick, skin on": the skin or peel of the food
      // before is part of that food as eaten, not a second food.
      if (
        prevEntry &&
        !prevEntry.dropped &&
        (!parsed.quantity || parsed.quantity.article) &&
        parsed.unitWords.length === 0 &&
        parsed.foodTokens.some((t) => OUTER_PARTS.has(t)) &&
        parsed.foodTokens.every((t) => OUTER_PARTS.has(t) || LEADING_SKIP.has(t) || FILLERS.has(t) || t === 'on') &&
        rules.on('outer-part')
      ) {
        // A food named with its part ("potato, baked, peel eaten") is the one meant.
        const words = keyTokens([...prevEntry.parsed.foodTokens, ...parsed.foodTokens])
        const named = index.match(words)
        if (
          named &&
          named.food !== prevEntry.match.food &&
          named.aliasTokens.has(prevEntry.match.head) &&
          parsed.foodTokens.some((t) => OUTER_PARTS.has(t) && named.aliasTokens.has(t)) &&
          rules.on('food-with-its-part')
        ) {
          prevEntry.match = { ...named, confidence: Math.min(named.confidence, prevEntry.match.confidence) }
          prevEntry.parsed = { ...prevEntry.parsed, foodTokens: words, rawWords: words }
        }
        state.matchedChars += fragment.text.length
        continue
      }
      // "a plum, a fruit that was tart": a class word after a food of that class names it again
      // (a drink: any food drunk, "a cup of kefir, a fermented drink").
      const cls = found.parsed.foodTokens.length === 1 ? CLASS_WORDS.get(found.parsed.foodTokens[0]!) : undefined
      if (
        cls !== undefined &&
        prevEntry &&
        !prevEntry.dropped &&
        (prevEntry.match.food.category === cls || (cls === 'drinks' && isLiquid(prevEntry.match.food))) &&
        prevEntry.match.food !== found.match.food &&
        rules.on('class-word')
      ) {
        state.matchedChars += fragment.text.length
        continue
      }
      // "a refreshing fruit, a whole orange": a class word told again by a food of that class.
      if (
        prevEntry &&
        !prevEntry.dropped &&
        prevEntry.head < 0 &&
        fragment.via === undefined &&
        fragment.sep === ',' &&
        prevEntry.parsed.foodTokens.length === 1 &&
        CLASS_WORDS.get(prevEntry.parsed.foodTokens[0]!) === found.match.food.category &&
        prevEntry.match.food !== found.match.food &&
        rules.on('class-word-before')
      )
        prevEntry.dropped = true
      entries.push({
        parsed: found.parsed,
        match: found.match,
        textStart,
        textEnd: m.end,
        head: accompanying ? chainHead : -1,
        title: fragment.title,
        dropped: false,
        topping: false,
        splash: false,
        filling,
        qualifier: qualifies,
        sentence: m.sentence,
        on,
      })
      if (!accompanying) chainHead = entries.length - 1
      // "a croissant sandwich with sausage, egg and cheese": a "with" kept inside the item's name
      // starts the list that goes with it, as one that split the item would.
      if (!accompanying && found && rules.on('with-inside') && fragment.tokens.some((t, k) => k > parsed.first && t.word === 'with')) chainActive = true
      // Words no food explains ("zorblax quantum stew" is a stew; "zorblax quantum" is reported).
      if (m.loose.length > 0) {
        unmatched.push(...m.loose)
        const e = entries[entries.length - 1]!
        e.match = { ...e.match, confidence: e.match.confidence * LOOSE_FACTOR }
      }
      state.matchedChars += fragment.text.length
    }
  },
}

/**
 * A measure and what fills it, read as one item ("a juice box" + "apple juice" as "a juice box of
 * apple juice") when the filling has no amount of its own and the whole names the same food: then
 * the filling's reading takes the measure.
 */
function fillsMeasure(measure: readonly Token[], fragment: Fragment, first: number, found: Found, state: State): boolean {
  const p = found.parsed
  if ((p.quantity !== null && !p.quantity.article) || p.unit !== undefined || p.size) return false
  const food = fragment.tokens.slice(first)
  const at = food[0]?.start ?? measure[measure.length - 1]!.end
  const of: Token = { kind: 'word', start: at, end: at, word: 'of' }
  const whole = matchFragment(parseFragment([...measure, of, ...food], state), state)
  if (whole?.match.food !== found.match.food) return false
  found.parsed = whole.parsed
  return true
}

/** The food groups of breads (en.json "bread-group"). */
const BREADS: ReadonlySet<string> = new Set(rows('bread-group').map((r) => r.category!))

/** Words that say how a portion comes, with a unit or size: "full", "single", "serve". */
const PORTION_WORDS: ReadonlySet<string> = new Set(words('portion-word'))

/**
 * A fragment of measure words alone ("small bag", "32 fl oz bottle", "large", "1 full cup") as an
 * amount: a weight or volume as read (the container after it says no more), else read with a count
 * of one before it; null when a word of it may name a food.
 */
function measureWordsAlone(tokens: readonly Token[], parsed: ParsedFragment, state: State): ParsedFragment | null {
  const { index } = state
  if (!parsed.foodTokens.every((t) => UNITS.has(t) || index.portionUnits.has(t) || PORTION_WORDS.has(t))) return null
  if (parsed.quantity && (parsed.unit?.kind === 'mass' || parsed.unit?.kind === 'volume')) return parsed
  if (parsed.foodTokens.length === 0 && !parsed.size) return null
  const first = tokens[0]
  if (first === undefined) return null
  // (read again without the words that only say how it comes, and with a count of one if none)
  const kept = tokens.filter((t) => t.kind !== 'word' || !PORTION_WORDS.has(t.word!))
  const one: Token = { kind: 'num', start: first.start, end: first.start, value: 1 }
  const again = parseFragment(parsed.quantity ? kept : [one, ...kept], state)
  // ("1 single serve": one portion of it)
  return again.quantity && again.foodTokens.length === 0 && (again.unit !== undefined || again.size !== undefined || kept.length < tokens.length) ? again : null
}
