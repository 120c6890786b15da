// Insight jobs read a user's data in one statement and write each job's summaries in one: the
// data cut for a window is exactly what the per-source queries load (boundary instants, sub-
// millisecond times, NaN values included); jobs run on a load shared with other jobs of their
// user, or through the worker claiming them together, write the same summaries, facts and events
// as jobs run alone; a job whose numbers did not change writes nothing, not even a row lock; a
// changed one updates in place with its event; a workout that became a mindfulness session loses
// its WorkoutSummary; with an LLM, unchanged numbers call it no more.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { createTestApp, createTestProject, privateDatabase, type TestApp } from '../helpers/app.js'
import { addDays, localInstant, localToday, mondayOf } from '../helpers/synthetic.js'
import { type DayValue, HISTORY_DAYS, loadContext, loadHabits, loadUserData, sliceContext, type UserContext } from '../../src/insights/context.js'
import { loadForJobs, runJob, type EngineDeps, type Tally } from '../../src/insights/engine.js'
import { InsightsWorker } from '../../src/insights/worker.js'
import { localDay } from '../../src/time/calendar.js'
import { enqueueJobsSql, type Job, type JobKind } from '../../src/queue/insight-jobs.js'

let own: Awaited<ReturnType<typeof privateDatabase>>
let t: TestApp
let projectId: string
let db: pg.Pool

const TZ = 19_800 // +05:30
const today = localToday(TZ)
const LAST = addDays(today, -1)
const FIRST = addDays(LAST, -69)
/** Days that get writes: a Monday-to-Sunday week that has closed, and a day in the week before. */
const WEEK = addDays(mondayOf(LAST), -7)
const DAYS = [addDays(WEEK, 2), addDays(WEEK, 4), addDays(WEEK, -3)]

