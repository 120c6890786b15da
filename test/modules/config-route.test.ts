// GET /config: every value is the service's own constant, ETag and 304, public and private
// caching, the token's project's custom record types, and bad tokens refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { bearer, createTestApp, createTestProject, privateDatabase, type TestApp, type TestProject } from '../helpers/app.js'
import { BODY_LIMIT } from '../../src/app/index.js'
import { PROVIDERS, PageQuery } from '../../src/schemas/common.js'
import { DEFAULT_LIMIT } from '../../src/http/pagination.js'
import { ALL_SCOPES } from '../../src/auth/scopes.js'
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '../../src/analysis/types.js'
import { MEAL_TEXT_LANGUAGES, resolveLanguage } from '../../src/analysis/meal-text.js'
import { DAILY_RECORD_TYPES, DATA_LIMIT_BYTES } from '../../src/modules/daily-records/schemas.js'
import { SUMMARY_NAMES } from '../../src/modules/summaries/schemas.js'
import { FACT_TYPES } from '../../src/modules/facts/schemas.js'
import { HABIT_CATEGORIES } from '../../src/modules/habits/schemas.js'
import { MEAL_TYPES } from '../../src/modules/meals/schemas.js'
import { EVENT_KINDS } from '../../src/modules/webhooks/routes.js'
import { BUILT_IN_TYPES } from '../../src/modules/custom-records/schemas.js'
import { audienceFor } from '../../src/http/auth.js'
import { revokeClient } from '../../src/modules/auth/clients-repository.js'

let t: TestApp
let p: TestProject
let token: string
let own: Awaited<ReturnType<typeof privateDatabase>>

// Lifetimes other than the defaults, so the test shows they come from the configuration.
const ENV = { ACCESS_TOKEN_TTL: '1234', REFRESH_TOKEN_TTL: '864000', REFRESH_TOKEN_IDLE_TTL: '7200' }

