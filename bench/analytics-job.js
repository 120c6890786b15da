// The database side of npm run bench:analytics: workouts written through the import's write path
// (analysed in their batch's transaction, streams kept), then a threshold change through PATCH
// user's statement and the re-computation job it queues, claimed and run as the worker runs it
// (pages read back from workout_streams, fields and progress committed page by page).
// On embedded PGlite in a temporary DATA_DIR, or a scratch database on BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compactStreams, resample } from '../dist/analytics/index.js'
import { loadConfig } from '../dist/config.js'
import { openDatabase } from '../dist/db/database.js'
import { migrate } from '../dist/db/migrate.js'
import { withTransaction } from '../dist/db/pool.js'
import { recomputeWorkouts, upsertAnalysed } from '../dist/modules/activities/index.js'
import { createProject } from '../dist/modules/projects/repository.js'
import { upsertUsers } from '../dist/modules/users/repository.js'
import { claimWorkoutAnalyticsJobs, completeWorkoutAnalyticsJob } from '../dist/queue/workout-analytics-jobs.js'
import { benchServerEnv, scratchDatabase } from './scratch.js'

/** An import writes 100 activities a batch (src/modules/imports/apply.ts). */
const BATCH = 100

/**
 * Writes `starts.length` one-hour rides of `points(i, start)` for one user through the import's
 * write path, then changes their thresholds and runs the job: the figures of both.
 */
export async function recomputeThroughJob(starts, points) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthd-bench-analytics-'))
  const scratch = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'healthd_bench_analytics') : undefined
  const config = loadConfig({ ...process.env, ...benchServerEnv(dataDir, scratch?.url) })
  const database = await openDatabase(config, 'server')
  const db = database.pool
  try {
    await migrate(db)
    const projectId = 'bench_analytics'
    const userId = 'rider'
    await createProject(db, { projectId, name: 'bench' })
    await upsertUsers(db, [{ projectId, userId, patch: { tz_offset: 3600 } }])

    // 1. The import's writes, in start order (an export's order is the file's; a job re-computes what came early).
    let writeMs = 0
    for (let from = 0; from < starts.length; from += BATCH) {
      const writes = []
      for (let i = from; i < Math.min(from + BATCH, starts.length); i++) {
        const start = starts[i]
        const streams = compactStreams(resample(points(i, start)))
        const at = new Date(start).toISOString()
        const end = new Date(start + streams.seconds * 1000).toISOString()
        writes.push({
          projectId,
          userId,
          activityId: `ride-${i}`,
          body: {
            type: 'workout',
            start_datetime: at,
            end_datetime: end,
            data_source: 'Edge 840',
            duration_seconds: 0,
            type_name: 'cycling',
            tss: 0,
            created_at: end,
            updated_at: end,
          },
          imported: { streams },
        })
      }
      const t = performance.now()
      await withTransaction(db, (tx) => upsertAnalysed(tx, writes))
      writeMs += performance.now() - t
    }
    const pending = async () => (await db.query('SELECT count(*)::int AS n FROM workout_analytics_jobs')).rows[0].n

    // 2. A threshold change: PATCH user's statement queues the job (due a second later).
    const patched = performance.now()
    await upsertUsers(db, [{ projectId, userId, patch: { thresholds: { ftp: 250, lthr: 160, mhr: 190 } } }])
    const patchMs = performance.now() - patched
    const run = async () => {
      let [job] = await claimWorkoutAnalyticsJobs(db, 1, 300)
      while (!job) {
        await new Promise((r) => setTimeout(r, 20))
        ;[job] = await claimWorkoutAnalyticsJobs(db, 1, 300)
      }
      const t = performance.now()
      const out = await recomputeWorkouts(db, job, { stopping: () => false, wrote: () => {} })
      await completeWorkoutAnalyticsJob(db, job)
      return { ms: performance.now() - t, ...out }
    }
    const changed = await run()
    // 3. The same job again: everything read and computed, nothing written.
    await db.query(`INSERT INTO workout_analytics_jobs (project_id, user_id, from_at) VALUES ($1, $2, '-infinity')`, [projectId, userId])
    const unchanged = await run()
    const fields = (
      await db.query(`SELECT fields FROM activities WHERE project_id = $1 AND user_id = $2 ORDER BY start_datetime DESC LIMIT 1`, [projectId, userId])
    ).rows[0].fields
    const bytes = (await db.query('SELECT sum(pg_column_size(hr) + pg_column_size(power))::int AS n FROM workout_streams')).rows[0].n
    return {
      database: scratch ? 'PostgreSQL' : 'embedded PGlite',
      workouts: starts.length,
      written_ms: Math.round(writeMs),
      written_ms_per_workout: Math.round((writeMs / starts.length) * 100) / 100,
      jobs_left_by_writes: await pending(),
      patch_ms: Math.round(patchMs * 10) / 10,
      job_ms: Math.round(changed.ms),
      job_ms_per_workout: Math.round((changed.ms / starts.length) * 100) / 100,
      job_changed: changed.changed,
      unchanged_job_ms: Math.round(unchanged.ms),
      unchanged_job_changed: unchanged.changed,
      stream_bytes_per_workout: Math.round(bytes / starts.length),
      last: { used_ftp: fields.used_ftp, tss: fields.tss, activity_score_after: fields.activity_score_after },
    }
  } finally {
    await database.close()
    await scratch?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
