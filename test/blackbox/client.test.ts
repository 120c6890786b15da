// Black box: the generated TypeScript client (@healthd/client, built from openapi.json) against the
// real built server. Every operation of the OpenAPI document is called through the typed client
// (the list below is checked at compile time against the generated `operations`, and at run time
// against openapi.json and against what was actually sent), so an API change that breaks clients
// breaks this test. The hand-written token layer is exercised too: one token for many calls,
// refresh on expiry, one retry with a fresh token on a 401, token errors, fixed user tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createHealthdClient, HealthdTokenError, type HealthdClient, type operations } from '@healthd/client'
import {
  basicAuth,
  killAll,
  removeAllDirs,
  ROOT,
  runStorage,
  startServer,
  tokenRequest,
  uniqueSuffix,
  waitFor,
  type RunningServer,
} from '../helpers/process.js'
import { startIdp, type TestIdp } from '../helpers/idp.js'
import { gpx } from '../helpers/device-files.js'

/** Every operation of the API, each called below. */
const EXERCISED = [
  'getHealth',
  'getReadiness',
  'getJwks',
  'getAuthorizationServerMetadata',
  'getConfig',
  'createServerToken',
  'createSdkToken',
  'createOAuthToken',
  'getProject',
  'createOAuthClient',
  'listOAuthClients',
  'revokeOAuthClient',
  'createIdentityProvider',
  'listIdentityProviders',
  'deleteIdentityProvider',
  'updateUser',
  'getUser',
  'listUsers',
  'listHabits',
  'getHabitCover',
  'getProtectedResourceMetadata',
  'getProtectedResourceMetadataForMcp',
  'postMcp',
  'putActivity',
  'getActivity',
  'listActivities',
  'deleteActivity',
  'putDailyRecord',
  'getDailyRecord',
  'listDailyRecords',
  'deleteDailyRecord',
  'putBaseline',
  'getBaseline',
  'listBaselines',
  'deleteBaseline',
  'listSummaries',
  'createSummary',
  'getSummary',
  'updateSummary',
  'deleteSummary',
  'listFacts',
  'deleteFact',
  'createMeal',
  'listMeals',
  'getMeal',
  'updateMeal',
  'correctMealItem',
  'deleteMeal',
  'searchFoods',
  'putCustomRecord',
  'getCustomRecord',
  'deleteCustomRecord',
  'listCustomRecords',
  'putDataSync',
  'createChatCompletion',
  'createWebhook',
  'listWebhooks',
  'deleteWebhook',
  'rotateWebhookSecret',
  'listWebhookDeliveries',
  'retryWebhookDelivery',
  'listEvents',
  'createCustomRecordType',
  'listCustomRecordTypes',
  'getCustomRecordType',
  'updateCustomRecordType',
  'deleteCustomRecordType',
  'exportUser',
  'deleteUser',
  'listAuditLog',
  'createImport',
  'getImport',
  'listImports',
  'getProjectSourcePriority',
  'putProjectSourcePriority',
  'getUserSourcePriority',
  'putUserSourcePriority',
  'deleteUserSourcePriority',
] as const satisfies readonly (keyof operations)[]

// Compile time: an operation of the generated client that the list above leaves out fails `npm run typecheck`.
type NotExercised = Exclude<keyof operations, (typeof EXERCISED)[number]>
const everyOperationListed: [NotExercised] extends [never] ? true : { missing: NotExercised } = true
void everyOperationListed

const suffix = uniqueSuffix()
const storage = runStorage()
const PROJECT = `client_${suffix}`
const CLIENT = `client-bb-${suffix}`
const SECRET = `client-secret-${uniqueSuffix(24)}`
const USER = `client-user-${suffix}`
const APP_USER = `client-app-user-${suffix}`
const DAY = '2026-03-10'

let server: RunningServer
let base: string
let idp: TestIdp
let receiver: Server
let receiverUrl: string
const received: { type: string }[] = []

/** `METHOD /path/{template}` of every request the operation clients sent, read by the last test. */
const sent = new Set<string>()
function recording(client: HealthdClient): HealthdClient {
  client.use({
    onRequest({ request, schemaPath }) {
      sent.add(`${request.method} ${schemaPath}`)
      return undefined
    },
  })
  return client
}

