// Every table that holds a user's rows (a user_id column), declared once: whether and where the
// export carries it, how erasure removes it, which modules' SQL writes it and what those writes
// cause besides their rows. Erasure builds its statement from it; tests hold it to the database's
// catalogue (test/db/user-tables.test.ts) and to the source (test/db/user-tables.unit.test.ts).
import type { Queryable } from '../db/pool.js'
import type { ExportArea } from './export/index.js'
import type { JobKind } from '../queue/insight-jobs.js'
import type { DataSyncType } from './data-syncs/index.js'

export interface UserTable {
  /**
   * In GET /users/{user_id}/export: the area whose lines carry the rows, 'profile' for the
   * profile line, else why the export leaves them out.
   */
  export: ExportArea | 'profile' | { omitted: string }
  /**
   * How DELETE /users/{user_id} removes the rows: 'user' is the row erasure deletes, 'cascade' a
   * foreign key to users ON DELETE CASCADE (the test checks the catalogue has it), 'delete' a
   * DELETE of the erasure's own statement (no foreign key: the rows may outlive or precede the
   * user), else what is kept and why.
   */
  erasure: 'user' | 'cascade' | 'delete' | { kept: string }
  /** The source files whose SQL inserts, updates or deletes rows of the table; no other may. */
  writers: readonly string[]
  /** What a write of the table's rows causes, in the write's own statement. */
  effects: Effects
}

export interface Effects {
  /** Insight jobs queued for the user. */
  jobs?: readonly JobKind[]
  /** The push entry of data_syncs kept for a row that names a provider. */
  dataSync?: DataSyncType
  /** Events appended, with a webhook delivery per subscribed endpoint. */
  events?: readonly `${string}:${string}`[]
  /** The user's list version (list_versions) replaced, by a trigger of the table (migration 0015). */
  listVersion?: string
}

const CASCADE = 'cascade'