function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/** The same data for every user seeded with the same seed. */
async function seed(userId: string, tz = TZ, seedNo = 1): Promise<void> {
  const r = rng(seedNo)
  const stamp = new Date().toISOString()
  const records: Record<string, unknown>[] = []
  const activities: Record<string, unknown>[] = []
  const meals: Record<string, unknown>[] = []
  // Meal ids in the summaries' data: the same for every user of a seed.
  let n = 0
  const mealId = () => `00000000-0000-4000-8000-${String(seedNo).padStart(4, '0')}${String(++n).padStart(8, '0')}`
  let i = 0
  for (let day = FIRST; day <= LAST; day = addDays(day, 1), i++) {
    records.push({ type: 'scores', date: day, name: 'sleep_score', value: Math.round(60 + r() * 30), providers: ['oura'] })
    records.push({ type: 'scores', date: day, name: 'hrv_score', value: Math.round(40 + r() * 30) + 0.25, providers: [] })
    if (r() < 0.6) records.push({ type: 'logs', date: day, name: 'daily_meditation', value: r() < 0.2 ? 0 : null, providers: [] })
    if (i % 3 === 0) {
      const start = localInstant(day, 6 + r() * 12, tz)
      activities.push({
        activity_id: `w-${day}`,
        type: 'workout',
        start_datetime: start,
        end_datetime: new Date(Date.parse(start) + 3_600_000).toISOString(),
        duration_seconds: 3600,
        fields: { type_name: 'Cycling', tss: Math.round(30 + r() * 70), calories: 500, hr_zone_durations_seconds: [600, 1200, 1200, 600] },
      })
    }
    if (i % 4 === 1) {
      const start = localInstant(day, 21, tz)
      activities.push({
        activity_id: `m-${day}`,
        type: 'mindfulness',
        start_datetime: start,
        end_datetime: new Date(Date.parse(start) + 600_000).toISOString(),
        duration_seconds: 600,
        fields: { type_name: 'Breathing', session_score: Math.round(60 + r() * 30), interbeat_intervals: '810,820,805,790,800' },
      })
    }
    for (const h of [8, 13, 19]) {
      meals.push({
        summary_id: mealId(),
        name: 'MealSummary',
        period_start: localInstant(day, h + r(), tz),
        is_custom: true,
        data: { totals: { calories: Math.round(300 + r() * 600), protein_g: 20, carbohydrate_g: 60, fat_g: 15 }, confidence: 0.5 + r() / 2 },
        created_at: stamp,
        updated_at: stamp,
      })
    }
  }
  // Edges: instants on and just before a local midnight, under a millisecond before one, NaN and
  // infinite values.
  const w0 = DAYS[0]!
  activities.push(
    {
      activity_id: 'edge-midnight',
      type: 'workout',
      start_datetime: localInstant(w0, 0, tz),
      end_datetime: localInstant(w0, 1, tz),
      duration_seconds: 3600,
      fields: { tss: 40 },
    },
    {
      activity_id: 'edge-before',
      type: 'workout',
      start_datetime: new Date(Date.parse(localInstant(w0, 0, tz)) - 1).toISOString(),
      end_datetime: localInstant(w0, 1, tz),
      duration_seconds: 3600,
      fields: { tss: 30 },
    },
    {
      activity_id: 'edge-micro',
      type: 'mindfulness',
      start_datetime: localInstant(w0, 24, tz),
      end_datetime: localInstant(w0, 25, tz),
      duration_seconds: 600,
      fields: {},
    },
  )
  meals.push({
    summary_id: mealId(),
    name: 'MealSummary',
    period_start: localInstant(w0, 0, tz),
    is_custom: true,
    data: { totals: { calories: 100 } },
    created_at: stamp,
    updated_at: stamp,
  })
  records.push(
    { type: 'logs', date: w0, name: 'weird_log', value: 'NaN', providers: ['x', null] },
    { type: 'logs', date: DAYS[1]!, name: 'weird_log', value: '-Infinity', providers: [] },
  )
  const rows = (xs: Record<string, unknown>[]) =>
    JSON.stringify(xs.map((x) => ({ project_id: projectId, user_id: userId, created_at: stamp, updated_at: stamp, ...x })))
  await db.query(
    `INSERT INTO users (project_id, user_id, tz_offset, gender, birthday, height, weight, language) VALUES ($1, $2, $3, 'female', '1990-05-17', 168, 62.5, 'en')`,
    [projectId, userId, tz],
  )
  await db.query(`INSERT INTO daily_records SELECT * FROM json_populate_recordset(null::daily_records, $1)`, [rows(records)])
  // The columns given, so that each row takes its own group (the defaults of the others).
  await db.query(
    `INSERT INTO activities (project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at) SELECT project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at FROM json_populate_recordset(null::activities, $1)`,
    [rows(activities)],
  )
  // A start 0.5 ms before the local midnight that ends DAYS[0] (not expressible in milliseconds).
  await db.query(
    `UPDATE activities SET start_datetime = start_datetime - interval '500 microseconds' WHERE project_id = $1 AND user_id = $2 AND activity_id = 'edge-micro'`,
    [projectId, userId],
  )
  await db.query(
    `INSERT INTO summaries (project_id, user_id, summary_id, name, period_start, data, is_custom, created_at, updated_at)
     SELECT project_id, user_id, summary_id, name, period_start, data, is_custom, created_at, updated_at FROM json_populate_recordset(null::summaries, $1)`,
    [rows(meals)],
  )
  await db.query(`INSERT INTO baselines SELECT * FROM json_populate_recordset(null::baselines, $1)`, [
    rows([{ name: 'hrv_score', mean: 55.125, median: 54.5, std: 7.3, size: 30 }]),
  ])
}

