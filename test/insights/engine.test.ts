// The insights engine end to end in one app: synthetic users written through the API, the
// background worker and the backfill, then every summary type checked once per period, numbers
// against hand-computed values, planted effects found (and none claimed where none was planted),
// local-day boundaries for positive and negative tz_offset, facts, events and idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, privateDatabase, type TestApp, type TestProject } from '../helpers/app.js'
import { addDays, localInstant, localToday, mondayOf, syntheticUser, writeUser, type SyntheticUser, type Write } from '../helpers/synthetic.js'
import { backfill, type BackfillResult } from '../../src/insights/engine.js'

type Summary = {
  id: string
  name: string
  ref?: string
  period: { type: string; id: string; start: string; end: string }
  data: SummaryData
  llm_output: { title: string; text: string; language: string }
  llm_debug: { model: string; prompt_id: string }
  updated_at: string
  is_custom: boolean
}
/** The members of summary data this test reads: each summary type has those of its own type. */
interface SummaryData {
  metrics: { metric: string; status: string; days: number; direction?: string; slope_ci95: [number, number] }[]
  habits: {
    habit: string
    title: string
    metrics: {
      metric: string
      status: string
      finding?: string
      ci95: [number, number]
      effect_size_g: number
      habit_days: number
      other_days: number
      mean_habit_days: number
      difference: number
    }[]
  }[]
  window: { start: string; end: string }
  hr_zones: { zones: { share: number }[] }
  intensity: object
  load: object
  last_28_days: object
  calories: number
  tss: number
  hrv: object
  activities: { items: { id: string }[] }
  meals: { count: number }
  totals: { calories: number }
  energy: object
  balance_kcal: number
}
type EventData = { user_id: string; summary_id: string } & Record<string, unknown>
type Fact = { id: string; text: string; type: string; source: string; certainty_on_creation: number; certainty_on_update: number }

let own: Awaited<ReturnType<typeof privateDatabase>>
let t: TestApp
let project: TestProject
let token: string

const A = { id: 'synthetic-a', tz: 19_800 } // +05:30: planted sleep trend and habit effect, meals
const B = { id: 'synthetic-b', tz: -25_200 } // −07:00: nothing planted
const H = { id: 'hand', tz: 36_000 } // +10:00: a few hand-made records with hand-computed results
const N = { id: 'negative', tz: -36_000 } // −10:00: local-day boundary the other way
let userA: SyntheticUser
let userB: SyntheticUser

const send = (userId: string) => async (w: Write) =>
  (await t.app.inject({ method: w.method, url: `/users/${userId}${w.path}`, headers: bearer(token), payload: w.body })).statusCode

