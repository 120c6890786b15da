// npm run bench:analytics: the cost of workout analytics (dist/analytics, issue 29). Two figures:
//
// 1. One 4-hour ride at 1 Hz (14,400 points with power and heart rate, seeded): analyzeWorkout
//    from raw points (resampling included) and from streams already at 1 Hz, against a history of
//    200 workouts; ms per ride (median, 95th percentile and fastest: on a shared machine the
//    fastest run is the closest to the code's own cost), fields per second, and the median's
//    ratio to the 20 ms target.
// 2. A re-computation for one user with 500 workouts of 1 hour (what a threshold change costs,
//    the pure part only): analyzeHistory over their stored 1 Hz streams, and the same pass from
//    raw points; ms per workout, and the total against the 5 s target.
// 3. The same through the database (bench/analytics-job.js): the 500 rides written by the import's
//    write path (analysed as they are written, streams kept), then a threshold change by PATCH
//    user's statement and the job it queues, claimed and run as the worker does; and the job again
//    when nothing changed. Embedded PGlite, or a scratch database on BENCH_DATABASE_URL.
//
//   node bench/analytics.js [--runs N] [--json] [--no-db]
//
// --runs   timed analyses of the 4-hour ride (default 200, after 30 untimed ones)
// --json   one JSON object with every figure
// --no-db  leave out 3
import { availableParallelism, loadavg } from 'node:os'
import { analyzeHistory, analyzeWorkout, resample } from '../dist/analytics/index.js'
import { seeded } from './random.js'
import { recomputeThroughJob } from './analytics-job.js'

const args = process.argv.slice(2)
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 200
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a number of runs')
const json = args.includes('--json')
const withDb = !args.includes('--no-db')
const RIDE_TARGET_MS = 20
const HISTORY_TARGET_MS = 5000
const DAY_MS = 86_400_000
const T0 = Date.UTC(2025, 0, 1, 7, 0, 0)

/**
 * A ride: blocks of 1 to 10 minutes at a target power (5 % of them coasting at 0 W), ±10 % noise
 * each second; heart rate follows 100 + power/4 with a 30 s lag. Seeded, so every run is the same.
 */
function ridePoints(seed, seconds, start, watts = 200) {
  const r = seeded(seed)
  const points = new Array(seconds)
  let target = 0
  let left = 0
  let hr = 95
  for (let s = 0; s < seconds; s++) {
    if (left-- <= 0) {
      target = r() < 0.05 ? 0 : watts * (0.5 + r() * 1.2)
      left = 60 + Math.floor(r() * 540)
    }
    const power = target === 0 ? 0 : Math.max(0, Math.round(target * (0.9 + r() * 0.2)))
    hr += (100 + power / 4 - hr) / 30
    points[s] = { t: start + s * 1000, power, hr: Math.round(hr + (r() - 0.5) * 4) }
  }
  return points
}

const fieldCount = (fields) => Object.keys(fields).length
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d

function timeRuns(fn) {
  for (let i = 0; i < 30; i++) fn()
  const ms = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    fn()
    ms.push(performance.now() - t)
  }
  return { min: Math.min(...ms), median: percentile(ms, 0.5), p95: percentile(ms, 0.95) }
}

// ---- 1. one 4-hour ride -----------------------------------------------------------------------

const rideStart = T0 + 400 * DAY_MS
const points = ridePoints(1, 4 * 3600, rideStart)
const history = Array.from({ length: 200 }, (_, i) => {
  const r = seeded(100 + i)
  return {
    start: rideStart - (i + 1) * 1.5 * DAY_MS,
    tss: 40 + r() * 120,
    best_20min_power: 220 + r() * 60,
    best_20min_hr: 150 + r() * 15,
    best_5s_hr: 175 + r() * 10,
  }
})
const context = { thresholds: { lthr: 165 }, history, tzOffsetSeconds: 3600 }
const fields = analyzeWorkout({ points }, context).fields
const streams = resample(points)
const fromPoints = timeRuns(() => analyzeWorkout({ points }, context))
const fromStreams = timeRuns(() => analyzeWorkout(streams, context))
const ride = {
  points: points.length,
  fields: fieldCount(fields),
  from_points_ms: { min: round(fromPoints.min), median: round(fromPoints.median), p95: round(fromPoints.p95) },
  from_streams_ms: { min: round(fromStreams.min), median: round(fromStreams.median), p95: round(fromStreams.p95) },
  // from the median: on a shared machine the mean mostly measures the other work
  fields_per_second: Math.round((fieldCount(fields) * 1000) / fromPoints.median),
  rides_per_second: Math.round(1000 / fromPoints.median),
  ratio_to_target: round(fromPoints.median / RIDE_TARGET_MS, 3),
  sample: { normalized_power: fields.normalized_power, tss: fields.tss, used_ftp: fields.used_ftp, zone_power: fields.zone_power },
}

// ---- 2. re-computing 500 workouts of 1 hour --------------------------------------------------

