// Beans, lentils, peas, soy foods, nuts and seeds.
// Hand-curated. Per-100 g figures come from the USDA SR row named in `usda` (ABBREV: Energ_Kcal,
// Protein, Carbohydrt, Lipid_Tot, Fiber_TD, Sugar_Tot, Sodium); household grams from SR WEIGHT where it
// lists the measure, otherwise a typical serving. Entries without `usda` document their recipe.
// Where SR leaves fibre or sugar empty: 0 if the food has (almost) no carbohydrate, else the value
// of a close SR entry, noted on the entry.
import type { Food } from '../types.js'

export const LEGUMES_NUTS: Food[] = [
  // Bare "beans" defaults to cooked black beans (baked beans have their own entry).
  // sugar_g from SR 16028 (beans, kidney, all types, mature seeds, cooked, boiled, with); empty in
  // 16015.
  {
    id: 'black_beans', name: 'Black beans, cooked', category: 'legumes', usda: '16015',
    aliases: ['black bean', 'black beans', 'black turtle bean', 'frijoles negros', 'beans'],
    per100g: { calories: 132, protein_g: 8.86, carbohydrate_g: 23.71, fat_g: 0.54, fiber_g: 8.7, sugar_g: 0.32, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 172 }, { unit: 'tbsp', grams: 11 }, { unit: 'serving', grams: 86 }, { unit: 'can', grams: 240 }],
    defaultGrams: 86,
  },
  {
    id: 'kidney_beans', name: 'Kidney beans, cooked', category: 'legumes', usda: '16028',
    aliases: ['kidney bean', 'red kidney bean', 'red bean', 'rajma'],
    per100g: { calories: 127, protein_g: 8.67, carbohydrate_g: 22.8, fat_g: 0.5, fiber_g: 6.4, sugar_g: 0.32, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 177 }, { unit: 'tbsp', grams: 11 }, { unit: 'serving', grams: 88 }],
    defaultGrams: 88,
  },
  {
    id: 'kidney_beans_canned', name: 'Kidney beans, canned, drained', category: 'legumes', usda: '16145',
    aliases: ['canned kidney bean', 'tinned kidney bean'],
    per100g: { calories: 124, protein_g: 7.98, carbohydrate_g: 21.49, fat_g: 1.05, fiber_g: 5.5, sugar_g: 3.8, sodium_mg: 231 },
    portions: [{ unit: 'can', grams: 266 }, { unit: 'cup', grams: 177 }, { unit: 'serving', grams: 88 }],
    defaultGrams: 88,
  },
  {
    id: 'chickpeas', name: 'Chickpeas, cooked', category: 'legumes', usda: '16057',
    aliases: ['chickpea', 'chick pea', 'garbanzo', 'garbanzo bean', 'chana', 'cooked chickpea'],
    per100g: { calories: 164, protein_g: 8.86, carbohydrate_g: 27.42, fat_g: 2.59, fiber_g: 7.6, sugar_g: 4.8, sodium_mg: 7 },
    portions: [{ unit: 'cup', grams: 164 }, { unit: 'tbsp', grams: 10 }, { unit: 'serving', grams: 82 }, { unit: 'handful', grams: 30 }],
    defaultGrams: 82,
  },
  {
    id: 'chickpeas_canned', name: 'Chickpeas, canned, drained', category: 'legumes', usda: '16359',
    aliases: ['canned chickpea', 'tinned chickpea', 'canned garbanzo'],
    per100g: { calories: 138, protein_g: 7.04, carbohydrate_g: 22.87, fat_g: 2.47, fiber_g: 6.3, sugar_g: 4, sodium_mg: 212 },
    portions: [{ unit: 'can', grams: 254 }, { unit: 'cup', grams: 152 }, { unit: 'serving', grams: 76 }],
    defaultGrams: 76,
  },
  // Plain cooked lentils; "dal" as a spiced dish is close enough to cooked lentils plus the oil stated
  // separately.
  {
    id: 'lentils', name: 'Lentils, cooked', category: 'legumes', usda: '16070',
    aliases: ['lentil', 'lentils', 'cooked lentil', 'red lentil', 'green lentil', 'brown lentil', 'dal', 'daal', 'dhal'],
    per100g: { calories: 116, protein_g: 9.02, carbohydrate_g: 20.13, fat_g: 0.38, fiber_g: 7.9, sugar_g: 1.8, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 198 }, { unit: 'tbsp', grams: 12 }, { unit: 'serving', grams: 99 }, { unit: 'bowl', grams: 250 }],
    defaultGrams: 99,
  },
  {
    id: 'lentils_dry', name: 'Lentils, dry', category: 'legumes', usda: '16069',
    aliases: ['dry lentil', 'uncooked lentil', 'raw lentil'],
    per100g: { calories: 343, protein_g: 25.8, carbohydrate_g: 60.08, fat_g: 1.06, fiber_g: 30.5, sugar_g: 2.03, sodium_mg: 6 },
    portions: [{ unit: 'cup', grams: 192 }, { unit: 'tbsp', grams: 12 }],
    defaultGrams: 50,
  },
  {
    id: 'pinto_beans', name: 'Pinto beans, cooked', category: 'legumes', usda: '16043',
    aliases: ['pinto bean', 'pinto beans'],
    per100g: { calories: 143, protein_g: 9.01, carbohydrate_g: 26.22, fat_g: 0.65, fiber_g: 9, sugar_g: 0.34, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 171 }, { unit: 'tbsp', grams: 11 }, { unit: 'serving', grams: 86 }],
    defaultGrams: 86,
  },
  {
    id: 'navy_beans', name: 'Navy beans, cooked', category: 'legumes', usda: '16038',
    aliases: ['navy bean', 'haricot bean', 'pea bean'],
    per100g: { calories: 140, protein_g: 8.23, carbohydrate_g: 26.05, fat_g: 0.62, fiber_g: 10.5, sugar_g: 0.37, sodium_mg: 0 },
    portions: [{ unit: 'cup', grams: 182 }, { unit: 'serving', grams: 91 }],
    defaultGrams: 91,
  },
  {
    id: 'white_beans', name: 'White beans (cannellini), cooked', category: 'legumes', usda: '16050',
    aliases: ['white bean', 'cannellini', 'cannellini bean', 'great northern bean', 'butter bean'],
    per100g: { calories: 139, protein_g: 9.73, carbohydrate_g: 25.09, fat_g: 0.35, fiber_g: 6.3, sugar_g: 0.34, sodium_mg: 6 },
    portions: [{ unit: 'cup', grams: 179 }, { unit: 'tbsp', grams: 11 }, { unit: 'serving', grams: 90 }],
    defaultGrams: 90,
  },
  // Vegetarian baked beans in tomato sauce, as sold in cans.
  {
    id: 'baked_beans', name: 'Baked beans, canned', category: 'legumes', usda: '16006',
    aliases: ['baked bean', 'baked beans', 'beans in tomato sauce', 'heinz beans', 'pork and beans'],
    per100g: { calories: 94, protein_g: 4.75, carbohydrate_g: 21.14, fat_g: 0.37, fiber_g: 4.1, sugar_g: 7.96, sodium_mg: 343 },
    portions: [{ unit: 'cup', grams: 254 }, { unit: 'can', grams: 415 }, { unit: 'serving', grams: 130 }, { unit: 'tbsp', grams: 16 }],
    defaultGrams: 130,
  },
  {
    id: 'refried_beans', name: 'Refried beans, canned', category: 'legumes', usda: '16103',
    aliases: ['refried bean', 'refried beans', 'frijoles refritos'],
    per100g: { calories: 91, protein_g: 5.41, carbohydrate_g: 15.26, fat_g: 1.17, fiber_g: 5.1, sugar_g: 0.46, sodium_mg: 449 },
    portions: [{ unit: 'cup', grams: 238 }, { unit: 'can', grams: 443 }, { unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 119 }],
    defaultGrams: 119,
  },
  {
    id: 'edamame', name: 'Edamame, cooked', category: 'legumes', usda: '11212',
    aliases: ['edamame', 'green soybean', 'soybean pod'],
    per100g: { calories: 122, protein_g: 10.88, carbohydrate_g: 9.94, fat_g: 5.2, fiber_g: 5.2, sugar_g: 2.18, sodium_mg: 6 },
    portions: [{ unit: 'cup', grams: 155 }, { unit: 'serving', grams: 78 }, { unit: 'handful', grams: 40 }],
    defaultGrams: 78,
  },
  {
    id: 'split_peas', name: 'Split peas, cooked', category: 'legumes', usda: '16086',
    aliases: ['split pea', 'split peas', 'yellow split pea'],
    per100g: { calories: 118, protein_g: 8.34, carbohydrate_g: 21.1, fat_g: 0.39, fiber_g: 8.3, sugar_g: 2.9, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 196 }, { unit: 'serving', grams: 98 }],
    defaultGrams: 98,
  },
  {
    id: 'black_eyed_peas', name: 'Black-eyed peas, cooked', category: 'legumes', usda: '16063',
    aliases: ['black eyed pea', 'black-eyed pea', 'cowpea'],
    per100g: { calories: 116, protein_g: 7.73, carbohydrate_g: 20.76, fat_g: 0.53, fiber_g: 6.5, sugar_g: 3.3, sodium_mg: 4 },
    portions: [{ unit: 'cup', grams: 171 }, { unit: 'serving', grams: 86 }],
    defaultGrams: 86,
  },
  {
    id: 'lima_beans', name: 'Lima beans, cooked', category: 'legumes', usda: '16072',
    aliases: ['lima bean', 'lima beans'],
    per100g: { calories: 115, protein_g: 7.8, carbohydrate_g: 20.88, fat_g: 0.38, fiber_g: 7, sugar_g: 2.9, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 188 }, { unit: 'serving', grams: 94 }],
    defaultGrams: 94,
  },
  {
    id: 'mung_beans', name: 'Mung beans, cooked', category: 'legumes', usda: '16081',
    aliases: ['mung bean', 'moong', 'moong dal', 'green gram'],
    per100g: { calories: 105, protein_g: 7.02, carbohydrate_g: 19.15, fat_g: 0.38, fiber_g: 7.6, sugar_g: 2, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 202 }, { unit: 'serving', grams: 101 }],
    defaultGrams: 101,
  },
  {
    id: 'fava_beans', name: 'Fava beans, cooked', category: 'legumes', usda: '16053',
    aliases: ['fava bean', 'broad bean', 'ful'],
    per100g: { calories: 110, protein_g: 7.6, carbohydrate_g: 19.65, fat_g: 0.4, fiber_g: 5.4, sugar_g: 1.82, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 170 }, { unit: 'serving', grams: 85 }],
    defaultGrams: 85,
  },
  {
    id: 'soybeans', name: 'Soybeans, cooked', category: 'legumes', usda: '16109',
    aliases: ['soybean', 'soy bean', 'soya bean'],
    per100g: { calories: 173, protein_g: 16.64, carbohydrate_g: 9.93, fat_g: 8.97, fiber_g: 6, sugar_g: 3, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 172 }, { unit: 'serving', grams: 86 }],
    defaultGrams: 86,
  },
  // Bare "tofu" defaults to firm tofu. 1/4 block = 81 g (WEIGHT).
  {
    id: 'tofu_firm', name: 'Tofu, firm', category: 'legumes', usda: '16126',
    aliases: ['tofu', 'firm tofu', 'bean curd', 'extra firm tofu', 'tofu block'],
    per100g: { calories: 70, protein_g: 8.19, carbohydrate_g: 1.69, fat_g: 4.17, fiber_g: 0.9, sugar_g: 0.6, sodium_mg: 12 },
    portions: [{ unit: 'cup', grams: 252 }, { unit: 'block', grams: 324 }, { unit: 'piece', grams: 81 }, { unit: 'serving', grams: 126 }, { unit: 'slice', grams: 81 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 126,
  },
  {
    id: 'tofu_silken', name: 'Tofu, soft / silken', category: 'legumes', usda: '16127',
    aliases: ['silken tofu', 'soft tofu'],
    per100g: { calories: 61, protein_g: 6.55, carbohydrate_g: 1.8, fat_g: 3.69, fiber_g: 0.2, sugar_g: 0.7, sodium_mg: 8 },
    portions: [{ unit: 'cup', grams: 248 }, { unit: 'slice', grams: 84 }, { unit: 'piece', grams: 120 }, { unit: 'serving', grams: 120 }],
    defaultGrams: 120,
  },
  {
    id: 'tofu_fried', name: 'Tofu, fried', category: 'legumes', usda: '16129',
    aliases: ['fried tofu', 'deep fried tofu', 'tofu puff'],
    per100g: { calories: 271, protein_g: 17.19, carbohydrate_g: 10.49, fat_g: 20.18, fiber_g: 3.9, sugar_g: 2.72, sodium_mg: 16 },
    portions: [{ unit: 'piece', grams: 13 }, { unit: 'serving', grams: 85 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 85,
  },
  // fiber_g from SR 16109 (soybeans, mature cooked, boiled, without salt); empty in 16114.
  // sugar_g from SR 16109 (soybeans, mature cooked, boiled, without salt); empty in 16114.
  {
    id: 'tempeh', name: 'Tempeh', category: 'legumes', usda: '16114',
    aliases: ['tempeh'],
    per100g: { calories: 193, protein_g: 18.54, carbohydrate_g: 9.39, fat_g: 10.8, fiber_g: 6, sugar_g: 3, sodium_mg: 9 },
    portions: [{ unit: 'cup', grams: 166 }, { unit: 'serving', grams: 85 }, { unit: 'oz', grams: 28.35 }, { unit: 'slice', grams: 28 }],
    defaultGrams: 85,
  },
  // sugar_g from SR 16137 (hummus, home prepared); empty in 16158.
  {
    id: 'hummus', name: 'Hummus', category: 'legumes', usda: '16158',
    aliases: ['hummus', 'houmous', 'hommus', 'humus'],
    per100g: { calories: 166, protein_g: 7.9, carbohydrate_g: 14.29, fat_g: 9.6, fiber_g: 6, sugar_g: 0.27, sodium_mg: 379 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'cup', grams: 246 }, { unit: 'serving', grams: 30 }, { unit: 'tub', grams: 227 }, { unit: 'dollop', grams: 30 }],
    defaultGrams: 30,
  },
  // SR leaves sugar empty for falafel; 1.9 g estimated from its chickpea and onion share.
  // fiber_g from SR 16057 (chickpeas (garbanzo beans, bengal gram), mature seeds, cooke); empty in
  // 16138.
  {
    id: 'falafel', name: 'Falafel', category: 'legumes', usda: '16138',
    aliases: ['falafel', 'felafel', 'falafel ball'],
    per100g: { calories: 333, protein_g: 13.31, carbohydrate_g: 31.84, fat_g: 17.8, fiber_g: 7.6, sugar_g: 1.9, sodium_mg: 294 },
    portions: [{ unit: 'piece', grams: 17 }, { unit: 'ball', grams: 17 }, { unit: 'patty', grams: 17 }, { unit: 'serving', grams: 85 }],
    defaultGrams: 85,
  },
  {
    id: 'miso', name: 'Miso paste', category: 'legumes', usda: '16112',
    aliases: ['miso', 'miso paste'],
    per100g: { calories: 199, protein_g: 11.69, carbohydrate_g: 26.47, fat_g: 6.01, fiber_g: 5.4, sugar_g: 6.2, sodium_mg: 3728 },
    portions: [{ unit: 'tbsp', grams: 17 }, { unit: 'tsp', grams: 6 }, { unit: 'cup', grams: 275 }],
    defaultGrams: 17,
  },
  {
    id: 'veggie_burger', name: 'Veggie burger patty', category: 'legumes', usda: '16147',
    aliases: ['veggie burger patty', 'veggie patty', 'soy burger', 'soyburger', 'bean burger patty', 'vegetarian burger patty'],
    per100g: { calories: 177, protein_g: 15.7, carbohydrate_g: 14.27, fat_g: 6.3, fiber_g: 4.9, sugar_g: 1.07, sodium_mg: 569 },
    portions: [{ unit: 'patty', grams: 70 }, { unit: 'piece', grams: 70 }],
    defaultGrams: 70,
  },
  {
    id: 'almonds', name: 'Almonds', category: 'nuts', usda: '12061',
    aliases: ['almond', 'almonds', 'raw almond', 'whole almond'],
    per100g: { calories: 579, protein_g: 21.15, carbohydrate_g: 21.55, fat_g: 49.93, fiber_g: 12.5, sugar_g: 4.2, sodium_mg: 1 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 143 }, { unit: 'piece', grams: 1.2 }, { unit: 'nut', grams: 1.2 }, { unit: 'tbsp', grams: 9 }],
    defaultGrams: 28,
  },
  {
    id: 'almonds_roasted', name: 'Almonds, dry roasted', category: 'nuts', usda: '12063',
    aliases: ['roasted almond', 'roasted almonds', 'salted almond', 'toasted almond'],
    per100g: { calories: 598, protein_g: 20.96, carbohydrate_g: 21.01, fat_g: 52.54, fiber_g: 10.9, sugar_g: 4.86, sodium_mg: 3 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 138 }, { unit: 'piece', grams: 1.2 }],
    defaultGrams: 28,
  },
  {
    id: 'walnuts', name: 'Walnuts', category: 'nuts', usda: '12155',
    aliases: ['walnut', 'walnuts', 'walnut half'],
    per100g: { calories: 654, protein_g: 15.23, carbohydrate_g: 13.71, fat_g: 65.21, fiber_g: 6.7, sugar_g: 2.61, sodium_mg: 2 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 117 }, { unit: 'half', grams: 2 }, { unit: 'piece', grams: 2 }, { unit: 'tbsp', grams: 7.5 }],
    defaultGrams: 28,
  },
  {
    id: 'cashews', name: 'Cashews, roasted', category: 'nuts', usda: '12085',
    aliases: ['cashew', 'cashews', 'cashew nut', 'roasted cashew'],
    per100g: { calories: 574, protein_g: 15.31, carbohydrate_g: 32.69, fat_g: 46.35, fiber_g: 3, sugar_g: 5.01, sodium_mg: 16 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 137 }, { unit: 'tbsp', grams: 8.6 }, { unit: 'piece', grams: 1.5 }],
    defaultGrams: 28,
  },
  {
    id: 'peanuts', name: 'Peanuts, dry roasted, salted', category: 'nuts', usda: '16090',
    aliases: ['peanut', 'peanuts', 'roasted peanut', 'salted peanut', 'groundnut'],
    per100g: { calories: 585, protein_g: 23.68, carbohydrate_g: 21.51, fat_g: 49.66, fiber_g: 8, sugar_g: 4.18, sodium_mg: 667 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 146 }, { unit: 'piece', grams: 1 }, { unit: 'tbsp', grams: 9 }],
    defaultGrams: 28,
  },
  {
    id: 'peanuts_raw', name: 'Peanuts, raw', category: 'nuts', usda: '16087',
    aliases: ['raw peanut', 'raw peanuts'],
    per100g: { calories: 567, protein_g: 25.8, carbohydrate_g: 16.13, fat_g: 49.24, fiber_g: 8.5, sugar_g: 3.97, sodium_mg: 18 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 146 }],
    defaultGrams: 28,
  },
  {
    id: 'peanut_butter', name: 'Peanut butter, smooth', category: 'nuts', usda: '16098',
    aliases: ['peanut butter', 'smooth peanut butter', 'creamy peanut butter', 'pb'],
    per100g: { calories: 588, protein_g: 25.09, carbohydrate_g: 19.56, fat_g: 50.39, fiber_g: 6, sugar_g: 9.22, sodium_mg: 459 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'cup', grams: 258 }, { unit: 'serving', grams: 32 }],
    defaultGrams: 32,
  },
  {
    id: 'peanut_butter_chunky', name: 'Peanut butter, chunky', category: 'nuts', usda: '16097',
    aliases: ['chunky peanut butter', 'crunchy peanut butter'],
    per100g: { calories: 589, protein_g: 24.06, carbohydrate_g: 21.57, fat_g: 49.94, fiber_g: 8, sugar_g: 8.41, sodium_mg: 486 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'cup', grams: 258 }, { unit: 'serving', grams: 32 }],
    defaultGrams: 32,
  },
  {
    id: 'almond_butter', name: 'Almond butter', category: 'nuts', usda: '12195',
    aliases: ['almond butter'],
    per100g: { calories: 614, protein_g: 20.96, carbohydrate_g: 18.82, fat_g: 55.5, fiber_g: 10.3, sugar_g: 4.43, sodium_mg: 7 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'cup', grams: 250 }],
    defaultGrams: 16,
  },
  {
    id: 'pistachios', name: 'Pistachios, dry roasted', category: 'nuts', usda: '12152',
    aliases: ['pistachio', 'pistachios', 'pistachio nut'],
    per100g: { calories: 567, protein_g: 20.95, carbohydrate_g: 29.38, fat_g: 44.82, fiber_g: 9.9, sugar_g: 7.74, sodium_mg: 6 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 123 }, { unit: 'piece', grams: 0.7 }, { unit: 'nut', grams: 0.7 }],
    defaultGrams: 28,
  },
  {
    id: 'pecans', name: 'Pecans', category: 'nuts', usda: '12142',
    aliases: ['pecan', 'pecans', 'pecan half'],
    per100g: { calories: 691, protein_g: 9.17, carbohydrate_g: 13.86, fat_g: 71.97, fiber_g: 9.6, sugar_g: 3.97, sodium_mg: 0 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 99 }, { unit: 'half', grams: 1.5 }],
    defaultGrams: 28,
  },
  {
    id: 'hazelnuts', name: 'Hazelnuts', category: 'nuts', usda: '12120',
    aliases: ['hazelnut', 'hazelnuts', 'filbert'],
    per100g: { calories: 628, protein_g: 14.95, carbohydrate_g: 16.7, fat_g: 60.75, fiber_g: 9.7, sugar_g: 4.34, sodium_mg: 0 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 135 }, { unit: 'piece', grams: 1.4 }],
    defaultGrams: 28,
  },
  {
    id: 'macadamia', name: 'Macadamia nuts', category: 'nuts', usda: '12131',
    aliases: ['macadamia', 'macadamia nut'],
    per100g: { calories: 718, protein_g: 7.91, carbohydrate_g: 13.82, fat_g: 75.77, fiber_g: 8.6, sugar_g: 4.57, sodium_mg: 5 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 134 }, { unit: 'piece', grams: 2.6 }],
    defaultGrams: 28,
  },
  {
    id: 'brazil_nuts', name: 'Brazil nuts', category: 'nuts', usda: '12078',
    aliases: ['brazil nut', 'brazil nuts'],
    per100g: { calories: 656, protein_g: 14.32, carbohydrate_g: 12.27, fat_g: 66.43, fiber_g: 7.5, sugar_g: 2.33, sodium_mg: 3 },
    portions: [{ unit: 'piece', grams: 5 }, { unit: 'nut', grams: 5 }, { unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 133 }],
    defaultGrams: 15,
  },
  {
    id: 'pine_nuts', name: 'Pine nuts', category: 'nuts', usda: '12147',
    aliases: ['pine nut', 'pine nuts', 'pignoli'],
    per100g: { calories: 673, protein_g: 13.69, carbohydrate_g: 13.08, fat_g: 68.37, fiber_g: 3.7, sugar_g: 3.59, sodium_mg: 2 },
    portions: [{ unit: 'tbsp', grams: 8.6 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 135 }, { unit: 'handful', grams: 28 }],
    defaultGrams: 9,
  },
  {
    id: 'sunflower_seeds', name: 'Sunflower seeds, roasted, salted', category: 'nuts', usda: '12537',
    aliases: ['sunflower seed', 'sunflower seeds', 'sunflower kernel'],
    per100g: { calories: 582, protein_g: 19.33, carbohydrate_g: 24.07, fat_g: 49.8, fiber_g: 9, sugar_g: 2.73, sodium_mg: 368 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 128 }, { unit: 'tbsp', grams: 8 }],
    defaultGrams: 28,
  },
  {
    id: 'pumpkin_seeds', name: 'Pumpkin seeds, roasted', category: 'nuts', usda: '12016',
    aliases: ['pumpkin seed', 'pumpkin seeds', 'pepitas'],
    per100g: { calories: 574, protein_g: 29.84, carbohydrate_g: 14.71, fat_g: 49.05, fiber_g: 6.5, sugar_g: 1.29, sodium_mg: 18 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 118 }, { unit: 'tbsp', grams: 7.4 }],
    defaultGrams: 28,
  },
  // SR leaves sugar empty: chia carbohydrate is almost all fibre, sugar ~0.
  {
    id: 'chia_seeds', name: 'Chia seeds', category: 'nuts', usda: '12006',
    aliases: ['chia', 'chia seed', 'chia seeds'],
    per100g: { calories: 486, protein_g: 16.54, carbohydrate_g: 42.12, fat_g: 30.74, fiber_g: 34.4, sugar_g: 0, sodium_mg: 16 },
    portions: [{ unit: 'tbsp', grams: 12 }, { unit: 'tsp', grams: 4 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 12,
  },
  {
    id: 'flaxseed', name: 'Flaxseed', category: 'nuts', usda: '12220',
    aliases: ['flaxseed', 'flax seed', 'linseed', 'ground flaxseed'],
    per100g: { calories: 534, protein_g: 18.29, carbohydrate_g: 28.88, fat_g: 42.16, fiber_g: 27.3, sugar_g: 1.55, sodium_mg: 30 },
    portions: [{ unit: 'tbsp', grams: 10.3 }, { unit: 'tsp', grams: 3.4 }, { unit: 'cup', grams: 168 }],
    defaultGrams: 10,
  },
  {
    id: 'sesame_seeds', name: 'Sesame seeds', category: 'nuts', usda: '12023',
    aliases: ['sesame seed', 'sesame seeds'],
    per100g: { calories: 573, protein_g: 17.73, carbohydrate_g: 23.45, fat_g: 49.67, fiber_g: 11.8, sugar_g: 0.3, sodium_mg: 11 },
    portions: [{ unit: 'tbsp', grams: 9 }, { unit: 'tsp', grams: 3 }, { unit: 'cup', grams: 144 }],
    defaultGrams: 9,
  },
  {
    id: 'tahini', name: 'Tahini', category: 'nuts', usda: '12166',
    aliases: ['tahini', 'sesame paste', 'tahina'],
    per100g: { calories: 595, protein_g: 17, carbohydrate_g: 21.19, fat_g: 53.76, fiber_g: 9.3, sugar_g: 0.49, sodium_mg: 115 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'tsp', grams: 5 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 15,
  },
  // Bare "nuts" defaults to mixed nuts.
  // sugar_g from SR 12137 (nuts, mixed nuts, oil roasted, with peanuts, without salt ad); empty in
  // 12135.
  {
    id: 'mixed_nuts', name: 'Mixed nuts, dry roasted', category: 'nuts', usda: '12135',
    aliases: ['mixed nuts', 'mixed nut', 'nuts', 'salted nuts'],
    per100g: { calories: 594, protein_g: 17.3, carbohydrate_g: 25.35, fat_g: 51.45, fiber_g: 9, sugar_g: 4.15, sodium_mg: 12 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 137 }],
    defaultGrams: 28,
  },
  {
    id: 'coconut_fresh', name: 'Coconut meat, fresh', category: 'nuts', usda: '12104',
    aliases: ['coconut', 'fresh coconut', 'coconut meat'],
    per100g: { calories: 354, protein_g: 3.33, carbohydrate_g: 15.23, fat_g: 33.49, fiber_g: 9, sugar_g: 6.23, sodium_mg: 20 },
    portions: [{ unit: 'piece', grams: 45 }, { unit: 'cup', grams: 80 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 45,
  },
  {
    id: 'coconut_desiccated', name: 'Coconut, shredded, sweetened', category: 'nuts', usda: '12109',
    aliases: ['shredded coconut', 'desiccated coconut', 'coconut flakes', 'flaked coconut'],
    per100g: { calories: 456, protein_g: 3.13, carbohydrate_g: 51.85, fat_g: 27.99, fiber_g: 9.9, sugar_g: 36.75, sodium_mg: 285 },
    portions: [{ unit: 'cup', grams: 85 }, { unit: 'tbsp', grams: 5 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 10,
  },
  // fiber_g from SR 19062 (snacks, trail mix, regular, with chocolate chips, salted nut); empty in
  // 19059.
  // sugar_g from SR 19062 (snacks, trail mix, regular, with chocolate chips, salted nut); empty in
  // 19059.
  {
    id: 'trail_mix', name: 'Trail mix', category: 'snacks', usda: '19059',
    aliases: ['trail mix', 'scroggin', 'gorp', 'student mix'],
    per100g: { calories: 462, protein_g: 13.8, carbohydrate_g: 44.9, fat_g: 29.4, fiber_g: 5, sugar_g: 23.88, sodium_mg: 229 },
    portions: [{ unit: 'handful', grams: 28 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 150 }, { unit: 'bag', grams: 42 }],
    defaultGrams: 42,
  },
  {
    id: 'chestnuts', name: 'Chestnuts, roasted', category: 'nuts', usda: '12167',
    aliases: ['chestnut', 'chestnuts', 'roasted chestnut'],
    per100g: { calories: 245, protein_g: 3.17, carbohydrate_g: 52.96, fat_g: 2.2, fiber_g: 5.1, sugar_g: 10.6, sodium_mg: 2 },
    portions: [{ unit: 'piece', grams: 8.4 }, { unit: 'cup', grams: 143 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 84,
  },
]
