// Black box: the MCP server at POST /mcp, through the official SDK client against the built
// server. Tools are listed by the token's scopes, read exactly what was written over the HTTP API
// (with `sources` naming it), log a meal; a client finds the token endpoint from a 401 through
// RFC 9728 and RFC 8414 metadata; a user token reaches only its own user and another project's
// token finds no user at all, whichever tool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { freePort, killAll, removeAllDirs, runCli, runStorage, startServer, tokenRequest, uniqueSuffix, type RunningServer } from '../helpers/process.js'
import { startIdp, type TestIdp } from '../helpers/idp.js'

const suffix = uniqueSuffix()
const storage = runStorage()
const PROJECT = `mcp_${suffix}`
const OTHER_PROJECT = `mcp_other_${suffix}`
const CLIENT = `mcp-client-${suffix}`
const SECRET = `mcp-secret-${uniqueSuffix(24)}`
const USER = `mcp-user-${suffix}`
/** The user the app signs in as (a user token's user). */
const APP_USER = `mcp-app-user-${suffix}`
const DAY = '2026-03-10'

/** Every tool, with arguments it accepts: the isolation checks go through each one. */
const TOOL_ARGS: Record<string, Record<string, unknown>> = {
  get_profile: {},
  list_summaries: {},
  list_facts: {},
  list_daily_records: {},
  list_activities: {},
  list_meals: {},
  list_baselines: {},
  list_custom_records: { type: 'mood' },
  log_meal: { description: 'two boiled eggs and a slice of toast' },
}
const READ_SCOPES = [
  'users:read',
  'activities:read',
  'daily_records:read',
  'baselines:read',
  'ai_summaries:read',
  'facts:read',
  'nutrition:read',
  'custom_records:read',
]

let server: RunningServer
let idp: TestIdp
let base: string
/** The bootstrap client's token: every scope of the project. */
let full: string
let limited: string
let userToken: string
let otherProject: string
const clients: Client[] = []

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined)
  await server?.stop().catch(() => undefined)
  await idp?.close()
  await killAll()
  removeAllDirs()
})

async function api(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

async function write(method: string, path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await api(method, path, token, body)
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300)
  return r.body
}

async function clientToken(projectId: string, clientId: string, secret: string): Promise<string> {
  const t = await tokenRequest(base, clientId, secret, { resource: `urn:healthd:project:${projectId}` })
  expect(t.status, JSON.stringify(t.body)).toBe(200)
  return String(t.body['access_token'])
}

async function cliJson(args: string[]): Promise<Record<string, unknown>> {
  const r = await runCli([...args, '--json'], storage.env, { timeoutMs: 60_000 })
  expect(r.code, `healthd ${args.join(' ')}:\n${r.stdout}\n${r.stderr}`).toBe(0)
  return JSON.parse(r.stdout) as Record<string, unknown>
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'healthd-blackbox', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } })
  await client.connect(transport)
  clients.push(client)
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

/** A successful call's result: its text and its structured content say the same. */
async function ok(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = await call(client, name, args)
  const text = (r.content[0] as { text: string }).text
  expect(r.isError, `${name}: ${text}`).toBeFalsy()
  expect(JSON.parse(text)).toEqual(r.structuredContent)
  return r.structuredContent as Record<string, unknown>
}

/** A failed call's message. */
async function refused(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const r = await call(client, name, args)
  expect(r.isError, `${name} should fail: ${JSON.stringify(r)}`).toBe(true)
  expect(r.structuredContent).toBeUndefined()
  return (r.content[0] as { text: string }).text
}

