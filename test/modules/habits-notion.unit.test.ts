// Unit tests of the Notion export mapping: every property kind, ids, covers, flags, file shapes, errors.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { habitsFromNotion, HabitImportError, normalizeNotionId, toSnakeCase } from '../../src/modules/habits/notion.js'

const rich = (text: string) => [{ type: 'text', text: { content: text, link: null }, plain_text: text, href: null }]
const title = (text: string) => ({ id: 'title', type: 'title', title: rich(text) })
const richText = (text: string) => ({ id: 'r', type: 'rich_text', rich_text: rich(text) })
const select = (name: string | null) => ({ id: 's', type: 'select', select: name === null ? null : { id: 'o', name, color: 'blue' } })
const multiSelect = (...names: string[]) => ({ id: 'm', type: 'multi_select', multi_select: names.map((name, i) => ({ id: `o${i}`, name, color: 'green' })) })
const checkbox = (v: boolean) => ({ id: 'c', type: 'checkbox', checkbox: v })

const ID = '7c0e6f1a-2b3c-4d5e-8f90-a1b2c3d4e5f6'

/** A minimal valid page; properties given replace (or with undefined, remove) the defaults. */
function page(over: Record<string, unknown> = {}, props: Record<string, unknown> = {}): Record<string, unknown> {
  const properties: Record<string, unknown> = { Name: title('Keep a consistent bedtime'), Category: select('Sleep') }
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined) delete properties[k]
    else properties[k] = v
  }
  return {
    object: 'page',
    id: ID,
    created_time: '2025-01-02T03:04:05.000Z',
    last_edited_time: '2025-02-03T04:05:06.789Z',
    archived: false,
    in_trash: false,
    url: 'https://www.notion.so/Keep-a-consistent-bedtime-7c0e6f1a2b3c4d5e8f90a1b2c3d4e5f6',
    public_url: null,
    cover: null,
    properties,
    ...over,
  }
}
const one = (over: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => habitsFromNotion([page(over, props)])[0]!

function importError(doc: unknown): string {
  try {
    habitsFromNotion(doc)
  } catch (err) {
    expect(err).toBeInstanceOf(HabitImportError)
    return (err as Error).message
  }
  throw new Error('habitsFromNotion accepted the document')
}

describe('habitsFromNotion: a page', () => {
  it('maps a minimal page, with defaults for everything optional', () => {
    expect(one()).toEqual({
      id: ID,
      name: 'keep_a_consistent_bedtime',
      title: 'Keep a consistent bedtime',
      description: '',
      category: 'sleep',
      url: 'https://www.notion.so/Keep-a-consistent-bedtime-7c0e6f1a2b3c4d5e8f90a1b2c3d4e5f6',
      public_url: '',
      cover: '',
      created_time: '2025-01-02T03:04:05.000Z',
      last_edited_time: '2025-02-03T04:05:06.789Z',
      archived: false,
      in_trash: false,
      playUnexpectedImpact: false,
      playImpact: false,
      potentialImpacts: {},
    })
  })

  it('takes name from Key, else from a Name that is not the title, else the title in snake_case', () => {
    expect(one({}, { Key: richText('bedtime_v2') }).name).toBe('bedtime_v2')
    expect(one({}, { Name: undefined, Title: title('Regular bedtime'), name: undefined, NAME: richText('regular_bedtime') }).name).toBe('regular_bedtime')
    expect(one({}, { Name: title('Café après-midi: no more!') }).name).toBe('cafe_apres_midi_no_more')
    // A Key that is not snake_case yet is made so.
    expect(one({}, { Key: richText('Morning Light') }).name).toBe('morning_light')
    expect(one({}, { key: select('wind_down') }).name).toBe('wind_down')
  })

  it('joins the plain text of every rich-text segment (title and description), falling back to text.content', () => {
    const h = one(
      {},
      {
        Name: { type: 'title', title: [...rich('Keep a '), { type: 'text', text: { content: 'steady bedtime' } }] },
        Description: { type: 'rich_text', rich_text: [...rich('Same time every night. '), ...rich('Weekends too.')] },
      },
    )
    expect(h.title).toBe('Keep a steady bedtime')
    expect(h.description).toBe('Same time every night. Weekends too.')
  })

  it.each([
    ['select', select('Movement'), 'movement'],
    ['multi_select (first option)', multiSelect('Stress', 'Sleep'), 'stress'],
    ['rich_text', richText('  RECOVERY '), 'recovery'],
  ])('reads category from a %s property', (_kind, prop, category) => {
    expect(one({}, { Category: prop }).category).toBe(category)
  })

  it('matches property names ignoring case, spaces, underscores and dashes', () => {
    const h = one(
      {},
      {
        Category: undefined,
        'CATEGORY ': select('nutrition'),
        'play impact': checkbox(true),
        PLAY_UNEXPECTED_IMPACT: checkbox(true),
        'Potential-Impacts': multiSelect('hrv:positive'),
        ' description': richText('x'),
      },
    )
    expect(h).toMatchObject({ category: 'nutrition', playImpact: true, playUnexpectedImpact: true, potentialImpacts: { hrv: 'positive' }, description: 'x' })
  })

  it('reads playImpact and playUnexpectedImpact from checkboxes', () => {
    expect(one({}, { playImpact: checkbox(true), playUnexpectedImpact: checkbox(false) })).toMatchObject({
      playImpact: true,
      playUnexpectedImpact: false,
    })
    expect(one({}, { playImpact: checkbox(false), playUnexpectedImpact: checkbox(true) })).toMatchObject({
      playImpact: false,
      playUnexpectedImpact: true,
    })
  })

  it('reads potentialImpacts from multi_select options metric:direction', () => {
    const h = one({}, { 'Potential impacts': multiSelect('sleep_score:positive', 'resting_hr: negative', ' Resting HR : NEGATIVE', 'HRV:Positive') })
    expect(h.potentialImpacts).toEqual({ sleep_score: 'positive', resting_hr: 'negative', hrv: 'positive' })
  })

  it('reads potentialImpacts from rich_text holding a JSON object (split over segments), or nothing', () => {
    const json = { type: 'rich_text', rich_text: [...rich('{"sleep_score": "positive", '), ...rich('"restingHr": "negative"}')] }
    expect(one({}, { potentialImpacts: json }).potentialImpacts).toEqual({ sleep_score: 'positive', resting_hr: 'negative' })
    expect(one({}, { potentialImpacts: { type: 'rich_text', rich_text: [] } }).potentialImpacts).toEqual({})
    expect(one({}, { potentialImpacts: richText('{}') }).potentialImpacts).toEqual({})
  })

  it.each([
    ['external', { type: 'external', external: { url: 'https://images.example.com/a.jpg' } }, 'https://images.example.com/a.jpg'],
    [
      'file',
      { type: 'file', file: { url: 'https://files.example.com/b.png?sig=1', expiry_time: '2025-01-01T00:00:00.000Z' } },
      'https://files.example.com/b.png?sig=1',
    ],
    ['null', null, ''],
  ])('maps a %s cover', (_kind, cover, url) => {
    expect(one({ cover }).cover).toBe(url)
  })

  it('keeps archived and trashed pages, flagged; absent flags are false', () => {
    expect(one({ archived: true })).toMatchObject({ archived: true, in_trash: false })
    expect(one({ in_trash: true })).toMatchObject({ archived: false, in_trash: true })
    const { in_trash: _t, archived: _a, ...bare } = page()
    expect(habitsFromNotion([bare])[0]).toMatchObject({ archived: false, in_trash: false })
  })

  it('normalises ids to the dashed lower-case UUID form', () => {
    expect(one({ id: '7C0E6F1A2B3C4D5E8F90A1B2C3D4E5F6' }).id).toBe(ID)
    expect(one({ id: ID.toUpperCase() }).id).toBe(ID)
  })

  it('returns timestamps in UTC with milliseconds, whatever offset they were given in', () => {
    const h = one({ created_time: '2025-03-04T10:15:00+02:00', last_edited_time: '2025-03-04T23:59:59.5-05:30' })
    expect(h.created_time).toBe('2025-03-04T08:15:00.000Z')
    expect(h.last_edited_time).toBe('2025-03-05T05:29:59.500Z')
  })

  it('keeps public_url and url; missing ones are empty strings', () => {
    expect(one({ public_url: 'https://acme.notion.site/x' }).public_url).toBe('https://acme.notion.site/x')
    const { url: _u, public_url: _p, ...bare } = page()
    expect(habitsFromNotion([bare])[0]).toMatchObject({ url: '', public_url: '' })
  })
})

describe('habitsFromNotion: the file', () => {
  it('accepts an array of pages and a Notion list response alike, in file order', () => {
    const pages = [page(), page({ id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }, { Name: title('Daily walk'), Category: select('movement') })]
    const fromArray = habitsFromNotion(pages)
    const fromList = habitsFromNotion({ object: 'list', results: pages, next_cursor: null, has_more: false })
    expect(fromList).toEqual(fromArray)
    expect(fromArray.map((h) => h.name)).toEqual(['keep_a_consistent_bedtime', 'daily_walk'])
  })

  it('maps the fixture export (four pages of every kind)', () => {
    const doc: unknown = JSON.parse(readFileSync(new URL('../fixtures/habits/notion-pages.json', import.meta.url), 'utf8'))
    const habits = habitsFromNotion(doc)
    expect(habits.map((h) => [h.id, h.name, h.category, h.archived, h.in_trash])).toEqual([
      ['1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b', 'morning_sunlight', 'sleep', false, false],
      ['2a3b4c5d-6e7f-4081-9283-a4b5c6d7e8f9', 'take_a_cold_shower', 'recovery', true, false],
      ['3b4c5d6e-7f80-4192-9384-b5c6d7e8f9a0', 'no_snacks_after_9_pm', 'nutrition', false, true],
      ['4c5d6e7f-8091-4a2b-b3c4-d5e6f7a8b9c0', 'walk_after_meals', 'movement', false, false],
    ])
  })

  it.each([
    ['an object that is not a list', { object: 'page', id: ID }, /expected an array of Notion pages or a Notion list response/],
    ['a list of another kind', { object: 'database', results: [] }, /expected an array/],
    ['a string', 'pages', /expected an array/],
    ['null', null, /expected an array/],
    ['an empty array', [], /holds no pages/],
    ['an empty list', { object: 'list', results: [] }, /holds no pages/],
  ])('refuses %s', (_what, doc, message) => {
    expect(importError(doc)).toMatch(message)
  })
})

describe('habitsFromNotion: invalid pages', () => {
  it.each([
    ['not an object', 'hello', /is not an object/],
    ['another object type', { ...page(), object: 'database' }, /is a "database", not a page/],
    ['no id', page({ id: undefined }), /id must be a UUID \(dashed or 32 hex digits\), got nothing/],
    ['a malformed id', page({ id: 'abc' }), /id must be a UUID .*got "abc"/],
    ['an id with misplaced dashes', page({ id: '7c0e6f1a2b3c-4d5e-8f90-a1b2c3d4e5f6' }), /id must be a UUID/],
    ['no properties', page({ properties: undefined }), /has no properties object/],
    ['no title property', page({}, { Name: richText('x') }), /has no title property/],
    ['an empty title', page({}, { Name: title('   ') }), /title property "Name" is empty/],
    ['a name with no letters or digits', page({}, { Key: richText('!!!') }), /has no usable name: "!!!"/],
    ['no Category', page({}, { Category: undefined }), /has no Category property/],
    ['an unknown category', page({}, { Category: select('Diet') }), /category must be one of: sleep, movement, nutrition, stress, recovery, got "Diet"/],
    ['an empty select category', page({}, { Category: select(null) }), /category must be one of: .*got ""/],
    ['a category of an unusable type', page({}, { Category: checkbox(true) }), /property "Category" is a "checkbox" property, not text/],
    ['a property that is not a property value', page({}, { Category: 'sleep' }), /property "Category" is not a property value/],
    ['two properties meaning the same field', page({}, { 'Category ': select('sleep') }), /properties "Category" and "Category " mean the same field/],
    ['playImpact that is not a checkbox', page({}, { playImpact: richText('yes') }), /property "playImpact" must be a checkbox, got "rich_text"/],
    ['playUnexpectedImpact that is not a checkbox', page({}, { 'Play unexpected impact': select('yes') }), /must be a checkbox, got "select"/],
    ['impacts of another property type', page({}, { potentialImpacts: checkbox(true) }), /must be rich_text \(a JSON object\) or multi_select/],
    ['impacts that are not JSON', page({}, { potentialImpacts: richText('sleep up') }), /is not a JSON object: "sleep up"/],
    ['impacts that are a JSON array', page({}, { potentialImpacts: richText('["hrv"]') }), /is not a JSON object/],
    [
      'an impact direction outside the vocabulary',
      page({}, { potentialImpacts: richText('{"hrv": "up"}') }),
      /the impact on hrv must be one of: positive, negative, got "up"/,
    ],
    [
      'an impact direction that is not a string',
      page({}, { potentialImpacts: richText('{"hrv": 1}') }),
      /the impact on hrv must be one of: positive, negative, got 1/,
    ],
    ['an option without a direction', page({}, { potentialImpacts: multiSelect('hrv') }), /option "hrv" is not metric:positive or metric:negative/],
    ['an option with an empty metric', page({}, { potentialImpacts: multiSelect(':positive') }), /":" names no metric|"" names no metric/],
    ['contradicting impacts', page({}, { potentialImpacts: multiSelect('hrv:positive', 'HRV:negative') }), /hrv is both positive and negative/],
    ['no created_time', page({ created_time: undefined }), /created_time is missing/],
    ['a created_time that is not a string', page({ created_time: 1735689600000 }), /created_time must be an RFC 3339 date-time, got 1735689600000/],
    ['a date-only last_edited_time', page({ last_edited_time: '2025-01-02' }), /last_edited_time must be an RFC 3339 date-time/],
    ['a day that does not exist', page({ created_time: '2025-02-30T00:00:00.000Z' }), /created_time is not a valid date-time/],
    ['an hour that does not exist', page({ last_edited_time: '2025-02-03T25:00:00Z' }), /last_edited_time is not a valid date-time/],
    ['archived that is not a boolean', page({ archived: 'yes' }), /archived must be a boolean, got "yes"/],
    ['in_trash that is not a boolean', page({ in_trash: 1 }), /in_trash must be a boolean, got 1/],
    ['a url that is not absolute', page({ url: '/relative' }), /url is not an absolute URL/],
    ['a url of another scheme', page({ url: 'javascript:alert(1)' }), /url must be an http\(s\) URL/],
    ['a public_url that is not a string', page({ public_url: 5 }), /public_url must be a string/],
    ['a cover of an unsupported type', page({ cover: { type: 'emoji', emoji: 'x' } }), /cover of type "emoji" is not supported/],
    ['a cover without its url', page({ cover: { type: 'external', external: {} } }), /cover has no external.url/],
    ['a cover that is not an object', page({ cover: 'https://x.example/a.png' }), /cover must be an object or null/],
  ])('refuses a page with %s, naming its index and id', (_what, bad, message) => {
    const id =
      typeof bad === 'object' && bad !== null && typeof (bad as Record<string, unknown>)['id'] === 'string' ? (bad as Record<string, string>)['id'] : undefined
    const msg = importError({ object: 'list', results: [page({ id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }), bad] })
    expect(msg).toMatch(message)
    expect(msg.startsWith(`page results[1] (${id ? `id ${id}` : 'no id'}): `), msg).toBe(true)
  })

  it('refuses two pages with the same id, however it is written', () => {
    const msg = importError([page(), page(), page({ id: ID.replace(/-/g, '').toUpperCase() })])
    expect(msg).toBe(`page [1] (id ${ID}): has the same id as [0]; page [2] (id ${ID.replace(/-/g, '').toUpperCase()}): has the same id as [0]`)
  })

  it('names every invalid page (the first five, then how many more), and returns nothing', () => {
    const bad = Array.from({ length: 8 }, (_, i) => page({ id: `bad-${i}` }))
    const msg = importError([page(), ...bad])
    for (let i = 1; i <= 5; i++) expect(msg).toContain(`page [${i}] (id bad-${i - 1}): id must be a UUID`)
    expect(msg).not.toContain('page [6]')
    expect(msg).toMatch(/; and 3 more invalid pages$/)
    try {
      habitsFromNotion([page(), ...bad])
    } catch (err) {
      expect((err as HabitImportError).problems).toHaveLength(8)
    }
  })
})

describe('helpers', () => {
  it('normalizeNotionId', () => {
    expect(normalizeNotionId('7c0e6f1a2b3c4d5e8f90a1b2c3d4e5f6')).toBe(ID)
    expect(normalizeNotionId(` ${ID} `)).toBe(ID)
    expect(normalizeNotionId('7c0e6f1a2b3c4d5e8f90a1b2c3d4e5f')).toBeUndefined()
    expect(normalizeNotionId('7c0e6f1a2b3c4d5e8f90a1b2c3d4e5fg')).toBeUndefined()
    expect(normalizeNotionId('')).toBeUndefined()
  })

  it('toSnakeCase', () => {
    expect(toSnakeCase('Keep a consistent bedtime')).toBe('keep_a_consistent_bedtime')
    expect(toSnakeCase('restingHR')).toBe('resting_hr')
    expect(toSnakeCase('sleepScore')).toBe('sleep_score')
    expect(toSnakeCase('VO2max')).toBe('vo2max')
    expect(toSnakeCase('  __already_snake__ ')).toBe('already_snake')
    expect(toSnakeCase('Crème brûlée & co.')).toBe('creme_brulee_co')
    expect(toSnakeCase('🌙')).toBe('')
  })
})
