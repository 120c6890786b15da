// The insight job queue: a write marks a period pending once (no row rewritten by later writes),
// claiming moves it to running so a write during the run queues it again, failures merge with
// what a write queued meanwhile, released and expired leases are taken back, and a claimed job
// waits for the writes of its user that were in flight.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, createTestProject, privateDatabase, uniqueUserId, type TestApp } from '../helpers/app.js'
import { awaitWriters, claimJobs, completeJob, enqueueJobsSql, failJob, releaseJob, type Job } from '../../src/queue/insight-jobs.js'
import { withTransaction } from '../../src/db/pool.js'

let t: TestApp
let own: Awaited<ReturnType<typeof privateDatabase>>
let projectId: string
let userId: string

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  // This suite claims jobs itself: the app's own worker must not.
  await t.app.insights.stop(0)
  projectId = (await createTestProject(t.app)).projectId
  userId = uniqueUserId()
  await t.app.db.query(`INSERT INTO users (project_id, user_id) VALUES ($1, $2)`, [projectId, userId])
})
afterAll(async () => {
  await t.close()
  await own?.drop()
})
beforeEach(async () => {
  await t.app.db.query('DELETE FROM insight_jobs')
})

const enqueue = (key: string, runAfter = 'now()', db: { query: typeof t.app.db.query } = t.app.db) =>
  db.query(enqueueJobsSql(`SELECT $1::text AS project_id, $2::text AS user_id, 'day'::text AS kind, $3::text AS key, ${runAfter} AS run_after`), [
    projectId,
    userId,
    key,
  ])
const rows = async () =>
  (
    await t.app.db.query<{ key: string; running: boolean; run_after: Date; attempts: number; last_error: string | null }>(
      `SELECT key, leased_until IS NOT NULL AS running, run_after, attempts, last_error FROM insight_jobs ORDER BY key, running`,
    )
  ).rows

describe('insight job queue', () => {
  it('marks a period pending once: a second write changes nothing, its due time included', async () => {
    await enqueue('2026-03-01', `now() + interval '1 hour'`)
    const [first] = await rows()
    const xmin = (await t.app.db.query(`SELECT xmin::text AS x FROM insight_jobs`)).rows[0].x
    await enqueue('2026-03-01', 'now()')
    const after = await rows()
    expect(after).toHaveLength(1)
    expect(after[0]!.run_after).toEqual(first!.run_after)
    // Not rewritten: the same row version.
    expect((await t.app.db.query(`SELECT xmin::text AS x FROM insight_jobs`)).rows[0].x).toBe(xmin)
  })

  it('claims a due job, queues the period again on a write during the run, and runs it after', async () => {
    await enqueue('2026-03-02')
    const [job] = await claimJobs(t.app.db, 10, 60)
    expect(job).toMatchObject({ project_id: projectId, user_id: userId, kind: 'day', key: '2026-03-02', attempts: 1 })
    await enqueue('2026-03-02')
    expect((await rows()).map((r) => r.running)).toEqual([false, true])
    // Not twice at once: the new pending job waits for the running one.
    expect(await claimJobs(t.app.db, 10, 60)).toEqual([])
    await completeJob(t.app.db, job!)
    const [again] = await claimJobs(t.app.db, 10, 60)
    expect(again).toMatchObject({ key: '2026-03-02' })
    expect(again!.id).not.toBe(job!.id)
    await completeJob(t.app.db, again!)
    expect(await rows()).toEqual([])
  })

  it('leaves a job that is not due yet', async () => {
    await enqueue('2026-03-03', `now() + interval '1 minute'`)
    expect(await claimJobs(t.app.db, 10, 60)).toEqual([])
  })

  it('retries a failed job after its backoff, merged with a write’s pending job', async () => {
    await enqueue('2026-03-04')
    const [job] = await claimJobs(t.app.db, 10, 60)
    await enqueue('2026-03-04')
    await failJob(t.app.db, job!, 'boom', 30)
    const r = await rows()
    expect(r).toHaveLength(1)
    expect(r[0]).toMatchObject({ running: false, attempts: 1, last_error: 'boom' })
    expect(r[0]!.run_after.getTime()).toBeGreaterThan(Date.now() + 20_000)
    expect(await claimJobs(t.app.db, 10, 60)).toEqual([])
  })

  it('takes back a released job at once, and a crashed process’s job when its lease runs out', async () => {
    await enqueue('2026-03-05')
    const [job] = await claimJobs(t.app.db, 10, 60)
    await releaseJob(t.app.db, job!)
    const [back] = await claimJobs(t.app.db, 10, 60)
    expect(back!.id).toBe(job!.id)
    expect(back!.attempts).toBe(1)
    // A lease that ran out (a process that died mid-run).
    await t.app.db.query(`UPDATE insight_jobs SET leased_until = now() - interval '1 second' WHERE id = $1`, [back!.id])
    const [taken] = await claimJobs(t.app.db, 10, 60)
    expect(taken!.id).toBe(job!.id)
    expect(taken!.attempts).toBe(2)
  })

  it('gives each due job to one claimer only', async () => {
    for (let d = 10; d < 30; d++) await enqueue(`2026-03-${d}`)
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimJobs(t.app.db, 6, 60)))
    const ids = claims.flat().map((j: Job) => j.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeLessThanOrEqual(20)
    const rest = await claimJobs(t.app.db, 100, 60)
    expect(ids.length + rest.length).toBe(20)
  })

  it('makes a claimed job wait for a write of its user still in flight', async () => {
    await enqueue('2026-03-06')
    let committed = false
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    // A write that found the job pending (so queued nothing) and has not committed yet.
    const writer = withTransaction(t.app.db, async (tx) => {
      await enqueue('2026-03-06', 'now()', tx)
      await held
      committed = true
    })
    await new Promise((r) => setTimeout(r, 100))
    // (Embedded, the claim itself waits: the writer's transaction holds the one backend.)
    const waited = claimJobs(t.app.db, 10, 60)
      .then(([job]) => awaitWriters(t.app.db, job!))
      .then(() => committed)
    await new Promise((r) => setTimeout(r, 200))
    release()
    await writer
    // The job read nothing before the write was visible.
    expect(await waited).toBe(true)
  })
})

