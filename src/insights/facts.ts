// Derived facts about a user, as of a local day: each has a stable key, a type from the
// specification, a certainty from how much evidence there is, the evidence itself, and a test of
// whether new evidence differs materially from old (which alone may bring back a fact the user
// deleted). Pure: no I/O.
import type { FactType } from '../modules/facts/index.js'
import { habitDone, isSleepScore, type UserContext } from './context.js'
import { median, round } from './stats.js'
import { addDays, localHour } from '../time/calendar.js'
import { daysAWeek, plural, timesAWeek } from './english.js'
import { chronicLoadAt, guessedKinds, tssGuess } from './drafts/training.js'
import { fmt1, tssOf } from './drafts/shared.js'

export interface FactDraft {
  key: string
  type: FactType
  text: string
  certainty: number
  evidence: Record<string, unknown>
}

export interface FactRule {
  /** Whether `next` differs materially from `prev` (the evidence stored with the fact). */
  material(prev: Record<string, unknown>, next: Record<string, unknown>): boolean
}

const certainty = (x: number) => round(Math.min(1, Math.max(0, x)), 2)
const n = (v: unknown) => (typeof v === 'number' ? v : NaN)

const BUCKETS = [
  { name: 'night', from: 0, to: 5 },
  { name: 'morning', from: 5, to: 12 },
  { name: 'afternoon', from: 12, to: 17 },
  { name: 'evening', from: 17, to: 22 },
  { name: 'night', from: 22, to: 24 },
] as const

const HABIT_TYPE: Record<string, FactType> = { sleep: 'sleep', movement: 'activity', nutrition: 'nutrition', stress: 'mind', recovery: 'recovery' }

export const RULES: Record<string, FactRule> = {
  training_time_of_day: { material: (p, q) => p['bucket'] !== q['bucket'] },
  training_frequency: { material: (p, q) => Math.abs(n(p['per_week']) - n(q['per_week'])) >= 1 },
  typical_sleep_score: { material: (p, q) => Math.abs(n(p['median']) - n(q['median'])) >= 5 },
  typical_meal_energy: { material: (p, q) => Math.abs(n(p['median_kcal']) - n(q['median_kcal'])) >= 0.15 * n(p['median_kcal']) },
  mindfulness_frequency: { material: (p, q) => Math.abs(n(p['per_week']) - n(q['per_week'])) >= 1 },
  habit_consistency: { material: (p, q) => Math.abs(n(p['share']) - n(q['share'])) >= 0.2 },
  training_load: {
    material: (p, q) => Math.abs(n(p['chronic_training_load']) - n(q['chronic_training_load'])) >= Math.max(5, 0.1 * n(p['chronic_training_load'])),
  },
}

export const ruleOf = (key: string): FactRule => RULES[key.split(':')[0]!] ?? { material: () => true }

