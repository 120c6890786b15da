// A deletion takes its locks in the order the insights worker does: the object's system summaries
// first, the project's event sequence next. The worker's upsert of a summary locks the summary row
// and then the sequence (its summaries:updated event); a DELETE that locked the sequence first and
// the summary next deadlocked with it, and answered 503 (the grouping suite's concurrent deletes,
// now and then). Here the summary row is held by the test while an activity's DELETE runs: the
// DELETE must wait on it without holding the sequence, so the test can still take the sequence.
// PostgreSQL only: the embedded database runs one transaction at a time, so no two lock anything
// at once there.
import { describe, expect, it } from 'vitest'
import { bearer, embedded, privateAppSuite, type PrivateAppSuite, uniqueUserId } from '../helpers/app.js'
import { minimalWorkout } from '../helpers/bodies.js'
import { waitFor } from '../helpers/process.js'

describe.skipIf(embedded())('an activity deletion against a held summary (PostgreSQL: lock order)', () => {
  let s: PrivateAppSuite
  privateAppSuite({ stopInsights: true }, (ready) => {
    s = ready
  })

  it('waits for the summary before it locks the event sequence', async () => {
    const { t, p, token } = s
    const user = uniqueUserId()
    const url = `/users/${user}/activities/w-1`
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${user}`, headers: bearer(token), payload: {} })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: minimalWorkout() })).statusCode).toBeLessThan(300)
    // The workout's system summary, as the insights worker writes it (the worker is stopped here).
    await t.app.db.query(
      `INSERT INTO summaries (project_id, user_id, summary_id, name, period_start, data, system_key, is_custom)
       VALUES ($1, $2, gen_random_uuid(), 'WorkoutSummary', now(), '{}', 'WorkoutSummary:w-1', false)`,
      [p.projectId, user],
    )
    // The project's event sequence as any earlier event leaves it (a first event inserts the row,
    // and an insert has no row to wait for).
    await t.app.db.query('INSERT INTO event_sequences (project_id, last_sequence) VALUES ($1, 0) ON CONFLICT DO NOTHING', [p.projectId])

    const holder = await t.app.db.connect()
    let deletion: Promise<{ statusCode: number }> | undefined
    let sequenceTaken: unknown
    try {
      await holder.query('BEGIN')
      await holder.query(`SELECT 1 FROM summaries WHERE project_id = $1 AND system_key = 'WorkoutSummary:w-1' FOR UPDATE`, [p.projectId])
      deletion = t.app.inject({ method: 'DELETE', url, headers: bearer(token) })
      // Until the DELETE waits on a lock (the summary row this transaction holds).
      await waitFor(
        async () =>
          (
            await t.app.db.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%DELETE FROM activities%'`,
            )
          ).rowCount,
      )
      sequenceTaken = await holder.query('SELECT 1 FROM event_sequences WHERE project_id = $1 FOR UPDATE NOWAIT', [p.projectId]).then(
        () => true,
        (e: Error & { code?: string }) => e.code ?? e.message,
      )
    } finally {
      await holder.query('ROLLBACK')
      holder.release()
    }
    expect(sequenceTaken).toBe(true)
    expect((await deletion!).statusCode).toBe(204)
    const left = await t.app.db.query('SELECT 1 FROM summaries WHERE project_id = $1 AND user_id = $2', [p.projectId, user])
    expect(left.rowCount).toBe(0)
  })
})