describe('insights worker: a closed period waits for its user’s writes to settle', () => {
  let w: TestApp
  let wOwn: Awaited<ReturnType<typeof privateDatabase>>
  let project: string
  beforeAll(async () => {
    wOwn = await privateDatabase()
    w = await createTestApp(wOwn ? { DATABASE_URL: wOwn.url } : {})
    project = (await createTestProject(w.app)).projectId
  })
  afterAll(async () => {
    await w.close()
    await wOwn?.drop()
  })

  const dayJob = async (user: string, day: string) => {
    await w.app.db.query(`INSERT INTO users (project_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [project, user])
    await w.app.db.query(enqueueJobsSql(`SELECT $1::text AS project_id, $2::text AS user_id, 'day'::text AS kind, $3::text AS key, now() AS run_after`), [
      project,
      user,
      day,
    ])
    w.app.insights.wake()
  }
  const pending = async (user: string) =>
    (
      await w.app.db.query<{ run_after: Date; running: boolean }>(
        `SELECT run_after, leased_until IS NOT NULL AS running FROM insight_jobs WHERE project_id = $1 AND user_id = $2`,
        [project, user],
      )
    ).rows

  it('puts back a day job of a user written to a moment ago, due 5 s after that write; runs another user’s at once', async () => {
    const busy = uniqueUserId()
    const quiet = uniqueUserId()
    const wroteAt = Date.now()
    w.app.insights.wrote(project, busy)
    const before = w.app.insights.deferred
    await dayJob(busy, '2026-01-10')
    await dayJob(quiet, '2026-01-10')
    for (let i = 0; i < 50 && ((await pending(quiet)).length > 0 || w.app.insights.deferred === before); i++) await new Promise((r) => setTimeout(r, 100))
    expect(await pending(quiet)).toEqual([])
    const [job] = await pending(busy)
    expect(job).toMatchObject({ running: false })
    expect(w.app.insights.deferred).toBeGreaterThan(before)
    // Due 5 s after the write (give or take the clocks of Node and the database).
    expect(Math.abs(job!.run_after.getTime() - (wroteAt + 5000))).toBeLessThan(1500)
  })
})
