// Black box: a BOOTSTRAP_* server issues RFC 9068 access tokens to a standard OAuth client
// (oauth4webapi, discovery + client_credentials + Basic auth), verifiable with jose against the
// published JWKS, and usable on the API. Bootstrap is idempotent and rotates the secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as oauth from 'oauth4webapi'
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { freePort, killAll, removeAllDirs, runStorage, startServer, tokenRequest, uniqueSuffix, type Env, type RunningServer } from '../helpers/process.js'

const suffix = uniqueSuffix()
const PROJECT = `bbp_${suffix}`
const CLIENT = `bbc.${suffix}~tok`
const SECRET = `bbs-${uniqueSuffix(24)}`
const NEW_SECRET = `bbs-new-${uniqueSuffix(24)}`
const RESOURCE = `urn:healthd:project:${PROJECT}`
const TTL = 900

const storage = runStorage()
let server: RunningServer | undefined

/** Starts a server on a port known in advance, so PUBLIC_URL (the issuer) is its own URL. */
async function start(secret: string): Promise<RunningServer> {
  const port = await freePort()
  const env: Env = {
    ...storage.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ACCESS_TOKEN_TTL: String(TTL),
    BOOTSTRAP_PROJECT_ID: PROJECT,
    BOOTSTRAP_CLIENT_ID: CLIENT,
    BOOTSTRAP_CLIENT_SECRET: secret,
  }
  const s = await startServer(env)
  expect(s.url).toBe(`http://127.0.0.1:${port}`)
  return s
}

async function restart(secret: string): Promise<RunningServer> {
  const old = server
  server = undefined
  if (old) expect((await old.stop()).code).toBe(0)
  server = await start(secret)
  return server
}

/** Discovery, then the client_credentials grant with Basic client authentication, as any OAuth client does it. */
async function oauthToken(base: string, secret: string): Promise<{ as: oauth.AuthorizationServer; token: oauth.TokenEndpointResponse }> {
  const issuer = new URL(base)
  const discovery = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth.allowInsecureRequests]: true })
  const as = await oauth.processDiscoveryResponse(issuer, discovery)
  const client: oauth.Client = { client_id: CLIENT }
  const res = await oauth.clientCredentialsGrantRequest(
    as,
    client,
    oauth.ClientSecretBasic(secret),
    { resource: RESOURCE },
    {
      [oauth.allowInsecureRequests]: true,
    },
  )
  const token = await oauth.processClientCredentialsResponse(as, client, res)
  return { as, token }
}

