// Rule tests of the meal analyser against a small fixture table (figures from USDA SR).
import { describe, expect, it } from 'vitest'
import { FoodIndex, aliasesFromUsdaName, analyzeMeal, type Food, type MealAnalysis } from '../../src/analysis/index.js'

type N = [kcal: number, protein: number, carb: number, fat: number, fiber: number, sugar: number, sodium: number]
function food(
  id: string,
  name: string,
  aliases: string[],
  category: string,
  n: N,
  portions: Array<[string, number]>,
  defaultGrams: number,
  extra: Partial<Food> = {},
): Food {
  const [calories, protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g, sodium_mg] = n
  return {
    id,
    name,
    aliases,
    category,
    per100g: { calories, protein_g, carbohydrate_g, fat_g, fiber_g, sugar_g, sodium_mg },
    portions: portions.map(([unit, grams]) => ({ unit, grams })),
    defaultGrams,
    ...extra,
  }
}

const FOODS: Food[] = [
  food(
    'egg',
    'Egg, whole, raw',
    ['egg', 'whole egg', 'raw egg'],
    'eggs',
    [143, 12.6, 0.7, 9.5, 0, 0.4, 142],
    [
      ['large', 50],
      ['medium', 44],
      ['small', 38],
      ['cup', 243],
    ],
    100,
  ),
  food('egg_boiled', 'Egg, hard-boiled', ['boiled egg', 'hard boiled egg'], 'eggs', [155, 12.6, 1.1, 10.6, 0, 1.1, 124], [['large', 50]], 100),
  food(
    'egg_scrambled',
    'Egg, scrambled',
    ['scrambled egg'],
    'eggs',
    [149, 10, 1.6, 11, 0, 1.4, 145],
    [
      ['large', 61],
      ['cup', 220],
    ],
    122,
  ),
  food('egg_fried', 'Egg, fried', ['fried egg'], 'eggs', [196, 13.6, 0.8, 14.8, 0, 0.4, 207], [['large', 46]], 92),
  food('bread_white', 'Bread, white', ['white bread', 'bread', 'toast', 'white toast'], 'bread', [266, 7.6, 50.6, 3.3, 2.4, 5.3, 490], [['slice', 25]], 50),
  food(
    'bread_whole_wheat',
    'Bread, whole wheat',
    ['whole wheat bread', 'whole wheat toast', 'brown bread'],
    'bread',
    [252, 12.5, 42.7, 3.5, 6, 4.4, 455],
    [['slice', 32]],
    64,
  ),
  food(
    'butter',
    'Butter, salted',
    ['butter'],
    'oils',
    [717, 0.9, 0.1, 81.1, 0, 0.1, 643],
    [
      ['tbsp', 14.2],
      ['tsp', 4.7],
      ['pat', 5],
    ],
    10,
  ),
  food('peanut_butter', 'Peanut butter, smooth', ['peanut butter'], 'nuts', [588, 25.1, 19.6, 50.4, 6, 9.2, 459], [['tbsp', 16]], 32),
  food('orange_juice', 'Orange juice', ['orange juice', 'oj'], 'drinks', [45, 0.7, 10.4, 0.2, 0.2, 8.4, 1], [['cup', 248]], 248, { density: 1.04 }),
  food('milk', 'Milk, whole', ['milk', 'whole milk'], 'dairy', [61, 3.2, 4.8, 3.3, 0, 5.1, 43], [['cup', 244]], 244, { density: 1.03 }),
  food('rice', 'Rice, white, cooked', ['rice', 'white rice', 'cooked rice'], 'grains', [130, 2.7, 28.2, 0.3, 0.4, 0.1, 1], [['cup', 158]], 158),
  food(
    'chicken_breast',
    'Chicken breast, roasted',
    ['chicken breast', 'chicken'],
    'poultry',
    [165, 31, 0, 3.6, 0, 0, 74],
    [
      ['breast', 120],
      ['piece', 85],
    ],
    120,
  ),
  food('fried_chicken', 'Chicken, fried', ['fried chicken'], 'poultry', [246, 24, 8, 14, 0.5, 0, 400], [['piece', 140]], 140),
  food(
    'mac_and_cheese',
    'Macaroni and cheese',
    ['mac and cheese', 'macaroni and cheese', 'mac n cheese'],
    'dishes',
    [164, 6.6, 19, 6.9, 1, 2, 330],
    [['cup', 200]],
    250,
  ),
  food('fish_and_chips', 'Fish and chips', ['fish and chips'], 'dishes', [200, 9, 20, 10, 1.5, 0.5, 300], [['serving', 350]], 350),
  food(
    'crisps_salt_vinegar',
    'Crisps, salt and vinegar',
    ['salt and vinegar crisps', 'salt and vinegar chips'],
    'snacks',
    [530, 6, 55, 32, 4, 1, 800],
    [['bag', 28]],
    28,
  ),
  food('crisps', 'Potato crisps', ['crisps', 'potato chips'], 'snacks', [536, 7, 53, 35, 4.4, 0.3, 525], [['bag', 28]], 28),
  food(
    'pbj',
    'Peanut butter and jelly sandwich',
    ['peanut butter and jelly sandwich', 'pbj'],
    'dishes',
    [350, 11, 45, 15, 3, 18, 420],
    [['sandwich', 100]],
    100,
  ),
  food(
    'apple',
    'Apple',
    ['apple'],
    'fruit',
    [52, 0.3, 13.8, 0.2, 2.4, 10.4, 1],
    [
      ['medium', 182],
      ['small', 149],
      ['large', 223],
    ],
    182,
  ),
  food(
    'banana',
    'Banana',
    ['banana'],
    'fruit',
    [89, 1.1, 22.8, 0.3, 2.6, 12.2, 1],
    [
      ['medium', 118],
      ['small', 101],
      ['large', 136],
    ],
    118,
  ),
  food(
    'strawberry',
    'Strawberries',
    ['strawberry'],
    'fruit',
    [32, 0.7, 7.7, 0.3, 2, 4.9, 1],
    [
      ['cup', 152],
      ['medium', 12],
    ],
    152,
  ),
  food('tomato', 'Tomato', ['tomato'], 'vegetables', [18, 0.9, 3.9, 0.2, 1.2, 2.6, 5], [['medium', 123]], 123),
  food(
    'spinach',
    'Spinach, raw',
    ['spinach', 'spinach leaf'],
    'vegetables',
    [23, 2.9, 3.6, 0.4, 2.2, 0.4, 79],
    [
      ['cup', 30],
      ['leaf', 10],
    ],
    30,
  ),
  food(
    'olive_oil',
    'Olive oil',
    ['olive oil', 'oil'],
    'oils',
    [884, 0, 0, 100, 0, 0, 2],
    [
      ['tbsp', 13.5],
      ['tsp', 4.5],
    ],
    10,
    { density: 0.91 },
  ),
  food(
    'sugar',
    'Sugar, white',
    ['sugar'],
    'sweets',
    [387, 0, 100, 0, 0, 100, 1],
    [
      ['tsp', 4.2],
      ['tbsp', 12.6],
    ],
    4.2,
  ),
  food('coffee', 'Coffee, brewed', ['coffee', 'black coffee'], 'drinks', [1, 0.1, 0, 0, 0, 0, 2], [['cup', 237]], 240, { density: 1 }),
  food('cola', 'Cola', ['cola', 'coke'], 'drinks', [42, 0, 10.6, 0, 0, 10.6, 4], [['can', 368]], 368, { density: 1.04 }),
  food('salmon', 'Salmon, baked', ['salmon'], 'fish', [206, 22, 0, 12, 0, 0, 61], [['fillet', 150]], 150),
  food('oatmeal', 'Oatmeal, cooked', ['oatmeal'], 'grains', [71, 2.5, 12, 1.5, 1.7, 0.3, 4], [['cup', 234]], 234),
  food(
    'cheddar',
    'Cheese, cheddar',
    ['cheddar cheese', 'cheddar', 'cheese'],
    'dairy',
    [403, 24.9, 1.3, 33.1, 0, 0.5, 621],
    [
      ['slice', 28],
      ['cup', 113],
    ],
    30,
  ),
  food('almond', 'Almonds', ['almond'], 'nuts', [579, 21.2, 21.6, 49.9, 12.5, 4.4, 1], [['cup', 143]], 28),
  food('pizza', 'Pizza, cheese', ['pizza', 'cheese pizza'], 'dishes', [266, 11.4, 33.3, 9.7, 2.3, 3.6, 598], [['slice', 107]], 214),
  food(
    'ice_cream',
    'Ice cream, vanilla',
    ['ice cream'],
    'sweets',
    [207, 3.5, 23.6, 11, 0.7, 21.2, 80],
    [
      ['scoop', 66],
      ['cup', 132],
    ],
    66,
  ),
  food('half_and_half', 'Half and half cream', ['half and half'], 'dairy', [130, 3, 4.3, 11.5, 0, 4.1, 61], [['tbsp', 15]], 30, { density: 1.01 }),
  food(
    'beer',
    'Beer',
    ['beer'],
    'drinks',
    [43, 0.5, 3.6, 0, 0, 0, 4],
    [
      ['bottle', 356],
      ['can', 356],
    ],
    356,
    { density: 1.01 },
  ),
  food('soup_tomato', 'Tomato soup', ['tomato soup'], 'dishes', [30, 0.8, 6.6, 0.3, 0.6, 4, 300], [['cup', 245]], 245, { density: 1.02 }),
  food('ramen', 'Ramen (noodle soup with pork and egg)', ['ramen'], 'dishes', [84, 4.3, 9.6, 3, 0.5, 0.5, 380], [['bowl', 600]], 600),
  food('pork', 'Pork loin, roasted', ['pork', 'pork loin'], 'meat', [248, 27, 0, 14.7, 0, 0, 60], [['slice', 40]], 85),
  food('salad_caesar', 'Caesar salad', ['caesar salad'], 'dishes', [177, 4.8, 9.3, 13.6, 1.9, 2, 400], [['bowl', 150]], 150),
  food('salad_caesar_chicken', 'Chicken caesar salad', ['chicken caesar salad'], 'dishes', [167, 15, 5.6, 9.4, 1.5, 1.4, 350], [['bowl', 250]], 250),
  food('smoothie', 'Fruit smoothie', ['smoothie', 'fruit smoothie'], 'drinks', [57, 1.7, 12, 0.6, 1.4, 9, 15], [['glass', 300]], 350, { density: 1.05 }),
  food(
    'yogurt',
    'Yogurt, plain',
    ['yogurt'],
    'dairy',
    [61, 3.5, 4.7, 3.3, 0, 4.7, 46],
    [
      ['container', 170],
      ['cup', 245],
    ],
    170,
  ),
  food('granola', 'Granola', ['granola'], 'grains', [489, 15, 53, 24, 9, 20, 25], [['cup', 122]], 55),
  food(
    'sub',
    'Submarine sandwich',
    ['sub', 'sub sandwich'],
    'dishes',
    [213, 10.5, 20.5, 10, 1.2, 3, 800],
    [
      ['sub', 196],
      ['inch', 32.7],
    ],
    196,
  ),
  food('cookie', 'Chocolate chip cookie', ['chocolate chip cookie', 'cookie'], 'sweets', [488, 5, 64, 24, 2, 33, 330], [['cookie', 13]], 26),
  food('whey', 'Whey protein powder', ['whey', 'whey protein'], 'drinks', [385, 67, 18, 5, 0, 6, 300], [['scoop', 30]], 30),
  food('milk_skim', 'Milk, skim', ['skim milk'], 'dairy', [34, 3.4, 5, 0.1, 0, 5, 42], [['cup', 245]], 245, { density: 1.03 }),
  food('stir_fry', 'Shrimp stir-fry', ['shrimp stir fry', 'stir fry'], 'dishes', [78, 6, 4.5, 4, 1.5, 2, 400], [['cup', 150]], 300),
  food('salad_dressing', 'Salad dressing, vinaigrette', ['salad dressing', 'dressing'], 'condiments', [290, 0, 10, 28, 0, 8, 500], [['tbsp', 15]], 30),
  food('omelette', 'Omelette, plain', ['omelette'], 'eggs', [154, 10.6, 0.6, 11.7, 0, 0.3, 155], [['omelette', 122]], 122),
  food('omelette_cheese', 'Cheese omelette', ['cheese omelette'], 'dishes', [200, 13, 1, 15.7, 0, 0.5, 300], [['omelette', 150]], 150),
  food('omelette_ham_cheese', 'Ham and cheese omelette', ['ham and cheese omelette'], 'dishes', [185, 13.1, 1.5, 13.7, 0, 0.7, 450], [['omelette', 190]], 190),
  food('omelette_mushroom', 'Mushroom omelette', ['mushroom omelette'], 'dishes', [111, 7.8, 2.2, 7.8, 0.4, 1, 200], [['omelette', 185]], 185),
  food('ham', 'Ham, sliced', ['ham'], 'meat', [163, 16.6, 3.9, 8.6, 0, 1.3, 1100], [['slice', 23]], 46),
  food('mushroom', 'Mushrooms, raw', ['mushroom'], 'vegetables', [22, 3.1, 3.3, 0.3, 1, 2, 5], [['cup', 70]], 70),
  food('pancake', 'Pancake', ['pancake'], 'grains', [227, 6.4, 28.3, 9.7, 1, 5, 439], [['pancake', 77]], 77),
  food('egg_over_easy', 'Egg, fried over easy', ['egg over easy'], 'eggs', [196, 13.6, 0.8, 14.8, 0, 0.4, 207], [['large', 46]], 92),
]

