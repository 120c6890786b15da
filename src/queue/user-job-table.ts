// What the job tables of one row per user (source_priority_jobs, workout_analytics_jobs) do alike:
// claim due jobs under a lease, fail one into a backoff, give it back, and free every lease on an
// embedded start. What a job's progress is differs (the columns a claim moves and returns, and its
// completions), so that stays with each.
import type { Queryable } from '../db/pool.js'

export type UserJobTable = 'source_priority_jobs' | 'workout_analytics_jobs'

export interface UserJobKey {
  project_id: string
  user_id: string
}

export interface UserJobStatements {
  /**
   * Claims up to `limit` jobs under a lease: pending ones that are due, and those whose lease ran out
   * (a crashed run). `set` moves the table's own progress columns as the lease is taken; `returning`
   * names the columns answered besides project_id, user_id and attempts (of the row as `j`).
   */
  claim<T extends UserJobKey>(db: Queryable, limit: number, leaseSeconds: number, own: { set?: string; returning: string }): Promise<T[]>
  /** Failed: pending again after the backoff, keeping its progress and the error. */
  fail(db: Queryable, j: UserJobKey, error: string, retryInSeconds: number): Promise<void>
  /** Gives a claimed job back untried or cut short (shutdown): any process takes it now, from its progress. */
  release(db: Queryable, j: UserJobKey): Promise<void>
  /** On an embedded start (the only process): every lease belongs to a dead run. Answers how many were freed. */
  releaseAll(db: Queryable): Promise<number>
}

export function userJobStatements(table: UserJobTable): UserJobStatements {
  return {
    async claim<T extends UserJobKey>(db: Queryable, limit: number, leaseSeconds: number, own: { set?: string; returning: string }) {
      const r = await db.query<T>(
        `UPDATE ${table} j SET leased_until = now() + make_interval(secs => $2), attempts = j.attempts + 1${own.set ? `, ${own.set}` : ''}
         FROM (
           SELECT c.project_id, c.user_id FROM ${table} c
           WHERE (c.leased_until IS NULL AND c.run_after <= now()) OR c.leased_until < now()
           ORDER BY c.run_after LIMIT $1
           FOR UPDATE SKIP LOCKED
         ) d
         WHERE j.project_id = d.project_id AND j.user_id = d.user_id
         RETURNING j.project_id, j.user_id, ${own.returning}, j.attempts`,
        [limit, leaseSeconds],
      )
      return r.rows
    },
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
