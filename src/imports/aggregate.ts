// One file's records, gathered in memory before anything is written (so a file that turns out
// broken writes nothing): workouts and mindful sessions as activity fields keyed by their stable
// ids, samples as per-source hourly buckets, sleep samples as per-source nights. Its size follows
// the file's span, not its record count (a year of minute samples is at most 8,760 buckets per
// source and measure). Pure.
import type { ImportRecord, SampleMeasure, SleepStage } from './formats/types.js'
import { addSample, entry, type HourBucket } from './day-measures.js'
import { nightOf, summariseNight, type SleepNight, type SleepSegment } from './sleep.js'
import type { CompactStreams } from '../analytics/index.js'
import { importedActivityId, mindfulFields, workoutFields, workoutStreams, type MindfulFields, type WorkoutFields } from './workout.js'

/** The first this many records skipped are kept with their reason (CONTRACT: `errors`, at most 50). */
export const MAX_ERRORS = 50

/** Instants outside these years are not real samples (a clock at 0, a parser's overflow). */
const EARLIEST = Date.UTC(1900, 0, 1)
const LATEST = Date.UTC(2200, 0, 1)
const DAY = 86_400_000
const MAX_SAMPLE_SPAN = 31 * DAY
const MAX_SLEEP_SPAN = DAY
const MAX_WORKOUT_SPAN = 7 * DAY

/** The plausible values of each measure (in the units the parsers convert to). */
const VALUE_RANGE: Record<SampleMeasure, readonly [number, number]> = {
  steps: [0, 1_000_000],
  active_energy: [0, 100_000],
  resting_heart_rate: [1, 300],
  hrv_sdnn: [0, 1000],
  weight: [0.1, 1000],
}
const MEASURES = new Set(Object.keys(VALUE_RANGE))
const STAGES: ReadonlySet<SleepStage> = new Set(['in_bed', 'asleep', 'awake', 'core', 'deep', 'rem'])

/** A workout carries its 1 Hz streams (compact) when it has samples: its analytics are computed from them when it is written. */
export type ImportedActivity =
  | { id: string; kind: 'workout'; fields: WorkoutFields; streams: CompactStreams | undefined }
  | { id: string; kind: 'mindfulness'; fields: MindfulFields }

export interface ImportError {
  at: string
  error: string
}

/**
 * A file's hourly buckets, sorted by measure, source and hour, in columns: a 1 GB export holds
 * over 100,000 of them, which as one object each took tens of MB more of the heap for the whole
 * write phase (and as much again while they were built).
 */
export class HourTable implements Iterable<HourBucket> {
  /** The measure and source of each key; `key[i]` indexes it. */
  private readonly keys: { measure: SampleMeasure; source: string }[] = []
  private readonly key: Uint32Array
  private readonly hour: Float64Array
  private readonly sum: Float64Array
  private readonly n: Float64Array
  /** NaN: none. */
  private readonly lastAt: Float64Array
  private readonly lastValue: Float64Array
  private filled = 0

  constructor(readonly length: number) {
    this.key = new Uint32Array(length)
    this.hour = new Float64Array(length)
    this.sum = new Float64Array(length)
    this.n = new Float64Array(length)
    this.lastAt = new Float64Array(length)
    this.lastValue = new Float64Array(length)
  }

  /** Appends a key's buckets (the caller appends in the table's order). */
  append(measure: SampleMeasure, source: string, byHour: ReadonlyMap<number, Bucket>): void {
    const k = this.keys.push({ measure, source }) - 1
    for (const hour of [...byHour.keys()].sort((a, b) => a - b)) {
      const b = byHour.get(hour)!
      const i = this.filled++
      this.key[i] = k
      this.hour[i] = hour
      this.sum[i] = b.sum
      this.n[i] = b.n
      this.lastAt[i] = b.lastAt ?? Number.NaN
      this.lastValue[i] = b.lastValue ?? Number.NaN
    }
  }

  /** The start of bucket i's hour (ms). */
  hourAt(i: number): number {
    return this.hour[i]!
  }

  /** Buckets [from, to) as objects: one write batch's. */
  slice(from: number, to: number): HourBucket[] {
    const out: HourBucket[] = []
    for (let i = from; i < Math.min(to, this.length); i++) {
      const { measure, source } = this.keys[this.key[i]!]!
      const lastAt = this.lastAt[i]!
      const lastValue = this.lastValue[i]!
      out.push({
        measure,
        source,
        hour: this.hour[i]!,
        sum: this.sum[i]!,
        n: this.n[i]!,
        lastAt: Number.isNaN(lastAt) ? null : lastAt,
        lastValue: Number.isNaN(lastValue) ? null : lastValue,
      })
    }
    return out
  }

  [Symbol.iterator](): Iterator<HourBucket> {
    return this.slice(0, this.length)[Symbol.iterator]()
  }
}

export interface Gathered {
  /** Sorted by id. */
  activities: ImportedActivity[]
  /** Sorted by measure, source, hour. */
  hours: HourTable
  /** Sorted by day, source. */
  nights: { day: string; source: string; night: SleepNight }[]
}

