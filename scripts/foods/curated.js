// The curated food table: its rows (data/foods/curated.source.json: names, aliases, portions and
// where each food's nutrients come from) joined with USDA SR (ABBREV.txt) into the Food[] that
// healthd ships as data/foods/curated.json.
//
// A row takes its per-100 g figures from one of:
//   usda     the SR NDB_No it cites: SR's figures as printed in ABBREV.
//   recipe   SR ingredients by weight (`grams`) or percentage (`share`), summed and brought to 100 g
//            (to `yieldGrams` instead when the recipe states a cooked weight: water lost in cooking
//            concentrates the rest). Computed figures are rounded like SR prints them: kcal and
//            sodium to whole units, grams to two decimals.
//   per100g  stated figures, only where no SR code can give them (the row's note says where from).
// and `fill` replaces nutrients that SR leaves empty (or that the row corrects; a key may name
// several, "fiber_g, sugar_g"), each by
//   { usda }            that SR row's figure, { usda, scaleBy: n } scaled by the ratio of nutrient n,
//   { recipe }          an ingredient mix as above, { nutrient } another nutrient of the same food,
//   { value }           a stated figure (with a note saying why).
// SR fibre or sugar left empty on a food with under 1 g carbohydrate is 0 (neither can exceed the
// carbohydrate). An ingredient SR leaves empty takes the fill of the row that cites its code.
// Names on ingredients and fills are SR's Long_Desc, checked here so that they cannot go stale.
//
// A row may cite the FNDDS food its household portions are weighed as (`fndds`: `{ code, name }`,
// the name checked against FNDDS): NutriBench-style references and the survey's own recalls weigh
// "a scoop", "a slice", "a medium" by FNDDS's "Portions and Weights", so every unit of the row that
// the FNDDS food lists once, plainly ("1 scoop", "1 slice (…)", "1 medium, NFS"), must carry FNDDS's
// weight; the build fails, naming it, when it does not. Units FNDDS lacks keep the row's figure.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFndds } from './fndds.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CURATED_SOURCE = path.join(root, 'data', 'foods', 'curated.source.json')

/** Nutrient key, ABBREV column, decimals of a computed figure. */
const NUTRIENTS = [
  ['calories', 3, 0],
  ['protein_g', 4, 2],
  ['carbohydrate_g', 7, 2],
  ['fat_g', 5, 2],
  ['fiber_g', 8, 2],
  ['sugar_g', 9, 2],
  ['sodium_mg', 15, 0],
]
const KEYS = NUTRIENTS.map(([k]) => k)
const DECIMALS = Object.fromEntries(NUTRIENTS.map(([k, , d]) => [k, d]))

function readCaretFile(file) {
  const rows = []
  for (const line of fs.readFileSync(file, 'latin1').split(/\r?\n/)) {
    if (line) rows.push(line.split('^').map((c) => c.replace(/^~|~$/g, '')))
  }
  return rows
}

/** SR per 100 g (null where SR has no value) and Long_Desc, by NDB_No. */
export function readSr(srDir) {
  const foods = new Map()
  for (const cells of readCaretFile(path.join(srDir, 'ABBREV.txt'))) {
    const n = {}
    for (const [k, col] of NUTRIENTS) n[k] = cells[col] === '' || cells[col] === undefined ? null : Number(cells[col])
    foods.set(cells[0], { per100g: n, name: cells[1] })
  }
  for (const cells of readCaretFile(path.join(srDir, 'FOOD_DES.txt'))) {
    const f = foods.get(cells[0])
    if (f) f.name = cells[2]
  }
  return foods
}

// Figures are worked in exact decimals (SR prints at most three places, weights one or two), as
// integers in millionths, so that a half is exactly a half (and rounds up) whatever the order of
// the sum: float sums put 1.755 on either side of the half.
const UNIT = 1_000_000n
const exact = (x) => BigInt(Math.round(x * 1e6))

/** num / den (integers at the same scale, den > 0) rounded to `key`'s decimals. */
function roundRatio(num, den, key) {
  const f = 10n ** BigInt(DECIMALS[key])
  const q = num * f
  let whole = q / den
  const rem = q % den
  if (rem * 2n >= den) whole += 1n
  return Number(whole) / Number(f)
}