const USDA: Food[] = [
  food('usda:01123', 'Egg, whole, raw, fresh', [], 'eggs', [143, 12.56, 0.72, 9.51, 0, 0.37, 142], [['large', 50]], 100),
  food(
    'usda:11282',
    'Onions, raw',
    [],
    'vegetables',
    [40, 1.1, 9.34, 0.1, 1.7, 4.24, 4],
    [
      ['medium', 110],
      ['cup', 160],
    ],
    110,
  ),
  food('usda:09003', 'Apples, raw, with skin', [], 'fruit', [52, 0.26, 13.81, 0.17, 2.4, 10.39, 1], [['medium', 182]], 182),
]

const index = new FoodIndex(FOODS, USDA)
const run = (description: string, portion_multiplier?: number): MealAnalysis =>
  analyzeMeal(portion_multiplier === undefined ? { description } : { description, portion_multiplier }, index)
const one = (description: string) => {
  const a = run(description)
  expect(a.items, `${description} → ${JSON.stringify(a)}`).toHaveLength(1)
  return a.items[0]!
}
const ids = (description: string) => run(description).items.map((i) => i.food_id)

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
  })
})

describe('what goes with what', () => {
  it('a "with" item that makes a more specific dish merges into it', () => {
    const a = run('Caesar salad with grilled chicken')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]).toMatchObject({ food_id: 'salad_caesar_chicken', text: 'Caesar salad with grilled chicken' })
    // not when the "with" item has its own amount
    expect(ids('caesar salad with 100 g chicken')).toEqual(['salad_caesar', 'chicken_breast'])
    // the dish that takes in the most of the items wins, the rest stay items
    const om = run('omelette with ham, cheese and mushrooms')
    expect(om.items.map((i) => i.food_id)).toEqual(['omelette_ham_cheese', 'mushroom'])
    expect(om.items[0]!.text).toBe('omelette with ham, cheese')
    // nor when the merged name is another thing: a salad with dressing is not salad dressing
    expect(ids('caesar salad with dressing')).toEqual(['salad_caesar', 'salad_dressing'])
  })
  it('ingredients a dish already names are part of it', () => {
    const a = run('a bowl of ramen with pork and a boiled egg')
    expect(a.items.map((i) => i.food_id)).toEqual(['ramen'])
    expect(a.items[0]!.text).toBe('a bowl of ramen with pork and a boiled egg')
    expect(ids('a bowl of ramen with 2 eggs')).toEqual(['ramen', 'egg'])
    expect(ids('ramen and a boiled egg')).toEqual(['ramen', 'egg_boiled'])
  })
  it('a drink made of the foods listed with it is counted as those foods', () => {
    expect(ids('smoothie with banana, strawberries and milk')).toEqual(['banana', 'strawberry', 'milk'])
    expect(ids('a smoothie and a banana')).toEqual(['smoothie', 'banana'])
  })
  it('a topping without an amount is capped, a side dish is not', () => {
    const a = run('yogurt with granola and strawberries')
    expect(a.items.map((i) => [i.food_id, i.grams])).toEqual([
      ['yogurt', 170],
      ['granola', 30],
      ['strawberry', 75],
    ])
    expect(run('yogurt with 50 g granola').items[1]!.grams).toBe(50)
    expect(run('granola').items[0]!.grams).toBe(55)
    expect(run('salmon with rice').items[1]!.grams).toBe(158)
  })
  it('"with" lists go on across commas', () => {
    const a = run('coffee with milk, sugar and a cookie')
    expect(a.items.map((i) => [i.food_id, i.grams])).toEqual([
      ['coffee', 240],
      ['milk', 30.9],
      ['sugar', 4.2],
      ['cookie', 13],
    ])
  })
  it('"in", "over" and "on" join items where they name two foods', () => {
    expect(ids('one scoop whey in a cup of skim milk')).toEqual(['whey', 'milk_skim'])
    expect(ids('stir fry over rice')).toEqual(['stir_fry', 'rice'])
    expect(ids('2 eggs over easy')).toEqual(['egg_over_easy'])
    expect(ids('peanut butter on toast')).toEqual(['peanut_butter', 'bread_white'])
    expect(ids('a sub on white bread')).toEqual(['sub'])
  })
  it('a heading before a colon is not an item, unless only an amount follows', () => {
    expect(ids('protein shake: one scoop whey in a cup of skim milk')).toEqual(['whey', 'milk_skim'])
    expect(one('rice: 200 g')).toMatchObject({ food_id: 'rice', grams: 200 })
  })
  it('lengths are sizes, not counts', () => {
    expect(one('a 6 inch sub')).toMatchObject({ food_id: 'sub', grams: 196.2 })
    expect(one('6-inch sub')).toMatchObject({ grams: 196.2 })
    expect(one('a 12 inch pizza')).toMatchObject({ food_id: 'pizza', grams: 107 })
  })
  it('reports units as the table writes them', () => {
    expect(one('2 cookies')).toMatchObject({ unit: 'cookie', grams: 26 })
  })
})

