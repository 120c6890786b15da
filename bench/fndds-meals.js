// Meals generated from FNDDS itself: the main regression corpus of meal analysis, written by no
// one here. Every NutriBench meal (the development split and the held-out ones) is FNDDS foods in
// FNDDS portions, retold in words; this corpus draws foods and portions from the same table with a
// fixed seed and writes them the ways people and the survey say them, so a rule that reads only the
// phrasings of the development split gains nothing here. References are the table's own nutrients
// scaled by the portion's weight.
//
//   import { fnddsMeals } from './fndds-meals.js'
//   fnddsMeals(dir, { count: 600, seed: 1 }) → { household: [...], grams: [...] }
//   node bench/fndds-meals.js [fnddsDir] [count]    prints a sample
//
// Each set holds the same meals, row for row: `household` with the FNDDS portion in words ("a cup
// of", "2 slices of", "a medium"), `grams` with the portion's weight, a third of them written before
// the food as people write a dish's weight ("a 159 g egg and cheese sandwich"). Rows are
// { row, description, reference: { carb, protein, fat, energy }, foods: [{ code, name, portion, grams }] }.

import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFndds } from '../scripts/foods/fndds.js'
import { seeded } from './random.js'

const here = path.dirname(fileURLToPath(import.meta.url))
export const DEFAULT_FNDDS_DIR = path.resolve(here, '..', '..', 'shared', 'data', 'fndds-2017-2018')

const random = seeded

// Parts of FNDDS names that say how the survey coded a food, not what anyone calls it.
const CODING =
  /^(nfs|ns as to .*|from .*restaurant|from fast food.*|from school.*|made with .*|home recipe|commercial|from frozen|from canned|from fresh|regular|with added vitamin.*|ready-to-drink|not fortified)$/i

/**
 * A food's name as a person might write it: the main word last, its plain qualifiers before it
 * ("Chicken breast, baked" → "baked chicken breast"), survey coding left out, and what remains
 * after "with" kept ("Pancakes, with syrup" → "pancakes with syrup").
 */
export function spokenName(name) {
  const parts = name
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '' && !CODING.test(p))
  if (!parts.length) return name.toLowerCase()
  const [head, ...rest] = parts
  const before = []
  const after = []
  for (const p of rest) {
    if (/^(with|without|in|on|and|or|no|from|made|skin|fat|added|w\/)\b/.test(p) || p.split(' ').length > 2) after.push(p)
    else before.push(p)
  }
  return [...before, head, ...after].join(' ').replace(/\s+/g, ' ')
}

/**
 * A FNDDS portion ("1 cup", "1 medium (7" long)", "1 oz, boneless, raw") as words for `count` of
 * it, or null when it names no amount one would say.
 */
