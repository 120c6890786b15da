// Everyday dishes and fast food. SR prepared-food rows where one exists (fast foods 21xxx, entrees 22xxx, restaurant 36xxx); otherwise a documented recipe computed from SR ingredients.
// Hand-curated. Per-100 g figures come from the USDA SR row named in `usda` (ABBREV: Energ_Kcal,
// Protein, Carbohydrt, Lipid_Tot, Fiber_TD, Sugar_Tot, Sodium); household grams from SR WEIGHT where it
// lists the measure, otherwise a typical serving. Entries without `usda` document their recipe.
// Where SR leaves fibre or sugar empty: 0 if the food has (almost) no carbohydrate, else the value
// of a close SR entry, noted on the entry.
import type { Food } from '../types.js'

export const DISHES: Food[] = [
  // Bare "pizza" = chain cheese pizza, 14-inch regular crust; a slice is 1/8 pizza (107 g).
  {
    id: 'pizza_cheese', name: 'Pizza, cheese', category: 'dishes', usda: '21299',
    aliases: ['pizza', 'cheese pizza', 'margherita', 'margherita pizza', 'pizza slice', 'slice of pizza', 'plain pizza'],
    per100g: { calories: 266, protein_g: 11.39, carbohydrate_g: 33.33, fat_g: 9.69, fiber_g: 2.3, sugar_g: 3.58, sodium_mg: 598 },
    portions: [{ unit: 'slice', grams: 107 }, { unit: 'piece', grams: 107 }, { unit: 'pizza', grams: 853 }, { unit: 'whole pizza', grams: 853 }, { unit: 'small pizza', grams: 500 }, { unit: 'personal pizza', grams: 300 }],
    defaultGrams: 214,
  },
  {
    id: 'pizza_pepperoni', name: 'Pizza, pepperoni', category: 'dishes', usda: '21302',
    aliases: ['pepperoni pizza', 'pepperoni pizza slice', 'salami pizza'],
    per100g: { calories: 282, protein_g: 11.74, carbohydrate_g: 31.98, fat_g: 11.91, fiber_g: 2.3, sugar_g: 3.26, sodium_mg: 685 },
    portions: [{ unit: 'slice', grams: 111 }, { unit: 'piece', grams: 111 }, { unit: 'pizza', grams: 895 }, { unit: 'whole pizza', grams: 895 }],
    defaultGrams: 222,
  },
  {
    id: 'pizza_supreme', name: 'Pizza, meat and vegetable', category: 'dishes', usda: '21304',
    aliases: ['supreme pizza', 'meat pizza', 'meat lovers pizza', 'vegetable pizza', 'veggie pizza', 'hawaiian pizza', 'combination pizza', 'bbq chicken pizza'],
    per100g: { calories: 244, protein_g: 11.02, carbohydrate_g: 25.38, fat_g: 10.9, fiber_g: 2.2, sugar_g: 3.73, sodium_mg: 589 },
    portions: [{ unit: 'slice', grams: 136 }, { unit: 'piece', grams: 136 }, { unit: 'pizza', grams: 1168 }],
    defaultGrams: 272,
  },
  // Single regular patty with condiments (SR 1 item = 127 g).
  {
    id: 'cheeseburger', name: 'Cheeseburger', category: 'dishes', usda: '21090',
    aliases: ['cheeseburger', 'cheese burger', 'burger with cheese'],
    per100g: { calories: 270, protein_g: 13.49, carbohydrate_g: 25.46, fat_g: 12.9, fiber_g: 1.9, sugar_g: 5.24, sodium_mg: 628 },
    portions: [{ unit: 'burger', grams: 127 }, { unit: 'sandwich', grams: 127 }, { unit: 'piece', grams: 127 }, { unit: 'item', grams: 127 }],
    defaultGrams: 127,
  },
  {
    id: 'cheeseburger_double', name: 'Double cheeseburger', category: 'dishes', usda: '21094',
    aliases: ['double cheeseburger', 'double cheese burger'],
    per100g: { calories: 282, protein_g: 16.24, carbohydrate_g: 17.97, fat_g: 16.18, fiber_g: 1, sugar_g: 4.16, sodium_mg: 617 },
    portions: [{ unit: 'burger', grams: 155 }, { unit: 'sandwich', grams: 155 }, { unit: 'piece', grams: 155 }],
    defaultGrams: 155,
  },
  // Single regular patty with condiments; a large (quarter-pound) burger has its own entry.
  {
    id: 'hamburger', name: 'Hamburger', category: 'dishes', usda: '21108',
    aliases: ['hamburger', 'burger', 'beef burger', 'plain burger'],
    per100g: { calories: 263, protein_g: 13.3, carbohydrate_g: 29.57, fat_g: 10.18, fiber_g: 1.8, sugar_g: 5.95, sodium_mg: 487 },
    portions: [{ unit: 'burger', grams: 97 }, { unit: 'sandwich', grams: 97 }, { unit: 'piece', grams: 97 }, { unit: 'item', grams: 97 }],
    defaultGrams: 97,
  },
  {
    id: 'hamburger_large', name: 'Hamburger, large (quarter pound)', category: 'dishes', usda: '21202',
    aliases: ['quarter pounder', 'large burger', 'big burger', 'whopper', 'burger with lettuce and tomato', 'deluxe burger', 'gourmet burger'],
    per100g: { calories: 256, protein_g: 15.68, carbohydrate_g: 22.14, fat_g: 11.6, fiber_g: 1.1, sugar_g: 3.67, sodium_mg: 374 },
    portions: [{ unit: 'burger', grams: 171 }, { unit: 'sandwich', grams: 171 }, { unit: 'piece', grams: 171 }],
    defaultGrams: 171,
  },
  // fiber_g empty in SR 21118; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 55% frankfurter, beef, unheated (07022).
  // sugar_g empty in SR 21118; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 55% frankfurter, beef, unheated (07022).
  {
    id: 'hot_dog', name: 'Hot dog in a bun', category: 'dishes', usda: '21118',
    aliases: ['hot dog', 'hotdog', 'frankfurter in a bun', 'hot dog with bun'],
    per100g: { calories: 247, protein_g: 10.6, carbohydrate_g: 18.4, fat_g: 14.84, fiber_g: 0.95, sugar_g: 3.59, sodium_mg: 684 },
    portions: [{ unit: 'hot dog', grams: 98 }, { unit: 'piece', grams: 98 }, { unit: 'sandwich', grams: 98 }, { unit: 'item', grams: 98 }],
    defaultGrams: 98,
  },
  // fiber_g empty in SR 21119; estimated from its components: 37% rolls, hamburger or hotdog, plain
  // (18350), 40% frankfurter, beef, unheated (07022), 23% chili con carne with beans, canned entree
  // (22904).
  // sugar_g empty in SR 21119; estimated from its components: 37% rolls, hamburger or hotdog, plain
  // (18350), 40% frankfurter, beef, unheated (07022), 23% chili con carne with beans, canned entree
  // (22904).
  {
    id: 'chili_dog', name: 'Chili dog', category: 'dishes', usda: '21119',
    aliases: ['chili dog', 'chilli dog', 'hot dog with chili'],
    per100g: { calories: 260, protein_g: 11.85, carbohydrate_g: 27.45, fat_g: 11.79, fiber_g: 1.54, sugar_g: 3.31, sodium_mg: 421 },
    portions: [{ unit: 'hot dog', grams: 114 }, { unit: 'piece', grams: 114 }],
    defaultGrams: 114,
  },
  {
    id: 'corn_dog', name: 'Corn dog', category: 'dishes', usda: '22973',
    aliases: ['corn dog', 'corndog', 'battered sausage'],
    per100g: { calories: 267, protein_g: 7.93, carbohydrate_g: 29.71, fat_g: 12.95, fiber_g: 1, sugar_g: 8.82, sodium_mg: 628 },
    portions: [{ unit: 'piece', grams: 78 }, { unit: 'corn dog', grams: 78 }, { unit: 'mini', grams: 17 }, { unit: 'large', grams: 175 }],
    defaultGrams: 78,
  },
  // Fries cooked in vegetable oil; small/medium/large from SR. Oven fries differ (see oven fries).
  {
    id: 'french_fries', name: 'French fries (fast food)', category: 'dishes', usda: '21138',
    aliases: ['fries', 'french fries', 'french fry', 'chips (fries)', 'hot chips', 'shoestring fries', 'fast food fries', 'frites', 'steak fries', 'potato fries', 'chunky chips'],
    per100g: { calories: 312, protein_g: 3.43, carbohydrate_g: 41.44, fat_g: 14.73, fiber_g: 3.8, sugar_g: 0.3, sodium_mg: 210 },
    portions: [{ unit: 'small', grams: 71 }, { unit: 'medium', grams: 117 }, { unit: 'large', grams: 154 }, { unit: 'serving', grams: 117 }, { unit: 'portion', grams: 117 }, { unit: 'cup', grams: 58 }, { unit: 'fry', grams: 5 }, { unit: 'handful', grams: 40 }],
    defaultGrams: 117,
  },
  {
    id: 'oven_fries', name: 'Oven-baked fries', category: 'dishes', usda: '11403',
    aliases: ['oven fries', 'oven chips', 'baked fries', 'frozen fries', 'air fryer fries', 'oven baked fries'],
    per100g: { calories: 164, protein_g: 2.66, carbohydrate_g: 27.74, fat_g: 5.22, fiber_g: 2.8, sugar_g: 0.28, sodium_mg: 388 },
    portions: [{ unit: 'serving', grams: 85 }, { unit: 'cup', grams: 58 }, { unit: 'portion', grams: 85 }, { unit: 'fry', grams: 5 }],
    defaultGrams: 85,
  },
  {
    id: 'onion_rings', name: 'Onion rings', category: 'dishes', usda: '21130',
    aliases: ['onion ring', 'onion rings'],
    per100g: { calories: 411, protein_g: 3.86, carbohydrate_g: 43.58, fat_g: 25.23, fiber_g: 2.7, sugar_g: 5.43, sodium_mg: 776 },
    portions: [{ unit: 'ring', grams: 6.5 }, { unit: 'piece', grams: 6.5 }, { unit: 'serving', grams: 117 }, { unit: 'package', grams: 117 }],
    defaultGrams: 117,
  },
  {
    id: 'chicken_sandwich', name: 'Chicken sandwich (crispy fillet, lettuce, mayo)', category: 'dishes', usda: '21230',
    aliases: ['chicken sandwich', 'chicken burger', 'fried chicken sandwich', 'crispy chicken sandwich', 'chicken fillet sandwich', 'mcchicken'],
    per100g: { calories: 276, protein_g: 10.94, carbohydrate_g: 27.4, fat_g: 13.59, fiber_g: 1.4, sugar_g: 3.4, sodium_mg: 617 },
    portions: [{ unit: 'sandwich', grams: 152 }, { unit: 'burger', grams: 152 }, { unit: 'piece', grams: 152 }],
    defaultGrams: 152,
  },
  {
    id: 'fish_sandwich', name: 'Fish sandwich with tartar sauce', category: 'dishes', usda: '21105',
    aliases: ['fish sandwich', 'fish burger', 'filet o fish', 'fish fillet sandwich'],
    per100g: { calories: 257, protein_g: 10.29, carbohydrate_g: 26.69, fat_g: 12.45, fiber_g: 1, sugar_g: 3.53, sodium_mg: 602 },
    portions: [{ unit: 'sandwich', grams: 220 }, { unit: 'burger', grams: 220 }, { unit: 'piece', grams: 220 }],
    defaultGrams: 220,
  },
  // No SR entry: 52 g bun, 70 g veggie patty, lettuce 10, tomato 20, ketchup 8 (g).
  // Recipe (per 160 g as served): 52 g rolls, hamburger or hotdog, plain (18350), 70 g veggie burgers or
  // soyburgers, unprepared (16147), 10 g lettuce, cos or romaine, raw (11251), 20 g tomatoes, red, ripe,
  // raw, year round average (11529), 8 g catsup (11935).
  {
    id: 'veggie_burger_sandwich', name: 'Veggie burger in a bun', category: 'dishes',
    aliases: ['veggie burger', 'vegetarian burger', 'vegan burger', 'bean burger', 'plant based burger'],
    per100g: { calories: 177, protein_g: 10.33, carbohydrate_g: 24.55, fat_g: 4.03, fiber_g: 3.12, sugar_g: 4.03, sodium_mg: 458 },
    portions: [{ unit: 'burger', grams: 150 }, { unit: 'sandwich', grams: 150 }, { unit: 'piece', grams: 150 }],
    defaultGrams: 150,
  },
  // Bare "burrito" defaults to beef and bean.
  {
    id: 'burrito_beef_bean', name: 'Burrito, beef and bean', category: 'dishes', usda: '21063',
    aliases: ['burrito', 'beef burrito', 'bean and beef burrito', 'beef and bean burrito', 'burrito with beef'],
    per100g: { calories: 191, protein_g: 11.52, carbohydrate_g: 19.52, fat_g: 7.47, fiber_g: 3, sugar_g: 2.19, sodium_mg: 570 },
    portions: [{ unit: 'burrito', grams: 241 }, { unit: 'piece', grams: 241 }, { unit: 'item', grams: 241 }],
    defaultGrams: 241,
  },
  {
    id: 'burrito_bean_cheese', name: 'Burrito, bean and cheese', category: 'dishes', usda: '21061',
    aliases: ['bean burrito', 'bean and cheese burrito', 'vegetarian burrito', 'veggie burrito'],
    per100g: { calories: 205, protein_g: 7.35, carbohydrate_g: 31.23, fat_g: 6.05, fiber_g: 4.2, sugar_g: 1.73, sodium_mg: 563 },
    portions: [{ unit: 'burrito', grams: 185 }, { unit: 'piece', grams: 185 }],
    defaultGrams: 185,
  },
  // Checked against SR 21266 (a chain chicken burrito supreme).
  // sugar_g empty in SR 21266; estimated from its components: 35% tortillas, ready-to-bake or -fry,
  // flour, refrigerated (18364), 20% chicken, broiler or fryers, breast, skinless, boneless, meat
  // (05747), 20% refried beans, canned, traditional style (includes usda comm (16103), 5% lettuce,
  // iceberg (includes crisphead types), raw (11252), 5% tomatoes, red, ripe, raw, year round average
  // (11529), 5% cheese, cheddar (01009), 10% cream, sour, cultured (01056).
  {
    id: 'burrito_chicken', name: 'Burrito, chicken', category: 'dishes', usda: '21266',
    aliases: ['chicken burrito', 'burrito supreme', 'steak burrito'],
    per100g: { calories: 179, protein_g: 9.84, carbohydrate_g: 20.51, fat_g: 6.42, fiber_g: 2.4, sugar_g: 2.17, sodium_mg: 564 },
    portions: [{ unit: 'burrito', grams: 248 }, { unit: 'piece', grams: 248 }],
    defaultGrams: 248,
  },
  // No SR entry: rice 130, black beans 100, grilled chicken 100, salsa 50, cheese 20, lettuce 30, sour
  // cream 20 (g).
  // Recipe (per 450 g as served): 130 g rice, white, long-grain, regular, cooked, enriched (20045), 100
  // g beans, black, mature seeds, cooked, boiled, without salt (16015), 100 g chicken, broiler or
  // fryers, breast, skinless, boneless, meat (05747), 50 g sauce, salsa, ready-to-serve (06164), 20 g
  // cheese, cheddar (01009), 30 g lettuce, cos or romaine, raw (11251), 20 g cream, sour, cultured
  // (01056).
  {
    id: 'burrito_bowl', name: 'Burrito bowl', category: 'dishes',
    aliases: ['burrito bowl', 'chipotle bowl', 'mexican rice bowl'],
    per100g: { calories: 131, protein_g: 10.98, carbohydrate_g: 14.56, fat_g: 3.29, fiber_g: 2.39, sugar_g: 0.75, sodium_mg: 121 },
    portions: [{ unit: 'bowl', grams: 450 }, { unit: 'serving', grams: 450 }],
    defaultGrams: 450,
  },
  // 1 taco = 69 g; default two tacos.
  {
    id: 'taco_beef', name: 'Taco, beef, hard shell', category: 'dishes', usda: '21082',
    aliases: ['taco', 'tacos', 'beef taco', 'hard taco', 'crunchy taco', 'ground beef taco'],
    per100g: { calories: 226, protein_g: 8.86, carbohydrate_g: 19.85, fat_g: 12.7, fiber_g: 3.9, sugar_g: 0.9, sodium_mg: 397 },
    portions: [{ unit: 'taco', grams: 69 }, { unit: 'piece', grams: 69 }, { unit: 'item', grams: 69 }],
    defaultGrams: 138,
  },
  {
    id: 'taco_soft', name: 'Taco, soft (flour tortilla)', category: 'dishes', usda: '21261',
    aliases: ['soft taco', 'soft tacos', 'chicken taco', 'fish taco', 'street taco', 'carnitas taco'],
    per100g: { calories: 206, protein_g: 9.25, carbohydrate_g: 20.23, fat_g: 9.75, fiber_g: 2.9, sugar_g: 1.57, sodium_mg: 560 },
    portions: [{ unit: 'taco', grams: 102 }, { unit: 'piece', grams: 102 }],
    defaultGrams: 204,
  },
  {
    id: 'nachos', name: 'Nachos with cheese', category: 'dishes', usda: '21078',
    aliases: ['nachos', 'nacho', 'cheese nachos', 'nachos with cheese'],
    per100g: { calories: 343, protein_g: 4.32, carbohydrate_g: 34.91, fat_g: 21.5, fiber_g: 3.2, sugar_g: 2.17, sodium_mg: 313 },
    portions: [{ unit: 'serving', grams: 113 }, { unit: 'plate', grams: 227 }, { unit: 'portion', grams: 113 }, { unit: 'cup', grams: 80 }],
    defaultGrams: 113,
  },
  {
    id: 'nachos_supreme', name: 'Nachos supreme (beef, beans, cheese)', category: 'dishes', usda: '21080',
    aliases: ['loaded nachos', 'nachos supreme', 'beef nachos', 'nachos with beef'],
    per100g: { calories: 219, protein_g: 6.21, carbohydrate_g: 21.39, fat_g: 12.48, fiber_g: 3.7, sugar_g: 1.63, sodium_mg: 348 },
    portions: [{ unit: 'serving', grams: 222 }, { unit: 'plate', grams: 222 }],
    defaultGrams: 222,
  },
  // fiber_g empty in SR 21075; estimated from its components: 30% tortillas, ready-to-bake or -fry, corn
  // (18363), 20% beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan (23575), 15% cheese,
  // cheddar (01009), 35% tomato products, canned, sauce (11549).
  // sugar_g empty in SR 21075; estimated from its components: 30% tortillas, ready-to-bake or -fry, corn
  // (18363), 20% beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan (23575), 15% cheese,
  // cheddar (01009), 35% tomato products, canned, sauce (11549).
  {
    id: 'enchilada', name: 'Enchilada, cheese and beef', category: 'dishes', usda: '21075',
    aliases: ['enchilada', 'beef enchilada', 'enchiladas', 'chicken enchilada'],
    per100g: { calories: 168, protein_g: 6.21, carbohydrate_g: 15.87, fat_g: 9.19, fiber_g: 2.42, sugar_g: 1.83, sodium_mg: 687 },
    portions: [{ unit: 'enchilada', grams: 192 }, { unit: 'piece', grams: 192 }],
    defaultGrams: 192,
  },
  // fiber_g empty in SR 21074; estimated from its components: 30% tortillas, ready-to-bake or -fry, corn
  // (18363), 30% cheese, cheddar (01009), 40% tomato products, canned, sauce (11549).
  // sugar_g empty in SR 21074; estimated from its components: 30% tortillas, ready-to-bake or -fry, corn
  // (18363), 30% cheese, cheddar (01009), 40% tomato products, canned, sauce (11549).
  {
    id: 'enchilada_cheese', name: 'Enchilada, cheese', category: 'dishes', usda: '21074',
    aliases: ['cheese enchilada'],
    per100g: { calories: 196, protein_g: 5.91, carbohydrate_g: 17.51, fat_g: 11.56, fiber_g: 2.49, sugar_g: 2.12, sodium_mg: 481 },
    portions: [{ unit: 'enchilada', grams: 163 }, { unit: 'piece', grams: 163 }],
    defaultGrams: 163,
  },
  // fiber_g empty in SR 21071; estimated from its components: 40% tortillas, ready-to-bake or -fry,
  // flour, refrigerated (18364), 30% beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan
  // (23575), 10% cheese, cheddar (01009), 20% refried beans, canned, traditional style (includes usda
  // comm (16103).
  // sugar_g empty in SR 21071; estimated from its components: 40% tortillas, ready-to-bake or -fry,
  // flour, refrigerated (18364), 30% beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan
  // (23575), 10% cheese, cheddar (01009), 20% refried beans, canned, traditional style (includes usda
  // comm (16103).
  {
    id: 'chimichanga', name: 'Chimichanga', category: 'dishes', usda: '21071',
    aliases: ['chimichanga', 'fried burrito'],
    per100g: { calories: 242, protein_g: 10.96, carbohydrate_g: 21.49, fat_g: 12.81, fiber_g: 1.94, sugar_g: 1.9, sodium_mg: 523 },
    portions: [{ unit: 'piece', grams: 183 }, { unit: 'chimichanga', grams: 183 }],
    defaultGrams: 183,
  },
  {
    id: 'quesadilla', name: 'Quesadilla, chicken', category: 'dishes', usda: '21488',
    aliases: ['quesadilla', 'chicken quesadilla', 'cheese quesadilla'],
    per100g: { calories: 294, protein_g: 15.05, carbohydrate_g: 24.04, fat_g: 15.25, fiber_g: 1.7, sugar_g: 1.88, sodium_mg: 745 },
    portions: [{ unit: 'quesadilla', grams: 180 }, { unit: 'piece', grams: 180 }, { unit: 'wedge', grams: 45 }, { unit: 'serving', grams: 180 }],
    defaultGrams: 180,
  },
  // fiber_g empty in SR 21083; estimated from its components: 35% lettuce, iceberg (includes crisphead
  // types), raw (11252), 15% snacks, tortilla chips, plain, white corn, salted (19056), 20% beef,
  // ground, 80% lean meat / 20% fat, crumbles, cooked, pan (23575), 10% cheese, cheddar (01009), 10%
  // tomatoes, red, ripe, raw, year round average (11529), 10% refried beans, canned, traditional style
  // (includes usda comm (16103).
  // sugar_g empty in SR 21083; estimated from its components: 35% lettuce, iceberg (includes crisphead
  // types), raw (11252), 15% snacks, tortilla chips, plain, white corn, salted (19056), 20% beef,
  // ground, 80% lean meat / 20% fat, crumbles, cooked, pan (23575), 10% cheese, cheddar (01009), 10%
  // tomatoes, red, ripe, raw, year round average (11529), 10% refried beans, canned, traditional style
  // (includes usda comm (16103).
  {
    id: 'taco_salad', name: 'Taco salad', category: 'dishes', usda: '21083',
    aliases: ['taco salad'],
    per100g: { calories: 141, protein_g: 6.68, carbohydrate_g: 11.91, fat_g: 7.46, fiber_g: 1.91, sugar_g: 1.17, sodium_mg: 385 },
    portions: [{ unit: 'serving', grams: 198 }, { unit: 'bowl', grams: 300 }],
    defaultGrams: 300,
  },
  // No SR entry, per fajita: flour tortilla 49, grilled chicken 55, peppers 20, onion 15, oil 4, salsa 7
  // (g).
  // Recipe (per 150 g as served): 49 g tortillas, ready-to-bake or -fry, flour, refrigerated (18364), 55
  // g chicken, broiler or fryers, breast, skinless, boneless, meat (05747), 20 g peppers, sweet, red,
  // raw (11821), 15 g onions, cooked, boiled, drained, without salt (11283), 4 g oil, canola (04582), 7
  // g sauce, salsa, ready-to-serve (06164).
  {
    id: 'fajitas', name: 'Chicken fajitas', category: 'dishes',
    aliases: ['fajita', 'fajitas', 'chicken fajita', 'steak fajita'],
    per100g: { calories: 187, protein_g: 14.15, carbohydrate_g: 18.86, fat_g: 6.08, fiber_g: 1.26, sugar_g: 2.65, sodium_mg: 277 },
    portions: [{ unit: 'fajita', grams: 150 }, { unit: 'piece', grams: 150 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  {
    id: 'tamale', name: 'Tamale', category: 'dishes', usda: '36411',
    aliases: ['tamale', 'tamales', 'tamal'],
    per100g: { calories: 186, protein_g: 3.48, carbohydrate_g: 26.68, fat_g: 7.21, fiber_g: 3.2, sugar_g: 7.42, sodium_mg: 277 },
    portions: [{ unit: 'piece', grams: 166 }, { unit: 'tamale', grams: 166 }],
    defaultGrams: 166,
  },
  {
    id: 'empanada', name: 'Empanada, beef', category: 'dishes', usda: '36403',
    aliases: ['empanada', 'empanadas'],
    per100g: { calories: 335, protein_g: 11.31, carbohydrate_g: 31.19, fat_g: 18.37, fiber_g: 2, sugar_g: 1.84, sodium_mg: 440 },
    portions: [{ unit: 'piece', grams: 89 }, { unit: 'empanada', grams: 89 }],
    defaultGrams: 178,
  },
  {
    id: 'pupusa', name: 'Pupusa, cheese', category: 'dishes', usda: '36409',
    aliases: ['pupusa', 'pupusas'],
    per100g: { calories: 256, protein_g: 11.72, carbohydrate_g: 22.39, fat_g: 13.25, fiber_g: 2.9, sugar_g: 1.2, sodium_mg: 400 },
    portions: [{ unit: 'piece', grams: 117 }, { unit: 'pupusa', grams: 117 }],
    defaultGrams: 234,
  },
  {
    id: 'arepa', name: 'Arepa', category: 'dishes', usda: '36415',
    aliases: ['arepa', 'arepas'],
    per100g: { calories: 219, protein_g: 5.48, carbohydrate_g: 37.14, fat_g: 5.38, fiber_g: 2.6, sugar_g: 0.87, sodium_mg: 270 },
    portions: [{ unit: 'piece', grams: 98 }, { unit: 'arepa', grams: 98 }],
    defaultGrams: 98,
  },
  {
    id: 'rice_and_beans', name: 'Rice and black beans', category: 'dishes', usda: '36405',
    aliases: ['rice and beans', 'beans and rice', 'arroz con frijoles', 'rice and peas', 'moros'],
    per100g: { calories: 151, protein_g: 4.64, carbohydrate_g: 24.4, fat_g: 3.85, fiber_g: 3.4, sugar_g: 0.86, sodium_mg: 420 },
    portions: [{ unit: 'cup', grams: 146 }, { unit: 'serving', grams: 292 }, { unit: 'plate', grams: 461 }],
    defaultGrams: 292,
  },
  {
    id: 'chicken_and_rice', name: 'Chicken and rice', category: 'dishes', usda: '36401',
    aliases: ['chicken and rice', 'arroz con pollo', 'chicken rice'],
    per100g: { calories: 174, protein_g: 12.02, carbohydrate_g: 20.03, fat_g: 5.06, fiber_g: 1.2, sugar_g: 0.55, sodium_mg: 518 },
    portions: [{ unit: 'cup', grams: 141 }, { unit: 'plate', grams: 423 }, { unit: 'serving', grams: 423 }],
    defaultGrams: 423,
  },
  // fiber_g empty in SR 21116; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 35% ham, sliced, regular (approximately 11% fat) (07029), 20% cheese, pasteurized process,
  // american, fortified with vitami (01042).
  // sugar_g empty in SR 21116; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 35% ham, sliced, regular (approximately 11% fat) (07029), 20% cheese, pasteurized process,
  // american, fortified with vitami (01042).
  {
    id: 'sandwich_ham_cheese', name: 'Ham and cheese sandwich', category: 'dishes', usda: '21116',
    aliases: ['ham and cheese sandwich', 'ham sandwich', 'ham cheese sandwich', 'toasted ham and cheese', 'croque monsieur'],
    per100g: { calories: 241, protein_g: 14.17, carbohydrate_g: 22.84, fat_g: 10.6, fiber_g: 1.4, sugar_g: 3.32, sodium_mg: 528 },
    portions: [{ unit: 'sandwich', grams: 146 }, { unit: 'piece', grams: 146 }],
    defaultGrams: 146,
  },
  // fiber_g empty in SR 21104; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 40% egg, whole, cooked, fried (01128), 15% cheese, pasteurized process, american, fortified
  // with vitami (01042).
  // sugar_g empty in SR 21104; estimated from its components: 45% rolls, hamburger or hotdog, plain
  // (18350), 40% egg, whole, cooked, fried (01128), 15% cheese, pasteurized process, american, fortified
  // with vitami (01042).
  {
    id: 'sandwich_egg_cheese', name: 'Egg and cheese sandwich', category: 'dishes', usda: '21104',
    aliases: ['egg and cheese sandwich', 'egg sandwich', 'fried egg sandwich', 'egg roll sandwich'],
    per100g: { calories: 233, protein_g: 10.69, carbohydrate_g: 17.76, fat_g: 13.3, fiber_g: 0.95, sugar_g: 3.37, sodium_mg: 551 },
    portions: [{ unit: 'sandwich', grams: 146 }, { unit: 'piece', grams: 146 }],
    defaultGrams: 146,
  },
  {
    id: 'sandwich_breakfast', name: 'Breakfast sandwich (English muffin, egg, cheese, sausage)', category: 'dishes', usda: '21022',
    aliases: ['breakfast sandwich', 'sausage and egg muffin', 'sausage egg mcmuffin', 'breakfast muffin', 'egg mcmuffin', 'bacon egg and cheese'],
    per100g: { calories: 286, protein_g: 13.38, carbohydrate_g: 17.44, fat_g: 18.1, fiber_g: 0.2, sugar_g: 1.49, sodium_mg: 548 },
    portions: [{ unit: 'sandwich', grams: 165 }, { unit: 'piece', grams: 165 }, { unit: 'item', grams: 165 }],
    defaultGrams: 165,
  },
  // fiber_g empty in SR 21011; estimated from its components: 45% croissants, butter (18239), 40% egg,
  // whole, cooked, scrambled (01132), 15% cheese, pasteurized process, american, fortified with vitami
  // (01042).
  // sugar_g empty in SR 21011; estimated from its components: 45% croissants, butter (18239), 40% egg,
  // whole, cooked, scrambled (01132), 15% cheese, pasteurized process, american, fortified with vitami
  // (01042).
  {
    id: 'sandwich_croissant_egg', name: 'Croissant with egg and cheese', category: 'dishes', usda: '21011',
    aliases: ['croissant sandwich', 'breakfast croissant', 'egg croissant'],
    per100g: { calories: 290, protein_g: 10.07, carbohydrate_g: 19.14, fat_g: 19.45, fiber_g: 1.17, sugar_g: 5.96, sodium_mg: 434 },
    portions: [{ unit: 'sandwich', grams: 127 }, { unit: 'croissant', grams: 127 }, { unit: 'piece', grams: 127 }],
    defaultGrams: 127,
  },
  {
    id: 'biscuit_sausage', name: 'Biscuit with sausage', category: 'dishes', usda: '21009',
    aliases: ['sausage biscuit', 'biscuit with sausage'],
    per100g: { calories: 371, protein_g: 9.67, carbohydrate_g: 29.99, fat_g: 24.42, fiber_g: 0.4, sugar_g: 1.59, sodium_mg: 814 },
    portions: [{ unit: 'biscuit', grams: 111 }, { unit: 'piece', grams: 111 }],
    defaultGrams: 111,
  },
  {
    id: 'biscuit_egg_bacon', name: 'Biscuit with egg, cheese and bacon', category: 'dishes', usda: '21007',
    aliases: ['bacon egg and cheese biscuit', 'egg biscuit', 'breakfast biscuit'],
    per100g: { calories: 301, protein_g: 12.01, carbohydrate_g: 24.44, fat_g: 17.48, fiber_g: 0.2, sugar_g: 1.74, sodium_mg: 816 },
    portions: [{ unit: 'biscuit', grams: 145 }, { unit: 'piece', grams: 145 }],
    defaultGrams: 145,
  },
  // SR: 6-inch sub = 196 g, 12-inch = 391 g; "inch" is per inch of length, so "6 inch sub" = 6 × 32.7 g.
  {
    id: 'sub_cold_cut', name: 'Submarine sandwich, cold cuts', category: 'dishes', usda: '21124',
    aliases: ['sub', 'sub sandwich', 'submarine sandwich', 'hoagie', 'italian sub', 'cold cut sub', 'hero sandwich', 'grinder', 'subway sandwich', 'footlong'],
    per100g: { calories: 213, protein_g: 10.52, carbohydrate_g: 20.43, fat_g: 10.04, fiber_g: 1.2, sugar_g: 3.18, sodium_mg: 575 },
    portions: [{ unit: 'sub', grams: 196 }, { unit: 'inch', grams: 32.7 }, { unit: 'footlong', grams: 391 }, { unit: 'piece', grams: 196 }, { unit: 'half', grams: 98 }],
    defaultGrams: 196,
  },
  {
    id: 'sub_roast_beef', name: 'Roast beef sub', category: 'dishes', usda: '21125',
    aliases: ['roast beef sandwich', 'roast beef sub', 'beef sandwich', 'french dip'],
    per100g: { calories: 156, protein_g: 12.17, carbohydrate_g: 20.34, fat_g: 2.73, fiber_g: 0.7, sugar_g: 3, sodium_mg: 329 },
    portions: [{ unit: 'sandwich', grams: 190 }, { unit: 'inch', grams: 31.7 }, { unit: 'footlong', grams: 381 }, { unit: 'piece', grams: 190 }],
    defaultGrams: 190,
  },
  {
    id: 'sub_tuna', name: 'Tuna sub', category: 'dishes', usda: '21126',
    aliases: ['tuna sub', 'tuna sub sandwich', 'tuna hoagie'],
    per100g: { calories: 218, protein_g: 12.33, carbohydrate_g: 15.95, fat_g: 12.04, fiber_g: 0.7, sugar_g: 1.93, sodium_mg: 329 },
    portions: [{ unit: 'sub', grams: 237 }, { unit: 'inch', grams: 39.5 }, { unit: 'footlong', grams: 474 }, { unit: 'piece', grams: 237 }],
    defaultGrams: 237,
  },
  // No SR entry: 2 slices white bread 56, tuna salad 102, lettuce 7 (g).
  // Recipe (per 165 g as served): 56 g bread, white, commercially prepared (includes soft bread cru
  // (18069), 102 g fish, tuna salad (15128), 7 g lettuce, cos or romaine, raw (11251).
  {
    id: 'sandwich_tuna', name: 'Tuna salad sandwich', category: 'dishes',
    aliases: ['tuna sandwich', 'tuna salad sandwich', 'tuna mayo sandwich', 'tuna melt', 'tuna fish sandwich'],
    per100g: { calories: 206, protein_g: 13.07, carbohydrate_g: 22.61, fat_g: 6.82, fiber_g: 1.01, sugar_g: 4.24, sodium_mg: 415 },
    portions: [{ unit: 'sandwich', grams: 165 }, { unit: 'piece', grams: 165 }, { unit: 'half', grams: 83 }],
    defaultGrams: 165,
  },
  // No SR entry: 2 slices white toast 44, bacon 23, lettuce 15, tomato 40, mayonnaise 14 (g).
  // Recipe (per 136 g as served): 44 g bread, white, commercially prepared, toasted (18070), 23 g pork,
  // cured, bacon, pre-sliced, cooked, pan-fried (10862), 15 g lettuce, iceberg (includes crisphead
  // types), raw (11252), 40 g tomatoes, red, ripe, raw, year round average (11529), 14 g salad dressing,
  // mayonnaise, regular (04025).
  {
    id: 'sandwich_blt', name: 'BLT sandwich', category: 'dishes',
    aliases: ['blt', 'blt sandwich', 'bacon lettuce and tomato', 'bacon sandwich', 'bacon butty'],
    per100g: { calories: 251, protein_g: 9.11, carbohydrate_g: 19.42, fat_g: 15.01, fiber_g: 1.29, sugar_g: 2.58, sodium_mg: 544 },
    portions: [{ unit: 'sandwich', grams: 150 }, { unit: 'piece', grams: 150 }],
    defaultGrams: 150,
  },
  // No SR entry: 2 slices white bread 56, cheddar 42, butter 10 (g).
  // Recipe (per 108 g as served): 56 g bread, white, commercially prepared (includes soft bread cru
  // (18069), 42 g cheese, cheddar (01009), 10 g butter, salted (01001).
  {
    id: 'grilled_cheese', name: 'Grilled cheese sandwich', category: 'dishes',
    aliases: ['grilled cheese', 'grilled cheese sandwich', 'cheese toastie', 'cheese sandwich', 'toasted cheese sandwich'],
    per100g: { calories: 361, protein_g: 14.51, carbohydrate_g: 25.94, fat_g: 22.05, fiber_g: 1.4, sugar_g: 2.84, sodium_mg: 556 },
    portions: [{ unit: 'sandwich', grams: 110 }, { unit: 'piece', grams: 110 }],
    defaultGrams: 110,
  },
  // No SR entry: 2 slices white bread 56, peanut butter 32, jam 20 (g).
  // Recipe (per 108 g as served): 56 g bread, white, commercially prepared (includes soft bread cru
  // (18069), 32 g peanut butter, smooth style, with salt (16098), 20 g jams and preserves (19297).
  {
    id: 'pbj_sandwich', name: 'Peanut butter and jelly sandwich', category: 'dishes',
    aliases: ['pbj', 'pb&j', 'pb and j', 'peanut butter and jelly sandwich', 'peanut butter and jam sandwich', 'peanut butter sandwich', 'peanut butter jelly sandwich'],
    per100g: { calories: 363, protein_g: 12.25, carbohydrate_g: 43.99, fat_g: 16.6, fiber_g: 3.38, sugar_g: 14.34, sodium_mg: 397 },
    portions: [{ unit: 'sandwich', grams: 108 }, { unit: 'piece', grams: 108 }],
    defaultGrams: 108,
  },
  // No SR entry: 2 slices whole wheat bread 64, deli turkey 56, swiss 14, lettuce 10, tomato 20, mayo 6
  // (g). Bare "sandwich" defaults here.
  // Recipe (per 170 g as served): 64 g bread, whole-wheat, commercially prepared (18075), 56 g turkey
  // breast, sliced, oven roasted, luncheon meat (07079), 14 g cheese, swiss (01040), 10 g lettuce, cos
  // or romaine, raw (11251), 20 g tomatoes, red, ripe, raw, year round average (11529), 6 g salad
  // dressing, mayonnaise, regular (04025).
  {
    id: 'sandwich_turkey', name: 'Turkey sandwich', category: 'dishes',
    aliases: ['turkey sandwich', 'turkey sub', 'turkey and cheese sandwich', 'turkey club', 'deli sandwich', 'sandwich'],
    per100g: { calories: 188, protein_g: 12.74, carbohydrate_g: 18.58, fat_g: 6.84, fiber_g: 2.69, sugar_g: 3.3, sodium_mg: 506 },
    portions: [{ unit: 'sandwich', grams: 170 }, { unit: 'piece', grams: 170 }],
    defaultGrams: 170,
  },
  // No SR entry: 3 slices toast 66, turkey 42, ham 28, bacon 23, lettuce 15, tomato 40, mayo 20, cheddar
  // 16 (g).
  // Recipe (per 250 g as served): 66 g bread, white, commercially prepared, toasted (18070), 42 g turkey
  // breast, sliced, oven roasted, luncheon meat (07079), 28 g ham, sliced, regular (approximately 11%
  // fat) (07029), 23 g pork, cured, bacon, pre-sliced, cooked, pan-fried (10862), 15 g lettuce, iceberg
  // (includes crisphead types), raw (11252), 40 g tomatoes, red, ripe, raw, year round average (11529),
  // 20 g salad dressing, mayonnaise, regular (04025), 16 g cheese, cheddar (01009).
  {
    id: 'sandwich_club', name: 'Club sandwich', category: 'dishes',
    aliases: ['club sandwich', 'clubhouse sandwich'],
    per100g: { calories: 240, protein_g: 12.09, carbohydrate_g: 16.58, fat_g: 13.68, fiber_g: 1.15, sugar_g: 2.46, sodium_mg: 687 },
    portions: [{ unit: 'sandwich', grams: 250 }, { unit: 'piece', grams: 250 }, { unit: 'half', grams: 125 }],
    defaultGrams: 250,
  },
  // No SR entry: bread 56, chicken breast 70, mayo 20, celery 10, lettuce 14 (g).
  // Recipe (per 170 g as served): 56 g bread, white, commercially prepared (includes soft bread cru
  // (18069), 70 g chicken, broilers or fryers, breast, meat only, cooked, roas (05064), 20 g salad
  // dressing, mayonnaise, regular (04025), 10 g celery, raw (11143), 14 g lettuce, cos or romaine, raw
  // (11251).
  {
    id: 'sandwich_chicken_salad', name: 'Chicken salad sandwich', category: 'dishes',
    aliases: ['chicken salad sandwich', 'chicken mayo sandwich', 'coronation chicken sandwich'],
    per100g: { calories: 238, protein_g: 16.04, carbohydrate_g: 16.67, fat_g: 11.36, fiber_g: 1.16, sugar_g: 1.94, sodium_mg: 272 },
    portions: [{ unit: 'sandwich', grams: 170 }, { unit: 'piece', grams: 170 }],
    defaultGrams: 170,
  },
  // No SR entry: bread 56, hard-boiled egg 70, mayo 20, lettuce 4 (g).
  // Recipe (per 150 g as served): 56 g bread, white, commercially prepared (includes soft bread cru
  // (18069), 70 g egg, whole, cooked, hard-boiled (01129), 20 g salad dressing, mayonnaise, regular
  // (04025), 4 g lettuce, cos or romaine, raw (11251).
  {
    id: 'sandwich_egg_salad', name: 'Egg salad sandwich', category: 'dishes',
    aliases: ['egg salad sandwich', 'egg mayo sandwich'],
    per100g: { calories: 262, protein_g: 9.45, carbohydrate_g: 19, fat_g: 16.13, fiber_g: 1.06, sugar_g: 2.52, sodium_mg: 326 },
    portions: [{ unit: 'sandwich', grams: 150 }, { unit: 'piece', grams: 150 }],
    defaultGrams: 150,
  },
  // No SR entry: 10-inch tortilla 72, grilled chicken 85, lettuce 25, tomato 25, ranch 15, cheddar 8
  // (g).
  // Recipe (per 230 g as served): 72 g tortillas, ready-to-bake or -fry, flour, refrigerated (18364), 85
  // g chicken, broiler or fryers, breast, skinless, boneless, meat (05747), 25 g lettuce, cos or
  // romaine, raw (11251), 25 g tomatoes, red, ripe, raw, year round average (11529), 15 g salad
  // dressing, ranch dressing, commercial, regular (04639), 8 g cheese, cheddar (01009).
  {
    id: 'wrap_chicken', name: 'Chicken wrap', category: 'dishes',
    aliases: ['chicken wrap', 'chicken caesar wrap', 'grilled chicken wrap', 'wrap sandwich'],
    per100g: { calories: 195, protein_g: 14.97, carbohydrate_g: 17.23, fat_g: 7.38, fiber_g: 1.08, sugar_g: 2.11, sodium_mg: 316 },
    portions: [{ unit: 'wrap', grams: 230 }, { unit: 'piece', grams: 230 }],
    defaultGrams: 230,
  },
  // No SR entry: pita 60, falafel 85, hummus 30, lettuce 25, tomato 30, tahini 10, cucumber 10 (g).
  // Recipe (per 250 g as served): 60 g bread, pita, white, enriched (18041), 85 g falafel, home-prepared
  // (16138), 30 g hummus, commercial (16158), 25 g lettuce, cos or romaine, raw (11251), 30 g tomatoes,
  // red, ripe, raw, year round average (11529), 10 g seeds, sesame butter, tahini, from roasted and
  // toasted kerne (12166), 10 g cucumber, with peel, raw (11205).
  {
    id: 'falafel_wrap', name: 'Falafel wrap', category: 'dishes',
    aliases: ['falafel wrap', 'falafel pita', 'falafel sandwich'],
    per100g: { calories: 227, protein_g: 8.59, carbohydrate_g: 27.7, fat_g: 9.7, fiber_g: 4.58, sugar_g: 1.51, sodium_mg: 280 },
    portions: [{ unit: 'wrap', grams: 250 }, { unit: 'piece', grams: 250 }],
    defaultGrams: 250,
  },
  // No SR entry: pita 60, lamb 110, tomato 30, onion 15, lettuce 20, tzatziki as Greek yogurt 35 +
  // cucumber 10 (g).
  // Recipe (per 280 g as served): 60 g bread, pita, white, enriched (18041), 110 g lamb, ground, cooked,
  // broiled (17225), 30 g tomatoes, red, ripe, raw, year round average (11529), 15 g onions, raw
  // (11282), 20 g lettuce, cos or romaine, raw (11251), 35 g yogurt, greek, plain, nonfat (01256), 10 g
  // cucumber, with peel, raw (11205).
  {
    id: 'gyro', name: 'Gyro / doner kebab in pita', category: 'dishes',
    aliases: ['gyro', 'gyros', 'doner', 'doner kebab', 'kebab', 'shawarma', 'kebab wrap', 'chicken shawarma'],
    per100g: { calories: 183, protein_g: 13.21, carbohydrate_g: 13.67, fat_g: 8.08, fiber_g: 0.86, sugar_g: 1.34, sodium_mg: 153 },
    portions: [{ unit: 'wrap', grams: 280 }, { unit: 'piece', grams: 280 }, { unit: 'serving', grams: 280 }],
    defaultGrams: 280,
  },
  // No SR entry: medium bagel 105 + cream cheese 30 (g).
  // Recipe (per 135 g as served): 105 g bagels, plain, enriched, with calcium propionate (includes o
  // (18001), 30 g cheese, cream (01017).
  {
    id: 'bagel_cream_cheese', name: 'Bagel with cream cheese', category: 'dishes',
    aliases: ['bagel with cream cheese', 'bagel and cream cheese', 'bagel and schmear'],
    per100g: { calories: 276, protein_g: 9.11, carbohydrate_g: 40.18, fat_g: 8.87, fiber_g: 1.71, sugar_g: 4.64, sodium_mg: 452 },
    portions: [{ unit: 'bagel', grams: 135 }, { unit: 'piece', grams: 135 }],
    defaultGrams: 135,
  },
  // No SR entry: sourdough toast 59, avocado 50, olive oil 5, salt 0.5, lemon 1 (g).
  // Recipe (per 115.5 g as served): 59 g bread, french or vienna, toasted (includes sourdough) (18030),
  // 50 g avocados, raw, all commercial varieties (09037), 5 g oil, olive, salad or cooking (04053), 0.5
  // g salt, table (02047), 1 g lemon juice, raw (09152).
  {
    id: 'avocado_toast', name: 'Avocado toast', category: 'dishes',
    aliases: ['avocado toast', 'avo toast', 'smashed avocado on toast'],
    per100g: { calories: 271, protein_g: 7.51, carbohydrate_g: 35.39, fat_g: 11.77, fiber_g: 4.49, sugar_g: 2.14, sodium_mg: 539 },
    portions: [{ unit: 'slice', grams: 115 }, { unit: 'piece', grams: 115 }, { unit: 'serving', grams: 115 }],
    defaultGrams: 115,
  },
  // Tossed vegetables, no dressing; add dressing separately.
  // fiber_g empty in SR 21052; estimated from its components: 50% lettuce, iceberg (includes crisphead
  // types), raw (11252), 20% tomatoes, red, ripe, raw, year round average (11529), 10% cucumber, with
  // peel, raw (11205), 10% carrots, raw (11124), 10% cabbage, red, raw (11112).
  // sugar_g empty in SR 21052; estimated from its components: 50% lettuce, iceberg (includes crisphead
  // types), raw (11252), 20% tomatoes, red, ripe, raw, year round average (11529), 10% cucumber, with
  // peel, raw (11205), 10% carrots, raw (11124), 10% cabbage, red, raw (11112).
  {
    id: 'salad_garden', name: 'Garden salad (no dressing)', category: 'dishes', usda: '21052',
    aliases: ['salad', 'garden salad', 'side salad', 'green salad', 'tossed salad', 'mixed salad', 'house salad', 'simple salad'],
    per100g: { calories: 16, protein_g: 1.25, carbohydrate_g: 3.22, fat_g: 0.07, fiber_g: 1.38, sugar_g: 2.54, sodium_mg: 26 },
    portions: [{ unit: 'bowl', grams: 207 }, { unit: 'serving', grams: 207 }, { unit: 'small', grams: 104 }, { unit: 'side', grams: 104 }, { unit: 'cup', grams: 69 }, { unit: 'plate', grams: 207 }],
    defaultGrams: 207,
  },
  // fiber_g empty in SR 21053; estimated from its components: 40% lettuce, iceberg (includes crisphead
  // types), raw (11252), 16% tomatoes, red, ripe, raw, year round average (11529), 8% cucumber, with
  // peel, raw (11205), 8% carrots, raw (11124), 8% cabbage, red, raw (11112), 10% egg, whole, cooked,
  // hard-boiled (01129), 10% cheese, cheddar (01009).
  // sugar_g empty in SR 21053; estimated from its components: 40% lettuce, iceberg (includes crisphead
  // types), raw (11252), 16% tomatoes, red, ripe, raw, year round average (11529), 8% cucumber, with
  // peel, raw (11205), 8% carrots, raw (11124), 8% cabbage, red, raw (11112), 10% egg, whole, cooked,
  // hard-boiled (01129), 10% cheese, cheddar (01009).
  {
    id: 'salad_chef', name: 'Chef salad (with cheese and egg)', category: 'dishes', usda: '21053',
    aliases: ['chef salad', 'cobb salad', 'salad with egg and cheese'],
    per100g: { calories: 47, protein_g: 4.04, carbohydrate_g: 2.19, fat_g: 2.67, fiber_g: 1.1, sugar_g: 2.19, sodium_mg: 55 },
    portions: [{ unit: 'bowl', grams: 217 }, { unit: 'serving', grams: 217 }],
    defaultGrams: 217,
  },
  // fiber_g empty in SR 21054; estimated from its components: 38% lettuce, iceberg (includes crisphead
  // types), raw (11252), 15% tomatoes, red, ripe, raw, year round average (11529), 7% cucumber, with
  // peel, raw (11205), 8% carrots, raw (11124), 7% cabbage, red, raw (11112), 25% chicken, broilers or
  // fryers, breast, meat only, cooked, roas (05064).
  // sugar_g empty in SR 21054; estimated from its components: 38% lettuce, iceberg (includes crisphead
  // types), raw (11252), 15% tomatoes, red, ripe, raw, year round average (11529), 7% cucumber, with
  // peel, raw (11205), 8% carrots, raw (11124), 7% cabbage, red, raw (11112), 25% chicken, broilers or
  // fryers, breast, meat only, cooked, roas (05064).
  {
    id: 'salad_chicken', name: 'Salad with chicken (no dressing)', category: 'dishes', usda: '21054',
    aliases: ['chicken salad', 'grilled chicken salad', 'salad with chicken', 'chicken garden salad'],
    per100g: { calories: 48, protein_g: 8, carbohydrate_g: 1.71, fat_g: 1, fiber_g: 1.04, sugar_g: 1.91, sodium_mg: 96 },
    portions: [{ unit: 'bowl', grams: 218 }, { unit: 'serving', grams: 218 }],
    defaultGrams: 218,
  },
  // No SR entry: romaine 100, caesar dressing 25, parmesan 10, croutons 15 (g).
  // Recipe (per 150 g as served): 100 g lettuce, cos or romaine, raw (11251), 25 g salad dressing,
  // caesar dressing, regular (43015), 10 g cheese, parmesan, grated (01032), 15 g croutons, seasoned
  // (18243).
  {
    id: 'salad_caesar', name: 'Caesar salad', category: 'dishes',
    aliases: ['caesar salad'],
    per100g: { calories: 177, protein_g: 4.83, carbohydrate_g: 9.36, fat_g: 13.58, fiber_g: 1.98, sugar_g: 1.76, sodium_mg: 418 },
    portions: [{ unit: 'bowl', grams: 150 }, { unit: 'serving', grams: 150 }, { unit: 'side', grams: 100 }, { unit: 'plate', grams: 150 }],
    defaultGrams: 150,
  },
  // No SR entry: caesar salad plus 100 g grilled chicken.
  // Recipe (per 250 g as served): 100 g lettuce, cos or romaine, raw (11251), 100 g chicken, broiler or
  // fryers, breast, skinless, boneless, meat (05747), 25 g salad dressing, caesar dressing, regular
  // (43015), 10 g cheese, parmesan, grated (01032), 15 g croutons, seasoned (18243).
  {
    id: 'salad_caesar_chicken', name: 'Chicken caesar salad', category: 'dishes',
    aliases: ['chicken caesar salad', 'chicken caesar', 'grilled chicken caesar'],
    per100g: { calories: 167, protein_g: 15.11, carbohydrate_g: 5.62, fat_g: 9.42, fiber_g: 1.19, sugar_g: 1.06, sodium_mg: 271 },
    portions: [{ unit: 'bowl', grams: 250 }, { unit: 'serving', grams: 250 }, { unit: 'plate', grams: 250 }],
    defaultGrams: 250,
  },
  // No SR entry: tomato 80, cucumber 70, onion 15, green pepper 20, feta 35, olives 10, olive oil 15,
  // vinegar 5 (g).
  // Recipe (per 250 g as served): 80 g tomatoes, red, ripe, raw, year round average (11529), 70 g
  // cucumber, with peel, raw (11205), 15 g onions, raw (11282), 20 g peppers, sweet, green, raw (11333),
  // 35 g cheese, feta (01019), 10 g olives, ripe, canned (small-extra large) (09193), 15 g oil, olive,
  // salad or cooking (04053), 5 g vinegar, cider (02048).
  {
    id: 'salad_greek', name: 'Greek salad', category: 'dishes',
    aliases: ['greek salad', 'horiatiki', 'village salad'],
    per100g: { calories: 109, protein_g: 2.62, carbohydrate_g: 4.03, fat_g: 9.52, fiber_g: 0.89, sugar_g: 2.34, sodium_mg: 161 },
    portions: [{ unit: 'bowl', grams: 250 }, { unit: 'serving', grams: 250 }, { unit: 'side', grams: 125 }],
    defaultGrams: 250,
  },
  {
    id: 'coleslaw', name: 'Coleslaw', category: 'dishes', usda: '21127',
    aliases: ['coleslaw', 'cole slaw', 'slaw'],
    per100g: { calories: 153, protein_g: 0.95, carbohydrate_g: 14.89, fat_g: 9.91, fiber_g: 1.9, sugar_g: 12.19, sodium_mg: 203 },
    portions: [{ unit: 'cup', grams: 191 }, { unit: 'serving', grams: 116 }, { unit: 'side', grams: 116 }, { unit: 'tbsp', grams: 12 }],
    defaultGrams: 116,
  },
  // fiber_g empty in SR 21140; estimated from its components: 75% potatoes, boiled, cooked without skin,
  // flesh, without salt (11367), 15% salad dressing, mayonnaise, regular (04025), 5% egg, whole, cooked,
  // hard-boiled (01129), 5% celery, raw (11143).
  // sugar_g empty in SR 21140; estimated from its components: 75% potatoes, boiled, cooked without skin,
  // flesh, without salt (11367), 15% salad dressing, mayonnaise, regular (04025), 5% egg, whole, cooked,
  // hard-boiled (01129), 5% celery, raw (11143).
  {
    id: 'potato_salad', name: 'Potato salad', category: 'dishes', usda: '21140',
    aliases: ['potato salad'],
    per100g: { calories: 114, protein_g: 1.53, carbohydrate_g: 13.53, fat_g: 6.03, fiber_g: 1.43, sugar_g: 0.87, sodium_mg: 328 },
    portions: [{ unit: 'cup', grams: 285 }, { unit: 'scoop', grams: 95 }, { unit: 'serving', grams: 143 }, { unit: 'side', grams: 143 }],
    defaultGrams: 143,
  },
  // No SR entry: hard-boiled egg 80, mayo 20, celery 5 (g).
  // Recipe (per 105 g as served): 80 g egg, whole, cooked, hard-boiled (01129), 20 g salad dressing,
  // mayonnaise, regular (04025), 5 g celery, raw (11143).
  {
    id: 'egg_salad', name: 'Egg salad', category: 'dishes',
    aliases: ['egg salad', 'egg mayonnaise', 'egg mayo'],
    per100g: { calories: 248, protein_g: 9.8, carbohydrate_g: 1.1, fat_g: 22.35, fiber_g: 0.08, sugar_g: 1.05, sodium_mg: 219 },
    portions: [{ unit: 'cup', grams: 220 }, { unit: 'serving', grams: 110 }, { unit: 'scoop', grams: 110 }],
    defaultGrams: 110,
  },
  // No SR entry: chicken breast 70, mayo 20, celery 10 (g).
  // Recipe (per 100 g as served): 70 g chicken, broilers or fryers, breast, meat only, cooked, roas
  // (05064), 20 g salad dressing, mayonnaise, regular (04025), 10 g celery, raw (11143).
  {
    id: 'chicken_salad_mayo', name: 'Chicken salad (with mayo)', category: 'dishes',
    aliases: ['chicken mayo', 'chicken salad with mayo', 'coronation chicken'],
    per100g: { calories: 253, protein_g: 21.98, carbohydrate_g: 0.41, fat_g: 17.49, fiber_g: 0.16, sugar_g: 0.3, sodium_mg: 187 },
    portions: [{ unit: 'cup', grams: 220 }, { unit: 'serving', grams: 110 }, { unit: 'scoop', grams: 110 }],
    defaultGrams: 110,
  },
  // No SR entry: vanilla yogurt 150, granola 30, strawberries 25, blueberries 25 (g).
  // Recipe (per 230 g as served): 150 g yogurt, vanilla, low fat, 11 grams protein per 8 ounce (01119),
  // 30 g cereals ready-to-eat, granola, homemade (08037), 25 g strawberries, raw (09316), 25 g
  // blueberries, raw (09050).
  {
    id: 'fruit_yogurt_parfait', name: 'Yogurt parfait', category: 'dishes',
    aliases: ['parfait', 'yogurt parfait', 'yoghurt parfait', 'yogurt with granola', 'yogurt bowl', 'granola bowl'],
    per100g: { calories: 129, protein_g: 5.31, carbohydrate_g: 18.36, fat_g: 4.02, fiber_g: 1.65, sugar_g: 13.22, sodium_mg: 47 },
    portions: [{ unit: 'cup', grams: 230 }, { unit: 'serving', grams: 230 }, { unit: 'bowl', grams: 230 }],
    defaultGrams: 230,
  },
  // No SR entry: 40 g rolled oats cooked in 240 g 2% milk (no water loss counted).
  // Recipe (per 280 g as served): 40 g cereals, oats, regular and quick, not fortified, dry (08120), 240
  // g milk, reduced fat, fluid, 2% milkfat, with added vitamin a a (01079).
  {
    id: 'oatmeal_with_milk', name: 'Oatmeal made with milk', category: 'dishes',
    aliases: ['oatmeal with milk', 'porridge with milk', 'porridge made with milk', 'milk porridge', 'overnight oats with milk'],
    per100g: { calories: 97, protein_g: 4.71, carbohydrate_g: 13.79, fat_g: 2.63, fiber_g: 1.44, sugar_g: 4.48, sodium_mg: 41 },
    portions: [{ unit: 'bowl', grams: 280 }, { unit: 'cup', grams: 240 }, { unit: 'serving', grams: 280 }],
    defaultGrams: 280,
  },
  // No SR entry: two 6-inch pancakes 154, butter 10, pancake syrup 60 (g). Pancake fibre/sugar (empty in
  // SR 18293) as frozen pancakes 18288.
  // Recipe (per 224 g as served): 154 g pancakes, plain, prepared from recipe (18293), 10 g butter,
  // salted (01001), 60 g syrups, table blends, pancake, with 2% maple (19360).
  {
    id: 'pancakes_syrup', name: 'Pancakes with butter and syrup', category: 'dishes',
    aliases: ['pancakes with syrup', 'pancakes with butter and syrup', 'stack of pancakes', 'short stack', 'hotcakes with syrup'],
    per100g: { calories: 259, protein_g: 4.44, carbohydrate_g: 38.1, fat_g: 10.32, fiber_g: 0.69, sugar_g: 16.97, sodium_mg: 347 },
    portions: [{ unit: 'serving', grams: 232 }, { unit: 'stack', grams: 232 }, { unit: 'pancake', grams: 77 }, { unit: 'plate', grams: 232 }],
    defaultGrams: 232,
  },
  // No SR entry: 2-egg omelette 122 + cheddar 28 (g).
  // Recipe (per 150 g as served): 122 g egg, whole, cooked, omelet (01130), 28 g cheese, cheddar
  // (01009).
  {
    id: 'omelette_cheese', name: 'Cheese omelette', category: 'dishes',
    aliases: ['cheese omelette', 'cheese omelet', 'omelette with cheese'],
    per100g: { calories: 200, protein_g: 13.24, carbohydrate_g: 0.76, fat_g: 15.67, fiber_g: 0, sugar_g: 0.35, sodium_mg: 242 },
    portions: [{ unit: 'omelette', grams: 150 }, { unit: 'serving', grams: 150 }, { unit: 'piece', grams: 150 }],
    defaultGrams: 150,
  },
  // No SR entry: 2-egg omelette 122, cheddar 28, ham 30, green pepper 10 (g).
  // Recipe (per 190 g as served): 122 g egg, whole, cooked, omelet (01130), 28 g cheese, cheddar
  // (01009), 30 g ham, sliced, regular (approximately 11% fat) (07029), 10 g peppers, sweet, green, raw
  // (11333).
  {
    id: 'omelette_ham_cheese', name: 'Ham and cheese omelette', category: 'dishes',
    aliases: ['ham and cheese omelette', 'ham and cheese omelet', 'denver omelette', 'western omelette'],
    per100g: { calories: 185, protein_g: 13.12, carbohydrate_g: 1.45, fat_g: 13.74, fiber_g: 0.29, sugar_g: 0.4, sodium_mg: 372 },
    portions: [{ unit: 'omelette', grams: 190 }, { unit: 'serving', grams: 190 }],
    defaultGrams: 190,
  },
  // No SR entry: 2-egg omelette 122, mushrooms 25, spinach 15, red pepper 15, onion 8 (g).
  // Recipe (per 185 g as served): 122 g egg, whole, cooked, omelet (01130), 25 g mushrooms, white, stir-
  // fried (11263), 15 g spinach, raw (11457), 15 g peppers, sweet, red, raw (11821), 8 g onions, raw
  // (11282).
  {
    id: 'omelette_veggie', name: 'Vegetable omelette', category: 'dishes',
    aliases: ['veggie omelette', 'vegetable omelette', 'veggie omelet', 'spinach omelette', 'mushroom omelette'],
    per100g: { calories: 111, protein_g: 7.81, carbohydrate_g: 2.16, fat_g: 7.79, fiber_g: 0.67, sugar_g: 0.76, sodium_mg: 111 },
    portions: [{ unit: 'omelette', grams: 185 }, { unit: 'serving', grams: 185 }],
    defaultGrams: 185,
  },
  // No SR entry: toasted English muffin 52, Canadian bacon 28, 2 poached eggs 100, hollandaise as butter
  // 20 + egg yolk 17 + lemon 3 (g).
  // Recipe (per 220 g as served): 52 g english muffins, plain, toasted, enriched, with calcium prop
  // (18259), 28 g canadian bacon, cooked, pan-fried (10998), 100 g egg, whole, cooked, poached (01131),
  // 20 g butter, salted (01001), 17 g egg, yolk, raw, fresh (01125), 3 g lemon juice, raw (09152).
  {
    id: 'eggs_benedict', name: 'Eggs Benedict', category: 'dishes',
    aliases: ['eggs benedict', 'egg benedict', 'eggs royale', 'eggs florentine'],
    per100g: { calories: 238, protein_g: 12.99, carbohydrate_g: 13.39, fat_g: 14.58, fiber_g: 0.67, sugar_g: 1.22, sodium_mg: 440 },
    portions: [{ unit: 'serving', grams: 250 }, { unit: 'plate', grams: 250 }, { unit: 'half', grams: 125 }],
    defaultGrams: 250,
  },
  // No SR entry: 2 fried eggs 92, bacon 23, 2 sausages 48, baked beans 130, toast 22, mushrooms 40,
  // tomato 45 (g).
  // Recipe (per 400 g as served): 92 g egg, whole, cooked, fried (01128), 23 g pork, cured, bacon, pre-
  // sliced, cooked, pan-fried (10862), 48 g pork sausage, link/patty, cooked, pan-fried (07064), 130 g
  // beans, baked, canned, plain or vegetarian (16006), 22 g bread, white, commercially prepared, toasted
  // (18070), 40 g mushrooms, white, stir-fried (11263), 45 g tomatoes, red, ripe, raw, year round
  // average (11529).
  {
    id: 'full_breakfast', name: 'Full cooked breakfast', category: 'dishes',
    aliases: ['full english', 'full english breakfast', 'fry up', 'fry-up', 'big breakfast', 'full breakfast'],
    per100g: { calories: 162, protein_g: 9.8, carbohydrate_g: 11.16, fat_g: 9.1, fiber_g: 1.78, sugar_g: 3.37, sodium_mg: 388 },
    portions: [{ unit: 'plate', grams: 400 }, { unit: 'serving', grams: 400 }],
    defaultGrams: 400,
  },
  // No SR entry: tortilla 72, scrambled egg 100, cheddar 20, sausage 24, hash browns 20, salsa 10 (g).
  // Recipe (per 246 g as served): 72 g tortillas, ready-to-bake or -fry, flour, refrigerated (18364),
  // 100 g egg, whole, cooked, scrambled (01132), 20 g cheese, cheddar (01009), 24 g pork sausage,
  // link/patty, cooked, pan-fried (07064), 20 g potatoes, hash brown, frozen, plain, prepared, pan fried
  // in  (11391), 10 g sauce, salsa, ready-to-serve (06164).
  {
    id: 'breakfast_burrito', name: 'Breakfast burrito', category: 'dishes',
    aliases: ['breakfast burrito', 'egg burrito'],
    per100g: { calories: 232, protein_g: 10.51, carbohydrate_g: 18.48, fat_g: 12.73, fiber_g: 1.01, sugar_g: 2.18, sodium_mg: 420 },
    portions: [{ unit: 'burrito', grams: 230 }, { unit: 'piece', grams: 230 }],
    defaultGrams: 230,
  },
  // SR fast-food French toast with butter (21023); sugar empty in SR, ~11 g estimated from bread, milk
  // and sugar.
  // fiber_g from SR 18268 (french toast, frozen, ready-to-heat); empty in 21023.
  {
    id: 'french_toast_syrup', name: 'French toast with syrup', category: 'dishes', usda: '21023',
    aliases: ['french toast with butter', 'french toast with syrup', 'french toast breakfast'],
    per100g: { calories: 264, protein_g: 7.66, carbohydrate_g: 26.7, fat_g: 13.9, fiber_g: 1.1, sugar_g: 11, sodium_mg: 380 },
    portions: [{ unit: 'serving', grams: 135 }, { unit: 'slice', grams: 68 }, { unit: 'plate', grams: 135 }],
    defaultGrams: 135,
  },
  // Home recipe, per plate: cooked spaghetti 200, browned ground beef 60, marinara 120, onion 10, olive
  // oil 5, parmesan 5 (g). (SR frozen entree 22401 is leaner, 90 kcal/100 g.)
  // Recipe (per 400 g as served): 200 g spaghetti, cooked, enriched, without added salt (20121), 60 g
  // beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan (23575), 120 g sauce, pasta,
  // spaghetti/marinara, ready-to-serve (06931), 10 g onions, raw (11282), 5 g oil, olive, salad or
  // cooking (04053), 5 g cheese, parmesan, grated (01032).
  {
    id: 'spaghetti_bolognese', name: 'Spaghetti bolognese', category: 'dishes',
    aliases: ['spaghetti bolognese', 'spag bol', 'bolognese', 'pasta bolognese', 'spaghetti with meat sauce', 'pasta with meat sauce', 'bolognaise', 'ragu', 'beef ragu'],
    per100g: { calories: 152, protein_g: 7.88, carbohydrate_g: 17.97, fat_g: 5.12, fiber_g: 1.48, sugar_g: 2.05, sodium_mg: 159 },
    portions: [{ unit: 'plate', grams: 400 }, { unit: 'bowl', grams: 400 }, { unit: 'serving', grams: 400 }, { unit: 'cup', grams: 220 }],
    defaultGrams: 400,
  },
  // No SR entry: cooked pasta 220, marinara 125, parmesan 5 (g).
  // Recipe (per 350 g as served): 220 g spaghetti, cooked, enriched, without added salt (20121), 125 g
  // sauce, pasta, spaghetti/marinara, ready-to-serve (06931), 5 g cheese, parmesan, grated (01032).
  {
    id: 'pasta_tomato_sauce', name: 'Pasta with tomato sauce', category: 'dishes',
    aliases: ['pasta with tomato sauce', 'spaghetti with tomato sauce', 'pasta marinara', 'spaghetti marinara', 'penne arrabbiata', 'pasta pomodoro', 'penne with tomato sauce', 'pasta with sauce'],
    per100g: { calories: 123, protein_g: 4.7, carbohydrate_g: 22.14, fat_g: 1.52, fiber_g: 1.77, sugar_g: 2.33, sodium_mg: 172 },
    portions: [{ unit: 'plate', grams: 350 }, { unit: 'bowl', grams: 350 }, { unit: 'serving', grams: 350 }, { unit: 'cup', grams: 200 }],
    defaultGrams: 350,
  },
  {
    id: 'spaghetti_meatballs', name: 'Spaghetti and meatballs', category: 'dishes', usda: '36038',
    aliases: ['spaghetti and meatballs', 'spaghetti meatballs', 'pasta with meatballs'],
    per100g: { calories: 170, protein_g: 7.84, carbohydrate_g: 15.51, fat_g: 8.52, fiber_g: 1.5, sugar_g: 2.03, sodium_mg: 351 },
    portions: [{ unit: 'cup', grams: 134 }, { unit: 'plate', grams: 400 }, { unit: 'serving', grams: 400 }],
    defaultGrams: 400,
  },
  // No SR entry: cooked fettuccine 230, cream 60, butter 15, parmesan 25 (g). Carbonara is close.
  // Recipe (per 330 g as served): 230 g spaghetti, cooked, enriched, without added salt (20121), 60 g
  // cream, fluid, heavy whipping (01053), 15 g butter, salted (01001), 25 g cheese, parmesan, hard
  // (01033).
  {
    id: 'pasta_alfredo', name: 'Fettuccine Alfredo', category: 'dishes',
    aliases: ['fettuccine alfredo', 'pasta alfredo', 'alfredo pasta', 'creamy pasta', 'chicken alfredo', 'pasta carbonara', 'carbonara', 'spaghetti carbonara'],
    per100g: { calories: 235, protein_g: 7.16, carbohydrate_g: 22.26, fat_g: 13.02, fiber_g: 1.25, sugar_g: 0.96, sodium_mg: 141 },
    portions: [{ unit: 'plate', grams: 350 }, { unit: 'bowl', grams: 350 }, { unit: 'serving', grams: 350 }, { unit: 'cup', grams: 200 }],
    defaultGrams: 350,
  },
  // No SR entry: cooked pasta 240 + 42 g pesto (basil 14, olive oil 16, parmesan 8, pine nuts 4) (g).
  // Recipe (per 282 g as served): 240 g spaghetti, cooked, enriched, without added salt (20121), 14 g
  // basil, fresh (02044), 16 g oil, olive, salad or cooking (04053), 8 g cheese, parmesan, hard (01033),
  // 4 g nuts, pine nuts, dried (12147).
  {
    id: 'pasta_pesto', name: 'Pasta with pesto', category: 'dishes',
    aliases: ['pesto pasta', 'pasta with pesto', 'pasta pesto', 'pasta genovese'],
    per100g: { calories: 206, protein_g: 6.3, carbohydrate_g: 26.67, fat_g: 8.2, fiber_g: 1.66, sugar_g: 0.57, sodium_mg: 40 },
    portions: [{ unit: 'plate', grams: 300 }, { unit: 'bowl', grams: 300 }, { unit: 'serving', grams: 300 }, { unit: 'cup', grams: 165 }],
    defaultGrams: 300,
  },
  // Boxed mix, prepared (1 cup = 189 g).
  {
    id: 'mac_and_cheese', name: 'Macaroni and cheese', category: 'dishes', usda: '32005',
    aliases: ['mac and cheese', 'macaroni and cheese', 'mac n cheese', 'mac & cheese', 'macaroni cheese', 'kraft dinner', 'cheesy pasta'],
    per100g: { calories: 164, protein_g: 6.68, carbohydrate_g: 23.1, fat_g: 4.99, fiber_g: 1.2, sugar_g: 1.57, sodium_mg: 460 },
    portions: [{ unit: 'cup', grams: 189 }, { unit: 'bowl', grams: 280 }, { unit: 'serving', grams: 189 }, { unit: 'side', grams: 189 }],
    defaultGrams: 189,
  },
  {
    id: 'lasagna', name: 'Lasagna with meat sauce', category: 'dishes', usda: '22977',
    aliases: ['lasagna', 'lasagne', 'beef lasagna', 'meat lasagna', 'lasagna bolognese'],
    per100g: { calories: 135, protein_g: 7.28, carbohydrate_g: 15.36, fat_g: 4.92, fiber_g: 1.7, sugar_g: 3.11, sodium_mg: 373 },
    portions: [{ unit: 'piece', grams: 255 }, { unit: 'slice', grams: 255 }, { unit: 'serving', grams: 255 }, { unit: 'portion', grams: 255 }, { unit: 'small piece', grams: 123 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 255,
  },
  {
    id: 'lasagna_vegetable', name: 'Vegetable lasagna', category: 'dishes', usda: '22956',
    aliases: ['vegetable lasagna', 'veggie lasagna', 'vegetarian lasagna', 'spinach lasagna', 'cheese lasagna'],
    per100g: { calories: 139, protein_g: 6.87, carbohydrate_g: 14.18, fat_g: 6.04, fiber_g: 1.9, sugar_g: 2.54, sodium_mg: 445 },
    portions: [{ unit: 'piece', grams: 227 }, { unit: 'serving', grams: 227 }, { unit: 'cup', grams: 226 }],
    defaultGrams: 227,
  },
  {
    id: 'ravioli_sauce', name: 'Ravioli in tomato / meat sauce', category: 'dishes', usda: '22900',
    aliases: ['ravioli in sauce', 'meat ravioli', 'beef ravioli', 'canned ravioli', 'ravioli with sauce'],
    per100g: { calories: 99, protein_g: 3.41, carbohydrate_g: 13.73, fat_g: 3.41, fiber_g: 1.6, sugar_g: 2.4, sodium_mg: 354 },
    portions: [{ unit: 'cup', grams: 262 }, { unit: 'bowl', grams: 262 }, { unit: 'serving', grams: 262 }],
    defaultGrams: 262,
  },
  // Restaurant fried rice without meat (36602).
  {
    id: 'fried_rice', name: 'Fried rice', category: 'dishes', usda: '36602',
    aliases: ['fried rice', 'egg fried rice', 'vegetable fried rice', 'chinese fried rice', 'chicken fried rice', 'shrimp fried rice', 'pork fried rice', 'nasi goreng'],
    per100g: { calories: 174, protein_g: 4.05, carbohydrate_g: 32.79, fat_g: 2.96, fiber_g: 1.1, sugar_g: 0.56, sodium_mg: 387 },
    portions: [{ unit: 'cup', grams: 137 }, { unit: 'bowl', grams: 274 }, { unit: 'plate', grams: 350 }, { unit: 'serving', grams: 274 }, { unit: 'order', grams: 411 }],
    defaultGrams: 274,
  },
  // No SR entry: cooked short-grain rice 200, broth 80, mushrooms 30, butter 10, parmesan 15, onion 10,
  // olive oil 5 (g).
  // Recipe (per 350 g as served): 200 g rice, white, short-grain, cooked (20053), 80 g soup, chicken
  // broth, ready-to-serve (06194), 30 g mushrooms, white, stir-fried (11263), 10 g butter, salted
  // (01001), 15 g cheese, parmesan, hard (01033), 10 g onions, raw (11282), 5 g oil, olive, salad or
  // cooking (04053).
  {
    id: 'risotto', name: 'Risotto (mushroom/parmesan)', category: 'dishes',
    aliases: ['risotto', 'mushroom risotto', 'parmesan risotto', 'risotto milanese'],
    per100g: { calories: 129, protein_g: 3.39, carbohydrate_g: 17.27, fat_g: 5.04, fiber_g: 0.37, sugar_g: 0.28, sodium_mg: 163 },
    portions: [{ unit: 'cup', grams: 200 }, { unit: 'plate', grams: 350 }, { unit: 'bowl', grams: 350 }, { unit: 'serving', grams: 350 }],
    defaultGrams: 350,
  },
  // No SR entry: rice 200, shrimp 50, chicken thigh 50, chorizo 15, peas 25, red pepper 20, olive oil
  // 12, broth 28 (g).
  // Recipe (per 400 g as served): 200 g rice, white, long-grain, regular, cooked, enriched (20045), 50 g
  // crustaceans, shrimp, untreated, cooked (15271), 50 g chicken, broilers or fryers, thigh, meat only,
  // cooked, roast (05098), 15 g chorizo, pork and beef (07019), 25 g peas, green, frozen, cooked,
  // boiled, drained, without salt (11313), 20 g peppers, sweet, red, raw (11821), 12 g oil, olive, salad
  // or cooking (04053), 28 g soup, chicken broth, ready-to-serve (06194).
  {
    id: 'paella', name: 'Paella', category: 'dishes',
    aliases: ['paella', 'seafood paella', 'jambalaya'],
    per100g: { calories: 150, protein_g: 8.76, carbohydrate_g: 15.4, fat_g: 5.68, fiber_g: 0.65, sugar_g: 0.56, sodium_mg: 105 },
    portions: [{ unit: 'cup', grams: 200 }, { unit: 'plate', grams: 400 }, { unit: 'serving', grams: 400 }],
    defaultGrams: 400,
  },
  // No SR entry: rice noodles 200, chicken 60, egg 40, bean sprouts 35, peanuts 12, oil 15, fish sauce
  // 10, brown sugar 12, scallion 8, lime 8 (g).
  // Recipe (per 400 g as served): 200 g rice noodles, cooked (20134), 60 g chicken, broiler or fryers,
  // breast, skinless, boneless, meat (05747), 40 g egg, whole, cooked, scrambled (01132), 35 g mung
  // beans, mature seeds, sprouted, raw (11043), 12 g peanuts, all types, dry-roasted, with salt (16090),
  // 15 g oil, canola (04582), 10 g sauce, fish, ready-to-serve (06179), 12 g sugars, brown (19334), 8 g
  // onions, spring or scallions (includes tops and bulb), raw (11291), 8 g lime juice, raw (09160).
  {
    id: 'pad_thai', name: 'Pad thai', category: 'dishes',
    aliases: ['pad thai', 'phad thai', 'chicken pad thai', 'shrimp pad thai', 'prawn pad thai'],
    per100g: { calories: 158, protein_g: 7.63, carbohydrate_g: 16.68, fat_g: 6.93, fiber_g: 0.96, sugar_g: 3.72, sodium_mg: 250 },
    portions: [{ unit: 'plate', grams: 400 }, { unit: 'bowl', grams: 400 }, { unit: 'serving', grams: 400 }, { unit: 'cup', grams: 200 }],
    defaultGrams: 400,
  },
  // No SR entry, restaurant-style bowl: wheat noodles 200, broth 300, roast pork 50, half egg 25,
  // scallion 5, soy sauce 15, sesame oil 5 (g).
  // Recipe (per 600 g as served): 200 g noodles, japanese, somen, cooked (20117), 300 g soup, chicken
  // broth, ready-to-serve (06194), 50 g pork, fresh, shoulder, blade, boston (roasts), separable lea
  // (10083), 25 g egg, whole, cooked, hard-boiled (01129), 5 g onions, spring or scallions (includes
  // tops and bulb), raw (11291), 15 g soy sauce made from soy and wheat (shoyu) (16123), 5 g oil,
  // sesame, salad or cooking (04058).
  {
    id: 'ramen', name: 'Ramen (noodle soup with pork and egg)', category: 'dishes',
    aliases: ['ramen', 'ramen bowl', 'tonkotsu ramen', 'shoyu ramen', 'miso ramen', 'bowl of ramen', 'noodle soup', 'udon soup'],
    per100g: { calories: 84, protein_g: 4.32, carbohydrate_g: 9.63, fat_g: 3.03, fiber_g: 0.64, sugar_g: 0.48, sodium_mg: 387 },
    portions: [{ unit: 'bowl', grams: 600 }, { unit: 'serving', grams: 600 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 600,
  },
  // No SR entry, one bowl: rice noodles 200, beef broth 400, thin-sliced lean beef 60, bean sprouts 25,
  // scallion 5, hoisin 8, lime 2 (g).
  // Recipe (per 700 g as served): 200 g rice noodles, cooked (20134), 400 g soup, beef broth or bouillon
  // canned, ready-to-serve (06008), 60 g beef, round, eye of round roast, boneless, separable lean on
  // (13419), 25 g mung beans, mature seeds, sprouted, raw (11043), 5 g onions, spring or scallions
  // (includes tops and bulb), raw (11291), 8 g sauce, hoisin, ready-to-serve (06175), 2 g lime juice,
  // raw (09160).
  {
    id: 'pho', name: 'Pho (beef noodle soup)', category: 'dishes',
    aliases: ['pho', 'beef pho', 'pho bo', 'chicken pho', 'vietnamese noodle soup'],
    per100g: { calories: 53, protein_g: 3.89, carbohydrate_g: 7.68, fat_g: 0.59, fiber_g: 0.4, sugar_g: 0.49, sodium_mg: 242 },
    portions: [{ unit: 'bowl', grams: 700 }, { unit: 'serving', grams: 700 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 700,
  },
  // No SR entry: 87 g block with seasoning (06583) + 400 g water.
  // Recipe (per 487 g as served): 87 g soup, ramen noodle, any flavor, dry (06583), 400 g water, tap,
  // drinking (14411).
  {
    id: 'instant_ramen_prepared', name: 'Instant noodles, prepared', category: 'dishes',
    aliases: ['cup of noodles', 'instant noodle soup', 'prepared ramen', 'maruchan', 'top ramen', 'instant ramen bowl'],
    per100g: { calories: 79, protein_g: 1.82, carbohydrate_g: 10.77, fat_g: 3.14, fiber_g: 0.52, sugar_g: 0.35, sodium_mg: 335 },
    portions: [{ unit: 'package', grams: 487 }, { unit: 'bowl', grams: 487 }, { unit: 'cup', grams: 300 }, { unit: 'serving', grams: 487 }],
    defaultGrams: 487,
  },
  {
    id: 'lo_mein', name: 'Lo mein / chow mein (vegetable)', category: 'dishes', usda: '36625',
    aliases: ['lo mein', 'vegetable lo mein', 'noodles stir fry', 'stir fried noodles', 'chow mein noodles', 'yakisoba'],
    per100g: { calories: 121, protein_g: 4.77, carbohydrate_g: 20.16, fat_g: 2.35, fiber_g: 1.3, sugar_g: 2.63, sodium_mg: 430 },
    portions: [{ unit: 'cup', grams: 136 }, { unit: 'order', grams: 741 }, { unit: 'plate', grams: 350 }, { unit: 'serving', grams: 272 }],
    defaultGrams: 272,
  },
  {
    id: 'chow_mein_chicken', name: 'Chicken chow mein', category: 'dishes', usda: '36623',
    aliases: ['chicken chow mein', 'chow mein'],
    per100g: { calories: 85, protein_g: 6.76, carbohydrate_g: 8.29, fat_g: 2.8, fiber_g: 1, sugar_g: 1.74, sodium_mg: 311 },
    portions: [{ unit: 'cup', grams: 150 }, { unit: 'order', grams: 604 }, { unit: 'plate', grams: 350 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  {
    id: 'stir_fry_chicken', name: 'Chicken and vegetable stir-fry', category: 'dishes', usda: '36626',
    aliases: ['stir fry', 'chicken stir fry', 'stir-fry', 'chicken and vegetables', 'chicken and broccoli', 'stir fried chicken', 'chicken stir-fry'],
    per100g: { calories: 95, protein_g: 8.18, carbohydrate_g: 5.38, fat_g: 4.56, fiber_g: 0.9, sugar_g: 2.93, sodium_mg: 413 },
    portions: [{ unit: 'cup', grams: 153 }, { unit: 'order', grams: 693 }, { unit: 'plate', grams: 350 }, { unit: 'serving', grams: 306 }],
    defaultGrams: 306,
  },
  {
    id: 'stir_fry_beef', name: 'Beef and vegetable stir-fry', category: 'dishes', usda: '36603',
    aliases: ['beef stir fry', 'beef and broccoli', 'beef and vegetables', 'mongolian beef', 'pepper steak'],
    per100g: { calories: 105, protein_g: 7.08, carbohydrate_g: 7.29, fat_g: 5.3, fiber_g: 1.5, sugar_g: 2.41, sodium_mg: 409 },
    portions: [{ unit: 'cup', grams: 150 }, { unit: 'order', grams: 574 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  {
    id: 'stir_fry_shrimp', name: 'Shrimp and vegetable stir-fry', category: 'dishes', usda: '36620',
    aliases: ['shrimp stir fry', 'shrimp and vegetables', 'prawn stir fry', 'shrimp and broccoli'],
    per100g: { calories: 78, protein_g: 5.9, carbohydrate_g: 4.52, fat_g: 4.05, fiber_g: 1.4, sugar_g: 2.16, sodium_mg: 375 },
    portions: [{ unit: 'cup', grams: 150 }, { unit: 'order', grams: 601 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  {
    id: 'general_tso', name: 'General Tso\'s chicken', category: 'dishes', usda: '36618',
    aliases: ['general tso\'s chicken', 'general tso chicken', 'general tsos', 'sesame chicken'],
    per100g: { calories: 295, protein_g: 12.9, carbohydrate_g: 23.99, fat_g: 16.36, fiber_g: 0.9, sugar_g: 11.6, sodium_mg: 435 },
    portions: [{ unit: 'piece', grams: 18 }, { unit: 'cup', grams: 145 }, { unit: 'order', grams: 535 }, { unit: 'serving', grams: 270 }],
    defaultGrams: 270,
  },
  {
    id: 'orange_chicken', name: 'Orange chicken', category: 'dishes', usda: '36629',
    aliases: ['orange chicken', 'lemon chicken', 'honey chicken'],
    per100g: { calories: 262, protein_g: 14.46, carbohydrate_g: 22.46, fat_g: 12.68, fiber_g: 0.8, sugar_g: 13.6, sodium_mg: 553 },
    portions: [{ unit: 'piece', grams: 21 }, { unit: 'cup', grams: 145 }, { unit: 'order', grams: 648 }, { unit: 'serving', grams: 270 }],
    defaultGrams: 270,
  },
  {
    id: 'sweet_sour_chicken', name: 'Sweet and sour chicken', category: 'dishes', usda: '36621',
    aliases: ['sweet and sour chicken', 'sweet and sour pork', 'sweet & sour chicken'],
    per100g: { calories: 250, protein_g: 10.1, carbohydrate_g: 23.86, fat_g: 12.65, fiber_g: 1, sugar_g: 11.47, sodium_mg: 246 },
    portions: [{ unit: 'piece', grams: 18 }, { unit: 'cup', grams: 145 }, { unit: 'order', grams: 706 }, { unit: 'serving', grams: 270 }],
    defaultGrams: 270,
  },
  {
    id: 'kung_pao_chicken', name: 'Kung pao chicken', category: 'dishes', usda: '36619',
    aliases: ['kung pao chicken', 'kung po chicken', 'gong bao chicken'],
    per100g: { calories: 129, protein_g: 9.76, carbohydrate_g: 6.87, fat_g: 6.98, fiber_g: 1.5, sugar_g: 3.03, sodium_mg: 402 },
    portions: [{ unit: 'cup', grams: 150 }, { unit: 'order', grams: 604 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  // sugar_g empty in SR 36601; estimated from its components: 40% cabbage, raw (11109), 30% wheat flour,
  // white, all-purpose, enriched, bleached (20081), 20% pork, fresh, ground, cooked (10220), 10% oil,
  // canola (04582).
  {
    id: 'egg_roll', name: 'Egg roll / spring roll', category: 'dishes', usda: '36601',
    aliases: ['egg roll', 'spring roll', 'eggroll', 'fried spring roll'],
    per100g: { calories: 250, protein_g: 8.28, carbohydrate_g: 27.29, fat_g: 11.94, fiber_g: 2.6, sugar_g: 1.36, sodium_mg: 468 },
    portions: [{ unit: 'piece', grams: 89 }, { unit: 'roll', grams: 89 }],
    defaultGrams: 89,
  },
  // Frozen pork-vegetable potstickers (32013, as purchased) pan-fried with 3 g oil per 100 g.
  // Recipe (per 103 g as served): 100 g potsticker or wonton, pork and vegetable, frozen, unprepared
  // (32013), 3 g oil, canola (04582).
  {
    id: 'dumplings', name: 'Dumplings / potstickers', category: 'dishes',
    aliases: ['dumpling', 'dumplings', 'potsticker', 'potstickers', 'gyoza', 'wonton', 'dim sum', 'jiaozi', 'momo'],
    per100g: { calories: 158, protein_g: 8.04, carbohydrate_g: 12.89, fat_g: 8.27, fiber_g: 1.36, sugar_g: 2.68, sodium_mg: 428 },
    portions: [{ unit: 'piece', grams: 24 }, { unit: 'dumpling', grams: 24 }, { unit: 'serving', grams: 144 }],
    defaultGrams: 144,
  },
  // No SR entry, one 8-piece roll: sushi rice as glutinous rice 150 + vinegar 6 + sugar 4, imitation
  // crab 35, avocado 25, cucumber 15, nori 3, sesame 2 (g). Bare "sushi" defaults here.
  // Recipe (per 240 g as served): 150 g rice, white, glutinous, cooked (20055), 6 g vinegar, cider
  // (02048), 4 g sugars, granulated (19335), 35 g crustaceans, crab, alaska king, imitation, made from
  // surimi (15138), 25 g avocados, raw, all commercial varieties (09037), 15 g cucumber, with peel, raw
  // (11205), 3 g seaweed, laver, raw (11446), 2 g seeds, sesame seeds, whole, dried (12023).
  {
    id: 'sushi_california_roll', name: 'California roll', category: 'dishes',
    aliases: ['california roll', 'sushi roll', 'maki', 'maki roll', 'sushi', 'crab roll', 'cucumber roll', 'avocado roll'],
    per100g: { calories: 104, protein_g: 2.84, carbohydrate_g: 18.43, fat_g: 2.14, fiber_g: 1.53, sugar_g: 2.8, sodium_mg: 82 },
    portions: [{ unit: 'piece', grams: 30 }, { unit: 'roll', grams: 240 }, { unit: 'serving', grams: 240 }],
    defaultGrams: 240,
  },
  // No SR entry, one roll: sushi rice 150 (rice 140, vinegar 6, sugar 4), raw salmon 45, avocado 20,
  // nori 3, cream cheese 2 (g).
  // Recipe (per 220 g as served): 140 g rice, white, glutinous, cooked (20055), 6 g vinegar, cider
  // (02048), 4 g sugars, granulated (19335), 45 g fish, salmon, atlantic, farmed, raw (15236), 20 g
  // avocados, raw, all commercial varieties (09037), 3 g seaweed, laver, raw (11446), 2 g cheese, cream
  // (01017).
  {
    id: 'sushi_salmon_roll', name: 'Salmon roll (maki)', category: 'dishes',
    aliases: ['salmon roll', 'salmon maki', 'salmon avocado roll', 'spicy salmon roll', 'philadelphia roll', 'philly roll'],
    per100g: { calories: 130, protein_g: 5.78, carbohydrate_g: 16.15, fat_g: 4.51, fiber_g: 1.25, sugar_g: 1.95, sodium_mg: 20 },
    portions: [{ unit: 'piece', grams: 28 }, { unit: 'roll', grams: 220 }, { unit: 'serving', grams: 220 }],
    defaultGrams: 220,
  },
  // No SR entry: sushi rice 150 (rice 140, vinegar 6, sugar 4), raw yellowfin tuna 45, nori 3, mayo 2
  // (g).
  // Recipe (per 200 g as served): 140 g rice, white, glutinous, cooked (20055), 6 g vinegar, cider
  // (02048), 4 g sugars, granulated (19335), 45 g fish, tuna, fresh, yellowfin, raw (15127), 3 g
  // seaweed, laver, raw (11446), 2 g salad dressing, mayonnaise, regular (04025).
  {
    id: 'sushi_tuna_roll', name: 'Tuna roll (tekka maki)', category: 'dishes',
    aliases: ['tuna roll', 'tekka maki', 'spicy tuna roll', 'tuna maki'],
    per100g: { calories: 108, protein_g: 7, carbohydrate_g: 16.87, fat_g: 1, fiber_g: 0.7, sugar_g: 2.06, sodium_mg: 21 },
    portions: [{ unit: 'piece', grams: 25 }, { unit: 'roll', grams: 200 }, { unit: 'serving', grams: 200 }],
    defaultGrams: 200,
  },
  // No SR entry, per piece: 22 g sushi rice (rice, vinegar, sugar), 13 g raw salmon.
  // Recipe (per 35 g as served): 21 g rice, white, glutinous, cooked (20055), 0.6 g vinegar, cider
  // (02048), 0.4 g sugars, granulated (19335), 13 g fish, salmon, atlantic, farmed, raw (15236).
  {
    id: 'nigiri_salmon', name: 'Salmon nigiri', category: 'dishes',
    aliases: ['nigiri', 'salmon nigiri', 'sake nigiri', 'nigiri sushi', 'sushi nigiri'],
    per100g: { calories: 140, protein_g: 8.8, carbohydrate_g: 13.81, fat_g: 5.1, fiber_g: 0.6, sugar_g: 1.18, sodium_mg: 25 },
    portions: [{ unit: 'piece', grams: 35 }, { unit: 'serving', grams: 140 }],
    defaultGrams: 70,
  },
  // No SR entry, per piece: 22 g sushi rice, 13 g raw tuna.
  // Recipe (per 35 g as served): 21 g rice, white, glutinous, cooked (20055), 0.6 g vinegar, cider
  // (02048), 0.4 g sugars, granulated (19335), 13 g fish, tuna, fresh, yellowfin, raw (15127).
  {
    id: 'nigiri_tuna', name: 'Tuna nigiri', category: 'dishes',
    aliases: ['tuna nigiri', 'maguro', 'maguro nigiri'],
    per100g: { calories: 103, protein_g: 10.27, carbohydrate_g: 13.81, fat_g: 0.3, fiber_g: 0.6, sugar_g: 1.18, sodium_mg: 20 },
    portions: [{ unit: 'piece', grams: 35 }, { unit: 'serving', grams: 140 }],
    defaultGrams: 70,
  },
  // No SR entry: raw salmon and tuna, equal parts.
  // Recipe (per 100 g as served): 50 g fish, salmon, atlantic, farmed, raw (15236), 50 g fish, tuna,
  // fresh, yellowfin, raw (15127).
  {
    id: 'sashimi', name: 'Sashimi (salmon/tuna)', category: 'dishes',
    aliases: ['sashimi', 'salmon sashimi plate', 'tuna sashimi'],
    per100g: { calories: 158, protein_g: 22.41, carbohydrate_g: 0, fat_g: 6.96, fiber_g: 0, sugar_g: 0, sodium_mg: 52 },
    portions: [{ unit: 'piece', grams: 15 }, { unit: 'slice', grams: 15 }, { unit: 'serving', grams: 90 }],
    defaultGrams: 90,
  },
  // No SR entry: rice 180, raw tuna 100, avocado 40, cucumber 30, edamame 25, soy sauce 12, sesame oil
  // 5, scallion 5, sesame 3 (g).
  // Recipe (per 400 g as served): 180 g rice, white, glutinous, cooked (20055), 100 g fish, tuna, fresh,
  // yellowfin, raw (15127), 40 g avocados, raw, all commercial varieties (09037), 30 g cucumber, with
  // peel, raw (11205), 25 g edamame, frozen, prepared (11212), 12 g soy sauce made from soy and wheat
  // (shoyu) (16123), 5 g oil, sesame, salad or cooking (04058), 5 g onions, spring or scallions
  // (includes tops and bulb), raw (11291), 3 g seeds, sesame seeds, whole, dried (12023).
  {
    id: 'poke_bowl', name: 'Poke bowl', category: 'dishes',
    aliases: ['poke', 'poke bowl', 'poké bowl', 'ahi poke'],
    per100g: { calories: 113, protein_g: 8.34, carbohydrate_g: 11.65, fat_g: 3.65, fiber_g: 1.63, sugar_g: 0.39, sodium_mg: 180 },
    portions: [{ unit: 'bowl', grams: 400 }, { unit: 'serving', grams: 400 }],
    defaultGrams: 400,
  },
  // No SR entry, one portion (sauce included, rice separate): chicken thigh 120, cooked onion 50, canned
  // tomato 60, oil 15, yogurt 30, curry powder 4, garlic 5, salt 1.5, water 15 (g).
  // Recipe (per 300.5 g as served): 120 g chicken, broilers or fryers, thigh, meat only, cooked, roast
  // (05098), 50 g onions, cooked, boiled, drained, without salt (11283), 60 g tomatoes, red, ripe,
  // canned, packed in tomato juice (11531), 15 g oil, canola (04582), 30 g yogurt, plain, whole milk, 8
  // grams protein per 8 ounce (01116), 4 g spices, curry powder (02015), 5 g garlic, raw (11215), 1.5 g
  // salt, table (02047), 15 g water, tap, drinking (14411).
  {
    id: 'chicken_curry', name: 'Chicken curry', category: 'dishes',
    aliases: ['chicken curry', 'curry', 'indian chicken curry', 'chicken masala', 'chicken korma', 'chicken madras', 'chicken jalfrezi'],
    per100g: { calories: 139, protein_g: 10.91, carbohydrate_g: 4.25, fat_g: 8.82, fiber_g: 1.18, sugar_g: 1.78, sodium_mg: 268 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 300 }, { unit: 'serving', grams: 300 }, { unit: 'plate', grams: 300 }, { unit: 'portion', grams: 300 }],
    defaultGrams: 300,
  },
  // No SR entry: chicken breast 130, canned tomato 70, cream 40, butter 15, onion 30, spices 4, garlic
  // 5, salt 1.5, sugar 4.5 (g).
  // Recipe (per 300 g as served): 130 g chicken, broilers or fryers, breast, meat only, cooked, roas
  // (05064), 70 g tomatoes, red, ripe, canned, packed in tomato juice (11531), 40 g cream, fluid, heavy
  // whipping (01053), 15 g butter, salted (01001), 30 g onions, cooked, boiled, drained, without salt
  // (11283), 4 g spices, curry powder (02015), 5 g garlic, raw (11215), 1.5 g salt, table (02047), 4.5 g
  // sugars, granulated (19335).
  {
    id: 'butter_chicken', name: 'Butter chicken / tikka masala', category: 'dishes',
    aliases: ['butter chicken', 'chicken tikka masala', 'tikka masala', 'murgh makhani', 'chicken makhani'],
    per100g: { calories: 174, protein_g: 14.37, carbohydrate_g: 5.12, fat_g: 10.78, fiber_g: 1.12, sugar_g: 2.95, sodium_mg: 294 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 300 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  // No SR entry: chicken thigh 100, coconut milk 120, pepper 30, eggplant 30, fish sauce 8, sugar 5, oil
  // 7 (g).
  // Recipe (per 300 g as served): 100 g chicken, broilers or fryers, thigh, meat only, cooked, roast
  // (05098), 120 g nuts, coconut milk, canned (liquid expressed from grated mea (12118), 30 g peppers,
  // sweet, red, raw (11821), 30 g eggplant, cooked, boiled, drained, without salt (11210), 8 g sauce,
  // fish, ready-to-serve (06179), 5 g sugars, brown (19334), 7 g oil, canola (04582).
  {
    id: 'thai_curry', name: 'Thai green/red curry with chicken', category: 'dishes',
    aliases: ['thai curry', 'green curry', 'red curry', 'thai green curry', 'thai red curry', 'massaman curry', 'panang curry'],
    per100g: { calories: 173, protein_g: 9.38, carbohydrate_g: 4.33, fat_g: 13.64, fiber_g: 1.34, sugar_g: 3.79, sodium_mg: 251 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 300 }, { unit: 'serving', grams: 300 }],
    defaultGrams: 300,
  },
  // No SR entry: cooked lentils 180, canned tomato 30, ghee 10, onion 20, spices 3, garlic 4, salt 1.5
  // (g).
  // Recipe (per 248.5 g as served): 180 g lentils, mature seeds, cooked, boiled, without salt (16070),
  // 30 g tomatoes, red, ripe, canned, packed in tomato juice (11531), 10 g butter oil, anhydrous
  // (01003), 20 g onions, cooked, boiled, drained, without salt (11283), 3 g spices, curry powder
  // (02015), 4 g garlic, raw (11215), 1.5 g salt, table (02047).
  {
    id: 'dal_curry', name: 'Lentil curry (dal tadka)', category: 'dishes',
    aliases: ['dal tadka', 'dal curry', 'lentil curry', 'dhal curry', 'tarka dal', 'daal curry', 'chana masala', 'chickpea curry'],
    per100g: { calories: 131, protein_g: 7.02, carbohydrate_g: 17.09, fat_g: 4.49, fiber_g: 6.63, sugar_g: 2.02, sodium_mg: 252 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 250 }, { unit: 'serving', grams: 250 }],
    defaultGrams: 250,
  },
  {
    id: 'beef_stew', name: 'Beef stew', category: 'dishes', usda: '22905',
    aliases: ['stew', 'beef stew', 'irish stew', 'beef and vegetable stew', 'goulash', 'pot roast with vegetables'],
    per100g: { calories: 99, protein_g: 4.41, carbohydrate_g: 7.85, fat_g: 5.53, fiber_g: 0.9, sugar_g: 1.76, sodium_mg: 388 },
    portions: [{ unit: 'cup', grams: 196 }, { unit: 'bowl', grams: 294 }, { unit: 'serving', grams: 294 }],
    defaultGrams: 294,
  },
  {
    id: 'chili_con_carne', name: 'Chili con carne with beans', category: 'dishes', usda: '22904',
    aliases: ['chili', 'chilli', 'chili con carne', 'chilli con carne', 'beef chili', 'chili with beans'],
    per100g: { calories: 107, protein_g: 5.8, carbohydrate_g: 13.1, fat_g: 3.47, fiber_g: 3.3, sugar_g: 1.87, sodium_mg: 449 },
    portions: [{ unit: 'cup', grams: 242 }, { unit: 'bowl', grams: 363 }, { unit: 'serving', grams: 242 }],
    defaultGrams: 242,
  },
  {
    id: 'chicken_pot_pie', name: 'Chicken pot pie', category: 'dishes', usda: '22906',
    aliases: ['pot pie', 'chicken pot pie', 'chicken pie', 'turkey pot pie'],
    per100g: { calories: 198, protein_g: 4.82, carbohydrate_g: 18.99, fat_g: 11.45, fiber_g: 1, sugar_g: 2.4, sodium_mg: 407 },
    portions: [{ unit: 'pie', grams: 302 }, { unit: 'piece', grams: 302 }, { unit: 'serving', grams: 302 }, { unit: 'slice', grams: 151 }],
    defaultGrams: 302,
  },
  // No SR entry: ground lamb 90, mashed potatoes 170, peas 30, carrots 30, gravy 30 (g). Cottage pie
  // (beef) is close.
  // Recipe (per 350 g as served): 90 g lamb, ground, cooked, broiled (17225), 170 g potatoes, mashed,
  // home-prepared, whole milk and butter added (11934), 30 g peas, green, frozen, cooked, boiled,
  // drained, without salt (11313), 30 g carrots, cooked, boiled, drained, without salt (11125), 30 g
  // gravy, beef, canned, ready-to-serve (06116).
  {
    id: 'shepherds_pie', name: 'Shepherd\'s pie / cottage pie', category: 'dishes',
    aliases: ['shepherd\'s pie', 'shepherds pie', 'cottage pie'],
    per100g: { calories: 142, protein_g: 8.1, carbohydrate_g: 10.5, fat_g: 7.34, fiber_g: 1.49, sugar_g: 1.41, sodium_mg: 234 },
    portions: [{ unit: 'serving', grams: 350 }, { unit: 'plate', grams: 350 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 350,
  },
  // No SR entry: browned ground beef 75, bread crumbs 8, egg 8, onion 6, ketchup 8 (g).
  // Recipe (per 105 g as served): 75 g beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan
  // (23575), 8 g bread crumbs, dry, grated, plain (18079), 8 g egg, whole, raw, fresh (01123), 6 g
  // onions, raw (11282), 8 g catsup (11935).
  {
    id: 'meatloaf', name: 'Meatloaf', category: 'dishes',
    aliases: ['meatloaf', 'meat loaf'],
    per100g: { calories: 246, protein_g: 21.42, carbohydrate_g: 8.07, fat_g: 13.55, fiber_g: 0.46, sugar_g: 2.4, sodium_mg: 201 },
    portions: [{ unit: 'slice', grams: 115 }, { unit: 'serving', grams: 115 }, { unit: 'piece', grams: 115 }],
    defaultGrams: 115,
  },
  // No SR entry: ground beef 80, bread crumbs 8, egg 8, parmesan 3, onion 4 (g).
  // Recipe (per 103 g as served): 80 g beef, ground, 80% lean meat / 20% fat, crumbles, cooked, pan
  // (23575), 8 g bread crumbs, dry, grated, plain (18079), 8 g egg, whole, raw, fresh (01123), 3 g
  // cheese, parmesan, grated (01032), 4 g onions, raw (11282).
  {
    id: 'meatballs', name: 'Meatballs (beef)', category: 'dishes',
    aliases: ['meatball', 'meatballs', 'beef meatball', 'swedish meatball', 'italian meatball', 'polpette'],
    per100g: { calories: 267, protein_g: 24.15, carbohydrate_g: 6.13, fat_g: 15.47, fiber_g: 0.42, sugar_g: 0.7, sodium_mg: 183 },
    portions: [{ unit: 'piece', grams: 28 }, { unit: 'meatball', grams: 28 }, { unit: 'serving', grams: 112 }],
    defaultGrams: 112,
  },
  // No SR entry: fried chicken breast 150, bread crumbs 20, oil 10, marinara 50, mozzarella 30 (g).
  // Recipe (per 260 g as served): 150 g chicken, broilers or fryers, breast, meat only, cooked, frie
  // (05063), 20 g bread crumbs, dry, grated, plain (18079), 10 g oil, olive, salad or cooking (04053),
  // 50 g sauce, pasta, spaghetti/marinara, ready-to-serve (06931), 30 g cheese, mozzarella, part skim
  // milk (01028).
  {
    id: 'chicken_parmesan', name: 'Chicken parmesan', category: 'dishes',
    aliases: ['chicken parmesan', 'chicken parmigiana', 'chicken parm', 'chicken parmo', 'schnitzel', 'chicken schnitzel'],
    per100g: { calories: 211, protein_g: 23.39, carbohydrate_g: 7.6, fat_g: 9.09, fiber_g: 0.69, sugar_g: 1.67, sodium_mg: 254 },
    portions: [{ unit: 'piece', grams: 250 }, { unit: 'serving', grams: 250 }, { unit: 'plate', grams: 250 }],
    defaultGrams: 250,
  },
  // No SR entry: battered fried fish 150 + fries 200 (g).
  // Recipe (per 350 g as served): 150 g entrees, fish fillet, battered or breaded, and fried (21047),
  // 200 g fast foods, potato, french fried in vegetable oil (21138).
  {
    id: 'fish_and_chips', name: 'Fish and chips', category: 'dishes',
    aliases: ['fish and chips', 'fish n chips', 'fish & chips', 'fish and fries'],
    per100g: { calories: 278, protein_g: 8.24, carbohydrate_g: 30.95, fat_g: 13.68, fiber_g: 2.39, sugar_g: 0.51, sodium_mg: 348 },
    portions: [{ unit: 'serving', grams: 350 }, { unit: 'plate', grams: 350 }, { unit: 'portion', grams: 350 }],
    defaultGrams: 350,
  },
  {
    id: 'pulled_pork', name: 'Pulled pork in barbecue sauce', category: 'dishes', usda: '22972',
    aliases: ['pulled pork', 'bbq pulled pork', 'pulled pork sandwich filling'],
    per100g: { calories: 168, protein_g: 13.19, carbohydrate_g: 18.74, fat_g: 4.42, fiber_g: 1.2, sugar_g: 15.2, sodium_mg: 666 },
    portions: [{ unit: 'cup', grams: 249 }, { unit: 'serving', grams: 125 }, { unit: 'sandwich', grams: 125 }],
    defaultGrams: 125,
  },
  // No SR entry: bun 60 + pulled pork in BBQ sauce 125 (g).
  // Recipe (per 185 g as served): 60 g rolls, hamburger or hotdog, plain (18350), 125 g pulled pork in
  // barbecue sauce (22972).
  {
    id: 'pulled_pork_sandwich', name: 'Pulled pork sandwich', category: 'dishes',
    aliases: ['pulled pork sandwich', 'pulled pork bun', 'bbq pork sandwich'],
    per100g: { calories: 204, protein_g: 12.11, carbohydrate_g: 28.93, fat_g: 4.21, fiber_g: 1.49, sugar_g: 12.34, sodium_mg: 612 },
    portions: [{ unit: 'sandwich', grams: 185 }, { unit: 'piece', grams: 185 }],
    defaultGrams: 185,
  },
  // No SR entry: bun 52, ground beef 75, ketchup 25, tomato sauce 20, onion 8 (g).
  // Recipe (per 180 g as served): 52 g rolls, hamburger or hotdog, plain (18350), 75 g beef, ground, 80%
  // lean meat / 20% fat, crumbles, cooked, pan (23575), 25 g catsup (11935), 20 g tomato products,
  // canned, sauce (11549), 8 g onions, cooked, boiled, drained, without salt (11283).
  {
    id: 'sloppy_joe', name: 'Sloppy joe', category: 'dishes',
    aliases: ['sloppy joe', 'sloppy joes'],
    per100g: { calories: 214, protein_g: 14.48, carbohydrate_g: 19.18, fat_g: 8.37, fiber_g: 0.88, sugar_g: 5.54, sodium_mg: 367 },
    portions: [{ unit: 'sandwich', grams: 180 }, { unit: 'piece', grams: 180 }],
    defaultGrams: 180,
  },
  // Canned, prepared with water. Bare "soup" defaults here. Bowl = 1 1/2 cups.
  {
    id: 'soup_chicken_noodle', name: 'Chicken noodle soup', category: 'dishes', usda: '06419',
    aliases: ['soup', 'chicken noodle soup', 'chicken soup', 'chicken noodle', 'chicken broth soup'],
    per100g: { calories: 25, protein_g: 1.27, carbohydrate_g: 2.95, fat_g: 0.95, fiber_g: 0.2, sugar_g: 0.27, sodium_mg: 349 },
    portions: [{ unit: 'cup', grams: 248 }, { unit: 'bowl', grams: 372 }, { unit: 'can', grams: 600 }, { unit: 'serving', grams: 248 }],
    defaultGrams: 372,
  },
  {
    id: 'soup_chicken_noodle_chunky', name: 'Chunky chicken noodle soup', category: 'dishes', usda: '06018',
    aliases: ['homemade chicken soup', 'chunky chicken noodle soup', 'chicken and vegetable soup', 'chicken rice soup'],
    per100g: { calories: 39, protein_g: 3.09, carbohydrate_g: 4, fat_g: 1.16, fiber_g: 0.8, sugar_g: 0.38, sodium_mg: 306 },
    portions: [{ unit: 'cup', grams: 243 }, { unit: 'bowl', grams: 365 }, { unit: 'can', grams: 530 }],
    defaultGrams: 365,
  },
  {
    id: 'soup_tomato', name: 'Tomato soup', category: 'dishes', usda: '06559',
    aliases: ['tomato soup', 'cream of tomato soup', 'tomato basil soup'],
    per100g: { calories: 30, protein_g: 0.79, carbohydrate_g: 6.57, fat_g: 0.28, fiber_g: 0.6, sugar_g: 3.97, sodium_mg: 190 },
    portions: [{ unit: 'cup', grams: 248 }, { unit: 'bowl', grams: 372 }, { unit: 'serving', grams: 248 }],
    defaultGrams: 372,
  },
  {
    id: 'soup_minestrone', name: 'Minestrone', category: 'dishes', usda: '06039',
    aliases: ['minestrone', 'minestrone soup', 'italian vegetable soup'],
    per100g: { calories: 53, protein_g: 2.13, carbohydrate_g: 8.64, fat_g: 1.17, fiber_g: 2.4, sugar_g: 2.17, sodium_mg: 288 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 360 }],
    defaultGrams: 360,
  },
  {
    id: 'soup_vegetable', name: 'Vegetable soup', category: 'dishes', usda: '06468',
    aliases: ['vegetable soup', 'veggie soup', 'vegetarian soup'],
    per100g: { calories: 28, protein_g: 0.86, carbohydrate_g: 4.89, fat_g: 0.79, fiber_g: 0.3, sugar_g: 1.57, sodium_mg: 338 },
    portions: [{ unit: 'cup', grams: 241 }, { unit: 'bowl', grams: 362 }],
    defaultGrams: 362,
  },
  // fiber_g empty in SR 06037; estimated from its components: 35% lentils, mature seeds, cooked, boiled,
  // without salt (16070), 5% pork, cured, ham, boneless, regular (approximately 11% fat), (10136), 10%
  // tomatoes, red, ripe, canned, packed in tomato juice (11531), 5% carrots, raw (11124), 45% water,
  // tap, drinking (14411).
  // sugar_g empty in SR 06037; estimated from its components: 35% lentils, mature seeds, cooked, boiled,
  // without salt (16070), 5% pork, cured, ham, boneless, regular (approximately 11% fat), (10136), 10%
  // tomatoes, red, ripe, canned, packed in tomato juice (11531), 5% carrots, raw (11124), 45% water,
  // tap, drinking (14411).
  {
    id: 'soup_lentil', name: 'Lentil soup', category: 'dishes', usda: '06037',
    aliases: ['lentil soup', 'lentil and ham soup', 'red lentil soup'],
    per100g: { calories: 56, protein_g: 3.74, carbohydrate_g: 8.16, fat_g: 1.12, fiber_g: 3.01, sugar_g: 1.1, sodium_mg: 532 },
    portions: [{ unit: 'cup', grams: 248 }, { unit: 'bowl', grams: 372 }],
    defaultGrams: 372,
  },
  {
    id: 'soup_split_pea', name: 'Split pea soup', category: 'dishes', usda: '06050',
    aliases: ['split pea soup', 'pea soup', 'pea and ham soup'],
    per100g: { calories: 77, protein_g: 4.62, carbohydrate_g: 11.17, fat_g: 1.66, fiber_g: 1.7, sugar_g: 1.91, sodium_mg: 301 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 360 }],
    defaultGrams: 360,
  },
  {
    id: 'soup_clam_chowder', name: 'Clam chowder (New England)', category: 'dishes', usda: '27042',
    aliases: ['clam chowder', 'chowder', 'new england clam chowder', 'fish chowder', 'seafood chowder'],
    per100g: { calories: 79, protein_g: 2.61, carbohydrate_g: 8.28, fat_g: 3.94, fiber_g: 1, sugar_g: 0.23, sodium_mg: 343 },
    portions: [{ unit: 'cup', grams: 254 }, { unit: 'bowl', grams: 381 }],
    defaultGrams: 381,
  },
  {
    id: 'soup_mushroom', name: 'Cream of mushroom soup', category: 'dishes', usda: '06243',
    aliases: ['mushroom soup', 'cream of mushroom', 'cream of mushroom soup', 'cream soup'],
    per100g: { calories: 64, protein_g: 2.36, carbohydrate_g: 5.76, fat_g: 3.58, fiber_g: 0.3, sugar_g: 2.82, sodium_mg: 357 },
    portions: [{ unit: 'cup', grams: 252 }, { unit: 'bowl', grams: 378 }],
    defaultGrams: 378,
  },
  {
    id: 'soup_black_bean', name: 'Black bean soup', category: 'dishes', usda: '36413',
    aliases: ['black bean soup', 'bean soup'],
    per100g: { calories: 103, protein_g: 5.1, carbohydrate_g: 14.79, fat_g: 2.57, fiber_g: 4.9, sugar_g: 0.89, sodium_mg: 311 },
    portions: [{ unit: 'cup', grams: 246 }, { unit: 'bowl', grams: 369 }],
    defaultGrams: 369,
  },
  {
    id: 'soup_egg_drop', name: 'Egg drop soup', category: 'dishes', usda: '27000',
    aliases: ['egg drop soup', 'egg flower soup'],
    per100g: { calories: 27, protein_g: 1.16, carbohydrate_g: 4.29, fat_g: 0.61, fiber_g: 0.4, sugar_g: 0.09, sodium_mg: 370 },
    portions: [{ unit: 'cup', grams: 241 }, { unit: 'bowl', grams: 362 }],
    defaultGrams: 241,
  },
  {
    id: 'soup_hot_sour', name: 'Hot and sour soup', category: 'dishes', usda: '27001',
    aliases: ['hot and sour soup', 'hot & sour soup'],
    per100g: { calories: 39, protein_g: 2.58, carbohydrate_g: 4.35, fat_g: 1.21, fiber_g: 0.5, sugar_g: 0.42, sodium_mg: 376 },
    portions: [{ unit: 'cup', grams: 233 }, { unit: 'bowl', grams: 350 }],
    defaultGrams: 233,
  },
  {
    id: 'soup_wonton', name: 'Wonton soup', category: 'dishes', usda: '27002',
    aliases: ['wonton soup', 'won ton soup'],
    per100g: { calories: 32, protein_g: 2.08, carbohydrate_g: 5.25, fat_g: 0.26, fiber_g: 0.2, sugar_g: 0.34, sodium_mg: 406 },
    portions: [{ unit: 'cup', grams: 223 }, { unit: 'bowl', grams: 335 }],
    defaultGrams: 335,
  },
  // No SR entry: miso 18, soft tofu 20, wakame 2, scallion 2, water 198 (g).
  // Recipe (per 240 g as served): 18 g miso (16112), 20 g tofu, soft, prepared with calcium sulfate and
  // magnesium chlo (16127), 2 g seaweed, wakame, raw (11669), 2 g onions, spring or scallions (includes
  // tops and bulb), raw (11291), 198 g water, tap, drinking (14411).
  {
    id: 'soup_miso', name: 'Miso soup', category: 'dishes',
    aliases: ['miso soup'],
    per100g: { calories: 21, protein_g: 1.46, carbohydrate_g: 2.27, fat_g: 0.77, fiber_g: 0.45, sugar_g: 0.55, sodium_mg: 291 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 240 }, { unit: 'serving', grams: 240 }],
    defaultGrams: 240,
  },
  // No SR entry: cooked onions 100, broth 180, butter 10, baguette 30, swiss cheese 30 (g).
  // Recipe (per 350 g as served): 100 g onions, cooked, boiled, drained, without salt (11283), 180 g
  // soup, chicken broth, ready-to-serve (06194), 10 g butter, salted (01001), 30 g bread, french or
  // vienna (includes sourdough) (18029), 30 g cheese, swiss (01040).
  {
    id: 'soup_french_onion', name: 'French onion soup (with bread and cheese)', category: 'dishes',
    aliases: ['french onion soup', 'onion soup'],
    per100g: { calories: 93, protein_g: 4.06, carbohydrate_g: 8.43, fat_g: 5.02, fiber_g: 0.61, sugar_g: 1.91, sodium_mg: 260 },
    portions: [{ unit: 'bowl', grams: 350 }, { unit: 'cup', grams: 240 }, { unit: 'serving', grams: 350 }],
    defaultGrams: 350,
  },
  {
    id: 'bone_broth', name: 'Broth (chicken)', category: 'dishes', usda: '06194',
    aliases: ['broth', 'chicken broth', 'stock', 'bone broth', 'chicken stock', 'beef broth', 'vegetable broth', 'bouillon', 'consomme'],
    per100g: { calories: 6, protein_g: 0.64, carbohydrate_g: 0.44, fat_g: 0.21, fiber_g: 0, sugar_g: 0.43, sodium_mg: 371 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 360 }, { unit: 'mug', grams: 300 }],
    defaultGrams: 240, density: 1,
  },
  // No SR entry: 4 nuggets 64, small fries 71, ketchup 10, BBQ sauce 15 (g); drink separate.
  // Recipe (per 160 g as served): 64 g fast foods, chicken, breaded and fried, boneless pieces, pla
  // (21229), 71 g fast foods, potato, french fried in vegetable oil (21138), 10 g catsup (11935), 15 g
  // sauce, barbecue (06150).
  {
    id: 'chicken_nuggets_meal', name: 'Chicken nuggets with fries', category: 'dishes',
    aliases: ['nuggets and fries', 'chicken nuggets and fries', 'kids meal', 'happy meal'],
    per100g: { calories: 284, protein_g: 8.05, carbohydrate_g: 29.82, fat_g: 14.75, fiber_g: 2.15, sugar_g: 4.64, sodium_mg: 484 },
    portions: [{ unit: 'meal', grams: 190 }, { unit: 'serving', grams: 190 }],
    defaultGrams: 190,
  },
  // SR leaves fibre/sugar empty; estimated from its ~80% baked potato (11674: 2.2 g fibre, 1.2 g sugar).
  {
    id: 'baked_potato_loaded', name: 'Baked potato with sour cream and chives', category: 'dishes', usda: '21135',
    aliases: ['loaded baked potato', 'baked potato with sour cream', 'jacket potato with sour cream', 'stuffed potato'],
    per100g: { calories: 130, protein_g: 2.21, carbohydrate_g: 16.56, fat_g: 7.39, fiber_g: 1.8, sugar_g: 1.2, sodium_mg: 60 },
    portions: [{ unit: 'potato', grams: 302 }, { unit: 'piece', grams: 302 }, { unit: 'serving', grams: 302 }],
    defaultGrams: 302,
  },
  // SR leaves fibre/sugar empty; estimated from its ~75% baked potato (11674) and cheese sauce.
  {
    id: 'baked_potato_cheese', name: 'Baked potato with cheese sauce', category: 'dishes', usda: '21131',
    aliases: ['baked potato with cheese', 'jacket potato with cheese', 'cheesy baked potato'],
    per100g: { calories: 160, protein_g: 4.94, carbohydrate_g: 15.71, fat_g: 9.71, fiber_g: 1.7, sugar_g: 1.5, sodium_mg: 129 },
    portions: [{ unit: 'potato', grams: 296 }, { unit: 'piece', grams: 296 }],
    defaultGrams: 296,
  },
  // No SR entry: hummus 60 + pita 60 (g).
  // Recipe (per 120 g as served): 60 g hummus, commercial (16158), 60 g bread, pita, white, enriched
  // (18041).
  {
    id: 'hummus_plate', name: 'Hummus with pita', category: 'dishes',
    aliases: ['hummus and pita', 'hummus with pita', 'pita and hummus', 'mezze'],
    per100g: { calories: 221, protein_g: 8.5, carbohydrate_g: 34.99, fat_g: 5.4, fiber_g: 4.1, sugar_g: 0.79, sodium_mg: 458 },
    portions: [{ unit: 'serving', grams: 120 }, { unit: 'plate', grams: 200 }],
    defaultGrams: 120,
  },
  // No SR entry: cheddar 30, snack crackers 16, grapes 14 (g).
  // Recipe (per 60 g as served): 30 g cheese, cheddar (01009), 16 g crackers, standard snack-type,
  // regular (18229), 14 g grapes, red or green (european type, such as thompson seedle (09132).
  {
    id: 'cheese_plate', name: 'Cheese and crackers', category: 'dishes',
    aliases: ['cheese and crackers', 'crackers and cheese', 'cheese board', 'cheese platter', 'ploughmans'],
    per100g: { calories: 354, protein_g: 14.42, carbohydrate_g: 21.25, fat_g: 23.64, fiber_g: 0.82, sugar_g: 6.13, sodium_mg: 499 },
    portions: [{ unit: 'serving', grams: 60 }, { unit: 'plate', grams: 120 }],
    defaultGrams: 60,
  },
]
