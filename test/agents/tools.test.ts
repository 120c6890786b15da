// The data tools, run as chat and MCP run them: each reads only the user it was opened for, in
// the token's project, with the token's scopes; results are bounded and name what they read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { MAX_RESULT_BYTES, runTool, TOOL_NAMES, toolsFor, type ToolContext, type ToolName } from '../../src/agents/tools.js'
import type { AuthContext } from '../../src/http/types.js'
import { ALL_SCOPES } from '../../src/auth/scopes.js'

let t: TestApp
let p: TestProject
let q: TestProject
let token: string
const a = uniqueUserId()
const b = uniqueUserId()
const DAY = '2026-11-18'

const auth = (projectId: string, scopes: readonly string[] = ALL_SCOPES, userId?: string): AuthContext => ({
  projectId,
  subject: userId ?? 'client',
  principalType: userId ? 'user' : 'client',
  clientId: 'c',
  userId,
  scopes: new Set(scopes),
})
const ctx = (userId: string, au: AuthContext = auth(p.projectId)): ToolContext => ({
  db: t.app.db,
  auth: au,
  userId,
  meals: t.app.services.meals,
  log: t.app.log,
})

const send = async (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: object, tok = token) => {
  const res = await t.app.inject({ method, url, headers: bearer(tok), payload })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json()
}

/** A workout as the API takes it, starting at `start` for an hour. */
const workout = (start: string, extra: object = {}) => ({
  type: 'workout',
  start_datetime: start,
  end_datetime: new Date(Date.parse(start) + 3_600_000).toISOString(),
  duration_seconds: 3600,
  data_source: 'synthetic',
  type_name: 'Running',
  tss: 40,
  created_at: start,
  updated_at: start,
  ...extra,
})

/** Seeds one user with one of everything, values marked by `mark` so a leak is visible. */
async function seed(userId: string, mark: number, tok = token) {
  await send('PATCH', `/users/${userId}`, { tz_offset: 0, weight: 60 + mark }, tok)
  await send('PUT', `/users/${userId}/daily_records/scores/${DAY}/sleep`, { value: mark }, tok)
  await send('PUT', `/users/${userId}/baselines/sleep`, { data: { mean: mark, median: mark, std: 1, size: 10 } }, tok)
  await send('PUT', `/users/${userId}/activities/run-t${mark}x`, workout(`${DAY}T07:00:00.000Z`, { calories: mark }), tok)
  await send('POST', `/users/${userId}/nutrition/meals`, { description: `${mark} g of oats t${mark}x`, meal_time: `${DAY}T08:30:00Z` }, tok)
  await send('PUT', `/users/${userId}/custom_records/mood/m-t${mark}x`, { date: DAY, value: mark }, tok)
}

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  q = await createTestProject(t.app)
  token = await p.token()
  for (const proj of [p, q]) {
    const tok = await proj.token()
    await send('POST', `/v1/projects/${proj.projectId}/custom_record_types`, { name: 'mood', granularity: 'day', unit: 'points' }, tok)
    await send('POST', `/v1/projects/${proj.projectId}/custom_record_types`, { name: 'glucose', granularity: 'instant', unit: 'mg/dL' }, tok)
  }
  await seed(a, 71)
  await seed(b, 82)
  // The same user id in another project, with its own data.
  await seed(a, 93, await q.token())
}, 60_000)
afterAll(() => t.close())

const ARGS: Record<ToolName, object> = {
  get_profile: {},
  list_summaries: {},
  list_facts: {},
  list_daily_records: {},
  list_activities: {},
  list_meals: {},
  list_baselines: {},
  list_custom_records: { type: 'mood' },
  log_meal: { description: 'an apple', meal_time: `${DAY}T15:00:00Z` },
}

