// The question's words, in every language at once: a question is folded (lower case, no
// diacritics), its words cut to English stems (other languages' words glossed into English ones
// first), and each kind of phrase (a period's, a focus's) is one regular expression over every
// language's patterns, compiled once. So a German question asked with language "en" is understood.
import {
  METRIC_WORDS,
  QUESTION_WORDS,
  STOP_WORDS,
  SUFFIXES,
  TOPIC_WORDS,
  WEAK_SLEEP_WORDS,
  type BaseTopic,
  type QuestionWords,
  type Unit,
} from './languages/index.js'

/** Lower case without diacritics: "Mañana" → "manana", "Übertraining" → "ubertraining", "dreißig" → "dreissig". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .trim()

/**
 * A message as the reader reads it: `written` keeps its letters (so that Portuguese "até" is not
 * English "ate"); `folded`, without diacritics, is what every phrase pattern and gloss is matched on.
 */
export function foldQuestion(content: string): { written: string; folded: string } {
  const written = normalise(content.slice(0, 4000).normalize('NFC'))
  return { written, folded: foldText(written) }
}

// ---- stems ---------------------------------------------------------------------------------------

/** A word without its English suffix, so that plurals and verb forms meet; keywords go through the same cut. */
export function stem(word: string): string {
  for (const s of SUFFIXES) if (word.length - s.length >= 3 && word.endsWith(s)) return word.slice(0, -s.length)
  return word
}

const WORD = /[\p{L}\p{N}]+/gu
export const stems = (text: string): string[] => (text.toLowerCase().match(WORD) ?? []).map(stem)
const stemSet = (words: string) => new Set(words.split(' ').map(stem))

export const TOPIC_OF = new Map<string, BaseTopic>(
  (Object.entries(TOPIC_WORDS) as [BaseTopic, string][]).flatMap(([topic, words]) => words.split(' ').map((w) => [stem(w), topic] as const)),
)
export const WEAK_SLEEP = stemSet(WEAK_SLEEP_WORDS)
export const METRIC_STEMS = stemSet(METRIC_WORDS)
/** Stems that say nothing about which habit or metric is meant. */
const STOP = stemSet(STOP_WORDS)
export const contentStems = (text: string) => stems(text).filter((s) => !STOP.has(s))

// ---- phrases of every language ---------------------------------------------------------------------

const LANGUAGES: readonly QuestionWords[] = Object.values(QUESTION_WORDS)

/** The kinds of phrase a question is read by (each a list of pattern sources per language). */
export type PhraseKind = { [K in keyof QuestionWords]: QuestionWords[K] extends readonly string[] ? K : never }[keyof QuestionWords]

let groupSerial = 0
/** One expression for the sources of every language; named groups get a suffix, so names may repeat across sources. */
function union(kind: PhraseKind, flags = 'u'): RegExp {
  const sources = LANGUAGES.flatMap((w) => w[kind]).map(
    (src) => `(?:${src.replace(/\(\?<([A-Za-z]\w*)>/g, (_, name: string) => `(?<${name}__${groupSerial++}>`)})`,
  )
  return new RegExp(sources.join('|'), flags)
}

/** Kinds matched more than once in a text (every month named; every request for help taken out). */
const GLOBAL: readonly PhraseKind[] = ['month', 'helpRequest']
const PHRASES = new Map(
  (Object.keys(QUESTION_WORDS.en) as (keyof QuestionWords)[])
    .filter((k): k is PhraseKind => Array.isArray(QUESTION_WORDS.en[k]))
    .map((kind) => [kind, union(kind, GLOBAL.includes(kind) ? 'gu' : 'u')] as const),
)
/** The expression of one kind of phrase over every language. */
export const phrase = (kind: PhraseKind): RegExp => PHRASES.get(kind)!

/** A match's named groups by their names in the tables ("unit2__7" → "unit"), the first that matched. */
export function groupsOf(m: RegExpMatchArray | null): Record<string, string> | undefined {
  if (!m) return undefined
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(m.groups ?? {})) {
    if (value === undefined) continue
    const name = key.slice(0, key.lastIndexOf('__')).replace(/\d+$/, '')
    out[name] ??= value
  }
  return out
}

