// Meals told in German, French, Spanish, Portuguese or Italian: the language (the user's, or the
// text's own), the text read into English (translate.ts), and the analysis of that English
// quoted back in the user's own words. Words that name no food used stay in `unmatched`.
import { detectLanguage } from './detect.js'
import { lexicon } from './lexicon.js'
import { type Reading, readWith } from './translate.js'

export { MEAL_LANGUAGES, type MealLanguage } from './lexicon.js'
export { detectLanguage, languageScores, type DetectedLanguage } from './detect.js'

/** What the reading needs of an analysis: quoted texts to map back. */
interface Quoted {
  items: Array<{ text: string }>
  unmatched: string[]
}

export interface ForeignReading {
  language: string
  english: string
  /** The analysis of `english` with its items and unmatched words quoted from the original text. */
  quote<A extends Quoted>(analysis: A): A
}

/** The reading of a description in its language, or null when it is read as English. `english`:
 * whether the English analysis reads a word (readWith), a typo of a known word too. */
export function readLanguage(
  description: string,
  hint?: string | null,
  english?: (word: string) => boolean,
  /** whether English knows a word as written (no typo allowed): which language a short text is in */
  knows?: (word: string) => boolean,
): ForeignReading | null {
  const language = detectLanguage(description, hint, knows)
  if (language === 'en') return null
  const reading = readWith(description, lexicon(language), english)
  return { language, english: reading.english, quote: (a) => quoteBack(description, reading, a) }
}

/** Words the lexicon does not know: when no quote covers one, it is unmatched. (A known food or
 * state the English analysis took into a dish without quoting it is read, as it is in English.) */
const NAMING = new Set(['unknown'])

function quoteBack<A extends Quoted>(original: string, reading: Reading, analysis: A): A {
  const covered: Array<[number, number]> = []
  /** the English already quoted by an item: an unmatched quote is looked for elsewhere first */
  const quotedEnglish: Array<[number, number]> = []
  let cursor = 0
  /** Where an English quote is: the first place from the cursor that no item quoted, else any. */
  const find = (quote: string): number => {
    let fallback = -1
    for (const from of [cursor, 0]) {
      for (let at = reading.english.indexOf(quote, from); at >= 0; at = reading.english.indexOf(quote, at + 1)) {
        if (!quotedEnglish.some(([s, e]) => at < e && at + quote.length > s)) return at
        if (fallback < 0) fallback = at
      }
    }
    return fallback
  }
  /** The original words behind an English quote: from the first to the last word it covers. */
  const back = (quote: string, item: boolean): string => {
    const at = quote === '' ? -1 : find(quote)
    if (at < 0) return quote
    cursor = at + quote.length
    if (item) quotedEnglish.push([at, at + quote.length])
    let start = Number.POSITIVE_INFINITY
    let end = -1
    for (const p of reading.pieces) {
      if (p.enEnd <= at || p.enStart >= at + quote.length || p.enStart === p.enEnd) continue
      start = Math.min(start, p.start)
      end = Math.max(end, p.end)
    }
    if (end < 0) return quote
    covered.push([start, end])
    // Close a bracket the quote opened, as the analysis does.
    const raw = original.slice(start, end)
    if (raw.split('(').length > raw.split(')').length && original[end] === ')') end++
    return original.slice(start, end).trim()
  }
  const items = analysis.items.map((it) => ({ ...it, text: back(it.text, true) }))
  cursor = 0
  const unmatched = analysis.unmatched.map((u) => back(u, false))
  // Food words the English reading lost on the way are reported too.
  let run: [number, number] | null = null
  const flush = () => {
    if (run) unmatched.push(original.slice(run[0], run[1]))
    run = null
  }
  const sorted = [...reading.pieces].sort((a, b) => a.start - b.start)
  // what was not eaten ("sin carne", "ohne Zucker") is neither an item nor unmatched
  let negated = false
  for (const p of sorted) {
    if (p.kind === 'connector' || p.kind === 'punct') negated = p.en === 'without'
    const inside = negated || covered.some(([s, e]) => p.start >= s && p.end <= e)
    if (inside || (p.en === '' && p.kind !== 'food' && !p.unread)) {
      flush()
      continue
    }
    if (NAMING.has(p.kind) || p.unread) run = run ? [run[0], p.end] : [p.start, p.end]
    else flush()
  }
  flush()
  return { ...analysis, items, unmatched }
}
