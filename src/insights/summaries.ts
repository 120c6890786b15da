// The system summaries: each generator turns a UserContext into one summary draft (numbers in
// `data`, with what they were computed from, and built-in English text written from those
// numbers), or undefined when its period has nothing to summarise. Pure: no I/O.
import type { SummaryName } from '../modules/summaries/index.js'
import { habitDone, isSleepScore, type ActivityRec, type BaselineRec, type DayValue, type MealRec, type UserContext } from './context.js'
import { hrv, mean, median, mifflinStJeor, parseInterbeatIntervals, percentileRank, round, sampleStd, theilSen, welch, holm } from './stats.js'
import { addDays, ageOn, isoWeek, localDayStart } from '../time/calendar.js'
import { lastOf, plural } from './english.js'

/** Version of the generators and their templates; goes into llm_debug.prompt_id. */
export const INSIGHTS_VERSION = 'insights-v2'
export const BUILTIN_MODEL = 'healthd-builtin'

export interface SummaryText {
  title: string
  text: string
  followup_questions: string[]
}

export interface Draft {
  /** Unique per user: the same key is the same summary, updated in place. */
  key: string
  name: SummaryName
  period: { type: string; id: string; start: string; end: string; duration_seconds: number }
  data: Record<string, unknown>
  ref?: string
  providers?: string[]
  text: SummaryText
}

const DAY_MS = 86_400_000
/** A day's score this many standard deviations from its baseline "stands out". */
const STANDS_OUT_Z = 1.5
/** Minimum days of data for a trend, and per side for an impact comparison. */
export const TREND_MIN_DAYS = 14
export const IMPACT_MIN_DAYS = 7
export const TREND_WINDOW_DAYS = 28
export const IMPACT_WINDOW_DAYS = 56
export const NOT_ENOUGH_DATA = 'not enough data yet'
/** Mifflin–St Jeor resting energy times this, plus the day's workout calories. */
export const SEDENTARY_FACTOR = 1.2

const NUTRIENTS = ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const

// ---- small helpers -------------------------------------------------------------------------

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const r1 = (x: number) => round(x, 1)
const r2 = (x: number) => round(x, 2)
const r4 = (x: number) => round(x, 4)
const orNull = (x: number, digits: number) => (Number.isFinite(x) ? round(x, digits) : null)
// toLocaleString with these arguments, without building a NumberFormat on every call.
const EN_0 = new Intl.NumberFormat('en-US')
const EN_1 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const fmt0 = (x: number) => EN_0.format(Math.round(x))
const fmt1 = (x: number) => EN_1.format(Math.round(x * 10) / 10)
const pct = (share: number) => `${Math.round(share * 100)}%`
const minutes = (s: number) => `${fmt0(s / 60)} min`
const signed = (x: number, f = fmt1) => (x > 0 ? `+${f(x)}` : x < 0 ? `−${f(-x)}` : f(0))
const label = (name: string) => name.replace(/_/g, ' ')
const cap = (x: string) => (x ? x[0]!.toUpperCase() + x.slice(1) : x)
/** `data.sentences`: a built-in text's sentence count and where each keyed one is (`habits`, `mindfulness`), so that
 *  readers (the chat answerer) find a sentence by key, never by its words; a model's text has none (engine.ts). */
const sentenceKeys = (parts: string[], at: Record<string, number | undefined>) => ({ count: parts.length, at })

function dayPeriod(day: string, tz: number) {
  return { type: 'day', id: day, start: localDayStart(day, tz).toISOString(), end: localDayStart(addDays(day, 1), tz).toISOString(), duration_seconds: 86_400 }
}

function weekPeriod(monday: string, tz: number) {
  const w = isoWeek(monday)
  return {
    type: 'week',
    id: w.id,
    start: localDayStart(monday, tz).toISOString(),
    end: localDayStart(addDays(monday, 7), tz).toISOString(),
    duration_seconds: 7 * 86_400,
  }
}

