// Insight statistics: every expected value is worked by hand (arithmetic in the comments) or a published table value.
import { describe, expect, it } from 'vitest'
import {
  holm,
  hrv,
  mean,
  median,
  mifflinStJeor,
  normalCdf,
  normalQuantile,
  parseInterbeatIntervals,
  percentileRank,
  round,
  sampleStd,
  studentTCdf,
  studentTQuantile,
  theilSen,
  welch,
} from '../../src/insights/stats.js'
import { addDays, ageOn, isoWeek, localDay, localDayStart, localHour } from '../../src/time/calendar.js'

describe('descriptive statistics', () => {
  it('mean, median and sample std', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5) // 40 / 8
    expect(mean([])).toBeNaN()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5) // (2 + 3) / 2
    expect(median([])).toBeNaN()
    // deviations from 5: -3,-1,-1,-1,0,0,2,4 → squares 9+1+1+1+0+0+4+16 = 32; 32/7 = 4.571428…; sqrt = 2.138089935…
    expect(sampleStd([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138089935, 9)
    expect(sampleStd([7])).toBeNaN()
  })

  it('round is half away from zero and leaves non-finite values alone', () => {
    expect(round(2.5, 0)).toBe(3)
    expect(round(-2.5, 0)).toBe(-3)
    expect(round(1.005, 2)).toBe(1.01) // 1.005 * 100 is 100.49999999999999 in binary; still rounds up
    expect(round(-1.005, 2)).toBe(-1.01)
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: a decimal with five places to round to three, not π
    expect(round(3.14159, 3)).toBe(3.142)
    expect(round(1234.5678, -2)).toBe(1200)
    expect(Object.is(round(-0.0001, 2), 0)).toBe(true) // no negative zero
    expect(round(NaN, 2)).toBeNaN()
    expect(round(Infinity, 2)).toBe(Infinity)
  })

  it('percentileRank uses mid-ranks', () => {
    expect(percentileRank([1, 2, 3, 4], 3)).toBe(62.5) // (2 below + 1/2 equal) / 4 = 0.625
    expect(percentileRank([1, 2, 3, 4], 10)).toBe(100)
    expect(percentileRank([1, 2, 3, 4], 0)).toBe(0)
    expect(percentileRank([5, 5, 5, 5], 5)).toBe(50) // (0 + 4/2) / 4
    expect(percentileRank([], 1)).toBeNaN()
  })
})

describe('distributions (published table values)', () => {
  it('normal quantile and CDF', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 9)
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963985, 9)
    expect(normalQuantile(0.5)).toBe(0)
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232306, 9)
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306, 9)
    expect(normalCdf(1.959963985)).toBeCloseTo(0.975, 9)
    expect(normalCdf(0)).toBe(0.5)
    expect(normalCdf(-1)).toBeCloseTo(0.158655254, 9) // Φ(−1)
    expect(normalCdf(-5)).toBeCloseTo(2.866515719e-7, 15) // Φ(−5), tail kept without cancellation
  })

  it('Student t quantile and CDF', () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.70620474, 8)
    expect(studentTQuantile(0.975, 5)).toBeCloseTo(2.570581836, 8)
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138852, 8)
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.042272456, 8)
    expect(studentTQuantile(0.025, 10)).toBeCloseTo(-2.228138852, 8)
    expect(studentTQuantile(0.5, 7.3)).toBe(0)
    expect(studentTCdf(2.228138852, 10)).toBeCloseTo(0.975, 10)
    expect(studentTCdf(-2.228138852, 10)).toBeCloseTo(0.025, 10)
    expect(studentTCdf(12.70620474, 1)).toBeCloseTo(0.975, 10)
    // df = 1 is Cauchy: F(1) = 1/2 + atan(1)/π = 0.75 exactly
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 12)
    // df = 2 has a closed form: F(t) = 1/2 + t / (2·sqrt(2 + t²)); t = 1 → 0.5 + 1/(2·√3) = 0.788675134…
    expect(studentTCdf(1, 2)).toBeCloseTo(0.7886751346, 10)
    expect(studentTCdf(0, 3.7)).toBe(0.5)
  })
})

