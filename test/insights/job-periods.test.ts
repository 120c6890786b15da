// A write of activities or daily records marks its rows summary_due and queues the user's one
// 'changed' job; the job, when it runs, summarises the marked rows, queues the local day and week
// each is on (their summaries follow as before) and clears the marks. A PUT that moves an activity
// to another local day queues the day and week it left. The worker is stopped: jobs are read and
// run by hand.
import { describe, expect, it } from 'vitest'
import { bearer, uniqueUserId, type TestApp, type TestProject, privateAppSuite } from '../helpers/app.js'
import { addDays, localToday, mondayOf } from '../helpers/synthetic.js'
import { CHANGED_BATCH, runJob, type EngineDeps } from '../../src/insights/engine.js'
import { dueRows, enqueueJobsSql, settleChanged, type Job } from '../../src/queue/insight-jobs.js'

let t: TestApp, p: TestProject, token: string
privateAppSuite({ stopInsights: true }, (s) => {
  ;({ t, p, token } = s)
})

const TZ = -18_000 // UTC−5: a local day differs from the UTC day in the evening
const deps = (): EngineDeps => ({ db: t.app.db, llm: { provider: 'none', timeoutMs: 30_000, maxToolRounds: 4 }, log: { info: () => {}, warn: () => {} } })

async function user(): Promise<string> {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: { tz_offset: TZ } })
  expect(res.statusCode, res.body).toBe(200)
  return id
}
/**
 * A workout starting at 21:00 local time on `day` (02:00 UTC the next day), of its own sport (a
 * workout of another at the same time is another workout, not one seen twice: each counts).
 */
