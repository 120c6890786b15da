// Custom record scopes in the specification's namespace form, custom_records:{type}:{action}:
// requested by a client allowed custom_records:{action}, reaching one record type only.
// The integration tests need the guard (src/http/auth.ts) to check scopes with grantsScope and
// the token endpoints (src/modules/auth/service.ts) to grant with mayRequestScope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { grantsScope, isKnownScope, isNamespacedScope, mayRequestScope } from '../../src/auth/scopes.js'

describe('scope helpers (pure)', () => {
  it('grants custom_records:{type}:{action} on that type’s paths only', () => {
    const scopes = new Set(['custom_records:mood:read', 'activities:read'])
    expect(grantsScope(scopes, 'custom_records:read', { user_id: 'u', type: 'mood' })).toBe(true)
    expect(grantsScope(scopes, 'custom_records:read', { user_id: 'u', type: 'weight' })).toBe(false)
    expect(grantsScope(scopes, 'custom_records:create', { user_id: 'u', type: 'mood' })).toBe(false)
    expect(grantsScope(scopes, 'custom_records:read', { user_id: 'u' })).toBe(false)
    // Another resource's {type} path parameter (daily records) is not a record type.
    expect(grantsScope(new Set(['custom_records:scores:read']), 'daily_records:read', { type: 'scores' })).toBe(false)
    expect(grantsScope(scopes, 'activities:read', {})).toBe(true)
    expect(grantsScope(new Set(['custom_records:read']), 'custom_records:read', { type: 'anything' })).toBe(true)
  })

  it('lets a client allowed custom_records:{action} request it for any type, and nothing else', () => {
    const allowed = ['custom_records:read', 'users:read']
    expect(mayRequestScope(allowed, 'custom_records:read')).toBe(true)
    expect(mayRequestScope(allowed, 'custom_records:mood:read')).toBe(true)
    expect(mayRequestScope(allowed, 'custom_records:mood:create')).toBe(false)
    expect(mayRequestScope(allowed, 'custom_records:Mood:read')).toBe(false)
    expect(mayRequestScope(allowed, 'custom_records:mood:read:x')).toBe(false)
    expect(mayRequestScope(allowed, 'users:mood:read')).toBe(false)
    expect(isNamespacedScope('custom_records:mood_2:delete')).toBe(true)
    expect(isKnownScope('custom_records:create')).toBe(true)
    expect(isKnownScope('admin.custom_record_types:update')).toBe(true)
  })
})

describe('custom_records:{type}:{action} tokens', () => {
  let t: TestApp
  let p: TestProject
  let admin: string
  let user: string

  beforeAll(async () => {
    t = await createTestApp()
    p = await createTestProject(t.app)
    admin = await p.token()
    for (const [name, granularity] of [
      ['mood', 'day'],
      ['glucose', 'day'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/projects/${p.projectId}/custom_record_types`,
        headers: bearer(admin),
        payload: { name, granularity },
      })
      expect(res.statusCode).toBe(201)
    }
    user = uniqueUserId()
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${user}`, headers: bearer(admin), payload: {} })).statusCode).toBe(200)
    for (const type of ['mood', 'glucose']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/users/${user}/custom_records/${type}/r1`,
        headers: bearer(admin),
        payload: { date: '2026-03-01', value: 1 },
      })
      expect(res.statusCode).toBe(200)
    }
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, tok: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) })

  it('issues a namespaced scope to a client allowed the plain one, and refuses it otherwise', async () => {
    const read = await p.token(['custom_records:mood:read'])
    expect(read).toBeTruthy()
    const limited = await createTestProject(t.app, ['custom_records:read'])
    await expect(limited.token(['custom_records:mood:create'])).rejects.toThrow(/400.*invalid_scope/)
    await expect(limited.token(['custom_records:Mood:read'])).rejects.toThrow(/400.*invalid_scope/)
    expect(await limited.token(['custom_records:mood:read'])).toBeTruthy()
  })

  it('reaches the named type only, and only for its action', async () => {
    const read = await p.token(['custom_records:mood:read'])
    expect((await call('GET', `/users/${user}/custom_records/mood/r1`, read)).statusCode).toBe(200)
    expect((await call('GET', `/users/${user}/custom_records/mood`, read)).statusCode).toBe(200)
    const other = await call('GET', `/users/${user}/custom_records/glucose/r1`, read)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ error: 'insufficient_scope' })
    expect((await call('PUT', `/users/${user}/custom_records/mood/r1`, read, { date: '2026-03-01' })).statusCode).toBe(403)

    const write = await p.token(['custom_records:mood:create', 'custom_records:mood:delete'])
    expect((await call('PUT', `/users/${user}/custom_records/mood/r2`, write, { date: '2026-03-02', value: 2 })).statusCode).toBe(200)
    expect((await call('PUT', `/users/${user}/custom_records/glucose/r2`, write, { date: '2026-03-02', value: 2 })).statusCode).toBe(403)
    expect((await call('DELETE', `/users/${user}/custom_records/mood/r2`, write)).statusCode).toBe(204)
    expect((await call('GET', `/users/${user}/custom_records/mood/r1`, write)).statusCode).toBe(403)
    // A record type named like a daily-record type reaches no daily record.
    const scores = t.app.issueAccessToken({
      projectId: p.projectId,
      clientId: p.clientId,
      scopes: ['custom_records:scores:read'],
      principalType: 'client',
    }).access_token
    expect((await call('GET', `/users/${user}/daily_records/scores/2026-03-01/sleep`, scores)).statusCode).toBe(403)
  })
})
