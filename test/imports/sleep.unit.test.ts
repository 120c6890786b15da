// Sleep nights and the sleep score, each component checked against numbers worked out by hand.
import { describe, expect, it } from 'vitest'
import { nightOf, nightSource, summariseNight, type SleepSegment } from '../../src/imports/sleep.js'
import { consistencyScore, durationScore, interruptionsScore, onsetClock, sleepScore, stagesScore, SLEEP_SCORE_REF } from '../../src/imports/sleep-score.js'

const at = (iso: string) => Date.parse(iso)
const seg = (stage: SleepSegment['stage'], s: string, e: string): SleepSegment => ({ stage, start: at(s), end: at(e) })

describe('which night a sample belongs to (the local day of waking)', () => {
  it('a sample ending before 18:00 local time is that day’s; later, the next day’s', () => {
    expect(nightOf(at('2026-03-02T06:30:00Z'), 0)).toBe('2026-03-02')
    expect(nightOf(at('2026-03-01T23:30:00Z'), 0)).toBe('2026-03-02')
    expect(nightOf(at('2026-03-01T17:59:00Z'), 0)).toBe('2026-03-01') // an afternoon nap
    expect(nightOf(at('2026-03-01T18:00:00Z'), 0)).toBe('2026-03-02')
  })

  it('in the user’s local time', () => {
    // 22:30Z is 17:30 at UTC-5: still the 1st; at UTC+1 it is 23:30, the night of the 2nd
    expect(nightOf(at('2026-03-01T22:30:00Z'), -5 * 3600)).toBe('2026-03-01')
    expect(nightOf(at('2026-03-01T22:30:00Z'), 3600)).toBe('2026-03-02')
  })
})

describe('a night as one source saw it', () => {
  it('counts minutes per stage as unions, and time awake between onset and the last sleep', () => {
    const n = summariseNight([
      seg('in_bed', '2026-03-01T22:30:00Z', '2026-03-02T06:45:00Z'),
      seg('core', '2026-03-01T23:00:00Z', '2026-03-02T01:00:00Z'),
      seg('deep', '2026-03-02T01:00:00Z', '2026-03-02T02:30:00Z'),
      seg('awake', '2026-03-02T02:30:00Z', '2026-03-02T02:50:00Z'),
      seg('rem', '2026-03-02T02:50:00Z', '2026-03-02T04:00:00Z'),
      // a gap of 10 min with no sample, then core again; the same core sample twice counts once
      seg('core', '2026-03-02T04:10:00Z', '2026-03-02T06:30:00Z'),
      seg('core', '2026-03-02T04:10:00Z', '2026-03-02T06:30:00Z'),
    ])
    expect(n).toEqual({
      start: at('2026-03-01T22:30:00Z'),
      end: at('2026-03-02T06:45:00Z'),
      in_bed_minutes: 495, // 22:30 → 06:45
      asleep_minutes: 120 + 90 + 70 + 140, // 420
      awake_minutes: 20,
      deep_minutes: 90,
      rem_minutes: 70,
      core_minutes: 260,
      onset: at('2026-03-01T23:00:00Z'),
      awake_after_onset_minutes: 30, // 23:00 → 06:30 is 450 min, 420 asleep
    })
  })

  it('a night with no asleep sample has no onset', () => {
    const n = summariseNight([seg('in_bed', '2026-03-01T23:00:00Z', '2026-03-02T07:00:00Z')])
    expect([n.in_bed_minutes, n.asleep_minutes, n.onset, n.awake_after_onset_minutes]).toEqual([480, 0, null, 0])
  })

  it('the night’s source is the highest-priority one with samples that night', () => {
    expect(nightSource(['Ada’s iPhone', 'Ada’s Apple Watch'], null)).toBe('Ada’s Apple Watch')
    expect(nightSource(['Ada’s iPhone', 'Ada’s Apple Watch', 'Oura'], ['oura', 'watch'])).toBe('Oura')
    expect(nightSource([], null)).toBe(null)
  })
})

describe('the sleep score (healthd:sleep_score:v1)', () => {
  it('duration: full from 7 to 9 h, linear to 0 at 3 h and 13 h', () => {
    expect(SLEEP_SCORE_REF).toBe('healthd:sleep_score:v1')
    expect([180, 240, 300, 420, 480, 540, 600, 780, 900].map(durationScore)).toEqual([0, 25, 50, 100, 100, 100, 75, 0, 0])
    expect(durationScore(6.5 * 60)).toBe(87.5)
  })

  it('stages: deep and REM each full at 90 minutes', () => {
    expect(stagesScore(90, 90)).toBe(100)
    expect(stagesScore(45, 90)).toBe(75)
    expect(stagesScore(200, 0)).toBe(50)
    expect(stagesScore(0, 0)).toBe(0)
  })

  it('interruptions: full up to 20 min awake after onset, 0 at 90', () => {
    expect([0, 20, 55, 90, 120].map(interruptionsScore)).toEqual([100, 100, 50, 0, 0])
  })

  it('consistency: onset within 15 min of the median of the nights before; 0 at 2 h; full with fewer than 3 nights', () => {
    const nightsBefore = [700, 710, 720, 730, 740] // median 720 (midnight)
    expect(consistencyScore(735, nightsBefore)).toBe(100)
    expect(consistencyScore(720 + 15 + 52.5, nightsBefore)).toBe(50) // 67.5 min off: (120 − 67.5) / 105
    expect(consistencyScore(720 - 120, nightsBefore)).toBe(0)
    expect(consistencyScore(900, [700, 720])).toBe(100)
    expect(consistencyScore(null, nightsBefore)).toBe(100)
    // an even count: the mean of the middle two
    expect(consistencyScore(700 + 15 + 105, [690, 700, 700, 800])).toBe(0)
  })

  it('onset clocks are minutes after local noon, so onsets around midnight compare without a wrap', () => {
    expect(onsetClock(at('2026-03-01T23:50:00Z'), 0)).toBe(710)
    expect(onsetClock(at('2026-03-02T00:10:00Z'), 0)).toBe(730)
    expect(onsetClock(at('2026-03-01T22:50:00Z'), 3600)).toBe(710)
    expect(onsetClock(at('2026-03-02T12:00:00Z'), 0)).toBe(0)
  })

  it('adds the four components with their weights, rounded', () => {
    // 6.5 h asleep (87.5), deep 45 and REM 90 (75), on time (100), 55 min awake (50):
    // 0.4 × 87.5 + 0.2 × 75 + 0.2 × 100 + 0.2 × 50 = 35 + 15 + 20 + 10 = 80
    expect(
      sleepScore({ asleep_minutes: 390, deep_minutes: 45, rem_minutes: 90, awake_after_onset_minutes: 55, onset_clock: 725, onsets_before: [700, 720, 740] }),
    ).toEqual({ value: 80, duration: 87.5, stages: 75, consistency: 100, interruptions: 50 })
    // 0.4 × 100 + 0.2 × 50 + 0.2 × 50 + 0.2 × 100 = 80; then 30 min more awake: interruptions 85.714…, 77.14 → 77
    const base = { asleep_minutes: 480, deep_minutes: 90, rem_minutes: 0, onset_clock: 720 + 67.5, onsets_before: [720, 720, 720] }
    expect(sleepScore({ ...base, awake_after_onset_minutes: 10 }).value).toBe(80)
    expect(sleepScore({ ...base, awake_after_onset_minutes: 30 }).value).toBe(77)
  })
})