describe('theilSen', () => {
  it('small dataset worked by hand', () => {
    // xs 1..5, ys [1,3,2,5,4]; the 10 pairwise slopes (i<j):
    // (1,2) 2, (1,3) 1/2, (1,4) 4/3, (1,5) 3/4, (2,3) −1, (2,4) 1, (2,5) 1/3, (3,4) 3, (3,5) 1, (4,5) −1
    // sorted: −1, −1, 1/3, 1/2, 3/4, 1, 1, 4/3, 2, 3 → median (3/4 + 1)/2 = 0.875
    // residual intercepts y − 0.875x: 0.125, 1.25, −0.625, 1.5, −0.375 → median 0.125
    // S = 8 concordant − 2 discordant = 6; tau = 6/10
    // Var(S) = 5·4·15/18 = 16.667, sd 4.0825; C = 1.959964·4.0825 = 8.0015
    // M1 = (10 − 8.0015)/2 = 0.999 → 1st sorted = −1; M2 = 9.0008 → 10th sorted = 3
    // z = (6 − 1)/4.0825 = 1.2247, p = 2·(1 − Φ(1.2247)) = 2·(1 − 0.88966) = 0.2207
    const r = theilSen([1, 2, 3, 4, 5], [1, 3, 2, 5, 4])!
    expect(r.n).toBe(5)
    expect(r.slope).toBe(0.875)
    expect(r.intercept).toBe(0.125)
    expect(r.slope_low).toBe(-1)
    expect(r.slope_high).toBe(3)
    expect(r.kendall_tau).toBeCloseTo(0.6, 12)
    expect(r.p_value).toBeCloseTo(0.2207, 4)
  })

  it('CI bounds enumerated by hand (n = 7)', () => {
    // xs 1..7, ys [2,4,3,6,5,8,7]; 21 slopes:
    // i=1: 2, 1/2, 4/3, 3/4, 6/5, 5/6   i=2: −1, 1, 1/3, 1, 3/5   i=3: 3, 1, 5/3, 1
    // i=4: −1, 1, 1/3   i=5: 3, 1   i=6: −1
    // sorted: −1 −1 −1 1/3 1/3 1/2 3/5 3/4 5/6 1 1 1 1 1 1 6/5 4/3 5/3 2 3 3 → median (11th) = 1
    // residuals y − x: 1,2,0,2,0,2,0 → median 1
    // Var(S) = 7·6·19/18 = 44.333, sd 6.6583; C = 13.050
    // M1 = (21 − 13.050)/2 = 3.975 → 4th sorted = 1/3; M2 = 17.025 → 18th sorted = 5/3
    // S = 18 positive − 3 negative = 15, tau = 15/21 = 5/7; z = 14/6.6583 = 2.1026, p = 2·(1 − 0.98225) = 0.0355
    const r = theilSen([1, 2, 3, 4, 5, 6, 7], [2, 4, 3, 6, 5, 8, 7])!
    expect(r.slope).toBe(1)
    expect(r.intercept).toBe(1)
    expect(r.slope_low).toBeCloseTo(1 / 3, 12)
    expect(r.slope_high).toBeCloseTo(5 / 3, 12)
    expect(r.kendall_tau).toBeCloseTo(5 / 7, 12)
    expect(r.p_value).toBeCloseTo(0.0355, 4)
  })

  it('exactly linear series', () => {
    // y = 3 + 2x on x = 0..9: all 45 slopes are 2; S = 45, tau 1
    // Var(S) = 10·9·25/18 = 125; z = 44/√125 = 3.9355; p = 2·(1 − Φ(3.9355)) = 8.30e−5
    const xs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    const r = theilSen(
      xs,
      xs.map((x) => 3 + 2 * x),
    )!
    expect(r.slope).toBe(2)
    expect(r.intercept).toBe(3)
    expect(r.slope_low).toBe(2)
    expect(r.slope_high).toBe(2)
    expect(r.kendall_tau).toBe(1)
    expect(r.p_value).toBeLessThan(1e-4)
    expect(r.p_value).toBeCloseTo(8.3e-5, 6)
  })

  it('flat series with constant noise: slope 0 and the CI contains 0 (with tie correction)', () => {
    // ys alternate 5,6 on x = 1..8. Same-parity pairs (12) have slope 0.
    // Positive slopes (y 5 → 6), dx: i=1: 1,3,5,7; i=3: 1,3,5; i=5: 1,3; i=7: 1 → 1/7, 1/5 ×2, 1/3 ×3, 1 ×4 (10)
    // Negative slopes (y 6 → 5), dx: i=2: 1,3,5; i=4: 1,3; i=6: 1 → −1 ×3, −1/3 ×2, −1/5 (6)
    // sorted 0-based: 0..5 negatives, 6..17 zeros, 18.. 1/7, 1/5, 1/5, 1/3, … ; median of 28 = (0 + 0)/2 = 0
    // S = 10 − 6 = 4, tau = 4/28 = 1/7
    // ties in ys: two groups of 4 → Var(S) = (8·7·21 − 2·4·3·13)/18 = (1176 − 312)/18 = 48, sd 6.9282
    // C = 13.579; M1 = 7.21 → 7th sorted (index 6) = 0; M2 = 20.79 → 22nd sorted (index 21) = 1/3
    // z = 3/6.9282 = 0.4330, p = 2·(1 − 0.66750) = 0.6650
    const r = theilSen([1, 2, 3, 4, 5, 6, 7, 8], [5, 6, 5, 6, 5, 6, 5, 6])!
    expect(r.slope).toBe(0)
    expect(r.intercept).toBe(5.5) // median of ys
    expect(r.slope_low).toBe(0)
    expect(r.slope_high).toBeCloseTo(1 / 3, 12)
    expect(r.slope_low).toBeLessThanOrEqual(0)
    expect(r.slope_high).toBeGreaterThanOrEqual(0)
    expect(r.kendall_tau).toBeCloseTo(1 / 7, 12)
    expect(r.p_value).toBeCloseTo(0.665, 3)
  })

  it('undefined when there is nothing to estimate', () => {
    expect(theilSen([1, 2], [1, 2])).toBeUndefined() // n < 3
    expect(theilSen([1, 2, 3], [1, 2])).toBeUndefined() // length mismatch
    expect(theilSen([4, 4, 4], [1, 2, 3])).toBeUndefined() // no pair with distinct x
    expect(theilSen([1, 2, 3], [7, 7, 7])).toBeUndefined() // Var(S) = (3·2·11 − 3·2·11)/18 = 0
  })
})

