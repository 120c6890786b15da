// The foods as eaten: USDA FNDDS 2017-2018 (public domain), derived by `npm run foods:build`
// into data/foods/fndds.json. Each food keeps its household portions as FNDDS writes them
// ("1 Kool-Aid Jammers pouch", "1 medium order") for the analyser to match against the text.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Food, Nutrients, Portion } from '../types.js'
import { UNITS } from '../units.js'
import { rows, words } from '../knowledge.js'
import { singular } from '../normalize.js'

interface FnddsRow {
  code: string
  name: string
  other: string[]
  wweia: number
  category: string
  per100g: Nutrients
  alcohol_g: number
  water_g: number
  portions: Array<[string, number]>
  /** names given in data/foods/curated.source.json (`fndds_aliases`): "chapati", "samosa" */
  aliases?: string[]
}

/** data/foods/ from dist/analysis/foods/ or src/analysis/foods/. */
export const FOOD_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'foods')

/** FNDDS's WWEIA category → healthd's food groups (they steer densities, toppings and drinks). */
function group(wweia: number): string {
  if (wweia >= 1002 && wweia <= 1208) return 'dairy'
  if (wweia === 1402 || wweia === 1404) return 'drinks'
  if (wweia >= 1602 && wweia <= 1822) return 'dairy'
  if (wweia >= 2002 && wweia <= 2010) return 'meat'
  if (wweia >= 2202 && wweia <= 2206) return 'poultry'
  if (wweia === 2402 || wweia === 2404) return 'fish'
  if (wweia === 2502) return 'eggs'
  if (wweia >= 2602 && wweia <= 2608) return 'meat'
  if (wweia === 2802 || wweia === 2806) return 'legumes'
  if (wweia === 2804) return 'nuts'
  if (wweia >= 3002 && wweia <= 3802) return 'dishes'
  if (wweia === 4004) return 'pasta'
  if (wweia >= 4202 && wweia <= 4404) return 'bread'
  if (wweia >= 4002 && wweia <= 4804) return 'grains'
  if (wweia >= 5002 && wweia <= 5404) return 'snacks'
  if (wweia >= 5502 && wweia <= 5806) return 'sweets'
  if (wweia >= 6002 && wweia <= 6024) return 'fruit'
  if (wweia >= 6402 && wweia <= 6806) return 'vegetables'
  if (wweia >= 7002 && wweia <= 7804) return 'drinks'
  if (wweia === 8006) return 'dairy'
  if (wweia >= 8002 && wweia <= 8012) return 'oils'
  if (wweia >= 8402 && wweia <= 8412) return 'condiments'
  if (wweia >= 8802 && wweia <= 8806) return 'sweets'
  if (wweia >= 9202 && wweia <= 9602) return 'drinks'
  return 'other'
}

/** Baby foods, formulas and human milk: only when the text says so ("baby food peaches"). */
export function isInfantCategory(wweia: number): boolean {
  return wweia >= 9002 && wweia <= 9602
}

const FL_OZ_ML = 29.5735
const SKIP_PORTION = /^(?:guideline amount|quantity not specified)|\b(?:cubic inch|surface inch)\b/i

/** "1 bottle (12 fl oz)" → { count 1, unit "bottle" }; "1 cup, cooked, diced" → cup; "1 fl oz" → null. */
function portionUnit(desc: string): { count: number; unit: string } | null {
  if (SKIP_PORTION.test(desc)) return null
  const m = /^(\d+(?:\.\d+)?(?:\/\d+)?)\s+(.+)$/.exec(desc)
  if (!m) return null
  const [num, den] = m[1]!.split('/')
  const count = den !== undefined ? Number(num) / Number(den) : Number(num)
  const unit = m[2]!
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
  if (unit === '' || /^(?:fl oz|oz|lb|g)\b/.test(unit) || !(count > 0)) return null
  return { count, unit }
}

