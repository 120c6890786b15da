// npm run bench:export: the memory of GET /users/{user_id}/export. Starts the built server
// (`node dist/server.js`) as a process of its own on a scratch PostgreSQL database (created and
// dropped here; DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/test),
// writes a user with 100,000 records by SQL (generate_series), one with 10,000, and a few records
// of each through the API (the small user has only those), then exports each over HTTP (twice:
// BENCH_ROUNDS) while sampling the server's resident memory (/proc/<pid>/status VmRSS every
// 10 ms). Constant memory: the peak does not grow with the user's size.
//
//   node bench/export.js [--records N] [--embedded] [--gc] [--trace]
//
// --records   the big user's records (default 100000; the medium user gets a tenth)
// --embedded  the server on its embedded PGlite instead (in the server's process, so its memory
//             counts too; the export then materialises its snapshot in PGlite's temporary files)
// --gc        a full garbage collection in the server every 100 ms: RSS then shows what the server
//             holds live rather than garbage V8 has not collected yet (slow)
// --trace     the server writes its memory every 250 ms (MB: rss, V8 heap used, external, array buffers)
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { scratchDatabase } from './scratch.js'
import { mb, rssOf, startServer } from './server-process.js'

const args = process.argv.slice(2)
const embedded = args.includes('--embedded')
const forceGc = args.includes('--gc')
const trace = args.includes('--trace')
const RECORDS = args.includes('--records') ? Number(args[args.indexOf('--records') + 1]) : 100_000
if (!Number.isInteger(RECORDS) || RECORDS < 10) throw new Error('--records takes a number of records (at least 10)')
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PROJECT = 'bench_export'

/**
 * Downloads an export, counting lines and bytes without keeping them, while sampling the
 * server's RSS every 10 ms.
 */