async function summaries(userId: string, query = ''): Promise<Summary[]> {
  const out: Summary[] = []
  let page = ''
  do {
    const res = await t.app.inject({
      method: 'GET',
      url: `/users/${userId}/ai/summaries?limit=1000${query}${page ? `&page=${page}` : ''}`,
      headers: bearer(token),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    out.push(...body.summaries)
    page = body.pagination.next_page
  } while (page)
  return out
}

async function facts(userId: string): Promise<Fact[]> {
  const res = await t.app.inject({ method: 'GET', url: `/users/${userId}/facts?limit=1000`, headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return res.json().facts
}

async function events(): Promise<{ type: string; data: EventData }[]> {
  const out: { type: string; data: EventData }[] = []
  let after = 0
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/v1/projects/${project.projectId}/events?after=${after}&limit=1000`, headers: bearer(token) })
    const body = res.json()
    out.push(...body.events)
    if (body.events.length < 1000) return out
    after = body.next_after
  }
}

/** Waits until no insight job is due or running (jobs of open periods wait for their close). */
async function queueIdle(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const r = await t.app.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM insight_jobs WHERE run_after <= now() + interval '6 seconds' OR leased_until IS NOT NULL",
    )
    if (r.rows[0]!.n === 0) return
    await new Promise((res) => setTimeout(res, 100))
  }
  throw new Error('insight queue did not drain')
}

const deps = () => ({ db: t.app.db, llm: t.config.llm, log: { info: () => {}, warn: () => {} } })
const run = (userId: string, tz: number, from: string): Promise<BackfillResult> =>
  backfill(deps(), { projectId: project.projectId, userId, from, to: addDays(localToday(tz), -1) })

const yesterday = (tz: number) => addDays(localToday(tz), -1)
const closedMondays = (from: string, tz: number) => {
  const out: string[] = []
  for (let m = mondayOf(from); addDays(m, 6) <= yesterday(tz); m = addDays(m, 7)) out.push(m)
  return out
}
const byName = (list: Summary[], name: string) => list.filter((s) => s.name === name)
const counts = (ids: string[]) => {
  const m: Record<string, number> = {}
  for (const id of ids) m[id] = (m[id] ?? 0) + 1
  return m
}

// The hand user's day: ten local days ago, so it and its week have closed.
const D = addDays(localToday(H.tz), -10)

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp(own ? { DATABASE_URL: own.url } : {})
  project = await createTestProject(t.app)
  token = await project.token()
  const fromA = mondayOf(addDays(localToday(A.tz), -42))
  const fromB = mondayOf(addDays(localToday(B.tz), -28))
  userA = syntheticUser({ seed: 7, tz: A.tz, from: fromA, to: yesterday(A.tz), sleepSlopePerDay: 0.4, meditationEffect: 10, meals: true })
  userB = syntheticUser({ seed: 11, tz: B.tz, from: fromB, to: yesterday(B.tz), workoutHour: 18 })
  await Promise.all([writeUser(userA, send(A.id)), writeUser(userB, send(B.id))])

  // The hand user: 80 kg, 180 cm, 40 years old on D, male, at UTC+10.
  const h = send(H.id)
  expect(
    await h({ method: 'PATCH', path: '', body: { tz_offset: H.tz, gender: 'male', weight: 80, height: 180, birthday: `${Number(D.slice(0, 4)) - 40}-01-01` } }),
  ).toBe(200)
  const workout = (id: string, day: string, tss: number, extra: Record<string, unknown> = {}): Write => {
    const start = localInstant(day, 6, H.tz) // 06:00 local = 20:00 UTC the day before
    const end = new Date(Date.parse(start) + 3_600_000).toISOString()
    return {
      method: 'PUT',
      path: `/activities/${id}`,
      body: {
        type: 'workout',
        start_datetime: start,
        end_datetime: end,
        data_source: 'test',
        duration_seconds: 3600,
        type_name: 'Cycling',
        tss,
        created_at: end,
        updated_at: end,
        ...extra,
      },
    }
  }
  for (const w of [
    workout('h-old', addDays(D, -20), 30),
    workout('h-mid', addDays(D, -3), 90),
    workout('h-day', D, 60, { hr_zone_durations_seconds: [600, 1200, 1800, 0], calories: 600 }),
    {
      method: 'PUT' as const,
      path: '/activities/h-calm',
      body: {
        start_datetime: localInstant(D, 21, H.tz),
        end_datetime: localInstant(D, 21.25, H.tz),
        provider: 'test',
        type_name: 'Breathing',
        duration_seconds: 900,
        guided_breathing_id: 'box',
        session_score: 80,
        interbeat_intervals: '800, 810,790,805',
        created_at: localInstant(D, 22, H.tz),
        updated_at: localInstant(D, 22, H.tz),
      },
    },
    { method: 'POST' as const, path: '/nutrition/meals', body: { description: 'two eggs and toast', meal_time: localInstant(D, 8.5, H.tz) } },
  ]) {
    expect(await h(w)).toBeLessThan(300)
  }
  // The negative user: a meal at 05:00 UTC on D is 19:00 on the local day before.
  const n = send(N.id)
  expect(await n({ method: 'PATCH', path: '', body: { tz_offset: N.tz } })).toBe(200)
  expect(await n({ method: 'POST', path: '/nutrition/meals', body: { description: 'an apple', meal_time: `${D}T05:00:00.000Z` } })).toBe(201)
}, 240_000)

afterAll(async () => {
  await t?.close()
  await own?.drop()
})

describe('insights from synthetic users', () => {
  let firstA: BackfillResult
  beforeAll(async () => {
    await queueIdle()
    firstA = await run(A.id, A.tz, userA.days[0]!)
    await run(B.id, B.tz, userB.days[0]!)
    await run(H.id, H.tz, addDays(D, -21))
    await run(N.id, N.tz, addDays(D, -2))
  }, 240_000)

  it('writes each summary type once per period, and nothing for open weeks', async () => {
    expect(firstA.users).toBe(1)
    const list = await summaries(A.id)
    const once = (name: string, expected: string[]) => {
      const ids = byName(list, name).map((s) => s.period.id)
      expect(counts(ids), name).toEqual(counts(expected))
    }
    once(
      'WorkoutSummary',
      userA.workouts.map((w) => w.id),
    )
    once(
      'MindfulsessionSummary',
      userA.sessions.map((s) => s.id),
    )
    once('SleepSummary', userA.days)
    once('DailySummary', userA.days)
    once('DailyNutritionSummary', [...userA.mealDays])
    const weeks = closedMondays(userA.days[0]!, A.tz)
    expect(weeks.length).toBeGreaterThanOrEqual(6)
    const weekIds = byName(list, 'WeeklySummary').map((s) => s.period.id)
    expect(weekIds.length).toBe(weeks.length)
    for (const name of ['WeeklyActivitySummary', 'WeeklyNutritionSummary', 'TrendSummary', 'ImpactSummary']) {
      expect(counts(byName(list, name).map((s) => s.period.id)), name).toEqual(counts(weekIds))
    }
    for (const s of list.filter((x) => x.name !== 'MealSummary')) {
      expect(s.is_custom).toBe(false)
      expect(s.llm_output.text.length).toBeGreaterThan(20)
      expect(s.llm_debug).toEqual({ model: 'healthd-builtin', prompt_id: `insights-v3/${s.name}` })
    }
  })

  it('finds the planted sleep trend and no trend in readiness', async () => {
    const trends = byName(await summaries(A.id), 'TrendSummary').sort((a, b) => a.period.start.localeCompare(b.period.start))
    const last = trends[trends.length - 1]!
    const sleep = last.data['metrics'].find((m) => m.metric === 'sleep_score')!
    expect(sleep.days).toBe(28)
    expect(sleep.direction).toBe('rising')
    expect(sleep.slope_ci95[0]).toBeLessThanOrEqual(0.4)
    expect(sleep.slope_ci95[1]).toBeGreaterThanOrEqual(0.4)
    const readiness = last.data['metrics'].find((m) => m.metric === 'readiness_score')!
    expect(readiness.direction).toBe('no clear trend')
    // The first week has fewer than 14 days in its window: nothing is claimed.
    expect(trends[0]!.data['metrics'].every((m) => m.status === 'not enough data yet')).toBe(true)
    expect(trends[0]!.llm_output.text).toContain('not enough data yet')
    // Nothing planted for B: no trend claimed anywhere.
    for (const s of byName(await summaries(B.id), 'TrendSummary')) {
      for (const m of s.data['metrics']) expect(['no clear trend', undefined]).toContain(m.direction)
    }
  })

  it('finds the planted habit effect with its interval, and claims none where none was planted', async () => {
    const impacts = byName(await summaries(A.id), 'ImpactSummary').sort((a, b) => a.period.start.localeCompare(b.period.start))
    const last = impacts[impacts.length - 1]!
    const meditation = last.data['habits'].find((h) => h.habit === 'daily_meditation')!
    expect(meditation.title).toBe('Meditate for ten minutes')
    const sleep = meditation.metrics.find((m) => m.metric === 'sleep_score')!
    expect(sleep.status).toBe('ok')
    expect(sleep.finding).toBe('higher on habit days')
    expect(sleep.ci95[0]).toBeLessThanOrEqual(10)
    expect(sleep.ci95[1]).toBeGreaterThanOrEqual(10)
    expect(sleep.effect_size_g).toBeGreaterThan(0.8)
    // The numbers are the plain means of the generated days in the 56-day window.
    const window = userA.days.filter((d) => d >= last.data['window'].start && d <= last.data['window'].end)
    expect(last.data['window'].end).toBe(addDays(last.data['window'].start, 55))
    expect(sleep.habit_days + sleep.other_days).toBe(window.length)
    const on = window.filter((d) => userA.meditationDays.has(d)).map((d) => userA.sleep.get(d)!)
    const off = window.filter((d) => !userA.meditationDays.has(d)).map((d) => userA.sleep.get(d)!)
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(sleep.habit_days).toBe(on.length)
    expect(sleep.mean_habit_days).toBeCloseTo(avg(on), 2)
    expect(sleep.difference).toBeCloseTo(avg(on) - avg(off), 2)
    expect(meditation.metrics.find((m) => m.metric === 'readiness_score')!.finding).toBe('no clear difference')
    const journal = last.data['habits'].find((h) => h.habit === 'evening_journal')!
    for (const m of journal.metrics) expect(m.finding).toBe('no clear difference')
    // The first week: fewer than 7 days each side.
    expect(impacts[0]!.data['habits'][0]!.metrics[0]!.status).toBe('not enough data yet')
    for (const s of byName(await summaries(B.id), 'ImpactSummary')) {
      for (const h of s.data['habits']) for (const m of h.metrics) expect(m.finding ?? 'no clear difference').toBe('no clear difference')
    }
  })

  it('computes the hand user’s workout, session and nutrition numbers', async () => {
    const list = await summaries(H.id)
    const w = byName(list, 'WorkoutSummary').find((s) => s.ref === 'h-day')!
    expect(w.period).toMatchObject({ type: 'workout', id: 'h-day' })
    // Zones 600/1200/1800/0 of 3600 s.
    expect(w.data['hr_zones'].zones.map((z) => z.share)).toEqual([0.1667, 0.3333, 0.5, 0])
    // IF = √(60 / (1 h × 100)) = 0.7746.
    expect(w.data['intensity']).toEqual({ intensity_factor: 0.77, source: 'tss_and_duration', band: 'moderate' })
    // 7 days up to the start: 60 + 90 = 150 → 21.4 a day; 28 days: 150 + 30 = 180 → 6.4; 150/7 ÷ 180/28 = 3.33.
    expect(w.data['load']).toMatchObject({
      tss_7d: 150,
      tss_28d: 180,
      acute_load_7d: 21.4,
      chronic_load_28d: 6.4,
      acute_chronic_ratio: 3.33,
      ratio_band: 'very high',
      history_days: 21,
    })
    // Earlier workouts 90 and 30: mean 60; 60 is above one of two → percentile 50.
    expect(w.data['last_28_days']).toMatchObject({ workouts: 2, tss_mean: 60, tss_percentile: 50 })
    expect(w.data['calories']).toBe(600)

    const m = byName(list, 'MindfulsessionSummary')[0]!
    // Successive differences 10, −20, 15: √((100 + 400 + 225) / 3) = 15.55; 60000 / 801.25 = 74.88 bpm.
    expect(m.data['hrv']).toMatchObject({ beats: 4, rmssd_ms: 15.5, mean_hr_bpm: 74.9, discarded: 0 })

    const day = byName(list, 'DailySummary').find((s) => s.period.id === D)!
    expect(day.data['activities'].items.map((i) => i.id).sort()).toEqual(['h-calm', 'h-day'])
    expect(day.data['meals'].count).toBe(1)
    // Local day D at UTC+10 runs from 14:00 UTC the day before.
    expect(day.period.start).toBe(new Date(Date.parse(`${D}T00:00:00Z`) - 36_000_000).toISOString())
    // The workout at 20:00 UTC on D−1 is on local D: the local day before has no workout of its own.
    expect(byName(list, 'DailySummary').find((s) => s.period.id === addDays(D, -1))).toBeUndefined()

    const nutrition = byName(list, 'DailyNutritionSummary').find((s) => s.period.id === D)!
    const meal = byName(list, 'MealSummary')[0]!
    expect(nutrition.data['totals'].calories).toBe(meal.data['totals'].calories)
    // Mifflin–St Jeor, male: 10 × 80 + 6.25 × 180 − 5 × 40 + 5 = 1730; × 1.2 = 2076; + 600 workout kcal = 2676.
    expect(nutrition.data['energy']).toMatchObject({ resting_kcal: 1730, activity_factor: 1.2, workout_kcal: 600, estimate_kcal: 2676 })
    expect(nutrition.data['balance_kcal']).toBeCloseTo(meal.data['totals'].calories - 2676, 1)

    // The summaries list filters by local day: D has the day's summaries.
    const onD = await summaries(H.id, `&start_date=${D}&end_date=${D}&name=DailySummary`)
    expect(onD.map((s) => s.period.id)).toEqual([D])
  })

  it('puts a meal at 05:00 UTC on the local day before for tz_offset −10 h', async () => {
    const list = await summaries(N.id)
    expect(byName(list, 'DailyNutritionSummary').map((s) => s.period.id)).toEqual([addDays(D, -1)])
    expect(byName(list, 'DailySummary').map((s) => s.period.id)).toEqual([addDays(D, -1)])
  })

  it('derives facts with source system and certainty', async () => {
    const list = await facts(A.id)
    const types = list.map((f) => f.type).sort()
    expect(types).toEqual(expect.arrayContaining(['activity', 'sleep', 'nutrition', 'mind']))
    const time = list.find((f) => f.text.startsWith('Usually trains in the morning'))
    expect(time).toBeDefined()
    for (const f of list) {
      expect(f.source).toBe('system')
      expect(f.certainty_on_update).toBeGreaterThan(0)
      expect(f.certainty_on_update).toBeLessThanOrEqual(1)
    }
    expect((await facts(B.id)).some((f) => f.text.startsWith('Usually trains in the evening'))).toBe(true)
  })

  it('running the backfill again changes nothing', async () => {
    await queueIdle()
    const before = await summaries(A.id)
    const eventsBefore = (await events()).length
    const factsBefore = await facts(A.id)
    const again = await run(A.id, A.tz, userA.days[0]!)
    for (const [name, o] of Object.entries(again.summaries)) expect({ name, created: o.created, updated: o.updated }).toEqual({ name, created: 0, updated: 0 })
    expect(again.facts.created + again.facts.updated + again.facts.recreated).toBe(0)
    const after = await summaries(A.id)
    expect(after.map((s) => [s.id, s.updated_at]).sort()).toEqual(before.map((s) => [s.id, s.updated_at]).sort())
    expect((await events()).length).toBe(eventsBefore)
    expect((await facts(A.id)).map((f) => [f.id, f.text])).toEqual(factsBefore.map((f) => [f.id, f.text]))
  })

  it('announces every system summary once with summaries:created', async () => {
    const created = (await events()).filter((e) => e.type === 'summaries:created' && e.data['user_id'] === A.id)
    const system = (await summaries(A.id)).filter((s) => s.name !== 'MealSummary')
    expect(counts(created.map((e) => e.data['summary_id']))).toEqual(counts(system.map((s) => s.id)))
    expect(Object.keys(created[0]!.data).sort()).toEqual(['name', 'period', 'project_id', 'summary_id', 'user_id'])
  })

  it('keeps a deleted fact deleted, and brings it back when the evidence changes materially', async () => {
    const sleepFact = (await facts(A.id)).find((f) => f.type === 'sleep')!
    expect(sleepFact.text).toMatch(/^Typical sleep score is about \d+/)
    const del = await t.app.inject({ method: 'DELETE', url: `/users/${A.id}/facts/${sleepFact.id}`, headers: bearer(token) })
    expect(del.statusCode).toBe(204)
    const r1 = await run(A.id, A.tz, userA.days[0]!)
    expect(r1.facts.kept_deleted).toBeGreaterThanOrEqual(1)
    expect((await facts(A.id)).find((f) => f.type === 'sleep')).toBeUndefined()

    // Four weeks of much better sleep: the median moves by far more than 5 points.
    const s = send(A.id)
    for (let d = addDays(yesterday(A.tz), -27); d <= yesterday(A.tz); d = addDays(d, 1)) {
      expect(await s({ method: 'PUT', path: `/daily_records/scores/${d}/sleep_score`, body: { value: 99 } })).toBe(200)
    }
    const r2 = await run(A.id, A.tz, addDays(yesterday(A.tz), -27))
    expect(r2.facts.recreated).toBe(1)
    const back = (await facts(A.id)).find((f) => f.type === 'sleep')!
    expect(back.id).not.toBe(sleepFact.id)
    expect(back.text).toMatch(/^Typical sleep score is about 99/)
  })

  it('writes a workout’s summary within 2 s of its PUT', async () => {
    const start = new Date(Date.now() - 3_600_000).toISOString()
    const end = new Date().toISOString()
    const t0 = Date.now()
    const put = await send(H.id)({
      method: 'PUT',
      path: '/activities/h-now',
      body: {
        type: 'workout',
        start_datetime: start,
        end_datetime: end,
        data_source: 'test',
        duration_seconds: 3600,
        type_name: 'Rowing',
        tss: 55,
        created_at: end,
        updated_at: end,
      },
    })
    expect(put).toBe(200)
    let found: Summary | undefined
    while (!found && Date.now() - t0 < 5_000) {
      found = (await summaries(H.id, '&name=WorkoutSummary')).find((s) => s.ref === 'h-now')
      if (!found) await new Promise((r) => setTimeout(r, 50))
    }
    expect(found, 'no WorkoutSummary').toBeDefined()
    expect(Date.now() - t0).toBeLessThan(2_000)
    // Replacing the activity updates the same summary in place.
    await send(H.id)({
      method: 'PUT',
      path: '/activities/h-now',
      body: {
        type: 'workout',
        start_datetime: start,
        end_datetime: end,
        data_source: 'test',
        duration_seconds: 3600,
        type_name: 'Rowing',
        tss: 75,
        created_at: end,
        updated_at: end,
      },
    })
    let updated: Summary | undefined
    for (let i = 0; i < 60 && updated?.data['tss'] !== 75; i++) {
      await new Promise((r) => setTimeout(r, 50))
      updated = (await summaries(H.id, '&name=WorkoutSummary')).find((s) => s.ref === 'h-now')
    }
    expect(updated!.id).toBe(found!.id)
    expect(updated!.data['tss']).toBe(75)
  })
})
