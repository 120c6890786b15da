// Periods: what a question names ("last week", "vor drei Tagen", "2026-03-02") as an ordered table of
// rules, the first that reads the question winning, each rule with example questions and the days
// they yield (test/agents/answerer-rules.unit.test.ts runs every example); then, with the user's local
// today, those specs as local days and the labels the answer names them by.
import { addDays, isoWeek } from '../../time/calendar.js'
import type { CountUnit, DayLabel, DayRef, PeriodLabel, Unit, YearRef } from './languages/index.js'
import { AMBIGUOUS_MONTHS, countOf, find, groupsOf, MONTH_OF, phrase, unitOf, WEEKDAY_OF, type PhraseKind } from './words.js'

/** A period as the question names it, before the user's local today makes it dates. */
export type PeriodSpec =
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
export interface Period {
  start: string
  end: string
  /** How the answer names it, in words in any language ("last week", "on Monday the second of March"). */
  label: PeriodLabel
  unit: Unit | 'range'
}

/** How finely a period is answered: one day, one ISO week, a few days, longer, or the latest (none named). */
export type Grain = 'day' | 'week' | 'short' | 'long' | 'latest'

// ---- the rules ---------------------------------------------------------------------------------------

/** The local today the rules' examples are resolved with: a Wednesday. */
export const EXAMPLE_TODAY = '2026-03-18'

export interface PeriodRule {
  name: string
  /** Questions this rule (and no earlier one) reads, and the local days they yield on EXAMPLE_TODAY. */
  examples: readonly { q: string; days: readonly [start: string, end: string] }[]
  /** The period a folded question names by this rule, if it does. */
  read(text: string): PeriodSpec | undefined
}

const ISO_DATE_RE = /\b(\d{4})-(\d{2})-(\d{2})\b/g

const validDay = (y: string, m: string, d: string): string | undefined => {
  const day = `${y}-${m}-${d}`
  const t = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day ? day : undefined
}

const isCountUnit = (u: Unit | 'weekend' | undefined): u is CountUnit => u === 'day' || u === 'week' || u === 'month'
const isUnit = (u: Unit | 'weekend' | undefined): u is Unit => u === 'day' || u === 'week' || u === 'month' || u === 'year'
/** A spec of `unit` `offset` back: a day, a week, a month or a year. */
const back = (unit: Unit, offset: number): PeriodSpec => (unit === 'day' ? { kind: 'day', offset } : { kind: unit, offset })
/** A count of units read from a phrase's groups n and unit, when both make sense. */
function counted(g: Record<string, string> | undefined): { n: number; unit: CountUnit } | undefined {
  if (!g) return undefined
  const n = countOf(g['n'])
  const unit = unitOf(g['unit'])
  return n !== undefined && n >= 1 && n <= 400 && isCountUnit(unit) ? { n, unit } : undefined
}

/** A rule that reads a fixed period wherever a phrase of a kind is said ("yesterday", "gestern"). */
const whenSaid =
  (kind: PhraseKind, spec: PeriodSpec) =>
  (text: string): PeriodSpec | undefined =>
    phrase(kind).test(text) ? spec : undefined

