// Black box: start-up validation, health endpoints, what the logs may carry (request ids, never
// tokens, secrets or bodies), and graceful shutdown on SIGTERM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  killAll,
  logLines,
  removeAllDirs,
  runNode,
  runStorage,
  SERVER_JS,
  startServer,
  tempDir,
  tokenRequest,
  uniqueSuffix,
  waitFor,
  type Env,
  type RunningServer,
} from '../helpers/process.js'

const suffix = uniqueSuffix()
const PROJECT = `bblife_${suffix}`
const CLIENT = `bblife-client-${suffix}`
const SECRET = `bblife-secret-${uniqueSuffix(24)}`
const RESOURCE = `urn:healthd:project:${PROJECT}`

const PAUSE_AFTER_LISTENING = fileURLToPath(new URL('./fixtures/pause-after-listening.mjs', import.meta.url))
const storage = runStorage()
const env: Env = { ...storage.env, BOOTSTRAP_PROJECT_ID: PROJECT, BOOTSTRAP_CLIENT_ID: CLIENT, BOOTSTRAP_CLIENT_SECRET: SECRET }
const servers: RunningServer[] = []
let server: RunningServer

beforeAll(async () => {
  server = await startServer(env)
  servers.push(server)
})

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

async function token(): Promise<string> {
  const t = await tokenRequest(server.url, CLIENT, SECRET, { resource: RESOURCE })
  expect(t.status, JSON.stringify(t.body)).toBe(200)
  return String(t.body['access_token'])
}

/** Resolves once the server has logged the completion of the request with that id. */
function completed(id: string) {
  return waitFor(() => logLines(server.stdout()).some((l) => l['reqId'] === id && l['res'] !== undefined), 5_000)
}

describe('a bad configuration stops start with one clear line', () => {
  const cases: { name: string; variable: string; env: Env; hidden?: string }[] = [
    { name: 'PORT=abc', variable: 'PORT', env: { PORT: 'abc' } },
    { name: 'LOG_LEVEL=loud', variable: 'LOG_LEVEL', env: { LOG_LEVEL: 'loud' } },
    { name: 'BOOTSTRAP_PROJECT_ID alone', variable: 'BOOTSTRAP_PROJECT_ID', env: { BOOTSTRAP_PROJECT_ID: 'lonely' } },
    {
      name: 'a short BOOTSTRAP_CLIENT_SECRET (not echoed)',
      variable: 'BOOTSTRAP_CLIENT_SECRET',
      env: { BOOTSTRAP_PROJECT_ID: 'p1', BOOTSTRAP_CLIENT_ID: 'client-1', BOOTSTRAP_CLIENT_SECRET: 'tiny-S3CRET' },
      hidden: 'tiny-S3CRET',
    },
  ]
  for (const c of cases) {
    it.concurrent(c.name, async () => {
      // DATA_DIR does not exist yet: a rejected configuration must not create it.
      const dataDir = path.join(tempDir(), 'data')
      const r = await runNode(SERVER_JS, [], { DATA_DIR: dataDir, ...c.env }, { timeoutMs: 20_000 })
      expect(r.code, `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`).toBe(1)
      expect(r.ms).toBeLessThan(10_000)
      const lines = r.stderr.split('\n').filter((l) => l.trim() !== '')
      expect(lines, r.stderr).toHaveLength(1)
      expect(lines[0]).toContain(c.variable)
      expect(lines[0]).not.toMatch(/^\s+at /) // no stack trace
      if (c.hidden) expect(r.stderr + r.stdout).not.toContain(c.hidden)
      expect(r.stdout).toBe('')
      expect(existsSync(dataDir)).toBe(false)
    })
  }
})

