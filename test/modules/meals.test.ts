// Meals: POST /nutrition/meals (summary link, meals:created in the same transaction), the
// timeline, POST /ai/summaries (type meal, is_custom, no event), bad input, the LLM provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
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
  let mode: 'ok' | 'error' | 'garbage' | 'slow' = 'ok'
  let calls = 0
  let lastBody: { model?: string; messages?: { content: string }[] } = {}
  let llm: TestApp
  let tok: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', async () => {
        calls++
        if (mode === 'slow') await new Promise((r) => setTimeout(r, 500))
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
          mode === 'ok' || mode === 'slow'
            ? JSON.stringify({ title: 'A solid breakfast', text: 'Written by the model.', followup_questions: ['More?'] })
            : 'not json at all'
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

  it('computes a patch again when the meal changed while the model wrote its text', async () => {
    const u = uniqueUserId()
    await llm.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: {} })
    mode = 'ok'
    const meal = (await post(`/users/${u}/nutrition/meals`, { description: 'a banana' }, llm.app, tok)).json()
    const url = `/users/${u}/nutrition/meals/${meal.id}`
    mode = 'slow'
    calls = 0
    const slow = llm.app.inject({ method: 'PATCH', url, headers: bearer(tok), payload: { description: 'an apple' } })
    while (calls === 0) await new Promise((r) => setTimeout(r, 10))
    // Meanwhile another change commits (a comment: no new analysis, no model).
    const fast = await llm.app.inject({ method: 'PATCH', url, headers: bearer(tok), payload: { comment: 'late' } })
    expect(fast.statusCode, fast.body).toBe(200)
    const res = await slow
    expect(res.statusCode, res.body).toBe(200)
    // Written from the meal as it then was: both changes hold, and the model was asked again.
    expect(res.json()).toMatchObject({ description: 'an apple', comment: 'late' })
    expect(res.json().summary.data).toMatchObject({ description: 'an apple', comment: 'late' })
    expect(res.json().summary.data.items.map((i: { food_id: string }) => i.food_id)).toEqual(['apple'])
    expect(calls).toBe(2)
    mode = 'ok'
  })
})

// ---- one meal: GET, PATCH, item corrections, DELETE; the food search --------------------------

interface Item {
  text: string
  food_id: string
  food: string
  grams: number
  calories: number
  quantity: number
  unit: string
  confidence: number
  corrected?: boolean
  alternatives: { food_id: string; food: string; calories: number }[]
}
const call = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) })
const mealEvents = async (userId: string) => (await events(p.projectId)).filter((e) => e.data['user_id'] === userId && e.type.startsWith('meals:'))
const sumOf = (items: Item[]) => items.reduce((s, i) => s + i.calories, 0)

async function logMeal(body: object) {
  const u = await user()
  const res = await post(`/users/${u}/nutrition/meals`, body)
  expect(res.statusCode, res.body).toBe(201)
  return { u, meal: res.json(), url: `/users/${u}/nutrition/meals/${res.json().id}` }
}

describe('GET /users/{user_id}/nutrition/meals/{meal_id}', () => {
  it('answers the meal as its list does, and 404 for what is not there', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana and a glass of milk', meal_type: 'snack', comment: 'after the run' })
    const got = await call('GET', url)
    expect(got.statusCode).toBe(200)
    const listed = (await call('GET', `/users/${u}/nutrition/meals`)).json().meals[0]
    expect(got.json()).toEqual(listed)
    expect(got.json()).toEqual(meal)
    expect(got.json().summary.id).toBe(meal.summary_id)
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const r = await call('GET', `/users/${u}/nutrition/meals/${id}`)
      expect(r.statusCode).toBe(404)
      expect(r.json()).toEqual({ error: 'meal not found' })
    }
    expect((await call('GET', `/users/${uniqueUserId()}/nutrition/meals/${meal.id}`)).json()).toEqual({ error: 'user not found' })
    // Another user's meal is not this user's.
    expect((await call('GET', `/users/${await user()}/nutrition/meals/${meal.id}`)).statusCode).toBe(404)
  })
})

