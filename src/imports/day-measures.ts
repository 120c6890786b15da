// Day measures from per-source hourly buckets, one source per measure (CONTRACT "Device files in"):
// steps and active energy are counted per hour from the highest-priority source with data in that
// hour, and the day's value is the sum over its hours; resting heart rate and HRV are the mean of
// the day's samples from its highest-priority source; weight is the day's latest sample from its
// highest-priority source. Pure: the buckets come from the import (or the database), the lists from
// the source priority.
import type { SampleMeasure } from './formats/types.js'
import { effectiveList, bestSource, type PriorityLists } from '../sources/priority.js'
import { localDay } from './sleep.js'

export const HOUR_MS = 3_600_000

/** The value of `key` in `map`, made and kept first when absent. */
export function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key)
  if (v === undefined) {
    v = make()
    map.set(key, v)
  }
  return v
}

/** What one source's samples of a measure add up to in one UTC hour. */
export interface HourBucket {
  measure: SampleMeasure
  source: string
  /** The hour's start, ms since the epoch (a multiple of HOUR_MS). */
  hour: number
  sum: number
  /** Samples that fell (at least partly) in the hour. */
  n: number
  /** The latest sample's instant and value (kept for weight). */
  lastAt: number | null
  lastValue: number | null
  /** The provider the import that brought the bucket was given, if any. */
  provider?: string | null
}

export interface DayValue {
  value: number
  /** The sources the value was taken from, sorted. */
  sources: string[]
  /** The providers of the buckets it was taken from, sorted. */
  providers: string[]
  /** Weight: the instant of the sample. */
  recordedAt?: number
}

/** Measures counted per hour; the others are per day. */
const HOURLY: ReadonlySet<SampleMeasure> = new Set(['steps', 'active_energy'])

/** How each measure's day value is rounded: steps are whole, the rest keep what precision samples have. */
const ROUND: Record<SampleMeasure, (x: number) => number> = {
  steps: (x) => Math.round(x),
  active_energy: (x) => Math.round(x * 1000) / 1000,
  resting_heart_rate: (x) => Math.round(x * 100) / 100,
  hrv_sdnn: (x) => Math.round(x * 100) / 100,
  weight: (x) => x,
}

export interface Priority {
  project: PriorityLists | null
  user: PriorityLists | null
}

/**
 * The day values of every measure the buckets hold, by local day (`tz` seconds east of UTC):
 * measure → day → value. Buckets with no samples (n = 0) are not data.
 */
export function dayMeasures(buckets: Iterable<HourBucket>, priority: Priority, tz: number): Map<SampleMeasure, Map<string, DayValue>> {
  // measure → hour (hourly) or day → source → buckets
  const groups = new Map<SampleMeasure, Map<string | number, Map<string, HourBucket[]>>>()
  for (const b of buckets) {
    if (b.n <= 0) continue
    const at = HOURLY.has(b.measure) ? b.hour : localDay(b.hour, tz)
    const bySource = entry(
      entry(groups, b.measure, () => new Map()),
      at,
      () => new Map<string, HourBucket[]>(),
    )
    entry(bySource, b.source, (): HourBucket[] => []).push(b)
  }
  const out = new Map<SampleMeasure, Map<string, DayValue>>()
  for (const [measure, byAt] of groups) {
    const list = effectiveList(priority.project, priority.user, measure)
    const days = new Map<string, { sum: number; sources: Set<string>; providers: Set<string>; n: number; lastAt: number | null; lastValue: number | null }>()
    for (const [at, bySource] of byAt) {
      const source = bestSource(bySource.keys(), list)!
      const day = typeof at === 'number' ? localDay(at, tz) : at
      const d = entry(days, day, () => ({
        sum: 0,
        sources: new Set<string>(),
        providers: new Set<string>(),
        n: 0,
        lastAt: null as number | null,
        lastValue: null as number | null,
      }))
      d.sources.add(source)
      for (const b of bySource.get(source)!) {
        if (b.provider) d.providers.add(b.provider)
        d.sum += b.sum
        d.n += b.n
        if (b.lastAt !== null && (d.lastAt === null || b.lastAt >= d.lastAt)) {
          d.lastAt = b.lastAt
          d.lastValue = b.lastValue
        }
      }
    }
    const values = new Map<string, DayValue>()
    for (const [day, d] of days) {
      const sources = [...d.sources].sort()
      const providers = [...d.providers].sort()
      if (measure === 'weight') {
        if (d.lastAt !== null && d.lastValue !== null) values.set(day, { value: d.lastValue, sources, providers, recordedAt: d.lastAt })
      } else if (HOURLY.has(measure)) values.set(day, { value: ROUND[measure](d.sum), sources, providers })
      else values.set(day, { value: ROUND[measure](d.sum / d.n), sources, providers })
    }
    out.set(measure, values)
  }
  return out
}

/**
 * Adds a sample to per-hour buckets: steps and active energy are split over the hours the sample
 * spans, in proportion to the time it spends in each (an instant sample goes whole to its hour);
 * the other measures go whole to the hour the sample starts in. `bucket` finds or makes the bucket
 * of an hour.
 */
export function addSample(
  measure: SampleMeasure,
  start: number,
  end: number,
  value: number,
  bucket: (hour: number) => { sum: number; n: number; lastAt: number | null; lastValue: number | null },
): void {
  const first = Math.floor(start / HOUR_MS) * HOUR_MS
  if (!HOURLY.has(measure) || end <= start) {
    const b = bucket(first)
    b.sum += value
    b.n += 1
    if (b.lastAt === null || start >= b.lastAt) {
      b.lastAt = start
      b.lastValue = value
    }
    return
  }
  const span = end - start
  for (let h = first; h < end; h += HOUR_MS) {
    const overlap = Math.min(end, h + HOUR_MS) - Math.max(start, h)
    if (overlap <= 0) continue
    const b = bucket(h)
    b.sum += (value * overlap) / span
    b.n += 1
  }
}