describe('welch', () => {
  it('equal variances and sizes: df = 2(n − 1) = 10, table value t(0.975, 10)', () => {
    // a = 1..6: mean 3.5, var 17.5/5 = 3.5; b = 3..8: mean 5.5, var 3.5; diff = −2
    // se = √(3.5/6 + 3.5/6) = √(7/6) = 1.0801234
    // df = (7/6)² / (2·(3.5/6)²/5) = (49/36)/(24.5/180) = 10
    // t = −2/1.0801234 = −1.8516402; between t(0.95,10) = 1.812 and t(0.975,10) = 2.228 → 0.05 < p < 0.10 (p = 0.0938)
    // CI = −2 ± 2.228138852·1.0801234 = −2 ± 2.4066650 → [−4.4066650, 0.4066650]
    // pooled sd = √((5·3.5 + 5·3.5)/10) = √3.5 = 1.8708287; d = −1.0690450; J = 1 − 3/39 = 12/13 → g = −0.9868107
    const r = welch([1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8])!
    expect(r).toMatchObject({ n_a: 6, n_b: 6, mean_a: 3.5, mean_b: 5.5, diff: -2 })
    expect(r.df).toBeCloseTo(10, 10)
    expect(r.t).toBeCloseTo(-1.8516402, 6)
    expect(r.ci_low).toBeCloseTo(-4.406665, 6)
    expect(r.ci_high).toBeCloseTo(0.406665, 6)
    expect(r.p_value).toBeGreaterThan(0.05)
    expect(r.p_value).toBeLessThan(0.1)
    expect(r.p_value).toBeCloseTo(0.0938, 4)
    expect(r.hedges_g).toBeCloseTo(-0.9868107, 6)
  })

  it('unequal variances: Welch–Satterthwaite df worked by hand', () => {
    // a = [2,4,6]: mean 4, var 4 → va/na = 4/3; b = [10,12,14,16,18]: mean 14, var 40/4 = 10 → vb/nb = 2
    // se² = 4/3 + 2 = 10/3, se = 1.8257419; t = −10/1.8257419 = −5.4772256
    // df = (10/3)² / ((4/3)²/2 + 2²/4) = (100/9)/(17/9) = 100/17 = 5.8823529
    // pooled var = (2·4 + 4·10)/6 = 8; d = −10/√8 = −3.5355339; J = 1 − 3/23 = 20/23 → g = −3.0743773
    const r = welch([2, 4, 6], [10, 12, 14, 16, 18])!
    expect(r.diff).toBe(-10)
    expect(r.df).toBeCloseTo(100 / 17, 10)
    expect(r.t).toBeCloseTo(-5.4772256, 6)
    expect(r.hedges_g).toBeCloseTo(-3.0743773, 6)
    // the CI half-width in se units is t(0.975, 5.88), between the table values for df 6 (2.446912) and 5 (2.570582)
    const q = (r.ci_high - r.diff) / Math.sqrt(10 / 3)
    expect(q).toBeGreaterThan(2.446912)
    expect(q).toBeLessThan(2.570582)
    expect(r.ci_high - r.diff).toBeCloseTo(r.diff - r.ci_low, 10)
    // |t| = 5.48 exceeds t(0.995, 5) = 4.032, so p < 0.01
    expect(r.p_value).toBeLessThan(0.01)
  })

  it('level changes the quantile: 90% with df 10 uses t(0.95, 10) = 1.812461123', () => {
    // −2 ± 1.812461123·1.0801234 = −2 ± 1.9576817
    const r = welch([1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8], 0.9)!
    expect(r.ci_low).toBeCloseTo(-3.9576817, 6)
    expect(r.ci_high).toBeCloseTo(-0.0423183, 6)
  })

  it('degenerate inputs', () => {
    expect(welch([1], [1, 2, 3])).toBeUndefined()
    expect(welch([1, 2, 3], [4])).toBeUndefined()
    expect(welch([5, 5], [6, 6, 6])).toBeUndefined() // constant and different: no honest inference
    const same = welch([5, 5], [5, 5, 5])!
    expect(same).toMatchObject({ diff: 0, t: 0, p_value: 1, ci_low: 0, ci_high: 0, hedges_g: 0 })
  })
})