describe('PATCH /users/{user_id}/nutrition/meals/{meal_id}', () => {
  it('analyses a new description again, under the same summary id, and appends meals:updated', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana', meal_time: '2026-03-01T08:00:00Z' })
    const res = await call('PATCH', url, { description: '2 eggs and toast' })
    expect(res.statusCode, res.body).toBe(200)
    const m = res.json()
    expect(m).toMatchObject({ id: meal.id, description: '2 eggs and toast', summary_id: meal.summary_id, created_at: meal.created_at })
    expect(Date.parse(m.updated_at)).toBeGreaterThanOrEqual(Date.parse(meal.updated_at))
    expect(m.summary.id).toBe(meal.summary_id)
    expect(m.summary.data.description).toBe('2 eggs and toast')
    expect(m.summary.data.items.map((i: Item) => i.text)).toEqual(['2 eggs', 'toast'])
    expect(m.summary.data.totals.calories).toBe(sumOf(m.summary.data.items))
    expect(m.summary.data.totals.calories).not.toBe(meal.summary.data.totals.calories)
    // The summary is the same object under its own route, and the meal the same in its list.
    expect((await call('GET', `/users/${u}/ai/summaries/${meal.summary_id}`)).json()).toEqual(m.summary)
    expect((await call('GET', url)).json()).toEqual(m)
    const ev = await mealEvents(u)
    expect(ev.map((e) => e.type)).toEqual(['meals:created', 'meals:updated'])
    expect(ev[1]!.data).toEqual({ project_id: p.projectId, user_id: u, meal_id: meal.id, summary_id: meal.summary_id, meal_time: '2026-03-01T08:00:00.000Z' })
    expect(ev[1]!.sequence).toBeGreaterThan(ev[0]!.sequence)
  })

  it('scales every item by a new portion_multiplier', async () => {
    const { meal, url } = await logMeal({ description: 'a banana and a glass of milk' })
    const m = (await call('PATCH', url, { portion_multiplier: 2 })).json()
    expect(m.portion_multiplier).toBe(2)
    expect(m.summary.data.portion_multiplier).toBe(2)
    const before: Item[] = meal.summary.data.items
    m.summary.data.items.forEach((it: Item, i: number) => {
      expect(it.grams).toBeCloseTo(2 * before[i]!.grams, 1)
      expect(Math.abs(it.calories - 2 * before[i]!.calories)).toBeLessThanOrEqual(1)
    })
  })

  it('moves the summary with a new meal_time and removes comment and meal_type with null, without analysing again', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana', meal_time: '2026-03-01T08:00:00Z', comment: 'ripe', meal_type: 'breakfast' })
    const res = await call('PATCH', url, { meal_time: '2026-03-02T09:30:00+01:00', comment: null, meal_type: null })
    expect(res.statusCode, res.body).toBe(200)
    const m = res.json()
    expect(m.meal_time).toBe('2026-03-02T08:30:00.000Z')
    expect(m).not.toHaveProperty('comment')
    expect(m).not.toHaveProperty('meal_type')
    expect(m.summary.period).toEqual({ type: 'meal', start: '2026-03-02T08:30:00.000Z', end: '2026-03-02T08:30:00.000Z', duration_seconds: 0 })
    expect(m.summary.data).toEqual({ ...meal.summary.data, meal_time: '2026-03-02T08:30:00.000Z', comment: null })
    expect(m.summary.llm_output).toEqual(meal.summary.llm_output)
    // The timeline and the summaries list find it on its new day.
    expect((await call('GET', `/users/${u}/nutrition/meals?start_date=2026-03-02&end_date=2026-03-02`)).json().meals.map((x: { id: string }) => x.id)).toEqual([
      meal.id,
    ])
    expect((await call('GET', `/users/${u}/ai/summaries?start_date=2026-03-01&end_date=2026-03-01`)).json().summaries).toEqual([])
    // meal_type alone changes the meal, not its summary.
    const typed = (await call('PATCH', url, { meal_type: 'lunch' })).json()
    expect(typed.meal_type).toBe('lunch')
    expect(typed.summary).toEqual(m.summary)
  })

  it('writes nothing for a patch that changes nothing, and accepts the meal sent back whole', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana', meal_type: 'snack' })
    expect((await call('PATCH', url, {})).json()).toEqual(meal)
    expect((await call('PATCH', url, { ...meal })).json()).toEqual(meal)
    expect((await call('PATCH', url, { description: meal.description, portion_multiplier: 1 })).json()).toEqual(meal)
    expect((await mealEvents(u)).map((e) => e.type)).toEqual(['meals:created'])
  })

  it.each([
    [{ calories: 5 }, 'body/calories is not a known property'],
    [{ items: [] }, 'body/items is not a known property'],
    [{ description: '' }, 'body/description must NOT have fewer than 1 characters'],
    [{ description: '  ' }, 'body/description must not be blank'],
    [{ description: null }, 'body/description must be string'],
    [{ portion_multiplier: 0 }, 'body/portion_multiplier must be > 0'],
    [{ portion_multiplier: 11 }, 'body/portion_multiplier must be <= 10'],
    [{ meal_time: '2026-02-30T08:00:00Z' }, 'body/meal_time must be a valid date-time'],
    [{ meal_type: 'brunch' }, 'body/meal_type must be one of: breakfast, lunch, dinner, snack'],
    [{ id: randomUUID() }, 'body/id does not match the path'],
    [{ user_id: 'someone-else' }, 'body/user_id does not match the path'],
    [{ summary_id: randomUUID() }, 'body/summary_id is kept by the server: send its current value or leave it out'],
    [{ created_at: '2020-01-01T00:00:00Z' }, 'body/created_at is kept by the server: send its current value or leave it out'],
    [{ summary: { id: 'x' } }, 'body/summary is kept by the server: send its current value or leave it out'],
  ])('refuses %j', async (body, error) => {
    const { url } = await logMeal({ description: 'a banana' })
    const res = await call('PATCH', url, body)
    expect(res.json()).toEqual({ error })
    expect(res.statusCode).toBe(400)
  })

  it('is 404 for a meal that is not there', async () => {
    const u = await user()
    expect((await call('PATCH', `/users/${u}/nutrition/meals/${randomUUID()}`, { comment: 'x' })).json()).toEqual({ error: 'meal not found' })
    expect((await call('PATCH', `/users/${uniqueUserId()}/nutrition/meals/${randomUUID()}`, { comment: 'x' })).json()).toEqual({ error: 'user not found' })
  })

  it('loses no change when two patches of one meal cross', async () => {
    const { u, url } = await logMeal({ description: 'a banana and a glass of milk' })
    const [a, b] = await Promise.all([call('PATCH', url, { comment: 'late' }), call('PATCH', url, { portion_multiplier: 2 })])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const m = (await call('GET', url)).json()
    expect(m).toMatchObject({ comment: 'late', portion_multiplier: 2 })
    expect(m.summary.data).toMatchObject({ comment: 'late', portion_multiplier: 2 })
    expect((await mealEvents(u)).map((e) => e.type)).toEqual(['meals:created', 'meals:updated', 'meals:updated'])
  })
})

