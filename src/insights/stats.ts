// Pure statistics and date helpers for writing health insights: robust trends, Welch tests, distributions, HRV, energy and ISO weeks.

// ---------------------------------------------------------------------------
// Descriptive statistics
// ---------------------------------------------------------------------------

export function mean(xs: number[]): number {
  if (xs.length === 0) return NaN
  let s = 0
  for (const x of xs) s += x
  return s / xs.length
}

export function median(xs: number[]): number {
  const n = xs.length
  if (n === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const mid = n >> 1
  return n % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** Sample standard deviation (n − 1 denominator), two-pass for accuracy. */
export function sampleStd(xs: number[]): number {
  return Math.sqrt(sampleVariance(xs))
}

function sampleVariance(xs: number[]): number {
  const n = xs.length
  if (n < 2) return NaN
  const m = mean(xs)
  let ss = 0
  for (const x of xs) ss += (x - m) * (x - m)
  return ss / (n - 1)
}

/**
 * Rounds to `digits` decimals, half away from zero (so -2.5 → -3 like 2.5 → 3).
 * The scaled value is first trimmed to 15 significant digits so that binary
 * noise (1.005 * 100 = 100.49999999999999) does not flip a visible half.
 */
export function round(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x
  const f = 10 ** digits
  const scaled = Number((Math.abs(x) * f).toPrecision(15))
  const r = Math.round(scaled) / f
  return x < 0 && r !== 0 ? -r : r
}

/** Mid-rank percentile: 100 · (#below + #equal / 2) / n. */
export function percentileRank(values: number[], x: number): number {
  if (values.length === 0) return NaN
  let below = 0
  let equal = 0
  for (const v of values) {
    if (v < x) below++
    else if (v === x) equal++
  }
  return (100 * (below + equal / 2)) / values.length
}

// ---------------------------------------------------------------------------
// Special functions
// ---------------------------------------------------------------------------

// Lanczos approximation (g = 7, n = 9), relative error ~1e-15 for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
]

function lnGamma(x: number): number {
  if (x < 0.5) {
    // Reflection: Γ(x)Γ(1−x) = π / sin(πx)
    return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lnGamma(1 - x)
  }
  const z = x - 1
  let a = LANCZOS[0]!
  const t = z + 7.5
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (z + i)
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a)
}

const TINY = 1e-300
const EPS = 1e-16

/** Continued fraction for the incomplete beta function (Numerical Recipes betacf, modified Lentz). */
function betacf(a: number, b: number, x: number): number {
  const qab = a + b
  const qap = a + 1
  const qam = a - 1
  let c = 1
  let d = 1 - (qab * x) / qap
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= 100_000; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const del = d * c
    h *= del
    if (Math.abs(del - 1) < EPS) break
  }
  return h
}

/**
 * Regularized incomplete beta I_x(a, b). `y` is 1 − x, passed separately so that
 * callers can supply it without cancellation.
 */
function betaI(a: number, b: number, x: number, y: number): number {
  if (x <= 0) return 0
  if (y <= 0) return 1
  const lnFront = lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(y)
  const front = Math.exp(lnFront)
  if (x < (a + 1) / (a + b + 2)) return (front * betacf(a, b, x)) / a
  return 1 - (front * betacf(b, a, y)) / b
}

/** Upper tail P(T > t) of Student's t for t ≥ 0, computed without cancellation. */
function studentUpperTail(t: number, df: number): number {
  if (t === Infinity) return 0
  const t2 = t * t
  const x = df / (df + t2)
  const y = t2 / (df + t2)
  return betaI(df / 2, 0.5, x, y) / 2
}

/** Lower-tail CDF of Student's t with (possibly non-integer) df > 0. */
export function studentTCdf(t: number, df: number): number {
  if (Number.isNaN(t) || Number.isNaN(df) || df <= 0) return NaN
  if (df === Infinity) return normalCdf(t)
  if (t >= 0) return 1 - studentUpperTail(t, df)
  return studentUpperTail(-t, df)
}

/** Inverse of studentTCdf: bracketing then bisection on the tail probability. */
export function studentTQuantile(p: number, df: number): number {
  if (Number.isNaN(p) || Number.isNaN(df) || df <= 0 || p < 0 || p > 1) return NaN
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  if (p === 0.5) return 0
  if (df === Infinity) return normalQuantile(p)
  // Solve upperTail(t) = q for t > 0; lower-half p uses the mirror image.
  const q = p < 0.5 ? p : 1 - p
  let lo = 0
  let hi = 1
  while (studentUpperTail(hi, df) > q) {
    lo = hi
    hi *= 2
    if (!Number.isFinite(hi)) return p < 0.5 ? -Infinity : Infinity
  }
  for (let i = 0; i < 2000; i++) {
    const mid = (lo + hi) / 2
    if (mid <= lo || mid >= hi) break
    if (studentUpperTail(mid, df) > q) lo = mid
    else hi = mid
    if (hi - lo <= 1e-15 * hi) break
  }
  const t = (lo + hi) / 2
  return p < 0.5 ? -t : t
}