describe('holm', () => {
  it('adjusts in input order, monotone', () => {
    // sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → max so far 0.06
    const r = holm([0.01, 0.04, 0.03, 0.005])
    const expected = [0.03, 0.06, 0.06, 0.02]
    expect(r).toHaveLength(4)
    for (const [i, v] of r.entries()) expect(v).toBeCloseTo(expected[i]!, 12)
  })

  it('caps at 1 and handles empty input', () => {
    expect(holm([0.5, 0.6])).toEqual([1, 1]) // 0.5·2 = 1, max(1, 0.6) = 1
    const r = holm([0.4, 0.45])
    expect(r[0]).toBeCloseTo(0.8, 12) // 0.4·2
    expect(r[1]).toBeCloseTo(0.8, 12) // max(0.8, 0.45·1)
    expect(holm([])).toEqual([])
  })
})

describe('parseInterbeatIntervals', () => {
  it('reads milliseconds from separated text', () => {
    expect(parseInterbeatIntervals('812, 790,805')).toEqual([812, 790, 805])
    expect(parseInterbeatIntervals('812;790\n805 801')).toEqual([812, 790, 805, 801])
  })

  it('converts a JSON array in seconds to milliseconds', () => {
    const r = parseInterbeatIntervals('[0.812,0.790, 8.05e-1]') // median 0.805 < 3 → seconds
    const expected = [812, 790, 805]
    expect(r).toHaveLength(3)
    for (const [i, v] of r.entries()) expect(v).toBeCloseTo(expected[i]!, 9)
  })

  it('returns nothing for garbage and drops non-finite values', () => {
    expect(parseInterbeatIntervals('no numbers here')).toEqual([])
    expect(parseInterbeatIntervals('')).toEqual([])
    expect(parseInterbeatIntervals('800, 1e999, 810')).toEqual([800, 810])
  })
})

