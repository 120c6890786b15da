// Path ids that a table keeps as uuid (summaries, meals, facts, webhook endpoints and deliveries,
// identity providers): one that is not a UUID names nothing, so it is a 404 like any unknown id,
// never a database error (PostgreSQL refuses the text with 22P02, which would be a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string
let user: string
let webhook: string
let delivery: string
let idp: string

/** Texts that are not UUIDs: the last two passed the identity provider route's old check or are one digit long. */
const NOT_UUIDS = [
  'not-a-uuid',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '------------------------------------',
  '12345678-1234-1234-1234-1234567890ab0',
  '%F0%9F%98%80',
]

/** The path parameters whose column is a uuid. */
const UUID_PARAMS = ['summary_id', 'meal_id', 'fact_id', 'id', 'delivery_id']

interface Case {
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT'
  /** The route as the OpenAPI document names it. */
  route: string
  /** The URL with `X` where the id under test goes. */
  url: (x: string) => string[]
  body?: object
  error: string
}

const CASES: Case[] = [
  { method: 'GET', route: '/users/{user_id}/ai/summaries/{summary_id}', url: (x) => [`/users/${user}/ai/summaries/${x}`], error: 'summary not found' },
  {
    method: 'PATCH',
    route: '/users/{user_id}/ai/summaries/{summary_id}',
    url: (x) => [`/users/${user}/ai/summaries/${x}`],
    body: { user_rating: 1 },
    error: 'summary not found',
  },
  { method: 'DELETE', route: '/users/{user_id}/ai/summaries/{summary_id}', url: (x) => [`/users/${user}/ai/summaries/${x}`], error: 'summary not found' },
  { method: 'GET', route: '/users/{user_id}/nutrition/meals/{meal_id}', url: (x) => [`/users/${user}/nutrition/meals/${x}`], error: 'meal not found' },
  {
    method: 'PATCH',
    route: '/users/{user_id}/nutrition/meals/{meal_id}',
    url: (x) => [`/users/${user}/nutrition/meals/${x}`],
    body: { comment: 'x' },
    error: 'meal not found',
  },
  { method: 'DELETE', route: '/users/{user_id}/nutrition/meals/{meal_id}', url: (x) => [`/users/${user}/nutrition/meals/${x}`], error: 'meal not found' },
  {
    method: 'PUT',
    route: '/users/{user_id}/nutrition/meals/{meal_id}/items/{index}',
    url: (x) => [`/users/${user}/nutrition/meals/${x}/items/0`],
    body: { food_id: 'banana' },
    error: 'meal not found',
  },
  { method: 'DELETE', route: '/users/{user_id}/facts/{fact_id}', url: (x) => [`/users/${user}/facts/${x}`], error: 'fact not found' },
  {
    method: 'DELETE',
    route: '/v1/projects/{project_id}/webhooks/{id}',
    url: (x) => [`/v1/projects/${p.projectId}/webhooks/${x}`],
    error: 'webhook endpoint not found',
  },
  {
    method: 'POST',
    route: '/v1/projects/{project_id}/webhooks/{id}/rotate-secret',
    url: (x) => [`/v1/projects/${p.projectId}/webhooks/${x}/rotate-secret`],
    error: 'webhook endpoint not found',
  },
  {
    method: 'GET',
    route: '/v1/projects/{project_id}/webhooks/{id}/deliveries',
    url: (x) => [`/v1/projects/${p.projectId}/webhooks/${x}/deliveries`],
    error: 'webhook endpoint not found',
  },
  {
    method: 'POST',
    route: '/v1/projects/{project_id}/webhooks/{id}/deliveries/{delivery_id}/retry',
    // Either id, with the other one real.
    url: (x) => [
      `/v1/projects/${p.projectId}/webhooks/${x}/deliveries/${delivery}/retry`,
      `/v1/projects/${p.projectId}/webhooks/${webhook}/deliveries/${x}/retry`,
    ],
    error: 'delivery not found',
  },
  {
    method: 'DELETE',
    route: '/v1/projects/{project_id}/identity_providers/{id}',
    url: (x) => [`/v1/projects/${p.projectId}/identity_providers/${x}`],
    error: 'identity provider not found',
  },
]

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
  user = uniqueUserId()
  const call = async (method: 'PATCH' | 'POST', url: string, payload: object, status: number) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), payload })
    expect(res.statusCode, res.body).toBe(status)
    return res.json()
  }
  await call('PATCH', `/users/${user}`, {}, 200)
  // An endpoint no one listens on (its deliveries fail and wait for their retry), and a meal that queues one delivery to it.
  webhook = (await call('POST', `/v1/projects/${p.projectId}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['meals:created'] }, 201)).id
  idp = (await call('POST', `/v1/projects/${p.projectId}/identity_providers`, { issuer: 'https://issuer.example', audience: 'app' }, 201)).id
  await call('POST', `/users/${user}/nutrition/meals`, { description: 'an apple' }, 201)
  const r = await t.app.db.query<{ id: string }>('SELECT delivery_id::text AS id FROM webhook_deliveries WHERE project_id = $1 AND endpoint_id = $2', [
    p.projectId,
    webhook,
  ])
  delivery = r.rows[0]!.id
})
afterAll(() => t.close())

describe('ids in paths that are not UUIDs', () => {
  it('every route with a uuid path parameter is covered here', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      UUID_PARAMS.some((n) => path.includes(`{${n}}`)) ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`) : [],
    )
    expect(routes.sort()).toEqual(CASES.map((c) => `${c.method} ${c.route}`).sort())
  })

  for (const c of CASES) {
    it(`${c.method} ${c.route}: 404 ${c.error}`, async () => {
      for (const x of NOT_UUIDS) {
        for (const url of c.url(x)) {
          const res = await t.app.inject({ method: c.method, url, headers: bearer(token), ...(c.body ? { payload: c.body } : {}) })
          expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: { error: c.error } })
        }
      }
    })
  }

  it('the real ids still work', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/projects/${p.projectId}/webhooks/${webhook}/deliveries/${delivery}/retry`,
      headers: bearer(token),
    })
    expect([200, 409]).toContain(res.statusCode)
    const gone = await t.app.inject({ method: 'DELETE', url: `/v1/projects/${p.projectId}/identity_providers/${idp}`, headers: bearer(token) })
    expect(gone.statusCode).toBe(204)
  })
})
