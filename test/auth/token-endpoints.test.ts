// Token endpoints: client credentials on both routes, RFC 6749 errors, scopes, no-store, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'
import { revokeClient } from '../../src/modules/auth/clients-repository.js'

let t: TestApp
let p: TestProject

beforeAll(async () => {
  t = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '1000', ACCESS_TOKEN_TTL: '900' })
  p = await createTestProject(t.app, ['users:read', 'users:update', 'admin.projects:read'])
})
afterAll(() => t.close())

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const basicOf = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

function oauthToken(fields: Record<string, string>, authorization = p.basic) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  })
}
function serverToken(body: unknown, authorization: string | null = p.basic, projectId = p.projectId) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/projects/${projectId}/auth/server`,
    headers: { ...(authorization ? { authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}

describe('POST /oauth/token', () => {
  it('issues an ES256 at+jwt access token with every claim', async () => {
    const res = await oauthToken({ grant_type: 'client_credentials', resource: `urn:healthd:project:${p.projectId}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type'])
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 })
    const header = decodeProtectedHeader(body.access_token)
    expect(header).toEqual({ alg: 'ES256', typ: 'at+jwt', kid: t.app.signingKey.kid })
    const c = decodeJwt(body.access_token)
    expect(c).toMatchObject({
      iss: t.config.publicUrl,
      aud: `urn:healthd:project:${p.projectId}`,
      project_id: p.projectId,
      sub: p.clientId,
      client_id: p.clientId,
      principal_type: 'client',
      scope: 'users:read users:update admin.projects:read',
    })
    expect(c.exp! - c.iat!).toBe(900)
    expect(c.nbf).toBe(c.iat)
    expect(c.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(c.user_id).toBeUndefined()
  })

  it('accepts a request without resource, for the client’s own project', async () => {
    const res = await oauthToken({ grant_type: 'client_credentials' })
    expect(res.statusCode).toBe(200)
    expect(decodeJwt(res.json().access_token).project_id).toBe(p.projectId)
  })

  it('grants a requested subset of scopes and refuses any other scope', async () => {
    const ok = await oauthToken({ grant_type: 'client_credentials', scope: 'users:read' })
    expect(decodeJwt(ok.json().access_token).scope).toBe('users:read')
    for (const scope of ['users:delete', 'users:read nonsense', '', 'admin.webhooks:create']) {
      const res = await oauthToken({ grant_type: 'client_credentials', scope })
      expect(res.statusCode, scope).toBe(400)
      expect(res.json()).toEqual({ error: 'invalid_scope' })
    }
  })

  it.each([
    [{ grant_type: 'password' }, 400, 'unsupported_grant_type'],
    [{ grant_type: 'authorization_code' }, 400, 'unsupported_grant_type'],
    [{}, 400, 'invalid_request'],
    [{ grant_type: 'client_credentials', resource: 'urn:healthd:project:someone-else' }, 400, 'invalid_target'],
    [{ grant_type: 'client_credentials', resource: 'https://example.com' }, 400, 'invalid_target'],
  ])('answers %j with %i %s', async (fields, status, error) => {
    const res = await oauthToken(fields as Record<string, string>)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ error })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers a wrong secret, an unknown client and no credentials identically (401 invalid_client)', async () => {
    const cases = [basicOf(p.clientId, 'wrong-secret'), basicOf('cl_unknown', p.clientSecret), 'Basic !!!', 'Bearer x', undefined]
    for (const authorization of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ grant_type: 'client_credentials' }),
      })
      expect(res.statusCode, String(authorization)).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_client' })
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="healthd"/)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it('refuses JSON bodies (415)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: p.basic, 'content-type': 'application/json' },
      payload: { grant_type: 'client_credentials' },
    })
    expect(res.statusCode).toBe(415)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('refuses a revoked client', async () => {
    const q = await createTestProject(t.app, ['users:read'])
    await revokeClient(t.app.db, q.projectId, q.clientId)
    const res = await oauthToken({ grant_type: 'client_credentials' }, q.basic)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_client' })
  })
})

describe('POST /v1/projects/{project_id}/auth/server', () => {
  it('issues a token with no body, an empty body, or a scope', async () => {
    for (const body of [undefined, {}, { scope: 'users:read' }]) {
      const res = await serverToken(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const c = decodeJwt(res.json().access_token)
      expect(c.project_id).toBe(p.projectId)
      if (body && 'scope' in body) expect(c.scope).toBe('users:read')
    }
  })

  it('never gives a client a token for another project', async () => {
    const other = await createTestProject(t.app)
    const res = await serverToken({}, p.basic, other.projectId)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_client' })
  })

  it('refuses form bodies (415) with an RFC 6749 code, as every token endpoint error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/projects/${p.projectId}/auth/server`,
      headers: { authorization: p.basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'scope=users%3Aread',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'invalid_request' })
  })

  it('answers RFC 6749 codes for bad requests', async () => {
    expect((await serverToken({ scope: 'users:delete' })).json()).toEqual({ error: 'invalid_scope' })
    const extra = await serverToken({ scope: 'users:read', grant_type: 'x' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json()).toEqual({ error: 'invalid_request' })
    const noAuth = await serverToken({})
    expect(noAuth.statusCode).toBe(200)
    const missing = await serverToken({}, null)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ error: 'invalid_client' })
  })
})

describe('POST /v1/projects/{project_id}/auth/sdk', () => {
  it('answers RFC 6749 codes for bad bodies and unknown clients (the grants: app-sign-in.test.ts)', async () => {
    const url = `/v1/projects/${p.projectId}/auth/sdk`
    const unknown = await t.app.inject({ method: 'POST', url, payload: { grant: 'exchange', token: 'x', client_id: 'c' } })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ error: 'invalid_client' })
    expect(unknown.headers['cache-control']).toBe('no-store')
    const bad = await t.app.inject({ method: 'POST', url, payload: { grant: 'magic', token: 'x', client_id: 'c' } })
    expect(bad.json()).toEqual({ error: 'unsupported_grant_type' })
    const missing = await t.app.inject({ method: 'POST', url, payload: { grant: 'refresh' } })
    expect(missing.json()).toEqual({ error: 'invalid_request' })
  })
})

describe('rate limiting of token endpoints', () => {
  it('answers 429 with Retry-After past the per-client limit, per client and address', async () => {
    const limited = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '3' })
    try {
      const q = await createTestProject(limited.app, ['users:read'])
      const ask = (authorization: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ grant_type: 'client_credentials' }),
        })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await ask(q.basic)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 429])
      const res = await ask(q.basic)
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      expect(res.headers['ratelimit-limit']).toBe('3')
      expect(Object.keys(res.json())).toEqual(['error'])
      // Wrong secrets count against the same key: guessing is limited too.
      const r = await createTestProject(limited.app, ['users:read'])
      const guesses = []
      for (let i = 0; i < 4; i++) guesses.push((await ask(basicOf(r.clientId, `guess-${i}`))).statusCode)
      expect(guesses).toEqual([401, 401, 401, 429])
      // Another client from the same address still gets its own budget.
      expect((await ask(r.basic)).statusCode).toBe(429)
      const s = await createTestProject(limited.app, ['users:read'])
      expect((await ask(s.basic)).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
