// One JSON encoding per object: the same object has byte-identical JSON wherever the API sends it,
// in a list, its detail route, an export line and a webhook payload: the same keys in the same
// order, no spaces. The objects carry what encodings disagree on: jsonb members in an order jsonb
// changes, nested objects, nulls, numbers jsonb and JavaScript write differently, text to escape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bearer, createTestApp, createTestProject, privateDatabase, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'
import { createFact, listFacts, updateFact } from '../../src/modules/facts/repository.js'
import { recordsWithType } from '../../src/modules/custom-records/repository.js'
import { appendEvent } from '../../src/modules/events/repository.js'

// ---- raw JSON: the bytes of each member or element, as sent ----------------------------------------

/** The index just past the JSON value starting at `i` (whitespace before it skipped). */
function valueEnd(text: string, i: number): number {
  while (/\s/.test(text[i]!)) i++
  if (text[i] === '"') {
    for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++
    return i + 1
  }
  if (text[i] === '{' || text[i] === '[') {
    let depth = 0
    for (; i < text.length; i++) {
      const c = text[i]!
      if (c === '"') i = valueEnd(text, i) - 1
      else if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        depth--
        if (depth === 0) return i + 1
      }
    }
    throw new Error('unterminated JSON')
  }
  const m = /^[^,}\]\s]+/.exec(text.slice(i))!
  return i + m[0].length
}

/** The raw text of each member of the object `text`, by name. */
function members(text: string): Map<string, string> {
  const out = new Map<string, string>()
  let i = text.indexOf('{') + 1
  for (;;) {
    while (/[\s,]/.test(text[i]!)) i++
    if (text[i] === '}') return out
    const keyEnd = valueEnd(text, i)
    const key = JSON.parse(text.slice(i, keyEnd)) as string
    i = text.indexOf(':', keyEnd) + 1
    while (/\s/.test(text[i]!)) i++
    const end = valueEnd(text, i)
    out.set(key, text.slice(i, end))
    i = end
  }
}

/** The raw text of each element of the array `text`. */
function elements(text: string): string[] {
  const out: string[] = []
  let i = text.indexOf('[') + 1
  for (;;) {
    while (/[\s,]/.test(text[i]!)) i++
    if (text[i] === ']') return out
    const end = valueEnd(text, i)
    out.push(text.slice(i, end))
    i = end
  }
}

const member = (text: string, ...path: string[]): string => path.reduce((t, k) => members(t).get(k) ?? '', text)
/** The raw element of a list whose `id` (or `key`) member is `id`. */
const elementWith = (list: string, id: string, key = 'id') => elements(list).find((e) => JSON.parse(members(e).get(key) ?? 'null') === id)

/** Whitespace outside strings: there must be none. */
function spacesOutsideStrings(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') i = valueEnd(text, i) - 1
    else if (/\s/.test(text[i]!)) n++
  }
  return n
}

// ---- the app, a webhook receiver, data ------------------------------------------------------------

let t: TestApp
let p: TestProject
let token: string
let own: Awaited<ReturnType<typeof privateDatabase>>
let server: Server
const received: string[] = []
const DAY = '2026-03-10'
/** Text that needs escaping, and text that looks like JSON punctuation. */
const ODD = 'a "quote", a \\ backslash: {x}, [y], é 漢字 😀 \n\t \u007f </script>'

beforeAll(async () => {
  own = await privateDatabase()
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...(own ? { DATABASE_URL: own.url } : {}) })
  p = await createTestProject(t.app)
  token = await p.token()
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push(raw)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  await send('POST', `/v1/projects/${p.projectId}/webhooks`, { url, events: ['meals:*', 'custom_records:*'], payload: 'full' })
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
  await t.close()
  await own?.drop()
})

async function send(method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object): Promise<string> {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.body
}
const get = (url: string) => send('GET', url)

