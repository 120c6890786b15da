// Spanish meals as people type them (vocabulary round 3): diminutives ("tacita", "juguito",
// "pedacito"), regional words (Mexican "bolillo", "concha", "tortas"; Argentine "factura",
// "choripán", "sánguche"; Spain's "kikos", "cubata", "magdalena"), containers ("copa", "tubo",
// "táper", "monodosis"), dairy "desnatado"/"magro" as nonfat, and the story around a meal read as
// nothing. Meals written here, not taken from any bench set.
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('es')

describe('Spanish meals: diminutives, regional words, containers and story (round 3)', () => {
  it('reads a diminutive as its word (-ito/-ita, -cito, -quito, -guito)', () => {
    expect(english('Me tomé una tacita de café con un juguito de naranja.')).toBe('a small cup of coffee with a orange juice.')
    expect(english('un pedacito de pastel y unos trocitos de pollo')).toContain('a piece of cake')
    expect(english('una manzana chiquita')).toBe('a small apple')
    expect(english('una cdita de miel')).toContain('tsp of honey')
  })

  it('reads "copa" of ice cream as a cup, and a glass of wine still as a glass', () => {
    expect(foods('De postre pedí una copa grande de helado de fresa.')).toEqual(['Ice cream, strawberry'])
    expect(english('una copa mediana de helado de fresa')).toBe('a medium cup of strawberry ice cream')
    expect(english('Cené pescado con una copa de vino blanco.')).toContain('glass of white wine')
  })

  it('reads Mexican and Argentine bakery and street food', () => {
    expect(foods('Merendé una concha con un vaso de leche.')[0]).toBe('Pan Dulce, with sugar topping')
    expect(english('Me comí un bolillo con frijoles.')).toContain('hard roll')
    expect(foods('Almorcé una torta de milanesa.')[0]).toMatch(/^Steak sandwich/)
    expect(foods('En la cancha me comí un choripán.')[0]).toBe('Sausage sandwich')
    expect(english('Desayuné un cortado con dos facturas.')).toContain('pastry')
  })

  it('reads skimmed and lean dairy as nonfat (fruit yogurt stays yogurt, not milk)', () => {
    expect(foods('Me comí un vasito de yogur descremado con fresas.')[0]).toMatch(/^Yogurt, (fruit|nonfat milk)/)
    expect(foods('Me serví un vaso de leche magra.')).toEqual(['Milk, skim (fat free)'])
  })

  it('reads drinks mixed with a spirit as the cocktail', () => {
    expect(foods('Por la noche me tomé un cubata.')).toEqual(['Rum and cola'])
    expect(foods('Un gin tonic en la terraza.')).toEqual(['Gin and tonic'])
    expect(english('un vodka con tónica')).toBe('a vodka and tonic')
  })

  it('reads the story around a meal as nothing', () => {
    expect(foods('Para matar el hambre me zampé un bocadillo de jamón, me supo a gloria.')).toHaveLength(1)
    expect(english('Me di un homenaje con una hamburguesa doble.')).toBe('a double hamburger.')
    expect(foods('Le di un mordisco a una manzana mientras esperaba el autobús.')).toEqual(['Apple'])
  })

  it('reads containers: a tube of yogurt, a tupperware, a single-serve cream and a cube of chocolate', () => {
    expect(english('un tubo de yogur de fresa')).toContain('tube of fruit yogurt')
    expect(english('un táper de lentejas')).toBe('a container of lentils')
    expect(english('un café con una monodosis de leche')).toContain('individual container of milk')
    expect(english('un cubito de una pulgada de chocolate con leche')).toContain('cubic inch of milk chocolate')
  })

  it('reads Spanish snack words for what they are', () => {
    expect(foods('Picamos unos kikos con una cerveza.')).toContain('Corn nuts')
    expect(foods('Una onza de chocolate negro después de comer.')).toEqual(['Dark chocolate (70-85%)'])
    expect(english('una barrita de arroz inflado con malvaviscos')).toBe('a rice cereal marshmallow bar')
    expect(english('un cucurucho de helado de chocolate')).toBe('a chocolate ice cream cone')
  })
})
