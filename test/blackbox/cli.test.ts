// Black box: `healthd` commands (node dist/cli.js) against a running embedded server (through
// its socket in DATA_DIR), against a DATA_DIR no server holds, and against DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  embeddedStorage,
  killAll,
  removeAllDirs,
  runCli,
  runDatabaseUrl,
  startServer,
  tempDir,
  tokenRequest,
  uniqueSuffix,
  type Env,
  type RunningServer,
} from '../helpers/process.js'

const suffix = uniqueSuffix()
const servers: RunningServer[] = []

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined)
  await killAll()
  removeAllDirs()
})

function json(stdout: string): Record<string, unknown> {
  const lines = stdout.trim().split('\n')
  expect(lines.length, `--json prints one line, got:\n${stdout}`).toBe(1)
  return JSON.parse(lines[0]!) as Record<string, unknown>
}

async function cliJson(args: string[], env: Env): Promise<Record<string, unknown>> {
  const r = await runCli([...args, '--json'], env)
  expect(r.code, `healthd ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`).toBe(0)
  return json(r.stdout)
}

async function bearerGet(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, wwwAuthenticate: res.headers.get('www-authenticate'), body: (await res.json()) as Record<string, unknown> }
}

async function patchUser(base: string, token: string, userId: string) {
  const res = await fetch(`${base}/users/${userId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Grace' }),
  })
  return res.status
}

// The two embedded groups are independent and mostly wait (PGlite start-up, the revocation
// window): they run side by side, each group's own steps in order.
describe.concurrent('with a running embedded server on DATA_DIR', () => {
  const storage = embeddedStorage()
  let server: RunningServer
  let projectId: string
  let client: { id: string; secret: string }
  let token: string

  beforeAll(async () => {
    server = await startServer(storage.env)
    servers.push(server)
  })

  it.sequential('projects create and clients create go through the running server; the new client gets a token', async () => {
    const p = await cliJson(['projects', 'create', '--name', 'X'], storage.env)
    expect(Object.keys(p)).toEqual(['project_id'])
    projectId = String(p['project_id'])
    expect(projectId).toMatch(/^[A-Za-z0-9_-]{1,64}$/)

    const c = await cliJson(['clients', 'create', '--project', projectId], storage.env)
    expect(c['client_id']).toMatch(/^[A-Za-z0-9_.~-]{3,128}$/)
    expect(typeof c['client_secret']).toBe('string')
    expect(String(c['client_secret']).length).toBeGreaterThanOrEqual(16)
    client = { id: String(c['client_id']), secret: String(c['client_secret']) }

    const t = await tokenRequest(server.url, client.id, client.secret, { resource: `urn:healthd:project:${projectId}` })
    expect(t.status, JSON.stringify(t.body)).toBe(200)
    token = String(t.body['access_token'])
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    expect(claims['project_id']).toBe(projectId)
    expect(claims['client_id']).toBe(client.id)
    expect(await patchUser(server.url, token, `cli-user-${suffix}`)).toBe(200)
  })

  it.sequential('clients revoke: no new token (401 invalid_client), and the live token stops working within 30 s', async () => {
    expect(token).toBeDefined()
    // The token is in use (and whatever the server caches about its client is warm).
    expect((await bearerGet(`${server.url}/users/cli-user-${suffix}`, token)).status).toBe(200)

    const r = await cliJson(['clients', 'revoke', '--project', projectId, '--client', client.id], storage.env)
    expect(r['client_id']).toBe(client.id)
    const revokedAt = Date.now()

    const t = await tokenRequest(server.url, client.id, client.secret, { resource: `urn:healthd:project:${projectId}` })
    expect(t.status).toBe(401)
    expect(t.body).toEqual({ error: 'invalid_client' })
    expect(t.headers.get('www-authenticate') ?? '').toMatch(/^Basic/i)

    let last: Awaited<ReturnType<typeof bearerGet>> | undefined
    while (Date.now() - revokedAt < 30_000) {
      last = await bearerGet(`${server.url}/users/cli-user-${suffix}`, token)
      if (last.status !== 200) break
      await new Promise((res) => setTimeout(res, 1000))
    }
    const elapsed = Date.now() - revokedAt
    expect(last?.status, `the revoked client's token still worked after ${elapsed} ms`).toBe(401)
    expect(last?.wwwAuthenticate ?? '').toMatch(/^Bearer .*error="invalid_token"/)
    expect(elapsed).toBeLessThan(30_000)

    // Revoking a client that does not exist fails.
    const missing = await runCli(['clients', 'revoke', '--project', projectId, '--client', `nope-${suffix}`], storage.env)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/not found/)
  }, 45_000)
})

