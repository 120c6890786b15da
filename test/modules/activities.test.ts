// Activities: PUT creates or replaces a workout or a mindfulness session, GET reads it back;
// validation of both request forms, identity from the path, project and scope isolation; the
// list (filters, pages) and DELETE with its effects (event, insight jobs, summary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { minimalWorkout } from '../helpers/bodies.js'
import { eventsOf, pendingJobs, periodJobs, settleAndForgetJobs, walk } from '../helpers/lifecycle.js'

let t: TestApp
let p: TestProject
let token: string
/** A user that exists in p, for tests that only need somewhere to write. */
let user: string

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

beforeAll(async () => {
  // The insights worker does not give way to these tests' requests: a deletion's summary is there first.
  t = await createTestApp({ INSIGHTS_BUSY_SHARE: '1' })
  p = await createTestProject(t.app)
  token = await p.token()
  user = await createUser()
})
afterAll(() => t.close())

async function createUser(tok = token): Promise<string> {
  const id = uniqueUserId()
  const res = await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(tok), payload: {} })
  expect(res.statusCode).toBe(200)
  return id
}

let seq = 0
const activityId = () => `act-${++seq}-${Math.random().toString(36).slice(2, 8)}`
const url = (userId: string, id: string) => `/users/${encodeURIComponent(userId)}/activities/${encodeURIComponent(id)}`

const put = (userId: string, id: string, payload: unknown, tok = token) =>
  t.app.inject({ method: 'PUT', url: url(userId, id), headers: bearer(tok), payload: payload as object })
const get = (userId: string, id: string, tok = token) => t.app.inject({ method: 'GET', url: url(userId, id), headers: bearer(tok) })

/** Every workout field of the specification's request form. */
const fullWorkout = () => ({
  type: 'workout',
  start_datetime: '2026-03-01T08:00:00.000Z',
  end_datetime: '2026-03-01T09:30:00.000Z',
  data_source: 'garmin-connect',
  duration_seconds: 5400,
  type_name: 'cycling',
  tss: 87.5,
  used_ftp: 250,
  guessed_ftp: 255.5,
  normalized_power: 231.25,
  variability_index: 1.04,
  intensity_factor: 0.925,
  tss_power: 86.1,
  average_hr: 142.3,
  average_power: 221.7,
  used_lthr: 168,
  guessed_lthr: 169.5,
  guessed_mhr: 191,
  tss_hr: 90.2,
  peak_duration_hr: 300.5,
  cardio_duration_hr: 1800,
  fatburn_duration_hr: 2400.25,
  light_duration_hr: 899.75,
  peak_threshold_hr: 172,
  cardio_threshold_hr: 152,
  fatburn_threshold_hr: 133,
  calories: 1234.5,
  max_hr: 181,
  is_breakthrough_ftp: true,
  is_breakthrough_lthr: false,
  zone_power: '{"z1":0.1,"z2":0.4,"z3":0.5}',
  zone_hr: 'z1:10,z2:40,z3:50',
  hr_series: '120,121,125,130,0,-1',
  hr_series_sampling_rate: '1s',
  hr_zone_durations_seconds: [600, 1200, 1800, 1500, 300],
  hr_zone_thresholds: [0, 114, 133, 152, 172],
  power_zone_durations_seconds: [0, 1000, 2000, 2000, 400],
  power_zone_thresholds: [138, 188, 225, 263, 300],
  activity_score_before: 42,
  activity_score_after: -3,
  group_id: 7,
  selected: true,
  created_at: '2026-03-01T09:31:00.000Z',
  updated_at: '2026-03-01T09:32:00.000Z',
})

/** Every mindfulness field of the specification's request form. */
const fullMindfulness = () => ({
  start_datetime: '2026-03-02T06:00:00.000Z',
  end_datetime: '2026-03-02T06:10:00.000Z',
  provider: 'PROVIDER_B',
  data_source: 'watch',
  type_name: 'breathing',
  duration_seconds: 600,
  guided_breathing_id: 'box-4-4-4-4',
  session_score: 73,
  interbeat_intervals: '812,799,830,845',
  created_at: '2026-03-02T06:11:00.000Z',
  updated_at: '2026-03-02T06:12:00.000Z',
})

const without = <T extends object>(o: T, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key))

