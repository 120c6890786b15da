// Streams to 1 Hz over moving time (CONTRACT "Workout analytics"): a gap of up to 10 s between
// samples holds the previous value; a longer gap is a pause and is left out, not filled. Every
// formula downstream reads these arrays, so each second counts once whatever the device's rate.
import type { AnalyticsPoint, MovingStreams, StreamsInput } from './types.js'

/** The longest gap between samples that is held rather than treated as a pause. */
export const MAX_HOLD_MS = 10_000
const SECOND_MS = 1000
/** `hr_series_sampling_rate` when absent or unreadable (CONTRACT "Device files in"). */
export const DEFAULT_SAMPLING_RATE_SECONDS = 5

/** A heart rate no sensor reads beyond (bpm): a higher value is a corrupt sample, not a reading. */
export const MAX_HR_BPM = 300
const validHr = (v: number): boolean => Number.isFinite(v) && v > 0 && v <= MAX_HR_BPM
/** The longest series read as a workout (7 days, the imports' longest workout): beyond, it is not analysed. */
export const MAX_SERIES_SECONDS = 7 * 86_400

/**
 * Points (any order, any rate) to 1 Hz moving streams.
 *
 * The timeline: consecutive points at most 10 s apart belong to one stretch; a stretch starting at
 * T0 and ending with a point at T1 has floor((T1 - T0) / 1 s) + 1 seconds, the second k taking the
 * last point at or before T0 + k s. So n points one second apart are n seconds, and the point
 * before a pause counts as its own second. Each stream (heart rate, power) is held the same way
 * on its own samples: a stream silent for more than 10 s while other samples go on (a sensor
 * dropout) has no value (NaN) there, and its fields are computed over the seconds it has.
 * `start` is the first point, `end` one second after the last: they bound the session, pauses
 * included.
 */
export function resample(points: readonly AnalyticsPoint[]): MovingStreams {
  const pts = sortedFinite(points)
  const n = pts.length
  if (n === 0) return { start: null, end: null, seconds: 0, segments: new Uint32Array(0), hr: null, power: null }

  // The samples as typed arrays (NaN: not measured), read once: everything after is monomorphic.
  const ts = new Float64Array(n)
  const hrs = new Float64Array(n)
  const watts = new Float64Array(n)
  let anyHr = false
  let anyPower = false
  for (let i = 0; i < n; i++) {
    const p = pts[i]!
    ts[i] = p.t
    const h = p.hr
    const w = p.power
    // heart rate above 0 (0 bpm is "no reading"), power from 0 (coasting); both finite
    if (h !== undefined && h > 0 && h < Number.POSITIVE_INFINITY) {
      hrs[i] = h
      anyHr = true
    } else hrs[i] = Number.NaN
    if (w !== undefined && w >= 0 && w < Number.POSITIVE_INFINITY) {
      watts[i] = w
      anyPower = true
    } else watts[i] = Number.NaN
  }

  // The stretches between pauses: each sample's stretch, each stretch's start time and first second.
  const segOf = new Uint32Array(n)
  let t0 = ts[0]!
  const segT0: number[] = [t0]
  const segBase: number[] = [0]
  let seconds = 0
  for (let i = 1; i < n; i++) {
    if (ts[i]! - ts[i - 1]! > MAX_HOLD_MS) {
      seconds += Math.floor((ts[i - 1]! - t0) / SECOND_MS) + 1
      t0 = ts[i]!
      segT0.push(t0)
      segBase.push(seconds)
    }
    segOf[i] = segT0.length - 1
  }
  seconds += Math.floor((ts[n - 1]! - t0) / SECOND_MS) + 1
  const timeline: Timeline = { ts, segOf, segT0, segBase, seconds }

  return {
    start: ts[0]!,
    end: ts[n - 1]! + SECOND_MS,
    seconds,
    segments: Uint32Array.from(segBase),
    hr: anyHr ? fill(timeline, hrs) : null,
    power: anyPower ? fill(timeline, watts) : null,
  }
}

interface Timeline {
  ts: Float64Array
  segOf: Uint32Array
  segT0: number[]
  segBase: number[]
  seconds: number
}

