// The built-in English of facts and summaries: every count agrees with its noun ("1 day a week",
// "2 days a week", "1 workout"), and user-provided names go in without typographic quotes.
import { describe, expect, it } from 'vitest'
import { daysAWeek, lastOf, plural, timesAWeek } from '../../src/insights/english.js'
import { deriveFacts } from '../../src/insights/facts.js'
import { dailySummary, mindfulnessSummary, weeklyActivitySummary, weeklySummary, type Draft } from '../../src/insights/summaries.js'
import { addDays } from '../../src/time/calendar.js'
import type { ActivityRec, DayValue, HabitInfo, MealRec, UserContext } from '../../src/insights/context.js'

/** A count of one with a plural noun, or "1 times". */
const ONE_WITH_PLURAL = /(?<![\d.,])1 (days|workouts|sessions|mindfulness sessions|meals|nights|weeks|times)\b/
const TYPOGRAPHIC_QUOTES = /[“”„‟«»‘’‚]/

const AS_OF = '2026-03-29' // a Sunday
const MONDAY = '2026-03-23'

function context(o: { activities?: ActivityRec[]; logs?: DayValue[]; meals?: MealRec[]; habits?: HabitInfo[] }): UserContext {
  return {
    projectId: 'p',
    userId: 'u',
    profile: { tz: 0, language: 'en', gender: null, birthday: null, height: null, weight: null },
    from: addDays(AS_OF, -55),
    to: AS_OF,
    activities: o.activities ?? [],
    scores: [],
    logs: o.logs ?? [],
    meals: o.meals ?? [],
    baselines: new Map(),
    habits: new Map((o.habits ?? []).map((h) => [h.name, h])),
  }
}

const activity = (type: 'workout' | 'mindfulness', day: string, fields: Record<string, unknown> = {}): ActivityRec => {
  const start = new Date(`${day}T07:00:00Z`)
  return { id: `${type}-${day}`, type, start, end: new Date(start.getTime() + 1800_000), duration_seconds: 1800, fields, day }
}
const log = (name: string, date: string): DayValue => ({ date, name, value: 1, providers: [] })
const meal = (day: string): MealRec => ({
  summary_id: `m-${day}`,
  meal_time: new Date(`${day}T12:00:00Z`),
  day,
  totals: { calories: 500, protein_g: 20, carbohydrate_g: 60, fat_g: 15 },
  confidence: 0.8,
})

function texts(drafts: (Draft | undefined)[]): string[] {
  return drafts.flatMap((d) => (d ? [d.text.title, d.text.text, ...d.text.followup_questions] : []))
}

function expectGoodEnglish(all: string[]): void {
  expect(all.length).toBeGreaterThan(0)
  for (const t of all) {
    expect(t, t).not.toMatch(ONE_WITH_PLURAL)
    expect(t, t).not.toMatch(TYPOGRAPHIC_QUOTES)
  }
}

describe('count phrases', () => {
  it('agree with their count', () => {
    expect(plural(1, 'day')).toBe('1 day')
    expect(plural(2, 'day')).toBe('2 days')
    expect(plural(0, 'meal')).toBe('0 meals')
    expect(plural(1200, 'meal')).toBe('1,200 meals')
    expect(plural(1.2, 'week')).toBe('1 week')
    expect(daysAWeek(0.3)).toBe('less than 1 day a week')
    expect(daysAWeek(1)).toBe('1 day a week')
    expect(daysAWeek(2.4)).toBe('2 days a week')
    expect(daysAWeek(7)).toBe('every day')
    expect(timesAWeek(1)).toBe('once a week')
    expect(timesAWeek(2)).toBe('twice a week')
    expect(timesAWeek(1.5)).toBe('1.5 times a week')
    expect(lastOf(1, 'session')).toBe('your last session')
    expect(lastOf(4, 'session')).toBe('your last 4 sessions')
  })
})

describe('facts', () => {
  it('a habit kept up 1 day a week, less than that, and every day; its name unquoted', () => {
    const days = Array.from({ length: 28 }, (_, i) => addDays(AS_OF, -i))
    const logs = [
      // 4 of the 22 days since the first: 1 day a week.
      ...days.filter((_, i) => i % 7 === 0).map((d) => log('drink_water', d)),
      // Once in 28 days.
      log('cold_shower', days[27]!),
      // Every day.
      ...days.map((d) => log('walk', d)),
    ]
    const facts = deriveFacts(
      context({ logs, habits: [{ name: 'drink_water', title: 'Drink "enough" water', category: 'nutrition', potential_impacts: {} }] }),
      AS_OF,
    )
    const text = (habit: string) => facts.find((f) => f.key === `habit_consistency:${habit}`)!.text
    expect(text('drink_water')).toBe('Keeps up the habit Drink "enough" water: 1 day a week (4 of the last 22 days).')
    expect(text('cold_shower')).toBe('Keeps up the habit cold shower: less than 1 day a week (1 of the last 28 days).')
    expect(text('walk')).toBe('Keeps up the habit walk: every day (28 of the last 28 days).')
    expectGoodEnglish(facts.map((f) => f.text))
  })

  it('training and mindfulness about once a week', () => {
    const weeks = [6, 13, 20, 27].map((n) => addDays(AS_OF, -n))
    const activities = [...weeks.map((d) => activity('workout', d)), ...weeks.map((d) => activity('mindfulness', d))]
    const facts = deriveFacts(context({ activities }), AS_OF)
    expect(facts.find((f) => f.key === 'training_frequency')!.text).toBe('Trains about once a week (4 workouts in the last 4 weeks).')
    expect(facts.find((f) => f.key === 'mindfulness_frequency')!.text).toBe('Practises mindfulness about once a week (4 sessions in the last 4 weeks).')
    expectGoodEnglish(facts.map((f) => f.text))
  })
})

describe('summaries', () => {
  it('one of everything reads in the singular', () => {
    const activities = [activity('workout', '2026-03-25', { tss: 40, type_name: 'running' }), activity('mindfulness', '2026-03-25', { session_score: 70 })]
    // One earlier session: "your last session".
    const earlier = activity('mindfulness', '2026-03-20', { session_score: 60 })
    const ctx = context({ activities: [earlier, ...activities], logs: [log('walk', '2026-03-25')], meals: [meal('2026-03-25')] })
    const drafts = [dailySummary(ctx, '2026-03-25'), weeklySummary(ctx, MONDAY), weeklyActivitySummary(ctx, MONDAY), mindfulnessSummary(ctx, activities[1]!)]
    const all = texts(drafts)
    expectGoodEnglish(all)
    expect(all.join(' ')).toContain('1 workout')
    expect(all.join(' ')).toContain('walk on 1 day')
    expect(all.join(' ')).toContain('your last session')
    expect(weeklyActivitySummary(ctx, MONDAY)!.text.title).toMatch(/: 1 workout, TSS/)
  })
})