const WORKOUTS = 500
const starts = Array.from({ length: WORKOUTS }, (_, i) => T0 + Math.floor(i * 1.4 * DAY_MS))
// What a re-computation reads back: each workout's 1 Hz streams (kept compactly by the pipeline).
const stored = starts.map((start, i) => resample(ridePoints(1000 + i, 3600, start, 170 + (i % 50))))
/** The median of three passes: one pass is a single sample on a machine shared with other work. */
const recompute = (thresholds) => {
  const runs = []
  let out
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    out = analyzeHistory(
      stored.map((s) => ({ streams: s })),
      { thresholds, tzOffsetSeconds: 3600 },
    )
    runs.push(performance.now() - t)
  }
  return { ms: percentile(runs, 0.5), out }
}
recompute({}) // warm-up
const guessed = recompute({})
const set = recompute({ ftp: 250, lthr: 160, mhr: 190 })
// The same pass from raw points (a pipeline that kept points rather than 1 Hz streams): points are
// generated outside the timed part, one workout at a time, so memory stays small.
let fromRaw = 0
const rawHistory = []
for (let i = 0; i < WORKOUTS; i++) {
  const pts = ridePoints(1000 + i, 3600, starts[i], 170 + (i % 50))
  const t = performance.now()
  const a = analyzeWorkout({ points: pts }, { thresholds: {}, history: rawHistory, tzOffsetSeconds: 3600 })
  fromRaw += performance.now() - t
  rawHistory.push(a.summary)
}
const last = guessed.out[WORKOUTS - 1].fields
const recomputation = {
  workouts: WORKOUTS,
  seconds_each: 3600,
  guessed_thresholds_ms: round(guessed.ms, 1),
  set_thresholds_ms: round(set.ms, 1),
  from_points_ms: round(fromRaw, 1),
  ms_per_workout: round(guessed.ms / WORKOUTS, 3),
  ms_per_workout_from_points: round(fromRaw / WORKOUTS, 3),
  ratio_to_5s_target: round(Math.max(guessed.ms, fromRaw) / HISTORY_TARGET_MS, 3),
  ratio_per_workout_to_20ms: round(fromRaw / WORKOUTS / RIDE_TARGET_MS, 3),
  last: { used_ftp: last.used_ftp, activity_score_before: last.activity_score_before, activity_score_after: last.activity_score_after },
}

const throughJob = withDb ? await recomputeThroughJob(starts, (i, start) => ridePoints(1000 + i, 3600, start, 170 + (i % 50))) : undefined

const load = round(loadavg()[0], 1)
if (json) console.log(JSON.stringify({ ride, recomputation, through_job: throughJob, load_average: load }))
else {
  console.log(`4-hour ride, ${ride.points} points with power and heart rate, ${ride.fields} fields, history of ${history.length} workouts:`)
  console.log(
    `  from points:  ${ride.from_points_ms.median} ms median, ${ride.from_points_ms.p95} ms p95, ${ride.from_points_ms.min} ms fastest (${ride.ratio_to_target} of the 20 ms target)`,
  )
  console.log(`  from streams: ${ride.from_streams_ms.median} ms median, ${ride.from_streams_ms.p95} ms p95, ${ride.from_streams_ms.min} ms fastest`)
  console.log(
    `  ${ride.fields_per_second.toLocaleString('en')} fields/s, ${ride.rides_per_second} rides/s  (NP ${ride.sample.normalized_power} W, TSS ${ride.sample.tss})`,
  )
  console.log(`Re-computation of ${WORKOUTS} workouts of 1 hour for one user:`)
  console.log(
    `  from 1 Hz streams: ${recomputation.guessed_thresholds_ms} ms with guessed thresholds, ${recomputation.set_thresholds_ms} ms with set ones (${recomputation.ms_per_workout} ms per workout)`,
  )
  console.log(
    `  from raw points:   ${recomputation.from_points_ms} ms (${recomputation.ms_per_workout_from_points} ms per workout, ${recomputation.ratio_per_workout_to_20ms} of 20 ms)`,
  )
  console.log(
    `  ${recomputation.ratio_to_5s_target} of the 5 s target  (last workout: FTP ${recomputation.last.used_ftp} W, CTL ${recomputation.last.activity_score_before} → ${recomputation.last.activity_score_after})`,
  )
  if (throughJob) {
    const j = throughJob
    console.log(`Through the database (${j.database}), ${j.workouts} rides of 1 hour for one user:`)
    console.log(
      `  written by the import's path: ${j.written_ms} ms (${j.written_ms_per_workout} ms per ride, analysis included), ${j.jobs_left_by_writes} re-computation jobs left by the writes; ${j.stream_bytes_per_workout.toLocaleString('en')} bytes of streams per ride`,
    )
    console.log(
      `  threshold change: PATCH statement ${j.patch_ms} ms, then its job ${j.job_ms} ms (${j.job_ms_per_workout} ms per ride, ${j.job_changed} changed; ${round(j.job_ms / HISTORY_TARGET_MS, 3)} of the 5 s target)`,
    )
    console.log(
      `  the job again, nothing to change: ${j.unchanged_job_ms} ms (${j.unchanged_job_changed} written)  (last ride: FTP ${j.last.used_ftp} W, TSS ${j.last.tss})`,
    )
  }
  console.log(`(load average ${load} on ${availableParallelism()} cores while measuring)`)
}
