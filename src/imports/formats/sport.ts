// What each format calls a sport, mapped to healthd's `type_name` (CONTRACT "Device files in").
import type { Sport } from './types.js'

const APPLE: Record<string, Sport> = {
  Running: 'running',
  Cycling: 'cycling',
  HandCycling: 'cycling',
  Walking: 'walking',
  Hiking: 'hiking',
  Swimming: 'swimming',
  Rowing: 'rowing',
  TraditionalStrengthTraining: 'strength_training',
  FunctionalStrengthTraining: 'strength_training',
  Yoga: 'yoga',
}

/** Apple Health's `workoutActivityType` ("HKWorkoutActivityTypeRunning"). */
export function appleSport(activityType: string | undefined): Sport {
  return APPLE[(activityType ?? '').replace(/^HKWorkoutActivityType/, '')] ?? 'other'
}

const FIT_SPORT: Record<string, Sport> = {
  running: 'running',
  cycling: 'cycling',
  e_biking: 'cycling',
  walking: 'walking',
  hiking: 'hiking',
  swimming: 'swimming',
  rowing: 'rowing',
  yoga: 'yoga',
}
const FIT_SUB_SPORT: Record<string, Sport> = {
  yoga: 'yoga',
  strength_training: 'strength_training',
  indoor_rowing: 'rowing',
  indoor_cycling: 'cycling',
  spin: 'cycling',
  virtual_activity: 'cycling',
  treadmill: 'running',
  indoor_running: 'running',
  indoor_walking: 'walking',
  lap_swimming: 'swimming',
  open_water: 'swimming',
}

/**
 * FIT's session `sport` and `sub_sport`, as fit-file-parser names them. The sub-sport decides where it
 * names the activity itself (yoga and strength training are sub-sports of `training`, indoor rowing of
 * `fitness_equipment`); `virtual_activity` is a virtual ride only under cycling or with no sport.
 */
export function fitSport(sport: unknown, subSport: unknown): Sport {
  const s = typeof sport === 'string' ? sport : ''
  const sub = typeof subSport === 'string' ? subSport : ''
  if (sub === 'virtual_activity' && s && s !== 'cycling' && s !== 'generic') return FIT_SPORT[s] ?? 'other'
  if (sub === 'treadmill' && s === 'walking') return 'walking'
  return FIT_SUB_SPORT[sub] ?? FIT_SPORT[s] ?? 'other'
}

// Strava's numeric activity types, as its GPX exports write them in <type>.
const STRAVA_TYPE: Record<string, Sport> = { '1': 'cycling', '4': 'hiking', '9': 'running', '10': 'walking', '16': 'swimming', '17': 'cycling' }

const WORDS: [RegExp, Sport][] = [
  [/run|jog/, 'running'],
  [/cycl|bik|ride|velo/, 'cycling'],
  [/hik|trek/, 'hiking'],
  [/walk/, 'walking'],
  [/swim/, 'swimming'],
  [/row/, 'rowing'],
  [/strength|weight/, 'strength_training'],
  [/yoga/, 'yoga'],
]

/** A free-text sport: GPX `<type>` ("running", "Ride", "9"), TCX `Sport` ("Running", "Biking", "Other"). */
export function textSport(text: string | undefined): Sport {
  const t = (text ?? '').trim().toLowerCase()
  if (!t) return 'other'
  if (STRAVA_TYPE[t]) return STRAVA_TYPE[t]
  for (const [re, sport] of WORDS) if (re.test(t)) return sport
  return 'other'
}
