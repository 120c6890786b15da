// The insight job queue: which periods of which users need their summaries computed again.
//
// A job is pending (leased_until IS NULL) or running (leased). There is at most one of each per
// (project, user, kind, key), by two partial unique indexes. A write marks its periods dirty with
// INSERT … ON CONFLICT DO NOTHING: when the period is already pending (the common case under a
// sync) that is one index probe, with no row written, no row locked and no WAL. Claiming a job
// moves it from pending to running, so a write that lands while it runs makes a new pending job
// and the period is computed again afterwards.
//
// One race remains: a write whose statement found the job pending, but whose commit becomes
// visible only after the job was claimed and started reading. Writes therefore hold a shared
// advisory lock on their user until they commit, and a claimed job takes that lock exclusively
// (and lets it go at once) before it reads: it waits for exactly those writes, so every write it
// did not see has a pending job of its own.
import type { Queryable } from '../db/pool.js'
import { groupingLockSql } from '../db/grouping-lock.js'

/**
 * changed: the user's activities and daily records marked summary_due (key ''): one job per user
 * however many rows a sync writes; activity (key: an activity id) and sleep (key: day/score name):
 * one row's, queued by versions before 0016 and still run; day and week: a closed local period.
 */
export type JobKind = 'changed' | 'activity' | 'sleep' | 'day' | 'week'

/** Namespace of the per-user advisory locks (the first key of pg_advisory_*(int, int)). */
const USER_LOCK_CLASS = 0x6864 // 'hd'

/** SQL that takes the shared per-user write lock of `project`, `user` (SQL expressions). */
export const userWriteLockSql = (project: string, user: string) => `pg_advisory_xact_lock_shared(${USER_LOCK_CLASS}, hashtext(${project} || '/' || ${user}))`

/**
 * An INSERT of pending jobs from `rows`, a SELECT of (project_id, user_id, kind, key, run_after):
 * one statement, usable as a data-modifying CTE of the write it follows. A job already pending
 * is left as it is (its due time included), so a burst of writes to a closed period is computed
 * once, 5 s after the first of them; a write after that run has started schedules another.
 */
export function enqueueJobsSql(rows: string): string {
  return `INSERT INTO insight_jobs (project_id, user_id, kind, key, run_after)
    SELECT DISTINCT ON (x.project_id, x.user_id, x.kind, x.key) x.project_id, x.user_id, x.kind, x.key, x.run_after
    FROM (${rows}) x
    WHERE ${userWriteLockSql('x.project_id', 'x.user_id')} IS NOT NULL
    ORDER BY x.project_id, x.user_id, x.kind, x.key, x.run_after
    ON CONFLICT (project_id, user_id, kind, key) WHERE leased_until IS NULL DO NOTHING`
}

/**
 * Rows (project_id, user_id, kind, key, run_after) of the day and week jobs for the local days in
 * `days`, a relation with columns project_id, user_id, day (date) and tz (seconds east of UTC).
 * Due when the local day or ISO week closes; a closed one, 5 s from now.
 */
export function periodJobsSql(days: string): string {
  return `SELECT d.project_id, d.user_id, p.kind, p.key, p.run_after
    FROM (${days}) d, LATERAL (
      SELECT 'day' AS kind, d.day::text AS key,
             greatest(now() + interval '5 seconds', ((d.day + 1)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => d.tz)) AS run_after
      UNION ALL
      SELECT 'week', (d.day - (extract(isodow FROM d.day)::int - 1))::text,
             greatest(now() + interval '5 seconds', ((d.day - (extract(isodow FROM d.day)::int - 1) + 7)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => d.tz))
    ) p`
}

/**
 * Queues the day and week jobs of a user's local days (`YYYY-MM-DD`), by their tz_offset: run by
 * an activity's own job, which schedules the periods of the day the activity is on (a write
 * queues only the activity's job, and the periods of a day it moved the activity away from).
 */
export async function enqueuePeriodJobs(db: Queryable, projectId: string, userId: string, days: string[]): Promise<void> {
  if (!days.length) return
  await db.query(
    enqueueJobsSql(
      periodJobsSql(`SELECT u.project_id, u.user_id, d.day, coalesce(u.tz_offset, 0) AS tz
        FROM users u, unnest($3::date[]) AS d(day) WHERE u.project_id = $1 AND u.user_id = $2`),
    ),
    [projectId, userId, days],
  )
}