/** The named groups of the first phrase of a kind in a folded text, if any. */
export const find = (kind: PhraseKind, text: string) => groupsOf(phrase(kind).exec(text))

const merged = <T>(pick: (w: QuestionWords) => Record<string, T>) => new Map<string, T>(LANGUAGES.flatMap((w) => Object.entries(pick(w))))
const UNITS = merged((w) => w.units)
const COUNTS = merged((w) => w.counts)
export const WEEKDAY_OF = merged((w) => w.weekdays)
export const MONTH_OF = merged((w) => w.months)
export const AMBIGUOUS_MONTHS = new Set(LANGUAGES.flatMap((w) => w.ambiguousMonths))

export const unitOf = (word: string | undefined): Unit | 'weekend' | undefined => (word === undefined ? undefined : UNITS.get(word))

const CONNECTORS = new Set(['y', 'e', 'et', 'und'])

/** A count in digits or words of any language: "3", "three", "drei", "vingt-et-un", "treinta y uno". */
export function countOf(phrase: string | undefined): number | undefined {
  if (phrase === undefined) return undefined
  if (/^\d+$/.test(phrase)) return Number(phrase)
  const whole = COUNTS.get(phrase)
  if (whole !== undefined) return whole
  const parts = phrase.split(/[\s-]+/).filter((p) => !CONNECTORS.has(p))
  if (parts.length !== 2) return undefined
  const t = COUNTS.get(parts[0]!)
  const o = COUNTS.get(parts[1]!)
  // Tens and ones ("twenty-one"); French counts on from sixty and eighty ("soixante-quinze").
  return t !== undefined && o !== undefined && t >= 20 && t % 10 === 0 && o < (t === 60 || t === 80 ? 20 : 10) ? t + o : undefined
}

// ---- glosses -------------------------------------------------------------------------------------

/**
 * Another language's words as the English words the answerer reads (topics, habits, scores): exact
 * words and phrases, words by their start (indexed by their first three letters), end or middle.
 */
const GLOSS = (() => {
  const exact = new Map<string, string[]>()
  const prefix = new Map<string, [string, string][]>()
  const suffix: [string, string][] = []
  const infix: [string, string][] = []
  const phrases: [RegExp, string][] = []
  const add = <K, V>(m: Map<K, V[]>, k: K, v: V) => m.set(k, [...(m.get(k) ?? []), v])
  for (const w of LANGUAGES) {
    for (const [target, patterns] of Object.entries(w.gloss)) {
      for (const p of patterns.split(' ').filter(Boolean)) {
        const starts = p.startsWith('*')
        const ends = p.endsWith('*')
        const core = p.replace(/^\*|\*$/g, '')
        if (/[_-]/.test(core)) phrases.push([new RegExp(`\\b${core.replace(/_/g, ' ')}\\b`, 'u'), target])
        else if (starts && ends) infix.push([core, target])
        else if (starts) suffix.push([core, target])
        else if (ends) {
          if (core.length < 3) throw new Error(`gloss prefix too short: ${p}`)
          add(prefix, core.slice(0, 3), [core, target] as [string, string])
        } else add(exact, core, target)
      }
    }
  }
  return { exact, prefix, suffix, infix, phrases }
})()

/** The English words a folded text's words of other languages stand for. */
export function glossOf(text: string): string[] {
  const out: string[] = []
  for (const word of new Set(text.match(WORD) ?? [])) {
    out.push(...(GLOSS.exact.get(word) ?? []))
    for (const [p, target] of GLOSS.prefix.get(word.slice(0, 3)) ?? []) if (word.startsWith(p)) out.push(target)
    for (const [p, target] of GLOSS.suffix) if (word.endsWith(p)) out.push(target)
    for (const [p, target] of GLOSS.infix) if (word.includes(p)) out.push(target)
  }
  for (const [re, target] of GLOSS.phrases) if (re.test(text)) out.push(target)
  return out
}