/** Regularized upper incomplete gamma Q(a, x) (Numerical Recipes gser/gcf). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  const lnFront = -x + a * Math.log(x) - lnGamma(a)
  if (x < a + 1) {
    // Series for P(a, x)
    let ap = a
    let sum = 1 / a
    let del = sum
    for (let n = 0; n < 100_000; n++) {
      ap += 1
      del *= x / ap
      sum += del
      if (Math.abs(del) < Math.abs(sum) * EPS) break
    }
    return 1 - sum * Math.exp(lnFront)
  }
  // Continued fraction for Q(a, x), modified Lentz
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const del = d * c
    h *= del
    if (Math.abs(del - 1) < EPS) break
  }
  return Math.exp(lnFront) * h
}

/** Complementary error function via erfc(x) = Q(1/2, x²); near machine precision. */
function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN
  if (x >= 0) return gammaQ(0.5, x * x)
  return 2 - gammaQ(0.5, x * x)
}

/** Standard normal CDF. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2)
}

/** Two-sided standard normal p-value, 2·(1 − Φ(|z|)), computed from the tail directly. */
function normalTwoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2))
}

// Acklam's rational approximation to the normal quantile (relative error 1.15e-9).
const ACK_A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239]
const ACK_B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
const ACK_C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]
const ACK_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]

/** Inverse standard normal CDF: Acklam's algorithm plus one Halley refinement step. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN
  if (p === 0) return -Infinity
  if (p === 1) return Infinity
  const [a0, a1, a2, a3, a4, a5] = ACK_A as [number, number, number, number, number, number]
  const [b0, b1, b2, b3, b4] = ACK_B as [number, number, number, number, number]
  const [c0, c1, c2, c3, c4, c5] = ACK_C as [number, number, number, number, number, number]
  const [d0, d1, d2, d3] = ACK_D as [number, number, number, number]
  const pLow = 0.02425
  let x: number
  if (p < pLow) {
    const q = Math.sqrt(-2 * Math.log(p))
    x = (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
  } else if (p <= 1 - pLow) {
    const q = p - 0.5
    const r = q * q
    x = ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p))
    x = -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
  }
  // One Halley refinement step against the accurate CDF; Φ(x) − p is taken from the
  // smaller tail (1 − p is exact for p ≥ 0.5) so the residual keeps its precision.
  const e = p <= 0.5 ? normalCdf(x) - p : 1 - p - normalCdf(-x)
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2)
  return x - u / (1 + (x * u) / 2)
}

// ---------------------------------------------------------------------------
// Trend: Theil–Sen with Sen's confidence interval and the Mann–Kendall test
// ---------------------------------------------------------------------------

export interface TheilSen {
  n: number
  slope: number
  intercept: number
  slope_low: number
  slope_high: number
  kendall_tau: number
  p_value: number
}

const Z975 = 1.959964

export function theilSen(xs: number[], ys: number[]): TheilSen | undefined {
  const n = xs.length
  if (n !== ys.length || n < 3) return undefined
  for (let i = 0; i < n; i++) if (!Number.isFinite(xs[i]!) || !Number.isFinite(ys[i]!)) return undefined

  const slopes: number[] = []
  let s = 0
  for (let i = 0; i < n; i++) {
    const xi = xs[i]!
    const yi = ys[i]!
    for (let j = i + 1; j < n; j++) {
      const dx = xs[j]! - xi
      const dy = ys[j]! - yi
      s += Math.sign(dx) * Math.sign(dy)
      if (dx !== 0) slopes.push(dy / dx)
    }
  }
  const N = slopes.length
  if (N < 1) return undefined

  // Var(S) with tie correction over tie groups in ys.
  const counts = new Map<number, number>()
  for (const y of ys) counts.set(y, (counts.get(y) ?? 0) + 1)
  let tieTerm = 0
  for (const t of counts.values()) tieTerm += t * (t - 1) * (2 * t + 5)
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18
  if (!(variance > 0)) return undefined

  slopes.sort((a, b) => a - b)
  const slope = median(slopes)
  const intercept = median(xs.map((x, i) => ys[i]! - slope * x))

  const sd = Math.sqrt(variance)
  const c = Z975 * sd
  const clamp = (k: number) => Math.min(N - 1, Math.max(0, k))
  const lowIdx = clamp(Math.round((N - c) / 2) - 1)
  const highIdx = clamp(Math.round((N + c) / 2))

  const z = s === 0 ? 0 : (s - Math.sign(s)) / sd
  return {
    n,
    slope,
    intercept,
    slope_low: slopes[lowIdx]!,
    slope_high: slopes[highIdx]!,
    kendall_tau: s / ((n * (n - 1)) / 2),
    p_value: normalTwoSidedP(z),
  }
}

// ---------------------------------------------------------------------------
// Two groups: Welch's t-test and Hedges' g
// ---------------------------------------------------------------------------

export interface Welch {
  n_a: number
  n_b: number
  mean_a: number
  mean_b: number
  diff: number
  ci_low: number
  ci_high: number
  t: number
  df: number
  p_value: number
  hedges_g: number
}

export function welch(a: number[], b: number[], level = 0.95): Welch | undefined {
  if (!(level > 0 && level < 1)) throw new RangeError(`welch: level must be in (0, 1), got ${level}`)
  const na = a.length
  const nb = b.length
  if (na < 2 || nb < 2) return undefined
  const meanA = mean(a)
  const meanB = mean(b)
  const va = sampleVariance(a)
  const vb = sampleVariance(b)
  if (![meanA, meanB, va, vb].every(Number.isFinite)) return undefined
  const diff = meanA - meanB
  const wa = va / na
  const wb = vb / nb
  const se = Math.sqrt(wa + wb)
  const J = 1 - 3 / (4 * (na + nb) - 9)

  if (se === 0) {
    if (diff !== 0) return undefined
    return {
      n_a: na,
      n_b: nb,
      mean_a: meanA,
      mean_b: meanB,
      diff: 0,
      ci_low: 0,
      ci_high: 0,
      t: 0,
      df: na + nb - 2,
      p_value: 1,
      hedges_g: 0,
    }
  }

  const df = ((wa + wb) * (wa + wb)) / ((wa * wa) / (na - 1) + (wb * wb) / (nb - 1))
  const t = diff / se
  const p = Math.min(1, 2 * studentTCdf(-Math.abs(t), df))
  const q = studentTQuantile(1 - (1 - level) / 2, df)
  const pooledSd = Math.sqrt(((na - 1) * va + (nb - 1) * vb) / (na + nb - 2))
  return {
    n_a: na,
    n_b: nb,
    mean_a: meanA,
    mean_b: meanB,
    diff,
    ci_low: diff - q * se,
    ci_high: diff + q * se,
    t,
    df,
    p_value: p,
    hedges_g: (diff / pooledSd) * J,
  }
}

// ---------------------------------------------------------------------------
// Multiple comparisons
// ---------------------------------------------------------------------------

/**
 * Holm–Bonferroni step-down adjusted p-values, in input order, monotone and
 * capped at 1. NaN inputs stay NaN and do not count towards m.
 */
