// Spanish meals told as long natural sentences, the way a translator writes an English meal
// diary ("Para el almuerzo de hoy, me di el gusto de…"): the story around the meal reads as
// nothing, and the meal comes out as its English original does. Written here, not taken from any
// bench set.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const analyse = (description: string) => analyzeMeal({ description }, index)

const MEALS: Array<[string, string]> = [
  [
    'Para el almuerzo de hoy, me di el gusto de un sándwich de mantequilla de maní y mermelada en pan integral, acompañado de una botella de agua embotellada sin azúcar.',
    'For lunch today, I treated myself to a peanut butter and jelly sandwich on whole wheat bread, paired with a bottle of unsweetened bottled water.',
  ],
  [
    'Esta mañana saboreé un tazón de avena instantánea y una refrescante taza de café recién hecho para empezar el día.',
    'This morning I savored a bowl of instant oatmeal and a refreshing cup of brewed coffee to start my day.',
  ],
  [
    'Como merienda rápida, opté por una bolsa pequeña de papas fritas naturales y una lata de 12 onzas líquidas de cola dietética.',
    'For a quick snack, I opted for a small bag of plain potato chips and a 12 fl oz can of diet cola.',
  ],
  [
    'Durante la cena, disfruté de una rebanada de pizza de pepperoni de masa delgada, complementada con una taza de agua del grifo.',
    'During dinner, I enjoyed a slice of thin crust pepperoni pizza, complemented by a cup of tap water.',
  ],
  [
    'En el desayuno, comí una dona glaseada y un cartón escolar de leche con chocolate baja en grasa.',
    'For breakfast, I had a glazed doughnut and a school carton of low-fat chocolate milk.',
  ],
  [
    'A la hora de la merienda, me deleité con una galleta mediana con chispas de chocolate y un vaso de leche reducida en grasa.',
    'At snack time, I relished a medium chocolate chip cookie and a glass of reduced fat milk.',
  ],
  [
    'Para la cena, me di un festín con una hamburguesa con queso de comida rápida y una porción mediana de papas fritas.',
    'For dinner, I feasted on a fast food cheeseburger and a medium order of french fries.',
  ],
  [
    'Hoy en el almuerzo tomé a sorbos una botella de 20 onzas fluidas de refresco con sabor a frutas sin cafeína.',
    'At lunch today I sipped on a 20 fl oz bottle of caffeine-free fruit-flavored soft drink.',
  ],
]

describe('Spanish meals told as natural sentences', () => {
  it('read as their English originals, with nothing unmatched', () => {
    for (const [es, en] of MEALS) {
      const a = analyse(es)
      const carbEn = analyse(en).totals.carbohydrate_g
      expect(Math.abs(a.totals.carbohydrate_g - carbEn), `"${es}" → ${a.totals.carbohydrate_g} g, English ${carbEn} g`).toBeLessThanOrEqual(7.5)
      expect(a.unmatched, es).toEqual([])
    }
  })
})
