// The stream statistics that do not depend on thresholds: means, maxima, normalized power and the
// best rolling means. One pass per rolling window over a typed array, nothing allocated per sample.

/** Coggan's smoothing window for normalized power, in seconds. */
export const NP_WINDOW_SECONDS = 30
/** The window of the threshold tests: best 20-minute mean power and heart rate. */
export const THRESHOLD_WINDOW_SECONDS = 20 * 60
/** The window of the maximum heart rate: the highest 5-second mean. */
export const MAX_HR_WINDOW_SECONDS = 5

/**
 * A stream's values where it has them, in time order: the array itself when it has no gap, else a
 * copy without the NaN seconds. A sensor gap is left out like a pause, so rolling windows run over
 * the seconds the stream measured.
 */
export function present(values: Float64Array): Float64Array {
  let missing = 0
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i]!)) missing++
  if (missing === 0) return values
  const out = new Float64Array(values.length - missing)
  let j = 0
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!
    if (!Number.isNaN(v)) out[j++] = v
  }
  return out
}

export function mean(values: Float64Array): number | undefined {
  if (values.length === 0) return undefined
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += values[i]!
  return sum / values.length
}

export function max(values: Float64Array): number | undefined {
  if (values.length === 0) return undefined
  let m = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i++) if (values[i]! > m) m = values[i]!
  return m
}

/**
 * Normalized power: the 4th root of the mean of the 4th powers of the 30 s rolling mean.
 *
 * Only full windows count: the first rolling mean is the one ending at the 30th second, so the
 * first 29 seconds enter only as part of later windows. This is Coggan's definition as
 * TrainingPeaks states it ("starting at 30 s"), and what the head units whose files we test do
 * (docs/analytics.md: Garmin Edge 510/530/800/810 and Wahoo ELEMNT BOLT within 0.6 %).
 * GoldenCheetah instead averages partial windows as if padded with zeros, which pulls NP down on
 * short rides (a 2-minute ride: -6 %). With fewer than 30 seconds there is no full window, and NP
 * is the mean power of the whole (the one window there is).
 */
export function normalizedPower(power: Float64Array): number | undefined {
  const n = power.length
  if (n === 0) return undefined
  const w = NP_WINDOW_SECONDS
  if (n < w) return mean(power)
  let sum = 0
  for (let i = 0; i < w; i++) sum += power[i]!
  // m⁴ as (m²)²: Math.pow in the loop costs several times the whole rest of the analysis.
  let m2 = (sum / w) * (sum / w)
  let total = m2 * m2
  for (let i = w; i < n; i++) {
    sum += power[i]! - power[i - w]!
    const m = sum / w
    m2 = m * m
    total += m2 * m2
  }
  return Math.sqrt(Math.sqrt(total / (n - w + 1)))
}

/** The highest mean over `window` consecutive values; undefined when there are fewer. */
export function bestMean(values: Float64Array, window: number): number | undefined {
  const n = values.length
  if (n < window || window < 1) return undefined
  let sum = 0
  for (let i = 0; i < window; i++) sum += values[i]!
  let best = sum
  for (let i = window; i < n; i++) {
    sum += values[i]! - values[i - window]!
    if (sum > best) best = sum
  }
  return best / window
}

/** What one stream gives without thresholds. */
export interface StreamStats {
  /** the stream's present seconds */
  values: Float64Array
  mean: number
  max: number
  best20min?: number | undefined
}

export function streamStats(stream: Float64Array | null): StreamStats | undefined {
  if (!stream) return undefined
  const values = present(stream)
  const m = mean(values)
  if (m === undefined) return undefined
  return { values, mean: m, max: max(values)!, best20min: bestMean(values, THRESHOLD_WINDOW_SECONDS) }
}
