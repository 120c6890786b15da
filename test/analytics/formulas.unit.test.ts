// Each formula of CONTRACT "Workout analytics" on streams small enough to work out by hand; the
// arithmetic is in the comments.
import { describe, expect, it } from 'vitest'
import { analyzeWorkout, bestMean, normalizedPower, type AnalyticsPoint } from '../../src/analytics/index.js'

const T0 = Date.UTC(2026, 2, 2, 6, 0, 0)
const f64 = (xs: number[]) => Float64Array.from(xs)
const repeat = (v: number, n: number) => Array<number>(n).fill(v)
/** 1 Hz points from per-second values; `undefined` leaves that stream out. */
function ride(power: (number | undefined)[] | undefined, hr?: (number | undefined)[]): { points: AnalyticsPoint[] } {
  const n = Math.max(power?.length ?? 0, hr?.length ?? 0)
  return { points: Array.from({ length: n }, (_, s) => ({ t: T0 + s * 1000, power: power?.[s], hr: hr?.[s] })) }
}

describe('normalized power', () => {
  it('is the power itself when the power is constant', () => {
    expect(normalizedPower(f64(repeat(200, 100)))).toBeCloseTo(200, 9)
  })

  it('counts full 30 s windows only: 2 s of 0 W then 30 s of 60 W', () => {
    // windows ending at seconds 29, 30, 31 hold 28, 29, 30 seconds of 60 W: means 56, 58, 60;
    // NP = ((56⁴ + 58⁴ + 60⁴) / 3)^¼ = ((9834496 + 11316496 + 12960000) / 3)^¼ = 58.0689
    expect(normalizedPower(f64([0, 0, ...repeat(60, 30)]))).toBeCloseTo(58.0689, 3)
    // one second of 300 W then 30 s of 0: windows 300/30 = 10 and 0 → (10⁴ / 2)^¼ = 5000^¼ = 8.4090
    expect(normalizedPower(f64([300, ...repeat(0, 30)]))).toBeCloseTo(8.409, 3)
  })

  it('is the mean power of the whole when there is less than one window', () => {
    expect(normalizedPower(f64([100, 200, 300]))).toBe(200)
    expect(normalizedPower(f64([]))).toBeUndefined()
  })
})

describe('best rolling means', () => {
  it('finds the best window and needs a full one', () => {
    // 5-second means of 1,2,3,10,10,10,3: (3+10+10+10+3)/5 = 7.2 is the best
    expect(bestMean(f64([1, 2, 3, 10, 10, 10, 3]), 5)).toBeCloseTo(7.2, 9)
    expect(bestMean(f64([1, 2, 3]), 5)).toBeUndefined()
  })
})

