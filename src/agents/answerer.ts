// The built-in answerer of chat completions (LLM_PROVIDER=none, model "healthd-builtin"): it finds
// the topic and the period in the user's question, reads the matching summaries and facts through
// the data tools (so the token's scopes, the bounded results and the sources come with them), and
// answers by quoting their stored text. It writes no number of its own: every digit in an answer
// comes from a summary or fact it cites, so an answer can always be checked against stored data.
// English only: the summaries' built-in text is English.
import type { SummaryName } from '../modules/summaries/schemas.js'
import type { FactType } from '../modules/facts/schemas.js'
import { addDays, isoWeek, localDay } from '../insights/stats.js'
import { mayUse, runTool, type Source, type ToolContext } from './tools.js'

export const BUILTIN_CHAT_MODEL = 'healthd-builtin'

export interface AnswerInput {
  /** The conversation's messages as sent (system|user|assistant), content already flattened to text. */
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  /** BCP 47 tag the client asked for, if any. */
  language?: string | undefined
  /** Defaults to new Date(). */
  now?: Date
}

export interface BuiltinAnswer {
  content: string
  sources: Source[]
  language: string
}

type BaseTopic = 'sleep' | 'workouts' | 'meals' | 'mindfulness' | 'habits'
type Topic = BaseTopic | 'overview' | 'load' | 'trends' | 'impact'
type Unit = 'day' | 'week' | 'month' | 'year'

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

const TOPIC_WORDS: Record<BaseTopic, string> = {
  sleep: 'sleep sleeps slept sleeping asleep sleepy insomnia nap naps bedtime woke wake waking',
  workouts:
    'workout workouts train trains trained training exercise exercises exercised exercising run runs ran running ride rides rode riding ' +
    'cycling cycle bike biking swim swimming swam gym lifting sport sports fitness cardio tss strength hike hiking',
  meals:
    'eat eats ate eaten eating food foods meal meals calorie calories kcal protein carbs carb carbohydrate carbohydrates fat fats diet ' +
    'nutrition nutrient nutrients breakfast lunch dinner snack snacks macro macros fibre fiber sugar sodium hungry',
  mindfulness: 'meditation meditations meditate meditated meditating mindful mindfulness breathing breathe breath calm stress stressed relax relaxation hrv',
  habits: 'habit habits streak streaks routine routines consistent consistency',
}
/** Words that point at sleep only when nothing else is named ("what did I eat last night?"). */
const WEAK_SLEEP = new Set(['night', 'nights', 'bed', 'rest', 'rested', 'restful', 'tired'].map(stem))
const TOPIC_OF = new Map<string, BaseTopic>(
  (Object.entries(TOPIC_WORDS) as [BaseTopic, string][]).flatMap(([topic, words]) => words.split(' ').map((w) => [stem(w), topic] as const)),
)
/** The order topics are answered in, whatever order the question names them in. */
const TOPIC_ORDER: BaseTopic[] = ['sleep', 'workouts', 'mindfulness', 'meals', 'habits']

/** Stems that say nothing about which habit or metric is meant. */
const STOP = new Set(
  'a an the my me i for of to in on at and or with without before after down up out day days daily week minut ten five time some someone your do doe does did is are was were ' +
    'help scor it that this how what which much many more less get make take have has'
      .split(' ')
      .map(stem),
)
const contentStems = (text: string) => stems(text).filter((s) => !STOP.has(s))

// Questions about one thing against another: "does meditation help my sleep?".
const IMPACT_RE =
  /\b(help|helps|helped|helping|affect|affects|affected|affecting|effect|effects|impact|impacts|influence|influences|influenced|makes? (?:a|any) difference|good for|bad for|linked|related|relationship|correlat\w*|because of|lead to|leads to)\b/
