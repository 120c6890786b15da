// The load generator of bench/run.js, in a worker thread. For each operation: the raw pg floor
// (the statement that stores or reads the same rows, written out here so it does not move with
// the repositories), then the HTTP API; each side warmed up, then timed with the same
// concurrency, on its own users with the same key pattern. Before each side the insight jobs due
// within the next seconds are left to finish, so one side's background work (the API's writes
// enqueue insight jobs) is not measured against the next.
import { parentPort, workerData as w } from 'node:worker_threads'
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { createPool } from '../dist/db/pool.js'
import { DATA_SYNCS_JSON } from '../dist/modules/data-syncs/repository.js'
import { httpClient } from './http.js'
import { OPERATIONS } from './operations.js'

const say = (line = '') => parentPort.postMessage({ line })
const P = w.projectId
const USERS = 500 // per side: raw pg `r-*`, API `u-*`
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 300) * 1000
const DAY = 86_400_000
const TODAY = Math.floor(Date.now() / DAY) * DAY
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10)
const only = new Set(w.only)

const pool = createPool({ ...w.pool, max: w.concurrency })
const http = httpClient(w.base, w.concurrency)

// ---- measuring ------------------------------------------------------------------------------

// CPU time per operation: this process (server, load thread and, embedded, PGlite) and, on
// PostgreSQL, the backends of the bench's database, read from /proc (Linux). Unlike throughput it
// barely moves with whatever else the machine runs, so it shows what a change costs.
const TICK_MS = 1000 / 100 // USER_HZ
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(f[11]) + Number(f[12]) // utime, stime
  } catch {
    return undefined
  }
}
async function cpuNow() {
  const own = process.cpuUsage()
  const backends = new Map()
  let wal
  if (w.pool.connectionString) {
    const r = await pool.query('SELECT pid, pg_current_wal_lsn()::text AS wal FROM pg_stat_activity WHERE datname = current_database()')
    wal = r.rows[0]?.wal
    for (const { pid } of r.rows) {
      const t = ticksOf(pid)
      if (t !== undefined) backends.set(pid, t)
    }
  }
  // The server's thread (bench/run.js runs the server in the main thread, whose thread id is the
  // process id): every request's JavaScript and socket writes happen on it, so its CPU per
  // operation is what a change to the request path should cut.
  const serverTicks = ticksOf(`${process.pid}/task/${process.pid}`)
  // This thread's, the load generator's: part of node, but no work of the server's (the part of
  // its garbage collection that V8 runs on its own worker threads is not in it).
  const loadTicks = ticksOf('thread-self')
  return { ownMs: (own.user + own.system) / 1000, backends, wal, serverTicks, loadTicks }
}
const lsn = (text) => text.split('/').reduce((a, h) => a * 2 ** 32 + parseInt(h, 16), 0)
/** CPU ms spent since `a` (a backend that appeared since counts from 0; one that ended is lost). */
function cpuSince(a, b) {
  let pg = 0
  for (const [pid, t] of b.backends) pg += (t - (a.backends.get(pid) ?? 0)) * TICK_MS
  return {
    node: b.ownMs - a.ownMs,
    pg,
    walBytes: a.wal && b.wal ? lsn(b.wal) - lsn(a.wal) : undefined,
    server: a.serverTicks !== undefined && b.serverTicks !== undefined ? (b.serverTicks - a.serverTicks) * TICK_MS : undefined,
    load: a.loadTicks !== undefined && b.loadTicks !== undefined ? (b.loadTicks - a.loadTicks) * TICK_MS : undefined,
  }
}

/** Runs fn(i) for i in [from, from + n) with `concurrency` callers; throughput, latencies, CPU. */
async function drive(from, n, concurrency, fn) {
  const lat = new Float64Array(n)
  let next = 0
  const insights0 = await systemSummaries()
  const cpu0 = await cpuNow()
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) {
        const k = next++
        const s = performance.now()
        await fn(from + k)
        lat[k] = performance.now() - s
      }
    }),
  )
  const seconds = (performance.now() - t0) / 1000
  const cpu = cpuSince(cpu0, await cpuNow())
  const insights = await systemSummaries()
  lat.sort()
  const at = (q) => lat[Math.min(n - 1, Math.floor(n * q))]
  return {
    rate: n / seconds,
    p50: at(0.5),
    p99: at(0.99),
    mean: lat.reduce((a, b) => a + b, 0) / n,
    p95: at(0.95),
    cpuMs: (cpu.node + cpu.pg) / n,
    nodeMs: cpu.node / n,
    serverMs: cpu.server === undefined ? undefined : cpu.server / n,
    loadMs: cpu.load === undefined ? undefined : cpu.load / n,
    pgMs: cpu.pg / n,
    walBytes: cpu.walBytes === undefined ? undefined : cpu.walBytes / n,
    insights: insights - insights0,
  }
}

