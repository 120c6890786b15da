// Meal analysis benchmark: accuracy against the evaluation set and time per meal.
//
//   npx tsc -p . && node bench/meals.js [--usda DIR] [--eval FILE] [--reps 1000] [--quiet] [--json] [--check]
//
// --eval picks another set (default bench/meals-eval.json); bench/meals-heldout.json is a set
// written separately from the food table, for an estimate on descriptions it was not built from.
//
// Loads the evaluation meals and their reference figures (computed from USDA SR by
// bench/meals-reference.js), analyses every description with the curated food table, prints one
// line per meal (description, reference kcal, ours, % error), the mean absolute percentage
// error (MAPE) of calories, protein, fat and carbohydrate, and the analysis time per meal (mean
// and p95 over --reps repetitions of the whole set). --check exits 1 when a target is missed:
// calorie MAPE ≤ 15 %, protein/fat/carbohydrate MAPE ≤ 25 %, ≤ 2 ms per meal.

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return fallback
  const v = process.argv[i + 1]
  return v === undefined || v.startsWith('--') ? true : v
}

const usdaDir = path.resolve(root, String(arg('usda', process.env.USDA_DIR ?? path.join('..', 'shared', 'data', 'usda-sr'))))
const reps = Number(arg('reps', 1000))
const quiet = arg('quiet', false) === true
const asJson = arg('json', false) === true
const check = arg('check', false) === true

const TARGETS = { calories: 15, protein_g: 25, fat_g: 25, carbohydrate_g: 25, ms: 2 }

const { analyzeMeal, FoodIndex } = await import('../dist/analysis/index.js')
const { CURATED_FOODS } = await import('../dist/analysis/foods/index.js')
const { loadReferences } = await import('./meals-reference.js')

const t0 = performance.now()
const index = new FoodIndex(CURATED_FOODS)
const buildMs = performance.now() - t0
const evalPath = arg('eval', undefined)
const meals = await loadReferences(usdaDir, evalPath === undefined || evalPath === true ? undefined : path.resolve(root, String(evalPath)))

const KEYS = ['calories', 'protein_g', 'fat_g', 'carbohydrate_g']
const errors = Object.fromEntries(KEYS.map((k) => [k, []]))
const rows = []
const pct = (ours, ref) => (ref > 0 ? ((ours - ref) / ref) * 100 : ours === 0 ? 0 : Infinity)
for (const meal of meals) {
  const a = analyzeMeal({ description: meal.description }, index)
  const row = { description: meal.description, reference: meal.reference, ours: a.totals, unmatched: a.unmatched, confidence: a.confidence, items: a.items }
  for (const k of KEYS) {
    const ref = meal.reference[k]
    if (ref > 0) errors[k].push(Math.abs(pct(a.totals[k], ref)))
  }
  rows.push(row)
}
const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN)
const mape = Object.fromEntries(KEYS.map((k) => [k, mean(errors[k])]))

// Timing: every meal, `reps` times over; per-meal times from each pass over the set.
const descriptions = meals.map((m) => m.description)
for (let i = 0; i < 50; i++) for (const d of descriptions) analyzeMeal({ description: d }, index) // warm-up
const samples = []
for (let r = 0; r < reps; r++) {
  for (const d of descriptions) {
    const s = performance.now()
    analyzeMeal({ description: d }, index)
    samples.push(performance.now() - s)
  }
}
samples.sort((a, b) => a - b)
const timing = {
  mean_ms: mean(samples),
  p95_ms: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? NaN,
  max_ms: samples[samples.length - 1] ?? NaN,
  samples: samples.length,
  index_build_ms: buildMs,
  foods: index.size,
}

const pass = {
  calories: mape.calories <= TARGETS.calories,
  protein_g: mape.protein_g <= TARGETS.protein_g,
  fat_g: mape.fat_g <= TARGETS.fat_g,
  carbohydrate_g: mape.carbohydrate_g <= TARGETS.carbohydrate_g,
  time: timing.mean_ms <= TARGETS.ms && timing.p95_ms <= TARGETS.ms,
}

if (asJson) {
  console.log(JSON.stringify({ meals: meals.length, mape, timing, pass, rows: quiet ? undefined : rows.map((r) => ({ description: r.description, reference_kcal: r.reference.calories, ours_kcal: r.ours.calories, unmatched: r.unmatched })) }, null, 2))
} else {
  const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : String(x))
  if (!quiet) {
    console.log('description | reference kcal | ours kcal | error %')
    for (const r of rows) {
      const e = pct(r.ours.calories, r.reference.calories)
      const flag = Math.abs(e) > 25 ? '  <<' : ''
      const um = r.unmatched.length ? `  [unmatched: ${r.unmatched.join(' | ')}]` : ''
      console.log(`${r.description.replace(/\s*\n\s*/g, ' / ')} | ${f1(r.reference.calories)} | ${f1(r.ours.calories)} | ${e >= 0 ? '+' : ''}${f1(e)}${flag}${um}`)
    }
    console.log('')
  }
  console.log(`meals: ${meals.length}, foods in index: ${timing.foods} (index built in ${f1(timing.index_build_ms)} ms)`)
  console.log(`MAPE calories:       ${f1(mape.calories)} %  (target ≤ ${TARGETS.calories} %)`)
  console.log(`MAPE protein:        ${f1(mape.protein_g)} %  (target ≤ ${TARGETS.protein_g} %)`)
  console.log(`MAPE fat:            ${f1(mape.fat_g)} %  (target ≤ ${TARGETS.fat_g} %)`)
  console.log(`MAPE carbohydrate:   ${f1(mape.carbohydrate_g)} %  (target ≤ ${TARGETS.carbohydrate_g} %)`)
  console.log(`time per meal:       mean ${timing.mean_ms.toFixed(3)} ms, p95 ${timing.p95_ms.toFixed(3)} ms, max ${timing.max_ms.toFixed(3)} ms over ${timing.samples} analyses (target ≤ ${TARGETS.ms} ms)`)
  console.log(`targets: ${Object.entries(pass).map(([k, v]) => `${k} ${v ? 'met' : 'MISSED'}`).join(', ')}`)
}
if (check && !Object.values(pass).every(Boolean)) process.exitCode = 1
