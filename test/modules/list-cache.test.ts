// Summary pages kept in memory (ListCache, migration 0015): a page is answered again only while
// nothing it shows has changed. Every write below is one the list must show at once, whichever
// path made it: the API, the insights worker's statements, SQL from another process (here: the
// pool, which the cache is never told about), erasure. The cache's counters show that pages
// really are answered from memory, so these tests would catch a cache that never keeps a page
// as well as one that keeps it too long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, databaseUrl, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { ListCache, type ListPage } from '../../src/db/list.js'
import { insertSummary, upsertSystemSummaries } from '../../src/modules/summaries/repository.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t?.close())

const cache = () => t.app.listCache!
async function get(url: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) })
  return res
}
async function list(u: string, query = '', app = t.app) {
  const res = await get(`/users/${u}/ai/summaries${query ? `?${query}` : ''}`, app)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { summaries: { id: string; data: Record<string, unknown>; user_rating: number }[]; pagination: { total: number; next_page: string } }
}
async function user(body: object = {}) {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return id
}
const summary = (u: string, day: string, data: Record<string, unknown> = {}) =>
  insertSummary(t.app.db, p.projectId, u, {
    name: 'DailySummary',
    period: { type: 'day', id: day, start: `${day}T00:00:00Z`, end: `${day}T23:59:59Z`, duration_seconds: 86399 },
    data,
    is_custom: true,
  })