describe('power fields', () => {
  it('half an hour at a steady 200 W with FTP 250: IF 0.8, TSS 32', () => {
    // NP = 200, IF = 200/250 = 0.8, TSS = 1800 × 200 × 0.8 / (250 × 3600) × 100 = 32
    const { fields } = analyzeWorkout(ride(repeat(200, 1800)), { thresholds: { ftp: 250 } })
    expect(fields).toMatchObject({
      duration_seconds: 1800,
      average_power: 200,
      normalized_power: 200,
      variability_index: 1,
      used_ftp: 250,
      intensity_factor: 0.8,
    })
    expect(fields.tss_power).toBe(32)
    expect(fields.tss).toBe(32)
  })

  it('variability: 30 s at 0 W then 30 s at 400 W against its average', () => {
    // average 200 W. Windows end at 29..59: the one ending at 29+k holds k s of 400 W (k = 0..30):
    // mean 400k/30; NP = (Σ (400k/30)⁴ / 31)^¼ = (400/30) · (Σk⁴ / 31)^¼, Σ_{k=0}^{30} k⁴ = 5 273 999
    // → (170 129)^¼ = 20.3093 → NP = 270.79, VI = 270.79 / 200 = 1.354
    const { fields } = analyzeWorkout(ride([...repeat(0, 30), ...repeat(400, 30)]))
    expect(fields.average_power).toBe(200)
    expect(fields.normalized_power).toBe(270.8)
    expect(fields.variability_index).toBe(1.354)
  })

  it("Coggan's seven zones at FTP 200: bounds 112, 152, 182, 212, 242, 302 W, a bound belongs to the zone above", () => {
    // 100 → z1; 112, 151.9 → z2; 152 → z3; 200 → z4; 212 → z5; 250 → z6; 302, 1000 → z7
    const { fields } = analyzeWorkout(ride([100, 112, 151.9, 152, 200, 212, 250, 302, 1000]), { thresholds: { ftp: 200 } })
    expect(fields.power_zone_thresholds).toEqual([112, 152, 182, 212, 242, 302])
    expect(fields.power_zone_durations_seconds).toEqual([1, 2, 1, 1, 1, 1, 2])
    // shares of 9 s, each rounded on its own: 11.1, 22.2, ... → whole percents
    expect(fields.zone_power).toBe('11,22,11,11,11,11,22')
  })

  it('guesses FTP as 95 % of the best 20 minutes: 5 min at 100 W then 20 min at 250 W → 237.5 W', () => {
    const { fields, summary } = analyzeWorkout(ride([...repeat(100, 300), ...repeat(250, 1200)]))
    expect(summary.best_20min_power).toBe(250)
    expect(fields.guessed_ftp).toBe(237.5)
    expect(fields.used_ftp).toBe(237.5)
    // NP: windows over the step from 100 to 250 W; IF = NP / 237.5; TSS over 1500 s
    const np = fields.normalized_power!
    expect(fields.intensity_factor).toBeCloseTo(np / 237.5, 3)
    expect(fields.tss_power).toBeCloseTo(((1500 * np * (np / 237.5)) / (237.5 * 3600)) * 100, 1)
  })

  it('counts the seconds a power meter measured: a 20 s dropout is left out of average, NP and TSS', () => {
    // 100 s: 40 s at 200 W, 20 s without power (heart rate goes on), 40 s at 200 W.
    // The sample before the dropout holds its own second only: 41 + 39 = 80 s... at 200 W
    const power = [...repeat(200, 40), ...repeat(undefined as unknown as number, 20), ...repeat(200, 40)]
    const { fields } = analyzeWorkout(ride(power, repeat(120, 100)), { thresholds: { ftp: 200 } })
    expect(fields.duration_seconds).toBe(100)
    expect(fields.average_power).toBe(200)
    expect(fields.normalized_power).toBe(200)
    // 80 s with power at IF 1: 80 / 3600 × 100 = 2.22
    expect(fields.tss_power).toBe(2.2)
    expect(fields.power_zone_durations_seconds?.reduce((a, b) => a + b)).toBe(80)
  })
})

