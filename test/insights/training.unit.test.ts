// What the summaries and facts read of the workout analytics' fields: which threshold was guessed,
// which kind of TSS a workout has, and the chronic training load carried on from the last
// workout's activity_score_after. Hand-computed.
import { describe, expect, it } from 'vitest'
import type { ActivityRec, Profile, UserContext } from '../../src/insights/context.js'
import { chronicLoadAt, thresholdsOf, trainingOf, tssSource } from '../../src/insights/drafts/training.js'
import { workoutSummary } from '../../src/insights/drafts/on-write.js'
import { deriveFacts } from '../../src/insights/facts.js'

const profile = (thresholds?: Profile['thresholds']): Profile => ({
  tz: 0,
  language: null,
  gender: null,
  birthday: null,
  height: null,
  weight: null,
  ...(thresholds ? { thresholds } : {}),
})

const workout = (id: string, day: string, fields: Record<string, unknown>): ActivityRec => {
  const start = new Date(`${day}T07:00:00Z`)
  return { id, type: 'workout', start, end: new Date(start.getTime() + 3600_000), duration_seconds: 3600, fields, day }
}

const context = (activities: ActivityRec[], p = profile()): UserContext => ({
  projectId: 'p',
  userId: 'u',
  profile: p,
  from: '2026-02-01',
  to: '2026-03-29',
  activities,
  scores: [],
  logs: [],
  meals: [],
  baselines: new Map(),
  habits: new Map(),
})

describe('thresholds', () => {
  const f = { used_ftp: 250, guessed_ftp: 250, used_lthr: 170, guessed_lthr: 165.3, guessed_mhr: 190 }

  it('a used threshold equal to the guessed one is guessed unless it is the user’s own', () => {
    expect(thresholdsOf(profile(), f)).toEqual({
      ftp: { value: 250, guessed: true },
      // A customer's own LTHR (neither the guess nor the user's): not a guess.
      lthr: { value: 170, guessed: false },
      mhr: { value: 190, guessed: true },
    })
    expect(thresholdsOf(profile({ ftp: 250, mhr: 190 }), f)).toEqual({
      ftp: { value: 250, guessed: false },
      lthr: { value: 170, guessed: false },
      mhr: { value: 190, guessed: false },
    })
    // The user set an FTP since: the workout still used the guess (until it is re-computed).
    expect(thresholdsOf(profile({ ftp: 280 }), f).ftp).toEqual({ value: 250, guessed: true })
    expect(thresholdsOf(profile(), { tss: 40 })).toEqual({})
  })

  it('tells a power TSS from a heart-rate one, and one sent without either', () => {
    expect(tssSource({ tss: 71.9, tss_power: 71.9, tss_hr: 80 })).toBe('power')
    expect(tssSource({ tss: 80, tss_power: 71.9, tss_hr: 80 })).toBe('heart_rate')
    expect(tssSource({ tss: 50 })).toBeUndefined()
  })
})

describe('chronic training load', () => {
  it('carries the last activity_score_after on with the later workouts’ TSS, day by day', () => {
    const ctx = context([
      workout('a', '2026-03-20', { tss: 60, activity_score_after: 50 }),
      workout('b', '2026-03-23', { tss: 80, activity_score_after: 40 }),
      // No score of its own (sent without streams): its TSS is carried on.
      workout('c', '2026-03-25', { tss: 42 }),
    ])
    // From 40 at the end of 03-23: × (41/42)² to 03-25, + 42/42, × (41/42)⁴ to 03-29.
    const expected = (40 * (41 / 42) ** 2 + 1) * (41 / 42) ** 4
    expect(chronicLoadAt(ctx, '2026-03-29')).toBeCloseTo(expected, 9)
    expect(chronicLoadAt(ctx, '2026-03-23')).toBe(40)
    // Before any workout with a score: none.
    expect(chronicLoadAt(ctx, '2026-03-19')).toBeUndefined()
    expect(trainingOf(ctx, ctx.activities.slice(1), '2026-03-29')).toMatchObject({
      tss_by_source: { power: 0, heart_rate: 0, other: 122 },
      chronic_training_load: Math.round(expected),
      chronic_training_load_week_before: Math.round(50 * (41 / 42) ** 2),
    })
  })
})

describe('a workout summary and the training-load fact', () => {
  const ride = workout('ride', '2026-03-23', {
    type_name: 'cycling',
    tss: 71.9,
    tss_power: 71.9,
    used_ftp: 250,
    guessed_ftp: 250,
    intensity_factor: 0.848,
    normalized_power: 212,
    average_power: 200,
    activity_score_before: 39,
    activity_score_after: 41,
  })

  it('say when the TSS rests on a guessed FTP, and not when the FTP is the user’s', () => {
    const guessed = workoutSummary(context([ride]), ride)
    expect(guessed.data).toMatchObject({ tss_source: 'power', guessed: ['tss', 'intensity_factor'], chronic_training_load: { before: 39, after: 41 } })
    expect(guessed.text.title).toBe('cycling: 60 min, TSS 72 (guessed FTP)')
    expect(guessed.text.text).toContain('Guessed from your last 90 days of workouts: an FTP of 250 W (behind the TSS and intensity factor).')
    const own = workoutSummary(context([ride], profile({ ftp: 250 })), ride)
    expect(own.data).not.toHaveProperty('guessed')
    expect(`${own.text.title} ${own.text.text}`).not.toMatch(/guess/i)

    const fact = (p: Profile) => deriveFacts(context([ride], p), '2026-03-25').find((f) => f.key === 'training_load')!
    // 41 × (41/42)² = 39.07
    expect(fact(profile()).text).toBe(
      'Chronic training load (42-day average of daily TSS) is about 39, against 10.3 TSS a day over the last 7 days; the TSS of the one workout in the last 4 weeks came from an FTP guessed from the last 90 days of workouts.',
    )
    expect(fact(profile({ ftp: 250 })).text).toBe(
      'Chronic training load (42-day average of daily TSS) is about 39, against 10.3 TSS a day over the last 7 days.',
    )
  })
})
