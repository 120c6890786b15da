// The group-committed write statements find each row's user by its key. As a plain join (or
// WHERE EXISTS), the planner, which guesses 100 rows for jsonb_to_recordset, chose to scan every
// user of the table into a hash for each batch; with a thousand users that was a third of a
// 7-row activity statement. The plans are read with EXPLAIN on the statements the repositories
// send, taken from them by a Queryable that only records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryConfig } from 'pg'
import { createTestApp, createTestProject, type TestApp } from '../helpers/app.js'
import type { Queryable } from '../../src/db/pool.js'
import { upsertActivities } from '../../src/modules/activities/repository.js'
import { upsertDailyRecords } from '../../src/modules/daily-records/repository.js'
import { upsertBaselines } from '../../src/modules/baselines/repository.js'
import { insertMeals } from '../../src/modules/meals/repository.js'

let t: TestApp
let projectId: string
const USERS = 1000
const ROWS = 7

beforeAll(async () => {
  t = await createTestApp()
  projectId = (await createTestProject(t.app)).projectId
  await t.app.db.query(`INSERT INTO users (project_id, user_id) SELECT $1, 'plan-' || g FROM generate_series(1, $2) g`, [projectId, USERS])
  await t.app.db.query('ANALYZE users')
})
afterAll(() => t.close())

/** The statement a repository function sends for `writes` (it is not run). */
async function statementOf<W>(write: (db: Queryable, writes: W[]) => Promise<unknown>, writes: W[]): Promise<QueryConfig> {
  let sent: QueryConfig | undefined
  const recorder = {
    query: async (q: QueryConfig) => {
      sent = q
      return { rows: [] }
    },
  } as unknown as Queryable
  await write(recorder, writes)
  return sent!
}

async function planOf(q: QueryConfig): Promise<string> {
  const r = await t.app.db.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN ${q.text}`, values: q.values })
  return r.rows.map((x) => x['QUERY PLAN']).join('\n')
}

const at = '2026-03-01T08:00:00.000Z'
const user = (i: number) => `plan-${1 + ((i * 97) % USERS)}`
const rows = <W>(f: (i: number) => W) => Array.from({ length: ROWS }, (_, i) => f(i))

const statements: [string, () => Promise<QueryConfig>][] = [
  [
    'PUT activity',
    () =>
      statementOf(
        upsertActivities,
        rows((i) => ({
          projectId,
          userId: user(i),
          activityId: `a${i}`,
          body: { type: 'workout' as const, start_datetime: at, end_datetime: at, duration_seconds: 0, created_at: at, updated_at: at } as never,
        })),
      ),
  ],
  [
    'PUT daily record',
    () =>
      statementOf(
        upsertDailyRecords,
        rows((i) => ({ projectId, userId: user(i), type: 'scores' as const, day: '2026-03-01', name: 'sleep', body: { value: i } })),
      ),
  ],
  [
    'PUT baseline',
    () =>
      statementOf(
        upsertBaselines,
        rows((i) => ({ projectId, userId: user(i), name: 'sleep', body: { data: { mean: 1, median: 1, size: 1, std: 0 } } as never })),
      ),
  ],
  [
    'POST meal',
    () =>
      statementOf(
        insertMeals,
        rows((i) => ({
          projectId,
          userId: user(i),
          summary: { name: 'MealSummary', data: {}, is_custom: false } as never,
          meal: { description: 'toast', mealTime: at, portionMultiplier: 1 },
          mealTime: at,
        })),
      ),
  ],
]

describe('the batch write statements', () => {
  it.each(statements)('%s: each row is one probe of the users primary key, never a scan of every user', async (_name, statement) => {
    const plan = await planOf(await statement())
    expect(plan).not.toMatch(/Seq Scan on users\b/)
    expect(plan).toMatch(/Index (Only )?Scan using users_pkey on users u\b/)
  })
})