/** The export's lines: the raw `data` of each line, by type. */
async function exported(userId: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  for (const line of (await get(`/users/${userId}/export`)).split('\n').filter(Boolean)) {
    const type = JSON.parse(member(line, 'type')) as string
    out.set(type, [...(out.get(type) ?? []), member(line, 'data')])
  }
  return out
}
const exportedWith = (lines: Map<string, string[]>, type: string, id: string, key = 'id') =>
  lines.get(type)?.find((d) => JSON.parse(members(d).get(key) ?? 'null') === id)

/** The first webhook body received that `is` picks, waiting for it up to 10 s. */
async function hookWith(is: (body: string) => boolean): Promise<string> {
  const until = Date.now() + 10_000
  for (;;) {
    const hook = received.find(is)
    if (hook) return hook
    if (Date.now() > until) throw new Error('no such webhook came within 10 s')
    await new Promise((r) => setTimeout(r, 50))
  }
}
const hookOf = (type: string, key: string, id: string) => (r: string) => JSON.parse(member(r, 'type')) === type && member(r, 'data', key) === JSON.stringify(id)

/** Expects the texts to be one and the same, compact JSON of an object. */
function expectOneText(what: string, texts: Record<string, string | undefined>): void {
  const [first, ...rest] = Object.entries(texts)
  expect(first![1], `${what}: ${first![0]}`).toBeDefined()
  for (const [where, text] of rest) expect(text, `${what}: ${where} against ${first![0]}`).toBe(first![1])
  expect(spacesOutsideStrings(first![1]!), `${what}: ${first![1]}`).toBe(0)
  expect(typeof JSON.parse(first![1]!)).toBe('object')
}

