// Black box: real files that watches and apps exported (test/fixtures/tcx, gpx and apple-health; their
// READMEs say where each came from), uploaded over HTTP to the built server on the run's database
// (PostgreSQL with TEST_DATABASE_URL, else embedded). Each becomes one activity whose start, end,
// duration, sport, source, heart rate, calories and power are the figures the file states or that other
// parsers' tests assert for it (test/imports/formats/real-files.unit.test.ts checks the parsers in detail).
import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { uniqueSuffix, waitFor, type RunningServer, serverSuite } from '../helpers/process.js'

let server: RunningServer, token: string

serverSuite('real', (s) => {
  ;({ server, token } = s)
})

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

/** One user, the file uploaded as the raw body, the import waited for; its activities. */
async function imported(dir: string, name: string, type: string, format: string): Promise<{ imp: Record<string, unknown>; acts: Record<string, unknown>[] }> {
  const user = `u-${uniqueSuffix(4)}`
  expect((await call('PATCH', `/users/${user}`, {})).status).toBe(200)
  const bytes = readFileSync(new URL(`../fixtures/${dir}/${name}`, import.meta.url))
  const res = await fetch(`${server.url}/users/${user}/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: bytes,
  })
  const created = (await res.json()) as Record<string, unknown>
  expect(res.status, JSON.stringify(created)).toBe(202)
  expect(created).toMatchObject({ format, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
  const imp = await waitFor(
    async () => {
      const r = await call('GET', `/users/${user}/imports/${String(created['id'])}`)
      expect(r.status).toBe(200)
      return r.body['status'] === 'completed' || r.body['status'] === 'failed' ? r.body : undefined
    },
    60_000,
    100,
  )
  const list = await call('GET', `/users/${user}/activities`)
  expect(list.status).toBe(200)
  return { imp, acts: list.body['activities'] as Record<string, unknown>[] }
}

const TCX = 'application/vnd.garmin.tcx+xml'
const GPX = 'application/gpx+xml'

describe('real device files over HTTP', () => {
  it('Garmin Forerunner 410 run (TCX): python-tcxparser’s start, duration, calories and maximum; the laps’ average', async () => {
    const { imp, acts } = await imported('tcx', 'garmin-forerunner-410-run.tcx', TCX, 'tcx')
    expect(imp).toMatchObject({ status: 'completed', progress: { activities_created: 1, skipped: 0 }, errors: [] })
    expect(acts).toHaveLength(1)
    const [run] = acts
    expect(run).toMatchObject({
      type: 'workout',
      type_name: 'running',
      data_source: 'Forerunner 410 Software Version 2.20',
      start_datetime: '2012-12-26T21:29:53.000Z',
      // 1992.78 s of lap time after the start (python-tcxparser's completed_at, the last trackpoint, is 22:03:05).
      end_datetime: '2012-12-26T22:03:05.780Z',
      duration_seconds: 1993,
      calories: 379,
      max_hr: 189,
      hr_series_sampling_rate: '5',
      selected: true,
    })
    // The laps' AverageHeartRateBpm (139, 172, 167) weighted by their time; python-tcxparser's 156 is the
    // plain mean of the samples (docs/imports.md).
    expect(run!['average_hr']).toBeCloseTo((139 * 608.47 + 172 * 714.8 + 167 * 669.51) / 1992.78, 6)
    expect(String(run!['id'])).toMatch(/^imp_[0-9a-f]{24}$/)
  }, 90_000)

  it('Fitbit Versa ride (TCX): the lap’s start (+01:00), time and calories, heart rate from its samples', async () => {
    const { imp, acts } = await imported('tcx', 'fitbit-versa-ride.tcx', TCX, 'tcx')
    expect(imp).toMatchObject({ status: 'completed', progress: { activities_created: 1, skipped: 0 } })
    expect(acts).toHaveLength(1)
    expect(acts[0]).toMatchObject({
      type_name: 'cycling',
      data_source: 'Fitbit Versa',
      start_datetime: '2020-12-27T14:43:49.000Z',
      end_datetime: '2020-12-27T15:21:52.000Z',
      duration_seconds: 2283,
      calories: 221,
      max_hr: 156,
    })
    expect(acts[0]!['average_hr']).toBeCloseTo(62226 / 465, 6) // togeojson: 465 heart rates summing to 62226
  }, 90_000)

  it('Garmin Edge 520 ride (TCX from Garmin Connect): the lap’s time, calories and AvgWatts, no heart rate', async () => {
    const { acts } = await imported('tcx', 'garmin-edge-520-ride.tcx', TCX, 'tcx')
    expect(acts).toHaveLength(1)
    expect(acts[0]).toMatchObject({
      type_name: 'cycling',
      data_source: 'Edge 520',
      start_datetime: '2020-03-06T00:23:46.000Z',
      end_datetime: '2020-03-06T01:36:18.000Z',
      duration_seconds: 4352,
      calories: 38,
      average_power: 178,
    })
    expect(acts[0]!['average_hr'] ?? null).toBeNull()
    expect(acts[0]!['max_hr'] ?? null).toBeNull()
  }, 90_000)

  it('Garmin Connect, StravaGPX and Apple Watch runs (GPX): the span and heart rate of their points', async () => {
    const garmin = await imported('gpx', 'garmin-connect-run.gpx', GPX, 'gpx')
    expect(garmin.imp).toMatchObject({ status: 'completed', progress: { activities_created: 1, skipped: 0 } })
    expect(garmin.acts[0]).toMatchObject({
      type_name: 'other',
      data_source: 'Garmin Connect',
      start_datetime: '2012-10-24T23:29:40.000Z',
      end_datetime: '2012-10-24T23:45:28.000Z',
      duration_seconds: 948,
      max_hr: 203,
    })
    expect(garmin.acts[0]!['average_hr']).toBeCloseTo(39142 / 206, 6)
    expect(garmin.acts[0]!['calories'] ?? null).toBeNull()

    const strava = await imported('gpx', 'strava-run-gpxtpx.gpx', GPX, 'gpx')
    expect(strava.acts[0]).toMatchObject({
      data_source: 'StravaGPX',
      start_datetime: '2015-01-19T21:24:20.000Z',
      end_datetime: '2015-01-19T21:25:01.000Z',
      duration_seconds: 41,
      max_hr: 152,
    })
    expect(strava.acts[0]!['average_hr']).toBeCloseTo(5701 / 42, 6)

    const watch = await imported('gpx', 'apple-watch-run.gpx', GPX, 'gpx')
    expect(watch.acts[0]).toMatchObject({
      type_name: 'running',
      data_source: 'Apple Watch',
      start_datetime: '2025-05-02T15:51:15.692Z',
      end_datetime: '2025-05-02T16:34:05.000Z',
      duration_seconds: 2569,
      average_hr: 150,
      max_hr: 171,
      average_power: 138, // the 17 points' PowerInWatts sum to 2346
    })
  }, 120_000)

  it('an Apple Health export.xml excerpt: the workout healthkit-to-sqlite asserts, from "Apple Watch"', async () => {
    const { imp, acts } = await imported('apple-health', 'export.xml', 'application/xml', 'apple_health')
    expect(imp).toMatchObject({ status: 'completed', progress: { activities_created: 1, day_records_written: 0, skipped: 0 } })
    expect(acts).toHaveLength(1)
    expect(acts[0]).toMatchObject({
      type_name: 'running',
      data_source: 'Apple Watch', // the file's "Apple\u00a0Watch", with a plain space
      start_datetime: '2016-11-14T14:25:41.000Z',
      end_datetime: '2016-11-14T14:30:52.000Z',
      duration_seconds: 312, // 5.19412346680959 min
      calories: 48.74499999999999,
    })
  }, 90_000)
})