const daysOf = (from: string, to: string): string[] => {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

const workouts = (ctx: UserContext) => ctx.activities.filter((a) => a.type === 'workout')
const tssOf = (a: ActivityRec) => num(a.fields['tss']) ?? 0
const caloriesOf = (a: ActivityRec) => num(a.fields['calories']) ?? 0

/** The baseline a value is judged against: the stored one, else the 28 local days before `day`. */
function baselineFor(
  ctx: UserContext,
  name: string,
  day: string,
): { source: 'baseline' | 'last_28_days'; mean: number; median: number; std: number; size: number } | undefined {
  const stored: BaselineRec | undefined = ctx.baselines.get(name)
  if (stored) return { source: 'baseline', mean: stored.mean, median: stored.median, std: stored.std, size: stored.size }
  const lo = addDays(day, -28)
  const prior = ctx.scores.filter((s) => s.name === name && s.date >= lo && s.date < day && s.value !== null).map((s) => s.value!)
  if (prior.length < 3) return undefined
  return { source: 'last_28_days', mean: r2(mean(prior)), median: r2(median(prior)), std: r2(sampleStd(prior)), size: prior.length }
}

/** Load context at an instant: mean daily TSS over the 7 and 28 days (168 h, 672 h) up to it. */
function loadAt(ctx: UserContext, at: number) {
  const w = workouts(ctx)
  // Days of training history behind the chronic load: under 21, the ratio is not judged.
  const first = w.find((a) => a.start.getTime() > at - 28 * DAY_MS)
  const historyDays = first ? Math.min(28, Math.floor((at - first.start.getTime()) / DAY_MS) + 1) : 0
  const within = (days: number) => w.filter((a) => a.start.getTime() <= at && a.start.getTime() > at - days * DAY_MS)
  const tss7 = sum(within(7).map(tssOf))
  const tss28 = sum(within(28).map(tssOf))
  const acute = tss7 / 7
  const chronic = tss28 / 28
  const ratio = chronic > 0 ? acute / chronic : null
  return {
    tss_7d: r1(tss7),
    tss_28d: r1(tss28),
    acute_load_7d: r1(acute),
    chronic_load_28d: r1(chronic),
    acute_chronic_ratio: ratio === null ? null : r2(ratio),
    ratio_band: ratio === null || historyDays < 21 ? null : ratio < 0.8 ? 'low' : ratio <= 1.3 ? 'optimal' : ratio <= 1.5 ? 'high' : 'very high',
    history_days: historyDays,
    unit: 'TSS per day',
  }
}

/** Time in heart-rate zones and each zone's share of it. */
function zonesOf(fields: Record<string, unknown>): { source: string; zones: { zone: string; seconds: number; share: number }[] } | undefined {
  const arr = fields['hr_zone_durations_seconds']
  if (Array.isArray(arr) && arr.length && arr.every((x) => num(x) !== undefined)) {
    const secs = arr as number[]
    const total = sum(secs)
    if (total > 0) return { source: 'hr_zone_durations_seconds', zones: secs.map((s, i) => ({ zone: `z${i + 1}`, seconds: s, share: r4(s / total) })) }
  }
  const named = (['light', 'fatburn', 'cardio', 'peak'] as const)
    .map((z) => ({ zone: z, seconds: num(fields[`${z}_duration_hr`]) }))
    .filter((z): z is { zone: (typeof z)['zone']; seconds: number } => z.seconds !== undefined)
  const total = sum(named.map((z) => z.seconds))
  if (named.length && total > 0) return { source: 'hr_zone_durations', zones: named.map((z) => ({ ...z, share: r4(z.seconds / total) })) }
  return undefined
}

function intensityOf(a: ActivityRec): { intensity_factor: number | null; source: string | null; band: string | null } {
  const given = num(a.fields['intensity_factor'])
  const hours = a.duration_seconds / 3600
  const tss = num(a.fields['tss'])
  // TSS = hours × IF² × 100, so IF = √(TSS / (hours × 100)).
  const derived = given === undefined && tss !== undefined && tss > 0 && hours > 0 ? Math.sqrt(tss / (hours * 100)) : undefined
  const v = given ?? derived
  if (v === undefined) return { intensity_factor: null, source: null, band: null }
  return {
    intensity_factor: r2(v),
    source: given !== undefined ? 'intensity_factor' : 'tss_and_duration',
    band: v < 0.75 ? 'easy' : v < 0.85 ? 'moderate' : v < 0.95 ? 'hard' : 'very hard',
  }
}

// ---- on write --------------------------------------------------------------------------------

export function workoutSummary(ctx: UserContext, a: ActivityRec): Draft {
  const f = a.fields
  const tss = tssOf(a)
  const at = a.start.getTime()
  const intensity = intensityOf(a)
  const zones = zonesOf(f)
  const calories = num(f['calories'])
  const breakthroughs = [...(f['is_breakthrough_ftp'] === true ? ['ftp'] : []), ...(f['is_breakthrough_lthr'] === true ? ['lthr'] : [])]
  const load = loadAt(ctx, at)
  const previous = workouts(ctx).filter((w) => w.id !== a.id && w.start.getTime() < at && w.start.getTime() >= at - 28 * DAY_MS)
  const history = previous.length
    ? {
        workouts: previous.length,
        tss_mean: r1(mean(previous.map(tssOf))),
        duration_mean_seconds: Math.round(mean(previous.map((w) => w.duration_seconds))),
        tss_percentile: r1(percentileRank(previous.map(tssOf), tss)),
        duration_percentile: r1(
          percentileRank(
            previous.map((w) => w.duration_seconds),
            a.duration_seconds,
          ),
        ),
      }
    : { workouts: 0 }
  const typeName = typeof f['type_name'] === 'string' ? (f['type_name'] as string) : 'Workout'
  const data = {
    activity_id: a.id,
    type_name: typeName,
    start: a.start.toISOString(),
    duration_seconds: a.duration_seconds,
    tss: r1(tss),
    intensity,
    hr_zones: zones ?? null,
    calories: calories ?? null,
    average_hr: num(f['average_hr']) ?? null,
    max_hr: num(f['max_hr']) ?? null,
    breakthroughs,
    load,
    last_28_days: history,
  }

  const sentences = [
    `${typeName} for ${minutes(a.duration_seconds)} with a training stress score of ${fmt0(tss)}${intensity.band ? ` (${intensity.band}, intensity factor ${intensity.intensity_factor})` : ''}.`,
  ]
  if (zones) {
    const top = [...zones.zones].sort((x, y) => y.share - x.share)[0]!
    sentences.push(`Most of the session was in heart-rate zone ${top.zone} (${pct(top.share)}).`)
  }
  if (calories !== undefined) sentences.push(`It burned about ${fmt0(calories)} kcal.`)
  if (breakthroughs.length) sentences.push(`New ${breakthroughs.map((b) => b.toUpperCase()).join(' and ')} breakthrough.`)
  if (load.acute_chronic_ratio !== null && load.ratio_band !== null) {
    sentences.push(
      `Your 7-day load is ${fmt1(load.acute_load_7d)} TSS a day against ${fmt1(load.chronic_load_28d)} over 28 days, a ratio of ${load.acute_chronic_ratio} (${load.ratio_band}).`,
    )
  }
  if (history.workouts >= 3 && 'tss_percentile' in history) {
    sentences.push(`It was harder than ${Math.round(history.tss_percentile!)}% of your ${plural(history.workouts, 'workout')} in the previous 28 days.`)
  }
  const questions = ['How did this session feel compared with what you planned?']
  if (load.ratio_band === 'high' || load.ratio_band === 'very high') questions.push('Would you like ideas for an easier day to recover?')
  else questions.push('What would you like your next session to focus on?')
  return {
    key: `WorkoutSummary:${a.id}`,
    name: 'WorkoutSummary',
    period: { type: 'workout', id: a.id, start: a.start.toISOString(), end: a.end.toISOString(), duration_seconds: a.duration_seconds },
    data,
    ref: a.id,
    text: { title: `${typeName}: ${minutes(a.duration_seconds)}, TSS ${fmt0(tss)}`, text: sentences.join(' '), followup_questions: questions },
  }
}

export function mindfulnessSummary(ctx: UserContext, a: ActivityRec): Draft {
  const f = a.fields
  const at = a.start.getTime()
  const score = num(f['session_score'])
  const previous = ctx.activities
    .filter((x) => x.type === 'mindfulness' && x.id !== a.id && x.start.getTime() < at && x.start.getTime() >= at - 28 * DAY_MS)
    .slice(-9)
  const prevScores = previous.map((x) => num(x.fields['session_score'])).filter((x): x is number => x !== undefined)
  const recent = prevScores.length
    ? { sessions: prevScores.length, mean_score: r1(mean(prevScores)), delta: score === undefined ? null : r1(score - mean(prevScores)) }
    : { sessions: 0 }
  const series = [...prevScores, ...(score !== undefined ? [score] : [])]
  const ts =
    series.length >= 3
      ? theilSen(
          series.map((_, i) => i),
          series,
        )
      : undefined
  const trend = ts
    ? {
        sessions: ts.n,
        slope_per_session: r2(ts.slope),
        slope_low: r2(ts.slope_low),
        slope_high: r2(ts.slope_high),
        p_value: r4(ts.p_value),
        direction: ts.p_value < 0.05 ? (ts.slope > 0 ? 'improving' : 'declining') : 'no clear trend',
      }
    : { sessions: series.length, status: NOT_ENOUGH_DATA }
  const ibiText = typeof f['interbeat_intervals'] === 'string' ? (f['interbeat_intervals'] as string) : undefined
  const h = ibiText ? hrv(parseInterbeatIntervals(ibiText)) : undefined
  const heart = h
    ? {
        beats: h.beats,
        rmssd_ms: r1(h.rmssd_ms),
        sdnn_ms: r1(h.sdnn_ms),
        mean_hr_bpm: r1(h.mean_hr_bpm),
        mean_ibi_ms: r1(h.mean_ibi_ms),
        discarded: h.discarded,
      }
    : null
  const typeName = typeof f['type_name'] === 'string' ? (f['type_name'] as string) : 'Mindfulness session'
  const data = {
    activity_id: a.id,
    type_name: typeName,
    start: a.start.toISOString(),
    duration_seconds: a.duration_seconds,
    session_score: score ?? null,
    guided_breathing_id: typeof f['guided_breathing_id'] === 'string' ? f['guided_breathing_id'] : null,
    recent,
    trend,
    hrv: heart,
  }
  const sentences = [`${typeName} for ${minutes(a.duration_seconds)}${score !== undefined ? ` with a session score of ${score}` : ''}.`]
  if ('mean_score' in recent && recent.delta !== null) {
    sentences.push(`That is ${signed(recent.delta!)} against the average of ${lastOf(recent.sessions, 'session')} (${fmt1(recent.mean_score!)}).`)
  }
  if ('direction' in trend && trend.direction !== 'no clear trend')
    sentences.push(`Your session scores are ${trend.direction} (${signed(trend.slope_per_session!)} per session).`)
  if (heart) sentences.push(`Heart-rate variability: RMSSD ${fmt1(heart.rmssd_ms)} ms at an average of ${fmt0(heart.mean_hr_bpm)} beats per minute.`)
  return {
    key: `MindfulsessionSummary:${a.id}`,
    name: 'MindfulsessionSummary',
    period: { type: 'mindfulness', id: a.id, start: a.start.toISOString(), end: a.end.toISOString(), duration_seconds: a.duration_seconds },
    data,
    ref: a.id,
    text: {
      title: `${typeName}: ${minutes(a.duration_seconds)}${score !== undefined ? `, score ${score}` : ''}`,
      text: sentences.join(' '),
      followup_questions: ['How calm did you feel afterwards?', 'Would a session at a different time of day suit you better?'],
    },
  }
}

export function sleepSummary(ctx: UserContext, day: string, name: string): Draft | undefined {
  const rec = ctx.scores.find((s) => s.date === day && s.name === name)
  if (!rec || rec.value === null) return undefined
  const value = rec.value
  const base = baselineFor(ctx, name, day)
  const delta = base ? value - base.mean : undefined
  const z = base && delta !== undefined && base.std > 0 ? delta / base.std : undefined
  const week = ctx.scores.filter((s) => s.name === name && s.date >= addDays(day, -6) && s.date <= day && s.value !== null)
  const x = week.map((s) => (Date.parse(s.date) - Date.parse(addDays(day, -6))) / DAY_MS)
  const ts =
    week.length >= 3
      ? theilSen(
          x,
          week.map((s) => s.value!),
        )
      : undefined
  const trend = {
    days: week.length,
    mean_7d: r1(mean(week.map((s) => s.value!))),
    ...(ts
      ? {
          slope_per_day: r2(ts.slope),
          slope_low: r2(ts.slope_low),
          slope_high: r2(ts.slope_high),
          p_value: r4(ts.p_value),
          direction: ts.p_value < 0.05 ? (ts.slope > 0 ? 'rising' : 'falling') : 'no clear trend',
        }
      : { status: NOT_ENOUGH_DATA }),
  }
  const standing = z === undefined ? 'unknown' : z >= 1 ? 'above usual' : z <= -1 ? 'below usual' : 'typical'
  const data = {
    date: day,
    score_name: name,
    score: value,
    baseline: base ?? null,
    delta: delta === undefined ? null : r1(delta),
    z_score: z === undefined ? null : r2(z),
    standing,
    trend_7d: trend,
  }
  const sentences = [`Your ${label(name)} was ${fmt0(value)}.`]
  if (base && delta !== undefined) {
    sentences.push(
      `That is ${signed(delta)} against your ${base.source === 'baseline' ? 'baseline' : 'average of the last 28 days'} of ${fmt1(base.mean)}${z !== undefined ? ` (${standing})` : ''}.`,
    )
  } else sentences.push('There is not enough history yet to compare it with your usual sleep.')
  if ('direction' in trend && trend.direction !== 'no clear trend')
    sentences.push(`Over the last 7 days it has been ${trend.direction} (${signed(trend.slope_per_day!)} a day).`)
  else sentences.push(`The 7-day average is ${fmt1(trend.mean_7d)}.`)
  return {
    key: `SleepSummary:${day}:${name}`,
    name: 'SleepSummary',
    period: dayPeriod(day, ctx.profile.tz),
    data,
    ref: `scores/${day}/${name}`,
    providers: rec.providers,
    text: {
      title: `${label(name)[0]!.toUpperCase()}${label(name).slice(1)} ${fmt0(value)} (${standing})`,
      text: sentences.join(' '),
      followup_questions: ['How rested did you feel when you woke up?', 'Did anything unusual happen in the evening before?'],
    },
  }
}

// ---- days --------------------------------------------------------------------------------------

function mealTotals(meals: MealRec[]) {
  const t: Record<string, number> = {}
  for (const n of NUTRIENTS) t[n] = r1(sum(meals.map((m) => num(m.totals[n]) ?? 0)))
  return t as Record<(typeof NUTRIENTS)[number], number>
}

/** Share of macronutrient energy from protein and carbohydrate (4 kcal/g) and fat (9 kcal/g). */
function macroSplit(t: { protein_g: number; carbohydrate_g: number; fat_g: number }) {
  const p = t.protein_g * 4
  const c = t.carbohydrate_g * 4
  const f = t.fat_g * 9
  const all = p + c + f
  if (all <= 0) return null
  return { protein_pct: r1((p / all) * 100), carbohydrate_pct: r1((c / all) * 100), fat_pct: r1((f / all) * 100) }
}

/** Energy need of a day: Mifflin–St Jeor × 1.2, plus the day's workout calories. */
function energyEstimate(ctx: UserContext, day: string, workoutCalories: number) {
  const p = ctx.profile
  const missing = [p.weight === null && 'weight', p.height === null && 'height', p.birthday === null && 'birthday'].filter((x): x is string => Boolean(x))
  if (missing.length) return { estimate_kcal: null, missing }
  const age = ageOn(p.birthday!, day)
  const gender = p.gender ?? 'other'
  const bmr = mifflinStJeor({ weightKg: p.weight!, heightCm: p.height!, ageYears: age, gender })
  return {
    method: 'mifflin-st-jeor',
    inputs: { weight_kg: p.weight, height_cm: p.height, age_years: age, gender, gender_assumed: p.gender === null },
    resting_kcal: r1(bmr),
    activity_factor: SEDENTARY_FACTOR,
    workout_kcal: r1(workoutCalories),
    estimate_kcal: r1(bmr * SEDENTARY_FACTOR + workoutCalories),
  }
}

function dayScores(ctx: UserContext, day: string) {
  return ctx.scores
    .filter((s) => s.date === day && s.value !== null)
    .map((s) => {
      const base = baselineFor(ctx, s.name, day)
      const z = base && base.std > 0 ? (s.value! - base.mean) / base.std : null
      return {
        name: s.name,
        value: s.value!,
        baseline_mean: base ? r1(base.mean) : null,
        baseline_source: base?.source ?? null,
        z_score: z === null ? null : r2(z),
      }
    })
}

function activityTotals(acts: ActivityRec[]) {
  const w = acts.filter((a) => a.type === 'workout')
  const m = acts.filter((a) => a.type === 'mindfulness')
  return {
    workouts: w.length,
    mindfulness_sessions: m.length,
    workout_duration_seconds: sum(w.map((a) => a.duration_seconds)),
    mindfulness_duration_seconds: sum(m.map((a) => a.duration_seconds)),
    tss: r1(sum(w.map(tssOf))),
    calories: r1(sum(w.map(caloriesOf))),
  }
}

export function dailySummary(ctx: UserContext, day: string): Draft | undefined {
  const scores = dayScores(ctx, day)
  const acts = ctx.activities.filter((a) => a.day === day)
  const meals = ctx.meals.filter((m) => m.day === day)
  const habits = [...new Set(ctx.logs.filter((l) => l.date === day && habitDone(l)).map((l) => l.name))].sort()
  // The day's numeric records of the project's day-granularity custom record types.
  const custom = (ctx.customRecords ?? []).filter((c) => c.date === day).map((c) => ({ type: c.type, id: c.id, value: c.value, unit: c.unit }))
  if (!scores.length && !acts.length && !meals.length && !habits.length && !custom.length) return undefined
  const totals = activityTotals(acts)
  const mealTotal = mealTotals(meals)
  const stoodOut: { kind: string; text: string }[] = []
  for (const s of scores) {
    if (s.z_score !== null && Math.abs(s.z_score) >= STANDS_OUT_Z) {
      stoodOut.push({
        kind: 'score',
        text: `${label(s.name)} ${fmt0(s.value)} was ${s.z_score > 0 ? 'well above' : 'well below'} your usual ${fmt1(s.baseline_mean!)}`,
      })
    }
  }
  for (const a of acts) {
    if (a.fields['is_breakthrough_ftp'] === true || a.fields['is_breakthrough_lthr'] === true)
      stoodOut.push({ kind: 'workout', text: `a breakthrough in ${String(a.fields['type_name'] ?? 'a workout')}` })
  }
  const prior = workouts(ctx).filter((a) => a.day < day && a.day >= addDays(day, -28))
  const usualDailyTss = sum(prior.map(tssOf)) / 28
  if (totals.tss > 0 && usualDailyTss > 0 && totals.tss >= 2 * usualDailyTss && totals.tss >= 50) {
    stoodOut.push({ kind: 'load', text: `training stress of ${fmt0(totals.tss)}, ${fmt1(totals.tss / usualDailyTss)} times your daily average` })
  }
  const energy = meals.length ? energyEstimate(ctx, day, totals.calories) : null
  if (energy && energy.estimate_kcal !== null && mealTotal.calories > 0) {
    const ratio = mealTotal.calories / energy.estimate_kcal
    // Under-eating is only remarked on when the day looks fully logged (three meals or more).
    if ((ratio < 0.6 && meals.length >= 3) || ratio > 1.3)
      stoodOut.push({ kind: 'nutrition', text: `logged meals gave ${pct(ratio)} of your estimated energy need` })
  }
  const data = {
    date: day,
    tz_offset: ctx.profile.tz,
    scores,
    activities: {
      ...totals,
      items: acts.map((a) => ({
        id: a.id,
        type: a.type,
        type_name: a.fields['type_name'] ?? null,
        start: a.start.toISOString(),
        duration_seconds: a.duration_seconds,
        tss: a.type === 'workout' ? tssOf(a) : null,
      })),
    },
    meals: {
      count: meals.length,
      calories: mealTotal.calories,
      protein_g: mealTotal.protein_g,
      carbohydrate_g: mealTotal.carbohydrate_g,
      fat_g: mealTotal.fat_g,
      summary_ids: meals.map((m) => m.summary_id),
    },
    habits_done: habits,
    stood_out: stoodOut,
    // Only on days that have some, so the summaries of other days stay as they were.
    ...(custom.length ? { custom_records: custom } : {}),
  }
  const parts: string[] = []
  if (scores.length) parts.push(`Scores: ${scores.map((s) => `${label(s.name)} ${fmt0(s.value)}`).join(', ')}.`)
  if (acts.length) {
    const bits = []
    if (totals.workouts) bits.push(`${plural(totals.workouts, 'workout')} (${minutes(totals.workout_duration_seconds)}, TSS ${fmt0(totals.tss)})`)
    if (totals.mindfulness_sessions)
      bits.push(`${plural(totals.mindfulness_sessions, 'mindfulness session')} (${minutes(totals.mindfulness_duration_seconds)})`)
    parts.push(`You did ${bits.join(' and ')}.`)
  }
  if (meals.length) parts.push(`${plural(meals.length, 'meal')} logged, ${fmt0(mealTotal.calories)} kcal in total.`)
  if (habits.length) parts.push(`Habits done: ${habits.map(label).join(', ')}.`)
  const habitsAt = habits.length ? parts.length - 1 : undefined
  if (custom.length) parts.push(`Also recorded: ${custom.map((c) => `${label(c.type)} ${fmt1(c.value)}${c.unit ? ` ${c.unit}` : ''}`).join(', ')}.`)
  parts.push(stoodOut.length ? `What stood out: ${stoodOut.map((s) => s.text).join('; ')}.` : 'Nothing stood out from your usual pattern.')
  return {
    key: `DailySummary:${day}`,
    name: 'DailySummary',
    period: dayPeriod(day, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { habits: habitsAt }) },
    text: {
      title: `Your day, ${day}`,
      text: parts.join(' '),
      followup_questions: ['How did today feel overall?', 'Is there anything you want to do differently tomorrow?'],
    },
  }
}