describe('grams, nutrients, multiplier and defaults', () => {
  it('computes nutrients from grams', () => {
    const it = one('100 g rice')
    expect(it).toMatchObject({ calories: 130, protein_g: 2.7, carbohydrate_g: 28.2, fat_g: 0.3, fiber_g: 0.4, sugar_g: 0.1, sodium_mg: 1 })
  })
  it('applies the portion multiplier to every item', () => {
    const base = run('2 eggs and a slice of toast')
    const double = run('2 eggs and a slice of toast', 2)
    expect(double.items.map((i) => i.grams)).toEqual(base.items.map((i) => i.grams * 2))
    expect(double.items[0]!.quantity).toBe(2) // the quantity stays as written
    expect(double.totals.calories).toBeCloseTo(base.totals.calories * 2, -1)
    const half = run('200 g rice', 0.5)
    expect(half.items[0]).toMatchObject({ grams: 100, calories: 130 })
  })
  it('rejects a non-positive multiplier', () => {
    expect(() => run('rice', 0)).toThrow(RangeError)
    expect(() => run('rice', Number.NaN)).toThrow(RangeError)
  })
  it('uses the default portion when there is no quantity', () => {
    expect(one('rice')).toMatchObject({ grams: 158, unit: 'cup', quantity: 1 })
    expect(one('eggs')).toMatchObject({ grams: 100, unit: 'large', quantity: 2 })
    expect(one('some butter')).toMatchObject({ grams: 10, unit: 'tbsp', quantity: 0.7 })
  })
  it('a plural without a number is at least two pieces when the default is one', () => {
    expect(one('pancake')).toMatchObject({ grams: 77, quantity: 1 })
    expect(one('pancakes')).toMatchObject({ grams: 154, quantity: 2, unit: 'pancake' })
    expect(one('a pancake').grams).toBe(77)
    expect(one('eggs').grams).toBe(100) // the default is already two
    expect(one('crisps').grams).toBe(28) // named only as a plural: not counted one by one
    expect(run('yogurt with pancakes').items[1]!.grams).toBe(30) // a topping, capped
  })
  it('"a little" and "lots of" scale the default portion', () => {
    expect(one('a little rice').grams).toBe(79)
    expect(one('lots of rice').grams).toBe(237)
  })
})

