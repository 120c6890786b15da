// Facts: list (type filter, pages), delete with a tombstone; repository create and update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
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

async function user() {
  const id = uniqueUserId()
  await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: {} })
  return id
}
const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url, headers: bearer(tok) })

describe('facts', () => {
  it('lists newest first with every field, filters by type, and pages', async () => {
    const u = await user()
    const made = []
    for (const [i, type] of (['sleep', 'activity', 'sleep', 'goal', 'sleep'] as const).entries()) {
      made.push(await createFact(t.app.db, p.projectId, u, { text: `fact ${i}`, type, source: 'system', certainty: 0.5 + i / 10 }))
      await new Promise((r) => setTimeout(r, 2))
    }
    const all = (await get(`/users/${u}/facts`)).json()
    expect(all.pagination).toEqual({ limit: 50, total: 5, page: '', next_page: '' })
    expect(all.facts.map((f: { text: string }) => f.text)).toEqual(['fact 4', 'fact 3', 'fact 2', 'fact 1', 'fact 0'])
    expect(all.facts[4]).toEqual({
      id: made[0]!.id,
      user_id: u,
      text: 'fact 0',
      type: 'sleep',
      source: 'system',
      certainty_on_creation: 0.5,
      certainty_on_update: 0.5,
      created_at: made[0]!.created_at,
      updated_at: made[0]!.updated_at,
    })

    const ids: string[] = []
    let page = ''
    do {
      const res = await get(`/users/${u}/facts?type=sleep&limit=2&page=${page}`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.pagination.total).toBe(3)
      ids.push(...body.facts.map((f: { id: string }) => f.id))
      page = body.pagination.next_page
    } while (page)
    expect(ids).toEqual([made[4]!.id, made[2]!.id, made[0]!.id])
  })

  it('updates a fact in place, keeping its certainty on creation', async () => {
    const u = await user()
    const f = await createFact(t.app.db, p.projectId, u, { text: 'Trains in the morning', type: 'activity', source: 'system', certainty: 0.6 })
    await new Promise((r) => setTimeout(r, 5))
    const g = await updateFact(t.app.db, p.projectId, u, f.id, { certainty: 0.9, text: 'Trains early in the morning' })
    expect(g).toMatchObject({ id: f.id, text: 'Trains early in the morning', certainty_on_creation: 0.6, certainty_on_update: 0.9, created_at: f.created_at })
    expect(Date.parse(g!.updated_at)).toBeGreaterThan(Date.parse(f.updated_at))
    await expect(createFact(t.app.db, p.projectId, u, { text: 'x', type: 'goal', source: 'system', certainty: 1.5 })).rejects.toThrow()
  })

  it('deletes with 204, then 404; the deleted fact is gone from lists and cannot be updated', async () => {
    const u = await user()
    const f = await createFact(t.app.db, p.projectId, u, { text: 'x', type: 'mind', source: 'system' })
    const del = (tok = token, id = f.id) => t.app.inject({ method: 'DELETE', url: `/users/${u}/facts/${id}`, headers: bearer(tok) })
    const other = await createTestProject(t.app)
    expect((await del(await other.token())).statusCode).toBe(404)
    expect((await del(await p.token(['facts:read']))).statusCode).toBe(403)
    const res = await del()
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await del()).statusCode).toBe(404)
    expect((await del(token, 'not-a-uuid')).json()).toEqual({ error: 'fact not found' })
    expect((await get(`/users/${u}/facts`)).json().pagination.total).toBe(0)
    expect(await updateFact(t.app.db, p.projectId, u, f.id, { certainty: 0.2 })).toBeUndefined()
  })

  it('refuses bad queries and unknown users', async () => {
    const u = await user()
    for (const q of ['type=dream', 'limit=0', 'limit=1001', 'page=xyz']) {
      const res = await get(`/users/${u}/facts?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
    expect((await get(`/users/${uniqueUserId()}/facts`)).json()).toEqual({ error: 'user not found' })
    expect((await createFact(t.app.db, p.projectId, u, { text: 'y', type: 'body', source: 'system' })).type).toBe('body')
    await expect(createFact(t.app.db, p.projectId, uniqueUserId(), { text: 'y', type: 'body', source: 'system' })).rejects.toThrow('user not found')
  })

  it('never shows another project’s facts', async () => {
    const u = await user()
    await createFact(t.app.db, p.projectId, u, { text: 'mine', type: 'goal', source: 'system' })
    const other = await createTestProject(t.app)
    const otherToken = await other.token()
    expect((await get(`/users/${u}/facts`, otherToken)).json()).toEqual({ error: 'user not found' })
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(otherToken), payload: {} })
    expect((await get(`/users/${u}/facts`, otherToken)).json().pagination.total).toBe(0)
  })
})
