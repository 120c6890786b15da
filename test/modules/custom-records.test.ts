// Custom record types (admin, per project) and custom records (per user): type CRUD, schema and
// range checks (on write and on change), day vs instant records, lists with local-day filters and
// pages, events in the outbox, scopes, isolation between projects and users, the DailySummary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { bearer, createTestApp, createTestProject, databaseUrl, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { addDays, localToday } from '../helpers/synthetic.js'
import { ROOT } from '../helpers/process.js'
import { backfill } from '../../src/insights/engine.js'
import { checkDataSchema, dataError, remoteRef, ValidatorCache } from '../../src/modules/custom-records/data-schema.js'
import { BUILT_IN_TYPES } from '../../src/modules/custom-records/schemas.js'

let t: TestApp
let p: TestProject
let token: string

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

beforeAll(async () => {
  // Webhook endpoints are registered below only to see deliveries queued, at an address nothing listens on.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

let seq = 0
const typeName = (prefix = 't') => `${prefix}_${++seq}_${Math.random().toString(36).slice(2, 8)}`
const typesUrl = (proj: TestProject, name?: string) => `/v1/projects/${proj.projectId}/custom_record_types${name ? `/${name}` : ''}`
const recordUrl = (user: string, type: string, id?: string) =>
  `/users/${encodeURIComponent(user)}/custom_records/${type}${id !== undefined ? `/${encodeURIComponent(id)}` : ''}`

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, tok = token) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload !== undefined ? { payload: payload as object } : {}) })

async function createType(body: Record<string, unknown>, proj = p, tok = token) {
  const res = await inject('POST', typesUrl(proj), body, tok)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
async function createUser(tok = token, patch: object = {}): Promise<string> {
  const id = uniqueUserId()
  const res = await inject('PATCH', `/users/${id}`, patch, tok)
  expect(res.statusCode).toBe(200)
  return id
}
const put = (user: string, type: string, id: string, body: unknown, tok = token) => inject('PUT', recordUrl(user, type, id), body, tok)
async function putOk(user: string, type: string, id: string, body: unknown, tok = token) {
  const res = await put(user, type, id, body, tok)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const error = (res: { json(): unknown }) => (res.json() as { error: string }).error

const MEALS_SCHEMA = {
  type: 'object',
  properties: {
    meals: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, kcal: { type: 'number' } }, required: ['kcal'] },
    },
  },
}

describe('data schemas (pure)', () => {
  it('finds remote references wherever a schema can hold one, and not in data or names', () => {
    expect(remoteRef({ $ref: '#/$defs/a', $defs: { a: { type: 'string' } } })).toBeUndefined()
    expect(remoteRef({ properties: { x: { $ref: 'https://example.com/s.json' } } })).toBe('data_schema/properties/x/$ref')
    expect(remoteRef({ allOf: [{}, { $ref: 'other.json#/a' }] })).toBe('data_schema/allOf/1/$ref')
    expect(remoteRef({ items: { $dynamicRef: 'https://example.com/x' } })).toBe('data_schema/items/$dynamicRef')
    // A property named $ref, and $ref-looking values in enum, const, default and examples, are data.
    expect(remoteRef({ properties: { $ref: { type: 'string' } }, enum: [{ $ref: 'https://x' }], default: { $ref: 'y' } })).toBeUndefined()
    expect(remoteRef({ properties: { enum: { $ref: 'https://example.com/s.json' } } })).toBe('data_schema/properties/enum/$ref')
  })

  it('checks size, $schema and validity, and names the failing path of data', () => {
    expect(() => checkDataSchema({ type: 'object', description: 'x'.repeat(16 * 1024) })).toThrow(/16 KiB/)
    expect(() => checkDataSchema({ $schema: 'http://json-schema.org/draft-07/schema#' })).toThrow(/draft\/2020-12/)
    expect(() => checkDataSchema({ type: 'nonsense' })).toThrow(/not a valid JSON Schema/)
    const v = checkDataSchema(MEALS_SCHEMA)
    expect(dataError(v, { meals: [{ kcal: 'lots' }] }, 'data')).toBe('data/meals/0/kcal must be number')
    expect(dataError(v, { meals: [{ name: 'soup' }] }, 'data')).toBe('data/meals/0/kcal is required')
    expect(dataError(v, { meals: [{ kcal: 300 }] }, 'data')).toBeUndefined()
    // Absent data is checked as {}: a schema's required properties make data required.
    expect(dataError(checkDataSchema({ required: ['a'] }), undefined, 'body/data')).toBe('body/data/a is required')
  })

  it('compiles a type version once and keeps versions apart', () => {
    const cache = new ValidatorCache()
    const at = new Date('2026-01-01T00:00:00Z')
    const a = cache.get('p', 'n', at, 'd1', { type: 'object' })
    expect(cache.get('p', 'n', at, 'd1', { type: 'object' })).toBe(a)
    expect(cache.get('p', 'n', at, 'd2', { type: 'array' })).not.toBe(a)
    expect(cache.get('p', 'n', new Date('2026-01-01T00:00:00.001Z'), 'd1', { type: 'object' })).not.toBe(a)
    expect(cache.size).toBe(3)
  })
})