describe('confidence', () => {
  const c = (s: string) => one(s).confidence
  it('explicit grams > household unit > default portion', () => {
    expect(c('150 g rice')).toBeGreaterThan(c('1 cup of rice'))
    expect(c('1 cup of rice')).toBeGreaterThan(c('rice'))
    expect(c('150 g rice')).toBeGreaterThanOrEqual(0.95)
  })
  it('is between 0 and 1', () => {
    for (const s of ['rice', '2 eggs', 'free range eggs', 'a slice of apple', 'a bananna', 'a few apples']) {
      expect(c(s)).toBeGreaterThan(0)
      expect(c(s)).toBeLessThanOrEqual(1)
    }
  })
  it('the meal confidence is the calorie-weighted mean over 1 + carbohydrate at stake / 20 g, reduced by unmatched text', () => {
    const a = run('100 g rice and rice')
    const [x, y] = a.items
    const mean = (x!.confidence * x!.calories + y!.confidence * y!.calories) / (x!.calories + y!.calories)
    const atStake = a.items.reduce((s, i) => s + i.carbohydrate_g * (1 - i.confidence + 0.05), 0)
    expect(a.confidence).toBeCloseTo(mean / (1 + atStake / 20), 1)
    // The same sureness of reading on less food is more likely within a few grams.
    expect(run('10 g rice').confidence).toBeGreaterThan(run('300 g rice').confidence)
    const withJunk = run('100 g rice and rice and a zorblax wibble')
    expect(withJunk.confidence).toBeLessThan(a.confidence)
  })
})

