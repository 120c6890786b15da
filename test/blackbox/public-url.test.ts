// Black box: without PUBLIC_URL, healthd's public URL is the address it listens on (here PORT=0:
// a port the OS picks, known only once it listens): the token issuer, the OAuth and MCP metadata,
// the OpenAPI document's server and token URL (/openapi.json and the docs page's /docs/json) all
// name it, and tokens are verified against it. With PUBLIC_URL set, they all name PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, importPKCS8, type JWTPayload } from 'jose'
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { killAll, removeAllDirs, runStorage, startServer, tokenRequest, uniqueSuffix, type RunningServer } from '../helpers/process.js'

const suffix = uniqueSuffix()
const SECRET = `bbs-${uniqueSuffix(24)}`
const EXPLICIT = 'https://healthd.example.test'
// The server's signing key, so the test can sign tokens of other issuers with it.
const PRIVATE_PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

interface Started {
  server: RunningServer
  project: string
  client: string
}

const storage = runStorage()
const servers: RunningServer[] = []

async function start(name: string, env: Record<string, string> = {}): Promise<Started> {
  const project = `bbpu_${name}_${suffix}`
  const client = `bbcu.${name}.${suffix}`
  const server = await startServer({
    // Each server its own storage in embedded mode; the run's database (other projects) otherwise.
    ...(storage.embedded ? runStorage().env : storage.env),
    JWT_PRIVATE_KEY: PRIVATE_PEM,
    BOOTSTRAP_PROJECT_ID: project,
    BOOTSTRAP_CLIENT_ID: client,
    BOOTSTRAP_CLIENT_SECRET: SECRET,
    ...env,
  })
  servers.push(server)
  return { server, project, client }
}

/** A JSON answer; `T` is the shape the caller reads of it. */
const json = async <T = unknown>(url: string, init?: RequestInit) => {
  const res = await fetch(url, init)
  return { status: res.status, headers: res.headers, body: (await res.json()) as T }
}

/** What the served OpenAPI document (/openapi.json, /docs/json) says about where healthd is. */
interface ServedDocument {
  servers: { url: string }[]
  components: { securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl: string } } } } }
}

async function accessToken(s: Started): Promise<string> {
  const res = await tokenRequest(s.server.url, s.client, SECRET, { resource: `urn:healthd:project:${s.project}` })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return String(res.body['access_token'])
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

/** A token as healthd issues it, signed with its key, with the given issuer. */
async function forge(s: Started, iss: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const claims: JWTPayload = {
    iss,
    aud: `urn:healthd:project:${s.project}`,
    exp: now + 600,
    nbf: now,
    jti: randomUUID(),
    sub: s.client,
    project_id: s.project,
    principal_type: 'client',
    scope: 'admin.projects:read',
    client_id: s.client,
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
    .setIssuedAt(now)
    .sign(await importPKCS8(PRIVATE_PEM, 'ES256'))
}

/** Every place the public URL shows up, as a client sees it. */
async function advertised(s: Started) {
  const base = s.server.url
  const token = claimsOf(await accessToken(s))
  const as = (await json<Record<string, string>>(`${base}/.well-known/oauth-authorization-server`)).body
  const openapi = (await json<ServedDocument>(`${base}/openapi.json`)).body
  const docs = (await json<ServedDocument>(`${base}/docs/json`)).body
  const mcp = (await json<{ resource: string; authorization_servers: string[] }>(`${base}/.well-known/oauth-protected-resource/mcp`)).body
  const unauthorized = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
  await unauthorized.arrayBuffer()
  return {
    iss: token['iss'],
    issuer: as['issuer'],
    token_endpoint: as['token_endpoint'],
    jwks_uri: as['jwks_uri'],
    openapiServers: openapi['servers'],
    openapiTokenUrl: openapi['components']['securitySchemes']['oauth2']['flows']['clientCredentials']['tokenUrl'],
    docsServers: docs['servers'],
    docsTokenUrl: docs['components']['securitySchemes']['oauth2']['flows']['clientCredentials']['tokenUrl'],
    mcpResource: mcp['resource'],
    mcpAuthorizationServers: mcp['authorization_servers'],
    mcpUnauthorized: { status: unauthorized.status, wwwAuthenticate: unauthorized.headers.get('www-authenticate') },
  }
}

const expected = (url: string) => ({
  iss: url,
  issuer: url,
  token_endpoint: `${url}/oauth/token`,
  jwks_uri: `${url}/.well-known/jwks.json`,
  openapiServers: [{ url }],
  openapiTokenUrl: `${url}/oauth/token`,
  docsServers: [{ url }],
  docsTokenUrl: `${url}/oauth/token`,
  mcpResource: `${url}/mcp`,
  mcpAuthorizationServers: [url],
  mcpUnauthorized: { status: 401, wwwAuthenticate: expect.stringContaining(`resource_metadata="${url}/.well-known/oauth-protected-resource/mcp"`) },
})

let derived: Started
let explicit: Started

beforeAll(async () => {
  ;[derived, explicit] = await Promise.all([start('derived'), start('explicit', { PUBLIC_URL: `${EXPLICIT}/` })])
})

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)))
  await killAll()
  removeAllDirs()
})

describe(`the public URL (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it('is, without PUBLIC_URL, the address healthd listens on (PORT=0: the port the OS picked)', async () => {
    const url = derived.server.url
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(derived.server.port).not.toBe(3000)
    expect(await advertised(derived)).toEqual(expected(url))
  })

  it('verifies tokens against the listened-on URL: its own are accepted, other issuers refused', async () => {
    const url = derived.server.url
    const project = `${url}/v1/projects/${derived.project}`
    const issued = await json(project, { headers: { authorization: `Bearer ${await accessToken(derived)}` } })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const forged = await json(project, { headers: { authorization: `Bearer ${await forge(derived, url)}` } })
    expect(forged.status, JSON.stringify(forged.body)).toBe(200)
    // The former fixed default, and the same address under another name, are other issuers.
    for (const iss of ['http://localhost:3000', url.replace('127.0.0.1', 'localhost'), EXPLICIT]) {
      const res = await json(project, { headers: { authorization: `Bearer ${await forge(derived, iss)}` } })
      expect(res.status, iss).toBe(401)
      expect(res.headers.get('www-authenticate'), iss).toContain('the token was not issued for this service')
    }
  })

  it('is PUBLIC_URL when set (without its trailing slash), wherever healthd listens', async () => {
    expect(explicit.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await advertised(explicit)).toEqual(expected(EXPLICIT))
    const project = `${explicit.server.url}/v1/projects/${explicit.project}`
    const own = await json(project, { headers: { authorization: `Bearer ${await accessToken(explicit)}` } })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    const listened = await json(project, { headers: { authorization: `Bearer ${await forge(explicit, explicit.server.url)}` } })
    expect(listened.status).toBe(401)
    expect(listened.headers.get('www-authenticate')).toContain('the token was not issued for this service')
  })
})
