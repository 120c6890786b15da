// The embedded server refreshes the planner's statistics itself (PGlite has no autovacuum
// daemon): after enough writes, ANALYZE runs, which sets the tables' row estimates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, privateDatabase, uniqueUserId, type TestApp } from '../helpers/app.js'
import { keepStatistics } from '../../src/app/services.js'

let t: TestApp
let own: Awaited<ReturnType<typeof privateDatabase>>
beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  // Completed insight jobs count as writes too: with the worker stopped, only the rows do.
  await t.app.insights.stop(0)
})
afterAll(async () => {
  await t.close()
  await own?.drop()
})

const estimate = async () => (await t.app.db.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'daily_records'`)).rows[0]!.n

describe('statistics of the embedded database', () => {
  it('runs ANALYZE once enough rows were written since the last time', async () => {
    const p = await createTestProject(t.app)
    const token = await p.token()
    const user = uniqueUserId()
    await t.app.inject({ method: 'PATCH', url: `/users/${user}`, headers: bearer(token), payload: {} })
    // A fresh table has no estimate yet (-1 on PostgreSQL 14+, 0 before).
    expect(await estimate()).toBeLessThan(1)
    const stop = keepStatistics(t.app, t.app.services, { everyMs: 50, afterWrites: 30 })
    for (let d = 1; d <= 40; d++) {
      const day = `2026-01-${String(((d - 1) % 28) + 1).padStart(2, '0')}`
      const res = await t.app.inject({ method: 'PUT', url: `/users/${user}/daily_records/zones/${day}/m${d}`, headers: bearer(token), payload: { value: d } })
      expect(res.statusCode).toBe(200)
    }
    // ANALYZE ran after the 30th write at the earliest: the estimate counts what was there then.
    let n = await estimate()
    for (let i = 0; i < 50 && n < 30; i++) {
      await new Promise((r) => setTimeout(r, 50))
      n = await estimate()
    }
    stop()
    expect(n).toBeGreaterThanOrEqual(30)
    expect(n).toBeLessThanOrEqual(40)
  })
})
