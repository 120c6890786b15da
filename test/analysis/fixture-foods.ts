// A small fixture table for the meal analyser's tests (figures from USDA SR), its index and helpers.
import { expect } from 'vitest'
import { FoodIndex, analyzeMeal, type Food, type MealAnalysis } from '../../src/analysis/index.js'

export type N = [kcal: number, protein: number, carb: number, fat: number, fiber: number, sugar: number, sodium: number]
export function food(
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

export const FOODS: Food[] = [
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

export const USDA: Food[] = [
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

export const index = new FoodIndex(FOODS, USDA)
export const run = (description: string, portion_multiplier?: number): MealAnalysis =>
  analyzeMeal(portion_multiplier === undefined ? { description } : { description, portion_multiplier }, index)
export const one = (description: string) => {
  const a = run(description)
  expect(a.items, `${description} → ${JSON.stringify(a)}`).toHaveLength(1)
  return a.items[0]!
}
export const ids = (description: string) => run(description).items.map((i) => i.food_id)
