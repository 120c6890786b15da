import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

describe('words written short (round 13)', () => {
  it('reads "c/" and "s/" as com and sem, con and sin, so a phrase reads through them', () => {
    expect(readerFor('pt').english('1 tubinho iogurte c/ baixo teor de gordura c/ frutas')).toBe('1 tube of low fat yogurt with fruit')
    expect(readerFor('pt').foods('1 tubinho iogurte c/ baixo teor de gordura c/ frutas')).toEqual(['Yogurt, fruit, low fat'])
    expect(readerFor('pt').english('café s/ açúcar')).toBe('coffee')
    expect(readerFor('es').english('yogur c/ fruta')).toBe('fruit yogurt')
  })

  it('reads the Portuguese "c." as colher: "c. sopa", "c. chá", "c. de sopa"', () => {
    expect(readerFor('pt').english('1 c. chá açúcar')).toBe('1 tsp of sugar')
    expect(readerFor('pt').english('1 c. de sopa de azeite')).toBe('1 tbsp of olive oil')
    expect(readerFor('pt').grams('2 c. sopa de ketchup')).toEqual([34])
  })

  it('leaves a slash that is no word written short as it was', () => {
    expect(readerFor('pt').english('arroz e/ou feijão')).toBe('rice and / or beans')
  })
})
