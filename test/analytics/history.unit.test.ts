// Thresholds guessed from 90 days of history, breakthroughs, and the chronic training load.
import { describe, expect, it } from 'vitest'
import { analyzeHistory, analyzeWorkout, chooseThresholds, chronicLoad, type WorkoutSummary } from '../../src/analytics/index.js'

const DAY = 86_400_000
const AT = Date.UTC(2026, 4, 20, 8, 0, 0)
const steady = (start: number, seconds: number, power: number | undefined, hr?: number) => ({
  points: Array.from({ length: seconds }, (_, s) => ({ t: start + s * 1000, power, hr })),
})

describe('thresholds from history', () => {
  const history: WorkoutSummary[] = [
    { start: AT - 10 * DAY, tss: 50, best_20min_power: 300, best_20min_hr: 170, best_5s_hr: 188 },
    { start: AT - 100 * DAY, tss: 50, best_20min_power: 400, best_20min_hr: 180, best_5s_hr: 199 }, // over 90 days ago
    { start: AT + DAY, tss: 50, best_20min_power: 500 }, // after this workout
  ]

  it('takes 95 % of the best 20 minutes of the last 90 days, this workout included', () => {
    // history within 90 days: 300 W, 170 bpm, 188 bpm; this one 280 W, 175 bpm, 185 bpm
    const t = chooseThresholds(history, {}, AT, { best_20min_power: 280, best_20min_hr: 175, best_5s_hr: 185 })
    expect(t.guessed_ftp).toBeCloseTo(285, 9) // 0.95 × 300
    expect(t.used_ftp).toBeCloseTo(285, 9)
    expect(t.guessed_lthr).toBeCloseTo(166.25, 9) // 0.95 × 175, this workout's own
    expect(t.guessed_mhr).toBe(188)
    // in use before this workout: the guesses without it
    expect(t.ftp_before).toBeCloseTo(285, 9)
    expect(t.lthr_before).toBeCloseTo(161.5, 9) // 0.95 × 170
  })

  it('counts a workout exactly 90 days back, not one a millisecond older', () => {
    const edge = [{ start: AT - 90 * DAY, tss: 0, best_20min_power: 300 }]
    expect(chooseThresholds(edge, {}, AT, {}).guessed_ftp).toBeCloseTo(285, 9)
    expect(chooseThresholds([{ ...edge[0]!, start: AT - 90 * DAY - 1 }], {}, AT, {}).guessed_ftp).toBeUndefined()
  })

  it("lets the user's thresholds win: used_* and the threshold before are the set ones", () => {
    const t = chooseThresholds(history, { ftp: 310, lthr: 165, mhr: 192 }, AT, { best_20min_power: 280 })
    expect(t).toMatchObject({ used_ftp: 310, ftp_before: 310, used_lthr: 165, lthr_before: 165, guessed_mhr: 192 })
    expect(t.guessed_ftp).toBeCloseTo(285, 9)
  })
})

describe('breakthroughs', () => {
  const history: WorkoutSummary[] = [{ start: AT - 5 * DAY, tss: 80, best_20min_power: 300, best_20min_hr: 160 }]

  it('is one when 95 % of this best 20 minutes exceeds the threshold in use before it', () => {
    // before: 0.95 × 300 = 285 W; this ride 20 min at 320 W → 304 > 285
    const { fields } = analyzeWorkout(steady(AT, 1200, 320), { history })
    expect(fields.is_breakthrough_ftp).toBe(true)
    expect(fields.guessed_ftp).toBe(304)
    // 20 min at 290 W → 275.5, under 285: the guess stays 285
    const flat = analyzeWorkout(steady(AT, 1200, 290), { history }).fields
    expect(flat.is_breakthrough_ftp).toBe(false)
    expect(flat.guessed_ftp).toBe(285)
  })

  it('is measured against a set threshold when there is one, and is none without any threshold before', () => {
    expect(analyzeWorkout(steady(AT, 1200, 320), { history, thresholds: { ftp: 310 } }).fields.is_breakthrough_ftp).toBe(false) // 304 < 310
    expect(analyzeWorkout(steady(AT, 1200, 340), { history, thresholds: { ftp: 310 } }).fields.is_breakthrough_ftp).toBe(true) // 323 > 310
    expect(analyzeWorkout(steady(AT, 1200, 320)).fields.is_breakthrough_ftp).toBe(false)
    // heart rate: 20 min at 170 → 161.5 > 0.95 × 160 = 152
    expect(analyzeWorkout(steady(AT, 1200, undefined, 170), { history }).fields.is_breakthrough_lthr).toBe(true)
    // under 20 minutes there is no best to compare
    expect(analyzeWorkout(steady(AT, 1199, 400), { history }).fields.is_breakthrough_ftp).toBe(false)
  })
})

