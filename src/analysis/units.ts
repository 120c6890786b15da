// Units: the words people measure food in (rows of kind "unit" in data/analysis/en.json, each
// figure with its source), and how each becomes grams for a given food.

import type { Food } from './types.js'
import { singular } from './normalize.js'
import { type KnowledgeRow, rows } from './knowledge.js'

export type UnitKind = 'mass' | 'volume' | 'household' | 'size'

export interface UnitDef {
  /** Canonical unit word reported in results: g, oz, ml, cup, tbsp, slice, large, … */
  canon: string
  kind: UnitKind
  /** mass: grams per unit. */
  grams?: number
  /** volume: millilitres per unit. */
  ml?: number
  /** household units a food may not list: grams to assume for any food. */
  fallbackGrams?: number
  /** household units a food may not list: millilitres to assume for a liquid (or any food when `anyFood`). */
  fallbackMl?: number
  /** fallbackMl applies to solids too (splash, drizzle, dash). */
  anyFood?: boolean
  /** "serving"/"portion": the food's default portion. */
  isServing?: boolean
  /** size words: factor on the food's natural portion when it lists no portion of that size. */
  sizeFactor?: number
  /** size words for drinks with no portion of that size: millilitres. */
  sizeMl?: number
  /** a length ("6 inch sub"): only meaningful when the food lists it. */
  dimension?: boolean
  /** "a plate": this many of the food's default portion. */
  servings?: number
  /** "a bowl" of a solid: this many of its cup measure, else `solidServings` of its default portion. */
  solidCups?: number
  solidServings?: number
}

/** A unit row of data/analysis/en.json as the analysis reads it. */
function unitDef(r: KnowledgeRow, flOzMl: number): UnitDef {
  const d: UnitDef = { canon: r.canon!, kind: r.type! }
  if (r.grams !== undefined) d.grams = r.grams
  if (r.ml !== undefined) d.ml = r.ml
  if (r.fallback_grams !== undefined) d.fallbackGrams = r.fallback_grams
  if (r.fallback_ml !== undefined) d.fallbackMl = r.fallback_ml
  if (r.fallback_fl_oz !== undefined) d.fallbackMl = r.fallback_fl_oz * flOzMl
  if (r.any_food) d.anyFood = true
  if (r.serving) d.isServing = true
  if (r.servings !== undefined) d.servings = r.servings
  if (r.solid_cups !== undefined) d.solidCups = r.solid_cups
  if (r.solid_servings !== undefined) d.solidServings = r.solid_servings
  if (r.size_factor !== undefined) d.sizeFactor = r.size_factor
  if (r.size_ml !== undefined) d.sizeMl = r.size_ml
  if (r.dimension) d.dimension = true
  return d
}

/** Millilitres of a volume unit, from its row. */
const mlOf = (canon: string): number => rows('unit').find((r) => r.canon === canon && r.type === 'volume')!.ml!
const CUP_ML = mlOf('cup')
const TBSP_ML = mlOf('tbsp')
const TSP_ML = mlOf('tsp')
const FL_OZ_ML = mlOf('fl oz')

/** Every unit with its words, in the order of data/analysis/en.json (a later row's word wins). */
const DEFS: Array<[readonly string[], UnitDef]> = rows('unit').map((r) => [r.words!, unitDef(r, FL_OZ_ML)])

/** Unit phrase (canonical tokens joined by a space) → definition. */
export const UNITS: ReadonlyMap<string, UnitDef> = (() => {
  const m = new Map<string, UnitDef>()
  for (const [words, def] of DEFS) {
    for (const w of words) {
      m.set(w, def)
      m.set(w.split(' ').map(singular).join(' '), def)
    }
  }
  return m
})()

/** Longest unit phrase in words. */
export const MAX_UNIT_WORDS = 2

/** Canonical unit word for a portion's unit as written in a food table ("slices" → "slice", "tablespoon" → "tbsp"). */
export function canonicalUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/[.]/g, '')
  const def = UNITS.get(u) ?? UNITS.get(u.split(/\s+/).map(singular).join(' '))
  return def ? def.canon : u.split(/\s+/).map(singular).join(' ')
}

/** Grams per millilitre of a food, when it is known or derivable. */
export function gramsPerMl(food: Food, portions: ReadonlyMap<string, number>): { density: number; known: boolean } {
  if (food.density !== undefined && food.density > 0) return { density: food.density, known: true }
  const cup = portions.get('cup')
  if (cup !== undefined) return { density: cup / CUP_ML, known: true }
  const tbsp = portions.get('tbsp')
  if (tbsp !== undefined) return { density: tbsp / TBSP_ML, known: true }
  const tsp = portions.get('tsp')
  if (tsp !== undefined) return { density: tsp / TSP_ML, known: true }
  if (isLiquid(food)) return { density: 1, known: true }
  return { density: CATEGORY_DENSITY[food.category] ?? 1, known: false }
}

