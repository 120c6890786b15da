// The built-in answerer of chat completions (LLM_PROVIDER=none, model "healthd-builtin"): it finds
// the topic and the period in the user's question, reads the matching summaries and facts through
// the data tools (so the token's scopes, the bounded results and the sources come with them), and
// answers by quoting their stored text. It writes no number of its own: every digit in an answer
// comes from a summary or fact it cites, so an answer can always be checked against stored data.
//
// It answers in the languages the meal summaries' built-in text supports (English, German, French,
// Spanish, Portuguese): the one asked for, else the user's profile language, else English. Its own
// sentences and the words it reads questions by are in answerer-text.ts; what it quotes stays as
// stored (the system summaries' built-in text is English, so a German answer quotes English text).
import type { SummaryName } from '../modules/summaries/schemas.js'
import type { FactType } from '../modules/facts/schemas.js'
import { resolveLanguage } from '../analysis/meal-text.js'
import { addDays, isoWeek, localDay } from '../insights/stats.js'
import { mayUse, runTool, type Source, type ToolCallOutcome, type ToolContext } from './tools.js'
import {
  ANSWER_TEXT,
  foldText,
  METRIC_WORDS,
  QUESTION_WORDS,
  STOP_WORDS,
  TOPIC_WORDS,
  UNSUPPORTED_LANGUAGE_NOTE,
  WEAK_SLEEP_WORDS,
  type AnswerLanguage,
  type AnswerText,
  type BaseTopic,
  type CountUnit,
  type DayLabel,
  type DayRef,
  type HeaderKey,
  type ImpactFinding,
  type LoadBand,
  type NoneKey,
  type PeriodLabel,
  type QuestionWords,
  type Unit,
  type YearRef,
} from './answerer-text.js'

export const BUILTIN_CHAT_MODEL = 'healthd-builtin'

export interface AnswerInput {
  /** The conversation's messages as sent (system|user|assistant), content already flattened to text. */
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  /** BCP 47 tag the client asked for, if any (else the profile's language is used). */
  language?: string | undefined
  /** Defaults to new Date(). */
  now?: Date
  /**
   * The user's time zone offset and language when the caller has read them already (the chat
   * route does, to know the user exists): the answerer then reads no profile of its own.
   */
  profile?: { tz_offset: number | null; language: string | null } | undefined
}

export interface BuiltinAnswer {
  content: string
  sources: Source[]
  /** The language the answer is written in: en, de, fr, es or pt. */
  language: AnswerLanguage
}

type Topic = BaseTopic | 'overview' | 'load' | 'trends' | 'impact'

/** At most this many topics are answered for one question, and this many lines quoted in a list. */
const MAX_TOPICS = 3
const MAX_LINES = 10
const MAX_FACTS = 3
/** Earlier user messages read for the topic and period a follow-up leaves out. */
const MAX_USER_MESSAGES = 6

// ---- words -------------------------------------------------------------------------------------

// Suffixes cut off a word so that plurals and verb forms meet ("meditation", "meditate" → "medit");
// keywords go through the same cut, so only the irregular forms need listing.
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ates', 'ated', 'ate', 'es', 'ed', 's', 'e']

function stem(word: string): string {
  for (const s of SUFFIXES) if (word.length - s.length >= 3 && word.endsWith(s)) return word.slice(0, -s.length)
  return word
}

const WORD = /[\p{L}\p{N}]+/gu
const stems = (text: string): string[] => (text.toLowerCase().match(WORD) ?? []).map(stem)
const stemSet = (words: string) => new Set(words.split(' ').map(stem))

const TOPIC_OF = new Map<string, BaseTopic>(
  (Object.entries(TOPIC_WORDS) as [BaseTopic, string][]).flatMap(([topic, words]) => words.split(' ').map((w) => [stem(w), topic] as const)),
)
const WEAK_SLEEP = stemSet(WEAK_SLEEP_WORDS)
const METRIC_STEMS = stemSet(METRIC_WORDS)
/** Stems that say nothing about which habit or metric is meant. */
const STOP = stemSet(STOP_WORDS)
/** The order topics are answered in, whatever order the question names them in. */
const TOPIC_ORDER: BaseTopic[] = ['sleep', 'workouts', 'mindfulness', 'meals', 'habits']
const contentStems = (text: string) => stems(text).filter((s) => !STOP.has(s))

// Every language's words are looked for in every question, so a German question asked with
// language "en" is understood too. Each kind of phrase is one regular expression over all of them,
// compiled once.
const LANGUAGES: readonly QuestionWords[] = Object.values(QUESTION_WORDS)

let groupSerial = 0
/** One expression for the sources of every language; named groups get a suffix, so names may repeat across sources. */
function union(pick: (w: QuestionWords) => readonly string[], flags = 'u'): RegExp {
  const sources = LANGUAGES.flatMap(pick).map((src) => `(?:${src.replace(/\(\?<([A-Za-z]\w*)>/g, (_, name: string) => `(?<${name}__${groupSerial++}>`)})`)
  return new RegExp(sources.join('|'), flags)
}

/** A match's named groups by their names in the tables ("unit2__7" → "unit"), the first that matched. */
function groupsOf(m: RegExpMatchArray | null): Record<string, string> | undefined {
  if (!m) return undefined
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(m.groups ?? {})) {
    if (value === undefined) continue
    const name = key.slice(0, key.lastIndexOf('__')).replace(/\d+$/, '')
    out[name] ??= value
  }
  return out
}

const RE = {
  impact: union((w) => w.impact),
  helpRequest: union((w) => w.helpRequest, 'gu'),
  trend: union((w) => w.trend),
  load: union((w) => w.load),
  loadAlone: union((w) => w.loadAlone),
  overview: union((w) => w.overview),
  followUp: union((w) => w.followUp),
  dayBeforeYesterday: union((w) => w.dayBeforeYesterday),
  beforeLast: union((w) => w.beforeLast),
  previous: union((w) => w.previous),
  before: union((w) => w.before),
  lastN: union((w) => w.lastN),
  ago: union((w) => w.ago),
  lastNight: union((w) => w.lastNight),
  today: union((w) => w.today),
  yesterday: union((w) => w.yesterday),
  thisPeriod: union((w) => w.thisPeriod),
  lastPeriod: union((w) => w.lastPeriod),
  weekday: union((w) => w.weekday),
  month: union((w) => w.month, 'gu'),
}