export function dailyNutritionSummary(ctx: UserContext, day: string): Draft | undefined {
  const meals = ctx.meals.filter((m) => m.day === day)
  if (!meals.length) return undefined
  const totals = mealTotals(meals)
  const workoutKcal = sum(ctx.activities.filter((a) => a.day === day && a.type === 'workout').map(caloriesOf))
  const energy = energyEstimate(ctx, day, workoutKcal)
  const balance = energy.estimate_kcal !== null ? r1(totals.calories - energy.estimate_kcal) : null
  const split = macroSplit(totals)
  const data = {
    date: day,
    tz_offset: ctx.profile.tz,
    meals: meals.map((m) => ({ summary_id: m.summary_id, meal_time: m.meal_time.toISOString(), calories: r1(num(m.totals['calories']) ?? 0) })),
    totals,
    energy,
    balance_kcal: balance,
    macro_split: split,
  }
  const sentences = [
    `${cap(plural(meals.length, 'meal'))} with ${fmt0(totals.calories)} kcal: ${fmt0(totals.protein_g)} g protein, ${fmt0(totals.carbohydrate_g)} g carbohydrate and ${fmt0(totals.fat_g)} g fat.`,
  ]
  if (split) sentences.push(`Energy split: ${fmt0(split.protein_pct)}% protein, ${fmt0(split.carbohydrate_pct)}% carbohydrate, ${fmt0(split.fat_pct)}% fat.`)
  if (energy.estimate_kcal !== null && balance !== null) {
    sentences.push(
      `Your estimated need was ${fmt0(energy.estimate_kcal)} kcal (resting ${fmt0(energy.resting_kcal!)} × ${SEDENTARY_FACTOR}${workoutKcal ? ` plus ${fmt0(workoutKcal)} from workouts` : ''}), so the day ended ${balance >= 0 ? `${fmt0(balance)} kcal over` : `${fmt0(-balance)} kcal under`}.`,
    )
  } else sentences.push(`Add your ${energy.missing!.join(', ')} to your profile to compare this with your energy need.`)
  return {
    key: `DailyNutritionSummary:${day}`,
    name: 'DailyNutritionSummary',
    period: dayPeriod(day, ctx.profile.tz),
    data,
    text: {
      title: `Nutrition, ${day}: ${fmt0(totals.calories)} kcal`,
      text: sentences.join(' '),
      followup_questions: ['Did these meals cover everything you ate today?', 'How hungry were you between meals?'],
    },
  }
}

