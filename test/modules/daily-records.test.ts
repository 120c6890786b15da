// Daily records: PUT creates or replaces a score, zone or habit-log record of one day, GET reads it
// back; validation of each variant, identity from the path, project and scope isolation; the list
// of a type (filters, pages) and DELETE with its effects (event, insight jobs, summary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { eventsOf, pendingJobs, periodJobs, settleAndForgetJobs, walk } from '../helpers/lifecycle.js'

let t: TestApp
let p: TestProject
let token: string
let user: string

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
const TYPES = ['scores', 'zones', 'logs'] as const
type RecordType = (typeof TYPES)[number]

beforeAll(async () => {
  // The insights worker does not give way to these tests' requests: a deletion's summary is there first.
  t = await createTestApp({ INSIGHTS_BUSY_SHARE: '1' })
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
const recordName = () => `metric_${++seq}_${Math.random().toString(36).slice(2, 8)}`
const url = (userId: string, type: string, day: string, name: string) =>
  `/users/${encodeURIComponent(userId)}/daily_records/${type}/${day}/${encodeURIComponent(name)}`

const put = (userId: string, type: string, day: string, name: string, payload: unknown, tok = token) =>
  t.app.inject({ method: 'PUT', url: url(userId, type, day, name), headers: bearer(tok), payload: payload as object })
const get = (userId: string, type: string, day: string, name: string, tok = token) =>
  t.app.inject({ method: 'GET', url: url(userId, type, day, name), headers: bearer(tok) })

/** A body that is valid for the variant (a score needs a value). */
const minimal = (type: RecordType) => (type === 'scores' ? { value: 50 } : {})

describe('PUT /users/{user_id}/daily_records/scores/{day}/{name}', () => {
  it('round-trips a score with every field', async () => {
    const name = recordName()
    const body = {
      value: 87.25,
      providers: ['PROVIDER_A', 'PROVIDER_C', 'PROVIDER_E'],
      ref: 'sleep-session:2026-03-01:abc',
      created_at: '2026-03-02T07:00:00+02:00',
      updated_at: '2026-03-02T07:30:00.25Z',
    }
    const res = await put(user, 'scores', '2026-03-01', name, body)
    expect(res.statusCode).toBe(200)
    const expected = {
      user_id: user,
      project_id: p.projectId,
      date: '2026-03-01',
      name,
      type: 'scores',
      value: 87.25,
      providers: ['PROVIDER_A', 'PROVIDER_C', 'PROVIDER_E'],
      ref: 'sleep-session:2026-03-01:abc',
      created_at: '2026-03-02T05:00:00.000Z',
      updated_at: '2026-03-02T07:30:00.250Z',
    }
    expect(res.json()).toEqual(expected)
    const got = await get(user, 'scores', '2026-03-01', name)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(expected)
  })

  it('defaults providers to [] and the timestamps to now, and leaves out ref and data', async () => {
    const name = recordName()
    const before = Date.now()
    const res = await put(user, 'scores', '2026-03-01', name, { value: 0 })
    const after = Date.now()
    expect(res.statusCode).toBe(200)
    const r = res.json()
    expect(r).toMatchObject({ value: 0, providers: [], type: 'scores', date: '2026-03-01', name })
    expect(Object.keys(r).sort()).toEqual(['created_at', 'date', 'name', 'project_id', 'providers', 'type', 'updated_at', 'user_id', 'value'])
    for (const k of ['created_at', 'updated_at']) {
      expect(r[k]).toMatch(ISO_UTC)
      expect(Date.parse(r[k])).toBeGreaterThanOrEqual(before - 2000)
      expect(Date.parse(r[k])).toBeLessThanOrEqual(after + 2000)
    }
  })

  it.each([0, 100, 0.001, 99.999])('accepts value %d', async (value) => {
    const res = await put(user, 'scores', '2026-03-01', recordName(), { value })
    expect(res.statusCode).toBe(200)
    expect(res.json().value).toBe(value)
  })

  it.each([
    [{ value: -0.1 }, 'body/value must be >= 0'],
    [{ value: 100.1 }, 'body/value must be <= 100'],
    [{ value: -1 }, 'body/value must be >= 0'],
    [{ value: '50' }, 'body/value must be number'],
    [{ value: null }, 'body/value must be number'],
    [{}, 'body/value is required'],
    [{ providers: ['PROVIDER_A'] }, 'body/value is required'],
    [{ value: 5, data: { a: 1 } }, 'body/data is not a known property'],
    [{ value: 5, score: 5 }, 'body/score is not a known property'],
    [{ value: 5, providers: ['PROVIDER_F'] }, 'body/providers/0 must be one of: PROVIDER_A, PROVIDER_B, PROVIDER_C, PROVIDER_D, PROVIDER_E'],
    [{ value: 5, providers: ['provider_a'] }, 'body/providers/0 must be one of: PROVIDER_A, PROVIDER_B, PROVIDER_C, PROVIDER_D, PROVIDER_E'],
    [{ value: 5, providers: 'PROVIDER_A' }, 'body/providers must be array'],
    [{ value: 5, ref: 7 }, 'body/ref must be string'],
    [{ value: 5, created_at: '2026-02-30T00:00:00Z' }, 'body/created_at must be a valid date-time'],
    [{ value: 5, updated_at: '2026-03-01T10:00:00' }, 'body/updated_at must be a valid date-time'],
    [{ value: 5, date: '2026-03-02' }, 'body/date does not match the path'],
    [{ value: 5, date: '2026-02-30' }, 'body/date must be a valid date'],
    [{ value: 5, name: 'another' }, 'body/name does not match the path'],
    [{ value: 5, type: 'zones' }, 'body/type must be "scores"'],
    [{ value: 5, user_id: 'someone-else' }, 'body/user_id does not match the path'],
    [{ value: 5, project_id: 'another-project' }, "body/project_id does not match the token's project"],
  ])('refuses %j', async (body, message) => {
    const res = await put(user, 'scores', '2026-03-01', recordName(), body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('refuses duplicate providers', async () => {
    const res = await put(user, 'scores', '2026-03-01', recordName(), { value: 5, providers: ['PROVIDER_A', 'PROVIDER_B', 'PROVIDER_A'] })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
    expect(res.json().error).toMatch(/^body\/providers must NOT have duplicate items/)
  })

  it('accepts identity fields in the body that agree with the path and the token', async () => {
    const name = recordName()
    const res = await put(user, 'scores', '2026-03-01', name, {
      value: 5,
      date: '2026-03-01',
      name,
      type: 'scores',
      user_id: user,
      project_id: p.projectId,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ value: 5, date: '2026-03-01', name, type: 'scores', user_id: user, project_id: p.projectId })
  })
})

describe.each(['zones', 'logs'] as const)('PUT /users/{user_id}/daily_records/%s/{day}/{name}', (type) => {
  it('round-trips every field, data included', async () => {
    const name = recordName()
    const body = {
      value: -12.5,
      data: {
        zones: [
          { name: 'z1', seconds: 600, share: 0.25 },
          { name: 'z2', seconds: 1800, share: 0.75 },
        ],
        nested: { deep: { deeper: [1, 'two', null, true, { x: 1.5 }] } },
        empty: {},
        text: 'naïve ✓ 😀',
      },
      providers: ['PROVIDER_D'],
      ref: 'export/123',
      created_at: '2026-03-01T23:00:00-01:00',
      updated_at: '2026-03-02T00:00:00.001Z',
    }
    const res = await put(user, type, '2026-03-01', name, body)
    expect(res.statusCode).toBe(200)
    const expected = {
      user_id: user,
      project_id: p.projectId,
      date: '2026-03-01',
      name,
      type,
      value: -12.5,
      data: body.data,
      providers: ['PROVIDER_D'],
      ref: 'export/123',
      created_at: '2026-03-02T00:00:00.000Z',
      updated_at: '2026-03-02T00:00:00.001Z',
    }
    expect(res.json()).toEqual(expected)
    const got = await get(user, type, '2026-03-01', name)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(expected)
  })

  it('accepts a record with neither value nor data', async () => {
    const name = recordName()
    const res = await put(user, type, '2026-03-01', name, {})
    expect(res.statusCode).toBe(200)
    const r = res.json()
    expect(r).toMatchObject({ type, name, date: '2026-03-01', providers: [] })
    expect(r).not.toHaveProperty('value')
    expect(r).not.toHaveProperty('data')
    expect(r).not.toHaveProperty('ref')
  })

  it('accepts data of just under 64 KiB and refuses data over it', async () => {
    // {"s":"…"} is 8 bytes around the string.
    const at = { s: 'x'.repeat(64 * 1024 - 8) }
    expect(Buffer.byteLength(JSON.stringify(at))).toBe(64 * 1024)
    const name = recordName()
    const ok = await put(user, type, '2026-03-01', name, { data: at })
    expect(ok.statusCode).toBe(200)
    expect((await get(user, type, '2026-03-01', name)).json().data).toEqual(at)

    const over = await put(user, type, '2026-03-01', recordName(), { data: { s: 'x'.repeat(64 * 1024 - 7) } })
    expect(over.statusCode).toBe(400)
    expect(over.json()).toEqual({ error: 'body/data must be at most 64 KiB' })

    const muchOver = await put(user, type, '2026-03-01', recordName(), { data: { s: 'x'.repeat(200_000) } })
    expect(muchOver.statusCode).toBe(400)
    expect(muchOver.json()).toEqual({ error: 'body/data must be at most 64 KiB' })
  })

  it('counts the 64 KiB of data in UTF-8 bytes, not characters', async () => {
    // 30,000 three-byte characters: 90,000 bytes but only 30,000 UTF-16 units.
    const res = await put(user, type, '2026-03-01', recordName(), { data: { s: '€'.repeat(30_000) } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'body/data must be at most 64 KiB' })
  })

  it.each([
    [{ data: [1, 2] }, 'body/data must be object'],
    [{ data: 'text' }, 'body/data must be object'],
    [{ data: null }, 'body/data must be object'],
    [{ value: 'high' }, 'body/value must be number'],
    [{ providers: ['PROVIDER_X'] }, 'body/providers/0 must be one of: PROVIDER_A, PROVIDER_B, PROVIDER_C, PROVIDER_D, PROVIDER_E'],
    [{ extra: true }, 'body/extra is not a known property'],
    [{ date: '2026-03-02' }, 'body/date does not match the path'],
    [{ name: 'not-the-path' }, 'body/name does not match the path'],
    [{ type: 'scores' }, `body/type must be "${type}"`],
    [{ user_id: 'someone-else' }, 'body/user_id does not match the path'],
    [{ project_id: 'another-project' }, "body/project_id does not match the token's project"],
  ])('refuses %j', async (body, message) => {
    const res = await put(user, type, '2026-03-01', recordName(), body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('refuses duplicate providers', async () => {
    const res = await put(user, type, '2026-03-01', recordName(), { providers: ['PROVIDER_E', 'PROVIDER_E'] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^body\/providers must NOT have duplicate items/)
  })

  it('accepts identity fields in the body that agree with the path and the token', async () => {
    const name = recordName()
    const res = await put(user, type, '2026-03-01', name, { date: '2026-03-01', name, type, user_id: user, project_id: p.projectId })
    expect(res.statusCode).toBe(200)
  })
})

describe('daily records: create or replace', () => {
  it.each(TYPES)('%s: a second PUT removes ref and data it leaves out and keeps created_at when not given', async (type) => {
    const name = recordName()
    const first = {
      ...(type === 'scores' ? { value: 40 } : { value: 1, data: { a: 1 } }),
      providers: ['PROVIDER_A', 'PROVIDER_B'],
      ref: 'first',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    }
    expect((await put(user, type, '2026-03-01', name, first)).statusCode).toBe(200)

    const before = Date.now()
    const res = await put(user, type, '2026-03-01', name, minimal(type))
    expect(res.statusCode).toBe(200)
    const got = await get(user, type, '2026-03-01', name)
    expect(got.json()).toEqual(res.json())
    const r = got.json()
    expect(r.created_at).toBe('2026-01-01T00:00:00.000Z')
    expect(Date.parse(r.updated_at)).toBeGreaterThanOrEqual(before - 2000)
    expect(r.providers).toEqual([])
    expect(r).not.toHaveProperty('ref')
    expect(r).not.toHaveProperty('data')
    if (type === 'scores') expect(r.value).toBe(50)
    else expect(r).not.toHaveProperty('value')
  })

  it('overwrites created_at when a later PUT gives it', async () => {
    const name = recordName()
    expect((await put(user, 'zones', '2026-03-01', name, { created_at: '2026-01-01T00:00:00Z' })).statusCode).toBe(200)
    const res = await put(user, 'zones', '2026-03-01', name, { created_at: '2026-02-01T00:00:00Z' })
    expect(res.json().created_at).toBe('2026-02-01T00:00:00.000Z')
  })

  it('keeps the variants apart under the same day and name', async () => {
    const name = recordName()
    expect((await put(user, 'scores', '2026-03-01', name, { value: 10 })).statusCode).toBe(200)
    expect((await put(user, 'zones', '2026-03-01', name, { value: 20 })).statusCode).toBe(200)
    expect((await put(user, 'logs', '2026-03-01', name, { value: 30 })).statusCode).toBe(200)
    expect((await get(user, 'scores', '2026-03-01', name)).json()).toMatchObject({ type: 'scores', value: 10 })
    expect((await get(user, 'zones', '2026-03-01', name)).json()).toMatchObject({ type: 'zones', value: 20 })
    expect((await get(user, 'logs', '2026-03-01', name)).json()).toMatchObject({ type: 'logs', value: 30 })
  })

  it('keeps days and users apart', async () => {
    const name = recordName()
    const other = await createUser()
    expect((await put(user, 'scores', '2026-03-01', name, { value: 1 })).statusCode).toBe(200)
    expect((await put(user, 'scores', '2026-03-02', name, { value: 2 })).statusCode).toBe(200)
    expect((await put(other, 'scores', '2026-03-01', name, { value: 3 })).statusCode).toBe(200)
    expect((await get(user, 'scores', '2026-03-01', name)).json().value).toBe(1)
    expect((await get(user, 'scores', '2026-03-02', name)).json().value).toBe(2)
    expect((await get(other, 'scores', '2026-03-01', name)).json().value).toBe(3)
  })

  it('answers every one of concurrent PUTs of the same record with 200', async () => {
    const name = recordName()
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(user, 'scores', '2026-03-01', name, { value: i })))
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
    expect([0, 1, 2, 3, 4, 5, 6, 7]).toContain((await get(user, 'scores', '2026-03-01', name)).json().value)
  })

  it('round-trips a non-ASCII name given in the body and the path', async () => {
    const name = `schlaf-qualität-${recordName()}`
    const res = await put(user, 'logs', '2026-03-01', name, { name })
    expect(res.statusCode).toBe(200)
    expect((await get(user, 'logs', '2026-03-01', name)).json().name).toBe(name)
  })
})

describe('daily records: path parameters', () => {
  it.each(TYPES)('%s: accepts 2028-02-29 and refuses 2026-02-29 and other impossible days', async (type) => {
    const name = recordName()
    const ok = await put(user, type, '2028-02-29', name, minimal(type))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().date).toBe('2028-02-29')
    expect((await get(user, type, '2028-02-29', name)).json().date).toBe('2028-02-29')

    for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-1-01', '20260301', 'today']) {
      const res = await put(user, type, day, name, minimal(type))
      expect(res.statusCode, day).toBe(400)
      expect(res.json(), day).toEqual({ error: 'params/day must be a valid date' })
      const g = await get(user, type, day, name)
      expect(g.statusCode, day).toBe(400)
      expect(g.json(), day).toEqual({ error: 'params/day must be a valid date' })
    }
  })

  it('refuses an unknown {type} segment on PUT and GET', async () => {
    for (const type of ['score', 'habits', 'SCORES', 'x']) {
      const res = await put(user, type, '2026-03-01', recordName(), { value: 5 })
      expect(res.statusCode, type).toBe(400)
      expect(res.json()).toEqual({ error: 'params/type must be one of: scores, zones, logs' })
      const g = await get(user, type, '2026-03-01', recordName())
      expect(g.statusCode, type).toBe(400)
      expect(g.json()).toEqual({ error: 'params/type must be one of: scores, zones, logs' })
    }
  })
})

describe('daily records: unknown users and records, malformed bodies', () => {
  it.each(TYPES)('%s: answers 404 user not found under a user that does not exist', async (type) => {
    const res = await put(uniqueUserId(), type, '2026-03-01', recordName(), minimal(type))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })

  it('is 404 daily record not found for an unknown record', async () => {
    const res = await get(user, 'scores', '2026-03-01', recordName())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'daily record not found' })
  })

  it('refuses malformed JSON and non-object bodies', async () => {
    for (const payload of ['{"value": 5', '[1]', '"x"', 'null', '5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: url(user, 'scores', '2026-03-01', recordName()),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
  })
})

describe('daily records: edges of valid input (PostgreSQL errors must not become 500s)', () => {
  it('answers a PUT on a day in year 0000 (valid by the date format, not a PostgreSQL date) with 400, not 500', async () => {
    const res = await put(user, 'scores', '0000-03-01', recordName(), { value: 5 })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('answers a GET on a day in year 0000 with 400 or 404, not 500', async () => {
    const res = await get(user, 'scores', '0000-03-01', recordName())
    expect([400, 404]).toContain(res.statusCode)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('answers a ref with a NUL character without a 500', async () => {
    const res = await put(user, 'scores', '2026-03-01', recordName(), { value: 5, ref: 'a\u0000b' })
    expect(res.statusCode).toBeLessThan(500)
  })

  it('answers data with a NUL character without a 500', async () => {
    const res = await put(user, 'logs', '2026-03-01', recordName(), { data: { note: 'a\u0000b' } })
    expect(res.statusCode).toBeLessThan(500)
  })
})

describe('daily records: scoping', () => {
  it.each(TYPES)('%s: hides the rows of a project from a token of another project', async (type) => {
    const name = recordName()
    expect((await put(user, type, '2026-03-01', name, { ...minimal(type), ref: 'mine' })).statusCode).toBe(200)
    const other = await createTestProject(t.app)
    const otherToken = await other.token(['daily_records:read', 'daily_records:create'])

    const read = await get(user, type, '2026-03-01', name, otherToken)
    expect(read.statusCode).toBe(404)
    expect(read.json()).toEqual({ error: 'user not found' })

    const write = await put(user, type, '2026-03-01', name, { ...minimal(type), ref: 'theirs' }, otherToken)
    expect(write.statusCode).toBe(404)
    expect(write.json()).toEqual({ error: 'user not found' })
    expect((await get(user, type, '2026-03-01', name)).json().ref).toBe('mine')
  })

  it('needs daily_records:create to PUT and daily_records:read to GET', async () => {
    const name = recordName()
    expect((await put(user, 'scores', '2026-03-01', name, { value: 1 })).statusCode).toBe(200)
    const readOnly = await p.token(['daily_records:read'])
    const writeOnly = await p.token(['daily_records:create'])
    const otherScopes = await p.token(['activities:create', 'activities:read', 'baselines:read', 'users:update'])
    for (const type of TYPES) {
      for (const tok of [readOnly, otherScopes]) {
        const res = await put(user, type, '2026-03-01', name, minimal(type), tok)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ error: 'insufficient_scope' })
      }
      for (const tok of [writeOnly, otherScopes]) {
        const res = await get(user, type, '2026-03-01', name, tok)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ error: 'insufficient_scope' })
      }
    }
    // The catch-all for unknown types is guarded too.
    const unknownType = await put(user, 'bogus', '2026-03-01', name, {}, readOnly)
    expect(unknownType.statusCode).toBe(403)
    expect((await put(user, 'scores', '2026-03-01', name, { value: 2 }, writeOnly)).statusCode).toBe(200)
    expect((await get(user, 'scores', '2026-03-01', name, readOnly)).json().value).toBe(2)
  })

  it('needs a token', async () => {
    for (const type of [...TYPES, 'bogus']) {
      const res = await t.app.inject({ method: 'PUT', url: url(user, type, '2026-03-01', 'x'), payload: { value: 1 } })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_token' })
      const g = await t.app.inject({ method: 'GET', url: url(user, type, '2026-03-01', 'x') })
      expect(g.statusCode).toBe(401)
      expect(g.json()).toEqual({ error: 'invalid_token' })
    }
  })
})

describe('GET /users/{user_id}/daily_records/{type}', () => {
  const list = (u: string, type: string, query = '', tok = token) =>
    t.app.inject({ method: 'GET', url: `/users/${encodeURIComponent(u)}/daily_records/${type}${query}`, headers: bearer(tok) })
  const keys = async (u: string, type: string, query = '') => {
    const res = await list(u, type, query)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { daily_records: { date: string; name: string; type: string }[]; pagination: { total: number } }
    expect(body.pagination.total).toBe(body.daily_records.length)
    expect(body.daily_records.every((r) => r.type === type)).toBe(true)
    return body.daily_records.map((r) => `${r.date}/${r.name}`)
  }
  /** Scores on three days (two names on the 2nd) and a zone record, of a user far from UTC. */
  async function records(): Promise<string> {
    const u = uniqueUserId()
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: { tz_offset: -36000 } })).statusCode).toBe(200)
    for (const [type, day, name] of [
      ['scores', '2026-03-01', 'sleep'],
      ['scores', '2026-03-02', 'sleep'],
      ['scores', '2026-03-02', 'readiness'],
      ['scores', '2026-03-03', 'sleep'],
      ['zones', '2026-03-02', 'sleep'],
    ] as const) {
      const res = await put(u, type, day, name, minimal(type))
      expect(res.statusCode, res.body).toBe(200)
    }
    return u
  }

  it('lists one type, newest day first, and filters by day (days are the records’ own) and name', async () => {
    const u = await records()
    expect(await keys(u, 'scores')).toEqual(['2026-03-03/sleep', '2026-03-02/sleep', '2026-03-02/readiness', '2026-03-01/sleep'])
    expect(await keys(u, 'zones')).toEqual(['2026-03-02/sleep'])
    expect(await keys(u, 'logs')).toEqual([])
    expect(await keys(u, 'scores', '?start_date=2026-03-02&end_date=2026-03-02')).toEqual(['2026-03-02/sleep', '2026-03-02/readiness'])
    expect(await keys(u, 'scores', '?start_date=2026-03-02')).toEqual(['2026-03-03/sleep', '2026-03-02/sleep', '2026-03-02/readiness'])
    expect(await keys(u, 'scores', '?end_date=2026-03-01')).toEqual(['2026-03-01/sleep'])
    expect(await keys(u, 'scores', '?name=sleep&end_date=2026-03-02')).toEqual(['2026-03-02/sleep', '2026-03-01/sleep'])
    expect(await keys(u, 'scores', '?name=nothing')).toEqual([])
  })

  it('lists each record as GET answers it', async () => {
    const u = await records()
    for (const r of (await list(u, 'scores')).json().daily_records as { date: string; name: string }[]) {
      expect(r).toEqual((await get(u, 'scores', r.date, r.name)).json())
    }
  })

  it('walks every page: each record once, newest day first, the total on every page', async () => {
    const u = await records()
    for (const limit of [1, 2, 3]) {
      const w = await walk(t.app, token, `/users/${u}/daily_records/scores`, 'daily_records', limit)
      expect(w.pages.flat().map((r) => `${r['date']}/${r['name']}`)).toEqual([
        '2026-03-03/sleep',
        '2026-03-02/sleep',
        '2026-03-02/readiness',
        '2026-03-01/sleep',
      ])
      expect(new Set(w.totals)).toEqual(new Set([4]))
    }
  })

  it('refuses a page key of another type or filter, a bad filter and a reversed range with 400; 404 for an unknown user', async () => {
    const u = await records()
    const next = (await list(u, 'scores', '?limit=1')).json().pagination.next_page as string
    expect(next).not.toBe('')
    for (const [type, q] of [
      ['zones', `?limit=1&page=${encodeURIComponent(next)}`],
      ['scores', `?limit=1&name=sleep&page=${encodeURIComponent(next)}`],
      ['scores', '?start_date=2026-03-03&end_date=2026-03-02'],
      ['scores', '?start_date=yesterday'],
      ['scores', '?name='],
      // Bytes that are not UTF-8 are refused, not read as U+FFFD or kept as %FF.
      ['scores', '?name=sleep%FF'],
      ['scores', '?name=sleep%ED%A0%80'],
      ['moods', ''],
    ]) {
      const res = await list(u, type!, q)
      expect(res.statusCode, `${type}${q}`).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
    const res = await list(uniqueUserId(), 'scores')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })
})

describe('DELETE /users/{user_id}/daily_records/{type}/{day}/{name}', () => {
  const del = (u: string, type: string, day: string, name: string, tok = token) =>
    t.app.inject({ method: 'DELETE', url: url(u, type, day, name), headers: bearer(tok) })
  const sleepSummaries = async (u: string) =>
    (await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries?name=SleepSummary`, headers: bearer(token) })).json().summaries as unknown[]

  it('removes a sleep score with its summary, queues its day and week, emits daily_records:deleted', async () => {
    const u = await createUser()
    expect((await put(u, 'scores', '2026-03-04', 'sleep', { value: 80 })).statusCode).toBe(200)
    expect((await put(u, 'zones', '2026-03-04', 'sleep', {})).statusCode).toBe(200)
    await settleAndForgetJobs(t.app, p.projectId, u)
    expect((await sleepSummaries(u)).length).toBe(1)

    // A zone record of the same day and name is not the score: the summary stays.
    expect((await del(u, 'zones', '2026-03-04', 'sleep')).statusCode).toBe(204)
    expect((await sleepSummaries(u)).length).toBe(1)
    expect((await get(u, 'scores', '2026-03-04', 'sleep')).statusCode).toBe(200)
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2 AND leased_until IS NULL', [p.projectId, u])

    const res = await del(u, 'scores', '2026-03-04', 'sleep')
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await get(u, 'scores', '2026-03-04', 'sleep')).json()).toEqual({ error: 'daily record not found' })
    expect(await sleepSummaries(u)).toEqual([])
    expect(await pendingJobs(t.app, p.projectId, u)).toEqual(periodJobs('2026-03-04'))
    expect(await eventsOf(t.app, token, p.projectId, 'daily_records:deleted', u)).toEqual([
      { project_id: p.projectId, user_id: u, type: 'zones', date: '2026-03-04', name: 'sleep' },
      { project_id: p.projectId, user_id: u, type: 'scores', date: '2026-03-04', name: 'sleep' },
    ])
    expect((await del(u, 'scores', '2026-03-04', 'sleep')).json()).toEqual({ error: 'daily record not found' })
  })

  it('is 404 user not found under a user that does not exist, 400 for a bad path', async () => {
    const res = await del(uniqueUserId(), 'scores', '2026-03-04', 'sleep')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    expect((await del(user, 'moods', '2026-03-04', 'sleep')).statusCode).toBe(400)
    expect((await del(user, 'scores', '2026-02-30', 'sleep')).statusCode).toBe(400)
  })

  it('is read from the table each time (its pages are not cached, so its writes bump no list version): a deleted record is gone from the next page', async () => {
    const u = await createUser()
    for (const day of ['2026-03-01', '2026-03-02']) expect((await put(u, 'logs', day, 'walk', {})).statusCode).toBe(200)
    // The worker's clearing of the rows' summary_due marks changes the list's version too: let it run first.
    await settleAndForgetJobs(t.app, p.projectId, u)
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/users/${u}/daily_records/logs`, headers: bearer(token) })).json() as {
        daily_records: { date: string }[]
        pagination: { total: number }
      }
    expect((await listed()).daily_records.map((r) => r.date)).toEqual(['2026-03-02', '2026-03-01'])
    const hits = t.app.listCache!.hits
    expect((await listed()).daily_records.length).toBe(2)
    expect(t.app.listCache!.hits).toBe(hits)
    expect((await del(u, 'logs', '2026-03-02', 'walk')).statusCode).toBe(204)
    const after = await listed()
    expect(after.daily_records.map((r) => r.date)).toEqual(['2026-03-01'])
    expect(after.pagination.total).toBe(1)
  })

  it('needs daily_records:delete to DELETE and daily_records:read to list', async () => {
    const u = await createUser()
    expect((await put(u, 'logs', '2026-03-01', 'walk', {})).statusCode).toBe(200)
    const reader = await p.token(['daily_records:read'])
    const deleter = await p.token(['daily_records:delete'])
    expect((await del(u, 'logs', '2026-03-01', 'walk', reader)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}/daily_records/logs`, headers: bearer(deleter) })).statusCode).toBe(403)
    expect((await del(u, 'logs', '2026-03-01', 'walk', deleter)).statusCode).toBe(204)
    expect((await get(u, 'logs', '2026-03-01', 'walk', reader)).statusCode).toBe(404)
  })
})
