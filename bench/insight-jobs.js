// node bench/insight-jobs.js (after npm run build): the cost of insight jobs in database round
// trips and CPU. Seeds users with about 60 days of daily scores, habit logs, workouts,
// mindfulness sessions and meals (straight into the tables), queues the jobs that writes to past
// days queued before migration 0016 (per write day: the sleep score's `sleep` job, the activity's
// `activity` job, then the `day` and `week` jobs, due together; writes now mark their rows and
// queue one `changed` job per user, which drafts the same summaries for its rows in one load and
// one store, see test/insights/job-periods.test.ts), and runs them through an InsightsWorker on its own
// pool, whose every query is counted. Three passes over the same jobs: `create` (nothing stored
// yet), `unchanged` (the same data again), `update` (the written days' sleep scores and workouts
// changed). Prints jobs/s, queries per job, CPU per job and a digest of everything the jobs
// wrote (summaries, facts, events), which must not change when only the implementation does.
//
//   BENCH_DATABASE_URL  a PostgreSQL server: a scratch database is created on it and dropped
//                       afterwards (default: embedded PGlite in a temporary DATA_DIR)
//   BENCH_USERS         users (default 40)
//   BENCH_WRITES        write days per user (default 5)
//   BENCH_ORDER         interleaved (default: users round-robin, a write's day and week jobs
//                       adjacent) or shuffled
//   BENCH_PACE_MS       0 (default): every job due at the start (a backlog, the worker saturated);
//                       else each batch (a write's sleep, activity, or day and week jobs) due this
//                       many ms after the one before, so the worker claims what is due as it
//                       polls (jobs/s is then the arrival rate: compare queries and CPU per job)
//   BENCH_KEEP          keep the scratch PostgreSQL database
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../dist/config.js'
import { buildApp } from '../dist/app/index.js'
import { createPool } from '../dist/db/pool.js'
import { createProject } from '../dist/modules/projects/repository.js'
import { enqueueJobsSql } from '../dist/queue/insight-jobs.js'
import { InsightsWorker } from '../dist/insights/worker.js'
import { benchServerEnv, scratchDatabase } from './scratch.js'
import { seeded } from './random.js'

const USERS = Number(process.env.BENCH_USERS ?? 40)
const WRITES = Number(process.env.BENCH_WRITES ?? 5)
const ORDER = process.env.BENCH_ORDER ?? 'interleaved'
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 0)
const DAYS = 60
const DAY_MS = 86_400_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-insights-'))
const scratch = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'healthd_bench') : undefined
const databaseUrl = scratch?.url

// ---- synthetic data ---------------------------------------------------------------------------

const rng = seeded
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
const localInstant = (day, hour, tz) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - tz * 1000).toISOString()
const localToday = (tz) => new Date(Date.now() + tz * 1000).toISOString().slice(0, 10)
const mondayOf = (day) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
const TZS = [0, 3600, -18_000, 19_800, 36_000, -25_200]

