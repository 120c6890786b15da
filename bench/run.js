// npm run bench: the HTTP API against raw pg running the same repository SQL on the same
// database, in one run, printed as ratios. The load runs in a worker thread (its own core), so
// neither side shares an event loop with its load generator. BENCH_DATABASE_URL selects a
// PostgreSQL server (a scratch database is created on it and dropped afterwards); default:
// embedded PGlite, served by this process as in production.
import { Worker } from 'node:worker_threads'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../dist/config.js'
import { buildApp } from '../dist/app.js'
import { createProject } from '../dist/modules/projects/repository.js'
import { createClient } from '../dist/modules/auth/clients-repository.js'
import { randomId } from '../dist/auth/secrets.js'

const N = Number(process.env.BENCH_REQUESTS ?? 3000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)

const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-'))
let databaseUrl
const scratch = `healthd_bench_${randomBytes(5).toString('hex')}`
async function admin(sql) {
  const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}
if (process.env.BENCH_DATABASE_URL) {
  await admin(`CREATE DATABASE ${scratch}`)
  const u = new URL(process.env.BENCH_DATABASE_URL)
  u.pathname = `/${scratch}`
  databaseUrl = u.toString()
}
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
  DB_POOL_MAX: String(CONCURRENCY),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
const app = await buildApp(config)
await app.listen({ host: '127.0.0.1', port: 0 })
const projectId = randomId('bench', 6)
try {
  await createProject(app.db, { projectId, name: 'bench' })
  const { client, secret } = await createClient(app.db, {
    projectId,
    name: 'bench',
    type: 'confidential',
    scopes: ['users:read', 'users:update', 'ai_summaries:create'],
  })
  console.log(`healthd bench: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${N} operations each, concurrency ${CONCURRENCY}\n`)
  const results = await new Promise((resolve, reject) => {
    const w = new Worker(new URL('./load.js', import.meta.url), {
      workerData: {
        n: N,
        concurrency: CONCURRENCY,
        base: `http://127.0.0.1:${app.server.address().port}`,
        projectId,
        basic: 'Basic ' + Buffer.from(`${client.client_id}:${secret}`).toString('base64'),
        // The worker's own pool reaches the same database the server uses.
        pool: config.databaseUrl ? { connectionString: config.databaseUrl } : { socketDir: dataDir },
      },
    })
    w.on('message', (m) => (m.line ? console.log(m.line) : resolve(m)))
    w.on('error', reject)
  })
  console.log('')
  console.log(`API write / raw pg write:   ${(results.apiWrite / results.rawWrite).toFixed(2)}`)
  console.log(`API read / raw pg read:     ${(results.apiRead / results.rawRead).toFixed(2)}`)
  console.log(`token issuance / healthz:   ${(results.tokens / results.health).toFixed(4)}  (scrypt per token request, by design)`)
} finally {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (databaseUrl) await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)
}
