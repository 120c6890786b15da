// node bench/list-json.js (after npm run build): a page of 50 summaries of a user with 1,000
// MealSummary-like summaries, built two ways on the same database in one run:
//   old: select the rows, map them to objects (toSummary), serialise (JSON.stringify, and the
//        route's compiled response serialiser, which the API used);
//   new: PostgreSQL writes the page's JSON (listSummaries) and Node splices it into the body.
// One page at a time (latency, Node CPU) and 8 at once (throughput), the three in turns.
// BENCH_DATABASE_URL names the PostgreSQL server (a scratch database is created and dropped).
import { randomBytes, randomUUID } from 'node:crypto'
import { scratchDatabase } from './scratch.js'
import { performance } from 'node:perf_hooks'
import { createRequire } from 'node:module'
import { createPool } from '../dist/db/pool.js'
import { migrate } from '../dist/db/migrate.js'
import { LOCAL_DAY_BOUNDS } from '../dist/db/local-days.js'
import { KeysetPages } from '../dist/http/pagination.js'
import { listSummaries, toSummary } from '../dist/modules/summaries/repository.js'
import { SummaryListSchema } from '../dist/modules/summaries/schemas.js'

const require = createRequire(import.meta.url)
const fastJsonStringify = require('fast-json-stringify')

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const N = Number(process.env.BENCH_PAGES ?? 2000)
const CONCURRENCY = 8
// The summary columns and the page query of the previous listSummaries (rows, then toSummary).
const COLUMNS = `summary_id::text AS summary_id, user_id, name, period, period_start, data, llm_output, llm_debug, providers,
  ref, knowledge_urls, is_custom, user_comment, user_rating, created_at, updated_at`
const OLD_SQL = `WITH ${LOCAL_DAY_BOUNDS}
     SELECT b.user_exists,
            (SELECT count(*) FROM summaries s
              WHERE s.project_id = $1 AND s.user_id = $2 AND ($5::text IS NULL OR s.name = $5)
                AND (b.lo IS NULL OR s.period_start >= b.lo) AND (b.hi IS NULL OR s.period_start < b.hi)) AS total,
            p.*
     FROM b LEFT JOIN LATERAL (
       SELECT ${COLUMNS} FROM summaries s
       WHERE s.project_id = $1 AND s.user_id = $2 AND ($5::text IS NULL OR s.name = $5)
         AND (b.lo IS NULL OR s.period_start >= b.lo) AND (b.hi IS NULL OR s.period_start < b.hi)
         AND ($6::timestamptz IS NULL OR (s.period_start, s.summary_id) < ($6::timestamptz, $7::uuid))
       ORDER BY s.period_start DESC, s.summary_id DESC
       LIMIT $8
     ) p ON true`

const FOODS = [
  ['2 eggs', 'Egg, hard-boiled', 'egg_boiled', 2, 'large', 100, 155, 12.6, 1.1, 10.6, 0, 1.1, 124],
  ['a slice of whole wheat toast', 'Bread, whole wheat, toasted', 'bread_ww_toast', 1, 'slice', 29, 80, 4, 13.8, 1.1, 2, 1.6, 132],
  ['butter', 'Butter, salted', 'butter', 1, 'tsp', 5, 36, 0, 0, 4.1, 0, 0, 32],
  ['a glass of orange juice', 'Orange juice, raw', 'orange_juice', 1, 'glass', 248, 112, 1.7, 25.8, 0.5, 0.5, 20.8, 2],
  ['a banana', 'Banana, raw', 'banana', 1, 'medium', 118, 105, 1.3, 27, 0.4, 3.1, 14.4, 1],
]
const NUTRIENTS = ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg']
function mealSummaryRow(i) {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 3 * 3600_000).toISOString()
  const items = FOODS.slice(0, 3 + (i % 3)).map(([text, food, food_id, quantity, unit, grams, ...n]) => ({
    text,
    food,
    food_id,
    quantity,
    unit,
    grams,
    ...Object.fromEntries(NUTRIENTS.map((k, j) => [k, +(n[j] * (1 + (i % 7) / 10)).toFixed(1)])),
    confidence: 0.85,
  }))
  const totals = Object.fromEntries(NUTRIENTS.map((k) => [k, +items.reduce((a, x) => a + x[k], 0).toFixed(1)]))
  const description = items.map((x) => x.text).join(', ')
  return {
    period: { type: 'meal', start: at, end: at, duration_seconds: 0 },
    at,
    data: {
      description,
      meal_time: at,
      portion_multiplier: 1,
      comment: i % 4 ? null : 'after the run',
      items,
      totals,
      unmatched: i % 5 ? [] : ['zorblax'],
      confidence: 0.83,
    },
    llm_output: {
      language: 'en',
      title: `About ${Math.round(totals.calories)} kcal, ${totals.protein_g} g protein`,
      text:
        `This meal has about ${Math.round(totals.calories)} kcal. Protein ${totals.protein_g} g, carbohydrate ${totals.carbohydrate_g} g, fat ${totals.fat_g} g, fibre ${totals.fiber_g} g. ` +
        'Most of the energy comes from the carbohydrate of the juice and the bread; the eggs bring most of the protein. A piece of fruit adds fibre.',
      followup_questions: ['How hungry were you afterwards?', 'Was this a typical breakfast for you?'],
    },
    llm_debug: { model: 'healthd-builtin', prompt_id: 'meal-text-v3' },
  }
}

const ROUNDS = 8
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
/** The variants in turns (the machine's other load drifts): latency one page at a time, Node CPU
 * per page, and throughput with CONCURRENCY pages at once, ROUNDS turns of N / ROUNDS pages each. */
