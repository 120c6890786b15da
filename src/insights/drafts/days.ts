// Day-close summaries: the daily summary and daily nutrition. Pure: no I/O.
import { habitDone, type ActivityRec, type MealRec, type UserContext } from '../context.js'
import { mifflinStJeor } from '../stats.js'
import { addDays, ageOn } from '../../time/calendar.js'
import { plural } from '../english.js'

import {
  type Draft,
  NUTRIENTS,
  SEDENTARY_FACTOR,
  STANDS_OUT_Z,
  baselineFor,
  caloriesOf,
  cap,
  dayPeriod,
  fmt0,
  fmt1,
  label,
  minutes,
  num,
  pct,
  r1,
  r2,
  sentenceKeys,
  sum,
  tssOf,
  workouts,
} from './shared.js'

// ---- days --------------------------------------------------------------------------------------

export function mealTotals(meals: MealRec[]) {
  const t: Record<string, number> = {}
  for (const n of NUTRIENTS) t[n] = r1(sum(meals.map((m) => num(m.totals[n]) ?? 0)))
  return t as Record<(typeof NUTRIENTS)[number], number>
}

/** Share of macronutrient energy from protein and carbohydrate (4 kcal/g) and fat (9 kcal/g). */
export function macroSplit(t: { protein_g: number; carbohydrate_g: number; fat_g: number }) {
  const p = t.protein_g * 4
  const c = t.carbohydrate_g * 4
  const f = t.fat_g * 9
  const all = p + c + f
  if (all <= 0) return null
  return { protein_pct: r1((p / all) * 100), carbohydrate_pct: r1((c / all) * 100), fat_pct: r1((f / all) * 100) }
}

/** Energy need of a day: Mifflin–St Jeor × 1.2, plus the day's workout calories. */
export function energyEstimate(ctx: UserContext, day: string, workoutCalories: number) {
  const p = ctx.profile
  const missing = [p.weight === null && 'weight', p.height === null && 'height', p.birthday === null && 'birthday'].filter((x): x is string => Boolean(x))
  if (missing.length) return { estimate_kcal: null, missing }
  const age = ageOn(p.birthday!, day)
  const gender = p.gender ?? 'other'
  const bmr = mifflinStJeor({ weightKg: p.weight!, heightCm: p.height!, ageYears: age, gender })
  return {
    method: 'mifflin-st-jeor',
    inputs: { weight_kg: p.weight, height_cm: p.height, age_years: age, gender, gender_assumed: p.gender === null },
    resting_kcal: r1(bmr),
    activity_factor: SEDENTARY_FACTOR,
    workout_kcal: r1(workoutCalories),
    estimate_kcal: r1(bmr * SEDENTARY_FACTOR + workoutCalories),
  }
}

function dayScores(ctx: UserContext, day: string) {
  return ctx.scores
    .filter((s) => s.date === day && s.value !== null)
    .map((s) => {
      const base = baselineFor(ctx, s.name, day)
      const z = base && base.std > 0 ? (s.value! - base.mean) / base.std : null
      return {
        name: s.name,
        value: s.value!,
        baseline_mean: base ? r1(base.mean) : null,
        baseline_source: base?.source ?? null,
        z_score: z === null ? null : r2(z),
      }
    })
}

export function activityTotals(acts: ActivityRec[]) {
  const w = acts.filter((a) => a.type === 'workout')
  const m = acts.filter((a) => a.type === 'mindfulness')
  return {
    workouts: w.length,
    mindfulness_sessions: m.length,
    workout_duration_seconds: sum(w.map((a) => a.duration_seconds)),
    mindfulness_duration_seconds: sum(m.map((a) => a.duration_seconds)),
    tss: r1(sum(w.map(tssOf))),
    calories: r1(sum(w.map(caloriesOf))),
  }
}

