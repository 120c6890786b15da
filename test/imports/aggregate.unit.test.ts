// One file's records gathered before anything is written: what is kept, what is skipped and why,
// what counts as a duplicate, and the order the write phase takes it in.
import { describe, expect, it } from 'vitest'
import { FileAggregate, MAX_ERRORS } from '../../src/imports/aggregate.js'
import { hrSeries, importedActivityId, workoutFields } from '../../src/imports/workout.js'
import type { ImportRecord, WorkoutRecord } from '../../src/imports/formats/types.js'

const at = (iso: string) => Date.parse(iso)

const run = (source: string, start: string, points: WorkoutRecord['points'] = []): WorkoutRecord => ({
  kind: 'workout',
  source,
  sport: 'running',
  start: at(start),
  end: at(start) + 1_800_000,
  points,
})

describe('FileAggregate', () => {
  it('keeps workouts by their stable id: the same source and start twice is a duplicate', () => {
    const a = new FileAggregate({ tz: 0, provider: null })
    a.add(run('Garmin Forerunner 265', '2026-03-01T07:00:00Z'))
    a.add(run('Garmin Forerunner 265', '2026-03-01T07:00:00Z'))
    a.add(run('Apple Watch', '2026-03-01T07:00:00Z'))
    a.add({ kind: 'mindful', source: 'Apple Watch', start: at('2026-03-01T12:00:00Z'), end: at('2026-03-01T12:10:00Z') })
    expect([a.recordsRead, a.duplicates, a.skipped]).toEqual([4, 1, 0])
    const g = a.result()
    expect(g.activities.map((x) => x.kind)).toEqual(expect.arrayContaining(['workout', 'workout', 'mindfulness']))
    expect(g.activities.map((x) => x.id)).toEqual([...g.activities.map((x) => x.id)].sort())
    expect(g.activities.map((x) => x.id)).toContain(importedActivityId('Apple Watch', at('2026-03-01T07:00:00Z')))
  })

  it('skips and counts what cannot be used, keeping the first errors with where they were', () => {
    const a = new FileAggregate({ tz: 0, provider: null })
    const bad: ImportRecord[] = [
      { kind: 'skipped', at: 'activities/2.fit', error: 'not a FIT file' },
      { kind: 'sample', measure: 'steps', source: 'iPhone', start: at('2026-03-01T08:00:00Z'), end: at('2026-03-01T08:10:00Z'), value: Number.NaN },
      { kind: 'sample', measure: 'weight', source: 'Scale', start: at('2026-03-01T08:00:00Z'), end: at('2026-03-01T08:00:00Z'), value: -3 },
      { kind: 'sleep', source: 'Watch', stage: 'deep', start: at('2026-03-01T02:00:00Z'), end: at('2026-03-01T01:00:00Z') },
      { ...run('', '2026-03-01T07:00:00Z') },
      { kind: 'sample', measure: 'steps', source: 'iPhone', start: at('1800-01-01T00:00:00Z'), end: at('1800-01-01T00:10:00Z'), value: 3 },
    ]
    for (const r of bad) a.add(r)
    a.add({ kind: 'sample', measure: 'steps', source: 'iPhone', start: at('2026-03-01T08:00:00Z'), end: at('2026-03-01T08:10:00Z'), value: 30 })
    expect([a.recordsRead, a.skipped]).toEqual([7, 6])
    expect(a.errors.map((e) => e.at)).toEqual(['activities/2.fit', 'record 2', 'record 3', 'record 4', 'record 5', 'record 6'])
    expect(a.errors[1]!.error).toMatch(/steps value/)
    expect([...a.result().hours]).toEqual([
      { measure: 'steps', source: 'iPhone', hour: at('2026-03-01T08:00:00Z'), sum: 30, n: 1, lastAt: null, lastValue: null },
    ])
  })

  it('keeps at most 50 errors but counts every skip', () => {
    const a = new FileAggregate({ tz: 0, provider: null })
    for (let i = 0; i < 70; i++) a.add({ kind: 'skipped', at: `line ${i}`, error: 'bad' })
    expect([a.skipped, a.errors.length, MAX_ERRORS]).toEqual([70, 50, 50])
  })

  it('gathers sleep per source and night, and hours in a stable order', () => {
    const a = new FileAggregate({ tz: 3600, provider: 'PROVIDER_C' })
    a.add({ kind: 'sleep', source: 'Watch', stage: 'core', start: at('2026-03-01T23:00:00Z'), end: at('2026-03-02T05:00:00Z') })
    a.add({ kind: 'sleep', source: 'iPhone', stage: 'in_bed', start: at('2026-03-01T22:00:00Z'), end: at('2026-03-02T06:00:00Z') })
    a.add({ kind: 'sample', measure: 'steps', source: 'b', start: at('2026-03-01T09:00:00Z'), end: at('2026-03-01T09:00:00Z'), value: 1 })
    a.add({ kind: 'sample', measure: 'steps', source: 'a', start: at('2026-03-01T10:00:00Z'), end: at('2026-03-01T10:00:00Z'), value: 1 })
    a.add({ kind: 'sample', measure: 'steps', source: 'a', start: at('2026-03-01T08:00:00Z'), end: at('2026-03-01T08:00:00Z'), value: 1 })
    a.add({ kind: 'mindful', source: 'Watch', start: at('2026-03-01T12:00:00Z'), end: at('2026-03-01T12:10:00Z') })
    const g = a.result()
    expect(g.nights.map((n) => [n.day, n.source, n.night.asleep_minutes, n.night.in_bed_minutes])).toEqual([
      ['2026-03-02', 'Watch', 360, 360],
      ['2026-03-02', 'iPhone', 0, 480],
    ])
    expect([...g.hours].map((h) => [h.source, new Date(h.hour).toISOString().slice(11, 13)])).toEqual([
      ['a', '08'],
      ['a', '10'],
      ['b', '09'],
    ])
    expect(g.activities[0]).toMatchObject({ kind: 'mindfulness', fields: { provider: 'PROVIDER_C', data_source: 'Watch', duration_seconds: 600 } })
  })
})

