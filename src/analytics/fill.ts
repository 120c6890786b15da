// A stored workout's fields with the analysis merged in (CONTRACT "Workout analytics": a value the
// customer sent on PUT is kept as sent; healthd fills only what is missing). Pure: the activities
// area calls it on a PUT with hr_series, on an import, and again on each re-computation, with the
// fields it filled before taken out, so a re-computation replaces exactly what healthd wrote.
import { analyzeWorkout } from './analyze.js'
import { chronicLoad, setValue } from './history.js'
import type { AnalyticsContext, StreamsInput, Thresholds, WorkoutFields, WorkoutSummary } from './types.js'

/**
 * The fields healthd fills: every computed field except the session's bounds and length, which a
 * request always carries (`start_datetime`, `end_datetime`, `duration_seconds` are required) and
 * an import takes from the file.
 */
export const FILLED_FIELDS: readonly (keyof WorkoutFields)[] = [
  'tss',
  'average_power',
  'normalized_power',
  'variability_index',
  'used_ftp',
  'guessed_ftp',
  'intensity_factor',
  'tss_power',
  'is_breakthrough_ftp',
  'power_zone_thresholds',
  'power_zone_durations_seconds',
  'zone_power',
  'average_hr',
  'max_hr',
  'used_lthr',
  'guessed_lthr',
  'guessed_mhr',
  'tss_hr',
  'is_breakthrough_lthr',
  'fatburn_threshold_hr',
  'cardio_threshold_hr',
  'peak_threshold_hr',
  'light_duration_hr',
  'fatburn_duration_hr',
  'cardio_duration_hr',
  'peak_duration_hr',
  'hr_zone_thresholds',
  'hr_zone_durations_seconds',
  'zone_hr',
  'activity_score_before',
  'activity_score_after',
]

/**
 * Whether a field of `sent` is missing, so healthd fills it: absent (or null); and `tss`, which the
 * specification makes every request carry, also when it is 0 (what an app that computes nothing
 * sends, and what an import writes when there is nothing to compute it from).
 */
export function isMissing(sent: Readonly<Record<string, unknown>>, field: string): boolean {
  const v = sent[field]
  return v === undefined || v === null || (field === 'tss' && v === 0)
}

/**
 * The thresholds a workout is computed with: the ones its own fields state (`used_ftp`,
 * `used_lthr`, and `guessed_mhr`, which carries the MHR in use), when sent as positive numbers,
 * else the user's. So what healthd fills agrees with what the record says it used.
 */
export function thresholdsOf(sent: Readonly<Record<string, unknown>>, user: Thresholds | null | undefined): Thresholds {
  const own = (k: string) => setValue(typeof sent[k] === 'number' ? (sent[k] as number) : undefined)
  return { ftp: own('used_ftp') ?? user?.ftp, lthr: own('used_lthr') ?? user?.lthr, mhr: own('guessed_mhr') ?? user?.mhr }
}

export interface FilledWorkout {
  /** `sent` with the missing fields filled in */
  fields: Record<string, unknown>
  /** the fields healthd filled, in FILLED_FIELDS order */
  filled: string[]
  /** what history keeps of it: its `tss` is the one stored (sent or filled) */
  summary: WorkoutSummary
}

/**
 * Analyses a workout and merges the answer into what was sent: each field of FILLED_FIELDS the
 * analysis computed is written where `sent` is missing it. A `tss` kept as sent is the one history
 * sums, and `activity_score_after` (when filled) adds that one.
 */
export function fillWorkout(streams: StreamsInput, context: AnalyticsContext, sent: Readonly<Record<string, unknown>>): FilledWorkout {
  const a = analyzeWorkout(streams, { ...context, thresholds: thresholdsOf(sent, context.thresholds) })
  const fields: Record<string, unknown> = { ...sent }
  const filled: string[] = []
  for (const k of FILLED_FIELDS) {
    const v = a.fields[k]
    if (v === undefined || !isMissing(sent, k)) continue
    fields[k] = v
    filled.push(k)
  }
  const tss = typeof fields['tss'] === 'number' && Number.isFinite(fields['tss']) ? (fields['tss'] as number) : a.fields.tss
  if (tss !== a.summary.tss && filled.includes('activity_score_after')) {
    const at = a.summary.start
    fields['activity_score_after'] = Math.round(chronicLoad(context.history ?? [], at, tss, context.tzOffsetSeconds ?? 0).after)
  }
  return { fields, filled, summary: { ...a.summary, tss } }
}
