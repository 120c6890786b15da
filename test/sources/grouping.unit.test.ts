// The grouping rule in TypeScript (src/sources/grouping.ts): which activities are one workout, how
// overlap chains, and which of a group counts. test/sources/grouping.test.ts holds the database's
// grouping (migration 0020) to the same answers.
import { describe, expect, it } from 'vitest'
import { groupActivities, sameWorkout, selectionOrder, type GroupableActivity } from '../../src/sources/grouping.js'

const MIN = 60_000
const T0 = Date.parse('2026-03-01T08:00:00Z')

/** A workout from minute `from` to minute `to` after T0. */
function w(id: string, from: number, to: number, o: Partial<GroupableActivity> = {}): GroupableActivity {
  return {
    id,
    type: 'workout',
    start: T0 + from * MIN,
    end: T0 + to * MIN,
    sport: 'running',
    source: 'Strava',
    fields: {},
    durationSeconds: (to - from) * 60,
    createdAt: T0 + to * MIN,
    ...o,
  }
}
const groupsOf = (acts: GroupableActivity[], list: string[] | null = null) =>
  groupActivities(acts, list)
    .groups.map((g) => [...g].sort())
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1))
const selectedOf = (acts: GroupableActivity[], list: string[] | null = null) => [...groupActivities(acts, list).selected].sort()

describe('one workout seen twice', () => {
  it('overlaps by at least half of the shorter one', () => {
    // 60 and 40 minutes: the shorter's half is 20.
    expect(sameWorkout(w('a', 0, 60), w('b', 40, 80))).toBe(true) // 20 minutes: exactly half
    expect(sameWorkout(w('a', 0, 60), w('b', 41, 81))).toBe(false) // 19 minutes
    expect(sameWorkout(w('a', 0, 600), w('b', 100, 110))).toBe(true) // the shorter inside the longer
    expect(sameWorkout(w('a', 0, 60), w('b', 60, 120))).toBe(false) // touching
    expect(sameWorkout(w('a', 0, 60), w('b', 30, 30))).toBe(false) // no length: overlaps nothing
  })

  it('is of one sport, case aside; `other` matches any sport', () => {
    expect(sameWorkout(w('a', 0, 60, { sport: 'Running' }), w('b', 0, 60, { sport: 'running' }))).toBe(true)
    expect(sameWorkout(w('a', 0, 60, { sport: 'running' }), w('b', 0, 60, { sport: 'cycling' }))).toBe(false)
    expect(sameWorkout(w('a', 0, 60, { sport: 'OTHER' }), w('b', 0, 60, { sport: 'cycling' }))).toBe(true)
    expect(sameWorkout(w('a', 0, 60, { sport: 'yoga' }), w('b', 0, 60, { sport: 'other' }))).toBe(true)
  })

  it('never groups a mindfulness session', () => {
    expect(sameWorkout(w('a', 0, 60), w('b', 0, 60, { type: 'mindfulness' }))).toBe(false)
    expect(groupsOf([w('a', 0, 60), w('m', 0, 60, { type: 'mindfulness', sport: 'running' })])).toEqual([['a'], ['m']])
  })
})

describe('groups: overlap taken transitively', () => {
  it('chains: a and c are one group through b though they do not overlap each other', () => {
    const a = w('a', 0, 60)
    const b = w('b', 30, 90)
    const c = w('c', 60, 120)
    expect(sameWorkout(a, c)).toBe(false)
    expect(groupsOf([a, b, c])).toEqual([['a', 'b', 'c']])
    // Without b they are two groups.
    expect(groupsOf([a, c])).toEqual([['a'], ['c']])
  })

  it('chains across sports through `other`: a run and a ride each half-covered by one long `other`', () => {
    const run = w('run', 0, 60, { sport: 'running' })
    const ride = w('ride', 70, 130, { sport: 'cycling' })
    const other = w('x', 0, 130, { sport: 'other' })
    expect(sameWorkout(run, ride)).toBe(false)
    expect(groupsOf([run, ride, other])).toEqual([['ride', 'run', 'x']])
    expect(selectedOf([run, ride, other])).toHaveLength(1)
  })

  it('keeps different sports at the same time apart', () => {
    expect(groupsOf([w('a', 0, 60, { sport: 'running' }), w('b', 0, 60, { sport: 'cycling' })])).toEqual([['a'], ['b']])
    expect(selectedOf([w('a', 0, 60, { sport: 'running' }), w('b', 0, 60, { sport: 'cycling' })])).toEqual(['a', 'b'])
  })

  it('selects exactly one of each group, and every activity alone', () => {
    const acts = [w('a', 0, 60), w('b', 5, 62), w('c', 200, 260), w('d', 400, 460, { sport: 'cycling' }), w('e', 410, 450, { sport: 'cycling' })]
    const g = groupActivities(acts, null)
    expect(g.groups.map((x) => [...x].sort()).sort()).toEqual([['a', 'b'], ['c'], ['d', 'e']])
    for (const group of g.groups) expect(group.filter((id) => g.selected.has(id))).toHaveLength(1)
  })
})

describe('which one counts', () => {
  const pick = (acts: GroupableActivity[], list: string[] | null = null) => [...acts].sort(selectionOrder(list))[0]!.id

  it('the first by source priority: the built-in order (device, phone, manual), or the list', () => {
    const watch = w('watch', 0, 60, { source: 'Apple Watch' })
    const phone = w('phone', 0, 60, { source: "Ana's iPhone", fields: { average_power: 250, average_hr: 150 } })
    const manual = w('manual', 0, 60, { source: 'Manual entry' })
    expect(pick([manual, phone, watch])).toBe('watch')
    expect(pick([manual, phone])).toBe('phone')
    expect(pick([manual, phone, watch], ['iphone'])).toBe('phone')
    expect(pick([manual, phone, watch], ['manual', 'watch'])).toBe('manual')
  })

  it('then the one with power, then with heart rate, then the longest, then the earliest created, then the smaller id', () => {
    const plain = w('plain', 0, 90)
    const hr = w('hr', 0, 60, { fields: { average_hr: 140 } })
    const series = w('series', 0, 60, { fields: { hr_series: '120,121' } })
    const power = w('power', 0, 30, { fields: { normalized_power: 200 } })
    expect(pick([plain, hr, power])).toBe('power')
    expect(pick([plain, hr])).toBe('hr')
    expect(pick([plain, series])).toBe('series')
    // Zero power or heart rate, or a series with no number, is none.
    expect(pick([w('z', 0, 90, { fields: { average_power: 0, average_hr: 0, hr_series: '' } }), w('long', 0, 100)])).toBe('long')
    expect(pick([w('short', 0, 50), w('long', 0, 60)])).toBe('long')
    expect(pick([w('late', 0, 60, { createdAt: T0 + 2 * MIN }), w('early', 0, 60, { createdAt: T0 + MIN })])).toBe('early')
    expect(pick([w('b', 0, 60), w('B', 0, 60), w('a', 0, 60)])).toBe('B')
  })

  it('ranks the watch of an overlapping Watch and Garmin pair by the list when one is set', () => {
    const apple = w('apple', 0, 60, { source: 'Apple Watch', fields: { average_hr: 150 } })
    const garmin = w('garmin', 1, 59, { source: 'Garmin Forerunner 265', fields: { average_hr: 148 } })
    expect(selectedOf([apple, garmin])).toEqual(['apple'])
    expect(selectedOf([apple, garmin], ['garmin'])).toEqual(['garmin'])
  })
})
