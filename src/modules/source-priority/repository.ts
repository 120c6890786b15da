// Source priority: a project's and its users' lists of sources by measure, read and replaced. A
// change that changes the lists queues, in its own statement, the re-selection of what they rank
// (src/queue/source-priority-jobs.ts): the user's, or every user of the project's.
import type { Queryable } from '../../db/pool.js'
import { enqueueSourcePriorityJobsSql, EVERY_USER } from '../../queue/source-priority-jobs.js'
import type { PriorityLists } from '../../sources/priority.js'
import type { SourcePriority } from './schemas.js'

/** The lists as stored: each name trimmed (the schema lets no blank one through). */
export function normalizeLists(lists: SourcePriority): SourcePriority {
  const out: Record<string, string[]> = {}
  for (const [k, v] of Object.entries(lists)) if (v) out[k] = v.map((s) => s.trim())
  return out as SourcePriority
}

/** The project's lists ({} when none are set). */
export async function getProjectPriority(db: Queryable, projectId: string): Promise<SourcePriority> {
  const r = await db.query<{ lists: SourcePriority }>('SELECT lists FROM project_source_priority WHERE project_id = $1', [projectId])
  return r.rows[0]?.lists ?? {}
}

/** The user's lists ({} when none are set); undefined when there is no such user. One round trip. */
export async function getUserPriority(db: Queryable, projectId: string, userId: string): Promise<SourcePriority | undefined> {
  const r = await db.query<{ lists: SourcePriority | null }>(
    `SELECT p.lists FROM users u LEFT JOIN user_source_priority p ON p.project_id = u.project_id AND p.user_id = u.user_id
     WHERE u.project_id = $1 AND u.user_id = $2`,
    [projectId, userId],
  )
  const row = r.rows[0]
  return row && (row.lists ?? {})
}

/** Replaces the project's lists; a change queues the re-selection of every user of the project. Answers the lists stored. */
export async function putProjectPriority(db: Queryable, projectId: string, lists: SourcePriority): Promise<{ lists: SourcePriority; changed: boolean }> {
  const r = await db.query<{ lists: SourcePriority; changed: boolean }>(
    `WITH old AS (SELECT lists FROM project_source_priority WHERE project_id = $1),
     w AS (
       INSERT INTO project_source_priority AS p (project_id, lists) VALUES ($1, $2)
       ON CONFLICT (project_id) DO UPDATE SET lists = EXCLUDED.lists, updated_at = date_trunc('milliseconds', now())
       RETURNING p.lists
     ),
     c AS (SELECT w.lists, coalesce((SELECT old.lists FROM old), '{}') IS DISTINCT FROM w.lists AS changed FROM w),
     j AS (${enqueueSourcePriorityJobsSql(`SELECT $1::text AS project_id, '${EVERY_USER}'::text AS user_id FROM c WHERE c.changed`)})
     SELECT lists, changed FROM c`,
    [projectId, JSON.stringify(lists)],
  )
  return r.rows[0]!
}

/**
 * Replaces the user's lists; a change queues the re-selection of the user's. Answers the lists
 * stored, or undefined when there is no such user (nothing written).
 */
export async function putUserPriority(db: Queryable, projectId: string, userId: string, lists: SourcePriority): Promise<SourcePriority | undefined> {
  const r = await db.query<{ lists: SourcePriority }>(
    `WITH old AS (SELECT lists FROM user_source_priority WHERE project_id = $1 AND user_id = $2),
     w AS (
       INSERT INTO user_source_priority AS p (project_id, user_id, lists)
       SELECT u.project_id, u.user_id, $3 FROM users u WHERE u.project_id = $1 AND u.user_id = $2
       ON CONFLICT (project_id, user_id) DO UPDATE SET lists = EXCLUDED.lists, updated_at = date_trunc('milliseconds', now())
       RETURNING p.project_id, p.user_id, p.lists
     ),
     j AS (${enqueueSourcePriorityJobsSql(`SELECT w.project_id, w.user_id FROM w WHERE coalesce((SELECT old.lists FROM old), '{}') IS DISTINCT FROM w.lists`)})
     SELECT lists FROM w`,
    [projectId, userId, JSON.stringify(lists)],
  )
  return r.rows[0]?.lists
}

/**
 * Removes the user's lists (the project's apply again); when they named any source, queues the
 * re-selection of the user's. Answers whether the user exists.
 */
export async function deleteUserPriority(db: Queryable, projectId: string, userId: string): Promise<boolean> {
  const r = await db.query<{ user_exists: boolean }>(
    `WITH d AS (DELETE FROM user_source_priority WHERE project_id = $1 AND user_id = $2 RETURNING project_id, user_id, lists),
     j AS (${enqueueSourcePriorityJobsSql(`SELECT d.project_id, d.user_id FROM d WHERE d.lists <> '{}'`)})
     SELECT EXISTS (SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2) AS user_exists`,
    [projectId, userId],
  )
  return r.rows[0]!.user_exists
}

/**
 * The project's and the user's lists, for src/sources/priority.ts (effectiveList, sourceRank): each
 * null when none is set. What the import pipeline and the day measures rank sources by.
 */
export async function priorityLists(db: Queryable, projectId: string, userId: string): Promise<{ project: PriorityLists | null; user: PriorityLists | null }> {
  const r = await db.query<{ project: PriorityLists | null; user: PriorityLists | null }>(
    `SELECT (SELECT lists FROM project_source_priority WHERE project_id = $1) AS project,
            (SELECT lists FROM user_source_priority WHERE project_id = $1 AND user_id = $2) AS "user"`,
    [projectId, userId],
  )
  return r.rows[0]!
}
