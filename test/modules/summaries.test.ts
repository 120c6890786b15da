// AI summaries: list by local days, name and pages; get; patch (server-kept fields); delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { insertSummary, type NewSummary } from '../../src/modules/summaries/repository.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

async function user(body: object = {}, tok = token) {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(tok), payload: body })
  expect(res.statusCode).toBe(200)
  return id
}
const summary = (start: string, over: Partial<NewSummary> = {}): NewSummary => ({
  name: 'SleepSummary',
  period: { type: 'day', start, end: start, duration_seconds: 0 },
  data: { score: 80 },
  llm_output: { language: 'en', title: 'Good night', text: 'You slept well.', followup_questions: ['Why?'] },
  llm_debug: { model: 'builtin', prompt_id: 'sleep-v1' },
  providers: ['PROVIDER_A'],
  is_custom: false,
  ...over,
})
const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url, headers: bearer(tok) })
const list = async (userId: string, query = '') => {
  const res = await get(`/users/${userId}/ai/summaries${query ? `?${query}` : ''}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { summaries: { id: string; period: { start: string } }[]; pagination: { limit: number; total: number; page: string; next_page: string } }
}

describe('GET /users/{user_id}/ai/summaries', () => {
  it('returns every field of a summary', async () => {
    const u = await user()
    const s = await insertSummary(
      t.app.db,
      p.projectId,
      u,
      summary('2026-03-01T22:00:00+01:00', { ref: 'act-1', knowledge_urls: [{ title: 'Sleep', url: 'https://example.org/sleep' }] }),
    )
    const body = await list(u)
    expect(body.pagination).toEqual({ limit: 50, total: 1, page: '', next_page: '' })
    expect(body.summaries).toEqual([s])
    expect(s).toMatchObject({
      name: 'SleepSummary',
      user_id: u,
      project_id: p.projectId,
      period: { type: 'day', start: '2026-03-01T21:00:00.000Z', end: '2026-03-01T21:00:00.000Z', duration_seconds: 0 },
      data: { score: 80 },
      providers: ['PROVIDER_A'],
      is_custom: false,
      ref: 'act-1',
      user_rating: 0,
      knowledge_urls: [{ title: 'Sleep', url: 'https://example.org/sleep' }],
      llm_debug: { model: 'builtin', prompt_id: 'sleep-v1' },
    })
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is 404 for an unknown user', async () => {
    const res = await get(`/users/${uniqueUserId()}/ai/summaries`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })

  it('pages newest first without duplicates or gaps while summaries are added', async () => {
    const u = await user()
    const made = []
    for (let d = 1; d <= 7; d++) made.push(await insertSummary(t.app.db, p.projectId, u, summary(`2026-04-0${d}T08:00:00Z`)))
    // Two summaries at the same instant: the id breaks the tie.
    made.push(await insertSummary(t.app.db, p.projectId, u, summary('2026-04-04T08:00:00Z')))
    const expected = [...made]
      .sort((a, b) => (a.period!.start === b.period!.start ? (a.id < b.id ? 1 : -1) : a.period!.start < b.period!.start ? 1 : -1))
      .map((s) => s.id)
    const seen: string[] = []
    let page = ''
    let first = true
    do {
      const body = await list(u, `limit=3&page=${encodeURIComponent(page)}`)
      expect(body.pagination.total).toBe(first ? 8 : 9)
      expect(body.pagination.page).toBe(page)
      expect(body.summaries.length).toBeLessThanOrEqual(3)
      seen.push(...body.summaries.map((s) => s.id))
      if (first) {
        // Newer and older rows arriving between pages: the newer never shows up later, the older does.
        await insertSummary(t.app.db, p.projectId, u, summary('2026-05-01T08:00:00Z'))
        first = false
      }
      page = body.pagination.next_page
    } while (page)
    expect(seen).toEqual(expected)
  })

  it('filters by local days of the user (negative and positive tz_offset)', async () => {
    const west = await user({ tz_offset: -5 * 3600 })
    // 03:00Z on the 2nd is 22:00 on the 1st in UTC-5.
    const late = await insertSummary(t.app.db, p.projectId, west, summary('2026-03-02T03:00:00Z'))
    const next = await insertSummary(t.app.db, p.projectId, west, summary('2026-03-02T06:00:00Z'))
    const ids = async (u: string, q: string) => (await list(u, q)).summaries.map((s) => s.id)
    expect(await ids(west, 'start_date=2026-03-01&end_date=2026-03-01')).toEqual([late.id])
    expect(await ids(west, 'start_date=2026-03-02&end_date=2026-03-02')).toEqual([next.id])
    expect(await ids(west, 'start_date=2026-03-01')).toEqual([next.id, late.id])
    expect(await ids(west, 'end_date=2026-03-01')).toEqual([late.id])

    const east = await user({ tz_offset: 9 * 3600 })
    // 20:00Z on the 1st is 05:00 on the 2nd in UTC+9; 14:59Z on the 1st is 23:59 on the 1st.
    const morning = await insertSummary(t.app.db, p.projectId, east, summary('2026-03-01T20:00:00Z'))
    const lastMinute = await insertSummary(t.app.db, p.projectId, east, summary('2026-03-01T14:59:00Z'))
    expect(await ids(east, 'start_date=2026-03-02&end_date=2026-03-02')).toEqual([morning.id])
    expect(await ids(east, 'start_date=2026-03-01&end_date=2026-03-01')).toEqual([lastMinute.id])
    const counted = await list(east, 'start_date=2026-03-02&end_date=2026-03-31')
    expect(counted.pagination.total).toBe(1)
  })

  it('filters by name, and counts the filter', async () => {
    const u = await user()
    await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    const w = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T09:00:00Z', { name: 'WorkoutSummary' }))
    const body = await list(u, 'name=WorkoutSummary')
    expect(body.summaries.map((s) => s.id)).toEqual([w.id])
    expect(body.pagination.total).toBe(1)
  })

  it.each([
    'name=NapSummary',
    'start_date=2026-02-30',
    'start_date=2026-03-02&end_date=2026-03-01',
    'limit=0',
    'limit=1001',
    'limit=2.5',
    'page=abc',
    'unknown=1',
  ])('refuses %s with 400', async (q) => {
    const u = await user()
    const res = await get(`/users/${u}/ai/summaries?${q}`)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('refuses a page key issued for another filter or another user', async () => {
    const u = await user()
    for (let i = 0; i < 3; i++) await insertSummary(t.app.db, p.projectId, u, summary(`2026-03-0${i + 1}T08:00:00Z`))
    const key = (await list(u, 'limit=1')).pagination.next_page
    expect(key).not.toBe('')
    expect((await get(`/users/${u}/ai/summaries?limit=1&page=${key}`)).statusCode).toBe(200)
    expect((await get(`/users/${u}/ai/summaries?limit=1&name=SleepSummary&page=${key}`)).statusCode).toBe(400)
    const other = await user()
    expect((await get(`/users/${other}/ai/summaries?page=${key}`)).statusCode).toBe(400)
  })
})

describe('GET /users/{user_id}/ai/summaries/{summary_id}', () => {
  it('returns the summary, and 404 for another user, another project, unknown and malformed ids', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    expect((await get(`/users/${u}/ai/summaries/${s.id}`)).json()).toEqual(s)
    const other = await createTestProject(t.app)
    const otherToken = await other.token()
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(otherToken), payload: {} })
    for (const [url, tok] of [
      [`/users/${u}/ai/summaries/${s.id}`, otherToken],
      [`/users/${await user()}/ai/summaries/${s.id}`, token],
      [`/users/${u}/ai/summaries/00000000-0000-4000-8000-000000000000`, token],
      [`/users/${u}/ai/summaries/not-a-uuid`, token],
    ] as const) {
      const res = await get(url, tok)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ error: 'summary not found' })
    }
  })
})

describe('PATCH /users/{user_id}/ai/summaries/{summary_id}', () => {
  const patch = (u: string, id: string, payload: object, tok = token) =>
    t.app.inject({ method: 'PATCH', url: `/users/${u}/ai/summaries/${id}`, headers: bearer(tok), payload })

  it('updates any subset of fields and moves updated_at', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z', { ref: 'r1' }))
    await new Promise((r) => setTimeout(r, 5))
    const res = await patch(u, s.id, { user_rating: 1, user_comment: 'spot on', ref: null })
    expect(res.statusCode).toBe(200)
    const after = res.json()
    expect(after).toMatchObject({ user_rating: 1, user_comment: 'spot on', created_at: s.created_at, data: s.data })
    expect(after.ref).toBeUndefined()
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(s.updated_at))
    expect((await get(`/users/${u}/ai/summaries/${s.id}`)).json()).toEqual(after)

    const moved = await patch(u, s.id, { period: { type: 'day', start: '2026-06-01T00:00:00+02:00', end: '2026-06-02T00:00:00+02:00' }, data: { score: 1 } })
    expect(moved.json()).toMatchObject({ period: { start: '2026-05-31T22:00:00.000Z' }, data: { score: 1 } })
    // The list orders and filters by the new period.
    expect((await list(u, 'start_date=2026-05-31&end_date=2026-05-31')).summaries.map((x) => x.id)).toEqual([s.id])
  })

  it('is a JSON Merge Patch: nested objects merge, null removes, arrays replace', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z', { data: { score: 80, stages: { deep: 60, rem: 90 }, note: 'x' } }))
    const res = await patch(u, s.id, { data: { stages: { rem: 95 }, note: null, tags: ['a'] }, llm_output: { title: 'Better night' } })
    expect(res.statusCode).toBe(200)
    const after = res.json()
    expect(after.data).toEqual({ score: 80, stages: { deep: 60, rem: 95 }, tags: ['a'] })
    expect(after.llm_output).toEqual({ ...s.llm_output, title: 'Better night' })
    expect((await patch(u, s.id, { data: { tags: ['b'] } })).json().data.tags).toEqual(['b'])
    const removed = await patch(u, s.id, { llm_output: null, llm_debug: null })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().llm_output).toBeUndefined()
    expect(removed.json().llm_debug).toBeUndefined()
    // A partial object where there is nothing to merge into must still be whole.
    const partial = await patch(u, s.id, { llm_output: { title: 'only a title' } })
    expect(partial.statusCode).toBe(400)
    expect(partial.json()).toEqual({ error: 'body/llm_output/language is required' })
    expect((await get(`/users/${u}/ai/summaries/${s.id}`)).json().llm_output).toBeUndefined()
  })

  it('never turns a summary into another type', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    const res = await patch(u, s.id, { name: 'MealSummary', data: { items: [] } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'body/name is kept by the server: send its current value or leave it out' })
    const same = await patch(u, s.id, { name: 'SleepSummary', user_rating: 1 })
    expect(same.statusCode).toBe(200)
    expect((await get(`/users/${u}/ai/summaries/${s.id}`)).json()).toMatchObject({ name: 'SleepSummary', data: s.data, user_rating: 1 })
  })

  it('accepts server-kept fields only with their current values', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    const echo = await patch(u, s.id, { ...s, user_rating: -1 })
    expect(echo.statusCode).toBe(200)
    const fresh = echo.json()
    for (const [field, value] of [
      ['is_custom', true],
      ['created_at', '2020-01-01T00:00:00.000Z'],
      ['updated_at', s.updated_at],
    ] as const) {
      const res = await patch(u, s.id, { [field]: value })
      expect(res.statusCode, field).toBe(400)
      expect(res.json()).toEqual({ error: `body/${field} is kept by the server: send its current value or leave it out` })
    }
    expect((await patch(u, s.id, { updated_at: fresh.updated_at, user_rating: 0 })).statusCode).toBe(200)
  })

  it.each([
    [{ user_rating: 2 }, 'body/user_rating must be one of: -1, 0, 1'],
    [{ name: 'NapSummary' }, undefined],
    [{ id: '00000000-0000-4000-8000-000000000000' }, 'body/id does not match the path'],
    [{ user_id: 'someone' }, 'body/user_id does not match the path'],
    [{ project_id: 'other' }, "body/project_id does not match the token's project"],
    [{ knowledge_urls: [{ title: 't', url: 'not a url' }] }, 'body/knowledge_urls/0/url must be a valid uri'],
    [{ mood: 'great' }, 'body/mood is not a known property'],
    [{ providers: ['PROVIDER_Z'] }, undefined],
  ])('refuses %j', async (body, message) => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    const res = await patch(u, s.id, body)
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json()).toEqual({ error: message })
    else expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('is 404 for unknown summaries and other projects, 403 without the scope', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    expect((await patch(u, '00000000-0000-4000-8000-000000000000', { user_rating: 1 })).statusCode).toBe(404)
    const other = await createTestProject(t.app)
    expect((await patch(u, s.id, { user_rating: 1 }, await other.token())).statusCode).toBe(404)
    expect((await patch(u, s.id, { user_rating: 1 }, await p.token(['ai_summaries:read']))).statusCode).toBe(403)
  })
})

describe('DELETE /users/{user_id}/ai/summaries/{summary_id}', () => {
  it('answers 204 with no body, then 404', async () => {
    const u = await user()
    const s = await insertSummary(t.app.db, p.projectId, u, summary('2026-03-01T08:00:00Z'))
    const del = (tok = token) => t.app.inject({ method: 'DELETE', url: `/users/${u}/ai/summaries/${s.id}`, headers: bearer(tok) })
    const other = await createTestProject(t.app)
    expect((await del(await other.token())).statusCode).toBe(404)
    expect((await del(await p.token(['ai_summaries:read']))).statusCode).toBe(403)
    const res = await del()
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await get(`/users/${u}/ai/summaries/${s.id}`)).statusCode).toBe(404)
    expect((await del()).statusCode).toBe(404)
  })
})
