// npm run bench:access-paths: fills a scratch database with a million rows per table for one
// project and shows each list's and upsert's plan and time, to check the indexes serve them.
// BENCH_DATABASE_URL selects the PostgreSQL server (a scratch database is created and dropped).
import { createPool } from '../dist/db/pool.js'
import { migrate } from '../dist/db/migrate.js'
import { listSummaries } from '../dist/modules/summaries/repository.js'
import { listFacts } from '../dist/modules/facts/repository.js'
import { listUsers, upsertUsers } from '../dist/modules/users/repository.js'
import { upsertDailyRecords } from '../dist/modules/daily-records/repository.js'
import { scratchDatabase } from './scratch.js'

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const USERS = 1000
const scratch = await scratchDatabase(base, 'healthd_paths')
const pool = createPool({ connectionString: scratch.url, max: 4 })
try {
  await migrate(pool)
  const P = 'proj_big'
  const t0 = Date.now()
  await pool.query(`INSERT INTO projects (project_id, name) VALUES ($1, 'big')`, [P])
  await pool.query(
    `INSERT INTO users (project_id, user_id, tz_offset, created_at)
     SELECT $1, 'u' || g, 3600, now() - g * interval '1 minute' FROM generate_series(1, $2) g`,
    [P, USERS],
  )
  const per = Math.floor(ROWS / USERS)
  await pool.query(
    `INSERT INTO summaries (project_id, user_id, summary_id, name, period_start, data)
     SELECT $1, 'u' || (g % $3 + 1), gen_random_uuid(),
            (ARRAY['WorkoutSummary','SleepSummary','MealSummary','DailySummary'])[g % 4 + 1],
            timestamptz '2026-01-01' + (g / $3) * interval '1 hour', '{}'
     FROM generate_series(1, $2) g`,
    [P, ROWS, USERS],
  )
  await pool.query(
    `INSERT INTO facts (project_id, user_id, fact_id, text, type, source, created_at)
     SELECT $1, 'u' || (g % $3 + 1), gen_random_uuid(), 'fact ' || g,
            (ARRAY['sleep','activity','goal','body'])[g % 4 + 1], 'system', timestamptz '2026-01-01' + g * interval '1 second'
     FROM generate_series(1, $2) g`,
    [P, ROWS, USERS],
  )
  await pool.query(
    `INSERT INTO daily_records (project_id, user_id, type, date, name, value, created_at, updated_at)
     SELECT $1, 'u' || (g % $3 + 1), 'scores', date '2020-01-01' + (g / $3 / 4), (ARRAY['sleep','readiness','activity','stress'])[g % 4 + 1], 50, now(), now()
     FROM generate_series(1, $2) g ON CONFLICT DO NOTHING`,
    [P, ROWS, USERS],
  )
  await pool.query('ANALYZE')
  console.log(`filled: ${USERS} users, ${ROWS} summaries, facts and daily records (${per} per user) in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)

  async function measure(label, fn, n = 200) {
    await fn()
    const s = process.hrtime.bigint()
    for (let i = 0; i < n; i++) await fn(i)
    console.log(`${label.padEnd(58)} ${(Number(process.hrtime.bigint() - s) / 1e6 / n).toFixed(2).padStart(7)} ms`)
  }
  const plan = async (label, sql, params) => {
    const r = await pool.query(`EXPLAIN ${sql}`, params)
    const lines = r.rows.map((x) => x['QUERY PLAN']).filter((l) => /Scan|Index Cond/.test(l))
    console.log(`  plan, ${label}:\n${lines.map((l) => `    ${l.trim()}`).join('\n')}`)
  }

  const firstPage = await listSummaries(pool, P, 'u7', { limit: 50 })
  const after = firstPage.next
  await measure('summaries: first page of 50 (total counted)', () => listSummaries(pool, P, 'u7', { limit: 50 }))
  await measure('summaries: next page by key', () => listSummaries(pool, P, 'u7', { limit: 50, after }))
  await measure('summaries: one local week, by name', () =>
    listSummaries(pool, P, 'u7', { limit: 50, name: 'SleepSummary', startDate: '2026-01-10', endDate: '2026-01-16' }),
  )
  await plan(
    'summaries page by key',
    `SELECT summary_id FROM summaries WHERE project_id = $1 AND user_id = $2 AND (period_start, summary_id) < ($3::timestamptz, $4::uuid) ORDER BY period_start DESC, summary_id DESC LIMIT 51`,
    [P, 'u7', after.at, after.id],
  )
  await plan(
    'summaries by name in a range',
    `SELECT summary_id FROM summaries WHERE project_id = $1 AND user_id = $2 AND name = $3 AND period_start >= $4 AND period_start < $5 ORDER BY period_start DESC, summary_id DESC LIMIT 51`,
    [P, 'u7', 'SleepSummary', '2026-01-10', '2026-01-17'],
  )
  const facts = await listFacts(pool, P, 'u7', { limit: 50 })
  await measure('facts: first page of 50', () => listFacts(pool, P, 'u7', { limit: 50 }))
  await measure('facts: next page by key, type filter', () => listFacts(pool, P, 'u7', { limit: 50, type: 'sleep', after: facts.next }))
  await plan(
    'facts by type, by key',
    `SELECT fact_id FROM facts WHERE project_id = $1 AND user_id = $2 AND deleted_at IS NULL AND type = $3 AND (created_at, fact_id) < ($4::timestamptz, $5::uuid) ORDER BY created_at DESC, fact_id DESC LIMIT 51`,
    [P, 'u7', 'sleep', facts.next.at, facts.next.id],
  )
  const users = await listUsers(pool, P, 50, undefined)
  await measure('users: next page by key', () => listUsers(pool, P, 50, users.next))
  // One write a statement, as with GROUP_COMMIT=false (a batch of one).
  await measure('users: upsert (PATCH)', (i) => upsertUsers(pool, [{ projectId: P, userId: `u${((i ?? 0) % USERS) + 1}`, patch: { weight: 70 } }]))
  await measure('daily records: upsert (PUT)', (i) =>
    upsertDailyRecords(pool, [{ projectId: P, userId: `u${((i ?? 0) % USERS) + 1}`, type: 'scores', day: '2027-01-01', name: 'sleep', body: { value: 70 } }]),
  )
  await plan(
    'a score series',
    `SELECT date, value FROM daily_records WHERE project_id = $1 AND user_id = $2 AND type = 'scores' AND name = $3 AND date >= $4 ORDER BY date DESC`,
    [P, 'u7', 'sleep', '2020-06-01'],
  )
} finally {
  await pool.end()
  await scratch.drop()
}
