// What a device file says, in one shape for every format (Apple Health, FIT, GPX, TCX, bulk zips).
// Parsers (src/imports/formats/*) turn bytes into a stream of these records; the import pipeline
// (src/imports/*) applies them: workouts → activities, mindful sessions → mindfulness activities,
// samples → per-source hourly or daily buckets that the source priority turns into day records.
// No HTTP and no SQL here or in the parsers.

/** The formats an import can be (the query's `format`, never `auto` once detected). */
export type ImportFormat = 'apple_health' | 'fit' | 'gpx' | 'tcx' | 'zip'

/** The sports healthd names (CONTRACT "Device files in": `type_name`). */
export type Sport = 'running' | 'cycling' | 'walking' | 'hiking' | 'swimming' | 'rowing' | 'strength_training' | 'yoga' | 'other'

/** One point of a workout's streams. Time in ms since the epoch; absent values are undefined. */
export interface StreamPoint {
  t: number
  hr?: number
  power?: number
  cadence?: number
  speed?: number
  distance?: number
  lat?: number
  lon?: number
  altitude?: number
}

/** Figures the device computed itself (FIT session messages), kept to compare with healthd's own. */
export interface DeviceFigures {
  normalized_power?: number
  training_stress_score?: number
  intensity_factor?: number
  threshold_power?: number
}

export interface WorkoutRecord {
  kind: 'workout'
  /** The app or device name as the file gives it ("Apple Watch", "Garmin Forerunner 265"). */
  source: string
  sport: Sport
  /** ms since the epoch */
  start: number
  end: number
  /** Moving or total seconds as the file states; the pipeline may recompute from streams. */
  duration_seconds?: number
  calories?: number
  distance_m?: number
  average_hr?: number
  max_hr?: number
  average_power?: number
  /** Time-ordered; may be empty (Apple Health workouts without a route). */
  points: StreamPoint[]
  device?: DeviceFigures
}

export interface MindfulRecord {
  kind: 'mindful'
  source: string
  start: number
  end: number
}

/** The day measures an import writes (CONTRACT: built-in record types). */
export type SampleMeasure = 'steps' | 'active_energy' | 'resting_heart_rate' | 'hrv_sdnn' | 'weight'

export interface SampleRecord {
  kind: 'sample'
  measure: SampleMeasure
  source: string
  /** ms since the epoch; instant samples have end === start */
  start: number
  end: number
  /** steps: count; active_energy: kcal; resting_heart_rate: bpm; hrv_sdnn: ms; weight: kg (units converted by the parser) */
  value: number
}

export type SleepStage = 'in_bed' | 'asleep' | 'awake' | 'core' | 'deep' | 'rem'

export interface SleepRecord {
  kind: 'sleep'
  source: string
  stage: SleepStage
  start: number
  end: number
}

/** A record the parser could not read inside an otherwise good file: skipped and counted. */
export interface SkippedRecord {
  kind: 'skipped'
  /** where in the file ("line 1234", "export.xml record 5", "activities/123.fit") */
  at: string
  error: string
}

export type ImportRecord = WorkoutRecord | MindfulRecord | SampleRecord | SleepRecord | SkippedRecord

/** A file that is not what its format says: the import fails with this message and writes nothing. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError'
}
