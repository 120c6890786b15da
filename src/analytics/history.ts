// What a workout's fields take from the ones before it (CONTRACT "Workout analytics"): thresholds
// guessed from the selected workouts of the last 90 days, breakthroughs, and the chronic training
// load just before and just after the workout. Pure: the caller passes the summaries.
import type { Thresholds, WorkoutSummary } from './types.js'

const DAY_MS = 86_400_000
/** How far back guessed thresholds look, this workout included. */
export const THRESHOLD_HISTORY_DAYS = 90
/** The share of a 20-minute best that is taken as the threshold (FTP, LTHR). */
export const THRESHOLD_SHARE = 0.95
/** The time constant of the chronic training load, in days. */
export const CTL_DAYS = 42
/**
 * How far back a caller passes history: the thresholds look 90 days back, and the training load
 * weighs a day 730 days back by (41/42)^730 ≈ 2·10⁻⁸ of what it weighed then, so leaving older
 * workouts out moves a chronic training load of up to 10,000 by less than 0.001.
 */
export const HISTORY_DAYS = 730

/** A set threshold: a positive finite number, else undefined ("guess it"). */
export const setValue = (v: number | null | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined)

/** The best efforts history keeps of a workout. */
export type Bests = Pick<WorkoutSummary, 'best_20min_power' | 'best_20min_hr' | 'best_5s_hr'>

/** The highest of each best over the workouts of history starting in [at - 90 days, at). */
export function bestsBefore(history: readonly WorkoutSummary[], at: number): Bests {
  const from = at - THRESHOLD_HISTORY_DAYS * DAY_MS
  let p: number | undefined
  let h: number | undefined
  let m: number | undefined
  for (const w of history) {
    if (!(w.start >= from && w.start < at)) continue
    p = higher(p, w.best_20min_power)
    h = higher(h, w.best_20min_hr)
    m = higher(m, w.best_5s_hr)
  }
  return { best_20min_power: p, best_20min_hr: h, best_5s_hr: m }
}

const higher = (a: number | undefined, b: number | undefined) => (b === undefined || !Number.isFinite(b) ? a : a === undefined || b > a ? b : a)

export interface ThresholdChoice {
  /** 95 % of the best 20-minute mean power of the last 90 days, this workout included */
  guessed_ftp?: number | undefined
  /** the user's FTP, else the guessed one */
  used_ftp?: number | undefined
  guessed_lthr?: number | undefined
  used_lthr?: number | undefined
  /** the user's MHR when set, else the highest 5-second mean heart rate of the last 90 days */
  guessed_mhr?: number | undefined
  /** the thresholds that were in use before this workout: the user's, else guessed without it */
  ftp_before?: number | undefined
  lthr_before?: number | undefined
}

/**
 * The thresholds for a workout starting at `at` with best efforts `own`. A threshold the user set
 * wins over a guess; `guessed_mhr` is the user's MHR when set (the specification has no `used_mhr`,
 * and the contract says the user's MHR wins there).
 */
export function chooseThresholds(history: readonly WorkoutSummary[], set: Thresholds | null | undefined, at: number, own: Bests): ThresholdChoice {
  const before = bestsBefore(history, at)
  const share = (best: number | undefined) => (best === undefined ? undefined : THRESHOLD_SHARE * best)
  const guessedFtp = share(higher(before.best_20min_power, own.best_20min_power))
  const guessedLthr = share(higher(before.best_20min_hr, own.best_20min_hr))
  const ftp = setValue(set?.ftp)
  const lthr = setValue(set?.lthr)
  return {
    guessed_ftp: guessedFtp,
    used_ftp: ftp ?? guessedFtp,
    guessed_lthr: guessedLthr,
    used_lthr: lthr ?? guessedLthr,
    guessed_mhr: setValue(set?.mhr) ?? higher(before.best_5s_hr, own.best_5s_hr),
    ftp_before: ftp ?? share(before.best_20min_power),
    lthr_before: lthr ?? share(before.best_20min_hr),
  }
}

/**
 * Whether this workout's own 95 % of its best 20 minutes exceeds the threshold in use before it.
 * No 20 minutes of the stream, or no threshold before it (nothing set, nothing in 90 days): false.
 */
export function isBreakthrough(ownBest20: number | undefined, before: number | undefined): boolean {
  return ownBest20 !== undefined && before !== undefined && THRESHOLD_SHARE * ownBest20 > before
}

/** The local day number of an instant (days since 1970-01-01 at the user's fixed UTC offset). */
export const localDayNumber = (ms: number, tzOffsetSeconds: number) => Math.floor((ms + tzOffsetSeconds * 1000) / DAY_MS)

/**
 * The chronic training load (CTL) just before and just after a workout starting at `at`.
 *
 * Daily TSS is the sum of the TSS of the workouts starting on that local day (midnight at the
 * user's UTC offset). CTL is 0 before the first day of history and follows, day by day,
 *   CTL(d) = CTL(d-1) + (TSS(d) - CTL(d-1)) / 42
 * (TrainingPeaks' and GoldenCheetah's exponentially weighted average; a day without training
 * multiplies it by 41/42). `before` is the CTL the workout's day would end with if it held only
 * the workouts that started before this one; `after` adds this workout's TSS, so
 * after - before = tss / 42. Workouts of history starting at or after `at` are left out.
 */
export function chronicLoad(history: readonly WorkoutSummary[], at: number, tss: number, tzOffsetSeconds = 0): { before: number; after: number } {
  const day = localDayNumber(at, tzOffsetSeconds)
  const prior = history.filter((w) => w.start < at && Number.isFinite(w.tss))
  // A re-computation passes history in start order already: sort only when it is not.
  if (prior.some((w, i) => i > 0 && w.start < prior[i - 1]!.start)) prior.sort((a, b) => a.start - b.start)
  const keep = 1 - 1 / CTL_DAYS
  let ctl = 0
  let ctlDay: number | undefined // the last day `ctl` is the end-of-day value of
  let sumToday = 0 // TSS of the workouts before this one on its own day
  let i = 0
  while (i < prior.length) {
    const d = localDayNumber(prior[i]!.start, tzOffsetSeconds)
    let dayTss = 0
    while (i < prior.length && localDayNumber(prior[i]!.start, tzOffsetSeconds) === d) dayTss += prior[i++]!.tss
    if (d === day) {
      sumToday = dayTss
      break
    }
    if (ctlDay !== undefined) ctl *= keep ** (d - ctlDay - 1)
    ctl = ctl + (dayTss - ctl) / CTL_DAYS
    ctlDay = d
  }
  if (ctlDay !== undefined) ctl *= keep ** (day - ctlDay - 1)
  const before = ctl + (sumToday - ctl) / CTL_DAYS
  return { before, after: before + tss / CTL_DAYS }
}
