// Imports through the app: the upload (streamed, hashed, deduplicated, limited), the worker's run
// (activities, day records one source per measure, the sleep score), failures that write nothing,
// skipped records, the list, scopes and the events; and the built-in record types every project has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { appleExport, appleRecord, appleWorkout, gpx } from '../helpers/device-files.js'
import { recomputeDayMeasures } from '../../src/modules/imports/index.js'
import { analyzeWorkout } from '../../src/analytics/index.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

const at = (iso: string) => Date.parse(iso)
const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex')
const inject = (method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload !== undefined ? { payload: payload as object } : {}) })

async function createUser(patch: object = {}): Promise<string> {
  const id = uniqueUserId()
  const res = await inject('PATCH', `/users/${id}`, patch)
  expect(res.statusCode, res.body).toBe(200)
  return id
}

function upload(user: string, body: string | Buffer, o: { type?: string; query?: string; headers?: Record<string, string>; tok?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/users/${user}/imports${o.query ? `?${o.query}` : ''}`,
    headers: { ...bearer(o.tok ?? token), 'content-type': o.type ?? 'application/xml', ...o.headers },
    payload: body,
  })
}

async function finished(user: string, id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const res = await inject('GET', `/users/${user}/imports/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const imp = res.json()
    if (imp.status === 'completed' || imp.status === 'failed') return imp
    if (Date.now() > deadline) throw new Error(`import ${id} still ${imp.status}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const IPHONE = 'Ada’s iPhone'
const WATCH = 'Ada’s Apple Watch'

/** The Watch's heart rate during the run: every 5 s from 17:00:00 to 17:29:55. */
const RUN_HR = Array.from({ length: 360 }, (_, k) => ({ t: at('2026-03-01T17:00:00Z') + k * 5000, hr: 140 + ((k * 5) % 20) }))

/** A day of Apple Health data where the iPhone and the Watch both counted steps in one hour. */
function overlappingExport(): string {
  const r = (type: string, source: string, s: string, e: string, value: number | string, unit?: string) => appleRecord(type, source, at(s), at(e), value, unit)
  const hr = RUN_HR.map((p) => r('HKQuantityTypeIdentifierHeartRate', WATCH, new Date(p.t).toISOString(), new Date(p.t).toISOString(), p.hr, 'count/min'))
  return appleExport(
    [
      r('HKQuantityTypeIdentifierStepCount', IPHONE, '2026-03-01T08:00:00Z', '2026-03-01T08:30:00Z', 1200, 'count'),
      r('HKQuantityTypeIdentifierStepCount', WATCH, '2026-03-01T08:00:00Z', '2026-03-01T08:30:00Z', 1000, 'count'),
      r('HKQuantityTypeIdentifierStepCount', IPHONE, '2026-03-01T09:10:00Z', '2026-03-01T09:20:00Z', 300, 'count'),
      r('HKQuantityTypeIdentifierStepCount', WATCH, '2026-03-01T10:05:00Z', '2026-03-01T10:06:00Z', 50, 'count'),
      r('HKQuantityTypeIdentifierStepCount', IPHONE, '2026-03-01T11:00:00Z', '2026-03-01T11:05:00Z', 'lots', 'count'),
      r('HKQuantityTypeIdentifierActiveEnergyBurned', IPHONE, '2026-03-01T08:00:00Z', '2026-03-01T08:30:00Z', 80, 'kcal'),
      r('HKQuantityTypeIdentifierActiveEnergyBurned', WATCH, '2026-03-01T08:00:00Z', '2026-03-01T08:30:00Z', 60.5, 'kcal'),
      r('HKQuantityTypeIdentifierRestingHeartRate', WATCH, '2026-03-01T07:00:00Z', '2026-03-01T07:00:00Z', 55, 'count/min'),
      r('HKQuantityTypeIdentifierHeartRateVariabilitySDNN', WATCH, '2026-03-01T03:00:00Z', '2026-03-01T03:00:00Z', 40, 'ms'),
      r('HKQuantityTypeIdentifierHeartRateVariabilitySDNN', WATCH, '2026-03-01T04:00:00Z', '2026-03-01T04:00:00Z', 60, 'ms'),
      r('HKQuantityTypeIdentifierBodyMass', IPHONE, '2026-03-01T07:10:00Z', '2026-03-01T07:10:00Z', 70.5, 'kg'),
      // The night ending on the 1st: in bed from the iPhone, stages from the Watch.
      r('HKCategoryTypeIdentifierSleepAnalysis', IPHONE, '2026-02-28T22:30:00Z', '2026-03-01T06:45:00Z', 'HKCategoryValueSleepAnalysisInBed'),
      r('HKCategoryTypeIdentifierSleepAnalysis', WATCH, '2026-02-28T23:00:00Z', '2026-03-01T01:00:00Z', 'HKCategoryValueSleepAnalysisAsleepCore'),
      r('HKCategoryTypeIdentifierSleepAnalysis', WATCH, '2026-03-01T01:00:00Z', '2026-03-01T02:30:00Z', 'HKCategoryValueSleepAnalysisAsleepDeep'),
      r('HKCategoryTypeIdentifierSleepAnalysis', WATCH, '2026-03-01T02:30:00Z', '2026-03-01T02:50:00Z', 'HKCategoryValueSleepAnalysisAwake'),
      r('HKCategoryTypeIdentifierSleepAnalysis', WATCH, '2026-03-01T02:50:00Z', '2026-03-01T04:00:00Z', 'HKCategoryValueSleepAnalysisAsleepREM'),
      r('HKCategoryTypeIdentifierSleepAnalysis', WATCH, '2026-03-01T04:10:00Z', '2026-03-01T06:30:00Z', 'HKCategoryValueSleepAnalysisAsleepCore'),
      r('HKCategoryTypeIdentifierMindfulSession', WATCH, '2026-03-01T12:00:00Z', '2026-03-01T12:10:00Z', 'HKCategoryValueNotApplicable'),
      ...hr,
      appleWorkout({
        type: 'HKWorkoutActivityTypeRunning',
        source: WATCH,
        start: at('2026-03-01T17:00:00Z'),
        end: at('2026-03-01T17:30:00Z'),
        kcal: 310,
        km: 5,
      }),
    ].join('\n'),
  )
}

describe('an Apple Health export with overlapping iPhone and Watch samples', () => {
  let user: string
  let imp: Record<string, unknown>
  const xml = overlappingExport()

  beforeAll(async () => {
    user = await createUser()
    const res = await upload(user, xml, { query: 'provider=PROVIDER_A' })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toMatchObject({
      user_id: user,
      status: 'queued',
      format: 'apple_health',
      bytes: Buffer.byteLength(xml),
      sha256: sha(xml),
      finished_at: null,
    })
    imp = await finished(user, res.json().id)
  })

  it('completes, with its counts and the bad record skipped', () => {
    expect(imp.status).toBe('completed')
    expect(imp.progress).toEqual({
      records_read: expect.any(Number),
      activities_created: 2,
      activities_updated: 0,
      day_records_written: 7, // steps, active energy, resting HR, HRV, weight, sleep, and the sleep score
      duplicates: 0,
      skipped: 1,
    })
    expect((imp.errors as { error: string }[])[0]!.error).toMatch(/step/i)
    expect(imp.finished_at).toEqual(expect.stringMatching(/Z$/))
  })

  it('counts steps per hour from the Watch where both counted, the iPhone where only it did', async () => {
    const res = await inject('GET', `/users/${user}/custom_records/steps/imp_steps_2026-03-01`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ type: 'steps', date: '2026-03-01', value: 1350, data: { sources: [WATCH, IPHONE] }, providers: ['PROVIDER_A'] })
    const kcal = await inject('GET', `/users/${user}/custom_records/active_energy/imp_active_energy_2026-03-01`)
    expect(kcal.json()).toMatchObject({ value: 60.5, data: { sources: [WATCH] } })
  })

  it('writes resting heart rate, HRV (the mean) and weight (an instant)', async () => {
    const rhr = (await inject('GET', `/users/${user}/custom_records/resting_heart_rate/imp_resting_heart_rate_2026-03-01`)).json()
    expect(rhr).toMatchObject({ value: 55, date: '2026-03-01' })
    expect((await inject('GET', `/users/${user}/custom_records/hrv_sdnn/imp_hrv_sdnn_2026-03-01`)).json()).toMatchObject({ value: 50 })
    expect((await inject('GET', `/users/${user}/custom_records/weight/imp_weight_2026-03-01`)).json()).toMatchObject({
      value: 70.5,
      recorded_at: '2026-03-01T07:10:00.000Z',
      data: { sources: [IPHONE] },
    })
  })

  it('takes the night from the Watch, with its stages, and scores it', async () => {
    const sleep = (await inject('GET', `/users/${user}/custom_records/sleep/imp_sleep_2026-03-01`)).json()
    expect(sleep).toMatchObject({
      value: 420,
      date: '2026-03-01',
      data: {
        start: '2026-02-28T23:00:00.000Z',
        end: '2026-03-01T06:30:00.000Z',
        in_bed_minutes: 440, // every sample of the Watch: 23:00 → 06:30 but the 10 minutes no sample covers
        asleep_minutes: 420,
        awake_minutes: 20,
        deep_minutes: 90,
        rem_minutes: 70,
        core_minutes: 260,
        sources: [WATCH],
      },
    })
    // 7 h asleep: 100; deep 90 + REM 70: 88.9; no nights before: 100; 30 min awake after onset: 85.7
    // 40 + 17.78 + 20 + 17.14 = 94.9 → 95
    const score = (await inject('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`)).json()
    expect(score).toMatchObject({ value: 95, ref: 'healthd:sleep_score:v1', providers: ['PROVIDER_A'] })
  })

  it('writes the workout and the mindful session as activities with stable ids', async () => {
    const list = (await inject('GET', `/users/${user}/activities`)).json()
    const workout = list.activities.find((a: { type: string }) => a.type === 'workout')
    // Its analytics from the Watch's heart rate (no thresholds set: guessed from the run itself).
    const expected = analyzeWorkout({ points: RUN_HR }).fields
    expect(expected.tss).toBeGreaterThan(0)
    expect(workout).toMatchObject({
      id: expect.stringMatching(/^imp_[0-9a-f]{24}$/),
      start_datetime: '2026-03-01T17:00:00.000Z',
      end_datetime: '2026-03-01T17:30:00.000Z',
      duration_seconds: 1800,
      type_name: 'running',
      data_source: WATCH,
      calories: 310,
      tss: expected.tss,
      tss_hr: expected.tss_hr,
      guessed_lthr: expected.guessed_lthr,
      zone_hr: expected.zone_hr,
      hr_series_sampling_rate: '5',
      created_at: imp.created_at,
      updated_at: imp.created_at,
    })
    const series = String(workout.hr_series).split(',').map(Number)
    expect(series.length).toBe(360)
    expect(series.slice(0, 4)).toEqual([140, 145, 150, 155])
    const mindful = list.activities.find((a: { type: string }) => a.type === 'mindfulness')
    expect(mindful).toMatchObject({ duration_seconds: 600, data_source: WATCH, provider: 'PROVIDER_A' })
  })

  it('the same bytes again answer the earlier import, and nothing new is written', async () => {
    const before = (await inject('GET', `/users/${user}/imports`)).json()
    const res = await upload(user, xml)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().id).toBe(imp.id)
    const after = (await inject('GET', `/users/${user}/imports`)).json()
    expect(after.pagination.total).toBe(before.pagination.total)
    // Its file is not kept: only files of imports that still wait are.
    const dir = path.join(t.config.dataDir, 'imports')
    expect(readdirSync(dir).filter((f) => !f.startsWith('.'))).toEqual([])
  })

  it('the insights engine sees it as it sees PUT data: the workout and the night get their summaries', async () => {
    const deadline = Date.now() + 20_000
    let names: string[] = []
    while (Date.now() < deadline) {
      const list = (await inject('GET', `/users/${user}/ai/summaries?start_date=2026-03-01&end_date=2026-03-01&limit=100`)).json()
      names = (list.summaries as { name: string }[]).map((x) => x.name)
      if (names.includes('WorkoutSummary') && names.includes('SleepSummary') && names.includes('MindfulsessionSummary')) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(names).toEqual(expect.arrayContaining(['WorkoutSummary', 'SleepSummary', 'MindfulsessionSummary']))
  })

  it('a new source priority computes the day records again, without the file', async () => {
    const written = await recomputeDayMeasures(t.app.db, p.projectId, user, { project: null, user: { steps: ['iphone'], sleep: ['iphone'] } })
    expect(written).toBeGreaterThan(0)
    // The iPhone where it counted (1200 at 8h, 300 at 9h), the Watch where only it did (50 at 10h).
    const steps = (await inject('GET', `/users/${user}/custom_records/steps/imp_steps_2026-03-01`)).json()
    expect(steps).toMatchObject({ value: 1550, data: { sources: [WATCH, IPHONE] } })
    const sleep = (await inject('GET', `/users/${user}/custom_records/sleep/imp_sleep_2026-03-01`)).json()
    expect(sleep).toMatchObject({ value: 0, data: { in_bed_minutes: 495, sources: [IPHONE] } })
    // A night with no sleep has no score: the one written from the Watch's night went.
    expect((await inject('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`)).statusCode).toBe(404)
    // Back to the default order: as the import wrote them.
    await recomputeDayMeasures(t.app.db, p.projectId, user, { project: null, user: null })
    expect((await inject('GET', `/users/${user}/custom_records/steps/imp_steps_2026-03-01`)).json()).toMatchObject({ value: 1350 })
    expect((await inject('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`)).json()).toMatchObject({ value: 95 })
  })

  it('a PUT of the user’s source priority recomputes them in the background, and DELETE restores them', async () => {
    const until = async (what: () => Promise<boolean>) => {
      const deadline = Date.now() + 20_000
      while (!(await what())) {
        if (Date.now() > deadline) throw new Error('the background re-selection did not happen')
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const steps = async () => (await inject('GET', `/users/${user}/custom_records/steps/imp_steps_2026-03-01`)).json().value
    const scored = async () => (await inject('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`)).statusCode === 200
    type Event = { type: string; data: Record<string, unknown> }
    const deletions = async () =>
      ((await inject('GET', `/v1/projects/${p.projectId}/events?after=0&limit=1000`)).json().events as Event[]).filter(
        (e) => e.type === 'daily_records:deleted' && e.data['user_id'] === user,
      )
    const before = (await deletions()).length
    expect((await inject('PUT', `/users/${user}/source_priority`, { steps: ['iphone'], sleep: ['iphone'] })).statusCode).toBe(200)
    await until(async () => (await steps()) === 1550 && !(await scored()))
    // The score the import had written went as a DELETE takes it: with its event.
    expect((await deletions()).slice(before)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ type: 'scores', date: '2026-03-01', name: 'sleep' }) }),
    ])
    expect((await inject('DELETE', `/users/${user}/source_priority`)).statusCode).toBe(204)
    await until(async () => (await steps()) === 1350 && (await scored()))
  })

  it('emitted imports:completed with ids and counts', async () => {
    const events = (await inject('GET', `/v1/projects/${p.projectId}/events?after=0&limit=1000`)).json().events as {
      type: string
      data: Record<string, unknown>
    }[]
    const done = events.filter((e) => e.type === 'imports:completed' && e.data['import_id'] === imp.id)
    expect(done).toHaveLength(1)
    expect(done[0]!.data).toMatchObject({ project_id: p.projectId, user_id: user, activities_created: 2, skipped: 1 })
  })
})

/** A run of `minutes` with a point every 5 s and heart rate, from `start`. */
function track(start: number, minutes: number, hr = 150) {
  return Array.from({ length: (minutes * 60) / 5 }, (_, i) => ({ t: start + i * 5000, lat: 47.6 + i * 1e-4, lon: -52.8, hr: hr + (i % 3) }))
}
const runGpx = (start: string, minutes = 30, creator = 'Garmin Forerunner 265') =>
  gpx({ creator, tracks: [{ type: 'running', points: track(at(start), minutes) }] })

async function nothingWritten(user: string) {
  expect((await inject('GET', `/users/${user}/activities`)).json().pagination.total).toBe(0)
  for (const type of ['steps', 'sleep', 'weight']) expect((await inject('GET', `/users/${user}/custom_records/${type}`)).json().pagination.total).toBe(0)
}

describe('files that fail and records that are skipped', () => {
  it('a truncated file fails with the reason and writes nothing', async () => {
    const user = await createUser()
    const whole = runGpx('2026-03-02T07:00:00Z')
    const res = await upload(user, whole.slice(0, Math.floor(whole.length * 0.6)), { type: 'application/gpx+xml' })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().format).toBe('gpx')
    const imp = await finished(user, res.json().id)
    expect(imp.status).toBe('failed')
    expect((imp.errors as { at: string; error: string }[])[0]).toEqual({ at: 'file', error: expect.stringMatching(/\S/) })
    expect(imp.progress).toMatchObject({ activities_created: 0, day_records_written: 0 })
    await nothingWritten(user)
    const events = (await inject('GET', `/v1/projects/${p.projectId}/events?after=0&limit=1000`)).json().events as {
      type: string
      data: { import_id: string }
    }[]
    expect(events.filter((e) => e.type === 'imports:failed' && e.data.import_id === imp.id)).toHaveLength(1)
  })

  it('a file that is not the format named fails', async () => {
    const user = await createUser()
    const res = await upload(user, runGpx('2026-03-02T07:00:00Z'), { type: 'application/octet-stream', query: 'format=fit' })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().format).toBe('fit')
    const imp = await finished(user, res.json().id)
    expect(imp.status).toBe('failed')
    await nothingWritten(user)
  })

  it('bytes in no format healthd reads, and an empty body, are refused', async () => {
    const user = await createUser()
    const garbage = await upload(user, Buffer.from('hello, this is no health file'), { type: 'application/octet-stream' })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().error).toMatch(/no format healthd reads/)
    const empty = await upload(user, Buffer.alloc(0), { type: 'application/octet-stream' })
    expect(empty.statusCode).toBe(400)
    expect((await inject('GET', `/users/${user}/imports`)).json().pagination.total).toBe(0)
  })

  it('a bad member of a bulk zip is skipped and counted; the others go in', async () => {
    const { zip } = await import('../helpers/device-files.js')
    const user = await createUser()
    const body = zip([
      { name: 'activities/1.gpx', data: runGpx('2026-03-03T07:00:00Z') },
      { name: 'activities/2.gpx', data: runGpx('2026-03-04T07:00:00Z').slice(0, 400) },
      { name: 'activities/3.gpx', data: runGpx('2026-03-05T07:00:00Z') },
    ])
    const res = await upload(user, body, { type: 'application/zip' })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().format).toBe('zip')
    const imp = await finished(user, res.json().id)
    expect(imp).toMatchObject({ status: 'completed', progress: { activities_created: 2, skipped: 1 } })
    expect((imp.errors as { at: string }[])[0]!.at).toMatch(/2\.gpx/)
    expect((await inject('GET', `/users/${user}/activities`)).json().pagination.total).toBe(2)
  })
})

