// Rule tests of the meal analyser against a small fixture table (test/analysis/fixture-foods.ts):
// splitting, item text, quantities, units and matching. The rest: meal-analysis-results.unit.test.ts.
import { describe, expect, it } from 'vitest'
import { aliasesFromUsdaName } from '../../src/analysis/index.js'
import { ids, one, run } from './fixture-foods.js'

describe('splitting', () => {
  it('splits on commas, semicolons, new lines and sentence ends', () => {
    expect(ids('2 eggs, toast; butter\norange juice')).toEqual(['egg', 'bread_white', 'butter', 'orange_juice'])
    expect(ids('An apple. A banana')).toEqual(['apple', 'banana'])
  })
  it('splits on and, with, plus, &', () => {
    expect(ids('rice and chicken')).toEqual(['rice', 'chicken_breast'])
    expect(ids('toast with butter')).toEqual(['bread_white', 'butter'])
    expect(ids('rice plus chicken')).toEqual(['rice', 'chicken_breast'])
    expect(ids('rice & chicken')).toEqual(['rice', 'chicken_breast'])
    expect(ids('coffee w/ milk')).toEqual(['coffee', 'milk'])
  })
  it('keeps known multi-word foods together (longest known phrase wins)', () => {
    expect(ids('mac and cheese')).toEqual(['mac_and_cheese'])
    expect(ids('mac n cheese')).toEqual(['mac_and_cheese'])
    expect(ids('fish and chips')).toEqual(['fish_and_chips'])
    expect(ids('a bag of salt and vinegar crisps')).toEqual(['crisps_salt_vinegar'])
    expect(ids('salt & vinegar crisps')).toEqual(['crisps_salt_vinegar'])
    expect(ids('a peanut butter and jelly sandwich')).toEqual(['pbj'])
    expect(ids('a tbsp of half and half')).toEqual(['half_and_half'])
  })
  it('splits bread and butter into two items', () => {
    expect(ids('bread and butter')).toEqual(['bread_white', 'butter'])
  })
  it('splits "fried in butter" but not a plain "in"', () => {
    expect(ids('2 eggs fried in butter')).toEqual(['egg_fried', 'butter'])
  })
  it('keeps the item text as written', () => {
    const a = run('2 Eggs, a slice of Whole-Wheat toast with butter')
    expect(a.items.map((i) => i.text)).toEqual(['2 Eggs', 'a slice of Whole-Wheat toast', 'butter'])
  })
})

describe('item text and labels', () => {
  it('drops leading filler from the item text and keeps a closing bracket', () => {
    expect(run('I had about 2 eggs').items[0]!.text).toBe('2 eggs')
    expect(run('chicken breast (150 g), rice').items[0]!.text).toBe('chicken breast (150 g)')
  })
  it('drops "for lunch" wherever it is', () => {
    const a = run('a coke for lunch')
    expect(a.items.map((i) => i.food_id)).toEqual(['cola'])
    expect(a.items[0]!.confidence).toBe(one('a coke').confidence)
  })
  it('ignores meal labels', () => {
    const a = run('Breakfast: oatmeal with strawberries. Lunch - rice')
    expect(a.items.map((i) => i.food_id)).toEqual(['oatmeal', 'strawberry', 'rice'])
    expect(a.unmatched).toEqual([])
  })
})

