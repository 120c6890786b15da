// Portuguese as people type it into an app (round 5), from Portugal and Brazil: baby food in a
// "boião", soft serve ("gelado de máquina"), corn nuts ("milho torrado"), cream sauce ("molho de
// natas"), fruit juice blends, flour tortillas, "light" soft drinks as diet, stuffed crust ("borda
// recheada"), nuts ("frutos secos") and the casual story verbs around a meal (meals written here,
// not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('Portuguese meals typed casually (round 5)', () => {
  it('reads a "boião" of "papa de bebé" as a jar of baby food', () => {
    expect(english('Ao lanche dei-lhe um boião de papa de bebé de pera.')).toContain('jar of pear baby food')
    expect(foods('Ao lanche dei-lhe um boião de papa de bebé de pera.')[0]).toMatch(/baby food/)
  })

  it('reads "gelado de máquina" as soft serve, and a "cone de bolacha" as a waffle cone', () => {
    expect(foods('Depois do jantar, um cone de gelado de máquina de chocolate.')[0]).toMatch(/^Ice cream cone, soft serve, chocolate/)
    expect(english('Um gelado de morango num cone de bolacha.')).toContain('waffle cone')
  })

  it('reads "milho torrado" as corn nuts and "frutos secos" as nuts', () => {
    expect(foods('No escritório petiscava uma chávena de milho torrado.')).toEqual(['Corn nuts'])
    expect(foods('Ao lanche comi um punhado de frutos secos.')[0]).toMatch(/nuts/i)
  })

  it('reads "molho de natas" as cream sauce and "natas azedas" as sour cream', () => {
    expect(foods('Jantei uma chávena de massa com molho de natas.')[0]).toMatch(/^Pasta with cream sauce/)
    expect(english('Uma batata assada com natas azedas.')).toContain('sour cream')
  })

  it('reads "sumo multifrutos" as a fruit juice blend and "tortilha de trigo" as a flour tortilla', () => {
    expect(foods('Bebi um copo de sumo multifrutos.')[0]).toMatch(/^Fruit juice blend/)
    expect(foods('Montei uma tortilha de trigo com frango.')[0]).toBe('Tortilla, flour')
  })

  it('reads a "light" soft drink as diet and "bebida alcoólica de malte" as a malt beverage', () => {
    expect(foods('Mandei uma lata de refrigerante light no almoço.')[0]).toMatch(/diet/)
    expect(foods('Bebi uma garrafa fresquinha de bebida alcoólica de malte.')[0]).toMatch(/^Alcoholic malt beverage/)
  })

  it('reads "borda recheada" and "rebordo recheado" as stuffed crust', () => {
    expect(foods('Jantar: duas fatias de pizza de calabresa com borda recheada.')[0]).toMatch(/stuffed crust/)
    expect(english('Uma fatia de pizza de fiambre com rebordo recheado.')).toContain('stuffed crust')
  })

  it('reads a sweet roll "com cobertura e recheio de fruta" as frosted with fruit', () => {
    expect(foods('Ao brunch, um pão doce com cobertura e recheio de fruta.')).toEqual(['Roll, sweet, with fruit, frosted'])
  })

  it('reads casual story verbs (mandei, montei, fui petiscando, pra fechar) as nothing', () => {
    expect(foods('Hoje mandei um sanduíche de queijo, pra fechar o dia.')).toHaveLength(1)
    expect(english('Montei uma tortilha de trigo com frango.')).not.toMatch(/montei/i)
    expect(foods('Fui petiscando uma chávena de milho torrado.')).toEqual(['Corn nuts'])
  })
})
