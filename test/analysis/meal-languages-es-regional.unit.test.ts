import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('es')

describe('Spanish meals typed quickly or in a regional way', () => {
  it('reads casual connectors: "i" for y, "c/" for con, "tb"/"tmb" for también, "dsp" for después', () => {
    expect(foods('una chela i unas papas fritas')).toContain('Beer')
    expect(foods('una arepa c/ queso')[0]).toBe('Arepa')
    expect(english('un cafecito tb un pan dulce')).toContain('coffee and a pan dulce')
    expect(english('dos tacos tmb una coca')).toContain('and a cola')
    expect(english('una empanada dsp un flan')).toContain('then')
  })

  it('reads chat shorthand as nothing: "q", "xq", "x la mañana", "pa", "pal"', () => {
    expect(english('x la mañana un licuado q me hizo mi mamá')).toBe('a smoothie')
    expect(english('pal desayuno unos huevos pericos')).toBe('some scrambled eggs with tomato and onion')
    expect(english('2 x empanadas')).toBe('2 empanada')
  })

  it('reads amounts: un toque de, un puñado de, hartas, un montón de, media docena', () => {
    expect(english('un toque de crema')).toBe('a little cream')
    expect(english('un puñado de manises')).toBe('a handful of peanuts')
    expect(english('hartas papas fritas')).toBe('lots of french fries')
    expect(english('un montón de cabritas')).toBe('lots of popcorn')
    expect(english('media docena de medialunas')).toBe('half a dozen croissant')
  })

  it('reads number words beyond twelve', () => {
    expect(english('trece galletitas')).toContain('13')
    expect(english('cien gramos de queso')).toBe('100 g of cheese')
  })

  it('reads sizes: chiquitito, grandote, tamaño familiar', () => {
    expect(english('una pizza tamaño familiar')).toBe('a family size pizza')
    expect(english('papas grandotas')).toContain('large')
    expect(english('un jugo chiquitito')).toContain('small')
  })

  it('reads measures: bocha, medio kilo, lt/lts, cachito, pedazote, platón, sachet', () => {
    expect(english('una bocha de helado de chocolate')).toBe('a scoop of chocolate ice cream')
    expect(english('medio kilo de frutillas')).toBe('500 g of strawberries')
    expect(english('2 lts de gaseosa')).toBe('2 l of soda')
    expect(english('un cachito de pan')).toBe('a piece of bread')
    expect(english('un pedazote de torta')).toBe('a piece of cake')
    expect(english('un platón de frijolitos')).toBe('a plate of beans')
    expect(english('un sachet de mayo')).toBe('a packet of mayonnaise')
  })

  it('reads meal words of the regions as nothing: once, lonche, media mañana', () => {
    expect(english('tomé once: té con pan amasado')).not.toContain('eleven')
    expect(english('de lonche una torta de jamón')).toBe('a ham sandwich')
    expect(english('media mañana un café')).toBe('a coffee')
  })

  it('reads beers and sodas by their regional names: caguama, pola, cheve, unas frías, refre, Jarritos', () => {
    expect(foods('una caguama')[0]).toBe('Beer')
    expect(foods('dos polas')[0]).toBe('Beer')
    expect(foods('una cheve')[0]).toBe('Beer')
    expect(foods('unas frías con los amigos')[0]).toBe('Beer')
    expect(foods('un refre')[0]).toBe('Cola')
    expect(foods('un Jarritos de tamarindo')[0]).toBe('Cola')
  })

  it('reads Argentine and Chilean foods: chori, mila, cabritas, ramitas, completos, sanguchitos de miga', () => {
    expect(foods('un chori')[0]).toBe('Sausage sandwich')
    expect(english('una mila con puré')).toContain('breaded steak')
    expect(foods('una bolsa de cabritas')[0]).toMatch(/^Popcorn/)
    expect(foods('unas ramitas')[0]).toMatch(/^Pretzels/)
    expect(foods('dos completos')[0]).toMatch(/hot dog sandwich/)
    expect(foods('3 sanguchitos de miga')[0]).toBe('Ham and cheese sandwich')
  })

  it('reads a Chilean bread with palta as bread and avocado, not sushi', () => {
    expect(foods('una marraqueta con palta')).toEqual(['Dinner roll', 'Avocado'])
    expect(foods('2 hallullas c/ palta')).toEqual(['Dinner roll', 'Avocado'])
  })

  it('reads Mexican snacks and street food: takis, tostilocos, raspa, bolis, tlayuda, nopalitos', () => {
    expect(foods('unos takis')[0]).toBe('Tortilla chips')
    expect(foods('unos tostilocos')[0]).toBe('Tortilla chips')
    expect(foods('un raspa de fresa')[0]).toBe('Snow cone')
    expect(foods('un bolis de mango')[0]).toBe('Ice pop')
    expect(foods('una tlayuda')[0]).toMatch(/tostada/)
    expect(foods('nopalitos asados')[0]).toMatch(/^Cactus/)
  })

  it('reads Caribbean and Andean foods: moro, mangú, pica pollo, tequeños, chicha morada', () => {
    expect(foods('un plato de moro')[0]).toBe('Rice and black beans')
    expect(foods('mangú con salami')[0]).toMatch(/^Plantain/)
    expect(foods('pica pollo')[0]).toMatch(/^Chicken breast, fried/)
    expect(foods('seis tequeños')[0]).toMatch(/^Mozzarella sticks/)
    expect(foods('un vaso de chicha morada')[0]).toBe('Fruit punch drink')
  })
})