/** The loader before one statement did it all: one query per source, for comparison. */
async function reference(userId: string, from: string, to: string): Promise<UserContext | undefined> {
  const u = (
    await db.query(`SELECT tz_offset, language, gender, birthday::text AS birthday, height, weight FROM users WHERE project_id = $1 AND user_id = $2`, [
      projectId,
      userId,
    ])
  ).rows[0]
  if (!u) return undefined
  const profile = { tz: u.tz_offset ?? 0, language: u.language, gender: u.gender, birthday: u.birthday, height: u.height, weight: u.weight }
  const first = addDays(from, -HISTORY_DAYS)
  const lo = new Date(Date.parse(`${first}T00:00:00Z`) - profile.tz * 1000)
  const hi = new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) - profile.tz * 1000)
  const args = [projectId, userId]
  const acts = await db.query(
    `SELECT activity_id, type, start_datetime, end_datetime, duration_seconds, fields FROM activities
     WHERE project_id = $1 AND user_id = $2 AND start_datetime >= $3 AND start_datetime < $4 ORDER BY start_datetime, activity_id`,
    [...args, lo, hi],
  )
  const days = await db.query<DayValue & { type: string }>(
    `SELECT type, date::text AS date, name, value, providers FROM daily_records
     WHERE project_id = $1 AND user_id = $2 AND type IN ('scores', 'logs') AND date BETWEEN $3 AND $4 ORDER BY date, name`,
    [...args, first, to],
  )
  const meals = await db.query(
    `SELECT summary_id::text AS summary_id, period_start, data->'totals' AS totals, (data->>'confidence')::float8 AS confidence
     FROM summaries WHERE project_id = $1 AND user_id = $2 AND name = 'MealSummary' AND period_start >= $3 AND period_start < $4 ORDER BY period_start, summary_id`,
    [...args, lo, hi],
  )
  const baselines = await db.query(`SELECT name, mean, median, std, size FROM baselines WHERE project_id = $1 AND user_id = $2`, args)
  const pick = ({ date, name, value, providers }: DayValue): DayValue => ({ date, name, value, providers })
  return {
    projectId,
    userId,
    profile,
    from: first,
    to,
    activities: acts.rows.map((a) => ({
      id: a.activity_id,
      type: a.type,
      start: a.start_datetime,
      end: a.end_datetime,
      duration_seconds: a.duration_seconds,
      fields: a.fields,
      day: localDay(a.start_datetime, profile.tz),
    })),
    scores: days.rows.filter((d) => d.type === 'scores').map(pick),
    logs: days.rows.filter((d) => d.type === 'logs').map(pick),
    meals: meals.rows.map((m) => ({
      summary_id: m.summary_id,
      meal_time: m.period_start,
      day: localDay(m.period_start, profile.tz),
      totals: m.totals ?? {},
      confidence: m.confidence,
    })),
    baselines: new Map(baselines.rows.map((b) => [b.name, b])),
    habits: await loadHabits(db),
  }
}

/** The chat limits the engine does not use. */
const LLM_LIMITS = { timeoutMs: 30_000, maxToolRounds: 4 }
const deps = (llm: EngineDeps['llm'] = { provider: 'none', ...LLM_LIMITS }): EngineDeps => ({ db, llm, log: { info: () => {}, warn: () => {} } })
const job = (userId: string, kind: JobKind, key: string): Job => ({
  id: 0,
  project_id: projectId,
  user_id: userId,
  kind,
  key,
  attempts: 1,
  run_after: new Date(),
})
/** Every kind of job, for the write days. */
const jobsOf = (userId: string): Job[] => [
  ...DAYS.flatMap((d) => [job(userId, 'sleep', `${d}/sleep_score`), job(userId, 'day', d), job(userId, 'week', mondayOf(d))]),
  job(userId, 'activity', `w-${addDays(FIRST, 42)}`),
  job(userId, 'activity', `m-${addDays(FIRST, 49)}`),
  job(userId, 'activity', 'edge-micro'),
  job(userId, 'activity', 'no-such-activity'),
]

function add(into: Tally, t: Tally) {
  for (const [name, o] of Object.entries(t.summaries)) {
    into.summaries[name] ??= { created: 0, updated: 0, unchanged: 0 }
    for (const k of ['created', 'updated', 'unchanged'] as const) into.summaries[name]![k] += o[k]
  }
  for (const k of Object.keys(t.facts) as (keyof Tally['facts'])[]) into.facts[k] += t.facts[k]
}
const total = (t: Tally, k: 'created' | 'updated' | 'unchanged') => Object.values(t.summaries).reduce((n, o) => n + o[k], 0)

