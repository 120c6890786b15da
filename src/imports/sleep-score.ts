// The nightly sleep score `healthd:sleep_score:v1` (CONTRACT "Device files in"): an open formula
// anyone can compute by hand from a night's minutes and its sleep onset. Pure.
//
//   score = round(0.4 × duration + 0.2 × stages + 0.2 × consistency + 0.2 × interruptions)
//
// each component 0 to 100:
// - duration: hours asleep; 100 from 7 to 9 h, falling linearly to 0 at 3 h and at 13 h;
// - stages: deep and REM minutes, each full at 90 min: (min(deep, 90) + min(rem, 90)) / 180;
// - consistency: how far sleep onset (its local clock time) lies from the median onset of the
//   nights of the 14 days before: full within 15 min, 0 at 2 h, linear between; full when fewer
//   than 3 of those nights are known;
// - interruptions: minutes awake after sleep onset; full up to 20, 0 at 90, linear between.

export const SLEEP_SCORE_REF = 'healthd:sleep_score:v1'

const clamp = (x: number) => Math.min(100, Math.max(0, x))

/** Hours asleep → 0 to 100. */
export function durationScore(asleepMinutes: number): number {
  const h = asleepMinutes / 60
  if (h < 7) return clamp(((h - 3) / 4) * 100)
  if (h > 9) return clamp(((13 - h) / 4) * 100)
  return 100
}

/** Deep and REM minutes → 0 to 100. */
export function stagesScore(deepMinutes: number, remMinutes: number): number {
  return ((Math.min(deepMinutes, 90) + Math.min(remMinutes, 90)) / 180) * 100
}

/** Minutes awake after sleep onset → 0 to 100. */
export function interruptionsScore(awakeAfterOnsetMinutes: number): number {
  return clamp(((90 - awakeAfterOnsetMinutes) / 70) * 100)
}

/**
 * Sleep onset as minutes after local noon (0 to 1440): onsets around midnight compare without a
 * wrap (23:50 is 710, 00:10 is 730).
 */
export function onsetClock(onset: number, tz: number): number {
  const minuteOfDay = (((onset / 60_000 + tz / 60) % 1440) + 1440) % 1440
  return (minuteOfDay + 720) % 1440
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** This night's onset clock against those of the nights before (onsetClock values) → 0 to 100. */
export function consistencyScore(onset: number | null, before: readonly number[]): number {
  if (before.length < 3 || onset === null) return 100
  const off = Math.abs(onset - median(before))
  if (off <= 15) return 100
  return clamp(((120 - off) / 105) * 100)
}

export interface SleepScoreInput {
  asleep_minutes: number
  deep_minutes: number
  rem_minutes: number
  awake_after_onset_minutes: number
  /** onsetClock of this night's sleep onset; null when no sample says asleep. */
  onset_clock: number | null
  /** onsetClock of the nights of the 14 days before that have one. */
  onsets_before: readonly number[]
}

export interface SleepScore {
  value: number
  duration: number
  stages: number
  consistency: number
  interruptions: number
}

export function sleepScore(n: SleepScoreInput): SleepScore {
  const duration = durationScore(n.asleep_minutes)
  const stages = stagesScore(n.deep_minutes, n.rem_minutes)
  const consistency = consistencyScore(n.onset_clock, n.onsets_before)
  const interruptions = interruptionsScore(n.awake_after_onset_minutes)
  return { value: Math.round(0.4 * duration + 0.2 * stages + 0.2 * consistency + 0.2 * interruptions), duration, stages, consistency, interruptions }
}