// ---- weeks -------------------------------------------------------------------------------------

function weekDays(monday: string) {
  return daysOf(monday, addDays(monday, 6))
}

export function weeklySummary(ctx: UserContext, monday: string): Draft | undefined {
  const days = weekDays(monday)
  const inWeek = (d: string) => d >= monday && d <= days[6]!
  const scores = ctx.scores.filter((s) => inWeek(s.date) && s.value !== null)
  const acts = ctx.activities.filter((a) => inWeek(a.day))
  const meals = ctx.meals.filter((m) => inWeek(m.day))
  const logs = ctx.logs.filter((l) => inWeek(l.date) && habitDone(l))
  if (!scores.length && !acts.length && !meals.length && !logs.length) return undefined
  const prevMonday = addDays(monday, -7)
  const names = [...new Set(scores.map((s) => s.name))].sort()
  const scoreStats = names.map((name) => {
    const v = scores.filter((s) => s.name === name).map((s) => s.value!)
    const prev = ctx.scores.filter((s) => s.name === name && s.date >= prevMonday && s.date < monday && s.value !== null).map((s) => s.value!)
    return {
      name,
      days: v.length,
      mean: r1(mean(v)),
      min: Math.min(...v),
      max: Math.max(...v),
      previous_week_mean: prev.length ? r1(mean(prev)) : null,
      change: prev.length ? r1(mean(v) - mean(prev)) : null,
    }
  })
  const dataDays = new Set([...scores.map((s) => s.date), ...acts.map((a) => a.day), ...meals.map((m) => m.day), ...logs.map((l) => l.date)])
  const mealTotal = mealTotals(meals)
  const mealDays = new Set(meals.map((m) => m.day)).size
  const habitNames = [...new Set(logs.map((l) => l.name))].sort()
  const habits = habitNames.map((name) => ({ name, days_done: new Set(logs.filter((l) => l.name === name).map((l) => l.date)).size }))
  const totals = activityTotals(acts)
  const week = isoWeek(monday)
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    days_with_data: dataDays.size,
    scores: scoreStats,
    activities: totals,
    meals: { count: meals.length, days: mealDays, calories: mealTotal.calories, calories_per_day: mealDays ? r1(mealTotal.calories / mealDays) : null },
    habits,
  }
  const parts = [`Week ${week.id}: data on ${dataDays.size} of 7 days.`]
  for (const s of scoreStats)
    parts.push(`${cap(label(s.name))} averaged ${fmt1(s.mean)}${s.change !== null ? ` (${signed(s.change)} on the week before)` : ''}.`)
  if (acts.length)
    parts.push(
      `${cap(plural(totals.workouts, 'workout'))} for ${minutes(totals.workout_duration_seconds)} and TSS ${fmt0(totals.tss)}${totals.mindfulness_sessions ? `, ${plural(totals.mindfulness_sessions, 'mindfulness session')}` : ''}.`,
    )
  if (meals.length)
    parts.push(`${cap(plural(meals.length, 'meal'))} logged on ${plural(mealDays, 'day')}, ${fmt0(mealTotal.calories / mealDays)} kcal a day on those days.`)
  if (habits.length) parts.push(`Habits: ${habits.map((h) => `${label(h.name)} on ${plural(h.days_done, 'day')}`).join(', ')}.`)
  const habitsAt = habits.length ? parts.length - 1 : undefined
  return {
    key: `WeeklySummary:${week.id}`,
    name: 'WeeklySummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { habits: habitsAt }) },
    text: {
      title: `Your week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['What went well this week?', 'What is one thing you want to focus on next week?'],
    },
  }
}

export function weeklyActivitySummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  const acts = ctx.activities.filter((a) => a.day >= monday && a.day <= sunday)
  if (!acts.length) return undefined
  const totals = activityTotals(acts)
  const w = acts.filter((a) => a.type === 'workout')
  const types = [...new Set(w.map((a) => String(a.fields['type_name'] ?? 'Workout')))].sort()
  const byType = types.map((t) => {
    const of = w.filter((a) => String(a.fields['type_name'] ?? 'Workout') === t)
    return { type_name: t, workouts: of.length, duration_seconds: sum(of.map((a) => a.duration_seconds)), tss: r1(sum(of.map(tssOf))) }
  })
  // Zone time summed over the workouts that report it, by zone name.
  const zoneSeconds = new Map<string, number>()
  for (const a of w) for (const z of zonesOf(a.fields)?.zones ?? []) zoneSeconds.set(z.zone, (zoneSeconds.get(z.zone) ?? 0) + z.seconds)
  const zoneTotal = sum([...zoneSeconds.values()])
  const zones = zoneTotal > 0 ? [...zoneSeconds].map(([zone, seconds]) => ({ zone, seconds, share: r4(seconds / zoneTotal) })) : null
  const end = localDayStart(addDays(monday, 7), ctx.profile.tz).getTime() - 1
  const prevMonday = addDays(monday, -7)
  const prev = ctx.activities.filter((a) => a.type === 'workout' && a.day >= prevMonday && a.day < monday)
  const week = isoWeek(monday)
  const load = loadAt(ctx, end)
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    ...totals,
    by_type: byType,
    hr_zones: zones,
    load_at_week_end: load,
    previous_week: { workouts: prev.length, duration_seconds: sum(prev.map((a) => a.duration_seconds)), tss: r1(sum(prev.map(tssOf))) },
    activity_ids: acts.map((a) => a.id),
  }
  const parts = [
    `${plural(totals.workouts, 'workout')} for ${minutes(totals.workout_duration_seconds)}, TSS ${fmt0(totals.tss)}${totals.calories ? ` and ${fmt0(totals.calories)} kcal` : ''}.`,
  ]
  if (byType.length) parts.push(`By type: ${byType.map((t) => `${t.type_name} ${t.workouts}× (${minutes(t.duration_seconds)})`).join(', ')}.`)
  if (zones) {
    const top = [...zones].sort((a, b) => b.share - a.share)[0]!
    parts.push(`Most heart-rate time was in zone ${top.zone} (${pct(top.share)}).`)
  }
  if (totals.mindfulness_sessions)
    parts.push(`${plural(totals.mindfulness_sessions, 'mindfulness session')} (${minutes(totals.mindfulness_duration_seconds)}).`)
  const mindfulnessAt = totals.mindfulness_sessions ? parts.length - 1 : undefined
  parts.push(`Previous week: ${plural(prev.length, 'workout')}, TSS ${fmt0(data.previous_week.tss)}.`)
  if (load.acute_chronic_ratio !== null && load.ratio_band !== null)
    parts.push(`Acute to chronic load ratio at the end of the week: ${load.acute_chronic_ratio} (${load.ratio_band}).`)
  return {
    key: `WeeklyActivitySummary:${week.id}`,
    name: 'WeeklyActivitySummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { mindfulness: mindfulnessAt }) },
    text: {
      title: `Training week ${week.id}: ${plural(totals.workouts, 'workout')}, TSS ${fmt0(totals.tss)}`,
      text: parts.join(' '),
      followup_questions: ['How did your body feel across the week?', 'Do you want to raise or lower the load next week?'],
    },
  }
}

export function weeklyNutritionSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  const meals = ctx.meals.filter((m) => m.day >= monday && m.day <= sunday)
  if (!meals.length) return undefined
  const totals = mealTotals(meals)
  const mealDays = [...new Set(meals.map((m) => m.day))].sort()
  const perDay: Record<string, number> = {}
  for (const n of NUTRIENTS) perDay[n] = r1(totals[n] / mealDays.length)
  const estimates = mealDays.map(
    (d) => energyEstimate(ctx, d, sum(ctx.activities.filter((a) => a.day === d && a.type === 'workout').map(caloriesOf))).estimate_kcal,
  )
  const known = estimates.filter((e): e is number => e !== null)
  const estimatePerDay = known.length === estimates.length ? r1(mean(known)) : null
  const week = isoWeek(monday)
  const split = macroSplit(totals)
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    meals: meals.length,
    days_with_meals: mealDays.length,
    totals,
    per_day: perDay,
    energy_estimate_per_day_kcal: estimatePerDay,
    balance_per_day_kcal: estimatePerDay === null ? null : r1(perDay['calories']! - estimatePerDay),
    macro_split: split,
    days: mealDays,
  }
  const parts = [
    `${cap(plural(meals.length, 'meal'))} on ${plural(mealDays.length, 'day')}: ${fmt0(perDay['calories']!)} kcal a day on average, with ${fmt0(perDay['protein_g']!)} g protein.`,
  ]
  if (split) parts.push(`Energy split: ${fmt0(split.protein_pct)}% protein, ${fmt0(split.carbohydrate_pct)}% carbohydrate, ${fmt0(split.fat_pct)}% fat.`)
  if (data.balance_per_day_kcal !== null)
    parts.push(`Against an estimated need of ${fmt0(estimatePerDay!)} kcal a day that is ${signed(data.balance_per_day_kcal, fmt0)} kcal a day.`)
  return {
    key: `WeeklyNutritionSummary:${week.id}`,
    name: 'WeeklyNutritionSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Nutrition week ${week.id}: ${fmt0(perDay['calories']!)} kcal a day`,
      text: parts.join(' '),
      followup_questions: ['Were there meals this week you did not log?', 'Which meal would be easiest to improve next week?'],
    },
  }
}

