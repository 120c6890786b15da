// Apple Health's export.xml, streamed: Records of the six day measures, sleep stages and mindful
// sessions as they come, Workouts (with their heart rate from the HeartRate Records) at the end.
import { appleSport } from './sport.js'
import { sourceText } from './track.js'
import type { ImportRecord, SampleMeasure, SkippedRecord, SleepStage, StreamPoint, WorkoutRecord } from './types.js'
import { streamXml, type XmlContext, type XmlHandler } from './xml.js'

const DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)? ?(?:([+-])(\d{2}):?(\d{2})|Z)?$/

/**
 * Apple's dates ("2023-01-02 07:00:00 +0100"; ISO 8601 accepted too) in ms since the epoch, or null.
 * A date without an offset is read as UTC.
 */
export function appleDate(s: string | undefined): number | null {
  if (s?.length === 25) {
    const fast = fixedDate(s)
    if (fast !== null) return fast
  }
  const m = s ? DATE.exec(s) : null
  if (!m) return null
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60) return null
  const offset = m[7] ? (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9])) : 0
  return Date.UTC(y, mo - 1, d, h, mi, se) - offset * 60_000
}

/** The number written by the digits s[from, to), or -1 when one of them is not a digit. */
function digitsAt(s: string, from: number, to: number): number {
  let v = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48
    if (c < 0 || c > 9) return -1
    v = v * 10 + c
  }
  return v
}

/**
 * Apple's own layout, "YYYY-MM-DD HH:MM:SS ±HHMM", read digit by digit: a third of the time the
 * regex takes, and nothing allocated (a 1 GB export has over five million dates).
 */
function fixedDate(s: string): number | null {
  if (
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 32 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58 ||
    s.charCodeAt(19) !== 32
  )
    return null
  const signChar = s.charCodeAt(20)
  const sign = signChar === 43 ? 1 : signChar === 45 ? -1 : 0
  const y = digitsAt(s, 0, 4)
  const mo = digitsAt(s, 5, 7)
  const d = digitsAt(s, 8, 10)
  const h = digitsAt(s, 11, 13)
  const mi = digitsAt(s, 14, 16)
  const se = digitsAt(s, 17, 19)
  const oh = digitsAt(s, 21, 23)
  const om = digitsAt(s, 23, 25)
  if (sign === 0 || y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 60 || oh < 0 || om < 0) return null
  return Date.UTC(y, mo - 1, d, h, mi, se) - sign * (oh * 60 + om) * 60_000
}

/** Per unit Apple writes, the factor to healthd's unit; a unit missing here makes the record unreadable. */
const UNITS: Record<SampleMeasure, Record<string, number>> = {
  steps: { count: 1 },
  active_energy: { kcal: 1, Cal: 1, kJ: 1 / 4.184, cal: 1 / 1000 },
  resting_heart_rate: { 'count/min': 1, 'count/s': 60 },
  hrv_sdnn: { ms: 1, s: 1000 },
  weight: { kg: 1, lb: 0.45359237, g: 0.001, st: 6.35029318, oz: 0.028349523125 },
}

const SAMPLE_TYPES: Record<string, SampleMeasure> = {
  HKQuantityTypeIdentifierStepCount: 'steps',
  HKQuantityTypeIdentifierActiveEnergyBurned: 'active_energy',
  HKQuantityTypeIdentifierRestingHeartRate: 'resting_heart_rate',
  HKQuantityTypeIdentifierHeartRateVariabilitySDNN: 'hrv_sdnn',
  HKQuantityTypeIdentifierBodyMass: 'weight',
}
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis'
const MINDFUL = 'HKCategoryTypeIdentifierMindfulSession'
const HEART_RATE = 'HKQuantityTypeIdentifierHeartRate'

const SLEEP_STAGES: Record<string, SleepStage> = {
  HKCategoryValueSleepAnalysisInBed: 'in_bed',
  HKCategoryValueSleepAnalysisAsleep: 'asleep',
  HKCategoryValueSleepAnalysisAsleepUnspecified: 'asleep',
  HKCategoryValueSleepAnalysisAsleepCore: 'core',
  HKCategoryValueSleepAnalysisAsleepDeep: 'deep',
  HKCategoryValueSleepAnalysisAsleepREM: 'rem',
  HKCategoryValueSleepAnalysisAwake: 'awake',
}

const DURATION_UNITS: Record<string, number> = { s: 1, sec: 1, min: 60, hr: 3600, h: 3600, ms: 0.001 }
const DISTANCE_UNITS: Record<string, number> = { m: 1, km: 1000, mi: 1609.344, yd: 0.9144, ft: 0.3048 }
const ENERGY_UNITS: Record<string, number> = UNITS.active_energy

