// Operations and discovery: health, readiness, metrics, OpenAPI, docs, JWKS, OAuth metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { bearer, createTestApp, createTestProject, type TestApp } from './helpers/app.js'
import { ALL_SCOPES } from '../src/auth/scopes.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('operations', () => {
  it('healthz and readyz answer ok without a token', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.json()).toEqual({ status: 'ok' })
    }
  })

  it('metrics count requests by route and show the pool', async () => {
    const p = await createTestProject(t.app)
    await t.app.inject({ method: 'GET', url: '/users', headers: bearer(await p.token()) })
    await get('/nope')
    const res = await get('/metrics')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/healthd_http_requests_total\{method="GET",route="\/users",status_code="200"\} \d+/)
    expect(res.body).toMatch(/healthd_http_requests_total\{method="GET",route="not_found",status_code="404"\} \d+/)
    expect(res.body).toMatch(/healthd_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/users",status_code="200"\}/)
    expect(res.body).toMatch(/healthd_db_pool_connections\{state="total"\} \d+/)
    expect(res.body).toMatch(/healthd_db_pool_connections\{state="waiting"\} \d+/)
  })

  it('serves an OpenAPI 3.1 document generated from the routes, with security schemes and scopes', async () => {
    const res = await get('/openapi.json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.version).toBe('1.0.0')
    const flows = doc.components.securitySchemes.oauth2.flows.clientCredentials
    expect(flows.tokenUrl).toBe(`${t.config.publicUrl}/oauth/token`)
    expect(Object.keys(flows.scopes).sort()).toEqual([...ALL_SCOPES].sort())
    expect(doc.paths['/users/{user_id}'].patch.requestBody.content['application/json'].schema.additionalProperties).toBe(false)
    expect(doc.paths['/users/{user_id}'].patch.responses['4XX'] ?? doc.paths['/users/{user_id}'].patch.responses['4xx']).toBeDefined()
    expect(doc.paths['/oauth/token'].post.requestBody.content['application/x-www-form-urlencoded']).toBeDefined()
    expect(doc.paths['/v1/projects/{project_id}/auth/server']).toBeDefined()
    expect(doc.paths['/metrics']).toBeUndefined()
  })

  it('names every operation once, marks public ones security: [], and has one daily-record PUT', async () => {
    const doc = (await get('/openapi.json')).json()
    const ids: string[] = []
    for (const [path, ops] of Object.entries<Record<string, { operationId?: string; security?: unknown[] }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/)
        ids.push(op.operationId!)
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
    const publicOps: Array<[string, string]> = [
      ['/healthz', 'get'],
      ['/readyz', 'get'],
      ['/.well-known/jwks.json', 'get'],
      ['/v1/projects/{project_id}/auth/sdk', 'post'],
    ]
    for (const [path, method] of publicOps) {
      expect(doc.paths[path][method].security, path).toEqual([])
    }
    expect(doc.paths['/users/{user_id}'].patch.security).toEqual([{ oauth2: ['users:update'] }])
    const dailyPaths = Object.keys(doc.paths).filter((p) => p.includes('/daily_records/'))
    expect([...dailyPaths].sort()).toEqual(['/users/{user_id}/daily_records/{type}', '/users/{user_id}/daily_records/{type}/{day}/{name}'])
    expect(dailyPaths.filter((p) => doc.paths[p].put)).toEqual(['/users/{user_id}/daily_records/{type}/{day}/{name}'])
    const put = doc.paths['/users/{user_id}/daily_records/{type}/{day}/{name}'].put
    expect(put.operationId).toBe('putDailyRecord')
    expect(put.parameters.find((x: { name: string }) => x.name === 'type').schema.enum).toEqual(['scores', 'zones', 'logs'])
    expect(put.requestBody.content['application/json'].schema.anyOf).toHaveLength(3)
    // The status codes the specification names for PUT activity.
    expect(Object.keys(doc.paths['/users/{user_id}/activities/{activity_id}'].put.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '500']))
  })

  it('renders a browsable reference at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
  })

  it('publishes the JWKS that verifies issued tokens', async () => {
    const jwks = (await get('/.well-known/jwks.json')).json()
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: t.app.signingKey.kid })
    expect(jwks.keys[0].d).toBeUndefined()
    const p = await createTestProject(t.app)
    const { payload, protectedHeader } = await jwtVerify(await p.token(), createLocalJWKSet(jwks), {
      issuer: t.config.publicUrl,
      audience: `urn:healthd:project:${p.projectId}`,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    })
    expect(payload.project_id).toBe(p.projectId)
    expect(protectedHeader.kid).toBe(t.app.signingKey.kid)
  })

  it('publishes RFC 8414 metadata', async () => {
    const m = (await get('/.well-known/oauth-authorization-server')).json()
    expect(m).toMatchObject({
      issuer: t.config.publicUrl,
      token_endpoint: `${t.config.publicUrl}/oauth/token`,
      jwks_uri: `${t.config.publicUrl}/.well-known/jwks.json`,
      grant_types_supported: ['client_credentials'],
    })
    expect(m.scopes_supported).toEqual(ALL_SCOPES)
  })

  it('echoes a request id, or makes one', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(given.headers['x-request-id']).toBe('abc-123')
    const made = await get('/healthz')
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const hostile = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b;<script>' } })
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
