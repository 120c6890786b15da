// NutriBench reading and the meal-accuracy metrics shared by the meal benchmarks.
//
//   import { loadNutriBench, mealMetrics, worstMeals } from './meal-metrics.js'
//
// NutriBench v1 (Hua et al., "NutriBench: A Dataset for Evaluating Large Language Models on
// Nutrition Estimation from Meal Descriptions") is CC BY-NC-SA 4.0 and used here to evaluate
// only: it is read at run time from a folder outside the repository (by default
// ../shared/data/nutribench-dev beside it), and no meal from it is ever stored in the project.
// When the folder is not there, loadNutriBench returns null and the caller skips the set.
//
// The metrics take rows of { reference: { carb, energy }, estimate: { carb, energy }, confidence }
// (protein and fat too when both sides have them), so the project's own sets can be graded the
// same way.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCsv } from '../scripts/foods/csv.js'

const here = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_NUTRIBENCH_DIR = path.resolve(here, '..', '..', 'shared', 'data', 'nutribench-dev')

/** The two files of the development split: the same meals row for row, portions in words or grams. */
export const NUTRIBENCH_FILES = {
  natural: 'wweia_meal_natural_dev.csv',
  metric: 'wweia_meal_metric_dev.csv',
}

/** The paper's carbohydrate tolerance: an estimate within 7.5 g of the reference is "accurate". */
export const ACC_TOLERANCE_G = 7.5
/** Energy counts as right within 20 % of the reference. */
export const ENERGY_TOLERANCE = 0.2
/** For a reference of 0 kcal (water, black coffee) a relative error is undefined: an estimate up
 * to this many kcal counts as within tolerance (0 % error), anything more as outside it (an
 * infinite % error, so it ranks above every finite error in medians). */
export const ZERO_ENERGY_SLACK_KCAL = 10

/**
 * Published carbohydrate Acc@7.5 on NutriBench's natural-language meals, for comparison, as the
 * authors report them (their full sets, not this development split). The dataset's README puts
 * the Llama 3.1 8B figure on the later v2 set.
 */
export const PUBLISHED_BASELINES = [
  { model: 'GPT-4o with chain of thought', acc_7_5: 66.8, source: 'Hua et al., NutriBench (as reported)' },
  { model: 'Llama 3.1 8B', acc_7_5: 33, source: 'Hua et al., NutriBench', note: 'v2 set' },
]

/**
 * Reads one NutriBench CSV (columns meal_description,carb,protein,fat,energy, in any order) into
 * [{ row, description, reference: { carb, protein, fat, energy } }]; `row` is the 1-based data row
 * (the header is not counted), to find a meal again in the file.
 */
export async function readNutriBenchCsv(file) {
  const [header, ...records] = parseCsv(await readFile(file, 'utf8'))
  const col = Object.fromEntries(header.map((h, i) => [h.trim(), i]))
  for (const name of ['meal_description', 'carb', 'protein', 'fat', 'energy']) {
    if (col[name] === undefined) throw new Error(`${file}: no column "${name}" (has ${header.join(', ')})`)
  }
  return records.map((r, i) => {
    const num = (name) => {
      const v = Number(r[col[name]])
      if (!Number.isFinite(v)) throw new Error(`${file}: data row ${i + 1}: ${name} is not a number`)
      return v
    }
    return {
      row: i + 1,
      description: r[col.meal_description],
      reference: { carb: num('carb'), protein: num('protein'), fat: num('fat'), energy: num('energy') },
    }
  })
}

/**
 * The development split: { dir, natural, metric, missing } where natural and metric are the rows
 * of each file (null when that file is absent, and then named in `missing`), or null when the
 * folder itself is not there.
 */
