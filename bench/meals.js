// Meal analysis benchmark: accuracy on NutriBench and on the project's own sets, time per meal,
// index build time and memory.
//
//   npm run bench:meals [-- flags]       (builds first; runs node --expose-gc bench/meals.js)
//
// Flags:
//   --set natural|metric|fndds|own|languages   restrict to some sets (comma-separated: --set natural,own)
//   --worst N                  print the N worst meals of each NutriBench set, with their items
//   --worst-by carb|kcal|pct   order of --worst: |carb error| in g (default, the paper's metric),
//                              |energy error| in kcal or in %
//   --quiet                    no per-meal lines (nor per-meal rows in --json)
//   --json                     one JSON object with every figure
//   --check                    exit 1 when a target is missed
//   --reps N                   timing passes over all meals (default: enough for ~40,000 analyses)
//   --nutribench DIR           NutriBench dev split (default ../shared/data/nutribench-dev, or
//                              $NUTRIBENCH_DIR); the set is skipped, saying why, when absent
//   --usda DIR                 USDA SR for the own sets' references (default ../shared/data/usda-sr)
//   --eval FILE                grade this one file instead of the two own sets
//   --translations FILE        NutriBench household meals translated into the five languages, kept
//                              outside the project (CC BY-NC-SA: a translation is a copy of the
//                              meals): { "<row>": { "de": "…", "fr": "…", … } }; each language is
//                              scored beside the English original of the same rows, one table for
//                              the rows of the read part and one, figures only, for the scored part
//   --reworded FILE            the same NutriBench household meals told again in everyday English by
//                              someone else (kept outside the project, as above): { "<row>": "…" };
//                              scored like a language, "English reworded", beside the original of
//                              the same rows: how much of a language's gap is the English reader's
//                              dependence on the survey's own wording. With --translations, its rows
//                              are added to the translations' tables
//
// Sets:
// - NutriBench v1 development split (bench/meal-metrics.js reads it at run time; CC BY-NC-SA,
//   evaluation only, nothing of it is kept in the project): "natural" (household portions) and
//   "metric" (grams), the same 1,107 meals, each in two parts fixed by a hash (meal-metrics.js
//   partOf): the read part (about 60 %), whose meals are printed, and the scored part, whose
//   figures only are printed (never its meals, not in --worst nor in --json). A change is kept
//   only when the scored part improves too.
// - FNDDS-generated meals (bench/fndds-meals.js, from ../shared/data/fndds-2017-2018 or --fndds
//   DIR): 1,000 meals of FNDDS foods in FNDDS portions, in words and in grams, references from the
//   table: the main regression corpus.
// - The project's own sets, bench/meals-eval.json and bench/meals-heldout.json, with references
//   computed from USDA SR by bench/meals-reference.js.
// - Meals in other languages, bench/meals-languages.json: 360 FNDDS-generated meals in English
//   and written again in German, French, Spanish, Portuguese and Italian, each language scored
//   against the same references (analysed with no language given: the text's own is detected),
//   printed as one table, each language beside the English original: the part read. The part
//   only scored, bench/meals-languages-scored.json: the 80 meals of bench/meals-eval.json written
//   in the same five languages, references from USDA SR; its figures are printed in a second
//   table, never its meals (not per meal, not in --worst nor in --json).
//
// For each set: carbohydrate Acc@7.5 (share of meals within 7.5 g of the reference, the
// NutriBench paper's metric), carbohydrate MAE, the share of meals whose energy is within 20 % of
// the reference and the median |energy error| in % (for a reference of 0 kcal, an estimate
// ≤ 10 kcal counts as within / 0 %, anything more as outside / infinite), and the same by
// confidence decile and quintile, with the ratio of the most confident fifth's median energy
// error to the least confident fifth's. The own sets also get the mean absolute percentage error
// (MAPE) of calories, protein, fat and carbohydrate, as before.
//
// Targets (--check): NutriBench natural Acc@7.5 ≥ 70 %, metric Acc@7.5 ≥ 75 %, energy within
// 20 % ≥ 65 % and top/bottom quintile energy-error ratio ≤ 0.5 on each NutriBench set; own sets:
// calorie MAPE ≤ 15 %, protein/fat/carbohydrate MAPE ≤ 25 %; time per meal ≤ 2 ms (mean and p95).
// Targets of a set that is skipped or not selected are not checked.
//
// The index is `defaultFoodIndex()` from dist/analysis/index.js when it exports one, else
// `new FoodIndex(CURATED_FOODS)`.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import {
  DEFAULT_NUTRIBENCH_DIR,
  NUTRIBENCH_FILES,
  PUBLISHED_BASELINES,
  energyErrorPct,
  loadNutriBench,
  mealMetrics,
  partOf,
  SPLIT,
  mean,
  quantile,
  worstMeals,
  ACC_TOLERANCE_G,
  ABSURD_KCAL,
  ZERO_ENERGY_SLACK_KCAL,
} from './meal-metrics.js'
import { loadReferences, EVAL_PATH } from './meals-reference.js'
import { DEFAULT_FNDDS_DIR, fnddsMeals } from './fndds-meals.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
/** A path as the user would write it from the repository root (absolute when it is elsewhere). */
const shown = (p) => {
  const rel = path.relative(root, p)
  return rel.startsWith(`..${path.sep}..`) || path.isAbsolute(rel) ? p : rel || '.'
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return fallback
  const v = process.argv[i + 1]
  return v === undefined || v.startsWith('--') ? true : v
}
function fail(message) {
  console.error(`bench/meals.js: ${message}`)
  process.exit(2)
}