async function putWorkout(u: string, id: string, day: string, sport = `sport of ${id}`) {
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
      type_name: sport,
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
/** The user's activities marked summary_due, by id. */
const marked = async (u: string) =>
  (
    await t.app.db.query<{ id: string }>('SELECT activity_id AS id FROM activities WHERE project_id = $1 AND user_id = $2 AND summary_due ORDER BY 1', [
      p.projectId,
      u,
    ])
  ).rows.map((r) => r.id)
const summaryNames = async (u: string) =>
  (await t.app.db.query<{ name: string }>('SELECT name FROM summaries WHERE project_id = $1 AND user_id = $2 ORDER BY name', [p.projectId, u])).rows.map(
    (r) => r.name,
  )
async function run(j: Job) {
  await runJob(deps(), j)
  await t.app.db.query('DELETE FROM insight_jobs WHERE id = $1', [j.id])
}

describe('an activity’s periods', () => {
  it('are queued by the user’s job, which then leads to its day’s and week’s summaries', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -10)
    await putWorkout(u, 'run-1', day)
    await putWorkout(u, 'run-1b', day)
    // The writes queued the user's one job, and marked their rows.
    expect(kinds(await pending(u))).toEqual(['changed '])
    expect(await marked(u)).toEqual(['run-1', 'run-1b'])
    await run((await pending(u))[0]!)
    // Its job wrote the WorkoutSummaries, queued the local day (not the UTC day) and its week, and cleared the marks.
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    expect(await marked(u)).toEqual([])
    expect(await summaryNames(u)).toEqual(['WorkoutSummary', 'WorkoutSummary'])
    for (const j of await pending(u)) await run(j)
    const names = await summaryNames(u)
    expect(names).toEqual(expect.arrayContaining(['DailySummary', 'WeeklyActivitySummary', 'WorkoutSummary']))
  })

  it('of the day a PUT moved it from are queued by the write', async () => {
    const u = await user()
    const from = addDays(localToday(TZ), -20)
    const to = addDays(localToday(TZ), -5)
    await putWorkout(u, 'run-2', from)
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await putWorkout(u, 'run-2', to)
    expect(kinds(await pending(u))).toEqual(['changed ', `day ${from}`, `week ${mondayOf(from)}`])
    // Replaced on the same day: nothing but the user's job.
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await putWorkout(u, 'run-2', to)
    expect(kinds(await pending(u))).toEqual(['changed '])
  })

  it('of a sleep score and of any other score are queued by the user’s job', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -8)
    const score = async (name: string, value: number) => {
      const res = await t.app.inject({ method: 'PUT', url: `/users/${u}/daily_records/scores/${day}/${name}`, headers: bearer(token), payload: { value } })
      expect(res.statusCode, res.body).toBe(200)
    }
    await score('sleep_score', 81)
    expect(kinds(await pending(u))).toEqual(['changed '])
    await run((await pending(u))[0]!)
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    expect(await summaryNames(u)).toEqual(['SleepSummary'])
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    const other = addDays(day, -3)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/users/${u}/daily_records/scores/${other}/readiness`,
      headers: bearer(token),
      payload: { value: 70 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(kinds(await pending(u))).toEqual(['changed '])
    await run((await pending(u))[0]!)
    expect(kinds(await pending(u))).toEqual([`day ${other}`, `week ${mondayOf(other)}`])
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await score('readiness', 70)
    expect(kinds(await pending(u))).toEqual(['changed '])
    await run((await pending(u))[0]!)
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    for (const j of await pending(u)) await run(j)
    const names = await summaryNames(u)
    expect(names).toEqual(expect.arrayContaining(['DailySummary', 'SleepSummary', 'WeeklySummary']))
  })
})

describe('the user’s job', () => {
  it('keeps the mark of a row written again after it read the marks, and that write queues it anew', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -12)
    await putWorkout(u, 'again-1', day)
    await putWorkout(u, 'again-2', day)
    const [job] = await pending(u)
    // The job is claimed (running), reads the marks, and a PUT of one of the rows lands before it clears them.
    await t.app.db.query("UPDATE insight_jobs SET leased_until = now() + interval '1 minute' WHERE id = $1", [job!.id])
    const due = await dueRows(t.app.db, p.projectId, u, 10)
    expect(due.map((r) => r.activity_id).sort()).toEqual(['again-1', 'again-2'])
    await putWorkout(u, 'again-2', day)
    await settleChanged(t.app.db, p.projectId, u, { days: [], cleared: due, again: false })
    expect(await marked(u)).toEqual(['again-2'])
    expect(kinds(await pending(u))).toEqual(['changed '])
  })

  it(`takes ${CHANGED_BATCH} rows a run and queues itself again for the rest`, async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -15)
    for (let i = 0; i < CHANGED_BATCH + 3; i++) await putWorkout(u, `many-${String(i).padStart(3, '0')}`, day)
    const first = (await pending(u))[0]!
    expect(first.kind).toBe('changed')
    // The claimed job is running while it runs: its own queuing makes a pending one.
    await t.app.db.query("UPDATE insight_jobs SET leased_until = now() + interval '1 minute' WHERE id = $1", [first.id])
    await run(first)
    expect((await marked(u)).length).toBe(3)
    expect(kinds(await pending(u))).toEqual(['changed ', `day ${day}`, `week ${mondayOf(day)}`])
    await run((await pending(u))[0]!)
    expect(await marked(u)).toEqual([])
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    expect((await summaryNames(u)).filter((n) => n === 'WorkoutSummary').length).toBe(CHANGED_BATCH + 3)
  }, 60_000)

  it('stores the rest when one row’s summary fails, keeps that row’s mark, and fails to be retried', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -11)
    // Far enough back that neither is in the other's window (the 56 days before each).
    const earlier = addDays(day, -70)
    await putWorkout(u, 'fine-1', day)
    await putWorkout(u, 'broken-1', earlier)
    // Written by SQL of its own: fields that are JSON null, which the workout's drafts cannot read.
    await t.app.db.query(`UPDATE activities SET fields = 'null'::jsonb WHERE project_id = $1 AND user_id = $2 AND activity_id = 'broken-1'`, [p.projectId, u])
    const job = (await pending(u))[0]!
    await expect(runJob(deps(), job)).rejects.toThrow(/1 of 2 changed rows failed; first: activity broken-1/)
    expect(await marked(u)).toEqual(['broken-1'])
    expect(await summaryNames(u)).toEqual(['WorkoutSummary'])
    // The fine one's day and week were queued all the same.
    expect(kinds(await pending(u))).toEqual(['changed ', `day ${day}`, `week ${mondayOf(day)}`])
  })

  it('leaves the jobs of one activity queued by an earlier version to run as before', async () => {
    const u = await user()
    const day = addDays(localToday(TZ), -9)
    await putWorkout(u, 'old-1', day)
    await t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await t.app.db.query(enqueueJobsSql(`SELECT $1::text AS project_id, $2::text AS user_id, 'activity' AS kind, 'old-1' AS key, now() AS run_after`), [
      p.projectId,
      u,
    ])
    await run((await pending(u))[0]!)
    expect(kinds(await pending(u))).toEqual([`day ${day}`, `week ${mondayOf(day)}`])
    expect(await summaryNames(u)).toEqual(['WorkoutSummary'])
  })
})
