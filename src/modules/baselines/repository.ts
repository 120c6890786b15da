// Baselines: one row per (user, name), replaced by each PUT.
import type { Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import { jsonObject, type ListPage } from '../../db/list.js'
import type { Baseline, BaselineRequest } from './schemas.js'
import { listUserResource, userResource, type ListQuery } from '../user-resource.js'

interface Row {
  user_id: string
  name: string
  mean: number
  median: number
  size: number
  std: number
  created_at: Date
  updated_at: Date
}
const COLUMNS = 'user_id, name, mean, median, size, std, created_at, updated_at'

const toBaseline = (projectId: string, r: Row): Baseline => ({
  user_id: r.user_id,
  project_id: projectId,
  name: r.name,
  data: { mean: r.mean, median: r.median, size: r.size, std: r.std },
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
})

export interface BaselineWrite {
  projectId: string
  userId: string
  name: string
  body: BaselineRequest
}

export const baselineKey = (w: BaselineWrite) => `${w.projectId}\u0000${w.userId}\u0000${w.name}`

/** A baseline's write: the request's statistics replace the row's, created_at kept unless given. */
const UPSERT = declareUpsert({
  name: 'healthd_upsert_baselines',
  table: 'baselines',
  columns: {
    name: 'text',
    mean: 'double precision',
    median: 'double precision',
    size: 'double precision',
    std: 'double precision',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  key: ['name'],
  defaultNow: ['created_at', 'updated_at'],
  keep: ['created_at'],
  answer: `project_id, ${COLUMNS}`,
})

/** Creates or replaces baselines, one statement for any number of them; a baseline whose user does not exist is not written. */
export function upsertBaselines(db: Queryable, writes: BaselineWrite[]): Promise<Outcome<Baseline>[]> {
  return batchUpsert(
    db,
    UPSERT,
    writes,
    ({ projectId, userId, name, body }) => ({
      project_id: projectId,
      user_id: userId,
      name,
      ...body.data,
      created_at: body.created_at ?? null,
      updated_at: body.updated_at ?? null,
    }),
    {
      ofWrite: baselineKey,
      ofRow: (row: Row & { project_id: string }) => baselineKey({ projectId: row.project_id, userId: row.user_id, name: row.name } as BaselineWrite),
    },
    (w, row) => toBaseline(w.projectId, row),
  )
}

/** The JSON of a baseline `b` (its GET and its export line). */
export const BASELINE_JSON = jsonObject({
  user_id: ['b.user_id', 'value'],
  project_id: ['b.project_id', 'value'],
  name: ['b.name', 'value'],
  data: [jsonObject({ mean: ['b.mean', 'value'], median: ['b.median', 'value'], size: ['b.size', 'value'], std: ['b.std', 'value'] }), 'raw'],
  created_at: ['b.created_at', 'instant'],
  updated_at: ['b.updated_at', 'instant'],
})

/** Baselines as a user resource: GET, list (newest created first) and DELETE. */
export const BASELINES = userResource({
  what: 'baseline',
  table: 'baselines',
  alias: 'b',
  key: [['baseline_id', 'b.name', 'text']],
  item: BASELINE_JSON,
  // `name` is the agents' filter (list_baselines); the API's list route takes none.
  list: { items: 'baselines', at: 'b.created_at', id: 'b.name', filters: [{ name: 'name', cast: 'text', sql: (p) => `b.name = ${p}` }] },
  deleted: { event: 'baselines:deleted', ids: { name: 'name' } },
})

/** A page of a user's baselines, newest first, optionally of one name (the agents' tool). */
export function listBaselines(db: Queryable, projectId: string, userId: string, query: ListQuery, limit: number): Promise<ListPage> {
  return listUserResource(db, BASELINES, projectId, userId, query, { limit })
}
