// The database keeps the groups (migration 0020) exactly as the rule in TypeScript draws them
// (src/sources/grouping.ts, src/sources/priority.ts): the source ranking word for word, and random
// users' workouts written through the API (alone and in group-committed batches), replaced,
// moved and deleted, with and without a priority list, compared after every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { builtInClass, DEVICE_WORDS, MANUAL_WORDS, PHONE_WORDS, sourceRank } from '../../src/sources/priority.js'
import { groupActivities, type GroupableActivity } from '../../src/sources/grouping.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

/** A small seeded generator (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

describe('source ranking in SQL and in TypeScript', () => {
  it('puts every source in the same built-in class and rank', async () => {
    const names = new Set<string>(['', 'Strava', 'String Theory App', 'Manual entry', "Ana's iPhone", 'Oura Ring', 'Apple Watch de Ana', 'ÖURA', 'Edge-1040'])
    for (const word of [...DEVICE_WORDS, ...PHONE_WORDS, ...MANUAL_WORDS]) {
      for (const n of [word, word.toUpperCase(), `my ${word}`, `${word} 2`, `x${word}`, `${word}s`, `${word}9`, `9${word}`, `(${word})`, `a-${word}-b`])
        names.add(n)
    }
    const lists = [null, [], ['garmin', 'watch'], ['iphone'], ['Manual', 'ring', 'x']]
    const all = [...names]
    const r = await t.app.db.query<{ class: number[]; ranks: number[][] }>(
      `SELECT array(SELECT healthd_builtin_source_class(n) FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i) ORDER BY i) AS class,
              array(SELECT array(SELECT healthd_source_rank(n, l.list) FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i) ORDER BY i)
                    FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(v, k),
                         LATERAL (SELECT CASE WHEN jsonb_typeof(e.v) = 'null' THEN NULL ELSE array(SELECT jsonb_array_elements_text(e.v)) END AS list) l
                    ORDER BY e.k) AS ranks`,
      [all, JSON.stringify(lists)],
    )
    expect(r.rows[0]!.class).toEqual(all.map(builtInClass))
    expect(r.rows[0]!.ranks).toEqual(lists.map((l) => all.map((n) => sourceRank(n, l))))
  })
})

// ---- random users, written through the API ----------------------------------------------------------

const SPORTS = ['running', 'Running', 'cycling', 'swimming']
const SOURCES = ['Apple Watch', 'Garmin Forerunner 265', "Ana's iPhone", 'Strava', 'Manual entry', 'Wahoo ELEMNT']
const T0 = Date.parse('2026-02-02T06:00:00Z')
const MIN = 60_000

interface Spec {
  start: number
  end: number
  sport: string
  source: string
  fields: Record<string, unknown>
  createdAt: number
  mindfulness: boolean
}

function randomSpec(next: () => number): Spec {
  // Within a day, so that many overlap and many do not; some of no length, some long, a few over two days.
  const start = T0 + Math.floor(next() * 900) * MIN
  const long = next() < 0.1
  const days = next() < 0.03
  const end = start + (next() < 0.05 ? 0 : days ? 3000 + Math.floor(next() * 2000) : Math.floor((long ? 200 : 20) + next() * (long ? 300 : 70))) * MIN
  const fields: Record<string, unknown> = {}
  if (next() < 0.3) fields['average_power'] = next() < 0.2 ? 0 : 150 + Math.floor(next() * 100)
  if (next() < 0.5) fields['average_hr'] = 120 + Math.floor(next() * 40)
  if (next() < 0.2) fields['hr_series'] = '120,121,122'
  return {
    start,
    end,
    // `other` one time in ten; a sport of their own for those over two days (they would join everything).
    sport: days ? 'hiking' : next() < 0.1 ? 'other' : SPORTS[Math.floor(next() * SPORTS.length)]!,
    source: SOURCES[Math.floor(next() * SOURCES.length)]!,
    fields,
    // Some created at the same instant (the tie falls to the id).
    createdAt: T0 + Math.floor(next() * 5) * MIN,
    mindfulness: next() < 0.08,
  }
}

function body(s: Spec): object {
  const iso = (ms: number) => new Date(ms).toISOString()
  if (s.mindfulness)
    return {
      start_datetime: iso(s.start),
      end_datetime: iso(s.end),
      provider: 'PROVIDER_A',
      type_name: s.sport,
      duration_seconds: (s.end - s.start) / 1000,
      guided_breathing_id: 'g',
      session_score: 50,
      created_at: iso(s.createdAt),
      updated_at: iso(s.createdAt),
    }
  return {
    type: 'workout',
    start_datetime: iso(s.start),
    end_datetime: iso(s.end),
    data_source: s.source,
    duration_seconds: (s.end - s.start) / 1000,
    type_name: s.sport,
    tss: 10,
    ...s.fields,
    created_at: iso(s.createdAt),
    updated_at: iso(s.createdAt),
  }
}

const asGroupable = (id: string, s: Spec): GroupableActivity => ({
  id,
  type: s.mindfulness ? 'mindfulness' : 'workout',
  start: s.start,
  end: s.end,
  sport: s.sport,
  source: s.source,
  fields: s.fields,
  durationSeconds: (s.end - s.start) / 1000,
  createdAt: s.createdAt,
})

async function send(method: 'PUT' | 'DELETE' | 'GET' | 'PATCH', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res
}

/** The user's groups and selection as the database keeps them, and as the rule draws them from `specs` (which it answers). */
async function compare(userId: string, specs: Map<string, Spec>, list: string[] | null, step: string): Promise<ReturnType<typeof groupActivities>> {
  const r = await t.app.db.query<{ activity_id: string; group_id: number; selected: boolean }>(
    'SELECT activity_id, group_id, selected FROM activities WHERE project_id = $1 AND user_id = $2',
    [p.projectId, userId],
  )
  const byGroup = new Map<number, string[]>()
  for (const row of r.rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.activity_id])
  const norm = (groups: string[][]) => groups.map((g) => [...g].sort().join(' ')).sort()
  const want = groupActivities(
    [...specs].map(([id, s]) => asGroupable(id, s)),
    list,
  )
  expect(norm([...byGroup.values()]), `${step}: groups`).toEqual(norm(want.groups))
  expect(
    r.rows
      .filter((x) => x.selected)
      .map((x) => x.activity_id)
      .sort(),
    `${step}: selected`,
  ).toEqual([...want.selected].sort())
  return want
}

