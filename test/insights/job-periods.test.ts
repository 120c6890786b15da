// An activity's or a sleep score's write queues its own job; the job, when it runs, queues the local
// day and week the data is on (their summaries follow as before). A PUT that moves an activity to
// another local day queues the day and week it left, and any other daily record queues its day
// and week itself. The worker is stopped: jobs are read and run by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, privateDatabase, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { addDays, localToday, mondayOf } from '../helpers/synthetic.js'
import { runJob, type EngineDeps } from '../../src/insights/engine.js'
import type { Job } from '../../src/queue/insight-jobs.js'

let own: Awaited<ReturnType<typeof privateDatabase>>
let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  await t.app.insights.stop(0)
  p = await createTestProject(t.app)
  token = await p.token()
}, 60_000)
afterAll(async () => {
  await t?.close()
  await own?.drop()
})

const TZ = -18_000 // UTC−5: a local day differs from the UTC day in the evening
const deps = (): EngineDeps => ({ db: t.app.db, llm: { provider: 'none', timeoutMs: 30_000, maxToolRounds: 4 }, log: { info: () => {}, warn: () => {} } })

async function user(): Promise<string> {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: { tz_offset: TZ } })
  expect(res.statusCode, res.body).toBe(200)
  return id
}
/** A workout starting at 21:00 local time on `day` (02:00 UTC the next day). */
async function putWorkout(u: string, id: string, day: string) {
  const start = new Date(Date.parse(`${day}T21:00:00Z`) - TZ * 1000)
  const res = await t.app.inject({
    method: 'PUT',
    url: `/users/${u}/activities/${id}`,
    headers: bearer(token),
    payload: {
      type: 'workout',
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3_600_000).toISOString(),
      duration_seconds: 3600,
      type_name: 'running',
      data_source: 'garmin',
      tss: 50,
      average_hr: 140,
      max_hr: 172,
      average_power: 200,
      calories: 500,
      created_at: start.toISOString(),
      updated_at: start.toISOString(),
    },
  })
  expect(res.statusCode, res.body).toBe(200)
}
async function pending(u: string): Promise<Job[]> {
  const r = await t.app.db.query<Job>(
    `SELECT id, project_id, user_id, kind, key, attempts, run_after FROM insight_jobs
     WHERE project_id = $1 AND user_id = $2 AND leased_until IS NULL ORDER BY kind, key`,
    [p.projectId, u],
  )
  return r.rows
}
const kinds = (jobs: Job[]) => jobs.map((j) => `${j.kind} ${j.key}`)
async function run(u: string, j: Job) {
  await runJob(deps(), j)
  await t.app.db.query('DELETE FROM insight_jobs WHERE id = $1', [j.id])
}

describe('an activity’s periods', () => {
  it('are queued by its job, which then leads to its day’s and week’s summaries', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -10)
    await putWorkout(u, 'run-1', day)
    // The write queued the activity's job alone.
    expect(kinds(await pending(u))).toEqual(['activity run-1'])
    await run(u, (await pending(u))[0]!)
    // Its job wrote the WorkoutSummary and queued the local day (not the UTC day) and its week.
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    for (const j of await pending(u)) await run(u, j)
    const names = (await t.app.db.query<{ name: string }>('SELECT name FROM summaries WHERE project_id = $1 AND user_id = $2 ORDER BY name', [p.projectId, u])).rows.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['DailySummary', 'WeeklyActivitySummary', 'WorkoutSummary']))
  })

  it('of the day a PUT moved it from are queued by the write', async () => {
    const u = await user()
    const from = addDays(localToday(TZ), -20)
    const to = addDays(localToday(TZ), -5)
    await putWorkout(u, 'run-2', from)
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await putWorkout(u, 'run-2', to)
    expect(kinds(await pending(u))).toEqual(['activity run-2', `day ${from}`, `week ${mondayOf(from)}`])
    // Replaced on the same day: nothing but its own job.
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await putWorkout(u, 'run-2', to)
    expect(kinds(await pending(u))).toEqual(['activity run-2'])
  })

  it('of a sleep score are queued by its job; of any other score, by the write', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -8)
    const score = async (name: string, value: number) => {
      const res = await t.app.inject({ method: 'PUT', url: `/users/${u}/daily_records/scores/${day}/${name}`, headers: bearer(token), payload: { value } })
      expect(res.statusCode, res.body).toBe(200)
    }
    await score('sleep_score', 81)
    expect(kinds(await pending(u))).toEqual([`sleep ${day}/sleep_score`])
    await run(u, (await pending(u))[0]!)
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await score('readiness', 70)
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    for (const j of await pending(u)) await run(u, j)
    const names = (await t.app.db.query<{ name: string }>('SELECT name FROM summaries WHERE project_id = $1 AND user_id = $2 ORDER BY name', [p.projectId, u])).rows.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['DailySummary', 'SleepSummary', 'WeeklySummary']))
  })
})
