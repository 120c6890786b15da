// npm run bench:import: a generated Apple Health export.xml (1 GB by default, bench/apple-health-export.js)
// imported through the API: POST /users/{user_id}/imports streams it to the built server
// (`node dist/server.js`, a process of its own), then GET polls the import until it ends. Prints,
// for PostgreSQL (a scratch database, created and dropped) and for embedded PGlite: the records of
// the file (its Record and Workout elements) per second from the first byte sent to completion,
// the time to completion, and the server's peak resident memory over its level before the upload
// (/proc/<pid>/status VmRSS every 20 ms; the server measured is a restart on a database a first
// start created). Beside them, the floor: a plain streaming parse of the
// same file (saxes, every element seen and nothing done, bench/import-parse.js) and the ratio of
// the import's time to it. On embedded PGlite the database runs inside the server's process, so
// its memory is counted too.
//
//   npm run bench:import -- [--mb 1024] [--file export.xml] [--only postgres|embedded] [--dir /tmp] [--trace] [--gc] [--logs]
//
// --mb      size of the generated export (default 1024); --file imports an existing export instead
// --only    one database (default both)
// --dir     where the generated file goes (default the system's temporary folder); deleted after
// --trace   the server writes its memory every second (MB: rss, V8 heap used, external, array buffers)
// --logs    the server's log lines (the import's own say how long reading and writing took)
// --gc      a full garbage collection in the server every second: RSS then shows what the server
//           holds live rather than garbage V8 has not collected yet (slow)
//
// BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) names the
// PostgreSQL server the scratch database is created on.
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeAppleHealthExport } from './apple-health-export.js'
import { scratchDatabase } from './scratch.js'
import { mb, request, rssOf, startServer } from './server-process.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const only = opt('--only', undefined)
if (only !== undefined && only !== 'postgres' && only !== 'embedded') throw new Error('--only takes postgres or embedded')
const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const USER = 'bench-importer'
const POLL_MS = 200
const SAMPLE_MS = 20
const TIMEOUT_MS = 60 * 60_000

const secondsSince = (t) => (performance.now() - t) / 1000
const count = (n) => Math.round(n).toLocaleString('en')

/** The floor: a plain saxes parse of the file in a fresh process (bench/import-parse.js's child). */
function plainParse(file) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bench', 'import-parse.js'), '--child', 'saxes', file], { encoding: 'utf8', maxBuffer: 1 << 20 })
  if (run.status !== 0) throw new Error(`the plain parse failed: ${run.stderr}`)
  const r = JSON.parse(run.stdout.trim().split('\n').pop())
  return { seconds: r.seconds, elements: (r.counts.Record ?? 0) + (r.counts.Workout ?? 0) }
}

/** One import of `file` through the API of a server on `databaseUrl` ('' = embedded). */
async function importThrough(label, file, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-import-'))
  const nodeFlags = [
    ...(args.includes('--gc') ? ['--expose-gc', '--import', 'data:text/javascript,setInterval(() => globalThis.gc(), 1000).unref()'] : []),
    ...(args.includes('--trace')
      ? [
          '--import',
          `data:text/javascript,setInterval(() => { const m = process.memoryUsage(); process.stderr.write('server memory ' + [m.rss, m.heapUsed, m.external, m.arrayBuffers].map((v) => v >> 20).join(' ') + '\\n') }, 1000).unref()`,
        ]
      : []),
  ]
  // A first start creates the database (on embedded PGlite its initdb alone takes several hundred
  // MB the process keeps until it ends); the measured server is a second start on it, at the level
  // an operator's server runs at.
  await (await startServer({ dataDir, databaseUrl, project: 'bench_import' })).stop()
  const server = await startServer({ dataDir, databaseUrl, project: 'bench_import', nodeFlags, logs: args.includes('--logs') })
  let sampler
  try {
    await server.api('PATCH', `/users/${USER}`, { tz_offset: 3600, language: 'en' })
    // The level before: after start-up, sign-in and a first request, with a moment to settle.
    await new Promise((r) => setTimeout(r, 1000))
    const before = rssOf(server.pid)
    let peak = before
    sampler = setInterval(() => {
      const rss = rssOf(server.pid)
      if (rss > peak) peak = rss
    }, SAMPLE_MS)
    const started = performance.now()
    const created = await request(server.baseUrl, 'POST', `/users/${USER}/imports?format=apple_health`, {
      headers: { ...server.auth, 'content-type': 'application/xml', 'content-length': String(statSync(file).size) },
      stream: createReadStream(file, { highWaterMark: 1 << 20 }),
    })
    const uploaded = secondsSince(started)
    let imp = created
    while (imp.status === 'queued' || imp.status === 'running') {
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`${label}: the import did not end within ${TIMEOUT_MS / 60_000} min`)
      await new Promise((r) => setTimeout(r, POLL_MS))
      imp = await server.api('GET', `/users/${USER}/imports/${created.id}`)
    }
    const seconds = secondsSince(started)
    clearInterval(sampler)
    sampler = undefined
    peak = Math.max(peak, rssOf(server.pid))
    if (imp.status !== 'completed') throw new Error(`${label}: the import ${imp.status}: ${JSON.stringify(imp.errors)}`)
    return { label, uploaded, seconds, before, peak, progress: imp.progress }
  } finally {
    if (sampler) clearInterval(sampler)
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, 'dist', 'server.js'))) throw new Error('run `npm run build` first')
  let dir
  let file = opt('--file', undefined)
  try {
    if (!file) {
      dir = mkdtempSync(path.join(opt('--dir', tmpdir()), 'healthd-bench-import-file-'))
      file = path.join(dir, 'export.xml')
      const t = performance.now()
      const info = await writeAppleHealthExport(file, { megabytes: Number(opt('--mb', '1024')) })
      console.log(
        `generated export.xml: ${mb(info.bytes)} MB, ${info.days} days, ${count(info.elements)} records and workouts, in ${secondsSince(t).toFixed(0)} s`,
      )
    }
    const size = statSync(file).size
    const floor = plainParse(file)
    console.log(
      `plain streaming parse (saxes, nothing done): ${floor.seconds.toFixed(1)} s, ${count(floor.elements / floor.seconds)} records/s, ${(size / 1048576 / floor.seconds).toFixed(0)} MB/s`,
    )
    const runs = []
    if (only !== 'embedded') {
      const scratch = await scratchDatabase(base, 'healthd_bench_import')
      try {
        runs.push(await importThrough(`PostgreSQL (${new URL(base).host})`, file, scratch.url))
      } finally {
        await scratch.drop().catch((err) => console.error(`could not drop ${scratch.name}: ${err.message}`))
      }
    }
    if (only !== 'postgres') runs.push(await importThrough('embedded PGlite', file, ''))
    for (const r of runs) {
      const p = r.progress
      console.log(
        `\n${r.label}: ${mb(size)} MB in ${r.seconds.toFixed(1)} s (upload ${r.uploaded.toFixed(1)} s): ${count(floor.elements / r.seconds)} records/s of the file,` +
          ` ${(r.seconds / floor.seconds).toFixed(2)}× the plain parse; server RSS ${mb(r.before)} MB before, peak ${mb(r.peak)} MB (+${mb(r.peak - r.before)} MB)`,
      )
      console.log(
        `  records read ${count(p.records_read)}, activities created ${count(p.activities_created)}, updated ${count(p.activities_updated)},` +
          ` day records written ${count(p.day_records_written)}, duplicates ${count(p.duplicates)}, skipped ${count(p.skipped)}`,
      )
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

await main()
