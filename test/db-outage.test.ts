// When the database goes away, requests get 503 {error} (never a 500 or a hang), service resumes
// when it is back, and the server process logs the outage in two lines: one when it begins, with
// its cause, one when it ends; not a line per failed query, poll or request. The database here
// is a PGlite this test serves and stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PgliteServer } from '../src/db/pglite-server.js'
import { buildApp } from '../src/app/index.js'
import { loadConfig } from '../src/config.js'
import { bearer, createTestProject, type TestProject } from './helpers/app.js'
import { killAll, logLines, removeAllDirs, startServer, tempDir, tokenRequest, waitFor } from './helpers/process.js'

let dir: string
let db: PGlite
let server: PgliteServer
let app: FastifyInstance
let token: string
let project: TestProject

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'healthd-outage-'))
  db = await PGlite.create()
  server = new PgliteServer({ db, path: path.join(dir, '.s.PGSQL.5432') })
  await server.start()
  app = await buildApp(loadConfig({ DATABASE_URL: `postgres://postgres@localhost/postgres?host=${dir}`, DATA_DIR: dir, LOG_LEVEL: 'silent' }))
  await app.ready()
  project = await createTestProject(app)
  token = await project.token()
})
afterAll(async () => {
  await killAll()
  removeAllDirs()
  await app.close()
  await server.stop()
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('database outage', () => {
  it('answers 503 while the database is unreachable and recovers after', async () => {
    const ok = await app.inject({ method: 'GET', url: '/users', headers: bearer(token) })
    expect(ok.statusCode).toBe(200)

    await server.stop()
    const down = await app.inject({ method: 'GET', url: '/users', headers: bearer(token) })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ error: 'database unavailable' })
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(Object.keys(ready.json())).toEqual(['error'])
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)

    server = new PgliteServer({ db, path: path.join(dir, '.s.PGSQL.5432') })
    await server.start()
    // A pooled connection the restart cut may fail one request (503, never a 500); service is
    // back within a second.
    let back = await app.inject({ method: 'GET', url: '/users', headers: bearer(token) })
    for (let i = 0; back.statusCode !== 200 && i < 10; i++) {
      expect(back.statusCode).toBe(503)
      await new Promise((r) => setTimeout(r, 100))
      back = await app.inject({ method: 'GET', url: '/users', headers: bearer(token) })
    }
    expect(back.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })
})

describe("database outage, seen in the server process's log", () => {
  it('is two lines: "database unreachable" with the cause and its code, and "database reachable again"', async () => {
    const child = await startServer({ DATABASE_URL: `postgres://postgres@localhost/postgres?host=${dir}`, DATA_DIR: tempDir('hdout-') })
    try {
      const t = await tokenRequest(child.url, project.clientId, project.clientSecret, { resource: `urn:healthd:project:${project.projectId}` })
      expect(t.status, JSON.stringify(t.body)).toBe(200)
      const auth = bearer(String(t.body['access_token']))
      expect((await fetch(`${child.url}/users`, { headers: auth })).status).toBe(200)
      const before = logLines(child.stdout()).length

      await server.stop()
      // Two seconds of traffic while it is down: probes and requests, and the queues' polls.
      const statuses = new Set<number>()
      const end = Date.now() + 2_000
      while (Date.now() < end) {
        statuses.add((await fetch(`${child.url}/readyz`)).status)
        statuses.add((await fetch(`${child.url}/users`, { headers: auth })).status)
        await new Promise((r) => setTimeout(r, 50))
      }
      expect([...statuses]).toEqual([503])

      server = new PgliteServer({ db, path: path.join(dir, '.s.PGSQL.5432') })
      await server.start()
      await waitFor(async () => (await fetch(`${child.url}/readyz`)).status === 200, 10_000, 50)
      // Every line since, but the requests' own two.
      const since = () =>
        logLines(child.stdout())
          .slice(before)
          .filter((l) => l['msg'] !== 'incoming request' && l['msg'] !== 'request completed')
      await waitFor(() => since().some((l) => l['msg'] === 'database reachable again'), 5_000).catch((e: unknown) => {
        throw new Error(
          `${(e as Error).message}: no "database reachable again" among\n${since()
            .map((l) => JSON.stringify(l))
            .join('\n')}`,
        )
      })
      const lines = since()
      expect(lines.map((l) => [l['level'], l['msg']])).toEqual([
        [50, 'database unreachable'],
        [30, 'database reachable again'],
      ])
      const [down, up] = lines as [Record<string, unknown>, Record<string, unknown>]
      // The first failure seen: a connect to the socket that is gone, a query in flight on a
      // connection the stop cut (read or written when the cut lands), or pg noticing the cut
      // (for which it has no code).
      const causes: Record<string, RegExp> = {
        ENOENT: /^connect ENOENT .*\.s\.PGSQL\.5432$/,
        ECONNRESET: /^read ECONNRESET$/,
        EPIPE: /^write EPIPE$/,
        none: /^Connection terminated unexpectedly$/,
      }
      const cause = causes[String(down['code'] ?? 'none')]
      expect(cause, `an unexpected cause: ${JSON.stringify(down)}`).toBeDefined()
      expect(down['error']).toMatch(cause!)
      expect(down).not.toHaveProperty('err')
      expect(up['down_ms']).toBeGreaterThan(1_000)
    } finally {
      await child.stop()
    }
  }, 60_000)
})
