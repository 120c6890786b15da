// DELETE /users/{user_id}: the user and every row of theirs gone in one transaction, their
// earlier events reduced to ids, users:deleted emitted. The tables holding user data are read
// from the database's catalogue and must be those src/modules/user-tables.ts declares (whose test,
// test/db/user-tables.test.ts, says which one is missing), so a new table that erasure forgets
// fails this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { createFact } from '../../src/modules/facts/repository.js'
import { randomUUID } from 'node:crypto'
import { USER_TABLES } from '../../src/modules/user-tables.js'
import { appleExport, appleRecord, appleWorkout } from '../helpers/device-files.js'

let t: TestApp
let p: TestProject
let token: string
const DAY = '2026-11-18'

beforeAll(async () => {
  // The endpoint only has to exist for deliveries to be created: nothing listens on port 9.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
  await send('POST', `/v1/projects/${p.projectId}/custom_record_types`, { name: 'mood', granularity: 'day' })
  await send('POST', `/v1/projects/${p.projectId}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['meals:*', 'users:*', 'custom_records:*'] })
})
afterAll(() => t.close())

async function send(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res
}

/** A user with data in every area, each carrying `marker` where a value can carry text. */
async function seed(userId: string, marker: string) {
  await send('PATCH', `/users/${userId}`, { tz_offset: 0, firstname: marker })
  await send('PUT', `/users/${userId}/activities/w-${marker}`, {
    type: 'workout',
    start_datetime: `${DAY}T07:00:00.000Z`,
    end_datetime: `${DAY}T08:00:00.000Z`,
    duration_seconds: 3600,
    data_source: marker,
    type_name: 'Running',
    tss: 40,
    created_at: `${DAY}T08:00:00.000Z`,
    updated_at: `${DAY}T08:00:00.000Z`,
  })
  await send('PUT', `/users/${userId}/daily_records/scores/${DAY}/sleep`, { value: 80, ref: marker })
  await send('PUT', `/users/${userId}/daily_records/logs/${DAY}/journal`, { data: { note: marker } })
  await send('PUT', `/users/${userId}/baselines/sleep`, { data: { mean: 80, median: 80, std: 3, size: 20 } })
  await send(
    'POST',
    `/users/${userId}/nutrition/meals`,
    { description: `porridge ${marker}`, meal_time: `${DAY}T08:30:00Z` },
    { 'idempotency-key': `k-${marker}` },
  )
  await send('POST', `/users/${userId}/ai/summaries`, { type: 'meal', data: { description: `an apple ${marker}` } })
  await send('PUT', `/users/${userId}/custom_records/mood/r-1`, { date: DAY, value: 3, data: { note: marker } })
  await send('PUT', `/users/${userId}/data_syncs/PROVIDER_A/activities`, { sync_type: 'backfill', status: 'in_progress' })
  await send('PUT', `/users/${userId}/source_priority`, { activities: [marker] })
  await importFile(userId, marker)
  await createFact(t.app.db, p.projectId, userId, { text: `likes ${marker}`, type: 'nutrition', source: 'system', certainty: 0.5 })
  // App sign-in: an identity and a refresh token of the user.
  await t.app.db.query(`INSERT INTO user_identities (project_id, issuer, subject, user_id) VALUES ($1, 'https://idp.example', $2, $3)`, [
    p.projectId,
    marker,
    userId,
  ])
  await t.app.db.query(
    `INSERT INTO refresh_tokens (project_id, token_hash, family_id, client_id, user_id, scopes, family_expires_at, idle_expires_at)
     VALUES ($1, $2, $3, $4, $5, '{}', now() + interval '1 day', now() + interval '1 day')`,
    [p.projectId, Buffer.from(marker), randomUUID(), p.clientId, userId],
  )
}

/**
 * An import of steps, a night and a workout with heart rate from a source named with the marker,
 * read to its end: its row, hours, night, and the workout's kept streams.
 */
async function importFile(userId: string, marker: string): Promise<string> {
  const at = (iso: string) => Date.parse(iso)
  const run = at(`${DAY}T10:00:00Z`)
  const xml = appleExport(
    [
      ...Array.from({ length: 120 }, (_, i) =>
        appleRecord('HKQuantityTypeIdentifierHeartRate', `Watch ${marker}`, run + i * 5000, run + i * 5000, 150 + (i % 9), 'count/min'),
      ),
      appleWorkout({ type: 'HKWorkoutActivityTypeRunning', source: `Watch ${marker}`, start: run, end: run + 600_000, kcal: 90, km: 2 }),
      appleRecord('HKQuantityTypeIdentifierStepCount', `Watch ${marker}`, at(`${DAY}T09:00:00Z`), at(`${DAY}T09:10:00Z`), 420, 'count'),
      appleRecord(
        'HKCategoryTypeIdentifierSleepAnalysis',
        `Watch ${marker}`,
        at(`${DAY}T00:00:00Z`),
        at(`${DAY}T06:00:00Z`),
        'HKCategoryValueSleepAnalysisAsleepCore',
      ),
    ].join('\n'),
  )
  const up = await t.app.inject({
    method: 'POST',
    url: `/users/${userId}/imports`,
    headers: { ...bearer(token), 'content-type': 'application/xml' },
    payload: xml,
  })
  expect(up.statusCode, up.body).toBe(202)
  const id = up.json().id as string
  for (let i = 0; ; i++) {
    const got = (await t.app.inject({ method: 'GET', url: `/users/${userId}/imports/${id}`, headers: bearer(token) })).json()
    if (got.status === 'completed') return id
    if (got.status === 'failed' || i > 400) throw new Error(`the seed's import did not complete: ${JSON.stringify(got)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Tables of the public schema with a user_id column: every place a user's rows can be. */
async function userTables(): Promise<string[]> {
  const r = await t.app.db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables tb USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND tb.table_type = 'BASE TABLE' ORDER BY 1`,
  )
  return r.rows.map((x) => x.table_name)
}

/** Every base table of the schema (for a text search of a marker in any column). */
async function allTables(): Promise<string[]> {
  const r = await t.app.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  return r.rows.map((x) => x.table_name)
}

const rowsOf = async (table: string, userId: string) =>
  (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE project_id = $1 AND user_id = $2`, [p.projectId, userId])).rows[0]!.n

describe('DELETE /users/{user_id}', () => {
  it('erases every row of the user, in every table that holds user data, and leaves others alone', async () => {
    const gone = uniqueUserId()
    const kept = uniqueUserId()
    const marker = `erase${randomUUID().slice(0, 8)}`
    const keptMarker = `keep${randomUUID().slice(0, 8)}`
    await seed(gone, marker)
    await seed(kept, keptMarker)
    const tables = await userTables()
    // Every declared table, and no other (a new one is declared in src/modules/user-tables.ts, which erasure reads).
    expect(tables).toEqual(Object.keys(USER_TABLES).sort())
    // Tables whose rows erasure keeps (reduced), as declared.
    const keptTables = Object.entries(USER_TABLES)
      .filter(([, d]) => typeof d.erasure === 'object')
      .map(([name]) => name)
    expect(keptTables).toEqual(['events'])
    const before = Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, await rowsOf(tb, gone)] as const)))
    // The seed reached every table but the jobs' (which the workers may already have run).
    const jobs = ['insight_jobs', 'source_priority_jobs', 'workout_analytics_jobs']
    for (const tb of tables.filter((x) => !jobs.includes(x))) expect(before[tb], tb).toBeGreaterThan(0)
    const keptBefore = Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, await rowsOf(tb, kept)] as const)))

    const res = await t.app.inject({ method: 'DELETE', url: `/users/${gone}`, headers: bearer(token) })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')

    for (const tb of tables.filter((x) => !keptTables.includes(x))) expect(await rowsOf(tb, gone), tb).toBe(0)
    // Events keep ids and timestamps only, and users:deleted is the last.
    const events = await t.app.db.query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM events WHERE project_id = $1 AND user_id = $2 ORDER BY sequence',
      [p.projectId, gone],
    )
    expect(events.rows.length).toBeGreaterThan(1)
    for (const e of events.rows) for (const k of Object.keys(e.data)) expect(k, e.type).toMatch(/^(id|.*_id)$/)
    expect(events.rows.at(-1)).toEqual({ type: 'users:deleted', data: { user_id: gone } })
    const deliveries = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN events e ON e.project_id = d.project_id AND e.sequence = d.event_sequence
       WHERE e.project_id = $1 AND e.user_id = $2 AND e.type = 'users:deleted'`,
      [p.projectId, gone],
    )
    expect(deliveries.rows[0]!.n).toBe(1)

    // No trace of the user's text anywhere in the database.
    for (const tb of await allTables()) {
      const hit = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tb}" x WHERE x::text LIKE '%' || $1 || '%'`, [marker])
      expect(hit.rows[0]!.n, tb).toBe(0)
    }
    // The other user keeps everything (the insights worker may have consumed jobs meanwhile).
    for (const tb of tables.filter((x) => !jobs.includes(x))) expect(await rowsOf(tb, kept), tb).toBe(keptBefore[tb])
  })

  it('answers 404 under the user afterwards, until the same id is created again, empty', async () => {
    const u = uniqueUserId()
    await seed(u, `again${randomUUID().slice(0, 8)}`)
    expect((await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(token) })).statusCode).toBe(204)
    for (const url of [`/users/${u}`, `/users/${u}/ai/summaries`, `/users/${u}/nutrition/meals`, `/users/${u}/facts`, `/users/${u}/custom_records/mood`]) {
      const r = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(r.statusCode, url).toBe(404)
      expect(r.json(), url).toEqual({ error: 'user not found' })
    }
    const again = await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(token) })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: 'user not found' })
    await send('PATCH', `/users/${u}`, {})
    const user = (await t.app.inject({ method: 'GET', url: `/users/${u}`, headers: bearer(token) })).json()
    expect(user.firstname).toBeUndefined()
    expect(user.data_syncs).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries`, headers: bearer(token) })).json().pagination.total).toBe(0)
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals`, headers: bearer(token) })).json().pagination.total).toBe(0)
  })

  it('every route under the user, sub-resources included, answers 404 user not found afterwards', async () => {
    const u = uniqueUserId()
    const marker = `walk${randomUUID().slice(0, 8)}`
    await seed(u, marker)
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json()
    const summary = (await get(`/users/${u}/ai/summaries`)).summaries[0].id as string
    const fact = (await get(`/users/${u}/facts`)).facts[0].id as string
    const meal = (await get(`/users/${u}/nutrition/meals`)).meals[0].id as string
    const imported = (await get(`/users/${u}/imports`)).imports[0].id as string
    expect((await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(token) })).statusCode).toBe(204)

    const workout = {
      type: 'workout',
      start_datetime: `${DAY}T07:00:00Z`,
      end_datetime: `${DAY}T08:00:00Z`,
      duration_seconds: 3600,
      data_source: 'x',
      type_name: 'Running',
      tss: 40,
      created_at: `${DAY}T08:00:00Z`,
      updated_at: `${DAY}T08:00:00Z`,
    }
    // Each route under /users/{user_id} (PATCH /users/{user_id} creates the user): the ids the user's objects had, valid bodies.
    const calls: Record<string, { url: string; body?: object; file?: string }> = {
      'GET /users/{user_id}': { url: `/users/${u}` },
      'DELETE /users/{user_id}': { url: `/users/${u}` },
      'PUT /users/{user_id}/activities/{activity_id}': { url: `/users/${u}/activities/w-${marker}`, body: workout },
      'GET /users/{user_id}/activities/{activity_id}': { url: `/users/${u}/activities/w-${marker}` },
      'DELETE /users/{user_id}/activities/{activity_id}': { url: `/users/${u}/activities/w-${marker}` },
      'GET /users/{user_id}/activities': { url: `/users/${u}/activities` },
      'PUT /users/{user_id}/daily_records/{type}/{day}/{name}': { url: `/users/${u}/daily_records/scores/${DAY}/sleep`, body: { value: 70 } },
      'GET /users/{user_id}/daily_records/{type}/{day}/{name}': { url: `/users/${u}/daily_records/scores/${DAY}/sleep` },
      'DELETE /users/{user_id}/daily_records/{type}/{day}/{name}': { url: `/users/${u}/daily_records/scores/${DAY}/sleep` },
      'GET /users/{user_id}/daily_records/{type}': { url: `/users/${u}/daily_records/scores` },
      'PUT /users/{user_id}/baselines/{baseline_id}': { url: `/users/${u}/baselines/sleep`, body: { data: { mean: 1, median: 1, std: 1, size: 1 } } },
      'GET /users/{user_id}/baselines/{baseline_id}': { url: `/users/${u}/baselines/sleep` },
      'DELETE /users/{user_id}/baselines/{baseline_id}': { url: `/users/${u}/baselines/sleep` },
      'GET /users/{user_id}/baselines': { url: `/users/${u}/baselines` },
      'GET /users/{user_id}/ai/summaries': { url: `/users/${u}/ai/summaries` },
      'POST /users/{user_id}/ai/summaries': { url: `/users/${u}/ai/summaries`, body: { type: 'meal', data: { description: 'an apple' } } },
      'GET /users/{user_id}/ai/summaries/{summary_id}': { url: `/users/${u}/ai/summaries/${summary}` },
      'PATCH /users/{user_id}/ai/summaries/{summary_id}': { url: `/users/${u}/ai/summaries/${summary}`, body: { user_rating: 1 } },
      'DELETE /users/{user_id}/ai/summaries/{summary_id}': { url: `/users/${u}/ai/summaries/${summary}` },
      'GET /users/{user_id}/facts': { url: `/users/${u}/facts` },
      'DELETE /users/{user_id}/facts/{fact_id}': { url: `/users/${u}/facts/${fact}` },
      'POST /users/{user_id}/nutrition/meals': { url: `/users/${u}/nutrition/meals`, body: { description: 'an apple' } },
      'GET /users/{user_id}/nutrition/meals': { url: `/users/${u}/nutrition/meals` },
      'GET /users/{user_id}/nutrition/meals/{meal_id}': { url: `/users/${u}/nutrition/meals/${meal}` },
      'PATCH /users/{user_id}/nutrition/meals/{meal_id}': { url: `/users/${u}/nutrition/meals/${meal}`, body: { comment: 'x' } },
      'DELETE /users/{user_id}/nutrition/meals/{meal_id}': { url: `/users/${u}/nutrition/meals/${meal}` },
      'PUT /users/{user_id}/nutrition/meals/{meal_id}/items/{index}': { url: `/users/${u}/nutrition/meals/${meal}/items/0`, body: { food_id: 'banana' } },
      'PUT /users/{user_id}/custom_records/{type}/{record_id}': { url: `/users/${u}/custom_records/mood/r-1`, body: { date: DAY, value: 2 } },
      'GET /users/{user_id}/custom_records/{type}/{record_id}': { url: `/users/${u}/custom_records/mood/r-1` },
      'DELETE /users/{user_id}/custom_records/{type}/{record_id}': { url: `/users/${u}/custom_records/mood/r-1` },
      'GET /users/{user_id}/custom_records/{type}': { url: `/users/${u}/custom_records/mood` },
      'PUT /users/{user_id}/data_syncs/{provider}/{data_type}': {
        url: `/users/${u}/data_syncs/PROVIDER_A/activities`,
        body: { sync_type: 'push', status: 'ok' },
      },
      'POST /users/{user_id}/chat/completions': {
        url: `/users/${u}/chat/completions`,
        body: { messages: [{ role: 'user', content: 'How did I sleep last week?' }] },
      },
      'GET /users/{user_id}/export': { url: `/users/${u}/export` },
      'GET /users/{user_id}/source_priority': { url: `/users/${u}/source_priority` },
      'PUT /users/{user_id}/source_priority': { url: `/users/${u}/source_priority`, body: { default: ['garmin'] } },
      'DELETE /users/{user_id}/source_priority': { url: `/users/${u}/source_priority` },
      'POST /users/{user_id}/imports': { url: `/users/${u}/imports`, file: appleExport('') },
      'GET /users/{user_id}/imports': { url: `/users/${u}/imports` },
      'GET /users/{user_id}/imports/{import_id}': { url: `/users/${u}/imports/${imported}` },
    }
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/users/{user_id}'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((r) => r !== 'PATCH /users/{user_id}')
    expect(Object.keys(calls).sort()).toEqual(routes.sort())
    const answers: Record<string, unknown> = {}
    for (const [route, c] of Object.entries(calls)) {
      const res = await t.app.inject({
        method: route.split(' ')[0] as 'GET',
        url: c.url,
        headers: { ...bearer(token), ...(c.file ? { 'content-type': 'application/xml' } : {}) },
        ...(c.body ? { payload: c.body } : c.file ? { payload: c.file } : {}),
      })
      answers[route] = [res.statusCode, res.json()]
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(calls).map((r) => [r, [404, { error: 'user not found' }]])))
    // An unknown custom record type is still told apart... once the user exists: for a missing user, the user comes first.
    const other = await t.app.inject({ method: 'GET', url: `/users/${u}/custom_records/no_such_type/r-1`, headers: bearer(token) })
    expect([other.statusCode, other.json()]).toEqual([404, { error: 'user not found' }])
  })

  it('needs users:delete, and reaches only the token’s project', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, {})
    const noDelete = await p.token(['users:read', 'users:update'])
    const r = await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(noDelete) })
    expect(r.statusCode).toBe(403)
    const other = await createTestProject(t.app)
    const r2 = await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(await other.token()) })
    expect(r2.statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}`, headers: bearer(token) })).statusCode).toBe(200)
  })
})