describe('chronic training load', () => {
  it('follows CTL(d) = CTL(d-1) + (TSS(d) - CTL(d-1)) / 42 by local day', () => {
    // yesterday 42 TSS: CTL 1. Today, nothing before this workout: 1 + (0 - 1)/42 = 0.976; after + 84/42 = 2.976
    const l = chronicLoad([{ start: AT - DAY, tss: 42 }], AT, 84)
    expect(l.before).toBeCloseTo(41 / 42, 12)
    expect(l.after).toBeCloseTo(41 / 42 + 2, 12)
  })

  it('reaches 100 × (1 - (41/42)^42) = 63.65 after 42 days of 100 TSS', () => {
    // days 1..42 before today at 100 TSS; today no other workout: 63.654 × 41/42 = 62.139; after + 100/42 = 64.52
    const history = Array.from({ length: 42 }, (_, i) => ({ start: AT - (42 - i) * DAY, tss: 100 }))
    const l = chronicLoad(history, AT, 100)
    expect(l.before).toBeCloseTo(100 * (1 - (41 / 42) ** 42) * (41 / 42), 9)
    expect(l.after - l.before).toBeCloseTo(100 / 42, 12)
    // in any order
    expect(chronicLoad([...history].reverse(), AT, 100)).toEqual(l)
    const { fields } = analyzeWorkout(steady(AT, 60, 100), { history })
    expect(fields.activity_score_before).toBe(62)
  })

  it('decays over days without training, counts earlier workouts of the same day, and ignores later ones', () => {
    // 420 TSS 10 days ago: CTL 10 that day, × (41/42)^9 by yesterday's end; today 84 TSS at 06:00
    // before this 08:00 workout, so today's TSS so far is 84: before = c + (84 - c)/42
    const c = 10 * (41 / 42) ** 9
    const history = [
      { start: AT - 10 * DAY, tss: 420 },
      { start: AT - 2 * 3_600_000, tss: 84 },
      { start: AT + 3_600_000, tss: 1000 },
    ]
    const l = chronicLoad(history, AT, 0)
    expect(l.before).toBeCloseTo(c + (84 - c) / 42, 12)
    expect(l.after).toBeCloseTo(l.before, 12)
  })

  it('starts the day at local midnight of the user', () => {
    // 23:30 UTC yesterday is today at UTC+1: the same day as an 08:00 UTC workout
    const late = [{ start: AT - 8.5 * 3_600_000, tss: 42 }]
    expect(chronicLoad(late, AT, 0, 0).before).toBeCloseTo((41 / 42) * 1, 12) // yesterday in UTC
    expect(chronicLoad(late, AT, 0, 3600).before).toBeCloseTo(1, 12) // today at UTC+1: 0 + (42 - 0)/42
  })
})

describe('analyzeHistory', () => {
  it('re-computes in start order, each workout seeing the ones before it, and answers in the order given', () => {
    const d0 = AT - 20 * DAY
    const workouts = [
      { streams: steady(d0 + 10 * DAY, 1200, 300) }, // second: 285 before it, own 285 → no breakthrough
      { streams: steady(d0, 1200, 300) }, // first: no threshold before it
      { streams: steady(d0 + 15 * DAY, 1200, 330) }, // third: 313.5 > 285 → breakthrough
    ]
    const out = analyzeHistory(workouts)
    expect(out.map((a) => a.fields.used_ftp)).toEqual([285, 285, 313.5])
    expect(out.map((a) => a.fields.is_breakthrough_ftp)).toEqual([false, false, true])
    // each one's TSS goes into the next one's load: the first is 1/3 h at IF 300/285
    const first = out[1]!
    expect(first.fields.tss).toBeCloseTo((1 / 3) * (300 / 285) ** 2 * 100, 1)
    expect(out[0]!.fields.activity_score_before).toBe(Math.round(chronicLoad([first.summary], d0 + 10 * DAY, 0).before))
    // a user's FTP, set later, re-computes every one against it
    const again = analyzeHistory(workouts, { thresholds: { ftp: 250 } })
    expect(again.map((a) => a.fields.intensity_factor)).toEqual([1.2, 1.2, 1.32])
    expect(again.map((a) => a.fields.is_breakthrough_ftp)).toEqual([true, true, true])
  })
})