/** Most specific first: the first rule that reads a question gives its period. */
export const PERIOD_RULES: readonly PeriodRule[] = [
  {
    name: 'dates',
    examples: [
      { q: 'How did I sleep on 2026-03-02?', days: ['2026-03-02', '2026-03-02'] },
      { q: 'Sleep from 2026-03-02 to 2026-03-08?', days: ['2026-03-02', '2026-03-08'] },
    ],
    read(text) {
      const dates = [...text.matchAll(ISO_DATE_RE)].map((m) => validDay(m[1]!, m[2]!, m[3]!)).filter((d): d is string => d !== undefined)
      if (!dates.length) return undefined
      const sorted = [...dates].sort()
      return { kind: 'dates', from: sorted[0]!, to: sorted[sorted.length - 1]! }
    },
  },
  {
    name: 'dayBeforeYesterday',
    examples: [
      { q: 'How did I sleep the day before yesterday?', days: ['2026-03-16', '2026-03-16'] },
      { q: 'Wie habe ich vorgestern geschlafen?', days: ['2026-03-16', '2026-03-16'] },
    ],
    read: whenSaid('dayBeforeYesterday', { kind: 'day', offset: 2 }),
  },
  {
    name: 'beforeLast',
    examples: [{ q: 'How did I sleep the week before last?', days: ['2026-03-02', '2026-03-08'] }],
    read(text) {
      const u = unitOf(find('beforeLast', text)?.['unit'])
      return u === 'week' || u === 'month' || u === 'year' ? { kind: u, offset: 2 } : undefined
    },
  },
  {
    // Alone, "the previous week" is last week; after a period, the one before it.
    name: 'previous',
    examples: [{ q: 'How did I sleep the previous week?', days: ['2026-03-09', '2026-03-15'] }],
    read(text) {
      const u = unitOf(find('previous', text)?.['unit'])
      return isUnit(u) ? { kind: 'before', unit: u, fallback: back(u, 1) } : undefined
    },
  },
  {
    // Alone, "the week before" is the week before last; after a period, the one before it.
    name: 'before',
    examples: [
      { q: 'And the week before?', days: ['2026-03-02', '2026-03-08'] },
      { q: 'Et la semaine d’avant ?', days: ['2026-03-02', '2026-03-08'] },
    ],
    read(text) {
      const g = find('before', text)
      if (!g) return undefined
      const unit = unitOf(g['unit'])
      return isUnit(unit) ? { kind: 'before', unit, fallback: back(unit, 2) } : { kind: 'before', unit: undefined, fallback: undefined }
    },
  },
  {
    name: 'lastN',
    examples: [
      { q: 'How did I sleep over the last three days?', days: ['2026-03-16', '2026-03-18'] },
      { q: '¿Cómo dormí en los últimos 10 días?', days: ['2026-03-09', '2026-03-18'] },
    ],
    read(text) {
      const c = counted(find('lastN', text))
      return c && { kind: 'lastN', n: c.n, unit: c.unit }
    },
  },
  {
    name: 'ago',
    examples: [
      { q: 'How did I sleep two weeks ago?', days: ['2026-03-02', '2026-03-08'] },
      { q: 'Wie habe ich vor drei Tagen geschlafen?', days: ['2026-03-15', '2026-03-15'] },
    ],
    read(text) {
      const c = counted(find('ago', text))
      return c && back(c.unit, c.n)
    },
  },
  {
    // A sleep is stored under the day it ends: last night's is this morning's.
    name: 'lastNight',
    examples: [{ q: 'How did I sleep last night?', days: ['2026-03-18', '2026-03-18'] }],
    read: whenSaid('lastNight', { kind: 'lastNight' }),
  },
  {
    name: 'yesterday',
    examples: [
      { q: 'What did I eat yesterday?', days: ['2026-03-17', '2026-03-17'] },
      { q: 'O que comi ontem?', days: ['2026-03-17', '2026-03-17'] },
    ],
    read: whenSaid('yesterday', { kind: 'day', offset: 1 }),
  },
  {
    name: 'today',
    examples: [{ q: 'What did I eat today?', days: ['2026-03-18', '2026-03-18'] }],
    read: whenSaid('today', { kind: 'day', offset: 0 }),
  },
  {
    name: 'thisPeriod',
    examples: [
      { q: 'How is my sleep this month?', days: ['2026-03-01', '2026-03-31'] },
      { q: 'What did I eat this weekend?', days: ['2026-03-21', '2026-03-22'] },
    ],
    read(text) {
      const u = unitOf(find('thisPeriod', text)?.['unit'])
      if (u === 'weekend') return { kind: 'weekend', offset: 0 }
      return u === 'week' || u === 'month' || u === 'year' ? { kind: u, offset: 0 } : undefined
    },
  },
  {
    // "last week" is the ISO week before this one; "the past week" the seven days up to today.
    name: 'lastPeriod',
    examples: [
      { q: 'How did I sleep last week?', days: ['2026-03-09', '2026-03-15'] },
      { q: 'How did I sleep over the past week?', days: ['2026-03-12', '2026-03-18'] },
      { q: 'Comment ai-je dormi le mois dernier ?', days: ['2026-02-01', '2026-02-28'] },
    ],
    read(text): PeriodSpec | undefined {
      const g = find('lastPeriod', text)
      const u = unitOf(g?.['unit'])
      if (u === 'weekend') return { kind: 'weekend', offset: 1 }
      if (u !== 'week' && u !== 'month' && u !== 'year') return undefined
      if (g?.['past']) return u === 'year' ? { kind: 'lastN', n: 12, unit: 'month' } : { kind: 'lastN', n: 1, unit: u }
      return { kind: u, offset: 1 }
    },
  },
  {
    name: 'weekday',
    examples: [
      { q: 'How did I sleep on Monday?', days: ['2026-03-16', '2026-03-16'] },
      { q: 'How did I sleep last Wednesday?', days: ['2026-03-11', '2026-03-11'] },
    ],
    read(text) {
      const g = find('weekday', text)
      const dow = g && WEEKDAY_OF.get(g['dow'] ?? '')
      return g && dow !== undefined ? { kind: 'weekday', dow, strict: g['strict'] !== undefined } : undefined
    },
  },
  {
    // "may" and "march" are also verbs: they name a month only after a preposition or before a year.
    name: 'month',
    examples: [
      { q: 'How did I sleep in January?', days: ['2026-01-01', '2026-01-31'] },
      { q: 'How did I sleep in May?', days: ['2025-05-01', '2025-05-31'] },
      { q: 'Wie habe ich im März 2025 geschlafen?', days: ['2025-03-01', '2025-03-31'] },
    ],
    read(text) {
      for (const m of text.matchAll(phrase('month'))) {
        const g = groupsOf(m)!
        const month = MONTH_OF.get(g['month'] ?? '')
        if (month !== undefined && (!AMBIGUOUS_MONTHS.has(g['month']!) || g['prep'] || g['year'])) {
          return { kind: 'namedMonth', month, year: g['year'] ? Number(g['year']) : undefined }
        }
      }
      return undefined
    },
  },
]