describe('the food index', () => {
  it('looks phrases up exactly, in any order, or by overlap', () => {
    expect(index.lookup('Whole-Wheat Toast')).toMatchObject({ food: { id: 'bread_whole_wheat' }, confidence: 1, exact: true })
    expect(index.lookup('toast whole wheat')).toMatchObject({ food: { id: 'bread_whole_wheat' }, exact: true })
    const partial = index.lookup('crunchy whole wheat toast')!
    expect(partial.food.id).toBe('bread_whole_wheat')
    expect(partial.exact).toBe(false)
    expect(partial.confidence).toBeLessThan(0.95)
    expect(index.lookup('zorblax')).toBeNull()
    expect(index.lookup('')).toBeNull()
  })
  it('prefers an alias with a describing word when there is one', () => {
    const idx = new FoodIndex([
      food('pasta', 'Pasta, cooked', ['pasta'], 'pasta', [158, 5.8, 31, 0.9, 1.8, 0.6, 1], [['cup', 140]], 200),
      food('pasta_fresh', 'Fresh pasta', ['fresh pasta'], 'pasta', [131, 5.2, 25, 1, 1.2, 0.3, 6], [['cup', 140]], 200),
    ])
    expect(idx.lookup('fresh pasta')!.food.id).toBe('pasta_fresh')
    expect(idx.lookup('pasta')!.food.id).toBe('pasta')
    expect(idx.lookup('homemade pasta')!.food.id).toBe('pasta')
  })
  it('works on imported foods alone, picking the most generic name', () => {
    const idx = new FoodIndex(
      [],
      [food('usda:09011', 'Apples, dried, sulfured, uncooked', [], 'fruit', [243, 0.9, 65.9, 0.3, 8.7, 57.2, 87], [['cup', 86]], 86), ...USDA],
    )
    expect(idx.lookup('apple')!.food.id).toBe('usda:09003')
    expect(idx.lookup('dried apples')!.food.id).toBe('usda:09011')
    expect(analyzeMeal({ description: '2 eggs' }, idx).items[0]).toMatchObject({ food_id: 'usda:01123', grams: 100 })
  })
  it('builds once and is reused', () => {
    expect(index.size).toBe(FOODS.length + USDA.length)
    expect(index.get('egg')!.natural).toEqual({ unit: 'large', grams: 50 })
  })
})