async function compare(variants) {
  const per = Math.ceil(N / ROUNDS)
  const r = variants.map(() => ({ lat: [], cpu: 0, rates: [] }))
  for (const [, fn] of variants) for (let i = 0; i < 200; i++) await fn() // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, [, fn]] of variants.entries()) {
      const cpu = process.cpuUsage()
      for (let i = 0; i < per; i++) {
        const s = performance.now()
        await fn()
        r[k].lat.push(performance.now() - s)
      }
      const used = process.cpuUsage(cpu)
      r[k].cpu += used.user + used.system
      let next = 0
      const t0 = performance.now()
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < per) await fn()
        }),
      )
      r[k].rates.push(per / ((performance.now() - t0) / 1000))
    }
  }
  const out = []
  for (const [k, [label, fn]] of variants.entries()) {
    const lat = r[k].lat.sort((a, b) => a - b)
    const at = (q) => lat[Math.min(lat.length - 1, Math.floor(lat.length * q))]
    const res = { mean: lat.reduce((a, b) => a + b, 0) / lat.length, p50: at(0.5), p95: at(0.95), cpu: r[k].cpu / 1000 / lat.length, rate: median(r[k].rates) }
    const bytes = (await fn()).length
    console.log(
      `${label.padEnd(52)} ${res.mean.toFixed(2).padStart(6)} ms mean ${res.p50.toFixed(2).padStart(6)} p50 ${res.p95.toFixed(2).padStart(6)} p95` +
        `  ${res.cpu.toFixed(2).padStart(5)} ms Node CPU  ${res.rate.toFixed(0).padStart(5)} pages/s at ${CONCURRENCY}  ${bytes} bytes`,
    )
    out.push(res)
  }
  return out
}

const scratch = await scratchDatabase(base, 'healthd_listjson')
const pool = createPool({ connectionString: scratch.url, max: CONCURRENCY })
try {
  await migrate(pool)
  const P = 'proj_bench'
  const U = 'user-1'
  await pool.query(`INSERT INTO projects (project_id, name) VALUES ($1, 'bench')`, [P])
  await pool.query(`INSERT INTO users (project_id, user_id, tz_offset, language) VALUES ($1, $2, 3600, 'en')`, [P, U])
  const rows = Array.from({ length: 1000 }, (_, i) => mealSummaryRow(i))
  await pool.query(
    `INSERT INTO summaries (project_id, user_id, summary_id, name, period, period_start, data, llm_output, llm_debug, providers, is_custom)
     SELECT $1, $2, x.id, 'MealSummary', x.period, x.at, x.data, x.llm_output, x.llm_debug, '{}', false
     FROM jsonb_to_recordset($3::jsonb) AS x(id uuid, period jsonb, at timestamptz, data jsonb, llm_output jsonb, llm_debug jsonb)`,
    [P, U, JSON.stringify(rows.map((r) => ({ id: randomUUID(), ...r })))],
  )
  await pool.query('ANALYZE')

  const keys = new KeysetPages(randomBytes(32))
  const scope = `summaries:${P}:${U}:::`
  const serialise = fastJsonStringify(SummaryListSchema)
  const oldPage = async () => {
    const r = await pool.query(OLD_SQL, [P, U, null, null, null, null, null, 51])
    const head = r.rows[0]
    const all = r.rows.filter((x) => x.summary_id !== null)
    const page = all.slice(0, 50)
    const last = page[page.length - 1]
    const next = all.length > 50 ? { at: last.period_start.toISOString(), id: last.summary_id } : undefined
    return { summaries: page.map((x) => toSummary(P, x)), pagination: keys.envelope(scope, 50, head.total, '', next) }
  }
  const newPage = async () => {
    const res = await listSummaries(pool, P, U, { limit: 50 })
    return `{"summaries":${res.items},"pagination":${JSON.stringify(keys.envelope(scope, 50, res.total, '', res.next))}}`
  }
  // Same body both ways (as parsed JSON).
  const a = JSON.parse(JSON.stringify(await oldPage()))
  const b = JSON.parse(await newPage())
  if (JSON.stringify(sortKeys(a)) !== JSON.stringify(sortKeys(b))) throw new Error('the two paths answer different bodies')

  console.log(
    `list-json: PostgreSQL ${(await pool.query('SHOW server_version')).rows[0].server_version}, 1,000 MealSummaries of one user, page of 50, ${N} pages per measure, in ${ROUNDS} turns\n`,
  )
  const [o1, o2, nw] = await compare([
    ['old: rows + toSummary + JSON.stringify', async () => JSON.stringify(await oldPage())],
    ['old: rows + toSummary + response serialiser (API)', async () => serialise(await oldPage())],
    ['new: JSON written by PostgreSQL, spliced', newPage],
  ])
  const ratios = (o) =>
    `latency ${(nw.mean / o.mean).toFixed(2)} (p50 ${(nw.p50 / o.p50).toFixed(2)}), Node CPU ${(nw.cpu / o.cpu).toFixed(2)}, throughput ${(nw.rate / o.rate).toFixed(2)}`
  console.log(`\nnew / old (JSON.stringify):       ${ratios(o1)}`)
  console.log(`new / old (response serialiser): ${ratios(o2)}`)
  if (process.env.BENCH_EXPLAIN) {
    let q
    const recording = {
      query: (sql, params) => {
        q = [sql, params]
        return pool.query(sql, params)
      },
    }
    await listSummaries(recording, P, U, { limit: 50 })
    for (const [label, sql, params] of [
      ['old', OLD_SQL, [P, U, null, null, null, null, null, 51]],
      ['new', ...q],
    ]) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)
      console.log(`\nplan, ${label}:\n${plan.rows.map((x) => x['QUERY PLAN']).join('\n')}`)
    }
  }
} finally {
  await pool.end()
  await scratch.drop()
}

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys(v[k])]),
    )
  return v
}