/** A fetch that counts token and API requests, and can rewrite token responses. */
function countingFetch(rewriteToken?: (body: Record<string, unknown>, n: number) => Record<string, unknown>) {
  const counts = { token: 0, api: 0 }
  const fetchImpl = async (req: Request): Promise<Response> => {
    const isToken = new URL(req.url).pathname === '/oauth/token'
    if (isToken) counts.token++
    else counts.api++
    const res = await fetch(req)
    if (!isToken || !rewriteToken || !res.ok) return res
    const body = rewriteToken((await res.json()) as Record<string, unknown>, counts.token)
    return new Response(JSON.stringify(body), { status: res.status, headers: res.headers })
  }
  return { counts, fetch: fetchImpl }
}

let client: HealthdClient

afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await idp?.close()
  await new Promise((r) => receiver?.close(r))
  await killAll()
  removeAllDirs()
})

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (d: string) => (body += d))
    req.on('end', () => {
      try {
        received.push(JSON.parse(body) as { type: string })
      } catch {
        // not JSON: not counted
      }
      res.statusCode = 204
      res.end()
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
  idp = await startIdp()
  server = await startServer({
    ...storage.env,
    BOOTSTRAP_PROJECT_ID: PROJECT,
    BOOTSTRAP_CLIENT_ID: CLIENT,
    BOOTSTRAP_CLIENT_SECRET: SECRET,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1',
  })
  base = server.url
  client = recording(createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET }))
}, 60_000)

const user = { path: { user_id: USER } }
const project = { path: { project_id: PROJECT } }

