// Users: PATCH creates and updates, validation of every field, GET one, keyset pagination.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

const patch = (userId: string, payload: unknown, tok = token) =>
  t.app.inject({ method: 'PATCH', url: `/users/${encodeURIComponent(userId)}`, headers: bearer(tok), payload: payload as object })

describe('PATCH /users/{user_id}', () => {
  it('creates the user when absent, then updates only the given fields', async () => {
    const id = uniqueUserId()
    const created = await patch(id, { firstname: 'Ada', tz_offset: 3600, birthday: '1990-02-28', thresholds: { ftp: 250 } })
    expect(created.statusCode).toBe(200)
    const u = created.json()
    expect(u).toMatchObject({ id, firstname: 'Ada', tz_offset: 3600, birthday: '1990-02-28', thresholds: { ftp: 250 }, data_syncs: [] })
    expect(u.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(u.lastname).toBeUndefined()

    const updated = (await patch(id, { lastname: 'Lovelace', firstname: null, measurement_unit: 'imperial' })).json()
    expect(updated).toMatchObject({ id, lastname: 'Lovelace', tz_offset: 3600, measurement_unit: 'imperial' })
    expect(updated.firstname).toBeUndefined()
    expect(updated.created_at).toBe(u.created_at)
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(u.updated_at))

    const got = await t.app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(token) })
    expect(got.json()).toEqual(updated)
  })

  it('accepts every specified field', async () => {
    const body = {
      id: 'ignored-by-path',
      language: 'pt-BR',
      tz_offset: -18000,
      firstname: 'A',
      lastname: 'B',
      measurement_unit: 'metric',
      gender: 'other',
      birthday: '2000-02-29',
      height: 181.5,
      weight: 72.3,
      thresholds: { ftp: 250, lthr: 170, mhr: 190 },
      location: { lat: 52.52, lon: 13.4 },
      coach_config: { enabled: true },
    }
    const id = uniqueUserId()
    const res = await patch(id, { ...body, id })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ...body, id })
  })

  it.each([
    [{ firstname: 5 }, 'body/firstname must be string'],
    [{ nickname: 'x' }, 'body/nickname is not a known property'],
    [{ birthday: '2021-02-30' }, 'body/birthday must be a valid date'],
    [{ birthday: '3000-01-01' }, 'body/birthday must not be in the future'],
    [{ tz_offset: '3600' }, 'body/tz_offset must be integer'],
    [{ tz_offset: 1.5 }, 'body/tz_offset must be integer'],
    [{ gender: 'x' }, 'body/gender must be one of: male, female, other'],
    [{ measurement_unit: 'si' }, 'body/measurement_unit must be one of: metric, imperial'],
    [{ height: -1 }, 'body/height must be > 0'],
    [{ location: { lat: 100, lon: 0 } }, 'body/location/lat must be <= 90'],
    [{ location: { lat: 1 } }, 'body/location/lon is required'],
    [{ thresholds: { ftp: 'high' } }, 'body/thresholds/ftp must be number'],
    [{ coach_config: { enabled: 'yes' } }, 'body/coach_config/enabled must be boolean'],
    [{ created_at: '2020-01-01T00:00:00Z' }, 'body/created_at is not a known property'],
    [{ id: 'someone-else' }, 'body/id does not match the path user_id'],
  ])('refuses %j with a message naming the field', async (body, message) => {
    const res = await patch(uniqueUserId(), body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[1]', '"x"', 'null']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/users/${uniqueUserId()}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
  })

  it('needs users:update', async () => {
    const readOnly = await p.token(['users:read'])
    const res = await patch(uniqueUserId(), { firstname: 'x' }, readOnly)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'insufficient_scope' })
  })
})

describe('GET /users/{user_id}', () => {
  it('is 404 for an unknown user and for a user of another project', async () => {
    const id = uniqueUserId()
    await patch(id, { firstname: 'mine' })
    const other = await createTestProject(t.app)
    const res = await t.app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(await other.token()) })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })
})

describe('GET /users', () => {
  it('pages newest first with stable keys while users are added, and counts the total', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const ids: string[] = []
    for (let i = 0; i < 7; i++) {
      const id = `user-${i}`
      ids.push(id)
      expect((await patch(id, { firstname: `n${i}` }, tok)).statusCode).toBe(200)
    }
    const seen: string[] = []
    let page = ''
    let round = 0
    do {
      const res = await t.app.inject({ method: 'GET', url: `/users?limit=3&page=${encodeURIComponent(page)}`, headers: bearer(tok) })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.pagination.limit).toBe(3)
      expect(body.pagination.page).toBe(page)
      if (round === 0) {
        expect(body.pagination.total).toBe(7)
        // Added after the first page: must not shift later pages.
        await patch('late-user', { firstname: 'late' }, tok)
      }
      seen.push(...body.users.map((u: { id: string }) => u.id))
      page = body.pagination.next_page
      round++
    } while (page)
    expect(seen).toEqual([...ids].reverse())
  })

  it('validates limit and refuses page keys it did not issue', async () => {
    for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'page=forged', 'page=W10.AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.app.inject({ method: 'GET', url: `/users?${q}`, headers: bearer(token) })
      expect(res.statusCode, q).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
  })

  it('refuses a page key issued for another project', async () => {
    const a = await createTestProject(t.app)
    const ta = await a.token()
    await patch('x1', {}, ta)
    await patch('x2', {}, ta)
    const first = await t.app.inject({ method: 'GET', url: '/users?limit=1', headers: bearer(ta) })
    const key = first.json().pagination.next_page
    expect(key).not.toBe('')
    const res = await t.app.inject({ method: 'GET', url: `/users?page=${key}`, headers: bearer(token) })
    expect(res.statusCode).toBe(400)
  })

  it('is refused to user-principal tokens', async () => {
    const userToken = t.app.issueAccessToken({
      projectId: p.projectId,
      clientId: p.clientId,
      scopes: ['users:read'],
      principalType: 'user',
      userId: 'someone',
    }).access_token
    const res = await t.app.inject({ method: 'GET', url: '/users', headers: bearer(userToken) })
    expect(res.statusCode).toBe(403)
  })
})