/**
 * An FNDDS food's plain household portions by unit: "1 scoop" → scoop, "1 piece (1/12 of 10\" dia)"
 * → piece, "1 slice, NFS" → slice, per one unit. A portion qualified after a comma ("1 cup, diced",
 * "1 slice, crust not eaten") or for a brand is another measure; a unit listed at two weights
 * ("1 bottle (12 fl oz)", "1 bottle (20 fl oz)") is ambiguous and left out. A size told with one
 * of the row's own units ("1 medium cookie" for a row measured in cookies) is that size, unless
 * FNDDS also lists the size alone.
 */
export function fnddsUnitWeights(food, ownUnits = []) {
  const by = new Map()
  const sized = new Map()
  for (const [desc, grams] of food.portions) {
    // A unit told again with its size in brackets, beside the plain one: the plain one is the unit.
    if (/\([^)]*\)$/.test(desc) && food.portions.some(([d]) => d === desc.replace(/\s*\([^)]*\)$/, ''))) continue
    const m = /^(\d+(?:\.\d+)?(?:\/\d+)?)\s+([^(,]+?)\s*(\([^)]*\))?\s*(,\s*NFS)?$/i.exec(desc)
    // A brand's portion ("1 small (Dum Dums)") weighs that brand, not the food.
    if (!m || (m[3] !== undefined && /^\((?!NFS\))[A-Z]/.test(m[3]))) continue
    const [num, den] = m[1].split('/')
    const count = den !== undefined ? Number(num) / Number(den) : Number(num)
    const unit = m[2].toLowerCase()
    const g = Math.round((grams / count) * 10) / 10
    by.set(unit, by.has(unit) && by.get(unit) !== g ? null : g)
    const size = /^(small|medium|large|extra large|mini)\s+(.+)$/.exec(unit)
    if (size && ownUnits.includes(size[2])) sized.set(size[1], sized.has(size[1]) && sized.get(size[1]) !== g ? null : g)
  }
  for (const [u, g] of sized) if (!by.has(u)) by.set(u, g)
  for (const [u, g] of by) if (g === null) by.delete(u)
  return by
}

