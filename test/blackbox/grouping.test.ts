// Black box: one activity per workout, over HTTP against the started server (on the run's
// PostgreSQL, or embedded). Overlapping recordings PUT at once leave one selected; deleting the
// selected one selects another; a priority change (the user's, then the project's) flips the
// selection once the background job has run; sports keep workouts apart, `other` joins any; and
// group_id and selected are the same in the PUT's answer, GET, the list and the export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killAll, removeAllDirs, runStorage, startServer, tokenRequest, uniqueSuffix, waitFor, type RunningServer } from '../helpers/process.js'

const suffix = uniqueSuffix()
const storage = runStorage()
const projectId = `grouping_${suffix}`
const clientId = `grouping-client-${suffix}`
const clientSecret = `grouping-secret-${suffix}-0123456789`
const env = { ...storage.env, BOOTSTRAP_PROJECT_ID: projectId, BOOTSTRAP_CLIENT_ID: clientId, BOOTSTRAP_CLIENT_SECRET: clientSecret }
let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startServer(env)
  const t = await tokenRequest(server.url, clientId, clientSecret, { resource: `urn:healthd:project:${projectId}` })
  expect(t.status).toBe(200)
  token = String(t.body['access_token'])
}, 60_000)
afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

interface Activity {
  id: string
  group_id: number
  selected: boolean
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, text: await res.text() }
}
async function ok(method: string, path: string, body?: unknown): Promise<string> {
  const r = await call(method, path, body)
  expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300)
  return r.text
}

let n = 0
async function newUser(): Promise<string> {
  const u = `bb-grouping-${suffix}-${++n}`
  await ok('PATCH', `/users/${u}`, { tz_offset: 0 })
  return u
}
/** A recording of a workout from minute `from` to `to` after 07:00 UTC on 1 March 2026. */
function workout(source: string, from: number, to: number, o: Record<string, unknown> = {}) {
  const at = (m: number) => new Date(Date.parse('2026-03-01T07:00:00Z') + m * 60_000).toISOString()
  return {
    type: 'workout',
    start_datetime: at(from),
    end_datetime: at(to),
    data_source: source,
    duration_seconds: (to - from) * 60,
    type_name: 'running',
    tss: 50,
    created_at: at(to),
    updated_at: at(to),
    ...o,
  }
}
async function activities(u: string): Promise<Activity[]> {
  return JSON.parse(await ok('GET', `/users/${u}/activities?limit=100`)).activities as Activity[]
}
const selected = async (u: string) =>
  (await activities(u))
    .filter((a) => a.selected)
    .map((a) => a.id)
    .sort()

