// What a write keeps and what healthd fills (src/analytics/fill.ts), and the compact stream form an
// import keeps (src/analytics/compact.ts): hand-checkable cases.
import { describe, expect, it } from 'vitest'
import {
  analyzeWorkout,
  chronicLoad,
  compactStreams,
  expandStreams,
  fillWorkout,
  isMissing,
  NO_VALUE,
  resample,
  thresholdsOf,
} from '../../src/analytics/index.js'

const T0 = Date.UTC(2026, 2, 2, 7)
/** 30 minutes at 5 s a value: 150 bpm, then 160 bpm. */
const SERIES = Array.from({ length: 360 }, (_, i) => (i < 180 ? 150 : 160)).join(',')
const streams = { hr_series: SERIES, hr_series_sampling_rate: '5', start: T0 }

describe('isMissing', () => {
  it('absent and null are missing; tss is missing at 0 too; anything else sent is kept', () => {
    expect(isMissing({}, 'tss_hr')).toBe(true)
    expect(isMissing({ tss_hr: null }, 'tss_hr')).toBe(true)
    expect(isMissing({ tss_hr: 0 }, 'tss_hr')).toBe(false)
    expect(isMissing({ tss: 0 }, 'tss')).toBe(true)
    expect(isMissing({ tss: 0.1 }, 'tss')).toBe(false)
    expect(isMissing({ is_breakthrough_lthr: false }, 'is_breakthrough_lthr')).toBe(false)
    expect(isMissing({ zone_hr: '' }, 'zone_hr')).toBe(false)
  })
})

describe('thresholdsOf', () => {
  it('a threshold the record states (a positive number) wins over the user’s', () => {
    expect(thresholdsOf({ used_lthr: 150, used_ftp: 0, guessed_mhr: 185 }, { ftp: 250, lthr: 160, mhr: 190 })).toEqual({ ftp: 250, lthr: 150, mhr: 185 })
    expect(thresholdsOf({ used_lthr: '150' }, { lthr: 160 })).toEqual({ ftp: undefined, lthr: 160, mhr: undefined })
    expect(thresholdsOf({}, null)).toEqual({ ftp: undefined, lthr: undefined, mhr: undefined })
  })
})

describe('fillWorkout', () => {
  it('fills what is missing and keeps what was sent', () => {
    // LTHR 155, a mean of 155 bpm over half an hour: 0.5 h × (155/155)² × 100 = 50
    const r = fillWorkout(streams, { thresholds: { lthr: 155 } }, { tss: 0, average_hr: 100, calories: 300 })
    expect(r.fields).toMatchObject({ tss: 50, tss_hr: 50, average_hr: 100, calories: 300, used_lthr: 155 })
    expect(r.filled).toContain('tss')
    expect(r.filled).not.toContain('average_hr')
    // The best 20 minutes: the last 1,200 s, 300 at 150 and 900 at 160
    expect(r.summary).toMatchObject({ start: T0, tss: 50, best_20min_hr: 157.5 })
  })

  it('an import’s body is what the file states: its averages stay, what it leaves out is filled', () => {
    const r = fillWorkout(streams, { thresholds: { lthr: 155 } }, { tss: 0, average_hr: 154, max_hr: 171, average_power: 210 })
    expect(r.fields).toMatchObject({ average_hr: 154, max_hr: 171, average_power: 210, tss: 50, zone_hr: expect.any(String) })
    expect(r.filled).not.toContain('average_hr')
  })

  it('a tss kept as sent is the one history sums, and activity_score_after adds that one', () => {
    const history = [{ start: T0 - 86_400_000, tss: 420 }]
    const r = fillWorkout(streams, { thresholds: { lthr: 155 }, history }, { tss: 84 })
    const load = chronicLoad(history, T0, 84)
    expect(r.fields['tss']).toBe(84)
    expect(r.summary.tss).toBe(84)
    expect(r.fields['activity_score_before']).toBe(Math.round(load.before))
    expect(r.fields['activity_score_after']).toBe(Math.round(load.after))
    expect(load.after - load.before).toBeCloseTo(2, 10)
  })

  it('without a threshold, tss is 0 and filled (so a later threshold fills it again)', () => {
    const short = { hr_series: '150,150,150', hr_series_sampling_rate: '5', start: T0 }
    const r = fillWorkout(short, {}, { tss: 0 })
    expect(r.fields['tss']).toBe(0)
    expect(r.filled).toContain('tss')
    expect(r.fields).not.toHaveProperty('tss_hr')
  })
})

describe('compact streams', () => {
  it('whole values come back exactly, fractions to 0.1, gaps as gaps; 2 bytes a second a stream', () => {
    const points = [
      { t: T0, hr: 120, power: 250 },
      { t: T0 + 1000, hr: 121.26, power: 0 },
      { t: T0 + 2000, power: 6600 },
      { t: T0 + 15_000, hr: 130 }, // after a pause: the power stream has no value here
    ]
    const ms = resample(points)
    const c = compactStreams(ms)
    expect(c.seconds).toBe(4)
    expect(c.segments).toEqual([0, 3])
    expect(c.hr!.length).toBe(8)
    const back = expandStreams(c, T0)
    // (121.26 covers its own second only: the next heart rate is after the pause)
    expect([...back.hr!]).toEqual([120, 121.3, Number.NaN, 130])
    expect([...back.power!]).toEqual([250, 0, 6553.4, Number.NaN])
    expect(c.power![6]! | (c.power![7]! << 8)).toBe(NO_VALUE)
    expect(back.start).toBe(T0)
  })

  it('an analysis from the kept form equals one from the points when the device recorded whole units', () => {
    const points = Array.from({ length: 1500 }, (_, i) => ({ t: T0 + i * 1000, hr: 130 + (i % 17), power: 180 + ((i * 7) % 90) }))
    const thresholds = { ftp: 240, lthr: 150 }
    expect(analyzeWorkout(expandStreams(compactStreams(resample(points)), T0), { thresholds }).fields).toEqual({
      ...analyzeWorkout({ points }, { thresholds }).fields,
      end_datetime: undefined,
    })
  })

  it('no streams: the workout’s start alone', () => {
    expect(expandStreams(undefined, T0)).toEqual({ start: T0, end: null, seconds: 0, segments: new Uint32Array(0), hr: null, power: null })
  })
})
