// Workouts and mindful sessions from device files as activities (CONTRACT "Device files in"):
// their stable ids, and the fields an imported workout carries. Pure.
import { createHash } from 'node:crypto'
import { compactStreams, resample, type CompactStreams } from '../analytics/index.js'
import type { MindfulRecord, StreamPoint, WorkoutRecord } from './formats/types.js'

/** Seconds per value of `hr_series`. */
export const HR_SERIES_SAMPLING_SECONDS = 5
/** A gap in the heart-rate stream longer than this is not bridged by the value before it. */
const HOLD_MS = 10_000

/**
 * An imported activity's id: `imp_` and the first 24 hex digits of the SHA-256 of its source and
 * start (`<source>\n<start as an ISO instant>`), so importing an overlapping file again replaces
 * the activity instead of adding another.
 */
export function importedActivityId(source: string, start: number): string {
  return `imp_${createHash('sha256')
    .update(`${source}\n${new Date(start).toISOString()}`)
    .digest('hex')
    .slice(0, 24)}`
}

/** The workout fields of an import (the activity's PUT body without identity and timestamps). */
export interface WorkoutFields {
  type: 'workout'
  start_datetime: string
  end_datetime: string
  data_source: string
  duration_seconds: number
  type_name: string
  tss: number
  calories?: number
  average_hr?: number
  max_hr?: number
  average_power?: number
  hr_series?: string
  hr_series_sampling_rate?: string
}

export interface MindfulFields {
  start_datetime: string
  end_datetime: string
  provider: string
  data_source: string
  type_name: string
  duration_seconds: number
  guided_breathing_id: string
  session_score: number
}

const round1 = (x: number) => Math.round(x * 10) / 10
const finite = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x)

/**
 * The heart rate every `HR_SERIES_SAMPLING_SECONDS` from start to end: each value the mean of the
 * samples in its interval, else the last value before it when that is at most 10 s older (else
 * 0: no reading). Undefined when the workout has no heart rate at all.
 */
export function hrSeries(points: readonly StreamPoint[], start: number, end: number, stepS = HR_SERIES_SAMPLING_SECONDS): string | undefined {
  const hr = points.filter((p) => finite(p.hr) && p.hr! > 0 && p.t >= start && p.t <= end)
  if (!hr.length) return undefined
  const step = stepS * 1000
  const slots = Math.max(1, Math.ceil((end - start) / step))
  const out: number[] = []
  let i = 0
  let last: { t: number; hr: number } | undefined
  for (let k = 0; k < slots; k++) {
    const from = start + k * step
    const to = from + step
    let sum = 0
    let n = 0
    while (i < hr.length && hr[i]!.t < to) {
      const p = hr[i++]!
      if (p.t >= from) {
        sum += p.hr!
        n++
      }
      last = { t: p.t, hr: p.hr! }
    }
    if (n) out.push(Math.round(sum / n))
    else out.push(last && from - last.t <= HOLD_MS ? Math.round(last.hr) : 0)
  }
  return out.join(',')
}

/**
 * A workout's fields. What the file states wins; what it leaves out is computed from the streams
 * (average and maximum heart rate, average power). `tss` is 0 here: the workout analytics
 * (src/analytics: training stress against the user's thresholds and history, zones, normalized
 * power) run when the activity is written (the activities area), from `workoutStreams`, and fill
 * what is missing (a `tss` of 0 counts as missing).
 */
export function workoutFields(w: WorkoutRecord): WorkoutFields {
  const hrs = w.points.map((p) => p.hr).filter((x): x is number => finite(x) && x > 0)
  const watts = w.points.map((p) => p.power).filter((x): x is number => finite(x) && x >= 0)
  const averageHr = finite(w.average_hr) ? w.average_hr : hrs.length ? round1(hrs.reduce((a, b) => a + b, 0) / hrs.length) : undefined
  const maxHr = finite(w.max_hr) ? w.max_hr : hrs.length ? hrs.reduce((a, b) => Math.max(a, b)) : undefined
  const averagePower = finite(w.average_power) ? w.average_power : watts.length ? round1(watts.reduce((a, b) => a + b, 0) / watts.length) : undefined
  const series = hrSeries(w.points, w.start, w.end)
  const duration = finite(w.duration_seconds) && w.duration_seconds >= 0 ? Math.round(w.duration_seconds) : Math.round((w.end - w.start) / 1000)
  return {
    type: 'workout',
    start_datetime: new Date(w.start).toISOString(),
    end_datetime: new Date(w.end).toISOString(),
    data_source: w.source,
    duration_seconds: duration,
    type_name: w.sport,
    tss: 0,
    ...(finite(w.calories) ? { calories: w.calories } : {}),
    ...(averageHr !== undefined ? { average_hr: averageHr } : {}),
    ...(maxHr !== undefined ? { max_hr: maxHr } : {}),
    ...(averagePower !== undefined ? { average_power: averagePower } : {}),
    ...(series !== undefined ? { hr_series: series, hr_series_sampling_rate: String(HR_SERIES_SAMPLING_SECONDS) } : {}),
  }
}

/**
 * The workout's heart rate and power at 1 Hz over moving time, in the compact form an import keeps
 * (src/analytics compactStreams): what its analytics are computed from, now and on each
 * re-computation. Undefined when the workout has no samples.
 */
export function workoutStreams(w: WorkoutRecord): CompactStreams | undefined {
  if (!w.points.length) return undefined
  const ms = resample(w.points)
  return ms.seconds > 0 ? compactStreams(ms) : undefined
}

/** A mindful session's fields: `provider` is the import's provider, else the source. */
export function mindfulFields(m: MindfulRecord, provider: string | null): MindfulFields {
  return {
    start_datetime: new Date(m.start).toISOString(),
    end_datetime: new Date(m.end).toISOString(),
    provider: provider ?? m.source,
    data_source: m.source,
    type_name: 'meditation',
    duration_seconds: Math.round((m.end - m.start) / 1000),
    guided_breathing_id: '',
    session_score: 0,
  }
}