/** System summaries (the insights worker's) in the database: how many the worker wrote during a run. */
async function systemSummaries() {
  const r = await pool.query('SELECT count(*)::int AS n FROM summaries WHERE system_key IS NOT NULL')
  return r.rows[0].n
}

let settledMs = 0
const settleTimeouts = []
/** Waits until no insight job is running or due within 6 s (day and week jobs of closed days
 * are debounced by 5 s), at most BENCH_SETTLE_SECONDS. */
async function settle(label) {
  const t0 = performance.now()
  for (;;) {
    const r = await pool.query(
      `SELECT count(*) FILTER (WHERE run_after <= now() + interval '6 seconds') AS soon,
              count(*) FILTER (WHERE leased_until > now()) AS running
       FROM insight_jobs`,
    )
    if (Number(r.rows[0].soon) + Number(r.rows[0].running) === 0) break
    if (performance.now() - t0 > SETTLE_MS) {
      settleTimeouts.push(label)
      break
    }
    await sleep(200)
  }
  settledMs += performance.now() - t0
}

async function side(label, fn, { n = w.n, warmup = w.warmup, concurrency = w.concurrency } = {}) {
  await settle(label)
  if (warmup > 0) await drive(0, warmup, concurrency, fn)
  return drive(warmup, n, concurrency, fn)
}

// ---- the API ----------------------------------------------------------------------------------

