// GET /users/{user_id}/export: every record of a user as NDJSON, each line's data what the API's
// own GET or list returns; areas by the token's scopes, the rest named in `omitted`; batches of a
// cursor; a paused, abandoned or failed download gives its connection back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, embedded, privateDatabase, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { createFact, deleteFact } from '../../src/modules/facts/repository.js'
import { insertSummary } from '../../src/modules/summaries/repository.js'

let t: TestApp
let p: TestProject
let token: string

let own: Awaited<ReturnType<typeof privateDatabase>>
beforeAll(async () => {
  // A database of its own on PostgreSQL: the suites share one, and another suite's insights
  // worker took this suite's jobs and wrote summaries into the export (8 summaries instead of 3).
  own = await privateDatabase()
  // Two connections: at most one export at a time (the limit is half the pool).
  t = await createTestApp({ DB_POOL_MAX: '2', ...(own ? { DATABASE_URL: own.url } : {}) })
  // No insight jobs: summaries change only when a test writes them.
  await t.app.insights.stop(0)
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(async () => {
  await t.close()
  await own?.drop()
})

const TYPES = ['profile', 'activity', 'daily_record', 'baseline', 'summary', 'fact', 'meal', 'custom_record', 'end']

interface Line {
  type: string
  data: Record<string, unknown>
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload !== undefined ? { payload: payload as object } : {}) })

async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await inject(method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json()
}

async function createUser(patch: object = {}): Promise<string> {
  const id = uniqueUserId()
  await ok('PATCH', `/users/${id}`, patch)
  return id
}

/** Lines of an NDJSON body; every line complete (ends in a newline). */
function parse(body: string): Line[] {
  expect(body.endsWith('\n')).toBe(true)
  return body
    .slice(0, -1)
    .split('\n')
    .map((l) => JSON.parse(l) as Line)
}

async function exportOf(user: string, tok = token): Promise<Line[]> {
  const res = await inject('GET', `/users/${encodeURIComponent(user)}/export`, undefined, tok)
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  return parse(res.body)
}

const ofType = (lines: Line[], type: string) => lines.filter((l) => l.type === type).map((l) => l.data)

/** The types appear in the contract's order: profile first, end last. */
function expectOrder(lines: Line[]) {
  expect(lines[0]!.type).toBe('profile')
  expect(lines.at(-1)!.type).toBe('end')
  const ranks = lines.map((l) => TYPES.indexOf(l.type))
  expect(ranks.every((r) => r >= 0)).toBe(true)
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
}

let typeSeq = 0
const typeName = () => `exp_${Date.now().toString(36)}_${++typeSeq}`

async function createType(body: Record<string, unknown>) {
  const res = await inject('POST', `/v1/projects/${p.projectId}/custom_record_types`, body)
  expect(res.statusCode, res.body).toBe(201)
}

