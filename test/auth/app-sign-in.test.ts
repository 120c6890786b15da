// App sign-in: identity providers and public clients through the admin API, ID token exchange,
// refresh rotation and reuse, user confinement, client revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import { decodeJwt, generateKeyPair } from 'jose'
import { bearer, createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'
import { startIdp, type TestIdp } from '../helpers/idp.js'
import { DATA_SCOPES } from '../../src/auth/scopes.js'

let t: TestApp
let p: TestProject
let admin: string
let idp: TestIdp
let appClient: string

beforeAll(async () => {
  t = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '10000' })
  p = await createTestProject(t.app)
  admin = await p.token()
  idp = await startIdp()
  const reg = await post(`/v1/projects/${p.projectId}/identity_providers`, { issuer: idp.issuer, audience: 'app-client', jwks_uri: idp.jwksUri })
  expect(reg.statusCode, reg.body).toBe(201)
  appClient = await publicClient()
})
afterAll(async () => {
  await t.close()
  await idp.close()
})

function post(url: string, payload: object, tok = admin) {
  return t.app.inject({ method: 'POST', url, headers: bearer(tok), payload })
}
async function publicClient(scopes?: string[]): Promise<string> {
  const res = await post(`/v1/projects/${p.projectId}/oauth_clients`, { name: 'ios app', type: 'public', ...(scopes ? { scopes } : {}) })
  expect(res.statusCode, res.body).toBe(201)
  expect(res.json().client_secret).toBeUndefined()
  return res.json().client_id
}
const sdk = (body: object, projectId = p.projectId) => t.app.inject({ method: 'POST', url: `/v1/projects/${projectId}/auth/sdk`, payload: body })
const exchange = (token: string, clientId = appClient) => sdk({ grant: 'exchange', token, client_id: clientId })
const refresh = (token: string, clientId = appClient) => sdk({ grant: 'refresh', token, client_id: clientId })
let subjects = 0
const newSubject = () => `subject-${Date.now()}-${++subjects}`

describe('admin routes', () => {
  it('creates, lists and never shows a secret twice', async () => {
    const conf = await post(`/v1/projects/${p.projectId}/oauth_clients`, { name: 'backend', type: 'confidential', scopes: 'users:read users:update' })
    expect(conf.statusCode).toBe(201)
    expect(conf.json()).toMatchObject({ name: 'backend', type: 'confidential', scopes: ['users:read', 'users:update'] })
    expect(conf.json().client_secret).toMatch(/^hds_/)
    const list = await t.app.inject({ method: 'GET', url: `/v1/projects/${p.projectId}/oauth_clients`, headers: bearer(admin) })
    expect(list.statusCode).toBe(200)
    expect(list.json().some((c: { client_id: string }) => c.client_id === conf.json().client_id)).toBe(true)
    expect(list.body).not.toContain('client_secret')
    expect(list.body).not.toContain('hds_')
  })

  it.each([
    [{ name: 'x', type: 'public', scopes: ['admin.webhooks:create'] }, 'body/scopes: a public client cannot have admin.webhooks:create'],
    [{ name: 'x', type: 'public', scopes: ['users:fly'] }, 'body/scopes: unknown scope users:fly'],
    // Found by the fuzzer: what is not even shaped like a scope is not echoed back.
    [{ name: 'x', type: 'public', scopes: ['<img src=x onerror=alert(1)>'] }, 'body/scopes names a scope that does not exist'],
    [{ name: 'x', type: 'public', scopes: `users:read ${'z'.repeat(300)}:read` }, 'body/scopes names a scope that does not exist'],
    [{ name: 'x', type: 'robot' }, 'body/type must be one of: confidential, public'],
    [{ type: 'public' }, 'body/name is required'],
  ])('refuses %j', async (body, error) => {
    const res = await post(`/v1/projects/${p.projectId}/oauth_clients`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })

  it('gives no client more than the creating token has', async () => {
    const limited = await p.token(['admin.oauth_clients:create', 'users:read'])
    const res = await post(`/v1/projects/${p.projectId}/oauth_clients`, { name: 'x', type: 'public', scopes: ['users:update'] }, limited)
    expect(res.json()).toEqual({ error: 'body/scopes: users:update is not a scope of your token' })
    const dflt = await post(`/v1/projects/${p.projectId}/oauth_clients`, { name: 'x', type: 'confidential' }, limited)
    expect(dflt.json().scopes).toEqual(['users:read', 'admin.oauth_clients:create'])
  })

  it('registers identity providers by discovery, refuses duplicates, lists and deletes', async () => {
    const other = await startIdp()
    try {
      const url = `/v1/projects/${p.projectId}/identity_providers`
      const res = await post(url, { issuer: other.issuer, audience: 'web' })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ issuer: other.issuer, audience: 'web', user_claim: 'sub' })
      expect((await post(url, { issuer: other.issuer, audience: 'web' })).statusCode).toBe(409)
      const appId = await publicClient()
      const ok = await exchange(await other.sign({ aud: 'web', sub: newSubject() }), appId)
      expect(ok.statusCode, ok.body).toBe(200)
      const list = await t.app.inject({ method: 'GET', url, headers: bearer(admin) })
      expect(list.json().map((i: { issuer: string }) => i.issuer)).toContain(other.issuer)
      const del = await t.app.inject({ method: 'DELETE', url: `${url}/${res.json().id}`, headers: bearer(admin) })
      expect(del.statusCode).toBe(204)
      expect((await exchange(await other.sign({ aud: 'web', sub: newSubject() }), appId)).json()).toEqual({ error: 'invalid_grant' })
      expect((await t.app.inject({ method: 'DELETE', url: `${url}/${res.json().id}`, headers: bearer(admin) })).statusCode).toBe(404)
      expect((await post(url, { issuer: 'not a url', audience: 'x' })).statusCode).toBe(400)
    } finally {
      await other.close()
    }
  })
})

