// FNDDS 2017-2018 "At A Glance" → the compact foods-as-eaten table healthd ships
// (data/foods/fndds.json). Reads three CSVs of the release: foods and their other names, the
// nutrients per 100 g, and the household portions with their gram weights.

import fs from 'node:fs'
import path from 'node:path'
import { parseCsv } from './csv.js'

export const FNDDS_RELEASE = 'USDA FNDDS 2017-2018 (At A Glance files)'

const FILES = {
  foods: '2017-2018 FNDDS At A Glance - Foods and Beverages.csv',
  nutrients: '2017-2018 FNDDS At A Glance - FNDDS Nutrient Values.csv',
  portions: '2017-2018 FNDDS At A Glance - Portions and Weights.csv',
}

/** healthd's nutrient keys → the FNDDS column header (matched after collapsing whitespace). */
const NUTRIENT_COLUMNS = {
  calories: 'Energy (kcal)',
  protein_g: 'Protein (g)',
  carbohydrate_g: 'Carbohydrate (g)',
  fat_g: 'Total Fat (g)',
  fiber_g: 'Fiber, total dietary (g)',
  sugar_g: 'Sugars, total (g)',
  sodium_mg: 'Sodium (mg)',
  alcohol_g: 'Alcohol (g)',
  water_g: 'Water (g)',
}

/** Reads a CSV of the release: the first row is a title, the header is the second. */
function readTable(dir, file) {
  const full = path.join(dir, file)
  if (!fs.existsSync(full)) throw new Error(`FNDDS file not found: ${full}`)
  const rows = parseCsv(fs.readFileSync(full, 'utf8'))
  const header = rows[1].map((h) => h.replace(/\s+/g, ' ').trim())
  const at = (name) => {
    const i = header.indexOf(name)
    if (i < 0) throw new Error(`${file}: no column "${name}"`)
    return i
  }
  return { rows: rows.slice(2).filter((r) => r.length > 1 && r[0] !== ''), at }
}

const round = (x, digits) => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/**
 * The FNDDS foods: `{ code, name, other, wweia, category, per100g, alcohol_g, water_g, portions }`,
 * ordered by food code. `other` holds the additional descriptions (other names, brands),
 * `portions` the household portions as `[description, grams]` in the release's order, a
 * brand-specific portion (a subcode) written "description (brand)".
 */
export function readFndds(dir) {
  const foods = new Map()
  const f = readTable(dir, FILES.foods)
  const [fCode, fMain, fMore, fCatNum, fCat] = [
    'Food code',
    'Main food description',
    'Additional food description',
    'WWEIA Category number',
    'WWEIA Category description',
  ].map(f.at)
  for (const r of f.rows) {
    const other = r[fMore]
      .split(';')
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter((s) => s !== '')
    foods.set(r[fCode], {
      code: r[fCode],
      name: r[fMain].trim(),
      other,
      wweia: Number(r[fCatNum]),
      category: r[fCat].trim(),
      per100g: null,
      alcohol_g: 0,
      water_g: 0,
      portions: [],
    })
  }
  const n = readTable(dir, FILES.nutrients)
  const nCode = n.at('Food code')
  const cols = Object.fromEntries(Object.entries(NUTRIENT_COLUMNS).map(([k, h]) => [k, n.at(h)]))
  for (const r of n.rows) {
    const food = foods.get(r[nCode])
    if (!food) throw new Error(`nutrients for unknown food code ${r[nCode]}`)
    const v = (k) => {
      const x = Number(r[cols[k]])
      if (!Number.isFinite(x)) throw new Error(`food ${food.code}: ${NUTRIENT_COLUMNS[k]} is "${r[cols[k]]}"`)
      return x
    }
    food.per100g = {
      calories: round(v('calories'), 0),
      protein_g: round(v('protein_g'), 2),
      carbohydrate_g: round(v('carbohydrate_g'), 2),
      fat_g: round(v('fat_g'), 2),
      fiber_g: round(v('fiber_g'), 1),
      sugar_g: round(v('sugar_g'), 2),
      sodium_mg: round(v('sodium_mg'), 0),
    }
    food.alcohol_g = round(v('alcohol_g'), 1)
    food.water_g = round(v('water_g'), 1)
  }
  const p = readTable(dir, FILES.portions)
  const [pCode, pSub, pSubDesc, pSeq, pDesc, pGrams] = [
    'Food code',
    'Subcode',
    'Subcode description',
    'Seq num',
    'Portion description',
    'Portion weight (g)',
  ].map(p.at)
  const seen = new Map()
  for (const r of p.rows) {
    const food = foods.get(r[pCode])
    if (!food) throw new Error(`portion for unknown food code ${r[pCode]}`)
    const grams = Number(r[pGrams])
    if (!(grams > 0)) continue
    const brand = r[pSub] !== '' && r[pSub] !== '0' ? r[pSubDesc].trim() : ''
    const desc = r[pDesc].replace(/\s+/g, ' ').trim() + (brand !== '' ? ` (${brand})` : '')
    const key = `${food.code}|${desc.toLowerCase()}`
    if (seen.has(key)) continue
    seen.set(key, true)
    food.portions.push([desc, round(grams, 1), Number(r[pSeq]) || 0, brand !== '' ? 1 : 0])
  }
  const out = []
  for (const food of [...foods.values()].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!food.per100g) throw new Error(`food ${food.code} has no nutrients`)
    // Release order: generic portions by sequence, then the brand-specific ones.
    food.portions.sort((a, b) => a[3] - b[3] || a[2] - b[2])
    food.portions = food.portions.map(([d, g]) => [d, g])
    out.push(food)
  }
  return out
}

/**
 * Other names for FNDDS foods, from the curated source's `fndds_aliases` rows
 * (`{ fndds, name, aliases, note }`): a food eaten around the world that FNDDS codes under an
 * English name ("Bread, chappatti or roti, wheat" is chapati, roti, phulka). `name` must be the
 * food's FNDDS name, so that a row cannot silently point at another food. Adds `aliases`
 * (lower case) to the food.
 */
export function addFnddsAliases(foods, rows) {
  const byCode = new Map(foods.map((f) => [f.code, f]))
  for (const row of rows) {
    const food = byCode.get(row.fndds)
    if (!food) throw new Error(`fndds_aliases: FNDDS has no food ${row.fndds}`)
    if (food.name !== row.name) throw new Error(`fndds_aliases: FNDDS ${row.fndds} is "${food.name}", not "${row.name}"`)
    if (!Array.isArray(row.aliases) || row.aliases.length === 0) throw new Error(`fndds_aliases ${row.fndds}: no aliases`)
    food.aliases = [...(food.aliases ?? []), ...row.aliases.map((a) => a.toLowerCase())]
  }
}

/** The JSON text of the table: one food per line, so a change shows as a line in a diff. */
export function fnddsJson(foods) {
  const lines = foods.map((f) => `  ${JSON.stringify(f)}`)
  return `{"source": ${JSON.stringify(FNDDS_RELEASE)}, "count": ${foods.length}, "foods": [\n${lines.join(',\n')}\n]}\n`
}