/** A MealSummary made through the API (of `app`: another server on the same database); its id. */
async function mealSummary(u: string, description: string, app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/users/${u}/ai/summaries`,
    headers: bearer(token),
    payload: { type: 'meal', data: { description, meal_time: '2026-03-02T08:00:00Z' } },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}
/** The page twice: the second answer must come from memory and be the same bytes. */
async function kept(u: string, query = '') {
  const first = await get(`/users/${u}/ai/summaries${query ? `?${query}` : ''}`)
  const hits = cache().hits
  const again = await get(`/users/${u}/ai/summaries${query ? `?${query}` : ''}`)
  expect(cache().hits).toBe(hits + 1)
  expect(again.body).toBe(first.body)
  return again.json() as Awaited<ReturnType<typeof list>>
}

describe('summary pages kept in memory', () => {
  it('answers an unchanged page from memory, with the same bytes and page keys', async () => {
    const u = await user()
    for (let d = 1; d <= 5; d++) await summary(u, `2026-03-0${d}`)
    const page = await kept(u, 'limit=2')
    expect(page.summaries).toHaveLength(2)
    expect(page.pagination.total).toBe(5)
    // The next page's key from the kept page is valid, and that page is kept too.
    const next = await kept(u, `limit=2&page=${encodeURIComponent(page.pagination.next_page)}`)
    expect(next.summaries.map((s) => s.id)).not.toContain(page.summaries[0]!.id)
  })

  it('shows every change through the API at once: meal summary, PATCH, DELETE', async () => {
    const u = await user()
    await summary(u, '2026-03-01')
    await kept(u)
    const id = await mealSummary(u, 'a bowl of porridge')
    expect((await kept(u)).summaries.map((s) => s.id)).toContain(id)

    const patched = await t.app.inject({ method: 'PATCH', url: `/users/${u}/ai/summaries/${id}`, headers: bearer(token), payload: { user_rating: 1 } })
    expect(patched.statusCode, patched.body).toBe(200)
    expect((await kept(u)).summaries.find((s) => s.id === id)!.user_rating).toBe(1)

    const deleted = await t.app.inject({ method: 'DELETE', url: `/users/${u}/ai/summaries/${id}`, headers: bearer(token) })
    expect(deleted.statusCode).toBe(204)
    const after = await list(u)
    expect(after.summaries.map((s) => s.id)).not.toContain(id)
    expect(after.pagination.total).toBe(1)
  })

  it('shows writes it was never told about: SQL from elsewhere, and the insights worker’s statement', async () => {
    const u = await user()
    const s = await summary(u, '2026-03-01', { v: 1 })
    await kept(u)
    // Another process's writes reach this one only through the database.
    await t.app.db.query(`UPDATE summaries SET data = '{"v": 2}' WHERE summary_id = $1`, [s.id])
    expect((await list(u)).summaries[0]!.data).toEqual({ v: 2 })
    await kept(u)
    await t.app.db.query(
      `INSERT INTO summaries (project_id, user_id, summary_id, name, period_start, data, is_custom)
       VALUES ($1, $2, gen_random_uuid(), 'DailySummary', '2026-03-05T00:00:00Z', '{}', true)`,
      [p.projectId, u],
    )
    expect((await list(u)).pagination.total).toBe(2)
    await kept(u)
    await t.app.db.query('DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $3', [p.projectId, u, s.id])
    expect((await list(u)).pagination.total).toBe(1)
    await kept(u)
    // The worker's upsert of system summaries (one statement: delete, insert, update).
    const text = { llm_output: { language: 'en', title: 't', text: 'x', followup_questions: [] }, llm_debug: { model: 'builtin', prompt_id: 'daily-v1' } }
    const draft = {
      key: 'DailySummary:2026-03-03',
      name: 'DailySummary' as const,
      period: { type: 'day', id: '2026-03-03', start: '2026-03-03T00:00:00.000Z', end: '2026-03-03T23:59:59.999Z', duration_seconds: 86399 },
      data: { steps: 1 },
      text,
    }
    await upsertSystemSummaries(t.app.db, p.projectId, u, [{ draft, text }] as never)
    expect((await list(u)).pagination.total).toBe(2)
    await kept(u)
    await upsertSystemSummaries(t.app.db, p.projectId, u, [{ draft: { ...draft, data: { steps: 2 } }, text }] as never)
    expect((await list(u)).summaries.find((s) => s.data['steps'] !== undefined)!.data).toEqual({ steps: 2 })
    await kept(u)
    await upsertSystemSummaries(t.app.db, p.projectId, u, [], ['DailySummary:2026-03-03'])
    expect((await list(u)).pagination.total).toBe(1)
  })

  it('shows a changed tz_offset in local-day filters', async () => {
    const u = await user({ tz_offset: 0 })
    await summary(u, '2026-03-02')
    // 2026-03-02T00:00Z is 2026-03-02 at UTC and 2026-03-01 five hours west of it.
    expect((await kept(u, 'start_date=2026-03-02&end_date=2026-03-02')).pagination.total).toBe(1)
    const res = await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: { tz_offset: -18000 } })
    expect(res.statusCode).toBe(200)
    expect((await list(u, 'start_date=2026-03-02&end_date=2026-03-02')).pagination.total).toBe(0)
  })

  it('answers 404 once the user is erased, and nothing of the erased user when the id is used again', async () => {
    const u = await user()
    await summary(u, '2026-03-01')
    await kept(u)
    const del = await t.app.inject({ method: 'DELETE', url: `/users/${u}`, headers: bearer(token) })
    expect(del.statusCode, del.body).toBe(204)
    expect((await get(`/users/${u}/ai/summaries`)).statusCode).toBe(404)
    const rows = await t.app.db.query('SELECT count(*)::int AS n FROM list_versions WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    expect(rows.rows[0].n).toBe(0)
    // The same id again: a new user with no summaries.
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: {} })
    expect((await list(u)).pagination.total).toBe(0)
    await summary(u, '2026-04-01')
    expect((await list(u)).pagination.total).toBe(1)
  })

  it('answers many users asking at once, each their own page', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => user()))
    await Promise.all(users.map((u, i) => Promise.all(Array.from({ length: i + 1 }, (_, d) => summary(u, `2026-03-${String(d + 1).padStart(2, '0')}`)))))
    for (const u of users) await list(u)
    const hits = cache().hits
    const pages = await Promise.all(users.map((u) => list(u)))
    expect(cache().hits).toBe(hits + users.length)
    for (const [i, page] of pages.entries()) expect(page.pagination.total).toBe(i + 1)
    // One user's write changes only that user's page.
    await summary(users[3]!, '2026-05-01')
    const again = await Promise.all(users.map((u) => list(u)))
    for (const [i, page] of again.entries()) expect(page.pagination.total).toBe(i === 3 ? 5 : i + 1)
  })

  it.runIf(databaseUrl())('shows a write made through another server on the same database', async () => {
    const other = await createTestApp()
    try {
      const u = await user()
      await summary(u, '2026-03-01')
      await kept(u)
      await mealSummary(u, 'two boiled eggs', other.app)
      expect((await list(u)).pagination.total).toBe(2)
    } finally {
      await other.close()
    }
  })

  it('LIST_CACHE_MB=0 keeps no page', async () => {
    const none = await createTestApp({ LIST_CACHE_MB: '0' })
    try {
      expect(none.app.listCache).toBeUndefined()
    } finally {
      await none.close()
    }
  })
})

describe('ListCache', () => {
  const page = (bytes: number): ListPage => ({ userExists: true, total: 1, items: Buffer.alloc(bytes) })

  it('keeps pages within its bytes, the least recently used going first', () => {
    const c = new ListCache(3 * (2 * 1000 + 210))
    c.set('a', '1', page(1000))
    c.set('b', '1', page(1000))
    c.set('c', '1', page(1000))
    expect(c.size).toBe(3)
    c.touch('a')
    c.set('d', '1', page(1000))
    expect(c.peek('b')).toBeUndefined()
    expect(c.peek('a')?.stamp).toBe('1')
    expect(c.usedBytes).toBeLessThanOrEqual(c.maxBytes)
    // A page larger than the whole cache is not kept, and pushes nothing out.
    c.set('huge', '1', page(10_000))
    expect(c.peek('huge')).toBeUndefined()
    expect(c.size).toBe(3)
    // Replacing a key replaces its bytes.
    c.set('a', '2', page(10))
    expect(c.peek('a')?.stamp).toBe('2')
    c.delete('a')
    expect(c.peek('a')).toBeUndefined()
    expect(c.size).toBe(2)
  })
})