describe('heart-rate fields', () => {
  it('TSS from heart rate: 30 min at 135 bpm with LTHR 150 → 0.5 h × 0.9² × 100 = 40.5', () => {
    const { fields } = analyzeWorkout(ride(undefined, repeat(135, 1800)), { thresholds: { lthr: 150 } })
    expect(fields).toMatchObject({ average_hr: 135, max_hr: 135, used_lthr: 150, tss_hr: 40.5, tss: 40.5 })
  })

  it('zones by % of MHR 200: thresholds 120/140/170, seconds in [50,60), [60,70), [70,85), [85,∞) %', () => {
    // 10 s at 90 (under 50 %: no zone), 20 s at 100 (light), 30 s at 130 (fatburn), 40 s at 150 (cardio), 50 s at 180 (peak)
    const hr = [...repeat(90, 10), ...repeat(100, 20), ...repeat(130, 30), ...repeat(150, 40), ...repeat(180, 50)]
    const { fields } = analyzeWorkout(ride(undefined, hr), { thresholds: { mhr: 200, lthr: 160 } })
    expect(fields).toMatchObject({
      guessed_mhr: 200,
      fatburn_threshold_hr: 120,
      cardio_threshold_hr: 140,
      peak_threshold_hr: 170,
      light_duration_hr: 20,
      fatburn_duration_hr: 30,
      cardio_duration_hr: 40,
      peak_duration_hr: 50,
    })
    // LTHR 160: zone bounds 136, 144, 152, 160. 90, 100, 130 → z1 (60 s); 150 → z3 (40 s); 180 → z5 (50 s)
    expect(fields.hr_zone_thresholds).toEqual([136, 144, 152, 160])
    expect(fields.hr_zone_durations_seconds).toEqual([60, 0, 40, 0, 50])
    // of 150 s: 40 %, 0, 26.7 → 27, 0, 33.3 → 33
    expect(fields.zone_hr).toBe('40,0,27,0,33')
  })

  it('rounds the MHR thresholds to whole bpm: MHR 187 → 112.2, 130.9, 158.95 → 112, 131, 159', () => {
    const { fields } = analyzeWorkout(ride(undefined, repeat(120, 10)), { thresholds: { mhr: 187 } })
    expect([fields.fatburn_threshold_hr, fields.cardio_threshold_hr, fields.peak_threshold_hr]).toEqual([112, 131, 159])
  })

  it('guesses MHR as the highest 5-second mean: a 3 s spike of 200 among 180 → (3·200 + 2·180) / 5 = 192', () => {
    const { fields, summary } = analyzeWorkout(ride(undefined, [...repeat(180, 10), 200, 200, 200, ...repeat(180, 10)]))
    expect(summary.best_5s_hr).toBe(192)
    expect(fields.guessed_mhr).toBe(192)
    expect(fields.max_hr).toBe(200)
  })

  it('guesses LTHR as 95 % of the best 20 minutes of heart rate, and the user-set MHR wins the guess', () => {
    // 20 min at 160 bpm: LTHR 152; tss_hr = 1/3 h × (160/152)² × 100 = 36.93
    const { fields } = analyzeWorkout(ride(undefined, repeat(160, 1200)), { thresholds: { mhr: 195 } })
    expect(fields).toMatchObject({ guessed_lthr: 152, used_lthr: 152, guessed_mhr: 195, tss_hr: 36.9, tss: 36.9 })
  })
})

