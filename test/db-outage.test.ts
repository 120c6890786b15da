// When the database goes away, requests get 503 {error} (never a 500 or a hang), and service
// resumes when it is back. The database here is a PGlite this test serves and stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PgliteServer } from '../src/db/pglite-server.js'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { bearer, createTestProject } from './helpers/app.js'

let dir: string
let db: PGlite
let server: PgliteServer
let app: FastifyInstance
let token: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'healthd-outage-'))
  db = await PGlite.create()
  server = new PgliteServer({ db, path: path.join(dir, '.s.PGSQL.5432') })
  await server.start()
  app = await buildApp(
    loadConfig({ DATABASE_URL: `postgres://postgres@localhost/postgres?host=${dir}`, DATA_DIR: dir, LOG_LEVEL: 'silent' }),
  )
  await app.ready()
  token = await (await createTestProject(app)).token()
})
afterAll(async () => {
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