/** "Can you help me understand…" asks for help; it is not a question about what helps. */
const HELP_REQUEST_RE = /\b(?:can|could|would|will) you help\b|\bhelp me (?:understand|with|see|know|figure|find|get|out|look)\b|\bplease help\b/g
const IMPACT_VERB_RE = /\b(does|do|did|can|could|will|would)\b (?!my\b)[\p{L} '-]+? \b(improve|improves|boost|boosts|raise|raises|lower|lowers|hurt|hurts|worsen|worsens|ruin|ruins)\b/u
const TREND_RE =
  /\b(trend|trends|trending|improving|improved|getting (better|worse)|better or worse|over time|progress|progressing|declining|going (up|down)|long[- ]term|changing)\b/
const LOAD_RE = /\b(load|loads|overtrain\w*|over-train\w*|overreach\w*|acute|chronic|too much training|training too much|too hard|too much)\b/
const LOAD_ALONE_RE = /\b(training load|load|overtrain\w*|over-train\w*|overreach\w*)\b/
const OVERVIEW_RE =
  /\bhow (?:was|is|were|has been|did|went) (?:my|the|this|last)? ?(day|week|month|year|weekend)\b|\bmy (day|week|month|year|weekend)\b|\b(overview|recap|summary|summari[sz]e|overall|in general|how am i doing|how i'm doing|how are things)\b/
const FOLLOW_UP_RE = /^(and|what about|how about|same for|also|then)\b/
const METRIC_WORDS = new Set(['readiness', 'recovery', 'hrv', 'score', 'scores', 'stress'].map(stem))

// ---- periods -------------------------------------------------------------------------------------

/** A period as the question names it, before the user's local today makes it dates. */
type PeriodSpec =
  | { kind: 'day'; offset: number }
  | { kind: 'lastNight' }
  | { kind: 'week'; offset: number }
  | { kind: 'month'; offset: number }
  | { kind: 'year'; offset: number }
  | { kind: 'namedMonth'; month: number; year: number | undefined }
  | { kind: 'lastN'; n: number; unit: 'day' | 'week' | 'month' }
  | { kind: 'weekday'; dow: number; strict: boolean }
  | { kind: 'weekend'; offset: number }
  | { kind: 'dates'; from: string; to: string }
  /** "the week before", "before that": the previous period moved back (or, alone, `fallback`). */
  | { kind: 'before'; unit: Unit | undefined; fallback: PeriodSpec | undefined }

/** A period as local days. */
interface Period {
  start: string
  end: string
  /** In words, never digits: "last week", "on Monday the second of March". */
  label: string
  unit: Unit | 'range'
}
type Grain = 'day' | 'week' | 'short' | 'long' | 'latest'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const SMALL = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ')
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ')
const ORDINALS = (
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth ' +
  'eighteenth nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh ' +
  'twenty-eighth twenty-ninth thirtieth thirty-first'
).split(' ')
const COUNT_WORDS = new Map<string, number>([
  ...SMALL.map((w, i) => [w, i] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
  ['a', 1],
  ['an', 1],
  ['couple', 2],
  ['few', 3],
  ['several', 4],
])

/** A count in words: the answer writes no digits of its own. */
function numberWords(n: number): string {
  if (n < 20) return SMALL[n]!
  if (n < 100) return TENS[Math.floor(n / 10) - 2]! + (n % 10 ? `-${SMALL[n % 10]}` : '')
  return 'many'
}

const ISO_DATE_RE = /\b(\d{4})-(\d{2})-(\d{2})\b/g
const DAY_BEFORE_YESTERDAY_RE = /\bday before yesterday\b/
const BEFORE_LAST_RE = /\b(week|month|year) before last\b/
const PREVIOUS_RE = /\b(?:previous|prior|preceding) (day|week|month|year)\b/
const BEFORE_RE = /\b(day|week|month|year|weekend|one) before\b|\bbefore that\b|\bearlier than that\b/
const LAST_N_RE = /\b(?:last|past|previous|recent|next to last)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+of)?\s+(day|week|month)s?\b/
const LAST_NIGHT_RE = /\b(last night|overnight)\b/
const TODAY_RE = /\b(today|tonight|this morning|this evening|this afternoon)\b/
const YESTERDAY_RE = /\byesterday\b/
const THIS_RE = /\b(?:this|current) (week|month|year|weekend)\b/
const LAST_RE = /\b(last|past) (week|month|year|weekend)\b/
const WEEKDAY_RE = /\b(?:(last|this|on|past)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/
const MONTH_RE = /\b(?:(in|during|for|of|through|throughout|since|over)\s+)?(january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+(\d{4}))?\b/

const validDay = (y: string, m: string, d: string): string | undefined => {
  const day = `${y}-${m}-${d}`
  const t = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day ? day : undefined
}

function countOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word)
  if (COUNT_WORDS.has(word)) return COUNT_WORDS.get(word)
  const [tens, ones] = word.split('-')
  const t = COUNT_WORDS.get(tens ?? '')
  const o = COUNT_WORDS.get(ones ?? '')
  return t !== undefined && o !== undefined && t >= 20 && o < 10 ? t + o : undefined
}

/** The period a question names, if any; the first phrase that matches, most specific first. */
function periodOf(text: string): PeriodSpec | undefined {
  const dates = [...text.matchAll(ISO_DATE_RE)].map((m) => validDay(m[1]!, m[2]!, m[3]!)).filter((d): d is string => d !== undefined)
  if (dates.length) {
    const sorted = [...dates].sort()
    return { kind: 'dates', from: sorted[0]!, to: sorted[sorted.length - 1]! }
  }
  if (DAY_BEFORE_YESTERDAY_RE.test(text)) return { kind: 'day', offset: 2 }
  let m = BEFORE_LAST_RE.exec(text)
  if (m) return m[1] === 'week' ? { kind: 'week', offset: 2 } : m[1] === 'month' ? { kind: 'month', offset: 2 } : { kind: 'year', offset: 2 }
  if ((m = PREVIOUS_RE.exec(text))) {
    const unit = m[1] as Unit
    return { kind: 'before', unit, fallback: unit === 'day' ? { kind: 'day', offset: 1 } : { kind: unit, offset: 1 } }
  }
  if ((m = BEFORE_RE.exec(text))) {
    const unit = m[1] === 'day' || m[1] === 'week' || m[1] === 'month' || m[1] === 'year' ? m[1] : undefined
    return { kind: 'before', unit, fallback: unit === undefined ? undefined : unit === 'day' ? { kind: 'day', offset: 2 } : { kind: unit, offset: 2 } }
  }
  if ((m = LAST_N_RE.exec(text))) {
    const n = countOf(m[1]!)
    if (n !== undefined && n >= 1 && n <= 400) return { kind: 'lastN', n, unit: m[2] as 'day' | 'week' | 'month' }
  }
  if (LAST_NIGHT_RE.test(text)) return { kind: 'lastNight' }
  if (YESTERDAY_RE.test(text)) return { kind: 'day', offset: 1 }
  if (TODAY_RE.test(text)) return { kind: 'day', offset: 0 }
  if ((m = THIS_RE.exec(text))) return m[1] === 'weekend' ? { kind: 'weekend', offset: 0 } : { kind: m[1] as 'week' | 'month' | 'year', offset: 0 }
  if ((m = LAST_RE.exec(text))) {
    if (m[2] === 'weekend') return { kind: 'weekend', offset: 1 }
    // "the past week" is the seven days up to today; "last week" the ISO week before this one.
    if (m[1] === 'past') return { kind: 'lastN', n: 1, unit: m[2] as 'week' | 'month' }
    return { kind: m[2] as 'week' | 'month' | 'year', offset: 1 }
  }
  if ((m = WEEKDAY_RE.exec(text))) return { kind: 'weekday', dow: WEEKDAYS.indexOf(cap(m[2]!)), strict: m[1] === 'last' }
  if ((m = MONTH_RE.exec(text))) {
    const month = MONTHS.indexOf(cap(m[2]!))
    // "may" and "march" are also verbs: they name a month only after a preposition or before a year.
    if ((m[2] !== 'may' && m[2] !== 'march') || m[1] || m[3]) return { kind: 'namedMonth', month, year: m[3] ? Number(m[3]) : undefined }
  }
  return undefined
}

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
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

function yearWords(y: number, today: string): string {
  const ty = partsOf(today)[0]
  if (y === ty) return ''
  if (y === ty - 1) return ' last year'
  if (y === ty + 1) return ' next year'
  return y < ty ? ` ${numberWords(ty - y)} years ago` : ' in a later year'
}

/** "Monday the second of March" (and the year in words when it is not this one). */
function dayWords(day: string, today: string): string {
  const [y, m, d] = partsOf(day)
  return `${WEEKDAYS[dowOf(day)]} the ${ORDINALS[d - 1]} of ${MONTHS[m - 1]}${yearWords(y, today)}`
}

function dayLabel(day: string, today: string): string {
  const back = daysBetween(day, today)
  if (back === 0) return 'today'
  if (back === 1) return 'yesterday'
  if (back === 2) return 'the day before yesterday'
  return `on ${dayWords(day, today)}`
}

function weekLabel(monday: string, today: string): string {
  const back = daysBetween(monday, isoWeek(today).monday) / 7
  if (back === 0) return 'this week'
  if (back === 1) return 'last week'
  if (back === 2) return 'the week before last'
  return back > 2 ? `${numberWords(back)} weeks ago` : `the week of ${dayWords(monday, today)}`
}

function monthLabel(first: string, today: string, named = false): string {
  const [y, m] = partsOf(first)
  const [ty, tm] = partsOf(today)
  const back = (ty - y) * 12 + tm - m
  if (!named && back === 0) return 'this month'
  if (!named && back === 1) return 'last month'
  return `in ${MONTHS[m - 1]}${yearWords(y, today)}`
}

const yearLabel = (y: number, today: string) => (y === partsOf(today)[0] ? 'this year' : y === partsOf(today)[0] - 1 ? 'last year' : `the year${yearWords(y, today)}`)

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
      return { ...dayPeriod(sleep ? today : addDays(today, -1), today), label: 'last night' }
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
      const label = spec.n === 1 ? `over the past ${spec.unit}` : `over the last ${numberWords(spec.n)} ${spec.unit}s`
      return { start, end: today, label, unit: spec.n === 1 && spec.unit === 'day' ? 'day' : 'range' }
    }
    case 'weekday': {
      const back = (dowOf(today) - spec.dow + 7) % 7 || (spec.strict ? 7 : 0)
      const day = addDays(today, -back)
      const p = dayPeriod(day, today)
      return back <= 2 ? p : { ...p, label: `${spec.strict ? 'last' : 'on'} ${WEEKDAYS[spec.dow]}` }
    }
    case 'weekend': {
      // This weekend is the one of this ISO week; last weekend the one of the week before.
      const saturday = addDays(isoWeek(today).monday, 5 - 7 * spec.offset)
      return { start: saturday, end: addDays(saturday, 1), label: spec.offset ? 'last weekend' : 'this weekend', unit: 'range' }
    }
    case 'dates': {
      if (spec.from === spec.to) return { start: spec.from, end: spec.to, label: `on ${dayWords(spec.from, today)}`, unit: 'day' }
      const isWeek = dowOf(spec.from) === 0 && daysBetween(spec.from, spec.to) === 6
      return { start: spec.from, end: spec.to, label: `from ${dayWords(spec.from, today)} to ${dayWords(spec.to, today)}`, unit: isWeek ? 'week' : 'range' }
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
      return { start: addDays(p.start, -len), end: addDays(p.start, -1), label: `in the ${numberWords(len)} days before that`, unit: 'range' }
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
  /** Stems of the question, for the habits and metrics it names. */
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
  const text = normalise(content.slice(0, 4000))
  const words = stems(text)
  const named = new Set<BaseTopic>()
  for (const w of words) {
    const t = TOPIC_OF.get(w)
    if (t) named.add(t)
  }
  if (!named.size && words.some((w) => WEAK_SLEEP.has(w))) named.add('sleep')
  const base = TOPIC_ORDER.filter((t) => named.has(t))
  const metric = words.some((w) => METRIC_WORDS.has(w))
  const overview = OVERVIEW_RE.exec(text)
  const unit = (overview?.[1] ?? overview?.[2]) as Unit | 'weekend' | undefined
  let topics: Topic[]
  const asking = text.replace(HELP_REQUEST_RE, ' ')
  if ((IMPACT_RE.test(asking) || IMPACT_VERB_RE.test(asking)) && (base.length || metric)) topics = ['impact']
  else if (TREND_RE.test(text) && (base.every((t) => t === 'sleep') || metric)) topics = ['trends']
  else if (LOAD_ALONE_RE.test(text) || (LOAD_RE.test(text) && base.includes('workouts'))) topics = ['load', ...base.filter((t) => t !== 'workouts')]
  else if (base.length) topics = base
  else if (overview || metric) topics = ['overview']
  else topics = []
  return { topics, named: base, words: new Set(words), unit: unit === 'weekend' ? 'week' : unit, period: periodOf(text), followUp: FOLLOW_UP_RE.test(text) }
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
  if (s.grain === 'week' || s.grain === 'short') return WEEKDAYS[dowOf(day)]!
  return cap(dayLabel(day, s.today).replace(/^on /, ''))
}

