// The input edge: what the contract refuses in a body (depth, bytes, numbers, text) is refused once,
// where the body enters, on every route, and date-times are read one way everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import openapi from '../openapi.json' with { type: 'json' }
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from './helpers/app.js'
import { minimalWorkout } from './helpers/bodies.js'
import { inputProblem, nestedDeeperThan } from '../src/schemas/json-input.js'
import { readDateTime } from '../src/schemas/date-time.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

const json = { 'content-type': 'application/json' }
const send = (method: string, url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'PUT', url, headers: { ...bearer(token), ...json, ...headers }, payload })

async function newUser(): Promise<string> {
  const id = uniqueUserId()
  expect((await send('PATCH', `/users/${id}`, '{}')).statusCode).toBe(200)
  return id
}

const workout = minimalWorkout

function expectError(res: { statusCode: number; json(): unknown }, status: number, message?: string | RegExp) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as Record<string, unknown>
  expect(Object.keys(body)).toEqual(['error'])
  if (message !== undefined)
    expect(body['error']).toMatch(message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
}

/** Every operation of the committed document that takes a JSON body, with its path's parameters filled. */
function jsonOperations(projectId: string, userId: string): { method: string; url: string }[] {
  const ops: { method: string; url: string }[] = []
  for (const [path, item] of Object.entries(openapi.paths as Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.requestBody?.content?.['application/json']) continue
      const url = path
        .replace('{project_id}', projectId)
        .replace('{user_id}', userId)
        .replace('{type}', 'scores')
        .replace('{day}', '2026-03-01')
        .replace(/\{[a-z_]+\}/g, 'x1')
      ops.push({ method: method.toUpperCase(), url })
    }
  }
  return ops
}

describe('nesting', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
  const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`

  it('a body nested deeper than 64 levels is a 400 on every JSON route, decided without recursion', async () => {
    const user = await newUser()
    const ops = jsonOperations(p.projectId, user)
    expect(ops.length).toBeGreaterThan(15)
    for (const { method, url } of ops) {
      for (const body of [deep(5_000), deepObject(100_000)]) {
        const res = await send(method, url, body)
        if (url === '/mcp') {
          expect(res.statusCode, url).toBe(400)
          expect(res.json()).toEqual({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error: request body is nested deeper than 64 levels' },
          })
        } else if (/\/auth\/(sdk|server)$/.test(url)) expectError(res, 400, 'invalid_request')
        else expectError(res, 400, 'request body is nested deeper than 64 levels')
      }
    }
    // The server is still up and answers.
    expect((await send('PATCH', `/users/${user}`, '{"firstname":"Ada"}')).statusCode).toBe(200)
  })

  it('64 levels are read; 65 are not', () => {
    expect(nestedDeeperThan(Buffer.from(deep(64)))).toBe(false)
    expect(nestedDeeperThan(Buffer.from(deep(65)))).toBe(true)
    // Brackets inside strings, escaped quotes included, are text.
    expect(nestedDeeperThan(Buffer.from(JSON.stringify({ a: `${'['.repeat(100)}\\"${'{'.repeat(100)}` })))).toBe(false)
    expect(nestedDeeperThan(Buffer.from(`["\\\\"${'['.repeat(70)}`))).toBe(true)
  })
})

describe('numbers', () => {
  it('1e309 is a 400 naming the field, and nothing is stored (activity tss, zone value, baseline mean, custom record value)', async () => {
    const user = await newUser()
    const act = `/users/${user}/activities/a1`
    expect((await send('PUT', act, JSON.stringify(workout({ tss: 40 })))).statusCode).toBe(200)
    const raw = JSON.stringify(workout({ tss: 12345 })).replace('12345', '1e309')
    expectError(await send('PUT', act, raw), 400, 'body/tss must be a finite number')
    expectError(await send('PUT', act, raw.replace('1e309', '-1e309')), 400, 'body/tss must be a finite number')
    expect((await send('GET', act, '')).json().tss).toBe(40)

    const zone = `/users/${user}/daily_records/zones/2026-03-01/z1`
    expectError(await send('PUT', zone, '{"value": 1e309}'), 400, 'body/value must be a finite number')
    expect((await send('GET', zone, '')).statusCode).toBe(404)

    const baseline = `/users/${user}/baselines/b1`
    expectError(await send('PUT', baseline, '{"data": {"mean": 1e309, "median": 1, "size": 2, "std": 1}}'), 400, 'body/data/mean must be a finite number')
    expect((await send('GET', baseline, '')).statusCode).toBe(404)

    const types = `/v1/projects/${p.projectId}/custom_record_types`
    expect((await send('POST', types, JSON.stringify({ name: 'edge_log', granularity: 'day' }))).statusCode).toBe(201)
    const rec = `/users/${user}/custom_records/edge_log/r1`
    expectError(await send('PUT', rec, '{"date": "2026-03-01", "value": 1E400}'), 400, 'body/value must be a finite number')
    expect((await send('GET', rec, '')).statusCode).toBe(404)
  })

  it('1E400 in an integer field is a 400, not a 500', async () => {
    const user = await newUser()
    const body = JSON.stringify(workout({ hr_zone_durations_seconds: [1, 2, 777], activity_score_before: 5 }))
    expectError(
      await send('PUT', `/users/${user}/activities/a2`, body.replace('777', '1E400')),
      400,
      'body/hr_zone_durations_seconds/2 must be a finite number',
    )
    expectError(
      await send('PUT', `/users/${user}/activities/a2`, body.replace('"activity_score_before":5', '"activity_score_before":1E400')),
      400,
      'body/activity_score_before must be a finite number',
    )
  })

  it('-0 is stored as 0', async () => {
    const user = await newUser()
    const res = await send('PUT', `/users/${user}/activities/a3`, JSON.stringify(workout()).replace('"tss":50', '"tss":-0'))
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('"tss":0')
    expect(Object.is((await send('GET', `/users/${user}/activities/a3`, '')).json().tss, 0)).toBe(true)
  })
})

