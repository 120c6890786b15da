// The list routes send JSON that PostgreSQL writes (src/db/list.ts), while the single-item routes
// and the writes answer what the mappers (toSummary, a declared shape's shapeObject) return,
// through the response serialiser. Every list item must equal its resource as those answer it:
// optional fields present and absent, cleared fields, and strings that need escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { insertSummary, summaryJson, type NewSummary } from '../../src/modules/summaries/repository.js'
import { createFact, updateFact } from '../../src/modules/facts/repository.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

/** Everything JSON must escape (but NUL, which PostgreSQL text cannot hold), and more. */
const WEIRD = 'quote " backslash \\ slash / newline \n tab \t cr \r bell \u0007 esc \u001b del \u007f é ü 漢字 😀 </script> \u2028\u2029'

const req = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) })
async function ok(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, status = method === 'POST' ? 201 : 200, tok = token) {
  const res = await req(method, url, payload, tok)
  expect(res.statusCode, res.body).toBe(status)
  return res
}
async function user(body: object = {}) {
  const id = uniqueUserId()
  await ok('PATCH', `/users/${id}`, body)
  return id
}
/** Every page of a list, `limit` at a time, checking each page's envelope and body type. */
async function listAll<T>(url: string, key: string, limit: number): Promise<{ items: T[]; total: number }> {
  const items: T[] = []
  let page = ''
  let total = -1
  do {
    const res = await ok('GET', `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&page=${encodeURIComponent(page)}`)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual([key, 'pagination'].sort())
    expect(Object.keys(body.pagination).sort()).toEqual(['limit', 'next_page', 'page', 'total'])
    expect(body.pagination.limit).toBe(limit)
    expect(body.pagination.page).toBe(page)
    total = body.pagination.total
    expect(body[key].length).toBeLessThanOrEqual(limit)
    items.push(...body[key])
    page = body.pagination.next_page
    if (page) expect(body[key].length).toBe(limit)
  } while (page)
  expect(items.length).toBe(total)
  return { items, total }
}

