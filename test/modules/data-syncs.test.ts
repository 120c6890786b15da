// Data syncs: User.data_syncs kept by the writes that carry a provider (sync_type push, in the
// write's own statement) and by reports (PUT /users/{user_id}/data_syncs/{provider}/{data_type});
// one entry per (provider, data_type), sorted, isolated per user and project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertActivities, type ActivityWrite } from '../../src/modules/activities/repository.js'
import { upsertDailyRecords, type DailyRecordWrite } from '../../src/modules/daily-records/repository.js'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

type Entry = { provider: string; data_type: string; sync_type: string; status: string; updated_at: string }

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload !== undefined ? { payload: payload as object } : {}) })

async function createUser(tok = token, id = uniqueUserId()): Promise<string> {
  const res = await inject('PATCH', `/users/${id}`, {}, tok)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().data_syncs).toEqual([])
  return id
}

async function syncs(user: string, tok = token): Promise<Entry[]> {
  const res = await inject('GET', `/users/${encodeURIComponent(user)}`, undefined, tok)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data_syncs
}
const entry = async (user: string, provider: string, dataType: string, tok = token) =>
  (await syncs(user, tok)).find((e) => e.provider === provider && e.data_type === dataType)

const report = (user: string, provider: string, dataType: string, body: unknown, tok = token) =>
  inject('PUT', `/users/${encodeURIComponent(user)}/data_syncs/${provider}/${dataType}`, body, tok)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let seq = 0
const uid = (prefix: string) => `${prefix}_${++seq}_${Math.random().toString(36).slice(2, 8)}`

const workout = (dataSource: string) => ({
  type: 'workout',
  start_datetime: '2026-03-01T08:00:00.000Z',
  end_datetime: '2026-03-01T09:00:00.000Z',
  data_source: dataSource,
  duration_seconds: 3600,
  type_name: 'cycling',
  tss: 50,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
})
const mindfulness = (provider: string) => ({
  start_datetime: '2026-03-02T06:00:00.000Z',
  end_datetime: '2026-03-02T06:10:00.000Z',
  provider,
  data_source: 'PROVIDER_E',
  type_name: 'breathing',
  duration_seconds: 600,
  guided_breathing_id: 'box',
  session_score: 70,
  created_at: '2026-03-02T06:11:00.000Z',
  updated_at: '2026-03-02T06:12:00.000Z',
})
async function putActivity(user: string, body: unknown, tok = token) {
  const res = await inject('PUT', `/users/${user}/activities/${uid('act')}`, body, tok)
  expect(res.statusCode, res.body).toBe(200)
}
async function putDailyRecord(user: string, providers: string[], tok = token) {
  const res = await inject('PUT', `/users/${user}/daily_records/scores/2026-03-01/${uid('score')}`, { value: 50, providers }, tok)
  expect(res.statusCode, res.body).toBe(200)
}

/** Asserts the (provider, data_type) entry is a push/ok written now, newer than `after` when given. */
async function expectPush(user: string, provider: string, dataType: string, after?: string): Promise<string> {
  const e = await entry(user, provider, dataType)
  expect(e, `${provider}/${dataType}`).toMatchObject({ provider, data_type: dataType, sync_type: 'push', status: 'ok' })
  expect(e!.updated_at).toMatch(ISO_UTC)
  expect(Math.abs(Date.parse(e!.updated_at) - Date.now())).toBeLessThan(60_000)
  if (after) expect(Date.parse(e!.updated_at)).toBeGreaterThan(Date.parse(after))
  return e!.updated_at
}