describe('custom record types', () => {
  it('creates, reads, lists, patches and deletes a type', async () => {
    const name = typeName('mood')
    const created = await createType({ name, description: 'How the day felt', granularity: 'day', unit: 'points', value: { minimum: 0, maximum: 10 } })
    expect(created).toEqual({
      name,
      description: 'How the day felt',
      granularity: 'day',
      unit: 'points',
      value: { minimum: 0, maximum: 10 },
      created_at: expect.stringMatching(ISO_UTC),
      updated_at: created.created_at,
    })
    const got = await inject('GET', typesUrl(p, name))
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(created)

    const list = await inject('GET', typesUrl(p))
    expect(list.statusCode).toBe(200)
    expect(Object.keys(list.json())).toEqual(['custom_record_types'])
    expect(list.json().custom_record_types).toContainEqual(created)

    const patched = await inject('PATCH', typesUrl(p, name), { description: 'Mood, 0 to 10', unit: null, data_schema: { type: 'object' } })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toEqual({
      name,
      description: 'Mood, 0 to 10',
      granularity: 'day',
      value: { minimum: 0, maximum: 10 },
      data_schema: { type: 'object' },
      created_at: created.created_at,
      updated_at: expect.stringMatching(ISO_UTC),
    })
    expect(patched.json().updated_at > created.updated_at).toBe(true)
    // Naming no field changes nothing.
    const same = await inject('PATCH', typesUrl(p, name), {})
    expect(same.json()).toEqual(patched.json())

    const del = await inject('DELETE', typesUrl(p, name))
    expect(del.statusCode).toBe(204)
    expect(del.body).toBe('')
    expect((await inject('GET', typesUrl(p, name))).statusCode).toBe(404)
    expect((await inject('DELETE', typesUrl(p, name))).statusCode).toBe(404)
    expect((await inject('PATCH', typesUrl(p, name), { unit: 'x' })).statusCode).toBe(404)
  })

  it('refuses a duplicate name with 409, and bad names and fields with 400', async () => {
    const name = typeName()
    await createType({ name, granularity: 'instant' })
    const dup = await inject('POST', typesUrl(p), { name, granularity: 'day' })
    expect(dup.statusCode).toBe(409)
    expect(error(dup)).toBe(`custom record type ${name} exists`)

    for (const [body, message] of [
      [{ name: 'Mood', granularity: 'day' }, /body\/name must match pattern/],
      [{ name: '1mood', granularity: 'day' }, /body\/name must match pattern/],
      [{ name: `a${'b'.repeat(64)}`, granularity: 'day' }, /body\/name must match pattern/],
      [{ name: 'mood_x', granularity: 'weekly' }, /body\/granularity must be one of: day, instant/],
      [{ name: 'mood_x' }, /body\/granularity is required/],
      [{ name: 'mood_x', granularity: 'day', colour: 'red' }, /body\/colour is not a known property/],
      [{ name: 'mood_x', granularity: 'day', value: { minimum: 5, maximum: 1 } }, /body\/value\/minimum must not be greater than body\/value\/maximum/],
      [{ name: 'mood_x', granularity: 'day', value: { min: 1 } }, /body\/value\/min is not a known property/],
    ] as const) {
      const res = await inject('POST', typesUrl(p), body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(error(res)).toMatch(message)
    }
    const patchName = await inject('PATCH', typesUrl(p, name), { name: 'other' })
    expect(patchName.statusCode).toBe(400)
  })

  it('refuses a data_schema over 16 KiB, with a remote $ref, or not a valid schema (400)', async () => {
    const big = { type: 'object', properties: Object.fromEntries(Array.from({ length: 700 }, (_, i) => [`field_${i}`, { type: 'number' }])) }
    expect(JSON.stringify(big).length).toBeGreaterThan(16 * 1024)
    for (const [schema, message] of [
      [big, 'body/data_schema must be at most 16 KiB as JSON'],
      [
        { type: 'object', properties: { a: { $ref: 'https://example.com/schemas/a.json' } } },
        'body/data_schema/properties/a/$ref must be a local reference (#…): remote references are not allowed',
      ],
      [{ $ref: 'a.json' }, 'body/data_schema/$ref must be a local reference (#…): remote references are not allowed'],
      [{ type: 'object', minProperties: -1 }, /^body\/data_schema is not a valid JSON Schema/],
      [{ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }, /^body\/data_schema\/\$schema must be/],
    ] as const) {
      const res = await inject('POST', typesUrl(p), { name: typeName(), granularity: 'day', data_schema: schema })
      expect(res.statusCode).toBe(400)
      if (typeof message === 'string') expect(error(res)).toBe(message)
      else expect(error(res)).toMatch(message)
    }
    // A local $ref is fine, and so is the draft's own $schema.
    await createType({
      name: typeName(),
      granularity: 'day',
      data_schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $defs: { kcal: { type: 'number' } },
        properties: { kcal: { $ref: '#/$defs/kcal' } },
      },
    })
    // PATCH checks the same way.
    const name = typeName()
    await createType({ name, granularity: 'day' })
    const res = await inject('PATCH', typesUrl(p, name), { data_schema: { $ref: 'https://example.com/x' } })
    expect(res.statusCode).toBe(400)
  })

  it('allows at most 200 types a project (409 beyond)', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    await t.app.db.query(`INSERT INTO custom_record_types (project_id, name, granularity) SELECT $1, 'bulk_' || i, 'day' FROM generate_series(1, 199) i`, [
      q.projectId,
    ])
    await createType({ name: 'the_200th', granularity: 'day' }, q, tok)
    const res = await inject('POST', typesUrl(q), { name: 'the_201st', granularity: 'day' }, tok)
    expect(res.statusCode).toBe(409)
    expect(error(res)).toBe('a project has at most 200 custom record types')
    // 200 of its own, and the six built-in types every project has (which do not count).
    expect((await inject('GET', typesUrl(q), undefined, tok)).json().custom_record_types).toHaveLength(200 + BUILT_IN_TYPES.length)
  })

  it('cannot delete a type with records (409), and can once they are gone', async () => {
    const name = typeName()
    await createType({ name, granularity: 'day' })
    const user = await createUser()
    await putOk(user, name, 'r1', { date: '2026-03-01', value: 1 })
    const res = await inject('DELETE', typesUrl(p, name))
    expect(res.statusCode).toBe(409)
    expect(error(res)).toBe(`custom record type ${name} has records: delete them first`)
    expect((await inject('DELETE', recordUrl(user, name, 'r1'))).statusCode).toBe(204)
    expect((await inject('DELETE', typesUrl(p, name))).statusCode).toBe(204)
  })

  it('refuses a data_schema change that a stored record would fail, naming the record and the path (409)', async () => {
    const name = typeName('meals')
    await createType({ name, granularity: 'instant', data_schema: { type: 'object' } })
    const [u1, u2] = [await createUser(), await createUser()]
    await putOk(u1, name, 'a', { recorded_at: '2026-03-01T08:00:00Z', data: { meals: [{ kcal: 300 }] } })
    await putOk(u2, name, 'b', { recorded_at: '2026-03-01T09:00:00Z', data: { meals: [{ kcal: 200 }, { kcal: 'a lot' }] } })
    await putOk(u2, name, 'c', { recorded_at: '2026-03-01T10:00:00Z' })

    const res = await inject('PATCH', typesUrl(p, name), { data_schema: MEALS_SCHEMA, description: 'meals of the day' })
    expect(res.statusCode).toBe(409)
    expect(error(res)).toBe(`the new data_schema does not hold for custom record b of user ${u2}: data/meals/1/kcal must be number`)
    // Nothing changed.
    const kept = (await inject('GET', typesUrl(p, name))).json()
    expect(kept.data_schema).toEqual({ type: 'object' })
    expect(kept.description).toBeUndefined()

    // A record without data is checked as {}: a new required property fails it.
    await putOk(u2, name, 'b', { recorded_at: '2026-03-01T09:00:00Z', data: { meals: [{ kcal: 200 }] } })
    const required = await inject('PATCH', typesUrl(p, name), { data_schema: { ...MEALS_SCHEMA, required: ['meals'] } })
    expect(required.statusCode).toBe(409)
    expect(error(required)).toBe(`the new data_schema does not hold for custom record c of user ${u2}: data/meals is required`)

    const ok = await inject('PATCH', typesUrl(p, name), { data_schema: MEALS_SCHEMA })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data_schema).toEqual(MEALS_SCHEMA)
    // The new schema applies to writes at once.
    const bad = await put(u1, name, 'a', { recorded_at: '2026-03-01T08:00:00Z', data: { meals: [{ kcal: '300' }] } })
    expect(bad.statusCode).toBe(400)
    expect(error(bad)).toBe('body/data/meals/0/kcal must be number')
  })

  it('never ends with a stored record that its type’s schema refuses, under concurrent writes and changes', async () => {
    for (let round = 0; round < 3; round++) {
      const name = typeName('race')
      await createType({ name, granularity: 'day', data_schema: { type: 'object' } })
      const user = await createUser()
      const writes = Array.from({ length: 12 }, (_, i) => put(user, name, `r${i}`, { date: '2026-03-01', data: { n: i % 2 ? 'text' : i } }))
      const change = inject('PATCH', typesUrl(p, name), { data_schema: { properties: { n: { type: 'integer' } } } })
      const [patched, ...puts] = await Promise.all([change, ...writes])
      expect([200, 409]).toContain(patched!.statusCode)
      for (const r of puts) expect([200, 400]).toContain(r.statusCode)
      const stored = await t.app.db.query<{ n: string | null }>(`SELECT jsonb_typeof(data->'n') AS n FROM custom_records WHERE project_id = $1 AND type = $2`, [
        p.projectId,
        name,
      ])
      const final = (await inject('GET', typesUrl(p, name))).json().data_schema
      if (patched!.statusCode === 200) expect(stored.rows.every((r) => r.n === 'number')).toBe(true)
      else expect(final).toEqual({ type: 'object' })
    }
  })

  it('checks every record against a new schema, past the first batch', async () => {
    const name = typeName('many')
    await createType({ name, granularity: 'day' })
    const user = await createUser()
    // 1,200 valid records and one invalid at the end of the (user, id) order.
    await t.app.db.query(
      `INSERT INTO custom_records (project_id, user_id, type, record_id, date, data)
       SELECT $1, $2, $3, 'r' || lpad(i::text, 5, '0'), DATE '2026-01-01' + (i % 300), jsonb_build_object('n', i) FROM generate_series(1, 1200) i`,
      [p.projectId, user, name],
    )
    await t.app.db.query(
      `INSERT INTO custom_records (project_id, user_id, type, record_id, date, data) VALUES ($1, $2, $3, 'zz', '2026-02-01', '{"n": "x"}')`,
      [p.projectId, user, name],
    )
    const res = await inject('PATCH', typesUrl(p, name), { data_schema: { properties: { n: { type: 'integer' } } } })
    expect(res.statusCode).toBe(409)
    expect(error(res)).toBe(`the new data_schema does not hold for custom record zz of user ${user}: data/n must be integer`)
  })

  it('refuses a value range that a stored record lies outside (409), and granularity changes of a used type', async () => {
    const name = typeName('weight')
    await createType({ name, granularity: 'day', unit: 'kg' })
    const user = await createUser()
    await putOk(user, name, 'w1', { date: '2026-03-01', value: 80.5 })
    await putOk(user, name, 'w2', { date: '2026-03-02', value: 120 })
    await putOk(user, name, 'w3', { date: '2026-03-03' })

    const res = await inject('PATCH', typesUrl(p, name), { value: { minimum: 30, maximum: 100 } })
    expect(res.statusCode).toBe(409)
    expect(error(res)).toBe(`the new value range does not hold for custom record w2 of user ${user}: value must be <= 100`)
    const low = await inject('PATCH', typesUrl(p, name), { value: { minimum: 90 } })
    expect(error(low)).toBe(`the new value range does not hold for custom record w1 of user ${user}: value must be >= 90`)

    const ok = await inject('PATCH', typesUrl(p, name), { value: { minimum: 30, maximum: 200 } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().value).toEqual({ minimum: 30, maximum: 200 })
    const out = await put(user, name, 'w4', { date: '2026-03-04', value: 201 })
    expect(out.statusCode).toBe(400)
    expect(error(out)).toBe('body/value must be <= 200')

    const gran = await inject('PATCH', typesUrl(p, name), { granularity: 'instant' })
    expect(gran.statusCode).toBe(409)
    expect(error(gran)).toBe(`the granularity of ${name} cannot change: it has records`)
    // Removing the range is always possible.
    expect((await inject('PATCH', typesUrl(p, name), { value: null })).json().value).toBeUndefined()
  })

  it('needs the admin scopes, and a project sees only its own types', async () => {
    const name = typeName()
    await createType({ name, granularity: 'day' })
    const readOnly = await p.token(['admin.custom_record_types:read'])
    expect((await inject('GET', typesUrl(p, name), undefined, readOnly)).statusCode).toBe(200)
    for (const [method, url, body] of [
      ['POST', typesUrl(p), { name: typeName(), granularity: 'day' }],
      ['PATCH', typesUrl(p, name), { unit: 'x' }],
      ['DELETE', typesUrl(p, name), undefined],
    ] as const) {
      const res = await inject(method, url, body, readOnly)
      expect(res.statusCode).toBe(403)
      expect(error(res)).toBe('insufficient_scope')
    }
    const dataOnly = await p.token(['custom_records:read', 'custom_records:create'])
    expect((await inject('GET', typesUrl(p), undefined, dataOnly)).statusCode).toBe(403)

    const q = await createTestProject(t.app)
    const qTok = await q.token()
    expect((await inject('GET', typesUrl(p, name), undefined, qTok)).statusCode).toBe(404)
    expect((await inject('GET', typesUrl(q, name), undefined, qTok)).statusCode).toBe(404)
    expect((await inject('GET', typesUrl(q), undefined, qTok)).json().custom_record_types.map((x: { name: string }) => x.name)).toEqual(
      [...BUILT_IN_TYPES].sort(),
    )
  })
})