function syntheticUser(i) {
  const r = rng(1000 + i)
  const tz = TZS[i % TZS.length]
  const userId = `u${String(i).padStart(4, '0')}`
  const last = addDays(localToday(tz), -1)
  const first = addDays(last, -(DAYS - 1))
  const stamp = new Date().toISOString()
  const user = {
    user_id: userId,
    tz_offset: tz,
    gender: i % 2 ? 'female' : 'male',
    birthday: '1988-03-02',
    height: 160 + (i % 30),
    weight: 55 + (i % 40),
    language: 'en',
  }
  const records = []
  const activities = []
  const meals = []
  const writeDays = []
  let idx = 0
  for (let day = first; day <= last; day = addDays(day, 1), idx++) {
    const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
    const meditated = r() < 0.5
    records.push({ type: 'scores', date: day, name: 'sleep_score', value: Math.round(65 + idx * 0.2 + r() * 15 + (meditated ? 5 : 0)), providers: ['bench'] })
    records.push({ type: 'scores', date: day, name: 'readiness_score', value: Math.round(60 + r() * 20), providers: [] })
    if (meditated) records.push({ type: 'logs', date: day, name: 'daily_meditation', value: 1, providers: [] })
    if (r() < 0.4) records.push({ type: 'logs', date: day, name: 'evening_journal', value: 1, providers: [] })
    if ([0, 2, 4, 5].includes(dow)) {
      const minutes = 45 + Math.round(r() * 45)
      const start = localInstant(day, 7 + (dow === 5 ? 2 : 0), tz)
      const end = new Date(Date.parse(start) + minutes * 60_000).toISOString()
      const z = [0.15, 0.35, 0.35, 0.15].map((s) => Math.round(s * minutes * 60))
      activities.push({
        activity_id: `w-${day}`,
        type: 'workout',
        start_datetime: start,
        end_datetime: end,
        duration_seconds: minutes * 60,
        fields: {
          data_source: 'bench',
          type_name: dow === 5 ? 'Running' : 'Cycling',
          tss: Math.round(35 + r() * 60),
          calories: minutes * 9,
          average_hr: 140,
          hr_zone_durations_seconds: z,
        },
      })
    }
    if ([1, 3, 6].includes(dow)) {
      const start = localInstant(day, 21, tz)
      const ibis = Array.from({ length: 40 }, () => Math.round(850 + (r() - 0.5) * 80))
      activities.push({
        activity_id: `m-${day}`,
        type: 'mindfulness',
        start_datetime: start,
        end_datetime: new Date(Date.parse(start) + 600_000).toISOString(),
        duration_seconds: 600,
        fields: {
          provider: 'bench',
          type_name: 'Breathing',
          guided_breathing_id: 'box',
          session_score: Math.round(60 + r() * 25),
          interbeat_intervals: ibis.join(','),
        },
      })
    }
    for (const h of [8, 13, 19]) {
      const kcal = Math.round(350 + r() * 500)
      const at = localInstant(day, h + r(), tz)
      meals.push({
        summary_id: `00000000-0000-4000-8000-${String(i).padStart(4, '0')}${String(idx * 10 + h).padStart(8, '0')}`,
        name: 'MealSummary',
        period: null,
        period_start: at,
        is_custom: true,
        data: {
          totals: { calories: kcal, protein_g: Math.round(kcal / 20), carbohydrate_g: Math.round(kcal / 9), fat_g: Math.round(kcal / 30) },
          confidence: 0.6 + r() * 0.3,
        },
        created_at: stamp,
        updated_at: stamp,
      })
    }
  }
  // Write days: closed days in the window, at most one a week apart from none in particular.
  for (let k = 0; k < WRITES; k++) writeDays.push(addDays(last, -Math.floor(r() * (DAYS - 7))))
  return { userId, tz, user, records, activities, meals, writeDays: [...new Set(writeDays)], stamp }
}

async function seed(db, projectId, u) {
  const rows = (xs) => JSON.stringify(xs.map((x) => ({ project_id: projectId, user_id: u.userId, created_at: u.stamp, updated_at: u.stamp, ...x })))
  await db.query(
    `INSERT INTO users (project_id, user_id, tz_offset, gender, birthday, height, weight, language)
     SELECT project_id, user_id, tz_offset, gender, birthday, height, weight, language FROM json_populate_recordset(null::users, $1)`,
    [rows([u.user])],
  )
  await db.query(`INSERT INTO daily_records SELECT * FROM json_populate_recordset(null::daily_records, $1)`, [rows(u.records)])
  // The columns given, so that each row takes its own group (the defaults of the others).
  await db.query(
    `INSERT INTO activities (project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at) SELECT project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at FROM json_populate_recordset(null::activities, $1)`,
    [rows(u.activities)],
  )
  await db.query(
    `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, is_custom, created_at, updated_at)
     SELECT project_id, user_id, summary_id, name, period, period_start, data, is_custom, created_at, updated_at FROM json_populate_recordset(null::summaries, $1)`,
    [rows(u.meals)],
  )
  if (Number(u.userId.slice(1)) % 3 === 0) {
    await db.query(`INSERT INTO baselines SELECT * FROM json_populate_recordset(null::baselines, $1)`, [
      rows([{ name: 'sleep_score', mean: 74, median: 75, std: 6.5, size: 90 }]),
    ])
  }
}

