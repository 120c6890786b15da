// Users of a project, keyed by (project_id, user_id).
import type { Queryable } from '../../db/pool.js'
import type { User, UserPatch } from './schemas.js'

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
  data_syncs: { data_type: string; sync_type: string; provider: string; status: string; updated_at: string }[]
  created_at: Date
  updated_at: Date
  total?: number
}

const COLUMNS = `user_id, language, tz_offset, firstname, lastname, measurement_unit, gender, birthday::text AS birthday,
  height, weight, thresholds, location, coach_config, data_syncs, created_at, updated_at`

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
const JSON_COLUMNS = new Set(['thresholds', 'location', 'coach_config'])

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

/** Creates the user when absent, else sets the given fields; one statement either way. */
export async function upsertUser(db: Queryable, projectId: string, userId: string, patch: UserPatch): Promise<User> {
  const cols = WRITABLE.filter((c) => patch[c] !== undefined)
  const values = cols.map((c) => {
    const v = patch[c]
    return JSON_COLUMNS.has(c) && v !== null ? JSON.stringify(v) : v
  })
  const insertCols = ['project_id', 'user_id', ...cols].join(', ')
  const placeholders = ['$1', '$2', ...cols.map((_, i) => `$${i + 3}`)].join(', ')
  const set = cols.length
    ? `${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = date_trunc('milliseconds', now())`
    : 'updated_at = users.updated_at'
  const r = await db.query<UserRow>(
    `INSERT INTO users (${insertCols}) VALUES (${placeholders})
     ON CONFLICT (project_id, user_id) DO UPDATE SET ${set}
     RETURNING ${COLUMNS}`,
    [projectId, userId, ...values],
  )
  return toUser(r.rows[0]!)
}

export async function getUser(db: Queryable, projectId: string, userId: string): Promise<User | undefined> {
  const r = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE project_id = $1 AND user_id = $2`, [
    projectId,
    userId,
  ])
  return r.rows[0] && toUser(r.rows[0])
}

/** Newest first, keyset on (created_at, user_id); total counts the project's users. */
export async function listUsers(
  db: Queryable,
  projectId: string,
  limit: number,
  after: { createdAt: string; userId: string } | undefined,
): Promise<{ users: User[]; total: number; last: { createdAt: string; userId: string } | undefined; more: boolean }> {
  const r = await db.query<UserRow>(
    `SELECT ${COLUMNS}, (SELECT count(*) FROM users WHERE project_id = $1) AS total
     FROM users
     WHERE project_id = $1 AND ($2::timestamptz IS NULL OR (created_at, user_id) < ($2::timestamptz, $3::text))
     ORDER BY created_at DESC, user_id DESC
     LIMIT $4`,
    [projectId, after?.createdAt ?? null, after?.userId ?? null, limit + 1],
  )
  const more = r.rows.length > limit
  const rows = r.rows.slice(0, limit)
  let total = r.rows[0]?.total
  if (total === undefined) {
    const c = await db.query<{ n: number }>('SELECT count(*) AS n FROM users WHERE project_id = $1', [projectId])
    total = c.rows[0]!.n
  }
  const lastRow = rows[rows.length - 1]
  return {
    users: rows.map(toUser),
    total,
    more,
    last: lastRow && { createdAt: lastRow.created_at.toISOString(), userId: lastRow.user_id },
  }
}
