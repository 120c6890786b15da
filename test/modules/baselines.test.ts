// Baselines: PUT creates or replaces a user's named statistic, GET reads it back; validation,
// identity from the path, project and scope isolation; the list (pages) and DELETE with its event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { eventsOf, walk } from '../helpers/lifecycle.js'

let t: TestApp
let p: TestProject
let token: string
let user: string

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

beforeAll(async () => {
  // Webhook endpoints on loopback, for the deliveries of baselines:deleted.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
  user = await createUser()
})
afterAll(() => t.close())

async function createUser(tok = token): Promise<string> {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(tok), payload: {} })
  expect(res.statusCode).toBe(200)
  return id
}

let seq = 0
const baselineId = () => `baseline_${++seq}_${Math.random().toString(36).slice(2, 8)}`
const url = (userId: string, id: string) => `/users/${encodeURIComponent(userId)}/baselines/${encodeURIComponent(id)}`
const put = (userId: string, id: string, payload: unknown, tok = token) =>
  t.app.inject({ method: 'PUT', url: url(userId, id), headers: bearer(tok), payload: payload as object })
const get = (userId: string, id: string, tok = token) => t.app.inject({ method: 'GET', url: url(userId, id), headers: bearer(tok) })

const data = () => ({ mean: 61.75, median: 62, size: 28, std: 4.125 })