/**
 * The job row a write of marked rows needs, for enqueueJobsSql: the user's 'changed' job, due now.
 * `users`: a relation with columns project_id and user_id (repeats are fine).
 */
export const changedJobSql = (users: string) => `SELECT u.project_id, u.user_id, 'changed' AS kind, '' AS key, now() AS run_after FROM (${users}) u`

/** A row marked summary_due: an activity, or a daily record; `xmin` tells whether it was written since. */
export type DueRow =
  | { activity_id: string; type: null; date: null; name: null; xmin: string }
  | { activity_id: null; type: string; date: string; name: string; xmin: string }

/** Up to `limit` of a user's rows marked summary_due (by the partial indexes of migration 0016). */
export async function dueRows(db: Queryable, projectId: string, userId: string, limit: number): Promise<DueRow[]> {
  const r = await db.query<DueRow>(
    `(SELECT a.activity_id, NULL AS type, NULL AS date, NULL AS name, a.xmin::text AS xmin
      FROM activities a WHERE a.project_id = $1 AND a.user_id = $2 AND a.summary_due LIMIT $3)
     UNION ALL
     (SELECT NULL, d.type, d.date::text, d.name, d.xmin::text
      FROM daily_records d WHERE d.project_id = $1 AND d.user_id = $2 AND d.summary_due LIMIT $3)
     LIMIT $3`,
    [projectId, userId, limit],
  )
  return r.rows
}

// One statement settles a 'changed' job (see settleChanged). It updates several of the user's
// activities, as a regrouping does: each of its writes waits first for the user's grouping lock
// (lk, taken once), so the two never lock rows in a circle.
const SETTLE_CHANGED_SQL = `WITH lk AS (
    SELECT ${groupingLockSql('ARRAY[$1::text]', 'ARRAY[$2::text]')} AS held
  ), a AS (
    UPDATE activities a SET summary_due = false FROM unnest($3::text[], $4::text[]) AS u(id, x)
    WHERE (SELECT held FROM lk) AND a.project_id = $1 AND a.user_id = $2 AND a.activity_id = u.id AND a.xmin = u.x::xid AND a.summary_due
  ), d AS (
    UPDATE daily_records d SET summary_due = false FROM unnest($5::text[], $6::date[], $7::text[], $8::text[]) AS u(type, date, name, x)
    WHERE (SELECT held FROM lk) AND d.project_id = $1 AND d.user_id = $2 AND d.type = u.type AND d.date = u.date AND d.name = u.name
      AND d.xmin = u.x::xid AND d.summary_due
  ), j AS (
    ${enqueueJobsSql(`${periodJobsSql(`SELECT u.project_id, u.user_id, d.day, coalesce(u.tz_offset, 0) AS tz
        FROM users u, unnest($9::date[]) AS d(day) WHERE (SELECT held FROM lk) AND u.project_id = $1 AND u.user_id = $2`)}
      UNION ALL
      ${changedJobSql('SELECT $1::text AS project_id, $2::text AS user_id WHERE $10::boolean AND (SELECT held FROM lk)')}`)}
  )
  SELECT 1`

/**
 * Settles a user's 'changed' job in one statement: queues the day and week jobs of the local days
 * in `days`; clears the marks of `cleared` that were not written since they were read (same
 * xmin: a row written meanwhile keeps its mark, and its write queued a new 'changed' job, this one
 * being running, not pending); and with `again`, queues the user's 'changed' job anew (more rows
 * are marked than one run takes). Periods and marks change together: a crash leaves both as they were.
 */
export async function settleChanged(db: Queryable, projectId: string, userId: string, o: { days: string[]; cleared: DueRow[]; again: boolean }): Promise<void> {
  const acts = o.cleared.filter((r) => r.activity_id !== null)
  const recs = o.cleared.filter((r) => r.activity_id === null)
  await db.query(SETTLE_CHANGED_SQL, [
    projectId,
    userId,
    acts.map((r) => r.activity_id),
    acts.map((r) => r.xmin),
    recs.map((r) => r.type),
    recs.map((r) => r.date),
    recs.map((r) => r.name),
    recs.map((r) => r.xmin),
    o.days,
    o.again,
  ])
}

/** The local day of an instant `at` (SQL) for a user whose tz_offset is `tz` (SQL, seconds). */
export const localDaySql = (at: string, tz: string) => `((${at}) AT TIME ZONE 'UTC' + make_interval(secs => ${tz}))::date`

export interface Job {
  id: number
  project_id: string
  user_id: string
  kind: JobKind
  key: string
  attempts: number
  /** When it became due. */
  run_after: Date
}

