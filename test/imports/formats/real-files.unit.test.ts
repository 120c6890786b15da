// Real TCX, GPX and Apple Health files that watches and apps exported (test/fixtures/tcx, gpx and
// apple-health; their READMEs say where each came from), read by healthd's parsers and compared with
// figures somebody else wrote down: the files' own lap totals, and what other parsers' tests assert for
// the same files (python-tcxparser, togeojson's snapshot, healthkit-to-sqlite).
import { createReadStream } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectFileFormat, parseAppleHealthXml, parseGpx, parseTcx, type ImportRecord, type WorkoutRecord } from '../../../src/imports/formats/index.js'
import { sourceText } from '../../../src/imports/formats/track.js'
import { sourceRank } from '../../../src/sources/priority.js'
import { collect } from '../../helpers/device-files.js'

const fixture = (dir: string, name: string) => new URL(`../../fixtures/${dir}/${name}`, import.meta.url).pathname
// Small chunks, so elements and attributes are cut across reads as they are in a real upload.
const read = (dir: string, name: string) => createReadStream(fixture(dir, name), { highWaterMark: 4096 })

async function only(records: Promise<ImportRecord[]>): Promise<WorkoutRecord> {
  const all = await records
  expect(all.filter((r) => r.kind !== 'workout')).toEqual([])
  expect(all).toHaveLength(1)
  return all[0] as WorkoutRecord
}

const at = (iso: string) => Date.parse(iso)
const hrs = (w: WorkoutRecord) => w.points.flatMap((p) => (p.hr === undefined ? [] : [p.hr]))
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('real TCX files (test/fixtures/tcx)', () => {
  it('Garmin Forerunner 410 run: the figures python-tcxparser’s tests assert, and the laps’ own', async () => {
    const w = await only(collect(parseTcx(read('tcx', 'garmin-forerunner-410-run.tcx'))))
    // python-tcxparser tests/test_tcxparser.py: started_at, duration (the laps' TotalTimeSeconds), calories, hr_max.
    expect(w).toMatchObject({
      source: 'Forerunner 410 Software Version 2.20',
      sport: 'running',
      start: at('2012-12-26T21:29:53Z'),
      duration_seconds: 1992.78,
      calories: 379,
      max_hr: 189,
    })
    // Its trackpoints, as python-tcxparser reads them: 384 times from 21:29:53 to 22:03:05 (completed_at),
    // heart rate first 62, last 180, lowest 60 (hr_min), highest 189; its hr_avg 156 is int() of their mean.
    expect(w.points).toHaveLength(384)
    expect([w.points[0]!.t, w.points.at(-1)!.t]).toEqual([at('2012-12-26T21:29:53Z'), at('2012-12-26T22:03:05Z')])
    const hr = hrs(w)
    expect([hr.length, hr[0], hr.at(-1), Math.min(...hr), Math.max(...hr)]).toEqual([383, 62, 180, 60, 189])
    expect(Math.trunc(sum(hr) / hr.length)).toBe(156)
    expect(w.points[0]).toMatchObject({ altitude: 178.942626953, lat: 35.951880198, lon: -79.0931872185 })
    expect(w.points.at(-2)).toMatchObject({ altitude: 166.4453125, lat: 35.9519544616, lon: -79.0930143837, distance: 4686.31103516 })
    // healthd's average is the watch's: each lap's AverageHeartRateBpm weighted by its TotalTimeSeconds,
    // not the mean of the samples (156.65; docs/imports.md says why). The laps' figures, from the file:
    const laps = [
      { seconds: 608.47, avg: 139, meters: 1609.34399414 },
      { seconds: 714.8, avg: 172, meters: 1609.34399414 },
      { seconds: 669.51, avg: 167, meters: 1470.5546875 },
    ]
    expect(w.average_hr).toBeCloseTo(sum(laps.map((l) => l.avg * l.seconds)) / 1992.78, 9)
    expect(w.average_hr).toBeCloseTo(160.244, 3)
    // Distance: the laps' DistanceMeters (python-tcxparser takes the last trackpoint's, 4686.31 m).
    expect(w.distance_m).toBeCloseTo(sum(laps.map((l) => l.meters)), 6)
    // The end: the later of the last trackpoint and the start plus the laps' time.
    expect(w.end).toBe(at('2012-12-26T21:29:53Z') + 1_992_780)
  })

  it('Fitbit Versa ride: times with a +01:00 offset, the lap’s totals, heart rate as togeojson reads it', async () => {
    const w = await only(collect(parseTcx(read('tcx', 'fitbit-versa-ride.tcx'))))
    // The lap: StartTime 2020-12-27T15:43:49.000+01:00, TotalTimeSeconds 2283.0, DistanceMeters 6839.97…, Calories 221.
    expect(w).toMatchObject({ source: 'Fitbit Versa', sport: 'cycling', start: at('2020-12-27T14:43:49Z'), duration_seconds: 2283, calories: 221 })
    expect(w.end).toBe(at('2020-12-27T14:43:49Z') + 2_283_000)
    expect(w.distance_m).toBeCloseTo(6839.97, 6)
    // togeojson's snapshot (lib/__snapshots__/index.test.ts.snap, "tour_hr.tcx"): 465 times from
    // 15:59:36+01:00 to 16:07:19+01:00 and 465 heart rates summing to 62226, from 115 to 156.
    expect(w.points).toHaveLength(465)
    expect([w.points[0]!.t, w.points.at(-1)!.t]).toEqual([at('2020-12-27T14:59:36Z'), at('2020-12-27T15:07:19Z')])
    const hr = hrs(w)
    expect([hr.length, sum(hr), Math.min(...hr), Math.max(...hr), hr[0], hr.at(-1)]).toEqual([465, 62226, 115, 156, 121, 136])
    // The lap states no heart rate: the average and maximum are the samples'.
    expect(w.average_hr).toBeCloseTo(62226 / 465, 9)
    expect(w.max_hr).toBe(156)
  })

  it('Garmin Edge 520 ride from Garmin Connect: the lap’s AvgWatts, no heart rate', async () => {
    const w = await only(collect(parseTcx(read('tcx', 'garmin-edge-520-ride.tcx'))))
    expect(w).toMatchObject({
      source: 'Edge 520',
      sport: 'cycling',
      start: at('2020-03-06T00:23:46Z'),
      end: at('2020-03-06T01:36:18Z'),
      duration_seconds: 4352,
      calories: 38,
      distance_m: 1691.68,
      average_power: 178, // the lap's ns3:AvgWatts (the excerpt's 313 trackpoint Watts average 121.9)
    })
    expect(w.average_hr).toBeUndefined()
    expect(w.max_hr).toBeUndefined()
    const watts = w.points.flatMap((p) => (p.power === undefined ? [] : [p.power]))
    expect([w.points.length, watts.length, Math.max(...watts)]).toEqual([317, 313, 552]) // 552: the lap's ns3:MaxWatts
  })
})

