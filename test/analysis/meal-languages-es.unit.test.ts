// Spanish meals told as long natural sentences, the way a translator writes an English meal
// diary ("Para el almuerzo de hoy, me di el gusto de…"), in Latin America's words and in a Spain
// machine translator's ("me di el capricho de", "tentempié", "zumo", "patatas fritas" for both chips
// and fries, "loncha", "cacahuete"): the story around the meal reads as nothing, and the meal comes
// out as its English original does. Written here, not taken from any bench set.
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { analyse } = readerFor()

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

const SPAIN: Array<[string, string]> = [
  [
    'Como tentempié, me di el capricho de comer una bolsa pequeña individual de patatas fritas con sabor a barbacoa y un vaso de agua del grifo.',
    'For a snack, I treated myself to a small single serving bag of barbecue flavored potato chips and a glass of tap water.',
  ],
  [
    'Para cenar, tomé una ración grande de patatas fritas de comida rápida y una lata de 12 onzas líquidas de refresco con sabor a frutas.',
    'For dinner, I had a large fast food order of french fries and a 12 fl oz can of fruit flavored soft drink.',
  ],
  [
    'Para comer, disfruté de un taco blando mediano con pollo y una botella de agua embotellada.',
    'For lunch, I enjoyed a medium soft taco with chicken and a bottle of bottled water.',
  ],
  ['Para desayunar, tomé un dónut glaseado y un brick de zumo de naranja 100%.', 'For breakfast, I had a glazed doughnut and a carton of 100% orange juice.'],
  [
    'A la hora de la merienda, saboreé una taza de copos de avena con sabor a arce y una loncha de queso americano.',
    'At snack time, I savored a cup of maple flavored oatmeal and a slice of American cheese.',
  ],
  [
    'Para comer, me di un festín con una porción de pizza de pepperoni de masa gruesa y una botella de 16 onzas líquidas de bebida energética Monster.',
    'For lunch, I feasted on a piece of thick crust pepperoni pizza and a 16 fl oz bottle of Monster energy drink.',
  ],
  [
    'Como tentempié rápido, cogí una bolsita de gominolas de fruta y un envase tamaño tentempié de compota de manzana normal.',
    'For a quick snack, I grabbed a pouch of fruit snacks and a snack size container of regular applesauce.',
  ],
]

/** Each Spanish meal within 7.5 g of carbohydrate of its English original, nothing unmatched. */
function readAsEnglish(meals: Array<[string, string]>): void {
  for (const [es, en] of meals) {
    const a = analyse(es)
    const carbEn = analyse(en).totals.carbohydrate_g
    expect(Math.abs(a.totals.carbohydrate_g - carbEn), `"${es}" → ${a.totals.carbohydrate_g} g, English ${carbEn} g`).toBeLessThanOrEqual(7.5)
    expect(a.unmatched, es).toEqual([])
  }
}

describe('Spanish meals told as natural sentences', () => {
  it('read as their English originals, with nothing unmatched', () => readAsEnglish(MEALS))
  it('in Spain’s words too', () => readAsEnglish(SPAIN))
})
