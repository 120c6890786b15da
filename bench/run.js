// npm run bench: the HTTP API against raw pg doing the same SQL on the same database, measured
// in one run, printed as ratios. BENCH_DATABASE_URL selects a PostgreSQL; default: embedded.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../dist/config.js'
import { buildApp } from '../dist/app.js'
import { createProject } from '../dist/modules/projects/repository.js'
import { createClient } from '../dist/modules/auth/clients-repository.js'
import { upsertUser, listUsers } from '../dist/modules/users/repository.js'
import { randomId } from '../dist/auth/secrets.js'

const N = Number(process.env.BENCH_REQUESTS ?? 3000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)

async function run(label, n, fn) {
  let next = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await fn(next++)
    }),
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const rate = n / seconds
  console.log(`${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} ops/s`)
  return rate
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-'))
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  RATE_LIMIT_PER_MINUTE: '100000000',
  TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
  DB_POOL_MAX: String(CONCURRENCY),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
})
const app = await buildApp(config)
await app.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${app.server.address().port}`
try {
  const projectId = randomId('bench', 6)
  await createProject(app.db, { projectId, name: 'bench' })
  const { client, secret } = await createClient(app.db, { projectId, name: 'bench', type: 'confidential', scopes: ['users:read', 'users:update'] })
  const basic = 'Basic ' + Buffer.from(`${client.client_id}:${secret}`).toString('base64')
  const tokenRes = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })
  const { access_token } = await tokenRes.json()
  const auth = { authorization: `Bearer ${access_token}` }
  console.log(`healthd bench: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${N} operations, concurrency ${CONCURRENCY}`)

  const body = (i) => ({ firstname: `n${i}`, tz_offset: 3600, weight: 70 + (i % 10), thresholds: { ftp: 200 + (i % 50) } })
  const check = async (res) => {
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }
  const rawWrite = await run('raw pg: upsert user', N, (i) => upsertUser(app.db, projectId, `raw-${i % 500}`, body(i)))
  const apiWrite = await run('API: PATCH /users/{id}', N, async (i) => {
    const res = await fetch(`${base}/users/api-${i % 500}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body(i)),
    })
    await check(res)
  })
  const rawRead = await run('raw pg: first page of 50 users', N, () => listUsers(app.db, projectId, 50, undefined))
  const apiRead = await run('API: GET /users?limit=50', N, async () => check(await fetch(`${base}/users?limit=50`, { headers: auth })))
  const health = await run('API: GET /healthz (no database, no token)', N, async () => check(await fetch(`${base}/healthz`)))
  const tokens = await run('API: POST /oauth/token (scrypt per request)', Math.min(N, 200), async () =>
    check(
      await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }),
    ),
  )
  console.log('')
  console.log(`API write throughput / raw pg:  ${(apiWrite / rawWrite).toFixed(2)}`)
  console.log(`API read throughput / raw pg:   ${(apiRead / rawRead).toFixed(2)}`)
  console.log(`token issuance / healthz:       ${(tokens / health).toFixed(4)}`)
} finally {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
}