/** Weekly analyses run only for weeks with data of their kind in the week itself. */
export function trendSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  if (!ctx.scores.some((s) => s.date >= monday && s.date <= sunday && s.value !== null)) return undefined
  const from = addDays(sunday, -(TREND_WINDOW_DAYS - 1))
  const inWindow = ctx.scores.filter((s) => s.date >= from && s.date <= sunday && s.value !== null)
  const names = [...new Set(inWindow.map((s) => s.name))].sort()
  const metrics = names.map((name) => {
    const series = inWindow.filter((s) => s.name === name)
    if (series.length < TREND_MIN_DAYS) return { metric: name, days: series.length, status: NOT_ENOUGH_DATA }
    const x = series.map((s) => (Date.parse(s.date) - Date.parse(from)) / DAY_MS)
    const y = series.map((s) => s.value!)
    const ts = theilSen(x, y)
    const last7 = series.filter((s) => s.date > addDays(sunday, -7)).map((s) => s.value!)
    const stored = ctx.baselines.get(name)
    const baseline = stored ? { source: 'baseline', mean: stored.mean, std: stored.std } : { source: 'window', mean: r2(mean(y)), std: r2(sampleStd(y)) }
    const m7 = last7.length ? mean(last7) : NaN
    const common = {
      metric: name,
      days: series.length,
      mean: r2(mean(y)),
      mean_last_7_days: orNull(m7, 2),
      baseline,
      vs_baseline: Number.isFinite(m7) ? r2(m7 - baseline.mean) : null,
      vs_baseline_z: Number.isFinite(m7) && baseline.std > 0 ? r2((m7 - baseline.mean) / baseline.std) : null,
    }
    if (!ts) return { ...common, slope_per_day: 0, slope_per_week: 0, direction: 'flat', status: 'ok' }
    const significant = ts.p_value < 0.05 && (ts.slope_low > 0 || ts.slope_high < 0)
    return {
      ...common,
      status: 'ok',
      method: 'theil-sen',
      slope_per_day: r4(ts.slope),
      slope_per_week: r2(ts.slope * 7),
      slope_ci95: [r4(ts.slope_low), r4(ts.slope_high)],
      kendall_tau: r4(ts.kendall_tau),
      p_value: r4(ts.p_value),
      confidence: r4(1 - ts.p_value),
      direction: significant ? (ts.slope > 0 ? 'rising' : 'falling') : 'no clear trend',
    }
  })
  const week = isoWeek(monday)
  const data = { week: week.id, window: { start: from, end: sunday, days: TREND_WINDOW_DAYS }, min_days: TREND_MIN_DAYS, metrics }
  const parts: string[] = []
  type TrendRow = {
    metric: string
    days: number
    status: string
    direction?: string
    slope_per_week?: number
    slope_ci95?: number[]
    mean?: number
    vs_baseline?: number | null
    baseline?: { source: string }
  }
  for (const m of metrics as TrendRow[]) {
    if (m.status !== 'ok') parts.push(`${cap(label(m.metric))}: ${NOT_ENOUGH_DATA} (${m.days} of ${TREND_MIN_DAYS} days needed).`)
    else if (m.slope_ci95 && m.direction !== 'no clear trend' && m.direction !== 'flat') {
      parts.push(
        `${cap(label(m.metric))} is ${m.direction}: ${signed(m.slope_per_week!)} a week (95% interval ${fmt1(m.slope_ci95[0]! * 7)} to ${fmt1(m.slope_ci95[1]! * 7)}), now ${m.vs_baseline != null ? `${signed(m.vs_baseline)} against` : 'compared with'} your ${m.baseline?.source === 'baseline' ? 'baseline' : '4-week average'}.`,
      )
    } else parts.push(`${cap(label(m.metric))}: no clear trend over the last 4 weeks (average ${fmt1(m.mean!)}).`)
  }
  return {
    key: `TrendSummary:${week.id}`,
    name: 'TrendSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Trends to week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['Do you know what changed in the weeks behind these trends?', 'Which of these metrics matters most to you?'],
    },
  }
}