const tokenRequest = () =>
  http.request('POST', '/oauth/token', {
    headers: { authorization: w.basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })
const { access_token } = JSON.parse(await tokenRequest())
const auth = { authorization: `Bearer ${access_token}` }
const jsonHeaders = { ...auth, 'content-type': 'application/json' }
// The bodies of the timed requests are not kept (as wrk does not keep them): their status is checked.
const get = (path) => http.request('GET', path, { headers: auth, discard: true })
const send = (method, path, body, expect = 200, discard = true) =>
  http.request(method, path, { headers: jsonHeaders, body: JSON.stringify(body), expect, discard })

// ---- data -------------------------------------------------------------------------------------

const MEALS = [
  '2 eggs and toast with butter',
  'a bowl of oatmeal with a banana and a handful of walnuts',
  'chicken caesar salad and a can of coke',
  'spaghetti bolognese with parmesan',
  'greek yogurt with honey and blueberries',
  'a turkey sandwich and an apple',
  'salmon with rice and broccoli',
  'a cappuccino and a croissant',
]
// Same columns as src/modules/summaries/repository.ts (COLUMNS) and the meals timeline.
const SUMMARY_COLUMNS = `summary_id::text AS summary_id, user_id, name, period, period_start, data, llm_output, llm_debug, providers,
  ref, knowledge_urls, is_custom, user_comment, user_rating, created_at, updated_at`
const MEAL_COLUMNS = `meal_id::text AS meal_id, user_id, description, meal_time, meal_type, portion_multiplier, comment,
  summary_id::text AS summary_id, created_at, updated_at`

const seedStarted = performance.now()
await pool.query(
  `INSERT INTO users (project_id, user_id, tz_offset, firstname, weight)
   SELECT $1, p || g, 3600, 'n' || g, 70 + g % 10 FROM unnest($2::text[]) p, generate_series(0, $3 - 1) g`,
  [P, ['r-', 'u-'], USERS],
)
await pool.query(`INSERT INTO users (project_id, user_id, tz_offset, firstname) SELECT $1, id, 3600, id FROM unnest($2::text[]) id`, [
  P,
  ['templates', 'reader-summaries', 'reader-meals'],
])

// MealSummaries as the API makes them: one per description, created through the API, used as
// templates for the seeded rows and the raw side's inserts.
const templates = []
if (['get-summaries', 'get-meals', 'post-meal'].some((o) => only.has(o))) {
  for (const description of MEALS)
    templates.push(JSON.parse(await send('POST', '/users/templates/ai/summaries', { type: 'meal', data: { description } }, 201, false)))
}
/** A MealSummary's fields (as mealSummary() returns them) for a description and meal time. */
function mealFields(i, at, isCustom) {
  const t = templates[i % templates.length]
  return {
    name: 'MealSummary',
    period: { ...t.period, start: at, end: at },
    data: { ...t.data, meal_time: at },
    llm_output: t.llm_output,
    llm_debug: t.llm_debug,
    is_custom: isCustom,
  }
}
const seeded = []
if (only.has('get-summaries')) {
  const rows = Array.from({ length: 1000 }, (_, k) => {
    const at = new Date(Date.now() - (k + 1) * 6 * 3_600_000).toISOString()
    return { summary_id: randomUUID(), at, ...mealFields(k, at, true) }
  })
  await pool.query(
    `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, is_custom, created_at, updated_at)
     SELECT $1, $2, x.summary_id, x.name, x.period, x.at, x.data, x.llm_output, x.llm_debug, x.is_custom, x.at, x.at
     FROM jsonb_to_recordset($3::jsonb) AS x(summary_id uuid, name text, at timestamptz, period jsonb, data jsonb, llm_output jsonb, llm_debug jsonb, is_custom boolean)`,
    [P, 'reader-summaries', JSON.stringify(rows)],
  )
  seeded.push('1,000 summaries')
}
if (only.has('get-meals')) {
  const rows = Array.from({ length: 200 }, (_, k) => {
    const at = new Date(Date.now() - (k + 1) * 8 * 3_600_000).toISOString()
    return {
      meal_id: randomUUID(),
      summary_id: randomUUID(),
      description: MEALS[k % MEALS.length],
      meal_type: ['breakfast', 'lunch', 'dinner'][k % 3],
      at,
      ...mealFields(k, at, false),
    }
  })
  await pool.query(
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(meal_id uuid, summary_id uuid, description text, meal_type text, at timestamptz,
                                                     name text, period jsonb, data jsonb, llm_output jsonb, llm_debug jsonb, is_custom boolean)
     ), s AS (
       INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, is_custom, created_at, updated_at)
       SELECT $1, $2, x.summary_id, x.name, x.period, x.at, x.data, x.llm_output, x.llm_debug, x.is_custom, x.at, x.at FROM x
     )
     INSERT INTO meals (project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, summary_id, created_at, updated_at)
     SELECT $1, $2, x.meal_id, x.description, x.at, x.meal_type, 1, x.summary_id, x.at, x.at FROM x`,
    [P, 'reader-meals', JSON.stringify(rows)],
  )
  seeded.push('200 meals with their MealSummaries')
}
await pool.query('ANALYZE users, summaries, meals')
say(
  `seeded by SQL in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${2 * USERS} users` +
    (seeded.length ? `, ${seeded.join(', ')}` : '') +
    (templates.length ? ` (from ${templates.length} MealSummaries made by the API)` : ''),
)

// ---- operations -------------------------------------------------------------------------------

const user = (prefix, i) => `${prefix}${i % USERS}`
/** Daily scores: ~500 users, each on its own spread of days, two score names, all new rows. */
function dailyKey(i) {
  const j = i % USERS
  const k = Math.floor(i / USERS)
  return { j, name: k % 2 ? 'readiness' : 'sleep_score', day: isoDay(TODAY - (1 + (j % 30) + Math.floor(k / 2)) * DAY), value: 40 + ((i * 7) % 60) }
}
function workout(i) {
  const j = i % USERS
  const start = TODAY - (1 + (j % 30) + Math.floor(i / USERS)) * DAY + (6 + (j % 12)) * 3_600_000
  const end = start + 3_600_000
  return {
    type: 'workout',
    start_datetime: new Date(start).toISOString(),
    end_datetime: new Date(end).toISOString(),
    data_source: 'garmin',
    duration_seconds: 3600,
    type_name: 'cycling',
    tss: 40 + (i % 60),
    average_hr: 130 + (i % 30),
    max_hr: 175,
    average_power: 180 + (i % 40),
    calories: 600 + (i % 200),
    created_at: new Date(end).toISOString(),
    updated_at: new Date(end).toISOString(),
  }
}
const OWN_COLUMNS = new Set(['id', 'user_id', 'project_id', 'type', 'start_datetime', 'end_datetime', 'duration_seconds', 'created_at', 'updated_at'])
const profile = (i) => ({ firstname: `n${i}`, tz_offset: 3600, weight: 70 + (i % 10), thresholds: { ftp: 200 + (i % 50) } })

const DAILY_UPSERT = `INSERT INTO daily_records AS d (project_id, user_id, type, date, name, value, data, providers, ref, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
          coalesce($10::timestamptz, date_trunc('milliseconds', now())), coalesce($11::timestamptz, date_trunc('milliseconds', now())))
  ON CONFLICT (project_id, user_id, type, date, name) DO UPDATE SET
    value = EXCLUDED.value, data = EXCLUDED.data, providers = EXCLUDED.providers, ref = EXCLUDED.ref,
    created_at = coalesce($10::timestamptz, d.created_at), updated_at = EXCLUDED.updated_at
  RETURNING user_id, type, date::text AS date, name, value, data, providers, ref, created_at, updated_at`
const ACTIVITY_UPSERT = `INSERT INTO activities (project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (project_id, user_id, activity_id) DO UPDATE SET
    type = EXCLUDED.type, start_datetime = EXCLUDED.start_datetime, end_datetime = EXCLUDED.end_datetime,
    duration_seconds = EXCLUDED.duration_seconds, fields = EXCLUDED.fields,
    created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
  RETURNING user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at`
// As upsertUser (src/modules/users/repository.ts) writes the fields of a PATCH.
const USER_COLUMNS = `user_id, language, tz_offset, firstname, lastname, measurement_unit, gender, birthday::text AS birthday,
  height, weight, thresholds, location, coach_config, ${DATA_SYNCS_JSON} AS data_syncs, created_at, updated_at`
const USER_UPSERT = `INSERT INTO users AS u (project_id, user_id, tz_offset, firstname, weight, thresholds) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (project_id, user_id) DO UPDATE SET tz_offset = EXCLUDED.tz_offset, firstname = EXCLUDED.firstname,
    weight = EXCLUDED.weight, thresholds = EXCLUDED.thresholds, updated_at = date_trunc('milliseconds', now())
  RETURNING ${USER_COLUMNS}`
const USERS_PAGE = `SELECT ${USER_COLUMNS} FROM users u WHERE project_id = $1 ORDER BY created_at DESC, user_id DESC LIMIT 50`
const SUMMARIES_PAGE = `SELECT ${SUMMARY_COLUMNS} FROM summaries
  WHERE project_id = $1 AND user_id = $2 ORDER BY period_start DESC, summary_id DESC LIMIT 50`
const MEALS_PAGE = `SELECT m.meal_id::text AS meal_id, m.user_id, m.description, m.meal_time, m.meal_type, m.portion_multiplier, m.comment,
         m.summary_id::text AS summary_id, m.created_at, m.updated_at,
         s.summary_id::text AS s_summary_id, s.user_id AS s_user_id, s.name AS s_name, s.period AS s_period, s.period_start AS s_period_start,
         s.data AS s_data, s.llm_output AS s_llm_output, s.llm_debug AS s_llm_debug, s.providers AS s_providers,
         s.ref AS s_ref, s.knowledge_urls AS s_knowledge_urls, s.is_custom AS s_is_custom, s.user_comment AS s_user_comment,
         s.user_rating AS s_user_rating, s.created_at AS s_created_at, s.updated_at AS s_updated_at
  FROM meals m
  LEFT JOIN summaries s ON s.project_id = m.project_id AND s.user_id = m.user_id AND s.summary_id = m.summary_id
  WHERE m.project_id = $1 AND m.user_id = $2
  ORDER BY m.meal_time DESC, m.meal_id DESC
  LIMIT 50`
const MEAL_INSERT = `WITH s AS (
    INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug,
                           providers, ref, knowledge_urls, is_custom)
    VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, date_trunc('milliseconds', now())), $7, $8, $9, $10, $11, $12, $13)
    RETURNING ${SUMMARY_COLUMNS}
  ), m AS (
    INSERT INTO meals (project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, comment, summary_id)
    VALUES ($1, $2, $14, $15, $6, $16, $17, $18, $3)
    RETURNING ${MEAL_COLUMNS}
  )
  SELECT * FROM m, s`

const ops = {
  'put-daily': {
    raw: (i) => {
      const k = dailyKey(i)
      return pool.query(DAILY_UPSERT, [P, user('r-', i), 'scores', k.day, k.name, k.value, null, [], null, null, null])
    },
    api: (i) => {
      const k = dailyKey(i)
      return send('PUT', `/users/${user('u-', i)}/daily_records/scores/${k.day}/${k.name}`, { value: k.value })
    },
  },
  'put-activity': {
    raw: (i) => {
      const b = workout(i)
      const fields = Object.fromEntries(Object.entries(b).filter(([c]) => !OWN_COLUMNS.has(c)))
      return pool.query(ACTIVITY_UPSERT, [
        P,
        user('r-', i),
        `w-${i}`,
        'workout',
        b.start_datetime,
        b.end_datetime,
        b.duration_seconds,
        JSON.stringify(fields),
        b.created_at,
        b.updated_at,
      ])
    },
    api: (i) => send('PUT', `/users/${user('u-', i)}/activities/w-${i}`, workout(i)),
  },
  'patch-user': {
    raw: (i) => {
      const b = profile(i)
      return pool.query(USER_UPSERT, [P, user('r-', i), b.tz_offset, b.firstname, b.weight, JSON.stringify(b.thresholds)])
    },
    api: (i) => send('PATCH', `/users/${user('u-', i)}`, profile(i)),
  },
  'get-summaries': {
    raw: async () => JSON.stringify((await pool.query(SUMMARIES_PAGE, [P, 'reader-summaries'])).rows),
    api: () => get('/users/reader-summaries/ai/summaries?limit=50'),
  },
  'get-meals': {
    raw: async () => JSON.stringify((await pool.query(MEALS_PAGE, [P, 'reader-meals'])).rows),
    api: () => get('/users/reader-meals/nutrition/meals?limit=50'),
  },
  'get-users': {
    raw: async () => JSON.stringify((await pool.query(USERS_PAGE, [P])).rows),
    api: () => get('/users?limit=50'),
  },
  'post-meal': {
    raw: (i) => {
      const at = new Date().toISOString()
      const s = mealFields(i, at, false)
      return pool.query(MEAL_INSERT, [
        P,
        user('r-', i),
        randomUUID(),
        s.name,
        JSON.stringify(s.period),
        at,
        JSON.stringify(s.data),
        JSON.stringify(s.llm_output),
        JSON.stringify(s.llm_debug),
        [],
        null,
        '[]',
        s.is_custom,
        randomUUID(),
        MEALS[i % MEALS.length],
        null,
        1,
        null,
      ])
    },
    api: (i) => send('POST', `/users/${user('u-', i)}/nutrition/meals`, { description: MEALS[i % MEALS.length] }, 201),
  },
  healthz: { api: () => get('/healthz') },
  token: { api: () => tokenRequest(), n: Math.min(w.n, 200), warmup: Math.min(w.warmup, 16) },
}

// ---- run and print ----------------------------------------------------------------------------

const fmt = (s) =>
  s
    ? `${s.rate.toFixed(0).padStart(7)} ${s.p50.toFixed(2).padStart(7)} ${s.p99.toFixed(2).padStart(7)}`
    : `${'—'.padStart(7)} ${''.padStart(7)} ${''.padStart(7)}`
const cols = `${'ops/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`
const row = (a, b, c, d, e) => `${a.padEnd(13)} ${b.padEnd(52)} │ ${c} │ ${d} │ ${e}`
say(row('', '', 'API'.padEnd(23), 'raw pg'.padEnd(23), 'API/raw'))
say(row('operation', 'API request', cols, cols, 'ops/s'))

const results = {}
for (const o of OPERATIONS) {
  if (!only.has(o.name) || o.name === 'meal-latency') continue
  const op = ops[o.name]
  const r = {}
  results[o.name] = r
  const opts = { n: op.n ?? w.n, warmup: op.warmup ?? w.warmup }
  if (op.raw) r.raw = await side(`${o.name} raw`, op.raw, opts)
  r.api = await side(`${o.name} API`, op.api, opts)
  const ratio = r.raw ? (r.api.rate / r.raw.rate).toFixed(2).padStart(7) : ''
  say(row(o.name, o.api + (opts.n !== w.n ? ` ×${opts.n}` : ''), fmt(r.api), fmt(r.raw), ratio))
}

if (only.has('meal-latency')) {
  // Latency of one meal summary request at a time (analysis, insert, response), not throughput.
  await settle('meal-latency')
  const descriptions = [
    '2 eggs, a slice of whole wheat toast with butter and a glass of orange juice',
    'a bowl of oatmeal with a banana and a handful of walnuts',
    'chicken caesar salad and a can of coke',
    'spaghetti bolognese with parmesan',
  ]
  const one = (i) => send('POST', `/users/${user('u-', 1)}/ai/summaries`, { type: 'meal', data: { description: descriptions[i % 4] } }, 201)
  for (let i = 0; i < 50; i++) await one(i)
  const m = await drive(50, 250, 1, one)
  say(
    `${'meal-latency'.padEnd(13)} ${OPERATIONS.find((o) => o.name === 'meal-latency').api.padEnd(52)} │ ` +
      `250 after 50 warm-up: mean ${m.mean.toFixed(2)} ms, p50 ${m.p50.toFixed(2)}, p95 ${m.p95.toFixed(2)}, p99 ${m.p99.toFixed(2)}`,
  )
}

const withRaw = OPERATIONS.filter((o) => results[o.name]?.raw)
if (withRaw.length) {
  say('\nraw pg side: one statement per operation, autocommit, over a pool of the same size in the load thread:')
  for (const o of withRaw) say(`  ${o.name.padEnd(13)} ${o.raw}`)
}
say('\nratios, throughput API / raw pg (same run):')
for (const o of withRaw) say(`  ${o.name.padEnd(35)} ${(results[o.name].api.rate / results[o.name].raw.rate).toFixed(2).padStart(7)}`)
if (withRaw.length) {
  // Throughput moves with the machine's other load; CPU per operation hardly does.
  const ms = (x) => x.toFixed(3).padStart(7)
  say(
    `\nCPU ms per operation, this process (server${w.pool.connectionString ? ', load thread' : ', load thread, PGlite'})` +
      `${w.pool.connectionString ? ' + PostgreSQL backends' : ''}; raw / API is the throughput ratio the CPU alone allows:`,
  )
  const wal = (x) => (x.walBytes === undefined ? '' : ` ${x.walBytes.toFixed(0).padStart(7)}`)
  const walHead = w.pool.connectionString ? ` ${'WAL B'.padStart(7)}` : ''
  say(
    `  ${''.padEnd(35)} ${'API'.padStart(7)} ${'(node'.padStart(7)} ${'pg)'.padStart(7)}${walHead} ${'raw'.padStart(7)} ${'(node'.padStart(7)} ${'pg)'.padStart(7)}${walHead} ${'raw/API'.padStart(7)} ${'server'.padStart(7)} ${'load'.padStart(7)}`,
  )
  for (const o of withRaw) {
    const { api, raw } = results[o.name]
    say(
      `  ${o.name.padEnd(35)} ${ms(api.cpuMs)} ${ms(api.nodeMs)} ${ms(api.pgMs)}${wal(api)} ${ms(raw.cpuMs)} ${ms(raw.nodeMs)} ${ms(raw.pgMs)}${wal(raw)} ` +
        `${(raw.cpuMs / api.cpuMs).toFixed(2).padStart(7)} ${api.serverMs === undefined ? '' : ms(api.serverMs)} ${api.loadMs === undefined ? '' : ms(api.loadMs)}`,
    )
  }
  say(
    "  server: CPU ms per API operation of the server's thread alone (part of node): the request's JavaScript and socket writes, " +
      `the insights worker beside them${w.pool.connectionString ? '' : ', and PGlite'}. It is one thread, and every request waits its turn on it.`,
  )
  say("  load: the same for the load generator's thread (bench/http.js), also part of node: not work of the server.")
}
const background = OPERATIONS.filter((o) => results[o.name]?.api?.insights)
if (background.length) {
  say('\ninsight summaries the worker wrote during the timed API run (it works beside the requests, at most INSIGHTS_BUSY_SHARE of the time):')
  for (const o of background) say(`  ${o.name.padEnd(35)} ${String(results[o.name].api.insights).padStart(7)} for ${w.n} requests`)
}
if (results.token && results.healthz) {
  say(
    `  ${'token issuance / healthz'.padEnd(35)} ${(results.token.api.rate / results.healthz.api.rate).toFixed(4).padStart(7)}  (scrypt per token request, by design)`,
  )
}
say(
  `\nwaited ${(settledMs / 1000).toFixed(1)} s in all for due insight jobs before the runs` +
    (settleTimeouts.length ? ` (stopped waiting after ${SETTLE_MS / 1000} s before: ${settleTimeouts.join(', ')})` : ''),
)

http.close()
await pool.end()
parentPort.postMessage({ done: true })
