// Webhooks: endpoint admin, Standard Webhooks signatures, payloads, retries with the same id,
// 410, Retry-After, SSRF refusals, secret rotation, delivery log and retry, the event feed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { bearer, createTestApp, createTestProject, privateDatabase, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

interface Received {
  id: string
  headers: IncomingHttpHeaders
  raw: string
}

class Receiver {
  server!: Server
  received: Received[] = []
  /** Answers for the next requests, then 204. */
  script: { status: number; headers?: Record<string, string> }[] = []
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        this.received.push({ id: String(req.headers['webhook-id']), headers: req.headers, raw })
        const next = this.script.shift() ?? { status: 204 }
        res.writeHead(next.status, next.headers)
        res.end()
      })
    })
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`
  }
  async waitFor(n: number, ms = 10_000): Promise<void> {
    const until = Date.now() + ms
    while (this.received.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    expect(this.received.length).toBeGreaterThanOrEqual(n)
  }
  close() {
    return new Promise((r) => this.server.close(r))
  }
}

let t: TestApp
let p: TestProject
let admin: string
let own: Awaited<ReturnType<typeof privateDatabase>>
const receivers: Receiver[] = []

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2', ...(own ? { DATABASE_URL: own.url } : {}) })
  p = await createTestProject(t.app)
  admin = await p.token()
})
afterAll(async () => {
  await t.close()
  await own?.drop()
})
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close()
})

async function receiver(): Promise<[Receiver, string]> {
  const r = new Receiver()
  receivers.push(r)
  return [r, await r.start()]
}
async function register(url: string, extra: object = {}, proj = p, tok = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/projects/${proj.projectId}/webhooks`,
    headers: bearer(tok),
    payload: { url, events: ['meals:*'], ...extra },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; secret: string; payload: string; events: string[] }
}
async function meal(tok = admin, description = 'an apple') {
  const u = uniqueUserId()
  await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: {} })
  const res = await t.app.inject({ method: 'POST', url: `/users/${u}/nutrition/meals`, headers: bearer(tok), payload: { description } })
  expect(res.statusCode).toBe(201)
  return { userId: u, meal: res.json() }
}
interface DeliveryView {
  id: string
  status: string
  attempts: number
  attempt_log: { status_code: number | null; started_at: string }[]
}

/** The endpoint's newest delivery once it has `status`, or as it is after about 4 s. */
async function newestDelivery(projectId: string, endpointId: string, tok: string, status: string): Promise<DeliveryView> {
  let d: DeliveryView | undefined
  for (let i = 0; i < 40; i++) {
    d = (await t.app.inject({ method: 'GET', url: `/v1/projects/${projectId}/webhooks/${endpointId}/deliveries`, headers: bearer(tok) })).json<
      DeliveryView[]
    >()[0]
    if (d?.status === status) break
    await new Promise((r) => setTimeout(r, 100))
  }
  expect(d, 'the endpoint has a delivery').toBeDefined()
  return d!
}

function verify(secret: string, r: Received) {
  return new Webhook(secret).verify(r.raw, r.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> }
}

