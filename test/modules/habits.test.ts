// Habits: GET /habits (scope, the built-in catalogue field by field) and the cover images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, type TestApp, type TestProject } from '../helpers/app.js'
import { HABIT_CATEGORIES, IMPACT_METRICS } from '../../src/modules/habits/schemas.js'

const PUBLIC_URL = 'https://health.example.com'
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const TIME_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

let t: TestApp
let p: TestProject

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL })
  p = await createTestProject(t.app)
})
afterAll(() => t.close())

const getHabits = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/habits', headers })

describe('GET /habits', () => {
  it('needs a token (401) with habits:read (403 otherwise)', async () => {
    const none = await getHabits()
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ error: 'invalid_token' })
    expect(none.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/)

    const other = await getHabits(bearer(await p.token(['users:read'])))
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ error: 'insufficient_scope' })

    const ok = await getHabits(bearer(await p.token(['habits:read'])))
    expect(ok.statusCode).toBe(200)
  })

  it('returns the built-in catalogue: an array of at least 25 complete habits, by name', async () => {
    const res = await getHabits(bearer(await p.token(['habits:read'])))
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const habits = res.json() as Record<string, unknown>[]
    expect(Array.isArray(habits)).toBe(true)
    expect(habits.length).toBeGreaterThanOrEqual(25)

    const keys = [
      'id',
      'name',
      'title',
      'description',
      'category',
      'url',
      'public_url',
      'cover',
      'created_time',
      'last_edited_time',
      'archived',
      'in_trash',
      'playUnexpectedImpact',
      'playImpact',
      'potentialImpacts',
    ].sort()
    for (const h of habits) {
      const at = String(h['name'])
      expect(Object.keys(h).sort(), at).toEqual(keys)
      expect(h['id'], at).toMatch(UUID_RE)
      expect(h['name'], at).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/)
      for (const k of ['title', 'description', 'url', 'public_url', 'cover']) {
        expect(typeof h[k], `${at}.${k}`).toBe('string')
        expect((h[k] as string).length, `${at}.${k}`).toBeGreaterThan(0)
      }
      const sentences = (h['description'] as string).split(/(?<=[.!?])\s+/).length
      expect(sentences, `${at} description`).toBeGreaterThanOrEqual(2)
      expect(sentences, `${at} description`).toBeLessThanOrEqual(4)
      expect(HABIT_CATEGORIES, at).toContain(h['category'])
      expect(h['url'], at).toMatch(/^https:\/\/www\.(who\.int|nhs\.uk|cdc\.gov)\//)
      expect(h['public_url'], at).toBe(h['url'])
      expect(h['cover'], at).toBe(`${PUBLIC_URL}/habits/covers/${String(h['category'])}.svg`)
      expect(h['created_time'], at).toMatch(TIME_RE)
      expect(h['last_edited_time'], at).toMatch(TIME_RE)
      for (const k of ['archived', 'in_trash', 'playUnexpectedImpact', 'playImpact']) expect(typeof h[k], `${at}.${k}`).toBe('boolean')
      expect(h['archived'], at).toBe(false)
      expect(h['in_trash'], at).toBe(false)
      expect(h['playImpact'], at).toBe(true)

      const impacts = h['potentialImpacts'] as Record<string, unknown>
      expect(impacts !== null && typeof impacts === 'object' && !Array.isArray(impacts), at).toBe(true)
      expect(Object.keys(impacts).length, at).toBeGreaterThan(0)
      for (const [metric, direction] of Object.entries(impacts)) {
        expect(IMPACT_METRICS, `${at}: ${metric}`).toContain(metric)
        expect(['positive', 'negative'], `${at}: ${metric}`).toContain(direction)
      }
    }

    expect(new Set(habits.map((h) => h['id'])).size).toBe(habits.length)
    expect(new Set(habits.map((h) => h['name'])).size).toBe(habits.length)
    const names = habits.map((h) => String(h['name']))
    expect(names).toEqual([...names].sort())
    for (const category of HABIT_CATEGORIES) {
      expect(habits.filter((h) => h['category'] === category).length, category).toBeGreaterThanOrEqual(4)
    }
  })

  it('has stable ids: the same catalogue on every installation', async () => {
    const habits = (await getHabits(bearer(await p.token(['habits:read'])))).json() as { id: string; name: string }[]
    expect(habits.find((h) => h.name === 'consistent_bedtime')?.id).toBe('05594835-00ed-4db8-81af-c3e0b9c8dfdb')
  })

  it('is the same list for every project, and for user tokens', async () => {
    const other = await createTestProject(t.app, ['habits:read'])
    const a = await getHabits(bearer(await p.token(['habits:read'])))
    const b = await getHabits(bearer(await other.token()))
    const userToken = t.app.issueAccessToken({
      projectId: p.projectId,
      clientId: p.clientId,
      scopes: ['habits:read'],
      principalType: 'user',
      userId: 'someone',
    }).access_token
    const c = await getHabits(bearer(userToken))
    expect(b.json()).toEqual(a.json())
    expect(c.json()).toEqual(a.json())
  })

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const op = doc.paths['/habits'].get
    expect(op.security).toEqual([{ oauth2: ['habits:read'] }])
    expect(op.responses['200'].content['application/json'].schema.type).toBe('array')
    expect(doc.paths['/habits/covers/{category}.svg'].get.responses['200'].content['image/svg+xml']).toBeDefined()
  })
})

describe('GET /habits/covers/{category}.svg', () => {
  it('serves an SVG for every category, without a token', async () => {
    for (const category of HABIT_CATEGORIES) {
      const res = await t.app.inject({ method: 'GET', url: `/habits/covers/${category}.svg` })
      expect(res.statusCode, category).toBe(200)
      expect(res.headers['content-type'], category).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 1200 400"/)
      expect(res.body.trimEnd().endsWith('</svg>')).toBe(true)
      expect(res.body).not.toMatch(/<script|on\w+=/i)
      // Well-formed enough for strict XML parsers: no attribute twice on one element.
      for (const tag of res.body.match(/<[a-zA-Z][^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1])
        expect(new Set(names).size, `${category}: ${tag}`).toBe(names.length)
      }
    }
  })

  it('gives each category its own image', async () => {
    const bodies = await Promise.all(HABIT_CATEGORIES.map(async (c) => (await t.app.inject({ method: 'GET', url: `/habits/covers/${c}.svg` })).body))
    expect(new Set(bodies).size).toBe(HABIT_CATEGORIES.length)
  })

  it('serves the covers the catalogue links to', async () => {
    const habits = (await getHabits(bearer(await p.token(['habits:read'])))).json() as { cover: string }[]
    for (const cover of new Set(habits.map((h) => h.cover))) {
      const res = await t.app.inject({ method: 'GET', url: cover.slice(PUBLIC_URL.length) })
      expect(res.statusCode, cover).toBe(200)
    }
  })

  it('is 404 with the error body for an unknown category or another extension', async () => {
    const long = `/habits/covers/${'x'.repeat(300)}.svg`
    for (const url of ['/habits/covers/diet.svg', '/habits/covers/SLEEP.svg', '/habits/covers/sleep.png', '/habits/covers/sleep', long]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
      const body = res.json()
      expect(Object.keys(body), url).toEqual(['error'])
      expect(typeof body.error).toBe('string')
      expect(body.error.length).toBeGreaterThan(0)
    }
    expect((await t.app.inject({ method: 'GET', url: '/habits/covers/diet.svg' })).json()).toEqual({ error: 'habit cover not found' })
  })
})