/** The facts the evidence up to and including local day `asOf` supports. */
export function deriveFacts(ctx: UserContext, asOf: string): FactDraft[] {
  const out: FactDraft[] = []
  const tz = ctx.profile.tz
  const since56 = addDays(asOf, -55)
  const since28 = addDays(asOf, -27)
  const firstDay = [...ctx.activities.map((a) => a.day), ...ctx.scores.map((s) => s.date), ...ctx.logs.map((l) => l.date), ...ctx.meals.map((m) => m.day)]
    .filter((d) => d <= asOf)
    .sort()[0]
  // Weeks of history behind a per-week rate: at most 4, at least 2.
  const weeksCovered = firstDay ? Math.min(4, (Date.parse(asOf) - Date.parse(firstDay)) / 86_400_000 / 7 + 1 / 7) : 0

  const workouts = ctx.activities.filter((a) => a.type === 'workout' && a.day >= since56 && a.day <= asOf)
  if (workouts.length >= 4) {
    const counts = new Map<string, number>()
    for (const w of workouts) {
      const h = localHour(w.start, tz)
      const b = BUCKETS.find((x) => h >= x.from && h < x.to)!.name
      counts.set(b, (counts.get(b) ?? 0) + 1)
    }
    const [bucket, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
    const share = count / workouts.length
    if (share >= 0.5) {
      out.push({
        key: 'training_time_of_day',
        type: 'activity',
        text: `Usually trains in the ${bucket}: ${count} of ${plural(workouts.length, 'workout')} in the last 8 weeks started then.`,
        certainty: certainty(share * Math.min(1, workouts.length / 10)),
        evidence: { bucket, count, workouts: workouts.length, share: round(share, 3) },
      })
    }
  }

  const w28 = ctx.activities.filter((a) => a.type === 'workout' && a.day >= since28 && a.day <= asOf)
  if (weeksCovered >= 2 && w28.length >= 2) {
    const perWeek = round(w28.length / weeksCovered, 1)
    out.push({
      key: 'training_frequency',
      type: 'activity',
      text: `Trains about ${timesAWeek(perWeek)} (${plural(w28.length, 'workout')} in the last ${plural(weeksCovered, 'week')}).`,
      certainty: certainty(weeksCovered / 4),
      evidence: { per_week: perWeek, workouts: w28.length, weeks: round(weeksCovered, 2) },
    })
  }

  const load = trainingLoadFact(ctx, asOf, w28)
  if (load) out.push(load)

  const m28 = ctx.activities.filter((a) => a.type === 'mindfulness' && a.day >= since28 && a.day <= asOf)
  if (weeksCovered >= 2 && m28.length >= 3) {
    const perWeek = round(m28.length / weeksCovered, 1)
    out.push({
      key: 'mindfulness_frequency',
      type: 'mind',
      text: `Practises mindfulness about ${timesAWeek(perWeek)} (${plural(m28.length, 'session')} in the last ${plural(weeksCovered, 'week')}).`,
      certainty: certainty(weeksCovered / 4),
      evidence: { per_week: perWeek, sessions: m28.length, weeks: round(weeksCovered, 2) },
    })
  }

  const sleep = ctx.scores.filter((s) => isSleepScore(s.name) && s.date >= since28 && s.date <= asOf && s.value !== null)
  const sleepName = [...new Set(sleep.map((s) => s.name))].sort(
    (a, b) => sleep.filter((s) => s.name === b).length - sleep.filter((s) => s.name === a).length,
  )[0]
  const sleepValues = sleep.filter((s) => s.name === sleepName).map((s) => s.value!)
  if (sleepValues.length >= 7) {
    const sorted = [...sleepValues].sort((a, b) => a - b)
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))]!
    const med = round(median(sleepValues), 1)
    out.push({
      key: 'typical_sleep_score',
      type: 'sleep',
      text: `Typical ${sleepName!.replace(/_/g, ' ')} is about ${Math.round(med)} (median of ${plural(sleepValues.length, 'night')} in the last 4 weeks; middle half ${q(0.25)} to ${q(0.75)}).`,
      certainty: certainty(sleepValues.length / 21),
      evidence: { score_name: sleepName, median: med, nights: sleepValues.length, p25: q(0.25), p75: q(0.75) },
    })
  }

  const meals = ctx.meals.filter((m) => m.day >= since28 && m.day <= asOf && typeof m.totals['calories'] === 'number')
  if (meals.length >= 5) {
    const kcal = meals.map((m) => m.totals['calories']!)
    const med = round(median(kcal), 0)
    const conf = meals.map((m) => m.confidence ?? 0.5)
    out.push({
      key: 'typical_meal_energy',
      type: 'nutrition',
      text: `A typical logged meal has about ${med} kcal (median of ${plural(meals.length, 'meal')} in the last 4 weeks).`,
      certainty: certainty(Math.min(1, meals.length / 14) * median(conf)),
      evidence: { median_kcal: med, meals: meals.length },
    })
  }

  const logs = ctx.logs.filter((l) => l.date >= since28 && l.date <= asOf)
  for (const habit of [...new Set(logs.map((l) => l.name))].sort()) {
    const mine = ctx.logs.filter((l) => l.name === habit && l.date <= asOf)
    const start = [mine.map((l) => l.date).sort()[0]!, since28].sort()[1]!
    const span = (Date.parse(asOf) - Date.parse(start)) / 86_400_000 + 1
    if (span < 7) continue
    const done = new Set(mine.filter((l) => l.date >= start && habitDone(l)).map((l) => l.date)).size
    const share = done / span
    const info = ctx.habits.get(habit)
    const title = info?.title ?? habit.replace(/_/g, ' ')
    out.push({
      key: `habit_consistency:${habit}`,
      type: (info && HABIT_TYPE[info.category]) ?? 'goal',
      // The habit's name as its log or the catalogue gives it, unquoted: an app shows it as it likes.
      text: `Keeps up the habit ${title}: ${daysAWeek(share * 7)} (${done} of the last ${plural(span, 'day')}).`,
      certainty: certainty(span / 28),
      evidence: { habit, share: round(share, 3), days_done: done, days: span },
    })
  }
  return out
}

/**
 * The chronic training load as of `asOf` (CONTRACT "Workout analytics": the workouts'
 * `activity_score_after`, carried on to the end of the day), with the last 7 days' daily TSS, and
 * how much of the last 28 days' TSS rests on a guessed threshold. Only selected workouts count.
 */
function trainingLoadFact(ctx: UserContext, asOf: string, w28: UserContext['activities']): FactDraft | undefined {
  const ctl = chronicLoadAt(ctx, asOf)
  if (ctl === undefined || !w28.length || Math.round(ctl) < 1) return undefined
  const since7 = addDays(asOf, -6)
  const acute = round(w28.filter((a) => a.day >= since7).reduce((x, a) => x + tssOf(a), 0) / 7, 1)
  const tss28 = w28.reduce((x, a) => x + tssOf(a), 0)
  const guessed = w28.map((a) => ({ a, k: tssGuess(ctx.profile, a) })).filter((g) => g.k !== undefined)
  const guessedTss = guessed.reduce((x, g) => x + tssOf(g.a), 0)
  const kinds = (['ftp', 'lthr'] as const).filter((k) => guessed.some((g) => g.k === k))
  const share = tss28 > 0 ? guessedTss / tss28 : 0
  const first = ctx.activities.find((a) => a.type === 'workout')!.day
  const historyDays = Math.min(42, (Date.parse(asOf) - Date.parse(first)) / 86_400_000 + 1)
  const value = Math.round(ctl)
  const which =
    guessed.length < w28.length
      ? `${guessed.length} of the ${plural(w28.length, 'workout')}`
      : w28.length === 1
        ? 'the one workout'
        : `all ${plural(w28.length, 'workout')}`
  const guessText = guessed.length ? `; the TSS of ${which} in the last 4 weeks came from ${guessedKinds(kinds)} guessed from the last 90 days of workouts` : ''
  return {
    key: 'training_load',
    type: 'activity',
    text: `Chronic training load (42-day average of daily TSS) is about ${value}, against ${fmt1(acute)} TSS a day over the last 7 days${guessText}.`,
    certainty: certainty((historyDays / 42) * (1 - share / 2)),
    evidence: {
      chronic_training_load: value,
      acute_tss_per_day_7d: acute,
      workouts_28d: w28.length,
      tss_28d: round(tss28, 1),
      workouts_guessed: guessed.length,
      tss_guessed_share: round(share, 3),
      guessed_thresholds: kinds,
      history_days: historyDays,
    },
  }
}