/** The jobs of each user's writes: [project, user, kind, key] in claim order. */
function jobList(users) {
  const perUser = users.map((u) =>
    u.writeDays.map((day) => {
      const act = u.activities.find((a) => a.activity_id.endsWith(day))
      return [
        [['sleep', `${day}/sleep_score`]],
        ...(act ? [[['activity', act.activity_id]]] : []),
        [
          ['day', day],
          ['week', mondayOf(day)],
        ],
      ].map((g) => g.map(([kind, key]) => ({ user: u.userId, kind, key })))
    }),
  )
  // Round-robin over users: one write's batches at a time.
  const batches = []
  for (let w = 0; w < WRITES; w++) for (const writes of perUser) if (writes[w]) batches.push(...writes[w])
  if (ORDER === 'shuffled') {
    const r = rng(42)
    const flat = batches.flat().map((j) => [j])
    for (let i = flat.length - 1; i > 0; i--) {
      const k = Math.floor(r() * (i + 1))
      ;[flat[i], flat[k]] = [flat[k], flat[i]]
    }
    return flat
  }
  return batches
}

async function enqueue(db, projectId, batches) {
  const seen = new Set()
  const rows = []
  batches.forEach((b, i) => {
    for (const j of b) {
      const id = `${j.user}/${j.kind}/${j.key}`
      if (seen.has(id)) continue
      seen.add(id)
      rows.push({ project_id: projectId, user_id: j.user, kind: j.kind, key: j.key, ord: i })
    }
  })
  // Due in order, a batch's jobs at the same instant (a write's day and week jobs): all in the
  // past, or paced from now.
  await db.query(
    enqueueJobsSql(
      `SELECT project_id, user_id, kind, key,
              CASE WHEN $2 > 0 THEN now() + ord * $2 * interval '1 millisecond' ELSE now() - interval '1 hour' + ord * interval '1 millisecond' END AS run_after
       FROM json_to_recordset($1) AS x(project_id text, user_id text, kind text, key text, ord int)`,
    ),
    [JSON.stringify(rows), PACE_MS],
  )
  return rows.length
}

// ---- counting ---------------------------------------------------------------------------------

function countQueries(pool) {
  const c = { queries: 0, byStatement: new Map() }
  const note = (q, p) => {
    c.queries++
    const text = typeof q === 'string' ? q : q.text
    const head = text.replace(/\s+/g, ' ').trim().slice(0, 60)
    const s = c.byStatement.get(head) ?? { n: 0, ms: 0 }
    c.byStatement.set(head, s)
    s.n++
    const t0 = performance.now()
    if (p && typeof p.then === 'function')
      p.then(
        () => (s.ms += performance.now() - t0),
        () => {},
      )
    return p
  }
  const query = pool.query.bind(pool)
  pool.query = (q, ...rest) => note(q, query(q, ...rest))
  // Clients taken explicitly (transactions): count their queries until released.
  const connect = pool.connect.bind(pool)
  pool.connect = (...args) => {
    if (args.length) return connect(...args)
    return connect().then((client) => {
      const own = client.query
      const release = client.release
      client.query = (q, ...rest) => note(q, own.call(client, q, ...rest))
      client.release = (...r) => {
        client.query = own
        client.release = release
        return release.apply(client, r)
      }
      return client
    })
  }
  return c
}

/** CPU seconds of the database server's backends of this database (PostgreSQL on this machine). */
async function backendCpu(db) {
  if (!databaseUrl) return 0
  const r = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
  let ticks = 0
  for (const { pid } of r.rows) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(f[11]) + Number(f[12])
    } catch {
      // gone, or not on this machine
    }
  }
  return ticks / 100
}

async function digest(db, projectId) {
  const h = (rows) => createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12)
  const s = await db.query(
    `SELECT system_key, name, period, data, llm_output, llm_debug, providers, ref FROM summaries
     WHERE project_id = $1 AND system_key IS NOT NULL ORDER BY user_id, system_key`,
    [projectId],
  )
  const f = await db.query(
    `SELECT user_id, fact_key, text, type, certainty_on_creation, certainty_on_update, evidence, deleted_at IS NULL AS live FROM facts
     WHERE project_id = $1 ORDER BY user_id, fact_key`,
    [projectId],
  )
  const e = await db.query(
    `SELECT e.type, e.user_id, e.data - 'summary_id' AS data, s.system_key
     FROM events e LEFT JOIN summaries s ON s.project_id = e.project_id AND s.user_id = e.user_id AND s.summary_id::text = e.data->>'summary_id'
     WHERE e.project_id = $1 ORDER BY e.user_id, s.system_key, e.type, e.data->'period'->>'id'`,
    [projectId],
  )
  const kinds = {}
  for (const x of e.rows) kinds[x.type] = (kinds[x.type] ?? 0) + 1
  return `summaries ${s.rowCount} (${h(s.rows)}), facts ${f.rowCount} (${h(f.rows)}), events ${JSON.stringify(kinds)} (${h(e.rows)})`
}