function spokenPortion(desc, count) {
  // A whole round thing by its diameter: "1 pie (9" dia)" is a whole 9-inch pie.
  const dia = /^1 (pie|cake|pizza|quiche|tart|torte|cheesecake|small|medium|large)\b[^(]*\((\d+)" dia\)/i.exec(desc)
  if (dia && count === 1) return `a whole ${dia[2]}-inch${/^(small|medium|large)$/i.test(dia[1]) ? '' : ` ${dia[1].toLowerCase()}`}`
  // A pizza by its size class ("1 small pizza (8-10" diameter)", 424 g): the whole pizza, one or
  // several; "a small pizza" alone is, in the survey's own words, as often one of its pieces.
  const sized = /^1 (small|medium|large|extra-large) pizza \(\d+-\d+" diameter\)/i.exec(desc)
  if (sized) return `${count === 1 ? 'a' : count} whole ${sized[1].toLowerCase().replace('-', ' ')}`
  if (/^1 loaf\b/i.test(desc) && count === 1) return 'a whole loaf'
  // "1 cake, 2 layer (…)", "1 jelly roll": the whole of it.
  if (/^1 (cake|pie|pizza|quiche|jelly roll|coffee cake|cheesecake)\b/i.test(desc) && count === 1)
    return `a whole ${/^1 ([a-z ]+?)\b(,|\(|$)/i.exec(desc)?.[1]?.toLowerCase() ?? 'one'}`
  const d = desc
    .replace(/\([^)]*\)/g, '')
    .split(',')[0]
    .replace(/\s+/g, ' ')
    .trim()
  const m = /^(\d+(?:\.\d+)?|\d+\/\d+|\d+-\d+\/\d+)\s+(.+)$/.exec(d)
  if (!m) return null
  if (/quantity not specified|guideline|^[0-9]/i.test(m[2])) return null
  const unit = m[2].toLowerCase()
  if (m[1] !== '1') return `${m[1]} ${unit}`
  if (count === 1) return /^[aeiou]/.test(unit) ? `an ${unit}` : `a ${unit}`
  return `${count} ${unit.replace(/([^s])$/, '$1s')}`
}

/**
 * The portion and the food together: "a cup of chocolate pudding"; a size or a portion that is the
 * food itself before its name ("a medium apple", "a large fried chicken drumstick", not "a
 * drumstick of fried chicken drumstick").
 */
function spokenItem(portion, name, grams) {
  const p = portion.replace(/ (each|items?)$/, '')
  const unit = p.replace(/^(an?|\d+)\s+/, '')
  const words = unit.split(' ')
  const last = words[words.length - 1].replace(/s$/, '')
  if (/^(small|medium|large|extra large|whole|whole \d+-inch|whole (small|medium|large|extra large))$/.test(unit) || p !== portion) return `${p} ${name}`
  if (unit.startsWith('whole ')) return name.includes(last) ? `${p.slice(0, p.lastIndexOf(' '))} ${name}` : `${p} of ${name}`
  if (name.split(' ').some((w) => w.replace(/s$/, '') === last)) {
    const size = words.filter((w) => /^(small|medium|large|regular|jumbo|mini)$/.test(w))
    // The food itself, beyond a serving's weight ("1 bundt or tube cake", 1,323 g): the whole of it,
    // one or several ("2 small pizzas" of 424 g each are two whole small pizzas, not two slices).
    if (grams > 500) size.unshift('whole')
    return `${p.replace(unit, size.join(' ')).replace(/\s+$/, '')} ${name}`.replace(/\s+/g, ' ')
  }
  return `${p} of ${name}`
}

const INTROS = ['For breakfast I had', 'For lunch I ate', 'My snack was', 'For dinner I had', 'I had', 'I ate', 'This morning I had']

/** "a" before a consonant, "an" before a vowel, wherever the joining put the other. */
const articles = (s) => s.replace(/\ban (?=[^aeiou\d\s])/gi, 'a ').replace(/\ba (?=[aeiou])/gi, 'an ')
const joinItems = (xs) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`)
const round1 = (x) => Math.round(x * 10) / 10

/**
 * `count` meals of 1 to 3 foods each, drawn with `seed`; null when the FNDDS folder is absent.
 * Foods are drawn uniformly from those with a portion in words; the amount is one portion, or
 * two or three of a countable one (a slice, a piece, an item).
 */
export function fnddsMeals(dir = DEFAULT_FNDDS_DIR, { count = 600, seed = 1 } = {}) {
  if (!existsSync(dir)) return null
  const foods = readFndds(dir)
    .map((f) => ({ ...f, spoken: f.portions.map(([d, g]) => [d, g]).filter(([d]) => spokenPortion(d, 1) !== null) }))
    .filter((f) => f.spoken.length > 0 && !/human milk|infant formula|baby food/i.test(`${f.category} ${f.name}`))
  const rnd = random(seed)
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)]
  const household = []
  const grams = []
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(rnd() * 3)
    const items = []
    const codes = new Set()
    while (items.length < n) {
      const food = pick(foods)
      if (codes.has(food.code)) continue
      codes.add(food.code)
      const [portion, weight] = pick(food.spoken)
      const countable = /^1 (slice|piece|item|cookie|link|patty|small|medium|large|each|sandwich|taco|bar|egg)\b/i.test(portion)
      const times = countable && rnd() < 0.25 ? 2 + Math.floor(rnd() * 2) : 1
      items.push({ food, portion, times, grams: weight * times })
    }
    const reference = { carb: 0, protein: 0, fat: 0, energy: 0 }
    for (const it of items) {
      const k = it.grams / 100
      reference.carb += it.food.per100g.carbohydrate_g * k
      reference.protein += it.food.per100g.protein_g * k
      reference.fat += it.food.per100g.fat_g * k
      reference.energy += it.food.per100g.calories * k
    }
    for (const key of Object.keys(reference)) reference[key] = round1(reference[key])
    const intro = pick(INTROS)
    const said = items.map((it) => {
      const name = spokenName(it.food.name)
      return spokenItem(spokenPortion(it.portion, it.times), name, it.grams / it.times)
    })
    const weighed = items.map((it) => {
      const name = spokenName(it.food.name)
      const g = Math.round(it.grams)
      return rnd() < 1 / 3 ? `a ${g} g ${name}` : `${g} g of ${name}`
    })
    const foodsOut = items.map((it) => ({ code: it.food.code, name: it.food.name, portion: `${it.times} × ${it.portion}`, grams: round1(it.grams) }))
    household.push({ row: i + 1, description: articles(`${intro} ${joinItems(said)}.`), reference, foods: foodsOut })
    grams.push({ row: i + 1, description: articles(`${intro} ${joinItems(weighed)}.`), reference, foods: foodsOut })
  }
  return { household, grams }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_FNDDS_DIR
  const out = fnddsMeals(dir, { count: Number(process.argv[3] ?? 10) })
  if (!out) {
    console.error(`no FNDDS at ${dir}`)
    process.exit(2)
  }
  for (let i = 0; i < out.household.length; i++) {
    console.log(`${out.household[i].description}\n  ${out.grams[i].description}\n  ${JSON.stringify(out.household[i].reference)}`)
  }
}
