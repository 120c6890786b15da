// Baselines: one row per (user, name), replaced by each PUT.
import type { Queryable } from '../../db/pool.js'
import type { Outcome } from '../../db/group-commit.js'
import { batchUpsert, declareUpsert } from '../batch-upsert.js'
import type { ListPage } from '../../db/list.js'
import { type Shape, shapeColumns, shapeJson, shapeText } from '../../db/shape.js'
import type { BaselineRequest } from './schemas.js'
import { listUserResource, userResource, type ListQuery } from '../user-resource.js'

type Row = {
  project_id: string
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

/**
 * A baseline, declared once: its JSON (GET, list, export line), its PUT's answer built from the
 * stored row, and the columns its write takes from the request.
 */
const BASELINE: Shape = {
  alias: 'b',
  fields: {
    user_id: { kind: 'value' },
    project_id: { kind: 'value' },
    name: { kind: 'value', type: 'text' },
    data: {
      kind: 'object',
      fields: {
        mean: { kind: 'value', type: 'double precision' },
        median: { kind: 'value', type: 'double precision' },
        size: { kind: 'value', type: 'double precision' },
        std: { kind: 'value', type: 'double precision' },
      },
    },
    created_at: { kind: 'instant', type: 'timestamptz' },
    updated_at: { kind: 'instant', type: 'timestamptz' },
  },
}

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
  columns: shapeColumns(BASELINE),
  key: ['name'],
  defaultNow: ['created_at', 'updated_at'],
  keep: ['created_at'],
  answer: `project_id, ${COLUMNS}`,
})

/** Creates or replaces baselines, one statement for any number of them; a baseline whose user does not exist is not written. */
export function upsertBaselines(db: Queryable, writes: BaselineWrite[]): Promise<Outcome<string>[]> {
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
    (_w, row) => shapeText(BASELINE, row),
  )
}

/** The JSON of a baseline `b` (its GET, its list item and its export line). */
export const BASELINE_JSON = shapeJson(BASELINE)

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