describe('the database groups as the rule does', () => {
  it.each([1, 2, 3, 4])('random user %i: PUTs one by one and at once, replacements, moves and deletions', async (seed) => {
    const next = random(seed)
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, {})
    const specs = new Map<string, Spec>()
    // One at a time.
    for (let i = 0; i < 12; i++) {
      const id = `a${i}`
      specs.set(id, randomSpec(next))
      await send('PUT', `/users/${u}/activities/${id}`, body(specs.get(id)!))
    }
    await compare(u, specs, null, 'one by one')
    // Many at once: group-committed into shared statements.
    const batch = Array.from({ length: 16 }, (_, i) => [`b${i}`, randomSpec(next)] as const)
    for (const [id, s] of batch) specs.set(id, s)
    await Promise.all(batch.map(([id, s]) => send('PUT', `/users/${u}/activities/${id}`, body(s))))
    const grouped = await compare(u, specs, null, 'at once')
    // The data has what the rule is about: groups of several, and chains (a group two of which do not overlap).
    expect(grouped.groups.filter((g) => g.length >= 2).length).toBeGreaterThan(1)
    const byId = new Map([...specs].map(([id, s]) => [id, s]))
    const chained = grouped.groups.some((g) => g.some((x) => g.some((y) => byId.get(x)!.end <= byId.get(y)!.start)))
    expect(chained).toBe(true)
    // Replaced (moved, another sport, another source), and deleted, some at once.
    const ids = [...specs.keys()]
    for (let round = 0; round < 3; round++) {
      const changes = ids.filter(() => next() < 0.25)
      await Promise.all(
        changes.map(async (id) => {
          if (!specs.has(id)) return
          if (next() < 0.4) {
            specs.delete(id)
            await send('DELETE', `/users/${u}/activities/${id}`)
          } else {
            const s = randomSpec(next)
            specs.set(id, s)
            await send('PUT', `/users/${u}/activities/${id}`, body(s))
          }
        }),
      )
      await compare(u, specs, null, `changes ${round}`)
    }
    // A list of the user's own: the selection follows once the background job has run.
    // A source that is not selected in a group of several now, first (in other letters).
    const before = groupActivities(
      [...specs].map(([id, s]) => asGroupable(id, s)),
      null,
    )
    const loser = before.groups
      .filter((g) => g.length > 1)
      .flatMap((g) => g.slice(1).filter((id) => specs.get(id)!.source !== specs.get(g[0]!)!.source && !specs.get(id)!.mindfulness))[0]!
    const list = [specs.get(loser)!.source.toUpperCase(), 'manual']
    await send('PUT', `/users/${u}/source_priority`, { activities: list })
    await waitForReselection(u)
    const after = await compare(u, specs, list, 'after the priority change')
    // The list changed the choice of some group.
    expect(after.selected.has(loser)).toBe(true)
    expect([...after.selected].sort()).not.toEqual([...before.selected].sort())
  })
})

