// Units: the words people measure food in, and how each becomes grams for a given food.

import type { Food } from './types.js'
import { singular } from './normalize.js'

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
}

const U = (canon: string, kind: UnitKind, extra: Partial<UnitDef> = {}): UnitDef => ({ canon, kind, ...extra })

const CUP_ML = 240
const TBSP_ML = 15
const TSP_ML = 5
const FL_OZ_ML = 29.5735

const DEFS: Array<[string[], UnitDef]> = [
  [['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams'], U('g', 'mass', { grams: 1 })],
  [['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'], U('kg', 'mass', { grams: 1000 })],
  [['mg', 'milligram', 'milligrams'], U('mg', 'mass', { grams: 0.001 })],
  [['oz', 'ozs', 'ounce', 'ounces'], U('oz', 'mass', { grams: 28.3495 })],
  [['lb', 'lbs', 'pound', 'pounds'], U('lb', 'mass', { grams: 453.592 })],
  [['ml', 'mls', 'milliliter', 'milliliters'], U('ml', 'volume', { ml: 1 })],
  [['cl', 'centiliter', 'centiliters'], U('cl', 'volume', { ml: 10 })],
  [['dl', 'deciliter', 'deciliters'], U('dl', 'volume', { ml: 100 })],
  [['l', 'ltr', 'ltrs', 'liter', 'liters'], U('l', 'volume', { ml: 1000 })],
  [['floz', 'fl oz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'], U('fl oz', 'volume', { ml: FL_OZ_ML })],
  [['cup', 'cups', 'c', 'cupful', 'cupfuls'], U('cup', 'volume', { ml: CUP_ML })],
  [['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls'], U('tbsp', 'volume', { ml: TBSP_ML })],
  [['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'], U('tsp', 'volume', { ml: TSP_ML })],
  [['spoon', 'spoons', 'spoonful', 'spoonfuls', 'dessertspoon', 'dessertspoons'], U('spoon', 'volume', { ml: 10 })],
  [['pint', 'pints', 'pt'], U('pint', 'volume', { ml: 473 })],
  [['quart', 'quarts', 'qt'], U('quart', 'volume', { ml: 946 })],
  // Household measures: the food's own portion when it lists one, else these fallbacks.
  [['glass', 'glasses'], U('glass', 'household', { fallbackMl: 240 })],
  [['mug', 'mugs', 'mugful'], U('mug', 'household', { fallbackMl: 300 })],
  [['can', 'cans', 'tin', 'tins'], U('can', 'household', { fallbackMl: 355 })],
  [['bottle', 'bottles'], U('bottle', 'household', { fallbackMl: 500 })],
  [['carton', 'cartons', 'box', 'boxes'], U('carton', 'household', { fallbackMl: 250 })],
  [['shot', 'shots'], U('shot', 'household', { fallbackMl: 30, anyFood: true })],
  [['bowl', 'bowls', 'bowlful', 'bowlfuls'], U('bowl', 'household', { fallbackMl: 350 })],
  [['handful', 'handfuls', 'fistful', 'fistfuls'], U('handful', 'household', { fallbackGrams: 30 })],
  // Measures of food consumption surveys outside the US. A ladle: the USDA Food Buying Guide
  // sizes serving ladles by their fluid ounces, and the 4 fl oz ladle (half a cup) is the one
  // for soups, stews and sauces. A teacup: 6 fl oz, the cup that SR's hot drinks and soups are
  // prepared by ("packet (6 fl oz prepared)"), smaller than the 8 fl oz measuring cup.
  [['ladle', 'ladles', 'ladleful', 'ladlefuls'], U('ladle', 'household', { fallbackMl: 120, anyFood: true })],
  [['teacup', 'teacups', 'tea cup', 'tea cups', 'teacupful'], U('teacup', 'household', { fallbackMl: 6 * FL_OZ_ML, anyFood: true })],
  [['tumbler', 'tumblers'], U('glass', 'household', { fallbackMl: 240 })],
  // A heap or mound on the plate ("a heap of rice"): what the food's usual serving is.
  [['heap', 'heaps', 'mound', 'mounds'], U('serving', 'household', { isServing: true })],
  [['pinch', 'pinches'], U('pinch', 'household', { fallbackGrams: 0.4 })],
  [['dash', 'dashes'], U('dash', 'household', { fallbackMl: 1, anyFood: true })],
  [['splash', 'splashes', 'drop', 'drops'], U('splash', 'household', { fallbackMl: 30, anyFood: true })],
  [['drizzle', 'drizzles'], U('drizzle', 'household', { fallbackMl: 5, anyFood: true })],
  [['dollop', 'dollops'], U('dollop', 'household', { fallbackGrams: 30 })],
  [['pat', 'pats'], U('pat', 'household', { fallbackGrams: 5 })],
  [['knob', 'knobs'], U('knob', 'household', { fallbackGrams: 10 })],
  [['serving', 'servings', 'portion', 'portions', 'helping', 'helpings'], U('serving', 'household', { isServing: true })],
  [['plate', 'plates', 'plateful', 'platefuls'], U('plate', 'household')],
  [['slice', 'slices', 'sl'], U('slice', 'household')],
  [['piece', 'pieces', 'pc', 'pcs', 'chunk', 'chunks'], U('piece', 'household')],
  [['scoop', 'scoops'], U('scoop', 'household')],
  [['fillet', 'fillets', 'filet', 'filets'], U('fillet', 'household')],
  [['breast', 'breasts'], U('breast', 'household')],
  [['thigh', 'thighs'], U('thigh', 'household')],
  [['drumstick', 'drumsticks'], U('drumstick', 'household')],
  [['wing', 'wings'], U('wing', 'household')],
  [['leg', 'legs'], U('leg', 'household')],
  [['rasher', 'rashers', 'strip', 'strips'], U('slice', 'household')],
  [['link', 'links'], U('link', 'household')],
  [['patty', 'patties'], U('patty', 'household')],
  [['clove', 'cloves'], U('clove', 'household')],
  [['stick', 'sticks'], U('stick', 'household')],
  [['bar', 'bars'], U('bar', 'household')],
  [['bag', 'bags', 'packet', 'packets', 'pack', 'packs', 'sachet', 'sachets', 'pouch', 'pouches'], U('packet', 'household')],
  [['pot', 'pots', 'tub', 'tubs', 'container', 'containers', 'cartridge'], U('container', 'household')],
  [['jar', 'jars'], U('jar', 'household')],
  [['square', 'squares'], U('square', 'household')],
  [['cube', 'cubes'], U('cube', 'household')],
  [['wedge', 'wedges'], U('wedge', 'household')],
  [['leaf', 'leaves'], U('leaf', 'household')],
  [['sprig', 'sprigs'], U('sprig', 'household')],
  [['stalk', 'stalks'], U('stalk', 'household')],
  [['head', 'heads'], U('head', 'household')],
  [['bunch', 'bunches'], U('bunch', 'household')],
  [['ear', 'ears', 'cob', 'cobs'], U('ear', 'household')],
  [['sheet', 'sheets'], U('sheet', 'household')],
  [['loaf', 'loaves'], U('loaf', 'household')],
  [['inch', 'inches', 'inchs'], U('inch', 'household', { dimension: true })],
  [['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'], U('cm', 'household', { dimension: true })],
  // Size words.
  [['small', 'sm', 'little', 'mini'], U('small', 'size', { sizeFactor: 0.75, sizeMl: 250 })],
  [['medium', 'med', 'regular', 'normal', 'average'], U('medium', 'size', { sizeFactor: 1, sizeMl: 350 })],
  [['large', 'lg', 'big'], U('large', 'size', { sizeFactor: 1.3, sizeMl: 475 })],
  [['extra large', 'xl', 'very large', 'huge'], U('extra large', 'size', { sizeFactor: 1.5, sizeMl: 600 })],
  [['jumbo'], U('jumbo', 'size', { sizeFactor: 1.6, sizeMl: 700 })],
]

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
const CATEGORY_DENSITY: Record<string, number> = {
  pasta: 0.58,
  grains: 0.65,
  legumes: 0.7,
  vegetables: 0.5,
  fruit: 0.6,
  nuts: 0.55,
  dishes: 0.9,
  dairy: 1,
  meat: 0.6,
  poultry: 0.6,
  fish: 0.6,
  sweets: 0.7,
  snacks: 0.3,
  bread: 0.3,
  condiments: 1,
  oils: 0.92,
  eggs: 0.9,
}

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
 */
export function resolveUnit(def: UnitDef, food: Food, portions: ReadonlyMap<string, number>, natural: { unit: string; grams: number }): UnitResolution {
  // "12 oz beer": ounces of a drink are fluid ounces.
  if (def.canon === 'oz' && isLiquid(food)) {
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
  if (def.canon === 'plate') return { grams: food.defaultGrams * 1.5, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  if (def.fallbackMl !== undefined && (def.anyFood || isLiquid(food))) {
    const { density } = gramsPerMl(food, portions)
    return { grams: def.fallbackMl * density, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  }
  if (def.fallbackGrams !== undefined) return { grams: def.fallbackGrams, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
  if (def.canon === 'bowl') {
    // A bowl of a solid (cereal, rice, pasta): a cup and a half, else a generous default portion.
    const cup = portions.get('cup')
    return { grams: cup !== undefined ? cup * 1.5 : food.defaultGrams * 1.25, unit: def.canon, certainty: CERTAINTY.fallbackUnit }
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
