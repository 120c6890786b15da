// The load generator of bench/run.js, in a worker thread: raw pg first, then the same work
// through the API.
import { parentPort, workerData as w } from 'node:worker_threads'
import { createPool } from '../dist/db/pool.js'
import { upsertUser, listUsers } from '../dist/modules/users/repository.js'

const say = (line) => parentPort.postMessage({ line })

async function run(label, n, fn) {
  let next = 0
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: w.concurrency }, async () => {
      while (next < n) await fn(next++)
    }),
  )
  const rate = n / (Number(process.hrtime.bigint() - started) / 1e9)
  say(`${label.padEnd(46)} ${rate.toFixed(0).padStart(7)} ops/s`)
  return rate
}

const check = async (res) => {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  await res.arrayBuffer()
}
const tokenRequest = () =>
  fetch(`${w.base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: w.basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })

const pool = createPool({ ...w.pool, max: w.concurrency })
const { access_token } = await (await tokenRequest()).json()
const auth = { authorization: `Bearer ${access_token}` }
const body = (i) => ({ firstname: `n${i}`, tz_offset: 3600, weight: 70 + (i % 10), thresholds: { ftp: 200 + (i % 50) } })

const r = {}
r.rawWrite = await run('raw pg: upsert a user', w.n, (i) => upsertUser(pool, w.projectId, `raw-${i % 500}`, body(i)))
r.apiWrite = await run('API: PATCH /users/{id}', w.n, async (i) =>
  check(
    await fetch(`${w.base}/users/api-${i % 500}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body(i)),
    }),
  ),
)
r.rawRead = await run('raw pg: first page of 50 users (1000 in project)', w.n, () => listUsers(pool, w.projectId, 50, undefined))
r.apiRead = await run('API: GET /users?limit=50', w.n, async () => check(await fetch(`${w.base}/users?limit=50`, { headers: auth })))
r.health = await run('API: GET /healthz (no database, no token)', w.n, async () => check(await fetch(`${w.base}/healthz`)))
r.tokens = await run('API: POST /oauth/token', Math.min(w.n, 200), async () => check(await tokenRequest()))

// Latency of one meal summary request at a time (analysis, insert, response), not throughput.
const meals = ['2 eggs, a slice of whole wheat toast with butter and a glass of orange juice', 'a bowl of oatmeal with a banana and a handful of walnuts', 'chicken caesar salad and a can of coke', 'spaghetti bolognese with parmesan']
await check(await fetch(`${w.base}/users/api-1`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' }))
const times = []
for (let i = 0; i < 300; i++) {
  const t0 = process.hrtime.bigint()
  const res = await fetch(`${w.base}/users/api-1/ai/summaries`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'meal', data: { description: meals[i % meals.length] } }),
  })
  if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`)
  await res.arrayBuffer()
  if (i >= 50) times.push(Number(process.hrtime.bigint() - t0) / 1e6)
}
times.sort((a, b) => a - b)
r.mealMean = times.reduce((a, b) => a + b, 0) / times.length
r.mealP95 = times[Math.floor(times.length * 0.95)]
say(`${'API: POST /users/{id}/ai/summaries (one at a time)'.padEnd(46)} mean ${r.mealMean.toFixed(1)} ms, p95 ${r.mealP95.toFixed(1)} ms`)
await pool.end()
parentPort.postMessage(r)