describe('PUT /users/{user_id}/activities/{activity_id}: workouts', () => {
  it('round-trips a workout with every field of the specification (group_id and selected are computed: the ones sent are ignored)', async () => {
    const id = activityId()
    const body = fullWorkout()
    // A user of its own: the workout is alone, so selected, in a group of its own.
    const alone = await createUser()
    const res = await put(alone, id, { ...body, selected: false })
    expect(res.statusCode).toBe(200)
    const expected = { ...body, id, project_id: p.projectId, user_id: alone, group_id: res.json().group_id, selected: true }
    expect(res.json()).toEqual(expected)
    expect(res.json().group_id).not.toBe(body.group_id)
    expect(Number.isSafeInteger(res.json().group_id)).toBe(true)

    const got = await get(alone, id)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(expected)
    // Nothing of what was sent for them is kept among the fields.
    const { rows } = await t.app.db.query(`SELECT fields ? 'group_id' OR fields ? 'selected' AS kept FROM activities WHERE project_id = $1 AND user_id = $2`, [
      p.projectId,
      alone,
    ])
    expect(rows).toEqual([{ kept: false }])
  })

  it('returns timestamps given with offsets in UTC with milliseconds', async () => {
    const id = activityId()
    const res = await put(user, id, {
      ...minimalWorkout(),
      start_datetime: '2026-03-01T10:00:00+02:00',
      end_datetime: '2026-03-01T05:30:15.5-05:00',
      created_at: '2026-03-01T12:00:00.123456+01:00',
      updated_at: '2026-03-01 23:45:00Z',
    })
    expect(res.statusCode).toBe(200)
    const a = res.json()
    expect(a).toMatchObject({
      start_datetime: '2026-03-01T08:00:00.000Z',
      end_datetime: '2026-03-01T10:30:15.500Z',
      created_at: '2026-03-01T11:00:00.123Z',
      updated_at: '2026-03-01T23:45:00.000Z',
    })
    for (const k of ['start_datetime', 'end_datetime', 'created_at', 'updated_at']) expect(a[k]).toMatch(ISO_UTC)
    expect((await get(user, id)).json()).toEqual(a)
  })

  it('returns id, project_id, user_id and type, only the fields that were sent, and its group', async () => {
    const id = activityId()
    const alone = await createUser()
    const res = await put(alone, id, minimalWorkout())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id,
      project_id: p.projectId,
      user_id: alone,
      type: 'workout',
      start_datetime: '2026-03-01T08:00:00.000Z',
      end_datetime: '2026-03-01T09:00:00.000Z',
      data_source: 'manual',
      duration_seconds: 3600,
      type_name: 'run',
      tss: 50,
      group_id: res.json().group_id,
      selected: true,
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-01T09:00:00.000Z',
    })
  })

  it('replaces the whole workout: fields left out of the second PUT are gone', async () => {
    const id = activityId()
    expect((await put(user, id, fullWorkout())).statusCode).toBe(200)
    const second = { ...minimalWorkout(), tss: 12.25, calories: 99 }
    const res = await put(user, id, second)
    expect(res.statusCode).toBe(200)
    const got = (await get(user, id)).json()
    expect(got).toEqual(res.json())
    expect(got).toMatchObject({ tss: 12.25, calories: 99, type_name: 'run', duration_seconds: 3600 })
    for (const gone of ['used_ftp', 'hr_zone_thresholds', 'is_breakthrough_ftp', 'zone_hr', 'hr_series']) {
      expect(got, gone).not.toHaveProperty(gone)
    }
    // Computed whatever the PUTs sent.
    expect(typeof got.group_id).toBe('number')
    expect(typeof got.selected).toBe('boolean')
  })

  it('replaces a workout by a mindfulness session under the same id', async () => {
    const id = activityId()
    expect((await put(user, id, fullWorkout())).statusCode).toBe(200)
    const res = await put(user, id, fullMindfulness())
    expect(res.statusCode).toBe(200)
    // A mindfulness session is never grouped: alone in a group of its own, and selected.
    const expected = { ...fullMindfulness(), id, project_id: p.projectId, user_id: user, type: 'mindfulness', group_id: res.json().group_id, selected: true }
    expect(res.json()).toEqual(expected)
    expect(typeof expected.group_id).toBe('number')
    expect((await get(user, id)).json()).toEqual(expected)
  })

  it('accepts an end equal to the start and a duration of 0', async () => {
    const res = await put(user, activityId(), {
      ...minimalWorkout(),
      start_datetime: '2026-03-01T08:00:00Z',
      end_datetime: '2026-03-01T10:00:00+02:00',
      duration_seconds: 0,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ duration_seconds: 0, start_datetime: '2026-03-01T08:00:00.000Z', end_datetime: '2026-03-01T08:00:00.000Z' })
  })

  it('accepts identity fields in the body that agree with the path and the token', async () => {
    const id = activityId()
    const res = await put(user, id, { ...minimalWorkout(), id, user_id: user, project_id: p.projectId })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, user_id: user, project_id: p.projectId, type: 'workout' })
  })

  it('keeps the activities of different users apart under the same activity id', async () => {
    const other = await createUser()
    const id = activityId()
    expect((await put(user, id, { ...minimalWorkout(), tss: 1 })).statusCode).toBe(200)
    expect((await put(other, id, { ...minimalWorkout(), tss: 2 })).statusCode).toBe(200)
    expect((await get(user, id)).json()).toMatchObject({ user_id: user, tss: 1 })
    expect((await get(other, id)).json()).toMatchObject({ user_id: other, tss: 2 })
  })

  it('answers every one of concurrent PUTs of the same activity with 200, and keeps one of them', async () => {
    const id = activityId()
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(user, id, { ...minimalWorkout(), tss: i })))
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
    const got = (await get(user, id)).json()
    expect([0, 1, 2, 3, 4, 5, 6, 7]).toContain(got.tss)
  })

  it.each(['start_datetime', 'end_datetime', 'data_source', 'duration_seconds', 'type_name', 'tss', 'created_at', 'updated_at'])(
    'refuses a workout without %s',
    async (field) => {
      const res = await put(user, activityId(), without(fullWorkout(), field))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: `body/${field} is required` })
    },
  )

  it('tells a workout sent with an unknown type that its type is wrong', async () => {
    for (const type of ['running', 'Workout', 3, null]) {
      const res = await put(user, activityId(), { ...fullWorkout(), type })
      expect(res.statusCode, String(type)).toBe(400)
      expect(res.json()).toEqual({ error: 'body/type must be "workout" for a workout; a mindfulness session is sent without type' })
    }
  })

  it('treats a body without type as a mindfulness session, so a workout without type is refused', async () => {
    const res = await put(user, activityId(), without(fullWorkout(), 'type'))
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
    expect(res.json().error).toMatch(/^body\/(type|provider) /)
  })

  it.each([
    [{ duration_seconds: -1 }, 'body/duration_seconds must be >= 0'],
    [{ duration_seconds: 1.5 }, 'body/duration_seconds must be integer'],
    [{ duration_seconds: '60' }, 'body/duration_seconds must be integer'],
    [{ tss: '87.5' }, 'body/tss must be number'],
    [{ tss: null }, 'body/tss must be number'],
    [{ average_hr: '140' }, 'body/average_hr must be number'],
    [{ hr_zone_thresholds: [100, 120.5, 140] }, 'body/hr_zone_thresholds/1 must be integer'],
    [{ power_zone_durations_seconds: 'all' }, 'body/power_zone_durations_seconds must be array'],
    [{ is_breakthrough_ftp: 'true' }, 'body/is_breakthrough_ftp must be boolean'],
    [{ is_breakthrough_lthr: 1 }, 'body/is_breakthrough_lthr must be boolean'],
    [{ zone_power: 5 }, 'body/zone_power must be string'],
    [{ activity_score_after: 1.5 }, 'body/activity_score_after must be integer'],
    [{ group_id: '7' }, 'body/group_id must be integer'],
    [{ selected: 'yes' }, 'body/selected must be boolean'],
    [{ data_source: 1 }, 'body/data_source must be string'],
    [{ type: 'Workout' }, undefined],
    [{ colour: 'red' }, 'body/colour is not a known property'],
    [{ start_datetime: '2026-02-30T10:00:00Z' }, 'body/start_datetime must be a valid date-time'],
    [{ end_datetime: '2026-01-01T10:00:00' }, 'body/end_datetime must be a valid date-time'],
    [{ start_datetime: '2026-01-01' }, 'body/start_datetime must be a valid date-time'],
    [{ start_datetime: '2026-01-01T24:00:01Z' }, 'body/start_datetime must be a valid date-time'],
    [{ created_at: 'yesterday' }, 'body/created_at must be a valid date-time'],
    [{ updated_at: 1767261600000 }, 'body/updated_at must be string'],
    [{ end_datetime: '2026-03-01T07:59:59.999Z' }, 'body/end_datetime must not be before body/start_datetime'],
    [{ end_datetime: '2026-03-01T09:59:00+02:00' }, 'body/end_datetime must not be before body/start_datetime'],
    [{ id: 'another-activity' }, 'body/id does not match the path'],
    [{ user_id: 'another-user' }, 'body/user_id does not match the path'],
    [{ project_id: 'another-project' }, "body/project_id does not match the token's project"],
  ])('refuses a workout with %j', async (change, message) => {
    const res = await put(user, activityId(), { ...fullWorkout(), ...change })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(Object.keys(body)).toEqual(['error'])
    if (message) expect(body).toEqual({ error: message })
  })
})