describe('writes keep their entries (sync_type push)', () => {
  it('activities: a workout by its data_source, a mindfulness session by its provider; updated_at moves', async () => {
    const user = await createUser()
    await putActivity(user, workout('PROVIDER_A'))
    const first = await expectPush(user, 'PROVIDER_A', 'activities')
    await putActivity(user, mindfulness('PROVIDER_B'))
    await expectPush(user, 'PROVIDER_B', 'activities')
    // The session's data_source (PROVIDER_E) is not its provider.
    expect(await entry(user, 'PROVIDER_E', 'activities')).toBeUndefined()
    await sleep(15)
    await putActivity(user, workout('PROVIDER_A'))
    await expectPush(user, 'PROVIDER_A', 'activities', first)
    expect(await syncs(user)).toHaveLength(2)
  })

  it('activities: a data_source that is no provider value keeps no entry', async () => {
    const user = await createUser()
    await putActivity(user, workout('garmin-connect'))
    await putActivity(user, workout('provider_a'))
    expect(await syncs(user)).toEqual([])
  })

  it('daily records: one entry per provider of the record; none without providers', async () => {
    const user = await createUser()
    await putDailyRecord(user, [])
    expect(await syncs(user)).toEqual([])
    await putDailyRecord(user, ['PROVIDER_C', 'PROVIDER_A'])
    const a = await expectPush(user, 'PROVIDER_A', 'daily_records')
    const c = await expectPush(user, 'PROVIDER_C', 'daily_records')
    await sleep(15)
    await putDailyRecord(user, ['PROVIDER_C'])
    await expectPush(user, 'PROVIDER_C', 'daily_records', c)
    expect((await entry(user, 'PROVIDER_A', 'daily_records'))!.updated_at).toBe(a)
    expect((await syncs(user)).map((e) => `${e.provider}/${e.data_type}`)).toEqual(['PROVIDER_A/daily_records', 'PROVIDER_C/daily_records'])
  })

  it('custom records: one entry per provider of the record', async () => {
    const type = uid('dsync')
    const created = await inject('POST', `/v1/projects/${p.projectId}/custom_record_types`, { name: type, granularity: 'day' })
    expect(created.statusCode, created.body).toBe(201)
    const user = await createUser()
    const put = async (providers: string[]) => {
      const res = await inject('PUT', `/users/${user}/custom_records/${type}/r1`, { date: '2026-03-01', value: 3, providers })
      expect(res.statusCode, res.body).toBe(200)
    }
    await put(['PROVIDER_D'])
    const first = await expectPush(user, 'PROVIDER_D', 'custom_records')
    await sleep(15)
    await put(['PROVIDER_D'])
    await expectPush(user, 'PROVIDER_D', 'custom_records', first)
    expect(await syncs(user)).toHaveLength(1)
  })

  it('a push replaces a reported entry, and a report replaces a push', async () => {
    const user = await createUser()
    expect((await report(user, 'PROVIDER_A', 'daily_records', { sync_type: 'backfill', status: 'failed' })).statusCode).toBe(200)
    const reported = (await entry(user, 'PROVIDER_A', 'daily_records'))!.updated_at
    await sleep(15)
    await putDailyRecord(user, ['PROVIDER_A'])
    const pushed = await expectPush(user, 'PROVIDER_A', 'daily_records', reported)
    await sleep(15)
    expect((await report(user, 'PROVIDER_A', 'daily_records', { sync_type: 'backfill', status: 'in_progress' })).statusCode).toBe(200)
    const e = (await entry(user, 'PROVIDER_A', 'daily_records'))!
    expect(e).toMatchObject({ sync_type: 'backfill', status: 'in_progress' })
    expect(Date.parse(e.updated_at)).toBeGreaterThan(Date.parse(pushed))
  })

  // The services' group committers: a batch that fails as a whole is retried one write at a time,
  // so all-200 alone would not show that a statement holding many writes of one provider works.
  type Committer = { batches: number; rows: number }
  const committer = (service: 'activities' | 'dailyRecords'): Committer => (t.app.services[service] as unknown as { puts: Committer }).puts

  it('20 concurrent activity writes of one user and provider all succeed, share statements, and leave one entry', async () => {
    const user = await createUser()
    const before = new Date(Date.now() - 1000).toISOString()
    const acts = { batches: committer('activities').batches, rows: committer('activities').rows }
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => inject('PUT', `/users/${user}/activities/${uid(`c${i}`)}`, workout('PROVIDER_A'))))
    expect(res.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
    expect(committer('activities').rows - acts.rows).toBe(20)
    // Fewer statements than writes: some statement held several writes of (user, PROVIDER_A) and succeeded.
    expect(committer('activities').batches - acts.batches).toBeLessThan(20)

    // Daily records too, two providers per record, in parallel.
    const days = { batches: committer('dailyRecords').batches, rows: committer('dailyRecords').rows }
    const recs = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject('PUT', `/users/${user}/daily_records/scores/2026-03-01/${uid('par')}`, { value: 1, providers: ['PROVIDER_A', 'PROVIDER_B'] }),
      ),
    )
    expect(recs.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
    expect(committer('dailyRecords').rows - days.rows).toBe(20)
    expect(committer('dailyRecords').batches - days.batches).toBeLessThan(20)

    const all = await syncs(user)
    expect(all.map((e) => `${e.provider}/${e.data_type}/${e.sync_type}/${e.status}`)).toEqual([
      'PROVIDER_A/activities/push/ok',
      'PROVIDER_A/daily_records/push/ok',
      'PROVIDER_B/daily_records/push/ok',
    ])
    for (const e of all) expect(Date.parse(e.updated_at)).toBeGreaterThan(Date.parse(before))
  })

  it('one statement holding many writes of one user and provider writes them all (repository, no retry)', async () => {
    const user = await createUser()
    const writes = Array.from({ length: 10 }, (_, i) => ({
      projectId: p.projectId,
      userId: user,
      activityId: uid(`one${i}`),
      body: workout('PROVIDER_C') as unknown as ActivityWrite['body'],
    }))
    const outcomes = await upsertActivities(t.app.db, writes)
    expect(outcomes.every((o) => 'ok' in o)).toBe(true)
    const days = await upsertDailyRecords(
      t.app.db,
      Array.from({ length: 10 }, () => ({
        projectId: p.projectId,
        userId: user,
        type: 'scores' as const,
        day: '2026-03-01',
        name: uid('one'),
        body: { value: 2, providers: ['PROVIDER_C', 'PROVIDER_D'] } as DailyRecordWrite['body'],
      })),
    )
    expect(days.every((o) => 'ok' in o)).toBe(true)
    expect((await syncs(user)).map((e) => `${e.provider}/${e.data_type}`)).toEqual([
      'PROVIDER_C/activities',
      'PROVIDER_C/daily_records',
      'PROVIDER_D/daily_records',
    ])
  })
})

