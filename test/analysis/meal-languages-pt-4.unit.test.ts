// Portuguese as people type it into an app (round 4): diminutives, casual Brazilian and Portuguese
// words, single-serving containers, "normal" as regular, and the story around a meal read as nothing
// (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text)?.english

describe('Portuguese meals as typed (round 4)', () => {
  it('reads diminutives as their food', () => {
    expect(english('No lanche comi um biscoitinho e uma bananinha com um chazinho.')).toContain('cookie')
    expect(english('Jantei uma sopinha de legumes com um franguinho e um arrozinho.')).toMatch(/soup.*chicken.*rice/)
    expect(english('tomei um iogurtinho com uma pipoquinha')).toMatch(/yogurt.*popcorn/)
  })

  it('reads a diminutive single-serving bag as a small one', () => {
    expect(english('Beliscei um saquinho individual de batata frita.')).toContain('small single serving bag of potato chips')
    expect(foods('Levei um pacotinho de pipoca pro trabalho.')).toHaveLength(1)
  })

  it('reads "normal" after a food as regular', () => {
    expect(english('um potinho de purê de maçã normal')).toContain('regular applesauce')
    expect(foods('Masquei um chiclete normal depois do almoço.')).toEqual(['Chewing gum, regular'])
  })

  it('reads soy milk with chocolate, frozen coffee and supplements as their English foods', () => {
    expect(foods('De manhã bebi um copo de leite de soja sabor chocolate.')).toEqual(['Soy milk, chocolate'])
    expect(english('Pedi um café batido com chantilly.')).toContain('frozen coffee drink')
    expect(english('uma medida de suplemento em pó com água')).toContain('nutritional powder mix')
  })

  it('reads the story around a meal as nothing', () => {
    const a = analyzeMeal({ description: 'Pra enganar a fome e dar um gás comi uma maçã e bebi água pra descer.' }, index)
    expect(a.items.map((i) => i.food)).toEqual(['Apple', 'Water'])
    expect(a.unmatched).toEqual([])
  })

  it('reads casual words from Brazil and Portugal', () => {
    expect(english('Almocei um PF e tomei uma coquinha.')).toMatch(/rice and beans and steak.*cola/)
    expect(english('Ao lanche comi uma bola de berlim e bebi um cimbalino.')).toMatch(/custard filled doughnut.*espresso/)
    expect(english('À noite uma breja long neck e um dogão.')).toMatch(/beer.*hot dog/)
    expect(english('um enroladinho de canela com cobertura')).toContain('frosted cinnamon roll')
  })
})
