import { describe, expect, it } from 'vitest'
import { bestSource, builtInClass, effectiveList, sourceRank } from '../../src/sources/priority.js'

describe('source priority', () => {
  it('puts a dedicated device before a phone before a manual entry when no list is set', () => {
    expect(builtInClass('Apple Watch de Ana')).toBe(0)
    expect(builtInClass('Garmin Forerunner 265')).toBe(0)
    expect(builtInClass('Oura Ring')).toBe(0)
    expect(builtInClass("Ana's iPhone")).toBe(1)
    expect(builtInClass('Strava')).toBe(1)
    expect(builtInClass('Manual entry')).toBe(2)
    expect(builtInClass('String Theory App')).toBe(1)
    expect(bestSource(["Ana's iPhone", 'Apple Watch', 'Manual entry'], null)).toBe('Apple Watch')
  })

  it('matches list entries case-insensitively as substrings, highest first, unnamed sources after', () => {
    const list = ['oura', 'garmin']
    expect(sourceRank('Garmin Forerunner 265', list)).toBe(1)
    expect(sourceRank('OURA RING', list)).toBe(0)
    expect(sourceRank('Apple Watch', list)).toBe(2)
    expect(sourceRank('iPhone', list)).toBe(3)
    expect(bestSource(['Apple Watch', 'Garmin Edge 540'], list)).toBe('Garmin Edge 540')
  })

  it("lets a user's list override the project's for the measures it names", () => {
    const project = { default: ['garmin'], steps: ['iphone'] }
    const user = { sleep: ['oura'] }
    expect(effectiveList(project, user, 'sleep')).toEqual(['oura'])
    expect(effectiveList(project, user, 'steps')).toEqual(['iphone'])
    expect(effectiveList(project, user, 'weight')).toEqual(['garmin'])
    expect(effectiveList(null, { default: ['polar'] }, 'steps')).toEqual(['polar'])
    expect(effectiveList(null, null, 'steps')).toBeNull()
  })

  it('breaks ties by name so the answer does not depend on arrival order', () => {
    expect(bestSource(['Watch B', 'Watch A'], null)).toBe('Watch A')
    expect(bestSource(['Watch A', 'Watch B'], null)).toBe('Watch A')
  })
})
