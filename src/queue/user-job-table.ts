// What the job tables of one row per user (source_priority_jobs, workout_analytics_jobs) do alike
// once a job is claimed: fail it into a backoff, give it back, and free every lease on an embedded
// start. Their claims and completions differ (what a job's progress is), so they stay with each.
import type { Queryable } from '../db/pool.js'

export type UserJobTable = 'source_priority_jobs' | 'workout_analytics_jobs'

export interface UserJobKey {
  project_id: string
  user_id: string
}

export interface UserJobStatements {
  /** Failed: pending again after the backoff, keeping its progress and the error. */
  fail(db: Queryable, j: UserJobKey, error: string, retryInSeconds: number): Promise<void>
  /** Gives a claimed job back untried or cut short (shutdown): any process takes it now, from its progress. */
  release(db: Queryable, j: UserJobKey): Promise<void>
  /** On an embedded start (the only process): every lease belongs to a dead run. Answers how many were freed. */
  releaseAll(db: Queryable): Promise<number>
}

export function userJobStatements(table: UserJobTable): UserJobStatements {
  return {
    async fail(db, j, error, retryInSeconds) {
      await db.query(
        `UPDATE ${table} SET leased_until = NULL, run_after = now() + make_interval(secs => $3), last_error = $4
         WHERE project_id = $1 AND user_id = $2`,
        [j.project_id, j.user_id, retryInSeconds, error.slice(0, 1000)],
      )
    },
    async release(db, j) {
      await db.query(`UPDATE ${table} SET leased_until = NULL, attempts = greatest(attempts - 1, 0) WHERE project_id = $1 AND user_id = $2`, [
        j.project_id,
        j.user_id,
      ])
    },
    async releaseAll(db) {
      const r = await db.query(`UPDATE ${table} SET leased_until = NULL WHERE leased_until IS NOT NULL`)
      return r.rowCount ?? 0
    },
  }
}