beforeAll(async () => {
  // Its own database: the tests below rename and fill custom_record_types.
  own = await privateDatabase()
  t = await createTestApp({ ...ENV, ...(own ? { DATABASE_URL: own.url } : {}) })
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(async () => {
  await t?.close()
  await own?.drop()
})

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/config', headers })

async function expectedPublicBody() {
  const openapi = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  return {
    api_version: openapi.info.version,
    providers: [...PROVIDERS],
    daily_record_types: [...DAILY_RECORD_TYPES],
    summary_names: [...SUMMARY_NAMES],
    fact_types: [...FACT_TYPES],
    habit_categories: [...HABIT_CATEGORIES],
    meal_types: [...MEAL_TYPES],
    scopes: [...ALL_SCOPES],
    webhook_event_kinds: [...EVENT_KINDS],
    nutrients: NUTRIENT_KEYS.map((key) => ({ key, unit: NUTRIENT_UNITS[key] })),
    languages: [...MEAL_TEXT_LANGUAGES],
    default_language: resolveLanguage(undefined),
    limits: {
      page_size_min: PageQuery.limit.minimum,
      page_size_max: PageQuery.limit.maximum,
      page_size_default: DEFAULT_LIMIT,
      page_key_max_length: PageQuery.page.maxLength,
      body_bytes: BODY_LIMIT,
      daily_record_data_bytes: DATA_LIMIT_BYTES,
    },
    token_lifetimes: {
      access_token_seconds: 1234,
      refresh_token_seconds: 864000,
      refresh_token_idle_seconds: 7200,
    },
  }
}

/** A token the service signed, with claims changed: expired, or for another project. */
function signed(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  return t.app.jwt.sign({
    iss: t.config.publicUrl,
    aud: audienceFor(p.projectId),
    exp: now + 600,
    nbf: now,
    jti: randomUUID(),
    sub: p.clientId,
    project_id: p.projectId,
    principal_type: 'client',
    scope: 'users:read',
    client_id: p.clientId,
    ...claims,
  })
}

async function insertType(projectId: string, name: string, extra: { description?: string; unit?: string; value?: object; data_schema?: object } = {}) {
  await t.app.db.query(
    `INSERT INTO custom_record_types (project_id, name, description, granularity, unit, value, data_schema, created_at, updated_at)
     VALUES ($1, $2, $3, 'day', $4, $5, $6, '2026-01-02T03:04:05.678Z', '2026-02-03T04:05:06.789Z')`,
    [
      projectId,
      name,
      extra.description ?? null,
      extra.unit ?? null,
      extra.value ? JSON.stringify(extra.value) : null,
      extra.data_schema ? JSON.stringify(extra.data_schema) : null,
    ],
  )
}

describe('GET /config without a token', () => {
  it('lists exactly the constants the service validates with, the configured lifetimes and no custom record types', async () => {
    const res = await get()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual(await expectedPublicBody())
    expect(res.json()).not.toHaveProperty('custom_record_types')
  })

  it('states the page limits the list routes enforce', async () => {
    const { limits } = (await get()).json()
    const list = (limit: number) => t.app.inject({ method: 'GET', url: `/users?limit=${limit}`, headers: bearer(token) })
    expect((await list(limits.page_size_max)).statusCode).toBe(200)
    expect((await list(limits.page_size_max + 1)).statusCode).toBe(400)
    expect((await list(limits.page_size_min - 1)).statusCode).toBe(400)
    const page = (await t.app.inject({ method: 'GET', url: '/users', headers: bearer(token) })).json()
    expect(page.pagination.limit).toBe(limits.page_size_default)
  })

  it('is publicly cacheable for five minutes, varies by Authorization and carries a strong ETag', async () => {
    const res = await get()
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(String(res.headers['vary'])).toMatch(/authorization/i)
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]+"$/)
    // The same representation, the same tag.
    expect((await get()).headers['etag']).toBe(res.headers['etag'])
  })

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const etag = String((await get()).headers['etag'])
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get({ 'if-none-match': inm })
      expect(res.statusCode, inm).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers['etag']).toBe(etag)
      expect(res.headers['cache-control']).toBe('public, max-age=300')
      expect(res.headers['content-type']).toBeUndefined()
    }
    const stale = await get({ 'if-none-match': '"not-the-current-tag"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(await expectedPublicBody())
  })
})

/** The project's own types: those every project has (the built-in ones) left out. */
const ownTypes = (types: { name: string }[]) => types.filter((x) => !(BUILT_IN_TYPES as readonly string[]).includes(x.name))

