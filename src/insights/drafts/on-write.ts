// Summaries of one workout, one mindfulness session, one night's sleep score. Pure: no I/O.
import type { ActivityRec, UserContext } from '../context.js'
import { hrv, mean, parseInterbeatIntervals, percentileRank, theilSen } from '../stats.js'
import { addDays } from '../../time/calendar.js'
import { lastOf, plural } from '../english.js'
import { hrZoneThreshold, listOf, powerZonesOf, thresholdPhrase, thresholdsOf, tssSource, type ThresholdName, type ThresholdUse } from './training.js'

import {
  DAY_MS,
  type Draft,
  NOT_ENOUGH_DATA,
  baselineFor,
  dayPeriod,
  fmt0,
  fmt1,
  intensityOf,
  label,
  loadAt,
  minutes,
  num,
  pct,
  r1,
  r2,
  r4,
  signed,
  tssOf,
  workouts,
  zonesOf,
} from './shared.js'

// ---- on write --------------------------------------------------------------------------------

export function workoutSummary(ctx: UserContext, a: ActivityRec): Draft {
  const f = a.fields
  const tss = tssOf(a)
  const at = a.start.getTime()
  const intensity = intensityOf(a)
  const zones = zonesOf(f)
  const calories = num(f['calories'])
  const breakthroughs = [...(f['is_breakthrough_ftp'] === true ? ['ftp'] : []), ...(f['is_breakthrough_lthr'] === true ? ['lthr'] : [])]
  const load = loadAt(ctx, at)
  const previous = workouts(ctx).filter((w) => w.id !== a.id && w.start.getTime() < at && w.start.getTime() >= at - 28 * DAY_MS)
  const history = previous.length
    ? {
        workouts: previous.length,
        tss_mean: r1(mean(previous.map(tssOf))),
        duration_mean_seconds: Math.round(mean(previous.map((w) => w.duration_seconds))),
        tss_percentile: r1(percentileRank(previous.map(tssOf), tss)),
        duration_percentile: r1(
          percentileRank(
            previous.map((w) => w.duration_seconds),
            a.duration_seconds,
          ),
        ),
      }
    : { workouts: 0 }
  const typeName = typeof f['type_name'] === 'string' ? (f['type_name'] as string) : 'Workout'
  const computed = computedOf(ctx, a, zones?.source)
  const data = {
    activity_id: a.id,
    type_name: typeName,
    start: a.start.toISOString(),
    duration_seconds: a.duration_seconds,
    tss: r1(tss),
    intensity,
    hr_zones: zones ?? null,
    calories: calories ?? null,
    average_hr: num(f['average_hr']) ?? null,
    max_hr: num(f['max_hr']) ?? null,
    breakthroughs,
    load,
    last_28_days: history,
    // What the workout analytics computed, only when the workout has it, so the summaries of
    // workouts without those fields stay as they were.
    ...computed.data,
  }

  const source = computed.data.tss_source
  const sentences = [
    `${typeName} for ${minutes(a.duration_seconds)} with a training stress score of ${fmt0(tss)}${source ? ` from ${source === 'power' ? 'power' : 'heart rate'}` : ''}${intensity.band ? ` (${intensity.band}, intensity factor ${intensity.intensity_factor})` : ''}.`,
  ]
  const power = computed.data.power
  if (power?.normalized_power !== undefined)
    sentences.push(
      `Normalized power was ${fmt0(power.normalized_power)} W${power.average_power !== undefined ? ` against an average of ${fmt0(power.average_power)} W` : ''}.`,
    )
  if (computed.guessText) sentences.push(computed.guessText)
  if (zones) {
    const top = [...zones.zones].sort((x, y) => y.share - x.share)[0]!
    sentences.push(`Most of the session was in heart-rate zone ${top.zone} (${pct(top.share)}).`)
  }
  const powerZones = computed.data.power_zones
  if (powerZones) {
    const top = [...powerZones.zones].sort((x, y) => y.share - x.share)[0]!
    sentences.push(`Most of the power time was in power zone ${top.zone} (${pct(top.share)}).`)
  }
  if (calories !== undefined) sentences.push(`It burned about ${fmt0(calories)} kcal.`)
  if (breakthroughs.length) sentences.push(breakthroughText(breakthroughs, computed.thresholds, f))
  const ctl = computed.data.chronic_training_load
  if (ctl)
    sentences.push(
      ctl.before === ctl.after
        ? `Your chronic training load (42-day average of daily TSS) stays at ${fmt0(ctl.after)}.`
        : `Your chronic training load (42-day average of daily TSS) went from ${fmt0(ctl.before)} to ${fmt0(ctl.after)}.`,
    )
  if (load.acute_chronic_ratio !== null && load.ratio_band !== null) {
    sentences.push(
      `Your 7-day load is ${fmt1(load.acute_load_7d)} TSS a day against ${fmt1(load.chronic_load_28d)} over 28 days, a ratio of ${load.acute_chronic_ratio} (${load.ratio_band}).`,
    )
  }
  if (history.workouts >= 3 && 'tss_percentile' in history) {
    sentences.push(`It was harder than ${Math.round(history.tss_percentile!)}% of your ${plural(history.workouts, 'workout')} in the previous 28 days.`)
  }
  const questions = ['How did this session feel compared with what you planned?']
  if (load.ratio_band === 'high' || load.ratio_band === 'very high') questions.push('Would you like ideas for an easier day to recover?')
  else questions.push('What would you like your next session to focus on?')
  const tssGuessed = computed.data.guessed?.includes('tss') ? ` (guessed ${source === 'power' ? 'FTP' : 'threshold heart rate'})` : ''
  return {
    key: `WorkoutSummary:${a.id}`,
    name: 'WorkoutSummary',
    period: { type: 'workout', id: a.id, start: a.start.toISOString(), end: a.end.toISOString(), duration_seconds: a.duration_seconds },
    data,
    ref: a.id,
    text: {
      title: `${typeName}: ${minutes(a.duration_seconds)}, TSS ${fmt0(tss)}${tssGuessed}`,
      text: sentences.join(' '),
      followup_questions: questions,
    },
  }
}