type Bucket = { sum: number; n: number; lastAt: number | null; lastValue: number | null }

export class FileAggregate {
  recordsRead = 0
  skipped = 0
  duplicates = 0
  readonly errors: ImportError[] = []
  private readonly activities = new Map<string, ImportedActivity>()
  /** measure → source → hour → bucket (no key string built per sample) */
  private readonly hours = new Map<SampleMeasure, Map<string, Map<number, Bucket>>>()
  /** day \0 source → samples */
  private readonly sleep = new Map<string, SleepSegment[]>()

  /**
   * `tz`: the user's offset in seconds east of UTC (which night a sleep sample belongs to);
   * `provider`: the import's provider, stamped on mindful sessions.
   */
  constructor(private readonly o: { tz: number; provider: string | null }) {}

  private skip(at: string, error: string): void {
    this.skipped++
    if (this.errors.length < MAX_ERRORS) this.errors.push({ at, error })
  }

  /** Takes one record of the file; a record that cannot be used is skipped and counted. */
  add(r: ImportRecord): void {
    this.recordsRead++
    if (r.kind === 'skipped') {
      this.skip(r.at, r.error)
      return
    }
    const bad = problem(r)
    if (bad) {
      this.skip(`record ${this.recordsRead}`, bad)
      return
    }
    switch (r.kind) {
      case 'workout':
      case 'mindful': {
        const id = importedActivityId(r.source, r.start)
        if (this.activities.has(id)) {
          this.duplicates++
          return
        }
        this.activities.set(
          id,
          r.kind === 'workout'
            ? { id, kind: 'workout', fields: workoutFields(r), streams: workoutStreams(r) }
            : { id, kind: 'mindfulness', fields: mindfulFields(r, this.o.provider) },
        )
        return
      }
      case 'sample': {
        const hours = entry(
          entry(this.hours, r.measure, () => new Map<string, Map<number, Bucket>>()),
          r.source,
          () => new Map<number, Bucket>(),
        )
        addSample(r.measure, r.start, r.end, r.value, (hour) => entry(hours, hour, () => ({ sum: 0, n: 0, lastAt: null, lastValue: null })))
        return
      }
      case 'sleep': {
        const key = `${nightOf(r.end, this.o.tz)}\u0000${r.source}`
        const seg: SleepSegment = { stage: r.stage, start: r.start, end: r.end }
        const list = this.sleep.get(key)
        if (list) list.push(seg)
        else this.sleep.set(key, [seg])
      }
    }
  }

  /**
   * Everything gathered, in the order it is written (stable, so a restart writes the same batches).
   * Taken once: the aggregate lets go of it.
   */
  result(): Gathered {
    const activities = [...this.activities.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    let total = 0
    for (const bySource of this.hours.values()) for (const byHour of bySource.values()) total += byHour.size
    const hours = new HourTable(total)
    // Each source's map goes as soon as it is in the table: the two are never both whole.
    for (const measure of [...this.hours.keys()].sort()) {
      const bySource = this.hours.get(measure)!
      for (const source of [...bySource.keys()].sort()) {
        hours.append(measure, source, bySource.get(source)!)
        bySource.delete(source)
      }
    }
    const nights = [...this.sleep.keys()].sort().map((key) => {
      const [day, source] = key.split('\u0000') as [string, string]
      return { day, source, night: summariseNight(this.sleep.get(key)!) }
    })
    this.activities.clear()
    this.hours.clear()
    this.sleep.clear()
    return { activities, hours, nights }
  }
}

/** Why a record cannot be used, or undefined. */
function problem(r: Exclude<ImportRecord, { kind: 'skipped' }>): string | undefined {
  if (typeof r.source !== 'string' || r.source.trim() === '') return 'the record names no source'
  if (r.source.length > 1000 || r.source.includes('\u0000')) return 'the source name is not usable'
  if (!Number.isFinite(r.start) || !Number.isFinite(r.end)) return 'the record has no valid start and end'
  if (r.start < EARLIEST || r.end > LATEST) return 'the record lies outside the years 1900 to 2199'
  if (r.end < r.start) return 'the record ends before it starts'
  switch (r.kind) {
    case 'workout':
      return r.end - r.start > MAX_WORKOUT_SPAN ? 'the workout lasts more than 7 days' : undefined
    case 'mindful':
      return r.end - r.start > DAY ? 'the session lasts more than a day' : undefined
    case 'sample': {
      if (!MEASURES.has(r.measure)) return `unknown measure ${String(r.measure).slice(0, 40)}`
      if (r.end - r.start > MAX_SAMPLE_SPAN) return 'the sample spans more than 31 days'
      const [lo, hi] = VALUE_RANGE[r.measure]
      if (!Number.isFinite(r.value) || r.value < lo || r.value > hi) return `${r.measure} value out of range (${lo} to ${hi})`
      return undefined
    }
    case 'sleep':
      if (!STAGES.has(r.stage)) return `unknown sleep stage ${String(r.stage).slice(0, 40)}`
      if (r.end === r.start) return 'the sleep sample has no duration'
      return r.end - r.start > MAX_SLEEP_SPAN ? 'the sleep sample lasts more than a day' : undefined
  }
}