/** A stored description, cut at a word so that no number is cut in two. */
function clip(text: string, max = 120): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`
}

/** A meal in the user's own words, then its summary's title; any other summary by its title. */
function mealLine(item: Item): string {
  const what = str(item.data['description'])
  return `${item.name === 'MealSummary' && what ? `“${clip(what)}”: ` : ''}${item.title || item.text}`
}

const weekPrefix = (item: Item, text: string) => (item.periodId && !text.startsWith(`Week ${item.periodId}`) ? `Week ${item.periodId}: ${text}` : text)

/** The sentences of a summary's text about a topic (all of them without a filter). */
const about = (item: Item, filter: RegExp | undefined) => (filter ? sentences(item.text).filter((x) => filter.test(x)) : sentences(item.text))

function factLines(sec: Section, facts: Item[]): void {
  if (!facts.length) return
  sec.say('What healthd has worked out about you from recent weeks:')
  for (const f of facts.slice(0, MAX_FACTS)) sec.quote(f, `- ${f.text}`)
}

/** Lists lines, at most MAX_LINES of them, saying so when more were left out. */
function listLines(s: Scene, sec: Section, rows: { item: Item; line: string }[], more = false): void {
  for (const r of rows.slice(0, MAX_LINES)) sec.quote(r.item, `- ${r.line}`)
  if (rows.length > MAX_LINES || more) sec.say(s.period ? '- … and more in that period, not listed here.' : '- … and earlier ones, not listed here.')
}

// ---- the topics ------------------------------------------------------------------------------------

/** How a day-level summary is quoted: its whole text, its title, a meal's words and title, or the sentences a pattern picks. */
type QuoteHow = 'text' | 'title' | 'meal' | RegExp

interface DayPart {
  name: SummaryName
  how: QuoteHow
  /** A header line before a list of several items. */
  header?: string
}

/** A topic answered from day-level summaries (a night, a workout, a meal, a day) and a weekly one. */
interface RangeTopic {
  noun: string
  /** A single day: each part, in order. */
  day: DayPart[]
  /** Each day or item of a week or a few days. */
  range: DayPart
  /** No period: the most recent few. */
  latest: DayPart & { limit: number }
  /** The weekly summary, and the pattern picking its sentences on the topic. */
  week: { name: SummaryName; about: RegExp | undefined }
  facts: FactType | 'habits' | undefined
  /** Said when nothing matches: what would write such summaries. */
  none: string
  hint: string
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
    noun: 'your sleep',
    day: [{ name: 'SleepSummary', how: 'text' }],
    range: { name: 'SleepSummary', how: 'title', header: 'Night by night:' },
    latest: { name: 'SleepSummary', how: 'title', header: 'Your most recent nights:', limit: 7 },
    week: { name: 'WeeklySummary', about: /\bsleep/i },
    facts: 'sleep',
    none: 'I have no sleep summaries',
    hint: 'Sleep summaries are written once sleep scores are synced.',
  },
  workouts: {
    noun: 'your workouts',
    day: [{ name: 'WorkoutSummary', how: 'text' }],
    range: { name: 'WorkoutSummary', how: 'title', header: 'Workout by workout:' },
    latest: { name: 'WorkoutSummary', how: 'title', header: 'Your most recent workouts:', limit: 5 },
    week: { name: 'WeeklyActivitySummary', about: undefined },
    facts: 'activity',
    none: 'I have no workout summaries',
    hint: 'Workout summaries are written when workouts are synced, and a weekly training summary when a week with workouts has ended.',
  },
  meals: {
    noun: 'what you ate',
    day: [
      { name: 'DailyNutritionSummary', how: 'text' },
      { name: 'MealSummary', how: 'meal', header: 'Meal by meal:' },
    ],
    range: { name: 'DailyNutritionSummary', how: 'title', header: 'Day by day:' },
    latest: { name: 'MealSummary', how: 'meal', header: 'Your most recent meals:', limit: 6 },
    week: { name: 'WeeklyNutritionSummary', about: undefined },
    facts: 'nutrition',
    none: 'I have no meal summaries',
    hint: 'Meal summaries are written when meals are logged.',
  },
  mindfulness: {
    noun: 'your mindfulness sessions',
    day: [{ name: 'MindfulsessionSummary', how: 'text' }],
    range: { name: 'MindfulsessionSummary', how: 'title', header: 'Session by session:' },
    latest: { name: 'MindfulsessionSummary', how: 'title', header: 'Your most recent sessions:', limit: 5 },
    week: { name: 'WeeklyActivitySummary', about: /\bmindfulness/i },
    facts: 'mind',
    none: 'I have no mindfulness summaries',
    hint: 'Mindfulness summaries are written when mindfulness sessions are synced.',
  },
  habits: {
    noun: 'your habits',
    day: [{ name: 'DailySummary', how: /^Habits done/ }],
    range: { name: 'DailySummary', how: /^Habits done/, header: 'Day by day:' },
    latest: { name: 'DailySummary', how: /^Habits done/, header: 'Your most recent days:', limit: 7 },
    week: { name: 'WeeklySummary', about: /^Habits:/ },
    facts: 'habits',
    none: 'I have no summaries of your habits',
    hint: 'Habits appear in daily and weekly summaries once habit logs (daily records of type logs) are synced.',
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
      sec.say(scene.period ? `Here is what your summaries say about ${t.noun} ${scene.period.label}.` : `Here is what your most recent summaries say about ${t.noun}.`)
      if (week) {
        const weeks = oldestFirst(itemsFor(scene, week))
        for (const w of weeks) {
          const picked = about(w, t.week.about)
          if (picked.length) sec.quote(w, weekPrefix(w, picked.join(' ')))
        }
        if (scene.grain === 'long' && moreThanRead(scene, week)) sec.say('Those are the most recent weeks of that period.')
      }
      for (const { part, q } of dayParts) writeDayPart(scene, sec, part, oldestFirst(itemsFor(scene, q)), moreThanRead(scene, q))
      if (!sec.quoted) return nothing(scene, t.none, t.hint)
      if (facts) factLines(sec, topicFacts(t, itemsFor(scene, facts)))
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
    else if (part.how === 'meal' && (item.title || item.text)) rows.push({ item, line: single ? mealLine(item) : `${when(s, item)}: ${mealLine(item)}` })
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
  if (part.header) sec.say(part.header)
  listLines(s, sec, rows, more)
}

function nothing(s: Scene, none: string, hint: string): Section {
  const sec = new Section()
  sec.say(`${none} ${s.period ? `for ${s.period.label.replace(/^(on|in|over|from) /, '')}` : 'yet'}, so I cannot tell you about that. ${hint}`)
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
      const latest = unit === 'day' ? 'daily summary says' : unit === 'month' || unit === 'year' ? 'weekly summaries say' : 'weekly summary says'
      sec.say(scene.period ? `Here is what your summaries say about ${scene.period.label.replace(/^on /, '')}.` : `Here is what your most recent ${latest}.`)
      if (scene.grain === 'day') {
        if (day?.text) sec.quote(day, day.text)
        // A day still open has no daily summary yet: its sleep, workouts and meals have theirs.
        else listLines(scene, sec, all.filter((i) => i.title && i.name !== 'DailySummary').map((item) => ({ item, line: mealLine(item) })))
      } else if (weekly.length) for (const w of weekly) sec.quote(w, weekPrefix(w, w.text))
      else if (daily.length === 1) sec.quote(daily[0]!, `${when(scene, daily[0]!)}: ${daily[0]!.text}`)
      else if (daily.length) listLines(scene, sec, daily.map((item) => ({ item, line: `${when(scene, item)}: ${item.text}` })))
      if (!sec.quoted) return nothing(scene, 'I have no daily or weekly summaries', 'They are written when a day or a week with synced data has ended.')
      return sec
    },
  }
}

// Training load: the acute to chronic load ratio of the latest weekly training summary and workout.
const LOAD_VERDICT: Record<string, string> = {
  low: 'is low: below what you are used to, so it is not too high',
  optimal: 'is in the optimal band: in line with what you are used to, so it is not too high',
  high: 'is high: above the optimal band, so you have been ramping up quickly; keep an eye on how you recover',
  'very high': 'is very high: well above what you are used to, which raises the risk of overreaching; a few easier days would let it settle',
}

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
      if (!w && !last) return nothing(scene, 'I have no training summaries', 'Workout summaries are written when workouts with a training stress score (TSS) are synced; the load ratio needs about three weeks of training history.')
      sec.say(scene.period ? `Here is what your summaries say about your training load ${scene.period.label}.` : 'Here is what your most recent summaries say about your training load.')
      const weekLoad = (w?.data['load_at_week_end'] ?? {}) as Record<string, unknown>
      const lastLoad = (last?.data['load'] ?? {}) as Record<string, unknown>
      // The verdict follows the most recent of the two that judges the ratio.
      const lastIsNewer = Boolean(last && (!w || Date.parse(last.start) >= Date.parse(w.end)))
      const band = str((lastIsNewer ? lastLoad : weekLoad)['ratio_band'])
      // A period that has ended is told in the past tense.
      const past = Boolean(scene.period && scene.period.end < scene.today)
      if (band && LOAD_VERDICT[band]) sec.say(`By the acute to chronic load ratio, your training load ${past ? LOAD_VERDICT[band]!.replace(/\bis\b/g, 'was') : LOAD_VERDICT[band]}.`)
      else sec.say('Your summaries do not judge the load ratio yet: that needs about three weeks of training history.')
      if (w) {
        const ratio = sentences(w.text).filter((x) => /acute to chronic/i.test(x))
        sec.quote(w, `${w.title}.${ratio.length ? ` ${ratio.join(' ')}` : ''}`)
      }
      if (last) {
        const ratio = sentences(last.text).filter((x) => /7-day load/i.test(x))
        sec.quote(last, `${scene.period ? 'The last workout of that period' : 'Your most recent workout'}, ${last.title}.${ratio.length ? ` ${ratio.join(' ')}` : ''}`)
      }
      factLines(sec, topicFacts(training, itemsFor(scene, facts)))
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
      if (!t) return nothing(scene, 'I have no trend summaries', 'A trend summary is written at the end of each week with scores, and a trend needs at least two weeks of them.')
      const metrics = ((t.data['metrics'] ?? []) as Record<string, unknown>[]).map((m) => str(m['metric']))
      const asked = namedMetrics(metrics, scene.reading)
      const on = sentences(t.text).filter((x) => asked.some((m) => x.toLowerCase().startsWith(label(m))))
      const picked = on.length ? on : sentences(t.text)
      const what = asked.length ? asked.map((m) => `your ${label(m)}`).join(' and ') : 'your scores'
      sec.say(scene.period ? `Here is what your trend summary says about ${what} ${scene.period.label}.` : `Here is what your latest trend summary says about ${what}.`)
      if (!asked.length && (scene.reading.named.length || [...scene.reading.words].some((w) => METRIC_WORDS.has(w)))) sec.say('It has no trend on exactly that; here is what it found for your daily scores.')
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

const IMPACT_VERDICT: Record<string, (metric: string, habit: string) => string> = {
  'higher on habit days': (m, h) => `Yes, by your own data: your ${m} has been clearly higher on days with “${h}” than on days without it`,
  'lower on habit days': (m, h) => `Not by your own data: your ${m} has been clearly lower on days with “${h}” than on days without it`,
  'no clear difference': (m, h) => `Not clearly: your data show no clear difference in your ${m} between days with and without “${h}”`,
}

// Impact: the latest habit impact summary, on the habits and metrics the question names.
function impactPlan(s: Pick<Scene, 'period' | 'grain'>): TopicPlan {
  const q = weekQuery('ImpactSummary', s, 1)
  return {
    queries: [q],
    write(scene) {
      const sec = new Section()
      const imp = itemsFor(scene, q)[0]
      if (!imp) {
        return nothing(
          scene,
          'I have no habit impact summaries',
          'An impact summary is written at the end of each week with habit logs; a comparison needs at least a week of days with the habit and a week of days without it.',
        )
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
      if (!lines.length && !row) return nothing(scene, 'I have no habit impact summary on that habit and score', 'A habit and a score are compared once both have been logged for a few weeks.')
      const what = `${asked.length ? asked.map((h) => `“${nameOf(h)}”`).join(' and ') : 'your habits'} and ${metrics.length ? metrics.map((m) => `your ${label(m)}`).join(' and ') : 'your scores'}`
      sec.say(scene.period ? `Here is what your habit impact summary says about ${what} ${scene.period.label}.` : `Here is what your latest habit impact summary says about ${what}.`)
      if (!asked.length && scene.reading.named.some((t) => t !== 'sleep')) {
        sec.say('It compares days with and without each habit you log; none of your logged habits matches what you asked about, so here is what it found for them.')
      }
      // One habit against one score: a plain yes or no first, from the comparison's finding.
      if (row) {
        const verdict = row.finding && IMPACT_VERDICT[row.finding]
        if (verdict) sec.quote(imp, `${verdict(label(metrics[0]!), nameOf(asked[0]!))}. That is an association between days, not proof that one causes the other.`)
        else sec.quote(imp, 'There is not enough data yet to tell: the comparison needs at least a week of days with the habit and a week of days without it.')
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

const HELP =
  'I answer from the summaries and facts healthd has stored about you. Ask about your sleep, workouts and training load, meals, ' +
  'mindfulness, habits or trends, or whether a habit goes with better scores, for a day, a week or a month: for example ' +
  '“How did I sleep last week?”, “What did I eat yesterday?”, “Is my training load too high?” or “Does meditation help my sleep?”.'

const scopeNote = (what: string, scope: string) => `This token may not read ${what} (it lacks the ${scope} scope).`

function answer(content: string, sources: Source[] = []): BuiltinAnswer {
  return { content, sources, language: 'en' }
}

/** The local day of `now` for a tz_offset in seconds. */
const localToday = (now: Date, tz: number) => localDay(now, tz)

/**
 * Answers the conversation's last question from the user's stored summaries and facts, read with
 * the caller's token: one round trip for the profile when a period needs the user's local day,
 * then one round trip per summary name and fact type, all at once.
 */
export async function builtinAnswer(ctx: ToolContext, input: AnswerInput): Promise<BuiltinAnswer> {
  const now = input.now ?? new Date()
  const reading = readConversation(input.messages)
  if (!reading.topics.length && reading.periods.length) reading.topics = ['overview']
  if (!reading.topics.length) return answer(HELP)
  if (!mayUse(ctx.auth, 'list_summaries')) {
    return answer(`${scopeNote('your summaries', 'ai_summaries:read')} I answer only from them, so I cannot answer this; a token with that scope can.`)
  }
  const notes: string[] = []
  const english = (lang: string | null | undefined) => !lang || /^en\b/i.test(lang)

  // The profile gives the user's local day. Without a period it is needed only for the names of
  // days in the answer, so it is read alongside the summaries instead of before them.
  const profileAllowed = mayUse(ctx.auth, 'get_profile')
  const profileCall = profileAllowed ? runTool(ctx, 'get_profile', {}) : undefined
  let profile: Record<string, unknown> | undefined
  const readProfile = async () => {
    const o = await profileCall
    if (o?.ok) profile = o.output.result['profile'] as Record<string, unknown>
    return o
  }
  if (reading.periods.length) {
    const o = await readProfile()
    if (o && !o.ok && o.error === 'user not found') return answer('There is no stored data for this user.')
  }
  const tz = () => (typeof profile?.['tz_offset'] === 'number' ? (profile['tz_offset'] as number) : 0)
  let today = localToday(now, tz())
  const topics = reading.topics.slice(0, MAX_TOPICS)
  const period = resolveAll(reading.periods, today, topics.includes('sleep'))
  const grain = grainOf(period)
  const plans = topics.map((t) => planFor(t, { period, grain }, reading))
  const factsAllowed = mayUse(ctx.auth, 'list_facts')
  const queries = plans.flatMap((p) => p.queries).filter((q) => q.tool !== 'list_facts' || factsAllowed)
  const [reads] = await Promise.all([readAll(ctx, queries), reading.periods.length ? undefined : readProfile()])
  today = localToday(now, tz())

  if ([...reads.values()].some((r) => !r.ok && r.error === 'user not found')) return answer('There is no stored data for this user.')
  if (queries.some((q) => q.tool === 'list_summaries') && [...reads.entries()].every(([k, r]) => !k.startsWith('list_summaries') || !r.ok)) {
    return answer('I could not read your summaries just now; please try again in a moment.')
  }
  const scene: Scene = { period, grain, today, tz: tz(), reading, reads }
  const sections = plans.map((p) => p.write(scene))
  // Without the profile, days are UTC days: say so wherever the answer names or picks a day.
  if (sections.some((s) => s.quoted) || reading.periods.length) {
    if (!profileAllowed) notes.push(`${scopeNote('your profile', 'users:read')} Days are counted in UTC.`)
    else if (!profile) notes.push('I could not read your profile just now, so days are counted in UTC.')
  }
  if (!factsAllowed && plans.some((p) => p.queries.some((q) => q.tool === 'list_facts')) && sections.some((s) => s.quoted)) {
    notes.push(`${scopeNote('facts', 'facts:read')} So none are included.`)
  }
  const lang = input.language ?? (typeof profile?.['language'] === 'string' ? (profile['language'] as string) : undefined)
  if (!english(lang)) notes.push('I can answer only in English for now.')

  const used = new Map<string, Source>()
  for (const s of sections) for (const [k, v] of s.used) used.set(k, v)
  const content = [...sections.map((s) => s.lines.join('\n')), ...(notes.length ? [notes.join(' ')] : [])].join('\n\n')
  return answer(content, [...used.values()])
}
