import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('Portuguese names of the common survey foods (round 6)', () => {
  it('reads "rebuçados" as hard candy and a "mão-cheia" as a handful', () => {
    expect(foods('No intervalo chupei dois rebuçados de mentol.')).toEqual(['Hard candy'])
    expect(english('Petisquei uma mão-cheia de amendoins salgados.')).toBe('a handful of salted peanuts.')
  })

  it('reads "gelado de gelo" as an ice pop and "gelado de pau" as an ice cream bar', () => {
    expect(foods('À tarde comi um gelado de gelo de limão.')).toEqual(['Ice pop'])
    expect(foods('Na praia comprei um gelado de pau de morango.')[0]).toMatch(/^Ice cream bar/)
  })

  it('reads "tosta de queijo" as grilled cheese and "fanta laranja" as orange soda', () => {
    expect(foods('Ao lanche comi uma tosta de queijo e bebi um galão.')).toEqual(['Grilled cheese sandwich', 'Caffe latte (2% milk)'])
    expect(foods('Bebi uma lata de fanta laranja com o almoço.')).toEqual(['Orange soda'])
  })

  it('reads "pipoca sem óleo" as air-popped and "refeição congelada" as a frozen dinner', () => {
    expect(foods('Vi um filme com três xícaras de pipoca sem óleo.')).toEqual(['Popcorn, air-popped'])
    expect(foods('Jantei uma refeição congelada de lasanha.')[0]).toMatch(/^Frozen dinner/)
  })

  it('reads a Brazilian "casquinha de baunilha" as soft serve, and a place named alone as nothing', () => {
    expect(foods('Passei no méqui e tomei uma casquinha de baunilha.')).toEqual(['Soft-serve ice cream in a cone'])
  })

  it('reads sausages "de porco fritas" as fried pork sausage, while "fritas" alone stays fries', () => {
    expect(foods('Ao pequeno-almoço comi duas salsichas de porco fritas com ovos.')[0]).toBe('Pork sausage, pan-fried')
    expect(foods('Pedi uma porção de fritas.')).toEqual(['French fries (fast food)'])
  })

  it('reads a "pacote" of chips as a bag, and brand bars and snack mixes by name', () => {
    expect(english('Comi um pacote de doritos no carro.')).toBe('a bag of Doritos.')
    expect(foods('Comi uma barra special k de manhã.')[0]).toMatch(/Special K/)
    expect(foods('No cinema dividimos uma mistura de aperitivos.')).toEqual(['Snack mix'])
    expect(foods('Mastiguei uma pastilha elástica com açúcar.')).toEqual(['Chewing gum, regular'])
  })
})