describe('one JSON text per object', () => {
  it('a user: in the list, alone and in the export; a data sync as PUT answers it and in the user', async () => {
    const q = await createTestProject(t.app)
    const tok = await q.token()
    const u = uniqueUserId()
    const call = async (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) })
      expect(res.statusCode, res.body).toBe(200)
      return res.body
    }
    await call('PATCH', `/users/${u}`, {
      firstname: ODD,
      tz_offset: 3600,
      thresholds: { ftp: 220, mhr: 190, lthr: 165 },
      location: { lon: 13.4, lat: 52.52 },
      coach_config: { enabled: true },
      height: 172.5,
      weight: 1e-3,
    })
    const entry = await call('PUT', `/users/${u}/data_syncs/PROVIDER_A/activities`, { sync_type: 'backfill', status: 'in_progress' })
    await call('PUT', `/users/${u}/data_syncs/PROVIDER_B/meals`, { sync_type: 'push', status: 'ok' })
    const detail = await call('GET', `/users/${u}`)
    const lines = (await call('GET', `/users/${u}/export`)).split('\n')
    expectOneText('user', {
      detail,
      list: elementWith(member(await call('GET', '/users?limit=10'), 'users'), u),
      export: member(lines[0]!, 'data'),
    })
    // A PATCH answers the user as GET does.
    expectOneText('user as PATCH answers it', { detail, patch: await call('PATCH', `/users/${u}`, {}) })
    expectOneText('data sync', { put: entry, user: elements(member(detail, 'data_syncs')).find((e) => e.includes('PROVIDER_A')) })
    // Numbers PostgreSQL writes with an exponent where JavaScript does not (double precision: 1e-05).
    const patched = await call('PATCH', `/users/${u}`, { weight: 0.00001, height: 1e-7, thresholds: { ftp: 1e-7 } })
    expectOneText('user as a PATCH of small numbers answers it', { patch: patched, detail: await call('GET', `/users/${u}`) })
  })

  it('summaries, meals and facts: in their lists, alone, in the export and in a webhook', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0, language: 'en' })
    const posted = await send('POST', `/users/${u}/nutrition/meals`, {
      description: `2 eggs, toast and ${ODD}`,
      meal_time: `${DAY}T08:00:00Z`,
      comment: ODD,
      meal_type: 'breakfast',
    })
    const meal = JSON.parse(posted)
    const created = await send('POST', `/users/${u}/ai/summaries`, { type: 'meal', data: { description: 'a pear', meal_time: `${DAY}T10:00:00Z` } })
    const custom = JSON.parse(created)
    expectOneText('summary as POST answers it', { post: created, detail: await get(`/users/${u}/ai/summaries/${custom.id}`) })
    // A patched summary: members added in an order jsonb changes, nested objects, null, numbers.
    const patched = await send('PATCH', `/users/${u}/ai/summaries/${custom.id}`, {
      data: { zeta: 1, nested: { b: [1, 2.5, null, -0.000001, 1e21], a: ODD } },
      user_comment: ODD,
    })
    expectOneText('summary as PATCH answers it', { patch: patched, detail: await get(`/users/${u}/ai/summaries/${custom.id}`) })
    const fact = await createFact(t.app.db, p.projectId, u, { text: ODD, type: 'nutrition', source: 'system', certainty: 0.73 })

    const summaries = member(await get(`/users/${u}/ai/summaries`), 'summaries')
    const meals = member(await get(`/users/${u}/nutrition/meals`), 'meals')
    const lines = await exported(u)
    for (const id of [meal.summary_id as string, custom.id as string]) {
      expectOneText(`summary ${id}`, {
        detail: await get(`/users/${u}/ai/summaries/${id}`),
        list: elementWith(summaries, id),
        export: exportedWith(lines, 'summary', id),
      })
    }
    expectOneText('summary in its meal', {
      detail: await get(`/users/${u}/ai/summaries/${meal.summary_id}`),
      meal: member(elementWith(meals, meal.id)!, 'summary'),
    })
    expectOneText('meal', { list: elementWith(meals, meal.id), export: exportedWith(lines, 'meal', meal.id), post: posted })
    expectOneText('fact', { list: elementWith(member(await get(`/users/${u}/facts`), 'facts'), fact.id), export: exportedWith(lines, 'fact', fact.id) })

    // The full webhook of meals:created carries the meal and its summary, as they are now.
    const hook = await hookWith(hookOf('meals:created', 'meal_id', meal.id))
    expectOneText('meal in a webhook', {
      list: elementWith(member(await get(`/users/${u}/nutrition/meals`), 'meals'), meal.id),
      webhook: member(hook, 'data', 'meal'),
    })
    expectOneText('summary in a webhook', { detail: await get(`/users/${u}/ai/summaries/${meal.summary_id}`), webhook: member(hook, 'data', 'summary') })
    expect(spacesOutsideStrings(hook)).toBe(0)
    // The event as the event feed lists it and as the webhook sent it (without what `full` adds).
    const events = member(await get(`/v1/projects/${p.projectId}/events?limit=1000`), 'events')
    const event = elements(events).find((e) => member(e, 'data', 'meal_id') === JSON.stringify(meal.id) && JSON.parse(member(e, 'type')) === 'meals:created')!
    const thin = [...members(member(hook, 'data'))].filter(([k]) => k !== 'meal' && k !== 'summary').map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    expectOneText('event data', { feed: member(event, 'data'), webhook: `{${thin.join(',')}}` })

    // One meal alone; as PATCH and an item correction answer it (last: the webhook above showed the meal as it was).
    const mealUrl = `/users/${u}/nutrition/meals/${meal.id}`
    expectOneText('meal alone', { detail: await get(mealUrl), list: elementWith(member(await get(`/users/${u}/nutrition/meals`), 'meals'), meal.id) })
    const patchedMeal = await send('PATCH', mealUrl, { comment: `${ODD} again`, portion_multiplier: 1.5, meal_type: null })
    expectOneText('meal as PATCH answers it', {
      patch: patchedMeal,
      detail: await get(mealUrl),
      list: elementWith(member(await get(`/users/${u}/nutrition/meals`), 'meals'), meal.id),
      export: exportedWith(await exported(u), 'meal', meal.id),
    })
    const correctedMeal = await send('PUT', `${mealUrl}/items/0`, { food_id: 'egg_fried', grams: 120.5 })
    expectOneText('meal as an item correction answers it', { put: correctedMeal, detail: await get(mealUrl) })
    expectOneText('summary of a corrected meal', { meal: member(correctedMeal, 'summary'), detail: await get(`/users/${u}/ai/summaries/${meal.summary_id}`) })
  })

  it('activities, daily records, baselines and custom records: alone, in their lists and in the export', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    await send('POST', `/v1/projects/${p.projectId}/custom_record_types`, {
      name: `note_${u
        .slice(2)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`,
      granularity: 'day',
    }).catch(() => '')
    const type = `note_${u
      .slice(2)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`
    const at = `${DAY}T07:00:00.000Z`
    const workout = await send('PUT', `/users/${u}/activities/w-1`, {
      type: 'workout',
      start_datetime: at,
      end_datetime: `${DAY}T08:00:00.000Z`,
      duration_seconds: 3600,
      data_source: ODD,
      type_name: 'Running',
      tss: 40.5,
      average_hr: 141,
      hr_zone_durations_seconds: [60, 600, 1800, 900, 240],
      created_at: at,
      updated_at: at,
    })
    const mindfulness = await send('PUT', `/users/${u}/activities/m-1`, {
      start_datetime: at,
      end_datetime: `${DAY}T07:10:00.000Z`,
      duration_seconds: 600,
      session_score: 71,
      provider: 'PROVIDER_A',
      type_name: 'meditation',
      guided_breathing_id: 'g-1',
      created_at: at,
      updated_at: at,
    })
    // Numbers JavaScript and PostgreSQL write differently: a double precision column in exponent
    // form below 1e-4 and from 1e15 (1e-07, 1.5e+15), a jsonb number never (0.0000001).
    const journal = await send('PUT', `/users/${u}/daily_records/logs/${DAY}/journal`, {
      value: 1.5e15,
      data: { zeta: ODD, alpha: { y: [1, null, 2.25, 1e-7, 1e21], x: null }, mid: -0.000001 },
      ref: ODD,
    })
    const zone = await send('PUT', `/users/${u}/daily_records/logs/${DAY}/tiny`, { value: -2.5e-5 })
    const sleep = await send('PUT', `/users/${u}/daily_records/scores/${DAY}/sleep`, { value: 81 })
    const putAnswers: Record<string, string> = { journal, tiny: zone, sleep }
    const baseline = await send('PUT', `/users/${u}/baselines/sleep`, { data: { mean: 1e-7, median: 1.2345678901234568e18, std: 0.0001, size: 20 } })
    const record = await send('PUT', `/users/${u}/custom_records/${type}/r-1`, {
      date: DAY,
      value: 2.5,
      data: { zeta: 1, alpha: { y: [1, 2.5, null, 1e21], x: ODD }, none: null },
      ref: ODD,
    })

    const lines = await exported(u)
    const activities = member(await get(`/users/${u}/activities`), 'activities')
    // The PUT's answer is written from the request (not read back), from the same declared shape.
    const activityPuts: Record<string, string> = { 'w-1': workout, 'm-1': mindfulness }
    for (const id of ['w-1', 'm-1']) {
      expectOneText(`activity ${id}`, {
        detail: await get(`/users/${u}/activities/${id}`),
        list: elementWith(activities, id),
        export: exportedWith(lines, 'activity', id),
        put: activityPuts[id],
      })
    }
    for (const [kind, name] of [
      ['logs', 'journal'],
      ['logs', 'tiny'],
      ['scores', 'sleep'],
    ]) {
      const detail = await get(`/users/${u}/daily_records/${kind}/${DAY}/${name}`)
      expectOneText(`daily record ${kind}/${name}`, {
        detail,
        list: elementWith(member(await get(`/users/${u}/daily_records/${kind}`), 'daily_records'), name!, 'name'),
        export: lines.get('daily_record')!.find((d) => JSON.parse(member(d, 'name')) === name),
        // The PUT's answer is built from the request (not read back), from the same declared shape.
        put: putAnswers[name!],
      })
    }
    expectOneText('baseline', {
      detail: await get(`/users/${u}/baselines/sleep`),
      list: elementWith(member(await get(`/users/${u}/baselines`), 'baselines'), 'sleep', 'name'),
      export: exportedWith(lines, 'baseline', 'sleep', 'name'),
      put: baseline,
    })
    expectOneText('custom record', {
      detail: await get(`/users/${u}/custom_records/${type}/r-1`),
      put: record,
      list: elementWith(member(await get(`/users/${u}/custom_records/${type}`), 'custom_records'), 'r-1'),
      export: exportedWith(lines, 'custom_record', 'r-1'),
    })
    // The custom record's event, as the feed lists it and as the webhook sent it.
    const hook = await hookWith(hookOf('custom_records:created', 'user_id', u))
    const events = member(await get(`/v1/projects/${p.projectId}/events?limit=1000`), 'events')
    const event = elements(events).find(
      (e) => member(e, 'data', 'user_id') === JSON.stringify(u) && JSON.parse(member(e, 'type')) === 'custom_records:created',
    )!
    expectOneText('custom record event data', { feed: member(event, 'data'), webhook: member(hook, 'data') })
  })

  it('activities: a PUT answers as GET, the list and the export send, whatever its fields hold', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 3600 })
    const at = (min: number) => `${DAY}T07:${String(min).padStart(2, '0')}:00.000Z`
    const puts: Record<string, string> = {}
    // Numbers JavaScript writes with an exponent and jsonb without, members in an order jsonb
    // changes (sent in reverse), a workout's group_id and selected sent (computed: ignored), text to escape.
    puts['w-2'] = await send('PUT', `/users/${u}/activities/w-2`, {
      updated_at: at(30),
      created_at: at(30),
      selected: false,
      group_id: 12,
      zone_power: ODD,
      power_zone_thresholds: [138, 188, 225],
      is_breakthrough_ftp: true,
      calories: 1.5e-7,
      tss: 1e21,
      variability_index: -2.5e-7,
      normalized_power: 123456789.125,
      type_name: 'Cycling',
      data_source: 'PROVIDER_A',
      duration_seconds: 0,
      end_datetime: at(30),
      start_datetime: at(0),
      type: 'workout',
    })
    // A workout with no optional field; a mindfulness session with every field.
    puts['w-3'] = await send('PUT', `/users/${u}/activities/w-3`, {
      type: 'workout',
      start_datetime: at(1),
      end_datetime: at(2),
      duration_seconds: 60,
      data_source: 'PROVIDER_A',
      type_name: 'Walking',
      tss: 0,
      created_at: at(2),
      updated_at: at(2),
    })
    const mindfulness = (min: number) => ({
      start_datetime: at(min),
      end_datetime: at(min + 1),
      provider: 'PROVIDER_B',
      data_source: ODD,
      type_name: 'breathing',
      duration_seconds: 60,
      guided_breathing_id: 'box',
      session_score: 100,
      interbeat_intervals: '812,799',
      created_at: at(min + 1),
      updated_at: at(min + 1),
    })
    for (const [id, min] of [
      ['m-2', 3],
      ['m-3', 5],
      ['m-4', 7],
    ] as const) {
      puts[id] = await send('PUT', `/users/${u}/activities/${id}`, mindfulness(min))
    }
    const read = async () => ({ list: member(await get(`/users/${u}/activities?limit=100`), 'activities'), lines: await exported(u) })
    const { list, lines } = await read()
    for (const id of Object.keys(puts)) {
      expectOneText(`activity ${id}`, {
        put: puts[id],
        detail: await get(`/users/${u}/activities/${id}`),
        list: elementWith(list, id),
        export: exportedWith(lines, 'activity', id),
      })
    }
    expect(member(puts['w-2']!, 'tss')).toBe('1000000000000000000000')
    expect(member(puts['w-2']!, 'calories')).toBe('0.00000015')
    // Computed, whatever the request sent (w-2 sent group_id 12 and selected false; it is alone).
    expect(JSON.parse(member(puts['m-2']!, 'group_id'))).toEqual(expect.any(Number))
    expect(member(puts['m-2']!, 'selected')).toBe('true')
    expect(member(puts['w-2']!, 'group_id')).not.toBe('12')
    expect(member(puts['w-2']!, 'selected')).toBe('true')

    // What only a stored row can hold (another group and selection than a write gives, a nested
    // object): group_id and selected are written after the other fields; a nested object's members
    // in jsonb's order.
    const set = (id: string, fields: object, group?: { group_id: number; selected: boolean }) =>
      t.app.db.query(
        `UPDATE activities SET fields = fields || $4::jsonb, group_id = coalesce($5, group_id), selected = coalesce($6, selected)
         WHERE project_id = $1 AND user_id = $2 AND activity_id = $3`,
        [p.projectId, u, id, JSON.stringify(fields), group?.group_id ?? null, group?.selected ?? null],
      )
    await set('m-3', {}, { group_id: 5, selected: false })
    await set('m-4', { note: ODD })
    await set('w-3', { laps: { zeta: [1, { b: 2.5, a: null }, 1e-7], alpha: ODD } }, { group_id: 9_007_199_254_740_991, selected: false })
    const after = await read()
    const texts: Record<string, string> = {}
    for (const id of ['m-3', 'm-4', 'w-3']) {
      texts[id] = await get(`/users/${u}/activities/${id}`)
      expectOneText(`stored activity ${id}`, {
        detail: texts[id],
        list: elementWith(after.list, id),
        export: exportedWith(after.lines, 'activity', id),
      })
    }
    expect([...members(texts['m-3']!).keys()].slice(-4)).toEqual(['group_id', 'selected', 'created_at', 'updated_at'])
    expect([member(texts['m-3']!, 'group_id'), member(texts['m-3']!, 'selected')]).toEqual(['5', 'false'])
    expect(member(texts['m-4']!, 'selected')).toBe('true')
    const m4 = [...members(texts['m-4']!).keys()]
    expect(m4.slice(-4)).toEqual(['group_id', 'selected', 'created_at', 'updated_at'])
    expect(m4.indexOf('note')).toBeLessThan(m4.indexOf('group_id'))
    expect(member(texts['w-3']!, 'laps')).toBe(`{"zeta":[1,{"a":null,"b":2.5},0.0000001],"alpha":${JSON.stringify(ODD)}}`)
    expect([member(texts['w-3']!, 'group_id'), member(texts['w-3']!, 'selected')]).toEqual(['9007199254740991', 'false'])
  })

  it('custom record types: in the list and alone', async () => {
    const name = `shape_${Date.now()}`
    await send('POST', `/v1/projects/${p.projectId}/custom_record_types`, {
      name,
      granularity: 'instant',
      unit: 'mmHg',
      value: { maximum: 300, minimum: 0 },
      data_schema: { type: 'object', properties: { systolic: { type: 'number' }, diastolic: { type: 'number' } }, required: ['systolic'] },
    })
    const list = member(await get(`/v1/projects/${p.projectId}/custom_record_types`), 'custom_record_types')
    expectOneText('custom record type', { detail: await get(`/v1/projects/${p.projectId}/custom_record_types/${name}`), list: elementWith(list, name, 'name') })
  })

  it('facts: as their writes answer them, in the list, in the export, and with their key as the data tools read them', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0 })
    // With every optional member, with none, derived with a key, and one changed after.
    const full = await createFact(t.app.db, p.projectId, u, { text: ODD, type: 'sleep', source: 'system', certainty: 0.73 })
    const bare = await createFact(t.app.db, p.projectId, u, { text: 'no certainty', type: 'goal', source: `user ${ODD}` })
    const keyed = await createFact(t.app.db, p.projectId, u, {
      text: 'meditates daily',
      type: 'mind',
      source: 'system',
      certainty: 0,
      factKey: `habit_consistency:${ODD}`,
      evidence: { zeta: 1, alpha: [1e21, null] },
    })
    const later = await createFact(t.app.db, p.projectId, u, { text: 'changed later', type: 'body', source: 'system' })
    // (A certainty JavaScript writes in exponent form, 1e-7, PostgreSQL writes 1e-07: the object
    // built in TypeScript has other bytes for it; daily records' and baselines' PUTs write PostgreSQL's.)
    const changed = (await updateFact(t.app.db, p.projectId, u, later.id, { certainty: 0.125, text: `${ODD} again` }))!
    const answers = { [full.id]: full, [bare.id]: bare, [keyed.id]: keyed, [later.id]: changed }

    const list = member(await get(`/users/${u}/facts`), 'facts')
    const lines = await exported(u)
    const withKey = (await listFacts(t.app.db, p.projectId, u, { limit: 50, withKey: true })).items.toString()
    expect(elements(list)).toHaveLength(4)
    for (const [id, answer] of Object.entries(answers)) {
      const item = elementWith(list, id)
      expectOneText(`fact ${answer.text}`, { list: item, write: JSON.stringify(answer), export: exportedWith(lines, 'fact', id) })
      // The data tools' item is the list item, with the fact's key last when it has one.
      const key = id === keyed.id ? `,"key":${JSON.stringify(`habit_consistency:${ODD}`)}` : ''
      expectOneText(`fact ${answer.text} with its key`, { tools: elementWith(withKey, id), list: `${item!.slice(0, -1)}${key}}` })
    }
    expect(members(elementWith(withKey, keyed.id)!).get('certainty_on_creation')).toBe('0')
  })

  it('custom records: day and instant, with and without their optional members, replaced; in every read and as the data tools read them', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: -18000 })
    const suffix = u
      .slice(2)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
    const [day, instant] = [`day_${suffix}`, `instant_${suffix}`]
    await send('POST', `/v1/projects/${p.projectId}/custom_record_types`, { name: day, granularity: 'day' })
    await send('POST', `/v1/projects/${p.projectId}/custom_record_types`, { name: instant, granularity: 'instant', unit: 'mmHg' })
    const puts: [string, string, object][] = [
      [day, 'full', { date: DAY, value: -0.000001, data: { zeta: 1, alpha: { y: [1e21, null], x: ODD }, none: null }, ref: ODD, providers: ['PROVIDER_A'] }],
      [day, 'bare', { date: DAY }],
      [instant, 'full', { recorded_at: '2026-03-10T23:30:00.123+02:00', value: 120, data: { systolic: 120.5 } }],
      [instant, 'bare', { recorded_at: `${DAY}T04:59:59.999Z` }],
    ]
    const answers: Record<string, string> = {}
    for (const [type, id, body] of puts) answers[`${type}/${id}`] = await send('PUT', `/users/${u}/custom_records/${type}/${id}`, body)
    // A replacement clears what it leaves out.
    answers[`${day}/full`] = await send('PUT', `/users/${u}/custom_records/${day}/full`, { date: '2026-03-09', value: 3, ref: ODD })
    expect(members(answers[`${day}/full`]!).has('data')).toBe(false)

    const lines = await exported(u)
    for (const type of [day, instant]) {
      const list = member(await get(`/users/${u}/custom_records/${type}`), 'custom_records')
      const tools = await recordsWithType(t.app.db, p.projectId, u, type, { limit: 10 })
      for (const id of ['full', 'bare']) {
        const detail = await get(`/users/${u}/custom_records/${type}/${id}`)
        expectOneText(`custom record ${type}/${id}`, {
          detail,
          put: answers[`${type}/${id}`],
          list: elementWith(list, id),
          export: lines.get('custom_record')?.find((d) => JSON.parse(member(d, 'type')) === type && JSON.parse(member(d, 'id')) === id),
        })
        // The data tools read the same JSON, as values (json_agg, then parsed by pg).
        expect(tools.items.find((r) => r['id'] === id)).toStrictEqual(JSON.parse(detail))
      }
    }
  })

  it('meals without their summary: its row gone, or no summary id; in every read, a webhook, and as a change answers them', async () => {
    const u = uniqueUserId()
    await send('PATCH', `/users/${u}`, { tz_offset: 0, language: 'en' })
    const post = (body: object) => send('POST', `/users/${u}/nutrition/meals`, { meal_time: `${DAY}T12:00:00Z`, ...body })
    const gone = JSON.parse(await post({ description: `a pear and ${ODD}`, comment: ODD }))
    const none = JSON.parse(await post({ description: 'an apple', meal_type: 'snack', portion_multiplier: 0.5 }))
    // States the API's own writes do not leave (a meal and its summary go together), which the
    // meal's JSON still writes: no `summary` member, and a missing summary id written as ''.
    await t.app.db.query('DELETE FROM summaries WHERE project_id = $1 AND user_id = $2 AND summary_id = $3', [p.projectId, u, gone.summary_id])
    await t.app.db.query('UPDATE meals SET summary_id = NULL WHERE project_id = $1 AND user_id = $2 AND meal_id = $3', [p.projectId, u, none.id])
    for (const m of [gone, none]) {
      await appendEvent(t.app.db, {
        projectId: p.projectId,
        userId: u,
        type: 'meals:updated',
        data: { project_id: p.projectId, user_id: u, meal_id: m.id, summary_id: m === gone ? m.summary_id : null },
      })
    }
    t.app.webhooks.wake()

    const url = (m: { id: string }) => `/users/${u}/nutrition/meals/${m.id}`
    const meals = member(await get(`/users/${u}/nutrition/meals`), 'meals')
    const lines = await exported(u)
    for (const [what, m] of [
      ['its summary gone', gone],
      ['no summary id', none],
    ] as const) {
      const detail = await get(url(m))
      expect(members(detail).has('summary'), detail).toBe(false)
      expect(JSON.parse(member(detail, 'summary_id'))).toBe(m === gone ? gone.summary_id : '')
      const hook = await hookWith(hookOf('meals:updated', 'meal_id', m.id))
      expectOneText(`meal, ${what}`, {
        detail,
        list: elementWith(meals, m.id),
        export: exportedWith(lines, 'meal', m.id),
        webhook: member(hook, 'data', 'meal'),
      })
      expect(members(member(hook, 'data')).has('summary')).toBe(false)
    }

    // A change of such a meal analyses it again and writes its summary anew (under its id, or a new one).
    for (const m of [gone, none]) {
      const patched = await send('PATCH', url(m), { comment: `${ODD} later` })
      expect(members(patched).has('summary')).toBe(true)
      if (m === gone) expect(JSON.parse(member(patched, 'summary_id'))).toBe(gone.summary_id)
      else expect(JSON.parse(member(patched, 'summary_id'))).not.toBe('')
      expectOneText('meal with its summary written again', {
        patch: patched,
        detail: await get(url(m)),
        list: elementWith(member(await get(`/users/${u}/nutrition/meals`), 'meals'), m.id),
        export: exportedWith(await exported(u), 'meal', m.id),
      })
    }
  })
})