describe('hrv', () => {
  it('clean series', () => {
    // diffs 10, −20, 15 → rmssd = √((100 + 400 + 225)/3) = √241.666… = 15.5456318
    // mean = 3205/4 = 801.25 → HR = 60000/801.25 = 74.8829953
    // deviations −1.25, 8.75, −11.25, 3.75 → squares sum 218.75; /3 = 72.9167 → sdnn = 8.5391256
    const r = hrv([800, 810, 790, 805])!
    expect(r.beats).toBe(4)
    expect(r.discarded).toBe(0)
    expect(r.rmssd_ms).toBeCloseTo(15.5456318, 6)
    expect(r.mean_ibi_ms).toBe(801.25)
    expect(r.mean_hr_bpm).toBeCloseTo(74.8829953, 6)
    expect(r.sdnn_ms).toBeCloseTo(8.5391256, 6)
  })

  it('an artifact is discarded and breaks the chain of differences', () => {
    // 250 ms is dropped; pairs 800→810 (10) and 790→805 (15), never 810→790
    // rmssd = √((100 + 225)/2) = √162.5 = 12.7475488 (differencing across the gap would give 15.5456)
    const r = hrv([800, 810, 250, 790, 805])!
    expect(r.beats).toBe(4)
    expect(r.discarded).toBe(1)
    expect(r.rmssd_ms).toBeCloseTo(12.7475488, 6)
    expect(r.mean_ibi_ms).toBe(801.25)
    const tooLong = hrv([800, 810, 2500, 790, 805])!
    expect(tooLong.discarded).toBe(1)
    expect(tooLong.rmssd_ms).toBeCloseTo(12.7475488, 6)
  })

  it('undefined without enough data', () => {
    expect(hrv([800, 810])).toBeUndefined() // fewer than 3 kept
    expect(hrv([800, 250, 810, 260, 790])).toBeUndefined() // 3 kept but no adjacent pair
    expect(hrv([])).toBeUndefined()
  })
})

describe('mifflinStJeor', () => {
  it('male, female and other', () => {
    // 700 + 1093.75 − 150 + 5
    expect(mifflinStJeor({ weightKg: 70, heightCm: 175, ageYears: 30, gender: 'male' })).toBe(1648.75)
    // 600 + 1031.25 − 200 − 161
    expect(mifflinStJeor({ weightKg: 60, heightCm: 165, ageYears: 40, gender: 'female' })).toBe(1270.25)
    // 700 + 1093.75 − 150 − 78
    expect(mifflinStJeor({ weightKg: 70, heightCm: 175, ageYears: 30, gender: 'other' })).toBe(1565.75)
  })
})

describe('calendar days', () => {
  it('ageOn counts whole years', () => {
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36) // on the birthday
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35) // the day before
    expect(ageOn('1990-06-15', '2026-12-31')).toBe(36)
    expect(ageOn('1990-06-15', '2026-01-01')).toBe(35)
  })

  it('isoWeek at year boundaries', () => {
    // 2026-01-01 is a Thursday, so its week (Mon 2025-12-29 … Sun 2026-01-04) is 2026-W01
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1, monday: '2025-12-29', sunday: '2026-01-04', id: '2026-W01' })
    // 2027-01-01 is a Friday: its week has Thursday 2026-12-31, so it is the 53rd week of 2026
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53, monday: '2026-12-28', sunday: '2027-01-03', id: '2026-W53' })
    // 2024-12-30 is a Monday whose Thursday is 2025-01-02 → 2025-W01
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1, monday: '2024-12-30', sunday: '2025-01-05', id: '2025-W01' })
    // 2026-11-21 (Saturday): 327 days after 2025-12-29 → week 1 + ⌊327/7⌋ = 47, Monday = Nov 16
    expect(isoWeek('2026-11-21')).toEqual({ year: 2026, week: 47, monday: '2026-11-16', sunday: '2026-11-22', id: '2026-W47' })
    expect(isoWeek('2026-11-22').id).toBe('2026-W47') // Sunday closes the week
    expect(isoWeek('2026-11-23').id).toBe('2026-W48')
  })

  it('addDays across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30') // across a European DST change, still whole days
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })

  it('localDay around midnight with positive and negative offsets', () => {
    expect(localDay('2026-11-01T23:30:00Z', 3600)).toBe('2026-11-02')
    expect(localDay('2026-11-01T23:30:00Z', -3600)).toBe('2026-11-01')
    expect(localDay('2026-11-02T00:30:00Z', -3600)).toBe('2026-11-01')
    expect(localDay(new Date('2026-11-02T00:30:00Z'), 0)).toBe('2026-11-02')
  })

  it('localDayStart and localHour', () => {
    // local midnight at UTC+1 is 23:00 UTC the day before; at UTC−5 it is 05:00 UTC
    expect(localDayStart('2026-11-02', 3600).toISOString()).toBe('2026-11-01T23:00:00.000Z')
    expect(localDayStart('2026-11-02', -18000).toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect(localHour('2026-11-01T23:30:00Z', 3600)).toBe(0.5)
    expect(localHour('2026-11-01T23:30:00Z', -3600)).toBe(22.5)
    expect(localHour('2026-11-01T23:30:00Z', 19800)).toBe(5) // +5:30 → 29:00 → 05:00
    expect(localHour(new Date('2026-11-01T06:45:00Z'), 0)).toBe(6.75)
  })
})