describe('PUT /users/{user_id}/nutrition/meals/{meal_id}/items/{index}', () => {
  it('replaces an item with one of its alternatives, at that food’s portion as read', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana and a glass of milk' })
    const milk: Item = meal.summary.data.items[1]
    const skim = milk.alternatives.find((a) => a.food_id === 'milk_skim')!
    expect(skim).toBeDefined()
    const res = await call('PUT', `${url}/items/1`, { food_id: 'milk_skim' })
    expect(res.statusCode, res.body).toBe(200)
    const m = res.json()
    const item: Item = m.summary.data.items[1]
    expect(item).toMatchObject({ text: milk.text, food_id: 'milk_skim', food: skim.food, calories: skim.calories, corrected: true, confidence: 1 })
    expect(item.quantity).toBe(milk.quantity)
    expect(item.unit).toBe(milk.unit)
    // The food it had is offered first, to undo it.
    expect(item.alternatives[0]).toEqual({ food_id: milk.food_id, food: milk.food, calories: milk.calories })
    expect(item.alternatives.map((a) => a.food_id)).not.toContain('milk_skim')
    // The other item is untouched; totals, confidence and the summary follow.
    expect(m.summary.data.items[0]).toEqual(meal.summary.data.items[0])
    expect(m.summary.data.totals.calories).toBe(sumOf(m.summary.data.items))
    expect(m.summary.data.totals.calories).toBeLessThan(meal.summary.data.totals.calories)
    expect(m.summary.data.confidence).toBeGreaterThan(meal.summary.data.confidence)
    expect(m.summary.data.confidence).toBeLessThanOrEqual(1)
    expect(m.summary.id).toBe(meal.summary_id)
    expect((await call('GET', `/users/${u}/ai/summaries/${meal.summary_id}`)).json()).toEqual(m.summary)
    expect((await call('GET', url)).json()).toEqual(m)
    expect((await mealEvents(u)).map((e) => e.type)).toEqual(['meals:created', 'meals:updated'])
    // The same correction again writes nothing.
    expect((await call('PUT', `${url}/items/1`, { food_id: 'milk_skim' })).json()).toEqual(m)
    expect((await mealEvents(u)).map((e) => e.type)).toEqual(['meals:created', 'meals:updated'])
  })

  it('replaces an item with a food the search found, at the weight given', async () => {
    const { meal, url } = await logMeal({ description: 'a banana and a glass of milk' })
    const found = (await call('GET', '/foods?q=oat%20milk&limit=5')).json().foods
    const oat = found[0]
    expect(oat.food_id).toBe('oat_milk')
    expect(meal.summary.data.items[1].alternatives.map((a: { food_id: string }) => a.food_id)).not.toContain('oat_milk')
    const m = (await call('PUT', `${url}/items/1`, { food_id: oat.food_id, grams: 200 })).json()
    const item: Item = m.summary.data.items[1]
    expect(item).toMatchObject({ food_id: 'oat_milk', food: oat.food, grams: 200, quantity: 200, unit: 'g', corrected: true, confidence: 1 })
    expect(item.calories).toBe(Math.round(oat.calories_per_100g * 2))
    expect(m.summary.data.totals.calories).toBe(sumOf(m.summary.data.items))
    // At a multiplier, the weight given is the weight eaten.
    const { url: doubled } = await logMeal({ description: 'a banana', portion_multiplier: 2 })
    const d = (await call('PUT', `${doubled}/items/0`, { food_id: 'banana', grams: 100 })).json().summary.data.items[0]
    expect(d).toMatchObject({ grams: 100, quantity: 50, unit: 'g', food_id: 'banana', corrected: true })
  })

  it('keeps a correction across a new analysis while the item’s text is unchanged, and drops it when it changed', async () => {
    const { url } = await logMeal({ description: 'a banana and a glass of milk' })
    await call('PUT', `${url}/items/1`, { food_id: 'milk_skim' })
    const kept = (await call('PATCH', url, { description: 'a banana, a glass of milk and an apple' })).json().summary.data
    expect(kept.items.map((i: Item) => [i.text, i.food_id, i.corrected ?? false])).toEqual([
      ['a banana', 'banana', false],
      ['a glass of milk', 'milk_skim', true],
      ['an apple', 'apple', false],
    ])
    expect(kept.items[1].alternatives[0].food_id).toBe('milk_whole')
    expect(kept.totals.calories).toBe(sumOf(kept.items))
    // A new multiplier scales the corrected item too.
    const scaled = (await call('PATCH', url, { portion_multiplier: 2 })).json().summary.data
    expect(scaled.items[1]).toMatchObject({ food_id: 'milk_skim', corrected: true, confidence: 1 })
    expect(scaled.items[1].grams).toBeCloseTo(2 * kept.items[1].grams, 1)
    // "2 glasses of milk" is another item: the analysis reads it afresh.
    const changed = (await call('PATCH', url, { description: 'a banana and 2 glasses of milk', portion_multiplier: 1 })).json().summary.data
    expect(changed.items.map((i: Item) => [i.text, i.food_id, i.corrected ?? false])).toEqual([
      ['a banana', 'banana', false],
      ['2 glasses of milk', 'milk_whole', false],
    ])
  })

  it('refuses an unknown food (400), an item that is not there (404), and bad input', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana and a glass of milk' })
    const put = (path: string, body: object) => call('PUT', `${url}${path}`, body)
    expect((await put('/items/0', { food_id: 'zorblax' })).json()).toEqual({ error: 'body/food_id names no food of the table (GET /foods finds them)' })
    expect((await put('/items/0', { food_id: 'zorblax' })).statusCode).toBe(400)
    const out = await put('/items/2', { food_id: 'banana' })
    expect(out.statusCode).toBe(404)
    expect(out.json()).toEqual({ error: 'meal item not found' })
    expect((await put('/items/-1', { food_id: 'banana' })).statusCode).toBe(400)
    expect((await put('/items/one', { food_id: 'banana' })).statusCode).toBe(400)
    expect((await put('/items/0', { food_id: 'banana', grams: 0 })).json()).toEqual({ error: 'body/grams must be > 0' })
    expect((await put('/items/0', { food_id: 'banana', confidence: 1 })).json()).toEqual({ error: 'body/confidence is not a known property' })
    expect((await put('/items/0', {})).json()).toEqual({ error: 'body/food_id is required' })
    expect((await call('PUT', `/users/${u}/nutrition/meals/${randomUUID()}/items/0`, { food_id: 'banana' })).json()).toEqual({ error: 'meal not found' })
    // Nothing was written.
    expect((await call('GET', url)).json()).toEqual(meal)
    expect((await mealEvents(u)).map((e) => e.type)).toEqual(['meals:created'])
  })
})