/** What a user's jobs wrote, without ids and the user id. */
async function written(userId: string) {
  const s = await db.query(
    `SELECT system_key, name, period, data, llm_output, llm_debug, providers, ref, is_custom FROM summaries
     WHERE project_id = $1 AND user_id = $2 AND system_key IS NOT NULL ORDER BY system_key`,
    [projectId, userId],
  )
  const f = await db.query(
    `SELECT fact_key, text, type, source, certainty_on_creation, certainty_on_update, evidence FROM facts WHERE project_id = $1 AND user_id = $2 ORDER BY fact_key`,
    [projectId, userId],
  )
  const e = await db.query(
    `SELECT type, data - 'summary_id' - 'user_id' AS data, (SELECT system_key FROM summaries s WHERE s.project_id = $1 AND s.summary_id::text = e.data->>'summary_id') AS key
     FROM events e WHERE project_id = $1 AND user_id = $2 ORDER BY key, type`,
    [projectId, userId],
  )
  return { summaries: s.rows, facts: f.rows, events: e.rows }
}

/** Queues every job of jobsOf(userId), due a minute ago; the number of distinct jobs queued. */
async function queueAll(userId: string): Promise<number> {
  const jobs = jobsOf(userId)
  await db.query(
    enqueueJobsSql(
      `SELECT $1::text AS project_id, $2::text AS user_id, x.kind, x.key, now() - interval '1 minute' AS run_after FROM json_to_recordset($3) AS x(kind text, key text)`,
    ),
    [projectId, userId, JSON.stringify(jobs.map((j) => ({ kind: j.kind, key: j.key })))],
  )
  return new Set(jobs.map((j) => `${j.kind}/${j.key}`)).size
}

/** Starts the worker and stops it once `n` jobs are settled (or `withinMs` passed). */
async function runUntil(worker: InsightsWorker, n: number, withinMs: number): Promise<void> {
  worker.start()
  for (const end = Date.now() + withinMs; Date.now() < end && worker.completed + worker.failed < n; ) await new Promise((r) => setTimeout(r, 50))
  await worker.stop(2000)
}

const ids = async (userId: string) =>
  (
    await db.query(
      `SELECT system_key, summary_id::text AS id, xmin::text AS xmin, xmax::text AS xmax FROM summaries WHERE project_id = $1 AND user_id = $2 AND system_key IS NOT NULL ORDER BY system_key`,
      [projectId, userId],
    )
  ).rows

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  // The jobs here are run by hand (and by a worker of the test's own).
  await t.app.insights.stop(0)
  db = t.app.db
  projectId = (await createTestProject(t.app)).projectId
  for (const u of ['cut', 'alone', 'shared', 'worker', 'busy', 'llm']) await seed(u)
  await seed('west', -36_000, 2)
}, 60_000)

afterAll(async () => {
  await t?.close()
  await own?.drop()
})

describe('the data a job reads', () => {
  it('cuts for each window exactly what a load of that window holds', async () => {
    for (const user of ['cut', 'west']) {
      const at = new Date()
      const windows = [
        { from: DAYS[0]!, to: DAYS[0]! },
        { from: WEEK, to: addDays(WEEK, 6) },
        { from: addDays(FIRST, 5), to: addDays(FIRST, 5) },
      ]
      const data = (await loadUserData(db, projectId, user, { windows, activityIds: ['edge-micro', 'missing'], factsAt: at }))!
      expect(data.ranges.length).toBeGreaterThanOrEqual(1)
      for (const w of windows) expect(sliceContext(data, w.from, w.to), `${user} ${w.from}`).toEqual(await reference(user, w.from, w.to))
      const micro = data.activities.find((a) => a.id === 'edge-micro')!
      expect(sliceContext(data, micro.day, micro.day)).toEqual(await reference(user, micro.day, micro.day))
      const asOf = addDays(localDay(at, data.profile.tz), -1)
      expect(sliceContext(data, asOf, asOf)).toEqual(await reference(user, asOf, asOf))
      // Outside what was loaded: nothing to cut.
      expect(sliceContext(data, addDays(FIRST, -90), addDays(FIRST, -90))).toBeUndefined()
      expect(await loadContext(db, projectId, user, WEEK, addDays(WEEK, 6))).toEqual(await reference(user, WEEK, addDays(WEEK, 6)))
    }
    // The edges landed where a load by instants puts them.
    const ctx = (await reference('cut', DAYS[0]!, DAYS[0]!))!
    const day = (id: string) => ctx.activities.find((a) => a.id === id)?.day
    expect([day('edge-midnight'), day('edge-before'), day('edge-micro')]).toEqual([DAYS[0], addDays(DAYS[0]!, -1), DAYS[0]])
    expect(ctx.logs.find((l) => l.name === 'weird_log')!.value).toBeNaN()
    expect(await loadUserData(db, projectId, 'nobody', { windows: [{ from: WEEK, to: WEEK }] })).toBeUndefined()
  })
})

