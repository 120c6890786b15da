// The project's custom record types, as GET /config lists them to a token holder: the custom
// record types' own query and rendering.
import type { Queryable } from '../../db/pool.js'
import { listTypes, toType, type CustomRecordType } from '../custom-records/index.js'

/** By name, as GET /v1/projects/{project_id}/custom_record_types answers them. */
export async function listCustomRecordTypes(db: Queryable, projectId: string): Promise<CustomRecordType[]> {
  return (await listTypes(db, projectId)).map(toType)
}