describe('unmatched text', () => {
  it('goes to unmatched as written', () => {
    const a = run('2 eggs and a Zorblax, toast')
    expect(a.items.map((i) => i.food_id)).toEqual(['egg', 'bread_white'])
    expect(a.unmatched).toEqual(['a Zorblax'])
  })
  it('nothing recognisable still gives a valid result', () => {
    for (const d of ['zorblax wibble', '', '   ', ',,,', 'for breakfast']) {
      const a = run(d)
      expect(a.items).toEqual([])
      expect(a.totals).toEqual({ calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 })
      expect(a.confidence).toBe(0)
    }
    expect(run('zorblax wibble').unmatched).toEqual(['zorblax wibble'])
    expect(run('for breakfast').unmatched).toEqual([])
  })
})

describe('items told with a clause after them', () => {
  it('keeps the item a clause follows and reports the clause', () => {
    const a = run('an apple for the walk home, and a banana to round things off')
    expect(a.items.map((i) => i.food_id)).toEqual(['apple', 'banana'])
    expect(a.items[0]!.text).toBe('an apple')
    expect(a.unmatched).toEqual(['for the walk home', 'to round things off'])
  })
})

describe('a class word after a food of that class', () => {
  const idx = new FoodIndex([
    food('plum', 'Plum', ['plum'], 'fruit', [46, 0.7, 11.4, 0.3, 1.4, 9.9, 0], [['plum', 66]], 66),
    food('fruit', 'Fruit, NFS', ['fruit'], 'fruit', [62, 0.7, 15.9, 0.2, 2, 12, 1], [['fruit', 185]], 185),
    food('cola', 'Cola', ['cola'], 'drinks', [37, 0, 9.6, 0, 0, 9, 4], [['can', 368]], 368),
  ])
  const ids = (d: string) => analyzeMeal({ description: d }, idx).items.map((i) => i.food_id)
  it('names the food again, not a second one', () => {
    expect(ids('a plum, a fruit that was tart')).toEqual(['plum'])
  })
  it('after a food of another class, or alone, is a food', () => {
    expect(ids('a cola and a fruit')).toEqual(['cola', 'fruit'])
    expect(ids('a fruit')).toEqual(['fruit'])
  })
})

