// Users of a project, keyed by (project_id, user_id).
import { prepared, type Queryable } from '../../db/pool.js'
import { groupingLockSql } from '../../db/grouping-lock.js'
import { errors, type AppError } from '../../errors.js'
import { outcomesByKey, type Outcome } from '../../db/group-commit.js'
import { listPage, type ListPage } from '../../db/list.js'
import { type Shape, shapeColumns, shapeJson } from '../../db/shape.js'
import { appendEventsSql, reduceEventsToIdsSql } from '../events/index.js'
import { recordAuditSql, type Actor } from '../audit/index.js'
import type { KeysetPosition } from '../../db/list.js'
import type { TObject } from '@sinclair/typebox'
import { UserSchema, type User, type UserPatch } from './schemas.js'
import { DATA_SYNCS_JSON } from '../data-syncs/index.js'
import { ERASED_BY_DELETE } from '../user-tables.js'
import { EVERY_WORKOUT, queueWorkoutAnalyticsSql } from '../../queue/workout-analytics-jobs.js'

/**
 * A user, declared once: their JSON (GET, list item, export's profile line, and the PATCH's answer,
 * which the write's own statement writes) and the columns a PATCH may set (those with a type).
 */
const USER: Shape = {
  alias: 'u',
  fields: {
    id: { kind: 'value', column: 'user_id' },
    created_at: { kind: 'instant' },
    updated_at: { kind: 'instant' },
    data_syncs: { kind: 'raw', sql: DATA_SYNCS_JSON },
    language: { kind: 'value', type: 'text', optional: true },
    tz_offset: { kind: 'value', type: 'integer', optional: true },
    firstname: { kind: 'value', type: 'text', optional: true },
    lastname: { kind: 'value', type: 'text', optional: true },
    measurement_unit: { kind: 'value', type: 'text', optional: true },
    gender: { kind: 'value', type: 'text', optional: true },
    birthday: { kind: 'value', sql: 'u.birthday::text', type: 'date', optional: true },
    height: { kind: 'value', type: 'double precision', optional: true },
    weight: { kind: 'value', type: 'double precision', optional: true },
    thresholds: { kind: 'raw', sql: schemaObject('u.thresholds', 'thresholds'), type: 'jsonb', optional: true },
    location: { kind: 'raw', sql: schemaObject('u.location', 'location'), type: 'jsonb', optional: true },
    coach_config: { kind: 'raw', sql: schemaObject('u.coach_config', 'coach_config'), type: 'jsonb', optional: true },
  },
}

/** The JSON of a user `u`: the one text of a user in the list, the detail route, the export and a PATCH's answer. */
const USER_JSON = shapeJson(USER)

/** The columns a PATCH may set, with their types; the only identifiers ever placed in SQL text come from this list. */
const PG_TYPES = shapeColumns(USER)
const WRITABLE = Object.keys(PG_TYPES) as (keyof UserPatch & string)[]

export interface UserWrite {
  projectId: string
  userId: string
  patch: UserPatch
}

export const userKey = (w: UserWrite) => `${w.projectId}\u0000${w.userId}`

// Not a batchUpsert declaration: a PATCH is a merge patch (each column is set when the patch names
// it, null clearing it, else kept; a patch naming no field leaves the row as it was, updated_at
// included), and the users row is the one that creates itself rather than needing its user.
// It answers each user as USER_JSON writes them, from the row it wrote (their data_syncs are read
// anyway). A change of `thresholds` queues the re-computation of all the user's analysed workouts
// (CONTRACT "Workout analytics"; none: no job), looked for once the users' grouping lock is free:
// a workout being analysed with the thresholds before commits first, and is computed again.
const UPSERT_USERS = `WITH x AS (
    SELECT x.project_id, x.user_id, x.p, r.* FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id text, p jsonb),
      LATERAL jsonb_to_record(x.p) AS r(${WRITABLE.map((c) => `${c} ${PG_TYPES[c]}`).join(', ')})
  ), prior AS (
    -- The thresholds before, of the users whose patch names them: one primary-key probe each.
    SELECT x.project_id, x.user_id, o.thresholds FROM x
    CROSS JOIN LATERAL (SELECT u.thresholds FROM users u WHERE u.project_id = x.project_id AND u.user_id = x.user_id LIMIT 1) o
    WHERE x.p ? 'thresholds'
  ), w AS (
    INSERT INTO users AS u (project_id, user_id, ${WRITABLE.join(', ')})
    SELECT project_id, user_id, ${WRITABLE.join(', ')} FROM x ORDER BY project_id, user_id
    ON CONFLICT (project_id, user_id) DO UPDATE SET (${WRITABLE.join(', ')}, updated_at) = (
      SELECT ${WRITABLE.map((c) => `CASE WHEN x.p ? '${c}' THEN EXCLUDED.${c} ELSE u.${c} END`).join(', ')},
             CASE WHEN x.p = '{}' THEN u.updated_at ELSE date_trunc('milliseconds', now()) END
      FROM x WHERE x.project_id = EXCLUDED.project_id AND x.user_id = EXCLUDED.user_id)
    RETURNING u.project_id, u.user_id, u.thresholds, ${USER_JSON} AS json
  ), th AS (
    SELECT w.project_id, w.user_id FROM w JOIN prior p ON p.project_id = w.project_id AND p.user_id = w.user_id
    WHERE w.thresholds IS DISTINCT FROM p.thresholds
  ), aj AS (
    ${queueWorkoutAnalyticsSql(
      `SELECT th.project_id, th.user_id, NULL::text AS activity_id, '${EVERY_WORKOUT}'::timestamptz AS from_at, false AS others FROM th`,
      false,
    )}
  )
  SELECT project_id, user_id, json FROM w`