/**
 * One stream on the timeline: a sample's value covers the seconds from its own time up to the
 * next sample of the same stream when that one follows within 10 s in the same stretch, otherwise
 * its own second only. Seconds no sample covers stay NaN.
 */
function fill({ ts, segOf, segT0, segBase, seconds }: Timeline, values: Float64Array): Float64Array {
  const out = new Float64Array(seconds).fill(Number.NaN)
  const n = ts.length
  let prev = -1
  for (let i = 0; i <= n; i++) {
    if (i < n && Number.isNaN(values[i]!)) continue
    if (prev >= 0) {
      const s = segOf[prev]!
      const base = segBase[s]!
      const from = base + Math.ceil((ts[prev]! - segT0[s]!) / SECOND_MS)
      const held = i < n && segOf[i] === s && ts[i]! - ts[prev]! <= MAX_HOLD_MS
      const segEnd = s + 1 < segBase.length ? segBase[s + 1]! : seconds
      const to = Math.min(held ? base + Math.ceil((ts[i]! - segT0[s]!) / SECOND_MS) : from + 1, segEnd)
      const v = values[prev]!
      for (let k = from; k < to; k++) out[k] = v
    }
    prev = i
  }
  return out
}

/** Points with a finite time, in time order (the input untouched when it already is). */
function sortedFinite(points: readonly AnalyticsPoint[]): readonly AnalyticsPoint[] {
  let ordered = true
  let finite = true
  for (let i = 0; i < points.length; i++) {
    const t = points[i]!.t
    if (!Number.isFinite(t)) finite = false
    else if (i > 0 && t < points[i - 1]!.t) ordered = false
  }
  if (ordered && finite) return points
  const kept = finite ? [...points] : points.filter((p) => Number.isFinite(p.t))
  return kept.sort((a, b) => a.t - b.t)
}

/** `hr_series_sampling_rate` as seconds per value: a positive number, else the default 5. */
export function samplingRateSeconds(rate: number | string | null | undefined): number {
  const r = typeof rate === 'number' ? rate : typeof rate === 'string' && rate.trim() !== '' ? Number(rate) : Number.NaN
  return Number.isFinite(r) && r > 0 ? r : DEFAULT_SAMPLING_RATE_SECONDS
}

/**
 * An activity's `hr_series` (comma-separated values, `rate` seconds each) to 1 Hz: value i covers
 * the seconds [round(i·rate), round((i+1)·rate)), so the series lasts round(n·rate) seconds. A
 * value that is empty, not a number, not above 0 or above 300 bpm is "no reading" (NaN), not a pause: the series
 * says nothing about pauses, and the workout's moving time is the series' length.
 */
export function resampleHrSeries(series: string, rate: number | string | null | undefined, start: number | null = null): MovingStreams {
  const r = samplingRateSeconds(rate)
  const tokens = series.trim() === '' ? [] : series.split(',')
  // A series longer than any workout (a rate of 1e12 s, or millions of values) says nothing
  // usable and would take that many seconds of memory: it is read as no stream at all.
  const seconds = Math.round(tokens.length * r) <= MAX_SERIES_SECONDS ? Math.round(tokens.length * r) : 0
  const hr = new Float64Array(seconds).fill(Number.NaN)
  let any = false
  for (let i = 0; seconds > 0 && i < tokens.length; i++) {
    const v = Number(tokens[i]!.trim() || Number.NaN)
    if (!validHr(v)) continue
    any = true
    const to = Math.min(Math.round((i + 1) * r), seconds)
    for (let k = Math.round(i * r); k < to; k++) hr[k] = v
  }
  return {
    start,
    end: start === null ? null : start + seconds * SECOND_MS,
    seconds,
    segments: seconds > 0 ? Uint32Array.of(0) : new Uint32Array(0),
    hr: any ? hr : null,
    power: null,
  }
}

/** Any accepted input as moving streams. */
export function toMovingStreams(input: StreamsInput): MovingStreams {
  if ('points' in input) return resample(input.points)
  if ('hr_series' in input) return resampleHrSeries(input.hr_series, input.hr_series_sampling_rate, input.start)
  return input
}