describe('DELETE /users/{user_id}/nutrition/meals/{meal_id}', () => {
  it('deletes the meal and its summary and appends meals:deleted with ids only', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana', meal_time: '2026-03-01T08:00:00Z' })
    const res = await call('DELETE', url)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await call('GET', url)).json()).toEqual({ error: 'meal not found' })
    expect((await call('GET', `/users/${u}/ai/summaries/${meal.summary_id}`)).statusCode).toBe(404)
    expect((await call('GET', `/users/${u}/nutrition/meals`)).json().meals).toEqual([])
    expect((await call('GET', `/users/${u}/ai/summaries`)).json().summaries).toEqual([])
    const ev = await mealEvents(u)
    expect(ev.map((e) => e.type)).toEqual(['meals:created', 'meals:deleted'])
    expect(ev[1]!.data).toEqual({ project_id: p.projectId, user_id: u, meal_id: meal.id, summary_id: meal.summary_id })
    expect((await call('DELETE', url)).json()).toEqual({ error: 'meal not found' })
    expect((await call('DELETE', `/users/${u}/nutrition/meals/not-a-uuid`)).statusCode).toBe(404)
    expect((await call('DELETE', `/users/${uniqueUserId()}/nutrition/meals/${meal.id}`)).json()).toEqual({ error: 'user not found' })
    expect((await mealEvents(u)).length).toBe(2)
  })

  it('deleting a meal’s summary deletes the meal (meals:deleted); a summary without a meal goes alone', async () => {
    const { u, meal, url } = await logMeal({ description: 'a banana' })
    const other = (await post(`/users/${u}/nutrition/meals`, { description: 'an apple' })).json()
    expect((await call('DELETE', `/users/${u}/ai/summaries/${meal.summary_id}`)).statusCode).toBe(204)
    expect((await call('GET', url)).statusCode).toBe(404)
    expect((await call('GET', `/users/${u}/nutrition/meals`)).json().meals.map((m: { id: string }) => m.id)).toEqual([other.id])
    const ev = await mealEvents(u)
    expect(ev.map((e) => e.type)).toEqual(['meals:created', 'meals:created', 'meals:deleted'])
    expect(ev[2]!.data).toEqual({ project_id: p.projectId, user_id: u, meal_id: meal.id, summary_id: meal.summary_id })
    const custom = (await post(`/users/${u}/ai/summaries`, { type: 'meal', data: { description: 'a pear' } })).json()
    expect((await call('DELETE', `/users/${u}/ai/summaries/${custom.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/users/${u}/ai/summaries/${custom.id}`)).statusCode).toBe(404)
    expect((await mealEvents(u)).length).toBe(3)
    expect((await call('GET', `/users/${u}/nutrition/meals`)).json().meals.map((m: { id: string }) => m.id)).toEqual([other.id])
  })
})