describe('quantities', () => {
  const q = (s: string) => one(s).quantity
  it('digits, decimals and decimal commas', () => {
    expect(q('2 apples')).toBe(2)
    expect(q('1.5 apples')).toBe(1.5)
    expect(q('1,5 apples')).toBe(1.5)
  })
  it('fractions and mixed numbers', () => {
    expect(q('1/2 apple')).toBe(0.5)
    expect(q('1 1/2 apples')).toBe(1.5)
    expect(q('3/4 cup of rice')).toBe(0.75)
  })
  it('an amount after describing words: "a warm 140g banana"', () => {
    expect(one('a warm 140g banana')).toMatchObject({ food_id: 'banana', grams: 140, text: 'a warm 140g banana' })
    expect(one('a cold 150 g apple')).toMatchObject({ food_id: 'apple', grams: 150 })
    // without a mass or volume after the number, the words stay the food's
    expect(one('a medium banana')).toMatchObject({ grams: 118 })
  })
  it('a size after describing words: "a spotty medium banana"', () => {
    expect(one('a spotty medium banana')).toMatchObject({ food_id: 'banana', unit: 'medium', grams: 118 })
    expect(one('a spotty large banana')).toMatchObject({ grams: 136 })
  })
  it('unicode fractions', () => {
    expect(q('½ apple')).toBe(0.5)
    expect(q('¼ apple')).toBe(0.25)
    expect(q('¾ apple')).toBe(0.75)
    expect(q('⅓ cup rice')).toBe(0.33)
    expect(q('⅔ cup rice')).toBe(0.67)
    expect(q('1½ apples')).toBe(1.5)
    expect(q('1 ½ apples')).toBe(1.5)
  })
  it('number words', () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
    for (const [i, word] of words.entries()) expect(q(`${word} apples`)).toBe(i + 1)
    expect(q('a banana')).toBe(1)
    expect(q('an apple')).toBe(1)
  })
  it('halves, couples, few, several, dozens', () => {
    expect(q('half an apple')).toBe(0.5)
    expect(q('a half cup of rice')).toBe(0.5)
    expect(q('half a cup of rice')).toBe(0.5)
    expect(q('a couple of apples')).toBe(2)
    expect(q('couple of apples')).toBe(2)
    expect(q('a few apples')).toBe(3)
    expect(q('several apples')).toBe(3)
    expect(q('a dozen eggs')).toBe(12)
    expect(q('half a dozen eggs')).toBe(6)
    expect(q('one and a half cups of rice')).toBe(1.5)
    expect(q('2 and 1/2 cups of rice')).toBe(2.5)
  })
  it('ranges take the middle', () => {
    expect(q('2-3 apples')).toBe(2.5)
    expect(q('2 – 3 apples')).toBe(2.5)
    expect(q('2 to 3 apples')).toBe(2.5)
    expect(q('two or three apples')).toBe(2.5)
  })
  it('a quantity after the food', () => {
    expect(one('chicken breast 150g')).toMatchObject({ quantity: 150, unit: 'g', grams: 150 })
    expect(one('eggs x3')).toMatchObject({ quantity: 3, unit: 'large', grams: 150 })
    expect(one('toast (2 slices)')).toMatchObject({ quantity: 2, unit: 'slice', grams: 50 })
  })
  it('clock times are not quantities', () => {
    expect(one('2 eggs at 8:30')).toMatchObject({ quantity: 2, grams: 100 })
    expect(one('eggs at 7am')).toMatchObject({ grams: 100 })
    expect(one('an apple at 10 pm').grams).toBe(182)
  })
  it('a quantity on its own after a comma belongs to the item before', () => {
    expect(one('orange juice, 250 ml')).toMatchObject({ food_id: 'orange_juice', unit: 'ml', grams: 260 })
  })
  it('vague words lower the certainty, not the number', () => {
    expect(one('a few apples').confidence).toBeLessThan(one('3 apples').confidence)
  })
})

