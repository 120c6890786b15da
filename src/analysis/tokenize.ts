// Tokens of a meal description, with their offsets in the original text, and the split into items.

import { MEAL_LABELS, foldWord, isPlural, pushCanonical } from './normalize.js'
import { alternation, rows, words } from './knowledge.js'
import { ALL_RULES, type Rules } from './passes/state.js'
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
  /** num or word: right after an opening bracket ("1 bagel (100 g)", "1 frozen meal 11 oz (Salisbury steak …)") */
  bracketed?: boolean
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
// fraction, 4: word (a name in capitals and digits is one: "Gatorade G2", "V8"), 5: hard separator,
// 6: soft symbol connector, 7: dash.
const TIME_SOURCE = String.raw`(?<time>\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?|\b\d{1,2}:\d{2}\b|\b[ap]\.m\.(?!\w))`
const TOKENS_SOURCE = String.raw`(?<num>\d+(?:\.\d+|,\d{1,2}(?!\d))?(?:\s*\/\s*\d+)?|(?<![\w.])\.\d+)(?<pct>\s*%)?|(?<ufrac>[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])|(?<word>\p{Lu}+\d+(?![.,]?\d)\b|[\p{L}][\p{L}\p{M}'’]*)|(?<sep>\r\n|\n|\r|[,;:!?|•]|\.(?!\d))|(?<conn>[+&])|(?<dash>[-–—])`
const TOKEN_RE = new RegExp(`${TIME_SOURCE}|${TOKENS_SOURCE}`, 'gu')
/** The same without clock times, for the rule "clock-time" switched off. */
const TOKEN_NO_TIME_RE = new RegExp(TOKENS_SOURCE, 'gu')

const SPACES = /\s+/g

/** Words after which a period is an abbreviation, not the end of a sentence. */
const ABBREVIATIONS: ReadonlySet<string> = new Set(words('abbreviation'))

/** Words that join items: "and", "with", "plus", "then"; "w/" and "n" are spellings of with and and.
 * (A plain object, looked up as before the table was data.) */
const WORD_CONNECTORS: Record<string, string> = Object.fromEntries(rows('connector').map((r) => [r.word!, r.as!]))

/** "stuffed with", "loaded with", "topped with": what follows is part of the dish before. */
const FILLING_WORDS: ReadonlySet<string> = new Set(words('filling-word'))
const FILLING_FOLLOWER = new RegExp(`^\\s+(?:${alternation(words('filling-adverb'))}\\s+)*with\\b`, 'i')
/** "a sandwich made of peanut butter and jelly": what follows is what it is made with. */
const MADE_OF = /^\s+of\b/i
/** "a sandwich of a …": what follows names the sandwich itself, not its filling. */
const NAMING_OF = new RegExp(`^\\s+${alternation(words('naming-word'))}\\b`, 'i')
/** Words that say what a sandwich holds: "a sandwich featuring …", "a wrap containing …". */
const CLAUSE_FILLING_WORDS: ReadonlySet<string> = new Set(words('clause-filling'))

/** What may follow a number written onto it and still leave it an amount: ordinals, "x", "ish". */
const GLUED_SUFFIX = /^(?:st|nd|rd|th|x|ish|pc|pcs|pk|ct)$/
/** "a 100-calorie pack": the number is the pack's energy (passes/amounts.ts reads it). */
const CALORIE_WORDS: ReadonlySet<string> = new Set(words('calorie-word'))

export function tokenize(text: string, rules: Rules = ALL_RULES): Token[] {
  const out: Token[] = []
  const re = rules.on('clock-time') ? TOKEN_RE : TOKEN_NO_TIME_RE
  re.lastIndex = 0
  let pendingDash: Token | undefined
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
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
          const bracketed = /\(\s*$/.test(text.slice(Math.max(0, start - 3), start))
          out.push({ kind: 'num', start, end, value, fraction, ...(bracketed ? { bracketed } : {}) })
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
      // "7up", "7-Up": a whole number written onto a word that is no measure ("250g", "12oz", "2x")
      // nor an ordinal begins a name; it is no amount.
      const glued = out[out.length - 1]
      if (
        glued?.kind === 'num' &&
        !glued.fraction &&
        Number.isInteger(glued.value) &&
        (glued.end === start || (glued.end + 1 === start && text[glued.end] === '-')) &&
        !UNITS.has(folded) &&
        !UNITS.has(folded.replace(/s$/, '')) &&
        !GLUED_SUFFIX.test(folded) &&
        !CALORIE_WORDS.has(folded) &&
        rules.on('digits-in-name')
      ) {
        glued.kind = 'word'
        glued.word = String(glued.value)
        delete glued.value
        delete glued.fraction
      }
      if (
        FILLING_WORDS.has(folded) &&
        rules.on('filling-connector') &&
        (FILLING_FOLLOWER.test(text.slice(end, end + 40)) || (folded === 'made' && MADE_OF.test(text.slice(end, end + 8))))
      ) {
        out.push({ kind: 'conn', start, end, word: 'filled' })
        continue
      }
      // "a sandwich featuring ham and swiss", "a wrap containing …": what it is filled with.
      const before = out[out.length - 1]
      // "a sandwich of turkey and swiss on a roll": "of" after a sandwich's noun tells its filling.
      if (
        (CLAUSE_FILLING_WORDS.has(folded) || (folded === 'of' && before?.word !== 'roll' && !NAMING_OF.test(text.slice(end, end + 8)))) &&
        before?.kind === 'word' &&
        HOLDS_BREAD.has(before.word!) &&
        rules.on('sandwich-filling')
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
      const first = out.length
      for (const w of words) out.push(plural ? { kind: 'word', start, end, word: w, plural } : { kind: 'word', start, end, word: w })
      if (text[start - 1] === '(' || /\(\s+$/.test(text.slice(Math.max(0, start - 3), start))) out[first]!.bracketed = true
      continue
    }
    if (g['sep'] !== undefined) {
      if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
      pendingDash = undefined
      if (g['sep'] === '.') {
        const prev = out[out.length - 1]
        if (prev && prev.kind === 'word' && ABBREVIATIONS.has(prev.word!) && rules.on('abbreviation-period')) continue
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
    // "Breakfast - one egg": a spaced dash after a meal label ends the label, as a colon does.
    const label = out[out.length - 1]
    if (label?.kind === 'word' && MEAL_LABELS.has(label.word!) && /\s/.test(text[start - 1] ?? '') && /\s/.test(text[end] ?? '') && rules.on('label-dash')) {
      out.push({ kind: 'sep', start, end })
      continue
    }
    if (out[out.length - 1]?.kind === 'num' && rules.on('range-dash')) {
      const dash: Token = { kind: 'sep', start, end }
      out.push(dash)
      pendingDash = dash
    }
  }
  if (pendingDash && out[out.length - 1] === pendingDash) out.pop()
  return out
}

/** Foods whose "on …" names their own bread ("a sandwich on rye"), not another item. */
export const HOLDS_BREAD: ReadonlySet<string> = new Set(words('holds-bread'))