describe('PUT /users/{user_id}/activities/{activity_id}: mindfulness sessions', () => {
  it('round-trips a mindfulness session with every field, answered with type mindfulness', async () => {
    const id = activityId()
    const res = await put(user, id, fullMindfulness())
    expect(res.statusCode).toBe(200)
    const expected = { ...fullMindfulness(), id, project_id: p.projectId, user_id: user, type: 'mindfulness', group_id: res.json().group_id, selected: true }
    expect(res.json()).toEqual(expected)
    expect(typeof expected.group_id).toBe('number')
    const got = await get(user, id)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toEqual(expected)
  })

  it('replaces the whole session: optional fields left out of the second PUT are gone', async () => {
    const id = activityId()
    expect((await put(user, id, fullMindfulness())).statusCode).toBe(200)
    const second = without(without({ ...fullMindfulness(), session_score: 10 }, 'data_source'), 'interbeat_intervals')
    expect((await put(user, id, second)).statusCode).toBe(200)
    const got = (await get(user, id)).json()
    expect(got).toEqual({ ...second, id, project_id: p.projectId, user_id: user, type: 'mindfulness', group_id: got.group_id, selected: true })
    expect(typeof got.group_id).toBe('number')
    expect(got).not.toHaveProperty('data_source')
    expect(got).not.toHaveProperty('interbeat_intervals')
  })

  it('replaces a mindfulness session by a workout under the same id', async () => {
    const id = activityId()
    expect((await put(user, id, fullMindfulness())).statusCode).toBe(200)
    expect((await put(user, id, minimalWorkout())).statusCode).toBe(200)
    const got = (await get(user, id)).json()
    expect(got.type).toBe('workout')
    for (const gone of ['provider', 'guided_breathing_id', 'session_score', 'interbeat_intervals']) expect(got, gone).not.toHaveProperty(gone)
  })

  it.each([0, 100])('accepts session_score %d', async (score) => {
    const res = await put(user, activityId(), { ...fullMindfulness(), session_score: score })
    expect(res.statusCode).toBe(200)
    expect(res.json().session_score).toBe(score)
  })

  it('accepts duration_seconds 0', async () => {
    const res = await put(user, activityId(), { ...fullMindfulness(), duration_seconds: 0 })
    expect(res.statusCode).toBe(200)
    expect(res.json().duration_seconds).toBe(0)
  })

  it.each(['start_datetime', 'end_datetime', 'provider', 'type_name', 'duration_seconds', 'guided_breathing_id', 'session_score', 'created_at', 'updated_at'])(
    'refuses a mindfulness session without %s',
    async (field) => {
      const res = await put(user, activityId(), without(fullMindfulness(), field))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: `body/${field} is required` })
    },
  )

  it.each([
    [{ session_score: -1 }, 'body/session_score must be >= 0'],
    [{ session_score: 101 }, 'body/session_score must be <= 100'],
    [{ session_score: 50.5 }, 'body/session_score must be integer'],
    [{ session_score: '50' }, 'body/session_score must be integer'],
    [{ duration_seconds: -1 }, 'body/duration_seconds must be >= 0'],
    [{ duration_seconds: 1.5 }, 'body/duration_seconds must be integer'],
    [{ provider: 3 }, 'body/provider must be string'],
    [{ group_id: 1 }, 'body/group_id is not a known property'],
    [{ selected: true }, 'body/selected is not a known property'],
    [{ type: 'mindfulness' }, 'body/type must be "workout" for a workout; a mindfulness session is sent without type'],
    [{ tss: 5 }, 'body/tss is not a known property'],
    [{ start_datetime: '2026-02-30T10:00:00Z' }, 'body/start_datetime must be a valid date-time'],
    [{ start_datetime: '2026-01-01T10:00:00' }, 'body/start_datetime must be a valid date-time'],
    [{ end_datetime: '2026-03-02T05:59:59Z' }, 'body/end_datetime must not be before body/start_datetime'],
    [{ id: 'nope' }, 'body/id does not match the path'],
    [{ user_id: 'nope' }, 'body/user_id does not match the path'],
    [{ project_id: 'nope' }, "body/project_id does not match the token's project"],
  ])('refuses a mindfulness session with %j', async (change, message) => {
    const res = await put(user, activityId(), { ...fullMindfulness(), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('accepts identity fields in the body that agree with the path and the token', async () => {
    const id = activityId()
    const res = await put(user, id, { ...fullMindfulness(), id, user_id: user, project_id: p.projectId })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, user_id: user, project_id: p.projectId, type: 'mindfulness' })
  })
})

