// Tokens of a meal description, with their offsets in the original text, and the split into items.

import { foldWord, isPlural, pushCanonical, COOKING_WORDS, NUMBER_WORDS } from './normalize.js'
import type { FoodIndex } from './food-index.js'
import { UNITS } from './units.js'

export interface Token {
  kind: 'num' | 'word' | 'sep' | 'conn'
  /** offsets in the original description */
  start: number
  end: number
  /** num: its value */
  value?: number
  /** num: written as a fraction (1/2, ½) */
  fraction?: boolean
  /** word and conn: canonical form */
  word?: string
  /** word: written as a plural ("eggs") */
  plural?: boolean
}

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
}

// 0: a clock time ("8:30", "7 am", "7pm": skipped), 1: number (decimal point, or decimal comma
// with 1-2 digits, or a fraction, or a leading point: ".5 oz"), 2: percent sign, 3: unicode
// fraction, 4: word, 5: hard separator, 6: soft symbol connector, 7: dash.
const TOKEN_RE =
  /(?<time>\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?|\b\d{1,2}:\d{2}\b)|(?<num>\d+(?:\.\d+|,\d{1,2}(?!\d))?(?:\s*\/\s*\d+)?|(?<![\w.])\.\d+)(?<pct>\s*%)?|(?<ufrac>[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])|(?<word>[\p{L}][\p{L}\p{M}'’]*)|(?<sep>\r\n|\n|\r|[,;:!?|•]|\.(?!\d))|(?<conn>[+&])|(?<dash>[-–—])/gu

const SPACES = /\s+/g
const CR = /\r\n?/

/** Words after which a period is an abbreviation, not the end of a sentence. */
const ABBREVIATIONS = new Set([
  'oz',
  'tbsp',
  'tsp',
  'tbs',
  'lb',
  'lbs',
  'approx',
  'ca',
  'g',
  'ml',
  'kg',
  'pc',
  'pcs',
  'med',
  'lg',
  'sm',
  'fl',
  'pt',
  'qt',
  'vs',
  'etc',
  'eg',
  'e',
  'gr',
])

/** Words that join items: "and", "with", "plus", "then"; "w/" and "n" are spellings of with and and. */
const WORD_CONNECTORS: Record<string, string> = {
  and: 'and',
  with: 'with',
  w: 'with',
  plus: 'plus',
  // biome-ignore lint/suspicious/noThenProperty: a table of connector words, never awaited; "then" is one of the words
  then: 'then',
  n: 'and',
  on: 'on',
  over: 'over',
  in: 'in',
  alongside: 'with',
  topped: 'with',
}

/** "stuffed with", "loaded with", "topped with": what follows is part of the dish before. */
const FILLING_WORDS: ReadonlySet<string> = new Set([
  'stuffed',
  'filled',
  'loaded',
  'topped',
  'smothered',
  'layered',
  'piled',
  'packed',
  'overflowing',
  'brimming',
  'made',
  'prepared',
  'cooked',
  'bursting',
  'rich',
  'teeming',
])
const FILLING_FOLLOWER = /^\s+(?:(?:up|high|generously|all|full)\s+)*with\b/i
/** "a sandwich made of peanut butter and jelly": what follows is what it is made with. */
const MADE_OF = /^\s+of\b/i
/** "a sandwich of a …": what follows names the sandwich itself, not its filling. */
const NAMING_OF = /^\s+(?:a|an|the|my|our|one)\b/i
/** Words that say what a sandwich holds: "a sandwich featuring …", "a wrap containing …". */
const CLAUSE_FILLING_WORDS: ReadonlySet<string> = new Set(['featuring', 'containing'])

export function tokenize(text: string): Token[] {
  const out: Token[] = []
  TOKEN_RE.lastIndex = 0
  let pendingDash: Token | undefined
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    const start = m.index
    const end = start + m[0].length
    const g = m.groups!
    if (g['time'] !== undefined) {
      // "at 8:30", "at 7 am": when, not how much. Drop a preceding "at" too.
      const prev = out[out.length - 1]
      if (prev?.kind === 'word' && (prev.word === 'at' || prev.word === 'around' || prev.word === 'by')) out.pop()
      continue
    }
    if (g['num'] !== undefined) {
      if (g['pct'] !== undefined) {
        out.push({ kind: 'word', start, end, word: `${g['num'].replace(SPACES, '')}%` })
      } else {
        const raw = g['num'].replace(SPACES, '')
        const slash = raw.indexOf('/')
        let value: number
        let fraction = false
        if (slash >= 0) {
          const d = Number(raw.slice(slash + 1))
          value = d > 0 ? Number(raw.slice(0, slash)) / d : NaN
          fraction = true
        } else {
          value = Number(raw.replace(',', '.'))
        }
        if (Number.isFinite(value)) {
          // "2-3", "2 – 3": a range; the dash between two numbers becomes the connector "to".
          if (pendingDash && out.length >= 2 && out[out.length - 2]?.kind === 'num' && out[out.length - 1] === pendingDash) {
            pendingDash.kind = 'word'
            pendingDash.word = 'to'
          } else if (pendingDash && out[out.length - 1] === pendingDash) {
            out.pop()
          }
          out.push({ kind: 'num', start, end, value, fraction })
        }
      }
      pendingDash = undefined
      continue
    }
    if (g['ufrac'] !== undefined) {
      if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
      pendingDash = undefined
      out.push({ kind: 'num', start, end, value: UNICODE_FRACTIONS[g['ufrac']]!, fraction: true })
      continue
    }
    if (g['word'] !== undefined) {
      if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
      pendingDash = undefined
      const folded = foldWord(g['word'])
      if (FILLING_WORDS.has(folded) && (FILLING_FOLLOWER.test(text.slice(end, end + 40)) || (folded === 'made' && MADE_OF.test(text.slice(end, end + 8))))) {
        out.push({ kind: 'conn', start, end, word: 'filled' })
        continue
      }
      // "a sandwich featuring ham and swiss", "a wrap containing …": what it is filled with.
      const before = out[out.length - 1]
      // "a sandwich of turkey and swiss on a roll": "of" after a sandwich's noun tells its filling.
      if (
        (CLAUSE_FILLING_WORDS.has(folded) || (folded === 'of' && before?.word !== 'roll' && !NAMING_OF.test(text.slice(end, end + 8)))) &&
        before?.kind === 'word' &&
        HOLDS_BREAD.has(before.word!)
      ) {
        out.push({ kind: 'conn', start, end, word: 'filled' })
        continue
      }
      const conn = WORD_CONNECTORS[folded]
      if (conn !== undefined) {
        out.push({ kind: 'conn', start, end, word: conn })
        continue
      }
      const words: string[] = []
      pushCanonical(words, folded)
      const plural = isPlural(folded)
      for (const w of words) out.push(plural ? { kind: 'word', start, end, word: w, plural } : { kind: 'word', start, end, word: w })
      continue
    }
    if (g['sep'] !== undefined) {
      if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
      pendingDash = undefined
      if (g['sep'] === '.') {
        const prev = out[out.length - 1]
        if (prev && prev.kind === 'word' && ABBREVIATIONS.has(prev.word!)) continue
      }
      out.push({ kind: 'sep', start, end })
      continue
    }
    if (g['conn'] !== undefined) {
      if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
      pendingDash = undefined
      out.push({ kind: 'conn', start, end, word: g['conn'] === '&' ? 'and' : 'plus' })
      continue
    }
    // A dash: kept only between two numbers (a range); dropped otherwise (hyphenated words, bullets).
    if (out[out.length - 1]?.kind === 'num') {
      const dash: Token = { kind: 'sep', start, end }
      out.push(dash)
      pendingDash = dash
    }
  }
  if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
  return out
}

export interface Fragment {
  tokens: Token[]
  /** original text of the fragment */
  text: string
  start: number
  end: number
  /** the connector word that introduced it ("with", "and", …), if any */
  via: string | undefined
  /** the hard separator before it (",", ";", "\n", ".", ":"), if any */
  sep: string | undefined
  /** it ends with a colon: a heading ("overnight oats: …") */
  title: boolean
  /** one dish told by its parts ("a sausage, egg and cheese sandwich"): no word of it is a unit */
  whole?: boolean
}

/** Foods whose "on …" names their own bread ("a sandwich on rye"), not another item. */
const HOLDS_BREAD = new Set(['sandwich', 'burger', 'sub', 'hoagie', 'panini', 'wrap', 'hamburger', 'cheeseburger', 'hotdog', 'dog', 'roll'])

const EGG_DONENESS = new Set(['easy', 'medium', 'hard', 'well'])

const QUANTITY_FOLLOWERS = new Set(['half', 'quarter', 'third'])

/**
 * Splits a description into item fragments: always on hard separators (commas, semicolons,
 * line breaks, sentence ends), and on connector words unless a known food name spans the
 * connector ("mac and cheese", "fish and chips") or it joins a quantity ("one and a half").
 */
export function splitItems(text: string, tokens: readonly Token[], index: FoodIndex): Fragment[] {
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
      if (text.slice(t.start, t.end).trim() === ',' && onlySize(current)) continue
      flush(undefined, text.slice(t.start, t.end).replace(CR, '\n'))
      continue
    }
    if (t.kind === 'conn') {
      if (shouldSplit(tokens, i, index)) {
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

function shouldSplit(tokens: readonly Token[], i: number, index: FoodIndex): boolean {
  const t = tokens[i]!
  const c = t.word!
  const prev = tokens[i - 1]
  const next = tokens[i + 1]
  // "one and a half", "2 and 1/2"
  if (c === 'and' && prev && isNumberToken(prev) && next) {
    if (next.kind === 'num' && next.fraction) return false
    const n2 = tokens[i + 2]
    if (next.kind === 'word' && QUANTITY_FOLLOWERS.has(next.word!)) return false
    if (next.kind === 'word' && (next.word === 'a' || next.word === 'an') && n2?.kind === 'word' && QUANTITY_FOLLOWERS.has(n2.word!)) return false
  }
  // "2 or 3" is a range, handled by the quantity parser; "with" etc. never join numbers.
  if (spannedByKnownName(tokens, i, c, index)) return false
  // "in" joins items in "fried in butter" and "whey in a cup of milk", not in "chicken in sauce".
  if (c === 'in') return !!prev && ((prev.kind === 'word' && COOKING_WORDS.has(prev.word!)) || startsQuantity(next))
  // "a turkey sandwich on rye" names the bread of the sandwich.
  if (c === 'on') return !!prev && !!next && prev.kind === 'word' && next.kind !== 'sep' && !HOLDS_BREAD.has(prev.word!)
  // "stir fry over rice", but "eggs over easy".
  if (c === 'over') return !!prev && !!next && prev.kind === 'word' && next.kind !== 'sep' && !EGG_DONENESS.has(next.word ?? '')
  return true
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

function spannedByKnownName(tokens: readonly Token[], i: number, c: string, index: FoodIndex): boolean {
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
