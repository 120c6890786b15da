// Spanish meals in the style of a Spain-Spanish machine translator ("me di el capricho de",
// "tentempié", "zumo", "patatas fritas" for both chips and fries, "loncha", "cacahuete"): the story
// reads as nothing and the meal comes out as its English original does. Written here, not taken
// from any bench set.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const analyse = (description: string) => analyzeMeal({ description }, index)

const MEALS: Array<[string, string]> = [
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

describe('Spain-Spanish meals told as natural sentences', () => {
  it('read as their English originals, with nothing unmatched', () => {
    for (const [es, en] of MEALS) {
      const a = analyse(es)
      const carbEn = analyse(en).totals.carbohydrate_g
      expect(Math.abs(a.totals.carbohydrate_g - carbEn), `"${es}" → ${a.totals.carbohydrate_g} g, English ${carbEn} g`).toBeLessThanOrEqual(7.5)
      expect(a.unmatched, es).toEqual([])
    }
  })
})