describe('webhook delivery', () => {
  it('delivers meals:created, signed per Standard Webhooks, with the thin payload, within a second', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    const ep = await register(url, {}, proj, tok)
    expect(ep.secret).toMatch(/^whsec_/)
    expect(ep.payload).toBe('thin')
    const started = Date.now()
    const { userId, meal: m } = await meal(tok)
    await rec.waitFor(1)
    expect(Date.now() - started).toBeLessThan(1000)
    const msg = verify(ep.secret, rec.received[0]!)
    expect(msg.type).toBe('meals:created')
    expect(msg.data).toEqual({ project_id: proj.projectId, user_id: userId, meal_id: m.id, summary_id: m.summary_id, meal_time: m.meal_time })
    expect(rec.received[0]!.headers['content-type']).toBe('application/json')
    // A tampered body or another secret does not verify.
    expect(() => verify(ep.secret, { ...rec.received[0]!, raw: rec.received[0]!.raw.replace('meals', 'mealz') })).toThrow()
    expect(() => verify(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`, rec.received[0]!)).toThrow()
  })

  it('sends the meal and its summary with payload full, and nothing for POST /ai/summaries', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    const ep = await register(url, { payload: 'full' }, proj, tok)
    const u = uniqueUserId()
    await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(tok), payload: {} })
    await t.app.inject({ method: 'POST', url: `/users/${u}/ai/summaries`, headers: bearer(tok), payload: { type: 'meal', data: { description: 'a pear' } } })
    const { meal: m } = await meal(tok, '2 eggs and toast')
    await rec.waitFor(1)
    await new Promise((r) => setTimeout(r, 600))
    expect(rec.received).toHaveLength(1)
    const msg = verify(ep.secret, rec.received[0]!)
    expect(msg.data['meal']).toMatchObject({ id: m.id, description: '2 eggs and toast' })
    expect(msg.data['summary']).toMatchObject({ id: m.summary_id, name: 'MealSummary' })
  })

  it('retries a failing endpoint with the same webhook-id, honours Retry-After, and logs every attempt', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    rec.script = [{ status: 500 }, { status: 429, headers: { 'retry-after': '1' } }]
    const ep = await register(url, {}, proj, tok)
    await meal(tok)
    await rec.waitFor(3, 8000)
    const ids = new Set(rec.received.map((r) => r.id))
    expect(ids.size).toBe(1)
    for (const r of rec.received) verify(ep.secret, r)
    // The receiver has answered the third attempt; the dispatcher records it just after.
    const d = await newestDelivery(proj.projectId, ep.id, tok, 'succeeded')
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, type: 'meals:created', last_status_code: 204 })
    expect(d.attempt_log.map((a) => a.status_code)).toEqual([500, 429, 204])
    // The Retry-After of 1 s outweighed the 0.2 s schedule.
    const starts = d.attempt_log.map((a) => Date.parse(a.started_at))
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(900)
  })

  it('marks a delivery failed after the schedule, and retries it on request', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    rec.script = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]
    const ep = await register(url, {}, proj, tok)
    await meal(tok)
    await rec.waitFor(4, 8000)
    const d = await newestDelivery(proj.projectId, ep.id, tok, 'failed')
    expect(d).toMatchObject({ status: 'failed', attempts: 4, last_error: 'HTTP 500' })
    const retryUrl = `/v1/projects/${proj.projectId}/webhooks/${ep.id}/deliveries/${d.id}/retry`
    // While a sender holds it, a retry is a conflict, and the delivery is left alone.
    await t.app.db.query(`UPDATE webhook_deliveries SET status = 'delivering', next_attempt_at = now() + interval '1 hour' WHERE delivery_id = $1`, [d.id])
    const busy = await t.app.inject({ method: 'POST', url: retryUrl, headers: bearer(tok) })
    expect(busy.statusCode).toBe(409)
    expect(busy.json()).toEqual({ error: 'the delivery is being sent now' })
    await t.app.db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE delivery_id = $1`, [d.id])
    const retry = await t.app.inject({ method: 'POST', url: retryUrl, headers: bearer(tok) })
    expect(retry.statusCode).toBe(200)
    const unknown = await t.app.inject({ method: 'POST', url: retryUrl.replace(d.id, '00000000-0000-4000-8000-000000000000'), headers: bearer(tok) })
    expect(unknown.statusCode).toBe(404)
    await rec.waitFor(5)
    expect(new Set(rec.received.map((r) => r.id)).size).toBe(1)
  })

  it('disables an endpoint that answers 410', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    rec.script = [{ status: 410 }]
    const ep = await register(url, {}, proj, tok)
    await meal(tok)
    await rec.waitFor(1)
    await new Promise((r) => setTimeout(r, 300))
    const list = (await t.app.inject({ method: 'GET', url: `/v1/projects/${proj.projectId}/webhooks`, headers: bearer(tok) })).json()
    expect(list.find((e: { id: string }) => e.id === ep.id)).toMatchObject({ disabled: true, disabled_reason: 'the endpoint answered 410 Gone' })
    await meal(tok)
    await new Promise((r) => setTimeout(r, 600))
    expect(rec.received).toHaveLength(1)
  })

  it('signs with both secrets for a day after a rotation', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const [rec, url] = await receiver()
    const ep = await register(url, {}, proj, tok)
    const rot = await t.app.inject({ method: 'POST', url: `/v1/projects/${proj.projectId}/webhooks/${ep.id}/rotate-secret`, headers: bearer(tok) })
    expect(rot.statusCode).toBe(200)
    const fresh = rot.json().secret
    expect(fresh).not.toBe(ep.secret)
    await meal(tok)
    await rec.waitFor(1)
    expect(String(rec.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2)
    verify(ep.secret, rec.received[0]!)
    verify(fresh, rec.received[0]!)
  })
})

