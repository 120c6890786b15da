// Week-close summaries: weekly, weekly activity, weekly nutrition, trends, impact. Pure: no I/O.
import { activityTotals, energyEstimate, macroSplit, mealTotals } from './days.js'
import { habitDone, type UserContext } from '../context.js'
import { mean, sampleStd, theilSen, welch, holm } from '../stats.js'
import { addDays, isoWeek, localDayStart } from '../../time/calendar.js'
import { plural } from '../english.js'
import { guessedKinds, powerZonesOf, trainingOf } from './training.js'

import {
  DAY_MS,
  type Draft,
  IMPACT_MIN_DAYS,
  IMPACT_WINDOW_DAYS,
  NOT_ENOUGH_DATA,
  NUTRIENTS,
  TREND_MIN_DAYS,
  TREND_WINDOW_DAYS,
  caloriesOf,
  cap,
  daysOf,
  fmt0,
  fmt1,
  label,
  loadAt,
  minutes,
  orNull,
  pct,
  r1,
  r2,
  r4,
  sentenceKeys,
  signed,
  sum,
  tssOf,
  weekPeriod,
  zonesOf,
} from './shared.js'

// ---- weeks -------------------------------------------------------------------------------------

function weekDays(monday: string) {
  return daysOf(monday, addDays(monday, 6))
}