/** Until the user's re-selection job is done. */
async function waitForReselection(userId: string): Promise<void> {
  const until = Date.now() + 15_000
  for (;;) {
    const r = await t.app.db.query('SELECT 1 FROM source_priority_jobs WHERE project_id = $1 AND user_id IN ($2, $3)', [p.projectId, userId, ''])
    if (!r.rows.length) return
    if (Date.now() > until) throw new Error('the re-selection did not run within 15 s')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('a workout longer than two days', () => {
  it('is one with a workout that starts days after it began (the long ones are looked up apart)', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, {})
    const day = 86_400_000
    const specs = new Map<string, Spec>([
      // A three-day event, and a ride 2.5 days into it: one workout (`other` matches any sport).
      ['event', { start: T0, end: T0 + 3 * day, sport: 'other', source: 'Garmin Enduro', fields: {}, createdAt: T0, mindfulness: false }],
      [
        'ride',
        { start: T0 + 2.5 * day, end: T0 + 2.5 * day + 60 * MIN, sport: 'cycling', source: 'Wahoo ELEMNT', fields: {}, createdAt: T0, mindfulness: false },
      ],
      // After it ended: alone.
      [
        'later',
        { start: T0 + 3 * day + MIN, end: T0 + 3 * day + 60 * MIN, sport: 'cycling', source: 'Wahoo ELEMNT', fields: {}, createdAt: T0, mindfulness: false },
      ],
    ])
    // The event first: the ride, written after, starts more than two days after it began.
    for (const id of ['event', 'ride', 'later']) await send('PUT', `/users/${u}/activities/${id}`, body(specs.get(id)!))
    const g = await compare(u, specs, null, 'long')
    expect(g.groups.find((x) => x.includes('ride'))!.sort()).toEqual(['event', 'ride'])
    // Apart again, and the ride written alone once more, then the event deleted.
    await send('DELETE', `/users/${u}/activities/ride`)
    specs.delete('ride')
    await compare(u, specs, null, 'long, ride deleted')
    specs.set('ride', {
      start: T0 + 2.75 * day,
      end: T0 + 2.75 * day + 30 * MIN,
      sport: 'cycling',
      source: 'Wahoo ELEMNT',
      fields: {},
      createdAt: T0,
      mindfulness: false,
    })
    await send('PUT', `/users/${u}/activities/ride`, body(specs.get('ride')!))
    await compare(u, specs, null, 'long, ride again')
  })
})

describe('concurrent writes of one workout', () => {
  it('leave exactly one selected, each write its own statement and transaction racing the others', async () => {
    // Each PUT its own statement on its own connection: only the per-user lock orders them.
    const solo = await createTestApp({ GROUP_COMMIT: 'false', DB_POOL_MAX: '12' })
    try {
      const sp = await createTestProject(solo.app)
      const tok = await sp.token()
      const next = random(99)
      const req = (method: 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
        solo.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) }).then((r) => {
          expect(r.statusCode, r.body).toBeLessThan(300)
        })
      for (let round = 0; round < 12; round++) {
        const u = uniqueUserId()
        await req('PATCH', `/users/${u}`, {})
        const specs = new Map<string, Spec>()
        // Two to eight recordings of one run, by different sources, all at once.
        const n = 2 + (round % 7)
        for (let i = 0; i < n; i++) {
          const start = T0 + Math.floor(next() * 5) * MIN
          specs.set(`r${i}`, {
            start,
            end: start + (50 + Math.floor(next() * 10)) * MIN,
            sport: 'running',
            source: SOURCES[i % SOURCES.length]!,
            fields: next() < 0.5 ? { average_hr: 140 } : {},
            createdAt: T0,
            mindfulness: false,
          })
        }
        await Promise.all([...specs].map(([id, s]) => req('PUT', `/users/${u}/activities/${id}`, body(s))))
        const r = await solo.app.db.query<{ group_id: number; selected: boolean; activity_id: string }>(
          'SELECT group_id, selected, activity_id FROM activities WHERE project_id = $1 AND user_id = $2',
          [sp.projectId, u],
        )
        expect(new Set(r.rows.map((x) => x.group_id)).size, `round ${round}: one group`).toBe(1)
        const want = groupActivities(
          [...specs].map(([id, s]) => asGroupable(id, s)),
          null,
        )
        expect(
          r.rows.filter((x) => x.selected).map((x) => x.activity_id),
          `round ${round}: the one selected`,
        ).toEqual([...want.selected])
        // Then the selected one deleted while another recording arrives.
        const gone = [...want.selected][0]!
        specs.delete(gone)
        const late: Spec = { ...specs.values().next().value!, source: 'Manual entry', fields: {} }
        specs.set('late', late)
        await Promise.all([req('DELETE', `/users/${u}/activities/${gone}`), req('PUT', `/users/${u}/activities/late`, body(late))])
        const after = await solo.app.db.query<{ selected: boolean; activity_id: string }>(
          'SELECT selected, activity_id FROM activities WHERE project_id = $1 AND user_id = $2',
          [sp.projectId, u],
        )
        const wantAfter = groupActivities(
          [...specs].map(([id, s]) => asGroupable(id, s)),
          null,
        )
        expect(
          after.rows.filter((x) => x.selected).map((x) => x.activity_id),
          `round ${round}: after the deletion`,
        ).toEqual([...wantAfter.selected])
      }
    } finally {
      await solo.close()
    }
  }, 120_000)
})
