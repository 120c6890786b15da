// Black box: workout analytics through HTTP on the built server, on the run's database (PostgreSQL
// with TEST_DATABASE_URL, else embedded): a PUT with hr_series gets its missing fields and keeps
// what it sent; a FIT ride imported gets the fields the pure module (src/analytics, the oracle
// here: streams in, fields out) computes from the same points, with thresholds set and unset; a
// threshold change re-computes in the background; a stronger ride moves the guessed FTP of the
// rides after it and not before; training load before and after agrees across workouts.
import { describe, expect, it } from 'vitest'
import { uniqueSuffix, waitFor, type RunningServer, serverSuite } from '../helpers/process.js'
import { encodeFit, type FitPoint } from '../helpers/device-files.js'
import { analyzeWorkout, chronicLoad, FILLED_FIELDS, type Thresholds, type WorkoutSummary } from '../../src/analytics/index.js'

type Json = Record<string, unknown>
let server: RunningServer, token: string

serverSuite('wa', (s) => {
  ;({ server, token } = s)
})

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json }
}

async function newUser(patch: Json = {}): Promise<string> {
  const id = `u-${uniqueSuffix(4)}`
  const r = await call('PATCH', `/users/${id}`, { tz_offset: 0, ...patch })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return id
}

async function activities(user: string): Promise<Json[]> {
  const r = await call('GET', `/users/${user}/activities?limit=100`)
  expect(r.status).toBe(200)
  return (r.body['activities'] as Json[]).sort((a, b) => Date.parse(String(a['start_datetime'])) - Date.parse(String(b['start_datetime'])))
}

