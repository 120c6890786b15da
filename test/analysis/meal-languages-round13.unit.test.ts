import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
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

describe('which language a short text is in (round 13)', () => {
  const index = defaultFoodIndex()
  const foods = (description: string) => analyzeMeal({ description }, index).items.map((i) => i.food)

  it('reads a text that several languages read alike in one of them ("barra" is es, pt and it)', () => {
    expect(foods('1 barra Balance Original')).toEqual(['Nutrition bar (Balance Original Bar)'])
    expect(foods('1 barrita Balance Original')).toEqual(['Nutrition bar (Balance Original Bar)'])
  })

  it('reads a short text with one English function word in the language that reads more of it by two words', () => {
    expect(foods('1/2 pesca sciroppata in scatola')).toEqual(['Peaches, canned in juice'])
    // (one word English leaves unread is not enough: "am" is German, and a clock time here)
    expect(foods('eggs at 7am')).toEqual(['Egg, hard-boiled'])
  })
})
