// Workout analytics on writes and in the background, through the app: a PUT with hr_series gets
// the fields it is missing (and keeps what it sent), history and training load across workouts, a
// threshold change and a workout written before others re-computed by the job, a deletion, a run
// cut short that resumes where it was, and a run repeated that writes nothing.
import { describe, expect, it } from 'vitest'
import { bearer, uniqueUserId, type TestApp, type TestProject, privateAppSuite } from '../helpers/app.js'
import { analyzeWorkout, chronicLoad, type WorkoutSummary } from '../../src/analytics/index.js'
import { recomputeWorkouts } from '../../src/modules/activities/index.js'
import { claimWorkoutAnalyticsJobs, completeWorkoutAnalyticsJob } from '../../src/queue/workout-analytics-jobs.js'

let t: TestApp, p: TestProject, token: string
// A database of its own: this suite's worker claims every analytics job it finds.
privateAppSuite({}, (s) => {
  ;({ t, p, token } = s)
})

type Json = Record<string, unknown>
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) })

async function newUser(patch: Json = {}): Promise<string> {
  const u = uniqueUserId()
  const res = await call('PATCH', `/users/${u}`, { tz_offset: 0, ...patch })
  expect(res.statusCode, res.body).toBe(200)
  return u
}

const DAY = 86_400_000
const T0 = Date.parse('2026-02-02T07:00:00Z')

/** A heart-rate series of `minutes` at 5 s a value, around `base` bpm. */
const series = (minutes: number, base: number) => Array.from({ length: minutes * 12 }, (_, i) => base + ((i * 7) % 11) - 5).join(',')

/** A workout PUT body starting at `start` (ms), with its hr_series, and anything else `extra` says. */
function workout(start: number, minutes: number, base: number, extra: Json = {}): Json {
  return {
    type: 'workout',
    start_datetime: new Date(start).toISOString(),
    end_datetime: new Date(start + minutes * 60_000).toISOString(),
    data_source: 'Garmin Forerunner 265',
    duration_seconds: minutes * 60,
    type_name: 'running',
    tss: 0,
    hr_series: series(minutes, base),
    hr_series_sampling_rate: '5',
    created_at: new Date(start + minutes * 60_000).toISOString(),
    updated_at: new Date(start + minutes * 60_000).toISOString(),
    ...extra,
  }
}