describe('insight jobs of a meal’s days', () => {
  it('a change queues the day and week of the meal’s old and new local day; a deletion those of its day', async () => {
    const u = await user({ tz_offset: 3600 })
    const meal = (await post(`/users/${u}/nutrition/meals`, { description: 'a banana', meal_time: '2026-03-01T23:30:00Z' })).json()
    const url = `/users/${u}/nutrition/meals/${meal.id}`
    // Jobs of a closed period wait 5 s before they run: what a request queued is still there.
    const jobs = async () =>
      (
        await t.app.db.query<{ job: string }>(
          `SELECT kind || ' ' || key AS job FROM insight_jobs WHERE project_id = $1 AND user_id = $2 AND kind IN ('day', 'week') ORDER BY 1`,
          [p.projectId, u],
        )
      ).rows.map((r) => r.job)
    const clear = () => t.app.db.query('DELETE FROM insight_jobs WHERE project_id = $1 AND user_id = $2', [p.projectId, u])
    await clear()
    expect((await call('PATCH', url, { meal_time: '2026-03-05T12:00:00Z' })).statusCode).toBe(200)
    // 23:30 UTC on the 1st is the 2nd at UTC+1.
    expect(await jobs()).toEqual(['day 2026-03-02', 'day 2026-03-05', 'week 2026-03-02'])
    await clear()
    expect((await call('DELETE', url)).statusCode).toBe(204)
    expect(await jobs()).toEqual(['day 2026-03-05', 'week 2026-03-02'])
    const custom = (await post(`/users/${u}/ai/summaries`, { type: 'meal', data: { description: 'a pear', meal_time: '2026-03-09T08:00:00Z' } })).json()
    await clear()
    expect((await call('DELETE', `/users/${u}/ai/summaries/${custom.id}`)).statusCode).toBe(204)
    expect(await jobs()).toEqual(['day 2026-03-09', 'week 2026-03-09'])
  })
})