/** Creates each user when absent, else sets the given fields; one statement for any number of users. Each is answered by their JSON text. */
export async function upsertUsers(db: Queryable, writes: UserWrite[]): Promise<Outcome<string>[]> {
  const input = writes.map((w) => ({
    project_id: w.projectId,
    user_id: w.userId,
    p: Object.fromEntries(WRITABLE.filter((c) => w.patch[c] !== undefined).map((c) => [c, w.patch[c]])),
  }))
  const r = await db.query<{ project_id: string; user_id: string; json: string }>(prepared('healthd_upsert_users', UPSERT_USERS, [JSON.stringify(input)]))
  return outcomesByKey(
    writes,
    r.rows,
    { ofWrite: userKey, ofRow: (row) => userKey({ projectId: row.project_id, userId: row.user_id } as UserWrite) },
    (_w, row) => row.json,
    // Every write inserts or updates: a missing row is a fault, not an answer.
    () => new Error('user upsert returned no row'),
  )
}

/**
 * A data-modifying statement for a CTE of another area's statement: creates the user of each row of
 * `rows` (a query with project_id and user_id, text) that does not exist yet, as a PATCH
 * /users/{user_id} naming no field creates one. That creation is the row alone: it appends no event
 * (users:deleted is a user's only event), queues no insight job and keeps no data sync, so a
 * statement that splices this in (app sign-in) causes what the users area's own write causes.
 */
export const createMissingUsersSql = (rows: string) =>
  `INSERT INTO users (project_id, user_id) SELECT project_id, user_id FROM (${rows}) AS created ORDER BY project_id, user_id
   ON CONFLICT (project_id, user_id) DO NOTHING`

/** A user as the API sends them (the agents' profile tool), or undefined. */
export async function getUser(db: Queryable, projectId: string, userId: string): Promise<User | undefined> {
  const json = await getUserJson(db, projectId, userId)
  return json === undefined ? undefined : (JSON.parse(json) as User)
}

/** The ids of a project's users, in id order: all of them, or a page of those after `page.after`. */
export async function listUserIds(db: Queryable, projectId: string, page?: { after: string; limit: number }): Promise<string[]> {
  const r = page
    ? await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE project_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3', [
        projectId,
        page.after,
        page.limit,
      ])
    : await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE project_id = $1 ORDER BY user_id', [projectId])
  return r.rows.map((x) => x.user_id)
}

/** Whether the user exists. */
export async function userExists(db: Queryable, projectId: string, userId: string): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM users WHERE project_id = $1 AND user_id = $2', [projectId, userId])
  return r.rows.length > 0
}

/** The user's offset from UTC and language (what an answer about their days needs), or undefined when there is no such user. */
export async function getUserLocale(
  db: Queryable,
  projectId: string,
  userId: string,
): Promise<{ tz_offset: number | null; language: string | null } | undefined> {
  const r = await db.query<{ tz_offset: number | null; language: string | null }>(
    'SELECT tz_offset, language FROM users WHERE project_id = $1 AND user_id = $2',
    [projectId, userId],
  )
  return r.rows[0]
}

/**
 * The 404 of something under a user that was not found: `user not found` when the user is missing
 * too (never created, or erased), so every route under an erased user says so. Read only on that
 * miss: a request that finds what it asks for costs no extra round trip.
 */
export async function notFoundUnder(db: Queryable, projectId: string, userId: string, what: string): Promise<AppError> {
  return (await userExists(db, projectId, userId)) ? errors.notFound(what) : errors.userNotFound()
}

