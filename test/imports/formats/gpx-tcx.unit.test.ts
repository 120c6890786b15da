// GPX (with Garmin's TrackPointExtension and power) and TCX (laps, heart rate, Watts), streamed.
import { describe, expect, it } from 'vitest'
import { ImportFormatError, parseGpx, parseTcx, type ImportRecord, type WorkoutRecord } from '../../../src/imports/formats/index.js'
import { collect, gpx, tcx, type TrackPoint } from '../../helpers/device-files.js'

async function* chunks(text: string, size = 64 * 1024): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}
const workouts = (records: ImportRecord[]) => records.filter((r): r is WorkoutRecord => r.kind === 'workout')

const start = Date.UTC(2024, 5, 3, 17)
const points = (n: number, from = start, extra: (i: number) => Partial<TrackPoint> = () => ({})): TrackPoint[] =>
  Array.from({ length: n }, (_, i) => ({ t: from + i * 5000, lat: 52.5 + i * 0.0001, lon: 13.4, ele: 34 + i, ...extra(i) }))

describe('GPX', () => {
  it('a track with gpxtpx:hr, gpxtpx:cad and power: points, span, distance, heart rate and power from them', async () => {
    const file = gpx({
      creator: 'Garmin Connect',
      tracks: [{ name: 'Evening Run', type: 'running', points: points(5, start, (i) => ({ hr: 140 + i, cad: 80, power: 250 + i * 10 })) }],
    })
    const [w, ...rest] = await collect(parseGpx(chunks(file, 37)))
    expect(rest).toEqual([])
    expect(w).toMatchObject({
      kind: 'workout',
      source: 'Garmin Connect',
      sport: 'running',
      start,
      end: start + 20_000,
      duration_seconds: 20,
      average_hr: 142,
      max_hr: 144,
      average_power: 270,
    })
    const run = w as WorkoutRecord
    expect(run.distance_m).toBeCloseTo(4 * 11.1195, 1) // 0.0001° of latitude ≈ 11.12 m
    expect(run.points[2]).toEqual({ t: start + 10_000, lat: 52.5002, lon: 13.4, altitude: 36, hr: 142, cadence: 80, power: 270 })
  })

  it('one workout per track; sport from <type> in words or Strava’s numbers; other without a type', async () => {
    const file = gpx({
      creator: 'StravaGPX',
      tracks: [{ type: '1', points: points(2) }, { type: 'Hike', points: points(2, start + 3_600_000) }, { points: points(2, start + 7_200_000) }],
    })
    expect(workouts(await collect(parseGpx(chunks(file)))).map((w) => [w.source, w.sport, w.start])).toEqual([
      ['StravaGPX', 'cycling', start],
      ['StravaGPX', 'hiking', start + 3_600_000],
      ['StravaGPX', 'other', start + 7_200_000],
    ])
  })

  it('points without a readable time are left out and counted; a track with none is skipped', async () => {
    const file = gpx({
      tracks: [
        { type: 'running', points: [...points(3), { lat: 1, lon: 1, rawTime: 'noon' }, { lat: 1, lon: 1 }] },
        { type: 'running', points: [{ lat: 1, lon: 1 }] },
      ],
    })
    const records = await collect(parseGpx(chunks(file), 'a.gpx '))
    expect(workouts(records)).toHaveLength(1)
    expect(workouts(records)[0]!.points).toHaveLength(3)
    expect(records.filter((r) => r.kind === 'skipped').map((r) => r.kind === 'skipped' && r.error)).toEqual([
      '2 track point(s) without a readable <time> left out',
      '1 track point(s) without a readable <time> left out',
      'track has no timed point',
    ])
    expect(records.find((r) => r.kind === 'skipped')).toMatchObject({ at: expect.stringMatching(/^a\.gpx line \d+$/) })
  })

  it('a truncated or foreign file fails with ImportFormatError', async () => {
    const file = gpx({ tracks: [{ type: 'running', points: points(20) }] })
    await expect(collect(parseGpx(chunks(file.slice(0, file.length / 2))))).rejects.toThrow(ImportFormatError)
    await expect(collect(parseGpx(chunks(tcx({ sport: 'Running', laps: [] }))))).rejects.toThrow('its root element is <TrainingCenterDatabase>, not <gpx>')
    await expect(collect(parseGpx(chunks('GPX? no.')))).rejects.toThrow(ImportFormatError)
  })
})

describe('TCX', () => {
  const laps = [
    { start, seconds: 600, distance: 2000, calories: 150, avgHr: 140, maxHr: 160, points: points(3, start, (i) => ({ hr: 138 + i, cad: 88, power: 240 })) },
    {
      start: start + 600_000,
      seconds: 300,
      distance: 1100,
      calories: 90,
      avgHr: 170,
      maxHr: 181,
      points: points(3, start + 600_000, (i) => ({ hr: 168 + i, power: 300 })),
    },
  ]

  it('an activity: totals from its laps (time-weighted heart rate), points with heart rate, cadence, Watts and speed', async () => {
    const file = tcx({ sport: 'Biking', creator: 'Edge 530', laps })
    const [w, ...rest] = await collect(parseTcx(chunks(file, 53)))
    expect(rest).toEqual([])
    expect(w).toMatchObject({
      kind: 'workout',
      source: 'Edge 530',
      sport: 'cycling',
      start,
      end: start + 900_000,
      duration_seconds: 900,
      calories: 240,
      distance_m: 3100,
      average_hr: 150, // (140·600 + 170·300) / 900
      max_hr: 181,
      average_power: 270,
    })
    const ride = w as WorkoutRecord
    expect(ride.points).toHaveLength(6)
    expect(ride.points[1]).toEqual({ t: start + 5000, lat: 52.5001, lon: 13.4, altitude: 35, hr: 139, cadence: 88, speed: 3.1, power: 240 })
  })

  it('the source is the Creator, else the file’s Author, else TCX; Running and Other map', async () => {
    const byAuthor = await collect(parseTcx(chunks(tcx({ sport: 'Running', author: 'Garmin Connect', laps }))))
    expect(workouts(byAuthor).map((w) => [w.source, w.sport])).toEqual([['Garmin Connect', 'running']])
    const bare = await collect(parseTcx(chunks(tcx({ sport: 'Other', laps }))))
    expect(workouts(bare).map((w) => [w.source, w.sport])).toEqual([['TCX', 'other']])
  })

  it('a truncated file fails; a trackpoint with a bad time is left out and counted', async () => {
    const file = tcx({ sport: 'Running', creator: 'Forerunner 265', laps })
    await expect(collect(parseTcx(chunks(file.slice(0, file.length - 40))))).rejects.toThrow(ImportFormatError)
    const bad = tcx({ sport: 'Running', creator: 'Forerunner 265', laps: [{ ...laps[0]!, points: [...laps[0]!.points, { lat: 1, lon: 1, rawTime: '???' }] }] })
    const records = await collect(parseTcx(chunks(bad)))
    expect(workouts(records)[0]!.points).toHaveLength(3)
    expect(records.filter((r) => r.kind === 'skipped').map((r) => r.kind === 'skipped' && r.error)).toEqual([
      '1 trackpoint(s) without a readable <Time> left out',
    ])
  })
})