describe('PUT /users/{user_id}/activities/{activity_id}: requests that never reach validation', () => {
  it('answers 404 user not found under a user that does not exist', async () => {
    const res = await put(uniqueUserId(), activityId(), fullWorkout())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    const res2 = await put(uniqueUserId(), activityId(), fullMindfulness())
    expect(res2.statusCode).toBe(404)
    expect(res2.json()).toEqual({ error: 'user not found' })
  })

  it('refuses malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user, activityId()),
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"type": "workout",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'request body is not valid JSON' })
  })

  it.each(['[1]', '"workout"', 'null', '42', 'true'])('refuses the non-object body %s', async (payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user, activityId()),
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('refuses a missing body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url(user, activityId()), headers: bearer(token) })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(user, activityId()),
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'type=workout',
    })
    expect(res.statusCode).toBe(415)
    expect(Object.keys(res.json())).toEqual(['error'])
  })
})

describe('GET /users/{user_id}/activities/{activity_id}', () => {
  it('is 404 activity not found for an unknown activity', async () => {
    const res = await get(user, activityId())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'activity not found' })
  })

  it("is 404 for another user's activity id in the same project", async () => {
    const id = activityId()
    expect((await put(user, id, minimalWorkout())).statusCode).toBe(200)
    const res = await get(await createUser(), id)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'activity not found' })
  })
})

