// The device-file parsers alone (no server, no database): a generated Apple Health export.xml
// (bench/apple-health-export.js) read by a plain saxes parse (the floor: every element seen, nothing
// done), by healthd's parser (parseImport from dist/, every record built), and by healthd's parser
// from the same export zipped (export.zip: inflated and CRC-checked as it is read), each in a fresh
// process so its peak RSS is its own. Prints records/s, MB/s (of the XML) and peak RSS over the
// process's starting RSS.
//
//   npm run build && node bench/import-parse.js [--mb 1024] [--rounds 1] [--dir /tmp] [--keep] [--json]
//
// --mb      size of the generated export (default 1024)
// --rounds  runs of each (interleaved); the fastest time and the highest peak are reported
// --dir     where to write it (default the system's temporary folder); deleted after unless --keep
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { writeAppleHealthExport, zipExport } from './apple-health-export.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)

/** One measured run in this (fresh) process: prints one JSON line. */
async function child(kind, file) {
  const startRss = process.memoryUsage().rss
  let peak = startRss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 50)
  const started = performance.now()
  const counts = {}
  if (kind === 'saxes') {
    const { SaxesParser } = await import('saxes')
    const parser = new SaxesParser({ xmlns: false, position: true })
    parser.on('opentag', (node) => {
      if (node.name === 'Record' || node.name === 'Workout') counts[node.name] = (counts[node.name] ?? 0) + 1
    })
    const decoder = new TextDecoder()
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) parser.write(decoder.decode(chunk, { stream: true }))
    parser.close()
  } else {
    const { parseImport } = await import(pathToFileURL(path.join(ROOT, 'dist/imports/formats/index.js')).href)
    const { records } = await parseImport(file, 'auto')
    for await (const r of records) {
      const key = r.kind === 'sample' ? r.measure : r.kind
      counts[key] = (counts[key] ?? 0) + 1
    }
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024)
  console.log(JSON.stringify({ kind, seconds, startRss, peakRss: peak, counts }))
}

async function main() {
  const mb = Number(opt('--mb', '1024'))
  const rounds = Number(opt('--rounds', '1'))
  const dir = mkdtempSync(path.join(opt('--dir', tmpdir()), 'healthd-parse-'))
  const file = path.join(dir, 'export.xml')
  try {
    if (!existsSync(path.join(ROOT, 'dist/imports/formats/index.js'))) throw new Error('run `npm run build` first')
    const t = performance.now()
    const info = await writeAppleHealthExport(file, { megabytes: mb })
    const size = statSync(file).size
    if (!args.includes('--json')) {
      console.log(
        `generated ${(size / 1048576).toFixed(0)} MB (${info.days} days, ${info.elements.toLocaleString('en')} records and workouts) in ${((performance.now() - t) / 1000).toFixed(0)} s`,
      )
    }
    const zipFile = path.join(dir, 'export.zip')
    await zipExport(file, zipFile)
    const results = {}
    // Rounds interleave the three, so load from elsewhere on the machine falls on all of them alike;
    // each keeps its fastest time and its highest peak.
    for (let round = 0; round < rounds; round++) {
      for (const kind of ['saxes', 'healthd', 'healthd-zip']) {
        const input = kind === 'healthd-zip' ? zipFile : file
        const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', kind, input], { encoding: 'utf8', maxBuffer: 1 << 20 })
        if (run.status !== 0) throw new Error(`${kind} run failed: ${run.stderr}`)
        const r = JSON.parse(run.stdout.trim().split('\n').pop())
        const before = results[kind]
        const seconds = Math.min(r.seconds, before?.seconds ?? Number.POSITIVE_INFINITY)
        results[kind] = {
          seconds,
          records_per_s: info.elements / seconds,
          mb_per_s: size / 1048576 / seconds,
          peak_rss_over_start_mb: Math.max((r.peakRss - r.startRss) / 1048576, before?.peak_rss_over_start_mb ?? 0),
          counts: r.counts,
        }
      }
    }
    const out = { mb: size / 1048576, elements: info.elements, ...results, ratio: results.healthd.seconds / results.saxes.seconds }
    if (args.includes('--json')) console.log(JSON.stringify(out))
    else {
      for (const kind of ['saxes', 'healthd', 'healthd-zip']) {
        const r = results[kind]
        console.log(
          `${kind.padEnd(11)} ${r.seconds.toFixed(1).padStart(6)} s  ${Math.round(r.records_per_s).toLocaleString('en').padStart(9)} records/s  ${r.mb_per_s.toFixed(1).padStart(5)} MB/s  peak RSS +${r.peak_rss_over_start_mb.toFixed(0)} MB`,
        )
      }
      console.log(
        `healthd / plain saxes: ${out.ratio.toFixed(2)}x (from the zip: ${(results['healthd-zip'].seconds / results.saxes.seconds).toFixed(2)}x); healthd yielded ${JSON.stringify(results.healthd.counts)}`,
      )
    }
  } finally {
    if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true })
    else console.log(`kept ${file}`)
  }
}

if (args[0] === '--child') await child(args[1], args[2])
else await main()
