// Black box: device files uploaded over HTTP to the built server, on the run's database (PostgreSQL
// with TEST_DATABASE_URL, else embedded): Apple Health with overlapping iPhone and Watch samples,
// FIT, TCX, the same bytes twice, files that fail, uploads over the limit or cut off, and a server
// killed (kill -9) in the middle of an import's writes that finishes it, once, after a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import {
  killAll,
  logLines,
  removeAllDirs,
  runStorage,
  startServer,
  tokenRequest,
  uniqueSuffix,
  waitFor,
  type Env,
  type RunningServer,
} from '../helpers/process.js'
import { appleExport, appleRecord, appleWorkout, encodeFit, ridePoints, tcx } from '../helpers/device-files.js'
import { analyzeWorkout } from '../../src/analytics/index.js'

const MAX_BYTES = 2_000_000
const servers: RunningServer[] = []

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL').catch(() => undefined)))
  await killAll()
  removeAllDirs()
})

interface Target {
  server: RunningServer
  env: Env
  dataDir: string
  token: string
}

async function start(extra: Env = {}): Promise<Target> {
  const s = uniqueSuffix()
  const storage = runStorage()
  const env: Env = {
    ...storage.env,
    BOOTSTRAP_PROJECT_ID: `imp_${s}`,
    BOOTSTRAP_CLIENT_ID: `imp-${s}`,
    BOOTSTRAP_CLIENT_SECRET: `secret-${uniqueSuffix(12)}`,
    IMPORT_MAX_BYTES: String(MAX_BYTES),
    ...extra,
  }
  const server = await startServer(env)
  servers.push(server)
  return { server, env, dataDir: storage.dataDir, token: await tokenOf(server, env) }
}

async function tokenOf(server: RunningServer, env: Env): Promise<string> {
  const t = await tokenRequest(server.url, env['BOOTSTRAP_CLIENT_ID']!, env['BOOTSTRAP_CLIENT_SECRET']!, {
    resource: `urn:healthd:project:${env['BOOTSTRAP_PROJECT_ID']}`,
  })
  expect(t.status, JSON.stringify(t.body)).toBe(200)
  return String(t.body['access_token'])
}