describe('@healthd/client: every operation, typed, against the real server', () => {
  it('service and discovery endpoints, without credentials', async () => {
    const anon = recording(createHealthdClient({ baseUrl: `${base}/` }))
    const health = await anon.GET('/healthz')
    expect(health.response.status).toBe(200)
    const ready = await anon.GET('/readyz')
    expect(ready.data?.status).toBe('ok')
    const jwks = await anon.GET('/.well-known/jwks.json')
    expect(jwks.data?.keys.length).toBeGreaterThan(0)
    const meta = await anon.GET('/.well-known/oauth-authorization-server')
    expect(meta.data?.token_endpoint).toBe(`${meta.data?.issuer}/oauth/token`)
    const prm = await anon.GET('/.well-known/oauth-protected-resource')
    expect(prm.data?.authorization_servers.length).toBeGreaterThan(0)
    const prmMcp = await anon.GET('/.well-known/oauth-protected-resource/mcp')
    expect(prmMcp.data?.resource).toMatch(/\/mcp$/)
    const config = await anon.GET('/config')
    expect(config.data?.daily_record_types).toContain('scores')
    expect(config.response.headers.get('cache-control')).toMatch(/public/)
    const cover = await anon.GET('/habits/covers/{category}.svg', { params: { path: { category: 'sleep' } }, parseAs: 'text' })
    expect(cover.response.headers.get('content-type')).toMatch(/svg/)
    expect(cover.data).toMatch(/<svg/)
    // A protected route without a token: a typed error result, not an exception.
    const denied = await anon.GET('/users/{user_id}', { params: user })
    expect(denied.response.status).toBe(401)
    expect(denied.error?.error).toBeTruthy()
  })

  it('token endpoints, called as operations', async () => {
    const authorization = basicAuth(CLIENT, SECRET)
    const oauth = await client.POST('/oauth/token', {
      body: { grant_type: 'client_credentials', scope: 'users:read' },
      bodySerializer: (b) => new URLSearchParams(b as Record<string, string>).toString(),
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(oauth.data?.token_type).toBe('Bearer')
    expect(oauth.data?.expires_in).toBeGreaterThan(0)
    const serverToken = await client.POST('/v1/projects/{project_id}/auth/server', {
      params: project,
      body: { scope: 'users:read' },
      headers: { authorization },
    })
    expect(serverToken.data?.access_token).toMatch(/^ey/)
    const bad = await client.POST('/v1/projects/{project_id}/auth/server', {
      params: project,
      body: {},
      headers: { authorization: basicAuth(CLIENT, 'wrong-secret-0123456789') },
    })
    expect(bad.response.status).toBe(401)
    expect(bad.error?.error).toBe('invalid_client')
  })

  it('project administration: project, OAuth clients, identity providers, SDK sign-in, user tokens', async () => {
    const p = await client.GET('/v1/projects/{project_id}', { params: project })
    expect(p.data?.project_id).toBe(PROJECT)

    const created = await client.POST('/v1/projects/{project_id}/oauth_clients', {
      params: project,
      body: { name: 'narrow', type: 'confidential', scopes: ['users:read'] },
    })
    expect(created.response.status).toBe(201)
    const narrowId = created.data!.client_id
    expect(created.data?.client_secret).toBeTruthy()
    const listed = await client.GET('/v1/projects/{project_id}/oauth_clients', { params: project })
    expect(listed.data?.map((c) => c.client_id)).toContain(narrowId)
    expect(listed.data?.every((c) => !('client_secret' in c))).toBe(true)

    // A client limited to users:read: reading works, writing is refused with a typed 403.
    const narrow = createHealthdClient({ baseUrl: base, clientId: narrowId, clientSecret: created.data!.client_secret!, scope: ['users:read'] })
    const write = await narrow.PATCH('/users/{user_id}', { params: user, body: { firstname: 'No' } })
    expect(write.response.status).toBe(403)
    expect(write.error?.error).toBeTruthy()
    const revoked = await client.POST('/v1/projects/{project_id}/oauth_clients/{client_id}/revoke', {
      params: { path: { project_id: PROJECT, client_id: narrowId } },
    })
    expect(revoked.data?.revoked_at).toBeTruthy()

    const idpRow = await client.POST('/v1/projects/{project_id}/identity_providers', {
      params: project,
      body: { issuer: idp.issuer, audience: 'app-client', jwks_uri: idp.jwksUri },
    })
    expect(idpRow.response.status).toBe(201)
    const idps = await client.GET('/v1/projects/{project_id}/identity_providers', { params: project })
    expect(idps.data?.map((i) => i.id)).toContain(idpRow.data!.id)

    const app = await client.POST('/v1/projects/{project_id}/oauth_clients', { params: project, body: { name: 'app', type: 'public' } })
    expect(app.data?.client_secret).toBeUndefined()
    const signIn = await client.POST('/v1/projects/{project_id}/auth/sdk', {
      params: project,
      body: { grant: 'exchange', token: await idp.sign({ sub: APP_USER }), client_id: app.data!.client_id },
    })
    expect(signIn.data?.user_id).toBe(APP_USER)
    const refreshed = await client.POST('/v1/projects/{project_id}/auth/sdk', {
      params: project,
      body: { grant: 'refresh', token: signIn.data!.refresh_token, client_id: app.data!.client_id },
    })
    expect(refreshed.data?.refresh_token).not.toBe(signIn.data!.refresh_token)

    // A fixed user token (what an app holds after sign-in): its own user, nobody else.
    const asUser = recording(createHealthdClient({ baseUrl: base, token: refreshed.data!.access_token }))
    const me = await asUser.GET('/users/{user_id}', { params: { path: { user_id: APP_USER } } })
    expect(me.data?.id).toBe(APP_USER)
    const other = await asUser.GET('/users/{user_id}', { params: user })
    expect(other.response.status).toBe(403)

    const removed = await client.DELETE('/v1/projects/{project_id}/identity_providers/{id}', { params: { path: { project_id: PROJECT, id: idpRow.data!.id } } })
    expect(removed.response.status).toBe(204)
    expect(removed.data).toBeUndefined()
  })

  it('users: PATCH creates, GET reads, the list pages, a 404 is a typed error', async () => {
    const patched = await client.PATCH('/users/{user_id}', {
      params: user,
      body: { firstname: 'Ada', tz_offset: 0, measurement_unit: 'metric', height: 170.5 },
    })
    expect(patched.data?.id).toBe(USER)
    expect(patched.data?.firstname).toBe('Ada')
    const got = await client.GET('/users/{user_id}', { params: user })
    expect(got.data?.height).toBe(170.5)
    const list = await client.GET('/users', { params: { query: { limit: 100 } } })
    expect(list.data?.users.map((u) => u.id)).toContain(USER)
    expect(list.data?.pagination.limit).toBe(100)
    const missing = await client.GET('/users/{user_id}', { params: { path: { user_id: `nobody-${suffix}` } } })
    expect(missing.response.status).toBe(404)
    expect(missing.error?.error).toMatch(/not found/i)
    expect(missing.data).toBeUndefined()
  })

  it('activities, daily records, baselines, data syncs', async () => {
    const workout = {
      type: 'workout' as const,
      start_datetime: `${DAY}T07:00:00.000Z`,
      end_datetime: `${DAY}T07:45:00.000Z`,
      data_source: 'client-test',
      duration_seconds: 2700,
      type_name: 'Running',
      tss: 55,
      calories: 480,
      created_at: `${DAY}T07:45:00.000Z`,
      updated_at: `${DAY}T07:45:00.000Z`,
    }
    const put = await client.PUT('/users/{user_id}/activities/{activity_id}', { params: { path: { user_id: USER, activity_id: 'run-1' } }, body: workout })
    expect(put.response.status).toBe(200)
    const act = await client.GET('/users/{user_id}/activities/{activity_id}', { params: { path: { user_id: USER, activity_id: 'run-1' } } })
    expect(act.data && 'type' in act.data && act.data.type === 'workout' ? act.data.tss : undefined).toBe(55)

    const dr = { path: { user_id: USER, type: 'scores' as const, day: DAY, name: 'sleep' } }
    const score = await client.PUT('/users/{user_id}/daily_records/{type}/{day}/{name}', { params: dr, body: { value: 82 } })
    expect(score.data?.value).toBe(82)
    const gotScore = await client.GET('/users/{user_id}/daily_records/{type}/{day}/{name}', { params: dr })
    expect(gotScore.data?.date).toBe(DAY)

    const bl = { path: { user_id: USER, baseline_id: 'sleep' } }
    const baseline = await client.PUT('/users/{user_id}/baselines/{baseline_id}', {
      params: bl,
      body: { data: { mean: 78.5, median: 79, size: 28, std: 6.2 } },
    })
    expect(baseline.data?.data.mean).toBe(78.5)
    const gotBaseline = await client.GET('/users/{user_id}/baselines/{baseline_id}', { params: bl })
    expect(gotBaseline.data?.data.size).toBe(28)

    // Listed, then deleted: the list answers typed pages, a deletion 204 and then 404.
    const acts = await client.GET('/users/{user_id}/activities', {
      params: { path: { user_id: USER }, query: { type: 'workout', start_date: DAY, end_date: DAY } },
    })
    expect(acts.data?.activities.map((a) => a.id)).toEqual(['run-1'])
    const scores = await client.GET('/users/{user_id}/daily_records/{type}', { params: { path: { user_id: USER, type: 'scores' }, query: { name: 'sleep' } } })
    expect(scores.data?.daily_records.map((r) => r.value)).toEqual([82])
    const baselines = await client.GET('/users/{user_id}/baselines', { params: { path: { user_id: USER }, query: { limit: 10 } } })
    expect(baselines.data?.baselines.map((b) => b.name)).toEqual(['sleep'])
    expect(baselines.data?.pagination.total).toBe(1)
    const deleted = await Promise.all([
      client.DELETE('/users/{user_id}/activities/{activity_id}', { params: { path: { user_id: USER, activity_id: 'run-1' } } }),
      client.DELETE('/users/{user_id}/daily_records/{type}/{day}/{name}', { params: dr }),
      client.DELETE('/users/{user_id}/baselines/{baseline_id}', { params: bl }),
    ])
    expect(deleted.map((d) => d.response.status)).toEqual([204, 204, 204])
    const again = await client.DELETE('/users/{user_id}/baselines/{baseline_id}', { params: bl })
    expect([again.response.status, again.error?.error]).toEqual([404, 'baseline not found'])
    expect((await client.GET('/users/{user_id}/activities/{activity_id}', { params: { path: { user_id: USER, activity_id: 'run-1' } } })).response.status).toBe(
      404,
    )

    const config = await client.GET('/config')
    const provider = config.data!.providers[0]!
    const sync = await client.PUT('/users/{user_id}/data_syncs/{provider}/{data_type}', {
      params: { path: { user_id: USER, provider, data_type: 'daily_records' } },
      body: { sync_type: 'backfill', status: 'ok' },
    })
    expect(sync.data?.provider).toBe(provider)
    const after = await client.GET('/users/{user_id}', { params: user })
    expect(after.data?.data_syncs.map((s) => s.provider)).toContain(provider)
  })

  it('custom record types and records', async () => {
    const type = await client.POST('/v1/projects/{project_id}/custom_record_types', {
      params: project,
      body: { name: 'mood', granularity: 'day', unit: 'points', value: { minimum: 0, maximum: 10 } },
    })
    expect(type.response.status).toBe(201)
    const types = await client.GET('/v1/projects/{project_id}/custom_record_types', { params: project })
    expect(types.data?.custom_record_types.map((t) => t.name)).toContain('mood')
    const typePath = { path: { project_id: PROJECT, name: 'mood' } }
    const updated = await client.PATCH('/v1/projects/{project_id}/custom_record_types/{name}', { params: typePath, body: { description: 'How the day felt' } })
    expect(updated.data?.description).toBe('How the day felt')
    const gotType = await client.GET('/v1/projects/{project_id}/custom_record_types/{name}', { params: typePath })
    expect(gotType.data?.unit).toBe('points')

    const rec = { path: { user_id: USER, type: 'mood', record_id: 'm-1' } }
    const put = await client.PUT('/users/{user_id}/custom_records/{type}/{record_id}', { params: rec, body: { date: DAY, value: 7 } })
    expect(put.data?.id).toBe('m-1')
    const got = await client.GET('/users/{user_id}/custom_records/{type}/{record_id}', { params: rec })
    expect(got.data?.value).toBe(7)
    const list = await client.GET('/users/{user_id}/custom_records/{type}', { params: { path: { user_id: USER, type: 'mood' } } })
    expect(list.data?.custom_records.map((r) => r.id)).toEqual(['m-1'])
    const outOfRange = await client.PUT('/users/{user_id}/custom_records/{type}/{record_id}', { params: rec, body: { date: DAY, value: 11 } })
    expect(outOfRange.response.status).toBe(400)
    expect(outOfRange.error?.error).toBeTruthy()
    const del = await client.DELETE('/users/{user_id}/custom_records/{type}/{record_id}', { params: rec })
    expect(del.response.status).toBe(204)

    // A type that still has records cannot go; a fresh one can.
    const spare = await client.POST('/v1/projects/{project_id}/custom_record_types', { params: project, body: { name: 'spare', granularity: 'instant' } })
    expect(spare.response.status).toBe(201)
    const dropped = await client.DELETE('/v1/projects/{project_id}/custom_record_types/{name}', { params: { path: { project_id: PROJECT, name: 'spare' } } })
    expect(dropped.response.status).toBe(204)
  })

  it('imports: a file uploaded as the raw body, read back to its end, listed', async () => {
    const start = Date.parse(`${DAY}T06:00:00Z`)
    const points = Array.from({ length: 60 }, (_, i) => ({ t: start + i * 10_000, lat: 47.6 + i * 1e-4, lon: -52.8, hr: 140 + (i % 9) }))
    const file = gpx({ creator: 'Garmin Forerunner 265', tracks: [{ type: 'running', points }] })
    const up = await client.POST('/users/{user_id}/imports', {
      params: { path: { user_id: USER }, query: { format: 'gpx' } },
      body: file,
      bodySerializer: (b: string) => b,
      headers: { 'content-type': 'application/gpx+xml' },
    })
    expect(up.response.status, JSON.stringify(up.error)).toBe(202)
    const id = up.data!.id
    let status = up.data!.status
    for (let i = 0; status === 'queued' || status === 'running'; i++) {
      expect(i).toBeLessThan(300)
      await new Promise((r) => setTimeout(r, 100))
      status = (await client.GET('/users/{user_id}/imports/{import_id}', { params: { path: { user_id: USER, import_id: id } } })).data!.status
    }
    expect(status).toBe('completed')
    const list = await client.GET('/users/{user_id}/imports', { params: { path: { user_id: USER }, query: { limit: 10 } } })
    expect(list.data?.imports.map((x) => x.id)).toContain(id)
  })

  it('source priority: the project lists, a user list over them, and removed again', async () => {
    const put = await client.PUT('/v1/projects/{project_id}/source_priority', { params: project, body: { default: ['garmin'], sleep: ['oura'] } })
    expect(put.response.status, JSON.stringify(put.error)).toBe(200)
    expect((await client.GET('/v1/projects/{project_id}/source_priority', { params: project })).data).toMatchObject({ default: ['garmin'], sleep: ['oura'] })
    const user = { path: { user_id: USER } }
    const mine = await client.PUT('/users/{user_id}/source_priority', { params: user, body: { steps: ['iphone'] } })
    expect(mine.response.status, JSON.stringify(mine.error)).toBe(200)
    expect((await client.GET('/users/{user_id}/source_priority', { params: user })).data).toMatchObject({ steps: ['iphone'] })
    const unknown = await client.PUT('/users/{user_id}/source_priority', { params: user, body: { naps: ['x'] } as never })
    expect(unknown.response.status).toBe(400)
    expect((await client.DELETE('/users/{user_id}/source_priority', { params: user })).response.status).toBe(204)
    expect((await client.GET('/users/{user_id}/source_priority', { params: user })).data).toEqual({})
  })

  it('webhooks, meals, summaries, events, deliveries', async () => {
    const hook = await client.POST('/v1/projects/{project_id}/webhooks', {
      params: project,
      body: { url: receiverUrl, events: ['meals:*'], description: 'client test' },
    })
    expect(hook.response.status).toBe(201)
    expect(hook.data?.secret).toMatch(/^whsec_/)
    const hookPath = { path: { project_id: PROJECT, id: hook.data!.id } }
    const rotated = await client.POST('/v1/projects/{project_id}/webhooks/{id}/rotate-secret', { params: hookPath })
    expect(rotated.data?.secret).not.toBe(hook.data!.secret)
    const hooks = await client.GET('/v1/projects/{project_id}/webhooks', { params: project })
    expect(hooks.data?.map((h) => h.id)).toContain(hook.data!.id)

    const meal = await client.POST('/users/{user_id}/nutrition/meals', {
      params: user,
      body: { description: 'two boiled eggs and a slice of toast', meal_time: `${DAY}T08:00:00.000Z`, meal_type: 'breakfast' },
    })
    expect(meal.response.status).toBe(201)
    expect(meal.data?.summary_id).toBeTruthy()
    const meals = await client.GET('/users/{user_id}/nutrition/meals', { params: { ...user, query: { start_date: DAY, end_date: DAY } } })
    expect(meals.data?.meals.map((m) => m.id)).toContain(meal.data!.id)

    const summaries = await client.GET('/users/{user_id}/ai/summaries', { params: { ...user, query: { name: 'MealSummary' } } })
    expect(summaries.data?.summaries.map((s) => s.id)).toContain(meal.data!.summary_id)
    const made = await client.POST('/users/{user_id}/ai/summaries', {
      params: user,
      body: { type: 'meal', data: { description: 'an apple', meal_time: `${DAY}T15:00:00.000Z` } },
    })
    expect(made.response.status).toBe(201)
    const sp = { path: { user_id: USER, summary_id: made.data!.id } }
    const got = await client.GET('/users/{user_id}/ai/summaries/{summary_id}', { params: sp })
    expect(got.data?.name).toBe('MealSummary')
    const rated = await client.PATCH('/users/{user_id}/ai/summaries/{summary_id}', { params: sp, body: { user_rating: 1, user_comment: 'spot on' } })
    expect(rated.data?.user_rating).toBe(1)
    const gone = await client.DELETE('/users/{user_id}/ai/summaries/{summary_id}', { params: sp })
    expect(gone.response.status).toBe(204)
    const again = await client.GET('/users/{user_id}/ai/summaries/{summary_id}', { params: sp })
    expect(again.response.status).toBe(404)

    // One meal: read, corrected with a food the search found, changed, deleted.
    const lunch = await client.POST('/users/{user_id}/nutrition/meals', { params: user, body: { description: 'a banana and a glass of milk' } })
    const mp = { path: { user_id: USER, meal_id: lunch.data!.id } }
    const one = await client.GET('/users/{user_id}/nutrition/meals/{meal_id}', { params: mp })
    expect(one.data).toEqual(lunch.data)
    const foods = await client.GET('/foods', { params: { query: { q: 'oat milk', limit: 3 } } })
    expect(foods.data?.foods[0]?.food_id).toBe('oat_milk')
    const corrected = await client.PUT('/users/{user_id}/nutrition/meals/{meal_id}/items/{index}', {
      params: { path: { ...mp.path, index: 1 } },
      body: { food_id: foods.data!.foods[0]!.food_id, grams: 250 },
    })
    expect(corrected.response.status).toBe(200)
    const items = corrected.data!.summary!.data['items'] as { food_id: string; corrected?: boolean }[]
    expect(items[1]).toMatchObject({ food_id: 'oat_milk', corrected: true })
    const changed = await client.PATCH('/users/{user_id}/nutrition/meals/{meal_id}', { params: mp, body: { portion_multiplier: 1.5, meal_type: 'lunch' } })
    expect(changed.data).toMatchObject({ portion_multiplier: 1.5, meal_type: 'lunch', summary_id: lunch.data!.summary_id })
    const removed = await client.DELETE('/users/{user_id}/nutrition/meals/{meal_id}', { params: mp })
    expect(removed.response.status).toBe(204)
    expect((await client.GET('/users/{user_id}/nutrition/meals/{meal_id}', { params: mp })).error).toEqual({ error: 'meal not found' })

    const facts = await client.GET('/users/{user_id}/facts', { params: user })
    expect(Array.isArray(facts.data?.facts)).toBe(true)
    const noFact = await client.DELETE('/users/{user_id}/facts/{fact_id}', {
      params: { path: { user_id: USER, fact_id: '00000000-0000-4000-8000-000000000000' } },
    })
    expect(noFact.response.status).toBe(404)
    expect(noFact.error?.error).toBeTruthy()

    const events = await client.GET('/v1/projects/{project_id}/events', { params: { ...project, query: { after: 0, limit: 1000 } } })
    expect(events.data?.events.map((e) => e.type)).toContain('meals:created')

    const delivered = await waitFor(async () => {
      const r = await client.GET('/v1/projects/{project_id}/webhooks/{id}/deliveries', { params: hookPath })
      return r.data?.find((d) => d.type === 'meals:created' && d.status === 'succeeded')
    }, 20_000)
    const retried = await client.POST('/v1/projects/{project_id}/webhooks/{id}/deliveries/{delivery_id}/retry', {
      params: { path: { ...hookPath.path, delivery_id: delivered.id } },
    })
    expect(retried.data).toEqual({ id: delivered.id, status: 'pending' })
    await waitFor(async () => {
      const r = await client.GET('/v1/projects/{project_id}/webhooks/{id}/deliveries', { params: hookPath })
      const d = r.data?.find((x) => x.id === delivered.id)
      return d && d.status === 'succeeded' && d.attempts >= 2
    }, 20_000)
    expect(received.filter((e) => e.type === 'meals:created').length).toBeGreaterThanOrEqual(2)

    const deleted = await client.DELETE('/v1/projects/{project_id}/webhooks/{id}', { params: hookPath })
    expect(deleted.response.status).toBe(204)
  }, 60_000)

  it('habits, chat completions, MCP', async () => {
    const habits = await client.GET('/habits')
    expect(Array.isArray(habits.data)).toBe(true)

    const chat = await client.POST('/users/{user_id}/chat/completions', { params: user, body: { messages: [{ role: 'user', content: 'How did I sleep?' }] } })
    // The operation also answers text/event-stream (stream: true), so data is the JSON object or text.
    const completion = typeof chat.data === 'object' ? chat.data : undefined
    expect(completion?.object).toBe('chat.completion')
    expect(completion?.choices[0]?.message.content).toBeTruthy()

    const mcp = await client.POST('/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    })
    expect(mcp.response.status).toBe(200)
    const tools = (mcp.data as { result?: { tools?: { name: string }[] } }).result?.tools?.map((t) => t.name)
    expect(tools).toContain('get_profile')
  })

  it('users’ rights: export, erasure, the audit log', async () => {
    const gone = { path: { user_id: `client-erased-${suffix}` } }
    expect((await client.PATCH('/users/{user_id}', { params: gone, body: { firstname: 'Grace', tz_offset: 0 } })).response.status).toBe(200)
    const exported = await client.GET('/users/{user_id}/export', { params: gone, parseAs: 'text' })
    expect(exported.response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    const lines = String(exported.data)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> })
    expect(lines[0]).toMatchObject({ type: 'profile', data: { id: gone.path.user_id, firstname: 'Grace' } })
    expect(lines.at(-1)!.type).toBe('end')

    const erased = await client.DELETE('/users/{user_id}', { params: gone })
    expect(erased.response.status).toBe(204)
    const again = await client.DELETE('/users/{user_id}', { params: gone })
    expect(again.error?.error).toBe('user not found')

    const audit = await client.GET('/v1/projects/{project_id}/audit_log', { params: { path: { project_id: PROJECT } } })
    expect(audit.data?.entries.find((e) => e.action === 'user.erased')?.target).toEqual({ type: 'user', id: gone.path.user_id })
  })

  it('called every operation of openapi.json', () => {
    const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> }
    const byCall = new Map<string, string>()
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) if (op.operationId) byCall.set(`${method.toUpperCase()} ${p}`, op.operationId)
    }
    expect([...byCall.values()].sort(), 'openapi.json and the generated client disagree: run `npm run client:generate`').toEqual([...EXERCISED].sort())
    const called = [...sent].map((c) => byCall.get(c) ?? c)
    expect(new Set(called)).toEqual(new Set(EXERCISED))
  })
})