/**
 * The computed fields of a workout a summary shows (each only when present), which of its values
 * rest on a guessed threshold (`guessed`), and the sentence that says so.
 */
function computedOf(ctx: UserContext, a: ActivityRec, hrZoneSource: string | undefined) {
  const f = a.fields
  const thresholds = thresholdsOf(ctx.profile, f)
  const source = tssSource(f)
  const np = num(f['normalized_power'])
  const avgPower = num(f['average_power'])
  const vi = num(f['variability_index'])
  const powerZones = powerZonesOf(f)
  const before = num(f['activity_score_before'])
  const after = num(f['activity_score_after'])
  // What rests on each guessed threshold, in the order the text names them.
  const rests: Partial<Record<ThresholdName, string[]>> = {}
  const on = (k: ThresholdName, what: string) => {
    if (!thresholds[k]?.guessed) return
    rests[k] = [...(rests[k] ?? []), what]
  }
  if (source === 'power' && tssOf(a) > 0) on('ftp', 'tss')
  if (source === 'heart_rate' && tssOf(a) > 0) on('lthr', 'tss')
  if (num(f['intensity_factor']) !== undefined) on('ftp', 'intensity_factor')
  else if (source === 'heart_rate' && tssOf(a) > 0) on('lthr', 'intensity_factor')
  if (powerZones) on('ftp', 'power_zones')
  if (hrZoneSource) on(hrZoneThreshold(hrZoneSource), 'hr_zones')
  const guessedKeys = (Object.keys(rests) as ThresholdName[]).sort((x, y) => ORDER.indexOf(x) - ORDER.indexOf(y))
  const guessed = [...new Set(guessedKeys.flatMap((k) => rests[k]!))]
  const guessText = guessedKeys.length
    ? `Guessed from your last 90 days of workouts: ${listOf(guessedKeys.map((k) => `${thresholdPhrase(k, thresholds[k]!.value)} (behind the ${listOf(rests[k]!.map((w) => WHAT[w]!))})`))}.`
    : undefined
  const power = {
    ...(avgPower !== undefined ? { average_power: avgPower } : {}),
    ...(np !== undefined ? { normalized_power: np } : {}),
    ...(vi !== undefined ? { variability_index: vi } : {}),
  }
  const data = {
    ...(source ? { tss_source: source } : {}),
    ...(Object.keys(power).length ? { power } : {}),
    ...(Object.keys(thresholds).length ? { thresholds } : {}),
    ...(guessed.length ? { guessed } : {}),
    ...(powerZones ? { power_zones: powerZones } : {}),
    ...(before !== undefined && after !== undefined ? { chronic_training_load: { before, after } } : {}),
  }
  return { data: data as Partial<typeof data & { guessed: string[] }>, thresholds, guessText }
}

