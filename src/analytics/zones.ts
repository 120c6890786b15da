// Time in zones (CONTRACT "Workout analytics"): heart rate by % of MHR, five zones by % of LTHR,
// Coggan's seven power zones. A second belongs to the zone whose lower bound it reaches, bounds
// taken exactly (not rounded); the thresholds reported are the bounds rounded to whole bpm or W.

/** Lower bounds of heart-rate zones in % of MHR: light 50, fatburn 60, cardio 70, peak 85. */
export const MHR_ZONE_PERCENTS = [50, 60, 70, 85] as const
/** Lower bounds of LTHR zones 2–5 in % of LTHR (zone 1 is everything below). */
export const LTHR_ZONE_PERCENTS = [85, 90, 95, 100] as const
/** Lower bounds of Coggan's power zones 2–7 in % of FTP. */
export const POWER_ZONE_PERCENTS = [56, 76, 91, 106, 121, 151] as const

/**
 * Seconds per zone for ascending lower bounds: out[0] counts values below bounds[0], out[i]
 * values in [bounds[i-1], bounds[i]), the last values at or above the last bound. One pass.
 */
export function zoneSeconds(values: Float64Array, bounds: readonly number[]): number[] {
  const nb = bounds.length
  const b = Float64Array.from(bounds)
  const counts = new Float64Array(nb + 1)
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!
    let z = 0
    while (z < nb && v >= b[z]!) z++
    counts[z]!++
  }
  return Array.from(counts)
}

/** Bounds in the stream's unit, as percent × reference / 100 (0.56 × 200 is 112.00000000000001; 56 × 200 / 100 is 112). */
export const boundsOf = (reference: number, percents: readonly number[]) => percents.map((p) => (p * reference) / 100)

/** Each zone's share of the total as comma-separated whole percents ("10,45,30,10,5"), each rounded on its own. */
export function percentString(seconds: readonly number[]): string {
  const total = seconds.reduce((a, b) => a + b, 0)
  return seconds.map((s) => (total > 0 ? Math.round((100 * s) / total) : 0)).join(',')
}

export interface HrZones {
  fatburn_threshold_hr: number
  cardio_threshold_hr: number
  peak_threshold_hr: number
  light_duration_hr: number
  fatburn_duration_hr: number
  cardio_duration_hr: number
  peak_duration_hr: number
}

/** The four zones by % of MHR; seconds under 50 % are in none of them. */
export function mhrZones(hr: Float64Array, mhr: number): HrZones {
  const bounds = boundsOf(mhr, MHR_ZONE_PERCENTS)
  const [, light, fatburn, cardio, peak] = zoneSeconds(hr, bounds) as [number, number, number, number, number]
  return {
    fatburn_threshold_hr: Math.round(bounds[1]!),
    cardio_threshold_hr: Math.round(bounds[2]!),
    peak_threshold_hr: Math.round(bounds[3]!),
    light_duration_hr: light,
    fatburn_duration_hr: fatburn,
    cardio_duration_hr: cardio,
    peak_duration_hr: peak,
  }
}

/** Zones against a threshold: rounded lower bounds of zones 2.., seconds in each, shares as whole percents. */
export function thresholdZones(values: Float64Array, threshold: number, percents: readonly number[]) {
  const bounds = boundsOf(threshold, percents)
  const seconds = zoneSeconds(values, bounds)
  return { thresholds: bounds.map((b) => Math.round(b)), seconds, percents: percentString(seconds) }
}
