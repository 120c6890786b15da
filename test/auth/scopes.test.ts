// The scope catalogue (src/auth/scopes.ts) is exactly the scopes the routes need: every one is
// checked by some route, so none is granted or advertised for nothing. Public (app) clients get
// users:delete only when an admin names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'
import { ADMIN_SCOPES, ALL_SCOPES, DATA_SCOPES, isKnownScope, PUBLIC_CLIENT_DEFAULT_SCOPES } from '../../src/auth/scopes.js'
import { createClient } from '../../src/modules/auth/clients-repository.js'
import { TOOL_NAMES, mayUse } from '../../src/agents/tools.js'

let t: TestApp
let p: TestProject
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  admin = await p.token()
})
afterAll(() => t.close())

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the scope catalogue', () => {
  it('is the set of scopes the registered routes declare', () => {
    const used = new Set(t.app.guardedRoutes.values())
    expect(t.app.guardedRoutes.size).toBeGreaterThan(40)
    expect([...used].sort()).toEqual([...ALL_SCOPES].sort())
    // Every data tool needs a scope some route needs.
    for (const name of TOOL_NAMES)
      expect(
        ALL_SCOPES.some((s) => mayUse({ scopes: new Set([s]) }, name)),
        name,
      ).toBe(true)
  })

  it('is what the metadata, the OpenAPI document and /config advertise', async () => {
    const meta = await get('/.well-known/oauth-authorization-server')
    expect(meta.scopes_supported).toEqual([...ALL_SCOPES])
    const doc = await get('/openapi.json')
    expect(Object.keys(doc.components.securitySchemes.oauth2.flows.clientCredentials.scopes).sort()).toEqual([...ALL_SCOPES].sort())
    expect((await get('/config')).scopes).toEqual([...ALL_SCOPES])
    const mcp = await get('/.well-known/oauth-protected-resource/mcp')
    for (const s of mcp.scopes_supported) expect(isKnownScope(s), s).toBe(true)
  })

  it('has no action a route does not use', () => {
    for (const s of ['users:create', 'activities:update', 'baselines:update', 'facts:create', 'habits:create', 'custom_records:update']) {
      expect(isKnownScope(s), s).toBe(false)
    }
  })
})

describe('clients', () => {
  const create = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/projects/${p.projectId}/oauth_clients`, headers: bearer(admin), payload: body })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { scopes: string[] }
  }

  it('a public client gets every data scope but users:delete unless an admin names it', async () => {
    const app = await create({ name: 'app', type: 'public' })
    expect(app.scopes).toEqual([...PUBLIC_CLIENT_DEFAULT_SCOPES])
    expect(app.scopes).not.toContain('users:delete')
    expect(app.scopes).toEqual(DATA_SCOPES.filter((s) => s !== 'users:delete'))
    const named = await create({ name: 'app that erases', type: 'public', scopes: ['users:read', 'users:delete'] })
    expect(named.scopes).toEqual(['users:read', 'users:delete'])
  })

  it('a confidential client gets every scope of the token that created it', async () => {
    expect((await create({ name: 'backend', type: 'confidential' })).scopes.sort()).toEqual([...ALL_SCOPES].sort())
    expect(ADMIN_SCOPES.every((s) => ALL_SCOPES.includes(s))).toBe(true)
  })

  it('a scope a client was allowed that the catalogue no longer has is never granted', async () => {
    const { client, secret } = await createClient(t.app.db, {
      projectId: p.projectId,
      name: 'old',
      type: 'confidential',
      scopes: ['users:read', 'habits:create'],
    })
    const token = async (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/projects/${p.projectId}/auth/server`,
        headers: { authorization: `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`, 'content-type': 'application/json' },
        payload,
      })
    const all = await token({})
    expect(all.statusCode, all.body).toBe(200)
    const claims = JSON.parse(Buffer.from(all.json().access_token.split('.')[1], 'base64url').toString())
    expect(claims.scope).toBe('users:read')
    const asked = await token({ scope: 'habits:create' })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toEqual({ error: 'invalid_scope' })
  })
})
