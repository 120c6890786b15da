// Spanish names of the common survey foods (round 6), from the phrase corpus
// test/analysis/fixtures/food-phrases-es.json (Spain and Mexico, written here, not from any bench set):
// rol de canela, empanizado as breaded and fried, pan de perrito, frijoles charros, pan de elote,
// dedos de pollo, bombón helado, papas onduladas, dulce de tamarindo, puré de jitomate, a brand
// after "barrita", "una doble con queso"; and the corpus itself reads at least 88 % right.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)

describe('Spanish names of common foods (round 6)', () => {
  it('reads rol de canela, pan de perrito and pan de elote as their breads', () => {
    expect(foods('Merendé un rol de canela con café.')[0]).toBe('Cinnamon roll')
    expect(foods('Un pan de perrito con salchicha.')[0]).toMatch(/hot dog bun/)
    expect(foods('Un pedazo de pan de elote.')).toEqual(['Cornbread'])
  })

  it('reads empanizado as breaded and fried, and dedos de pollo as chicken tenders', () => {
    expect(foods('Cené una pechuga de pollo empanizado con arroz.')[0]).toMatch(/^Chicken breast, fried/)
    expect(foods('Tres dedos de pollo con catsup.')[0]).toMatch(/^Chicken tenders/)
  })

  it('reads frijoles charros, bombón helado, papas onduladas, dulce de tamarindo and puré de jitomate', () => {
    expect(foods('Una taza de frijoles charros.')).toEqual(['Pinto beans with meat'])
    expect(foods('Un bombón helado de chocolate.')[0]).toMatch(/^Ice cream bar/)
    expect(foods('Una bolsa de papas onduladas.')[0]).toMatch(/ruffled/)
    expect(foods('Un dulce de tamarindo.')).toEqual(['Tamarind candy'])
    expect(foods('Media taza de puré de jitomate.')[0]).toMatch(/^Tomato sauce/)
  })

  it('reads a brand after "barrita" as that bar, and "una doble con queso" as a double cheeseburger', () => {
    expect(foods('Desayuné una barrita Balance.')[0]).toMatch(/Balance/)
    expect(foods('Una doble con queso.')[0]).toMatch(/^Double cheeseburger/)
  })

  it('reads the phrase corpus of common foods right (food or carbohydrate) at least 88 % of the time', () => {
    const rows: { id: string; en: string; phrases: string[] }[] = JSON.parse(readFileSync(new URL('./fixtures/food-phrases-es.json', import.meta.url), 'utf8'))
    let n = 0
    let right = 0
    for (const r of rows) {
      const e = analyzeMeal({ description: r.en }, index).totals.carbohydrate_g
      for (const p of r.phrases) {
        n++
        const a = analyzeMeal({ description: p, language: 'es' }, index)
        const c = a.totals.carbohydrate_g
        if (a.items.some((i) => i.food_id === r.id) || Math.abs(c - e) <= Math.max(3, 0.15 * e)) right++
      }
    }
    expect(right / n).toBeGreaterThanOrEqual(0.88)
  }, 120_000)
})