describe('an imported workout’s fields', () => {
  it('takes what the file states and computes what it leaves out from the streams', () => {
    const points = Array.from({ length: 60 }, (_, i) => ({ t: at('2026-03-01T07:00:00Z') + i * 1000, hr: 100 + i, power: i % 2 ? 200 : 100 }))
    const f = workoutFields({ ...run('Edge 840', '2026-03-01T07:00:00Z', points), end: at('2026-03-01T07:01:00Z'), calories: 42 })
    expect(f).toEqual({
      type: 'workout',
      start_datetime: '2026-03-01T07:00:00.000Z',
      end_datetime: '2026-03-01T07:01:00.000Z',
      data_source: 'Edge 840',
      duration_seconds: 60,
      type_name: 'running',
      tss: 0,
      calories: 42,
      average_hr: 129.5,
      max_hr: 159,
      average_power: 150,
      hr_series: '102,107,112,117,122,127,132,137,142,147,152,157',
      hr_series_sampling_rate: '5',
    })
  })

  it('hr_series holds a value over a gap of up to 10 s, then 0 until readings come back', () => {
    const t0 = at('2026-03-01T07:00:00Z')
    const series = hrSeries(
      [
        { t: t0, hr: 120 },
        { t: t0 + 40_000, hr: 130 },
      ],
      t0,
      t0 + 45_000,
    )
    // slots 0–5 s: 120; 5–10 and 10–15: the 120 held (≤ 10 s old at the slot's start); then 0; 40–45: 130
    expect(series).toBe('120,120,120,0,0,0,0,0,130')
    expect(hrSeries([{ t: t0, power: 100 }], t0, t0 + 10_000)).toBeUndefined()
  })
})
