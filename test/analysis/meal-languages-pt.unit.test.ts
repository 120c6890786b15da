// Portuguese as a machine translator (Brazilian, DeepL-style) writes a US meal: the words it uses for
// American foods, measures and the story around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text)?.english

describe('Portuguese meals translated from American English', () => {
  it('reads states a translator spells out: dry roasted, low calorie, miniature, microwave', () => {
    expect(english('Comi um pacote de amendoim torrado a seco e salgado.')).toBe('a bag of dry roasted salted peanuts.')
    expect(english('Tomei uma garrafa de bebida esportiva de baixa caloria.')).toBe('a bottle of low calorie sports drink.')
    expect(english('Comi um picles de endro em miniatura.')).toBe('a dill miniature pickle.')
    expect(foods('Comi uma xícara de pipoca doce e salgada de micro-ondas.')).toEqual(['Popcorn, microwave, kettle corn'])
  })

  it('keeps a brand the English reads whole, and a half pint carton', () => {
    expect(foods('No almoço comi um Big Mac do McDonald’s.')).toEqual(['Big Mac (McDonalds)'])
    expect(foods('Tomei uma garrafa de 16 onças fluidas de energético Monster.')).toEqual(['Energy drink (Monster)'])
    expect(english('Tomei uma caixinha de meia pinta de leite achocolatado.')).toBe('a half pint carton of chocolate milk.')
  })

  it('reads the story around a meal as nothing', () => {
    const a = analyzeMeal(
      { description: 'No café da manhã, comi um sanduíche de queijo americano em pão de trigo e dispensei a pasta para uma opção mais leve.' },
      index,
    )
    expect(a.items.map((i) => i.food)).toEqual(['Cheese sandwich, American cheese, on wheat bread, no spread'])
    expect(foods('Tomei um milkshake médio com um toque de sabor para me dar um pique.')).toEqual(['Milkshake, chocolate'])
  })

  it('reads a biscuit sandwich and biscuits with gravy as the American biscuit', () => {
    expect(foods('Comi um sanduíche de biscoito com ovo e bacon.')).toEqual(['Egg and bacon on biscuit'])
    expect(foods('Comi um biscoito com molho de linguiça.')).toEqual(['Biscuit with gravy'])
  })
})
