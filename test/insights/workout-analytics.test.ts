// The insights read the workout analytics' fields (issue 29, CONTRACT "Workout analytics"): the
// workout and weekly summaries and the training-load fact use the kind of TSS, normalized power,
// zones, breakthroughs and the chronic training load, and say when a value rests on a guessed
// threshold; a user who set their thresholds is told nothing is guessed. Only selected workouts
// count: another source's recording of a ride doubles nothing. With a model, the model is given
// what was guessed and told to say so in the user's language. The worker is stopped: the backfill
// writes everything.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { bearer, uniqueUserId, type TestApp, type TestProject, privateAppSuite } from '../helpers/app.js'
import { addDays, localToday, mondayOf } from '../helpers/synthetic.js'
import { backfill, type EngineDeps } from '../../src/insights/engine.js'

let t: TestApp, p: TestProject, token: string
privateAppSuite({ stopInsights: true }, (s) => {
  ;({ t, p, token } = s)
})

const NO_LLM: EngineDeps['llm'] = { provider: 'none', timeoutMs: 30_000, maxToolRounds: 4 }
const deps = (llm = NO_LLM): EngineDeps => ({ db: t.app.db, llm, log: { info: () => {}, warn: () => {} } })

async function send(method: 'PUT' | 'PATCH', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
}

