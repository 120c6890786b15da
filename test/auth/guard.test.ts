// The guard: every protected route needs a valid ES256 at+jwt access token for its project,
// with the route's scope; forged, expired, mistyped or misplaced tokens are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, importPKCS8, type JWTPayload } from 'jose'
import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto'
import { bearer, createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'
import { revokeClient } from '../../src/modules/auth/clients-repository.js'

let t: TestApp
let p: TestProject

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
})
afterAll(() => t.close())

function claims(over: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000)
  return {
    iss: t.config.publicUrl,
    aud: `urn:healthd:project:${p.projectId}`,
    exp: now + 600,
    iat: now,
    nbf: now,
    jti: randomUUID(),
    sub: p.clientId,
    project_id: p.projectId,
    principal_type: 'client',
    scope: 'users:read admin.projects:read',
    client_id: p.clientId,
    ...over,
  }
}

async function forge(over: JWTPayload = {}, header: Record<string, unknown> = {}, pem = t.app.signingKey.privatePem) {
  const key = await importPKCS8(pem, 'ES256')
  return new SignJWT(claims(over)).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: t.app.signingKey.kid, ...header }).sign(key)
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('the guard', () => {
  it('accepts a token forged exactly like ours (the fixture is right)', async () => {
    const res = await get(`/v1/projects/${p.projectId}`, bearer(await forge()))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ project_id: p.projectId })
  })

  it('answers 401 invalid_token with WWW-Authenticate for a missing or malformed header', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer a b' }]
    for (const headers of cases) {
      const res = await get('/users', headers)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_token' })
      expect(res.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/)
    }
  })

  it('refuses tokens in the query string', async () => {
    const token = await p.token()
    const res = await get(`/users?access_token=${token}`)
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toContain('Authorization header')
  })

  const now = () => Math.floor(Date.now() / 1000)
  const bad: [string, () => Promise<string>][] = [
    ['expired beyond the leeway', () => forge({ exp: now() - 120, iat: now() - 800, nbf: now() - 800 })],
    ['not valid before a future nbf', () => forge({ nbf: now() + 300 })],
    ['of another issuer', () => forge({ iss: 'https://evil.example' })],
    ['of another audience', () => forge({ aud: 'urn:healthd:project:other' })],
    ['whose aud and project_id disagree', () => forge({ project_id: 'other' })],
    ['of a wrong typ', () => forge({}, { typ: 'JWT' })],
    ['without typ', () => forge({}, { typ: undefined })],
    [
      'signed by another key',
      () => {
        const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
        return forge({}, {}, other)
      },
    ],
    [
      'with a jwk header carrying its own key',
      async () => {
        const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
        const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
        return forge({}, { jwk: publicKey.export({ format: 'jwk' }), kid: undefined }, pem)
      },
    ],
    ['with alg none', async () => `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims())}.`],
    [
      'HS256 signed with the public key',
      async () => {
        const input = `${b64({ alg: 'HS256', typ: 'at+jwt', kid: t.app.signingKey.kid })}.${b64(claims())}`
        const sig = createHmac('sha256', t.app.signingKey.publicPem).update(input).digest('base64url')
        return `${input}.${sig}`
      },
    ],
    ['with an unknown principal type', () => forge({ principal_type: 'admin' })],
    ['for a user without user_id', () => forge({ principal_type: 'user' })],
    ['missing jti', () => forge({ jti: undefined })],
    [
      'tampered after signing',
      async () => {
        const [h, , s] = (await forge()).split('.')
        return `${h}.${b64(claims({ scope: 'users:read users:update' }))}.${s}`
      },
    ],
    ['that is not a JWT', async () => 'abc.def.ghi'],
  ]
  it.each(bad)('refuses a token %s', async (_name, make) => {
    const res = await get(`/v1/projects/${p.projectId}`, bearer(await make()))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_token' })
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="healthd", error="invalid_token"/)
  })

  it('accepts a token just expired within the 60 s leeway', async () => {
    const res = await get(`/v1/projects/${p.projectId}`, bearer(await forge({ exp: now() - 20 })))
    expect(res.statusCode).toBe(200)
  })

  it('answers 403 insufficient_scope when the route’s scope is missing', async () => {
    const token = await p.token(['users:read'])
    const res = await get(`/v1/projects/${p.projectId}`, bearer(token))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'insufficient_scope' })
    expect(res.headers['www-authenticate']).toContain('scope="admin.projects:read"')
  })

  it('answers 404 for a resource of another project', async () => {
    const other = await createTestProject(t.app)
    const res = await get(`/v1/projects/${other.projectId}`, bearer(await p.token()))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'project not found' })
  })

  it('confines a user token to its own user', async () => {
    const token = await forge({ principal_type: 'user', sub: 'alice', user_id: 'alice', scope: 'users:read users:update' })
    const own = await t.app.inject({ method: 'PATCH', url: '/users/alice', headers: bearer(token), payload: { firstname: 'A' } })
    expect(own.statusCode).toBe(200)
    const other = await get('/users/bob', bearer(token))
    expect(other.statusCode).toBe(403)
    expect(Object.keys(other.json())).toEqual(['error'])
  })

  it('stops accepting tokens of a revoked client', async () => {
    const q = await createTestProject(t.app)
    const token = await q.token()
    await revokeClient(t.app.db, q.projectId, q.clientId)
    // Never seen by this process before revocation: refused at once (the cache holds 10 s).
    const res = await get(`/v1/projects/${q.projectId}`, bearer(token))
    expect(res.statusCode).toBe(401)
  })

  it('refuses a token naming a client its project does not have, even one another project has', async () => {
    const q = await createTestProject(t.app)
    // q's client, read and known live for q's project...
    expect((await get(`/v1/projects/${q.projectId}`, bearer(await q.token()))).statusCode).toBe(200)
    // ...is no client of p's: a token of p's project naming it is refused (and so is an unknown one).
    for (const clientId of [q.clientId, `cl_${randomUUID()}`]) {
      const res = await get(`/v1/projects/${p.projectId}`, bearer(await forge({ client_id: clientId, sub: clientId })))
      expect(res.statusCode, clientId).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_token' })
    }
  })

  it('declares the scope of every protected route in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json()
    const op = doc.paths['/users/{user_id}'].patch
    expect(op.security).toEqual([{ oauth2: ['users:update'] }])
    expect(doc.paths['/users'].get.security).toEqual([{ oauth2: ['users:read'] }])
  })
})