const JOB_COLUMNS = 'j.id, j.project_id, j.user_id, j.kind, j.key, j.attempts, j.run_after'

/**
 * Claims due jobs under a lease (SKIP LOCKED: several processes share the queue): pending jobs
 * that are due and not running already, and running jobs whose lease ran out (a crashed process).
 */
export async function claimJobs(db: Queryable, limit: number, leaseSeconds: number): Promise<Job[]> {
  const r = await db.query<Job>(
    `UPDATE insight_jobs j SET leased_until = now() + make_interval(secs => $2), attempts = j.attempts + 1
     FROM (
       SELECT id FROM insight_jobs c
       WHERE c.id IN (
           (SELECT p.id FROM insight_jobs p
            WHERE p.leased_until IS NULL AND p.run_after <= now()
              AND NOT EXISTS (SELECT 1 FROM insight_jobs r
                              WHERE r.project_id = p.project_id AND r.user_id = p.user_id AND r.kind = p.kind AND r.key = p.key
                                AND r.leased_until IS NOT NULL)
            ORDER BY p.run_after LIMIT $1)
           UNION ALL
           (SELECT e.id FROM insight_jobs e WHERE e.leased_until < now() ORDER BY e.leased_until LIMIT $1))
         AND (c.leased_until IS NULL AND c.run_after <= now() OR c.leased_until < now())
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     ) d
     WHERE j.id = d.id
     RETURNING ${JOB_COLUMNS}`,
    [limit, leaseSeconds],
  )
  return r.rows
}

/** Waits for the writes of the job's user that were in flight when it was claimed (see above). */
export async function awaitWriters(db: Queryable, j: Job): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(${USER_LOCK_CLASS}, hashtext($1 || '/' || $2))`, [j.project_id, j.user_id])
}

/** Done. A write that landed while it ran has made a pending job of its own. */
export async function completeJob(db: Queryable, j: Job): Promise<void> {
  await db.query('DELETE FROM insight_jobs WHERE id = $1', [j.id])
}

/**
 * Failed: pending again, due after the backoff, keeping its error and attempts; merged into the
 * pending job of the same period when a write made one meanwhile.
 */
export async function failJob(db: Queryable, j: Job, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `WITH d AS (DELETE FROM insight_jobs WHERE id = $1 RETURNING project_id, user_id, kind, key, attempts)
     INSERT INTO insight_jobs AS p (project_id, user_id, kind, key, run_after, attempts, last_error)
     SELECT project_id, user_id, kind, key, now() + make_interval(secs => $3), attempts, $2 FROM d
     ON CONFLICT (project_id, user_id, kind, key) WHERE leased_until IS NULL DO UPDATE SET
       attempts = greatest(p.attempts, EXCLUDED.attempts), last_error = EXCLUDED.last_error,
       run_after = greatest(p.run_after, EXCLUDED.run_after)`,
    [j.id, error.slice(0, 1000), retryInSeconds],
  )
}

/**
 * Puts a claimed job back, untried, due at `runAfter` (its user is still being written: a closed
 * period is computed once the writes settle); merged into a pending job of the same period.
 */
export async function deferJob(db: Queryable, j: Job, runAfter: Date): Promise<void> {
  await db.query(
    `WITH d AS (DELETE FROM insight_jobs WHERE id = $1 RETURNING project_id, user_id, kind, key, attempts, last_error)
     INSERT INTO insight_jobs AS p (project_id, user_id, kind, key, run_after, attempts, last_error)
     SELECT project_id, user_id, kind, key, $2, greatest(attempts - 1, 0), last_error FROM d
     ON CONFLICT (project_id, user_id, kind, key) WHERE leased_until IS NULL DO UPDATE SET
       run_after = greatest(p.run_after, EXCLUDED.run_after)`,
    [j.id, runAfter],
  )
}

/** Gives a claimed job back untried (shutdown): its lease ends now, so any process takes it. */
export async function releaseJob(db: Queryable, j: Job): Promise<void> {
  await db.query(`UPDATE insight_jobs SET leased_until = '-infinity', attempts = greatest(attempts - 1, 0) WHERE id = $1`, [j.id])
}

/** On an embedded start (the only process): every lease belongs to a dead run. */
export async function releaseAllLeases(db: Queryable): Promise<number> {
  const r = await db.query(`UPDATE insight_jobs SET leased_until = '-infinity' WHERE leased_until IS NOT NULL`)
  return r.rowCount ?? 0
}
