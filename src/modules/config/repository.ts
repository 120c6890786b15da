// The project's custom record types, as GET /config lists them to a token holder.
import type { Queryable } from '../../db/pool.js'
import type { ConfigCustomRecordType } from './schemas.js'

interface Row {
  name: string
  description: string | null
  granularity: string
  unit: string | null
  value: Record<string, number> | null
  data_schema: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
}

/** By name; empty while the custom_record_types table does not exist yet (42P01, undefined_table). */
export async function listCustomRecordTypes(db: Queryable, projectId: string): Promise<ConfigCustomRecordType[]> {
  let rows: Row[]
  try {
    const r = await db.query<Row>(
      `SELECT name, description, granularity, unit, value, data_schema, created_at, updated_at
         FROM custom_record_types WHERE project_id = $1 ORDER BY name`,
      [projectId],
    )
    rows = r.rows
  } catch (err) {
    if ((err as { code?: string })?.code === '42P01') return []
    throw err
  }
  // As the custom record types routes render a type: unset fields are left out, not null.
  return rows.map((r) => ({
    name: r.name,
    ...(r.description !== null ? { description: r.description } : {}),
    granularity: r.granularity,
    ...(r.unit !== null ? { unit: r.unit } : {}),
    ...(r.value !== null ? { value: r.value } : {}),
    ...(r.data_schema !== null ? { data_schema: r.data_schema } : {}),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  }))
}
