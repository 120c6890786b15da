// What the summaries and facts read of a workout's computed fields (CONTRACT "Workout analytics"):
// which kind of TSS it is, the thresholds behind it and whether each was guessed, power zones, and
// the chronic training load. Pure: no I/O.
import type { ActivityRec, Profile, UserContext } from '../context.js'
import { addDays } from '../../time/calendar.js'
import { DAY_MS, fmt0, num, r1, r4, sum, tssOf, workouts } from './shared.js'

export type ThresholdName = 'ftp' | 'lthr' | 'mhr'
export interface ThresholdUse {
  value: number
  /** Not the user's own: healthd guessed it from the selected workouts of the 90 days up to this one. */
  guessed: boolean
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.05 + 1e-9

/**
 * The thresholds a workout's fields were computed with. FTP and LTHR: `used_*`, guessed when it
 * is the workout's `guessed_*` and not the user's own `thresholds` value (a value a customer sent
 * that is neither is theirs, so not a guess). MHR: `guessed_mhr` (the MHR in use), guessed unless
 * it is the user's own `thresholds.mhr`.
 */
export function thresholdsOf(profile: Profile, f: Record<string, unknown>): Partial<Record<ThresholdName, ThresholdUse>> {
  const out: Partial<Record<ThresholdName, ThresholdUse>> = {}
  for (const k of ['ftp', 'lthr'] as const) {
    const used = num(f[`used_${k}`])
    if (used === undefined || used <= 0) continue
    const guess = num(f[`guessed_${k}`])
    const own = profile.thresholds?.[k]
    out[k] = { value: used, guessed: guess !== undefined && same(used, guess) && !(own !== undefined && same(used, own)) }
  }
  const mhr = num(f['guessed_mhr'])
  if (mhr !== undefined && mhr > 0) {
    const own = profile.thresholds?.mhr
    out.mhr = { value: mhr, guessed: !(own !== undefined && same(mhr, own)) }
  }
  return out
}

/** Which stress score `tss` is: from power (`tss_power`), from heart rate (`tss_hr`), or neither known. */
export function tssSource(f: Record<string, unknown>): 'power' | 'heart_rate' | undefined {
  const tss = num(f['tss'])
  if (tss === undefined) return undefined
  const p = num(f['tss_power'])
  if (p !== undefined && same(tss, p)) return 'power'
  const h = num(f['tss_hr'])
  if (h !== undefined && same(tss, h)) return 'heart_rate'
  return undefined
}

/** The guessed threshold a workout's TSS rests on, if it rests on one. */
export function tssGuess(profile: Profile, a: ActivityRec): 'ftp' | 'lthr' | undefined {
  const src = tssSource(a.fields)
  if (!src || tssOf(a) <= 0) return undefined
  const k = src === 'power' ? 'ftp' : 'lthr'
  return thresholdsOf(profile, a.fields)[k]?.guessed ? k : undefined
}

/** Time in Coggan's power zones and each zone's share, from `power_zone_durations_seconds`. */
export function powerZonesOf(f: Record<string, unknown>): { zones: { zone: string; seconds: number; share: number }[] } | undefined {
  const arr = f['power_zone_durations_seconds']
  if (!Array.isArray(arr) || !arr.length || !arr.every((x) => num(x) !== undefined)) return undefined
  const total = sum(arr as number[])
  if (total <= 0) return undefined
  return { zones: (arr as number[]).map((s, i) => ({ zone: `z${i + 1}`, seconds: s, share: r4(s / total) })) }
}

/** Which heart-rate zones `zonesOf` read rest on which threshold: the five LTHR zones, else the MHR ones. */
export const hrZoneThreshold = (source: string): ThresholdName => (source === 'hr_zone_durations_seconds' ? 'lthr' : 'mhr')

const DECAY = 41 / 42

/**
 * The chronic training load (42-day exponentially weighted daily TSS) at the end of local day
 * `day`: the `activity_score_after` of the last selected workout up to it that has one, carried on
 * with the TSS of the selected workouts after it (CTL(d) = CTL(d−1) × 41/42 + TSS(d) / 42). None
 * without such a workout in the loaded history.
 */
export function chronicLoadAt(ctx: UserContext, day: string): number | undefined {
  const w = workouts(ctx).filter((a) => a.day <= day)
  let i = w.length - 1
  while (i >= 0 && num(w[i]!.fields['activity_score_after']) === undefined) i--
  if (i < 0) return undefined
  let ctl = num(w[i]!.fields['activity_score_after'])!
  let at = w[i]!.day
  const carry = (to: string) => {
    ctl *= DECAY ** Math.round((Date.parse(to) - Date.parse(at)) / DAY_MS)
    at = to
  }
  for (const a of w.slice(i + 1)) {
    carry(a.day)
    ctl += tssOf(a) / 42
  }
  carry(day)
  return ctl
}

/** What a group of selected workouts' TSS is made of, with the chronic load at the end of `endDay`. */
export function trainingOf(ctx: UserContext, ws: ActivityRec[], endDay: string) {
  const bySource = { power: 0, heart_rate: 0, other: 0 }
  let guessedTss = 0
  let guessedWorkouts = 0
  const kinds = new Set<'ftp' | 'lthr'>()
  for (const a of ws) {
    const tss = tssOf(a)
    bySource[tssSource(a.fields) ?? 'other'] += tss
    const g = tssGuess(ctx.profile, a)
    if (g) {
      guessedTss += tss
      guessedWorkouts++
      kinds.add(g)
    }
  }
  const ctl = chronicLoadAt(ctx, endDay)
  if (bySource.power === 0 && bySource.heart_rate === 0 && !guessedWorkouts && ctl === undefined) return undefined
  const prev = ctl === undefined ? undefined : chronicLoadAt(ctx, addDays(endDay, -7))
  return {
    tss_by_source: { power: r1(bySource.power), heart_rate: r1(bySource.heart_rate), other: r1(bySource.other) },
    tss_guessed: r1(guessedTss),
    workouts_guessed: guessedWorkouts,
    guessed_thresholds: (['ftp', 'lthr'] as const).filter((k) => kinds.has(k)),
    chronic_training_load: ctl === undefined ? null : Math.round(ctl),
    chronic_training_load_week_before: prev === undefined ? null : Math.round(prev),
  }
}

// ---- English -------------------------------------------------------------------------------------

const UNIT: Record<ThresholdName, string> = { ftp: 'W', lthr: 'bpm', mhr: 'bpm' }
const NAME: Record<ThresholdName, string> = { ftp: 'FTP', lthr: 'threshold heart rate', mhr: 'maximum heart rate' }

/** "an FTP of 250 W", "a threshold heart rate of 165 bpm". */
export const thresholdPhrase = (k: ThresholdName, value: number) => `${k === 'ftp' ? 'an' : 'a'} ${NAME[k]} of ${fmt0(value)} ${UNIT[k]}`

/** "an FTP", "an FTP or threshold heart rate". */
export const guessedKinds = (ks: readonly ThresholdName[]) => `${ks[0] === 'ftp' ? 'an' : 'a'} ${ks.map((k) => NAME[k]).join(' or ')}`

/** "the TSS", "the TSS and intensity factor", "the TSS, intensity factor and power zones". */
export function listOf(xs: string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`
}