describe('one activity per workout, over HTTP', () => {
  it('overlapping recordings PUT at once: one group, one selected; deleting it selects another', async () => {
    const u = await newUser()
    const sources = ['Apple Watch', 'Garmin Forerunner 265', "Ana's iPhone", 'Strava', 'Manual entry']
    await Promise.all(sources.map((s, i) => ok('PUT', `/users/${u}/activities/r${i}`, workout(s, i, 60 - i, i === 1 ? { average_power: 240 } : {}))))
    const all = await activities(u)
    expect(all).toHaveLength(5)
    expect(new Set(all.map((a) => a.group_id)).size).toBe(1)
    // Two dedicated devices rank first; the Garmin has power.
    expect(await selected(u)).toEqual(['r1'])
    expect((await call('DELETE', `/users/${u}/activities/r1`)).status).toBe(204)
    expect(await selected(u)).toEqual(['r0'])
    expect(new Set((await activities(u)).map((a) => a.group_id)).size).toBe(1)
  })

  it('keeps sports apart, and `other` joins any sport (overlap taken transitively)', async () => {
    const u = await newUser()
    await ok('PUT', `/users/${u}/activities/run`, workout('Apple Watch', 0, 60))
    await ok('PUT', `/users/${u}/activities/ride`, workout('Wahoo ELEMNT', 0, 60, { type_name: 'cycling' }))
    const apart = await activities(u)
    expect(new Set(apart.map((a) => a.group_id)).size).toBe(2)
    expect(await selected(u)).toEqual(['ride', 'run'])
    // A long `other` session covering both joins them into one workout.
    await ok('PUT', `/users/${u}/activities/other`, workout('Polar H10', 0, 60, { type_name: 'other', average_power: 200, average_hr: 150 }))
    const joined = await activities(u)
    expect(new Set(joined.map((a) => a.group_id)).size).toBe(1)
    expect(await selected(u)).toEqual(['other'])
    // Moved away, it leaves them apart again.
    await ok('PUT', `/users/${u}/activities/other`, workout('Polar H10', 300, 360, { type_name: 'other' }))
    expect(new Set((await activities(u)).map((a) => a.group_id)).size).toBe(3)
    expect(await selected(u)).toEqual(['other', 'ride', 'run'])
  })

  it("a priority change flips the selection once the background job has run: the user's, then the project's", async () => {
    const [u, v] = [await newUser(), await newUser()]
    for (const x of [u, v]) {
      await ok('PUT', `/users/${x}/activities/watch`, workout('Apple Watch', 0, 60, { average_hr: 150 }))
      await ok('PUT', `/users/${x}/activities/phone`, workout("Ana's iPhone", 1, 59))
    }
    expect([await selected(u), await selected(v)]).toEqual([['watch'], ['watch']])
    await ok('PUT', `/users/${u}/source_priority`, { activities: ['iphone'] })
    await waitFor(async () => (await selected(u))[0] === 'phone', 15_000)
    expect(await selected(v)).toEqual(['watch'])
    expect(JSON.parse(await ok('GET', `/users/${u}/source_priority`))).toEqual({ activities: ['iphone'] })
    // The project's list reaches every user without a list of their own for activities.
    await ok('PUT', `/v1/projects/${projectId}/source_priority`, { default: ['iphone'] })
    await waitFor(async () => (await selected(v))[0] === 'phone', 15_000)
    await ok('DELETE', `/users/${u}/source_priority`)
    await ok('PUT', `/v1/projects/${projectId}/source_priority`, {})
    await waitFor(async () => (await selected(u))[0] === 'watch' && (await selected(v))[0] === 'watch', 15_000)
  }, 60_000)

  it('answers group_id and selected alike in the PUT, GET, the list and the export, whatever the PUT sent', async () => {
    const u = await newUser()
    const put = await ok('PUT', `/users/${u}/activities/solo`, workout('Coros Pace 3', 0, 45, { group_id: 12345, selected: false }))
    const one = JSON.parse(put) as Activity
    expect(one.selected).toBe(true)
    expect(one.group_id).not.toBe(12345)
    expect(await ok('GET', `/users/${u}/activities/solo`)).toBe(put)
    const list = JSON.parse(await ok('GET', `/users/${u}/activities`)).activities as Activity[]
    expect(list).toEqual([one])
    const lines = (await ok('GET', `/users/${u}/export`))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; data: Activity })
    expect(lines.filter((l) => l.type === 'activity').map((l) => l.data)).toEqual([one])
    // A mindfulness session is alone in its group, and counts.
    const m = JSON.parse(
      await ok('PUT', `/users/${u}/activities/breath`, {
        start_datetime: '2026-03-01T07:10:00Z',
        end_datetime: '2026-03-01T07:20:00Z',
        provider: 'PROVIDER_A',
        type_name: 'running',
        duration_seconds: 600,
        guided_breathing_id: 'box',
        session_score: 80,
        created_at: '2026-03-01T07:20:00Z',
        updated_at: '2026-03-01T07:20:00Z',
      }),
    ) as Activity
    expect(m.selected).toBe(true)
    expect(m.group_id).not.toBe(one.group_id)
  })
})
