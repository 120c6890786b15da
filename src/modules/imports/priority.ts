// The source priority an import ranks sources by: the project's and the user's lists. The one place
// the pipeline reads them (the source-priority area, which stores them, is to answer here).
import type { Queryable } from '../../db/pool.js'
import type { Priority } from '../../imports/day-measures.js'

/**
 * The project's and the user's priority lists. None is stored yet: every measure is ranked by the
 * built-in order (a dedicated device before a phone, before manual entries).
 */
export async function priorityLists(_db: Queryable, _projectId: string, _userId: string): Promise<Priority> {
  return { project: null, user: null }
}