async function patchUser(base: string, token: string, userId: string, body: unknown) {
  const res = await fetch(`${base}/users/${userId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  server = await start(SECRET)
})

afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

describe(`bootstrapped server (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it('publishes RFC 8414 metadata whose issuer is PUBLIC_URL', async () => {
    const base = server!.url
    const res = await fetch(`${base}/.well-known/oauth-authorization-server`)
    expect(res.status).toBe(200)
    const meta = (await res.json()) as Record<string, unknown>
    expect(meta['issuer']).toBe(base)
    expect(meta['token_endpoint']).toBe(`${base}/oauth/token`)
    expect(meta['jwks_uri']).toBe(`${base}/.well-known/jwks.json`)
    expect(meta['grant_types_supported']).toContain('client_credentials')
    expect(meta['scopes_supported']).toEqual(expect.arrayContaining(['users:update', 'admin.oauth_clients:create']))
  })

  it('issues an ES256 at+jwt to a standard OAuth client, verifiable against the JWKS, usable on the API', async () => {
    const base = server!.url
    const { as, token } = await oauthToken(base, SECRET)
    expect(token.token_type).toBe('bearer') // oauth4webapi lower-cases it
    expect(token.expires_in).toBe(TTL)
    const accessToken = token.access_token

    expect(as.jwks_uri).toBe(`${base}/.well-known/jwks.json`)
    const jwks = createRemoteJWKSet(new URL(as.jwks_uri!))
    const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, {
      issuer: base,
      audience: RESOURCE,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    })
    expect(protectedHeader.alg).toBe('ES256')
    expect(protectedHeader.typ).toBe('at+jwt')
    expect(typeof protectedHeader.kid).toBe('string')
    const jwksBody = (await (await fetch(as.jwks_uri!)).json()) as { keys: { kid: string; alg?: string; kty: string; d?: string }[] }
    const key = jwksBody.keys.find((k) => k.kid === protectedHeader.kid)
    expect(key).toBeDefined()
    expect(key!.kty).toBe('EC')
    expect(key!.d).toBeUndefined() // public keys only

    const now = Math.floor(Date.now() / 1000)
    expect(payload.iss).toBe(base)
    expect(payload.aud).toBe(RESOURCE)
    expect(payload.iat).toBeTypeOf('number')
    expect(Math.abs(payload.iat! - now)).toBeLessThan(120)
    expect(payload.nbf).toBeTypeOf('number')
    expect(payload.nbf!).toBeLessThanOrEqual(payload.iat! + 1)
    expect(payload.exp! - payload.iat!).toBe(TTL)
    expect(payload.jti).toMatch(/^.{8,}$/)
    expect(payload['project_id']).toBe(PROJECT)
    expect(payload.sub).toBe(CLIENT)
    expect(payload['principal_type']).toBe('client')
    expect(payload['client_id']).toBe(CLIENT)
    expect(payload['user_id']).toBeUndefined()
    const scopes = String(payload['scope']).split(' ')
    // The bootstrap client holds every scope, admin ones included.
    expect(scopes).toEqual(expect.arrayContaining(['users:read', 'users:update', 'admin.oauth_clients:create', 'admin.webhooks:create']))

    // A second token has its own jti.
    const again = await oauthToken(base, SECRET)
    expect(decodeProtectedHeader(again.token.access_token).kid).toBe(protectedHeader.kid)
    const second = await jwtVerify(again.token.access_token, jwks, { issuer: base, audience: RESOURCE, algorithms: ['ES256'], typ: 'at+jwt' })
    expect(second.payload.jti).not.toBe(payload.jti)

    const userId = 'u1' // the project is unique to this run
    const r = await patchUser(base, accessToken, userId, { firstname: 'Ada', tz_offset: 3600 })
    expect(r.status).toBe(200)
    expect(r.body['id']).toBe(userId)
    expect(r.body['firstname']).toBe('Ada')
    expect(r.body['tz_offset']).toBe(3600)
  })

  it('never gives a token for another resource, and answers a wrong secret with 401 invalid_client', async () => {
    const base = server!.url
    const other = await tokenRequest(base, CLIENT, SECRET, { resource: `urn:healthd:project:not-${PROJECT}` })
    expect(other.status).toBe(400)
    expect(other.body['error']).toBe('invalid_target')
    expect(other.body['access_token']).toBeUndefined()

    const wrong = await tokenRequest(base, CLIENT, `${SECRET}x`, { resource: RESOURCE })
    expect(wrong.status).toBe(401)
    expect(wrong.body['error']).toBe('invalid_client')
    expect(wrong.headers.get('www-authenticate') ?? '').toMatch(/^Basic/i)
  })

  it('does not print a development project or client', () => {
    const out = server!.stdout() + server!.stderr()
    expect(out).not.toMatch(/development project/i)
    expect(out).not.toMatch(/client_secret/)
    expect(out).not.toContain(SECRET)
    expect(out).toContain('bootstrap project and client ensured')
  })

  it('restarting with the same BOOTSTRAP_* is idempotent: the same client keeps working', async () => {
    const s = await restart(SECRET)
    const { token } = await oauthToken(s.url, SECRET)
    const r = await patchUser(s.url, token.access_token, 'u1', { lastname: 'Lovelace' })
    expect(r.status).toBe(200)
    // Same project: the user created before the restart is still there, updated in place.
    expect(r.body['firstname']).toBe('Ada')
    expect(r.body['lastname']).toBe('Lovelace')
    expect(s.stdout()).not.toMatch(/development project/i)
  })

  it('restarting with a changed BOOTSTRAP_CLIENT_SECRET rejects the old secret and accepts the new one', async () => {
    const s = await restart(NEW_SECRET)
    const old = await tokenRequest(s.url, CLIENT, SECRET, { resource: RESOURCE })
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ error: 'invalid_client' })
    expect(old.headers.get('www-authenticate') ?? '').toMatch(/^Basic/i)

    // The standard client sees the same refusal: a 401 Basic challenge whose body is invalid_client.
    const refused = await oauthToken(s.url, SECRET).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError)
    const challenge = refused as oauth.WWWAuthenticateChallengeError
    expect(challenge.status).toBe(401)
    expect(challenge.cause[0]?.scheme).toBe('basic')
    expect(await challenge.response.json()).toEqual({ error: 'invalid_client' })

    const { token } = await oauthToken(s.url, NEW_SECRET)
    const r = await patchUser(s.url, token.access_token, 'u1', { language: 'en' })
    expect(r.status).toBe(200)
    expect(s.stdout() + s.stderr()).not.toContain(NEW_SECRET)
  })
})