describe('grant exchange', () => {
  it('exchanges a good ID token for a user-confined token and a refresh token, creating the user', async () => {
    const sub = newSubject()
    const res = await exchange(await idp.sign({ sub }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type', 'user_id'])
    expect(body).toMatchObject({ token_type: 'Bearer', user_id: sub })
    expect(body.refresh_token).toMatch(/^hdr_[A-Za-z0-9_-]{43}$/)
    const c = decodeJwt(body.access_token)
    expect(c).toMatchObject({ principal_type: 'user', user_id: sub, sub, client_id: appClient, project_id: p.projectId })
    const scopes = String(c.scope).split(' ')
    expect(scopes.every((s) => (DATA_SCOPES as readonly string[]).includes(s))).toBe(true)
    expect(scopes.some((s) => s.startsWith('admin.'))).toBe(false)
    const user = await t.app.inject({ method: 'GET', url: `/users/${sub}`, headers: bearer(admin) })
    expect(user.statusCode).toBe(200)
    // The same identity again: the same user.
    expect((await exchange(await idp.sign({ sub }))).json().user_id).toBe(sub)
  })

  it('creates its user as the users area creates one: the row alone, as a PATCH naming no field, and no event', async () => {
    const listEvents = async (after: number) =>
      (await t.app.inject({ method: 'GET', url: `/v1/projects/${p.projectId}/events?after=${after}&limit=1000`, headers: bearer(admin) })).json() as {
        events: { data: { user_id?: string } }[]
        next_after: number
      }
    const getUser = async (id: string) => (await t.app.inject({ method: 'GET', url: `/users/${id}`, headers: bearer(admin) })).json()
    const [signedIn, patched] = [newSubject(), newSubject()]
    const before = (await listEvents(0)).next_after
    expect((await exchange(await idp.sign({ sub: signedIn }))).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${patched}`, headers: bearer(admin), payload: {} })).statusCode).toBe(200)
    const [a, b] = [await getUser(signedIn), await getUser(patched)]
    expect(a).toEqual({ id: signedIn, created_at: a.created_at, updated_at: a.created_at, data_syncs: [] })
    expect(b).toEqual({ id: patched, created_at: b.created_at, updated_at: b.created_at, data_syncs: [] })
    // A user's only event is users:deleted: neither creation appends one.
    expect((await listEvents(before)).events.filter((e) => e.data.user_id === signedIn || e.data.user_id === patched)).toEqual([])
  })

  it('signs the first identity in as a user the backend created before, with its data', async () => {
    const sub = newSubject()
    const created = await t.app.inject({ method: 'PATCH', url: `/users/${sub}`, headers: bearer(admin), payload: { language: 'de' } })
    expect(created.statusCode).toBe(200)
    const res = await exchange(await idp.sign({ sub }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().user_id).toBe(sub)
    const me = await t.app.inject({ method: 'GET', url: `/users/${sub}`, headers: bearer(res.json().access_token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().language).toBe('de')
  })

  it('keys users by issuer and subject, not by the user claim', async () => {
    const byEmail = await startIdp()
    try {
      await post(`/v1/projects/${p.projectId}/identity_providers`, { issuer: byEmail.issuer, audience: 'app-client', user_claim: 'email' })
      const sub = newSubject()
      const first = await exchange(await byEmail.sign({ sub, email: `${sub}@example.org` }))
      expect(first.json().user_id).toBe(`${sub}@example.org`)
      const changed = await exchange(await byEmail.sign({ sub, email: `new-${sub}@example.org` }))
      expect(changed.json().user_id).toBe(`${sub}@example.org`)
      // Another person whose claim names the same user id is refused, not merged.
      const intruder = await exchange(await byEmail.sign({ sub: newSubject(), email: `${sub}@example.org` }))
      expect(intruder.statusCode).toBe(400)
      expect(intruder.json()).toEqual({ error: 'invalid_grant' })
      expect((await exchange(await byEmail.sign({ sub: newSubject() }))).json()).toEqual({ error: 'invalid_grant' })
    } finally {
      await byEmail.close()
    }
  })

  const now = () => Math.floor(Date.now() / 1000)
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const bad: [string, () => Promise<string>][] = [
    ['of an unregistered issuer', () => idp.sign({ iss: 'https://evil.example' })],
    ['for another audience', () => idp.sign({ aud: 'someone-else' })],
    ['expired', () => idp.sign({ exp: now() - 120, iat: now() - 600 })],
    ['not yet valid (nbf)', () => idp.sign({ nbf: now() + 300 })],
    ['issued in the future (iat)', () => idp.sign({ iat: now() + 600, exp: now() + 900 })],
    ['without iat', () => idp.sign({ iat: undefined })],
    ['without sub', () => idp.sign({ sub: undefined })],
    ['signed by an unknown key', async () => idp.sign({}, { key: (await generateKeyPair('RS256')).privateKey })],
    ['with an unknown kid', async () => idp.sign({}, { kid: 'key-99', key: (await generateKeyPair('RS256')).privateKey })],
    [
      'with alg none',
      async () => `${b64({ alg: 'none', kid: 'key-1' })}.${b64({ iss: idp.issuer, aud: 'app-client', sub: 's', iat: now(), exp: now() + 60 })}.`,
    ],
    [
      'HS256-signed with the public key',
      async () => {
        const jwks = (await (await fetch(idp.jwksUri)).json()) as { keys: unknown[] }
        const input = `${b64({ alg: 'HS256', kid: 'key-1' })}.${b64({ iss: idp.issuer, aud: 'app-client', sub: 's', iat: now(), exp: now() + 60 })}`
        return `${input}.${createHmac('sha256', JSON.stringify(jwks.keys[0])).update(input).digest('base64url')}`
      },
    ],
    ['that is our own access token', () => p.token(['users:read'])],
    ['that is an access token of the provider', () => idp.sign({}, { typ: 'at+jwt' })],
    ['that is garbage', async () => 'not.a.jwt'],
  ]
  it.each(bad)('refuses an ID token %s with invalid_grant', async (_n, make) => {
    const res = await exchange(await make())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'invalid_grant' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers invalid_client for unknown, confidential, revoked and foreign clients', async () => {
    const token = await idp.sign({ sub: newSubject() })
    const other = await createTestProject(t.app)
    const otherAdmin = await other.token()
    const foreign = (
      await t.app.inject({
        method: 'POST',
        url: `/v1/projects/${other.projectId}/oauth_clients`,
        headers: bearer(otherAdmin),
        payload: { name: 'x', type: 'public' },
      })
    ).json().client_id
    const revoked = await publicClient()
    await post(`/v1/projects/${p.projectId}/oauth_clients/${revoked}/revoke`, {})
    for (const clientId of ['cl_nope', p.clientId, revoked, foreign]) {
      const res = await exchange(token, clientId)
      expect(res.statusCode, clientId).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_client' })
    }
  })

  it('answers invalid_request and unsupported_grant_type for bad bodies', async () => {
    expect((await sdk({ grant: 'exchange', client_id: appClient })).json()).toEqual({ error: 'invalid_request' })
    expect((await sdk({ grant: 'password', token: 'x', client_id: appClient })).json()).toEqual({ error: 'unsupported_grant_type' })
  })
})

describe('user tokens', () => {
  it('reach their own user only, never lists or admin routes', async () => {
    const sub = newSubject()
    const token = (await exchange(await idp.sign({ sub }))).json().access_token
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${sub}`, headers: bearer(token), payload: { firstname: 'Me' } })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/users/${sub}/facts`, headers: bearer(token) })).statusCode).toBe(200)
    for (const [method, url] of [
      ['GET', `/users/someone-else`],
      ['GET', `/users/someone-else/ai/summaries`],
      ['GET', '/users'],
      ['GET', `/v1/projects/${p.projectId}/oauth_clients`],
      ['GET', `/v1/projects/${p.projectId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token) })
      expect(res.statusCode, url).toBe(403)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
    const other = await createTestProject(t.app)
    expect((await t.app.inject({ method: 'GET', url: `/v1/projects/${other.projectId}`, headers: bearer(token) })).statusCode).toBe(404)
  })
})

