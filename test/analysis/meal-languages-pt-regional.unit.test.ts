import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('pt')

describe('Portuguese meals typed quickly or in a Brazilian or European way', () => {
  it('reads casual connectors: "c/" for com, "tb"/"tbm" for também, "dps" for depois', () => {
    expect(foods('pão c/ manteiga')).toEqual(['Bread, white', 'Butter, salted'])
    expect(foods('comi um x-tudo tb uma coca')).toEqual(['Cheeseburger', 'Cola'])
    expect(english('um pão de queijo tbm um cafezinho')).toContain('and a')
    expect(english('arroz e feijão dps um pudim')).toContain('then a flan')
  })

  it('reads chat shorthand as nothing: vc, q, hj, né, tá, kkk', () => {
    expect(english('hj comi uma coxinha kkk')).toBe('a chicken croquette')
    expect(english('tá, comi dois sonhos né')).toBe(', two jelly doughnut')
    expect(english('vc viu q comi um pastel')).not.toContain('vc')
  })

  it('reads amounts: um tiquinho de, um bocadinho de, um monte de, mto, meia dúzia', () => {
    expect(english('um tiquinho de arroz')).toBe('a little rice')
    expect(english('um bocadinho de queijo')).toBe('a little cheese')
    expect(english('um monte de batata frita')).toBe('lots of french fries')
    expect(english('mto arroz')).toBe('lots of rice')
    expect(english('meia dúzia de pães de queijo')).toContain('half a dozen')
  })

  it('reads number words beyond twelve, in both spellings', () => {
    expect(english('treze morangos')).toBe('13 strawberries')
    expect(english('dezasseis uvas')).toContain('16')
    expect(english('cem gramas de queijo')).toBe('100 g of cheese')
  })

  it('reads sizes: grandão, broto, família', () => {
    expect(english('um pastel grandão')).toContain('large')
    expect(english('uma pizza broto de calabresa')).toContain('small')
    expect(english('uma pizza família')).toBe('a family size pizza')
  })

  it('reads measures: naco, meio quilo, lts, cc, und, tulipa', () => {
    expect(english('um naco de pão')).toBe('a piece of bread')
    expect(english('meio quilo de uvas')).toBe('500 g of grapes')
    expect(english('2 lts de refri')).toBe('2 l of soda')
    expect(english('200 cc de leite')).toBe('200 ml of milk')
    expect(english('2 und de pão francês')).toBe('2 piece of hard roll')
    expect(english('uma tulipa de chopp')).toBe('a glass of beer')
  })

  it('reads meal and time words as nothing: café da tarde, de madrugada, mais tarde, cedo, tira-gosto', () => {
    expect(english('café da tarde: bolo de fubá')).toBe(': corn cake')
    expect(english('de madrugada um miojo')).toBe('a instant noodles')
    expect(english('mais tarde uma maçã')).toBe('a apple')
    expect(english('cedo um cafezinho')).toBe('a espresso')
    expect(english('de tira-gosto uns tremoços')).toBe('some beans')
  })

  it('reads a milk or yogurt "zero lactose" as lactose free', () => {
    expect(english('um iogurte zero lactose')).toContain('lactose free')
  })

  it('reads Brazilian drinks: ceva, litrão, loira gelada, caldo de cana, matte', () => {
    expect(foods('uma ceva')[0]).toBe('Beer')
    expect(foods('um litrão')[0]).toBe('Beer')
    expect(foods('uma loira gelada')[0]).toBe('Beer')
    expect(english('um copo de caldo de cana')).toBe('a glass of fruit juice')
    expect(foods('um matte com limão')[0]).toMatch(/^Iced tea/)
  })

  it('reads Brazilian snacks and breads: pão jacó, batata palha, bolinho de arroz, enroladinho, dindin', () => {
    expect(foods('um pão jacó')[0]).toMatch(/^Roll, hard/)
    expect(foods('um saquinho de batata palha')[0]).toBe('Potato chips (crisps)')
    expect(foods('dois bolinhos de arroz')[0]).toBe('Rice croquette')
    expect(foods('um enroladinho')[0]).toMatch(/^Pig in a blanket/)
    expect(foods('um dindin de uva')[0]).toBe('Ice pop')
  })

  it('reads European Portuguese café words: abatanado, galão direto, meia de leite escura, croissant misto, pão com chouriço', () => {
    expect(foods('um abatanado')[0]).toMatch(/^Coffee, brewed/)
    expect(english('um galão direto')).toBe('a latte')
    expect(english('uma meia de leite escura')).toBe('a coffee with milk')
    expect(foods('um croissant misto')[0]).toBe('Croissant sandwich, filled with ham and cheese')
    expect(foods('um pão com chouriço')[0]).toBe('Sausage sandwich')
  })

  it('reads Portuguese snacks and sweets: tremoços, pevides, chamuças, bolo de bolacha, salame de chocolate', () => {
    expect(foods('uns tremoços e uma imperial')).toEqual(['Black beans, cooked', 'Beer'])
    expect(foods('um pacote de pevides')[0]).toMatch(/^Pumpkin seeds/)
    expect(foods('duas chamuças')[0]).toMatch(/^Pastry, filled with potatoes/)
    expect(english('uma fatia de bolo de bolacha')).toBe('a slice of cake')
    expect(foods('salame de chocolate')[0]).toMatch(/chocolate candy/)
  })

  it('reads vitamin C as no food, though a "vitamina" is a smoothie', () => {
    expect(foods('tomei uma vitamina C e um café')).toEqual(['Coffee, brewed (black)'])
  })
})