export function impactSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  if (!ctx.logs.some((l) => l.date >= monday && l.date <= sunday)) return undefined
  const from = addDays(sunday, -(IMPACT_WINDOW_DAYS - 1))
  const logs = ctx.logs.filter((l) => l.date >= from && l.date <= sunday)
  const scores = ctx.scores.filter((s) => s.date >= from && s.date <= sunday && s.value !== null)
  const habitNames = [...new Set(logs.map((l) => l.name))].sort()
  const metricNames = [...new Set(scores.map((s) => s.name))].sort()
  type Row = Record<string, unknown> & { p_value?: number }
  const tests: Row[] = []
  const habits = habitNames.map((habit) => {
    const done = new Set(logs.filter((l) => l.name === habit && habitDone(l)).map((l) => l.date))
    const info = ctx.habits.get(habit)
    const metrics = metricNames.map((metric) => {
      const onDays = scores.filter((s) => s.name === metric && done.has(s.date)).map((s) => s.value!)
      const otherDays = scores.filter((s) => s.name === metric && !done.has(s.date)).map((s) => s.value!)
      const base: Row = { metric, habit_days: onDays.length, other_days: otherDays.length, expected: info?.potential_impacts[metric] ?? null }
      if (onDays.length < IMPACT_MIN_DAYS || otherDays.length < IMPACT_MIN_DAYS) return { ...base, status: NOT_ENOUGH_DATA }
      const w = welch(onDays, otherDays)
      if (!w) return { ...base, status: 'no variation' }
      const row: Row = {
        ...base,
        status: 'ok',
        mean_habit_days: r2(w.mean_a),
        mean_other_days: r2(w.mean_b),
        difference: r2(w.diff),
        ci95: [r2(w.ci_low), r2(w.ci_high)],
        effect_size_g: r2(w.hedges_g),
        p_value: w.p_value,
      }
      tests.push(row)
      return row
    })
    return { habit, title: info?.title ?? null, days_done: done.size, metrics }
  })
  // Holm over every comparison in this summary: testing many habit × metric pairs must not
  // turn chance into claimed effects.
  const adjusted = holm(tests.map((t) => t.p_value!))
  tests.forEach((t, i) => {
    const p = t.p_value!
    t.p_value = r4(p)
    t.p_adjusted = r4(adjusted[i]!)
    t.finding = adjusted[i]! < 0.05 ? ((t.difference as number) > 0 ? 'higher on habit days' : 'lower on habit days') : 'no clear difference'
  })
  const week = isoWeek(monday)
  const data = {
    week: week.id,
    window: { start: from, end: sunday, days: IMPACT_WINDOW_DAYS },
    min_days_each_side: IMPACT_MIN_DAYS,
    method: 'welch-t, hedges-g, holm-adjusted',
    habits,
  }
  const parts: string[] = []
  for (const h of habits) {
    const ok = h.metrics.filter((m) => m['status'] === 'ok')
    const found = ok.filter((m) => m['finding'] !== 'no clear difference')
    const name = h.title ?? label(h.habit)
    if (!ok.length) parts.push(`${name}: ${NOT_ENOUGH_DATA} (at least ${IMPACT_MIN_DAYS} days with and ${IMPACT_MIN_DAYS} without the habit are needed).`)
    else if (!found.length)
      parts.push(`${name}: no clear difference in ${ok.map((m) => label(String(m['metric']))).join(', ')} between days with and without it.`)
    else {
      for (const m of found) {
        const ci = m['ci95'] as number[]
        parts.push(
          `${name}: ${label(String(m['metric']))} was ${signed(m['difference'] as number)} on habit days (${plural(m['habit_days'] as number, 'day')} against ${m['other_days']}; 95% interval ${fmt1(ci[0]!)} to ${fmt1(ci[1]!)}, effect size ${m['effect_size_g']}).`,
        )
      }
    }
  }
  return {
    key: `ImpactSummary:${week.id}`,
    name: 'ImpactSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Habit impact to week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['Which habit do you want to keep up next week?', 'Were there days you did a habit but did not log it?'],
    },
  }
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