const ORDER: ThresholdName[] = ['ftp', 'lthr', 'mhr']
const WHAT: Record<string, string> = { tss: 'TSS', intensity_factor: 'intensity factor', power_zones: 'power zones', hr_zones: 'heart-rate zones' }

/** "New FTP breakthrough: your guessed FTP is now 262 W." / "…: above the FTP of 250 W you set." */
function breakthroughText(kinds: string[], th: Partial<Record<ThresholdName, ThresholdUse>>, f: Record<string, unknown>): string {
  const one = (k: 'ftp' | 'lthr') => {
    const name = k === 'ftp' ? 'FTP' : 'threshold heart rate'
    const unit = k === 'ftp' ? 'W' : 'bpm'
    const t = th[k]
    const guess = num(f[`guessed_${k}`])
    if (t?.guessed && guess !== undefined) return `your guessed ${name} is now ${fmt0(guess)} ${unit}`
    if (t && !t.guessed) return `95% of your best 20 minutes beat your ${name} of ${fmt0(t.value)} ${unit}`
    return undefined
  }
  const parts = (kinds as ('ftp' | 'lthr')[]).map((k) => ({ k, detail: one(k) }))
  const names = listOf(parts.map((p) => p.k.toUpperCase()))
  const details = parts.filter((p) => p.detail).map((p) => p.detail!)
  return `New ${names} breakthrough${details.length ? `: ${listOf(details)}` : ''}.`
}

export function mindfulnessSummary(ctx: UserContext, a: ActivityRec): Draft {
  const f = a.fields
  const at = a.start.getTime()
  const score = num(f['session_score'])
  const previous = ctx.activities
    .filter((x) => x.type === 'mindfulness' && x.id !== a.id && x.start.getTime() < at && x.start.getTime() >= at - 28 * DAY_MS)
    .slice(-9)
  const prevScores = previous.map((x) => num(x.fields['session_score'])).filter((x): x is number => x !== undefined)
  const recent = prevScores.length
    ? { sessions: prevScores.length, mean_score: r1(mean(prevScores)), delta: score === undefined ? null : r1(score - mean(prevScores)) }
    : { sessions: 0 }
  const series = [...prevScores, ...(score !== undefined ? [score] : [])]
  const ts =
    series.length >= 3
      ? theilSen(
          series.map((_, i) => i),
          series,
        )
      : undefined
  const trend = ts
    ? {
        sessions: ts.n,
        slope_per_session: r2(ts.slope),
        slope_low: r2(ts.slope_low),
        slope_high: r2(ts.slope_high),
        p_value: r4(ts.p_value),
        direction: ts.p_value < 0.05 ? (ts.slope > 0 ? 'improving' : 'declining') : 'no clear trend',
      }
    : { sessions: series.length, status: NOT_ENOUGH_DATA }
  const ibiText = typeof f['interbeat_intervals'] === 'string' ? (f['interbeat_intervals'] as string) : undefined
  const h = ibiText ? hrv(parseInterbeatIntervals(ibiText)) : undefined
  const heart = h
    ? {
        beats: h.beats,
        rmssd_ms: r1(h.rmssd_ms),
        sdnn_ms: r1(h.sdnn_ms),
        mean_hr_bpm: r1(h.mean_hr_bpm),
        mean_ibi_ms: r1(h.mean_ibi_ms),
        discarded: h.discarded,
      }
    : null
  const typeName = typeof f['type_name'] === 'string' ? (f['type_name'] as string) : 'Mindfulness session'
  const data = {
    activity_id: a.id,
    type_name: typeName,
    start: a.start.toISOString(),
    duration_seconds: a.duration_seconds,
    session_score: score ?? null,
    guided_breathing_id: typeof f['guided_breathing_id'] === 'string' ? f['guided_breathing_id'] : null,
    recent,
    trend,
    hrv: heart,
  }
  const sentences = [`${typeName} for ${minutes(a.duration_seconds)}${score !== undefined ? ` with a session score of ${score}` : ''}.`]
  if ('mean_score' in recent && recent.delta !== null) {
    sentences.push(`That is ${signed(recent.delta!)} against the average of ${lastOf(recent.sessions, 'session')} (${fmt1(recent.mean_score!)}).`)
  }
  if ('direction' in trend && trend.direction !== 'no clear trend')
    sentences.push(`Your session scores are ${trend.direction} (${signed(trend.slope_per_session!)} per session).`)
  if (heart) sentences.push(`Heart-rate variability: RMSSD ${fmt1(heart.rmssd_ms)} ms at an average of ${fmt0(heart.mean_hr_bpm)} beats per minute.`)
  return {
    key: `MindfulsessionSummary:${a.id}`,
    name: 'MindfulsessionSummary',
    period: { type: 'mindfulness', id: a.id, start: a.start.toISOString(), end: a.end.toISOString(), duration_seconds: a.duration_seconds },
    data,
    ref: a.id,
    text: {
      title: `${typeName}: ${minutes(a.duration_seconds)}${score !== undefined ? `, score ${score}` : ''}`,
      text: sentences.join(' '),
      followup_questions: ['How calm did you feel afterwards?', 'Would a session at a different time of day suit you better?'],
    },
  }
}