describe('insight jobs', () => {
  let alone: Tally
  beforeAll(async () => {
    alone = { summaries: {}, facts: { created: 0, updated: 0, unchanged: 0, kept_deleted: 0, recreated: 0 } }
    for (const j of jobsOf('alone')) add(alone, await runJob(deps(), j))
    // The same jobs on one shared load.
    const jobs = jobsOf('shared')
    const loaded = await loadForJobs(deps(), jobs)
    for (const j of jobs) await runJob(deps(), j, loaded)
  }, 60_000)

  it('write the same on a load shared by the jobs of a user as alone', async () => {
    expect(total(alone, 'created')).toBeGreaterThan(20)
    expect(alone.facts.created).toBeGreaterThan(2)
    const a = await written('alone')
    expect(a.events.every((e) => e.type === 'summaries:created')).toBe(true)
    expect(a.events).toHaveLength(a.summaries.length)
    expect(await written('shared')).toEqual(a)
  })

  it('write the same when the worker claims them together', async () => {
    const distinct = await queueAll('worker')
    const worker = new InsightsWorker({ db, llm: { provider: 'none', ...LLM_LIMITS }, log: { info: () => {}, warn: () => {}, error: () => {} } })
    await runUntil(worker, distinct, 15_000)
    expect(worker.failed).toBe(0)
    expect(worker.completed).toBe(distinct)
    expect(worker.paused).toBe(0)
    expect(await written('worker')).toEqual(await written('alone'))
  })

  it('give way to requests that saturate the process: one at a time, pausing, with the same results', async () => {
    const distinct = await queueAll('busy')
    let running = 0
    let most = 0
    const spans: [number, number][] = []
    class Probe extends InsightsWorker {
      protected override async run(j: Job): Promise<void> {
        running++
        most = Math.max(most, running)
        const t0 = performance.now()
        try {
          await super.run(j)
        } finally {
          running--
          spans.push([t0, performance.now()])
        }
      }
    }
    const share = 0.5
    const worker = new Probe({
      db,
      llm: { provider: 'none', ...LLM_LIMITS },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      activity: { busy: () => true },
      busyShare: share,
    })
    await runUntil(worker, distinct, 30_000)
    expect(worker.failed).toBe(0)
    expect(worker.completed).toBe(distinct)
    expect(most).toBe(1)
    // Each job held its slot for a pause after it: working time at most about `share` of the
    // time taken (a pause of (1/share − 1) times the job, here as long as the job).
    expect(worker.paused).toBeGreaterThan(0)
    const held = spans.reduce((n, [a, b]) => n + (b - a), 0)
    const working = held - worker.paused
    expect(worker.paused).toBeGreaterThanOrEqual(0.8 * working * (1 / share - 1))
    expect(await written('busy')).toEqual(await written('alone'))
  }, 60_000)

  it('write nothing, not even a row lock, when the numbers are unchanged', async () => {
    const before = await ids('alone')
    const events = (await written('alone')).events.length
    const again = { summaries: {}, facts: { created: 0, updated: 0, unchanged: 0, kept_deleted: 0, recreated: 0 } }
    for (const j of jobsOf('alone')) add(again, await runJob(deps(), j))
    expect(total(again, 'created') + total(again, 'updated')).toBe(0)
    expect(total(again, 'unchanged')).toBe(total(alone, 'created') + total(alone, 'unchanged'))
    expect(again.facts.created + again.facts.updated).toBe(0)
    expect(await ids('alone')).toEqual(before)
    expect(before.every((r) => r.xmax === '0')).toBe(true)
    expect((await written('alone')).events).toHaveLength(events)
  })

  it('update a summary in place when its numbers change, with summaries:updated', async () => {
    const day = DAYS[1]!
    await db.query(
      `UPDATE daily_records SET value = value + 1 WHERE project_id = $1 AND user_id = 'alone' AND type = 'scores' AND name = 'sleep_score' AND date = $2`,
      [projectId, day],
    )
    const key = `SleepSummary:${day}:sleep_score`
    const before = (await ids('alone')).find((r) => r.system_key === key)!
    const tally = await runJob(deps(), job('alone', 'sleep', `${day}/sleep_score`))
    expect(tally.summaries['SleepSummary']).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect((await ids('alone')).find((r) => r.system_key === key)!.id).toBe(before.id)
    const last = (await db.query(`SELECT type, data FROM events WHERE project_id = $1 AND user_id = 'alone' ORDER BY sequence DESC LIMIT 1`, [projectId]))
      .rows[0]
    const s = (await db.query(`SELECT period FROM summaries WHERE project_id = $1 AND user_id = 'alone' AND system_key = $2`, [projectId, key])).rows[0]
    expect(last).toEqual({
      type: 'summaries:updated',
      data: {
        project_id: projectId,
        user_id: 'alone',
        summary_id: before.id,
        name: 'SleepSummary',
        period: { type: 'day', id: day, start: s.period.start, end: s.period.end },
      },
    })
  })

  it('delete the WorkoutSummary of a workout that became a mindfulness session', async () => {
    const id = `w-${addDays(FIRST, 42)}`
    const keys = async () => (await ids('alone')).map((r) => r.system_key).filter((k: string) => k.endsWith(`:${id}`))
    expect(await keys()).toEqual([`WorkoutSummary:${id}`])
    await db.query(
      `UPDATE activities SET type = 'mindfulness', fields = '{"session_score": 70}' WHERE project_id = $1 AND user_id = 'alone' AND activity_id = $2`,
      [projectId, id],
    )
    const tally = await runJob(deps(), job('alone', 'activity', id))
    expect(tally.summaries).toEqual({ MindfulsessionSummary: { created: 1, updated: 0, unchanged: 0 } })
    expect(await keys()).toEqual([`MindfulsessionSummary:${id}`])
  })
})