/** The period a folded question names, if any, and the rule that read it. */
export function periodOf(text: string): { spec: PeriodSpec; rule: string } | undefined {
  for (const rule of PERIOD_RULES) {
    const spec = rule.read(text)
    if (spec) return { spec, rule: rule.name }
  }
  return undefined
}

// ---- days ------------------------------------------------------------------------------------------

export const dowOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
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

// ---- labels ----------------------------------------------------------------------------------------

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

export function dayLabel(day: string, today: string): DayLabel {
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

// ---- specs as days -------------------------------------------------------------------------------

const dayPeriod = (day: string, today: string): Period => ({ start: day, end: day, label: dayLabel(day, today), unit: 'day' })
const weekPeriod = (monday: string, today: string): Period => ({ start: monday, end: addDays(monday, 6), label: weekLabel(monday, today), unit: 'week' })
const monthPeriod = (first: string, today: string, named = false): Period => ({
  start: first,
  end: monthEnd(first),
  label: monthLabel(first, today, named),
  unit: 'month',
})
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
      const start =
        spec.unit === 'day'
          ? addDays(today, -(spec.n - 1))
          : spec.unit === 'week'
            ? addDays(today, -(7 * spec.n - 1))
            : addDays(monthStart(today, -spec.n), partsOf(today)[2])
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
      return {
        start: spec.from,
        end: spec.to,
        label: { k: 'range', from: dayRef(spec.from, today), to: dayRef(spec.to, today) },
        unit: isWeek ? 'week' : 'range',
      }
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

/** The conversation's period: each spec in turn, a follow-up's moving the one before it. */
export function resolveAll(specs: PeriodSpec[], today: string, sleep: boolean): Period | undefined {
  let p: Period | undefined
  for (const s of specs) p = resolve(s, today, p, sleep)
  return p
}

export function grainOf(p: Period | undefined): Grain {
  if (!p) return 'latest'
  if (p.start === p.end) return 'day'
  if (p.unit === 'week') return 'week'
  return daysBetween(p.start, p.end) < 7 ? 'short' : 'long'
}