describe('text', () => {
  it('raw bytes that are not UTF-8 are a 400, never stored as U+FFFD', async () => {
    const user = await newUser()
    for (const bad of [[0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"firstname":"A'), Buffer.from(bad), Buffer.from('"}')])
      expectError(await send('PATCH', `/users/${user}`, body), 400, 'request body is not valid UTF-8')
    }
    expect((await send('GET', `/users/${user}`, '')).json().firstname).toBeUndefined()
    // Valid multi-byte text is kept as sent.
    const ok = await send('PATCH', `/users/${user}`, Buffer.from('{"firstname":"Zoë 🏃 ٣"}'))
    expect(ok.json().firstname).toBe('Zoë 🏃 ٣')
  })

  it('NUL in any string, value or name, is a 400 with one message', async () => {
    const user = await newUser()
    expectError(await send('PATCH', `/users/${user}`, '{"firstname":"A\\u0000B"}'), 400, 'text must not contain NUL (\\u0000) characters')
    expectError(await send('POST', `/users/${user}/nutrition/meals`, '{"description":"apple\\u0000"}'), 400, 'text must not contain NUL (\\u0000) characters')
    expectError(
      await send('PUT', `/users/${user}/baselines/b1`, '{"data":{"mean":1,"median":1,"size":2,"std":1},"x\\u0000":1}'),
      400,
      'text must not contain NUL (\\u0000) characters',
    )
    expectError(await send('GET', `/users/${user}/ai/summaries?name=a%00b`, ''), 400, 'text must not contain NUL (\\u0000) characters')
  })

  it('a lone surrogate is a 400 naming where it is', async () => {
    const user = await newUser()
    expectError(await send('PATCH', `/users/${user}`, '{"firstname":"\\ud800"}'), 400, 'body/firstname must be valid Unicode text (it holds a lone surrogate)')
    expectError(await send('PATCH', `/users/${user}`, '{"\\udc00":1}'), 400, 'body (a property name) must be valid Unicode text (it holds a lone surrogate)')
  })

  it('an unknown property with a long name is named cut short, never quoted back whole', async () => {
    const user = await newUser()
    const name = 'q'.repeat(100)
    const res = await send('PATCH', `/users/${user}`, JSON.stringify({ [name]: 1 }))
    expectError(res, 400, /is not a known property$/)
    expect(res.body).not.toContain(name)
    expect(res.json().error).toContain('q'.repeat(40))
  })

  it('a property that could reach a prototype is refused', async () => {
    const user = await newUser()
    expectError(await send('PATCH', `/users/${user}`, '{"__proto__":{"x":1}}'), 400, 'body/__proto__ is not an accepted property name')
    expectError(await send('PATCH', `/users/${user}`, '{"constructor":{"prototype":{"x":1}}}'), 400, 'body/constructor is not an accepted property name')
  })
})

describe('date-times', () => {
  it('are read one way: offsets to ±23:59, a leap second as the next minute, `+01` refused', () => {
    expect(readDateTime('2026-12-31T23:59:60Z')).toBe('2027-01-01T00:00:00Z')
    expect(readDateTime('2026-05-05T10:10:60.5+02:00')).toBe('2026-05-05T08:11:00Z')
    expect(readDateTime('2026-01-01T00:00:00-23:59')).toBe('2026-01-01T23:59:00Z')
    expect(readDateTime('2026-01-01T00:00:00+23:59')).toBe('2025-12-31T00:01:00Z')
    expect(readDateTime('2026-03-01 08:30:00.1234567+01:00')).toBe('2026-03-01T07:30:00.1234567Z')
    expect(readDateTime('2024-02-29t00:00:00z')).toBe('2024-02-29T00:00:00Z')
    expect(readDateTime('2026-03-01 08:30:00.5+00:00')).toBe('2026-03-01T08:30:00.5Z')
    expect(readDateTime('2026-03-01T08:30:00-00:00')).toBe('2026-03-01T08:30:00Z')
    expect(readDateTime('2026-03-01T08:30:00.123Z')).toBe('2026-03-01T08:30:00.123Z')
    expect(readDateTime('1000-01-01T00:00:00+01:00')).toBe('0999-12-31T23:00:00Z')
    for (const bad of [
      '2026-01-01T00:00:00+01',
      '2026-01-01T00:00:00+0100',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00-00:60',
      '2026-02-29T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:60:00Z',
      '2026-01-01T00:00:61Z',
      '2026-01-01T00:00:00',
      '2026-1-01T00:00:00Z',
    ]) {
      expect(readDateTime(bad), bad).toBeUndefined()
    }
  })

  it('a leap second is accepted as meal_time and as an activity time, read as the next minute', async () => {
    const user = await newUser()
    const meal = await send('POST', `/users/${user}/nutrition/meals`, JSON.stringify({ description: 'an apple', meal_time: '2026-12-31T23:59:60Z' }))
    expect(meal.statusCode).toBe(201)
    expect(meal.json().meal_time).toBe('2027-01-01T00:00:00.000Z')
    const act = await send('PUT', `/users/${user}/activities/leap`, JSON.stringify(workout({ start_datetime: '2026-03-01T07:59:60Z' })))
    expect(act.statusCode).toBe(200)
    expect(act.json().start_datetime).toBe('2026-03-01T08:00:00.000Z')
    expect((await send('GET', `/users/${user}/activities/leap`, '')).json().start_datetime).toBe('2026-03-01T08:00:00.000Z')
  })

  it('offsets from -23:59 to +23:59 are accepted; one without minutes is a 400', async () => {
    const user = await newUser()
    const res = await send('PUT', `/users/${user}/activities/off`, JSON.stringify(workout({ created_at: '2026-03-01T00:00:00-23:59' })))
    expect(res.statusCode).toBe(200)
    expect(res.json().created_at).toBe('2026-03-01T23:59:00.000Z')
    const meal = await send('POST', `/users/${user}/nutrition/meals`, JSON.stringify({ description: 'an apple', meal_time: '2026-03-01T00:00:00+23:59' }))
    expect(meal.statusCode).toBe(201)
    expect(meal.json().meal_time).toBe('2026-02-28T00:01:00.000Z')
    expectError(
      await send('PUT', `/users/${user}/activities/off`, JSON.stringify(workout({ created_at: '2026-03-01T00:00:00+01' }))),
      400,
      'body/created_at must be a valid date-time',
    )
    expectError(
      await send('POST', `/users/${user}/nutrition/meals`, JSON.stringify({ description: 'x', meal_time: '2026-03-01T00:00:00+01' })),
      400,
      'body/meal_time must be a valid date-time',
    )
  })
})

describe('the rest of the edge', () => {
  it('an unknown route is `no such route`, echoing nothing of the path', async () => {
    for (const url of ['/nope', `/${'x'.repeat(5000)}`, '/%3Cscript%3Ealert(1)%3C/script%3E', '/users/u/nothing-here']) {
      const res = await send('GET', url, '')
      expectError(res, 404, 'no such route')
    }
  })

  it('token endpoints answer RFC 6749 codes whatever is wrong with the input', async () => {
    const sdk = `/v1/projects/${p.projectId}/auth/sdk`
    for (const body of [
      '{"grant":"exchange","token":"\\ud800","client_id":"cl_x"}',
      '{"grant":"exchange","token":"a\\u0000","client_id":"cl_x"}',
      '{"grant":"exchange","token":1e309,"client_id":"cl_x"}',
      '{"grant":',
      '',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: sdk, headers: json, payload: body })
      expectError(res, 400, 'invalid_request')
    }
    const bytes = Buffer.concat([Buffer.from('{"grant":"exchange","token":"'), Buffer.from([0xff]), Buffer.from('","client_id":"cl_x"}')])
    expectError(await t.app.inject({ method: 'POST', url: sdk, headers: json, payload: bytes }), 400, 'invalid_request')
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: p.basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&scope=a%00b',
    })
    expectError(form, 400, 'invalid_request')
    const media = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { authorization: p.basic, ...json }, payload: '{}' })
    expectError(media, 415, 'invalid_request')
  })

  it('MCP: a body that is not JSON is a JSON-RPC parse error', async () => {
    const res = await send('POST', '/mcp', '{"jsonrpc":', { accept: 'application/json, text/event-stream' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: request body is not valid JSON' } })
  })

  it('inputProblem walks 100,000 levels of parsed JSON without recursion', () => {
    // biome-ignore lint/correctness/noPrecisionLoss: 1e309 is Infinity, as JSON.parse reads it from a body: the value under test
    let v: unknown = 1e309
    for (let i = 0; i < 100_000; i++) v = [v]
    expect(inputProblem(v)).toMatch(/^body(\/0){100000} must be a finite number$/)
  })
})
