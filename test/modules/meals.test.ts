// Meals: POST /nutrition/meals (summary link, meals:created in the same transaction), the
// timeline, POST /ai/summaries (type meal, is_custom, no event), bad input, the LLM provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

async function user(body: object = {}) {
  const id = uniqueUserId()
  expect((await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: body })).statusCode).toBe(200)
  return id
}
const post = (url: string, payload: object, app = t.app, tok = token) => app.inject({ method: 'POST', url, headers: bearer(tok), payload })
const events = async (projectId: string) =>
  (
    await t.app.db.query<{ sequence: number; type: string; data: Record<string, string> }>(
      'SELECT sequence::int AS sequence, type, data FROM events WHERE project_id = $1 ORDER BY sequence',
      [projectId],
    )
  ).rows

const NUTRIENTS = ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg']

describe('POST /users/{user_id}/nutrition/meals', () => {
  it('stores the meal, links its MealSummary and appends meals:created, all at once', async () => {
    const u = await user({ language: 'de' })
    const res = await post(`/users/${u}/nutrition/meals`, {
      description: '2 eggs, a slice of whole wheat toast with butter and a glass of orange juice',
      meal_time: '2026-03-01T08:30:00+01:00',
      meal_type: 'breakfast',
      comment: 'before the run',
    })
    expect(res.statusCode, res.body).toBe(201)
    const meal = res.json()
    expect(meal).toMatchObject({
      user_id: u,
      project_id: p.projectId,
      meal_time: '2026-03-01T07:30:00.000Z',
      meal_type: 'breakfast',
      portion_multiplier: 1,
      comment: 'before the run',
    })
    const s = meal.summary
    expect(s.id).toBe(meal.summary_id)
    expect(s).toMatchObject({
      name: 'MealSummary',
      is_custom: true,
      period: { type: 'meal', start: '2026-03-01T07:30:00.000Z', end: '2026-03-01T07:30:00.000Z', duration_seconds: 0 },
    })
    expect(Object.keys(s.data).sort()).toEqual(['comment', 'confidence', 'description', 'items', 'meal_time', 'portion_multiplier', 'totals', 'unmatched'])
    expect(s.data.items).toHaveLength(4)
    for (const item of s.data.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'alternatives',
          'calories',
          'carbohydrate_g',
          'confidence',
          'fat_g',
          'fiber_g',
          'food',
          'food_id',
          'grams',
          'protein_g',
          'quantity',
          'sodium_mg',
          'sugar_g',
          'text',
          'unit',
        ].sort(),
      )
      expect(item.alternatives.length).toBeLessThanOrEqual(3)
      for (const alt of item.alternatives) {
        expect(Object.keys(alt).sort()).toEqual(['calories', 'food', 'food_id'])
        expect(alt.food_id).not.toBe(item.food_id)
      }
    }
    expect(Object.keys(s.data.totals).sort()).toEqual([...NUTRIENTS].sort())
    expect(s.data.totals.calories).toBeGreaterThan(300)
    expect(s.data.totals.calories).toBeLessThan(600)
    expect(s.llm_output.language).toBe('de')
    expect(s.llm_output.title.length).toBeGreaterThan(0)
    expect(s.llm_output.followup_questions.length).toBeGreaterThan(0)
    expect(s.llm_debug).toEqual({ model: 'healthd-builtin', prompt_id: expect.stringMatching(/^meal-text-v\d+$/) })

    // The summary is a summary like any other: listed and fetched.
    const got = await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries/${s.id}`, headers: bearer(token) })
    expect(got.json()).toEqual(s)
    const ev = await events(p.projectId)
    const mine = ev.filter((e) => e.data['user_id'] === u)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      type: 'meals:created',
      data: { project_id: p.projectId, user_id: u, meal_id: meal.id, summary_id: s.id, meal_time: meal.meal_time },
    })
  })

  it('numbers events per project without gaps, also under concurrency', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const u = uniqueUserId()
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: {} })
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(`/users/${u}/nutrition/meals`, { description: `${i + 1} apples` }, t.app, tok)))
    expect(results.every((r) => r.statusCode === 201)).toBe(true)
    // A failing write takes no number.
    expect((await post(`/users/nobody/nutrition/meals`, { description: 'an apple' }, t.app, tok)).statusCode).toBe(404)
    await post(`/users/${u}/nutrition/meals`, { description: 'a pear' }, t.app, tok)
    expect((await events(q.projectId)).map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('answers 201 for an unrecognisable meal, with its text in unmatched', async () => {
    const u = await user()
    const res = await post(`/users/${u}/nutrition/meals`, { description: 'zxqv blorp' })
    expect(res.statusCode).toBe(201)
    const d = res.json().summary.data
    expect(d.items).toEqual([])
    expect(d.unmatched).toEqual(['zxqv blorp'])
    expect(d.totals.calories).toBe(0)
    expect(d.confidence).toBe(0)
  })

  it('stores the description as written, spaces and line breaks included, and still reads its foods', async () => {
    // Found by the fuzzer (test/blackbox/fuzz.test.ts): " !" came back as "!".
    const u = await user()
    const description = '  2 boiled eggs\n'
    const res = await post(`/users/${u}/nutrition/meals`, { description })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().description).toBe(description)
    expect(res.json().summary.data.description).toBe(description)
    expect(res.json().summary.data.items.map((i: { food_id: string }) => i.food_id)).toHaveLength(1)
    const listed = (await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals`, headers: bearer(token) })).json().meals[0]
    expect(listed.description).toBe(description)
    const custom = await post(`/users/${u}/ai/summaries`, { type: 'meal', data: { description } })
    expect(custom.json().data.description).toBe(description)
  })

  it('scales by portion_multiplier', async () => {
    const u = await user()
    const one = (await post(`/users/${u}/nutrition/meals`, { description: 'a banana' })).json().summary.data.totals.calories
    const two = (await post(`/users/${u}/nutrition/meals`, { description: 'a banana', portion_multiplier: 2 })).json().summary.data
    expect(two.portion_multiplier).toBe(2)
    expect(Math.abs(two.totals.calories - 2 * one)).toBeLessThanOrEqual(1)
  })

  it.each([
    [{}, 'body/description is required'],
    [{ description: '' }, 'body/description must NOT have fewer than 1 characters'],
    [{ description: '   ' }, 'body/description must not be blank'],
    [{ description: 'x'.repeat(2001) }, 'body/description must NOT have more than 2000 characters'],
    [{ description: 'apple', portion_multiplier: 0 }, 'body/portion_multiplier must be > 0'],
    [{ description: 'apple', portion_multiplier: -1 }, 'body/portion_multiplier must be > 0'],
    [{ description: 'apple', portion_multiplier: 10.5 }, 'body/portion_multiplier must be <= 10'],
    [{ description: 'apple', meal_time: '2026-02-30T08:00:00Z' }, 'body/meal_time must be a valid date-time'],
    [{ description: 'apple', meal_type: 'brunch' }, 'body/meal_type must be one of: breakfast, lunch, dinner, snack'],
    [{ description: 'apple', calories: 5 }, 'body/calories is not a known property'],
  ])('refuses %j', async (body, error) => {
    const res = await post(`/users/${await user()}/nutrition/meals`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })

  it('is 404 for an unknown user, and needs nutrition:create', async () => {
    expect((await post(`/users/${uniqueUserId()}/nutrition/meals`, { description: 'apple' })).json()).toEqual({ error: 'user not found' })
    const u = await user()
    expect((await post(`/users/${u}/nutrition/meals`, { description: 'apple' }, t.app, await p.token(['nutrition:read']))).statusCode).toBe(403)
  })
})