describe('GET /foods', () => {
  it('finds foods of the analysis table, best match first, with their nutrients and portions', async () => {
    const res = await call('GET', '/foods?q=banana&limit=5')
    expect(res.statusCode, res.body).toBe(200)
    const { foods } = res.json()
    expect(foods.length).toBe(5)
    expect(foods[0]).toMatchObject({ food_id: 'banana', food: 'Banana' })
    expect(Object.keys(foods[0])).toEqual([
      'food_id',
      'food',
      'calories_per_100g',
      'protein_g_per_100g',
      'carbohydrate_g_per_100g',
      'fat_g_per_100g',
      'portions',
    ])
    expect(foods[0].calories_per_100g).toBeGreaterThan(80)
    expect(foods[0].calories_per_100g).toBeLessThan(100)
    expect(foods[0].portions.length).toBeGreaterThan(0)
    for (const f of foods) expect(f.food.toLowerCase()).toContain('banana')
    expect(new Set(foods.map((f: { food_id: string }) => f.food_id)).size).toBe(foods.length)
    // The start of a word, as it is typed; a food id; a food the alternatives do not name.
    expect((await call('GET', '/foods?q=banan')).json().foods[0].food_id).toBe('banana')
    expect((await call('GET', '/foods?q=fndds:63107010')).json().foods[0]).toMatchObject({ food_id: 'fndds:63107010', food: 'Banana, raw' })
    expect((await call('GET', '/foods?q=zxqvw')).json()).toEqual({ foods: [] })
    expect((await call('GET', '/foods?q=milk')).json().foods.length).toBe(20)
  })

  it.each([
    ['', 'querystring/q is required'],
    ['?q=', 'querystring/q must NOT have fewer than 1 characters'],
    ['?q=%20%20', 'querystring/q must not be blank'],
    ['?q=apple&limit=0', 'querystring/limit must be >= 1'],
    ['?q=apple&limit=101', 'querystring/limit must be <= 100'],
    ['?q=apple&page=2', 'querystring/page is not a known property'],
    ['?q=apple%FF', 'querystring is not valid UTF-8'],
    ['?q=%ED%A0%80', 'querystring is not valid UTF-8'],
    ['?q=apple%00', 'text must not contain NUL (\\u0000) characters'],
  ])('refuses %s', async (query, error) => {
    const res = await call('GET', `/foods${query}`)
    expect(res.json()).toEqual({ error })
    expect(res.statusCode).toBe(400)
  })
})