function toFood(r: FnddsRow): Food {
  const liquid = group(r.wweia) === 'drinks' || (r.wweia >= 1002 && r.wweia <= 1208)
  const flOz = r.portions.find(([d]) => /^1 fl oz(?: \((?:no ice|NFS)\))?$/i.test(d))
  const unspecified = r.portions.find(([d]) => /^quantity not specified/i.test(d))
  // One of it, when the text says only "a Big Mac": the amount FNDDS assumes when a recall
  // names no quantity (its "Quantity not specified" weight), shown as a serving.
  const portions: Portion[] = unspecified ? [{ unit: 'serving', grams: unspecified[1] }] : []
  for (const [desc, grams] of r.portions) {
    const u = portionUnit(desc)
    if (u) portions.push({ unit: u.unit, grams: Math.round((grams / u.count) * 10) / 10 })
  }
  const food: Food = {
    id: `fndds:${r.code}`,
    name: r.name,
    // "Fritos, NFS": the brand or dish named alone, not further specified, is this food.
    aliases: [...(r.aliases ?? []), ...r.other.filter(usefulOtherName).map((s) => otherAlias(s, r.name))],
    category: group(r.wweia),
    per100g: r.per100g,
    portions,
    defaultGrams: unspecified?.[1] ?? portions[0]?.grams ?? 100,
    measures: r.portions,
    wweia: r.wweia,
  }
  if (liquid) food.density = flOz ? Math.round((flOz[1] / FL_OZ_ML) * 1000) / 1000 : 1
  return food
}

/** Other names that name the food ("tuna melt", "Big Mac (McDonalds)"), not a variant's detail
 * ("with added fiber", "made with butter", "NS as to type"). */
function usefulOtherName(s: string): boolean {
  // FNDDS's additional descriptions mix brand names ("Big Mac (McDonalds)", "Kashi Chewy") with
  // notes on what the code covers ("peppers and/or onions", "other bread such as rye"): only
  // the capitalised, brand-like ones name the food itself.
  if (s.length < 3 || s.length > 60) return false
  // "taquitos, NFS", "fruit cocktail, NFS": the survey's own note that a dish named alone, with
  // nothing more said, is coded as this food (only a name, not a describing word: "flavored, NFS").
  const alone = /^([a-z][a-z' -]*),\s*NFS$/.exec(s)?.[1]
  if (alone !== undefined) return !/ed$/.test(alone) && !/\b(?:or|and|such|brands?)\b/.test(alone)
  if (!/^[A-Z0-9]/.test(s) || /^(?:NS|NFS)\b/.test(s) || /\bNS as to\b|\bsuch as\b|\bor\b|\//.test(s)) return false
  // A brand spelled as a measure ("Slice" for a soda) would claim every "slice" of bread, and one
  // spelled as a word of how food tastes ("Chunky, NFS" for a chocolate bar) every "chunky" soup.
  const word = s.replace(NOT_FURTHER_SPECIFIED, '').toLowerCase()
  if (!/\s/.test(word) && (UNITS.has(singular(word)) || TASTE.has(word))) return false
  return true
}

/** The alias an other name gives, lower-cased and without its ", NFS". A diet word named alone
 * ("light, NFS" for nonfat yogurt) says the food's kind, not the food: it goes before the name's
 * first word ("light yogurt"), so "a light snack" is no yogurt. */
function otherAlias(other: string, name: string): string {
  const s = other.replace(NOT_FURTHER_SPECIFIED, '').toLowerCase()
  return DIET_WORDS.has(s) ? `${s} ${name.split(/[ ,]/)[0]!.toLowerCase()}` : s
}
const DIET_WORDS: ReadonlySet<string> = new Set(rows('diet-name').map((r) => r.phrase!))
/** Words that tell how a food tasted or felt (en.json "taste"): never a food's other name alone. */
const TASTE: ReadonlySet<string> = new Set(words('taste'))

/** A trailing ", NFS" (or ", NS") on an other name: the name as said when nothing more is. */
const NOT_FURTHER_SPECIFIED = /,\s*NF?S\s*$/

let cached: Food[] | undefined

/** The FNDDS foods (loaded once; ~7,000 foods). */
export function fnddsFoods(): Food[] {
  if (cached) return cached
  const file = path.join(FOOD_DATA_DIR, 'fndds.json')
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { foods: FnddsRow[] }
  cached = table.foods.map(toFood)
  return cached
}