export function weeklySummary(ctx: UserContext, monday: string): Draft | undefined {
  const days = weekDays(monday)
  const inWeek = (d: string) => d >= monday && d <= days[6]!
  const scores = ctx.scores.filter((s) => inWeek(s.date) && s.value !== null)
  const acts = ctx.activities.filter((a) => inWeek(a.day))
  const meals = ctx.meals.filter((m) => inWeek(m.day))
  const logs = ctx.logs.filter((l) => inWeek(l.date) && habitDone(l))
  if (!scores.length && !acts.length && !meals.length && !logs.length) return undefined
  const prevMonday = addDays(monday, -7)
  const names = [...new Set(scores.map((s) => s.name))].sort()
  const scoreStats = names.map((name) => {
    const v = scores.filter((s) => s.name === name).map((s) => s.value!)
    const prev = ctx.scores.filter((s) => s.name === name && s.date >= prevMonday && s.date < monday && s.value !== null).map((s) => s.value!)
    return {
      name,
      days: v.length,
      mean: r1(mean(v)),
      min: Math.min(...v),
      max: Math.max(...v),
      previous_week_mean: prev.length ? r1(mean(prev)) : null,
      change: prev.length ? r1(mean(v) - mean(prev)) : null,
    }
  })
  const dataDays = new Set([...scores.map((s) => s.date), ...acts.map((a) => a.day), ...meals.map((m) => m.day), ...logs.map((l) => l.date)])
  const mealTotal = mealTotals(meals)
  const mealDays = new Set(meals.map((m) => m.day)).size
  const habitNames = [...new Set(logs.map((l) => l.name))].sort()
  const habits = habitNames.map((name) => ({ name, days_done: new Set(logs.filter((l) => l.name === name).map((l) => l.date)).size }))
  const totals = activityTotals(acts)
  const week = isoWeek(monday)
  const training = trainingOf(
    ctx,
    acts.filter((a) => a.type === 'workout'),
    days[6]!,
  )
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    days_with_data: dataDays.size,
    scores: scoreStats,
    activities: totals,
    meals: { count: meals.length, days: mealDays, calories: mealTotal.calories, calories_per_day: mealDays ? r1(mealTotal.calories / mealDays) : null },
    habits,
    // Only for weeks whose workouts carry the analytics' fields, so other weeks stay as they were.
    ...(training ? { training } : {}),
  }
  const parts = [`Week ${week.id}: data on ${dataDays.size} of 7 days.`]
  for (const s of scoreStats)
    parts.push(`${cap(label(s.name))} averaged ${fmt1(s.mean)}${s.change !== null ? ` (${signed(s.change)} on the week before)` : ''}.`)
  if (acts.length)
    parts.push(
      `${cap(plural(totals.workouts, 'workout'))} for ${minutes(totals.workout_duration_seconds)} and TSS ${fmt0(totals.tss)}${guessedShare(training)}${totals.mindfulness_sessions ? `, ${plural(totals.mindfulness_sessions, 'mindfulness session')}` : ''}.`,
    )
  if (training?.chronic_training_load != null) parts.push(chronicLoadText(training.chronic_training_load, training.chronic_training_load_week_before))
  if (meals.length)
    parts.push(`${cap(plural(meals.length, 'meal'))} logged on ${plural(mealDays, 'day')}, ${fmt0(mealTotal.calories / mealDays)} kcal a day on those days.`)
  if (habits.length) parts.push(`Habits: ${habits.map((h) => `${label(h.name)} on ${plural(h.days_done, 'day')}`).join(', ')}.`)
  const habitsAt = habits.length ? parts.length - 1 : undefined
  return {
    key: `WeeklySummary:${week.id}`,
    name: 'WeeklySummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { habits: habitsAt }) },
    text: {
      title: `Your week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['What went well this week?', 'What is one thing you want to focus on next week?'],
    },
  }
}

/** " (84 of it from guessed thresholds)": the part of a week's TSS that rests on a guessed FTP or threshold heart rate. */
function guessedShare(training: ReturnType<typeof trainingOf>): string {
  if (!training || training.tss_guessed <= 0) return ''
  return ` (${fmt0(training.tss_guessed)} of it from ${guessedKinds(training.guessed_thresholds)} guessed from your last 90 days of workouts)`
}

/** "Chronic training load at the end of the week: 47 (42-day average of daily TSS), up 5 on the week before." */
function chronicLoadText(ctl: number, before: number | null): string {
  const change =
    before === null ? '' : ctl === before ? ', as the week before' : `, ${ctl > before ? 'up' : 'down'} ${fmt0(Math.abs(ctl - before))} on the week before`
  return `Chronic training load at the end of the week: ${fmt0(ctl)} (42-day average of daily TSS)${change}.`
}

export function weeklyActivitySummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  const acts = ctx.activities.filter((a) => a.day >= monday && a.day <= sunday)
  if (!acts.length) return undefined
  const totals = activityTotals(acts)
  const w = acts.filter((a) => a.type === 'workout')
  const types = [...new Set(w.map((a) => String(a.fields['type_name'] ?? 'Workout')))].sort()
  const byType = types.map((t) => {
    const of = w.filter((a) => String(a.fields['type_name'] ?? 'Workout') === t)
    return { type_name: t, workouts: of.length, duration_seconds: sum(of.map((a) => a.duration_seconds)), tss: r1(sum(of.map(tssOf))) }
  })
  // Zone time summed over the workouts that report it, by zone name.
  const zoneSeconds = new Map<string, number>()
  for (const a of w) for (const z of zonesOf(a.fields)?.zones ?? []) zoneSeconds.set(z.zone, (zoneSeconds.get(z.zone) ?? 0) + z.seconds)
  const zoneTotal = sum([...zoneSeconds.values()])
  const zones = zoneTotal > 0 ? [...zoneSeconds].map(([zone, seconds]) => ({ zone, seconds, share: r4(seconds / zoneTotal) })) : null
  const end = localDayStart(addDays(monday, 7), ctx.profile.tz).getTime() - 1
  const prevMonday = addDays(monday, -7)
  const prev = ctx.activities.filter((a) => a.type === 'workout' && a.day >= prevMonday && a.day < monday)
  const week = isoWeek(monday)
  const load = loadAt(ctx, end)
  const training = trainingOf(ctx, w, sunday)
  // Power-zone time summed over the workouts that have it; the breakthroughs of the week.
  const powerSeconds: number[] = []
  for (const a of w) for (const [i, z] of (powerZonesOf(a.fields)?.zones ?? []).entries()) powerSeconds[i] = (powerSeconds[i] ?? 0) + z.seconds
  const powerTotal = sum(powerSeconds)
  const powerZones = powerTotal > 0 ? powerSeconds.map((seconds, i) => ({ zone: `z${i + 1}`, seconds, share: r4(seconds / powerTotal) })) : null
  const breakthroughs = w.flatMap((a) =>
    (['ftp', 'lthr'] as const).filter((k) => a.fields[`is_breakthrough_${k}`] === true).map((k) => ({ activity_id: a.id, day: a.day, kind: k })),
  )
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    ...totals,
    by_type: byType,
    hr_zones: zones,
    load_at_week_end: load,
    previous_week: { workouts: prev.length, duration_seconds: sum(prev.map((a) => a.duration_seconds)), tss: r1(sum(prev.map(tssOf))) },
    activity_ids: acts.map((a) => a.id),
    // Only for weeks whose workouts carry the analytics' fields, so other weeks stay as they were.
    ...(training ? { training } : {}),
    ...(powerZones ? { power_zones: powerZones } : {}),
    ...(breakthroughs.length ? { breakthroughs } : {}),
  }
  const parts = [
    `${plural(totals.workouts, 'workout')} for ${minutes(totals.workout_duration_seconds)}, TSS ${fmt0(totals.tss)}${guessedShare(training)}${totals.calories ? ` and ${fmt0(totals.calories)} kcal` : ''}.`,
  ]
  if (training && training.tss_by_source.power + training.tss_by_source.heart_rate > 0) {
    const by = training.tss_by_source
    const bits = [
      ...(by.power ? [`${fmt0(by.power)} from power`] : []),
      ...(by.heart_rate ? [`${fmt0(by.heart_rate)} from heart rate`] : []),
      ...(by.other ? [`${fmt0(by.other)} as recorded`] : []),
    ]
    parts.push(`TSS by source: ${bits.join(', ')}.`)
  }
  if (byType.length) parts.push(`By type: ${byType.map((t) => `${t.type_name} ${t.workouts}× (${minutes(t.duration_seconds)})`).join(', ')}.`)
  if (zones) {
    const top = [...zones].sort((a, b) => b.share - a.share)[0]!
    parts.push(`Most heart-rate time was in zone ${top.zone} (${pct(top.share)}).`)
  }
  if (powerZones) {
    const top = [...powerZones].sort((a, b) => b.share - a.share)[0]!
    parts.push(`Most power time was in power zone ${top.zone} (${pct(top.share)}).`)
  }
  if (breakthroughs.length)
    parts.push(`Breakthroughs: ${breakthroughs.map((b) => `${b.kind === 'ftp' ? 'FTP' : 'threshold heart rate'} on ${b.day}`).join(', ')}.`)
  if (totals.mindfulness_sessions)
    parts.push(`${plural(totals.mindfulness_sessions, 'mindfulness session')} (${minutes(totals.mindfulness_duration_seconds)}).`)
  const mindfulnessAt = totals.mindfulness_sessions ? parts.length - 1 : undefined
  parts.push(`Previous week: ${plural(prev.length, 'workout')}, TSS ${fmt0(data.previous_week.tss)}.`)
  if (training?.chronic_training_load != null) parts.push(chronicLoadText(training.chronic_training_load, training.chronic_training_load_week_before))
  if (load.acute_chronic_ratio !== null && load.ratio_band !== null)
    parts.push(`Acute to chronic load ratio at the end of the week: ${load.acute_chronic_ratio} (${load.ratio_band}).`)
  return {
    key: `WeeklyActivitySummary:${week.id}`,
    name: 'WeeklyActivitySummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { mindfulness: mindfulnessAt }) },
    text: {
      title: `Training week ${week.id}: ${plural(totals.workouts, 'workout')}, TSS ${fmt0(totals.tss)}`,
      text: parts.join(' '),
      followup_questions: ['How did your body feel across the week?', 'Do you want to raise or lower the load next week?'],
    },
  }
}

export function weeklyNutritionSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  const meals = ctx.meals.filter((m) => m.day >= monday && m.day <= sunday)
  if (!meals.length) return undefined
  const totals = mealTotals(meals)
  const mealDays = [...new Set(meals.map((m) => m.day))].sort()
  const perDay: Record<string, number> = {}
  for (const n of NUTRIENTS) perDay[n] = r1(totals[n] / mealDays.length)
  const estimates = mealDays.map(
    (d) => energyEstimate(ctx, d, sum(ctx.activities.filter((a) => a.day === d && a.type === 'workout').map(caloriesOf))).estimate_kcal,
  )
  const known = estimates.filter((e): e is number => e !== null)
  const estimatePerDay = known.length === estimates.length ? r1(mean(known)) : null
  const week = isoWeek(monday)
  const split = macroSplit(totals)
  const data = {
    week: week.id,
    tz_offset: ctx.profile.tz,
    meals: meals.length,
    days_with_meals: mealDays.length,
    totals,
    per_day: perDay,
    energy_estimate_per_day_kcal: estimatePerDay,
    balance_per_day_kcal: estimatePerDay === null ? null : r1(perDay['calories']! - estimatePerDay),
    macro_split: split,
    days: mealDays,
  }
  const parts = [
    `${cap(plural(meals.length, 'meal'))} on ${plural(mealDays.length, 'day')}: ${fmt0(perDay['calories']!)} kcal a day on average, with ${fmt0(perDay['protein_g']!)} g protein.`,
  ]
  if (split) parts.push(`Energy split: ${fmt0(split.protein_pct)}% protein, ${fmt0(split.carbohydrate_pct)}% carbohydrate, ${fmt0(split.fat_pct)}% fat.`)
  if (data.balance_per_day_kcal !== null)
    parts.push(`Against an estimated need of ${fmt0(estimatePerDay!)} kcal a day that is ${signed(data.balance_per_day_kcal, fmt0)} kcal a day.`)
  return {
    key: `WeeklyNutritionSummary:${week.id}`,
    name: 'WeeklyNutritionSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Nutrition week ${week.id}: ${fmt0(perDay['calories']!)} kcal a day`,
      text: parts.join(' '),
      followup_questions: ['Were there meals this week you did not log?', 'Which meal would be easiest to improve next week?'],
    },
  }
}

