// Users of a project, keyed by (project_id, user_id).
import { prepared, type Queryable } from '../../db/pool.js'
import { errors, type AppError } from '../../errors.js'
import { outcomesByKey, type Outcome } from '../../db/group-commit.js'
import { jsonObject, listPage, type ListPage } from '../../db/list.js'
import { appendEventsSql, reduceEventsToIdsSql } from '../events/index.js'
import { recordAuditSql, type Actor } from '../audit/index.js'
import type { KeysetPosition } from '../../db/list.js'
import type { TObject } from '@sinclair/typebox'
import { UserSchema, type User, type UserPatch } from './schemas.js'
import { DATA_SYNCS_JSON } from '../data-syncs/index.js'
import { ERASED_BY_DELETE } from '../user-tables.js'

interface UserRow {
  user_id: string
  language: string | null
  tz_offset: number | null
  firstname: string | null
  lastname: string | null
  measurement_unit: 'metric' | 'imperial' | null
  gender: 'male' | 'female' | 'other' | null
  birthday: string | null
  height: number | null
  weight: number | null
  thresholds: User['thresholds'] | null
  location: User['location'] | null
  coach_config: User['coach_config'] | null
  data_syncs: User['data_syncs']
  created_at: Date
  updated_at: Date
  total?: number
}

/** Of a users row named `u`; data_syncs from the data_syncs table. */
const COLUMNS = `user_id, language, tz_offset, firstname, lastname, measurement_unit, gender, birthday::text AS birthday,
  height, weight, thresholds, location, coach_config, ${DATA_SYNCS_JSON}::json AS data_syncs, created_at, updated_at`

/** Writable columns; the only identifiers ever placed in SQL text come from this list. */
const WRITABLE = [
  'language',
  'tz_offset',
  'firstname',
  'lastname',
  'measurement_unit',
  'gender',
  'birthday',
  'height',
  'weight',
  'thresholds',
  'location',
  'coach_config',
] as const

export function toUser(r: UserRow): User {
  const u: User = {
    id: r.user_id,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    data_syncs: r.data_syncs,
  }
  for (const c of WRITABLE) {
    const v = r[c]
    if (v !== null && v !== undefined) (u as Record<string, unknown>)[c] = v
  }
  return u
}

export interface UserWrite {
  projectId: string
  userId: string
  patch: UserPatch
}

export const userKey = (w: UserWrite) => `${w.projectId}\u0000${w.userId}`

const PG_TYPES: Record<(typeof WRITABLE)[number], string> = {
  language: 'text',
  tz_offset: 'integer',
  firstname: 'text',
  lastname: 'text',
  measurement_unit: 'text',
  gender: 'text',
  birthday: 'date',
  height: 'double precision',
  weight: 'double precision',
  thresholds: 'jsonb',
  location: 'jsonb',
  coach_config: 'jsonb',
}

// Each column is set when the patch names it (null clears it), else kept; a patch naming no
// field leaves the row as it was, updated_at included.
const UPSERT_USERS = `WITH x AS (
    SELECT x.project_id, x.user_id, x.p, r.* FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id text, p jsonb),
      LATERAL jsonb_to_record(x.p) AS r(${WRITABLE.map((c) => `${c} ${PG_TYPES[c]}`).join(', ')})
  )
  INSERT INTO users AS u (project_id, user_id, ${WRITABLE.join(', ')})
  SELECT project_id, user_id, ${WRITABLE.join(', ')} FROM x ORDER BY project_id, user_id
  ON CONFLICT (project_id, user_id) DO UPDATE SET (${WRITABLE.join(', ')}, updated_at) = (
    SELECT ${WRITABLE.map((c) => `CASE WHEN x.p ? '${c}' THEN EXCLUDED.${c} ELSE u.${c} END`).join(', ')},
           CASE WHEN x.p = '{}' THEN u.updated_at ELSE date_trunc('milliseconds', now()) END
    FROM x WHERE x.project_id = EXCLUDED.project_id AND x.user_id = EXCLUDED.user_id)
  RETURNING project_id, ${COLUMNS}`

/** Creates each user when absent, else sets the given fields; one statement for any number of users. */
export async function upsertUsers(db: Queryable, writes: UserWrite[]): Promise<Outcome<User>[]> {
  const input = writes.map((w) => ({
    project_id: w.projectId,
    user_id: w.userId,
    p: Object.fromEntries(WRITABLE.filter((c) => w.patch[c] !== undefined).map((c) => [c, w.patch[c]])),
  }))
  const r = await db.query<UserRow & { project_id: string }>(prepared('healthd_upsert_users', UPSERT_USERS, [JSON.stringify(input)]))
  return outcomesByKey(
    writes,
    r.rows,
    { ofWrite: userKey, ofRow: (row) => userKey({ projectId: row.project_id, userId: row.user_id } as UserWrite) },
    (_w, row) => toUser(row),
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

export async function getUser(db: Queryable, projectId: string, userId: string): Promise<User | undefined> {
  const r = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE project_id = $1 AND user_id = $2`, [projectId, userId])
  return r.rows[0] && toUser(r.rows[0])
}

/** The ids of a project's users, in id order. */
export async function listUserIds(db: Queryable, projectId: string): Promise<string[]> {
  const r = await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE project_id = $1 ORDER BY user_id', [projectId])
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
 * written member by member in the schema's order: what the response serialiser writes for it
 * (so a PATCH answer agrees), and cheaper than compacting the stored text (compactJson).
 */
function schemaObject(sql: string, field: 'thresholds' | 'location' | 'coach_config'): string {
  const keys = Object.keys((UserSchema.properties[field] as unknown as TObject).properties)
  for (const k of keys) if (!/^[a-z_]+$/.test(k)) throw new Error(`bad member name ${k}`)
  const members = keys.map((k) => `coalesce(',"${k}":' || (${sql} -> '${k}')::text, '')`).join(' || ')
  return `CASE WHEN jsonb_typeof(${sql}) = 'object' THEN '{' || ltrim(${members}, ',') || '}' END`
}

/** The JSON of a user: the one text of a user in the list, the detail route and the export. */
const USER_JSON = jsonObject({
  id: ['u.user_id', 'value'],
  created_at: ['u.created_at', 'instant'],
  updated_at: ['u.updated_at', 'instant'],
  data_syncs: [DATA_SYNCS_JSON, 'raw'],
  'language?': ['u.language', 'value'],
  'tz_offset?': ['u.tz_offset', 'value'],
  'firstname?': ['u.firstname', 'value'],
  'lastname?': ['u.lastname', 'value'],
  'measurement_unit?': ['u.measurement_unit', 'value'],
  'gender?': ['u.gender', 'value'],
  'birthday?': ['u.birthday::text', 'value'],
  'height?': ['u.height', 'value'],
  'weight?': ['u.weight', 'value'],
  'thresholds?': [schemaObject('u.thresholds', 'thresholds'), 'raw'],
  'location?': [schemaObject('u.location', 'location'), 'raw'],
  'coach_config?': [schemaObject('u.coach_config', 'coach_config'), 'raw'],
})

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
       DELETE FROM users WHERE project_id = $1 AND user_id = $2 RETURNING project_id, user_id
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