/** A user with records in every area (and one deleted fact, which is not theirs any more). */
async function populate(user: string, types: { day: string; instant: string }) {
  await ok('PUT', `/users/${user}/activities/w1`, {
    type: 'workout',
    start_datetime: '2026-03-01T08:00:00.000Z',
    end_datetime: '2026-03-01T09:30:00.000Z',
    data_source: 'garmin-connect',
    duration_seconds: 5400,
    type_name: 'cycling',
    tss: 87.5,
    average_hr: 142.3,
    hr_zone_durations_seconds: [600, 1200, 1800],
    zone_power: '{"z1":0.1,"z2":"a \\"quoted\\" ünïcode"}',
    is_breakthrough_ftp: true,
    group_id: 7,
    selected: false,
    created_at: '2026-03-01T09:31:00.000Z',
    updated_at: '2026-03-01T09:32:00.000Z',
  })
  await ok('PUT', `/users/${user}/activities/w2`, {
    type: 'workout',
    start_datetime: '2026-03-03T08:00:00Z',
    end_datetime: '2026-03-03T08:30:00Z',
    data_source: 'strava',
    duration_seconds: 1800,
    type_name: 'running',
    tss: 30,
    created_at: '2026-03-03T08:31:00Z',
    updated_at: '2026-03-03T08:32:00Z',
  })
  await ok('PUT', `/users/${user}/activities/m1`, {
    start_datetime: '2026-03-02T06:00:00.000Z',
    end_datetime: '2026-03-02T06:10:00.000Z',
    provider: 'PROVIDER_B',
    type_name: 'breathing',
    duration_seconds: 600,
    guided_breathing_id: 'box-4-4-4-4',
    session_score: 73,
    created_at: '2026-03-02T06:11:00.000Z',
    updated_at: '2026-03-02T06:12:00.000Z',
  })
  await ok('PUT', `/users/${user}/daily_records/scores/2026-03-01/sleep_score`, { value: 81.25, providers: ['PROVIDER_A'] })
  await ok('PUT', `/users/${user}/daily_records/scores/2026-03-02/sleep_score`, { value: 64 })
  await ok('PUT', `/users/${user}/daily_records/zones/2026-03-01/hr_zones`, { data: { z1: 10, z2: [1, 2.5, null], note: 'x' }, ref: 'r-1' })
  await ok('PUT', `/users/${user}/daily_records/logs/2026-03-02/water`, { value: 2, data: {} })
  await ok('PUT', `/users/${user}/baselines/sleep_score`, { data: { mean: 72.5, median: 73, size: 28, std: 6.125 } })
  await ok('PUT', `/users/${user}/baselines/hrv`, { data: { mean: 0.1, median: 1e-7, size: 0, std: 0 } })
  await insertSummary(t.app.db, p.projectId, user, {
    name: 'DailySummary',
    is_custom: true,
    period: { type: 'day', start: '2026-03-01T00:00:00Z', end: '2026-03-02T00:00:00Z' },
    data: { text: 'A good day', nested: { list: [1, 'two', { three: 3 }] } },
    llm_output: { language: 'en', title: 'Day', text: 'Slept "well" — ünïcode', followup_questions: ['Why?'] },
    providers: ['PROVIDER_A'],
    ref: 'ref-9',
    knowledge_urls: [{ title: 'Sleep', url: 'https://example.org/sleep' }],
  })
  await createFact(t.app.db, p.projectId, user, { text: 'Sleeps well', type: 'sleep', source: 'system', certainty: 0.75 })
  // Facts list newest first by created_at (milliseconds), then by the random fact_id: two facts
  // made in one millisecond came out in either order, and the order checked below failed.
  await new Promise((r) => setTimeout(r, 5))
  await createFact(t.app.db, p.projectId, user, { text: 'Runs', type: 'activity', source: 'client' })
  const gone = await createFact(t.app.db, p.projectId, user, { text: 'Deleted', type: 'goal', source: 'client' })
  await deleteFact(t.app.db, p.projectId, user, gone.id)
  await ok('POST', `/users/${user}/nutrition/meals`, {
    description: 'an apple and a banana',
    meal_time: '2026-03-01T12:00:00Z',
    meal_type: 'lunch',
    comment: 'quick',
  })
  await ok('POST', `/users/${user}/nutrition/meals`, { description: '2 eggs', meal_time: '2026-03-02T08:00:00Z' })
  await ok('PUT', `/users/${user}/custom_records/${types.day}/d1`, {
    date: '2026-03-01',
    value: 5.5,
    data: { mood: 'ok' },
    providers: ['PROVIDER_C'],
    ref: 'x',
  })
  await ok('PUT', `/users/${user}/custom_records/${types.day}/d2`, { date: '2026-03-02', value: 7 })
  await ok('PUT', `/users/${user}/custom_records/${types.instant}/i1`, { recorded_at: '2026-03-01T08:00:00.123Z', value: 0.000001 })
}