describe('list items equal their resource', () => {
  it('summaries: with every optional field, with none, with cleared ones, and a meal summary', async () => {
    const u = await user({ language: 'en' })
    const full: NewSummary = {
      name: 'SleepSummary',
      period: { type: 'day', id: 'd-1', start: '2026-03-01T22:00:00+01:00', end: '2026-03-02T08:00:00+01:00', duration_seconds: 36000 },
      data: { score: 80, stages: { deep: 0.21, rem: 0.19 }, note: WEIRD, none: null, list: [1, 2.5, -3e-7, 1e21, 'x', true, null, {}] },
      llm_output: { language: 'en', title: WEIRD, text: 'You slept well.\nKeep it up.', followup_questions: ['Why?', WEIRD] },
      llm_debug: { model: 'builtin', prompt_id: 'sleep-v1', org_prompt_id: 'org-1' },
      providers: ['PROVIDER_A', 'PROVIDER_C'],
      ref: WEIRD,
      knowledge_urls: [{ title: WEIRD, url: 'https://example.org/sleep?a=1&b="2"' }],
      is_custom: false,
    }
    const a = await insertSummary(t.app.db, p.projectId, u, full)
    await ok('PATCH', `/users/${u}/ai/summaries/${a.id}`, { user_comment: WEIRD, user_rating: -1 })
    // No period, llm_output, llm_debug, ref, user_comment; defaults for the rest.
    const b = await insertSummary(t.app.db, p.projectId, u, { name: 'DailySummary', data: {}, is_custom: true })
    // Optional fields cleared; an empty comment is still a comment.
    const c = await insertSummary(t.app.db, p.projectId, u, {
      ...full,
      period: { ...full.period!, start: '2026-02-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
    })
    await ok('PATCH', `/users/${u}/ai/summaries/${c.id}`, { ref: null, llm_output: null, llm_debug: null, user_comment: '', user_rating: 1 })
    const d = (
      await ok('POST', `/users/${u}/ai/summaries`, {
        type: 'meal',
        data: { description: '2 eggs and a glass of orange juice', meal_time: '2026-03-01T07:30:00Z', comment: WEIRD },
      })
    ).json()

    const { items, total } = await listAll<{ id: string }>(`/users/${u}/ai/summaries`, 'summaries', 50)
    expect(total).toBe(4)
    const got = await Promise.all(items.map(async (s) => (await ok('GET', `/users/${u}/ai/summaries/${s.id}`)).json()))
    expect(items).toStrictEqual(got)
    expect(items.map((s) => s.id).sort()).toEqual([a.id, b.id, c.id, d.id].sort())
    const byId = new Map(items.map((s) => [s.id, s as Record<string, unknown>]))
    expect(byId.get(d.id)).toStrictEqual(d)
    expect(byId.get(a.id)).toMatchObject({ ref: WEIRD, user_comment: WEIRD, user_rating: -1, data: full.data, period: { start: '2026-03-01T21:00:00.000Z' } })
    for (const k of ['period', 'llm_output', 'llm_debug', 'ref', 'user_comment']) expect(byId.get(b.id), k).not.toHaveProperty(k)
    expect(byId.get(b.id)).toMatchObject({ providers: [], knowledge_urls: [], user_rating: 0, is_custom: true, data: {} })
    for (const k of ['llm_output', 'llm_debug', 'ref']) expect(byId.get(c.id), k).not.toHaveProperty(k)
    expect(byId.get(c.id)).toMatchObject({ user_comment: '', period: full.period && { id: 'd-1' } })

    // Pages of one and of three answer the same items in the same order.
    expect((await listAll(`/users/${u}/ai/summaries`, 'summaries', 1)).items).toStrictEqual(items)
    expect((await listAll(`/users/${u}/ai/summaries`, 'summaries', 3)).items).toStrictEqual(items)
    expect((await listAll(`/users/${u}/ai/summaries?name=SleepSummary`, 'summaries', 1)).items).toStrictEqual(
      items.filter((s) => byId.get(s.id)!['name'] === 'SleepSummary'),
    )

    // The JSON stored with each summary (migration 0010) is, byte for byte, what summaryJson writes.
    const drift = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM summaries s WHERE s.project_id = $1 AND s.api_json IS DISTINCT FROM ${summaryJson('s')}`,
      [p.projectId],
    )
    const all = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM summaries WHERE project_id = $1`, [p.projectId])
    expect(all.rows[0]!.n).toBeGreaterThanOrEqual(4)
    expect(drift.rows[0]!.n).toBe(0)
  })

  it('facts: with certainties, with none, with a zero one, and updated', async () => {
    const u = await user()
    const made = [
      await createFact(t.app.db, p.projectId, u, { text: WEIRD, type: 'sleep', source: 'system', certainty: 0.73 }),
      await createFact(t.app.db, p.projectId, u, { text: 'no certainty', type: 'goal', source: 'user "app"' }),
      await createFact(t.app.db, p.projectId, u, { text: 'zero', type: 'mind', source: 'system', certainty: 0 }),
    ]
    const later = await createFact(t.app.db, p.projectId, u, { text: 'updated later', type: 'body', source: 'system' })
    made.push((await updateFact(t.app.db, p.projectId, u, later.id, { certainty: 0.4, text: `${WEIRD} again` }))!)
    expect(made[1]).not.toHaveProperty('certainty_on_creation')
    expect(made[2]).toMatchObject({ certainty_on_creation: 0, certainty_on_update: 0 })
    expect(made[3]).not.toHaveProperty('certainty_on_creation')
    expect(made[3]).toMatchObject({ certainty_on_update: 0.4 })

    const { items, total } = await listAll<{ id: string }>(`/users/${u}/facts`, 'facts', 50)
    expect(total).toBe(4)
    const byId = new Map(made.map((f) => [f.id, f]))
    expect(items).toStrictEqual(items.map((f) => byId.get(f.id)))
    expect(items.map((f) => f.id).sort()).toEqual(made.map((f) => f.id).sort())
    expect((await listAll(`/users/${u}/facts`, 'facts', 1)).items).toStrictEqual(items)
    expect((await listAll(`/users/${u}/facts?type=goal`, 'facts', 1)).items).toStrictEqual([made[1]])
  })

  it('meals: with meal_type and comment, without, with an empty comment; one removed with its summary', async () => {
    const u = await user({ language: 'de', tz_offset: 3600 })
    const posted = [
      { description: `2 eggs, toast and ${WEIRD}`, meal_time: '2026-03-01T08:30:00+01:00', meal_type: 'breakfast', comment: WEIRD },
      { description: 'a bowl of oatmeal with a banana', meal_time: '2026-03-01T12:00:00Z', portion_multiplier: 1.5 },
      { description: 'an apple', meal_time: '2026-03-01T16:00:00Z', comment: '' },
      { description: 'spaghetti bolognese', meal_time: '2026-03-01T19:00:00Z', meal_type: 'dinner' },
    ]
    const meals: Record<string, unknown>[] = []
    for (const body of posted) meals.push((await ok('POST', `/users/${u}/nutrition/meals`, body)).json())
    expect(meals[1]).not.toHaveProperty('meal_type')
    expect(meals[1]).not.toHaveProperty('comment')
    expect(meals[2]).toMatchObject({ comment: '' })
    // Deleting a meal's summary removes the meal: one record of one meal (CONTRACT.md).
    const removed = meals.pop()!
    await ok('DELETE', `/users/${u}/ai/summaries/${removed['summary_id']}`, undefined, 204)
    const expected = new Map(meals.map((m) => [m['id'], m]))

    const { items, total } = await listAll<{ id: string; summary?: { id: string } }>(`/users/${u}/nutrition/meals`, 'meals', 50)
    expect(total).toBe(3)
    expect(items).toStrictEqual(items.map((m) => expected.get(m.id)))
    expect(items.map((m) => m.id)).toEqual(meals.map((m) => m['id']).reverse())
    for (const m of items.filter((x) => x.summary)) expect(m.summary).toStrictEqual((await ok('GET', `/users/${u}/ai/summaries/${m.summary!.id}`)).json())
    expect((await listAll(`/users/${u}/nutrition/meals`, 'meals', 1)).items).toStrictEqual(items)
    expect((await listAll(`/users/${u}/nutrition/meals?start_date=2026-03-01&end_date=2026-03-01`, 'meals', 3)).items).toStrictEqual(items)
  })

  it('users: with every optional field, with none, with falsy values, and with cleared ones', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const patch = async (id: string, body: object) => {
      const res = await req('PATCH', `/users/${encodeURIComponent(id)}`, body, tok)
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const everything = {
      language: 'pt-BR',
      tz_offset: -18000,
      firstname: WEIRD,
      lastname: 'Lovelace',
      measurement_unit: 'imperial',
      gender: 'female',
      birthday: '1990-02-28',
      height: 172.5,
      weight: 70.25,
      thresholds: { ftp: 250, lthr: 170, mhr: 190 },
      location: { lat: 52.52, lon: -13.4 },
      coach_config: { enabled: true },
    }
    const written: Record<string, unknown>[] = []
    written.push(await patch(`${uniqueUserId()}-"q"\\é`, everything))
    written.push(await patch(uniqueUserId(), {}))
    written.push(await patch(uniqueUserId(), { tz_offset: 0, firstname: '', height: 0.1, weight: 1e-3, thresholds: {}, coach_config: { enabled: false } }))
    const cleared = uniqueUserId()
    await patch(cleared, everything)
    written.push(await patch(cleared, { firstname: null, thresholds: null, birthday: null, tz_offset: null }))
    expect(written[1]).toStrictEqual({ id: written[1]!['id'], created_at: written[1]!['created_at'], updated_at: written[1]!['updated_at'], data_syncs: [] })
    for (const k of ['firstname', 'thresholds', 'birthday', 'tz_offset']) expect(written[3], k).not.toHaveProperty(k)

    const get = async (url: string) => {
      const res = await req('GET', url, undefined, tok)
      expect(res.statusCode, res.body).toBe(200)
      return res
    }
    const pages = async (limit: number) => {
      const items: { id: string }[] = []
      let page = ''
      do {
        const res = await get(`/users?limit=${limit}&page=${encodeURIComponent(page)}`)
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
        const body = res.json()
        expect(body.pagination.total).toBe(4)
        items.push(...body.users)
        page = body.pagination.next_page
      } while (page)
      return items
    }
    const items = await pages(50)
    const byId = new Map(written.map((x) => [x['id'], x]))
    expect(items).toStrictEqual(items.map((x) => byId.get(x.id)))
    expect(items.map((x) => x.id).sort()).toEqual([...byId.keys()].sort())
    for (const x of items) expect(x).toStrictEqual((await get(`/users/${encodeURIComponent(x.id)}`)).json())
    expect(await pages(1)).toStrictEqual(items)
    expect(await pages(2)).toStrictEqual(items)
    // A page that ends exactly at the last user has no next page.
    expect((await get('/users?limit=4')).json().pagination).toEqual({ limit: 4, total: 4, page: '', next_page: '' })
  })
})