/** Typical grams per millilitre of solids by group, for a food measured by volume that lists no
 * cup or spoon measure (cooked pasta ≈ 140 g a cup, chopped vegetables ≈ 120 g, nuts ≈ 130 g). */
const CATEGORY_DENSITY: Record<string, number> = Object.fromEntries(rows('density').map((r) => [r.category!, r.value!]))

/** Drinks and liquids: measured in ml by default. */
export function isLiquid(food: Food): boolean {
  return food.density !== undefined || food.category === 'drinks'
}

export interface UnitResolution {
  /** grams for ONE unit. */
  grams: number
  /** unit word reported. */
  unit: string
  /** certainty of the quantity (0–1) from how the unit was resolved. */
  certainty: number
}

/** Quantity certainties, by how a quantity was resolved. */
export const CERTAINTY = {
  mass: 1,
  volumeKnownDensity: 0.95,
  volumeAssumedDensity: 0.75,
  foodPortion: 0.85,
  naturalCount: 0.85,
  sizeScaled: 0.75,
  fallbackUnit: 0.7,
  unknownUnit: 0.5,
  defaultPortion: 0.6,
  vague: 0.85, // factor for "a few", "several", "some"
} as const

/**
 * Grams of one `def` unit of `food`. `portions` is the food's canonical unit → grams map.
 * `natural` is the food's natural portion (first listed), or its default portion when it lists none.
 * `ozIsFluid`: ounces of a drink are fluid ounces (the rule "oz-of-drink").
 */
export function resolveUnit(
  def: UnitDef,
  food: Food,
  portions: ReadonlyMap<string, number>,
  natural: { unit: string; grams: number },
  ozIsFluid = true,
): UnitResolution {
  // "12 oz beer": ounces of a drink are fluid ounces.
  if (def.canon === 'oz' && isLiquid(food) && ozIsFluid) {
    const { density } = gramsPerMl(food, portions)
    return { grams: FL_OZ_ML * density, unit: 'fl oz', certainty: CERTAINTY.volumeKnownDensity }
  }
  if (def.kind === 'mass') return { grams: def.grams!, unit: def.canon, certainty: CERTAINTY.mass }
  const own = portions.get(def.canon)
  if (own !== undefined) return { grams: own, unit: def.canon, certainty: CERTAINTY.foodPortion }
  if (def.kind === 'volume') {
    // A solid measured by the spoon or cup: its own cup/tbsp/tsp portion, scaled.
    const viaPortion = volumeViaPortions(def.ml!, portions)
    if (viaPortion !== undefined && food.density === undefined) return { grams: viaPortion, unit: def.canon, certainty: CERTAINTY.foodPortion }
    const { density, known } = gramsPerMl(food, portions)
    return { grams: def.ml! * density, unit: def.canon, certainty: known ? CERTAINTY.volumeKnownDensity : CERTAINTY.volumeAssumedDensity }
  }
  if (def.kind === 'size') {
    const liquid = isLiquid(food)
    if (liquid && def.sizeMl !== undefined && !hasSizePortion(portions)) {
      const { density } = gramsPerMl(food, portions)
      return { grams: def.sizeMl * density, unit: def.canon, certainty: CERTAINTY.sizeScaled }
    }
    const medium = portions.get('medium')
    const base = medium ?? natural.grams
    return { grams: base * (def.sizeFactor ?? 1), unit: def.canon, certainty: CERTAINTY.sizeScaled }
  }
  // household
  if (def.isServing) return { grams: food.defaultGrams, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  if (def.servings !== undefined) return { grams: food.defaultGrams * def.servings, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  if (def.fallbackMl !== undefined && (def.anyFood || isLiquid(food))) {
    const { density } = gramsPerMl(food, portions)
    return { grams: def.fallbackMl * density, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  }
  if (def.fallbackGrams !== undefined) return { grams: def.fallbackGrams, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  if (def.solidCups !== undefined) {
    // A bowl of a solid (cereal, rice, pasta): a cup and a half, else a generous default portion.
    const cup = portions.get('cup')
    return { grams: cup !== undefined ? cup * def.solidCups : food.defaultGrams * def.solidServings!, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  }
  // The food has no such measure: its natural portion, less certain.
  return { grams: natural.grams, unit: natural.unit, certainty: CERTAINTY.unknownUnit }
}

function volumeViaPortions(ml: number, portions: ReadonlyMap<string, number>): number | undefined {
  const cup = portions.get('cup')
  if (cup !== undefined) return (ml / CUP_ML) * cup
  const tbsp = portions.get('tbsp')
  if (tbsp !== undefined) return (ml / TBSP_ML) * tbsp
  const tsp = portions.get('tsp')
  if (tsp !== undefined) return (ml / TSP_ML) * tsp
  return undefined
}

function hasSizePortion(portions: ReadonlyMap<string, number>): boolean {
  return portions.has('small') || portions.has('medium') || portions.has('large')
}