/** Weekly analyses run only for weeks with data of their kind in the week itself. */
export function trendSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  if (!ctx.scores.some((s) => s.date >= monday && s.date <= sunday && s.value !== null)) return undefined
  const from = addDays(sunday, -(TREND_WINDOW_DAYS - 1))
  const inWindow = ctx.scores.filter((s) => s.date >= from && s.date <= sunday && s.value !== null)
  const names = [...new Set(inWindow.map((s) => s.name))].sort()
  const metrics = names.map((name) => {
    const series = inWindow.filter((s) => s.name === name)
    if (series.length < TREND_MIN_DAYS) return { metric: name, days: series.length, status: NOT_ENOUGH_DATA }
    const x = series.map((s) => (Date.parse(s.date) - Date.parse(from)) / DAY_MS)
    const y = series.map((s) => s.value!)
    const ts = theilSen(x, y)
    const last7 = series.filter((s) => s.date > addDays(sunday, -7)).map((s) => s.value!)
    const stored = ctx.baselines.get(name)
    const baseline = stored ? { source: 'baseline', mean: stored.mean, std: stored.std } : { source: 'window', mean: r2(mean(y)), std: r2(sampleStd(y)) }
    const m7 = last7.length ? mean(last7) : NaN
    const common = {
      metric: name,
      days: series.length,
      mean: r2(mean(y)),
      mean_last_7_days: orNull(m7, 2),
      baseline,
      vs_baseline: Number.isFinite(m7) ? r2(m7 - baseline.mean) : null,
      vs_baseline_z: Number.isFinite(m7) && baseline.std > 0 ? r2((m7 - baseline.mean) / baseline.std) : null,
    }
    if (!ts) return { ...common, slope_per_day: 0, slope_per_week: 0, direction: 'flat', status: 'ok' }
    const significant = ts.p_value < 0.05 && (ts.slope_low > 0 || ts.slope_high < 0)
    return {
      ...common,
      status: 'ok',
      method: 'theil-sen',
      slope_per_day: r4(ts.slope),
      slope_per_week: r2(ts.slope * 7),
      slope_ci95: [r4(ts.slope_low), r4(ts.slope_high)],
      kendall_tau: r4(ts.kendall_tau),
      p_value: r4(ts.p_value),
      confidence: r4(1 - ts.p_value),
      direction: significant ? (ts.slope > 0 ? 'rising' : 'falling') : 'no clear trend',
    }
  })
  const week = isoWeek(monday)
  const data = { week: week.id, window: { start: from, end: sunday, days: TREND_WINDOW_DAYS }, min_days: TREND_MIN_DAYS, metrics }
  const parts: string[] = []
  type TrendRow = {
    metric: string
    days: number
    status: string
    direction?: string
    slope_per_week?: number
    slope_ci95?: number[]
    mean?: number
    vs_baseline?: number | null
    baseline?: { source: string }
  }
  for (const m of metrics as TrendRow[]) {
    if (m.status !== 'ok') parts.push(`${cap(label(m.metric))}: ${NOT_ENOUGH_DATA} (${m.days} of ${TREND_MIN_DAYS} days needed).`)
    else if (m.slope_ci95 && m.direction !== 'no clear trend' && m.direction !== 'flat') {
      parts.push(
        `${cap(label(m.metric))} is ${m.direction}: ${signed(m.slope_per_week!)} a week (95% interval ${fmt1(m.slope_ci95[0]! * 7)} to ${fmt1(m.slope_ci95[1]! * 7)}), now ${m.vs_baseline != null ? `${signed(m.vs_baseline)} against` : 'compared with'} your ${m.baseline?.source === 'baseline' ? 'baseline' : '4-week average'}.`,
      )
    } else parts.push(`${cap(label(m.metric))}: no clear trend over the last 4 weeks (average ${fmt1(m.mean!)}).`)
  }
  return {
    key: `TrendSummary:${week.id}`,
    name: 'TrendSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Trends to week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['Do you know what changed in the weeks behind these trends?', 'Which of these metrics matters most to you?'],
    },
  }
}