describe(`a running server (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it('answers /healthz and /readyz with 200 {status: "ok"} without a token', async () => {
    for (const p of ['/healthz', '/readyz']) {
      const res = await fetch(server.url + p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({ status: 'ok' })
    }
  })

  it('gives every request an id: in the x-request-id response header and in each of its log lines', async () => {
    const res = await fetch(`${server.url}/healthz`)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
    await completed(id!)

    // A caller's own (well-formed) id is kept, so a trace can follow it.
    const given = `bb-trace-${suffix}`
    const res2 = await fetch(`${server.url}/readyz`, { headers: { 'x-request-id': given } })
    expect(res2.headers.get('x-request-id')).toBe(given)
    await completed(given)
    // Errors carry it too.
    const res3 = await fetch(`${server.url}/no/such/route`)
    expect(res3.status).toBe(404)
    const id3 = res3.headers.get('x-request-id')
    expect(id3).toBeTruthy()
    await completed(id3!)

    const lines = logLines(server.stdout())
    for (const rid of [id!, given, id3!]) {
      const mine = lines.filter((l) => l['reqId'] === rid)
      expect(mine.length, `log lines of request ${rid}`).toBeGreaterThanOrEqual(2)
    }
    // Every log line about a request names its request.
    const requestLines = lines.filter((l) => l['req'] !== undefined || l['res'] !== undefined || l['responseTime'] !== undefined)
    expect(requestLines.length).toBeGreaterThanOrEqual(6)
    for (const l of requestLines) {
      expect(typeof l['reqId'], JSON.stringify(l)).toBe('string')
      expect(String(l['reqId']).length).toBeGreaterThan(0)
    }
  })

  it('never logs tokens, the Authorization header, secrets or request bodies', async () => {
    const accessToken = await token()
    const healthSecret = `sk_live_${uniqueSuffix(16)}`
    const bodySecret = `hds_${uniqueSuffix(20)}`
    const bogusBearer = `eyJbogus.${uniqueSuffix(12)}.sig${uniqueSuffix(12)}`
    const ids: string[] = []
    const send = async (url: string, init: RequestInit, status: number) => {
      const res = await fetch(server.url + url, init)
      expect(res.status, `${init.method ?? 'GET'} ${url}: ${await res.clone().text()}`).toBe(status)
      ids.push(res.headers.get('x-request-id')!)
      await res.arrayBuffer()
    }
    const json = { 'content-type': 'application/json' }
    const auth = { authorization: `Bearer ${accessToken}` }
    const userId = `log-user-${suffix}`

    // A real write whose body holds a secret-looking string (and health data).
    await send(`/users/${userId}`, { method: 'PATCH', headers: { ...auth, ...json }, body: JSON.stringify({ firstname: healthSecret, weight: 81.25 }) }, 200)
    // A rejected body (unknown property) holding another one: validation errors must not echo it.
    await send(`/users/${userId}`, { method: 'PATCH', headers: { ...auth, ...json }, body: JSON.stringify({ client_secret: bodySecret }) }, 400)
    // A token in the query string is refused and not logged with the URL.
    await send(`/users/${userId}?access_token=${accessToken}`, { method: 'GET' }, 401)
    // A bad bearer token is not logged either.
    await send(`/users/${userId}`, { method: 'GET', headers: { authorization: `Bearer ${bogusBearer}` } }, 401)
    // Nor is the client secret of a failed token request.
    const failed = await tokenRequest(server.url, CLIENT, `${SECRET}-wrong`, { resource: RESOURCE })
    expect(failed.status).toBe(401)
    ids.push(failed.headers.get('x-request-id')!)
    for (const id of ids) await completed(id)

    const out = server.stdout() + server.stderr()
    const forbidden = {
      'the access token': accessToken,
      "the access token's signature": accessToken.split('.')[2]!,
      'the client secret': SECRET,
      'a secret in a request body': healthSecret,
      'a secret in a rejected request body': bodySecret,
      'a bogus bearer token': bogusBearer,
    }
    for (const [what, value] of Object.entries(forbidden)) expect(out, `the logs carry ${what}`).not.toContain(value)
    expect(out).not.toContain('81.25')
    expect(out).not.toMatch(/Bearer [A-Za-z0-9]/)
    expect(out).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}/)

    // The requests were logged: by path, under their ids.
    const lines = logLines(server.stdout())
    for (const id of ids)
      expect(
        lines.some((l) => l['reqId'] === id),
        `request ${id} was logged`,
      ).toBe(true)
    const queryLine = lines.find((l) => l['reqId'] === ids[2] && l['req'] !== undefined)
    expect(JSON.stringify(queryLine)).toContain(`/users/${userId}`)
    expect(JSON.stringify(queryLine)).not.toContain('access_token')
  })

  it('exits with code 0 within 10 s on SIGTERM when idle', async () => {
    const r = await server.stop('SIGTERM')
    expect(r.signal, 'killed by the signal instead of shutting down').toBeNull()
    expect(r.code).toBe(0)
    expect(r.ms).toBeLessThan(10_000)
    expect(logLines(server.stdout()).some((l) => l['msg'] === 'shutting down' || l['signal'] === 'SIGTERM')).toBe(true)
  })

  it('shuts down gracefully on a SIGTERM that arrives right after the "Server listening" line', async () => {
    // An orchestrator may stop a server as soon as it reports it is up: by then the SIGTERM
    // handler must be in place, or the signal's default action kills the process (no graceful
    // close, exit by signal). The preload stalls the server for a moment right after it writes
    // the line, so the signal reliably arrives in that moment instead of racing it.
    const again = await startServer(env, { nodeArgs: ['--import', PAUSE_AFTER_LISTENING] })
    servers.push(again)
    const r = await again.stop('SIGTERM')
    expect(r.signal, 'killed by the signal instead of shutting down').toBeNull()
    expect(r.code).toBe(0)
    expect(r.ms).toBeLessThan(10_000)
  })
})