describe('GET /config with a token', () => {
  it('is private for a minute and adds the project’s custom record types (only the built-in ones yet)', async () => {
    const res = await get(bearer(token))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, max-age=60')
    expect(String(res.headers['vary'])).toMatch(/authorization/i)
    const body = res.json()
    expect(body.custom_record_types.map((x: { name: string }) => x.name)).toEqual([...BUILT_IN_TYPES].sort())
    expect({ ...body, custom_record_types: [] }).toEqual({ ...(await expectedPublicBody()), custom_record_types: [] })
    // Another representation than the public one: another tag.
    expect(res.headers['etag']).not.toBe((await get()).headers['etag'])
  })

  it('accepts any valid token of the project, whatever its scopes', async () => {
    const narrow = await p.token(['facts:read'])
    const res = await get(bearer(narrow))
    expect(res.statusCode).toBe(200)
    expect(ownTypes(res.json().custom_record_types)).toEqual([])
  })

  it('lists the token’s project’s types by name, in full, and no other project’s', async () => {
    const other = await createTestProject(t.app)
    await insertType(p.projectId, 'mood', { description: 'How the day felt', value: { minimum: 1, maximum: 5 } })
    await insertType(p.projectId, 'glucose', { unit: 'mg/dL', data_schema: { type: 'object', properties: { fasting: { type: 'boolean' } } } })
    await insertType(other.projectId, 'steps_other')

    const res = await get(bearer(token))
    expect(res.statusCode).toBe(200)
    expect(ownTypes(res.json().custom_record_types)).toEqual([
      {
        name: 'glucose',
        granularity: 'day',
        unit: 'mg/dL',
        data_schema: { type: 'object', properties: { fasting: { type: 'boolean' } } },
        created_at: '2026-01-02T03:04:05.678Z',
        updated_at: '2026-02-03T04:05:06.789Z',
      },
      {
        name: 'mood',
        description: 'How the day felt',
        granularity: 'day',
        value: { minimum: 1, maximum: 5 },
        created_at: '2026-01-02T03:04:05.678Z',
        updated_at: '2026-02-03T04:05:06.789Z',
      },
    ])
    const theirs = (await get(bearer(await other.token()))).json()
    expect(ownTypes(theirs.custom_record_types).map((x: { name: string }) => x.name)).toEqual(['steps_other'])
  })

  it('answers 304 to the private ETag, and a new one once the types change', async () => {
    const first = await get(bearer(token))
    const etag = String(first.headers['etag'])
    const same = await get({ ...bearer(token), 'if-none-match': etag })
    expect(same.statusCode).toBe(304)
    expect(same.body).toBe('')
    expect(same.headers['cache-control']).toBe('private, max-age=60')

    await insertType(p.projectId, `t_${randomUUID().slice(0, 8)}`)
    const changed = await get({ ...bearer(token), 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers['etag']).not.toBe(etag)
  })
})

describe('GET /config with a bad token', () => {
  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['a malformed token', async () => bearer('not-a-token')],
    ['a tampered signature', async () => bearer(token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA'))],
    ['an Authorization header that is not a bearer token', async () => ({ authorization: p.basic })],
    ['an expired token', async () => bearer(signed({ exp: Math.floor(Date.now() / 1000) - 3600, nbf: Math.floor(Date.now() / 1000) - 7200 }))],
    ['a token whose audience is another project', async () => bearer(signed({ aud: audienceFor('someone-else') }))],
    ['a user token without user_id', async () => bearer(signed({ principal_type: 'user' }))],
  ]

  it.each(cases)('refuses %s with 401 {error} only, even with a matching If-None-Match', async (_what, headers) => {
    const etag = String((await get()).headers['etag'])
    for (const extra of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
      const res = await get({ ...(await headers()), ...extra })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'invalid_token' })
      expect(res.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/)
      expect(res.headers['cache-control']).toBeUndefined()
      expect(res.headers['etag']).toBeUndefined()
    }
  })

  it('refuses the token of a revoked client', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    // Revoked before its first use: the guard's revocation cache (30 s, as for every route) holds nothing yet.
    await revokeClient(t.app.db, proj.projectId, proj.clientId)
    const res = await get(bearer(tok))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'invalid_token' })
  })
})

describe('GET /config in the OpenAPI document', () => {
  it('is the public operation getConfig with an optional token and documented 200 and 304 answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const op = doc.paths['/config'].get
    expect(op.operationId).toBe('getConfig')
    expect(op.security).toEqual([{}, { oauth2: [] }])
    const schema = op.responses['200'].content['application/json'].schema
    expect(Object.keys(schema.properties)).toEqual(Object.keys({ ...(await expectedPublicBody()), custom_record_types: [] }))
    expect(schema.properties.custom_record_types.description).toMatch(/token/)
    expect(schema.properties.summary_names.items.enum).toEqual([...SUMMARY_NAMES])
    expect(Object.keys(op.responses['200'].headers)).toEqual(['cache-control', 'etag'])
    expect(op.responses['304'].description).toMatch(/Not modified/)
    expect(op.responses['304'].content).toBeUndefined()
    expect(op.responses['4XX'].content['application/json'].schema.required).toEqual(['error'])
  })
})