export function dailySummary(ctx: UserContext, day: string): Draft | undefined {
  const scores = dayScores(ctx, day)
  const acts = ctx.activities.filter((a) => a.day === day)
  const meals = ctx.meals.filter((m) => m.day === day)
  const habits = [...new Set(ctx.logs.filter((l) => l.date === day && habitDone(l)).map((l) => l.name))].sort()
  // The day's numeric records of the project's day-granularity custom record types.
  const custom = (ctx.customRecords ?? []).filter((c) => c.date === day).map((c) => ({ type: c.type, id: c.id, value: c.value, unit: c.unit }))
  if (!scores.length && !acts.length && !meals.length && !habits.length && !custom.length) return undefined
  const totals = activityTotals(acts)
  const mealTotal = mealTotals(meals)
  const stoodOut: { kind: string; text: string }[] = []
  for (const s of scores) {
    if (s.z_score !== null && Math.abs(s.z_score) >= STANDS_OUT_Z) {
      stoodOut.push({
        kind: 'score',
        text: `${label(s.name)} ${fmt0(s.value)} was ${s.z_score > 0 ? 'well above' : 'well below'} your usual ${fmt1(s.baseline_mean!)}`,
      })
    }
  }
  for (const a of acts) {
    if (a.fields['is_breakthrough_ftp'] === true || a.fields['is_breakthrough_lthr'] === true)
      stoodOut.push({ kind: 'workout', text: `a breakthrough in ${String(a.fields['type_name'] ?? 'a workout')}` })
  }
  const prior = workouts(ctx).filter((a) => a.day < day && a.day >= addDays(day, -28))
  const usualDailyTss = sum(prior.map(tssOf)) / 28
  if (totals.tss > 0 && usualDailyTss > 0 && totals.tss >= 2 * usualDailyTss && totals.tss >= 50) {
    stoodOut.push({ kind: 'load', text: `training stress of ${fmt0(totals.tss)}, ${fmt1(totals.tss / usualDailyTss)} times your daily average` })
  }
  const energy = meals.length ? energyEstimate(ctx, day, totals.calories) : null
  if (energy && energy.estimate_kcal !== null && mealTotal.calories > 0) {
    const ratio = mealTotal.calories / energy.estimate_kcal
    // Under-eating is only remarked on when the day looks fully logged (three meals or more).
    if ((ratio < 0.6 && meals.length >= 3) || ratio > 1.3)
      stoodOut.push({ kind: 'nutrition', text: `logged meals gave ${pct(ratio)} of your estimated energy need` })
  }
  const data = {
    date: day,
    tz_offset: ctx.profile.tz,
    scores,
    activities: {
      ...totals,
      items: acts.map((a) => ({
        id: a.id,
        type: a.type,
        type_name: a.fields['type_name'] ?? null,
        start: a.start.toISOString(),
        duration_seconds: a.duration_seconds,
        tss: a.type === 'workout' ? tssOf(a) : null,
      })),
    },
    meals: {
      count: meals.length,
      calories: mealTotal.calories,
      protein_g: mealTotal.protein_g,
      carbohydrate_g: mealTotal.carbohydrate_g,
      fat_g: mealTotal.fat_g,
      summary_ids: meals.map((m) => m.summary_id),
    },
    habits_done: habits,
    stood_out: stoodOut,
    // Only on days that have some, so the summaries of other days stay as they were.
    ...(custom.length ? { custom_records: custom } : {}),
  }
  const parts: string[] = []
  if (scores.length) parts.push(`Scores: ${scores.map((s) => `${label(s.name)} ${fmt0(s.value)}`).join(', ')}.`)
  if (acts.length) {
    const bits = []
    if (totals.workouts) bits.push(`${plural(totals.workouts, 'workout')} (${minutes(totals.workout_duration_seconds)}, TSS ${fmt0(totals.tss)})`)
    if (totals.mindfulness_sessions)
      bits.push(`${plural(totals.mindfulness_sessions, 'mindfulness session')} (${minutes(totals.mindfulness_duration_seconds)})`)
    parts.push(`You did ${bits.join(' and ')}.`)
  }
  if (meals.length) parts.push(`${plural(meals.length, 'meal')} logged, ${fmt0(mealTotal.calories)} kcal in total.`)
  if (habits.length) parts.push(`Habits done: ${habits.map(label).join(', ')}.`)
  const habitsAt = habits.length ? parts.length - 1 : undefined
  if (custom.length) parts.push(`Also recorded: ${custom.map((c) => `${label(c.type)} ${fmt1(c.value)}${c.unit ? ` ${c.unit}` : ''}`).join(', ')}.`)
  parts.push(stoodOut.length ? `What stood out: ${stoodOut.map((s) => s.text).join('; ')}.` : 'Nothing stood out from your usual pattern.')
  return {
    key: `DailySummary:${day}`,
    name: 'DailySummary',
    period: dayPeriod(day, ctx.profile.tz),
    data: { ...data, sentences: sentenceKeys(parts, { habits: habitsAt }) },
    text: {
      title: `Your day, ${day}`,
      text: parts.join(' '),
      followup_questions: ['How did today feel overall?', 'Is there anything you want to do differently tomorrow?'],
    },
  }
}

export function dailyNutritionSummary(ctx: UserContext, day: string): Draft | undefined {
  const meals = ctx.meals.filter((m) => m.day === day)
  if (!meals.length) return undefined
  const totals = mealTotals(meals)
  const workoutKcal = sum(ctx.activities.filter((a) => a.day === day && a.type === 'workout').map(caloriesOf))
  const energy = energyEstimate(ctx, day, workoutKcal)
  const balance = energy.estimate_kcal !== null ? r1(totals.calories - energy.estimate_kcal) : null
  const split = macroSplit(totals)
  const data = {
    date: day,
    tz_offset: ctx.profile.tz,
    meals: meals.map((m) => ({ summary_id: m.summary_id, meal_time: m.meal_time.toISOString(), calories: r1(num(m.totals['calories']) ?? 0) })),
    totals,
    energy,
    balance_kcal: balance,
    macro_split: split,
  }
  const sentences = [
    `${cap(plural(meals.length, 'meal'))} with ${fmt0(totals.calories)} kcal: ${fmt0(totals.protein_g)} g protein, ${fmt0(totals.carbohydrate_g)} g carbohydrate and ${fmt0(totals.fat_g)} g fat.`,
  ]
  if (split) sentences.push(`Energy split: ${fmt0(split.protein_pct)}% protein, ${fmt0(split.carbohydrate_pct)}% carbohydrate, ${fmt0(split.fat_pct)}% fat.`)
  if (energy.estimate_kcal !== null && balance !== null) {
    sentences.push(
      `Your estimated need was ${fmt0(energy.estimate_kcal)} kcal (resting ${fmt0(energy.resting_kcal!)} × ${SEDENTARY_FACTOR}${workoutKcal ? ` plus ${fmt0(workoutKcal)} from workouts` : ''}), so the day ended ${balance >= 0 ? `${fmt0(balance)} kcal over` : `${fmt0(-balance)} kcal under`}.`,
    )
  } else sentences.push(`Add your ${energy.missing!.join(', ')} to your profile to compare this with your energy need.`)
  return {
    key: `DailyNutritionSummary:${day}`,
    name: 'DailyNutritionSummary',
    period: dayPeriod(day, ctx.profile.tz),
    data,
    text: {
      title: `Nutrition, ${day}: ${fmt0(totals.calories)} kcal`,
      text: sentences.join(' '),
      followup_questions: ['Did these meals cover everything you ate today?', 'How hungry were you between meals?'],
    },
  }
}
