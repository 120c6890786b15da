import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('it')

describe('Italian meals typed quickly or in a regional way', () => {
  it('reads casual connectors: "cn" for con, "anke" for anche, "dp" for dopo', () => {
    expect(foods('pane cn nutella')).toEqual(['Bread, white', 'Chocolate hazelnut spread'])
    expect(foods('un caffe anke una spremuta')).toEqual(['Coffee, brewed (black)', 'Orange juice'])
    expect(english('pasta al pomodoro dp una mela')).toBe('pasta with tomato sauce then a apple')
  })

  it('reads chat shorthand as nothing: x colazione, ke, cmq, qlc', () => {
    expect(english('un cornetto e un cappuccio x colazione')).toBe('a croissant and a cappuccino')
    expect(english('ke fame, un toast')).toBe(', a ham and cheese sandwich')
    expect(english('cmq a cena pizza')).toBe('pizza')
  })

  it("reads amounts: un pugno di, un sacco di, un po di (no apostrophe), un bel po di, un filo d'olio", () => {
    expect(english('un pugno di noccioline')).toBe('a handful of peanuts')
    expect(english('un sacco di patatine')).toBe('lots of french fries')
    expect(english('un po di pane')).toBe('some bread')
    expect(english('un bel po di pasta')).toBe('lots of pasta')
    expect(english("un filo d'olio")).toBe('a little oil')
  })

  it('reads number words beyond twelve and half a dozen', () => {
    expect(english('tredici ciliegie')).toBe('13 cherries')
    expect(english('cento grammi di pasta')).toBe('100 g of pasta')
    expect(english('mezza dozzina di uova')).toContain('half a dozen')
  })

  it('reads sizes: formato famiglia, grandino, maxi', () => {
    expect(english('una pizza formato famiglia')).toBe('a family size pizza')
    expect(english('un panino grandino')).toBe('a large sandwich')
    expect(english('un panino maxi')).toContain('large')
  })

  it('reads measures: fettona, tranci, mezzo etto, mezzo chilo, mezzo litro, lt', () => {
    expect(english('una fettona di torta')).toBe('a large slice of cake')
    expect(english('due tranci di pizza')).toBe('two slice of pizza')
    expect(english('mezzo etto di prosciutto')).toBe('50 g of ham')
    expect(english('mezzo chilo di fragole')).toBe('500 g of strawberries')
    expect(english('mezzo litro di latte')).toBe('500 ml of milk')
    expect(english('1 lt di acqua')).toBe('1 l of water')
  })

  it('reads an ice cream cup by its flavours: una coppetta da due gusti', () => {
    expect(foods('una coppetta da due gusti')[0]).toMatch(/^Ice cream/)
  })

  it('reads how milk and tuna are made: delattosato, sottolio', () => {
    expect(english('latte delattosato')).toBe('lactose free milk')
    expect(english('tonno sottolio')).toBe('tuna in oil')
  })

  it('reads a panino by its filling: cotto e mozzarella, crudo e mozzarella', () => {
    expect(foods('un panino cotto e mozzarella')[0]).toBe('Ham and cheese sandwich')
    expect(english('un panino crudo e mozzarella')).toContain('prosciutto')
  })

  it("reads bar words: un deca, un orzo, crodino, un'ombra", () => {
    expect(foods('un deca e un orzo')).toEqual(['Coffee, brewed (black)', 'Coffee substitute'])
    expect(foods('un crodino')[0]).toBe('Cola')
    expect(foods("un'ombra di rosso")[0]).toBe('Red wine')
  })

  it('reads pasta shapes and dishes: bavette, mezze maniche, pappardelle, pasta e fasule, pasta alla norma', () => {
    expect(foods('un piatto di bavette al pesto')[0]).toMatch(/^Pasta/)
    expect(foods('un piatto di mezze maniche')[0]).toBe('Pasta, cooked')
    expect(foods('pappardelle al ragù')[0]).toMatch(/^Egg noodles/)
    expect(foods('un piatto di pasta e fasule')[0]).toMatch(/^Bean soup, with macaroni/)
    expect(foods('pasta alla norma')[0]).toBe('Pasta with tomato sauce')
  })

  it('reads regional breads and street food: ciriola, coppia ferrarese, bauletto, farinata, svizzera, cuoppo', () => {
    expect(foods('una ciriola')[0]).toMatch(/^Roll, hard/)
    expect(foods('una coppia ferrarese')[0]).toMatch(/^Roll, hard/)
    expect(foods('due fette di bauletto')[0]).toBe('Bread, white')
    expect(foods('una fetta di farinata')[0]).toMatch(/^Chickpeas/)
    expect(foods('una svizzera con patate')[0]).toMatch(/^Beef patty/)
    expect(foods('un cuoppo di frittura')[0]).toMatch(/fish/i)
  })

  it('reads Italian snacks and sweets: togo, liuk, coppa del nonno, galani, torta della nonna', () => {
    expect(foods('un pacchetto di togo')[0]).toMatch(/cookie/i)
    expect(foods('un liuk')[0]).toBe('Ice pop')
    expect(foods('una coppa del nonno')[0]).toMatch(/^Ice cream/)
    expect(foods('un piatto di galani')[0]).toBe('Bread, dough, fried')
    expect(foods('una fetta di torta della nonna')[0]).toBe('Pie, custard')
  })
})