describe('PUT /users/{user_id}/baselines/{baseline_id}', () => {
  it('round-trips a baseline with every field', async () => {
    const id = baselineId()
    const res = await put(user, id, {
      data: data(),
      created_at: '2026-03-01T10:00:00+02:00',
      updated_at: '2026-03-01T12:00:00.5Z',
    })
    expect(res.statusCode).toBe(200)
    const expected = {
      user_id: user,
      project_id: p.projectId,
      name: id,
      data: data(),
      created_at: '2026-03-01T08:00:00.000Z',
      updated_at: '2026-03-01T12:00:00.500Z',
    }
    expect(res.json()).toEqual(expected)
    const got = await get(user, id)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(expected)
  })

  it('defaults the timestamps to now', async () => {
    const before = Date.now()
    const res = await put(user, baselineId(), { data: data() })
    const after = Date.now()
    expect(res.statusCode).toBe(200)
    for (const k of ['created_at', 'updated_at']) {
      expect(res.json()[k]).toMatch(ISO_UTC)
      expect(Date.parse(res.json()[k])).toBeGreaterThanOrEqual(before - 2000)
      expect(Date.parse(res.json()[k])).toBeLessThanOrEqual(after + 2000)
    }
  })

  it('accepts zeros, negative means and medians, and fractional values', async () => {
    const id = baselineId()
    const d = { mean: -3.5, median: -0.25, size: 0, std: 0 }
    const res = await put(user, id, { data: d })
    expect(res.statusCode).toBe(200)
    expect((await get(user, id)).json().data).toEqual(d)
  })

  it('accepts identity fields in the body that agree with the path and the token', async () => {
    const id = baselineId()
    const res = await put(user, id, { data: data(), name: id, user_id: user, project_id: p.projectId })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: id, user_id: user, project_id: p.projectId })
  })

  it('replaces the data and keeps created_at when the second PUT does not give it', async () => {
    const id = baselineId()
    expect((await put(user, id, { data: data(), created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' })).statusCode).toBe(200)
    const before = Date.now()
    const second = { mean: 1, median: 2, size: 3, std: 4 }
    const res = await put(user, id, { data: second })
    expect(res.statusCode).toBe(200)
    const got = (await get(user, id)).json()
    expect(got).toEqual(res.json())
    expect(got.data).toEqual(second)
    expect(got.created_at).toBe('2026-01-01T00:00:00.000Z')
    expect(Date.parse(got.updated_at)).toBeGreaterThanOrEqual(before - 2000)
  })

  it('overwrites created_at when a later PUT gives it', async () => {
    const id = baselineId()
    expect((await put(user, id, { data: data(), created_at: '2026-01-01T00:00:00Z' })).statusCode).toBe(200)
    const res = await put(user, id, { data: data(), created_at: '2026-02-01T00:00:00Z' })
    expect(res.json().created_at).toBe('2026-02-01T00:00:00.000Z')
  })

  it('keeps the baselines of different users apart under the same name', async () => {
    const id = baselineId()
    const other = await createUser()
    expect((await put(user, id, { data: { ...data(), mean: 1 } })).statusCode).toBe(200)
    expect((await put(other, id, { data: { ...data(), mean: 2 } })).statusCode).toBe(200)
    expect((await get(user, id)).json().data.mean).toBe(1)
    expect((await get(other, id)).json().data.mean).toBe(2)
  })

  it.each(['mean', 'median', 'size', 'std'])('refuses data without %s', async (field) => {
    const d = Object.fromEntries(Object.entries(data()).filter(([k]) => k !== field))
    const res = await put(user, baselineId(), { data: d })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: `body/data/${field} is required` })
  })

  it.each([
    [{}, 'body/data is required'],
    [{ data: null }, 'body/data must be object'],
    [{ data: [1, 2, 3, 4] }, 'body/data must be object'],
    [{ data: { ...data(), std: -1 } }, 'body/data/std must be >= 0'],
    [{ data: { ...data(), std: -0.001 } }, 'body/data/std must be >= 0'],
    [{ data: { ...data(), size: -1 } }, 'body/data/size must be >= 0'],
    [{ data: { ...data(), mean: '61' } }, 'body/data/mean must be number'],
    [{ data: { ...data(), median: null } }, 'body/data/median must be number'],
    [{ data: { ...data(), p95: 80 } }, 'body/data/p95 is not a known property'],
    [{ data: data(), extra: 1 }, 'body/extra is not a known property'],
    [{ data: data(), created_at: '2026-02-30T00:00:00Z' }, 'body/created_at must be a valid date-time'],
    [{ data: data(), updated_at: '2026-01-01T00:00:00' }, 'body/updated_at must be a valid date-time'],
    [{ data: data(), name: 'another-baseline' }, 'body/name does not match the path'],
    [{ data: data(), user_id: 'someone-else' }, 'body/user_id does not match the path'],
    [{ data: data(), project_id: 'another-project' }, "body/project_id does not match the token's project"],
  ])('refuses %j', async (body, message) => {
    const res = await put(user, baselineId(), body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('refuses malformed JSON and non-object bodies', async () => {
    for (const payload of ['{"data": {', '[1]', '"x"', 'null']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: url(user, baselineId()),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
  })

  it('answers 404 user not found under a user that does not exist', async () => {
    const res = await put(uniqueUserId(), baselineId(), { data: data() })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })
})

describe('baselines: edges of valid input (PostgreSQL errors must not become 500s)', () => {
  it('answers a created_at in year 0000 (valid by the date-time format, not a PostgreSQL timestamp) with 400', async () => {
    const res = await put(user, baselineId(), { data: data(), created_at: '0000-01-01T00:00:00Z' })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('round-trips extreme but finite numbers', async () => {
    const id = baselineId()
    const d = { mean: -1.7976931348623157e308, median: 5e-324, size: 1e15, std: Number.MAX_VALUE }
    const res = await put(user, id, { data: d })
    expect(res.statusCode).toBe(200)
    expect((await get(user, id)).json().data).toEqual(d)
  })
})

describe('GET /users/{user_id}/baselines/{baseline_id}', () => {
  it('is 404 baseline not found for an unknown baseline', async () => {
    const res = await get(user, baselineId())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'baseline not found' })
  })
})

describe('baselines: scoping', () => {
  it('hides the rows of a project from a token of another project', async () => {
    const id = baselineId()
    expect((await put(user, id, { data: data() })).statusCode).toBe(200)
    const other = await createTestProject(t.app)
    const otherToken = await other.token()

    const read = await get(user, id, otherToken)
    expect(read.statusCode).toBe(404)
    expect(read.json()).toEqual({ error: 'user not found' })

    const write = await put(user, id, { data: { ...data(), mean: 0 } }, otherToken)
    expect(write.statusCode).toBe(404)
    expect(write.json()).toEqual({ error: 'user not found' })
    expect((await get(user, id)).json().data).toEqual(data())
  })

  it('needs baselines:create to PUT and baselines:read to GET', async () => {
    const id = baselineId()
    expect((await put(user, id, { data: data() })).statusCode).toBe(200)
    const readOnly = await p.token(['baselines:read'])
    const writeOnly = await p.token(['baselines:create'])
    const otherScopes = await p.token(['activities:create', 'daily_records:read', 'users:update'])
    for (const tok of [readOnly, otherScopes]) {
      const res = await put(user, id, { data: data() }, tok)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'insufficient_scope' })
    }
    for (const tok of [writeOnly, otherScopes]) {
      const res = await get(user, id, tok)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'insufficient_scope' })
    }
    expect((await put(user, id, { data: data() }, writeOnly)).statusCode).toBe(200)
    expect((await get(user, id, readOnly)).statusCode).toBe(200)
  })

  it('needs a token', async () => {
    const id = baselineId()
    const res = await t.app.inject({ method: 'PUT', url: url(user, id), payload: { data: data() } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_token' })
    const g = await t.app.inject({ method: 'GET', url: url(user, id) })
    expect(g.statusCode).toBe(401)
    expect(g.json()).toEqual({ error: 'invalid_token' })
  })
})

const list = (u: string, query = '', tok = token) =>
  t.app.inject({ method: 'GET', url: `/users/${encodeURIComponent(u)}/baselines${query}`, headers: bearer(tok) })

describe('GET /users/{user_id}/baselines', () => {
  it('lists newest created first, each as GET answers it, every page walked once', async () => {
    const u = await createUser()
    for (const [name, created] of [
      ['hrv', '2026-03-02T00:00:00Z'],
      ['sleep', '2026-03-03T00:00:00Z'],
      ['steps', '2026-03-01T00:00:00Z'],
      ['rhr', '2026-03-02T00:00:00Z'],
    ]) {
      expect((await put(u, name!, { data: data(), created_at: created })).statusCode).toBe(200)
    }
    const res = await list(u)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { baselines: { name: string }[]; pagination: { total: number; next_page: string } }
    expect(body.baselines.map((b) => b.name)).toEqual(['sleep', 'rhr', 'hrv', 'steps'])
    expect(body.pagination).toMatchObject({ total: 4, next_page: '' })
    for (const b of body.baselines) expect(b).toEqual((await get(u, b.name)).json())
    for (const limit of [1, 3]) {
      const w = await walk(t.app, token, `/users/${u}/baselines`, 'baselines', limit)
      expect(w.pages.flat().map((b) => b['name'])).toEqual(['sleep', 'rhr', 'hrv', 'steps'])
      expect(new Set(w.totals)).toEqual(new Set([4]))
    }
  })

  it('refuses a page key of another user and unknown parameters with 400; 404 for an unknown user', async () => {
    const u = await createUser()
    const other = await createUser()
    for (const name of ['a', 'b']) expect((await put(u, name, { data: data() })).statusCode).toBe(200)
    const next = (await list(u, '?limit=1')).json().pagination.next_page as string
    expect((await list(other, `?limit=1&page=${encodeURIComponent(next)}`)).statusCode).toBe(400)
    expect((await list(u, '?name=a')).statusCode).toBe(400)
    expect((await list(u, '?limit=1001')).statusCode).toBe(400)
    const res = await list(uniqueUserId())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })
})

describe('DELETE /users/{user_id}/baselines/{baseline_id}', () => {
  const del = (u: string, id: string, tok = token) => t.app.inject({ method: 'DELETE', url: url(u, id), headers: bearer(tok) })

  it('removes the baseline and emits baselines:deleted; a second delete is 404', async () => {
    const u = await createUser()
    for (const name of ['sleep', 'hrv']) expect((await put(u, name, { data: data() })).statusCode).toBe(200)
    const res = await del(u, 'sleep')
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await get(u, 'sleep')).json()).toEqual({ error: 'baseline not found' })
    expect((await get(u, 'hrv')).statusCode).toBe(200)
    expect(await eventsOf(t.app, token, p.projectId, 'baselines:deleted', u)).toEqual([{ project_id: p.projectId, user_id: u, name: 'sleep' }])
    expect((await del(u, 'sleep')).json()).toEqual({ error: 'baseline not found' })
    const gone = await del(uniqueUserId(), 'sleep')
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ error: 'user not found' })
  })

  it('delivers baselines:deleted to endpoints subscribed to it or to baselines:*, not to others', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: path, headers: bearer(tok), ...(payload ? { payload } : {}) })
    const endpoints: string[] = []
    for (const events of [['baselines:*'], ['baselines:deleted'], ['activities:*']]) {
      const res = await call('POST', `/v1/projects/${q.projectId}/webhooks`, { url: 'http://127.0.0.1:9/hook', events })
      expect(res.statusCode, res.body).toBe(201)
      endpoints.push(res.json().id)
    }
    const u = uniqueUserId()
    expect((await call('PATCH', `/users/${u}`, {})).statusCode).toBe(200)
    expect((await call('PUT', `/users/${u}/baselines/sleep`, { data: data() })).statusCode).toBe(200)
    expect((await call('DELETE', `/users/${u}/baselines/sleep`)).statusCode).toBe(204)
    const types = async (id: string) =>
      ((await call('GET', `/v1/projects/${q.projectId}/webhooks/${id}/deliveries`)).json() as { type: string }[]).map((d) => d.type)
    expect(await Promise.all(endpoints.map(types))).toEqual([['baselines:deleted'], ['baselines:deleted'], []])
  })

  it('is read from the table each time (its pages are not cached, so its writes bump no list version): a deleted baseline is gone from the next page', async () => {
    const u = await createUser()
    for (const name of ['a', 'b']) expect((await put(u, name, { data: data(), created_at: `2026-03-0${name === 'a' ? 1 : 2}T00:00:00Z` })).statusCode).toBe(200)
    const listed = async () => (await list(u)).json() as { baselines: { name: string }[]; pagination: { total: number } }
    expect((await listed()).baselines.map((b) => b.name)).toEqual(['b', 'a'])
    const hits = t.app.listCache!.hits
    expect((await listed()).baselines.length).toBe(2)
    expect(t.app.listCache!.hits).toBe(hits)
    expect((await del(u, 'b')).statusCode).toBe(204)
    const after = await listed()
    expect(after.baselines.map((b) => b.name)).toEqual(['a'])
    expect(after.pagination.total).toBe(1)
  })

  it('needs baselines:delete to DELETE and baselines:read to list', async () => {
    const u = await createUser()
    expect((await put(u, 'a', { data: data() })).statusCode).toBe(200)
    const reader = await p.token(['baselines:read'])
    const deleter = await p.token(['baselines:delete'])
    expect((await del(u, 'a', reader)).statusCode).toBe(403)
    expect((await list(u, '', deleter)).statusCode).toBe(403)
    expect((await del(u, 'a', deleter)).statusCode).toBe(204)
    expect((await get(u, 'a', reader)).statusCode).toBe(404)
  })
})