export function impactSummary(ctx: UserContext, monday: string): Draft | undefined {
  const sunday = addDays(monday, 6)
  if (!ctx.logs.some((l) => l.date >= monday && l.date <= sunday)) return undefined
  const from = addDays(sunday, -(IMPACT_WINDOW_DAYS - 1))
  const logs = ctx.logs.filter((l) => l.date >= from && l.date <= sunday)
  const scores = ctx.scores.filter((s) => s.date >= from && s.date <= sunday && s.value !== null)
  const habitNames = [...new Set(logs.map((l) => l.name))].sort()
  const metricNames = [...new Set(scores.map((s) => s.name))].sort()
  type Row = Record<string, unknown> & { p_value?: number }
  const tests: Row[] = []
  const habits = habitNames.map((habit) => {
    const done = new Set(logs.filter((l) => l.name === habit && habitDone(l)).map((l) => l.date))
    const info = ctx.habits.get(habit)
    const metrics = metricNames.map((metric) => {
      const onDays = scores.filter((s) => s.name === metric && done.has(s.date)).map((s) => s.value!)
      const otherDays = scores.filter((s) => s.name === metric && !done.has(s.date)).map((s) => s.value!)
      const base: Row = { metric, habit_days: onDays.length, other_days: otherDays.length, expected: info?.potential_impacts[metric] ?? null }
      if (onDays.length < IMPACT_MIN_DAYS || otherDays.length < IMPACT_MIN_DAYS) return { ...base, status: NOT_ENOUGH_DATA }
      const w = welch(onDays, otherDays)
      if (!w) return { ...base, status: 'no variation' }
      const row: Row = {
        ...base,
        status: 'ok',
        mean_habit_days: r2(w.mean_a),
        mean_other_days: r2(w.mean_b),
        difference: r2(w.diff),
        ci95: [r2(w.ci_low), r2(w.ci_high)],
        effect_size_g: r2(w.hedges_g),
        p_value: w.p_value,
      }
      tests.push(row)
      return row
    })
    return { habit, title: info?.title ?? null, days_done: done.size, metrics }
  })
  // Holm over every comparison in this summary: testing many habit × metric pairs must not
  // turn chance into claimed effects.
  const adjusted = holm(tests.map((t) => t.p_value!))
  tests.forEach((t, i) => {
    const p = t.p_value!
    t.p_value = r4(p)
    t.p_adjusted = r4(adjusted[i]!)
    t.finding = adjusted[i]! < 0.05 ? ((t.difference as number) > 0 ? 'higher on habit days' : 'lower on habit days') : 'no clear difference'
  })
  const week = isoWeek(monday)
  const data = {
    week: week.id,
    window: { start: from, end: sunday, days: IMPACT_WINDOW_DAYS },
    min_days_each_side: IMPACT_MIN_DAYS,
    method: 'welch-t, hedges-g, holm-adjusted',
    habits,
  }
  const parts: string[] = []
  for (const h of habits) {
    const ok = h.metrics.filter((m) => m['status'] === 'ok')
    const found = ok.filter((m) => m['finding'] !== 'no clear difference')
    const name = h.title ?? label(h.habit)
    if (!ok.length) parts.push(`${name}: ${NOT_ENOUGH_DATA} (at least ${IMPACT_MIN_DAYS} days with and ${IMPACT_MIN_DAYS} without the habit are needed).`)
    else if (!found.length)
      parts.push(`${name}: no clear difference in ${ok.map((m) => label(String(m['metric']))).join(', ')} between days with and without it.`)
    else {
      for (const m of found) {
        const ci = m['ci95'] as number[]
        parts.push(
          `${name}: ${label(String(m['metric']))} was ${signed(m['difference'] as number)} on habit days (${plural(m['habit_days'] as number, 'day')} against ${m['other_days']}; 95% interval ${fmt1(ci[0]!)} to ${fmt1(ci[1]!)}, effect size ${m['effect_size_g']}).`,
        )
      }
    }
  }
  return {
    key: `ImpactSummary:${week.id}`,
    name: 'ImpactSummary',
    period: weekPeriod(monday, ctx.profile.tz),
    data,
    text: {
      title: `Habit impact to week ${week.id}`,
      text: parts.join(' '),
      followup_questions: ['Which habit do you want to keep up next week?', 'Were there days you did a habit but did not log it?'],
    },
  }
}
