// What GPX and TCX share: a workout built from time-stamped points, with the totals the file does not state;
// and the source name every XML format cleans the same way.
import type { Sport, StreamPoint, WorkoutRecord } from './types.js'

/**
 * A device or app name as a file writes it, with each run of white space one plain space and the ends
 * trimmed; undefined when nothing is left. Apple's exports write "Apple Watch" with a no-break space
 * (U+00A0: `sourceName="Apple\u00a0Watch"` in a real export, test/fixtures/apple-health), which a
 * priority list naming "Apple Watch" would otherwise never match.
 */
export function sourceText(s: string | undefined): string | undefined {
  const t = s?.replace(/\s+/g, ' ').trim()
  return t ? t : undefined
}

/** A number from element text or an attribute, or undefined when absent or not a finite number. */
export function num(s: string | undefined): number | undefined {
  if (s === undefined) return undefined
  const t = s.trim()
  if (t === '') return undefined
  const v = Number(t)
  return Number.isFinite(v) ? v : undefined
}

/** An ISO 8601 time (GPX and TCX write "2023-01-02T07:00:00Z") in ms, or undefined. */
export function isoTime(s: string | undefined): number | undefined {
  const t = s?.trim()
  if (!t || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(t)) return undefined
  const ms = Date.parse(t)
  return Number.isFinite(ms) ? ms : undefined
}

const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle distance along the points that have a position, in metres. */
export function pathLength(points: StreamPoint[]): number | undefined {
  let total = 0
  let prev: StreamPoint | undefined
  let any = false
  for (const p of points) {
    if (p.lat === undefined || p.lon === undefined) continue
    if (prev) {
      const rad = Math.PI / 180
      const dLat = (p.lat - prev.lat!) * rad
      const dLon = (p.lon - prev.lon!) * rad
      const h = Math.sin(dLat / 2) ** 2 + Math.cos(prev.lat! * rad) * Math.cos(p.lat * rad) * Math.sin(dLon / 2) ** 2
      total += 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
      any = true
    }
    prev = p
  }
  return any ? total : undefined
}

/** Mean and maximum of one stream, or undefined when no point has it. */
export function streamStats(points: StreamPoint[], key: 'hr' | 'power'): { mean: number; max: number } | undefined {
  let n = 0
  let sum = 0
  let max = Number.NEGATIVE_INFINITY
  for (const p of points) {
    const v = p[key]
    if (v === undefined) continue
    n++
    sum += v
    if (v > max) max = v
  }
  return n > 0 ? { mean: sum / n, max } : undefined
}

export interface TrackTotals {
  start?: number
  duration_seconds?: number
  calories?: number
  distance_m?: number
  average_hr?: number
  max_hr?: number
  average_power?: number
}

/**
 * A workout from points sorted by time and whatever totals the file stated; the rest (span, distance,
 * heart rate, power) from the points. Null when nothing gives it a time.
 */
export function trackWorkout(source: string, sport: Sport, points: StreamPoint[], totals: TrackTotals): WorkoutRecord | null {
  points.sort((a, b) => a.t - b.t)
  const first = points[0]?.t
  const last = points[points.length - 1]?.t
  const start = totals.start ?? first
  if (start === undefined) return null
  const end = Math.max(last ?? start, start + (totals.duration_seconds ?? 0) * 1000)
  const w: WorkoutRecord = { kind: 'workout', source, sport, start, end, points }
  w.duration_seconds = totals.duration_seconds ?? (end - start) / 1000
  if (totals.calories !== undefined) w.calories = totals.calories
  const distance = totals.distance_m ?? maxDistance(points) ?? pathLength(points)
  if (distance !== undefined) w.distance_m = distance
  const hr = streamStats(points, 'hr')
  const avgHr = totals.average_hr ?? hr?.mean
  const maxHr = totals.max_hr ?? hr?.max
  if (avgHr !== undefined) w.average_hr = avgHr
  if (maxHr !== undefined) w.max_hr = maxHr
  const power = totals.average_power ?? streamStats(points, 'power')?.mean
  if (power !== undefined) w.average_power = power
  return w
}

function maxDistance(points: StreamPoint[]): number | undefined {
  let d: number | undefined
  for (const p of points) if (p.distance !== undefined && (d === undefined || p.distance > d)) d = p.distance
  return d
}
