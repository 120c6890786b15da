// The planner: for each topic of a question and its period, which summaries and facts to read (the
// queries) and what of them to quote (the finders), as data the writer follows. A topic answered
// from day-level summaries and a weekly one is one row of RANGE_TOPICS.
import type { FactType } from '../../modules/facts/index.js'
import type { SummaryName } from '../../modules/summaries/index.js'
import { isoWeek } from '../../time/calendar.js'
import { keyed, loadRatio, scores, type Finder } from './finders.js'
import type { BaseTopic, HeaderKey, Unit } from './languages/index.js'
import { grainOf, resolveAll, type Grain, type Period } from './periods.js'
import type { Reading, Topic } from './question.js'
import { facts, summaries, type FactQuery, type Query, type SummaryQuery } from './sources.js'

/** How a day-level summary is quoted: its whole text, its title, a meal's words and title, or the sentences a finder picks. */
export type QuoteHow = 'text' | 'title' | 'meal' | Finder

export interface DayPart {
  name: SummaryName
  how: QuoteHow
  /** A header line before a list of several items. */
  header?: HeaderKey
}

/** A topic answered from day-level summaries (a night, a workout, a meal, a day) and a weekly one. */
export interface RangeTopic {
  topic: BaseTopic
  /** A single day: each part, in order. */
  day: DayPart[]
  /** Each day or item of a week or a few days. */
  range: DayPart
  /** No period: the most recent few. */
  latest: DayPart & { limit: number }
  /** The weekly summary, and the finder of its sentences on the topic (all of them without one). */
  week: { name: SummaryName; about: Finder | undefined }
  /** The facts quoted: of a type, or every habit's (of any type). */
  facts: FactType | 'habits'
}

/** Stored score names of sleep ("sleep_score"), as insights/context.ts tells them. */
const isSleepScore = (name: string) => /sleep/i.test(name)
const habitsDone = keyed('habits')

export const RANGE_TOPICS: Record<BaseTopic, RangeTopic> = {
  sleep: {
    topic: 'sleep',
    day: [{ name: 'SleepSummary', how: 'text' }],
    range: { name: 'SleepSummary', how: 'title', header: 'nightByNight' },
    latest: { name: 'SleepSummary', how: 'title', header: 'recentNights', limit: 7 },
    week: { name: 'WeeklySummary', about: scores(isSleepScore) },
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
    week: { name: 'WeeklyActivitySummary', about: keyed('mindfulness') },
    facts: 'mind',
  },
  habits: {
    topic: 'habits',
    day: [{ name: 'DailySummary', how: habitsDone }],
    range: { name: 'DailySummary', how: habitsDone, header: 'dayByDay' },
    latest: { name: 'DailySummary', how: habitsDone, header: 'recentDays', limit: 7 },
    week: { name: 'WeeklySummary', about: keyed('habits') },
    facts: 'habits',
  },
}

/** What a topic reads, named for its writer. */
export type Plan =
  | { kind: 'range'; t: RangeTopic; days: { part: DayPart; q: SummaryQuery }[]; week: SummaryQuery | undefined; facts: FactQuery }
  | { kind: 'overview'; unit: Unit | undefined; queries: SummaryQuery[] }
  | { kind: 'load'; week: SummaryQuery; workout: SummaryQuery; facts: FactQuery; finders: { week: Finder; workout: Finder } }
  | { kind: 'trends'; q: SummaryQuery }
  | { kind: 'impact'; q: SummaryQuery }

export interface When {
  period: Period | undefined
  grain: Grain
}

/** The weekly summaries of a period: those whose week starts in it, from the Monday of its first day. */
const weekQuery = (name: SummaryName, w: When, limit: number) =>
  w.period ? summaries(name, limit, isoWeek(w.period.start).monday, w.grain === 'week' ? isoWeek(w.period.start).monday : w.period.end) : summaries(name, limit)

const factQuery = (kind: RangeTopic['facts']): FactQuery => facts(kind === 'habits' ? undefined : kind)

function rangePlan(t: RangeTopic, w: When): Plan {
  const p = w.period
  const days =
    w.grain === 'day'
      ? t.day.map((part) => ({ part, q: summaries(part.name, 20, p!.start, p!.end) }))
      : w.grain === 'week' || w.grain === 'short'
        ? [{ part: t.range, q: summaries(t.range.name, 20, p!.start, p!.end) }]
        : w.grain === 'latest'
          ? [{ part: t.latest, q: summaries(t.latest.name, t.latest.limit) }]
          : []
  const week = w.grain === 'week' || w.grain === 'latest' ? weekQuery(t.week.name, w, 1) : w.grain === 'long' ? weekQuery(t.week.name, w, 6) : undefined
  return { kind: 'range', t, days, week, facts: factQuery(t.facts) }
}

/** Overview: the day's summaries, or the week's (and its days'), or the latest day or weeks ("how was my week?"). */
function overviewPlan(w: When, unit: Unit | undefined): Plan {
  const p = w.period
  const queries: SummaryQuery[] =
    w.grain === 'day'
      ? [summaries(undefined, 20, p!.start, p!.end)]
      : w.grain === 'week'
        ? [weekQuery('WeeklySummary', w, 1), summaries('DailySummary', 7, p!.start, p!.end)]
        : w.grain === 'short'
          ? [summaries('DailySummary', 7, p!.start, p!.end)]
          : w.grain === 'long'
            ? [weekQuery('WeeklySummary', w, 5)]
            : unit === 'day'
              ? [summaries('DailySummary', 1)]
              : [summaries('WeeklySummary', unit === 'month' || unit === 'year' ? 4 : 1)]
  return { kind: 'overview', unit, queries }
}

/** Training load: the latest weekly training summary and workout of the period, and the activity facts. */
function loadPlan(w: When): Plan {
  const p = w.period
  return {
    kind: 'load',
    week: weekQuery('WeeklyActivitySummary', w, 1),
    workout: p ? summaries('WorkoutSummary', 1, p.start, p.end) : summaries('WorkoutSummary', 1),
    facts: factQuery(RANGE_TOPICS.workouts.facts),
    finders: { week: loadRatio('load_at_week_end'), workout: loadRatio('load') },
  }
}

export function planFor(topic: Topic, w: When, unit: Unit | undefined): Plan {
  switch (topic) {
    case 'overview':
      return overviewPlan(w, unit)
    case 'load':
      return loadPlan(w)
    case 'trends':
      return { kind: 'trends', q: weekQuery('TrendSummary', w, 1) }
    case 'impact':
      return { kind: 'impact', q: weekQuery('ImpactSummary', w, 1) }
    default:
      return rangePlan(RANGE_TOPICS[topic], w)
  }
}

export function queriesOf(p: Plan): Query[] {
  switch (p.kind) {
    case 'range':
      return [...p.days.map((d) => d.q), ...(p.week ? [p.week] : []), p.facts]
    case 'overview':
      return p.queries
    case 'load':
      return [p.week, p.workout, p.facts]
    case 'trends':
    case 'impact':
      return [p.q]
  }
}

/** At most this many topics are answered for one question. */
const MAX_TOPICS = 3

/** A question's period as local days (from the user's local today), its grain, and each topic's plan. */
export function planAnswer(reading: Reading, today: string): When & { plans: Plan[] } {
  const topics = reading.topics.slice(0, MAX_TOPICS)
  const period = resolveAll(reading.periods, today, topics.includes('sleep'))
  const grain = grainOf(period)
  return { period, grain, plans: topics.map((t) => planFor(t, { period, grain }, reading.unit)) }
}