/** Reads the source rows, SR and FNDDS and returns the curated table, in the rows' order. */
export function buildCurated({ srDir, fnddsDir = path.resolve(srDir, '..', 'fndds-2017-2018'), fndds, sourcePath = CURATED_SOURCE }) {
  const source = JSON.parse(fs.readFileSync(sourcePath, 'utf8'))
  const sr = readSr(srDir)
  const rows = source.foods
  let survey
  const surveyFood = (cite, where) => {
    survey ??= new Map((fndds ?? readFndds(fnddsDir)).map((f) => [f.code, f]))
    const f = survey.get(cite?.code)
    if (!f) throw new Error(`${where}: FNDDS has no food ${cite?.code}`)
    if (f.name !== cite.name) throw new Error(`${where}: FNDDS ${cite.code} is "${f.name}", not "${cite.name}"`)
    return f
  }
  const citing = new Map()
  for (const row of rows) if (row.usda !== undefined && !citing.has(row.usda)) citing.set(row.usda, row)

  const srFood = (code, where) => {
    const f = sr.get(code)
    if (!f) throw new Error(`${where}: SR has no food ${code}`)
    return f
  }
  const checkName = (item, where) => {
    if (item.name !== undefined && item.name !== srFood(item.usda, where).name)
      throw new Error(`${where}: SR ${item.usda} is "${srFood(item.usda, where).name}", not "${item.name}"`)
  }

  // SR figures of a code with its gaps filled: by the row citing it, or 0 under 1 g carbohydrate.
  const filled = new Map()
  const resolving = new Set()
  function srFilled(code, where) {
    const done = filled.get(code)
    if (done) return done
    if (resolving.has(code)) throw new Error(`${where}: fills of SR ${code} depend on themselves`)
    resolving.add(code)
    const n = { ...srFood(code, where).per100g }
    const row = citing.get(code)
    if (row?.fill) applyFills(n, row.fill, row.id)
    for (const k of ['fiber_g', 'sugar_g']) if (n[k] === null && n.carbohydrate_g !== null && n.carbohydrate_g < 1) n[k] = 0
    resolving.delete(code)
    filled.set(code, n)
    return n
  }

  // Sum of ingredient figures by weight, per 100 g of the recipe (or of its cooked yield).
  function mix(items, yieldGrams, where) {
    if (!Array.isArray(items) || items.length === 0) throw new Error(`${where}: empty recipe`)
    let weight = 0n
    const sum = Object.fromEntries(KEYS.map((k) => [k, 0n]))
    for (const item of items) {
      const w = item.grams ?? item.share
      if (typeof w !== 'number' || !(w > 0) || (item.grams !== undefined && item.share !== undefined))
        throw new Error(`${where}: ingredient ${item.usda} needs grams or share`)
      checkName(item, where)
      const n = srFilled(item.usda, where)
      for (const k of KEYS) {
        if (n[k] === null) throw new Error(`${where}: SR ${item.usda} has no ${k} and no row fills it`)
        sum[k] += exact(n[k]) * exact(w)
      }
      weight += exact(w)
    }
    const per = yieldGrams === undefined ? weight : exact(yieldGrams)
    if (!(per > 0n)) throw new Error(`${where}: yieldGrams must be positive`)
    return Object.fromEntries(KEYS.map((k) => [k, roundRatio(sum[k], per * UNIT, k)]))
  }

  function applyFills(n, fills, where) {
    for (const [keys, spec] of Object.entries(fills))
      for (const k of keys.split(/,\s*/)) {
        if (!KEYS.includes(k)) throw new Error(`${where}: fill of unknown nutrient ${k}`)
        const at = `${where} fill ${k}`
        if (spec.value !== undefined) n[k] = spec.value
        else if (spec.recipe !== undefined) n[k] = mix(spec.recipe, undefined, at)[k]
        else if (spec.nutrient !== undefined) {
          if (n[spec.nutrient] === null || n[spec.nutrient] === undefined) throw new Error(`${at}: no ${spec.nutrient}`)
          n[k] = n[spec.nutrient]
        } else if (spec.usda !== undefined) {
          checkName(spec, at)
          const other = srFilled(spec.usda, at)
          if (other[k] === null) throw new Error(`${at}: SR ${spec.usda} has no ${k} either`)
          if (spec.scaleBy === undefined) n[k] = other[k]
          else {
            if (!(other[spec.scaleBy] > 0) || n[spec.scaleBy] === null) throw new Error(`${at}: cannot scale by ${spec.scaleBy}`)
            n[k] = roundRatio(exact(other[k]) * exact(n[spec.scaleBy]), exact(other[spec.scaleBy]) * UNIT, k)
          }
        } else throw new Error(`${at}: needs value, recipe, nutrient or usda`)
      }
  }

  const ids = new Set()
  return rows.map((row) => {
    if (ids.has(row.id)) throw new Error(`${row.id}: repeated id`)
    ids.add(row.id)
    const kinds = ['usda', 'recipe', 'per100g'].filter((k) => row[k] !== undefined)
    if (kinds.length !== 1) throw new Error(`${row.id}: needs exactly one of usda, recipe, per100g`)
    let n
    if (row.usda !== undefined) n = { ...srFilled(row.usda, row.id) }
    else if (row.recipe !== undefined) {
      n = mix(row.recipe, row.yieldGrams, row.id)
      if (row.fill) applyFills(n, row.fill, row.id)
    } else {
      n = { ...row.per100g }
      if (row.fill) applyFills(n, row.fill, row.id)
    }
    for (const k of KEYS) {
      if (typeof n[k] !== 'number' || !Number.isFinite(n[k])) throw new Error(`${row.id}: no ${k} (SR leaves it empty: add a fill)`)
    }
    const food = { id: row.id, name: row.name, category: row.category }
    if (row.usda !== undefined) food.usda = row.usda
    food.aliases = row.aliases
    food.per100g = Object.fromEntries(KEYS.map((k) => [k, n[k]]))
    food.portions = row.portions.map((p) => ({ unit: p.unit, grams: p.grams }))
    if (row.fndds !== undefined) {
      const weights = fnddsUnitWeights(
        surveyFood(row.fndds, row.id),
        row.portions.map((p) => p.unit),
      )
      for (const p of food.portions) {
        const g = weights.get(p.unit)
        if (g !== undefined && Math.abs(g - p.grams) > 0.5) throw new Error(`${row.id}: FNDDS ${row.fndds.code} weighs 1 ${p.unit} at ${g} g, not ${p.grams} g`)
      }
      food.fndds = row.fndds.code
    }
    food.defaultGrams = row.defaultGrams
    if (row.density !== undefined) food.density = row.density
    return food
  })
}

/** data/foods/curated.json: a header, then one food per line (so a changed food is a one-line diff). */
export function curatedJson(foods) {
  const source = {
    rows: 'data/foods/curated.source.json',
    nutrients: 'USDA National Nutrient Database for Standard Reference, ABBREV.txt (public domain)',
    build: 'npm run foods:build',
  }
  return `{"source": ${JSON.stringify(source)},\n"foods": [\n${foods.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`
}