describe('@healthd/client: tokens', () => {
  it('fetches one token for many calls, parallel ones included', async () => {
    const f = countingFetch()
    const c = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET, fetch: f.fetch })
    const results = await Promise.all(Array.from({ length: 5 }, () => c.GET('/users/{user_id}', { params: user })))
    for (const r of results) expect(r.data?.id).toBe(USER)
    expect((await c.GET('/users', {})).data?.users.length).toBeGreaterThan(0)
    expect(f.counts).toEqual({ token: 1, api: 6 })
  })

  it('refreshes the token shortly before it expires', async () => {
    // The server's tokens live an hour; this client is told 4 s, so it refreshes after 2 s.
    const f = countingFetch((body) => ({ ...body, expires_in: 4 }))
    const c = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET, fetch: f.fetch })
    expect((await c.GET('/users/{user_id}', { params: user })).data?.id).toBe(USER)
    expect((await c.GET('/users/{user_id}', { params: user })).data?.id).toBe(USER)
    expect(f.counts.token).toBe(1)
    await new Promise((r) => setTimeout(r, 2_100))
    expect((await c.GET('/users/{user_id}', { params: user })).data?.id).toBe(USER)
    expect(f.counts).toEqual({ token: 2, api: 3 })
  })

  it('retries once with a fresh token when the server answers 401, body included', async () => {
    // The first token is spoiled (its signature cut): the server refuses it.
    const f = countingFetch((body, n) => (n === 1 ? { ...body, access_token: String(body['access_token']).slice(0, -8) } : body))
    const c = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET, fetch: f.fetch })
    const r = await c.PATCH('/users/{user_id}', { params: user, body: { lastname: 'Lovelace' } })
    expect(r.response.status).toBe(200)
    expect(r.data?.lastname).toBe('Lovelace')
    expect(f.counts).toEqual({ token: 2, api: 2 })
    expect((await c.GET('/users/{user_id}', { params: user })).data?.lastname).toBe('Lovelace')
    expect(f.counts).toEqual({ token: 2, api: 3 })
  })

  it('retries only once: a token refused again gives the 401 result', async () => {
    const f = countingFetch((body) => ({ ...body, access_token: 'not-a-token' }))
    const c = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET, fetch: f.fetch })
    const r = await c.GET('/users/{user_id}', { params: user })
    expect(r.response.status).toBe(401)
    expect(r.error?.error).toBeTruthy()
    expect(f.counts).toEqual({ token: 2, api: 2 })
  })

  it('rejects with HealthdTokenError when the token endpoint refuses', async () => {
    const c = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: 'wrong-secret-0123456789' })
    const err = await c.GET('/users/{user_id}', { params: user }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(HealthdTokenError)
    expect((err as HealthdTokenError).status).toBe(401)
    expect((err as HealthdTokenError).error).toBe('invalid_client')
    const scoped = createHealthdClient({ baseUrl: base, clientId: CLIENT, clientSecret: SECRET, scope: 'no-such:scope' })
    const scopeErr = await scoped.GET('/users', {}).catch((e: unknown) => e)
    expect((scopeErr as HealthdTokenError).error).toBe('invalid_scope')
  })

  it('a fixed token can come from a function, called per request', async () => {
    let calls = 0
    const c = createHealthdClient({
      baseUrl: base,
      token: async () => {
        calls++
        const t = await tokenRequest(base, CLIENT, SECRET, { resource: `urn:healthd:project:${PROJECT}` })
        return String(t.body['access_token'])
      },
    })
    expect((await c.GET('/users/{user_id}', { params: user })).data?.id).toBe(USER)
    expect((await c.GET('/users/{user_id}', { params: user })).data?.id).toBe(USER)
    expect(calls).toBe(2)
  })
})
