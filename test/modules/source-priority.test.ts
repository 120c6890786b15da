// Source priority: the project's lists (admin scopes, audited) and a user's (users scopes), their
// validation, and the background re-selection a change sets off: a user's, or every user of the
// project's, a page at a time from where a job left off, with the day-measure hook called for each.
import { describe, expect, it } from 'vitest'
import { bearer, createTestProject, uniqueUserId, type TestApp, type TestProject, privateAppSuite } from '../helpers/app.js'
import { noDayMeasures, SourcePriorityWorker } from '../../src/modules/source-priority/index.js'
import { priorityLists } from '../../src/modules/source-priority/repository.js'

let t: TestApp, p: TestProject, token: string
// A database of its own: the worker of this suite claims every job it finds.
privateAppSuite({}, (s) => {
  ;({ t, p, token } = s)
})

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload !== undefined ? { payload: payload as object } : {}) })
const projectUrl = () => `/v1/projects/${p.projectId}/source_priority`

async function newUser(): Promise<string> {
  const u = uniqueUserId()
  expect((await call('PATCH', `/users/${u}`, { tz_offset: 0 })).statusCode).toBe(200)
  return u
}

/** A run seen by a watch and by a phone (the watch is selected by the built-in order). */
async function twoSources(u: string) {
  const run = (source: string, minute: number) => ({
    type: 'workout',
    start_datetime: `2026-03-01T07:0${minute}:00Z`,
    end_datetime: '2026-03-01T08:00:00Z',
    data_source: source,
    duration_seconds: 3600 - minute * 60,
    type_name: 'running',
    tss: 50,
    created_at: '2026-03-01T08:00:00Z',
    updated_at: '2026-03-01T08:00:00Z',
  })
  expect((await call('PUT', `/users/${u}/activities/watch`, run('Apple Watch', 0))).statusCode).toBe(200)
  expect((await call('PUT', `/users/${u}/activities/phone`, run("Ana's iPhone", 1))).statusCode).toBe(200)
}
const selectedOf = async (u: string) => {
  const res = await call('GET', `/users/${u}/activities?selected=true`)
  return (res.json().activities as { id: string }[]).map((a) => a.id)
}
/** Until no re-selection job of the project is left. */
async function settled(): Promise<void> {
  const until = Date.now() + 20_000
  for (;;) {
    const r = await t.app.db.query('SELECT 1 FROM source_priority_jobs WHERE project_id = $1', [p.projectId])
    if (!r.rows.length) return
    if (Date.now() > until) throw new Error('the re-selection did not run within 20 s')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the lists', () => {
  it('are {} until set, then what was set (trimmed), for the project and a user', async () => {
    expect((await call('GET', projectUrl())).json()).toEqual({})
    const put = await call('PUT', projectUrl(), { default: ['  garmin ', 'apple watch'], sleep: ['Oura'] })
    expect([put.statusCode, put.json()]).toEqual([200, { default: ['garmin', 'apple watch'], sleep: ['Oura'] }])
    expect((await call('GET', projectUrl())).json()).toEqual(put.json())

    const u = await newUser()
    expect((await call('GET', `/users/${u}/source_priority`)).json()).toEqual({})
    const mine = { activities: ['wahoo'], steps: [], weight: ['withings', 'manual'] }
    expect((await call('PUT', `/users/${u}/source_priority`, mine)).json()).toEqual(mine)
    expect((await call('GET', `/users/${u}/source_priority`)).json()).toEqual(mine)
    expect(await priorityLists(t.app.db, p.projectId, u)).toEqual({ project: put.json(), user: mine })
    // A PUT replaces every list.
    expect((await call('PUT', `/users/${u}/source_priority`, { sleep: ['oura'] })).json()).toEqual({ sleep: ['oura'] })
    const del = await call('DELETE', `/users/${u}/source_priority`)
    expect([del.statusCode, del.body]).toEqual([204, ''])
    expect((await call('GET', `/users/${u}/source_priority`)).json()).toEqual({})
    expect(await priorityLists(t.app.db, p.projectId, u)).toEqual({ project: put.json(), user: null })
    // Removing what is not there is not an error.
    expect((await call('DELETE', `/users/${u}/source_priority`)).statusCode).toBe(204)
  })

  it.each([
    [{ steps: ['garmin'], colour: ['red'] }, 'body/colour is not a known property'],
    [{ steps: 'garmin' }, 'body/steps must be array'],
    [{ steps: [1] }, 'body/steps/0 must be string'],
    [{ steps: [null] }, 'body/steps/0 must be string'],
    [{ steps: [''] }, undefined],
    [{ steps: ['   '] }, undefined],
    [{ steps: ['a\u0001b'] }, undefined],
    [{ steps: ['x'.repeat(201)] }, undefined],
    [{ steps: Array.from({ length: 51 }, (_, i) => `s${i}`) }, undefined],
    [['garmin'], undefined],
    [null, undefined],
  ])('refuses %j (400)', async (body, message) => {
    const u = await newUser()
    for (const url of [projectUrl(), `/users/${u}/source_priority`]) {
      const res = await call('PUT', url, body)
      expect(res.statusCode, url).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
      if (message) expect(res.json().error).toBe(message)
    }
    expect((await call('GET', `/users/${u}/source_priority`)).json()).toEqual({})
  })

  it('needs the scopes: admin.projects:read|update for the project, users:read|update for a user', async () => {
    const u = await newUser()
    const reader = await p.token(['admin.projects:read', 'users:read'])
    expect((await call('GET', projectUrl(), undefined, reader)).statusCode).toBe(200)
    expect((await call('PUT', projectUrl(), {}, reader)).statusCode).toBe(403)
    expect((await call('GET', `/users/${u}/source_priority`, undefined, reader)).statusCode).toBe(200)
    expect((await call('PUT', `/users/${u}/source_priority`, {}, reader)).statusCode).toBe(403)
    expect((await call('DELETE', `/users/${u}/source_priority`, undefined, reader)).statusCode).toBe(403)
    const writer = await p.token(['users:update'])
    expect((await call('GET', projectUrl(), undefined, writer)).statusCode).toBe(403)
    expect((await call('PUT', `/users/${u}/source_priority`, {}, writer)).statusCode).toBe(200)
  })

  it('keeps projects apart, and answers user not found for a user that does not exist', async () => {
    const other = await createTestProject(t.app)
    expect((await call('PUT', `/v1/projects/${other.projectId}/source_priority`, {})).statusCode).toBe(404)
    expect((await call('GET', `/v1/projects/${other.projectId}/source_priority`)).statusCode).toBe(404)
    const u = await newUser()
    expect((await call('GET', `/users/${u}/source_priority`, undefined, await other.token())).json()).toEqual({ error: 'user not found' })
    const ghost = uniqueUserId()
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { default: ['garmin'] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/users/${ghost}/source_priority`, body)
      expect([res.statusCode, res.json()], method).toEqual([404, { error: 'user not found' }])
    }
    expect((await t.app.db.query('SELECT 1 FROM user_source_priority WHERE project_id = $1 AND user_id = $2', [p.projectId, ghost])).rows).toEqual([])
  })

  it('records each project change in the audit log', async () => {
    await call('PUT', projectUrl(), { activities: ['polar'] })
    const log = await call('GET', `/v1/projects/${p.projectId}/audit_log?limit=5`)
    expect(log.json().entries[0]).toMatchObject({
      action: 'source_priority.updated',
      target: { type: 'project', id: p.projectId },
      details: { activities: ['polar'] },
    })
  })
})

describe('a change re-selects in the background', () => {
  it("a user's list: that user's workouts", async () => {
    const [u, other] = [await newUser(), await newUser()]
    await call('PUT', projectUrl(), {})
    await settled()
    for (const x of [u, other]) await twoSources(x)
    expect(await selectedOf(u)).toEqual(['watch'])
    await call('PUT', `/users/${u}/source_priority`, { activities: ['iphone'] })
    await settled()
    expect(await selectedOf(u)).toEqual(['phone'])
    expect(await selectedOf(other)).toEqual(['watch'])
    // Removed: the project's order again.
    await call('DELETE', `/users/${u}/source_priority`)
    await settled()
    expect(await selectedOf(u)).toEqual(['watch'])
  })

  it("the project's list: every user's, but where a user's own list names the measure", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    for (const x of [a, b, c]) await twoSources(x)
    await call('PUT', `/users/${c}/source_priority`, { activities: ['watch'] })
    await settled()
    await call('PUT', projectUrl(), { default: ['iphone'] })
    await settled()
    expect([await selectedOf(a), await selectedOf(b), await selectedOf(c)]).toEqual([['phone'], ['phone'], ['watch']])
    // The same lists again change nothing, and queue nothing.
    await call('PUT', projectUrl(), { default: ['iphone'] })
    expect((await t.app.db.query('SELECT 1 FROM source_priority_jobs WHERE project_id = $1', [p.projectId])).rows).toEqual([])
    await call('PUT', projectUrl(), {})
    await settled()
    expect(await selectedOf(a)).toEqual(['watch'])
  })

  it('goes through the users a page at a time, resumes after the last one done, and calls the day-measure hook for each', async () => {
    const mine = await createTestProject(t.app)
    const mineToken = await mine.token()
    await t.app.sourcePriority.stop(0)
    // 230 users (three pages); the job says the first 120 are done (a run that crashed after its second page).
    const users = Array.from({ length: 230 }, (_, i) => `pg-${String(i).padStart(3, '0')}`)
    await t.app.db.query('INSERT INTO users (project_id, user_id) SELECT $1, unnest($2::text[])', [mine.projectId, users])
    for (const u of [users[5]!, users[200]!]) {
      for (const [id, source, minute] of [
        ['watch', 'Apple Watch', 0],
        ['phone', "Ana's iPhone", 1],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/users/${u}/activities/${id}`,
          headers: bearer(mineToken),
          payload: {
            type: 'workout',
            start_datetime: `2026-03-01T07:0${minute}:00Z`,
            end_datetime: '2026-03-01T08:00:00Z',
            data_source: source,
            duration_seconds: 3000,
            type_name: 'running',
            tss: 50,
            created_at: '2026-03-01T08:00:00Z',
            updated_at: '2026-03-01T08:00:00Z',
          },
        })
        expect(res.statusCode).toBe(200)
      }
    }
    await t.app.inject({
      method: 'PUT',
      url: `/v1/projects/${mine.projectId}/source_priority`,
      headers: bearer(mineToken),
      payload: { activities: ['iphone'] },
    })
    await t.app.db.query(`UPDATE source_priority_jobs SET after = $2 WHERE project_id = $1 AND user_id = ''`, [mine.projectId, users[119]])
    const seen: string[] = []
    const worker = new SourcePriorityWorker({
      db: t.app.db,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      regroupActivities: (projectId, userId) => t.app.services.activities.regroupUser(projectId, userId),
      recomputeDayMeasures: async (_db, projectId, userId) => {
        if (projectId === mine.projectId) seen.push(userId)
        await noDayMeasures(_db, projectId, userId)
      },
    })
    worker.start()
    try {
      const until = Date.now() + 20_000
      while ((await t.app.db.query('SELECT 1 FROM source_priority_jobs WHERE project_id = $1', [mine.projectId])).rows.length) {
        if (Date.now() > until) throw new Error('the project job did not finish within 20 s')
        await new Promise((r) => setTimeout(r, 50))
      }
    } finally {
      await worker.stop(1000)
    }
    expect(seen).toEqual(users.slice(120))
    const selected = await t.app.db.query<{ user_id: string; activity_id: string }>(
      'SELECT user_id, activity_id FROM activities WHERE project_id = $1 AND selected ORDER BY user_id',
      [mine.projectId],
    )
    // The user before the resumed page kept its selection; the one after was re-selected.
    expect(selected.rows).toEqual([
      { user_id: users[5], activity_id: 'watch' },
      { user_id: users[200], activity_id: 'phone' },
    ])
  })
})