describe('one whole workout', () => {
  it('an hour at 200 W and 150 bpm against FTP 250, LTHR 160, MHR 190', () => {
    // IF 0.8, TSS 64; tss_hr = 1 × (150/160)² × 100 = 87.89; tss = tss_power when there is power.
    // 200 W = 80 % of FTP: zone 3; 150 bpm = 93.75 % of LTHR: zone 3; 150/190 = 78.9 % of MHR: cardio.
    const { fields } = analyzeWorkout(ride(repeat(200, 3600), repeat(150, 3600)), { thresholds: { ftp: 250, lthr: 160, mhr: 190 } })
    expect(fields).toMatchObject({
      start_datetime: new Date(T0).toISOString(),
      end_datetime: new Date(T0 + 3600_000).toISOString(),
      duration_seconds: 3600,
      normalized_power: 200,
      intensity_factor: 0.8,
      tss_power: 64,
      tss_hr: 87.9,
      tss: 64,
      zone_power: '0,0,100,0,0,0,0',
      zone_hr: '0,0,100,0,0',
      power_zone_thresholds: [140, 190, 228, 265, 303, 378],
      hr_zone_thresholds: [136, 144, 152, 160],
      cardio_duration_hr: 3600,
      peak_duration_hr: 0,
      is_breakthrough_ftp: false,
      is_breakthrough_lthr: false,
    })
  })

  it('leaves out the fields of a missing stream and always sets tss', () => {
    const hrOnly = analyzeWorkout(ride(undefined, repeat(140, 600)), { thresholds: { lthr: 160 } }).fields
    for (const k of [
      'average_power',
      'normalized_power',
      'variability_index',
      'used_ftp',
      'guessed_ftp',
      'intensity_factor',
      'tss_power',
      'zone_power',
      'power_zone_thresholds',
      'is_breakthrough_ftp',
    ])
      expect(hrOnly).not.toHaveProperty(k)
    expect(hrOnly.tss).toBe(hrOnly.tss_hr)

    const powerOnly = analyzeWorkout(ride(repeat(150, 600))).fields
    for (const k of [
      'average_hr',
      'max_hr',
      'used_lthr',
      'guessed_lthr',
      'guessed_mhr',
      'tss_hr',
      'zone_hr',
      'hr_zone_thresholds',
      'light_duration_hr',
      'peak_threshold_hr',
    ])
      expect(powerOnly).not.toHaveProperty(k)
    // 10 minutes of power and no FTP anywhere: no IF, no power TSS, no zones; tss 0
    expect(powerOnly).toMatchObject({ normalized_power: 150, average_power: 150, is_breakthrough_ftp: false, tss: 0 })
    expect(powerOnly).not.toHaveProperty('intensity_factor')

    const neither = analyzeWorkout({ points: [0, 1, 2].map((s) => ({ t: T0 + s * 1000 })) }).fields
    expect(neither).toEqual({
      start_datetime: new Date(T0).toISOString(),
      end_datetime: new Date(T0 + 3000).toISOString(),
      duration_seconds: 3,
      tss: 0,
      activity_score_before: 0,
      activity_score_after: 0,
    })
  })

  it('falls back to tss_hr when there is power but no FTP to weigh it', () => {
    const { fields } = analyzeWorkout(ride(repeat(150, 600), repeat(150, 600)), { thresholds: { lthr: 150 } })
    // 600 s = 1/6 h × 1² × 100 = 16.67
    expect(fields).toMatchObject({ tss_hr: 16.7, tss: 16.7 })
    expect(fields).not.toHaveProperty('tss_power')
  })

  it('leaves a pause out of moving time and every formula, and bounds the session around it', () => {
    // 600 s at 300 W, a 10-minute pause, 600 s at 100 W: 1200 moving seconds, 1800 s of session
    const pts = [
      ...Array.from({ length: 600 }, (_, s) => ({ t: T0 + s * 1000, power: 300 })),
      ...Array.from({ length: 600 }, (_, s) => ({ t: T0 + (1200 + s) * 1000, power: 100 })),
    ]
    const { fields } = analyzeWorkout({ points: pts }, { thresholds: { ftp: 200 } })
    expect(fields.duration_seconds).toBe(1200)
    expect(fields.end_datetime).toBe(new Date(T0 + 1800_000).toISOString())
    expect(fields.average_power).toBe(200)
    expect(fields.power_zone_durations_seconds).toEqual([600, 0, 0, 0, 0, 600, 0])
    // the pause is not 600 s of 0 W: TSS counts 1200 s (with zeros it would be 1800 s and a lower NP)
    const np = fields.normalized_power!
    expect(fields.tss_power).toBeCloseTo(((1200 * np * (np / 200)) / (200 * 3600)) * 100, 1)
  })

  it('reads an hr_series with its sampling rate', () => {
    // 12 values of 150 every 5 s = 60 s; LTHR 150: 60/3600 × 1 × 100 = 1.67
    const { fields } = analyzeWorkout({ hr_series: Array(12).fill('150').join(','), hr_series_sampling_rate: '5', start: T0 }, { thresholds: { lthr: 150 } })
    expect(fields).toMatchObject({ duration_seconds: 60, average_hr: 150, tss_hr: 1.7, tss: 1.7, end_datetime: new Date(T0 + 60_000).toISOString() })
  })

  it('reports a set threshold as set and a guessed one to 0.1', () => {
    const { fields } = analyzeWorkout(ride(repeat(200, 60), repeat(150, 60)), { thresholds: { ftp: 250.55, lthr: 160.04, mhr: 190.26 } })
    expect([fields.used_ftp, fields.used_lthr, fields.guessed_mhr]).toEqual([250.55, 160.04, 190.26])
    // 95 % of 211 W = 200.45 → 200.5
    expect(analyzeWorkout(ride(repeat(211, 1200))).fields.used_ftp).toBe(200.5)
  })

  it('ignores set thresholds that are not positive numbers', () => {
    const { fields } = analyzeWorkout(ride(repeat(200, 1200)), { thresholds: { ftp: 0, lthr: -1, mhr: null } })
    expect(fields.used_ftp).toBe(190) // the guess: 95 % of 200 W
  })
})