describe('GET /users/{user_id}/export', () => {
  let types: { day: string; instant: string }
  let user: string
  let other: string

  beforeAll(async () => {
    types = { day: typeName(), instant: typeName() }
    await createType({ name: types.day, granularity: 'day', unit: 'points' })
    await createType({ name: types.instant, granularity: 'instant' })
    user = await createUser({ language: 'fr', tz_offset: 3600, firstname: 'Ada', height: 171.5, thresholds: { mhr: 190 } })
    other = await createUser()
    await populate(user, types)
    await populate(other, types)
  })

  it('streams every record in the contract’s order, each as the API’s own GET or list returns it', async () => {
    const res = await inject('GET', `/users/${user}/export`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-ndjson')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${user}.ndjson"; filename*=UTF-8''${user}.ndjson`)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['transfer-encoding']).toBe('chunked')
    const lines = parse(res.body)
    expectOrder(lines)
    for (const type of TYPES)
      expect(
        lines.some((l) => l.type === type),
        type,
      ).toBe(true)

    // Only this user's records.
    for (const l of lines.slice(1, -1)) expect(l.data['user_id']).toBe(user)
    expect(lines[0]!.data).toEqual(await ok('GET', `/users/${user}`))

    const activities = ofType(lines, 'activity')
    expect(activities.map((a) => a['id'])).toEqual(['w2', 'm1', 'w1'])
    for (const a of activities) expect(a).toEqual(await ok('GET', `/users/${user}/activities/${a['id']}`))
    expect(activities[1]).toMatchObject({ type: 'mindfulness', group_id: expect.any(Number), selected: true })
    // Computed: w1 sent group_id 7 and selected false, and is alone.
    expect(activities[2]).toMatchObject({ id: 'w1', selected: true })
    expect(activities[2]!['group_id']).not.toBe(7)

    const records = ofType(lines, 'daily_record')
    expect(records.map((r) => `${r['type']}/${r['name']}/${r['date']}`)).toEqual([
      'logs/water/2026-03-02',
      'scores/sleep_score/2026-03-02',
      'scores/sleep_score/2026-03-01',
      'zones/hr_zones/2026-03-01',
    ])
    for (const r of records) expect(r).toEqual(await ok('GET', `/users/${user}/daily_records/${r['type']}/${r['date']}/${r['name']}`))

    const baselines = ofType(lines, 'baseline')
    expect(baselines.map((b) => b['name'])).toEqual(['hrv', 'sleep_score'])
    for (const b of baselines) expect(b).toEqual(await ok('GET', `/users/${user}/baselines/${b['name']}`))

    const summaries = ofType(lines, 'summary')
    // The custom summary and each meal's.
    expect(summaries).toHaveLength(3)
    expect(summaries.map((s) => s['id'])).toEqual((await ok('GET', `/users/${user}/ai/summaries?limit=1000`)).summaries.map((s: { id: string }) => s.id))
    for (const s of summaries) expect(s).toEqual(await ok('GET', `/users/${user}/ai/summaries/${s['id']}`))

    // Facts and meals have no GET of one: as their lists write them, in their lists' order.
    expect(ofType(lines, 'fact')).toEqual((await ok('GET', `/users/${user}/facts?limit=1000`)).facts)
    expect(ofType(lines, 'fact').map((f) => f['text'])).toEqual(['Runs', 'Sleeps well'])
    const meals = ofType(lines, 'meal')
    expect(meals).toEqual((await ok('GET', `/users/${user}/nutrition/meals?limit=1000`)).meals)
    expect(meals).toHaveLength(2)
    expect(meals[0]!['summary']).toEqual(summaries.find((s) => s['id'] === meals[0]!['summary_id']))

    const custom = ofType(lines, 'custom_record')
    // By type, then newest first.
    const ids: Record<string, string[]> = { [types.day]: ['d2', 'd1'], [types.instant]: ['i1'] }
    expect(custom.map((c) => `${c['type']}/${c['id']}`)).toEqual([types.day, types.instant].sort().flatMap((ty) => ids[ty]!.map((id) => `${ty}/${id}`)))
    for (const c of custom) expect(c).toEqual(await ok('GET', `/users/${user}/custom_records/${c['type']}/${c['id']}`))

    const end = lines.at(-1)!.data
    expect(end).toEqual({
      counts: { profile: 1, activity: 3, daily_record: 4, baseline: 2, summary: 3, fact: 2, meal: 2, custom_record: 3 },
      omitted: [],
    })
    expect(lines).toHaveLength(1 + 3 + 4 + 2 + 3 + 2 + 2 + 3 + 1)

    // The other user's export, the same records under the same ids, is theirs alone.
    const theirs = await exportOf(other)
    expect(theirs).toHaveLength(lines.length)
    for (const l of theirs.slice(1, -1)) expect(l.data['user_id']).toBe(other)
  })

  it('exports only the areas the token reads, naming the others in omitted', async () => {
    const narrow = await p.token(['users:read', 'activities:read', `custom_records:${types.day}:read`])
    const lines = await exportOf(user, narrow)
    expectOrder(lines)
    expect([...new Set(lines.map((l) => l.type))]).toEqual(['profile', 'activity', 'custom_record', 'end'])
    expect(ofType(lines, 'custom_record').map((c) => c['id'])).toEqual(['d2', 'd1'])
    const projectTypes = (await ok('GET', `/v1/projects/${p.projectId}/custom_record_types`)).custom_record_types.map((c: { name: string }) => c.name)
    expect(lines.at(-1)!.data).toEqual({
      counts: { profile: 1, activity: 3, custom_record: 2 },
      omitted: [
        'daily_record',
        'baseline',
        'summary',
        'fact',
        'meal',
        ...projectTypes.filter((n: string) => n !== types.day).map((n: string) => `custom_record:${n}`),
      ],
    })

    const profileOnly = await exportOf(user, await p.token(['users:read']))
    expect(profileOnly.map((l) => l.type)).toEqual(['profile', 'end'])
    expect(profileOnly[1]!.data).toEqual({
      counts: { profile: 1 },
      omitted: ['activity', 'daily_record', 'baseline', 'summary', 'fact', 'meal', 'custom_record'],
    })

    const noUsers = await inject('GET', `/users/${user}/export`, undefined, await p.token(['activities:read', 'facts:read']))
    expect(noUsers.statusCode).toBe(403)
  })

  it('answers 404 for an unknown user, and a user of another project is unknown', async () => {
    const res = await inject('GET', `/users/${uniqueUserId()}/export`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    // No HEAD: it would read the whole export to discard it.
    expect((await t.app.inject({ method: 'HEAD', url: `/users/${user}/export`, headers: bearer(token) })).statusCode).toBe(404)
    const q = await createTestProject(t.app)
    const elsewhere = await inject('GET', `/users/${user}/export`, undefined, await q.token())
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json()).toEqual({ error: 'user not found' })
    const option = await inject('GET', `/users/${user}/export?since=2026-01-01`)
    expect(option.statusCode).toBe(400)
    expect(option.json()).toEqual({ error: 'querystring/since is not a known property' })
  })

  it('names the file after the user, any id made safe', async () => {
    const odd = `ü"x;y\\z${Date.now()}`
    await ok('PATCH', `/users/${encodeURIComponent(odd)}`, {})
    const res = await inject('GET', `/users/${encodeURIComponent(odd)}/export`)
    expect(res.statusCode).toBe(200)
    const cd = res.headers['content-disposition'] as string
    expect(cd).toMatch(/^attachment; filename="_+x_y_z\d+\.ndjson"; filename\*=UTF-8''%C3%BC%22x%3By%5Cz\d+\.ndjson$/)
    expect(parse(res.body)[0]!.data['id']).toBe(odd)
  })
})

describe('large exports', () => {
  let big: string
  let type: string

  beforeAll(async () => {
    big = await createUser()
    type = typeName()
    await createType({ name: type, granularity: 'instant' })
    // Several batches of each cursor (a FETCH reads at most 1000 rows).
    await t.app.db.query(
      `INSERT INTO daily_records (project_id, user_id, type, date, name, value, created_at, updated_at)
       SELECT $1, $2, 'scores', date '2015-01-01' + i, 'sleep_score', i % 101, now(), now() FROM generate_series(0, 2499) i`,
      [p.projectId, big],
    )
    await t.app.db.query(
      `INSERT INTO custom_records (project_id, user_id, type, record_id, recorded_at, value, data)
       SELECT $1, $2, $3, 'r' || i, timestamptz '2020-01-01T00:00:00Z' + i * interval '1 minute', i, jsonb_build_object('i', i)
       FROM generate_series(1, 1200) i`,
      [p.projectId, big, type],
    )
  })

  it('reads thousands of rows through a cursor, batch after batch, every line once', async () => {
    const lines = await exportOf(big)
    expectOrder(lines)
    expect(lines).toHaveLength(1 + 2500 + 1200 + 1)
    const days = ofType(lines, 'daily_record').map((r) => r['date'] as string)
    expect(new Set(days).size).toBe(2500)
    expect(days[0]).toBe(new Date(Date.UTC(2015, 0, 1) + 2499 * 86_400_000).toISOString().slice(0, 10))
    expect(days.at(-1)).toBe('2015-01-01')
    expect(days).toEqual([...days].sort().reverse())
    const custom = ofType(lines, 'custom_record')
    expect(custom.map((c) => c['id'])).toEqual(Array.from({ length: 1200 }, (_, i) => `r${1200 - i}`))
    expect(custom[0]).toEqual(await ok('GET', `/users/${big}/custom_records/${type}/r1200`))
    expect(lines.at(-1)!.data).toEqual({
      counts: { profile: 1, activity: 0, daily_record: 2500, baseline: 0, summary: 0, fact: 0, meal: 0, custom_record: 1200 },
      omitted: [],
    })
  })
})

/** Over HTTP, to read (or not) at the client's pace. */
describe('a download read slowly, abandoned or failing', () => {
  let base: string
  let heavy: string

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    heavy = await createUser()
    // About 16 MB: far more than the sockets' buffers hold, so a paused client pauses the export.
    await t.app.db.query(
      `INSERT INTO daily_records (project_id, user_id, type, date, name, data, created_at, updated_at)
       SELECT $1, $2, 'logs', date '2010-01-01' + i, 'journal', jsonb_build_object('text', repeat('lorem ipsum ', 340)), now(), now()
       FROM generate_series(0, 3999) i`,
      [p.projectId, heavy],
    )
  })

  interface Download {
    res: http.IncomingMessage
    req: http.ClientRequest
    first: Buffer
  }

  /** Starts an export and stops reading after its first chunk. */
  function startPaused(user: string): Promise<Download> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${base}/users/${user}/export`, { headers: bearer(token) }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`))
        res.once('data', (first: Buffer) => {
          res.pause()
          resolve({ res, req, first })
        })
      })
      req.on('error', reject)
    })
  }

  /** Reads the rest; `complete` false when the server ended the response early. */
  function readRest(d: Download): Promise<{ body: string; complete: boolean }> {
    return new Promise((resolve) => {
      const parts: Buffer[] = [d.first]
      d.res.on('data', (c: Buffer) => parts.push(c))
      d.res.on('error', () => {})
      d.res.on('close', () => resolve({ body: Buffer.concat(parts).toString('utf8'), complete: d.res.complete }))
      d.res.resume()
    })
  }

  /** Until an export may start again: the one export slot (of a pool of 2) is free. */
  async function untilExportsFree(): Promise<void> {
    for (;;) {
      const res = await inject('GET', `/users/${heavy}/export`, undefined, await p.token(['users:read']))
      if (res.statusCode === 200) return
      expect(res.statusCode).toBe(503)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  async function openCursors(): Promise<string[]> {
    const r = await t.app.db.query<{ name: string }>(`SELECT name FROM pg_cursors WHERE name LIKE 'healthd_export_%'`)
    return r.rows.map((row) => row.name)
  }

  it('finishes a paused download once read, other requests served meanwhile, one export at a time', async () => {
    const d = await startPaused(heavy)
    // The export waits for its client, holding a connection of the pool but not the database.
    expect((await inject('GET', `/users/${heavy}`)).statusCode).toBe(200)
    const second = await inject('GET', `/users/${heavy}/export`)
    expect(second.statusCode).toBe(503)
    expect(second.headers['retry-after']).toBe('5')
    expect(second.json()).toEqual({ error: 'too many exports in progress: retry later' })
    const { body, complete } = await readRest(d)
    expect(complete).toBe(true)
    const lines = parse(body)
    expect(lines).toHaveLength(4002)
    expect(lines.at(-1)!.data['counts']).toMatchObject({ daily_record: 4000 })
    await untilExportsFree()
    if (embedded()) expect(await openCursors()).toEqual([])
  })

  it('stops when the client goes away, and gives the connection back', async () => {
    const d = await startPaused(heavy)
    d.req.destroy()
    await untilExportsFree()
    // Embedded PGlite has one backend: its cursors are visible from any connection.
    if (embedded()) expect(await openCursors()).toEqual([])
  })

  it('ends the response without its end line when the database fails mid-way', async () => {
    const d = await startPaused(heavy)
    if (embedded()) {
      // The held cursors live in the one shared backend: closing the daily records' (the second
      // area, where the export waits) fails its next FETCH.
      const names = (await openCursors()).filter((n) => n.endsWith('_1'))
      expect(names).toHaveLength(1)
      await t.app.db.query(`CLOSE ${names[0]}`)
    } else {
      // The export's connection, idle in its transaction between two FETCHes, is terminated.
      let pid: number | undefined
      while (pid === undefined) {
        const r = await t.app.db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'FETCH FORWARD % FROM healthd_export_%'`,
        )
        pid = r.rows[0]?.pid
        if (pid === undefined) await new Promise((r) => setTimeout(r, 20))
      }
      await t.app.db.query('SELECT pg_terminate_backend($1)', [pid])
    }
    const { body, complete } = await readRest(d)
    expect(complete).toBe(false)
    const lines = body.split('\n')
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.some((l) => l.startsWith('{"type":"end"'))).toBe(false)
    await untilExportsFree()
    expect((await exportOf(heavy)).at(-1)!.type).toBe('end')
  })
})

describe('closing the server', () => {
  it('ends the exports in progress rather than wait for their clients', async () => {
    const own = await createTestApp()
    try {
      await own.app.insights.stop(0)
      const proj = await createTestProject(own.app)
      const tok = await proj.token()
      const u = uniqueUserId()
      expect((await own.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: {} })).statusCode).toBe(200)
      await own.app.db.query(
        `INSERT INTO daily_records (project_id, user_id, type, date, name, data, created_at, updated_at)
         SELECT $1, $2, 'logs', date '2010-01-01' + i, 'journal', jsonb_build_object('text', repeat('lorem ipsum ', 340)), now(), now()
         FROM generate_series(0, 3999) i`,
        [proj.projectId, u],
      )
      await own.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = own.app.server.address() as AddressInfo
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}/users/${u}/export`, { headers: bearer(tok) }, resolve).on('error', reject)
      })
      expect(res.statusCode).toBe(200)
      await new Promise((r) => res.once('readable', r))
      res.pause()
      const ended = new Promise<boolean>((resolve) => {
        res.on('error', () => {})
        res.on('close', () => resolve(res.complete))
      })
      // Resolves only once the paused download is ended: an open one would hold the close.
      await own.app.close()
      res.resume()
      expect(await ended).toBe(false)
    } finally {
      await own.close()
    }
  })
})