describe('units', () => {
  const g = (s: string) => one(s).grams
  it('mass units', () => {
    expect(one('150 g rice')).toMatchObject({ unit: 'g', grams: 150, quantity: 150 })
    expect(g('150g rice')).toBe(150)
    expect(g('150 grams of rice')).toBe(150)
    expect(g('1 gram of sugar')).toBe(1)
    expect(g('0.2 kg rice')).toBe(200)
    expect(g('4 oz chicken breast')).toBe(113.4)
    expect(g('4 ounces of chicken')).toBe(113.4)
    expect(g('1 lb chicken')).toBe(453.6)
    expect(g('half a pound of chicken')).toBe(226.8)
    expect(g('2 pounds of chicken')).toBe(907.2)
  })
  it('volume units convert through density', () => {
    expect(one('250 ml orange juice')).toMatchObject({ unit: 'ml', grams: 260 })
    expect(g('0.5 l milk')).toBe(515)
    expect(g('1 litre of milk')).toBe(1030)
    expect(g('1 liter of milk')).toBe(1030)
    expect(g('2 liters of coffee')).toBe(2000)
    expect(g('330ml coke')).toBe(343.2)
  })
  it("cups, spoons: the food's own measure when it has one, else density", () => {
    expect(g('1 cup of rice')).toBe(158)
    expect(g('2 cups rice')).toBe(316)
    expect(g('1 cup of orange juice')).toBe(248)
    expect(g('1 cup of coke')).toBe(249.6) // 240 ml × 1.04
    expect(g('1 tbsp butter')).toBe(14.2)
    expect(g('2 tablespoons of peanut butter')).toBe(32)
    expect(g('1 tablespoon of olive oil')).toBe(13.5)
    expect(g('2 tsp sugar')).toBe(8.4)
    expect(g('1 teaspoon of butter')).toBe(4.7)
    expect(g('3 teaspoons of peanut butter')).toBe(16) // from its tbsp
    expect(g('1 tbsp of rice')).toBe(9.9) // a solid by the spoon: from its cup
    expect(g('100 ml of rice')).toBe(65.8)
  })
  it('household units', () => {
    expect(one('2 slices of toast')).toMatchObject({ unit: 'slice', grams: 50, quantity: 2 })
    expect(g('a slice of pizza')).toBe(107)
    expect(one('2 pieces of chicken')).toMatchObject({ unit: 'piece', grams: 170 })
    expect(one('a can of coke')).toMatchObject({ unit: 'can', grams: 368 })
    expect(one('2 cans of beer')).toMatchObject({ unit: 'can', grams: 712 })
    expect(one('a bottle of beer')).toMatchObject({ unit: 'bottle', grams: 356 })
    expect(one('a bottle of orange juice')).toMatchObject({ unit: 'bottle', grams: 520 }) // 500 ml
    expect(one('a glass of milk')).toMatchObject({ unit: 'glass', grams: 247.2 }) // 240 ml
    expect(one('2 glasses of orange juice')).toMatchObject({ unit: 'glass', grams: 499.2 })
    expect(one('a bowl of oatmeal')).toMatchObject({ unit: 'bowl', grams: 351 }) // 1.5 cups
    expect(one('a bowl of tomato soup')).toMatchObject({ unit: 'bowl', grams: 357 }) // 350 ml
    expect(one('a handful of almonds')).toMatchObject({ unit: 'handful', grams: 30 })
    expect(one('2 handfuls of almonds')).toMatchObject({ grams: 60 })
    expect(one('a serving of rice')).toMatchObject({ unit: 'serving', grams: 158 })
    expect(one('2 portions of mac and cheese')).toMatchObject({ unit: 'serving', grams: 500 })
    expect(one('2 scoops of ice cream')).toMatchObject({ unit: 'scoop', grams: 132 })
    expect(one('a fillet of salmon')).toMatchObject({ unit: 'fillet', grams: 150 })
    expect(one('a salmon fillet')).toMatchObject({ food_id: 'salmon', unit: 'fillet', grams: 150 })
    expect(one('1 breast of chicken')).toMatchObject({ unit: 'breast', grams: 120 })
    expect(one('a pat of butter')).toMatchObject({ unit: 'pat', grams: 5 })
    expect(one('3 leaves of spinach')).toMatchObject({ unit: 'leaf', grams: 30 })
  })
  it('ounces of a drink are fluid ounces', () => {
    expect(one('12 oz beer')).toMatchObject({ unit: 'fl oz', grams: 358.4 })
    expect(one('8 fl oz orange juice')).toMatchObject({ unit: 'fl oz', grams: 246.1 })
  })
  it('a liquid added to a drink without an amount is a splash', () => {
    const a = run('coffee with milk and sugar, and a croissant')
    expect(a.items.find((i) => i.food_id === 'milk')).toMatchObject({ grams: 30.9 })
    expect(run('oatmeal with milk').items.find((i) => i.food_id === 'milk')).toMatchObject({ grams: 244 })
    expect(run('coffee with 100 ml milk').items.find((i) => i.food_id === 'milk')).toMatchObject({ grams: 103 })
  })
  it("size words pick the food's sized portion", () => {
    expect(one('a large apple')).toMatchObject({ unit: 'large', grams: 223 })
    expect(one('2 small apples')).toMatchObject({ unit: 'small', grams: 298 })
    expect(one('a medium banana')).toMatchObject({ unit: 'medium', grams: 118 })
    expect(one('2 large eggs')).toMatchObject({ unit: 'large', grams: 100 })
    expect(one('a big banana')).toMatchObject({ unit: 'large', grams: 136 })
  })
  it('size words without a sized portion scale the natural one, or a drink size', () => {
    expect(one('a large pizza slice')).toMatchObject({ food_id: 'pizza', grams: 139.1 })
    expect(one('a large coffee')).toMatchObject({ unit: 'large', grams: 475 })
    expect(one('a large glass of milk')).toMatchObject({ unit: 'glass', grams: 321.4 })
  })
  it('a count without a unit uses the natural (first) portion', () => {
    expect(one('2 eggs')).toMatchObject({ unit: 'large', grams: 100, quantity: 2 })
    expect(one('3 apples')).toMatchObject({ unit: 'medium', grams: 546 })
  })
  it('an unknown unit for a food falls back to its natural portion with lower confidence', () => {
    const slice = one('a slice of apple')
    expect(slice).toMatchObject({ food_id: 'apple', unit: 'medium', grams: 182 })
    expect(slice.confidence).toBeLessThan(one('an apple').confidence)
  })
})

