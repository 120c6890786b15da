// The audit log: every administration of a project and every erasure is listed (who, what,
// when, never a secret), newest first, to admins of that project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

async function call(method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.body ? res.json() : undefined
}

interface Entry {
  id: string
  at: string
  actor: { type: string; id: string }
  action: string
  target: { type: string; id: string } | null
  details: Record<string, unknown>
}

async function audit(url = `/v1/projects/${p.projectId}/audit_log?limit=100`, tok = token) {
  return t.app.inject({ method: 'GET', url, headers: bearer(tok) })
}

describe('audit log', () => {
  it('records each administration and erasure, newest first, without secrets', async () => {
    const base = `/v1/projects/${p.projectId}`
    const client = await call('POST', `${base}/oauth_clients`, { name: 'backend', type: 'confidential', scopes: 'users:read' })
    await call('POST', `${base}/oauth_clients/${client.client_id}/revoke`)
    const idp = await call('POST', `${base}/identity_providers`, { issuer: 'https://idp.example', audience: 'app', jwks_uri: 'https://idp.example/jwks' })
    await call('DELETE', `${base}/identity_providers/${idp.id}`)
    const hook = await call('POST', `${base}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['meals:*'] })
    const rotated = await call('POST', `${base}/webhooks/${hook.id}/rotate-secret`)
    await call('DELETE', `${base}/webhooks/${hook.id}`)
    await call('POST', `${base}/custom_record_types`, { name: 'mood', granularity: 'day' })
    await call('PATCH', `${base}/custom_record_types/mood`, { unit: 'points' })
    await call('DELETE', `${base}/custom_record_types/mood`)
    const user = uniqueUserId()
    await call('PATCH', `/users/${user}`, { firstname: 'Ada' })
    await call('DELETE', `/users/${user}`)
    // Refused changes are not recorded.
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/webhooks/${hook.id}`, headers: bearer(token) })).statusCode).toBe(404)

    const res = await audit()
    expect(res.statusCode).toBe(200)
    const body = res.json() as { entries: Entry[]; pagination: { total: number } }
    const actor = { type: 'client', id: p.clientId }
    // Newest first by time; entries of one millisecond may come in either order.
    const key = (x: unknown) => JSON.stringify(x)
    expect(body.entries.map((e) => key([e.action, e.target])).sort()).toEqual(
      [
        ['oauth_client.created', { type: 'oauth_client', id: client.client_id }],
        ['oauth_client.revoked', { type: 'oauth_client', id: client.client_id }],
        ['identity_provider.created', { type: 'identity_provider', id: idp.id }],
        ['identity_provider.deleted', { type: 'identity_provider', id: idp.id }],
        ['webhook.created', { type: 'webhook', id: hook.id }],
        ['webhook.secret_rotated', { type: 'webhook', id: hook.id }],
        ['webhook.deleted', { type: 'webhook', id: hook.id }],
        ['custom_record_type.created', { type: 'custom_record_type', id: 'mood' }],
        ['custom_record_type.updated', { type: 'custom_record_type', id: 'mood' }],
        ['custom_record_type.deleted', { type: 'custom_record_type', id: 'mood' }],
        ['user.erased', { type: 'user', id: user }],
      ]
        .map(key)
        .sort(),
    )
    expect(body.entries[0]!.action).toBe('user.erased')
    expect(body.pagination.total).toBe(11)
    expect(body.entries.every((e) => JSON.stringify(e.actor) === JSON.stringify(actor))).toBe(true)
    const ats = body.entries.map((e) => e.at)
    expect([...ats].sort().reverse()).toEqual(ats)
    expect(body.entries.find((e) => e.action === 'oauth_client.created')!.details).toEqual({ name: 'backend', type: 'confidential', scopes: ['users:read'] })
    expect(body.entries.find((e) => e.action === 'webhook.created')!.details).toEqual({ url: 'http://127.0.0.1:9/hook', events: ['meals:*'], payload: 'thin' })
    expect(body.entries.find((e) => e.action === 'custom_record_type.updated')!.details).toEqual({ fields: ['unit'] })
    // Never a secret, never the erased user's data.
    for (const secret of [client.client_secret, hook.secret, rotated.secret, 'Ada']) expect(res.body).not.toContain(secret)
  })

  it('pages, and is the project’s admins’ only', async () => {
    const res = await audit(`/v1/projects/${p.projectId}/audit_log?limit=2`)
    const first = res.json() as { entries: Entry[]; pagination: { next_page: string } }
    expect(first.entries).toHaveLength(2)
    const next = (await audit(`/v1/projects/${p.projectId}/audit_log?limit=2&page=${first.pagination.next_page}`)).json() as { entries: Entry[] }
    expect(next.entries).toHaveLength(2)
    expect(next.entries.map((e) => e.id)).not.toContain(first.entries[0]!.id)

    const noAdmin = await p.token(['users:read'])
    expect((await audit(undefined, noAdmin)).statusCode).toBe(403)
    const other = await createTestProject(t.app)
    expect((await audit(undefined, await other.token())).statusCode).toBe(404)
    expect((await audit(`/v1/projects/${other.projectId}/audit_log`, await other.token())).json().entries).toEqual([])
  })
})
