import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { analyse, foods, english } = readerFor('pt')

describe('Portuguese phrases for the common survey foods (round 7)', () => {
  it('reads a cold bottle ("garrafa gelada de") as a bottle, not an ice pop ("gelado de água")', () => {
    expect(foods('uma garrafa gelada de suco de laranja')).toEqual(['Orange juice'])
  })

  it('reads a waffle cone, sugar on top and a cream sauce', () => {
    expect(english('um sorvete de morango na casquinha de waffle')).toContain('in a waffle cone')
    expect(foods('um pan dulce pequeno coberto de açúcar')[0]).toBe('Pan Dulce, with sugar topping')
    expect(english('nhoque ao molho de creme')).toContain('cream sauce')
  })

  it('reads shapes: em forma de animais, em forma de argola', () => {
    expect(foods('um pacote de biscoitos em forma de animais')[0]).toBe('Cookie, animal')
    expect(english('dois pretzels em forma de argola')).toContain('ring pretzels')
  })

  it('reads products: refri tipo pepper, carne de vaca in a dish, barrinha de arroz crocante', () => {
    expect(foods('uma lata de refri tipo pepper')[0]).toBe('Soft drink, pepper type')
    expect(english('um hambúrguer de vaca')).toContain('beef')
    expect(foods('uma barrinha de arroz crocante')[0]).toMatch(/rice cereal/)
  })

  it('reads story words: me dei um, pra algo leve, fechei com, pra me hidratar', () => {
    expect(analyse('Me dei um sorvete de chocolate').unmatched).toEqual([])
    expect(foods('uma torrada pra algo leve')).toEqual(['Toast, white'])
    expect(analyse('fechei com um café').unmatched).toEqual([])
    expect(analyse('um copo de água pra me hidratar').unmatched).toEqual([])
  })
})
