// Workout analytics (CONTRACT "Workout analytics"): streams in, the specification's workout fields
// out. No HTTP, no SQL, nothing of src/modules: the import pipeline and the activities area call it.
export { analyzeHistory, analyzeWorkout, type HistoryWorkout } from './analyze.js'
export {
  bestsBefore,
  chooseThresholds,
  chronicLoad,
  CTL_DAYS,
  HISTORY_DAYS,
  isBreakthrough,
  THRESHOLD_HISTORY_DAYS,
  THRESHOLD_SHARE,
  type ThresholdChoice,
} from './history.js'
export { compactStreams, expandStreams, NO_VALUE, type CompactStreams } from './compact.js'
export { FILLED_FIELDS, fillWorkout, isMissing, thresholdsOf, type FilledWorkout } from './fill.js'
export { DEFAULT_SAMPLING_RATE_SECONDS, MAX_HOLD_MS, resample, resampleHrSeries, samplingRateSeconds, toMovingStreams } from './resample.js'
export { bestMean, normalizedPower } from './rolling.js'
export type { AnalyticsContext, AnalyticsPoint, MovingStreams, StreamsInput, Thresholds, WorkoutAnalysis, WorkoutFields, WorkoutSummary } from './types.js'
export { LTHR_ZONE_PERCENTS, MHR_ZONE_PERCENTS, POWER_ZONE_PERCENTS } from './zones.js'
