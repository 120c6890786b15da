import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods } = readerFor()

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
})