type Source = { type: string; id: string }
type ListResult = { total: number; returned: number; items: Record<string, unknown>[]; sources: Source[] }

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = await startServer({
    ...storage.env,
    PORT: String(port),
    PUBLIC_URL: base,
    BOOTSTRAP_PROJECT_ID: PROJECT,
    BOOTSTRAP_CLIENT_ID: CLIENT,
    BOOTSTRAP_CLIENT_SECRET: SECRET,
  })
  full = await clientToken(PROJECT, CLIENT, SECRET)

  // A backend client that may read only summaries and facts.
  const narrow = await write('POST', `/v1/projects/${PROJECT}/oauth_clients`, full, {
    name: 'narrow',
    type: 'confidential',
    scopes: 'ai_summaries:read facts:read',
  })
  limited = await clientToken(PROJECT, String(narrow['client_id']), String(narrow['client_secret']))

  // An app signs in with an identity provider's ID token: a token confined to its user.
  idp = await startIdp()
  await write('POST', `/v1/projects/${PROJECT}/identity_providers`, full, { issuer: idp.issuer, audience: 'app-client', jwks_uri: idp.jwksUri })
  const app = await write('POST', `/v1/projects/${PROJECT}/oauth_clients`, full, { name: 'app', type: 'public' })
  const signIn = await fetch(`${base}/v1/projects/${PROJECT}/auth/sdk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant: 'exchange', token: await idp.sign({ sub: APP_USER }), client_id: app['client_id'] }),
  })
  const session = (await signIn.json()) as Record<string, unknown>
  expect(signIn.status, JSON.stringify(session)).toBe(200)
  expect(session['user_id']).toBe(APP_USER)
  userToken = String(session['access_token'])

  // Another project, with a record type of the same name, so every tool gets as far as the user.
  await cliJson(['projects', 'create', '--id', OTHER_PROJECT, '--name', 'other'])
  const other = await cliJson(['clients', 'create', '--project', OTHER_PROJECT])
  otherProject = await clientToken(OTHER_PROJECT, String(other['client_id']), String(other['client_secret']))

  const moodType = { name: 'mood', granularity: 'day', unit: 'points', value: { minimum: 0, maximum: 10 } }
  await write('POST', `/v1/projects/${PROJECT}/custom_record_types`, full, moodType)
  await write('POST', `/v1/projects/${OTHER_PROJECT}/custom_record_types`, otherProject, moodType)

  // The user's data, written through the API.
  await write('PATCH', `/users/${USER}`, full, { firstname: 'Ada', tz_offset: 0 })
  await write('PUT', `/users/${USER}/daily_records/scores/${DAY}/sleep`, full, { value: 82 })
  await write('PUT', `/users/${USER}/activities/run-1`, full, {
    type: 'workout',
    start_datetime: `${DAY}T07:00:00.000Z`,
    end_datetime: `${DAY}T07:45:00.000Z`,
    data_source: 'blackbox',
    duration_seconds: 2700,
    type_name: 'Running',
    tss: 55,
    calories: 480,
    average_hr: 148,
    max_hr: 171,
    hr_zone_durations_seconds: [300, 900, 1200, 300],
    created_at: `${DAY}T07:45:00.000Z`,
    updated_at: `${DAY}T07:45:00.000Z`,
  })
  await write('PUT', `/users/${USER}/baselines/sleep`, full, { data: { mean: 78.5, median: 79, size: 28, std: 6.2 } })
  await write('PUT', `/users/${USER}/custom_records/mood/m-1`, full, { date: DAY, value: 7 })
  await write('PATCH', `/users/${APP_USER}`, full, { firstname: 'Grace', tz_offset: 3600 })
  await write('PUT', `/users/${APP_USER}/daily_records/scores/${DAY}/sleep`, full, { value: 64 })
}, 120_000)

describe(`MCP server (${storage.embedded ? 'embedded' : 'PostgreSQL'})`, () => {
  it('lists the tools the token may use, each with user_id and its read-only hint', async () => {
    const client = await connect(full)
    expect(client.getServerVersion()?.name).toBe('healthd')
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_ARGS).sort())
    for (const t of tools) {
      expect(t.description, t.name).toBeTruthy()
      expect(t.inputSchema.type).toBe('object')
      expect(t.inputSchema.properties?.['user_id'], t.name).toMatchObject({ type: 'string' })
      // A client token names the user on every call.
      expect(t.inputSchema.required, t.name).toContain('user_id')
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: t.name !== 'log_meal', destructiveHint: false, openWorldHint: false })
    }
    // The tool's own JSON Schema, closed, with user_id added.
    const listMeals = tools.find((t) => t.name === 'list_meals')!.inputSchema
    expect(Object.keys(listMeals.properties!).sort()).toEqual(['end_date', 'limit', 'start_date', 'user_id'])
    expect(listMeals['additionalProperties']).toBe(false)
    expect(listMeals.properties!['limit']).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 })
    expect(tools.find((t) => t.name === 'list_custom_records')!.inputSchema.required).toEqual(['type', 'user_id'])

    const narrow = await connect(limited)
    expect((await narrow.listTools()).tools.map((t) => t.name)).toEqual(['list_summaries', 'list_facts'])
    expect(await refused(narrow, 'list_daily_records', { user_id: USER })).toBe('the token lacks the scope daily_records:read that list_daily_records needs')
    const facts = (await ok(narrow, 'list_facts', { user_id: USER })) as unknown as ListResult
    expect(facts.sources).toEqual(facts.items.map((f) => ({ type: 'fact', id: String(f['id']) })))

    const app = await connect(userToken)
    const appTools = (await app.listTools()).tools
    expect(appTools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_ARGS).sort())
    // A user token's user is implied.
    expect(appTools.find((t) => t.name === 'get_profile')!.inputSchema.required ?? []).not.toContain('user_id')
  })

  it('reads what the API wrote, naming it in sources', async () => {
    const client = await connect(full)
    const profile = await ok(client, 'get_profile', { user_id: USER })
    expect(profile['profile']).toMatchObject({ id: USER, firstname: 'Ada', tz_offset: 0 })
    expect(profile['sources']).toEqual([{ type: 'profile', id: USER }])

    const records = (await ok(client, 'list_daily_records', { user_id: USER, type: 'scores', name: 'sleep' })) as unknown as ListResult
    expect(records.total).toBe(1)
    expect(records.items).toEqual([expect.objectContaining({ id: `scores/${DAY}/sleep`, date: DAY, name: 'sleep', value: 82 })])
    expect(records.sources).toEqual([{ type: 'daily_record', id: `scores/${DAY}/sleep` }])

    const activities = (await ok(client, 'list_activities', { user_id: USER, start_date: DAY, end_date: DAY })) as unknown as ListResult
    expect(activities.items).toEqual([expect.objectContaining({ id: 'run-1', type: 'workout', duration_seconds: 2700, tss: 55, calories: 480 })])
    expect(activities.sources).toEqual([{ type: 'activity', id: 'run-1', activity_type: 'workout' }])

    const baselines = (await ok(client, 'list_baselines', { user_id: USER })) as unknown as ListResult
    expect(baselines.items).toEqual([expect.objectContaining({ name: 'sleep', mean: 78.5, median: 79, std: 6.2, size: 28 })])
    expect(baselines.sources).toEqual([{ type: 'baseline', id: 'sleep' }])

    const mood = (await ok(client, 'list_custom_records', { user_id: USER, type: 'mood' })) as unknown as ListResult & { record_type: unknown }
    expect(mood.record_type).toMatchObject({ name: 'mood', unit: 'points' })
    expect(mood.items).toEqual([expect.objectContaining({ id: 'm-1', date: DAY, value: 7 })])
    expect(mood.sources).toEqual([{ type: 'custom_record', id: 'm-1', record_type: 'mood' }])

    // Nothing before that day: the app user's record of the same day is not this user's.
    const none = (await ok(client, 'list_daily_records', { user_id: USER, end_date: '2026-03-09' })) as unknown as ListResult
    expect(none).toMatchObject({ total: 0, returned: 0, items: [], sources: [] })
  })

  it('logs a meal that list_meals, list_summaries and the HTTP API then show', async () => {
    const client = await connect(full)
    const logged = await ok(client, 'log_meal', {
      user_id: USER,
      description: 'a bowl of oatmeal with a banana',
      meal_type: 'breakfast',
      meal_time: `${DAY}T08:00:00.000Z`,
    })
    const meal = logged['meal'] as { id: string; summary_id: string; description: string; meal_type: string }
    expect(meal).toMatchObject({ description: 'a bowl of oatmeal with a banana', meal_type: 'breakfast' })
    expect(logged['sources']).toEqual([{ type: 'meal', id: meal.id, summary_id: meal.summary_id }])

    const viaApi = await api('GET', `/users/${USER}/nutrition/meals`, full)
    expect(viaApi.status).toBe(200)
    expect((viaApi.body['meals'] as { id: string; summary_id: string }[]).map((m) => [m.id, m.summary_id])).toEqual([[meal.id, meal.summary_id]])

    const meals = (await ok(client, 'list_meals', { user_id: USER })) as unknown as ListResult
    expect(meals.total).toBe(1)
    expect(meals.items[0]).toMatchObject({ id: meal.id, description: 'a bowl of oatmeal with a banana', meal_type: 'breakfast' })
    expect(meals.sources).toEqual([{ type: 'meal', id: meal.id, summary_id: meal.summary_id }])

    const summaries = (await ok(client, 'list_summaries', { user_id: USER, name: 'MealSummary' })) as unknown as ListResult
    expect(summaries.items.map((s) => s['id'])).toEqual([meal.summary_id])
    expect(summaries.sources).toEqual([expect.objectContaining({ type: 'summary', id: meal.summary_id, name: 'MealSummary' })])
  })

  it('answers bad calls with a tool error, not a protocol error', async () => {
    const client = await connect(full)
    expect(await refused(client, 'list_daily_records', { user_id: USER, start_date: '2026-03-12', end_date: '2026-03-10' })).toBe(
      'start_date must not be after end_date',
    )
    expect(await refused(client, 'list_meals', { user_id: USER, limit: 500 })).toBe('arguments/limit must be <= 20')
    expect(await refused(client, 'list_meals', { user_id: USER, colour: 'red' })).toBe('arguments/colour is not a known property')
    expect(await refused(client, 'list_meals', {})).toMatch(/^user_id is required with a project \(client\) token/)
    expect(await refused(client, 'list_meals', { user_id: 'has space' })).toMatch(/^arguments\/user_id must be a user id/)
    expect(await refused(client, 'drop_tables', { user_id: USER })).toBe('unknown tool "drop_tables"')
    // An unknown tool is named as such before any argument is read: without user_id, or with bad ones.
    expect(await refused(client, 'drop_tables', {})).toBe('unknown tool "drop_tables"')
    expect(await refused(client, 'drop_tables', { user_id: 'has space', limit: 'x' })).toBe('unknown tool "drop_tables"')
  })

  it('refuses NUL in any string argument with the message the REST routes give', async () => {
    const rest = await fetch(`${base}/users/${encodeURIComponent(USER)}/nutrition/meals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'an apple\u0000' }),
    })
    expect(rest.status).toBe(400)
    const { error } = (await rest.json()) as { error: string }
    const client = await connect(full)
    expect(await refused(client, 'log_meal', { user_id: USER, description: 'an apple\u0000' })).toBe(error)
    expect(await refused(client, 'list_daily_records', { user_id: USER, name: 'sle\u0000ep' })).toBe(error)
    expect(await refused(client, 'list_meals', { user_id: `${USER}\u0000` })).toBe(error)
  })

  it('confines a user token to its own user, whichever tool', async () => {
    const app = await connect(userToken)
    for (const [name, args] of Object.entries(TOOL_ARGS)) {
      expect(await refused(app, name, { ...args, user_id: USER }), name).toBe("a user token reaches only its own user's data")
    }
    // Its own user, named or implied.
    expect((await ok(app, 'get_profile', {}))['profile']).toMatchObject({ id: APP_USER, firstname: 'Grace' })
    const own = (await ok(app, 'list_daily_records', { user_id: APP_USER })) as unknown as ListResult
    expect(own.items).toEqual([expect.objectContaining({ id: `scores/${DAY}/sleep`, value: 64 })])
    // The refused log_meal wrote nothing.
    expect((await api('GET', `/users/${USER}/nutrition/meals`, full)).body['meals']).toHaveLength(1)
    expect((await api('GET', `/users/${APP_USER}/nutrition/meals`, full)).body['meals']).toHaveLength(0)
  })

  it('finds no user of another project, whichever tool', async () => {
    const other = await connect(otherProject)
    expect((await other.listTools()).tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_ARGS).sort())
    for (const [name, args] of Object.entries(TOOL_ARGS)) {
      expect(await refused(other, name, { ...args, user_id: USER }), name).toBe('user not found')
    }
    expect((await api('GET', `/users/${USER}/nutrition/meals`, full)).body['meals']).toHaveLength(1)
  })

  it('answers 401 without a token, pointing at metadata that leads to the token endpoint', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
    const res = await fetch(`${base}/mcp`, { method: 'POST', headers, body: JSON.stringify(init) })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'invalid_token' })
    const metadataUrl = `${base}/.well-known/oauth-protected-resource/mcp`
    expect(res.headers.get('www-authenticate')).toBe(
      `Bearer realm="healthd", error="invalid_token", error_description="missing bearer token", resource_metadata="${metadataUrl}"`,
    )

    // A bad token is refused by the guard, with the same pointer.
    const bad = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...headers, authorization: 'Bearer not.a.token' }, body: JSON.stringify(init) })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="healthd", error="invalid_token", error_description="[^"]+", resource_metadata="([^"]+)"$/,
    )
    expect(bad.headers.get('www-authenticate')).toContain(`resource_metadata="${metadataUrl}"`)

    const expected = {
      resource: `${base}/mcp`,
      authorization_servers: [base],
      bearer_methods_supported: ['header'],
      resource_name: 'healthd',
      resource_documentation: `${base}/docs`,
    }
    for (const url of [metadataUrl, `${base}/.well-known/oauth-protected-resource`]) {
      const meta = await fetch(url)
      expect(meta.status, url).toBe(200)
      expect(meta.headers.get('cache-control')).toBe('public, max-age=300')
      const body = (await meta.json()) as Record<string, unknown>
      expect(body).toMatchObject(expected)
      expect([...(body['scopes_supported'] as string[])].sort()).toEqual([...READ_SCOPES, 'nutrition:create'].sort())
    }

    // RFC 8414 at the authorization server it names: the token endpoint, whose token opens /mcp.
    const as = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>
    expect(as['token_endpoint']).toBe(`${base}/oauth/token`)
    const token = await clientToken(PROJECT, CLIENT, SECRET)
    const answer = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify(init) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('mcp-session-id')).toBeNull()
    // Headers the API sets on every answer survive the SDK writing the response.
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('ratelimit-limit')).toMatch(/^\d+$/)
    expect(await answer.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'healthd' }, capabilities: { tools: {} } } })
  })

  it('is stateless: any request stands alone, notifications get 202, GET and DELETE get 405', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${limited}` }
    const list = await fetch(`${base}/mcp`, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'tools/list' }) })
    expect(list.status).toBe(200)
    const body = (await list.json()) as { id: string; result: { tools: { name: string }[] } }
    expect(body.id).toBe('a')
    expect(body.result.tools.map((t) => t.name)).toEqual(['list_summaries', 'list_facts'])

    const note = await fetch(`${base}/mcp`, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })
    expect(note.status).toBe(202)
    expect(await note.text()).toBe('')

    // Found by the fuzzer: an empty batch is an Invalid Request (JSON-RPC 2.0), not a 202.
    const empty = await fetch(`${base}/mcp`, { method: 'POST', headers, body: '[]' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: an empty batch' }, id: null })

    // Found by the fuzzer (seed 7): the message's own text gets the checks of every body, a lone
    // surrogate in clientInfo included; only a tool call's arguments are left to the call.
    const initialize = (name: string) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name, version: '1' } },
      })
    const lone = await fetch(`${base}/mcp`, { method: 'POST', headers, body: initialize('\udc00app') })
    expect(lone.status).toBe(400)
    expect(await lone.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32602, message: 'Invalid params: body/params/clientInfo/name must be valid Unicode text (it holds a lone surrogate)' },
      id: 7,
    })
    expect((await fetch(`${base}/mcp`, { method: 'POST', headers, body: initialize('app') })).status).toBe(200)

    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${limited}`, accept: 'text/event-stream' } })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect(((await res.json()) as { error: string }).error).toMatch(/stateless/)
    }
  })

  it('refuses Idempotency-Key: MCP requests are not replayed', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${full}`,
        'idempotency-key': `k-${suffix}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'log_meal', arguments: { user_id: USER, description: 'an apple' } },
      }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'Idempotency-Key is not accepted on /mcp: MCP requests are not replayed' })
    expect((await api('GET', `/users/${USER}/nutrition/meals`, full)).body['meals']).toHaveLength(1)
  })
})