describe('real GPX files (test/fixtures/gpx)', () => {
  // GPX states no totals: the figures are togeojson's reading of the same files (its snapshot), and the
  // workout's span, average and maximum heart rate are those of the points.
  it('Garmin Connect run: 206 points, each with gpxtpx:hr', async () => {
    const w = await only(collect(parseGpx(read('gpx', 'garmin-connect-run.gpx'))))
    expect(w).toMatchObject({
      source: 'Garmin Connect',
      sport: 'other', // the track has no <type>
      start: at('2012-10-24T23:29:40Z'),
      end: at('2012-10-24T23:45:28Z'),
      duration_seconds: 948,
      max_hr: 203,
    })
    const hr = hrs(w)
    expect([w.points.length, hr.length, sum(hr), Math.min(...hr), hr[0], hr.at(-1)]).toEqual([206, 206, 39142, 130, 130, 186])
    expect(w.average_hr).toBeCloseTo(39142 / 206, 9)
    expect(w.calories).toBeUndefined()
  })

  it('StravaGPX track: 42 points at one second with heart rate', async () => {
    const w = await only(collect(parseGpx(read('gpx', 'strava-run-gpxtpx.gpx'))))
    expect(w).toMatchObject({ source: 'StravaGPX', sport: 'other', start: at('2015-01-19T21:24:20Z'), end: at('2015-01-19T21:25:01Z'), max_hr: 152 })
    const hr = hrs(w)
    expect([hr.length, sum(hr), Math.min(...hr), hr[0], hr.at(-1)]).toEqual([42, 5701, 111, 111, 150])
    expect(w.average_hr).toBeCloseTo(5701 / 42, 9)
  })

  it('Apple Watch run: three segments, heart rate in 13 of 17 points, power in a second <extensions>', async () => {
    const w = await only(collect(parseGpx(read('gpx', 'apple-watch-run.gpx'))))
    expect(w).toMatchObject({
      source: 'Apple Watch',
      sport: 'running',
      start: at('2025-05-02T15:51:15.692Z'),
      end: at('2025-05-02T16:34:05Z'),
      max_hr: 171,
      average_hr: 150, // togeojson: 13 heart rates from 121 to 171, 4 nulls (the first segment has none)
    })
    expect(w.points).toHaveLength(17)
    expect(w.points.map((p) => p.cadence)).toEqual([64, 65, 64, 64, 61, 59, 59, 57, 67, 74, 75, 76, 81, 80, 76, 82, 81]) // togeojson's "cads"
    // Power is in each point's second <extensions> (gpxtpx:PowerExtension), which togeojson leaves out.
    expect(w.points.map((p) => p.power)).toEqual([0, 0, 0, 170, 89, 89, 90, 90, 212, 193, 193, 193, 200, 200, 209, 209, 209])
    expect(w.average_power).toBe(138) // 2346 / 17, zeros counted
  })
})

