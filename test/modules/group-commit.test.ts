// Group commit of the write paths: concurrent writes share statements and commits, each request
// gets its own row back, a bad row fails only its own request, and the same answers come with
// group commit off (every write its own statement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import type { GroupCommitter } from '../../src/db/group-commit.js'

for (const groupCommit of [true, false]) {
  describe(`writes with GROUP_COMMIT=${groupCommit}`, () => {
    let t: TestApp
    let p: TestProject
    let token: string
    const users: string[] = []

    beforeAll(async () => {
      t = await createTestApp({ GROUP_COMMIT: String(groupCommit), DB_POOL_MAX: '8' })
      p = await createTestProject(t.app)
      token = await p.token()
      for (let i = 0; i < 6; i++) {
        const id = uniqueUserId()
        const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: { tz_offset: 3600 * (i - 3) } })
        expect(res.statusCode).toBe(200)
        users.push(id)
      }
    })
    afterAll(() => t.close())

    const committer = (): GroupCommitter<unknown, unknown> => (t.app.services.dailyRecords as unknown as { puts: GroupCommitter<unknown, unknown> }).puts
    const putScore = (user: string, day: string, name: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/users/${user}/daily_records/scores/${day}/${name}`, headers: bearer(token), payload })

    it('answers each of many concurrent writes with its own committed row', async () => {
      const before = { batches: committer().batches, rows: committer().rows }
      const writes = Array.from({ length: 60 }, (_, i) => ({
        user: users[i % users.length]!,
        day: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}`,
        name: `m${i}`,
        value: i,
      }))
      const res = await Promise.all(writes.map((w) => putScore(w.user, w.day, w.name, { value: w.value })))
      res.forEach((r, i) => {
        expect(r.statusCode).toBe(200)
        expect(r.json()).toMatchObject({ user_id: writes[i]!.user, date: writes[i]!.day, name: writes[i]!.name, value: writes[i]!.value })
      })
      // Every answer was committed: another connection reads them all.
      const stored = await t.app.db.query<{ n: number }>(`SELECT count(*) AS n FROM daily_records WHERE project_id = $1 AND name ~ '^m[0-9]+$'`, [p.projectId])
      expect(stored.rows[0]!.n).toBe(60)
      const rows = committer().rows - before.rows
      const batches = committer().batches - before.batches
      expect(rows).toBe(60)
      if (groupCommit) expect(batches).toBeLessThan(60)
      else expect(batches).toBe(60)
    })

    it('fails only the bad row of a batch: a user that does not exist, text PostgreSQL refuses', async () => {
      const day = '2026-03-05'
      const good = users.map((u, i) => putScore(u, day, `ok${i}`, { value: 10 + i }))
      const missing = putScore(uniqueUserId(), day, 'nobody', { value: 5 })
      const nul = t.app.inject({
        method: 'PUT',
        url: `/users/${users[0]}/daily_records/zones/${day}/bad`,
        headers: bearer(token),
        payload: { data: { note: 'a\u0000b' } },
      })
      const [m, n, ...g] = await Promise.all([missing, nul, ...good])
      expect(m!.statusCode).toBe(404)
      expect(m!.json()).toEqual({ error: 'user not found' })
      expect(n!.statusCode).toBe(400)
      for (const r of g) expect(r!.statusCode).toBe(200)
      const stored = await t.app.db.query<{ name: string }>(`SELECT name FROM daily_records WHERE project_id = $1 AND date = $2 ORDER BY name`, [
        p.projectId,
        day,
      ])
      expect(stored.rows.map((r) => r.name)).toEqual(users.map((_, i) => `ok${i}`).sort())
    })

    it('takes concurrent writes of one record one after the other, never two in one statement', async () => {
      const user = users[1]!
      const res = await Promise.all(Array.from({ length: 12 }, (_, i) => putScore(user, '2026-03-06', 'same', { value: i })))
      // Which batches they go in is test/db/group-commit-batches.unit.test.ts's concern; here: all
      // answered 200, one row stored.
      for (const r of res) expect(r.statusCode).toBe(200)
      const stored = await t.app.db.query<{ value: number }>(
        `SELECT value FROM daily_records WHERE project_id = $1 AND user_id = $2 AND date = '2026-03-06' AND name = 'same'`,
        [p.projectId, user],
      )
      expect(stored.rows).toHaveLength(1)
      // One of the writes is stored. Which one is the last to commit; the order the answers reach
      // the client is not the commit order (two batches in flight answer on two connections), so
      // the test cannot name it.
      expect(Array.from({ length: 12 }, (_, i) => i)).toContain(stored.rows[0]!.value)
    })

    it('keeps created_at of an existing record unless the request gives one, within a batch too', async () => {
      const first = await Promise.all(users.map((u) => putScore(u, '2026-03-07', 'keep', { value: 1 })))
      const created = first.map((r) => r.json().created_at as string)
      const given = '2026-01-01T00:00:00.000Z'
      const second = await Promise.all(users.map((u, i) => putScore(u, '2026-03-07', 'keep', i % 2 ? { value: 2 } : { value: 2, created_at: given })))
      for (const [i, r] of second.entries()) expect(r.json().created_at).toBe(i % 2 ? created[i] : given)
    })

    it('creates and patches users in one batch: fields left out are kept, null clears', async () => {
      const ids = Array.from({ length: 8 }, () => uniqueUserId())
      await Promise.all(
        ids.map((id) =>
          t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: { firstname: 'A', weight: 70, thresholds: { ftp: 200 } } }),
        ),
      )
      const res = await Promise.all(
        ids.map((id, i) =>
          t.app.inject({
            method: 'PATCH',
            url: `/users/${id}`,
            headers: bearer(token),
            payload: i % 2 ? { weight: 71 } : { firstname: null, thresholds: { ftp: 250 } },
          }),
        ),
      )
      res.forEach((r, i) => {
        expect(r.statusCode).toBe(200)
        const u = r.json()
        if (i % 2) expect(u).toMatchObject({ firstname: 'A', weight: 71, thresholds: { ftp: 200 } })
        else {
          expect(u).toMatchObject({ weight: 70, thresholds: { ftp: 250 } })
          expect(u).not.toHaveProperty('firstname')
        }
      })
      // An empty patch changes nothing, updated_at included.
      const before = (await t.app.inject({ method: 'GET', url: `/users/${ids[0]}`, headers: bearer(token) })).json()
      const same = (await t.app.inject({ method: 'PATCH', url: `/users/${ids[0]}`, headers: bearer(token), payload: {} })).json()
      expect(same).toEqual(before)
    })

    it('numbers concurrent meals’ events without gaps and links each meal to its summary', async () => {
      const res = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: `/users/${users[i % users.length]}/nutrition/meals`,
            headers: bearer(token),
            payload: { description: `${1 + (i % 3)} eggs and toast`, meal_time: '2026-03-08T08:00:00Z' },
          }),
        ),
      )
      for (const r of res) expect(r.statusCode).toBe(201)
      const meals = res.map((r) => r.json())
      for (const m of meals) expect(m.summary.id).toBe(m.summary_id)
      const ev = await t.app.db.query<{ sequence: number; meal_id: string }>(
        `SELECT sequence::int AS sequence, data->>'meal_id' AS meal_id FROM events WHERE project_id = $1 AND type = 'meals:created' ORDER BY sequence`,
        [p.projectId],
      )
      const seqs = ev.rows.map((r) => r.sequence)
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i))
      for (const m of meals) expect(ev.rows.filter((r) => r.meal_id === m.id)).toHaveLength(1)
    })
  })
}