/** Imports a FIT ride of `points` and waits for it; answers the activity it wrote. */
async function importRide(user: string, points: FitPoint[]): Promise<Json> {
  const start = points[0]!.t
  const fit = encodeFit({
    manufacturer: 1,
    product: 4315,
    productName: 'Edge 840',
    // The device's timer: the moving seconds (one point a second, pauses left out); no averages stated.
    sessions: [{ sport: 2, start, elapsedSeconds: (points[points.length - 1]!.t - start) / 1000 + 1, timerSeconds: points.length }],
    points,
  })
  const res = await fetch(`${server.url}/users/${user}/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ant.fit' },
    body: fit,
  })
  const up = (await res.json()) as Json
  expect(res.status, JSON.stringify(up)).toBe(202)
  const done = await waitFor(
    async () => {
      const r = await call('GET', `/users/${user}/imports/${String(up['id'])}`)
      return r.body['status'] === 'completed' || r.body['status'] === 'failed' ? r.body : undefined
    },
    60_000,
    100,
  )
  expect(done['status'], JSON.stringify(done)).toBe('completed')
  return (await activities(user)).find((a) => a['start_datetime'] === new Date(start).toISOString())!
}

const DAY = 86_400_000
const T0 = Date.parse('2026-04-06T06:00:00Z')

/** A ride with 10 s stops: `seconds` of power around `watts` (efforts and easy stretches) and heart rate following it. */
function ride(start: number, seconds: number, watts: number): FitPoint[] {
  const points: FitPoint[] = []
  let t = start
  let hr = 110
  for (let i = 0; i < seconds; i++) {
    // A 12 s stop (a pause: left out of moving time) every 15 minutes.
    if (i > 0 && i % 900 === 0) t += 12_000
    const effort = Math.floor(i / 300) % 3 === 1 ? 1.25 : 0.85
    const power = Math.max(0, Math.round(watts * effort + 25 * Math.sin(i / 7) + ((i * 13) % 17) - 8))
    hr += (95 + power / 3.2 - hr) / 25
    points.push({ t, power, hr: Math.round(hr), cadence: 88 })
    t += 1000
  }
  return points
}

/** The fields healthd computes for a workout, as the API shows them. */
const computed = (a: object) => {
  const o = a as Json
  return Object.fromEntries(FILLED_FIELDS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]))
}

describe('workout analytics over HTTP', () => {
  it('a PUT with hr_series gets tss_hr, tss and zones filled, and keeps a field it sent', async () => {
    const user = await newUser({ thresholds: { lthr: 162, mhr: 188 } })
    const start = T0
    const series = Array.from({ length: 720 }, (_, i) => 140 + ((i * 7) % 23)).join(',')
    const body = {
      type: 'workout',
      start_datetime: new Date(start).toISOString(),
      end_datetime: new Date(start + 3600_000).toISOString(),
      data_source: 'Polar H10',
      duration_seconds: 3600,
      type_name: 'running',
      tss: 0,
      max_hr: 199,
      hr_series: series,
      hr_series_sampling_rate: '5',
      created_at: new Date(start + 3600_000).toISOString(),
      updated_at: new Date(start + 3600_000).toISOString(),
    }
    const r = await call('PUT', `/users/${user}/activities/run-1`, body)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const want = analyzeWorkout({ hr_series: series, hr_series_sampling_rate: '5', start }, { thresholds: { lthr: 162, mhr: 188 } }).fields
    expect(want.tss_hr).toBeGreaterThan(0)
    expect(r.body).toMatchObject({
      max_hr: 199, // sent: kept
      tss: want.tss_hr,
      tss_hr: want.tss_hr,
      used_lthr: 162,
      average_hr: want.average_hr,
      zone_hr: want.zone_hr,
      hr_zone_thresholds: want.hr_zone_thresholds,
      hr_zone_durations_seconds: want.hr_zone_durations_seconds,
      fatburn_threshold_hr: Math.round(0.6 * 188),
      peak_duration_hr: want.peak_duration_hr,
    })
    expect((await call('GET', `/users/${user}/activities/run-1`)).body).toEqual(r.body)
  }, 60_000)

  it('an imported FIT ride has the fields analyzeWorkout computes from its points, with thresholds set and unset', async () => {
    const points = ride(T0, 2400, 230)
    for (const thresholds of [{ ftp: 260, lthr: 160, mhr: 185 }, {}] as Thresholds[]) {
      const user = await newUser({ thresholds })
      const a = await importRide(user, points)
      const want = analyzeWorkout({ points }, { thresholds }).fields
      expect(want.normalized_power).toBeGreaterThan(0)
      expect(want.tss_power).toBeGreaterThan(0)
      expect(want.duration_seconds).toBe(2400)
      expect(computed(a)).toEqual(computed(want))
      expect(a['duration_seconds']).toBe(2400) // the file's timer, the three 12 s stops left out
      expect(a['tss']).toBe(want.tss_power)
    }
  }, 120_000)

  it('a PATCH of thresholds re-computes an imported ride in the background', async () => {
    const user = await newUser({ thresholds: { ftp: 300 } })
    const points = ride(T0, 1800, 210)
    const before = await importRide(user, points)
    expect(before['used_ftp']).toBe(300)
    expect((await call('PATCH', `/users/${user}`, { thresholds: { ftp: 220, lthr: 150 } })).status).toBe(200)
    const after = await waitFor(
      async () => {
        const a = (await activities(user))[0]!
        return a['used_ftp'] === 220 && a['used_lthr'] === 150 ? a : undefined
      },
      30_000,
      100,
    )
    const want = analyzeWorkout({ points }, { thresholds: { ftp: 220, lthr: 150 } }).fields
    expect(computed(after)).toEqual(computed(want))
    expect(after['tss']).toBeGreaterThan(before['tss'] as number)
  }, 90_000)

  it('a second, stronger ride moves the guessed FTP of the rides after it, not before; training load agrees across them', async () => {
    const user = await newUser()
    const first = ride(T0, 1800, 200)
    const last = ride(T0 + 4 * DAY, 1800, 205)
    const strong = ride(T0 + 2 * DAY, 1800, 280)
    const a1 = await importRide(user, first)
    const a3 = await importRide(user, last)
    // Alone in its 90 days but for the first: its own best 20 minutes are the higher.
    expect(a3['guessed_ftp']).toBe(analyzeWorkout({ points: last }).fields.guessed_ftp)
    await importRide(user, strong)

    const s1 = analyzeWorkout({ points: first }).summary
    const s2 = analyzeWorkout({ points: strong }, { history: [s1] }).summary
    const want3 = analyzeWorkout({ points: last }, { history: [s1, s2] }).fields
    expect(want3.guessed_ftp).toBeCloseTo(0.95 * s2.best_20min_power!, 1)
    const [r1, r2, r3] = await waitFor(
      async () => {
        const list = await activities(user)
        return list[2]?.['guessed_ftp'] === want3.guessed_ftp ? list : undefined
      },
      30_000,
      100,
    )
    // The earlier ride is as it was: thresholds look back only.
    expect(r1).toEqual(a1)
    expect(r2).toMatchObject({ is_breakthrough_ftp: true, guessed_ftp: Math.round(0.95 * s2.best_20min_power! * 10) / 10 })
    expect(computed(r3!)).toEqual(computed(want3))
    expect(r3!['is_breakthrough_ftp']).toBe(false)

    // Training load: each workout's before and after from the ones before it, after − before = tss / 42.
    const history: WorkoutSummary[] = []
    for (const a of [r1!, r2!, r3!]) {
      const at = Date.parse(String(a['start_datetime']))
      const load = chronicLoad(history, at, a['tss'] as number)
      expect(a['activity_score_before']).toBe(Math.round(load.before))
      expect(a['activity_score_after']).toBe(Math.round(load.after))
      history.push({ start: at, tss: a['tss'] as number })
    }
    expect(r3!['activity_score_before']).toBeGreaterThan(0)
  }, 120_000)
})
