// Meals from around the world (test/analysis/world-meals.json): each finds its foods, leaves
// nothing unmatched and lands in its carbohydrate range. A regression set written here.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

interface WorldMeal {
  region: string
  description: string
  /** fragments of the food names the items must include, one per expected food */
  foods: string[]
  carbohydrate_g: [number, number]
  reference: string
  known?: string
}

const here = path.dirname(fileURLToPath(import.meta.url))
const { meals } = JSON.parse(readFileSync(path.join(here, 'world-meals.json'), 'utf8')) as { meals: WorldMeal[] }
const index = defaultFoodIndex()

function check(meal: WorldMeal): void {
  const a = analyzeMeal({ description: meal.description }, index)
  const names = a.items.map((i) => i.food.toLowerCase())
  for (const f of meal.foods)
    expect(
      names.some((n) => n.includes(f.toLowerCase())),
      `${meal.description}: a food like "${f}" in ${JSON.stringify(names)}`,
    ).toBe(true)
  expect(a.unmatched, meal.description).toEqual([])
  const [lo, hi] = meal.carbohydrate_g
  expect(a.totals.carbohydrate_g, `${meal.description}: carbohydrate (${meal.reference})`).toBeGreaterThanOrEqual(lo)
  expect(a.totals.carbohydrate_g, `${meal.description}: carbohydrate (${meal.reference})`).toBeLessThanOrEqual(hi)
}

describe('world meals', () => {
  it('has the set it says', () => {
    expect(meals.length).toBeGreaterThanOrEqual(60)
    expect(new Set(meals.map((m) => m.region)).size).toBeGreaterThanOrEqual(10)
  })
  for (const meal of meals) {
    if (meal.known) it.fails(`${meal.region}: ${meal.description} (known: ${meal.known})`, () => check(meal))
    else it(`${meal.region}: ${meal.description}`, () => check(meal))
  }
})