describe('GET /users/{user_id}/nutrition/meals', () => {
  it('lists the timeline newest first with summaries, by local days, in pages', async () => {
    const u = await user({ tz_offset: -5 * 3600 })
    const ids: string[] = []
    for (const time of ['2026-03-01T12:00:00Z', '2026-03-02T03:00:00Z', '2026-03-02T18:00:00Z']) {
      ids.push((await post(`/users/${u}/nutrition/meals`, { description: 'an apple', meal_time: time })).json().id)
    }
    const list = async (q: string) => (await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals?${q}`, headers: bearer(token) })).json()
    const all = await list('')
    expect(all.meals.map((m: { id: string }) => m.id)).toEqual([...ids].reverse())
    expect(all.meals[0].summary.name).toBe('MealSummary')
    expect(all.pagination).toMatchObject({ total: 3, page: '', next_page: '' })
    // 03:00Z on the 2nd is the evening of the 1st in UTC-5.
    expect((await list('start_date=2026-03-01&end_date=2026-03-01')).meals.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[0]])
    const first = await list('limit=2')
    const second = await list(`limit=2&page=${first.pagination.next_page}`)
    expect([...first.meals, ...second.meals].map((m: { id: string }) => m.id)).toEqual([...ids].reverse())
    expect(second.pagination.next_page).toBe('')
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}/nutrition/meals?page=bogus`, headers: bearer(token) })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/users/${uniqueUserId()}/nutrition/meals`, headers: bearer(token) })).statusCode).toBe(404)
  })
})

describe('POST /users/{user_id}/ai/summaries', () => {
  it('creates a custom MealSummary, listed with the others, with no event', async () => {
    const u = await user()
    const before = (await events(p.projectId)).length
    const res = await post(`/users/${u}/ai/summaries`, {
      type: 'meal',
      data: { description: 'a bowl of oatmeal with a banana', portion_multiplier: 1.5, comment: 'hungry' },
    })
    expect(res.statusCode).toBe(201)
    const s = res.json()
    expect(s).toMatchObject({ name: 'MealSummary', is_custom: true, data: { portion_multiplier: 1.5, comment: 'hungry', unmatched: [] } })
    expect(s.data.items.length).toBe(2)
    expect(s.llm_output.language).toBe('en')
    expect((await events(p.projectId)).length).toBe(before)
    const listed = await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries?name=MealSummary`, headers: bearer(token) })
    expect(listed.json().summaries.map((x: { id: string }) => x.id)).toEqual([s.id])
  })

  it.each([
    [{ type: 'sleep', data: { description: 'x' } }, 'body/type must be "meal"'],
    [{ type: 'meal' }, 'body/data is required'],
    [{ type: 'meal', data: { description: 'x', portion_multiplier: 11 } }, 'body/data/portion_multiplier must be <= 10'],
    [{ type: 'meal', data: { description: '' } }, 'body/data/description must NOT have fewer than 1 characters'],
    [{ type: 'meal', data: { description: 'x' }, name: 'MealSummary' }, 'body/name is not a known property'],
  ])('refuses %j', async (body, error) => {
    const res = await post(`/users/${await user()}/ai/summaries`, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })
})