describe('a real Apple Health export.xml excerpt (test/fixtures/apple-health)', () => {
  it('the running workout healthkit-to-sqlite’s tests assert; "Apple\\u00a0Watch" read as "Apple Watch"', async () => {
    const w = await only(collect(parseAppleHealthXml(read('apple-health', 'export.xml'))))
    // healthkit-to-sqlite tests/test_healthkit_to_sqlite.py test_converted_workouts: startDate
    // 2016-11-14 07:25:41 -0700, endDate 07:30:52 -0700, duration 5.19412346680959 min, totalEnergyBurned
    // 48.74499999999999 kcal, totalDistance 0.4971749504535062 mi, sourceName "Apple\xa0Watch".
    expect(w).toMatchObject({ sport: 'running', start: at('2016-11-14T14:25:41Z'), end: at('2016-11-14T14:30:52Z'), calories: 48.74499999999999 })
    expect(w.duration_seconds).toBeCloseTo(5.19412346680959 * 60, 9)
    expect(w.distance_m).toBeCloseTo(0.4971749504535062 * 1609.344, 6)
    // Apple writes a no-break space inside "Apple Watch"; healthd keeps a plain one, so a priority list
    // naming "Apple Watch" ranks this source first.
    expect(w.source).toBe('Apple Watch')
    expect(sourceRank(w.source, ['Apple Watch', 'iPhone'])).toBe(0)
    // The file's one heart-rate Record (2018) is outside the workout: no heart rate.
    expect(w.points).toEqual([])
    expect(w.average_hr).toBeUndefined()
  })
})

describe('source names', () => {
  it('each run of white space one plain space, the ends trimmed, nothing left undefined', () => {
    expect(sourceText(' Ada’s\u00a0Apple\u00a0Watch\n')).toBe('Ada’s Apple Watch')
    expect(sourceText('Edge\u202f530\t ')).toBe('Edge 530')
    expect([sourceText(' \u00a0 '), sourceText(undefined)]).toEqual([undefined, undefined])
  })
})

describe('format detection', () => {
  it('tells each real file’s format from its bytes', async () => {
    const files: [string, string, string][] = [
      ['tcx', 'garmin-forerunner-410-run.tcx', 'tcx'],
      ['tcx', 'fitbit-versa-ride.tcx', 'tcx'],
      ['tcx', 'garmin-edge-520-ride.tcx', 'tcx'],
      ['gpx', 'garmin-connect-run.gpx', 'gpx'],
      ['gpx', 'strava-run-gpxtpx.gpx', 'gpx'],
      ['gpx', 'apple-watch-run.gpx', 'gpx'],
      ['apple-health', 'export.xml', 'apple_health'],
    ]
    for (const [dir, name, format] of files) expect([name, await detectFileFormat(fixture(dir, name))]).toEqual([name, format])
  })
})
