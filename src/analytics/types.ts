// The shapes of workout analytics (CONTRACT "Workout analytics"): streams in, the specification's
// workout fields out. Pure data: no HTTP, no SQL, nothing of src/modules.

/**
 * One sample of a workout's streams: time in ms since the epoch, values absent when not measured.
 * The import records' `StreamPoint` (src/imports/formats/types.ts) is one of these.
 */
export interface AnalyticsPoint {
  t: number
  hr?: number | undefined
  power?: number | undefined
}

/** A workout's streams at 1 Hz over its moving time: pauses left out, gaps up to 10 s held. */
export interface MovingStreams {
  /** ms since the epoch of the first sample and just after the last one (the whole session, pauses included); null when unknown */
  start: number | null
  end: number | null
  /** moving seconds: the length of every stream below */
  seconds: number
  /** index of the first second of each stretch between pauses (always starts with 0 when seconds > 0) */
  segments: Uint32Array
  /** bpm and W per moving second; NaN where the stream has no value (a sensor gap over 10 s); null when the workout has no such stream */
  hr: Float64Array | null
  power: Float64Array | null
}

/** What the entry takes: raw points, an activity's `hr_series`, or streams already resampled. */
export type StreamsInput =
  | { points: readonly AnalyticsPoint[] }
  | { hr_series: string; hr_series_sampling_rate?: number | string | null | undefined; start: number }
  | MovingStreams

/** The user's own thresholds (PATCH user `thresholds`); unset, zero or negative means "guess it". */
export interface Thresholds {
  ftp?: number | null | undefined
  lthr?: number | null | undefined
  mhr?: number | null | undefined
}

/**
 * What history keeps of one selected workout: its start, its TSS and its best efforts. The
 * thresholds and the training load of later workouts are computed from these alone.
 */
export interface WorkoutSummary {
  /** ms since the epoch */
  start: number
  tss: number
  /** best mean power over 20 minutes (W), absent when the workout has under 20 minutes of power */
  best_20min_power?: number | undefined
  /** best mean heart rate over 20 minutes (bpm) */
  best_20min_hr?: number | undefined
  /** highest 5-second mean heart rate (bpm) */
  best_5s_hr?: number | undefined
}

export interface AnalyticsContext {
  thresholds?: Thresholds | null | undefined
  /** the user's other selected workouts; those starting at or after this one are ignored */
  history?: readonly WorkoutSummary[] | undefined
  /** the user's UTC offset in seconds (users.tz_offset): where a day of training load begins; 0 when absent */
  tzOffsetSeconds?: number | null | undefined
}

/** The workout fields healthd computes, named as the specification names them. */
export interface WorkoutFields {
  start_datetime?: string
  end_datetime?: string
  duration_seconds: number
  tss: number

  average_power?: number
  normalized_power?: number
  variability_index?: number
  used_ftp?: number
  guessed_ftp?: number
  intensity_factor?: number
  tss_power?: number
  is_breakthrough_ftp?: boolean
  power_zone_thresholds?: number[]
  power_zone_durations_seconds?: number[]
  zone_power?: string

  average_hr?: number
  max_hr?: number
  used_lthr?: number
  guessed_lthr?: number
  guessed_mhr?: number
  tss_hr?: number
  is_breakthrough_lthr?: boolean
  fatburn_threshold_hr?: number
  cardio_threshold_hr?: number
  peak_threshold_hr?: number
  light_duration_hr?: number
  fatburn_duration_hr?: number
  cardio_duration_hr?: number
  peak_duration_hr?: number
  hr_zone_thresholds?: number[]
  hr_zone_durations_seconds?: number[]
  zone_hr?: string

  activity_score_before?: number
  activity_score_after?: number
}

/** The entry's answer: the fields to store, and the summary to keep for later workouts' history. */
export interface WorkoutAnalysis {
  fields: WorkoutFields
  summary: WorkoutSummary
}