describe('data tools', () => {
  it('read only the user they were opened for, in the token’s project', async () => {
    for (const name of TOOL_NAMES.filter((n) => n !== 'log_meal' && n !== 'list_summaries' && n !== 'list_facts')) {
      const r = await runTool(ctx(a), name, ARGS[name])
      expect(r.ok, name).toBe(true)
      const text = JSON.stringify(r.ok && r.output.result)
      // Marks of user A here (71; weight 131), of user B and of A's namesake in the other project not.
      expect(text, name).toMatch(/t71x|:71[,}]|:131[,}]/)
      expect(text, name).not.toMatch(/t82x|t93x|:82[,}]|:93[,}]|:142[,}]|:153[,}]/)
      expect(r.ok && r.output.sources.length, name).toBeGreaterThan(0)
    }
  })

  it('every tool: a user of another project does not exist for the token, and nothing is written', async () => {
    const stranger = uniqueUserId()
    await seed(stranger, 64, await q.token())
    for (const name of TOOL_NAMES) {
      const r = await runTool(ctx(stranger), name, ARGS[name])
      expect(r, name).toMatchObject({ ok: false, error: 'user not found' })
    }
    const meals = await t.app.db.query('SELECT count(*)::int AS n FROM meals WHERE user_id = $1', [stranger])
    expect(meals.rows[0].n).toBe(1)
  })

  it('every tool refuses a token without its scope, and only offers what the scopes allow', async () => {
    const none = auth(p.projectId, ['chat_completions:create'])
    expect(toolsFor(none)).toEqual([])
    for (const name of TOOL_NAMES) {
      const r = await runTool(ctx(a, none), name, ARGS[name])
      expect(r.ok, name).toBe(false)
      expect(!r.ok && r.error, name).toMatch(/^the token lacks the scope/)
    }
    const some = auth(p.projectId, ['ai_summaries:read', 'nutrition:create', 'custom_records:mood:read'])
    expect(toolsFor(some).map((x) => x.name)).toEqual(['list_summaries', 'list_custom_records', 'log_meal'])
    expect(toolsFor(some).find((x) => x.name === 'log_meal')!.writes).toBe(true)
    // A namespaced scope reaches its own record type only.
    expect((await runTool(ctx(a, some), 'list_custom_records', { type: 'mood' })).ok).toBe(true)
    expect(await runTool(ctx(a, some), 'list_custom_records', { type: 'glucose' })).toMatchObject({
      ok: false,
      error: 'this token may not read custom records of type glucose',
    })
  })

  it('checks the arguments against the tool’s schema, in the REST routes’ words', async () => {
    const cases: [ToolName, unknown, string | RegExp][] = [
      ['list_summaries', { name: 'DropTable' }, /^arguments\/name must be one of: WorkoutSummary, /],
      ['list_summaries', { limit: 500 }, 'arguments/limit must be <= 20'],
      ['list_daily_records', { user_id: b }, 'arguments/user_id is not a known property'],
      ['list_activities', { start_date: '2026-11-20', end_date: '2026-11-01' }, 'start_date must not be after end_date'],
      ['list_custom_records', {}, 'arguments/type is required'],
      ['list_custom_records', { type: 'Nope!' }, /^arguments\/type must match pattern/],
      ['log_meal', { description: '   ' }, 'arguments/description must not be blank'],
      ['log_meal', { description: 'an apple', meal_time: 'yesterday' }, 'arguments/meal_time must be a valid date-time'],
      ['get_profile', 'x', 'arguments must be object'],
    ]
    for (const [name, args, message] of cases) {
      const r = await runTool(ctx(a), name, args)
      expect(r.ok, `${name} ${JSON.stringify(args)}`).toBe(false)
      expect(!r.ok && r.error).toMatch(message)
    }
    expect(await runTool(ctx(a), 'drop_tables', {})).toMatchObject({ ok: false, error: 'unknown tool "drop_tables"' })
    // Named as unknown whatever its arguments.
    expect(await runTool(ctx(a), 'drop_tables', { user_id: 7, x: 'a\u0000b' })).toMatchObject({ ok: false, error: 'unknown tool "drop_tables"' })
  })

  it('refuse NUL in any string argument of any tool with the REST routes’ message', async () => {
    const rest = await t.app.inject({
      method: 'POST',
      url: `/users/${a}/nutrition/meals`,
      headers: bearer(token),
      payload: { description: 'an apple\u0000 and a pear' },
    })
    expect(rest.statusCode).toBe(400)
    const message = rest.json().error as string
    expect(message).toMatch(/NUL/)
    expect(await runTool(ctx(a), 'log_meal', { description: 'an apple\u0000 and a pear' })).toMatchObject({ ok: false, error: message })
    for (const name of TOOL_NAMES) {
      const props = Object.entries(
        (toolsFor(auth(p.projectId)).find((d) => d.name === name)!.parameters as { properties: Record<string, { type?: string }> }).properties,
      )
      const strings = props.filter(([, x]) => x.type === 'string').map(([k]) => k)
      // Every string argument, and a property name for a tool that takes none.
      const cases = strings.length ? strings.map((k) => ({ [k]: 'x\u0000' })) : [{ 'x\u0000': 1 }]
      for (const args of cases) expect(await runTool(ctx(a), name, args), `${name} ${Object.keys(args)}`).toMatchObject({ ok: false, error: message })
    }
    // A lone surrogate is named where it is, as the REST routes name it.
    expect(await runTool(ctx(a), 'log_meal', { description: 'a \ud800 pear' })).toMatchObject({
      ok: false,
      error: 'arguments/description must be valid Unicode text (it holds a lone surrogate)',
    })
  })

  it('name what they read: ids in the API’s forms', async () => {
    const out = async (name: ToolName, args: object = {}) => {
      const r = await runTool(ctx(a), name, args)
      if (!r.ok) throw new Error(r.error)
      return r.output
    }
    expect((await out('list_daily_records', { type: 'scores', name: 'sleep' })).sources).toEqual([{ type: 'daily_record', id: `scores/${DAY}/sleep` }])
    expect((await out('list_baselines')).sources).toEqual([{ type: 'baseline', id: 'sleep' }])
    expect((await out('list_activities', { start_date: DAY, end_date: DAY })).sources).toEqual([{ type: 'activity', id: 'run-t71x', activity_type: 'workout' }])
    const meals = await out('list_meals')
    const listed = (await t.app.inject({ method: 'GET', url: `/users/${a}/nutrition/meals`, headers: bearer(token) })).json().meals
    expect(meals.sources.map((s) => s.id)).toEqual(listed.map((m: { id: string }) => m.id))
    const custom = await out('list_custom_records', { type: 'mood', start_date: DAY, end_date: DAY })
    expect(custom.sources).toEqual([{ type: 'custom_record', id: 'm-t71x', record_type: 'mood' }])
    expect(custom.result['record_type']).toEqual({ name: 'mood', unit: 'points', description: null })
    expect((await out('list_custom_records', { type: 'mood', start_date: '2026-11-19' })).result['total']).toBe(0)
    expect((await out('get_profile')).sources).toEqual([{ type: 'profile', id: a }])
  })

  it('instant records filter by the user’s local days', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: -5 * 3600 })
    // 02:00 UTC on the 19th is still the 18th at UTC−5.
    await send('PUT', `/users/${u}/custom_records/glucose/g1`, { recorded_at: '2026-11-19T02:00:00Z', value: 97 })
    const on = await runTool(ctx(u), 'list_custom_records', { type: 'glucose', start_date: DAY, end_date: DAY })
    const after = await runTool(ctx(u), 'list_custom_records', { type: 'glucose', start_date: '2026-11-19', end_date: '2026-11-19' })
    expect(on.ok && on.output.sources.map((s) => s.id)).toEqual(['g1'])
    expect(after.ok && after.output.result['total']).toBe(0)
  })

  it('keep a result under its size bound however much there is, and say what they left off', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    const samples = Array.from({ length: 1000 }, (_, i) => 100 + (i % 60))
    for (let i = 0; i < 20; i++) {
      await send(
        'PUT',
        `/users/${u}/activities/w${i}`,
        workout(`2026-11-${String(i + 1).padStart(2, '0')}T07:00:00.000Z`, { hr_zone_durations_seconds: samples, hr_series: '120,'.repeat(2500) }),
      )
    }
    const r = await runTool(ctx(u), 'list_activities', { limit: 20 })
    if (!r.ok) throw new Error(r.error)
    const size = Buffer.byteLength(JSON.stringify(r.output.result))
    expect(size).toBeLessThanOrEqual(MAX_RESULT_BYTES)
    expect(r.output.result['total']).toBe(20)
    const items = r.output.result['items'] as Record<string, unknown>[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThan(20)
    expect(r.output.result['note']).toMatch(/left off/)
    expect(r.output.sources).toHaveLength(items.length)
    expect((items[0]!['hr_zone_durations_seconds'] as unknown[]).length).toBeLessThan(samples.length)
    expect((items[0]!['hr_series'] as string).length).toBeLessThan(10_000)
  })

  it('log_meal writes the meal for the user, with its analysis', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    const r = await runTool(ctx(u), 'log_meal', { description: 'two boiled eggs', meal_type: 'breakfast', meal_time: `${DAY}T07:30:00Z` })
    if (!r.ok) throw new Error(r.error)
    const meal = r.output.result['meal'] as { id: string; totals: { calories: number }; meal_type: string }
    expect(meal.meal_type).toBe('breakfast')
    expect(meal.totals.calories).toBeGreaterThan(100)
    expect(r.output.sources).toEqual([{ type: 'meal', id: meal.id, summary_id: expect.any(String) }])
    const listed = (await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals`, headers: bearer(token) })).json().meals
    expect(listed.map((m: { id: string }) => m.id)).toEqual([meal.id])
  })
})