export function sleepSummary(ctx: UserContext, day: string, name: string): Draft | undefined {
  const rec = ctx.scores.find((s) => s.date === day && s.name === name)
  if (!rec || rec.value === null) return undefined
  const value = rec.value
  const base = baselineFor(ctx, name, day)
  const delta = base ? value - base.mean : undefined
  const z = base && delta !== undefined && base.std > 0 ? delta / base.std : undefined
  const week = ctx.scores.filter((s) => s.name === name && s.date >= addDays(day, -6) && s.date <= day && s.value !== null)
  const x = week.map((s) => (Date.parse(s.date) - Date.parse(addDays(day, -6))) / DAY_MS)
  const ts =
    week.length >= 3
      ? theilSen(
          x,
          week.map((s) => s.value!),
        )
      : undefined
  const trend = {
    days: week.length,
    mean_7d: r1(mean(week.map((s) => s.value!))),
    ...(ts
      ? {
          slope_per_day: r2(ts.slope),
          slope_low: r2(ts.slope_low),
          slope_high: r2(ts.slope_high),
          p_value: r4(ts.p_value),
          direction: ts.p_value < 0.05 ? (ts.slope > 0 ? 'rising' : 'falling') : 'no clear trend',
        }
      : { status: NOT_ENOUGH_DATA }),
  }
  const standing = z === undefined ? 'unknown' : z >= 1 ? 'above usual' : z <= -1 ? 'below usual' : 'typical'
  const data = {
    date: day,
    score_name: name,
    score: value,
    baseline: base ?? null,
    delta: delta === undefined ? null : r1(delta),
    z_score: z === undefined ? null : r2(z),
    standing,
    trend_7d: trend,
  }
  const sentences = [`Your ${label(name)} was ${fmt0(value)}.`]
  if (base && delta !== undefined) {
    sentences.push(
      `That is ${signed(delta)} against your ${base.source === 'baseline' ? 'baseline' : 'average of the last 28 days'} of ${fmt1(base.mean)}${z !== undefined ? ` (${standing})` : ''}.`,
    )
  } else sentences.push('There is not enough history yet to compare it with your usual sleep.')
  if ('direction' in trend && trend.direction !== 'no clear trend')
    sentences.push(`Over the last 7 days it has been ${trend.direction} (${signed(trend.slope_per_day!)} a day).`)
  else sentences.push(`The 7-day average is ${fmt1(trend.mean_7d)}.`)
  return {
    key: `SleepSummary:${day}:${name}`,
    name: 'SleepSummary',
    period: dayPeriod(day, ctx.profile.tz),
    data,
    ref: `scores/${day}/${name}`,
    providers: rec.providers,
    text: {
      title: `${label(name)[0]!.toUpperCase()}${label(name).slice(1)} ${fmt0(value)} (${standing})`,
      text: sentences.join(' '),
      followup_questions: ['How rested did you feel when you woke up?', 'Did anything unusual happen in the evening before?'],
    },
  }
}