describe('custom records', () => {
  let day: string
  let instant: string
  beforeAll(async () => {
    day = typeName('sleep_quality')
    instant = typeName('glucose')
    await createType({ name: day, granularity: 'day', unit: 'points', value: { minimum: 0, maximum: 10 }, data_schema: MEALS_SCHEMA })
    await createType({ name: instant, granularity: 'instant', unit: 'mmol/L' })
  })

  it('creates, reads and replaces a record (PUT → 200)', async () => {
    const user = await createUser()
    const body = { date: '2026-03-01', value: 7.5, data: { meals: [{ name: 'soup', kcal: 300 }] }, providers: ['PROVIDER_A'], ref: 'src-1' }
    const created = await putOk(user, day, 'rec-1', body)
    expect(created).toEqual({
      id: 'rec-1',
      type: day,
      user_id: user,
      project_id: p.projectId,
      ...body,
      created_at: expect.stringMatching(ISO_UTC),
      updated_at: expect.stringMatching(ISO_UTC),
    })
    const got = await inject('GET', recordUrl(user, day, 'rec-1'))
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(created)

    await new Promise((r) => setTimeout(r, 5))
    // The whole record: fields left out are removed; created_at is kept.
    const replaced = await putOk(user, day, 'rec-1', { date: '2026-03-02', value: 3, id: 'rec-1', type: day, user_id: user })
    expect(replaced).toEqual({
      id: 'rec-1',
      type: day,
      user_id: user,
      project_id: p.projectId,
      date: '2026-03-02',
      value: 3,
      providers: [],
      created_at: created.created_at,
      updated_at: expect.stringMatching(ISO_UTC),
    })
    expect(replaced.updated_at > created.updated_at).toBe(true)
    expect((await inject('GET', recordUrl(user, day, 'rec-1'))).json()).toEqual(replaced)
  })

  it('takes date for a day type and recorded_at for an instant type, and refuses the other (400)', async () => {
    const user = await createUser()
    const cases = [
      [day, { recorded_at: '2026-03-01T08:00:00Z' }, `body/recorded_at is not allowed: ${day} is a day type, send date`],
      [day, { date: '2026-03-01', recorded_at: '2026-03-01T08:00:00Z' }, `body/recorded_at is not allowed: ${day} is a day type, send date`],
      [day, { value: 1 }, `body/date is required: ${day} is a day type`],
      [instant, { date: '2026-03-01' }, `body/date is not allowed: ${instant} is an instant type, send recorded_at`],
      [instant, { value: 5.4 }, `body/recorded_at is required: ${instant} is an instant type`],
      [day, { date: '2026-02-30' }, 'body/date must be a valid date'],
      [instant, { recorded_at: 'yesterday' }, 'body/recorded_at must be a valid date-time'],
      [day, { date: '2026-03-01', value: '7' }, 'body/value must be number'],
      [day, { date: '2026-03-01', value: 11 }, 'body/value must be <= 10'],
      [day, { date: '2026-03-01', value: -1 }, 'body/value must be >= 0'],
      [day, { date: '2026-03-01', colour: 'red' }, 'body/colour is not a known property'],
      [day, { date: '2026-03-01', id: 'other' }, 'body/id does not match the path'],
      [day, { date: '2026-03-01', type: 'other' }, 'body/type does not match the path'],
      [day, { date: '2026-03-01', project_id: 'other' }, "body/project_id does not match the token's project"],
    ] as const
    for (const [type, body, message] of cases) {
      const res = await put(user, type, 'x', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(error(res)).toBe(message)
    }
    expect((await inject('GET', recordUrl(user, day, 'x'))).statusCode).toBe(404)

    // An instant with an offset comes back in UTC with milliseconds.
    const r = await putOk(user, instant, 'g1', { recorded_at: '2026-03-01T10:00:00.123456+02:00', value: 5.4 })
    expect(r.recorded_at).toBe('2026-03-01T08:00:00.123Z')
    expect(r.date).toBeUndefined()
  })

  it('refuses data that fails the type’s schema with a 400 naming the path', async () => {
    const user = await createUser()
    const res = await put(user, day, 'd1', { date: '2026-03-01', data: { meals: [{ kcal: 100 }, { name: 'cake', kcal: 'a lot' }] } })
    expect(res.statusCode).toBe(400)
    expect(error(res)).toBe('body/data/meals/1/kcal must be number')
    const missing = await put(user, day, 'd1', { date: '2026-03-01', data: { meals: [{ name: 'tea' }] } })
    expect(error(missing)).toBe('body/data/meals/0/kcal is required')
    const big = await put(user, instant, 'd2', { recorded_at: '2026-03-01T08:00:00Z', data: { blob: 'x'.repeat(70_000) } })
    expect(big.statusCode).toBe(400)
    expect(error(big)).toBe('body/data must be at most 64 KiB')
    expect((await inject('GET', recordUrl(user, day, 'd1'))).statusCode).toBe(404)
  })

  it('answers 404 for an unknown type, record or user', async () => {
    const user = await createUser()
    const unknown = typeName('nope')
    for (const res of [
      await put(user, unknown, 'r', { date: '2026-03-01' }),
      await inject('GET', recordUrl(user, unknown, 'r')),
      await inject('DELETE', recordUrl(user, unknown, 'r')),
      await inject('GET', recordUrl(user, unknown)),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(error(res)).toBe('custom record type not found')
    }
    expect(error(await inject('GET', recordUrl(user, day, 'none')))).toBe('custom record not found')
    expect(error(await inject('DELETE', recordUrl(user, day, 'none')))).toBe('custom record not found')
    const ghost = uniqueUserId()
    const w = await put(ghost, day, 'r', { date: '2026-03-01' })
    expect(w.statusCode).toBe(404)
    expect(error(w)).toBe('user not found')
    expect(error(await inject('GET', recordUrl(ghost, day)))).toBe('user not found')
    // A malformed type name is a bad request.
    expect((await inject('GET', recordUrl(user, 'Bad-Name'))).statusCode).toBe(400)
  })

  it('deletes a record (204)', async () => {
    const user = await createUser()
    await putOk(user, instant, 'del', { recorded_at: '2026-03-01T08:00:00Z', value: 6 })
    const res = await inject('DELETE', recordUrl(user, instant, 'del'))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await inject('GET', recordUrl(user, instant, 'del'))).statusCode).toBe(404)
    expect((await inject('DELETE', recordUrl(user, instant, 'del'))).statusCode).toBe(404)
  })

  it('lists a day type newest first by date then id, filtered by dates, in pages', async () => {
    const user = await createUser()
    const ids: [string, string][] = [
      ['a', '2026-03-01'],
      ['b', '2026-03-03'],
      ['c', '2026-03-03'],
      ['d', '2026-03-02'],
      ['e', '2026-03-05'],
    ]
    for (const [id, date] of ids) await putOk(user, day, id, { date, value: 5 })
    const all = await inject('GET', recordUrl(user, day))
    expect(all.statusCode).toBe(200)
    const body = all.json()
    expect(Object.keys(body)).toEqual(['custom_records', 'pagination'])
    expect(body.custom_records.map((r: { id: string }) => r.id)).toEqual(['e', 'c', 'b', 'd', 'a'])
    expect(body.pagination).toEqual({ limit: 50, total: 5, page: '', next_page: '' })
    // A listed record is the record as GET answers it.
    expect(body.custom_records[0]).toEqual((await inject('GET', recordUrl(user, day, 'e'))).json())

    const ranged = (await inject('GET', `${recordUrl(user, day)}?start_date=2026-03-02&end_date=2026-03-03`)).json()
    expect(ranged.custom_records.map((r: { id: string }) => r.id)).toEqual(['c', 'b', 'd'])
    expect(ranged.pagination.total).toBe(3)

    const seen: string[] = []
    let page = ''
    let pages = 0
    do {
      const res = await inject('GET', `${recordUrl(user, day)}?limit=2${page ? `&page=${page}` : ''}`)
      expect(res.statusCode).toBe(200)
      const b = res.json()
      expect(b.pagination).toMatchObject({ limit: 2, total: 5, page })
      seen.push(...b.custom_records.map((r: { id: string }) => r.id))
      page = b.pagination.next_page
      pages++
    } while (page)
    expect(seen).toEqual(['e', 'c', 'b', 'd', 'a'])
    expect(pages).toBe(3)

    for (const q of ['limit=0', 'limit=1001', 'page=not-a-key', 'start_date=2026-03-05&end_date=2026-03-01', 'start_date=2026-13-01', 'name=x']) {
      expect((await inject('GET', `${recordUrl(user, day)}?${q}`)).statusCode, q).toBe(400)
    }
    // A page key of another list is not valid here.
    const other = (await inject('GET', `${recordUrl(user, day)}?limit=1&start_date=2026-03-01`)).json().pagination.next_page
    expect((await inject('GET', `${recordUrl(user, day)}?limit=1&page=${other}`)).statusCode).toBe(400)
  })

  it('filters an instant type by the user’s local days (tz_offset)', async () => {
    // UTC+10: local 2026-03-02 runs from 2026-03-01T14:00Z to 2026-03-02T14:00Z.
    const user = await createUser(token, { tz_offset: 36_000 })
    await putOk(user, instant, 'before', { recorded_at: '2026-03-01T13:59:59.999Z', value: 1 })
    await putOk(user, instant, 'first', { recorded_at: '2026-03-01T14:00:00Z', value: 2 })
    await putOk(user, instant, 'last', { recorded_at: '2026-03-02T13:59:59Z', value: 3 })
    await putOk(user, instant, 'after', { recorded_at: '2026-03-02T14:00:00Z', value: 4 })
    const res = await inject('GET', `${recordUrl(user, instant)}?start_date=2026-03-02&end_date=2026-03-02`)
    expect(res.json().custom_records.map((r: { id: string }) => r.id)).toEqual(['last', 'first'])
    const all = (await inject('GET', recordUrl(user, instant))).json().custom_records
    expect(all.map((r: { id: string }) => r.id)).toEqual(['after', 'last', 'first', 'before'])
    expect(all[0]).toEqual({
      id: 'after',
      type: instant,
      user_id: user,
      project_id: p.projectId,
      recorded_at: '2026-03-02T14:00:00.000Z',
      value: 4,
      providers: [],
      created_at: expect.stringMatching(ISO_UTC),
      updated_at: expect.stringMatching(ISO_UTC),
    })
  })

  it('writes custom_records:created, :updated and :deleted events with the write, and queues deliveries', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const name = typeName('steps')
    await createType({ name, granularity: 'instant' }, q, tok)
    const hooks = []
    for (const events of [['custom_records:*'], ['custom_records:deleted'], ['meals:*']]) {
      const res = await inject('POST', `/v1/projects/${q.projectId}/webhooks`, { url: 'http://127.0.0.1:9/hook', events }, tok)
      expect(res.statusCode, res.body).toBe(201)
      hooks.push(res.json().id as string)
    }
    const user = await createUser(tok)
    await putOk(user, name, 's1', { recorded_at: '2026-03-01T08:00:00Z', value: 1000, data: {} }, tok)
    await putOk(user, name, 's1', { recorded_at: '2026-03-01T09:00:00Z', value: 1200 }, tok)
    expect((await inject('DELETE', recordUrl(user, name, 's1'), undefined, tok)).statusCode).toBe(204)
    // A refused write emits nothing.
    expect((await put(user, name, 's2', { date: '2026-03-01' }, tok)).statusCode).toBe(400)

    const feed = await inject('GET', `/v1/projects/${q.projectId}/events`, undefined, tok)
    expect(feed.statusCode).toBe(200)
    const events = (feed.json().events as { sequence: number; type: string; data: Record<string, unknown> }[]).filter((e) =>
      e.type.startsWith('custom_records:'),
    )
    const thin = { project_id: q.projectId, user_id: user, record_type: name, record_id: 's1' }
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['custom_records:created', { ...thin, recorded_at: '2026-03-01T08:00:00.000Z' }],
      ['custom_records:updated', { ...thin, recorded_at: '2026-03-01T09:00:00.000Z' }],
      ['custom_records:deleted', { ...thin, recorded_at: '2026-03-01T09:00:00.000Z' }],
    ])
    expect(events[0]!.sequence < events[1]!.sequence && events[1]!.sequence < events[2]!.sequence).toBe(true)
    const deliveries = await t.app.db.query<{ endpoint_id: string; type: string }>(
      `SELECT d.endpoint_id::text AS endpoint_id, e.type FROM webhook_deliveries d JOIN events e ON e.project_id = d.project_id AND e.sequence = d.event_sequence
       WHERE d.project_id = $1 ORDER BY e.sequence, d.endpoint_id`,
      [q.projectId],
    )
    const byHook = (id: string) => deliveries.rows.filter((d) => d.endpoint_id === id).map((d) => d.type)
    expect(byHook(hooks[0]!)).toEqual(['custom_records:created', 'custom_records:updated', 'custom_records:deleted'])
    expect(byHook(hooks[1]!)).toEqual(['custom_records:deleted'])
    expect(byHook(hooks[2]!)).toEqual([])
    for (const id of hooks) await inject('DELETE', `/v1/projects/${q.projectId}/webhooks/${id}`, undefined, tok)

    const bad = await inject('POST', `/v1/projects/${q.projectId}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['custom_records:archived'] }, tok)
    expect(bad.statusCode).toBe(400)
  })

  it('needs custom_records:create, :read and :delete', async () => {
    const user = await createUser()
    await putOk(user, instant, 'sc', { recorded_at: '2026-03-01T08:00:00Z', value: 1 })
    const read = await p.token(['custom_records:read'])
    expect((await inject('GET', recordUrl(user, instant, 'sc'), undefined, read)).statusCode).toBe(200)
    expect((await inject('GET', recordUrl(user, instant), undefined, read)).statusCode).toBe(200)
    const w = await put(user, instant, 'sc', { recorded_at: '2026-03-01T08:00:00Z' }, read)
    expect(w.statusCode).toBe(403)
    expect(w.headers['www-authenticate']).toContain('scope="custom_records:create"')
    expect((await inject('DELETE', recordUrl(user, instant, 'sc'), undefined, read)).statusCode).toBe(403)
    const create = await p.token(['custom_records:create'])
    expect((await put(user, instant, 'sc', { recorded_at: '2026-03-01T08:00:00Z' }, create)).statusCode).toBe(200)
    expect((await inject('GET', recordUrl(user, instant, 'sc'), undefined, create)).statusCode).toBe(403)
    const other = await p.token(['daily_records:read', 'daily_records:create'])
    expect((await inject('GET', recordUrl(user, instant), undefined, other)).statusCode).toBe(403)
  })

  it('keeps projects and users apart', async () => {
    const userA = await createUser()
    const userB = await createUser()
    await putOk(userA, instant, 'same-id', { recorded_at: '2026-03-01T08:00:00Z', value: 1 })
    await putOk(userB, instant, 'same-id', { recorded_at: '2026-03-01T08:00:00Z', value: 2 })
    expect((await inject('GET', recordUrl(userA, instant, 'same-id'))).json().value).toBe(1)
    expect((await inject('GET', recordUrl(userA, instant))).json().custom_records.map((r: { value: number }) => r.value)).toEqual([1])

    // A user token reaches only its own records.
    const userToken = t.app.issueAccessToken({
      projectId: p.projectId,
      clientId: p.clientId,
      scopes: ['custom_records:read'],
      principalType: 'user',
      userId: userA,
    }).access_token
    expect((await inject('GET', recordUrl(userA, instant, 'same-id'), undefined, userToken)).statusCode).toBe(200)
    expect((await inject('GET', recordUrl(userB, instant, 'same-id'), undefined, userToken)).statusCode).toBe(403)

    // Another project: the path of this project is not found; its own type of the same name is its own.
    const q = await createTestProject(t.app)
    const qTok = await q.token()
    expect((await inject('GET', recordUrl(userA, instant, 'same-id'), undefined, qTok)).statusCode).toBe(404)
    const qUser = await inject('PATCH', `/users/${userA}`, {}, qTok)
    expect(qUser.statusCode).toBe(200)
    expect(error(await inject('GET', recordUrl(userA, instant), undefined, qTok))).toBe('custom record type not found')
    await createType({ name: instant, granularity: 'day' }, q, qTok)
    await putOk(userA, instant, 'same-id', { date: '2026-03-01', value: 9 }, qTok)
    expect((await inject('GET', recordUrl(userA, instant), undefined, qTok)).json().custom_records.map((r: { value: number }) => r.value)).toEqual([9])
    expect((await inject('GET', recordUrl(userA, instant, 'same-id'))).json().value).toBe(1)
  })
})

describe('DailySummary', () => {
  it('lists the day’s numeric day-type records, and the write queues the day’s job', async () => {
    const mood = typeName('mood')
    const glucose = typeName('glucose')
    await createType({ name: mood, granularity: 'day', unit: 'points' })
    await createType({ name: glucose, granularity: 'instant', unit: 'mmol/L' })
    const user = await createUser(token, { tz_offset: 0 })
    const D = addDays(localToday(0), -3)
    await putOk(user, mood, 'm1', { date: D, value: 7 })
    // The day closed: its DailySummary is due within seconds.
    const jobs = await t.app.db.query<{ kind: string; key: string }>(`SELECT kind, key FROM insight_jobs WHERE project_id = $1 AND user_id = $2`, [
      p.projectId,
      user,
    ])
    const summariesNow = await inject('GET', `/users/${user}/ai/summaries?name=DailySummary`)
    expect(jobs.rows.some((j) => j.kind === 'day' && j.key === D) || summariesNow.json().summaries.length > 0).toBe(true)

    await putOk(user, mood, 'm0', { date: D })
    await putOk(user, mood, 'm2', { date: addDays(D, -1), value: 4 })
    await putOk(user, glucose, 'g1', { recorded_at: `${D}T08:00:00Z`, value: 5.5 })
    await backfill({ db: t.app.db, llm: t.config.llm, log: { info: () => {}, warn: () => {} } }, { projectId: p.projectId, userId: user, from: D, to: D })

    const res = await inject('GET', `/users/${user}/ai/summaries?name=DailySummary&start_date=${D}&end_date=${D}`)
    expect(res.statusCode).toBe(200)
    const [summary] = res.json().summaries
    expect(summary.data.custom_records).toEqual([{ type: mood, id: 'm1', value: 7, unit: 'points' }])
    expect(summary.llm_output.text).toContain(`Also recorded: ${mood.replace(/_/g, ' ')} 7 points.`)
  })
})

describe('healthd record-types', () => {
  /** Runs the CLI from source on this suite's database (through the app's server when embedded). */
  function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const url = databaseUrl()
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : { DATA_DIR: t.config.dataDir }) }
    for (const k of Object.keys(env)) if (k.startsWith('VITEST') || k === 'NODE_ENV' || k === 'TEST_DATABASE_URL') delete env[k]
    if (!url) delete env['DATABASE_URL']
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'cli.ts'), ...args, '--json'], { env, cwd: ROOT })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (c) => (stdout += c))
      child.stderr.on('data', (c) => (stderr += c))
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
    })
  }

  it('creates and lists types', async () => {
    const q = await createTestProject(t.app)
    const schemaFile = path.join(t.config.dataDir, 'schema.json')
    writeFileSync(schemaFile, JSON.stringify(MEALS_SCHEMA))
    const created = await cli([
      'record-types',
      'create',
      '--project',
      q.projectId,
      '--name',
      'food_log',
      '--granularity',
      'day',
      '--unit',
      'kcal',
      '--min',
      '0',
      '--schema',
      schemaFile,
    ])
    expect(created.code, created.stdout + created.stderr).toBe(0)
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'food_log', granularity: 'day', unit: 'kcal', value: { minimum: 0 }, data_schema: MEALS_SCHEMA })

    const dup = await cli(['record-types', 'create', '--project', q.projectId, '--name', 'food_log', '--granularity', 'day'])
    expect(dup.code).toBe(1)
    expect(JSON.parse(dup.stdout)).toEqual({ error: 'custom record type food_log exists' })
    const bad = await cli(['record-types', 'create', '--project', q.projectId, '--name', 'Food', '--granularity', 'day'])
    expect(bad.code).toBe(2)

    const list = await cli(['record-types', 'list', '--project', q.projectId])
    expect(list.code, list.stdout + list.stderr).toBe(0)
    expect(JSON.parse(list.stdout).custom_record_types.map((x: { name: string }) => x.name)).toEqual(['food_log', ...BUILT_IN_TYPES].sort())
    // The API sees it.
    const res = await inject('GET', typesUrl(q, 'food_log'), undefined, await q.token())
    expect(res.json().data_schema).toEqual(MEALS_SCHEMA)
  }, 60_000)
})
