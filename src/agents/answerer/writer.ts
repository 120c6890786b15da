// The writer: a topic's part of the answer from what its plan read. Its own sentences come from the
// answer language's file; everything else is quoted as stored (a summary's text, title or the
// sentences a finder picked, a meal's own words, a fact), so every number in an answer is one a
// source it cites stores.
import { localDay } from '../../time/calendar.js'
import type { Source } from '../tools.js'
import { habitName, impactSentences, opensWith, sentences, topicFacts, type ImpactHabit } from './finders.js'
import type { AnswerText, ImpactFinding, LoadBand, NoneKey } from './languages/index.js'
import { label } from './languages/shared.js'
import { dayLabel, dowOf, type Grain, type Period } from './periods.js'
import type { DayPart, Plan } from './planner.js'
import type { Reading } from './question.js'
import { itemsFor, moreThanRead, str, type Item, type Reads } from './sources.js'
import { contentStems, METRIC_STEMS } from './words.js'

/** At most this many lines are quoted in a list, and this many facts. */
const MAX_LINES = 10
const MAX_FACTS = 3

/** One topic's part of the answer: its lines and the sources they quote. */
export class Section {
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
export interface Scene {
  period: Period | undefined
  grain: Grain
  today: string
  tz: number
  reading: Reading
  reads: Reads
  /** The answer's language's phrases. */
  t: AnswerText
}

type Row = { item: Item; line: string }

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

/** A weekly summary's quoted text with its week id in front, unless the text states the id itself. */
const weekPrefix = (t: AnswerText, item: Item, text: string) => (item.periodId && !text.includes(item.periodId) ? `${t.week} ${item.periodId}: ${text}` : text)

function factLines(s: Scene, sec: Section, facts: Item[]): void {
  if (!facts.length) return
  sec.say(s.t.facts)
  for (const f of facts.slice(0, MAX_FACTS)) sec.quote(f, `- ${f.text}`)
}

/** Lists lines, at most MAX_LINES of them, saying so when more were left out. */
function listLines(s: Scene, sec: Section, rows: Row[], more = false): void {
  for (const r of rows.slice(0, MAX_LINES)) sec.quote(r.item, `- ${r.line}`)
  if (rows.length > MAX_LINES || more) sec.say(s.period ? s.t.moreInPeriod : s.t.moreEarlier)
}

/** Says plainly that there is nothing on the topic for the period, and what would write it. */
function nothing(s: Scene, key: NoneKey): Section {
  const sec = new Section()
  const { none, hint } = s.t.none[key]
  sec.say(s.t.nothing(none, s.period?.label, hint))
  return sec
}

// ---- day-level summaries and a weekly one -------------------------------------------------------------

function writeRange(s: Scene, p: Extract<Plan, { kind: 'range' }>): Section {
  const { t } = p
  const sec = new Section()
  sec.say(s.t.lead(s.t.nouns[t.topic], s.period?.label))
  if (p.week) {
    for (const w of oldestFirst(itemsFor(s.reads, p.week))) {
      const picked = t.week.about ? t.week.about(w) : sentences(w.text)
      if (picked.length) sec.quote(w, weekPrefix(s.t, w, picked.join(' ')))
    }
    if (s.grain === 'long' && moreThanRead(s.reads, p.week)) sec.say(s.t.recentWeeksOnly)
  }
  for (const { part, q } of p.days) writeDayPart(s, sec, part, oldestFirst(itemsFor(s.reads, q)), moreThanRead(s.reads, q))
  if (!sec.quoted) return nothing(s, t.topic)
  factLines(s, sec, topicFacts(t.facts === 'habits', itemsFor(s.reads, p.facts)))
  return sec
}

function writeDayPart(s: Scene, sec: Section, part: DayPart, items: Item[], more: boolean): void {
  const rows: Row[] = []
  // A single day's summaries are quoted whole; lists only by their titles or picked sentences.
  const single = s.grain === 'day'
  const dated = (item: Item, line: string) => (single ? line : `${when(s, item)}: ${line}`)
  for (const item of items) {
    if (part.how === 'text' && item.text) rows.push({ item, line: dated(item, item.text) })
    else if (part.how === 'title' && item.title) rows.push({ item, line: `${when(s, item)}: ${item.title}` })
    else if (part.how === 'meal' && (item.title || item.text)) rows.push({ item, line: dated(item, mealLine(s.t, item)) })
    else if (typeof part.how === 'function') {
      const picked = part.how(item)
      if (picked.length) rows.push({ item, line: dated(item, picked.join(' ')) })
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

// ---- the day or the week as a whole ------------------------------------------------------------------

function writeOverview(s: Scene, p: Extract<Plan, { kind: 'overview' }>): Section {
  const sec = new Section()
  const all = p.queries.flatMap((q) => oldestFirst(itemsFor(s.reads, q)))
  const day = all.find((i) => i.name === 'DailySummary' && s.grain === 'day')
  const weekly = all.filter((i) => i.name === 'WeeklySummary' && i.text)
  const daily = all.filter((i) => i.name === 'DailySummary' && i.text)
  sec.say(s.t.overviewLead(s.period?.label, p.unit === 'day' ? 'day' : p.unit === 'month' || p.unit === 'year' ? 'weeks' : 'week'))
  if (s.grain === 'day') {
    if (day?.text) sec.quote(day, day.text)
    // A day still open has no daily summary yet: its sleep, workouts and meals have theirs.
    else
      listLines(
        s,
        sec,
        all.filter((i) => i.title && i.name !== 'DailySummary').map((item) => ({ item, line: mealLine(s.t, item) })),
      )
  } else if (weekly.length) for (const w of weekly) sec.quote(w, weekPrefix(s.t, w, w.text))
  else if (daily.length === 1) sec.quote(daily[0]!, `${when(s, daily[0]!)}: ${daily[0]!.text}`)
  else if (daily.length)
    listLines(
      s,
      sec,
      daily.map((item) => ({ item, line: `${when(s, item)}: ${item.text}` })),
    )
  if (!sec.quoted) return nothing(s, 'overview')
  return sec
}

// ---- training load -------------------------------------------------------------------------------

const LOAD_BANDS: readonly string[] = ['low', 'optimal', 'high', 'very high'] satisfies LoadBand[]
const isLoadBand = (band: string): band is LoadBand => LOAD_BANDS.includes(band)

/** The acute to chronic load ratio of the latest weekly training summary and workout, and its verdict. */
function writeLoad(s: Scene, p: Extract<Plan, { kind: 'load' }>): Section {
  const sec = new Section()
  const w = itemsFor(s.reads, p.week)[0]
  const last = itemsFor(s.reads, p.workout)[0]
  if (!w && !last) return nothing(s, 'load')
  sec.say(s.t.lead(s.t.nouns.load, s.period?.label))
  const weekLoad = (w?.data['load_at_week_end'] ?? {}) as Record<string, unknown>
  const lastLoad = (last?.data['load'] ?? {}) as Record<string, unknown>
  // The verdict follows the most recent of the two that judges the ratio.
  const lastIsNewer = Boolean(last && (!w || Date.parse(last.start) >= Date.parse(w.end)))
  const band = str((lastIsNewer ? lastLoad : weekLoad)['ratio_band'])
  // A period that has ended is told in the past tense.
  const past = Boolean(s.period && s.period.end < s.today)
  sec.say(isLoadBand(band) ? s.t.loadVerdict(band, past) : s.t.loadUnjudged)
  const ratio = (found: string[]) => (found.length ? ` ${found.join(' ')}` : '')
  if (w) sec.quote(w, `${w.title}.${ratio(p.finders.week(w))}`)
  if (last) sec.quote(last, `${s.t.lastWorkout(Boolean(s.period), last.title)}${ratio(p.finders.workout(last))}`)
  factLines(s, sec, topicFacts(false, itemsFor(s.reads, p.facts)))
  return sec
}

// ---- trends and habit impact ---------------------------------------------------------------------

/** The metrics of a trend or impact summary that the question names (by their words, or by topic). */
function namedMetrics(metrics: string[], r: Reading): string[] {
  const words = new Set(r.words)
  for (const t of r.named) if (t === 'sleep') words.add('sleep')
  return metrics.filter((m) => contentStems(label(m)).some((w) => words.has(w)))
}

/** The latest trend summary's sentences on the metrics asked about (all of them when none is). */
function writeTrends(s: Scene, p: Extract<Plan, { kind: 'trends' }>): Section {
  const sec = new Section()
  const t = itemsFor(s.reads, p.q)[0]
  if (!t) return nothing(s, 'trends')
  const metrics = ((t.data['metrics'] ?? []) as Record<string, unknown>[]).map((m) => str(m['metric']))
  const asked = namedMetrics(metrics, s.reading)
  const on = sentences(t.text).filter((x) => asked.some((m) => opensWith(x, m)))
  const picked = on.length ? on : sentences(t.text)
  sec.say(
    s.t.trendLead(
      asked.map((m) => s.t.metric(m)),
      s.period?.label,
    ),
  )
  if (!asked.length && (s.reading.named.length || [...s.reading.words].some((w) => METRIC_STEMS.has(w)))) sec.say(s.t.trendNoMatch)
  sec.quote(t, `${t.title}: ${picked.join(' ')}`)
  return sec
}

const FINDINGS: readonly string[] = ['higher on habit days', 'lower on habit days', 'no clear difference'] satisfies ImpactFinding[]
const isFinding = (finding: string | undefined): finding is ImpactFinding => finding !== undefined && FINDINGS.includes(finding)

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

/** The latest habit impact summary, on the habits and metrics the question names. */
function writeImpact(s: Scene, p: Extract<Plan, { kind: 'impact' }>): Section {
  const sec = new Section()
  const imp = itemsFor(s.reads, p.q)[0]
  if (!imp) return nothing(s, 'impact')
  const habits = (imp.data['habits'] ?? []) as ImpactHabit[]
  const metrics = namedMetrics([...new Set(habits.flatMap((h) => h.metrics.map((m) => m.metric)))], s.reading)
  const asked = namedHabits(habits, metrics, s.reading)
  const lines = (asked.length ? asked : habits).flatMap((h) => impactSentences(imp, h, metrics))
  const row = asked.length === 1 && metrics.length === 1 ? asked[0]!.metrics.find((m) => m.metric === metrics[0]) : undefined
  if (!lines.length && !row) return nothing(s, 'impactPair')
  const t = s.t
  sec.say(
    t.impactLead(
      asked.map((h) => t.quote(habitName(h))),
      metrics.map((m) => t.metric(m)),
      s.period?.label,
    ),
  )
  if (!asked.length && s.reading.named.some((x) => x !== 'sleep')) sec.say(t.impactNoMatch)
  // One habit against one score: a plain yes or no first, from the comparison's finding.
  if (row) {
    if (isFinding(row.finding)) sec.quote(imp, `${t.impactVerdict(row.finding, t.metric(metrics[0]!), habitName(asked[0]!))}. ${t.notProof}`)
    else sec.quote(imp, t.notEnoughData)
  }
  if (lines.length) sec.quote(imp, `${imp.title}: ${lines.slice(0, MAX_LINES).join(' ')}`)
  return sec
}

/** A topic's part of the answer. */
export function writeTopic(s: Scene, p: Plan): Section {
  switch (p.kind) {
    case 'range':
      return writeRange(s, p)
    case 'overview':
      return writeOverview(s, p)
    case 'load':
      return writeLoad(s, p)
    case 'trends':
      return writeTrends(s, p)
    case 'impact':
      return writeImpact(s, p)
  }
}
