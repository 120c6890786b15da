// The error contract: every non-2xx body is exactly {"error": "..."}, framework errors included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import net from 'node:net'
import { rmSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app/index.js'
import { loadConfig } from '../src/config.js'
import { bearer, createTestApp, createTestProject, testConfig, type TestApp } from './helpers/app.js'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = await (await createTestProject(t.app)).token()
})
afterAll(() => t.close())

function expectErrorBody(res: { json(): unknown; headers: Record<string, unknown> }) {
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  const body = res.json() as Record<string, unknown>
  expect(Object.keys(body)).toEqual(['error'])
  expect(typeof body['error']).toBe('string')
  expect((body['error'] as string).length).toBeGreaterThan(0)
}

describe('error bodies', () => {
  it('404 for unknown routes and unknown methods on known paths', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['DELETE', '/users/x'],
      ['PUT', '/users'],
      ['GET', '/v1/projects'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token) })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expectErrorBody(res)
    }
  })

  it('415 for a body that is not JSON', async () => {
    for (const ct of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/users/u1',
        headers: { ...bearer(token), 'content-type': ct },
        payload: 'a=b',
      })
      expect(res.statusCode, ct).toBe(415)
      expectErrorBody(res)
    }
  })

  it('413 for a body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/users/u1',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ firstname: 'x'.repeat(1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expectErrorBody(res)
  })

  it('400 for malformed and empty JSON', async () => {
    for (const payload of ['{bad', '{"a":', '']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/users/u1',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expectErrorBody(res)
    }
  })

  it('400 for a path parameter out of bounds', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/users/${'x'.repeat(300)}`, headers: bearer(token) })
    expect(res.statusCode).toBe(400)
    expectErrorBody(res)
  })
})

describe('framework errors and body-less requests', () => {
  it('bad percent-encoding and over-long path parameters follow the error contract, echoing nothing', async () => {
    for (const [url, status] of [
      ['/users/%E0%A4%A', 400],
      ['/users/%zz/ai/summaries', 400],
      [`/users/${'q'.repeat(600)}`, 414],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(res.statusCode, url).toBe(status)
      expectErrorBody(res)
      expect(res.body).not.toContain('%E0')
      expect(res.body).not.toContain('qqqq')
      expect(res.body).not.toContain('FST_')
    }
  })
  it('a DELETE or GET with Content-Type: application/json and no body is answered as without the header', async () => {
    const headers = { ...bearer(token), 'content-type': 'application/json' }
    const del = await t.app.inject({ method: 'DELETE', url: '/users/nobody/ai/summaries/00000000-0000-4000-8000-000000000000', headers })
    expect(del.statusCode).toBe(404)
    expect(del.json()).toEqual({ error: 'user not found' })
    const get = await t.app.inject({ method: 'GET', url: '/users/nobody/ai/summaries', headers })
    expect(get.statusCode).toBe(404)
    // a write without a body still says what is wrong
    const put = await t.app.inject({ method: 'PATCH', url: '/users/nobody', headers })
    expect(put.statusCode).toBe(400)
    expect(put.json()).toEqual({ error: 'request body is empty but Content-Type is application/json' })
  })
})

describe('500 and 503', () => {
  let app: FastifyInstance
  let dataDir: string
  let release: () => void = () => {}
  beforeAll(async () => {
    const config = testConfig()
    dataDir = config.dataDir
    app = await buildApp(config)
    // Test routes, not operations of the API: hidden from the document (which wants an operationId).
    app.get('/test/boom', { config: { public: true }, schema: { hide: true } }, async () => {
      throw new Error('secret internal detail: relation "x" does not exist')
    })
    app.get('/test/slow', { config: { public: true }, schema: { hide: true } }, async () => {
      await new Promise<void>((r) => (release = r))
      return { done: true }
    })
    await app.ready()
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('500 says nothing of the cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'internal error' })
  })

  it('finishes in-flight requests on close and answers 503 to requests that still arrive', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    let data = ''
    socket.on('data', (d) => (data += d))
    const ended = new Promise((r) => socket.on('close', r))
    await new Promise((r) => socket.once('connect', r))
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((r) => setTimeout(r, 100))
    const closing = app.close()
    await new Promise((r) => setTimeout(r, 100))
    // The connection is busy, so it stays open; a request arriving on it now is refused.
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((r) => setTimeout(r, 100))
    release()
    await closing
    await ended
    const responses = data.split(/(?=HTTP\/1\.1 )/)
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /)
    expect(responses[0]).toContain('{"done":true}')
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /)
    expect(responses[1]).toContain('{"error":"server is shutting down"}')
    // And new connections are no longer accepted.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
  })
})

describe('malformed HTTP', () => {
  it('answers a JSON error body, not Node’s plain text', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as net.AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => s.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'))
      let data = ''
      s.on('data', (d) => (data += d))
      s.on('end', () => resolve(data))
      s.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    expect(raw).toContain('application/json')
    expect(raw.split('\r\n\r\n')[1]).toBe('{"error":"malformed HTTP request"}')
  })
})

describe('API rate limit', () => {
  it('announces RateLimit headers and answers 429 with Retry-After per token', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CLIENT_PER_MINUTE: '2' })
    try {
      const p = await createTestProject(limited.app)
      const [a, b] = [await p.token(['users:read']), await p.token(['users:read'])]
      const ask = (tok: string) => limited.app.inject({ method: 'GET', url: '/users', headers: bearer(tok) })
      const first = await ask(a)
      expect(first.statusCode).toBe(200)
      expect(first.headers['ratelimit-limit']).toBe('2')
      expect(first.headers['ratelimit-remaining']).toBe('1')
      expect(first.headers['ratelimit-reset']).toBeDefined()
      expect((await ask(a)).statusCode).toBe(200)
      const third = await ask(a)
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
      expectErrorBody(third)
      // The limit is per principal: another token of the same client shares it.
      expect((await ask(b)).statusCode).toBe(429)
      // Operations are never limited.
      expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('gives client tokens and user tokens their own limits', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CLIENT_PER_MINUTE: '50', RATE_LIMIT_USER_PER_MINUTE: '3' })
    try {
      const p = await createTestProject(limited.app)
      const client = await p.token(['users:read', 'users:update'])
      const user = limited.app.issueAccessToken({
        projectId: p.projectId,
        clientId: p.clientId,
        scopes: ['users:read'],
        principalType: 'user',
        userId: 'app-user',
      }).access_token
      await limited.app.inject({ method: 'PATCH', url: '/users/app-user', headers: bearer(client), payload: {} })
      const asUser = () => limited.app.inject({ method: 'GET', url: '/users/app-user', headers: bearer(user) })
      const first = await asUser()
      expect(first.statusCode).toBe(200)
      expect(first.headers['ratelimit-limit']).toBe('3')
      await asUser()
      await asUser()
      expect((await asUser()).statusCode).toBe(429)
      // The backend's client token is not held back by the app's limit.
      const res = await limited.app.inject({ method: 'GET', url: '/users/app-user', headers: bearer(client) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['ratelimit-limit']).toBe('50')
    } finally {
      await limited.close()
    }
  })

  it('defaults: a client token may sync at the database’s speed, a user token as an app', () => {
    const c = loadConfig({})
    expect(c.rateLimitPerMinute.client).toBeGreaterThanOrEqual(600_000)
    expect(c.rateLimitPerMinute.user).toBe(1200)
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '100' })).toThrow(/RATE_LIMIT_PER_MINUTE is no longer read: set RATE_LIMIT_CLIENT_PER_MINUTE/)
  })
})

describe('text that is not valid Unicode', () => {
  let t2: TestApp
  beforeAll(async () => {
    t2 = await createTestApp()
  })
  afterAll(() => t2.close())

  it('is a 400 naming where it is, never a 500, on every kind of write (a lone surrogate as a \\u escape)', async () => {
    const p = await createTestProject(t2.app)
    const tok = await p.token()
    const user = 'surrogate-user'
    expect((await t2.app.inject({ method: 'PATCH', url: `/users/${user}`, headers: bearer(tok), payload: {} })).statusCode).toBe(200)
    // The body as a client library may send it: JSON text with a lone high surrogate escaped.
    const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, json: string) =>
      t2.app.inject({ method, url, headers: { ...bearer(tok), 'content-type': 'application/json' }, payload: json })
    const cases: [string, 'PUT' | 'PATCH' | 'POST', string, string][] = [
      ['body/firstname', 'PATCH', `/users/${user}`, '{"firstname":"a\\ud800b"}'],
      ['body/ref', 'PUT', `/users/${user}/daily_records/scores/2026-03-01/sleep`, '{"value":50,"ref":"\\udc00"}'],
      ['body/data/note', 'PUT', `/users/${user}/daily_records/zones/2026-03-01/z`, '{"data":{"note":"x\\ud83d"}}'],
      ['body/description', 'POST', `/users/${user}/nutrition/meals`, '{"description":"2 eggs \\ud800"}'],
    ]
    for (const [at, method, url, json] of cases) {
      const res = await send(method, url, json)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ error: `${at} must be valid Unicode text (it holds a lone surrogate)` })
    }
    // A surrogate pair (an emoji) is valid text.
    const ok = await send('PUT', `/users/${user}/daily_records/scores/2026-03-02/sleep`, '{"value":50,"ref":"\\ud83d\\ude00"}')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().ref).toBe('😀')
  })
})
