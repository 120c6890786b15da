// npm run bench: each operation through the HTTP API against the raw `pg` floor of the same SQL
// work, on the same database in one run: throughput, p50 and p99 latency of each side, and the
// ratio API / raw. The server (with its insights worker) runs in this process; the load runs in
// a worker thread (bench/load.js), so the load generator does not share the server's event loop.
//
//   BENCH_DATABASE_URL   a PostgreSQL server: a scratch database is created on it and dropped
//                        afterwards (default: embedded PGlite in a temporary DATA_DIR)
//   BENCH_REQUESTS       timed operations per side and operation (default 6000)
//   BENCH_WARMUP         untimed operations before each timed run (default 1000: the server's code is
//                        compiled by then; with 200, the first write operation ran cold)
//   BENCH_CONCURRENCY    requests / queries in flight on each side (default 16; also DB_POOL_MAX)
//   BENCH_KEEP           keep the scratch PostgreSQL database (to look at its plans afterwards)
//   BENCH_ONLY           comma list of operations (bench/operations.js), e.g. put-daily,get-summaries
//   BENCH_SETTLE_SECONDS the longest wait, before each side, for due insight jobs (default 300)
//   any server variable (e.g. GROUP_COMMIT=false) is passed to the server, except the bench's own
import { Worker } from 'node:worker_threads'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EnvSchema, loadConfig } from '../dist/config.js'
import { buildApp } from '../dist/app/index.js'
import { createProject } from '../dist/modules/projects/repository.js'
import { createClient } from '../dist/modules/auth/clients-repository.js'
import { randomId } from '../dist/auth/secrets.js'
import { selected } from './operations.js'
import { benchServerEnv, scratchDatabase } from './scratch.js'

const N = Number(process.env.BENCH_REQUESTS ?? 6000)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const only = selected()

const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-'))
const scratch = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'healthd_bench') : undefined
const databaseUrl = scratch?.url
const unlimited = '100000000'
// The server's other settings come from the environment (e.g. GROUP_COMMIT=false npm run bench);
// these are the bench's own.
const own = {
  ...benchServerEnv(dataDir, databaseUrl),
  DB_POOL_MAX: String(CONCURRENCY),
  // Every rate limit the configuration knows, raised (RATE_LIMIT_PER_MINUTE, which a newer
  // configuration refuses, left empty unless it is still read; unknown keys are ignored).
  RATE_LIMIT_PER_MINUTE: 'RATE_LIMIT_PER_MINUTE' in EnvSchema.properties ? unlimited : '',
  RATE_LIMIT_CLIENT_PER_MINUTE: unlimited,
  RATE_LIMIT_USER_PER_MINUTE: unlimited,
  TOKEN_RATE_LIMIT_PER_MINUTE: unlimited,
  ...Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((k) => /RATE_LIMIT/.test(k))
      .map((k) => [k, unlimited]),
  ),
}
const fromEnv = Object.keys(EnvSchema.properties).filter((k) => !(k in own) && process.env[k]?.trim() && !/KEY|SECRET/.test(k))
let app
try {
  const config = loadConfig({ ...process.env, ...own })
  app = await buildApp(config)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const projectId = randomId('bench', 6)
  await createProject(app.db, { projectId, name: 'bench' })
  const { client, secret } = await createClient(app.db, {
    projectId,
    name: 'bench',
    type: 'confidential',
    scopes: [
      'users:read',
      'users:update',
      'daily_records:create',
      'activities:create',
      'ai_summaries:read',
      'ai_summaries:create',
      'nutrition:read',
      'nutrition:create',
    ],
  })
  const db = config.databaseUrl ? `PostgreSQL (${scratch.name} on ${new URL(process.env.BENCH_DATABASE_URL).host})` : 'embedded PGlite'
  console.log(`healthd bench: ${db}`)
  console.log(
    `${N} timed operations per side and operation (after ${WARMUP} warm-up), concurrency ${CONCURRENCY} on both sides, ` +
      `server pool ${config.dbPoolMax}, insights worker on; load generator in a worker thread (bench/http.js: one keep-alive socket per caller)` +
      (fromEnv.length ? `\nserver settings from the environment: ${fromEnv.map((k) => `${k}=${process.env[k]}`).join(' ')}` : '') +
      (process.env.BENCH_ONLY ? `\nBENCH_ONLY=${only.join(',')}` : '') +
      '\n',
  )
  await new Promise((resolve, reject) => {
    const w = new Worker(new URL('./load.js', import.meta.url), {
      workerData: {
        n: N,
        warmup: WARMUP,
        concurrency: CONCURRENCY,
        only,
        base: `http://127.0.0.1:${app.server.address().port}`,
        projectId,
        basic: `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`,
        // The worker's own pool reaches the same database the server uses.
        pool: config.databaseUrl ? { connectionString: config.databaseUrl } : { socketDir: dataDir },
      },
    })
    w.on('message', (m) => (m.line !== undefined ? console.log(m.line) : resolve(m)))
    w.on('error', reject)
    w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load worker exited with ${code}`))))
  })
  if (app.insights && typeof app.insights.completed === 'number') {
    const claims = typeof app.insights.claims === 'number' ? `; ${app.insights.claims} claims, ${app.insights.emptyClaims} of them finding nothing due` : ''
    console.log(`\ninsights worker during the bench: ${app.insights.completed} jobs run, ${app.insights.failed} failed${claims}`)
  }
  if (app.webhooks && typeof app.webhooks.claims === 'number') {
    console.log(`webhook dispatcher during the bench: ${app.webhooks.claims} claims, ${app.webhooks.emptyClaims} of them finding nothing due`)
  }
  const committers = Object.entries(app.services ?? {}).flatMap(([area, svc]) =>
    Object.values(svc)
      .filter((v) => v && typeof v === 'object' && typeof v.batches === 'number')
      .map((c) => [area, c]),
  )
  const written = committers.filter(([, c]) => c.rows > 0)
  if (written.length) {
    console.log(
      `group commit (${config.groupCommit ? 'on' : 'off'}): ` +
        written.map(([area, c]) => `${area} ${c.rows} rows in ${c.batches} statements (${(c.rows / c.batches).toFixed(1)} a statement)`).join('; '),
    )
  }
} finally {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (scratch && !process.env.BENCH_KEEP) await scratch.drop()
}