describe('scopes of the meal routes', () => {
  it('needs nutrition:read, nutrition:update and nutrition:delete', async () => {
    const { url } = await logMeal({ description: 'a banana' })
    const read = await p.token(['nutrition:read'])
    const others = await p.token(['nutrition:create', 'ai_summaries:read', 'ai_summaries:delete'])
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['GET', '/foods?q=apple', undefined],
    ] as const) {
      const r = await call(method, path, body, others)
      expect(r.statusCode, path).toBe(403)
      expect(r.json()).toEqual({ error: 'insufficient_scope' })
      expect((await call(method, path, body, read)).statusCode, path).toBe(200)
    }
    for (const [method, path, body, scope] of [
      ['PATCH', url, { comment: 'x' }, 'nutrition:update'],
      ['PUT', `${url}/items/0`, { food_id: 'banana' }, 'nutrition:update'],
      ['DELETE', url, undefined, 'nutrition:delete'],
    ] as const) {
      const r = await call(method, path, body, read)
      expect(r.statusCode, `${method} ${path}`).toBe(403)
      expect(r.headers['www-authenticate']).toContain(`scope="${scope}"`)
      expect((await call(method, path, body, await p.token([scope]))).statusCode, `${method} ${path}`).toBeLessThan(300)
    }
  })

  it('webhook endpoints may subscribe to meals:updated and meals:deleted', async () => {
    // A project of its own, where no event is written; a public address as a literal: registration resolves nothing.
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const res = await post(
      `/v1/projects/${q.projectId}/webhooks`,
      { url: 'https://93.184.216.34/hook', events: ['meals:updated', 'meals:deleted'] },
      t.app,
      tok,
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().events).toEqual(['meals:updated', 'meals:deleted'])
    const bogus = await post(`/v1/projects/${q.projectId}/webhooks`, { url: 'https://93.184.216.34/hook', events: ['meals:eaten'] }, t.app, tok)
    expect(bogus.statusCode).toBe(400)
    await t.app.inject({ method: 'DELETE', url: `/v1/projects/${q.projectId}/webhooks/${res.json().id}`, headers: bearer(tok) })
  })
})