// A fresh DATA_DIR: the first command makes the embedded database (initdb and every migration),
// then a second command and a server open it; on a loaded machine that took over 60 s.
describe.concurrent('with no server running on DATA_DIR', () => {
  const storage = embeddedStorage()
  const projectId = `cliproj_${suffix}`

  it.sequential('opens DATA_DIR directly; a server started afterwards on it sees the project and client', async () => {
    const p = await cliJson(['projects', 'create', '--id', projectId, '--name', 'offline'], storage.env)
    expect(p).toEqual({ project_id: projectId })
    const c = await cliJson(['clients', 'create', '--project', projectId], storage.env)
    const clientId = String(c['client_id'])
    const secret = String(c['client_secret'])

    const server = await startServer(storage.env)
    servers.push(server)
    const t = await tokenRequest(server.url, clientId, secret, { resource: `urn:healthd:project:${projectId}` })
    expect(t.status, JSON.stringify(t.body)).toBe(200)
    expect(await patchUser(server.url, String(t.body['access_token']), `offline-${suffix}`)).toBe(200)
    // The database had a project: this is not a first run.
    expect(server.stdout()).not.toMatch(/development project/i)
    expect((await server.stop()).code).toBe(0)
  }, 120_000)
})

// On the embedded run every command here opens PGlite on DATA_DIR itself: 2 to 5 s each on a
// quiet machine, and a test runs up to four of them, so a loaded CI machine needs more than the
// default 30 s.
describe('on the run’s database: DATABASE_URL, else one DATA_DIR no server holds', { timeout: 90_000 }, () => {
  let embeddedDir: string | undefined
  const env = (): Env => {
    const url = runDatabaseUrl()
    if (url) return { DATABASE_URL: url, DATA_DIR: tempDir() }
    embeddedDir ??= tempDir()
    return { DATA_DIR: embeddedDir }
  }

  it('migrate --json applies migrations and is idempotent', async () => {
    const first = await cliJson(['migrate'], env())
    expect(typeof first['to']).toBe('number')
    expect(first['to'] as number).toBeGreaterThanOrEqual(1)
    const again = await cliJson(['migrate'], env())
    expect(again['from']).toBe(again['to'])
    expect(again['to']).toBe(first['to'])
  })

  it('idp add registers an identity provider; a duplicate exits 1; bad flags exit 2', async () => {
    const id = `cliidp_${suffix}`
    await cliJson(['projects', 'create', '--id', id, '--name', 'n'], env())
    const args = ['idp', 'add', '--project', id, '--issuer', 'https://accounts.example.com', '--audience', 'ios-app']
    const out = await cliJson([...args, '--user-claim', 'email'], env())
    expect(out).toMatchObject({ issuer: 'https://accounts.example.com', audience: 'ios-app', user_claim: 'email' })
    expect(String(out['id'])).toMatch(/^[0-9a-f-]{36}$/)
    const dup = await runCli([...args, '--json'], env())
    expect(dup.code).toBe(1)
    expect(String(json(dup.stdout)['error'])).toMatch(/exists/)
    const bad = await runCli(['idp', 'add', '--project', id, '--issuer', 'not-a-url', '--audience', 'a'], env())
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--issuer must be an http\(s\) URL/)
  })

  it('projects create --id makes that project; the same id again exits 1', async () => {
    const id = `clidb_${suffix}`
    expect(await cliJson(['projects', 'create', '--id', id, '--name', 'n'], env())).toEqual({ project_id: id })
    const dup = await runCli(['projects', 'create', '--id', id, '--name', 'n', '--json'], env())
    expect(dup.code).toBe(1)
    expect(String(json(dup.stdout)['error'])).toMatch(/already exists/)
  })
})

describe('usage', () => {
  it('an unknown command exits 2 with the usage on stderr', async () => {
    const r = await runCli(['frobnicate', 'things'], { DATA_DIR: tempDir() })
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/unknown command/)
    expect(r.stderr).toMatch(/usage: healthd <command>/)
    expect(r.stdout).toBe('')
  })

  it('a bad option exits 2 with the usage on stderr', async () => {
    const r = await runCli(['projects', 'create', '--nmae', 'x'], { DATA_DIR: tempDir() })
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/usage: healthd <command>/)
  })
})