describe('the upload', () => {
  it('refuses other media types (JSON included) with 415 naming the accepted ones', async () => {
    const user = await createUser()
    for (const type of ['text/plain', 'application/json', 'multipart/form-data; boundary=x']) {
      const res = await upload(user, type === 'application/json' ? '{"a":1}' : 'x', { type })
      expect(res.statusCode, type).toBe(415)
      expect(res.json().error).toMatch(/application\/zip/)
    }
  })

  it('answers 404 for a user that does not exist, and keeps nothing', async () => {
    const res = await upload(uniqueUserId(), runGpx('2026-03-02T07:00:00Z'))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    expect(readdirSync(path.join(t.config.dataDir, 'imports')).filter((f) => !f.startsWith('.'))).toEqual([])
  })

  it('needs imports:create to upload and imports:read to read', async () => {
    const user = await createUser()
    const readOnly = await p.token(['imports:read'])
    expect((await upload(user, runGpx('2026-03-02T07:00:00Z'), { tok: readOnly })).statusCode).toBe(403)
    const writeOnly = await p.token(['imports:create'])
    expect((await inject('GET', `/users/${user}/imports`, undefined, writeOnly)).statusCode).toBe(403)
  })

  it('an Idempotency-Key answers the first response again; with other bytes, 409', async () => {
    const user = await createUser()
    const body = runGpx('2026-03-06T07:00:00Z')
    const first = await upload(user, body, { headers: { 'idempotency-key': 'imp-key-1' } })
    expect(first.statusCode, first.body).toBe(202)
    const again = await upload(user, body, { headers: { 'idempotency-key': 'imp-key-1' } })
    expect(again.statusCode).toBe(202)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
    const other = await upload(user, runGpx('2026-03-07T07:00:00Z'), { headers: { 'idempotency-key': 'imp-key-1' } })
    expect(other.statusCode).toBe(409)
    await finished(user, first.json().id)
  })

  it('lists a user’s imports newest first, in pages; an unknown or malformed id is 404', async () => {
    const user = await createUser()
    const ids: string[] = []
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
      const res = await upload(user, runGpx(`${day}T07:00:00Z`, 10))
      expect(res.statusCode).toBe(202)
      ids.push(res.json().id)
    }
    const first = (await inject('GET', `/users/${user}/imports?limit=2`)).json()
    expect(first.imports.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]])
    expect(first.pagination).toMatchObject({ limit: 2, total: 3, page: '' })
    const second = (await inject('GET', `/users/${user}/imports?limit=2&page=${encodeURIComponent(first.pagination.next_page)}`)).json()
    expect(second.imports.map((i: { id: string }) => i.id)).toEqual([ids[0]])
    expect(second.pagination.next_page).toBe('')
    for (const id of ids) await finished(user, id)
    expect((await inject('GET', `/users/${user}/imports/not-a-uuid`)).json()).toEqual({ error: 'import not found' })
    expect((await inject('GET', `/users/${user}/imports/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404)
    expect((await inject('GET', `/users/${uniqueUserId()}/imports/${ids[0]}`)).json()).toEqual({ error: 'user not found' })
  })
})

describe('importing again', () => {
  it('an overlapping file updates the workouts it shares instead of adding them again', async () => {
    const user = await createUser()
    const a = await upload(user, gpx({ creator: 'Garmin Forerunner 265', tracks: [{ type: 'running', points: track(at('2026-04-01T07:00:00Z'), 20) }] }))
    expect((await finished(user, a.json().id)).progress).toMatchObject({ activities_created: 1, activities_updated: 0 })
    // The same run and another one, in a bulk zip
    const { zip } = await import('../helpers/device-files.js')
    const b = await upload(
      user,
      zip([
        { name: 'a.gpx', data: gpx({ creator: 'Garmin Forerunner 265', tracks: [{ type: 'running', points: track(at('2026-04-01T07:00:00Z'), 20, 151) }] }) },
        { name: 'b.gpx', data: runGpx('2026-04-02T07:00:00Z', 20) },
      ]),
      { type: 'application/zip' },
    )
    expect((await finished(user, b.json().id)).progress).toMatchObject({ activities_created: 1, activities_updated: 1 })
    expect((await inject('GET', `/users/${user}/activities`)).json().pagination.total).toBe(2)
  })

  it('a sleep score from elsewhere is kept: the import’s own is not written', async () => {
    const user = await createUser()
    const put = await inject('PUT', `/users/${user}/daily_records/scores/2026-03-01/sleep`, { value: 61 })
    expect(put.statusCode, put.body).toBe(200)
    const res = await upload(user, overlappingExport())
    const imp = await finished(user, res.json().id)
    expect(imp.progress).toMatchObject({ day_records_written: 6 })
    expect((await inject('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`)).json()).toMatchObject({ value: 61 })
    expect((await inject('GET', `/users/${user}/custom_records/sleep/imp_sleep_2026-03-01`)).json()).toMatchObject({ value: 420 })
  })

  it('days are the user’s local days (tz_offset)', async () => {
    const user = await createUser({ tz_offset: -5 * 3600 })
    const res = await upload(user, overlappingExport())
    await finished(user, res.json().id)
    // 08:00Z is 03:00 on the 1st at UTC−5; the night ending 06:30Z (01:30 local) is the night of the 1st too.
    expect((await inject('GET', `/users/${user}/custom_records/steps/imp_steps_2026-03-01`)).json()).toMatchObject({ value: 1350 })
    // The resting heart rate at 07:00Z is 02:00 local on the 1st; the HRV samples at 03:00Z and 04:00Z are on the 28th.
    expect((await inject('GET', `/users/${user}/custom_records/hrv_sdnn/imp_hrv_sdnn_2026-02-28`)).json()).toMatchObject({ value: 50 })
  })
})