describe('activities: scoping', () => {
  it('hides the rows of a project from a token of another project', async () => {
    const id = activityId()
    expect((await put(user, id, fullWorkout())).statusCode).toBe(200)
    const other = await createTestProject(t.app)
    const otherToken = await other.token()

    // The user does not exist in the other project, so neither does anything under them.
    const read = await get(user, id, otherToken)
    expect(read.statusCode).toBe(404)
    expect(read.json()).toEqual({ error: 'user not found' })

    // The user does not exist in the other project: its PUT cannot create or overwrite anything.
    const write = await put(user, id, { ...fullWorkout(), tss: 1 }, otherToken)
    expect(write.statusCode).toBe(404)
    expect(write.json()).toEqual({ error: 'user not found' })
    expect((await get(user, id)).json().tss).toBe(fullWorkout().tss)
  })

  it('keeps a same-named user of another project apart', async () => {
    const other = await createTestProject(t.app)
    const otherToken = await other.token()
    const res = await t.app.inject({ method: 'PATCH', url: `/users/${user}`, headers: bearer(otherToken), payload: {} })
    expect(res.statusCode).toBe(200)
    const id = activityId()
    expect((await put(user, id, { ...minimalWorkout(), tss: 1 })).statusCode).toBe(200)
    expect((await put(user, id, { ...minimalWorkout(), tss: 2 }, otherToken)).statusCode).toBe(200)
    expect((await get(user, id)).json()).toMatchObject({ project_id: p.projectId, tss: 1 })
    expect((await get(user, id, otherToken)).json()).toMatchObject({ project_id: other.projectId, tss: 2 })
  })

  it('needs activities:create to PUT and activities:read to GET', async () => {
    const id = activityId()
    expect((await put(user, id, minimalWorkout())).statusCode).toBe(200)
    const readOnly = await p.token(['activities:read'])
    const writeOnly = await p.token(['activities:create'])
    const otherScopes = await p.token(['daily_records:create', 'daily_records:read', 'baselines:create', 'users:update'])

    for (const tok of [readOnly, otherScopes]) {
      const res = await put(user, id, minimalWorkout(), tok)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'insufficient_scope' })
    }
    for (const tok of [writeOnly, otherScopes]) {
      const res = await get(user, id, tok)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'insufficient_scope' })
    }
    expect((await put(user, id, minimalWorkout(), writeOnly)).statusCode).toBe(200)
    expect((await get(user, id, readOnly)).statusCode).toBe(200)
  })

  it('needs a token', async () => {
    const id = activityId()
    const noToken = await t.app.inject({ method: 'PUT', url: url(user, id), payload: minimalWorkout() })
    expect(noToken.statusCode).toBe(401)
    expect(noToken.json()).toEqual({ error: 'invalid_token' })
    expect(noToken.headers['www-authenticate']).toMatch(/^Bearer /)
    const noTokenGet = await t.app.inject({ method: 'GET', url: url(user, id) })
    expect(noTokenGet.statusCode).toBe(401)
    expect(noTokenGet.json()).toEqual({ error: 'invalid_token' })
    const badToken = await get(user, id, 'not.a.token')
    expect(badToken.statusCode).toBe(401)
  })

  it("refuses a user-principal token on another user's activities", async () => {
    const userToken = t.app.issueAccessToken({
      projectId: p.projectId,
      clientId: p.clientId,
      scopes: ['activities:create', 'activities:read'],
      principalType: 'user',
      userId: user,
    }).access_token
    const id = activityId()
    expect((await put(user, id, minimalWorkout(), userToken)).statusCode).toBe(200)
    expect((await get(user, id, userToken)).statusCode).toBe(200)
    const other = await createUser()
    expect((await put(other, id, minimalWorkout(), userToken)).statusCode).toBe(403)
    expect((await get(other, id, userToken)).statusCode).toBe(403)
  })
})

