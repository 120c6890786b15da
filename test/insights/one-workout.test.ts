// One workout seen by two sources counts once (CONTRACT "One activity per workout"): a user whose
// runs were each recorded by an Apple Watch and a Garmin gets exactly the summaries, facts and
// training load of a user whose runs were recorded once. The summary of a workout that is not
// selected goes, and comes back when it is selected again. The worker is stopped: jobs run by hand.
import { describe, expect, it } from 'vitest'
import { bearer, uniqueUserId, type TestApp, type TestProject, privateAppSuite } from '../helpers/app.js'
import { addDays, localToday, mondayOf } from '../helpers/synthetic.js'
import { backfill, runJob, type EngineDeps } from '../../src/insights/engine.js'
import type { Job } from '../../src/queue/insight-jobs.js'

let t: TestApp, p: TestProject, token: string
privateAppSuite({ stopInsights: true }, (s) => {
  ;({ t, p, token } = s)
})

const deps = (): EngineDeps => ({ db: t.app.db, llm: { provider: 'none', timeoutMs: 30_000, maxToolRounds: 4 }, log: { info: () => {}, warn: () => {} } })

async function send(method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res
}

/** A run at 07:00 UTC on `day`, as one source recorded it. */
function run(day: string, i: number, source: 'Apple Watch' | 'Garmin Forerunner 265') {
  const start = Date.parse(`${day}T07:00:00Z`) + (source === 'Garmin Forerunner 265' ? 40_000 : 0)
  const minutes = 40 + (i % 3) * 10
  const end = start + minutes * 60_000 - (source === 'Garmin Forerunner 265' ? 90_000 : 0)
  return {
    type: 'workout',
    start_datetime: new Date(start).toISOString(),
    end_datetime: new Date(end).toISOString(),
    data_source: source,
    duration_seconds: Math.round((end - start) / 1000),
    type_name: 'running',
    tss: 40 + i,
    calories: 400 + i,
    // The watch has heart rate, the Garmin not: the watch's is selected.
    ...(source === 'Apple Watch' ? { average_hr: 150, hr_zone_durations_seconds: [60, 600, 900, 300, 60] } : {}),
    created_at: new Date(end).toISOString(),
    updated_at: new Date(end).toISOString(),
  }
}

/** Every stored summary of the user: name and period → its data. */
async function summariesOf(u: string): Promise<Record<string, unknown>> {
  const r = await t.app.db.query<{ name: string; period: { id: string }; data: Record<string, unknown> }>(
    'SELECT name, period, data FROM summaries WHERE project_id = $1 AND user_id = $2',
    [p.projectId, u],
  )
  return Object.fromEntries(r.rows.map((s) => [`${s.name} ${s.period.id}`, s.data]))
}
async function factsOf(u: string): Promise<Record<string, unknown>> {
  const r = await t.app.db.query<{ fact_key: string; text: string; evidence: unknown }>(
    'SELECT fact_key, text, evidence FROM facts WHERE project_id = $1 AND user_id = $2 AND fact_key IS NOT NULL',
    [p.projectId, u],
  )
  return Object.fromEntries(r.rows.map((f) => [f.fact_key, [f.text, f.evidence]]))
}
async function pending(u: string): Promise<Job[]> {
  const r = await t.app.db.query<Job>(
    `SELECT id, project_id, user_id, kind, key, attempts, run_after FROM insight_jobs
     WHERE project_id = $1 AND user_id = $2 AND leased_until IS NULL ORDER BY kind, key`,
    [p.projectId, u],
  )
  return r.rows
}
/** Runs the user's due jobs until none is left (a job may queue others). */
async function drain(u: string) {
  for (let i = 0; i < 10; i++) {
    const jobs = await pending(u)
    if (!jobs.length) return
    for (const j of jobs) {
      await runJob(deps(), j)
      await t.app.db.query('DELETE FROM insight_jobs WHERE id = $1', [j.id])
    }
  }
}
const workoutSummaries = async (u: string) =>
  (
    await t.app.db.query<{ id: string }>(
      `SELECT data ->> 'activity_id' AS id FROM summaries WHERE project_id = $1 AND user_id = $2 AND name = 'WorkoutSummary' ORDER BY 1`,
      [p.projectId, u],
    )
  ).rows.map((r) => r.id)