export async function loadNutriBench(dir = DEFAULT_NUTRIBENCH_DIR) {
  if (!existsSync(dir)) return null
  const out = { dir, natural: null, metric: null, missing: [] }
  for (const [set, name] of Object.entries(NUTRIBENCH_FILES)) {
    const file = path.join(dir, name)
    if (existsSync(file)) out[set] = await readNutriBenchCsv(file)
    else out.missing.push(name)
  }
  return out
}

/**
 * The development split's two parts, fixed once by a hash of each meal's household-portion text
 * (the grams file is the same meals row for row, so a meal is in the same part in both): about 60 %
 * is read (its meals and failures are printed, and changes are made looking at them) and about 40 %
 * is only scored (the benchmark prints its figures, never its meals). A change is kept only when
 * the scored part improves too; the gap between the parts is the fitting a change does to what was
 * read. The salt is never changed: a new salt would reshuffle what has been read into the scored part.
 */
export const SPLIT = { salt: 'healthd nutribench-dev split 1', read_share: 0.6 }

/** 'read' or 'scored': the part of the split a meal is in, from its household-portion description. */
export function partOf(naturalDescription) {
  const h = createHash('sha256').update(`${SPLIT.salt}\n${naturalDescription}`).digest()
  return h.readUInt32BE(0) / 2 ** 32 < SPLIT.read_share ? 'read' : 'scored'
}

// ---------------------------------------------------------------------------------------------
// Metrics

export const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN)

/** Median; NaN for none. Infinite values sort last. */
export function median(xs) {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  if (s.length % 2) return s[m]
  const lo = s[m - 1]
  const hi = s[m]
  return lo === hi ? lo : lo + (hi - lo) / 2 // Infinity + Infinity − Infinity would be NaN
}

/** Value at quantile q (0..1) by the nearest rank below; NaN for none. */
export function quantile(xs, q, sorted = false) {
  if (!xs.length) return NaN
  const s = sorted ? xs : [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]
}

/**
 * |estimate − reference| / reference in %. A reference of 0 kcal counts as 0 % when the estimate
 * is at most ZERO_ENERGY_SLACK_KCAL, and as Infinity otherwise.
 */
export function energyErrorPct(estimate, reference) {
  if (reference > 0) return (Math.abs(estimate - reference) / reference) * 100
  return Math.abs(estimate) <= ZERO_ENERGY_SLACK_KCAL ? 0 : Infinity
}

/** Within 20 % of the reference; for a reference of 0 kcal, an estimate ≤ 10 kcal is within. */
export function energyWithin(estimate, reference) {
  if (reference > 0) return Math.abs(estimate - reference) <= ENERGY_TOLERANCE * reference
  return Math.abs(estimate) <= ZERO_ENERGY_SLACK_KCAL
}

export const carbAccurate = (estimate, reference) => Math.abs(estimate - reference) <= ACC_TOLERANCE_G

const pct = (k, n) => (n ? (k / n) * 100 : NaN)

/** Acc@7.5 (%), carb MAE (g), energy within 20 % (%) and median |energy error| (%) of some rows. */
function coreMetrics(rows) {
  const n = rows.length
  let acc = 0
  let within = 0
  const carbErr = []
  const energyPct = []
  for (const r of rows) {
    if (carbAccurate(r.estimate.carb, r.reference.carb)) acc++
    if (energyWithin(r.estimate.energy, r.reference.energy)) within++
    carbErr.push(Math.abs(r.estimate.carb - r.reference.carb))
    energyPct.push(energyErrorPct(r.estimate.energy, r.reference.energy))
  }
  return {
    n,
    acc_7_5: pct(acc, n),
    carb_mae_g: mean(carbErr),
    energy_within_20: pct(within, n),
    energy_median_abs_pct: median(energyPct),
    absurd: rows.filter(absurd).length,
  }
}

/**
 * Issue 27's absurd answer: more than ABSURD_KCAL kcal and more than twice (or under half) the
 * reference's energy. No set may have one.
 */
