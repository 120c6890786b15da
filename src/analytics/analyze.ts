// The one entry of workout analytics: a workout's streams and the user's thresholds and history in,
// every field the contract defines out ("Workout analytics"). A field is absent when the stream it
// needs is missing (no power, no power fields); `tss` is always set.
import { chooseThresholds, chronicLoad, isBreakthrough } from './history.js'
import { toMovingStreams } from './resample.js'
import { bestMean, MAX_HR_WINDOW_SECONDS, normalizedPower, streamStats } from './rolling.js'
import type { AnalyticsContext, StreamsInput, WorkoutAnalysis, WorkoutFields, WorkoutSummary } from './types.js'
import { LTHR_ZONE_PERCENTS, mhrZones, POWER_ZONE_PERCENTS, thresholdZones } from './zones.js'

/** Rounding of reported values (docs/analytics.md): whole units are stated where the contract says so. */
const r1 = (x: number) => Math.round(x * 10) / 10
const r3 = (x: number) => Math.round(x * 1000) / 1000
/** A threshold the user set is reported as set; a guessed one rounded to 0.1. */
const asSetOrRounded = (used: number, set: number | null | undefined) => (used === set ? used : r1(used))

/**
 * Analyses one workout.
 *
 * `streams`: raw points, an `hr_series` with its rate and start, or streams from `resample`.
 * `context.thresholds`: the user's own (set ones win over guesses); `context.history`: summaries
 * of the user's other selected workouts (those at or after this one's start are ignored);
 * `context.tzOffsetSeconds`: where a day of training load begins.
 * The answer's `summary` is what later workouts need of this one: keep it with the workout.
 */
export function analyzeWorkout(streams: StreamsInput, context: AnalyticsContext = {}): WorkoutAnalysis {
  const ms = toMovingStreams(streams)
  const at = ms.start ?? 0
  const history = context.history ?? []
  const power = streamStats(ms.power)
  const hr = streamStats(ms.hr)
  const best5sHr = hr ? bestMean(hr.values, MAX_HR_WINDOW_SECONDS) : undefined
  const own = { best_20min_power: power?.best20min, best_20min_hr: hr?.best20min, best_5s_hr: best5sHr }
  const th = chooseThresholds(history, context.thresholds, at, own)

  const f: WorkoutFields = { duration_seconds: ms.seconds, tss: 0 }
  if (ms.start !== null) f.start_datetime = new Date(ms.start).toISOString()
  if (ms.end !== null) f.end_datetime = new Date(ms.end).toISOString()

  let tssPower: number | undefined
  if (power) {
    const np = normalizedPower(power.values)!
    f.average_power = r1(power.mean)
    f.normalized_power = r1(np)
    if (power.mean > 0) f.variability_index = r3(np / power.mean)
    if (th.guessed_ftp !== undefined) f.guessed_ftp = r1(th.guessed_ftp)
    f.is_breakthrough_ftp = isBreakthrough(power.best20min, th.ftp_before)
    const ftp = th.used_ftp
    if (ftp !== undefined) {
      const intensity = np / ftp
      // Seconds of moving time with power: the whole moving time unless the meter dropped out for
      // over 10 s (then those seconds have no power to weigh).
      tssPower = ((power.values.length * np * intensity) / (ftp * 3600)) * 100
      f.used_ftp = asSetOrRounded(ftp, context.thresholds?.ftp)
      f.intensity_factor = r3(intensity)
      f.tss_power = r1(tssPower)
      const z = thresholdZones(power.values, ftp, POWER_ZONE_PERCENTS)
      f.power_zone_thresholds = z.thresholds
      f.power_zone_durations_seconds = z.seconds
      f.zone_power = z.percents
    }
  }

  let tssHr: number | undefined
  if (hr) {
    f.average_hr = r1(hr.mean)
    f.max_hr = r1(hr.max)
    if (th.guessed_lthr !== undefined) f.guessed_lthr = r1(th.guessed_lthr)
    f.is_breakthrough_lthr = isBreakthrough(hr.best20min, th.lthr_before)
    const lthr = th.used_lthr
    if (lthr !== undefined) {
      tssHr = (hr.values.length / 3600) * (hr.mean / lthr) ** 2 * 100
      f.used_lthr = asSetOrRounded(lthr, context.thresholds?.lthr)
      f.tss_hr = r1(tssHr)
      const z = thresholdZones(hr.values, lthr, LTHR_ZONE_PERCENTS)
      f.hr_zone_thresholds = z.thresholds
      f.hr_zone_durations_seconds = z.seconds
      f.zone_hr = z.percents
    }
    const mhr = th.guessed_mhr
    if (mhr !== undefined) {
      f.guessed_mhr = asSetOrRounded(mhr, context.thresholds?.mhr)
      Object.assign(f, mhrZones(hr.values, mhr))
    }
  }

  // The reported TSS and the one history sums are the same number, so a re-computation repeats it.
  const tss = r1(tssPower ?? tssHr ?? 0)
  f.tss = tss
  if (ms.start !== null) {
    const load = chronicLoad(history, at, tss, context.tzOffsetSeconds ?? 0)
    f.activity_score_before = Math.round(load.before)
    f.activity_score_after = Math.round(load.after)
  }
  const summary: WorkoutSummary = { start: at, tss, ...definedOnly(own) }
  return { fields: f, summary }
}

const definedOnly = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

/** One workout of a re-computation: when it started (ms) and its streams. */
export interface HistoryWorkout {
  streams: StreamsInput
}

/**
 * Re-computes a user's workouts (after a threshold change, or a workout that moves a guessed
 * threshold): in start order, each one's history is `context.history` (workouts outside this set)
 * plus the ones of this set before it, as they come out of this re-computation. Answers in the
 * order given.
 */
export function analyzeHistory(workouts: readonly HistoryWorkout[], context: AnalyticsContext = {}): WorkoutAnalysis[] {
  const prepared = workouts.map((w, i) => ({ i, ms: toMovingStreams(w.streams) }))
  prepared.sort((a, b) => (a.ms.start ?? 0) - (b.ms.start ?? 0) || a.i - b.i)
  const history: WorkoutSummary[] = [...(context.history ?? [])]
  const out = new Array<WorkoutAnalysis>(workouts.length)
  for (const { i, ms } of prepared) {
    const a = analyzeWorkout(ms, { ...context, history })
    history.push(a.summary)
    out[i] = a
  }
  return out
}