describe('the built-in record types', () => {
  const types = (proj: TestProject, tok: string, name = '') =>
    t.app.inject({ method: 'GET', url: `/v1/projects/${proj.projectId}/custom_record_types${name}`, headers: bearer(tok) })

  it('every project has them, and they cannot be changed or deleted', async () => {
    const fresh = await createTestProject(t.app)
    const tok = await fresh.token()
    const list = (await types(fresh, tok)).json().custom_record_types as { name: string; granularity: string; unit: string }[]
    expect(list.map((x) => [x.name, x.granularity, x.unit])).toEqual([
      ['active_energy', 'day', 'kcal'],
      ['hrv_sdnn', 'day', 'ms'],
      ['resting_heart_rate', 'day', 'bpm'],
      ['sleep', 'day', 'min'],
      ['steps', 'day', 'count'],
      ['weight', 'instant', 'kg'],
    ])
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/projects/${fresh.projectId}/custom_record_types/steps`,
      headers: bearer(tok),
      payload: { unit: 'paces' },
    })
    expect(patch.statusCode).toBe(409)
    expect(patch.json().error).toMatch(/built in/)
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/projects/${fresh.projectId}/custom_record_types/weight`, headers: bearer(tok) })
    expect(del.statusCode).toBe(409)
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/projects/${fresh.projectId}/custom_record_types`,
      headers: bearer(tok),
      payload: { name: 'sleep', granularity: 'day' },
    })
    expect(again.statusCode).toBe(409)
  })
})
