// Spanish as people type it into an app (round 5): Mexican snack words (papitas bajas en grasa,
// frituras de maíz, pa' …), Spain's brik, potito and zumo multifrutas, salchicha as a sausage, café
// con leche as a latte, "sin nada de carne", and short texts told from French by their sizes
// (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { detectLanguage, readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text)?.english

describe('Spanish meals typed casually (round 5)', () => {
  it('reads papitas bajas en grasa as reduced fat chips and bolsita as a small bag', () => {
    expect(foods('En la oficina me comí una bolsita de papitas bajas en grasa.')[0]).toMatch(/^Potato chips, reduced fat/)
    expect(english("Una bolsita de cacahuates pa'l camino.")).toContain('small bag')
  })

  it('reads "pa\'" story phrases and "para rematar" as nothing', () => {
    expect(foods("Pa' la cruda unos chilaquiles, y pa' rematar un jugo de naranja.")).toHaveLength(2)
    expect(analyzeMeal({ description: "Me compré unas palomitas pa' botanear." }, index).unmatched).toEqual([])
  })

  it('reads salchicha as a sausage: a biscuit with one is a sausage biscuit', () => {
    expect(english('En el desayuno, un bisquet con salchicha.')).toContain('sausage')
    expect(foods('En el desayuno, un bisquet con salchicha.')[0]).toMatch(/sausage/i)
  })

  it('reads café con leche as a latte', () => {
    expect(foods('A media mañana, un café con leche mediano.')[0]).toMatch(/^Caffe latte/)
  })

  it('reads "sin nada de carne" as meatless, and a bean burrito with rice as one dish', () => {
    expect(foods('Cené un burrito de frijoles con arroz, sin nada de carne.')).toEqual(['Burrito with beans and rice, meatless'])
  })

  it('reads brik de zumo, zumo multifrutas and frituras de maíz', () => {
    expect(english('En el recreo, un brik de zumo multifrutas.')).toContain('carton of fruit juice blend')
    expect(foods('Una taza de frituras de maíz con chile.')[0]).toMatch(/corn snacks/i)
  })

  it('reads "batido de cacao con menos azúcar" as reduced sugar chocolate milk', () => {
    expect(english('Después del gimnasio, una taza de batido de cacao con menos azúcar.')).toContain('reduced sugar chocolate milk')
  })

  it('reads pizza de masa media con carne extra, and "mientras disfrutaba de" as a connector', () => {
    expect(foods('Me tomé un refresco mientras disfrutaba de una porción de pizza de masa media con carne extra.')).toContain(
      'Pizza with extra meat, medium crust',
    )
  })

  it('reads leche deslactosada as lactose free milk and palitos de mozzarella as mozzarella sticks', () => {
    expect(foods('Un vaso de leche deslactosada.')[0]).toMatch(/^Milk, lactose free/)
    expect(foods('De entrada, seis palitos de mozzarella.')[0]).toMatch(/^Mozzarella sticks/)
  })

  it('reads potito as a jar of baby food, the foods after it one dish', () => {
    expect(foods('De merienda, dos potitos de fruta.')).toEqual(['Fruit, baby food, NFS'])
    expect(foods('Merendó un potito de pollo con verduras.')[0]).toMatch(/baby food/)
  })

  it('tells a short Spanish text with a size from French', () => {
    expect(detectLanguage('un burrito de pollo grande')).toBe('es')
    expect(detectLanguage('un taco de pollo grande')).toBe('es')
  })
})