export function holm(pValues: number[]): number[] {
  const idx = pValues.map((p, i) => [p, i] as const).filter(([p]) => !Number.isNaN(p))
  idx.sort((x, y) => x[0] - y[0])
  const m = idx.length
  const out = pValues.map(() => NaN)
  let running = 0
  idx.forEach(([p, i], k) => {
    running = Math.max(running, Math.min(1, (m - k) * p))
    out[i] = running
  })
  return out
}

// ---------------------------------------------------------------------------
// Heart-rate variability
// ---------------------------------------------------------------------------

const NUMBER_RE = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g

/** Extracts inter-beat intervals from free text or JSON; values in seconds (median < 3) become ms. */
export function parseInterbeatIntervals(s: string): number[] {
  const nums = (s.match(NUMBER_RE) ?? []).map(Number).filter(Number.isFinite)
  if (nums.length === 0) return []
  return median(nums) < 3 ? nums.map((v) => v * 1000) : nums
}

export interface Hrv {
  beats: number
  rmssd_ms: number
  mean_hr_bpm: number
  mean_ibi_ms: number
  sdnn_ms: number
  discarded: number
}

const IBI_MIN_MS = 300
const IBI_MAX_MS = 2000

export function hrv(ibisMs: number[]): Hrv | undefined {
  const kept: number[] = []
  const sqDiffs: number[] = []
  let discarded = 0
  let prev: number | undefined // last value, only if it was kept
  for (const v of ibisMs) {
    if (!(Number.isFinite(v) && v >= IBI_MIN_MS && v <= IBI_MAX_MS)) {
      discarded++
      prev = undefined // an artifact breaks the chain of successive differences
      continue
    }
    if (prev !== undefined) sqDiffs.push((v - prev) * (v - prev))
    kept.push(v)
    prev = v
  }
  if (kept.length < 3 || sqDiffs.length === 0) return undefined
  const meanIbi = mean(kept)
  return {
    beats: kept.length,
    rmssd_ms: Math.sqrt(mean(sqDiffs)),
    mean_hr_bpm: 60_000 / meanIbi,
    mean_ibi_ms: meanIbi,
    sdnn_ms: sampleStd(kept),
    discarded,
  }
}

// ---------------------------------------------------------------------------
// Energy
// ---------------------------------------------------------------------------

export type Gender = 'male' | 'female' | 'other'

/** Mifflin–St Jeor resting energy expenditure, kcal/day ('other' uses the midpoint constant −78). */
export function mifflinStJeor(p: { weightKg: number; heightCm: number; ageYears: number; gender: Gender }): number {
  const s = p.gender === 'male' ? 5 : p.gender === 'female' ? -161 : -78
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.ageYears + s
}
