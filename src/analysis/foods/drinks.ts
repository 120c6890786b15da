// Drinks: water, coffee, tea, juices, soft drinks, plant milks, smoothies and alcohol. Glass and cup = 240 ml, can = 355 ml, bottle = 500 ml unless SR lists the measure (grams = ml × density).
// Hand-curated. Per-100 g figures come from the USDA SR row named in `usda` (ABBREV: Energ_Kcal,
// Protein, Carbohydrt, Lipid_Tot, Fiber_TD, Sugar_Tot, Sodium); household grams from SR WEIGHT where it
// lists the measure, otherwise a typical serving. Entries without `usda` document their recipe.
// Where SR leaves fibre or sugar empty: 0 if the food has (almost) no carbohydrate, else the value
// of a close SR entry, noted on the entry.
import type { Food } from '../types.js'

export const DRINKS: Food[] = [
  {
    id: 'water', name: 'Water', category: 'drinks', usda: '14411',
    aliases: ['water', 'tap water', 'still water', 'mineral water', 'bottled water', 'glass of water', 'plain water', 'filtered water'],
    per100g: { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 4 },
    portions: [{ unit: 'glass', grams: 240 }, { unit: 'cup', grams: 237 }, { unit: 'bottle', grams: 500 }, { unit: 'litre', grams: 1000 }, { unit: 'liter', grams: 1000 }, { unit: 'ml', grams: 1 }, { unit: 'mug', grams: 300 }],
    defaultGrams: 240, density: 1,
  },
  {
    id: 'sparkling_water', name: 'Sparkling water / club soda', category: 'drinks', usda: '14121',
    aliases: ['sparkling water', 'soda water', 'club soda', 'seltzer', 'fizzy water', 'carbonated water', 'sparkling mineral water'],
    per100g: { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 21 },
    portions: [{ unit: 'glass', grams: 240 }, { unit: 'can', grams: 355 }, { unit: 'bottle', grams: 500 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 355, density: 1,
  },
  // Bare "coffee" is black brewed coffee; milk and sugar are separate items (or see coffee with milk).
  {
    id: 'coffee_black', name: 'Coffee, brewed (black)', category: 'drinks', usda: '14209',
    aliases: ['coffee', 'black coffee', 'brewed coffee', 'filter coffee', 'drip coffee', 'americano', 'long black', 'iced coffee', 'cup of coffee', 'cold brew', 'decaf', 'decaf coffee'],
    per100g: { calories: 1, protein_g: 0.12, carbohydrate_g: 0, fat_g: 0.02, fiber_g: 0, sugar_g: 0, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }, { unit: 'glass', grams: 240 }, { unit: 'small', grams: 237 }, { unit: 'medium', grams: 355 }, { unit: 'large', grams: 473 }],
    defaultGrams: 237, density: 1,
  },
  {
    id: 'espresso', name: 'Espresso', category: 'drinks', usda: '14210',
    aliases: ['espresso', 'shot of espresso', 'espresso shot', 'ristretto', 'doppio'],
    per100g: { calories: 9, protein_g: 0.12, carbohydrate_g: 1.67, fat_g: 0.18, fiber_g: 0, sugar_g: 0, sodium_mg: 14 },
    portions: [{ unit: 'shot', grams: 30 }, { unit: 'cup', grams: 60 }, { unit: 'double', grams: 60 }, { unit: 'single', grams: 30 }],
    defaultGrams: 30, density: 1,
  },
  {
    id: 'instant_coffee', name: 'Instant coffee, prepared', category: 'drinks', usda: '14215',
    aliases: ['instant coffee', 'nescafe'],
    per100g: { calories: 2, protein_g: 0.1, carbohydrate_g: 0.34, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 4 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }],
    defaultGrams: 237, density: 1,
  },
  // No SR entry: 220 g brewed coffee + 30 g whole milk.
  // Recipe (per 250 g as served): 220 g coffee, brewed from grounds, prepared with tap water (14209), 30
  // g milk, whole, 3.25% milkfat, with added vitamin d (01077).
  {
    id: 'coffee_with_milk', name: 'Coffee with milk', category: 'drinks',
    aliases: ['coffee with milk', 'white coffee', 'coffee with cream', 'cafe au lait', 'regular coffee'],
    per100g: { calories: 8, protein_g: 0.48, carbohydrate_g: 0.58, fat_g: 0.41, fiber_g: 0, sugar_g: 0.61, sodium_mg: 7 },
    portions: [{ unit: 'cup', grams: 250 }, { unit: 'mug', grams: 300 }, { unit: 'glass', grams: 250 }],
    defaultGrams: 250, density: 1,
  },
  // No SR entry: a 12 oz latte as 60 g espresso + 290 g steamed 2% milk.
  // Recipe (per 350 g as served): 60 g coffee, brewed, espresso, restaurant-prepared (14210), 290 g
  // milk, reduced fat, fluid, 2% milkfat, with added vitamin a a (01079).
  {
    id: 'latte', name: 'Caffe latte (2% milk)', category: 'drinks',
    aliases: ['latte', 'caffe latte', 'cafe latte', 'iced latte', 'latte macchiato'],
    per100g: { calories: 43, protein_g: 2.75, carbohydrate_g: 4.26, fat_g: 1.67, fiber_g: 0, sugar_g: 4.19, sodium_mg: 41 },
    portions: [{ unit: 'cup', grams: 350 }, { unit: 'small', grams: 240 }, { unit: 'medium', grams: 350 }, { unit: 'large', grams: 470 }, { unit: 'tall', grams: 350 }, { unit: 'grande', grams: 470 }, { unit: 'mug', grams: 350 }, { unit: 'glass', grams: 350 }],
    defaultGrams: 350, density: 1.02,
  },
  // No SR entry: 60 g espresso + 120 g steamed 2% milk.
  // Recipe (per 180 g as served): 60 g coffee, brewed, espresso, restaurant-prepared (14210), 120 g
  // milk, reduced fat, fluid, 2% milkfat, with added vitamin a a (01079).
  {
    id: 'cappuccino', name: 'Cappuccino (2% milk)', category: 'drinks',
    aliases: ['cappuccino', 'flat white', 'cortado', 'macchiato'],
    per100g: { calories: 36, protein_g: 2.24, carbohydrate_g: 3.76, fat_g: 1.38, fiber_g: 0, sugar_g: 3.37, sodium_mg: 36 },
    portions: [{ unit: 'cup', grams: 180 }, { unit: 'small', grams: 180 }, { unit: 'medium', grams: 240 }, { unit: 'large', grams: 350 }, { unit: 'mug', grams: 240 }],
    defaultGrams: 180, density: 1.02,
  },
  // No SR entry: 60 g espresso + 260 g 2% milk + 30 g chocolate syrup.
  // Recipe (per 350 g as served): 60 g coffee, brewed, espresso, restaurant-prepared (14210), 260 g
  // milk, reduced fat, fluid, 2% milkfat, with added vitamin a a (01079), 30 g chocolate syrup (14181).
  {
    id: 'mocha', name: 'Caffe mocha', category: 'drinks',
    aliases: ['mocha', 'cafe mocha', 'caffe mocha', 'mochaccino'],
    per100g: { calories: 63, protein_g: 2.65, carbohydrate_g: 9.43, fat_g: 1.6, fiber_g: 0.22, sugar_g: 8.01, sodium_mg: 43 },
    portions: [{ unit: 'cup', grams: 350 }, { unit: 'small', grams: 240 }, { unit: 'medium', grams: 350 }, { unit: 'large', grams: 470 }],
    defaultGrams: 350, density: 1.04,
  },
  // Bare "tea" is plain black tea; milk and sugar are separate items.
  {
    id: 'tea_black', name: 'Tea, black, brewed', category: 'drinks', usda: '14355',
    aliases: ['tea', 'black tea', 'cup of tea', 'english breakfast tea', 'earl grey', 'iced tea unsweetened', 'unsweetened iced tea', 'brewed tea', 'chai tea'],
    per100g: { calories: 1, protein_g: 0, carbohydrate_g: 0.3, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 3 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }, { unit: 'glass', grams: 240 }, { unit: 'pot', grams: 700 }],
    defaultGrams: 237, density: 1,
  },
  // This SR release has no brewed green tea row; brewed tea is ~1 kcal per 100 g whatever the leaf, so
  // the figures follow black tea (14355), carbohydrate rounded to 0.
  {
    id: 'tea_green', name: 'Tea, green, brewed', category: 'drinks',
    aliases: ['green tea', 'matcha tea', 'jasmine tea', 'oolong', 'oolong tea'],
    per100g: { calories: 1, protein_g: 0.22, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }, { unit: 'glass', grams: 240 }],
    defaultGrams: 237, density: 1,
  },
  {
    id: 'tea_herbal', name: 'Herbal tea, brewed', category: 'drinks', usda: '14381',
    aliases: ['herbal tea', 'herb tea', 'peppermint tea', 'mint tea', 'rooibos', 'fruit tea', 'infusion', 'tisane'],
    per100g: { calories: 1, protein_g: 0, carbohydrate_g: 0.2, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }, { unit: 'glass', grams: 240 }],
    defaultGrams: 237, density: 1,
  },
  {
    id: 'tea_chamomile', name: 'Chamomile tea', category: 'drinks', usda: '14545',
    aliases: ['chamomile tea', 'camomile tea', 'chamomile'],
    per100g: { calories: 1, protein_g: 0, carbohydrate_g: 0.2, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 237 }, { unit: 'mug', grams: 300 }],
    defaultGrams: 237, density: 1,
  },
  // No SR entry: 220 g brewed black tea + 30 g 2% milk.
  // Recipe (per 250 g as served): 220 g tea, black, brewed, prepared with tap water (14355), 30 g milk,
  // reduced fat, fluid, 2% milkfat, with added vitamin a a (01079).
  {
    id: 'tea_with_milk', name: 'Tea with milk', category: 'drinks',
    aliases: ['tea with milk', 'milk tea', 'builders tea', 'cuppa', 'english tea with milk'],
    per100g: { calories: 7, protein_g: 0.4, carbohydrate_g: 0.84, fat_g: 0.24, fiber_g: 0, sugar_g: 0.61, sodium_mg: 8 },
    portions: [{ unit: 'cup', grams: 250 }, { unit: 'mug', grams: 300 }],
    defaultGrams: 250, density: 1,
  },
  // No generic SR row: 237 g brewed tea + 20 g sugar (about 8% sugar, like bottled iced teas
  // 14475/14476).
  // Recipe (per 257 g as served): 237 g tea, black, brewed, prepared with tap water (14355), 20 g
  // sugars, granulated (19335).
  {
    id: 'iced_tea_sweet', name: 'Iced tea, sweetened', category: 'drinks',
    aliases: ['sweet tea', 'sweetened iced tea', 'iced tea', 'lemon iced tea', 'bottled iced tea', 'peach iced tea'],
    per100g: { calories: 31, protein_g: 0, carbohydrate_g: 8.06, fat_g: 0, fiber_g: 0, sugar_g: 7.77, sodium_mg: 3 },
    portions: [{ unit: 'glass', grams: 240 }, { unit: 'cup', grams: 240 }, { unit: 'bottle', grams: 500 }, { unit: 'can', grams: 355 }],
    defaultGrams: 355, density: 1.03,
  },
  // No SR entry: 150 g strong black tea + 180 g 2% milk + 20 g sugar.
  // Recipe (per 350 g as served): 150 g tea, black, brewed, prepared with tap water (14355), 180 g milk,
  // reduced fat, fluid, 2% milkfat, with added vitamin a a (01079), 20 g sugars, granulated (19335).
  {
    id: 'chai_latte', name: 'Chai latte', category: 'drinks',
    aliases: ['chai latte', 'masala chai', 'chai'],
    per100g: { calories: 48, protein_g: 1.7, carbohydrate_g: 8.31, fat_g: 1.02, fiber_g: 0, sugar_g: 8.31, sodium_mg: 26 },
    portions: [{ unit: 'cup', grams: 350 }, { unit: 'mug', grams: 350 }, { unit: 'small', grams: 240 }, { unit: 'large', grams: 470 }],
    defaultGrams: 350, density: 1.03,
  },
  // Bare "juice" defaults to orange juice.
  {
    id: 'orange_juice', name: 'Orange juice', category: 'drinks', usda: '09206',
    aliases: ['orange juice', 'oj', 'fresh orange juice', 'squeezed orange juice', 'freshly squeezed orange juice', 'juice', 'fruit juice'],
    per100g: { calories: 45, protein_g: 0.7, carbohydrate_g: 10.4, fat_g: 0.2, fiber_g: 0.2, sugar_g: 8.4, sodium_mg: 1 },
    portions: [{ unit: 'glass', grams: 250 }, { unit: 'cup', grams: 248 }, { unit: 'bottle', grams: 520 }, { unit: 'small glass', grams: 150 }, { unit: 'carton', grams: 250 }, { unit: 'fl oz', grams: 31 }],
    defaultGrams: 248, density: 1.04,
  },
  {
    id: 'orange_juice_carton', name: 'Orange juice, from concentrate / carton', category: 'drinks', usda: '09209',
    aliases: ['orange juice from concentrate', 'store bought orange juice', 'carton orange juice', 'chilled orange juice'],
    per100g: { calories: 49, protein_g: 0.68, carbohydrate_g: 11.54, fat_g: 0.12, fiber_g: 0.3, sugar_g: 8.31, sodium_mg: 2 },
    portions: [{ unit: 'glass', grams: 250 }, { unit: 'cup', grams: 249 }, { unit: 'bottle', grams: 520 }],
    defaultGrams: 249, density: 1.04,
  },
  {
    id: 'apple_juice', name: 'Apple juice', category: 'drinks', usda: '09016',
    aliases: ['apple juice', 'apple cider', 'cloudy apple juice'],
    per100g: { calories: 46, protein_g: 0.1, carbohydrate_g: 11.3, fat_g: 0.13, fiber_g: 0.2, sugar_g: 9.62, sodium_mg: 4 },
    portions: [{ unit: 'glass', grams: 250 }, { unit: 'cup', grams: 248 }, { unit: 'box', grams: 262 }, { unit: 'bottle', grams: 520 }],
    defaultGrams: 248, density: 1.04,
  },
  {
    id: 'grape_juice', name: 'Grape juice', category: 'drinks', usda: '09135',
    aliases: ['grape juice'],
    per100g: { calories: 60, protein_g: 0.37, carbohydrate_g: 14.77, fat_g: 0.13, fiber_g: 0.2, sugar_g: 14.2, sodium_mg: 5 },
    portions: [{ unit: 'glass', grams: 253 }, { unit: 'cup', grams: 253 }, { unit: 'bottle', grams: 527 }],
    defaultGrams: 253, density: 1.05,
  },
  {
    id: 'cranberry_juice', name: 'Cranberry juice cocktail', category: 'drinks', usda: '14242',
    aliases: ['cranberry juice', 'cranberry juice cocktail'],
    per100g: { calories: 54, protein_g: 0, carbohydrate_g: 13.52, fat_g: 0.1, fiber_g: 0, sugar_g: 11.87, sodium_mg: 2 },
    portions: [{ unit: 'glass', grams: 253 }, { unit: 'cup', grams: 253 }, { unit: 'bottle', grams: 527 }],
    defaultGrams: 253, density: 1.05,
  },
  {
    id: 'grapefruit_juice', name: 'Grapefruit juice', category: 'drinks', usda: '09123',
    aliases: ['grapefruit juice'],
    per100g: { calories: 38, protein_g: 0.52, carbohydrate_g: 8.96, fat_g: 0.1, fiber_g: 0.1, sugar_g: 8.86, sodium_mg: 1 },
    portions: [{ unit: 'glass', grams: 247 }, { unit: 'cup', grams: 247 }],
    defaultGrams: 247, density: 1.03,
  },
  {
    id: 'pineapple_juice', name: 'Pineapple juice', category: 'drinks', usda: '09273',
    aliases: ['pineapple juice'],
    per100g: { calories: 53, protein_g: 0.36, carbohydrate_g: 12.87, fat_g: 0.12, fiber_g: 0.2, sugar_g: 9.98, sodium_mg: 2 },
    portions: [{ unit: 'glass', grams: 250 }, { unit: 'cup', grams: 250 }, { unit: 'can', grams: 370 }],
    defaultGrams: 250, density: 1.04,
  },
  {
    id: 'tomato_juice', name: 'Tomato juice', category: 'drinks', usda: '11540',
    aliases: ['tomato juice'],
    per100g: { calories: 17, protein_g: 0.76, carbohydrate_g: 4.24, fat_g: 0.05, fiber_g: 0.4, sugar_g: 3.56, sodium_mg: 269 },
    portions: [{ unit: 'glass', grams: 243 }, { unit: 'cup', grams: 243 }, { unit: 'can', grams: 182 }],
    defaultGrams: 243, density: 1.01,
  },
  {
    id: 'vegetable_juice', name: 'Vegetable juice', category: 'drinks', usda: '11578',
    aliases: ['vegetable juice', 'v8', 'veggie juice'],
    per100g: { calories: 19, protein_g: 0.93, carbohydrate_g: 3.87, fat_g: 0.31, fiber_g: 0.5, sugar_g: 2.89, sodium_mg: 169 },
    portions: [{ unit: 'glass', grams: 253 }, { unit: 'cup', grams: 253 }, { unit: 'can', grams: 182 }],
    defaultGrams: 253, density: 1.05,
  },
  {
    id: 'lemonade', name: 'Lemonade', category: 'drinks', usda: '14293',
    aliases: ['lemonade', 'lemon juice drink', 'homemade lemonade'],
    per100g: { calories: 40, protein_g: 0.07, carbohydrate_g: 10.42, fat_g: 0.04, fiber_g: 0, sugar_g: 9.98, sodium_mg: 4 },
    portions: [{ unit: 'glass', grams: 247 }, { unit: 'cup', grams: 247 }, { unit: 'can', grams: 370 }, { unit: 'bottle', grams: 515 }],
    defaultGrams: 247, density: 1.03,
  },
  {
    id: 'lemon_juice', name: 'Lemon juice', category: 'condiments', usda: '09152',
    aliases: ['lemon juice', 'squeeze of lemon', 'fresh lemon juice', 'lime juice'],
    per100g: { calories: 22, protein_g: 0.35, carbohydrate_g: 6.9, fat_g: 0.24, fiber_g: 0.3, sugar_g: 2.52, sodium_mg: 1 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'tsp', grams: 5 }, { unit: 'cup', grams: 244 }, { unit: 'wedge', grams: 5.9 }, { unit: 'squeeze', grams: 5.9 }],
    defaultGrams: 15, density: 1.02,
  },
  // Bare "soda"/"soft drink" defaults to regular cola. Can = 12 fl oz (WEIGHT 368 g).
  {
    id: 'cola', name: 'Cola', category: 'drinks', usda: '14400',
    aliases: ['cola', 'coke', 'soda', 'pop', 'soft drink', 'fizzy drink', 'coca cola', 'pepsi', 'regular soda', 'soda pop'],
    per100g: { calories: 37, protein_g: 0.07, carbohydrate_g: 9.56, fat_g: 0.02, fiber_g: 0, sugar_g: 8.97, sodium_mg: 4 },
    portions: [{ unit: 'can', grams: 368 }, { unit: 'bottle', grams: 491 }, { unit: 'glass', grams: 246 }, { unit: 'cup', grams: 246 }, { unit: 'small', grams: 491 }, { unit: 'medium', grams: 676 }, { unit: 'large', grams: 984 }, { unit: 'fl oz', grams: 30.7 }],
    defaultGrams: 368, density: 1.04,
  },
  {
    id: 'cola_diet', name: 'Diet cola', category: 'drinks', usda: '14146',
    aliases: ['diet cola', 'diet coke', 'coke zero', 'diet soda', 'pepsi max', 'diet pepsi', 'sugar free soda', 'zero sugar cola', 'light soda'],
    per100g: { calories: 1, protein_g: 0.12, carbohydrate_g: 0.15, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 4 },
    portions: [{ unit: 'can', grams: 355 }, { unit: 'bottle', grams: 474 }, { unit: 'glass', grams: 237 }, { unit: 'cup', grams: 237 }, { unit: 'small', grams: 474 }, { unit: 'medium', grams: 651 }],
    defaultGrams: 355, density: 1,
  },
  {
    id: 'lemon_lime_soda', name: 'Lemon-lime soda', category: 'drinks', usda: '14144',
    aliases: ['lemon lime soda', 'lemon-lime soda', 'sprite', '7up', '7 up', 'lemonade soda'],
    per100g: { calories: 41, protein_g: 0.09, carbohydrate_g: 10.42, fat_g: 0, fiber_g: 0, sugar_g: 10.38, sodium_mg: 10 },
    portions: [{ unit: 'can', grams: 369 }, { unit: 'bottle', grams: 492 }, { unit: 'glass', grams: 246 }, { unit: 'cup', grams: 246 }],
    defaultGrams: 369, density: 1.04,
  },
  {
    id: 'ginger_ale', name: 'Ginger ale', category: 'drinks', usda: '14136',
    aliases: ['ginger ale', 'ginger beer'],
    per100g: { calories: 34, protein_g: 0, carbohydrate_g: 8.77, fat_g: 0, fiber_g: 0, sugar_g: 8.7, sodium_mg: 7 },
    portions: [{ unit: 'can', grams: 366 }, { unit: 'bottle', grams: 488 }, { unit: 'glass', grams: 244 }, { unit: 'cup', grams: 244 }],
    defaultGrams: 366, density: 1.03,
  },
  {
    id: 'root_beer', name: 'Root beer', category: 'drinks', usda: '14157',
    aliases: ['root beer'],
    per100g: { calories: 41, protein_g: 0, carbohydrate_g: 10.6, fat_g: 0, fiber_g: 0, sugar_g: 10.6, sodium_mg: 13 },
    portions: [{ unit: 'can', grams: 370 }, { unit: 'bottle', grams: 493 }, { unit: 'glass', grams: 246 }],
    defaultGrams: 370, density: 1.04,
  },
  // SR leaves sugar empty; all 12.3 g of carbohydrate in orange soda is sugar.
  {
    id: 'orange_soda', name: 'Orange soda', category: 'drinks', usda: '14150',
    aliases: ['orange soda', 'fanta', 'orangeade'],
    per100g: { calories: 48, protein_g: 0, carbohydrate_g: 12.3, fat_g: 0, fiber_g: 0, sugar_g: 12.3, sodium_mg: 12 },
    portions: [{ unit: 'can', grams: 372 }, { unit: 'bottle', grams: 496 }, { unit: 'glass', grams: 248 }],
    defaultGrams: 372, density: 1.05,
  },
  {
    id: 'tonic_water', name: 'Tonic water', category: 'drinks', usda: '14155',
    aliases: ['tonic', 'tonic water'],
    per100g: { calories: 34, protein_g: 0, carbohydrate_g: 8.8, fat_g: 0, fiber_g: 0, sugar_g: 8.8, sodium_mg: 12 },
    portions: [{ unit: 'can', grams: 366 }, { unit: 'bottle', grams: 336 }, { unit: 'glass', grams: 244 }],
    defaultGrams: 244, density: 1.03,
  },
  // Regular (sugared) energy drink; 250 ml can.
  {
    id: 'energy_drink', name: 'Energy drink', category: 'drinks', usda: '14060',
    aliases: ['energy drink', 'red bull', 'monster', 'rockstar'],
    per100g: { calories: 62, protein_g: 0.42, carbohydrate_g: 15, fat_g: 0, fiber_g: 0, sugar_g: 13.75, sodium_mg: 48 },
    portions: [{ unit: 'can', grams: 250 }, { unit: 'large can', grams: 500 }, { unit: 'glass', grams: 240 }],
    defaultGrams: 250, density: 1.04,
  },
  {
    id: 'energy_drink_sugar_free', name: 'Energy drink, sugar-free', category: 'drinks', usda: '14026',
    aliases: ['sugar free energy drink', 'diet energy drink', 'zero sugar energy drink'],
    per100g: { calories: 4, protein_g: 0, carbohydrate_g: 1.03, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 85 },
    portions: [{ unit: 'can', grams: 250 }, { unit: 'large can', grams: 480 }, { unit: 'glass', grams: 240 }],
    defaultGrams: 250, density: 1,
  },
  // A 20 fl oz bottle = 609 g.
  {
    id: 'sports_drink', name: 'Sports drink', category: 'drinks', usda: '14461',
    aliases: ['sports drink', 'gatorade', 'powerade', 'electrolyte drink', 'isotonic drink'],
    per100g: { calories: 32, protein_g: 0, carbohydrate_g: 7.84, fat_g: 0.05, fiber_g: 0, sugar_g: 6.11, sodium_mg: 42 },
    portions: [{ unit: 'bottle', grams: 609 }, { unit: 'glass', grams: 244 }, { unit: 'cup', grams: 244 }, { unit: 'can', grams: 365 }],
    defaultGrams: 609, density: 1.03,
  },
  {
    id: 'fruit_punch', name: 'Fruit punch drink', category: 'drinks', usda: '14264',
    aliases: ['fruit punch', 'juice drink', 'fruit drink', 'cordial', 'kool aid', 'juice box'],
    per100g: { calories: 48, protein_g: 0, carbohydrate_g: 11.97, fat_g: 0, fiber_g: 0, sugar_g: 11.29, sodium_mg: 10 },
    portions: [{ unit: 'glass', grams: 248 }, { unit: 'cup', grams: 248 }, { unit: 'pouch', grams: 210 }, { unit: 'box', grams: 210 }],
    defaultGrams: 248, density: 1.04,
  },
  {
    id: 'coconut_water', name: 'Coconut water', category: 'drinks', usda: '12119',
    aliases: ['coconut water'],
    per100g: { calories: 19, protein_g: 0.72, carbohydrate_g: 3.71, fat_g: 0.2, fiber_g: 1.1, sugar_g: 2.61, sodium_mg: 105 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'glass', grams: 240 }, { unit: 'bottle', grams: 500 }, { unit: 'carton', grams: 330 }],
    defaultGrams: 330, density: 1,
  },
  {
    id: 'soy_milk', name: 'Soy milk', category: 'drinks', usda: '16139',
    aliases: ['soy milk', 'soymilk', 'soya milk'],
    per100g: { calories: 43, protein_g: 2.6, carbohydrate_g: 4.92, fat_g: 1.47, fiber_g: 0.2, sugar_g: 3.65, sodium_mg: 47 },
    portions: [{ unit: 'glass', grams: 243 }, { unit: 'cup', grams: 243 }, { unit: 'splash', grams: 30 }, { unit: 'tbsp', grams: 15 }],
    defaultGrams: 243, density: 1.01,
  },
  {
    id: 'soy_milk_unsweetened', name: 'Soy milk, unsweetened', category: 'drinks', usda: '16222',
    aliases: ['unsweetened soy milk', 'unsweetened soya milk'],
    per100g: { calories: 33, protein_g: 2.86, carbohydrate_g: 1.74, fat_g: 1.61, fiber_g: 0.5, sugar_g: 0.41, sodium_mg: 37 },
    portions: [{ unit: 'glass', grams: 243 }, { unit: 'cup', grams: 243 }, { unit: 'splash', grams: 30 }],
    defaultGrams: 243, density: 1.01,
  },
  {
    id: 'almond_milk', name: 'Almond milk, sweetened', category: 'drinks', usda: '14016',
    aliases: ['almond milk', 'almond drink', 'vanilla almond milk'],
    per100g: { calories: 38, protein_g: 0.42, carbohydrate_g: 6.67, fat_g: 1.04, fiber_g: 0.4, sugar_g: 6.25, sodium_mg: 63 },
    portions: [{ unit: 'glass', grams: 240 }, { unit: 'cup', grams: 240 }, { unit: 'splash', grams: 30 }, { unit: 'tbsp', grams: 15 }],
    defaultGrams: 240, density: 1,
  },
  // No SR entry: 10 g oats + 89 g water + 1 g canola oil + 0.1 g salt, like commercial oat drinks.
  // Recipe (per 100.1 g as served): 10 g cereals, oats, regular and quick, not fortified, dry (08120),
  // 89 g water, tap, drinking (14411), 1 g oil, canola (04582), 0.1 g salt, table (02047).
  {
    id: 'oat_milk', name: 'Oat milk', category: 'drinks',
    aliases: ['oat milk', 'oat drink', 'oatmilk', 'oat beverage'],
    per100g: { calories: 47, protein_g: 1.31, carbohydrate_g: 6.76, fat_g: 1.65, fiber_g: 1.01, sugar_g: 0.1, sodium_mg: 43 },
    portions: [{ unit: 'glass', grams: 240 }, { unit: 'cup', grams: 240 }, { unit: 'splash', grams: 30 }, { unit: 'tbsp', grams: 15 }],
    defaultGrams: 240, density: 1.03,
  },
  {
    id: 'milkshake_chocolate', name: 'Milkshake, chocolate', category: 'drinks', usda: '14346',
    aliases: ['chocolate milkshake', 'chocolate shake', 'milkshake', 'shake', 'milk shake'],
    per100g: { calories: 127, protein_g: 3.4, carbohydrate_g: 20.5, fat_g: 3.7, fiber_g: 1.9, sugar_g: 18.6, sodium_mg: 97 },
    portions: [{ unit: 'small', grams: 282 }, { unit: 'medium', grams: 376 }, { unit: 'large', grams: 494 }, { unit: 'cup', grams: 240 }, { unit: 'glass', grams: 282 }],
    defaultGrams: 376, density: 1,
  },
  {
    id: 'milkshake_vanilla', name: 'Milkshake, vanilla', category: 'drinks', usda: '14347',
    aliases: ['vanilla milkshake', 'vanilla shake'],
    per100g: { calories: 148, protein_g: 3.37, carbohydrate_g: 19.59, fat_g: 6.52, fiber_g: 0.9, sugar_g: 13.63, sodium_mg: 81 },
    portions: [{ unit: 'small', grams: 250 }, { unit: 'medium', grams: 333 }, { unit: 'large', grams: 458 }, { unit: 'cup', grams: 166 }, { unit: 'glass', grams: 250 }],
    defaultGrams: 333, density: 0.88,
  },
  // sugar_g from SR 14347 (shake, fast food, vanilla); empty in 14428.
  {
    id: 'milkshake_strawberry', name: 'Milkshake, strawberry', category: 'drinks', usda: '14428',
    aliases: ['strawberry milkshake', 'strawberry shake'],
    per100g: { calories: 113, protein_g: 3.4, carbohydrate_g: 18.9, fat_g: 2.8, fiber_g: 0.4, sugar_g: 13.63, sodium_mg: 83 },
    portions: [{ unit: 'small', grams: 282 }, { unit: 'medium', grams: 376 }, { unit: 'large', grams: 494 }, { unit: 'cup', grams: 240 }, { unit: 'glass', grams: 282 }],
    defaultGrams: 376, density: 1,
  },
  // No SR entry: equal weights of banana, strawberries, low-fat plain yogurt and orange juice.
  // Recipe (per 400 g as served): 100 g bananas, raw (09040), 100 g strawberries, raw (09316), 100 g
  // yogurt, plain, low fat, 12 grams protein per 8 ounce (01117), 100 g orange juice, raw (09206).
  {
    id: 'smoothie_fruit', name: 'Fruit smoothie', category: 'drinks',
    aliases: ['smoothie', 'fruit smoothie', 'strawberry banana smoothie', 'berry smoothie', 'banana smoothie', 'mango smoothie'],
    per100g: { calories: 57, protein_g: 1.93, carbohydrate_g: 11.99, fat_g: 0.6, fiber_g: 1.2, sugar_g: 8.14, sodium_mg: 18 },
    portions: [{ unit: 'glass', grams: 300 }, { unit: 'cup', grams: 240 }, { unit: 'bottle', grams: 450 }, { unit: 'small', grams: 350 }, { unit: 'medium', grams: 470 }, { unit: 'large', grams: 650 }],
    defaultGrams: 350, density: 1.05,
  },
  // No SR entry: 30 g spinach, 1 banana, 1/2 apple, 150 g apple juice.
  // Recipe (per 398 g as served): 30 g spinach, raw (11457), 118 g bananas, raw (09040), 100 g apples,
  // raw, with skin (09003), 150 g apple juice, canned or bottled, unsweetened, without added a (09016).
  {
    id: 'smoothie_green', name: 'Green smoothie', category: 'drinks',
    aliases: ['green smoothie', 'spinach smoothie', 'kale smoothie'],
    per100g: { calories: 59, protein_g: 0.64, carbohydrate_g: 14.77, fat_g: 0.22, fiber_g: 1.62, sugar_g: 9.89, sodium_mg: 8 },
    portions: [{ unit: 'glass', grams: 300 }, { unit: 'cup', grams: 240 }, { unit: 'bottle', grams: 450 }, { unit: 'medium', grams: 470 }],
    defaultGrams: 350, density: 1.04,
  },
  // No generic SR row: one 30 g scoop of whey powder (14033) in 250 g 2% milk.
  // Recipe (per 280 g as served): 30 g beverages, abbott, eas whey protein powder (14033), 250 g milk,
  // reduced fat, fluid, 2% milkfat, with added vitamin a a (01079).
  {
    id: 'protein_shake', name: 'Protein shake (whey with milk)', category: 'drinks',
    aliases: ['protein shake', 'whey shake', 'protein drink', 'whey protein shake'],
    per100g: { calories: 86, protein_g: 10.09, carbohydrate_g: 6.21, fat_g: 2.32, fiber_g: 0, sugar_g: 5.07, sodium_mg: 83 },
    portions: [{ unit: 'glass', grams: 280 }, { unit: 'bottle', grams: 330 }, { unit: 'shaker', grams: 330 }, { unit: 'scoop', grams: 30 }, { unit: 'serving', grams: 280 }],
    defaultGrams: 280, density: 1.05,
  },
  {
    id: 'whey_protein', name: 'Whey protein powder', category: 'drinks', usda: '14033',
    aliases: ['whey protein', 'protein powder', 'whey powder', 'whey'],
    per100g: { calories: 385, protein_g: 66.67, carbohydrate_g: 17.95, fat_g: 5.13, fiber_g: 0, sugar_g: 5.13, sodium_mg: 385 },
    portions: [{ unit: 'scoop', grams: 30 }, { unit: 'tbsp', grams: 10 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 30,
  },
  // Alcohol supplies most of beer energy (7 kcal/g), so kcal exceeds 4P+4C+9F.
  {
    id: 'beer', name: 'Beer', category: 'drinks', usda: '14003',
    aliases: ['beer', 'lager', 'ale', 'pale ale', 'ipa', 'stout', 'pilsner', 'bitter', 'draft beer', 'craft beer'],
    per100g: { calories: 43, protein_g: 0.46, carbohydrate_g: 3.55, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 4 },
    portions: [{ unit: 'can', grams: 356 }, { unit: 'bottle', grams: 355 }, { unit: 'pint', grams: 473 }, { unit: 'glass', grams: 240 }, { unit: 'half pint', grams: 237 }, { unit: 'schooner', grams: 425 }, { unit: 'pitcher', grams: 1420 }, { unit: 'large bottle', grams: 650 }],
    defaultGrams: 356, density: 1,
  },
  {
    id: 'beer_light', name: 'Light beer', category: 'drinks', usda: '14006',
    aliases: ['light beer', 'lite beer', 'low carb beer'],
    per100g: { calories: 29, protein_g: 0.24, carbohydrate_g: 1.64, fat_g: 0, fiber_g: 0, sugar_g: 0.09, sodium_mg: 4 },
    portions: [{ unit: 'can', grams: 354 }, { unit: 'bottle', grams: 354 }, { unit: 'pint', grams: 473 }, { unit: 'glass', grams: 240 }],
    defaultGrams: 354, density: 1,
  },
  // Bare "wine" defaults to red. Glass = 5 fl oz (WEIGHT 147 g).
  {
    id: 'wine_red', name: 'Red wine', category: 'drinks', usda: '14096',
    aliases: ['red wine', 'wine', 'merlot', 'cabernet', 'cabernet sauvignon', 'pinot noir', 'shiraz', 'malbec', 'rioja', 'glass of wine'],
    per100g: { calories: 85, protein_g: 0.07, carbohydrate_g: 2.61, fat_g: 0, fiber_g: 0, sugar_g: 0.62, sodium_mg: 4 },
    portions: [{ unit: 'glass', grams: 147 }, { unit: 'large glass', grams: 250 }, { unit: 'small glass', grams: 125 }, { unit: 'bottle', grams: 740 }, { unit: 'fl oz', grams: 29.4 }],
    defaultGrams: 147, density: 0.99,
  },
  // Rosé and sparkling wines are matched here (closest SR row).
  {
    id: 'wine_white', name: 'White wine', category: 'drinks', usda: '14106',
    aliases: ['white wine', 'chardonnay', 'sauvignon blanc', 'pinot grigio', 'riesling', 'rose', 'rose wine', 'prosecco', 'champagne', 'sparkling wine', 'cava'],
    per100g: { calories: 82, protein_g: 0.07, carbohydrate_g: 2.6, fat_g: 0, fiber_g: 0, sugar_g: 0.96, sodium_mg: 5 },
    portions: [{ unit: 'glass', grams: 147 }, { unit: 'large glass', grams: 250 }, { unit: 'small glass', grams: 125 }, { unit: 'bottle', grams: 740 }, { unit: 'flute', grams: 125 }],
    defaultGrams: 147, density: 0.99,
  },
  {
    id: 'dessert_wine', name: 'Dessert wine (sweet)', category: 'drinks', usda: '14057',
    aliases: ['dessert wine', 'port', 'sherry', 'sweet wine', 'madeira'],
    per100g: { calories: 160, protein_g: 0.2, carbohydrate_g: 13.69, fat_g: 0, fiber_g: 0, sugar_g: 7.78, sodium_mg: 9 },
    portions: [{ unit: 'glass', grams: 103 }, { unit: 'small glass', grams: 60 }, { unit: 'bottle', grams: 740 }],
    defaultGrams: 103, density: 1.03,
  },
  {
    id: 'spirits', name: 'Spirits (80 proof)', category: 'drinks', usda: '14037',
    aliases: ['vodka', 'gin', 'rum', 'whiskey', 'whisky', 'bourbon', 'scotch', 'tequila', 'brandy', 'cognac', 'spirit', 'liquor', 'shot'],
    per100g: { calories: 231, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 1 },
    portions: [{ unit: 'shot', grams: 42 }, { unit: 'jigger', grams: 42 }, { unit: 'single', grams: 25 }, { unit: 'double', grams: 50 }, { unit: 'fl oz', grams: 27.8 }, { unit: 'glass', grams: 42 }],
    defaultGrams: 42, density: 0.94,
  },
  {
    id: 'pina_colada', name: 'Piña colada', category: 'drinks', usda: '14017',
    aliases: ['pina colada', 'piña colada'],
    per100g: { calories: 174, protein_g: 0.42, carbohydrate_g: 22.66, fat_g: 1.88, fiber_g: 0.3, sugar_g: 22.33, sodium_mg: 6 },
    portions: [{ unit: 'cocktail', grams: 141 }, { unit: 'glass', grams: 141 }, { unit: 'large', grams: 280 }],
    defaultGrams: 141, density: 1.05,
  },
  // No SR entry: 45 g tequila, 30 g lime juice, 15 g sugar (as triple sec/syrup), 90 g ice melt/water.
  // Recipe (per 180 g as served): 45 g alcoholic beverage, distilled, all (gin, rum, vodka, whiskey
  // (14037), 30 g lime juice, raw (09160), 15 g sugars, granulated (19335), 90 g water, tap, drinking
  // (14411).
  {
    id: 'margarita', name: 'Margarita', category: 'drinks',
    aliases: ['margarita', 'frozen margarita'],
    per100g: { calories: 94, protein_g: 0.07, carbohydrate_g: 9.73, fat_g: 0.01, fiber_g: 0.07, sugar_g: 8.6, sodium_mg: 3 },
    portions: [{ unit: 'glass', grams: 180 }, { unit: 'cocktail', grams: 180 }],
    defaultGrams: 180, density: 1,
  },
  // No SR entry: 42 g (1.5 fl oz) spirit + 208 g tonic water.
  // Recipe (per 250 g as served): 42 g alcoholic beverage, distilled, all (gin, rum, vodka, whiskey
  // (14037), 208 g carbonated beverage, tonic water (14155).
  {
    id: 'gin_and_tonic', name: 'Gin and tonic', category: 'drinks',
    aliases: ['gin and tonic', 'gin tonic', 'g&t', 'vodka tonic', 'rum and coke', 'vodka soda'],
    per100g: { calories: 67, protein_g: 0, carbohydrate_g: 7.32, fat_g: 0, fiber_g: 0, sugar_g: 7.32, sodium_mg: 10 },
    portions: [{ unit: 'glass', grams: 250 }, { unit: 'cocktail', grams: 250 }],
    defaultGrams: 250, density: 1,
  },
]