function download(baseUrl, pid, user, token) {
  return new Promise((resolve, reject) => {
    const before = rssOf(pid)
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid))
    }, 10)
    const started = process.hrtime.bigint()
    let firstByte
    let bytes = 0
    let lines = 0
    let tail = Buffer.alloc(0)
    http
      .get(`${baseUrl}/users/${user}/export`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) {
          clearInterval(sampler)
          return reject(new Error(`export of ${user}: ${res.statusCode}`))
        }
        res.on('data', (chunk) => {
          firstByte ??= process.hrtime.bigint()
          bytes += chunk.length
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
          tail = Buffer.concat([tail, chunk]).subarray(-4096)
        })
        res.on('end', () => {
          clearInterval(sampler)
          const seconds = Number(process.hrtime.bigint() - started) / 1e9
          const text = tail.toString('utf8')
          const last = text.slice(text.lastIndexOf('\n', text.length - 2) + 1)
          const end = JSON.parse(last)
          if (end.type !== 'end') return reject(new Error('the export has no end line'))
          peak = Math.max(peak, rssOf(pid))
          resolve({ lines, bytes, seconds, firstByteMs: Number(firstByte - started) / 1e6, before, peak, end: end.data })
        })
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const scratch = embedded ? undefined : await scratchDatabase(base, 'healthd_export')
const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-export-'))
let server
let sql
try {
  const gcFlags = [
    ...(forceGc ? ['--expose-gc', '--import', 'data:text/javascript,setInterval(() => globalThis.gc(), 100).unref()'] : []),
    ...(trace
      ? [
          '--import',
          `data:text/javascript,setInterval(() => { const m = process.memoryUsage(); process.stderr.write('server memory ' + [m.rss, m.heapUsed, m.external, m.arrayBuffers].map((v) => v >> 20).join(' ') + '\\n') }, 250).unref()`,
        ]
      : []),
  ]
  server = await startServer({ dataDir, databaseUrl: scratch?.url ?? '', project: PROJECT, nodeFlags: gcFlags })
  const { baseUrl, token, api } = server

  // A few records of every kind through the API, for every user.
  await api('POST', `/v1/projects/${PROJECT}/custom_record_types`, { name: 'mood', granularity: 'day', unit: 'points' })
  for (const user of ['big', 'medium', 'small']) {
    await api('PATCH', `/users/${user}`, { language: 'en', tz_offset: 3600, firstname: user })
    await api('PUT', `/users/${user}/activities/api-1`, {
      type: 'workout',
      start_datetime: '2026-03-01T08:00:00Z',
      end_datetime: '2026-03-01T09:00:00Z',
      data_source: 'garmin',
      duration_seconds: 3600,
      type_name: 'cycling',
      tss: 70,
      created_at: '2026-03-01T09:00:00Z',
      updated_at: '2026-03-01T09:00:00Z',
    })
    await api('PUT', `/users/${user}/daily_records/scores/2026-03-01/sleep_score`, { value: 80, providers: ['PROVIDER_A'] })
    await api('PUT', `/users/${user}/baselines/sleep_score`, { data: { mean: 75, median: 76, size: 28, std: 5 } })
    await api('POST', `/users/${user}/nutrition/meals`, { description: 'an apple and a banana', meal_time: '2026-03-01T12:00:00Z' })
    await api('PUT', `/users/${user}/custom_records/mood/2026-03-01`, { date: '2026-03-01', value: 7 })
  }

  /** Writes `records` records of `user` by SQL; the number of each kind. */
  async function fill(user, records) {
    const share = { activities: 0.25, daily: 0.25, summaries: 0.2, facts: 0.1, meals: 0.1 }
    const n = Object.fromEntries(Object.entries(share).map(([k, f]) => [k, Math.floor(records * f)]))
    n.custom = records - Object.values(n).reduce((a, b) => a + b, 0)
    const P = [PROJECT, user]
    await sql.query(
      `INSERT INTO activities (project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at)
       SELECT $1, $2, 'sql-' || i, 'workout', t, t + interval '1 hour', 3600,
              jsonb_build_object('data_source', 'garmin', 'type_name', 'cycling', 'tss', 40 + i % 60, 'average_hr', 120 + i % 40,
                'hr_zone_durations_seconds', jsonb_build_array(600, 1200, 1200, 500, 100), 'hr_series', repeat((100 + i % 80)::text || ',', 60)),
              t + interval '1 hour', t + interval '1 hour'
       FROM generate_series(1, $3) i, LATERAL (SELECT timestamptz '2000-01-01' + i * interval '3 hours' AS t) x`,
      [...P, n.activities],
    )
    await sql.query(
      `INSERT INTO daily_records (project_id, user_id, type, date, name, value, data, providers, created_at, updated_at)
       SELECT $1, $2, 'zones', date '1950-01-01' + i, 'hr_zones', i % 100,
              jsonb_build_object('z1', i % 7, 'z2', i % 11, 'z3', i % 13, 'note', repeat('zone ', 30)), '{PROVIDER_A}', now(), now()
       FROM generate_series(1, $3) i`,
      [...P, n.daily],
    )
    await sql.query(
      `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, providers)
       SELECT $1, $2, gen_random_uuid(), 'DailySummary',
              jsonb_build_object('type', 'day', 'start', to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'end', to_char(t + interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              t, jsonb_build_object('sleep_score', i % 100, 'steps', i * 7 % 20000),
              jsonb_build_object('language', 'en', 'title', 'Day ' || i, 'text', repeat('A calm day with good sleep. ', 8), 'followup_questions', jsonb_build_array('Why?')),
              '{PROVIDER_A}'
       FROM generate_series(1, $3) i, LATERAL (SELECT timestamptz '1960-01-01' + i * interval '1 day' AS t) x`,
      [...P, n.summaries],
    )
    await sql.query(
      `INSERT INTO facts (project_id, user_id, fact_id, text, type, source, certainty_on_creation, created_at)
       SELECT $1, $2, gen_random_uuid(), 'Fact number ' || i || ': ' || repeat('sleeps well ', 10), 'sleep', 'system', 0.8,
              timestamptz '2020-01-01' + i * interval '1 minute'
       FROM generate_series(1, $3) i`,
      [...P, n.facts],
    )
    await sql.query(
      `INSERT INTO meals (project_id, user_id, meal_id, description, meal_time, meal_type, portion_multiplier, comment)
       SELECT $1, $2, gen_random_uuid(), 'A bowl of porridge with ' || i || ' blueberries', timestamptz '2020-01-01' + i * interval '5 hours',
              'breakfast', 1, repeat('tasty ', 20)
       FROM generate_series(1, $3) i`,
      [...P, n.meals],
    )
    await sql.query(
      `INSERT INTO custom_records (project_id, user_id, type, record_id, date, value, data)
       SELECT $1, $2, 'mood', 'sql-' || i, date '1900-01-01' + i, i % 10, jsonb_build_object('note', repeat('fine ', 40))
       FROM generate_series(1, $3) i`,
      [...P, n.custom],
    )
    return n
  }

  // Records by SQL: a mix of every kind, about 500 bytes of JSON each.
  sql = new pg.Pool(embedded ? { host: dataDir, user: 'postgres', database: 'postgres', max: 1 } : { connectionString: scratch.url, max: 1 })
  sql.on('error', () => {})
  const t0 = Date.now()
  const mix = await fill('big', RECORDS)
  await fill('medium', Math.round(RECORDS / 10))
  await sql.query('ANALYZE')
  console.log(
    `${embedded ? 'embedded PGlite' : 'PostgreSQL'}: wrote ${RECORDS.toLocaleString('en')} records for "big" (${Object.entries(mix)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}) and ${Math.round(RECORDS / 10).toLocaleString('en')} for "medium" by SQL in ${((Date.now() - t0) / 1000).toFixed(1)} s; a few of each kind through the API for "big", "medium" and "small"`,
  )

  // The plans the cursors run: each area read along an index, no sort of the whole history.
  if (!embedded) {
    const { areaSql, EXPORT_AREAS } = await import('../dist/modules/export/repository.js')
    const P = [PROJECT, 'big']
    const c = await sql.connect()
    try {
      await c.query('BEGIN')
      for (const { type } of EXPORT_AREAS) {
        // A cursor's plan: PostgreSQL plans it for its first rows (cursor_tuple_fraction).
        const r = await c.query(`EXPLAIN DECLARE plan_${type} NO SCROLL CURSOR FOR ${areaSql(type)}`, type === 'custom_record' ? [...P, null] : P)
        const nodes = r.rows
          .map((x) => x['QUERY PLAN'].trim())
          .filter((l) => /Scan|Sort|Join|Loop/.test(l))
          .map((l) => l.replace(/\s+\(cost.*$/, ''))
        console.log(`  plan ${type.padEnd(14)} ${nodes.join(' / ')}`)
      }
      await c.query('ROLLBACK')
    } finally {
      c.release()
    }
  }

  const pid = server.pid
  const report = (label, r) =>
    console.log(
      `${label.padEnd(22)} ${r.lines.toLocaleString('en').padStart(8)} lines ${mb(r.bytes).padStart(7)} MB in ${r.seconds.toFixed(2)} s` +
        ` (${Math.round(r.lines / r.seconds).toLocaleString('en')} lines/s, ${(r.bytes / 1024 / 1024 / r.seconds).toFixed(1)} MB/s, first byte ${r.firstByteMs.toFixed(0)} ms)` +
        `  RSS before ${mb(r.before)} MB, peak ${mb(r.peak)} MB (+${mb(r.peak - r.before)}), after ${mb(rssOf(pid))} MB`,
    )
  console.log(`\nserver RSS after start and setup: ${mb(rssOf(pid))} MB`)
  // Each twice: the first run also warms the code paths up.
  for (let round = 1; round <= Number(process.env.BENCH_ROUNDS ?? 2); round++) {
    report(`round ${round}, small user`, await download(baseUrl, pid, 'small', token))
    report(`round ${round}, medium user`, await download(baseUrl, pid, 'medium', token))
    const big = await download(baseUrl, pid, 'big', token)
    report(`round ${round}, big user`, big)
    if (round === Number(process.env.BENCH_ROUNDS ?? 2)) console.log(`  big user's end line: ${JSON.stringify(big.end)}`)
  }

  await sql.end()
  sql = undefined
  await server.stop()
  server = undefined
} finally {
  await sql?.end().catch(() => {})
  server?.kill()
  await scratch?.drop().catch((err) => console.error(`could not drop ${scratch.name}: ${err.message}`))
  rmSync(dataDir, { recursive: true, force: true })
}