// ---- run --------------------------------------------------------------------------------------

let app
try {
  const config = loadConfig({ ...process.env, ...benchServerEnv(dataDir, databaseUrl) })
  app = await buildApp(config)
  await app.ready()
  // The app's own worker would take the jobs: the bench's worker runs them.
  await app.insights.stop(0)
  const projectId = 'bench-insights'
  await createProject(app.db, { projectId, name: 'bench' })
  const users = Array.from({ length: USERS }, (_, i) => syntheticUser(i))
  for (const u of users) await seed(app.db, projectId, u)
  const batches = jobList(users)
  console.log(
    `insight jobs bench: ${databaseUrl ? `PostgreSQL (${scratch.name})` : 'embedded PGlite'}, ${USERS} users × ${DAYS} days, ` +
      `${WRITES} write days each, order ${ORDER}${PACE_MS ? `, a batch due every ${PACE_MS} ms` : ', all due at once'}, LLM ${config.llm.provider}`,
  )

  const pool = databaseUrl ? createPool({ connectionString: databaseUrl, max: config.dbPoolMax }) : createPool({ socketDir: dataDir, max: config.dbPoolMax })
  const counter = countQueries(pool)
  const log = { info() {}, warn: (o, m) => console.warn(m, JSON.stringify(o)), error: (o, m) => console.error(m, JSON.stringify(o)) }

  async function pass(name) {
    const n = await enqueue(app.db, projectId, batches)
    const worker = new InsightsWorker({ db: pool, llm: config.llm, log })
    counter.queries = 0
    counter.byStatement.clear()
    const cpu0 = process.cpuUsage()
    const db0 = await backendCpu(app.db)
    const t0 = performance.now()
    worker.start()
    while (worker.completed + worker.failed < n) await new Promise((r) => setTimeout(r, 5))
    const ms = performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    const dbCpu = (await backendCpu(app.db)) - db0
    await worker.stop(1000)
    const q = counter.queries
    const nodeMs = (cpu.user + cpu.system) / 1000
    console.log(
      `${name.padEnd(9)} ${n} jobs in ${(ms / 1000).toFixed(2)} s: ${(n / (ms / 1000)).toFixed(1)} jobs/s, ` +
        `${(q / n).toFixed(2)} queries/job, CPU ${(nodeMs / n).toFixed(2)} ms/job in node` +
        (databaseUrl ? ` + ${((dbCpu * 1000) / n).toFixed(2)} ms/job in PostgreSQL` : ' (database included)') +
        (worker.failed ? `, ${worker.failed} FAILED` : ''),
    )
    if (process.env.BENCH_VERBOSE) {
      for (const [k, v] of [...counter.byStatement].sort((a, b) => b[1].n - a[1].n))
        console.log(`   ${(v.n / n).toFixed(2)} a job, ${(v.ms / v.n).toFixed(2)} ms each  ${k}`)
    }
    console.log(`          ${await digest(app.db, projectId)}`)
  }

  await pass('create')
  await pass('unchanged')
  // Writes that change numbers: every write day's sleep score and activity.
  for (const u of users) {
    await app.db.query(
      `UPDATE daily_records SET value = least(100, value + 3) WHERE project_id = $1 AND user_id = $2 AND type = 'scores' AND name = 'sleep_score' AND date = ANY ($3::date[])`,
      [projectId, u.userId, u.writeDays],
    )
    await app.db.query(
      `UPDATE activities SET fields = fields || jsonb_build_object('tss', coalesce((fields->>'tss')::int, 0) + 7, 'session_score', 77)
       WHERE project_id = $1 AND user_id = $2 AND activity_id = ANY ($3::text[])`,
      [projectId, u.userId, u.writeDays.flatMap((d) => [`w-${d}`, `m-${d}`])],
    )
  }
  await pass('update')
  await pool.end()
} finally {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (scratch && !process.env.BENCH_KEEP) await scratch.drop()
}
