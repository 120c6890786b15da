// A fingerprint of the meal analysis's answers: analyzeMeal over every meal of every bench set
// (bench/meals.js's sets) and test/analysis/world-meals.json, one sha256 per set of the JSON
// outputs. A refactor of src/analysis must leave every hash as it was.
//
//   npm run build && node scripts/analysis-fingerprint.js [--dist DIR] [--save FILE] [--compare FILE] [--extra N]
//
//   --dist DIR      the build to fingerprint (default dist/ of this repository): another worktree's
//                   dist/ fingerprints that one, against the same sets
//   --save FILE     also write each meal's output hash to FILE (JSON), for --compare
//   --compare FILE  print which meals changed since FILE was saved: the description for the sets
//                   one may read, only a count for the NutriBench scored part
//   --extra N       one more set: N further FNDDS-generated meals (seed 2), households and grams
//   --texts FILE    one more set: the descriptions a JSON array in FILE holds (phrasings the unit
//                   tests use, say, collected once so the set stays the same while tests move)
//
// Sets: NutriBench development split (natural and metric, read and scored part; read from
// ../shared/data/nutribench-dev, skipped when absent), FNDDS-generated meals (1,000, seed 1,
// household and grams, from ../shared/data/fndds-2017-2018), the own sets (bench/meals-eval.json,
// bench/meals-heldout.json), the languages sets (bench/meals-languages.json and its scored part
// bench/meals-languages-scored.json, each language, no language given), and the world meals. The
// scored parts' meals are never printed: their hashes and, with --compare, a count of changed
// meals are all that is shown.

import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { loadNutriBench, partOf } from '../bench/meal-metrics.js'
import { fnddsMeals } from '../bench/fndds-meals.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')

function arg(name) {
  const i = process.argv.indexOf(`--${name}`)
  return i < 0 ? undefined : process.argv[i + 1]
}
const dist = path.resolve(arg('dist') ?? path.join(root, 'dist'))
const save = arg('save')
const compare = arg('compare')
const extra = Number(arg('extra') ?? 0)
const texts = arg('texts')

const { analyzeMeal, defaultFoodIndex } = await import(pathToFileURL(path.join(dist, 'analysis', 'index.js')).href)
const index = defaultFoodIndex()

/** name → { hidden, meals: [description] } */
const sets = new Map()
const nb = await loadNutriBench()
if (nb?.natural && nb.metric) {
  const parts = nb.natural.map((m) => partOf(m.description))
  for (const base of ['natural', 'metric'])
    for (const part of ['read', 'scored'])
      sets.set(`nutribench-${base}-${part}`, { hidden: part === 'scored', meals: nb[base].filter((_m, i) => parts[i] === part).map((m) => m.description) })
} else console.error('NutriBench development split not found: its sets are skipped')
const generated = fnddsMeals(undefined, { count: 1000, seed: 1 })
if (generated) {
  sets.set('fndds-household', { meals: generated.household.map((m) => m.description) })
  sets.set('fndds-grams', { meals: generated.grams.map((m) => m.description) })
  if (extra > 0) {
    const more = fnddsMeals(undefined, { count: extra, seed: 2 })
    sets.set('fndds-extra', { meals: [...more.household, ...more.grams].map((m) => m.description) })
  }
} else console.error('FNDDS not found: the generated sets are skipped')
for (const name of ['eval', 'heldout'])
  sets.set(`own-${name}`, { meals: JSON.parse(readFileSync(path.join(root, 'bench', `meals-${name}.json`), 'utf8')).map((m) => m.description) })
const languages = JSON.parse(readFileSync(path.join(root, 'bench', 'meals-languages.json'), 'utf8')).meals
for (const code of ['en', 'de', 'fr', 'es', 'pt', 'it']) sets.set(`languages-${code}`, { meals: languages.map((m) => m[code]) })
// The languages' scored part: its meals are never printed.
const languagesScored = JSON.parse(readFileSync(path.join(root, 'bench', 'meals-languages-scored.json'), 'utf8')).meals
for (const code of ['en', 'de', 'fr', 'es', 'pt', 'it']) sets.set(`languages-scored-${code}`, { hidden: true, meals: languagesScored.map((m) => m[code]) })
sets.set('world-meals', { meals: JSON.parse(readFileSync(path.join(root, 'test', 'analysis', 'world-meals.json'), 'utf8')).meals.map((m) => m.description) })
if (texts) sets.set('texts', { meals: JSON.parse(readFileSync(texts, 'utf8')) })

const sha = (s) => createHash('sha256').update(s).digest('hex')
const saved = compare ? JSON.parse(readFileSync(compare, 'utf8')) : null
const perMeal = {}
for (const [name, set] of sets) {
  const outputs = set.meals.map((description) => JSON.stringify(analyzeMeal({ description }, index)))
  console.log(`${name.padEnd(26)} ${String(outputs.length).padStart(5)}  ${sha(outputs.join('\n'))}`)
  const hashes = outputs.map(sha)
  perMeal[name] = hashes
  const before = saved?.[name]
  if (!before) continue
  const changed = hashes.map((h, i) => (h !== before[i] ? i : -1)).filter((i) => i >= 0)
  if (changed.length === 0) continue
  if (set.hidden) console.log(`  ${changed.length} meals changed (a scored part: not shown)`)
  else for (const i of changed) console.log(`  changed: ${set.meals[i]}`)
}
if (save) writeFileSync(save, JSON.stringify(perMeal))
