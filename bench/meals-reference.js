// Reference nutrition for the meal evaluation set (bench/meals-eval.json), computed from USDA SR
// alone: each meal is a list of SR foods (NDB_No) and grams chosen by hand as a dietitian would,
// and its reference is the sum of ABBREV per-100 g values scaled by those grams. The curated
// table in src/analysis/foods plays no part here, so the set can grade the analysis engine.
//
//   node bench/meals-reference.js [usdaDir]     prints the table of references
//   import { loadReferences } from './meals-reference.js'
//
// usdaDir defaults to ../shared/data/usda-sr beside the repository (as in CI).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')
export const DEFAULT_USDA_DIR = path.resolve(repoRoot, '..', 'shared', 'data', 'usda-sr')
export const EVAL_PATH = path.join(here, 'meals-eval.json')

// ABBREV.txt columns (0-based): NDB_No, Shrt_Desc, Water, Energ_Kcal, Protein, Lipid_Tot, Ash, Carbohydrt.
const COL = { ndb: 0, kcal: 3, protein: 4, fat: 5, carbohydrate: 7 }

/** Parses ABBREV.txt (^-separated, text in ~, CRLF, Latin-1) into NDB_No → per-100 g macros. */
export async function readAbbrev(usdaDir) {
  const text = await readFile(path.join(usdaDir, 'ABBREV.txt'), 'latin1')
  const rows = new Map()
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue
    const cells = line.split('^').map((c) => c.replace(/^~|~$/g, ''))
    // An empty field means "no value": for these four it never happens in SR, but treat it as 0.
    const num = (i) => (cells[i] === undefined || cells[i] === '' ? 0 : Number(cells[i]))
    rows.set(cells[COL.ndb], {
      description: cells[1],
      calories: num(COL.kcal),
      protein_g: num(COL.protein),
      fat_g: num(COL.fat),
      carbohydrate_g: num(COL.carbohydrate),
    })
  }
  return rows
}

export async function readEvalSet(evalPath = EVAL_PATH) {
  return JSON.parse(await readFile(evalPath, 'utf8'))
}

const round1 = (x) => Math.round(x * 10) / 10

/**
 * For each meal of the evaluation set: { description, reference: { calories, protein_g,
 * carbohydrate_g, fat_g } }, summed over its USDA components. Throws if a component names an
 * NDB_No that ABBREV does not have.
 */
export async function loadReferences(usdaDir = DEFAULT_USDA_DIR, evalPath = EVAL_PATH) {
  const [abbrev, meals] = await Promise.all([readAbbrev(usdaDir), readEvalSet(evalPath)])
  return meals.map((meal) => {
    const total = { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0 }
    for (const c of meal.components) {
      const row = abbrev.get(c.ndb)
      if (!row) throw new Error(`meals-eval: "${meal.description}" names NDB_No ${c.ndb}, not in ABBREV.txt`)
      const f = c.grams / 100
      total.calories += row.calories * f
      total.protein_g += row.protein_g * f
      total.carbohydrate_g += row.carbohydrate_g * f
      total.fat_g += row.fat_g * f
    }
    return {
      description: meal.description,
      reference: {
        calories: Math.round(total.calories),
        protein_g: round1(total.protein_g),
        carbohydrate_g: round1(total.carbohydrate_g),
        fat_g: round1(total.fat_g),
      },
    }
  })
}

async function main() {
  const usdaDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_USDA_DIR
  const refs = await loadReferences(usdaDir)
  const oneLine = (s) => s.replace(/\s*\n\s*/g, ' / ')
  const width = Math.min(70, Math.max(...refs.map((r) => oneLine(r.description).length)))
  const cell = (s, w) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w))
  const num = (x, w) => String(x).padStart(w)
  console.log(`${cell('meal', width)}  ${num('kcal', 6)}  ${num('prot g', 7)}  ${num('carb g', 7)}  ${num('fat g', 7)}`)
  for (const { description, reference: r } of refs)
    console.log(`${cell(oneLine(description), width)}  ${num(r.calories, 6)}  ${num(r.protein_g, 7)}  ${num(r.carbohydrate_g, 7)}  ${num(r.fat_g, 7)}`)
  console.log(`${refs.length} meals, USDA SR from ${usdaDir}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}