/** A user as the JSON text the API sends for them (the list's expression), or undefined. */
export async function getUserJson(db: Queryable, projectId: string, userId: string): Promise<string | undefined> {
  const r = await db.query<{ json: string }>(`SELECT ${USER_JSON} AS json FROM users u WHERE u.project_id = $1 AND u.user_id = $2`, [projectId, userId])
  return r.rows[0]?.json
}

/**
 * A jsonb object of a user whose members the schema lists (thresholds, location, coach_config),
 * written member by member in the schema's order (the order the API has always sent them in),
 * which is cheaper than compacting the stored text (compactJson).
 */
function schemaObject(sql: string, field: 'thresholds' | 'location' | 'coach_config'): string {
  const keys = Object.keys((UserSchema.properties[field] as unknown as TObject).properties)
  for (const k of keys) if (!/^[a-z_]+$/.test(k)) throw new Error(`bad member name ${k}`)
  const members = keys.map((k) => `coalesce(',"${k}":' || (${sql} -> '${k}')::text, '')`).join(' || ')
  return `CASE WHEN jsonb_typeof(${sql}) = 'object' THEN '{' || ltrim(${members}, ',') || '}' END`
}

/**
 * For a batch statement's input rows `x` (with project_id and user_id): each row's user `u`, one
 * users_pkey probe per row; a row whose user does not exist drops out. LATERAL with LIMIT 1 cannot
 * be flattened into a join: as one (or as WHERE EXISTS), the planner, which guesses 100 rows for
 * jsonb_to_recordset, scanned every user of the table into a hash for each batch, 0.22-0.30 ms of
 * a 7-row activity statement (1,003 users). `columns`: the user's columns the statement reads.
 */
export const userOfEachRowSql = (columns = '') =>
  `CROSS JOIN LATERAL (SELECT ${columns} FROM users u WHERE u.project_id = x.project_id AND u.user_id = x.user_id LIMIT 1) u`

/** Newest first, keyset on (created_at, user_id); total counts the project's users. One round trip. */
export function listUsers(db: Queryable, projectId: string, limit: number, after?: KeysetPosition | undefined): Promise<ListPage> {
  return listPage(
    db,
    {
      head: '(SELECT true AS user_exists) b',
      from: 'users u',
      where: 'u.project_id = $1',
      at: 'u.created_at',
      id: 'u.user_id',
      idType: 'text',
      item: USER_JSON,
      params: [projectId],
    },
    { limit, after },
  )
}

// The tables erasure empties itself (USER_TABLES' erasure 'delete'), one CTE each; the others
// follow the user's row by their foreign keys' cascade.
const ERASE_OTHERS_SQL = ERASED_BY_DELETE.map(
  (t, i) => `erased_${i} AS (
       DELETE FROM ${t} x USING gone WHERE x.project_id = gone.project_id AND x.user_id = gone.user_id
     ), `,
).join('')

/**
 * Erases a user in one statement (so one transaction), as src/modules/user-tables.ts declares: the
 * user's row and, by cascade, every row that belongs to them (activities, records, baselines,
 * summaries, facts, meals, custom records, data syncs, list versions, identities, refresh tokens);
 * their pending insight jobs and cached idempotent responses; their earlier events keep only ids
 * (and their timestamps); and `users:deleted` (ids only) is appended with its webhook deliveries;
 * the audit log records who erased whom. False when there was no such user.
 */
export async function eraseUser(db: Queryable, projectId: string, userId: string, actor: Actor): Promise<boolean> {
  const r = await db.query<{ n: number }>(
    `WITH gone AS (
       -- The user's grouping lock first: their activities go by cascade, and no regrouping holds their rows.
       DELETE FROM users WHERE project_id = $1 AND user_id = $2 AND ${groupingLockSql('ARRAY[$1::text]', 'ARRAY[$2::text]')} RETURNING project_id, user_id
     ), ${ERASE_OTHERS_SQL}old AS (
       ${reduceEventsToIdsSql('gone')}
     ), audit AS (
       ${recordAuditSql("SELECT project_id, $3::text AS actor_type, $4::text AS actor_id, 'user.erased'::text AS action, 'user'::text AS target_type, user_id AS target_id FROM gone")}
     ), src AS (
       SELECT project_id, 'users:deleted'::text AS type, user_id, jsonb_build_object('user_id', user_id) AS data, 1 AS ord FROM gone
     ), ${appendEventsSql('src')}
     SELECT count(*)::int AS n FROM gone`,
    [projectId, userId, actor.type, actor.id],
  )
  return r.rows[0]!.n > 0
}