export interface AppleHealthOptions {
  /** Prefix of SkippedRecord.at ("export.xml "); empty by default. */
  at?: string
  /** Attach the HeartRate Records inside a workout's span as its hr points (default true). */
  workoutHeartRate?: boolean
  /** HeartRate samples kept for that, at 8 bytes each (default 4,000,000: 32 MB); later ones are not attached. */
  maxHeartRateSamples?: number
}

/**
 * HeartRate samples, packed one per float64 as `seconds * 256 + bpm` (exact below 2^53), so a million
 * samples are 8 MB and sort natively. Apple writes Records before Workouts, so they are kept until the end.
 */
class HeartRateSamples {
  private data = new Float64Array(1 << 16)
  size = 0
  dropped = 0
  constructor(private readonly max: number) {}

  add(ms: number, bpm: number): void {
    if (this.size >= this.max) {
      this.dropped++
      return
    }
    if (this.size === this.data.length) {
      const grown = new Float64Array(Math.min(this.max, this.data.length * 2))
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.size++] = Math.floor(ms / 1000) * 256 + Math.max(0, Math.min(255, Math.round(bpm)))
  }

  sorted(): Float64Array {
    const view = this.data.subarray(0, this.size)
    view.sort()
    return view
  }
}

/** The hr points in [start, end] of sorted packed samples, one per second (the first source's). */
function pointsIn(samples: Float64Array, start: number, end: number): StreamPoint[] {
  let lo = 0
  let hi = samples.length
  const from = Math.floor(start / 1000) * 256
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (samples[mid]! < from) lo = mid + 1
    else hi = mid
  }
  const points: StreamPoint[] = []
  const until = Math.floor(end / 1000)
  for (let i = lo; i < samples.length; i++) {
    const v = samples[i]!
    const sec = Math.floor(v / 256)
    if (sec > until) break
    if (points.length > 0 && points[points.length - 1]!.t === sec * 1000) continue
    points.push({ t: sec * 1000, hr: v - sec * 256 })
  }
  return points
}

interface WorkoutDraft {
  record: WorkoutRecord | null
  error?: string
  at: string
}

function workoutOpen(a: Record<string, string>, at: string, source: string): WorkoutDraft {
  const start = appleDate(a.startDate)
  const end = appleDate(a.endDate)
  if (start === null || end === null) return { record: null, error: `unreadable date (${a.startDate ?? '-'} to ${a.endDate ?? '-'})`, at }
  if (end < start) return { record: null, error: 'workout ends before it starts', at }
  const record: WorkoutRecord = { kind: 'workout', source, sport: appleSport(a.workoutActivityType), start, end, points: [] }
  const duration = Number(a.duration) * (DURATION_UNITS[a.durationUnit ?? 'min'] ?? Number.NaN)
  record.duration_seconds = Number.isFinite(duration) && duration >= 0 ? duration : (end - start) / 1000
  const energy = Number(a.totalEnergyBurned) * (ENERGY_UNITS[a.totalEnergyBurnedUnit ?? 'kcal'] ?? Number.NaN)
  if (a.totalEnergyBurned !== undefined && Number.isFinite(energy)) record.calories = energy
  const distance = Number(a.totalDistance) * (DISTANCE_UNITS[a.totalDistanceUnit ?? 'km'] ?? Number.NaN)
  if (a.totalDistance !== undefined && Number.isFinite(distance)) record.distance_m = distance
  return { record, at }
}

/** iOS 16+ moved a workout's totals into WorkoutStatistics children. */
function workoutStatistics(w: WorkoutRecord, a: Record<string, string>): void {
  const num = (s: string | undefined) => (s === undefined || s === '' ? Number.NaN : Number(s))
  switch (a.type) {
    case 'HKQuantityTypeIdentifierActiveEnergyBurned': {
      const kcal = num(a.sum) * (ENERGY_UNITS[a.unit ?? 'kcal'] ?? Number.NaN)
      if (Number.isFinite(kcal)) w.calories = kcal
      break
    }
    case HEART_RATE: {
      if (Number.isFinite(num(a.average))) w.average_hr = num(a.average)
      if (Number.isFinite(num(a.maximum))) w.max_hr = num(a.maximum)
      break
    }
    case 'HKQuantityTypeIdentifierRunningPower':
    case 'HKQuantityTypeIdentifierCyclingPower': {
      if (Number.isFinite(num(a.average))) w.average_power = num(a.average)
      break
    }
    default: {
      if (a.type?.startsWith('HKQuantityTypeIdentifierDistance')) {
        const m = num(a.sum) * (DISTANCE_UNITS[a.unit ?? 'km'] ?? Number.NaN)
        if (Number.isFinite(m)) w.distance_m = m
      }
    }
  }
}

/** Distinct source names cleaned once each (an export holds a few dozen; the map stops growing past this). */
const SOURCE_NAMES_KEPT = 10_000

class AppleHealthHandler implements XmlHandler {
  private correlationDepth = 0
  private workout: WorkoutDraft | null = null
  private readonly workouts: WorkoutDraft[] = []
  private readonly hr: HeartRateSamples | null
  private readonly sources = new Map<string, string>()