describe('grant refresh', () => {
  it('rotates on every use; reusing a spent token revokes the whole family', async () => {
    const first = (await exchange(await idp.sign({ sub: newSubject() }))).json()
    const second = await refresh(first.refresh_token)
    expect(second.statusCode, second.body).toBe(200)
    const s = second.json()
    expect(s.refresh_token).not.toBe(first.refresh_token)
    expect(s.user_id).toBe(first.user_id)
    expect(decodeJwt(s.access_token)).toMatchObject({ principal_type: 'user', user_id: first.user_id })
    const third = await refresh(s.refresh_token)
    expect(third.statusCode).toBe(200)
    // Replaying an old token: refused, and the newest token of the family dies with it.
    expect((await refresh(first.refresh_token)).json()).toEqual({ error: 'invalid_grant' })
    expect((await refresh(third.json().refresh_token)).json()).toEqual({ error: 'invalid_grant' })
  })

  it('lets at most one of ten parallel refreshes with one token succeed', async () => {
    const first = (await exchange(await idp.sign({ sub: newSubject() }))).json()
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh_token)))
    const ok = results.filter((r) => r.statusCode === 200)
    const other = results.filter((r) => r.statusCode !== 200 && r.statusCode !== 400)
    expect(other.map((r) => `${r.statusCode} ${r.body}`)).toEqual([])
    expect(ok.length).toBeLessThanOrEqual(1)
    expect(results.filter((r) => r.statusCode === 400).length).toBe(10 - ok.length)
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toEqual({ error: 'invalid_grant' })
  })

  it('refuses unknown tokens, another client, and tokens past their idle or absolute lifetime', async () => {
    expect((await refresh(`hdr_${'A'.repeat(43)}`)).json()).toEqual({ error: 'invalid_grant' })
    const first = (await exchange(await idp.sign({ sub: newSubject() }))).json()
    const otherApp = await publicClient()
    expect((await refresh(first.refresh_token, otherApp)).json()).toEqual({ error: 'invalid_grant' })
    // Presented by the wrong client, the token was not spent.
    expect((await refresh(first.refresh_token)).statusCode).toBe(200)

    const idle = (await exchange(await idp.sign({ sub: newSubject() }))).json()
    await t.app.db.query(`UPDATE refresh_tokens SET idle_expires_at = now() - interval '1 second' WHERE user_id = $1`, [idle.user_id])
    expect((await refresh(idle.refresh_token)).json()).toEqual({ error: 'invalid_grant' })
    const old = (await exchange(await idp.sign({ sub: newSubject() }))).json()
    await t.app.db.query(`UPDATE refresh_tokens SET family_expires_at = now() - interval '1 second' WHERE user_id = $1`, [old.user_id])
    expect((await refresh(old.refresh_token)).json()).toEqual({ error: 'invalid_grant' })
  })
})