describe('rounding and totals', () => {
  const a = run('2 eggs, a slice of whole wheat toast with butter and a glass of orange juice, 1/3 cup of rice')
  it('rounds kcal and sodium to integers and grams to one decimal', () => {
    for (const it of a.items) {
      expect(Number.isInteger(it.calories)).toBe(true)
      expect(Number.isInteger(it.sodium_mg)).toBe(true)
      for (const v of [it.grams, it.protein_g, it.carbohydrate_g, it.fat_g, it.fiber_g, it.sugar_g]) expect(Math.round(v * 10) / 10).toBe(v)
    }
  })
  it('totals are the sums of the rounded items', () => {
    for (const k of ['calories', 'protein_g', 'carbohydrate_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const) {
      const sum = a.items.reduce((s, it) => s + it[k], 0)
      expect(a.totals[k]).toBeCloseTo(sum, 6)
      expect(Math.round(a.totals[k] * 10) / 10).toBe(a.totals[k])
    }
  })
  it('has exactly the contract fields', () => {
    expect(Object.keys(a).sort()).toEqual(['confidence', 'items', 'totals', 'unmatched'])
    expect(Object.keys(a.items[0]!).sort()).toEqual(
      [
        'alternatives',
        'calories',
        'carbohydrate_g',
        'confidence',
        'fat_g',
        'fiber_g',
        'food',
        'food_id',
        'grams',
        'protein_g',
        'quantity',
        'sodium_mg',
        'sugar_g',
        'text',
        'unit',
      ].sort(),
    )
  })
})

describe('alternatives', () => {
  it('offers up to three other foods, each at the portion as read', () => {
    const item = run('2 boiled eggs').items[0]!
    expect(item.food_id).toBe('egg_boiled')
    expect(item.alternatives.length).toBeGreaterThan(0)
    expect(item.alternatives.length).toBeLessThanOrEqual(3)
    const ids = item.alternatives.map((a) => a.food_id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).not.toContain('egg_boiled')
    // Two large eggs of each: raw 2 × 50 g × 1.43 kcal/g, fried 2 × 46 g × 1.96 kcal/g.
    const byId = new Map(item.alternatives.map((a) => [a.food_id, a]))
    expect(byId.get('egg')).toEqual({ food_id: 'egg', food: 'Egg, whole, raw', calories: 143 })
    if (byId.has('egg_fried')) expect(byId.get('egg_fried')!.calories).toBe(180)
  })
  it('leaves out foods whose own name ends in a word the item does not have', () => {
    const item = run('a cup of milk').items[0]!
    for (const a of item.alternatives) expect(a.food.toLowerCase()).toContain('milk')
  })
})

describe('portions from the survey foods', () => {
  const curatedIce = food(
    'ice_cream',
    'Ice cream, strawberry',
    ['strawberry ice cream', 'ice cream'],
    'sweets',
    [207, 3.5, 23.6, 11, 0.7, 21.2, 80],
    [['cup', 132]],
    66,
  )
  const surveyIce = food(
    'fndds:13120000',
    'Ice cream, strawberry (survey)',
    ['strawberry ice cream survey'],
    'sweets',
    [207, 3.5, 23.6, 11, 0.7, 21.2, 80],
    [['cup', 135]],
    135,
    {
      measures: [
        ['1 cup', 135],
        ['1 scoop', 120],
        ['1 individual container', 75],
        ['Quantity not specified', 135],
      ],
    },
  )
  const idx = new FoodIndex([curatedIce], [surveyIce])
  it('a portion the curated food lacks is weighed as the survey food of that name weighs it', () => {
    const item = analyzeMeal({ description: 'an individual container of strawberry ice cream' }, idx).items[0]!
    expect(item.food_id).toBe('ice_cream')
    expect(item.grams).toBe(75)
    expect(item.unit).toBe('individual container')
  })
  it('a survey portion matches with a modifier left unsaid, never without its noun', () => {
    const juice = food('fndds:64104010', 'Grape juice, 100%', ['grape juice'], 'drinks', [46, 0.1, 11.3, 0.1, 0.2, 9.6, 4], [['cup', 248]], 248, {
      measures: [
        ['1 cup', 248],
        ['1 individual school container', 124],
        ['1 bottle (10 fl oz)', 310],
        ['Quantity not specified', 248],
      ],
      density: 1.04,
    })
    const j = new FoodIndex([], [juice])
    expect(analyzeMeal({ description: 'an individual container of grape juice' }, j).items[0]!.grams).toBe(124)
    expect(analyzeMeal({ description: 'a school container of grape juice' }, j).items[0]!.grams).toBe(124)
  })
  it('several sizes of one portion: a bare "bottle" is the middle one', () => {
    const drink = food('fndds:95320200', 'Sports drink', ['sports drink'], 'drinks', [26, 0, 6.4, 0, 0, 5.6, 39], [], 496, {
      measures: [
        ['1 cup', 248],
        ['1 bottle (12 fl oz)', 372],
        ['1 bottle (20 fl oz)', 620],
        ['1 bottle (32 fl oz)', 992],
        ['Quantity not specified', 496],
      ],
      portions: [
        { unit: 'serving', grams: 496 },
        { unit: 'cup', grams: 248 },
        { unit: 'bottle', grams: 372 },
        { unit: 'bottle', grams: 620 },
        { unit: 'bottle', grams: 992 },
      ],
    })
    const d = new FoodIndex([], [drink])
    expect(analyzeMeal({ description: 'a bottle of sports drink' }, d).items[0]!.grams).toBe(620)
    // a size the item gives is the size: 12 fl oz, not the middle bottle
    expect(Math.abs(analyzeMeal({ description: 'a 12 fl oz bottle of sports drink' }, d).items[0]!.grams - 372)).toBeLessThan(10)
  })
  it("the survey twin is found by the curated food's own name, and a portion's middle words may go unsaid", () => {
    const fries = food(
      'french_fries',
      'French fries (fast food)',
      ['fries', 'french fries'],
      'vegetables',
      [312, 3.4, 41.4, 14.7, 3.8, 0.3, 210],
      [
        ['small', 71],
        ['medium', 117],
        ['large', 154],
      ],
      117,
    )
    const survey = food('fndds:71401030', 'Potato, french fries, fast food', [], 'vegetables', [312, 3.4, 41.4, 14.7, 3.8, 0.3, 210], [['serving', 110]], 110, {
      measures: [
        ['1 kids meal order', 70],
        ['1 small fast food order', 110],
        ['1 medium fast food order', 145],
        ['1 large fast food order', 180],
        ['Quantity not specified', 110],
      ],
    })
    const f = new FoodIndex([fries], [survey])
    const item = analyzeMeal({ description: 'a medium order of fries' }, f).items[0]!
    expect(item).toMatchObject({ food_id: 'french_fries', grams: 145, unit: 'medium fast food order' })
    // a portion is never matched by its modifiers alone
    expect(analyzeMeal({ description: 'a medium fast food serving of fries' }, f).items[0]!.grams).not.toBe(145)
  })
  it("the curated food's own portion still wins", () => {
    expect(analyzeMeal({ description: 'a cup of strawberry ice cream' }, idx).items[0]!.grams).toBe(132)
  })
})

describe('brands in survey food names', () => {
  const N1: N = [400, 6, 60, 14, 4, 25, 200]
  const idx = new FoodIndex(
    [food('granola_bar', 'Granola bar', ['granola bar'], 'snacks', N1, [['bar', 28]], 28)],
    [
      food('fndds:53710800', 'Cereal or granola bar (Kashi Chewy)', [], 'snacks', N1, [['bar', 35]], 35, { measures: [['1 bar', 35]] }),
      food('fndds:95103000', 'Nutritional drink or shake, ready-to-drink (Boost Plus)', [], 'drinks', [100, 6, 14, 4, 0, 8, 90], [['bottle', 237]], 237, {
        measures: [['1 bottle', 237]],
      }),
    ],
  )
  const ids = (d: string) => analyzeMeal({ description: d }, idx).items.map((i) => i.food_id)
  it("a brand and the food's noun name the branded food", () => {
    expect(ids('two Kashi Chewy granola bars')).toEqual(['fndds:53710800'])
    expect(ids('a granola bar')).toEqual(['granola_bar'])
  })
  it('one word of a brand names nothing', () => {
    expect(ids('a quick boost')).toEqual([])
  })
})

describe('a dish and what it is filled with', () => {
  const N0: N = [250, 10, 30, 10, 2, 3, 500]
  const idx = new FoodIndex([
    food('calzone_cheese', 'Calzone, with cheese, meatless', ['calzone with cheese', 'cheese calzone'], 'dishes', N0, [['calzone', 400]], 400),
    food('calzone_meat', 'Calzone, with meat and cheese', ['calzone', 'calzone with meat and cheese'], 'dishes', N0, [['calzone', 420]], 420),
    food('sausage', 'Pork sausage', ['sausage', 'pork sausage'], 'meat', [300, 18, 1, 25, 0, 0, 800], [['link', 23]], 46),
    food('cheese', 'Cheddar cheese', ['cheese', 'cheddar cheese', 'cheddar'], 'dairy', [403, 25, 1.3, 33, 0, 0.5, 621], [['slice', 28]], 28),
    food('egg_sandwich', 'Egg salad sandwich', ['egg salad sandwich', 'egg sandwich'], 'dishes', N0, [['sandwich', 180]], 180),
    food('sandwich', 'Sandwich, NFS', ['sandwich'], 'dishes', N0, [['sandwich', 150]], 150),
    food('egg_salad', 'Egg salad', ['egg salad'], 'eggs', [220, 10, 2, 19, 0, 1, 300], [['cup', 220]], 100),
    food('rye', 'Bread, rye', ['rye bread', 'rye', 'bread'], 'bread', [259, 8.5, 48, 3.3, 5.8, 3.9, 603], [['slice', 32]], 64),
    food('doughnut_custard', 'Doughnut, custard-filled', ['custard filled doughnut', 'custard doughnut'], 'sweets', N0, [['doughnut', 85]], 85),
    food('custard', 'Custard', ['custard'], 'dairy', [122, 4, 12, 6, 0, 10, 80], [['cup', 266]], 133),
    food('pancake', 'Pancake', ['pancake'], 'bread', [227, 6.4, 28, 9.7, 0.9, 5, 439], [['pancake', 77]], 154),
    food('pizza', 'Pizza, cheese', ['pizza', 'cheese pizza'], 'dishes', N0, [['slice', 107]], 107),
    food('pizza_thick', 'Pizza, cheese, thick crust', ['cheese pizza thick crust', 'thick crust pizza'], 'dishes', N0, [['slice', 130]], 130),
    food('crust', 'Pie crust', ['crust', 'pie crust'], 'sweets', N0, [['piece', 30]], 30),
    food('omelet', 'Omelet', ['omelet', 'omelette'], 'eggs', N0, [['omelet', 120]], 120),
    food('omelet_butter', 'Omelet, made with butter', ['omelet made with butter', 'butter omelet'], 'eggs', N0, [['omelet', 125]], 125),
    food('butter', 'Butter', ['butter'], 'oils', [717, 0.9, 0.1, 81.1, 0, 0.1, 643], [['tbsp', 14.2]], 10),
    food('syrup', 'Pancake syrup', ['syrup', 'pancake syrup'], 'sweets', [234, 0, 62, 0, 0, 50, 82], [['tbsp', 20]], 40),
  ])
  const ids = (d: string) => analyzeMeal({ description: d }, idx).items.map((i) => i.food_id)
  it('names the dish by its fillings, a filling by its kind ("sausage" is meat)', () => {
    expect(ids('a calzone loaded with sausage and cheese')).toEqual(['calzone_meat'])
    expect(ids('a calzone stuffed with cheese')).toEqual(['calzone_cheese'])
  })
  it('takes the bread a filled dish is on as its own', () => {
    expect(ids('a sandwich filled with egg salad on rye bread')).toEqual(['egg_sandwich'])
  })
  it('takes what a dish is on as its own when a food names both ("pizza on a thick crust")', () => {
    expect(ids('a slice of pizza on a thick crust')).toEqual(['pizza_thick'])
  })
  it('"made with" names what went into it', () => {
    expect(ids('an omelet made with butter')).toEqual(['omelet_butter'])
  })
  it('keeps a topping that names no other dish, and a hyphenated name whole', () => {
    expect(ids('2 pancakes topped with syrup')).toEqual(['pancake', 'syrup'])
    expect(ids('a custard-filled doughnut')).toEqual(['doughnut_custard'])
  })
})

describe('the headline example', () => {
  it('gives four items with plausible numbers', () => {
    const a = run('2 eggs, a slice of whole wheat toast with butter and a glass of orange juice')
    expect(a.items.map((i) => i.food_id)).toEqual(['egg', 'bread_whole_wheat', 'butter', 'orange_juice'])
    expect(a.totals.calories).toBeGreaterThan(300)
    expect(a.totals.calories).toBeLessThan(500)
    expect(a.unmatched).toEqual([])
    expect(a.confidence).toBeGreaterThan(0.4)
  })
})