describe('LLM_PROVIDER=openai', () => {
  let server: Server
  let mode: 'ok' | 'error' | 'garbage' = 'ok'
  let lastBody: { model?: string; messages?: { content: string }[] } = {}
  let llm: TestApp
  let tok: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        lastBody = JSON.parse(raw)
        if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer sk-test') {
          res.statusCode = 404
          return res.end()
        }
        if (mode === 'error') {
          res.statusCode = 500
          return res.end('{"error":"overloaded"}')
        }
        const content =
          mode === 'ok' ? JSON.stringify({ title: 'A solid breakfast', text: 'Written by the model.', followup_questions: ['More?'] }) : 'not json at all'
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    llm = await createTestApp({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'test-model',
    })
    // Only the meal's own call to the model: this app's insights worker would also take other
    // suites' jobs on the shared PostgreSQL database and call the model for them (lastBody was
    // then a summary's prompt, without `meal`).
    await llm.app.insights.stop(0)
    const q = await createTestProject(llm.app)
    tok = await q.token()
  })
  afterAll(async () => {
    await llm.close()
    await new Promise((r) => server.close(r))
  })

  it('writes the text with the model, from the computed numbers, and falls back to the built-in text', async () => {
    const u = uniqueUserId()
    await llm.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: { language: 'fr' } })
    mode = 'ok'
    const s = (await post(`/users/${u}/ai/summaries`, { type: 'meal', data: { description: '2 eggs and toast' } }, llm.app, tok)).json()
    expect(s.llm_output).toEqual({ language: 'fr', title: 'A solid breakfast', text: 'Written by the model.', followup_questions: ['More?'] })
    expect(s.llm_debug).toEqual({ model: 'test-model', prompt_id: 'meal-llm-v1' })
    expect(lastBody.model).toBe('test-model')
    const prompt = JSON.parse(lastBody.messages![1]!.content)
    expect(prompt.meal.totals.calories).toBe(s.data.totals.calories)
    expect(prompt.language).toBe('fr')

    for (const m of ['error', 'garbage'] as const) {
      mode = m
      const f = (await post(`/users/${u}/ai/summaries`, { type: 'meal', data: { description: '2 eggs and toast' } }, llm.app, tok)).json()
      expect(f.llm_debug.model, m).toBe('healthd-builtin')
      expect(f.llm_output.language).toBe('fr')
      expect(f.llm_output.text).not.toBe('Written by the model.')
    }
  })
})