describe('PUT /users/{user_id}/data_syncs/{provider}/{data_type}', () => {
  it('reports a backfill in progress, then done, and answers the entry', async () => {
    const user = await createUser()
    const res = await report(user, 'PROVIDER_B', 'baselines', { sync_type: 'backfill', status: 'in_progress' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['data_type', 'provider', 'status', 'sync_type', 'updated_at'])
    expect(body).toMatchObject({ provider: 'PROVIDER_B', data_type: 'baselines', sync_type: 'backfill', status: 'in_progress' })
    expect(body.updated_at).toMatch(ISO_UTC)
    expect(await syncs(user)).toEqual([body])

    await sleep(15)
    const done = await report(user, 'PROVIDER_B', 'baselines', { sync_type: 'backfill', status: 'ok' })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ sync_type: 'backfill', status: 'ok' })
    expect(Date.parse(done.json().updated_at)).toBeGreaterThan(Date.parse(body.updated_at))
    expect(await syncs(user)).toEqual([done.json()])
  })

  it('returns data_syncs sorted by provider then data_type in GET, PATCH and the list', async () => {
    const q = await createTestProject(t.app)
    const qTok = await q.token()
    const user = await createUser(qTok)
    for (const [provider, dataType] of [
      ['PROVIDER_C', 'activities'],
      ['PROVIDER_A', 'meals'],
      ['PROVIDER_B', 'baselines'],
      ['PROVIDER_A', 'custom_records'],
    ] as const) {
      expect((await report(user, provider, dataType, { sync_type: 'push', status: 'failed' }, qTok)).statusCode).toBe(200)
    }
    const order = ['PROVIDER_A/custom_records', 'PROVIDER_A/meals', 'PROVIDER_B/baselines', 'PROVIDER_C/activities']
    const got = await syncs(user, qTok)
    expect(got.map((e) => `${e.provider}/${e.data_type}`)).toEqual(order)
    const patched = await inject('PATCH', `/users/${user}`, { firstname: 'Ada' }, qTok)
    expect(patched.statusCode).toBe(200)
    expect(patched.json().data_syncs).toEqual(got)
    const list = await inject('GET', '/users', undefined, qTok)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().users).toHaveLength(1)
    expect(list.json().users[0].data_syncs).toEqual(got)
  })

  it.each([
    ['PROVIDER_F', 'activities', 'params/provider'],
    ['provider_a', 'activities', 'params/provider'],
    ['PROVIDER_A', 'sleep', 'params/data_type'],
    ['PROVIDER_A', 'summaries', 'params/data_type'],
  ])('refuses provider %s / data type %s with 400', async (provider, dataType, path) => {
    const user = await createUser()
    const res = await report(user, provider, dataType, { sync_type: 'backfill', status: 'ok' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain(path)
    expect(await syncs(user)).toEqual([])
  })

  it.each([
    [{ sync_type: 'pull', status: 'ok' }],
    [{ sync_type: 'backfill', status: 'done' }],
    [{ sync_type: 'backfill' }],
    [{ status: 'ok' }],
    [{ sync_type: 'backfill', status: 'ok', extra: 1 }],
  ])('refuses the body %j with 400', async (body) => {
    const user = await createUser()
    expect((await report(user, 'PROVIDER_A', 'activities', body)).statusCode).toBe(400)
    expect(await syncs(user)).toEqual([])
  })

  it('is documented: operationId putDataSync, scope users:update, enum path parameters, the entry schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const op = doc.paths['/users/{user_id}/data_syncs/{provider}/{data_type}'].put
    expect(op.operationId).toBe('putDataSync')
    expect(op.tags).toEqual(['users'])
    expect(op.security).toEqual([{ oauth2: ['users:update'] }])
    const param = (name: string) => op.parameters.find((x: { name: string }) => x.name === name).schema
    expect(param('provider').enum).toEqual(['PROVIDER_A', 'PROVIDER_B', 'PROVIDER_C', 'PROVIDER_D', 'PROVIDER_E'])
    expect(param('data_type').enum).toEqual(['activities', 'daily_records', 'baselines', 'meals', 'custom_records'])
    const entrySchema = op.responses['200'].content['application/json'].schema
    expect(entrySchema.additionalProperties).toBe(false)
    expect(Object.keys(entrySchema.properties).sort()).toEqual(['data_type', 'provider', 'status', 'sync_type', 'updated_at'])
    const userSchema = doc.paths['/users/{user_id}'].get.responses['200'].content['application/json'].schema
    expect(userSchema.properties.data_syncs.items.additionalProperties).toBe(false)
  })

  it('answers 404 for an unknown user, and writes nothing', async () => {
    const ghost = uniqueUserId()
    const res = await report(ghost, 'PROVIDER_A', 'activities', { sync_type: 'backfill', status: 'ok' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    expect((await inject('GET', `/users/${ghost}`)).statusCode).toBe(404)
  })

  it('answers 403 to a token without users:update, and 401 without a token', async () => {
    const user = await createUser()
    const readOnly = await p.token(['users:read', 'activities:create'])
    const res = await report(user, 'PROVIDER_A', 'activities', { sync_type: 'backfill', status: 'ok' }, readOnly)
    expect(res.statusCode).toBe(403)
    const anon = await t.app.inject({ method: 'PUT', url: `/users/${user}/data_syncs/PROVIDER_A/activities`, payload: { sync_type: 'backfill', status: 'ok' } })
    expect(anon.statusCode).toBe(401)
    expect(await syncs(user)).toEqual([])
  })

  it('keeps users and projects apart', async () => {
    const q = await createTestProject(t.app)
    const qTok = await q.token()
    const shared = uniqueUserId()
    await createUser(token, shared)
    await createUser(qTok, shared)
    const other = await createUser()

    expect((await report(shared, 'PROVIDER_A', 'meals', { sync_type: 'backfill', status: 'failed' })).statusCode).toBe(200)
    await putActivity(shared, workout('PROVIDER_C'))
    await putDailyRecord(shared, ['PROVIDER_D'], qTok)

    expect((await syncs(shared)).map((e) => `${e.provider}/${e.data_type}`)).toEqual(['PROVIDER_A/meals', 'PROVIDER_C/activities'])
    expect((await syncs(shared, qTok)).map((e) => `${e.provider}/${e.data_type}`)).toEqual(['PROVIDER_D/daily_records'])
    expect(await syncs(other)).toEqual([])
    // A user of one project is unknown to another project's token.
    const onlyHere = await createUser()
    expect((await report(onlyHere, 'PROVIDER_A', 'meals', { sync_type: 'backfill', status: 'ok' }, qTok)).statusCode).toBe(404)
    expect(await syncs(onlyHere)).toEqual([])
  })
})