describe('webhook admin', () => {
  it('lists without secrets, deletes, and 404s unknown ids and other projects', async () => {
    const [, url] = await receiver()
    const ep = await register(url, { description: 'crm sync', events: ['meals:created'] })
    const list = await t.app.inject({ method: 'GET', url: `/v1/projects/${p.projectId}/webhooks`, headers: bearer(admin) })
    expect(list.body).not.toContain('whsec_')
    expect(list.json().find((e: { id: string }) => e.id === ep.id)).toMatchObject({ url, events: ['meals:created'], description: 'crm sync', disabled: false })
    const other = await createTestProject(t.app)
    const otherTok = await other.token()
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/projects/${p.projectId}/webhooks/${ep.id}`, headers: bearer(otherTok) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/projects/${p.projectId}/webhooks/${ep.id}`, headers: bearer(admin) })).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/projects/${p.projectId}/webhooks/${ep.id}`, headers: bearer(admin) })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/projects/${p.projectId}/webhooks`, headers: bearer(await p.token(['users:read'])) })).statusCode,
    ).toBe(403)
  })

  it.each([
    [{ url: 'https://example.com/h', events: [] }, 'body/events must NOT have fewer than 1 items'],
    [{ url: 'https://example.com/h', events: ['users:created'] }, undefined],
    [{ url: 'not a url', events: ['meals:*'] }, 'body/url must be a valid uri'],
    [{ url: 'ftp://example.com/h', events: ['meals:*'] }, 'body/url must be http or https'],
  ])('refuses %j', async (body, error) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/projects/${p.projectId}/webhooks`, headers: bearer(admin), payload: body })
    expect(res.statusCode).toBe(400)
    if (error) expect(res.json()).toEqual({ error })
  })
})

describe('SSRF protection (WEBHOOK_ALLOW_PRIVATE_TARGETS unset)', () => {
  it('refuses plain http and loopback, private, link-local and unique-local targets', async () => {
    const strict = await createTestApp(own ? { DATABASE_URL: own.url } : {})
    try {
      const q = await createTestProject(strict.app)
      const tok = await q.token()
      for (const [url, error] of [
        ['http://example.com/hook', 'body/url must be https'],
        ['https://127.0.0.1/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://localhost/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://10.1.2.3/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://192.168.0.10/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://169.254.169.254/latest/meta-data', 'body/url resolves to a loopback, private or link-local address'],
        ['https://[::1]/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://[fd00::1]/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://[::ffff:127.0.0.1]/hook', 'body/url resolves to a loopback, private or link-local address'],
        ['https://user:pw@93.184.216.34/hook', 'body/url must not carry credentials'],
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: `/v1/projects/${q.projectId}/webhooks`,
          headers: bearer(tok),
          payload: { url, events: ['meals:*'] },
        })
        expect(res.statusCode, url).toBe(400)
        expect(res.json(), url).toEqual({ error })
      }
      // A public address is accepted at registration (nothing is sent until an event).
      const ok = await strict.app.inject({
        method: 'POST',
        url: `/v1/projects/${q.projectId}/webhooks`,
        headers: bearer(tok),
        payload: { url: 'https://93.184.216.34/hook', events: ['meals:*'] },
      })
      expect(ok.statusCode).toBe(201)
    } finally {
      await strict.close()
    }
  })

  it('refuses at connect time a name that resolves to a blocked address', async () => {
    const { send } = await import('../../src/modules/webhooks/sender.js')
    const r = await send(
      'https://localhost:1/hook',
      { id: 'msg_1', body: '{}', secrets: [`whsec_${Buffer.from('k'.repeat(32)).toString('base64')}`] },
      { allowPrivate: false },
    )
    expect(r.statusCode).toBeUndefined()
    expect(r.error).toMatch(/blocked address/)
  })
})

describe('GET /v1/projects/{project_id}/events', () => {
  it('returns the events in sequence order after a given sequence', async () => {
    const proj = await createTestProject(t.app)
    const tok = await proj.token()
    const made = []
    for (let i = 0; i < 5; i++) made.push((await meal(tok)).meal.id)
    const feed = async (q: string) => (await t.app.inject({ method: 'GET', url: `/v1/projects/${proj.projectId}/events?${q}`, headers: bearer(tok) })).json()
    const all = await feed('')
    expect(all.events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3, 4, 5])
    expect(all.events.map((e: { data: { meal_id: string } }) => e.data.meal_id)).toEqual(made)
    expect(all.events[0]).toMatchObject({ type: 'meals:created', id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(all.next_after).toBe(5)
    const page = await feed('after=2&limit=2')
    expect(page.events.map((e: { sequence: number }) => e.sequence)).toEqual([3, 4])
    expect(page.next_after).toBe(4)
    expect((await feed('after=5')).events).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/v1/projects/${proj.projectId}/events?after=-1`, headers: bearer(tok) })).statusCode).toBe(400)
  })
})