export const USER_TABLES = {
  users: {
    export: 'profile',
    erasure: 'user',
    // App sign-in creates its user with the users area's createMissingUsersSql.
    writers: ['src/modules/users/repository.ts'],
    // Erasure appends users:deleted (src/modules/users/repository.ts).
    effects: { events: ['users:deleted'] },
  },
  activities: {
    export: 'activity',
    erasure: CASCADE,
    // The insights queue clears a row's summary_due mark once its summary is stored.
    // DELETE is src/modules/user-resource.ts's statement, from ACTIVITIES (activities/repository.ts).
    // A workout analytics re-computation updates analysed workouts' fields (analytics-repository.ts).
    writers: [
      'src/modules/activities/repository.ts',
      'src/modules/activities/analytics-repository.ts',
      'src/queue/insight-jobs.ts',
      'src/modules/user-resource.ts',
    ],
    effects: { jobs: ['changed', 'day', 'week'], dataSync: 'activities', events: ['activities:deleted'] },
  },
  daily_records: {
    export: 'daily_record',
    erasure: CASCADE,
    writers: ['src/modules/daily-records/repository.ts', 'src/queue/insight-jobs.ts', 'src/modules/user-resource.ts'],
    effects: { jobs: ['changed', 'day', 'week'], dataSync: 'daily_records', events: ['daily_records:deleted'] },
  },
  baselines: {
    export: 'baseline',
    erasure: CASCADE,
    writers: ['src/modules/baselines/repository.ts', 'src/modules/user-resource.ts'],
    effects: { events: ['baselines:deleted'] },
  },
  summaries: {
    export: 'summary',
    erasure: CASCADE,
    writers: ['src/modules/summaries/repository.ts'],
    effects: { events: ['summaries:created', 'summaries:updated'], listVersion: 'summaries' },
  },
  facts: { export: 'fact', erasure: CASCADE, writers: ['src/modules/facts/repository.ts'], effects: {} },
  meals: {
    export: 'meal',
    erasure: CASCADE,
    writers: ['src/modules/meals/repository.ts', 'src/modules/meals/changes-repository.ts'],
    effects: { jobs: ['day', 'week'], events: ['meals:created', 'meals:updated', 'meals:deleted'] },
  },
  custom_records: {
    export: 'custom_record',
    erasure: CASCADE,
    writers: ['src/modules/custom-records/repository.ts'],
    effects: { jobs: ['day'], dataSync: 'custom_records', events: ['custom_records:created', 'custom_records:updated', 'custom_records:deleted'] },
  },
  data_syncs: { export: 'profile', erasure: CASCADE, writers: ['src/modules/data-syncs/repository.ts'], effects: {} },
  imports: {
    export: { omitted: 'the uploads’ bookkeeping (status, counts, digests); what they wrote is exported as activities and custom records' },
    // An erased user's waiting files go with the next sweep of the file store (src/modules/imports/worker.ts).
    erasure: CASCADE,
    writers: ['src/modules/imports/repository.ts'],
    effects: { events: ['imports:completed', 'imports:failed'] },
  },
  measure_hours: {
    export: { omitted: 'per-source hourly sums that the day records (exported as custom records) are computed from' },
    erasure: CASCADE,
    writers: ['src/modules/imports/measures-repository.ts'],
    effects: {},
  },
  sleep_nights: {
    export: { omitted: 'per-source nights that the sleep records (exported as custom records) are computed from' },
    erasure: CASCADE,
    writers: ['src/modules/imports/measures-repository.ts'],
    effects: {},
  },
  workout_streams: {
    export: { omitted: 'imported workouts’ 1 Hz heart rate and power, kept to compute their fields again; the activities carry the fields and the hr_series' },
    // Also follows its activity (a foreign key to activities ON DELETE CASCADE); a PUT of the activity deletes it.
    erasure: CASCADE,
    writers: ['src/modules/activities/analytics-repository.ts', 'src/modules/activities/repository.ts'],
    effects: {},
  },
  workout_analytics_jobs: {
    export: { omitted: 'work queued for the workout analytics worker, not data' },
    erasure: 'delete',
    writers: ['src/queue/workout-analytics-jobs.ts'],
    effects: {},
  },
  events: {
    export: { omitted: 'the project’s event feed, not the user’s data: GET /v1/projects/{project_id}/events' },
    erasure: { kept: 'the project’s event sequence stays whole for webhook consumers; erasure reduces each event to ids and timestamps' },
    // Erasure reduces a user's events to ids with the events area's reduceEventsToIdsSql.
    writers: ['src/modules/events/repository.ts'],
    effects: {},
  },
  insight_jobs: {
    export: { omitted: 'work queued for the insights worker, not data' },
    erasure: 'delete',
    writers: ['src/queue/insight-jobs.ts'],
    effects: {},
  },
  user_source_priority: {
    export: { omitted: 'a setting of how the user’s sources rank, not health data: GET /users/{user_id}/source_priority' },
    erasure: CASCADE,
    writers: ['src/modules/source-priority/repository.ts'],
    effects: {},
  },
  source_priority_jobs: {
    export: { omitted: 'work queued for the source-priority worker, not data' },
    erasure: 'delete',
    writers: ['src/queue/source-priority-jobs.ts'],
    effects: {},
  },
  idempotency_keys: {
    export: { omitted: 'cached responses to repeated requests, which the other areas already carry' },
    erasure: 'delete',
    writers: ['src/http/idempotency-store.ts'],
    effects: {},
  },
  list_versions: {
    export: { omitted: 'cache stamps of the list routes, not data' },
    erasure: CASCADE,
    // Written only by the triggers of migration 0015.
    writers: [],
    effects: {},
  },
  refresh_tokens: {
    export: { omitted: 'credentials: stored hashed, and never shown' },
    erasure: CASCADE,
    writers: ['src/modules/auth/refresh-repository.ts', 'src/modules/auth/clients-repository.ts'],
    effects: {},
  },
  user_identities: {
    export: { omitted: 'sign-in configuration (an identity provider’s subject), not health data' },
    erasure: CASCADE,
    writers: ['src/modules/auth/idp-repository.ts'],
    effects: {},
  },
} as const satisfies Record<string, UserTable>

export type UserTableName = keyof typeof USER_TABLES

/** The declarations, typed as the interface (the const above keeps its literal types). */
export const userTables = (): [UserTableName, UserTable][] => Object.entries(USER_TABLES) as [UserTableName, UserTable][]

/** Tables whose rows erasure deletes with a statement of its own (they have no foreign key to users). */
export const ERASED_BY_DELETE: readonly UserTableName[] = userTables()
  .filter(([, t]) => t.erasure === 'delete')
  .map(([name]) => name)

/**
 * The base tables of the current schema with a user_id column that USER_TABLES does not declare,
 * and the declared ones the schema does not have: both empty when the declarations are whole.
 */
export async function checkUserTables(db: Queryable): Promise<{ undeclared: string[]; missing: string[] }> {
  const r = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables tb USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND tb.table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const present = r.rows.map((x) => x.table_name)
  const declared = new Set<string>(Object.keys(USER_TABLES))
  return { undeclared: present.filter((t) => !declared.has(t)), missing: [...declared].filter((t) => !present.includes(t)).sort() }
}
