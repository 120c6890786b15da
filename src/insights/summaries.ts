import { isSleepScore, type DayValue, type UserContext } from './context.js'

export { BUILTIN_MODEL, INSIGHTS_VERSION, type Draft, type SummaryText } from './drafts/shared.js'
import type { Draft } from './drafts/shared.js'
import { mindfulnessSummary, sleepSummary, workoutSummary } from './drafts/on-write.js'
import { dailyNutritionSummary, dailySummary } from './drafts/days.js'
import { impactSummary, trendSummary, weeklyActivitySummary, weeklyNutritionSummary, weeklySummary } from './drafts/weeks.js'
export {
  dailyNutritionSummary,
  dailySummary,
  impactSummary,
  mindfulnessSummary,
  sleepSummary,
  trendSummary,
  weeklyActivitySummary,
  weeklyNutritionSummary,
  weeklySummary,
  workoutSummary,
}

/** Every day-close draft for a local day, and every week-close draft for a local Monday. */
export const dayDrafts = (ctx: UserContext, day: string) => [dailySummary(ctx, day), dailyNutritionSummary(ctx, day)].filter((d): d is Draft => d !== undefined)
export const weekDrafts = (ctx: UserContext, monday: string) =>
  [
    weeklySummary(ctx, monday),
    weeklyActivitySummary(ctx, monday),
    weeklyNutritionSummary(ctx, monday),
    trendSummary(ctx, monday),
    impactSummary(ctx, monday),
  ].filter((d): d is Draft => d !== undefined)

export function activityDraft(ctx: UserContext, activityId: string): Draft | undefined {
  const a = ctx.activities.find((x) => x.id === activityId)
  if (!a) return undefined
  return a.type === 'workout' ? workoutSummary(ctx, a) : mindfulnessSummary(ctx, a)
}

export const sleepDrafts = (ctx: UserContext, day: string) =>
  [...new Set(ctx.scores.filter((s) => s.date === day && isSleepScore(s.name)).map((s) => s.name))]
    .map((n) => sleepSummary(ctx, day, n))
    .filter((d): d is Draft => d !== undefined)

export type { DayValue }
