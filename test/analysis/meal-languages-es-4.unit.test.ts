// Spanish meals typed casually (round 4): school and barrio words, full containers and augmentatives,
// "y después" between two dishes, and the story around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('Spanish meals typed casually (round 4)', () => {
  it('reads "del cole" as nothing, not cola', () => {
    const f = foods('Para el recreo me mandaron un juguito de uva de los del cole y una barrita de cereal')
    expect(f).toEqual(['Grape juice', 'Granola bar'])
  })

  it('reads a breakfast bar, not "de desayuno" as the meal time', () => {
    expect(english('me di el gusto de una barrita de desayuno y un café, el combo perfecto')).toContain('a breakfast bar and a coffee')
    expect(foods('Desayuné una barra de desayuno.')).toEqual(['Breakfast bar, NFS'])
  })

  it('reads a full cup, a big bag, a big glass and a small bottle', () => {
    expect(english("De merienda me clavé una taza llena de galletitas Cheez-It, pa' matar el antojo")).toContain('a full cup of Cheez-It crackers')
    expect(english('Con los amigos, un bolsón de papitas y un botellín de cerveza')).toContain('a large bag of potato chips and a small bottle of beer')
    expect(english('Me tomé un vasote de horchata bien fría')).toContain('a large glass of horchata')
    expect(english('un tercio de cerveza')).toContain('a bottle of beer')
  })

  it('keeps two dishes apart across "y después" and "de postre"', () => {
    const f = foods('Almorcé una hamburguesa con papas fritas y después una porción de tarta de manzana')
    expect(f).toContain('Apple pie')
    expect(f.some((x) => x.startsWith('Hamburger'))).toBe(true)
    expect(foods('Cené una pizza de pepperoni con champiñones y de postre un flan')).toContain('Flan')
  })

  it('reads soft serve in a cone and the sweet-salty combo as nothing', () => {
    expect(foods("Pa' levantar el ánimo, un cono de helado suave de vainilla")).toEqual(['Ice cream cone, soft serve, vanilla'])
    expect(english('unos pretzels de anillo y un yogur bebible, el combo dulce-salado')).toBe('some ring pretzels and a yogurt drink,')
  })

  it('reads taco or tostada salad, sweet or dark chocolate and regional sandwiches', () => {
    expect(foods('En la cena, una taza de ensalada de taco o tostada con carne')).toEqual(['Taco or tostada salad with meat'])
    expect(foods('un trozo de chocolate dulce o negro')).toEqual(['Chocolate, sweet or dark'])
    expect(foods('un tostado de jamón y queso')).toEqual(['Ham and cheese sandwich'])
  })
})
