// Resampling to 1 Hz moving time: held gaps, pauses, sensor dropouts, hr_series.
import { describe, expect, it } from 'vitest'
import { resample, resampleHrSeries, samplingRateSeconds } from '../../src/analytics/index.js'

const T0 = Date.UTC(2026, 0, 5, 7, 0, 0)
const at = (s: number) => T0 + s * 1000
const arr = (a: Float64Array | null) => (a ? Array.from(a, (v) => (Number.isNaN(v) ? null : v)) : null)

describe('resample', () => {
  it('keeps 1 Hz samples as they are: n samples are n seconds, start to one second after the last', () => {
    const m = resample([0, 1, 2, 3, 4].map((s) => ({ t: at(s), power: 100 + s, hr: 120 })))
    expect(m.seconds).toBe(5)
    expect(arr(m.power)).toEqual([100, 101, 102, 103, 104])
    expect(arr(m.hr)).toEqual([120, 120, 120, 120, 120])
    expect([m.start, m.end]).toEqual([at(0), at(5)])
    expect(Array.from(m.segments)).toEqual([0])
  })

  it('holds the previous value over a gap of up to 10 s (10 s exactly included)', () => {
    // samples at 0 s (100 W), 3 s (200 W), 4 s (300 W): seconds 0,1,2 hold 100
    expect(arr(resample([0, 3, 4].map((s, i) => ({ t: at(s), power: [100, 200, 300][i] }))).power)).toEqual([100, 100, 100, 200, 300])
    // a 10 s gap is still held: 11 seconds, no pause
    const m = resample([
      { t: at(0), hr: 100 },
      { t: at(10), hr: 110 },
    ])
    expect(m.seconds).toBe(11)
    expect(arr(m.hr)).toEqual([...Array(10).fill(100), 110])
    expect(Array.from(m.segments)).toEqual([0])
  })

  it('leaves a longer gap out as a pause: moving time without it, start and end around it', () => {
    // 0,1,2 then a pause of 11 s, then 13,14: 3 + 2 moving seconds; the session spans 15 s
    const m = resample([0, 1, 2, 13, 14].map((s) => ({ t: at(s), power: s * 10 })))
    expect(m.seconds).toBe(5)
    expect(arr(m.power)).toEqual([0, 10, 20, 130, 140])
    expect(Array.from(m.segments)).toEqual([0, 3])
    expect([m.start, m.end]).toEqual([at(0), at(15)])
  })

  it('puts faster samples on the second: each second takes the last sample at or before it', () => {
    // 2 Hz from 0 to 2 s: seconds 0, 1, 2 take the samples at 0.0, 1.0, 2.0
    const m = resample([0, 0.5, 1, 1.5, 2].map((s) => ({ t: at(s), power: s * 100 })))
    expect(m.seconds).toBe(3)
    expect(arr(m.power)).toEqual([0, 100, 200])
    // off-grid 1 Hz samples keep their count: 0.0, 1.4, 2.4 → seconds 0, 1 (hold 0.0), 2 (1.4)
    expect(arr(resample([0, 1.4, 2.4].map((s) => ({ t: at(s), hr: 100 + s * 10 }))).hr)).toEqual([100, 100, 114])
  })

  it('leaves a sensor dropout over 10 s empty in that stream only, not a pause', () => {
    // heart rate every second for 31 s; power for 0..5 and 20..30: the power at 5 s is followed
    // by the next one 15 s later, so it holds only its own second and 6..19 have no power
    const pts = Array.from({ length: 31 }, (_, s) => ({ t: at(s), hr: 130, power: s <= 5 || s >= 20 ? 200 : undefined }))
    const m = resample(pts)
    expect(m.seconds).toBe(31)
    const p = arr(m.power)!
    expect(p.slice(0, 6)).toEqual(Array(6).fill(200))
    expect(p.slice(6, 20)).toEqual(Array(14).fill(null))
    expect(p.slice(20)).toEqual(Array(11).fill(200))
    expect(arr(m.hr)).toEqual(Array(31).fill(130))
  })

  it('reads 0 W as coasting, 0 bpm as no reading; a stream never measured is null', () => {
    const m = resample([0, 1, 2].map((s) => ({ t: at(s), power: 0, hr: 0 })))
    expect(arr(m.power)).toEqual([0, 0, 0])
    expect(m.hr).toBeNull()
    expect(resample([{ t: at(0) }, { t: at(1) }]).power).toBeNull()
  })

  it('sorts samples given out of order and drops those without a time', () => {
    const m = resample([
      { t: at(2), power: 3 },
      { t: Number.NaN, power: 99 },
      { t: at(0), power: 1 },
      { t: at(1), power: 2 },
    ])
    expect(arr(m.power)).toEqual([1, 2, 3])
  })

  it('answers an empty workout with no time at all', () => {
    expect(resample([])).toMatchObject({ start: null, end: null, seconds: 0, hr: null, power: null })
  })
})

describe('resampleHrSeries', () => {
  it('spreads each value over its sampling rate; empty, 0 or unreadable values are no reading', () => {
    const m = resampleHrSeries('100,110,,0,120', '5', at(0))
    expect(m.seconds).toBe(25)
    expect(arr(m.hr)).toEqual([...Array(5).fill(100), ...Array(5).fill(110), ...Array(10).fill(null), ...Array(5).fill(120)])
    expect([m.start, m.end]).toEqual([at(0), at(25)])
    expect(m.power).toBeNull()
  })

  it('reads a value no heart can beat (above 300 bpm, 1e9, negative) as no reading', () => {
    expect(arr(resampleHrSeries('120,301,1e9,-5', 1).hr)).toEqual([120, null, null, null])
  })

  it('reads a series longer than 7 days as no stream, without allocating it (a PUT once answered 500 on a rate of 1e12)', () => {
    const m = resampleHrSeries('130,140', '1e12', at(0))
    expect([m.seconds, m.hr, m.segments.length]).toEqual([0, null, 0])
    expect(resampleHrSeries('130', 7 * 86_400).seconds).toBe(7 * 86_400)
  })

  it('rounds fractional rates per value: value i covers [round(i·r), round((i+1)·r))', () => {
    // r = 2.5: 0..3, 3..5, 5..8, 8..10, 10..13 (Math.round takes halves up)
    expect(arr(resampleHrSeries('1,2,3,4,5', 2.5).hr)).toEqual([1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5])
  })

  it('takes the default rate of 5 s when the rate is absent or unreadable', () => {
    expect(samplingRateSeconds(undefined)).toBe(5)
    expect(samplingRateSeconds('')).toBe(5)
    expect(samplingRateSeconds('abc')).toBe(5)
    expect(samplingRateSeconds(-1)).toBe(5)
    expect(samplingRateSeconds('1')).toBe(1)
    expect(resampleHrSeries('', 5).seconds).toBe(0)
    expect(resampleHrSeries('0,0', 5).hr).toBeNull()
  })
})