  constructor(
    private readonly ctx: XmlContext<ImportRecord>,
    private readonly options: AppleHealthOptions,
  ) {
    this.hr = options.workoutHeartRate === false ? null : new HeartRateSamples(options.maxHeartRateSamples ?? 4_000_000)
  }

  private at(): string {
    return `${this.options.at ?? ''}line ${this.ctx.line()}`
  }

  /** The record's sourceName as sourceText cleans it ("Apple\u00a0Watch" → "Apple Watch"), else "Apple Health". */
  private source(raw: string | undefined): string {
    if (raw === undefined) return 'Apple Health'
    let name = this.sources.get(raw)
    if (name === undefined) {
      name = sourceText(raw) ?? 'Apple Health'
      if (this.sources.size < SOURCE_NAMES_KEPT) this.sources.set(raw, name)
    }
    return name
  }

  private skipped(error: string, at = this.at()): SkippedRecord {
    return { kind: 'skipped', at, error }
  }

  open(name: string, a: Record<string, string>): void {
    if (name === 'Record') {
      // Records inside a Correlation repeat top-level ones (Apple's DTD says so).
      const record = this.correlationDepth === 0 ? this.record(a) : null
      if (record) this.ctx.emit(record)
    } else if (name === 'Workout') {
      this.workout = workoutOpen(a, this.at(), this.source(a.sourceName))
    } else if (name === 'WorkoutStatistics') {
      if (this.workout?.record) workoutStatistics(this.workout.record, a)
    } else if (name === 'Correlation') {
      this.correlationDepth++
    }
  }

  close(name: string): void {
    if (name === 'Workout' && this.workout) {
      this.workouts.push(this.workout)
      this.workout = null
    } else if (name === 'Correlation') {
      this.correlationDepth--
    }
  }

  /** What one top-level Record says: a record, a SkippedRecord, or null (a type not imported, heart rate kept). */
  private record(a: Record<string, string>): ImportRecord | null {
    const type = a.type ?? ''
    const measure = SAMPLE_TYPES[type]
    if (!measure && type !== SLEEP && type !== MINDFUL && type !== HEART_RATE) return null
    const start = appleDate(a.startDate)
    const end = appleDate(a.endDate)
    if (start === null || end === null) return this.skipped(`${type}: unreadable date (${a.startDate ?? '-'} to ${a.endDate ?? '-'})`)
    if (end < start) return this.skipped(`${type}: ends before it starts`)
    const source = this.source(a.sourceName)
    if (type === SLEEP) {
      const stage = SLEEP_STAGES[a.value ?? '']
      return stage ? { kind: 'sleep', source, stage, start, end } : this.skipped(`${type}: unknown sleep value ${JSON.stringify(a.value ?? '')}`)
    }
    if (type === MINDFUL) return { kind: 'mindful', source, start, end }
    const raw = a.value === undefined || a.value.trim() === '' ? Number.NaN : Number(a.value)
    if (!Number.isFinite(raw) || raw < 0) return this.skipped(`${type}: value ${JSON.stringify(a.value ?? '')} is not a non-negative number`)
    if (type === HEART_RATE) {
      this.hr?.add(start, a.unit === 'count/s' ? raw * 60 : raw)
      return null
    }
    const factor = UNITS[measure!][a.unit ?? '']
    if (factor === undefined) return this.skipped(`${type}: unknown unit ${JSON.stringify(a.unit ?? '')}`)
    return { kind: 'sample', measure: measure!, source, start, end, value: raw * factor }
  }

  end(): void {
    const samples = this.hr && this.hr.size > 0 ? this.hr.sorted() : null
    for (const w of this.workouts) {
      if (!w.record) {
        this.ctx.emit(this.skipped(`Workout: ${w.error}`, w.at))
        continue
      }
      if (samples) {
        w.record.points = pointsIn(samples, w.record.start, w.record.end)
        const n = w.record.points.length
        if (n > 0) {
          let sum = 0
          let max = 0
          for (const p of w.record.points) {
            sum += p.hr!
            if (p.hr! > max) max = p.hr!
          }
          w.record.average_hr ??= sum / n
          w.record.max_hr ??= max
        }
      }
      this.ctx.emit(w.record)
    }
    if (this.hr && this.hr.dropped > 0) {
      const error = `${this.hr.dropped} heart-rate samples past the first ${this.hr.size} were not attached to workouts`
      this.ctx.emit(this.skipped(error, `${this.options.at ?? ''}HeartRate`))
    }
  }
}

/** Apple Health export.xml (or a stream of it out of export.zip) as import records. */
export function parseAppleHealthXml(input: AsyncIterable<Buffer | string>, options: AppleHealthOptions = {}): AsyncGenerator<ImportRecord> {
  return streamXml<ImportRecord>(input, 'Apple Health export', ['HealthData'], (ctx) => new AppleHealthHandler(ctx, options))
}
