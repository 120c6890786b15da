// The workout-analytics job queue (migration 0021): whose analysed workouts need their fields
// computed again, and from which start on. One row per user. A request sets `from_at` (moved
// earlier, never later); a claim moves it into `running_from` under a lease (SKIP LOCKED: several
// server processes share the queue); the run advances `running_from` with each page it commits,
// so a crash resumes at the page it was on, and a request made while it runs leaves `from_at` set,
// so the job runs again. Re-computing is idempotent: a page run twice writes nothing the second time.
import type { Queryable } from '../db/pool.js'
import { userJobStatements } from './user-job-table.js'

/** A threshold changed: every workout of the user. */
export const EVERY_WORKOUT = '-infinity'

/**
 * An upsert of the jobs a change needs, usable as a data-modifying CTE of it: `entries` is a
 * SELECT of project_id, user_id, activity_id, from_at (timestamptz) and others (boolean), which
 * healthd_workout_analytics_due (migration 0021) turns into the users with analysed workouts after
 * them, once it holds their grouping lock (`locked`: the statement took it already, as a write of
 * activities does after its rows are written and regrouped). A pending job is moved earlier, never
 * later (so a write in a sync's order writes nothing here); due a second after the first request,
 * so a burst of writes is computed once.
 */
export function queueWorkoutAnalyticsSql(entries: string, locked: boolean): string {
  return `INSERT INTO workout_analytics_jobs AS j (project_id, user_id, from_at, run_after)
    SELECT r.project_id, r.user_id, r.from_at, now() + interval '1 second'
    FROM (SELECT array_agg(e.project_id) AS p, array_agg(e.user_id) AS u, array_agg(e.activity_id) AS i, array_agg(e.from_at) AS f, array_agg(e.others) AS o
          FROM (${entries}) e) k,
         healthd_workout_analytics_due(k.p, k.u, k.i, k.f, k.o, ${locked}) r
    ORDER BY 1, 2
    ON CONFLICT (project_id, user_id) DO UPDATE SET from_at = least(j.from_at, EXCLUDED.from_at), attempts = 0, last_error = NULL
      WHERE j.from_at IS NULL OR EXCLUDED.from_at < j.from_at`
}

export interface WorkoutAnalyticsJob {
  project_id: string
  user_id: string
  /** The run's start: workouts starting after it are computed again (ISO instant, or '-infinity'). */
  from: string
  attempts: number
}

const FROM_TEXT = (col: string) =>
  `CASE WHEN ${col} = '-infinity' THEN '-infinity' ELSE to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END`

/**
 * Claims up to `limit` jobs under a lease: pending ones that are due, and those whose lease ran out
 * (a crashed run: it continues from its progress, or from a request made since if that is earlier).
 */
export function claimWorkoutAnalyticsJobs(db: Queryable, limit: number, leaseSeconds: number): Promise<WorkoutAnalyticsJob[]> {
  return WA_JOBS.claim<WorkoutAnalyticsJob>(db, limit, leaseSeconds, {
    set: 'running_from = least(j.running_from, j.from_at), from_at = NULL',
    returning: `${FROM_TEXT('j.running_from')} AS from`,
  })
}

/**
 * The run committed the workouts up to the one starting at `last` (in the same transaction as their
 * fields), and the lease is renewed. Resumed, the run starts a microsecond before `last`: the
 * workouts sharing that start are computed again (the page may have ended among them).
 */
export async function advanceWorkoutAnalyticsJob(db: Queryable, j: WorkoutAnalyticsJob, last: string, leaseSeconds: number): Promise<void> {
  await db.query(
    `UPDATE workout_analytics_jobs SET running_from = $3::timestamptz - interval '1 microsecond', leased_until = now() + make_interval(secs => $4)
     WHERE project_id = $1 AND user_id = $2 AND leased_until IS NOT NULL`,
    [j.project_id, j.user_id, last, leaseSeconds],
  )
}

/** Done: deleted, unless a request came meanwhile (then pending again, from that request's start, due now). */
export async function completeWorkoutAnalyticsJob(db: Queryable, j: WorkoutAnalyticsJob): Promise<void> {
  await db.query(
    `WITH d AS (DELETE FROM workout_analytics_jobs WHERE project_id = $1 AND user_id = $2 AND from_at IS NULL RETURNING 1)
     UPDATE workout_analytics_jobs SET leased_until = NULL, running_from = NULL, attempts = 0, run_after = now()
     WHERE project_id = $1 AND user_id = $2 AND NOT EXISTS (SELECT 1 FROM d)`,
    [j.project_id, j.user_id],
  )
}

const WA_JOBS = userJobStatements('workout_analytics_jobs')
export const failWorkoutAnalyticsJob = WA_JOBS.fail
export const releaseWorkoutAnalyticsJob = WA_JOBS.release
export const releaseAllWorkoutAnalyticsLeases = WA_JOBS.releaseAll
