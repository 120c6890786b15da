// Activities: workouts and mindfulness sessions, replaced whole by each PUT.
import type { Queryable } from '../../db/pool.js'
import { orUserNotFound } from '../../db/pg-errors.js'
import { enqueueSql } from '../../insights/repository.js'
import type { Activity, ActivityRequest } from './schemas.js'

interface ActivityRow {
  user_id: string
  activity_id: string
  type: 'workout' | 'mindfulness'
  start_datetime: Date
  end_datetime: Date
  duration_seconds: number
  fields: Record<string, unknown>
  created_at: Date
  updated_at: Date
}

const COLUMNS = 'user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at'
const OWN_COLUMNS = new Set(['id', 'user_id', 'project_id', 'type', 'start_datetime', 'end_datetime', 'duration_seconds', 'created_at', 'updated_at'])

function toActivity(projectId: string, r: ActivityRow): Activity {
  return {
    id: r.activity_id,
    project_id: projectId,
    user_id: r.user_id,
    type: r.type,
    start_datetime: r.start_datetime.toISOString(),
    end_datetime: r.end_datetime.toISOString(),
    duration_seconds: r.duration_seconds,
    ...r.fields,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  } as Activity
}

export async function putActivity(
  db: Queryable,
  projectId: string,
  userId: string,
  activityId: string,
  body: ActivityRequest,
): Promise<Activity> {
  const type = 'type' in body && body.type === 'workout' ? 'workout' : 'mindfulness'
  const fields = Object.fromEntries(Object.entries(body).filter(([k]) => !OWN_COLUMNS.has(k)))
  // One statement: the write, and the insight jobs it needs (its summary now; the local days and
  // weeks of its old and new start when they close), so a committed activity always has them.
  const r = await db
    .query<ActivityRow>(
      `WITH old AS (
         SELECT start_datetime FROM activities WHERE project_id = $1 AND user_id = $2 AND activity_id = $3
       ), a AS (
         INSERT INTO activities (project_id, user_id, activity_id, type, start_datetime, end_datetime, duration_seconds, fields, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (project_id, user_id, activity_id) DO UPDATE SET
           type = EXCLUDED.type, start_datetime = EXCLUDED.start_datetime, end_datetime = EXCLUDED.end_datetime,
           duration_seconds = EXCLUDED.duration_seconds, fields = EXCLUDED.fields,
           created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}
       ), j AS (
         ${enqueueSql(`SELECT 'activity' AS kind, a.activity_id AS key, now() AS run_after FROM a
           UNION ALL
           SELECT p.kind, p.key, p.run_after
           FROM (SELECT start_datetime AS at FROM a UNION SELECT start_datetime FROM old) s,
                LATERAL insight_period_jobs($1, $2, insight_local_day($1, $2, s.at)) p`)}
       )
       SELECT * FROM a`,
      [
        projectId,
        userId,
        activityId,
        type,
        body.start_datetime,
        body.end_datetime,
        body.duration_seconds,
        JSON.stringify(fields),
        body.created_at,
        body.updated_at,
      ],
    )
    .catch(orUserNotFound)
  return toActivity(projectId, r.rows[0]!)
}

export async function getActivity(db: Queryable, projectId: string, userId: string, activityId: string): Promise<Activity | undefined> {
  const r = await db.query<ActivityRow>(
    `SELECT ${COLUMNS} FROM activities WHERE project_id = $1 AND user_id = $2 AND activity_id = $3`,
    [projectId, userId, activityId],
  )
  return r.rows[0] && toActivity(projectId, r.rows[0])
}