type Summary = { name: string; period: { id: string }; data: Record<string, unknown>; llm_output: { title: string; text: string; language: string } }
async function summaries(u: string): Promise<Summary[]> {
  const res = await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries?limit=1000`, headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return res.json().summaries
}
async function facts(u: string): Promise<Record<string, { text: string; certainty: number }>> {
  const res = await t.app.inject({ method: 'GET', url: `/users/${u}/facts?limit=1000`, headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  const r = await t.app.db.query<{ fact_id: string; fact_key: string }>('SELECT fact_id::text, fact_key FROM facts WHERE project_id = $1 AND user_id = $2', [
    p.projectId,
    u,
  ])
  const keyOf = new Map(r.rows.map((x) => [x.fact_id, x.fact_key]))
  return Object.fromEntries(
    (res.json().facts as { id: string; text: string; certainty_on_update: number }[]).map((f) => [
      keyOf.get(f.id),
      { text: f.text, certainty: f.certainty_on_update },
    ]),
  )
}

// Last ISO week (closed): a ride on Monday with power, a run on Wednesday with heart rate only, and
// a strength session on Friday sent with a TSS alone. Thresholds as the analytics guess them for a
// user who set none (used = guessed); activity scores as the contract's CTL gives them.
const today = localToday(0)
const monday = addDays(mondayOf(today), -7)
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString()
function workout(day: string, minutes: number, source: string, fields: Record<string, unknown>) {
  const start = at(day, 7)
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString()
  return {
    type: 'workout',
    start_datetime: start,
    end_datetime: end,
    data_source: source,
    duration_seconds: minutes * 60,
    created_at: end,
    updated_at: end,
    ...fields,
  }
}
const ride = workout(monday, 60, 'Garmin Edge 540', {
  type_name: 'cycling',
  tss: 71.9,
  tss_power: 71.9,
  average_power: 200,
  normalized_power: 212,
  variability_index: 1.06,
  used_ftp: 250,
  guessed_ftp: 250,
  intensity_factor: 0.848,
  is_breakthrough_ftp: true,
  power_zone_thresholds: [140, 190, 228, 265, 303, 378],
  power_zone_durations_seconds: [600, 1500, 900, 450, 150, 0, 0],
  zone_power: '17,42,25,13,4,0,0',
  activity_score_before: 39,
  activity_score_after: 41,
})
const run = workout(addDays(monday, 2), 45, 'Garmin Forerunner 265', {
  type_name: 'running',
  // 0.75 h × (155 / 165)² × 100 = 66.18
  tss: 66.2,
  tss_hr: 66.2,
  average_hr: 155,
  max_hr: 178,
  used_lthr: 165,
  guessed_lthr: 165,
  guessed_mhr: 190,
  light_duration_hr: 300,
  fatburn_duration_hr: 600,
  cardio_duration_hr: 1500,
  peak_duration_hr: 300,
  activity_score_before: 39,
  activity_score_after: 40,
})
const strength = workout(addDays(monday, 4), 40, 'Garmin Forerunner 265', {
  type_name: 'strength',
  tss: 30,
  activity_score_before: 38,
  activity_score_after: 39,
})
// Another source's recording of the ride, overlapping it: no power, so the Edge's is selected.
const phantom = workout(monday, 58, 'Apple Watch', {
  type_name: 'cycling',
  tss: 95,
  tss_hr: 95,
  average_hr: 150,
  used_lthr: 160,
  guessed_lthr: 160,
  activity_score_before: 39,
  activity_score_after: 42,
})

async function user(thresholds?: object, language?: string, duplicate = false): Promise<string> {
  const u = uniqueUserId()
  await send('PATCH', `/users/${u}`, { tz_offset: 0, ...(thresholds ? { thresholds } : {}), ...(language ? { language } : {}) })
  await send('PUT', `/users/${u}/activities/ride`, ride)
  if (duplicate) await send('PUT', `/users/${u}/activities/ride-watch`, phantom)
  await send('PUT', `/users/${u}/activities/run`, run)
  await send('PUT', `/users/${u}/activities/strength`, strength)
  return u
}
const range = (u: string) => ({ projectId: p.projectId, userId: u, from: monday, to: addDays(today, -1) })
const byName = (list: Summary[], name: string, id?: string) => list.find((s) => s.name === name && (id === undefined || s.period.id === id))!
const weekId = (list: Summary[]) => byName(list, 'WeeklyActivitySummary').period.id
// CTL at the end of the week's Sunday: 39 after Friday's workout, × (41/42)² over the weekend.
const CTL_SUNDAY = Math.round(39 * (41 / 42) ** 2)

describe('workout analytics in the insights', () => {
  it('say which values rest on a guessed threshold, in the workout and weekly summaries and the training-load fact', async () => {
    const guessed = await user()
    const set = await user({ ftp: 250, lthr: 165, mhr: 190 })
    await backfill(deps(), range(guessed))
    await backfill(deps(), range(set))
    const g = await summaries(guessed)
    const s = await summaries(set)

    const gRide = byName(g, 'WorkoutSummary', 'ride')
    expect(gRide.data).toMatchObject({
      tss_source: 'power',
      power: { average_power: 200, normalized_power: 212, variability_index: 1.06 },
      thresholds: { ftp: { value: 250, guessed: true } },
      guessed: ['tss', 'intensity_factor', 'power_zones'],
      chronic_training_load: { before: 39, after: 41 },
    })
    const zones = (gRide.data['power_zones'] as { zones: object[] }).zones
    expect(zones).toHaveLength(7)
    expect(zones.slice(0, 2)).toEqual([
      { zone: 'z1', seconds: 600, share: 0.1667 },
      { zone: 'z2', seconds: 1500, share: 0.4167 },
    ])
    expect(gRide.llm_output.title).toBe('cycling: 60 min, TSS 72 (guessed FTP)')
    for (const sentence of [
      'cycling for 60 min with a training stress score of 72 from power (moderate, intensity factor 0.85).',
      'Normalized power was 212 W against an average of 200 W.',
      'Guessed from your last 90 days of workouts: an FTP of 250 W (behind the TSS, intensity factor and power zones).',
      'Most of the power time was in power zone z2 (42%).',
      'New FTP breakthrough: your guessed FTP is now 250 W.',
      'Your chronic training load (42-day average of daily TSS) went from 39 to 41.',
    ])
      expect(gRide.llm_output.text).toContain(sentence)
    const gRun = byName(g, 'WorkoutSummary', 'run')
    expect(gRun.data).toMatchObject({ tss_source: 'heart_rate', guessed: ['tss', 'intensity_factor', 'hr_zones'] })
    expect(gRun.llm_output.title).toBe('running: 45 min, TSS 66 (guessed threshold heart rate)')
    expect(gRun.llm_output.text).toContain(
      'Guessed from your last 90 days of workouts: a threshold heart rate of 165 bpm (behind the TSS and intensity factor) and a maximum heart rate of 190 bpm (behind the heart-rate zones).',
    )

    // The same workouts for a user who set their thresholds: the same numbers, nothing guessed.
    const sRide = byName(s, 'WorkoutSummary', 'ride')
    expect(sRide.data).toMatchObject({ tss_source: 'power', thresholds: { ftp: { value: 250, guessed: false } } })
    expect(sRide.data).not.toHaveProperty('guessed')
    expect(sRide.llm_output.text).toContain('New FTP breakthrough: 95% of your best 20 minutes beat your FTP of 250 W.')
    for (const x of s) expect(`${x.llm_output.title} ${x.llm_output.text}`).not.toMatch(/guess/i)

    const gWeek = byName(g, 'WeeklyActivitySummary')
    expect(gWeek.data['training']).toEqual({
      tss_by_source: { power: 71.9, heart_rate: 66.2, other: 30 },
      tss_guessed: 138.1,
      workouts_guessed: 2,
      guessed_thresholds: ['ftp', 'lthr'],
      chronic_training_load: CTL_SUNDAY,
      chronic_training_load_week_before: null,
    })
    expect(gWeek.data['breakthroughs']).toEqual([{ activity_id: 'ride', day: monday, kind: 'ftp' }])
    expect(gWeek.data['power_zones']).toHaveLength(7)
    for (const sentence of [
      '3 workouts for 145 min, TSS 168 (138 of it from an FTP or threshold heart rate guessed from your last 90 days of workouts).',
      'TSS by source: 72 from power, 66 from heart rate, 30 as recorded.',
      `Breakthroughs: FTP on ${monday}.`,
      `Chronic training load at the end of the week: ${CTL_SUNDAY} (42-day average of daily TSS).`,
    ])
      expect(gWeek.llm_output.text).toContain(sentence)
    expect(byName(g, 'WeeklySummary').llm_output.text).toContain(
      '3 workouts for 145 min and TSS 168 (138 of it from an FTP or threshold heart rate guessed from your last 90 days of workouts).',
    )
    expect(byName(s, 'WeeklyActivitySummary').data['training']).toMatchObject({ tss_guessed: 0, workouts_guessed: 0, chronic_training_load: CTL_SUNDAY })

    // The fact, as of yesterday: the CTL carried on from Friday's 39; the last 4 weeks' TSS is 168.1.
    const asOf = addDays(today, -1)
    const days = (Date.parse(asOf) - Date.parse(addDays(monday, 4))) / 86_400_000
    const ctl = Math.round(39 * (41 / 42) ** days)
    const gFact = (await facts(guessed))['training_load']!
    expect(gFact.text).toMatch(
      new RegExp(
        `^Chronic training load \\(42-day average of daily TSS\\) is about ${ctl}, against [0-9.]+ TSS a day over the last 7 days; the TSS of 2 of the 3 workouts in the last 4 weeks came from an FTP or threshold heart rate guessed from the last 90 days of workouts\\.$`,
      ),
    )
    const sFact = (await facts(set))['training_load']!
    expect(sFact.text).toMatch(
      new RegExp(`^Chronic training load \\(42-day average of daily TSS\\) is about ${ctl}, against [0-9.]+ TSS a day over the last 7 days\\.$`),
    )
    // 138.1 of 168.1 guessed: certainty × (1 − 0.82 / 2).
    expect(gFact.certainty).toBeLessThan(sFact.certainty)
  }, 60_000)

  it('count the selected recording of a workout only: a second source doubles neither the weekly TSS nor the training-load fact', async () => {
    const once = await user()
    const twice = await user(undefined, undefined, true)
    const sel = await t.app.db.query<{ activity_id: string; selected: boolean }>(
      'SELECT activity_id, selected FROM activities WHERE project_id = $1 AND user_id = $2 ORDER BY activity_id',
      [p.projectId, twice],
    )
    expect(sel.rows.filter((r) => r.activity_id.startsWith('ride'))).toEqual([
      { activity_id: 'ride', selected: true },
      { activity_id: 'ride-watch', selected: false },
    ])
    await backfill(deps(), range(once))
    await backfill(deps(), range(twice))
    const [a, b] = [await summaries(once), await summaries(twice)]
    for (const name of ['WeeklyActivitySummary', 'WeeklySummary']) {
      expect(byName(b, name).data, name).toEqual(byName(a, name).data)
      expect(byName(b, name).llm_output.text).toBe(byName(a, name).llm_output.text)
    }
    expect(byName(b, 'WeeklyActivitySummary').data['training']).toMatchObject({ tss_by_source: { power: 71.9, heart_rate: 66.2, other: 30 } })
    expect(b.some((s) => s.name === 'WorkoutSummary' && s.period.id === 'ride-watch')).toBe(false)
    const [fa, fb] = [await facts(once), await facts(twice)]
    expect(fa['training_load']).toBeDefined()
    expect(fb['training_load']).toEqual(fa['training_load'])
    expect(weekId(b)).toBe(weekId(a))
  }, 60_000)

  it('give a model what was guessed and tell it to say so, in the user’s language', async () => {
    const asked: { system: string; summary: { type: string; data: Record<string, unknown> }; language: string }[] = []
    const server: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        const messages = (JSON.parse(body) as { messages: { content: string }[] }).messages
        const user = JSON.parse(messages[1]!.content) as { language: string; summary: (typeof asked)[number]['summary'] }
        asked.push({ system: messages[0]!.content, summary: user.summary, language: user.language })
        res.setHeader('content-type', 'application/json')
        const content = JSON.stringify({ title: `Zusammenfassung ${user.summary.type}`, text: 'Text.', followup_questions: ['Frage?'] })
        res.end(JSON.stringify({ choices: [{ message: { content } }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const u = await user(undefined, 'de')
      const llm: EngineDeps['llm'] = {
        ...NO_LLM,
        provider: 'openai',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        model: 'test-model',
      }
      await backfill(deps(llm), range(u))
      const rideAsked = asked.find((x) => x.summary.type === 'WorkoutSummary' && x.summary.data['activity_id'] === 'ride')!
      expect(rideAsked.language).toBe('de')
      expect(rideAsked.system).toContain('guessed')
      expect(rideAsked.system).toContain('last 90 days of workouts, not one the user set')
      expect(rideAsked.summary.data).toMatchObject({ guessed: ['tss', 'intensity_factor', 'power_zones'], thresholds: { ftp: { value: 250, guessed: true } } })
      const weekAsked = asked.find((x) => x.summary.type === 'WeeklyActivitySummary')!
      expect(weekAsked.summary.data['training']).toMatchObject({ tss_guessed: 138.1, guessed_thresholds: ['ftp', 'lthr'] })
      const stored = byName(await summaries(u), 'WorkoutSummary', 'ride')
      expect(stored.llm_output).toMatchObject({ language: 'de', title: 'Zusammenfassung WorkoutSummary' })
    } finally {
      await new Promise<void>((r) => server.close(() => r()))
    }
  }, 60_000)
})
