// What the summary generators share: the draft's shape, thresholds, formatting and the small
// computations several of them use. Pure: no I/O.
import type { SystemSummaryDraft } from '../../modules/summaries/index.js'
import type { ActivityRec, BaselineRec, UserContext } from '../context.js'
import { mean, median, round, sampleStd } from '../stats.js'
import { addDays, isoWeek, localDayStart } from '../../time/calendar.js'

/** Version of the generators and their templates; goes into llm_debug.prompt_id. */
export const INSIGHTS_VERSION = 'insights-v3'
export const BUILTIN_MODEL = 'healthd-builtin'

export interface SummaryText {
  title: string
  text: string
  followup_questions: string[]
}

/** A system summary as a generator drafts it: what the summaries area stores, and its built-in text. */
export interface Draft extends SystemSummaryDraft {
  text: SummaryText
}

export const DAY_MS = 86_400_000
/** A day's score this many standard deviations from its baseline "stands out". */
export const STANDS_OUT_Z = 1.5
/** Minimum days of data for a trend, and per side for an impact comparison. */
export const TREND_MIN_DAYS = 14
export const IMPACT_MIN_DAYS = 7
export const TREND_WINDOW_DAYS = 28
export const IMPACT_WINDOW_DAYS = 56
export const NOT_ENOUGH_DATA = 'not enough data yet'
/** Mifflin–St Jeor resting energy times this, plus the day's workout calories. */
export const SEDENTARY_FACTOR = 1.2

export const NUTRIENTS = ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const

// ---- small helpers -------------------------------------------------------------------------

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
export const r1 = (x: number) => round(x, 1)
export const r2 = (x: number) => round(x, 2)
export const r4 = (x: number) => round(x, 4)
export const orNull = (x: number, digits: number) => (Number.isFinite(x) ? round(x, digits) : null)
// toLocaleString with these arguments, without building a NumberFormat on every call.
export const EN_0 = new Intl.NumberFormat('en-US')
export const EN_1 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
export const fmt0 = (x: number) => EN_0.format(Math.round(x))
export const fmt1 = (x: number) => EN_1.format(Math.round(x * 10) / 10)
export const pct = (share: number) => `${Math.round(share * 100)}%`
export const minutes = (s: number) => `${fmt0(s / 60)} min`
export const signed = (x: number, f = fmt1) => (x > 0 ? `+${f(x)}` : x < 0 ? `−${f(-x)}` : f(0))
export const label = (name: string) => name.replace(/_/g, ' ')
export const cap = (x: string) => (x ? x[0]!.toUpperCase() + x.slice(1) : x)
/** `data.sentences`: a built-in text's sentence count and where each keyed one is (`habits`, `mindfulness`), so that
 *  readers (the chat answerer) find a sentence by key, never by its words; a model's text has none (engine.ts). */
export const sentenceKeys = (parts: string[], at: Record<string, number | undefined>) => ({ count: parts.length, at })

export function dayPeriod(day: string, tz: number) {
  return { type: 'day', id: day, start: localDayStart(day, tz).toISOString(), end: localDayStart(addDays(day, 1), tz).toISOString(), duration_seconds: 86_400 }
}

export function weekPeriod(monday: string, tz: number) {
  const w = isoWeek(monday)
  return {
    type: 'week',
    id: w.id,
    start: localDayStart(monday, tz).toISOString(),
    end: localDayStart(addDays(monday, 7), tz).toISOString(),
    duration_seconds: 7 * 86_400,
  }
}

export const daysOf = (from: string, to: string): string[] => {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

export const workouts = (ctx: UserContext) => ctx.activities.filter((a) => a.type === 'workout')
export const tssOf = (a: ActivityRec) => num(a.fields['tss']) ?? 0
export const caloriesOf = (a: ActivityRec) => num(a.fields['calories']) ?? 0

/** The baseline a value is judged against: the stored one, else the 28 local days before `day`. */
export function baselineFor(
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
export function loadAt(ctx: UserContext, at: number) {
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
export function zonesOf(fields: Record<string, unknown>): { source: string; zones: { zone: string; seconds: number; share: number }[] } | undefined {
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

export function intensityOf(a: ActivityRec): { intensity_factor: number | null; source: string | null; band: string | null } {
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
