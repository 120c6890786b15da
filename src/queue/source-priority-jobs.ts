// The source-priority job queue: whose activities (and day measures) are to be selected again
// after a source priority changed. One row per user (user_id = theirs) or per project (user_id
// '': every user of the project, a page at a time, `after` the last user done, so a crash resumes
// where it was). A change bumps `requested`; a run settles only the request it started from, so a
// change during a run makes it run again. Claimed under a lease with SKIP LOCKED (several server
// processes share the queue); a crashed run's lease runs out and another process takes it.
import type { Queryable } from '../db/pool.js'
import { userJobStatements } from './user-job-table.js'

/** The key of a project job: every user of the project. */
export const EVERY_USER = ''

/**
 * An upsert of pending jobs for `rows` (a SELECT of project_id, user_id): a job already queued or
 * running is asked to run again, from its first user. Usable as a data-modifying CTE of the change.
 */
export function enqueueSourcePriorityJobsSql(rows: string): string {
  return `INSERT INTO source_priority_jobs AS j (project_id, user_id)
    SELECT DISTINCT r.project_id, r.user_id FROM (${rows}) r ORDER BY 1, 2
    ON CONFLICT (project_id, user_id) DO UPDATE SET
      requested = j.requested + 1, after = '', run_after = now(), attempts = 0, last_error = NULL`
}

export interface SourcePriorityJob {
  project_id: string
  user_id: string
  requested: number
  after: string
  attempts: number
}

/** Claims up to `limit` due jobs under a lease: pending ones that are due, and those whose lease ran out. */
export function claimSourcePriorityJobs(db: Queryable, limit: number, leaseSeconds: number): Promise<SourcePriorityJob[]> {
  return SP_JOBS.claim<SourcePriorityJob>(db, limit, leaseSeconds, { returning: 'j.requested, j.after' })
}

/**
 * A project job's progress: the users up to `after` are done, and the lease is renewed. False when
 * the job was asked again meanwhile (it starts over): the run stops and gives the job back.
 */
export async function advanceSourcePriorityJob(db: Queryable, j: SourcePriorityJob, after: string, leaseSeconds: number): Promise<boolean> {
  const r = await db.query(
    `UPDATE source_priority_jobs SET after = $4, leased_until = now() + make_interval(secs => $5)
     WHERE project_id = $1 AND user_id = $2 AND requested = $3`,
    [j.project_id, j.user_id, j.requested, after, leaseSeconds],
  )
  return r.rowCount === 1
}

/** Done, unless it was asked again meanwhile: then it is pending again, due now. */
export async function completeSourcePriorityJob(db: Queryable, j: SourcePriorityJob): Promise<void> {
  await db.query(
    `WITH d AS (DELETE FROM source_priority_jobs WHERE project_id = $1 AND user_id = $2 AND requested = $3 RETURNING 1)
     UPDATE source_priority_jobs SET leased_until = NULL WHERE project_id = $1 AND user_id = $2 AND NOT EXISTS (SELECT 1 FROM d)`,
    [j.project_id, j.user_id, j.requested],
  )
}

const SP_JOBS = userJobStatements('source_priority_jobs')
export const failSourcePriorityJob = SP_JOBS.fail
export const releaseSourcePriorityJob = SP_JOBS.release
export const releaseAllSourcePriorityLeases = SP_JOBS.releaseAll