const merged = <T>(pick: (w: QuestionWords) => Record<string, T>) => new Map<string, T>(LANGUAGES.flatMap((w) => Object.entries(pick(w))))
const UNITS = merged((w) => w.units)
const COUNTS = merged((w) => w.counts)
const WEEKDAY_OF = merged((w) => w.weekdays)
const MONTH_OF = merged((w) => w.months)
const AMBIGUOUS_MONTHS = new Set(LANGUAGES.flatMap((w) => w.ambiguousMonths))

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
function glossOf(text: string): string[] {
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

// ---- periods -------------------------------------------------------------------------------------

/** A period as the question names it, before the user's local today makes it dates. */
type PeriodSpec =
  | { kind: 'day'; offset: number }
  | { kind: 'lastNight' }
  | { kind: 'week'; offset: number }
  | { kind: 'month'; offset: number }
  | { kind: 'year'; offset: number }
  | { kind: 'namedMonth'; month: number; year: number | undefined }
  | { kind: 'lastN'; n: number; unit: CountUnit }
  | { kind: 'weekday'; dow: number; strict: boolean }
  | { kind: 'weekend'; offset: number }
  | { kind: 'dates'; from: string; to: string }
  /** "the week before", "before that": the previous period moved back (or, alone, `fallback`). */
  | { kind: 'before'; unit: Unit | undefined; fallback: PeriodSpec | undefined }

/** A period as local days. */
interface Period {
  start: string
  end: string
  /** How the answer names it, in words in any language ("last week", "on Monday the second of March"). */
  label: PeriodLabel
  unit: Unit | 'range'
}
type Grain = 'day' | 'week' | 'short' | 'long' | 'latest'

const ISO_DATE_RE = /\b(\d{4})-(\d{2})-(\d{2})\b/g
const CONNECTORS = new Set(['y', 'e', 'et', 'und'])

const validDay = (y: string, m: string, d: string): string | undefined => {
  const day = `${y}-${m}-${d}`
  const t = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day ? day : undefined
}

/** A count in digits or words of any language: "3", "three", "drei", "vingt-et-un", "treinta y uno". */
function countOf(phrase: string | undefined): number | undefined {
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

const unitOf = (word: string | undefined) => (word === undefined ? undefined : UNITS.get(word))
const isCountUnit = (u: Unit | 'weekend' | undefined): u is CountUnit => u === 'day' || u === 'week' || u === 'month'
const isUnit = (u: Unit | 'weekend' | undefined): u is Unit => u === 'day' || u === 'week' || u === 'month' || u === 'year'

/** The period a question (folded) names, if any; the first phrase that matches, most specific first. */
function periodOf(text: string): PeriodSpec | undefined {
  const dates = [...text.matchAll(ISO_DATE_RE)].map((m) => validDay(m[1]!, m[2]!, m[3]!)).filter((d): d is string => d !== undefined)
  if (dates.length) {
    const sorted = [...dates].sort()
    return { kind: 'dates', from: sorted[0]!, to: sorted[sorted.length - 1]! }
  }
  if (RE.dayBeforeYesterday.test(text)) return { kind: 'day', offset: 2 }
  let g = groupsOf(RE.beforeLast.exec(text))
  let u = unitOf(g?.['unit'])
  if (u === 'week' || u === 'month' || u === 'year') return { kind: u, offset: 2 }
  g = groupsOf(RE.previous.exec(text))
  u = unitOf(g?.['unit'])
  if (isUnit(u)) return { kind: 'before', unit: u, fallback: u === 'day' ? { kind: 'day', offset: 1 } : { kind: u, offset: 1 } }
  g = groupsOf(RE.before.exec(text))
  if (g) {
    const unit = unitOf(g['unit'])
    if (!isUnit(unit)) return { kind: 'before', unit: undefined, fallback: undefined }
    return { kind: 'before', unit, fallback: unit === 'day' ? { kind: 'day', offset: 2 } : { kind: unit, offset: 2 } }
  }
  g = groupsOf(RE.lastN.exec(text))
  if (g) {
    const n = countOf(g['n'])
    const unit = unitOf(g['unit'])
    if (n !== undefined && n >= 1 && n <= 400 && isCountUnit(unit)) return { kind: 'lastN', n, unit }
  }
  g = groupsOf(RE.ago.exec(text))
  if (g) {
    const n = countOf(g['n'])
    const unit = unitOf(g['unit'])
    if (n !== undefined && n >= 1 && n <= 400 && isCountUnit(unit)) return unit === 'day' ? { kind: 'day', offset: n } : { kind: unit, offset: n }
  }
  if (RE.lastNight.test(text)) return { kind: 'lastNight' }
  if (RE.yesterday.test(text)) return { kind: 'day', offset: 1 }
  if (RE.today.test(text)) return { kind: 'day', offset: 0 }
  u = unitOf(groupsOf(RE.thisPeriod.exec(text))?.['unit'])
  if (u === 'weekend') return { kind: 'weekend', offset: 0 }
  if (u === 'week' || u === 'month' || u === 'year') return { kind: u, offset: 0 }
  g = groupsOf(RE.lastPeriod.exec(text))
  u = unitOf(g?.['unit'])
  if (u === 'weekend') return { kind: 'weekend', offset: 1 }
  if (u === 'week' || u === 'month' || u === 'year') {
    // "the past week" is the seven days up to today; "last week" the ISO week before this one.
    if (g?.['past']) return u === 'year' ? { kind: 'lastN', n: 12, unit: 'month' } : { kind: 'lastN', n: 1, unit: u }
    return { kind: u, offset: 1 }
  }
  g = groupsOf(RE.weekday.exec(text))
  const dow = g && WEEKDAY_OF.get(g['dow'] ?? '')
  if (g && dow !== undefined) return { kind: 'weekday', dow, strict: g['strict'] !== undefined }
  for (const m of text.matchAll(RE.month)) {
    const mg = groupsOf(m)!
    const month = MONTH_OF.get(mg['month'] ?? '')
    // "may" and "march" are also verbs: they name a month only after a preposition or before a year.
    if (month !== undefined && (!AMBIGUOUS_MONTHS.has(mg['month']!) || mg['prep'] || mg['year'])) {
      return { kind: 'namedMonth', month, year: mg['year'] ? Number(mg['year']) : undefined }
    }
  }
  return undefined
}

const dowOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number]
const pad = (n: number) => String(n).padStart(2, '0')
const dayFrom = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

/** The first day of the month `offset` months after the one of `day` (month arithmetic in 0–11). */
function monthStart(day: string, offset: number): string {
  const [y, m] = partsOf(day)
  const i = y * 12 + (m - 1) + offset
  return dayFrom(Math.floor(i / 12), (i % 12) + 1, 1)
}
const monthEnd = (first: string) => addDays(monthStart(first, 1), -1)

function yearRef(y: number, today: string): YearRef {
  const ty = partsOf(today)[0]
  if (y === ty) return { k: 'this' }
  if (y === ty - 1) return { k: 'last' }
  if (y === ty + 1) return { k: 'next' }
  return y < ty ? { k: 'ago', n: ty - y } : { k: 'later' }
}

/** A day by its parts, for "Monday the second of March" (and the year when it is not this one). */
function dayRef(day: string, today: string): DayRef {
  const [y, m, d] = partsOf(day)
  return { dow: dowOf(day), date: d, month: m - 1, year: yearRef(y, today) }
}

function dayLabel(day: string, today: string): DayLabel {
  const back = daysBetween(day, today)
  if (back === 0) return { k: 'today' }
  if (back === 1) return { k: 'yesterday' }
  if (back === 2) return { k: 'dayBeforeYesterday' }
  return { k: 'day', day: dayRef(day, today) }
}

function weekLabel(monday: string, today: string): PeriodLabel {
  const back = daysBetween(monday, isoWeek(today).monday) / 7
  if (back === 0) return { k: 'thisWeek' }
  if (back === 1) return { k: 'lastWeek' }
  if (back === 2) return { k: 'weekBeforeLast' }
  return back > 2 ? { k: 'weeksAgo', n: back } : { k: 'weekOf', day: dayRef(monday, today) }
}

function monthLabel(first: string, today: string, named = false): PeriodLabel {
  const [y, m] = partsOf(first)
  const [ty, tm] = partsOf(today)
  const back = (ty - y) * 12 + tm - m
  if (!named && back === 0) return { k: 'thisMonth' }
  if (!named && back === 1) return { k: 'lastMonth' }
  return { k: 'month', month: m - 1, year: yearRef(y, today) }
}

function yearLabel(y: number, today: string): PeriodLabel {
  const ty = partsOf(today)[0]
  return y === ty ? { k: 'thisYear' } : y === ty - 1 ? { k: 'lastYear' } : { k: 'year', year: yearRef(y, today) }
}

const dayPeriod = (day: string, today: string): Period => ({ start: day, end: day, label: dayLabel(day, today), unit: 'day' })
const weekPeriod = (monday: string, today: string): Period => ({ start: monday, end: addDays(monday, 6), label: weekLabel(monday, today), unit: 'week' })
const monthPeriod = (first: string, today: string, named = false): Period => ({ start: first, end: monthEnd(first), label: monthLabel(first, today, named), unit: 'month' })
const yearPeriod = (y: number, today: string): Period => ({ start: dayFrom(y, 1, 1), end: dayFrom(y, 12, 31), label: yearLabel(y, today), unit: 'year' })

/**
 * Local days of a period spec. `base` is the period the conversation was on (for "the week
 * before"); `sleep` says whether "last night" is the sleep that ended this morning (a sleep
 * record is keyed by the day it ends) or yesterday evening.
 */
function resolve(spec: PeriodSpec, today: string, base: Period | undefined, sleep: boolean): Period | undefined {
  switch (spec.kind) {
    case 'day':
      return dayPeriod(addDays(today, -spec.offset), today)
    case 'lastNight':
      return { ...dayPeriod(sleep ? today : addDays(today, -1), today), label: { k: 'lastNight' } }
    case 'week':
      return weekPeriod(addDays(isoWeek(today).monday, -7 * spec.offset), today)
    case 'month':
      return monthPeriod(monthStart(today, -spec.offset), today)
    case 'year':
      return yearPeriod(partsOf(today)[0] - spec.offset, today)
    case 'namedMonth': {
      const [ty, tm] = partsOf(today)
      // The most recent such month not in the future, unless a year is named.
      const y = spec.year ?? (spec.month + 1 <= tm ? ty : ty - 1)
      return monthPeriod(dayFrom(y, spec.month + 1, 1), today, true)
    }
    case 'lastN': {
      const start = spec.unit === 'day' ? addDays(today, -(spec.n - 1)) : spec.unit === 'week' ? addDays(today, -(7 * spec.n - 1)) : addDays(monthStart(today, -spec.n), partsOf(today)[2])
      const label: PeriodLabel = spec.n === 1 ? { k: 'past', unit: spec.unit } : { k: 'lastN', n: spec.n, unit: spec.unit }
      return { start, end: today, label, unit: spec.n === 1 && spec.unit === 'day' ? 'day' : 'range' }
    }
    case 'weekday': {
      const back = (dowOf(today) - spec.dow + 7) % 7 || (spec.strict ? 7 : 0)
      const day = addDays(today, -back)
      const p = dayPeriod(day, today)
      return back <= 2 ? p : { ...p, label: { k: 'weekday', dow: spec.dow, last: spec.strict } }
    }
    case 'weekend': {
      // This weekend is the one of this ISO week; last weekend the one of the week before.
      const saturday = addDays(isoWeek(today).monday, 5 - 7 * spec.offset)
      return { start: saturday, end: addDays(saturday, 1), label: spec.offset ? { k: 'lastWeekend' } : { k: 'thisWeekend' }, unit: 'range' }
    }
    case 'dates': {
      if (spec.from === spec.to) return { start: spec.from, end: spec.to, label: { k: 'day', day: dayRef(spec.from, today) }, unit: 'day' }
      const isWeek = dowOf(spec.from) === 0 && daysBetween(spec.from, spec.to) === 6
      return { start: spec.from, end: spec.to, label: { k: 'range', from: dayRef(spec.from, today), to: dayRef(spec.to, today) }, unit: isWeek ? 'week' : 'range' }
    }
    case 'before':
      if (!base) return spec.fallback && resolve(spec.fallback, today, undefined, sleep)
      return shiftBack(base, today)
  }
}

/** The period just before `p`, of the same kind. */
function shiftBack(p: Period, today: string): Period {
  switch (p.unit) {
    case 'day':
      return dayPeriod(addDays(p.start, -1), today)
    case 'week':
      return weekPeriod(addDays(isoWeek(p.start).monday, -7), today)
    case 'month':
      return monthPeriod(monthStart(p.start, -1), today)
    case 'year':
      return yearPeriod(partsOf(p.start)[0] - 1, today)
    case 'range': {
      const len = daysBetween(p.start, p.end) + 1
      return { start: addDays(p.start, -len), end: addDays(p.start, -1), label: { k: 'daysBefore', n: len }, unit: 'range' }
    }
  }
}

function grainOf(p: Period | undefined): Grain {
  if (!p) return 'latest'
  if (p.start === p.end) return 'day'
  if (p.unit === 'week') return 'week'
  return daysBetween(p.start, p.end) < 7 ? 'short' : 'long'
}

// ---- the question --------------------------------------------------------------------------------

interface Reading {
  topics: Topic[]
  /** The base topics named, even where a focus (impact, trends, load) answers them. */
  named: BaseTopic[]
  /** English stems of the question (its other languages' words glossed), for the habits and metrics it names. */
  words: Set<string>
  /** "how was my week": the overview's grain when no period is named. */
  unit: Unit | undefined
  /** The period specs in the order the conversation named them (a follow-up moves the last one). */
  periods: PeriodSpec[]
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .trim()

/** Topics and period of one message, on its own. */
function readMessage(content: string) {
  // English words as written (so that Portuguese "até" is not English "ate"); every phrase pattern,
  // and the other languages' words, without diacritics.
  const written = normalise(content.slice(0, 4000).normalize('NFC'))
  const text = foldText(written)
  const words = [...stems(written), ...glossOf(text).map(stem)]
  const named = new Set<BaseTopic>()
  for (const w of words) {
    const t = TOPIC_OF.get(w)
    if (t) named.add(t)
  }
  if (!named.size && words.some((w) => WEAK_SLEEP.has(w))) named.add('sleep')
  const base = TOPIC_ORDER.filter((t) => named.has(t))
  const metric = words.some((w) => METRIC_STEMS.has(w))
  const overview = RE.overview.exec(text)
  const unitWord = unitOf(groupsOf(overview)?.['unit'])
  let topics: Topic[]
  const asking = text.replace(RE.helpRequest, ' ')
  if (RE.impact.test(asking) && (base.length || metric)) topics = ['impact']
  else if (RE.trend.test(text) && (base.every((t) => t === 'sleep') || metric)) topics = ['trends']
  else if (RE.loadAlone.test(text) || (RE.load.test(text) && base.includes('workouts'))) topics = ['load', ...base.filter((t) => t !== 'workouts')]
  else if (base.length) topics = base
  else if (overview || metric) topics = ['overview']
  else topics = []
  return { topics, named: base, words: new Set(words), unit: unitWord === 'weekend' ? 'week' : unitWord, period: periodOf(text), followUp: RE.followUp.test(text) }
}

/**
 * What the conversation asks now: the last user message, with the topic and period of earlier ones
 * where it leaves them out ("and the week before?" keeps the topic and moves the period back).
 */
function readConversation(messages: AnswerInput['messages']): Reading {
  const users = messages.filter((m) => m.role === 'user').slice(-MAX_USER_MESSAGES)
  let r: Reading = { topics: [], named: [], words: new Set(), unit: undefined, periods: [] }
  for (const m of users) {
    const q = readMessage(m.content)
    const keepsTopic = !q.topics.length
    const keepsPeriod = keepsTopic || q.followUp
    let periods: PeriodSpec[]
    if (!q.period) periods = keepsPeriod ? r.periods : []
    else periods = q.period.kind === 'before' ? [...r.periods, q.period] : [q.period]
    r = keepsTopic
      ? { ...r, words: new Set([...r.words, ...q.words]), unit: q.unit ?? r.unit, periods }
      : { topics: q.topics, named: q.named, words: q.words, unit: q.unit, periods }
  }
  return r
}

function resolveAll(specs: PeriodSpec[], today: string, sleep: boolean): Period | undefined {
  let p: Period | undefined
  for (const s of specs) p = resolve(s, today, p, sleep)
  return p
}

// ---- reading through the tools ---------------------------------------------------------------------

interface Item {
  source: Source
  name: string
  periodType: string
  periodId: string
  /** The period's start and end instants (a fact: its creation). */
  start: string
  end: string
  title: string
  text: string
  data: Record<string, unknown>
}

interface SummaryQuery {
  tool: 'list_summaries'
  args: { name?: SummaryName; start_date?: string; end_date?: string; limit: number }
}
interface FactQuery {
  tool: 'list_facts'
  args: { type?: FactType; limit: number }
}
type Query = SummaryQuery | FactQuery

type Read = { ok: true; items: Item[]; total: number } | { ok: false; error: string }

const keyOf = (q: Query) => `${q.tool}:${JSON.stringify(q.args)}`
const str = (v: unknown) => (typeof v === 'string' ? v : '')

function itemsOf(result: Record<string, unknown> & { sources: Source[] }): Item[] {
  const raw = (result['items'] ?? []) as Record<string, unknown>[]
  return raw.map((x, i) => {
    const period = (x['period'] ?? {}) as Record<string, unknown>
    return {
      source: result.sources[i]!,
      name: str(x['name']),
      periodType: str(period['type']),
      periodId: str(period['id']),
      start: str(period['start']) || str(x['created_at']),
      end: str(period['end']) || str(period['start']) || str(x['created_at']),
      title: str(x['title']),
      text: str(x['text']),
      data: (x['data'] ?? {}) as Record<string, unknown>,
    }
  })
}

/** Runs every distinct query at once: each is one database round trip, and none waits for another. */
async function readAll(ctx: ToolContext, queries: Query[]): Promise<Map<string, Read>> {
  const distinct = [...new Map(queries.map((q) => [keyOf(q), q])).values()]
  const outcomes = await Promise.all(distinct.map((q) => runTool(ctx, q.tool, q.args)))
  return new Map(
    distinct.map((q, i) => {
      const o = outcomes[i]!
      const read: Read = o.ok ? { ok: true, items: itemsOf(o.output.result), total: Number(o.output.result['total'] ?? 0) } : { ok: false, error: o.error }
      return [keyOf(q), read]
    }),
  )
}

// ---- writing -----------------------------------------------------------------------------------

const SENTENCE_BREAK = /(?<=[.!?])\s+/
const sentences = (text: string) => text.split(SENTENCE_BREAK).filter((s) => s.length > 0)

/** One topic's part of the answer: its lines and the sources they quote. */
class Section {
  readonly lines: string[] = []
  readonly used = new Map<string, Source>()
  quoted = false

  say(line: string): void {
    this.lines.push(line)
  }

  quote(item: Item, line: string): void {
    this.used.set(`${item.source.type}:${item.source.id}`, item.source)
    this.lines.push(line)
    this.quoted = true
  }
}

/** What a topic's writer knows: the period, the user's day, and what the queries read. */
interface Scene {
  period: Period | undefined
  grain: Grain
  today: string
  tz: number
  reading: Reading
  reads: Map<string, Read>
  /** The answer's language's phrases. */
  t: AnswerText
}

const itemsFor = (s: Scene, q: Query): Item[] => {
  const r = s.reads.get(keyOf(q))
  return r?.ok ? r.items : []
}
const moreThanRead = (s: Scene, q: Query): boolean => {
  const r = s.reads.get(keyOf(q))
  return Boolean(r?.ok && r.total > r.items.length)
}
const oldestFirst = (items: Item[]) => [...items].reverse()

const DAY_ID = /^\d{4}-\d{2}-\d{2}$/
/** The local day an item is about: a day summary's own day, else the day its period starts. */
const dayOfItem = (item: Item, tz: number) => (item.periodType === 'day' && DAY_ID.test(item.periodId) ? item.periodId : localDay(item.start, tz))

/** How a list line names its day: the weekday inside a week, else the day in words. */
function when(s: Scene, item: Item): string {
  const day = dayOfItem(item, s.tz)
  if (s.grain === 'week' || s.grain === 'short') return s.t.weekdays[dowOf(day)]!
  return s.t.day(dayLabel(day, s.today))
}

/** A stored description, cut at a word so that no number is cut in two. */
function clip(text: string, max = 120): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`
}

/** A meal in the user's own words, then its summary's title; any other summary by its title. */
function mealLine(t: AnswerText, item: Item): string {
  const what = str(item.data['description'])
  return `${item.name === 'MealSummary' && what ? `${t.quote(clip(what))}: ` : ''}${item.title || item.text}`
}

/** A weekly summary's text with its week id in front, unless the stored text starts with it. */
const weekPrefix = (t: AnswerText, item: Item, text: string) =>
  item.periodId && !text.startsWith(`Week ${item.periodId}`) && !text.startsWith(`${t.week} ${item.periodId}`) ? `${t.week} ${item.periodId}: ${text}` : text

/** The sentences of a summary's text about a topic (all of them without a filter). */
const about = (item: Item, filter: RegExp | undefined) => (filter ? sentences(item.text).filter((x) => filter.test(x)) : sentences(item.text))

function factLines(s: Scene, sec: Section, facts: Item[]): void {
  if (!facts.length) return
  sec.say(s.t.facts)
  for (const f of facts.slice(0, MAX_FACTS)) sec.quote(f, `- ${f.text}`)
}

/** Lists lines, at most MAX_LINES of them, saying so when more were left out. */
function listLines(s: Scene, sec: Section, rows: { item: Item; line: string }[], more = false): void {
  for (const r of rows.slice(0, MAX_LINES)) sec.quote(r.item, `- ${r.line}`)
  if (rows.length > MAX_LINES || more) sec.say(s.period ? s.t.moreInPeriod : s.t.moreEarlier)
}

// ---- the topics ------------------------------------------------------------------------------------

/** How a day-level summary is quoted: its whole text, its title, a meal's words and title, or the sentences a pattern picks. */
type QuoteHow = 'text' | 'title' | 'meal' | RegExp

interface DayPart {
  name: SummaryName
  how: QuoteHow
  /** A header line before a list of several items. */
  header?: HeaderKey
}

/** A topic answered from day-level summaries (a night, a workout, a meal, a day) and a weekly one. */
interface RangeTopic {
  topic: BaseTopic
  /** A single day: each part, in order. */
  day: DayPart[]
  /** Each day or item of a week or a few days. */
  range: DayPart
  /** No period: the most recent few. */
  latest: DayPart & { limit: number }
  /** The weekly summary, and the pattern picking its sentences on the topic. */
  week: { name: SummaryName; about: RegExp | undefined }
  facts: FactType | 'habits' | undefined
}

const HABIT_FACT = /^Keeps up /

/**
 * The facts a topic quotes: for habits, how consistently each is kept up; for the others, facts of
 * the topic's type, those about the topic itself (a typical sleep score) before how consistently a
 * habit of the same category is kept up. Newest first within each.
 */
function topicFacts(t: RangeTopic, facts: Item[]): Item[] {
  if (t.facts === 'habits') return facts.filter((f) => HABIT_FACT.test(f.text))
  return [...facts.filter((f) => !HABIT_FACT.test(f.text)), ...facts.filter((f) => HABIT_FACT.test(f.text))]
}

const RANGE_TOPICS: Record<BaseTopic, RangeTopic> = {
  sleep: {
    topic: 'sleep',
    day: [{ name: 'SleepSummary', how: 'text' }],
    range: { name: 'SleepSummary', how: 'title', header: 'nightByNight' },
    latest: { name: 'SleepSummary', how: 'title', header: 'recentNights', limit: 7 },
    week: { name: 'WeeklySummary', about: /\bsleep/i },
    facts: 'sleep',
  },
  workouts: {
    topic: 'workouts',
    day: [{ name: 'WorkoutSummary', how: 'text' }],
    range: { name: 'WorkoutSummary', how: 'title', header: 'workoutByWorkout' },
    latest: { name: 'WorkoutSummary', how: 'title', header: 'recentWorkouts', limit: 5 },
    week: { name: 'WeeklyActivitySummary', about: undefined },
    facts: 'activity',
  },
  meals: {
    topic: 'meals',
    day: [
      { name: 'DailyNutritionSummary', how: 'text' },
      { name: 'MealSummary', how: 'meal', header: 'mealByMeal' },
    ],
    range: { name: 'DailyNutritionSummary', how: 'title', header: 'dayByDay' },
    latest: { name: 'MealSummary', how: 'meal', header: 'recentMeals', limit: 6 },
    week: { name: 'WeeklyNutritionSummary', about: undefined },
    facts: 'nutrition',
  },
  mindfulness: {
    topic: 'mindfulness',
    day: [{ name: 'MindfulsessionSummary', how: 'text' }],
    range: { name: 'MindfulsessionSummary', how: 'title', header: 'sessionBySession' },
    latest: { name: 'MindfulsessionSummary', how: 'title', header: 'recentSessions', limit: 5 },
    week: { name: 'WeeklyActivitySummary', about: /\bmindfulness/i },
    facts: 'mind',
  },
  habits: {
    topic: 'habits',
    day: [{ name: 'DailySummary', how: /^Habits done/ }],
    range: { name: 'DailySummary', how: /^Habits done/, header: 'dayByDay' },
    latest: { name: 'DailySummary', how: /^Habits done/, header: 'recentDays', limit: 7 },
    week: { name: 'WeeklySummary', about: /^Habits:/ },
    facts: 'habits',
  },
}

const summaries = (name: SummaryName | undefined, limit: number, start?: string, end?: string): SummaryQuery => ({
  tool: 'list_summaries',
  args: { ...(name ? { name } : {}), ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}), limit },
})

function factQuery(kind: RangeTopic['facts']): FactQuery | undefined {
  if (kind === undefined) return undefined
  return kind === 'habits' ? { tool: 'list_facts', args: { limit: 50 } } : { tool: 'list_facts', args: { type: kind, limit: 20 } }
}

/** The weekly summaries of a period: those whose week starts in it, from the Monday of its first day. */
const weekQuery = (name: SummaryName, s: Pick<Scene, 'period' | 'grain'>, limit: number) =>
  s.period ? summaries(name, limit, isoWeek(s.period.start).monday, s.grain === 'week' ? isoWeek(s.period.start).monday : s.period.end) : summaries(name, limit)

interface TopicPlan {
  queries: Query[]
  write(s: Scene): Section
}

function rangePlan(t: RangeTopic, s: Pick<Scene, 'period' | 'grain'>): TopicPlan {
  const p = s.period
  const dayParts: { part: DayPart; q: SummaryQuery }[] =
    s.grain === 'day'
      ? t.day.map((part) => ({ part, q: summaries(part.name, 20, p!.start, p!.end) }))
      : s.grain === 'week' || s.grain === 'short'
        ? [{ part: t.range, q: summaries(t.range.name, 20, p!.start, p!.end) }]
        : s.grain === 'latest'
          ? [{ part: t.latest, q: summaries(t.latest.name, t.latest.limit) }]
          : []
  const week = s.grain === 'week' || s.grain === 'latest' ? weekQuery(t.week.name, s, 1) : s.grain === 'long' ? weekQuery(t.week.name, s, 6) : undefined
  const facts = factQuery(t.facts)
  return {
    queries: [...dayParts.map((d) => d.q), ...(week ? [week] : []), ...(facts ? [facts] : [])],
    write(scene) {
      const sec = new Section()
      sec.say(scene.t.lead(scene.t.nouns[t.topic], scene.period?.label))
      if (week) {
        const weeks = oldestFirst(itemsFor(scene, week))
        for (const w of weeks) {
          const picked = about(w, t.week.about)
          if (picked.length) sec.quote(w, weekPrefix(scene.t, w, picked.join(' ')))
        }
        if (scene.grain === 'long' && moreThanRead(scene, week)) sec.say(scene.t.recentWeeksOnly)
      }
      for (const { part, q } of dayParts) writeDayPart(scene, sec, part, oldestFirst(itemsFor(scene, q)), moreThanRead(scene, q))
      if (!sec.quoted) return nothing(scene, t.topic)
      if (facts) factLines(scene, sec, topicFacts(t, itemsFor(scene, facts)))
      return sec
    },
  }
}

function writeDayPart(s: Scene, sec: Section, part: DayPart, items: Item[], more: boolean): void {
  const rows: { item: Item; line: string }[] = []
  // A single day's summaries are quoted whole; lists only by their titles or picked sentences.
  const single = s.grain === 'day'
  for (const item of items) {
    if (part.how === 'text' && item.text) rows.push({ item, line: single ? item.text : `${when(s, item)}: ${item.text}` })
    else if (part.how === 'title' && item.title) rows.push({ item, line: `${when(s, item)}: ${item.title}` })
    else if (part.how === 'meal' && (item.title || item.text)) rows.push({ item, line: single ? mealLine(s.t, item) : `${when(s, item)}: ${mealLine(s.t, item)}` })
    else if (part.how instanceof RegExp) {
      const picked = about(item, part.how)
      if (picked.length) rows.push({ item, line: single ? picked.join(' ') : `${when(s, item)}: ${picked.join(' ')}` })
    }
  }
  if (!rows.length) return
  if (single && part.how !== 'meal' && rows.length <= 3) {
    for (const r of rows) sec.quote(r.item, r.line)
    return
  }
  if (part.header) sec.say(s.t.headers[part.header])
  listLines(s, sec, rows, more)
}

/** Says plainly that there is nothing on the topic for the period, and what would write it. */
function nothing(s: Scene, key: NoneKey): Section {
  const sec = new Section()
  const { none, hint } = s.t.none[key]
  sec.say(s.t.nothing(none, s.period?.label, hint))
  return sec
}

// Overview: the day's or week's summary as a whole ("how was my week?").
function overviewPlan(s: Pick<Scene, 'period' | 'grain'>, unit: Unit | undefined): TopicPlan {
  const p = s.period
  const queries: SummaryQuery[] =
    s.grain === 'day'
      ? [summaries(undefined, 20, p!.start, p!.end)]
      : s.grain === 'week'
        ? [weekQuery('WeeklySummary', s, 1), summaries('DailySummary', 7, p!.start, p!.end)]
        : s.grain === 'short'
          ? [summaries('DailySummary', 7, p!.start, p!.end)]
          : s.grain === 'long'
            ? [weekQuery('WeeklySummary', s, 5)]
            : unit === 'day'
              ? [summaries('DailySummary', 1)]
              : [summaries('WeeklySummary', unit === 'month' || unit === 'year' ? 4 : 1)]
  return {
    queries,
    write(scene) {
      const sec = new Section()
      const all = queries.flatMap((q) => oldestFirst(itemsFor(scene, q)))
      const day = all.find((i) => i.name === 'DailySummary' && scene.grain === 'day')
      const weekly = all.filter((i) => i.name === 'WeeklySummary' && i.text)
      const daily = all.filter((i) => i.name === 'DailySummary' && i.text)
      sec.say(scene.t.overviewLead(scene.period?.label, unit === 'day' ? 'day' : unit === 'month' || unit === 'year' ? 'weeks' : 'week'))
      if (scene.grain === 'day') {
        if (day?.text) sec.quote(day, day.text)
        // A day still open has no daily summary yet: its sleep, workouts and meals have theirs.
        else listLines(scene, sec, all.filter((i) => i.title && i.name !== 'DailySummary').map((item) => ({ item, line: mealLine(scene.t, item) })))
      } else if (weekly.length) for (const w of weekly) sec.quote(w, weekPrefix(scene.t, w, w.text))
      else if (daily.length === 1) sec.quote(daily[0]!, `${when(scene, daily[0]!)}: ${daily[0]!.text}`)
      else if (daily.length) listLines(scene, sec, daily.map((item) => ({ item, line: `${when(scene, item)}: ${item.text}` })))
      if (!sec.quoted) return nothing(scene, 'overview')
      return sec
    },
  }
}

// Training load: the acute to chronic load ratio of the latest weekly training summary and workout.
const LOAD_BANDS: readonly string[] = ['low', 'optimal', 'high', 'very high'] satisfies LoadBand[]
const isLoadBand = (band: string): band is LoadBand => LOAD_BANDS.includes(band)

function loadPlan(s: Pick<Scene, 'period' | 'grain'>): TopicPlan {
  const p = s.period
  const week = weekQuery('WeeklyActivitySummary', s, 1)
  const workout = p ? summaries('WorkoutSummary', 1, p.start, p.end) : summaries('WorkoutSummary', 1)
  const facts = factQuery('activity')!
  const training = RANGE_TOPICS.workouts
  return {
    queries: [week, workout, facts],
    write(scene) {
      const sec = new Section()
      const w = itemsFor(scene, week)[0]
      const last = itemsFor(scene, workout)[0]
      if (!w && !last) return nothing(scene, 'load')
      sec.say(scene.t.lead(scene.t.nouns.load, scene.period?.label))
      const weekLoad = (w?.data['load_at_week_end'] ?? {}) as Record<string, unknown>
      const lastLoad = (last?.data['load'] ?? {}) as Record<string, unknown>
      // The verdict follows the most recent of the two that judges the ratio.
      const lastIsNewer = Boolean(last && (!w || Date.parse(last.start) >= Date.parse(w.end)))
      const band = str((lastIsNewer ? lastLoad : weekLoad)['ratio_band'])
      // A period that has ended is told in the past tense.
      const past = Boolean(scene.period && scene.period.end < scene.today)
      sec.say(isLoadBand(band) ? scene.t.loadVerdict(band, past) : scene.t.loadUnjudged)
      if (w) {
        const ratio = sentences(w.text).filter((x) => /acute to chronic/i.test(x))
        sec.quote(w, `${w.title}.${ratio.length ? ` ${ratio.join(' ')}` : ''}`)
      }
      if (last) {
        const ratio = sentences(last.text).filter((x) => /7-day load/i.test(x))
        sec.quote(last, `${scene.t.lastWorkout(Boolean(scene.period), last.title)}${ratio.length ? ` ${ratio.join(' ')}` : ''}`)
      }
      factLines(scene, sec, topicFacts(training, itemsFor(scene, facts)))
      return sec
    },
  }
}

/** The metrics of a trend or impact summary that the question names (by their words, or by topic). */
function namedMetrics(metrics: string[], r: Reading): string[] {
  const words = new Set(r.words)
  for (const t of r.named) if (t === 'sleep') words.add('sleep')
  return metrics.filter((m) => contentStems(m.replace(/_/g, ' ')).some((w) => words.has(w)))
}
const label = (name: string) => name.replace(/_/g, ' ')

// Trends: the latest trend summary's sentences on the metrics asked about.
function trendsPlan(s: Pick<Scene, 'period' | 'grain'>): TopicPlan {
  const q = weekQuery('TrendSummary', s, 1)
  return {
    queries: [q],
    write(scene) {
      const sec = new Section()
      const t = itemsFor(scene, q)[0]
      if (!t) return nothing(scene, 'trends')
      const metrics = ((t.data['metrics'] ?? []) as Record<string, unknown>[]).map((m) => str(m['metric']))
      const asked = namedMetrics(metrics, scene.reading)
      const on = sentences(t.text).filter((x) => asked.some((m) => x.toLowerCase().startsWith(label(m))))
      const picked = on.length ? on : sentences(t.text)
      sec.say(scene.t.trendLead(asked.map((m) => scene.t.metric(m)), scene.period?.label))
      if (!asked.length && (scene.reading.named.length || [...scene.reading.words].some((w) => METRIC_STEMS.has(w)))) sec.say(scene.t.trendNoMatch)
      sec.quote(t, `${t.title}: ${picked.join(' ')}`)
      return sec
    },
  }
}

interface ImpactRow {
  metric: string
  status: string
  finding?: string
}
interface ImpactHabit {
  habit: string
  title: string | null
  metrics: ImpactRow[]
}

const FINDINGS: readonly string[] = ['higher on habit days', 'lower on habit days', 'no clear difference'] satisfies ImpactFinding[]
const isFinding = (finding: string | undefined): finding is ImpactFinding => finding !== undefined && FINDINGS.includes(finding)

// Impact: the latest habit impact summary, on the habits and metrics the question names.
function impactPlan(s: Pick<Scene, 'period' | 'grain'>): TopicPlan {
  const q = weekQuery('ImpactSummary', s, 1)
  return {
    queries: [q],
    write(scene) {
      const sec = new Section()
      const imp = itemsFor(scene, q)[0]
      if (!imp) {
        return nothing(scene, 'impact')
      }
      const habits = (imp.data['habits'] ?? []) as ImpactHabit[]
      const nameOf = (h: ImpactHabit) => h.title ?? label(h.habit)
      const metrics = namedMetrics([...new Set(habits.flatMap((h) => h.metrics.map((m) => m.metric)))], scene.reading)
      const asked = namedHabits(habits, metrics, scene.reading)
      const lines: string[] = []
      for (const h of asked.length ? asked : habits) {
        const mine = sentences(imp.text).filter((x) => x.startsWith(`${nameOf(h)}:`))
        lines.push(...(metrics.length ? mine.filter((x) => metrics.some((m) => x.includes(label(m))) || x.includes('not enough data')) : mine))
      }
      const row = asked.length === 1 && metrics.length === 1 ? asked[0]!.metrics.find((m) => m.metric === metrics[0]) : undefined
      if (!lines.length && !row) return nothing(scene, 'impactPair')
      const t = scene.t
      sec.say(t.impactLead(asked.map((h) => t.quote(nameOf(h))), metrics.map((m) => t.metric(m)), scene.period?.label))
      if (!asked.length && scene.reading.named.some((x) => x !== 'sleep')) sec.say(t.impactNoMatch)
      // One habit against one score: a plain yes or no first, from the comparison's finding.
      if (row) {
        if (isFinding(row.finding)) sec.quote(imp, `${t.impactVerdict(row.finding, t.metric(metrics[0]!), nameOf(asked[0]!))}. ${t.notProof}`)
        else sec.quote(imp, t.notEnoughData)
      }
      if (lines.length) sec.quote(imp, `${imp.title}: ${lines.slice(0, MAX_LINES).join(' ')}`)
      return sec
    },
  }
}

/**
 * The habits a question names. Words that also name a score ("sleep") pick a habit only when no
 * other word does, so "does meditation help my sleep?" is about meditation, not a sleep habit.
 */
function namedHabits(habits: ImpactHabit[], metrics: string[], r: Reading): ImpactHabit[] {
  const metricWords = new Set(metrics.flatMap((m) => contentStems(label(m))))
  const words = (h: ImpactHabit) => contentStems(`${label(h.habit)} ${h.title ?? ''}`)
  const strong = habits.filter((h) => words(h).some((w) => r.words.has(w) && !metricWords.has(w)))
  return strong.length ? strong : habits.filter((h) => words(h).some((w) => r.words.has(w)))
}

function planFor(topic: Topic, s: Pick<Scene, 'period' | 'grain'>, reading: Reading): TopicPlan {
  switch (topic) {
    case 'overview':
      return overviewPlan(s, reading.unit)
    case 'load':
      return loadPlan(s)
    case 'trends':
      return trendsPlan(s)
    case 'impact':
      return impactPlan(s)
    default:
      return rangePlan(RANGE_TOPICS[topic], s)
  }
}

// ---- the answer ------------------------------------------------------------------------------------

/** The local day of `now` for a tz_offset in seconds. */
const localToday = (now: Date, tz: number) => localDay(now, tz)

const isEnglishTag = (tag: string) => /^en(?:[-_]|$)/i.test(tag.trim())

/**
 * Answers the conversation's last question from the user's stored summaries and facts, read with
 * the caller's token: one round trip for the profile when a period needs the user's local day
 * (none when the caller gives it), then one round trip per summary name and fact type, all at once. It answers in the language
 * asked for, else the profile's, else English.
 */
export async function builtinAnswer(ctx: ToolContext, input: AnswerInput): Promise<BuiltinAnswer> {
  const now = input.now ?? new Date()
  const reading = readConversation(input.messages)
  if (!reading.topics.length && reading.periods.length) reading.topics = ['overview']

  // The profile gives the user's local day and, when no language is asked for, the answer's. It is
  // read once: before the summaries when a period needs the local day, else alongside them.
  const known = input.profile
  const profileAllowed = known !== undefined || mayUse(ctx.auth, 'get_profile')
  let profile: Record<string, unknown> | undefined = known ? { tz_offset: known.tz_offset, language: known.language } : undefined
  let profileRead: Promise<ToolCallOutcome | undefined> | undefined
  const readProfile = () =>
    (profileRead ??= (async () => {
      if (known || !profileAllowed) return undefined
      const o = await runTool(ctx, 'get_profile', {})
      if (o.ok) profile = o.output.result['profile'] as Record<string, unknown>
      return o
    })())
  /** The answer's language; `note` when one was asked for that the answerer does not write. */
  const languageOf = (): { lang: AnswerLanguage; note: boolean } => {
    const asked = input.language ?? (typeof profile?.['language'] === 'string' ? (profile['language'] as string) : undefined)
    const lang = resolveLanguage(asked)
    return { lang, note: lang === 'en' && asked !== undefined && asked.trim() !== '' && !isEnglishTag(asked) }
  }
  /** An answer of one sentence (or a few) and no sources. */
  const say = async (what: (t: AnswerText) => string): Promise<BuiltinAnswer> => {
    if (input.language === undefined) await readProfile()
    const { lang, note } = languageOf()
    const content = what(ANSWER_TEXT[lang])
    return { content: note ? `${content}\n\n${UNSUPPORTED_LANGUAGE_NOTE}` : content, sources: [], language: lang }
  }

  if (!reading.topics.length) return say((t) => t.help)
  if (!mayUse(ctx.auth, 'list_summaries')) return say((t) => `${t.scopeNote('summaries', 'ai_summaries:read')} ${t.noSummariesScope}`)
  if (reading.periods.length) {
    const o = await readProfile()
    if (o && !o.ok && o.error === 'user not found') return say((t) => t.noUser)
  }
  const tz = () => (typeof profile?.['tz_offset'] === 'number' ? (profile['tz_offset'] as number) : 0)
  let today = localToday(now, tz())
  const topics = reading.topics.slice(0, MAX_TOPICS)
  const period = resolveAll(reading.periods, today, topics.includes('sleep'))
  const grain = grainOf(period)
  const plans = topics.map((t) => planFor(t, { period, grain }, reading))
  const factsAllowed = mayUse(ctx.auth, 'list_facts')
  const queries = plans.flatMap((p) => p.queries).filter((q) => q.tool !== 'list_facts' || factsAllowed)
  const [reads] = await Promise.all([readAll(ctx, queries), readProfile()])
  today = localToday(now, tz())

  if ([...reads.values()].some((r) => !r.ok && r.error === 'user not found')) return say((t) => t.noUser)
  if (queries.some((q) => q.tool === 'list_summaries') && [...reads.entries()].every(([k, r]) => !k.startsWith('list_summaries') || !r.ok)) {
    return say((t) => t.summariesUnread)
  }
  const { lang, note } = languageOf()
  const t = ANSWER_TEXT[lang]
  const scene: Scene = { period, grain, today, tz: tz(), reading, reads, t }
  const sections = plans.map((p) => p.write(scene))
  const notes: string[] = []
  // Without the profile, days are UTC days: say so wherever the answer names or picks a day.
  if (sections.some((s) => s.quoted) || reading.periods.length) {
    if (!profileAllowed) notes.push(`${t.scopeNote('profile', 'users:read')} ${t.utcNoScope}`)
    else if (!profile) notes.push(t.profileUnread)
  }
  if (!factsAllowed && plans.some((p) => p.queries.some((q) => q.tool === 'list_facts')) && sections.some((s) => s.quoted)) {
    notes.push(`${t.scopeNote('facts', 'facts:read')} ${t.noFactsScope}`)
  }
  if (note) notes.push(UNSUPPORTED_LANGUAGE_NOTE)

  const used = new Map<string, Source>()
  for (const s of sections) for (const [k, v] of s.used) used.set(k, v)
  const content = [...sections.map((s) => s.lines.join('\n')), ...(notes.length ? [notes.join(' ')] : [])].join('\n\n')
  return { content, sources: [...used.values()], language: lang }
}