export const ABSURD_KCAL = 1000
export function absurd(r) {
  const off = Math.abs(r.estimate.energy - r.reference.energy)
  return off > ABSURD_KCAL && (r.estimate.energy > 2 * r.reference.energy || r.estimate.energy < r.reference.energy / 2)
}

/**
 * Rows sorted by confidence (ascending; ties keep their input order) and cut into k groups of
 * near-equal size by rank: [{ group (1 = least confident), n, confidence_min, confidence_max,
 * energy_median_abs_pct, acc_7_5 }].
 */
export function confidenceGroups(rows, k) {
  const sorted = rows
    .map((r, i) => [r, i])
    .sort((a, b) => a[0].confidence - b[0].confidence || a[1] - b[1])
    .map(([r]) => r)
  const groups = []
  for (let g = 0; g < k; g++) {
    const part = sorted.slice(Math.floor((g * sorted.length) / k), Math.floor(((g + 1) * sorted.length) / k))
    if (!part.length) continue
    const m = coreMetrics(part)
    groups.push({
      group: g + 1,
      n: part.length,
      confidence_min: part[0].confidence,
      confidence_max: part[part.length - 1].confidence,
      energy_median_abs_pct: m.energy_median_abs_pct,
      acc_7_5: m.acc_7_5,
    })
  }
  return groups
}

/** top / bottom; 1 when both are 0, Infinity when only the bottom is. */
function ratio(top, bottom) {
  if (bottom === 0) return top === 0 ? 1 : Infinity
  return top / bottom
}

/**
 * Everything the meal benchmarks report about a set of rows
 * ({ reference: { carb, energy, protein?, fat? }, estimate: { same }, confidence }):
 * n, acc_7_5 (% within 7.5 g carbohydrate), carb_mae_g, energy_within_20 (%),
 * energy_median_abs_pct, protein_mae_g / fat_mae_g (when given), reference_zero_energy (how many
 * references are 0 kcal), and by_confidence: { distinct, deciles, quintiles,
 * top_bottom_energy_ratio } — the median |energy error| of the most confident fifth over that
 * of the least confident fifth (below 1: confidence means something).
 */
export function mealMetrics(rows) {
  const out = coreMetrics(rows)
  for (const k of ['protein', 'fat']) {
    const errs = rows.filter((r) => Number.isFinite(r.reference[k]) && Number.isFinite(r.estimate[k])).map((r) => Math.abs(r.estimate[k] - r.reference[k]))
    if (errs.length === rows.length && errs.length) out[`${k}_mae_g`] = mean(errs)
  }
  out.reference_zero_energy = rows.filter((r) => !(r.reference.energy > 0)).length
  const quintiles = confidenceGroups(rows, 5)
  const top = quintiles[quintiles.length - 1]
  const bottom = quintiles[0]
  out.by_confidence = {
    distinct: new Set(rows.map((r) => r.confidence)).size,
    deciles: confidenceGroups(rows, 10),
    quintiles,
    top_bottom_energy_ratio: top && bottom && quintiles.length > 1 ? ratio(top.energy_median_abs_pct, bottom.energy_median_abs_pct) : NaN,
  }
  return out
}

/**
 * The n rows with the largest error, worst first: by |carb error| in g ('carb', the paper's
 * metric), |energy error| in kcal ('kcal') or in % ('pct'). Ties keep input order.
 */
export function worstMeals(rows, n, by = 'carb') {
  const key = {
    carb: (r) => Math.abs(r.estimate.carb - r.reference.carb),
    kcal: (r) => Math.abs(r.estimate.energy - r.reference.energy),
    pct: (r) => energyErrorPct(r.estimate.energy, r.reference.energy),
  }[by]
  if (!key) throw new Error(`worstMeals: unknown ordering "${by}" (carb, kcal or pct)`)
  return rows
    .map((r, i) => [r, key(r), i])
    .sort((a, b) => b[1] - a[1] || a[2] - b[2])
    .slice(0, n)
    .map(([r]) => r)
}