describe('activities: edges of valid input', () => {
  it('refuses identifiers with whitespace in the path', async () => {
    const res = await put(user, 'a b', minimalWorkout())
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('round-trips a non-ASCII activity id', async () => {
    const id = `läufe-${activityId()}`
    expect((await put(user, id, { ...minimalWorkout(), id })).statusCode).toBe(200)
    expect((await get(user, id)).json().id).toBe(id)
  })

  it('accepts a date-time with a space separator and lower-case letters', async () => {
    const res = await put(user, activityId(), { ...minimalWorkout(), start_datetime: '2026-03-01 08:00:00z', end_datetime: '2026-03-01t09:00:00+00:00' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ start_datetime: '2026-03-01T08:00:00.000Z', end_datetime: '2026-03-01T09:00:00.000Z' })
  })
})

describe('activities: edges of valid input (PostgreSQL errors must not become 500s)', () => {
  it('answers a duration_seconds beyond 32 bits (an integer >= 0, valid by the specification) without a 500', async () => {
    const res = await put(user, activityId(), { ...minimalWorkout(), duration_seconds: 2 ** 31 })
    expect(res.statusCode).toBeLessThan(500)
    if (res.statusCode === 200) expect(res.json().duration_seconds).toBe(2 ** 31)
    else expect(res.json().error).toMatch(/^body\/duration_seconds /)
  })

  it('answers a date-time in year 0000 (valid by the date-time format, not a PostgreSQL timestamp) with 400', async () => {
    const res = await put(user, activityId(), { ...minimalWorkout(), start_datetime: '0000-01-01T00:00:00Z' })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['error'])
  })

  it('answers a string with a NUL character without a 500', async () => {
    const res = await put(user, activityId(), { ...minimalWorkout(), type_name: 'run\u0000ning' })
    expect(res.statusCode).toBeLessThan(500)
    if (res.statusCode === 200) expect(res.json().type_name).toBe('run\u0000ning')
  })

  it('never answers a timestamp outside YYYY-MM-DDTHH:mm:ss.sssZ (9999-12-31T23:00-05:00 is in year 10000 UTC)', async () => {
    const id = activityId()
    const res = await put(user, id, {
      ...minimalWorkout(),
      start_datetime: '9999-12-31T23:00:00-05:00',
      end_datetime: '9999-12-31T23:30:00-05:00',
    })
    if (res.statusCode === 200) {
      expect(res.json().start_datetime).toMatch(ISO_UTC)
      expect((await get(user, id)).json().start_datetime).toMatch(ISO_UTC)
    } else {
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('GET /users/{user_id}/activities', () => {
  const mindfulness = (start: string) => ({
    start_datetime: start,
    end_datetime: start,
    provider: 'PROVIDER_A',
    type_name: 'meditation',
    duration_seconds: 0,
    guided_breathing_id: 'g',
    session_score: 50,
    created_at: start,
    updated_at: start,
  })
  /** Four activities of a user one hour east of UTC: w2 starts on the 1st in UTC, on the 2nd locally. */
  async function fourActivities(): Promise<string> {
    const u = uniqueUserId()
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: { tz_offset: 3600 } })).statusCode).toBe(200)
    const bodies: Record<string, object> = {
      w1: minimalWorkout({ start_datetime: '2026-03-01T10:00:00Z', end_datetime: '2026-03-01T11:00:00Z' }),
      w2: minimalWorkout({ start_datetime: '2026-03-01T23:30:00Z', end_datetime: '2026-03-02T00:30:00Z' }),
      m1: mindfulness('2026-03-02T08:00:00Z'),
      w3: minimalWorkout({ start_datetime: '2026-03-03T06:00:00Z', end_datetime: '2026-03-03T07:00:00Z' }),
    }
    for (const [id, body] of Object.entries(bodies)) {
      const res = await put(u, id, body)
      expect(res.statusCode, res.body).toBe(200)
    }
    return u
  }
  const ids = async (u: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/users/${u}/activities${query}`, headers: bearer(token) })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { activities: { id: string }[]; pagination: { total: number } }
    expect(body.pagination.total).toBe(body.activities.length)
    return body.activities.map((a) => a.id)
  }

  it('lists newest start first and filters by local day, type, selected and group_id', async () => {
    const u = await fourActivities()
    expect(await ids(u)).toEqual(['w3', 'm1', 'w2', 'w1'])
    expect(await ids(u, '?start_date=2026-03-02&end_date=2026-03-02')).toEqual(['m1', 'w2'])
    expect(await ids(u, '?start_date=2026-03-02')).toEqual(['w3', 'm1', 'w2'])
    expect(await ids(u, '?end_date=2026-03-01')).toEqual(['w1'])
    expect(await ids(u, '?type=mindfulness')).toEqual(['m1'])
    expect(await ids(u, '?type=workout&end_date=2026-03-02')).toEqual(['w2', 'w1'])
    // Each alone: selected, in groups of their own.
    expect(await ids(u, '?selected=false')).toEqual([])
    // A second source of w2's workout (a watch, which ranks above a manual entry) joins its group and counts instead of it.
    const watch = minimalWorkout({ start_datetime: '2026-03-01T23:32:00Z', end_datetime: '2026-03-02T00:30:00Z', data_source: 'Garmin Forerunner 265' })
    expect((await put(u, 'w2w', watch)).statusCode).toBe(200)
    expect(await ids(u, '?selected=false')).toEqual(['w2'])
    expect(await ids(u, '?selected=true')).toEqual(['w3', 'm1', 'w2w', 'w1'])
    const groupOf = async (id: string) => (await get(u, id)).json().group_id as number
    expect(await groupOf('w2w')).toBe(await groupOf('w2'))
    expect(await ids(u, `?group_id=${await groupOf('w2')}`)).toEqual(['w2w', 'w2'])
    expect(await ids(u, `?group_id=${await groupOf('w1')}`)).toEqual(['w1'])
    expect(await ids(u, '?group_id=0')).toEqual([])
  })

  it('lists each activity as GET answers it', async () => {
    const u = await fourActivities()
    const res = await t.app.inject({ method: 'GET', url: `/users/${u}/activities`, headers: bearer(token) })
    for (const a of res.json().activities as { id: string }[]) expect(a).toEqual((await get(u, a.id)).json())
  })

  it('walks every page: each activity once, newest first, the total on every page', async () => {
    const u = await fourActivities()
    // Two activities starting at the same instant are ordered by id.
    expect((await put(u, 'w0', minimalWorkout({ start_datetime: '2026-03-01T10:00:00Z', end_datetime: '2026-03-01T11:00:00Z' }))).statusCode).toBe(200)
    for (const limit of [1, 2, 3]) {
      const w = await walk(t.app, token, `/users/${u}/activities`, 'activities', limit)
      expect(w.pages.flat().map((a) => a['id'])).toEqual(['w3', 'm1', 'w2', 'w1', 'w0'])
      expect(w.pages.every((page) => page.length <= limit)).toBe(true)
      expect(new Set(w.totals)).toEqual(new Set([5]))
    }
    const filtered = await walk(t.app, token, `/users/${u}/activities?type=workout`, 'activities', 2)
    expect(filtered.pages.flat().map((a) => a['id'])).toEqual(['w3', 'w2', 'w1', 'w0'])
  })

  it('refuses a page key of another filter, a bad filter and a reversed range with 400', async () => {
    const u = await fourActivities()
    const first = await t.app.inject({ method: 'GET', url: `/users/${u}/activities?limit=1`, headers: bearer(token) })
    const next = first.json().pagination.next_page as string
    expect(next).not.toBe('')
    for (const q of [
      `?limit=1&type=workout&page=${encodeURIComponent(next)}`,
      '?page=nonsense',
      '?type=run',
      '?selected=maybe',
      '?group_id=x',
      '?start_date=2026-03-03&end_date=2026-03-02',
      '?start_date=2026-02-30',
      '?limit=0',
      '?other=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/users/${u}/activities${q}`, headers: bearer(token) })
      expect(res.statusCode, q).toBe(400)
      expect(Object.keys(res.json())).toEqual(['error'])
    }
  })

  it('is 404 user not found for a user that does not exist, and an empty list for one without activities', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/users/${uniqueUserId()}/activities`, headers: bearer(token) })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
    expect(await ids(await createUser())).toEqual([])
  })
})

describe('DELETE /users/{user_id}/activities/{activity_id}', () => {
  const del = (userId: string, id: string, tok = token) => t.app.inject({ method: 'DELETE', url: url(userId, id), headers: bearer(tok) })

  it('removes the activity with its summary, queues its local day and week, emits activities:deleted', async () => {
    const u = uniqueUserId()
    expect((await t.app.inject({ method: 'PATCH', url: `/users/${u}`, headers: bearer(token), payload: { tz_offset: -18000 } })).statusCode).toBe(200)
    // 2026-03-03T02:00Z is the evening of the 2nd five hours west of UTC.
    const workout = minimalWorkout({ start_datetime: '2026-03-03T02:00:00Z', end_datetime: '2026-03-03T03:00:00Z' })
    expect((await put(u, 'gone', workout)).statusCode).toBe(200)
    expect((await put(u, 'kept', minimalWorkout())).statusCode).toBe(200)
    await settleAndForgetJobs(t.app, p.projectId, u)
    const summaries = async () =>
      (await t.app.inject({ method: 'GET', url: `/users/${u}/ai/summaries?name=WorkoutSummary`, headers: bearer(token) })).json().summaries as {
        data: { activity_id?: string }
      }[]
    expect((await summaries()).length).toBe(2)

    const res = await del(u, 'gone')
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await get(u, 'gone')).json()).toEqual({ error: 'activity not found' })
    expect((await get(u, 'kept')).statusCode).toBe(200)
    expect(await pendingJobs(t.app, p.projectId, u)).toEqual(periodJobs('2026-03-02'))
    expect((await summaries()).length).toBe(1)
    expect(await eventsOf(t.app, token, p.projectId, 'activities:deleted', u)).toEqual([{ project_id: p.projectId, user_id: u, activity_id: 'gone' }])

    // Deleting it again: nothing to delete, nothing emitted.
    expect((await del(u, 'gone')).json()).toEqual({ error: 'activity not found' })
    expect((await eventsOf(t.app, token, p.projectId, 'activities:deleted', u)).length).toBe(1)
  })

  it('is 404 user not found under a user that does not exist', async () => {
    const res = await del(uniqueUserId(), 'x')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'user not found' })
  })

  it('is read from the table each time (its pages are not cached, so its writes bump no list version): a deleted activity is gone from the next page', async () => {
    const u = await createUser()
    for (const id of ['a', 'b']) expect((await put(u, id, minimalWorkout())).statusCode).toBe(200)
    // The worker's clearing of the rows' summary_due marks changes the list's version too: let it run first.
    await settleAndForgetJobs(t.app, p.projectId, u)
    const listed = async () => (await t.app.inject({ method: 'GET', url: `/users/${u}/activities`, headers: bearer(token) })).json()
    expect((await listed()).activities.map((a: { id: string }) => a.id)).toEqual(['b', 'a'])
    const hits = t.app.listCache!.hits
    expect((await listed()).activities.length).toBe(2)
    expect(t.app.listCache!.hits).toBe(hits)
    expect((await del(u, 'b')).statusCode).toBe(204)
    const after = await listed()
    expect(after.activities.map((a: { id: string }) => a.id)).toEqual(['a'])
    expect(after.pagination.total).toBe(1)
  })

  it('needs activities:delete to DELETE and activities:read to list', async () => {
    const u = await createUser()
    expect((await put(u, 'a', minimalWorkout())).statusCode).toBe(200)
    const reader = await p.token(['activities:read'])
    const deleter = await p.token(['activities:delete'])
    expect((await del(u, 'a', reader)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `/users/${u}/activities`, headers: bearer(deleter) })).statusCode).toBe(403)
    expect((await get(u, 'a', reader)).statusCode).toBe(200)
    expect((await del(u, 'a', deleter)).statusCode).toBe(204)
    expect((await get(u, 'a', reader)).statusCode).toBe(404)
  })
})
