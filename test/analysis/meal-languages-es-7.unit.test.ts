import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { analyse, foods, english } = readerFor('es')

describe('Spanish phrases for the common survey foods (round 7)', () => {
  it('reads "un helado" as ice cream, not as a cold beer ("unas heladas")', () => {
    expect(foods('comí un helado de vainilla')[0]).toBe('Ice cream, vanilla')
  })

  it('reads soft serve "de máquina" after its flavour, and a cone "de barquillo"', () => {
    expect(english('un cono de helado de fresa de máquina')).toContain('soft serve')
    expect(english('un helado de chocolate en cucurucho de barquillo')).toContain('in a waffle cone')
  })

  it('reads an amount after a food named by two words ("caramelo duro de media onza")', () => {
    expect(foods('un bombón de chocolate de media onza')).toEqual(['Pralines'])
  })

  it('reads "de once onzas" as 11 oz, not as the Chilean "once"', () => {
    expect(english('una cena congelada de once onzas')).toContain('11 oz')
  })

  it('reads products: tartaletas de desayuno, sándwich de panqueques, lámina de fruta, galletas de animalitos, filete Salisbury', () => {
    expect(foods('un paquete de tartaletas de desayuno')[0]).toBe('Breakfast tart')
    expect(english('un sándwich de panqueques con salchicha y huevo')).toContain('griddle cake sandwich')
    expect(foods('una lámina de fruta de frutilla')[0]).toMatch(/^Fruit leather/)
    expect(foods('una caja de galletas de animalitos')[0]).toBe('Cookie, animal')
    expect(english('un filete Salisbury con puré')).toContain('Salisbury steak')
  })

  it('reads a juice box of a fruit blend, and sugar sprinkled on top', () => {
    expect(english('dos juguitos en cajita de mezcla de frutas')).toContain('fruit blend juice box')
    expect(foods('un pan dulce espolvoreado con azúcar')[0]).toBe('Pan Dulce, with sugar topping')
  })

  it('reads story words: me di un capricho, para refrescarme', () => {
    expect(analyse('Hoy me di un capricho: un brownie').unmatched).toEqual([])
    expect(analyse('una copa de vino para refrescarme').unmatched).toEqual([])
  })
})