async function call(t: Target, method: string, url: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${t.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

async function newUser(t: Target, patch: object = {}): Promise<string> {
  const id = `u-${uniqueSuffix(4)}`
  expect((await call(t, 'PATCH', `/users/${id}`, patch)).status).toBe(200)
  return id
}

async function upload(t: Target, user: string, body: Buffer | string, type = 'application/xml', query = '') {
  const res = await fetch(`${t.server.url}/users/${user}/imports${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.token}`, 'content-type': type },
    body,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function finished(t: Target, user: string, id: unknown, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  return waitFor(
    async () => {
      const r = await call(t, 'GET', `/users/${user}/imports/${String(id)}`)
      expect(r.status).toBe(200)
      return r.body['status'] === 'completed' || r.body['status'] === 'failed' ? r.body : undefined
    },
    timeoutMs,
    100,
  )
}

/** The files the store holds besides its id: uploads that wait (or leftovers). */
const storeFiles = (t: Target) => readdirSync(path.join(t.dataDir, 'imports')).filter((f) => !f.startsWith('.store-id'))

const at = (iso: string) => Date.parse(iso)
const IPHONE = 'Ada’s iPhone'
const WATCH = 'Ada’s Apple Watch'

/** Steps every 10 minutes from the iPhone, and over some hours from the Watch too, with different counts. */
function stepsExport(days: number, from = '2026-01-01T00:00:00Z'): { xml: string; expected: Map<string, number> } {
  const records: string[] = []
  const expected = new Map<string, number>()
  const start = at(from)
  for (let m = 0; m < days * 24 * 60; m += 10) {
    const s = start + m * 60_000
    const e = s + 10 * 60_000
    const hour = Math.floor(m / 60) % 24
    const phone = 100 + (m % 70)
    records.push(appleRecord('HKQuantityTypeIdentifierStepCount', IPHONE, s, e, phone, 'count'))
    // The Watch counts from 06:00 to 21:59, always a little less than the phone.
    const watch = hour >= 6 && hour < 22 ? 80 + (m % 50) : undefined
    if (watch !== undefined) records.push(appleRecord('HKQuantityTypeIdentifierStepCount', WATCH, s, e, watch, 'count'))
    const day = new Date(s).toISOString().slice(0, 10)
    expected.set(day, (expected.get(day) ?? 0) + (watch ?? phone))
  }
  return { xml: appleExport(records.join('\n')), expected }
}

describe('imports over HTTP', () => {
  let t: Target

  beforeAll(async () => {
    t = await start()
  }, 60_000)

  it('an Apple Health export: 202, then completed, with the per-hour highest-priority steps exactly', async () => {
    const user = await newUser(t)
    const { xml, expected } = stepsExport(3)
    const bad = appleRecord('HKQuantityTypeIdentifierStepCount', IPHONE, at('2026-01-02T12:00:00Z'), at('2026-01-02T12:05:00Z'), 'many', 'count')
    const body = xml.replace('</HealthData>', `${bad}\n</HealthData>`)
    const res = await upload(t, user, body)
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    expect(res.body).toMatchObject({
      status: 'queued',
      format: 'apple_health',
      bytes: Buffer.byteLength(body),
      sha256: createHash('sha256').update(body).digest('hex'),
    })
    const imp = await finished(t, user, res.body['id'])
    expect(imp['status']).toBe('completed')
    expect(imp['progress']).toMatchObject({ skipped: 1, day_records_written: 3, activities_created: 0 })
    for (const [day, steps] of expected) {
      const r = await call(t, 'GET', `/users/${user}/custom_records/steps/imp_steps_${day}`)
      expect(r.status).toBe(200)
      expect([day, r.body['value'], r.body['data']]).toEqual([day, steps, { sources: [WATCH, IPHONE] }])
    }
    // The same bytes again: the earlier import, and no new one.
    const again = await upload(t, user, body)
    expect(again.status).toBe(200)
    expect(again.body['id']).toBe(imp['id'])
    expect((await call(t, 'GET', `/users/${user}/imports`)).body['pagination']).toMatchObject({ total: 1 })
    expect(storeFiles(t)).toEqual([])
  }, 90_000)

  it('FIT and TCX workouts become activities with their heart rate and power', async () => {
    const user = await newUser(t)
    const start = at('2026-02-01T07:00:00Z')
    const fit = encodeFit({
      manufacturer: 1,
      product: 4315,
      productName: 'Edge 840',
      sessions: [{ sport: 2, start, elapsedSeconds: 1200, calories: 300, avgHr: 134, maxHr: 149, avgPower: 224 }],
      points: ridePoints(start, 1200),
    })
    const r1 = await upload(t, user, fit, 'application/vnd.ant.fit')
    expect(r1.status, JSON.stringify(r1.body)).toBe(202)
    expect(r1.body['format']).toBe('fit')
    expect((await finished(t, user, r1.body['id']))['progress']).toMatchObject({ activities_created: 1 })
    const lapStart = at('2026-02-02T07:00:00Z')
    const points = Array.from({ length: 120 }, (_, i) => ({ t: lapStart + i * 5000, lat: 47.6, lon: -52.8, hr: 150 + (i % 5), power: 250 }))
    const r2 = await upload(
      t,
      user,
      tcx({ sport: 'Running', creator: 'Forerunner 265', laps: [{ start: lapStart, seconds: 600, calories: 120, points }] }),
      'application/vnd.garmin.tcx+xml',
    )
    expect(r2.status, JSON.stringify(r2.body)).toBe(202)
    expect((await finished(t, user, r2.body['id']))['status']).toBe('completed')
    const list = (await call(t, 'GET', `/users/${user}/activities`)).body['activities'] as Record<string, unknown>[]
    expect(list).toHaveLength(2)
    const ride = list.find((a) => a['type_name'] === 'cycling')!
    // The file's own average power stays; the analytics it does not state come from the points.
    const want = analyzeWorkout({ points: ridePoints(start, 1200) }).fields
    expect(want.tss).toBeGreaterThan(0)
    expect(ride).toMatchObject({
      type: 'workout',
      start_datetime: '2026-02-01T07:00:00.000Z',
      average_power: 224,
      normalized_power: want.normalized_power,
      tss: want.tss,
      hr_series_sampling_rate: '5',
    })
    expect(String(ride['id'])).toMatch(/^imp_[0-9a-f]{24}$/)
    const run = list.find((a) => a['type_name'] === 'running')!
    expect(run).toMatchObject({ duration_seconds: 600, calories: 120, max_hr: 154 })
  }, 90_000)

  it('a file that fails writes nothing; its import says why', async () => {
    const user = await newUser(t)
    const whole = appleExport(
      [
        appleRecord('HKQuantityTypeIdentifierStepCount', WATCH, at('2026-01-05T08:00:00Z'), at('2026-01-05T08:10:00Z'), 500, 'count'),
        appleWorkout({ type: 'HKWorkoutActivityTypeWalking', source: WATCH, start: at('2026-01-05T09:00:00Z'), end: at('2026-01-05T09:30:00Z') }),
      ].join('\n'),
    )
    const res = await upload(t, user, whole.slice(0, whole.length - 40))
    expect(res.status).toBe(202)
    const imp = await finished(t, user, res.body['id'])
    expect(imp['status']).toBe('failed')
    expect((imp['errors'] as { at: string }[])[0]!.at).toBe('file')
    expect((await call(t, 'GET', `/users/${user}/activities`)).body['pagination']).toMatchObject({ total: 0 })
    expect((await call(t, 'GET', `/users/${user}/custom_records/steps`)).body['pagination']).toMatchObject({ total: 0 })
  }, 60_000)

  it('over IMPORT_MAX_BYTES: 413 whether the length is declared or not, and nothing is kept', async () => {
    const user = await newUser(t)
    const big = Buffer.alloc(MAX_BYTES + 1, 0x41)
    const declared = await upload(t, user, big, 'application/octet-stream')
    expect(declared.status).toBe(413)
    expect(declared.body).toEqual({ error: expect.stringContaining('IMPORT_MAX_BYTES') })
    // Chunked, with no Content-Length: refused once the limit is passed.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${t.server.url}/users/${user}/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      })
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode!, body }))
      })
      req.on('error', reject)
      const piece = Buffer.alloc(64 * 1024, 0x42)
      let sent = 0
      const more = () => {
        while (sent <= MAX_BYTES + piece.length) {
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', more)
        }
        req.end()
      }
      more()
    })
    expect(chunked.status).toBe(413)
    expect(JSON.parse(chunked.body)).toEqual({ error: expect.stringContaining('IMPORT_MAX_BYTES') })
    await waitFor(() => storeFiles(t).length === 0, 5_000)
    expect((await call(t, 'GET', `/users/${user}/imports`)).body['pagination']).toMatchObject({ total: 0 })
  }, 60_000)

  it('a client that goes away mid-upload leaves nothing behind', async () => {
    const user = await newUser(t)
    await new Promise<void>((resolve) => {
      const req = http.request(`${t.server.url}/users/${user}/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/xml', 'content-length': '1000000' },
      })
      req.on('error', () => resolve())
      req.write(Buffer.alloc(300_000, 0x20), () => setTimeout(() => req.destroy(), 200))
      req.on('close', () => resolve())
    })
    await waitFor(() => storeFiles(t).length === 0, 5_000)
    expect((await call(t, 'GET', `/users/${user}/imports`)).body['pagination']).toMatchObject({ total: 0 })
  }, 30_000)
})

describe('a server killed in the middle of an import', () => {
  it('finishes it once after a restart: counts right, nothing written twice', async () => {
    const t = await start({ IMPORT_MAX_BYTES: String(200 * 1024 * 1024) })
    const user = await newUser(t)
    // Enough workouts for several batches of writes, and steps for day records.
    const WORKOUTS = 600
    const workouts: string[] = []
    for (let i = 0; i < WORKOUTS; i++) {
      const s = at('2025-01-01T06:00:00Z') + i * 86_400_000
      workouts.push(appleWorkout({ type: 'HKWorkoutActivityTypeRunning', source: WATCH, start: s, end: s + 30 * 60_000, kcal: 200 + (i % 50), km: 5 }))
    }
    const { xml, expected } = stepsExport(40, '2025-03-01T00:00:00Z')
    const body = xml.replace('</HealthData>', `${workouts.join('\n')}\n</HealthData>`)
    const res = await upload(t, user, body)
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    const id = String(res.body['id'])

    // Killed once some of its workouts are in, before all are.
    const seen = await waitFor(
      async () => {
        const n = Number(((await call(t, 'GET', `/users/${user}/activities?limit=1`)).body['pagination'] as { total: number }).total)
        return n > 0 && n < WORKOUTS ? n : undefined
      },
      60_000,
      10,
    )
    t.server.proc.kill('SIGKILL')
    expect((await t.server.exited).signal).toBe('SIGKILL')

    // Started again on the same database and DATA_DIR: the import continues (after its lease, on PostgreSQL).
    const again = await startServer(t.env)
    servers.push(again)
    const t2: Target = { ...t, server: again, token: await tokenOf(again, t.env) }
    const imp = await finished(t2, user, id, 120_000)
    expect(imp['status']).toBe('completed')
    expect(imp['progress']).toMatchObject({ activities_created: WORKOUTS, activities_updated: 0, day_records_written: expected.size, skipped: 0 })
    expect((await call(t2, 'GET', `/users/${user}/activities?limit=1`)).body['pagination']).toMatchObject({ total: WORKOUTS })
    for (const [day, steps] of [...expected].slice(0, 5)) {
      expect((await call(t2, 'GET', `/users/${user}/custom_records/steps/imp_steps_${day}`)).body['value']).toBe(steps)
    }
    const events = (await call(t2, 'GET', `/v1/projects/${t.env['BOOTSTRAP_PROJECT_ID']}/events?after=0&limit=1000`)).body['events'] as {
      type: string
      data: { import_id: string }
    }[]
    expect(events.filter((e) => e.type.startsWith('imports:') && e.data.import_id === id).map((e) => e.type)).toEqual(['imports:completed'])
    const resumed = logLines(again.stdout()).find((l) => l['msg'] === 'import started' && l['import_id'] === id)
    expect(resumed?.['resumed_at_batch'], `killed with ${seen} of ${WORKOUTS} workouts in`).toBeGreaterThan(0)
    expect(storeFiles(t2)).toEqual([])
  }, 240_000)
})