describe('a workout recorded by a watch and a Garmin', () => {
  const today = localToday(0)
  const days = Array.from({ length: 12 }, (_, i) => addDays(mondayOf(today), -28 + i * 2 + (i > 5 ? 1 : 0)))

  it('counts once in the workout, daily and weekly summaries, the facts and the training load', async () => {
    const twice = uniqueUserId()
    const once = uniqueUserId()
    for (const u of [twice, once]) await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    for (const [i, day] of days.entries()) {
      await send('PUT', `/users/${once}/activities/run-${i}`, run(day, i, 'Apple Watch'))
      // The Garmin's first for some, the watch's first for others: the order of arrival does not matter.
      const [first, second] = i % 2 ? (['Apple Watch', 'Garmin Forerunner 265'] as const) : (['Garmin Forerunner 265', 'Apple Watch'] as const)
      await send('PUT', `/users/${twice}/activities/${first === 'Apple Watch' ? 'run' : 'garmin'}-${i}`, run(day, i, first))
      await send('PUT', `/users/${twice}/activities/${second === 'Apple Watch' ? 'run' : 'garmin'}-${i}`, run(day, i, second))
    }
    const groups = await t.app.db.query<{ n: number; selected: string[] }>(
      `SELECT count(*)::int AS n, array_agg(activity_id ORDER BY activity_id) FILTER (WHERE selected) AS selected
       FROM activities WHERE project_id = $1 AND user_id = $2 GROUP BY group_id`,
      [p.projectId, twice],
    )
    expect(groups.rows).toHaveLength(days.length)
    for (const g of groups.rows) expect([g.n, g.selected.length, g.selected[0]!.startsWith('run-')]).toEqual([2, 1, true])

    const range = { projectId: p.projectId, from: days[0]!, to: addDays(today, -1) }
    await backfill(deps(), { ...range, userId: twice })
    await backfill(deps(), { ...range, userId: once })
    const [s2, s1] = [await summariesOf(twice), await summariesOf(once)]
    expect(Object.keys(s1).length).toBeGreaterThan(days.length + 4)
    // Summary for summary, the same numbers: nothing of the Garmin's is counted.
    expect(s2).toEqual(s1)
    const weekly = Object.entries(s1).filter(([k]) => k.startsWith('WeeklyActivitySummary'))
    expect(weekly.length).toBeGreaterThan(2)
    for (const [, data] of weekly) expect((data as { activity_ids: string[] }).activity_ids.every((id) => id.startsWith('run-'))).toBe(true)
    const load = (weekly.at(-1)![1] as { load_at_week_end: { tss_28d: number } }).load_at_week_end
    expect(load.tss_28d).toBeGreaterThan(0)
    expect(await factsOf(twice)).toEqual(await factsOf(once))
    expect(Object.keys(await factsOf(once))).toContain('training_frequency')
    expect(await workoutSummaries(twice)).toEqual(await workoutSummaries(once))
  }, 120_000)

  it('moves the workout summary with the selection, and summarises the day again', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    const day = addDays(today, -3)
    await send('PUT', `/users/${u}/activities/garmin-0`, run(day, 0, 'Garmin Forerunner 265'))
    await drain(u)
    expect(await workoutSummaries(u)).toEqual(['garmin-0'])
    const dayTss = async () => ((await summariesOf(u))[`DailySummary ${day}`] as { activities: { tss: number; workouts: number } }).activities
    expect(await dayTss()).toMatchObject({ workouts: 1, tss: 40 })
    // The watch's recording of the same run: it is selected, the Garmin's summary goes.
    await send('PUT', `/users/${u}/activities/run-0`, { ...run(day, 0, 'Apple Watch'), tss: 44 })
    await drain(u)
    expect(await workoutSummaries(u)).toEqual(['run-0'])
    expect(await dayTss()).toMatchObject({ workouts: 1, tss: 44 })
    // Deleted: the Garmin's counts again.
    await send('DELETE', `/users/${u}/activities/run-0`)
    await drain(u)
    expect(await workoutSummaries(u)).toEqual(['garmin-0'])
    expect(await dayTss()).toMatchObject({ workouts: 1, tss: 40 })
  })
})