const usdaDir = path.resolve(root, String(arg('usda', process.env.USDA_DIR ?? path.join('..', 'shared', 'data', 'usda-sr'))))
const fnddsDir = path.resolve(root, String(arg('fndds', process.env.FNDDS_DIR ?? DEFAULT_FNDDS_DIR)))
const FNDDS_MEALS = 1000
const nutribenchDir = path.resolve(root, String(arg('nutribench', process.env.NUTRIBENCH_DIR ?? DEFAULT_NUTRIBENCH_DIR)))
const evalArg = arg('eval', undefined)
const translationsArg = arg('translations', undefined)
const rewordedArg = arg('reworded', undefined)
const quiet = arg('quiet', false) === true
const asJson = arg('json', false) === true
const check = arg('check', false) === true
const repsArg = arg('reps', undefined)
const worstArg = arg('worst', undefined)
const worstN = worstArg === undefined ? 0 : Number(worstArg === true ? 10 : worstArg)
const worstBy = String(arg('worst-by', 'carb'))
const setArg = arg('set', 'natural,metric,fndds,own,languages')
const selected = new Set(
  String(setArg === true ? '' : setArg)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
for (const s of selected)
  if (!['natural', 'metric', 'fndds', 'own', 'languages'].includes(s))
    fail(`--set takes natural, metric, fndds, own or languages (comma-separated), not "${s}"`)
if (!selected.size) fail('--set needs natural, metric, fndds, own or languages')
if (!Number.isInteger(worstN) || worstN < 0) fail('--worst takes a number of meals')
if (!['carb', 'kcal', 'pct'].includes(worstBy)) fail('--worst-by takes carb, kcal or pct')
if (repsArg !== undefined && !(typeof repsArg === 'string' && Number.isInteger(Number(repsArg)) && Number(repsArg) > 0)) fail('--reps takes a positive integer')

const TARGETS = {
  natural_acc_7_5: 70,
  metric_acc_7_5: 75,
  energy_within_20: 65,
  confidence_ratio: 0.5,
  mape: { calories: 15, protein_g: 25, fat_g: 25, carbohydrate_g: 25 },
  ms: 2,
}
const TIMING_ANALYSES = 40_000

// ---------------------------------------------------------------------------------------------
// Index and memory: readings before importing the analysis and after building the index, each
// after a full GC when node runs with --expose-gc (as `npm run bench:meals` does).

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null
function memory() {
  gc?.()
  const m = process.memoryUsage()
  return { rss: m.rss, heap_used: m.heapUsed, external: m.external + m.arrayBuffers }
}
const memBefore = memory()
let t = performance.now()
const analysis = await import('../dist/analysis/index.js')
const importMs = performance.now() - t
const { analyzeMeal } = analysis
let index
let indexSource
t = performance.now()
let tablesMs = null
if (typeof analysis.defaultFoodIndexWithOrigin === 'function') {
  // As the server makes it: from the build's snapshot when current, else from the tables.
  const made = analysis.defaultFoodIndexWithOrigin()
  index = made.index
  indexSource =
    made.origin.from === 'snapshot' ? "defaultFoodIndex(), read from the build's snapshot" : `defaultFoodIndex(), built from the tables (${made.origin.why})`
} else if (typeof analysis.defaultFoodIndex === 'function') {
  index = await analysis.defaultFoodIndex()
  indexSource = 'defaultFoodIndex()'
} else {
  const { CURATED_FOODS } = await import('../dist/analysis/foods/index.js')
  index = new analysis.FoodIndex(CURATED_FOODS)
  indexSource = 'new FoodIndex(CURATED_FOODS)'
}
const buildMs = performance.now() - t
const memAfter = memory()
const MB = 1024 * 1024
const mem = {
  gc_before_readings: gc !== null,
  before_mb: Object.fromEntries(Object.entries(memBefore).map(([k, v]) => [k, v / MB])),
  after_index_mb: Object.fromEntries(Object.entries(memAfter).map(([k, v]) => [k, v / MB])),
  delta_mb: Object.fromEntries(Object.entries(memAfter).map(([k, v]) => [k, (v - memBefore[k]) / MB])),
}
// The same index built from the tables (as with imported foods, or without a snapshot), timed after
// the memory readings above.
if (typeof analysis.defaultFoodIndexWithOrigin === 'function') {
  t = performance.now()
  analysis.defaultFoodIndex([], { snapshot: false })
  tablesMs = performance.now() - t
}
const indexInfo = { source: indexSource, foods: index.size ?? null, import_ms: importMs, build_ms: buildMs, tables_build_ms: tablesMs }

// ---------------------------------------------------------------------------------------------
// Sets

/** name → { label, kind: 'nutribench' | 'own', file, meals: [{ row, description, reference }] } or { skipped } */
const sets = new Map()
if (selected.has('natural') || selected.has('metric')) {
  const nb = await loadNutriBench(nutribenchDir)
  // The part of each meal, from its household-portion text (the two files are the same meals row for row).
  const parts = nb?.natural ? nb.natural.map((m) => partOf(m.description)) : null
  for (const name of ['natural', 'metric']) {
    if (!selected.has(name)) continue
    for (const part of ['read', 'scored']) {
      const key = part === 'read' ? name : `${name}-scored`
      const label = `NutriBench ${name}, ${part} part`
      if (nb === null)
        sets.set(key, { label, skipped: `${shown(nutribenchDir)} not found (NutriBench is not in the repository: CC BY-NC-SA, read at run time only)` })
      else if (nb[name] === null || parts === null) sets.set(key, { label, skipped: `${nb.missing.join(', ')} missing from ${shown(nutribenchDir)}` })
      else
        sets.set(key, {
          label,
          kind: 'nutribench',
          base: name,
          part,
          // The scored part's meals are never printed: only its figures.
          hidden: part === 'scored',
          file: shown(path.join(nutribenchDir, NUTRIBENCH_FILES[name])),
          meals: nb[name].filter((_m, i) => parts[i] === part),
        })
    }
  }
}
const LANGUAGES = [
  ['en', 'English (original)'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['it', 'Italian'],
]
/** { row: { code: text } } from --translations and --reworded (as code "reworded"), or null. */
function readTexts() {
  const byRow = new Map()
  for (const [flag, value] of [
    ['translations', translationsArg],
    ['reworded', rewordedArg],
  ]) {
    if (value === undefined) continue
    if (typeof value !== 'string') fail(`--${flag} needs a file`)
    const file = path.resolve(value)
    if (!existsSync(file)) fail(`--${flag}: ${file} not found`)
    let parsed
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (e) {
      fail(`--${flag}: ${file} is not JSON (${e.message})`)
    }
    for (const [row, v] of Object.entries(parsed)) {
      const texts = flag === 'reworded' ? { reworded: v } : v
      for (const [code, text] of Object.entries(texts)) {
        if (typeof text !== 'string' || !text.trim()) fail(`--${flag}: ${file}, row ${row}: "${code}" is not a text`)
        byRow.set(row, { ...byRow.get(row), [code]: text })
      }
    }
  }
  return byRow.size ? byRow : null
}
const texts = readTexts()
if (texts) {
  const files = [translationsArg, rewordedArg].filter((f) => typeof f === 'string').map((f) => shown(path.resolve(f)))
  const nb = await loadNutriBench(nutribenchDir)
  if (!nb?.natural) fail(`--translations and --reworded need the NutriBench household meals (${shown(nutribenchDir)})`)
  const rows = [...texts].map(([row, t]) => ({ meal: nb.natural[Number(row) - 1], texts: t, row }))
  for (const { meal, row } of rows) if (!meal) fail(`--translations/--reworded: row ${row} is not a NutriBench row`)
  const codes = [...LANGUAGES, ['reworded', 'English reworded']]
  for (const part of ['read', 'scored']) {
    const all = rows.filter((r) => partOf(r.meal.description) === part)
    for (const [code, name] of codes) {
      // Each language over the rows that have it, beside the English original of the same rows.
      const mine = code === 'en' ? all : all.filter((r) => r.texts[code] !== undefined)
      if (!mine.length || (code === 'en' && !all.length)) continue
      sets.set(`translations-${part}-${code}`, {
        label: `NutriBench translated, ${name}`,
        kind: 'language',
        part: `NutriBench ${part}`,
        hidden: part === 'scored',
        language: code,
        file: `${files.join(' and ')}, NutriBench ${part} part`,
        meals: mine.map(({ meal, texts: t }) => ({ row: meal.row, description: code === 'en' ? meal.description : t[code], reference: meal.reference })),
      })
    }
  }
}
if (selected.has('fndds')) {
  const generated = fnddsMeals(fnddsDir, { count: FNDDS_MEALS, seed: 1 })
  for (const [key, which, label] of [
    ['fndds', 'household', 'FNDDS-generated, household portions'],
    ['fndds-grams', 'grams', 'FNDDS-generated, grams'],
  ]) {
    if (generated === null) sets.set(key, { label, skipped: `${shown(fnddsDir)} not found (FNDDS is read at run time)` })
    else sets.set(key, { label, kind: 'generated', file: `bench/fndds-meals.js, ${FNDDS_MEALS} meals, seed 1`, meals: generated[which] })
  }
}
if (selected.has('own')) {
  const files = evalArg === undefined || evalArg === true ? [EVAL_PATH, path.join(here, 'meals-heldout.json')] : [path.resolve(root, String(evalArg))]
  const haveUsda = existsSync(path.join(usdaDir, 'ABBREV.txt'))
  for (const file of files) {
    const name = path.basename(file, '.json').replace(/^meals-/, '')
    const label = `own ${name}`
    if (!haveUsda) {
      sets.set(name, { label, skipped: `no ABBREV.txt in ${shown(usdaDir)} (USDA SR, needed for the references)` })
      continue
    }
    const refs = await loadReferences(usdaDir, file)
    sets.set(name, {
      label,
      kind: 'own',
      file: shown(file),
      meals: refs.map((m, i) => ({
        row: i + 1,
        description: m.description,
        reference: { carb: m.reference.carbohydrate_g, protein: m.reference.protein_g, fat: m.reference.fat_g, energy: m.reference.calories },
        usda: m.reference,
      })),
    })
  }
}

const LANGUAGES_PATH = path.join(here, 'meals-languages.json')
const LANGUAGES_SCORED_PATH = path.join(here, 'meals-languages-scored.json')
if (selected.has('languages')) {
  const { meals } = JSON.parse(readFileSync(LANGUAGES_PATH, 'utf8'))
  for (const [code, name] of LANGUAGES)
    sets.set(`languages-${code}`, {
      label: `own languages, ${name}`,
      kind: 'language',
      language: code,
      file: shown(LANGUAGES_PATH),
      meals: meals.map((m) => ({ row: m.row, description: m[code], reference: m.reference })),
    })
  // The scored part: the own evaluation meals in each language, references from USDA SR. Only
  // its figures are printed, never its meals.
  if (!existsSync(path.join(usdaDir, 'ABBREV.txt')))
    sets.set('languages-scored', { label: 'own languages, scored part', skipped: `no ABBREV.txt in ${shown(usdaDir)} (USDA SR, needed for the references)` })
  else {
    const scored = JSON.parse(readFileSync(LANGUAGES_SCORED_PATH, 'utf8')).meals
    const refs = await loadReferences(usdaDir, EVAL_PATH)
    for (const m of scored)
      if (refs[m.row - 1]?.description !== m.en) fail(`${shown(LANGUAGES_SCORED_PATH)} row ${m.row} is not meals-eval.json's meal ${m.row}`)
    for (const [code, name] of LANGUAGES)
      sets.set(`languages-scored-${code}`, {
        label: `own languages, scored part, ${name}`,
        kind: 'language',
        part: 'scored',
        hidden: true,
        language: code,
        file: shown(LANGUAGES_SCORED_PATH),
        meals: scored.map((m) => {
          const r = refs[m.row - 1].reference
          return { row: m.row, description: m[code], reference: { carb: r.carbohydrate_g, protein: r.protein_g, fat: r.fat_g, energy: r.calories } }
        }),
      })
  }
}

// ---------------------------------------------------------------------------------------------
// Accuracy

const MAPE_KEYS = ['calories', 'protein_g', 'fat_g', 'carbohydrate_g']
const relPct = (ours, ref) => (ref > 0 ? ((ours - ref) / ref) * 100 : ours === 0 ? 0 : Infinity)
for (const set of sets.values()) {
  if (set.skipped) continue
  set.rows = set.meals.map((meal) => {
    const a = analyzeMeal({ description: meal.description }, index)
    return {
      row: meal.row,
      description: meal.description,
      reference: meal.reference,
      estimate: { carb: a.totals.carbohydrate_g, protein: a.totals.protein_g, fat: a.totals.fat_g, energy: a.totals.calories },
      confidence: a.confidence,
      items: a.items,
      unmatched: a.unmatched,
      usda: meal.usda,
      totals: a.totals,
    }
  })
  set.metrics = mealMetrics(set.rows)
  if (set.kind === 'own') {
    // MAPE over the meals whose reference is above 0, as before.
    set.metrics.mape = Object.fromEntries(
      MAPE_KEYS.map((k) => [k, mean(set.rows.filter((r) => r.usda[k] > 0).map((r) => Math.abs(relPct(r.totals[k], r.usda[k]))))]),
    )
  }
}
const active = [...sets.entries()].filter(([, s]) => !s.skipped)

// ---------------------------------------------------------------------------------------------
// Timing: every meal of every selected set, `reps` passes; one sample per analysis.

const allMeals = active.flatMap(([name, s]) => s.meals.map((m) => [name, m.description]))
const reps = repsArg !== undefined ? Number(repsArg) : Math.max(3, Math.ceil(TIMING_ANALYSES / Math.max(1, allMeals.length)))
let timing = null
if (allMeals.length) {
  const warm = Math.max(1, Math.ceil(5000 / allMeals.length))
  for (let i = 0; i < warm; i++) for (const [, d] of allMeals) analyzeMeal({ description: d }, index)
  const perSet = Object.fromEntries(active.map(([name]) => [name, []]))
  const samples = []
  for (let r = 0; r < reps; r++) {
    for (const [name, d] of allMeals) {
      const s = performance.now()
      analyzeMeal({ description: d }, index)
      const ms = performance.now() - s
      samples.push(ms)
      perSet[name].push(ms)
    }
  }
  const summary = (xs) => {
    xs.sort((a, b) => a - b)
    return { mean_ms: mean(xs), p95_ms: quantile(xs, 0.95, true), max_ms: xs[xs.length - 1], samples: xs.length }
  }
  timing = { ...summary(samples), reps, meals: allMeals.length, per_set: Object.fromEntries(Object.entries(perSet).map(([k, v]) => [k, summary(v)])) }
}

// ---------------------------------------------------------------------------------------------
// Targets

const targets = []
function target(name, value, op, limit, unit) {
  const met = op === '≥' ? value >= limit : value <= limit
  targets.push({ name, value, op, target: limit, unit, met })
}
for (const [name, s] of active) {
  const m = s.metrics
  if (s.kind !== 'own') target(`${name} absurd answers`, m.absurd, '≤', 0, '')
  if (s.kind === 'nutribench') {
    target(`${name} Acc@7.5`, m.acc_7_5, '≥', s.base === 'natural' ? TARGETS.natural_acc_7_5 : TARGETS.metric_acc_7_5, ' %')
    target(`${name} energy within 20 %`, m.energy_within_20, '≥', TARGETS.energy_within_20, ' %')
    target(`${name} confidence ratio`, m.by_confidence.top_bottom_energy_ratio, '≤', TARGETS.confidence_ratio, '')
    // Issue 27: the hit rate rises quintile by quintile, the top at least 25 points above the bottom.
    const qs = m.by_confidence.quintiles.map((g) => g.acc_7_5)
    target(`${name} Acc@7.5 rises by confidence quintile`, qs.every((x, i) => i === 0 || x >= qs[i - 1]) ? 1 : 0, '≥', 1, '')
    target(`${name} Acc@7.5 top − bottom quintile`, qs[qs.length - 1] - qs[0], '≥', 25, ' points')
  } else if (s.kind === 'own') {
    for (const k of MAPE_KEYS) target(`${name} MAPE ${k.replace(/_g$/, '')}`, m.mape[k], '≤', TARGETS.mape[k], ' %')
  }
}
if (timing) {
  target('time per meal, mean', timing.mean_ms, '≤', TARGETS.ms, ' ms')
  target('time per meal, p95', timing.p95_ms, '≤', TARGETS.ms, ' ms')
}
const allMet = targets.every((x) => x.met)

// ---------------------------------------------------------------------------------------------
// Output

const oneLine = (s) => String(s).replace(/\s*\n\s*/g, ' / ')
const worst = {}
// Never the scored part's: its failures are not read.
if (worstN > 0) for (const [name, s] of active) if (s.kind !== 'own' && !s.hidden) worst[name] = worstMeals(s.rows, worstN, worstBy)

if (asJson) {
  const slimRow = (r) => ({
    row: r.row,
    description: r.description,
    reference: r.reference,
    estimate: r.estimate,
    confidence: r.confidence,
    unmatched: r.unmatched,
  })
  const out = {
    index: indexInfo,
    memory: mem,
    sets: Object.fromEntries(
      [...sets.entries()].map(([name, s]) => [
        name,
        s.skipped
          ? { label: s.label, skipped: s.skipped }
          : {
              label: s.label,
              file: s.file,
              ...s.metrics,
              ...(s.base === 'natural' ? { published_baselines: PUBLISHED_BASELINES } : {}),
              ...(quiet || s.hidden ? {} : { rows: s.rows.map(slimRow) }),
            },
      ]),
    ),
    timing,
    targets,
    all_targets_met: allMet,
    ...(worstN > 0
      ? {
          worst: Object.fromEntries(
            Object.entries(worst).map(([name, rows]) => [
              name,
              rows.map((r) => ({
                ...slimRow(r),
                items: r.items.map((i) => ({
                  text: i.text,
                  food: i.food,
                  food_id: i.food_id,
                  quantity: i.quantity,
                  unit: i.unit,
                  grams: i.grams,
                  carbohydrate_g: i.carbohydrate_g,
                  calories: i.calories,
                  confidence: i.confidence,
                })),
              })),
            ]),
          ),
        }
      : {}),
  }
  // Infinity (a 0 kcal reference estimated above 10 kcal) has no JSON form: written as null.
  console.log(JSON.stringify(out, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2))
} else {
  const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : String(x))
  const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : String(x))
  const sign = (x, f = f1) => (x >= 0 ? '+' : '') + f(x)
  const pad = (s, n) => String(s).padStart(n)
  const errPct = (r) => {
    const e = energyErrorPct(r.estimate.energy, r.reference.energy)
    if (!Number.isFinite(e)) return 'ref 0'
    return r.reference.energy > 0 ? `${sign(((r.estimate.energy - r.reference.energy) / r.reference.energy) * 100, f0)}%` : '0%'
  }
  const mealLine = (r) => {
    const dc = r.estimate.carb - r.reference.carb
    const bad = Math.abs(dc) > ACC_TOLERANCE_G || energyErrorPct(r.estimate.energy, r.reference.energy) > 20
    const um = r.unmatched.length ? `  [unmatched: ${r.unmatched.map(oneLine).join(' | ')}]` : ''
    return `${pad(r.row, 5)}  carb ${pad(f1(r.reference.carb), 6)} → ${pad(f1(r.estimate.carb), 6)} (${pad(sign(dc), 6)})  kcal ${pad(f0(r.reference.energy), 5)} → ${pad(f0(r.estimate.energy), 5)} (${pad(errPct(r), 6)})  c${r.confidence.toFixed(2)} ${bad ? '✗' : ' '} ${oneLine(r.description)}${um}`
  }

  if (!quiet) {
    for (const [, s] of active) {
      if (s.hidden) continue
      console.log(
        `== ${s.label}: row, carb g reference → ours (Δ), kcal reference → ours (Δ%), confidence, ✗ when carb is off by more than ${ACC_TOLERANCE_G} g or energy by more than 20 %`,
      )
      for (const r of s.rows) console.log(mealLine(r))
      console.log('')
    }
  }

  if (worstN > 0) {
    const byLabel = { carb: '|carb error| g', kcal: '|energy error| kcal', pct: '|energy error| %' }[worstBy]
    for (const [name, rows] of Object.entries(worst)) {
      console.log(
        `== worst ${rows.length} of ${sets.get(name).label} by ${byLabel} (row in ${sets.get(name).file}; item: text → food · quantity unit = grams · carb · kcal · confidence)`,
      )
      for (const r of rows) {
        console.log(mealLine(r).replace(/ {2}\[unmatched: .*$/, ''))
        for (const i of r.items) {
          console.log(
            `         "${oneLine(i.text)}" → ${i.food} · ${+i.quantity.toFixed(2)} ${i.unit} = ${f0(i.grams)} g · ${f1(i.carbohydrate_g)} g carb · ${f0(i.calories)} kcal · c${i.confidence.toFixed(2)}`,
          )
        }
        for (const u of r.unmatched) console.log(`         unmatched: "${oneLine(u)}"`)
        if (!r.items.length && !r.unmatched.length) console.log('         (no items)')
      }
      console.log('')
    }
    if (!Object.keys(worst).length) console.log('--worst: no NutriBench read part or generated set to show\n')
  }

  const mb = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} MB`
  console.log(
    `index: ${indexInfo.source}, ${indexInfo.foods ?? '?'} foods, made in ${f1(indexInfo.build_ms)} ms (module import ${f1(indexInfo.import_ms)} ms)${indexInfo.tables_build_ms !== null ? `; built from the tables in ${f1(indexInfo.tables_build_ms)} ms (in the same process, after)` : ''}`,
  )
  console.log(
    `memory after loading the index: RSS ${mb(mem.delta_mb.rss)} (now ${mem.after_index_mb.rss.toFixed(0)} MB), heap used ${mb(mem.delta_mb.heap_used)}, external ${mb(mem.delta_mb.external)}${gc ? ' (after GC)' : ' (no --expose-gc: heap figures include garbage)'}`,
  )
  console.log('')

  const targetNote = (name) => {
    const x = targets.find((tt) => tt.name === name)
    return x ? `  (target ${x.op} ${x.target}${x.unit}${x.met ? '' : ': MISSED'})` : ''
  }
  // One line per reason: both NutriBench sets skipped for a missing folder make one line.
  const skippedBy = new Map()
  for (const s of sets.values()) if (s.skipped) skippedBy.set(s.skipped, [...(skippedBy.get(s.skipped) ?? []), s.label])
  for (const [name, s] of sets) {
    if (s.kind === 'language') continue
    if (s.skipped) {
      const labels = skippedBy.get(s.skipped)
      if (labels[0] !== s.label) continue
      const [kind] = labels[0].split(' ')
      const joined =
        labels.every((l) => l.startsWith(`${kind} `)) && labels.length > 1
          ? `${kind} (${labels.map((l) => l.slice(kind.length + 1)).join(', ')})`
          : labels.join(', ')
      console.log(`${joined}: skipped, ${s.skipped}`)
      console.log('')
      continue
    }
    const m = s.metrics
    console.log(`${s.label}: ${m.n} meals (${s.file})`)
    console.log(`  carb Acc@7.5         ${pad(f1(m.acc_7_5), 5)} %${targetNote(`${name} Acc@7.5`)}`)
    if (s.base === 'natural')
      console.log(
        `    published Acc@7.5: ${PUBLISHED_BASELINES.map((b) => `${b.model} ${b.acc_7_5} %${b.note ? ` (${b.note})` : ''}`).join(', ')}; Hua et al., NutriBench, as reported, on their full sets`,
      )
    console.log(`  carb MAE             ${pad(f1(m.carb_mae_g), 5)} g`)
    console.log(`  absurd answers       ${pad(m.absurd, 5)}    (more than ${ABSURD_KCAL} kcal and 2× off the reference)${targetNote(`${name} absurd answers`)}`)
    console.log(`  energy within 20 %   ${pad(f1(m.energy_within_20), 5)} %${targetNote(`${name} energy within 20 %`)}`)
    console.log(
      `  median |energy err|  ${pad(f1(m.energy_median_abs_pct), 5)} %${m.reference_zero_energy ? `   (${m.reference_zero_energy} meals of 0 kcal: right when ours ≤ ${ZERO_ENERGY_SLACK_KCAL} kcal)` : ''}`,
    )
    if (m.protein_mae_g !== undefined) console.log(`  protein / fat MAE    ${pad(f1(m.protein_mae_g), 5)} / ${f1(m.fat_mae_g)} g`)
    if (m.mape)
      console.log(
        `  MAPE                 calories ${f1(m.mape.calories)} %, protein ${f1(m.mape.protein_g)} %, fat ${f1(m.mape.fat_g)} %, carbohydrate ${f1(m.mape.carbohydrate_g)} %  (targets ≤ ${TARGETS.mape.calories} / ${TARGETS.mape.protein_g} / ${TARGETS.mape.fat_g} / ${TARGETS.mape.carbohydrate_g} %${MAPE_KEYS.every((k) => m.mape[k] <= TARGETS.mape[k]) ? '' : ': MISSED'})`,
      )
    const bc = m.by_confidence
    console.log(`  by confidence, low → high (${bc.distinct} distinct values; deciles D, quintiles Q)`)
    console.log('    group  confidence      n  median |energy err|  Acc@7.5')
    const groupLine = (prefix, g) =>
      `    ${(prefix + g.group).padEnd(5)}  ${g.confidence_min.toFixed(2)}–${g.confidence_max.toFixed(2)}  ${pad(g.n, 5)}  ${pad(f1(g.energy_median_abs_pct), 17)} %  ${pad(f1(g.acc_7_5), 5)} %`
    for (const g of bc.deciles) console.log(groupLine('D', g))
    for (const g of bc.quintiles) console.log(groupLine('Q', g))
    console.log(
      `  top/bottom quintile median energy error: ${Number.isFinite(bc.top_bottom_energy_ratio) ? bc.top_bottom_energy_ratio.toFixed(2) : String(bc.top_bottom_energy_ratio)}${targetNote(`${name} confidence ratio`)}`,
    )
    console.log('')
  }

  // Meals in other languages: each language beside the English original of the same meals.
  for (const part of ['read', 'scored', 'NutriBench read', 'NutriBench scored']) {
    const langs = [...sets.values()].filter((x) => x.kind === 'language' && x.metrics && (x.part ?? 'read') === part)
    if (!langs.length) continue
    const enSet = langs.find((x) => x.language === 'en')
    // The English original over the same rows as x (a language may cover fewer rows).
    const enFor = (x) => {
      if (!enSet || enSet.meals.length === x.meals.length) return enSet?.metrics
      const have = new Set(x.meals.map((m) => m.row))
      return mealMetrics(enSet.rows.filter((r) => have.has(r.row)))
    }
    console.log(
      `Meals in other languages, ${part} part: ${langs[0].meals.length} meals in each (${langs[0].file}; the language detected from the text${part.endsWith('scored') ? '; figures only, its meals are never printed' : ''})`,
    )
    console.log(`  language               carb Acc@7.5      energy within 20 %   carb MAE   absurd (> ${ABSURD_KCAL} kcal and 2× off)`)
    for (const x of langs) {
      const m = x.metrics
      const en = enFor(x)
      const vs = (v, e) => (en && x.language !== 'en' ? ` (${sign(v - e)})` : '')
      console.log(
        `  ${x.label.replace(/^(own languages, (scored part, )?|NutriBench translated, )/, '').padEnd(21)}  ${pad(f1(m.acc_7_5), 5)} %${vs(m.acc_7_5, en?.acc_7_5).padEnd(9)}  ${pad(f1(m.energy_within_20), 5)} %${vs(m.energy_within_20, en?.energy_within_20).padEnd(9)}  ${pad(f1(m.carb_mae_g), 5)} g  ${pad(m.absurd, 6)}${x.meals.length === langs[0].meals.length ? '' : `  (${x.meals.length} of the meals, beside their English)`}`,
      )
    }
    console.log('')
  }

  // The split's gap: what the read part gains over meals nobody looked at.
  for (const base of ['natural', 'metric']) {
    const r = sets.get(base)
    const sc = sets.get(`${base}-scored`)
    if (r?.metrics && sc?.metrics)
      console.log(
        `NutriBench ${base}: read part ${f1(r.metrics.acc_7_5)} % − scored part ${f1(sc.metrics.acc_7_5)} % = ${sign(r.metrics.acc_7_5 - sc.metrics.acc_7_5)} points carb Acc@7.5 (split: ${SPLIT.read_share * 100} % read by a fixed hash, "${SPLIT.salt}")`,
      )
  }
  console.log('')

  if (timing) {
    const per = Object.entries(timing.per_set)
      .map(([k, v]) => `${k} ${v.mean_ms.toFixed(3)}/${v.p95_ms.toFixed(3)}`)
      .join(', ')
    console.log(
      `time per meal: mean ${timing.mean_ms.toFixed(3)} ms, p95 ${timing.p95_ms.toFixed(3)} ms, max ${timing.max_ms.toFixed(3)} ms over ${timing.samples} analyses (${timing.reps} passes over ${timing.meals} meals; target ≤ ${TARGETS.ms} ms)`,
    )
    console.log(`  mean/p95 ms by set: ${per}`)
  } else console.log('time per meal: no meals to time')
  const missed = targets.filter((x) => !x.met)
  const fmtTarget = (x) =>
    `${x.name} ${Number.isFinite(x.value) ? (x.unit === ' %' ? f1(x.value) : x.value.toFixed(x.unit === ' ms' ? 3 : 2)) : x.value}${x.unit} (${x.op} ${x.target}${x.unit})`
  console.log(`targets: ${targets.length - missed.length} of ${targets.length} met${missed.length ? `; MISSED: ${missed.map(fmtTarget).join(', ')}` : ''}`)
}
if (check && !allMet) process.exitCode = 1
