// Day measures from hourly buckets: one source per hour for steps and active energy, one per day for
// the rest, by the source priority; samples split over the hours they span.
import { describe, expect, it } from 'vitest'
import { addSample, dayMeasures, entry, HOUR_MS, type HourBucket } from '../../src/imports/day-measures.js'
import type { SampleMeasure } from '../../src/imports/formats/types.js'

const at = (iso: string) => Date.parse(iso)
const none = { project: null, user: null }

function bucket(measure: SampleMeasure, source: string, hourIso: string, sum: number, n = 1, last?: [string, number]): HourBucket {
  return { measure, source, hour: at(hourIso), sum, n, lastAt: last ? at(last[0]) : null, lastValue: last ? last[1] : null }
}

describe('steps and active energy: per hour, the highest-priority source with data in that hour', () => {
  it('takes the Watch where both counted and the iPhone where only it did (built-in order: device before phone)', () => {
    const b = [
      bucket('steps', 'Ada’s iPhone', '2026-03-01T08:00:00Z', 1200),
      bucket('steps', 'Ada’s Apple Watch', '2026-03-01T08:00:00Z', 1000),
      bucket('steps', 'Ada’s iPhone', '2026-03-01T09:00:00Z', 300),
      bucket('steps', 'Ada’s Apple Watch', '2026-03-01T10:00:00Z', 50),
    ]
    const steps = dayMeasures(b, none, 0).get('steps')!
    // 1000 (Watch, 8h) + 300 (iPhone, 9h) + 50 (Watch, 10h): never the 1200 + 1000 of a sum of sources
    expect(steps.get('2026-03-01')).toEqual({ value: 1350, sources: ['Ada’s Apple Watch', 'Ada’s iPhone'], providers: [] })
  })

  it('follows a priority list: the phone first when the user says so', () => {
    const b = [bucket('active_energy', 'iPhone', '2026-03-01T08:00:00Z', 20.5), bucket('active_energy', 'Apple Watch', '2026-03-01T08:00:00Z', 30.25)]
    expect(
      dayMeasures(b, { project: null, user: { active_energy: ['iphone'] } }, 0)
        .get('active_energy')!
        .get('2026-03-01')!.value,
    ).toBe(20.5)
    expect(
      dayMeasures(b, { project: { default: ['iphone'] }, user: { active_energy: ['watch'] } }, 0)
        .get('active_energy')!
        .get('2026-03-01')!.value,
    ).toBe(30.25)
  })

  it('counts an hour in the local day of the user (tz seconds east of UTC)', () => {
    const b = [bucket('steps', 'Watch', '2026-03-01T23:00:00Z', 100), bucket('steps', 'Watch', '2026-03-02T00:00:00Z', 10)]
    expect([...dayMeasures(b, none, 0).get('steps')!].map(([d, v]) => [d, v.value])).toEqual([
      ['2026-03-01', 100],
      ['2026-03-02', 10],
    ])
    // UTC+1: 23:00Z is midnight of the 2nd
    expect([...dayMeasures(b, none, 3600).get('steps')!].map(([d, v]) => [d, v.value])).toEqual([['2026-03-02', 110]])
  })

  it('a bucket without samples is no data, so the next source answers for that hour', () => {
    const b = [bucket('steps', 'Watch', '2026-03-01T08:00:00Z', 0, 0), bucket('steps', 'iPhone', '2026-03-01T08:00:00Z', 40)]
    expect(dayMeasures(b, none, 0).get('steps')!.get('2026-03-01')).toEqual({ value: 40, sources: ['iPhone'], providers: [] })
  })
})

describe('resting heart rate, HRV and weight: one source per day', () => {
  it('resting HR and HRV are the mean of the best source’s samples of the day', () => {
    const b = [
      bucket('hrv_sdnn', 'Watch', '2026-03-01T02:00:00Z', 40 + 50, 2),
      bucket('hrv_sdnn', 'Watch', '2026-03-01T14:00:00Z', 60, 1),
      bucket('hrv_sdnn', 'Polar H10', '2026-03-01T03:00:00Z', 99, 1),
      bucket('resting_heart_rate', 'iPhone', '2026-03-01T06:00:00Z', 55, 1),
    ]
    const m = dayMeasures(b, { project: null, user: { hrv_sdnn: ['watch'] } }, 0)
    expect(m.get('hrv_sdnn')!.get('2026-03-01')).toEqual({ value: 50, sources: ['Watch'], providers: [] })
    expect(m.get('resting_heart_rate')!.get('2026-03-01')).toEqual({ value: 55, sources: ['iPhone'], providers: [] })
  })

  it('weight is the latest sample of the day from the best source, with its instant', () => {
    const b = [
      bucket('weight', 'Withings Scale', '2026-03-01T07:00:00Z', 70.2, 1, ['2026-03-01T07:10:00Z', 70.2]),
      { ...bucket('weight', 'Withings Scale', '2026-03-01T20:00:00Z', 70.9 + 70.8, 2, ['2026-03-01T20:40:00Z', 70.8]), provider: 'PROVIDER_B' },
      bucket('weight', 'Manual entry', '2026-03-01T21:00:00Z', 99, 1, ['2026-03-01T21:00:00Z', 99]),
    ]
    expect(dayMeasures(b, none, 0).get('weight')!.get('2026-03-01')).toEqual({
      value: 70.8,
      sources: ['Withings Scale'],
      providers: ['PROVIDER_B'],
      recordedAt: at('2026-03-01T20:40:00Z'),
    })
  })
})

describe('addSample', () => {
  const collect = (measure: SampleMeasure, s: string, e: string, v: number) => {
    const hours = new Map<number, { sum: number; n: number; lastAt: number | null; lastValue: number | null }>()
    addSample(measure, at(s), at(e), v, (h) => entry(hours, h, () => ({ sum: 0, n: 0, lastAt: null, lastValue: null })))
    return [...hours].map(([h, b]) => [new Date(h).toISOString().slice(11, 16), b.sum, b.n])
  }

  it('splits steps over the hours a sample spans, by the time spent in each', () => {
    expect(collect('steps', '2026-03-01T08:50:00Z', '2026-03-01T09:10:00Z', 100)).toEqual([
      ['08:00', 50, 1],
      ['09:00', 50, 1],
    ])
    expect(collect('active_energy', '2026-03-01T08:45:00Z', '2026-03-01T10:15:00Z', 90)).toEqual([
      ['08:00', 15, 1],
      ['09:00', 60, 1],
      ['10:00', 15, 1],
    ])
  })

  it('puts an instant sample, and any sample of the daily measures, whole in the hour it starts in', () => {
    expect(collect('steps', '2026-03-01T08:59:59Z', '2026-03-01T08:59:59Z', 7)).toEqual([['08:00', 7, 1]])
    expect(collect('resting_heart_rate', '2026-03-01T08:50:00Z', '2026-03-01T10:10:00Z', 52)).toEqual([['08:00', 52, 1]])
  })

  it('an hour boundary is the start of the next hour', () => {
    expect(collect('steps', '2026-03-01T08:00:00Z', '2026-03-01T09:00:00Z', 10)).toEqual([['08:00', 10, 1]])
    expect(HOUR_MS).toBe(3_600_000)
  })
})
