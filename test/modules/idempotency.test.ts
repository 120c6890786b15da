// Idempotency-Key: a repeated POST answers the first response and creates nothing new.
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

const post = (url: string, payload: object, key?: string, tok = token) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(tok), ...(key ? { 'idempotency-key': key } : {}) }, payload })
async function user() {
  const u = uniqueUserId()
  await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: {} })
  return u
}
const meals = async (u: string) => (await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals`, headers: bearer(token) })).json().pagination.total

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and request, creating nothing new', async () => {
    const u = await user()
    const key = `k-${u}`
    const first = await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, key)
    expect(first.statusCode).toBe(201)
    const again = await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, key)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await meals(u)).toBe(1)
    // Without a key, or with another key, it is a new meal.
    await post(`/users/${u}/nutrition/meals`, { description: 'an apple' })
    await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, `${key}-2`)
    expect(await meals(u)).toBe(3)
  })

  it('answers 409 for the same key with a different request', async () => {
    const u = await user()
    await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, `x-${u}`)
    const res = await post(`/users/${u}/nutrition/meals`, { description: 'a pear' }, `x-${u}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'Idempotency-Key was used for a different request' })
    expect(await meals(u)).toBe(1)
  })

  it('runs one of several concurrent requests with one key', async () => {
    const u = await user()
    const results = await Promise.all(Array.from({ length: 6 }, () => post(`/users/${u}/nutrition/meals`, { description: 'a banana' }, `c-${u}`)))
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true)
    expect(await meals(u)).toBe(1)
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().id))
    expect(ids.size).toBe(1)
  })

  it('keeps keys apart per caller and replays client errors', async () => {
    const u = await user()
    const other = await createTestProject(t.app)
    const otherTok = await other.token()
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(otherTok), payload: {} })
    expect((await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, 'shared', token)).statusCode).toBe(201)
    expect((await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, 'shared', otherTok)).headers['idempotent-replayed']).toBeUndefined()
    const missing = await post(`/users/nobody-${u}/nutrition/meals`, { description: 'an apple' }, `nf-${u}`)
    expect(missing.statusCode).toBe(404)
    const replay = await post(`/users/nobody-${u}/nutrition/meals`, { description: 'an apple' }, `nf-${u}`)
    expect(replay.statusCode).toBe(404)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual({ error: 'user not found' })
  })

  it('refuses a malformed key', async () => {
    const u = await user()
    const res = await post(`/users/${u}/nutrition/meals`, { description: 'an apple' }, 'x'.repeat(256))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Idempotency-Key must be 1 to 255 visible ASCII characters' })
  })
})