describe('insight jobs with an LLM', () => {
  let server: Server
  let calls = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls++
      req.resume()
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ title: 'LLM title', text: 'LLM text', followup_questions: ['q?'] }) } }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('writes the LLM’s text, and calls it again only for changed numbers', async () => {
    const llm = { provider: 'openai' as const, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'test-model', ...LLM_LIMITS }
    const week = job('llm', 'week', WEEK)
    const first = await runJob(deps(llm), week)
    expect(calls).toBe(total(first, 'created'))
    expect(calls).toBeGreaterThan(2)
    const s = (await written('llm')).summaries
    expect(s.every((x) => x.llm_output.text === 'LLM text' && x.llm_debug.model === 'test-model')).toBe(true)
    const again = await runJob(deps(llm), week)
    expect(total(again, 'unchanged')).toBe(calls)
    expect(calls).toBe(total(first, 'created'))
    // A workout that became a session: the other kind's summary goes, with the LLM too.
    const id = `w-${addDays(FIRST, 42)}`
    await runJob(deps(llm), job('llm', 'activity', id))
    await db.query(
      `UPDATE activities SET type = 'mindfulness', fields = '{"session_score": 70}' WHERE project_id = $1 AND user_id = 'llm' AND activity_id = $2`,
      [projectId, id],
    )
    await runJob(deps(llm), job('llm', 'activity', id))
    expect((await ids('llm')).map((r) => r.system_key).filter((k: string) => k.endsWith(`:${id}`))).toEqual([`MindfulsessionSummary:${id}`])
  })
})