describe('matching', () => {
  const id = (s: string) => one(s).food_id
  it('plurals', () => {
    expect(id('eggs')).toBe('egg')
    expect(id('strawberries')).toBe('strawberry')
    expect(id('tomatoes')).toBe('tomato')
    expect(id('spinach leaves')).toBe('spinach')
    expect(id('apples')).toBe('apple')
    expect(id('peanut butter and jelly sandwiches')).toBe('pbj')
  })
  it('synonyms through aliases', () => {
    expect(id('a glass of oj')).toBe('orange_juice')
    expect(id('a coke')).toBe('cola')
    expect(id('brown bread')).toBe('bread_whole_wheat')
  })
  it('filler words are ignored', () => {
    const a = one('some fresh homemade plain rice')
    expect(a.food_id).toBe('rice')
    expect(a.confidence).toBeGreaterThan(0.5)
    expect(id('I had about 2 apples')).toBe('apple')
    expect(ids('For breakfast I had 2 eggs and toast')).toEqual(['egg', 'bread_white'])
  })
  it('cooking words pick the preparation', () => {
    expect(id('2 scrambled eggs')).toBe('egg_scrambled')
    expect(id('2 hard-boiled eggs')).toBe('egg_boiled')
    expect(id('boiled eggs')).toBe('egg_boiled')
    expect(id('a fried egg')).toBe('egg_fried')
    expect(id('eggs, scrambled')).not.toBe('') // split by the comma: eggs, then "scrambled" unmatched
    expect(id('egg fried')).toBe('egg_fried')
    expect(id('2 raw eggs')).toBe('egg')
  })
  it('a cooking word with no matching alias falls back to the bare food', () => {
    expect(id('2 poached eggs')).toBe('egg')
    expect(id('grilled salmon')).toBe('salmon')
    expect(id('roasted chicken breast')).toBe('chicken_breast')
    expect(id('steamed rice')).toBe('rice')
  })
  it('partial matches score lower than exact ones', () => {
    const partial = one('free range eggs')
    expect(partial.food_id).toBe('egg')
    expect(partial.confidence).toBeLessThan(one('eggs').confidence)
  })
  it('the head noun decides between partial matches', () => {
    expect(id('strawberry ice cream')).toBe('ice_cream')
  })
  it('corrects one typo', () => {
    expect(id('a bananna')).toBe('banana')
    expect(id('2 tomatos')).toBe('tomato')
    expect(id('chiken breast')).toBe('chicken_breast')
  })
  it('prefers curated foods, uses imported ones when nothing curated fits', () => {
    expect(id('egg')).toBe('egg')
    expect(id('an apple')).toBe('apple')
    expect(id('a medium onion')).toBe('usda:11282')
    expect(one('a medium onion').grams).toBe(110)
  })
  it('derives aliases from USDA names', () => {
    expect(aliasesFromUsdaName('Egg, whole, raw, fresh')).toEqual(expect.arrayContaining(['egg', 'whole egg', 'raw egg']))
    expect(aliasesFromUsdaName('Cheese, cheddar')).toEqual(expect.arrayContaining(['cheese', 'cheddar cheese']))
    expect(aliasesFromUsdaName('Bread, whole-wheat, commercially prepared')).toContain('whole-wheat bread')
    expect(aliasesFromUsdaName('Beverages, coffee, brewed, prepared with tap water')).toEqual(expect.arrayContaining(['coffee', 'brewed coffee']))
    expect(aliasesFromUsdaName('Chicken, broilers or fryers, breast, meat only, cooked, roasted')).toEqual(
      expect.arrayContaining(['chicken', 'breast chicken', 'chicken breast', 'roasted chicken breast']),
    )
    expect(aliasesFromUsdaName('Babyfood, fruit, bananas')).not.toContain('bananas')
    expect(aliasesFromUsdaName("Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)")).toEqual(['apples', 'raw apples'])
    // What a food comes with, each alternative: a "chocolate cookie with icing" is this cookie.
    expect(aliasesFromUsdaName('Cookie, chocolate, with icing or coating')).toEqual(
      expect.arrayContaining(['chocolate cookie with icing', 'chocolate cookie with coating']),
    )
    expect(aliasesFromUsdaName('Cake or cupcake, banana, with icing or filling')).toContain('banana cupcake with filling')
    // The survey's "other" sets a food apart from its siblings: "white rice with vegetables" is it.
    expect(aliasesFromUsdaName('Rice, white, with other vegetables, NS as to fat')).toContain('white rice with vegetables')
    // The main word alone only when nothing qualifies it: fries with chili are no "potato with chili".
    expect(aliasesFromUsdaName('Potato, french fries, with chili, fast food / restaurant')).not.toContain('potato with chili')
    expect(aliasesFromUsdaName('Potato, french fries, with chili, fast food / restaurant')).toContain('french fries potato with chili')
  })
})
