// Sleep from device files, as nights: which night a sleep sample belongs to, what one source saw
// of a night (its bounds, minutes per stage, when sleep began and how long it was awake after),
// and which source's night counts. Pure: no HTTP, no SQL.
import type { SleepStage } from './formats/types.js'
import { bestSource } from '../sources/priority.js'

const MINUTE = 60_000
const HOUR = 3_600_000

/** A local day (`YYYY-MM-DD`) of an instant, `tz` seconds east of UTC. */
export function localDay(ms: number, tz: number): string {
  return new Date(ms + tz * 1000).toISOString().slice(0, 10)
}

/**
 * The night a sample belongs to: the local day of waking. A sample that ends before 18:00 local
 * time belongs to that day's night, one that ends later to the next day's (an evening in bed before
 * midnight is part of the night that ends the next morning; an afternoon nap, of its own day).
 */
export function nightOf(end: number, tz: number): string {
  return localDay(end + 6 * HOUR, tz)
}

export interface SleepSegment {
  stage: SleepStage
  start: number
  end: number
}

/** What one source saw of one night. Minutes are unions of its samples (overlaps counted once). */
export interface SleepNight {
  /** The first sample's start and the last sample's end, ms since the epoch. */
  start: number
  end: number
  /** Every sample of the night, whatever its stage. */
  in_bed_minutes: number
  /** Asleep, whatever the stage (unspecified, core, deep, REM). */
  asleep_minutes: number
  awake_minutes: number
  deep_minutes: number
  rem_minutes: number
  core_minutes: number
  /** Sleep onset: the start of the first asleep sample (null when none says asleep). */
  onset: number | null
  /** Minutes between sleep onset and the end of the last asleep sample that were not asleep. */
  awake_after_onset_minutes: number
}

const ASLEEP: ReadonlySet<SleepStage> = new Set(['asleep', 'core', 'deep', 'rem'])

/** The length of the union of intervals, in ms. */
function unionMs(intervals: readonly (readonly [number, number])[]): number {
  if (!intervals.length) return 0
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let total = 0
  let [from, to] = sorted[0]!
  for (const [s, e] of sorted) {
    if (s > to) {
      total += to - from
      from = s
      to = e
    } else if (e > to) to = e
  }
  return total + (to - from)
}

/** Minutes to three decimals: samples on whole seconds give exact minutes. */
const minutes = (ms: number) => Math.round((ms / MINUTE) * 1000) / 1000

/** The night one source's samples describe (at least one sample). */
export function summariseNight(segments: readonly SleepSegment[]): SleepNight {
  if (!segments.length) throw new Error('a night needs at least one sample')
  const of = (keep: (s: SleepSegment) => boolean) => segments.filter(keep).map((s) => [s.start, s.end] as const)
  const asleep = of((s) => ASLEEP.has(s.stage))
  let onset: number | null = null
  let lastAsleep = 0
  for (const [s, e] of asleep) {
    if (onset === null || s < onset) onset = s
    if (e > lastAsleep) lastAsleep = e
  }
  const asleepMs = unionMs(asleep)
  return {
    start: segments.reduce((m, s) => Math.min(m, s.start), Number.POSITIVE_INFINITY),
    end: segments.reduce((m, s) => Math.max(m, s.end), Number.NEGATIVE_INFINITY),
    in_bed_minutes: minutes(unionMs(of(() => true))),
    asleep_minutes: minutes(asleepMs),
    awake_minutes: minutes(unionMs(of((s) => s.stage === 'awake'))),
    deep_minutes: minutes(unionMs(of((s) => s.stage === 'deep'))),
    rem_minutes: minutes(unionMs(of((s) => s.stage === 'rem'))),
    core_minutes: minutes(unionMs(of((s) => s.stage === 'core'))),
    onset,
    awake_after_onset_minutes: onset === null ? 0 : minutes(lastAsleep - onset - asleepMs),
  }
}

/** The source whose night counts: the highest-priority of those with samples that night (`list`: the sleep priority list). */
export function nightSource(sources: Iterable<string>, list: readonly string[] | null): string | null {
  return bestSource(sources, list)
}