describe('client revocation', () => {
  it('stops new tokens and refreshes at once, and live access tokens within 30 s', async () => {
    const clientId = await publicClient()
    const a = (await exchange(await idp.sign({ sub: newSubject() }), clientId)).json()
    const b = (await exchange(await idp.sign({ sub: newSubject() }), clientId)).json()
    // The tokens are in use (the client is cached as valid) when the revocation comes.
    expect((await t.app.inject({ method: 'GET', url: `/users/${a.user_id}`, headers: bearer(a.access_token) })).statusCode).toBe(200)
    const rev = await post(`/v1/projects/${p.projectId}/oauth_clients/${clientId}/revoke`, {})
    expect(rev.statusCode).toBe(200)
    expect(rev.json().revoked_at).toBeDefined()
    expect((await refresh(a.refresh_token, clientId)).json()).toEqual({ error: 'invalid_client' })
    expect((await exchange(await idp.sign({ sub: newSubject() }), clientId)).statusCode).toBe(401)
    const started = Date.now()
    let status = 200
    while (status === 200 && Date.now() - started < 30_000) {
      status = (await t.app.inject({ method: 'GET', url: `/users/${a.user_id}`, headers: bearer(a.access_token) })).statusCode
      if (status === 200) await new Promise((r) => setTimeout(r, 500))
    }
    expect(status).toBe(401)
    expect(Date.now() - started).toBeLessThan(30_000)
    expect((await t.app.inject({ method: 'GET', url: `/users/${b.user_id}`, headers: bearer(b.access_token) })).statusCode).toBe(401)
    // Its refresh tokens are dead in the database too.
    const live = await t.app.db.query(`SELECT count(*)::int AS n FROM refresh_tokens WHERE client_id = $1 AND revoked_at IS NULL`, [clientId])
    expect(live.rows[0].n).toBe(0)
  }, 45_000)
})