async function put(u: string, id: string, body: Json): Promise<Json> {
  const res = await call('PUT', `/users/${u}/activities/${id}`, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const get = async (u: string, id: string): Promise<Json> => (await call('GET', `/users/${u}/activities/${id}`)).json()

/** Until no analytics job of the user is left (the worker runs them), then the activity. */
async function settled(u: string): Promise<void> {
  const until = Date.now() + 20_000
  for (;;) {
    const r = await t.app.db.query('SELECT 1 FROM workout_analytics_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    if (!r.rows.length) return
    if (Date.now() > until) throw new Error('analytics jobs still pending')
    await new Promise((r) => setTimeout(r, 50))
  }
}
const jobsOf = async (u: string) =>
  (await t.app.db.query('SELECT from_at FROM workout_analytics_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])).rows.length

const analysed = (body: Json, thresholds: Json = {}, history: WorkoutSummary[] = []) =>
  analyzeWorkout(
    { hr_series: String(body['hr_series']), hr_series_sampling_rate: '5', start: Date.parse(String(body['start_datetime'])) },
    { thresholds, history },
  )

describe('a PUT with hr_series', () => {
  it('gets the fields it is missing, computed from the series, and keeps what it sent', async () => {
    const u = await newUser({ thresholds: { lthr: 160, mhr: 190 } })
    const body = workout(T0, 60, 150, { average_hr: 123, calories: 640 })
    const a = await put(u, 'run', body)
    const want = analysed(body, { lthr: 160, mhr: 190 }).fields
    expect(want.tss_hr).toBeGreaterThan(0)
    expect(a).toMatchObject({
      average_hr: 123, // sent: kept, although the series says otherwise
      calories: 640,
      duration_seconds: 3600,
      tss: want.tss_hr, // sent as 0: filled
      tss_hr: want.tss_hr,
      used_lthr: 160,
      max_hr: want.max_hr,
      guessed_mhr: 190,
      zone_hr: want.zone_hr,
      hr_zone_thresholds: [136, 144, 152, 160],
      hr_zone_durations_seconds: want.hr_zone_durations_seconds,
      peak_duration_hr: want.peak_duration_hr,
      activity_score_before: 0,
      activity_score_after: want.activity_score_after,
    })
    expect(want.average_hr).not.toBe(123)
    // The answer is what is stored.
    expect(await get(u, 'run')).toEqual(a)
  })

  it('keeps a tss it sent (history sums that one) and computes with the thresholds it states', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const body = workout(T0, 45, 150, { tss: 80, used_lthr: 150 })
    const a = await put(u, 'run', body)
    const want = analysed(body, { lthr: 150 }).fields
    expect(a).toMatchObject({ tss: 80, used_lthr: 150, tss_hr: want.tss_hr, activity_score_after: Math.round(80 / 42) })
    expect(a['tss_hr']).not.toBe(analysed(body, { lthr: 160 }).fields.tss_hr)
  })

  it('a PUT without hr_series is stored as sent', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const { hr_series: _, hr_series_sampling_rate: __, ...plain } = workout(T0, 30, 150, { tss: 12 })
    const a = await put(u, 'plain', plain)
    expect(a['tss']).toBe(12)
    expect(a).not.toHaveProperty('tss_hr')
    expect(a).not.toHaveProperty('activity_score_after')
    // Nothing analysed: a threshold change has nothing to compute again.
    expect((await call('PATCH', `/users/${u}`, { thresholds: { lthr: 150 } })).statusCode).toBe(200)
    expect(await jobsOf(u)).toBe(0)
  })

  it('a series no workout can be (a sampling rate of 1e12 s, values of 1e9 bpm) fills no heart-rate field and is no error', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const long = await put(u, 'long', workout(T0 + 20 * DAY, 30, 150, { hr_series: '130,140', hr_series_sampling_rate: '1e12' }))
    expect(long['tss']).toBe(0)
    expect(long).not.toHaveProperty('tss_hr')
    const corrupt = await put(u, 'corrupt', workout(T0 + 21 * DAY, 30, 150, { hr_series: '150,1e9,150,-5' }))
    expect(corrupt['max_hr']).toBe(150)
  })
})

describe('history', () => {
  it('a later workout’s training load counts the earlier ones; one written before it is re-computed by the job', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const first = await put(u, 'a', workout(T0, 60, 150))
    const second = await put(u, 'b', workout(T0 + 2 * DAY, 60, 155))
    const h1: WorkoutSummary[] = [{ start: T0, tss: first['tss'] as number }]
    const load = chronicLoad(h1, T0 + 2 * DAY, second['tss'] as number)
    expect(second).toMatchObject({ activity_score_before: Math.round(load.before), activity_score_after: Math.round(load.after) })
    expect(await jobsOf(u)).toBe(0) // the latest workout changes no other

    // A workout between the two: the write computes its own fields, the job the later one's.
    const middle = await put(u, 'm', workout(T0 + DAY, 90, 158))
    expect(await jobsOf(u)).toBe(1)
    await settled(u)
    const h2: WorkoutSummary[] = [...h1, { start: T0 + DAY, tss: middle['tss'] as number }]
    const load2 = chronicLoad(h2, T0 + 2 * DAY, second['tss'] as number)
    expect(Math.round(load2.before)).not.toBe(Math.round(load.before))
    expect(await get(u, 'b')).toMatchObject({ activity_score_before: Math.round(load2.before), activity_score_after: Math.round(load2.after) })

    // Deleted again: the later one's load is as before.
    expect((await call('DELETE', `/users/${u}/activities/m`)).statusCode).toBe(204)
    await settled(u)
    expect(await get(u, 'b')).toMatchObject({ activity_score_before: Math.round(load.before) })
  })

  it('without thresholds, a harder workout moves the guessed LTHR of the ones after it, not before', async () => {
    const u = await newUser()
    const easy = await put(u, 'easy', workout(T0, 40, 140))
    const later = await put(u, 'later', workout(T0 + 3 * DAY, 40, 142))
    expect(later['guessed_lthr']).toBeCloseTo(0.95 * 142, 0)
    await put(u, 'hard', workout(T0 + DAY, 40, 170))
    await settled(u)
    expect((await get(u, 'later'))['guessed_lthr']).toBeCloseTo(0.95 * 170, 0)
    expect((await get(u, 'later'))['is_breakthrough_lthr']).toBe(false)
    expect(await get(u, 'easy')).toEqual(easy)
  })
})

describe('a change of selection', () => {
  it('a source priority that selects another copy of a workout re-computes the workouts after it', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const watch = await put(u, 'watch', workout(T0, 60, 150, { data_source: 'Apple Watch' }))
    const phone = await put(u, 'phone', workout(T0, 60, 172, { data_source: 'Ana’s iPhone' }))
    expect([watch['selected'], phone['selected']]).toEqual([true, false])
    const later = await put(u, 'later', workout(T0 + 2 * DAY, 60, 150))
    const fromWatch = chronicLoad([{ start: T0, tss: watch['tss'] as number }], T0 + 2 * DAY, later['tss'] as number)
    expect(later['activity_score_before']).toBe(Math.round(fromWatch.before))
    const fromPhone = chronicLoad([{ start: T0, tss: phone['tss'] as number }], T0 + 2 * DAY, later['tss'] as number)
    expect(Math.round(fromPhone.before)).not.toBe(Math.round(fromWatch.before))

    expect((await call('PUT', `/users/${u}/source_priority`, { activities: ['iphone'] })).statusCode).toBe(200)
    const until = Date.now() + 20_000
    while ((await get(u, 'later'))['activity_score_before'] !== Math.round(fromPhone.before)) {
      if (Date.now() > until) throw new Error(`not re-computed: ${JSON.stringify(await get(u, 'later'))}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(await get(u, 'phone')).toMatchObject({ selected: true })
  })
})

describe('a threshold change', () => {
  it('re-computes every analysed workout of the user in the background, keeping what was sent', async () => {
    const u = await newUser({ thresholds: { lthr: 160 } })
    const a = await put(u, 'a', workout(T0, 60, 150, { calories: 500 }))
    const b = await put(u, 'b', workout(T0 + DAY, 60, 150, { tss: 70 }))
    expect((await call('PATCH', `/users/${u}`, { thresholds: { lthr: 150 } })).statusCode).toBe(200)
    await settled(u)
    const a2 = await get(u, 'a')
    const want = analysed(workout(T0, 60, 150), { lthr: 150 }).fields
    expect(a2).toMatchObject({ used_lthr: 150, tss_hr: want.tss_hr, tss: want.tss_hr, calories: 500, zone_hr: want.zone_hr })
    expect(a2['tss_hr']).not.toBe(a['tss_hr'])
    const b2 = await get(u, 'b')
    expect(b2).toMatchObject({ tss: 70, used_lthr: 150 })
    expect(b2['tss_hr']).not.toBe(b['tss_hr'])
    // The summaries follow: the re-computed workout's summary is written again after the change.
    const summaryOf = async () =>
      (
        await t.app.db.query(`SELECT data::text AS data FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key = 'WorkoutSummary:a'`, [
          p.projectId,
          u,
        ])
      ).rows[0]?.data as string | undefined
    const until = Date.now() + 20_000
    while (!(await summaryOf())?.includes(String(want.tss_hr))) {
      if (Date.now() > until) throw new Error(`the summary did not follow: ${await summaryOf()}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    // The same thresholds again: nothing to do, nothing written.
    expect((await call('PATCH', `/users/${u}`, { thresholds: { lthr: 150 } })).statusCode).toBe(200)
    expect(await jobsOf(u)).toBe(0)
  })
})

/** A job for every workout of the user, due now (as a threshold change queues one, a second later). */
const queueAll = (u: string) =>
  t.app.db.query(`INSERT INTO workout_analytics_jobs (project_id, user_id, from_at) VALUES ($1, $2, '-infinity')`, [p.projectId, u])

describe('a re-computation', () => {
  it('cut short after a page resumes from it, ends as one run would, and a run repeated writes nothing', async () => {
    // (The last test of the suite: the worker stays stopped, this test runs the jobs itself. Stopped
    // first: a job the writes below queue, due a second later, run by the worker after the threshold
    // change, would compute some workouts before this test's run does; seen in CI on a loaded machine.)
    await t.app.workoutAnalytics.stop(1000)
    const u = await newUser({ thresholds: { lthr: 165 } })
    for (let i = 0; i < 5; i++) await put(u, `w${i}`, workout(T0 + i * DAY, 30, 145 + i))
    await t.app.db.query(`DELETE FROM workout_analytics_jobs WHERE project_id = $1 AND user_id = $2`, [p.projectId, u])
    const before = await Promise.all([0, 1, 2, 3, 4].map((i) => get(u, `w${i}`)))
    // The thresholds change behind the worker's back (no job), then a job is queued by hand.
    await t.app.db.query(`UPDATE users SET thresholds = '{"lthr": 150}' WHERE project_id = $1 AND user_id = $2`, [p.projectId, u])
    {
      await queueAll(u)
      const [job] = await claimWorkoutAnalyticsJobs(t.app.db, 10, 300)
      expect(job).toMatchObject({ user_id: u, from: '-infinity' })
      let pages = 0
      const cut = await recomputeWorkouts(t.app.db, job!, { stopping: () => pages++ >= 1, wrote: () => {}, pageSize: 2 })
      expect(cut).toMatchObject({ finished: false, workouts: 2, changed: 2 })
      // As a crash would leave it: leased, its progress recorded. Its lease runs out; claimed again.
      await t.app.db.query(`UPDATE workout_analytics_jobs SET leased_until = now() - interval '1 second' WHERE project_id = $1 AND user_id = $2`, [
        p.projectId,
        u,
      ])
      const [again] = await claimWorkoutAnalyticsJobs(t.app.db, 10, 300)
      // A microsecond before the last start it committed (w1's).
      expect(again!.from).toBe(new Date(Date.parse(String(before[1]!['start_datetime'])) - 1).toISOString().replace(/Z$/, '999Z'))
      const rest = await recomputeWorkouts(t.app.db, again!, { stopping: () => false, wrote: () => {}, pageSize: 2 })
      // w1 again (the run resumes just before the last start it committed), then w2 to w4.
      expect(rest).toMatchObject({ finished: true, workouts: 4, changed: 3 })
      await completeWorkoutAnalyticsJob(t.app.db, again!)
      expect(await jobsOf(u)).toBe(0)
      const after = await Promise.all([0, 1, 2, 3, 4].map((i) => get(u, `w${i}`)))
      for (let i = 0; i < 5; i++) {
        expect(after[i]!['used_lthr']).toBe(150)
        expect(after[i]!['tss_hr']).not.toBe(before[i]!['tss_hr'])
      }
      // One run from the start now finds everything as it would compute it.
      await queueAll(u)
      const [third] = await claimWorkoutAnalyticsJobs(t.app.db, 10, 300)
      expect(await recomputeWorkouts(t.app.db, third!, { stopping: () => false, wrote: () => {} })).toMatchObject({ finished: true, workouts: 5, changed: 0 })
      await completeWorkoutAnalyticsJob(t.app.db, third!)
    }
  })
})
