// Grains, rice, breakfast cereals, pasta, noodles, bread and baked goods.
// Hand-curated. Per-100 g figures come from the USDA SR row named in `usda` (ABBREV: Energ_Kcal,
// Protein, Carbohydrt, Lipid_Tot, Fiber_TD, Sugar_Tot, Sodium); household grams from SR WEIGHT where it
// lists the measure, otherwise a typical serving. Entries without `usda` document their recipe.
// Where SR leaves fibre or sugar empty: 0 if the food has (almost) no carbohydrate, else the value
// of a close SR entry, noted on the entry.
import type { Food } from '../types.js'

export const GRAINS_BREAD: Food[] = [
  // Bare "rice" (and "a cup of rice") means cooked white rice. Bowl = 1 1/2 cups.
  {
    id: 'rice_white_cooked', name: 'Rice, white, cooked', category: 'grains', usda: '20045',
    aliases: ['rice', 'white rice', 'cooked rice', 'boiled rice', 'steamed rice', 'long grain rice', 'basmati rice', 'jasmine rice', 'plain rice', 'cooked white rice', 'basmati', 'jasmine'],
    per100g: { calories: 130, protein_g: 2.69, carbohydrate_g: 28.17, fat_g: 0.28, fiber_g: 0.4, sugar_g: 0.05, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 158 }, { unit: 'bowl', grams: 237 }, { unit: 'serving', grams: 158 }, { unit: 'tbsp', grams: 10 }, { unit: 'scoop', grams: 120 }, { unit: 'handful', grams: 40 }],
    defaultGrams: 158,
  },
  {
    id: 'rice_white_raw', name: 'Rice, white, uncooked', category: 'grains', usda: '20044',
    aliases: ['uncooked rice', 'dry rice', 'raw rice', 'uncooked white rice', 'dry white rice'],
    per100g: { calories: 365, protein_g: 7.13, carbohydrate_g: 79.95, fat_g: 0.66, fiber_g: 1.3, sugar_g: 0.12, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 185 }, { unit: 'tbsp', grams: 12 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 45,
  },
  {
    id: 'rice_brown_cooked', name: 'Rice, brown, cooked', category: 'grains', usda: '20037',
    aliases: ['brown rice', 'cooked brown rice', 'wholegrain rice', 'whole grain rice'],
    per100g: { calories: 111, protein_g: 2.58, carbohydrate_g: 22.96, fat_g: 0.9, fiber_g: 1.8, sugar_g: 0.35, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 195 }, { unit: 'bowl', grams: 293 }, { unit: 'serving', grams: 195 }, { unit: 'tbsp', grams: 12 }],
    defaultGrams: 195,
  },
  {
    id: 'rice_brown_raw', name: 'Rice, brown, uncooked', category: 'grains', usda: '20036',
    aliases: ['uncooked brown rice', 'dry brown rice'],
    per100g: { calories: 370, protein_g: 7.94, carbohydrate_g: 77.24, fat_g: 2.92, fiber_g: 3.5, sugar_g: 0.85, sodium_mg: 7 },
    portions: [{ unit: 'cup', grams: 185 }, { unit: 'tbsp', grams: 12 }],
    defaultGrams: 45,
  },
  {
    id: 'rice_sticky', name: 'Sticky rice (glutinous), cooked', category: 'grains', usda: '20055',
    aliases: ['sticky rice', 'glutinous rice', 'sushi rice', 'sweet rice'],
    per100g: { calories: 97, protein_g: 2.02, carbohydrate_g: 21.09, fat_g: 0.19, fiber_g: 1, sugar_g: 0.05, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 174 }, { unit: 'bowl', grams: 261 }, { unit: 'serving', grams: 174 }],
    defaultGrams: 174,
  },
  // fiber_g from SR 20051 (rice, white, medium-grain, cooked); empty in 20053.
  // sugar_g from SR 20045 (rice, white, long-grain, regular, cooked, enriched); empty in 20053.
  {
    id: 'rice_short_grain', name: 'Rice, white, short-grain, cooked', category: 'grains', usda: '20053',
    aliases: ['short grain rice', 'arborio rice', 'calrose rice'],
    per100g: { calories: 130, protein_g: 2.36, carbohydrate_g: 28.73, fat_g: 0.19, fiber_g: 0.3, sugar_g: 0.05, sodium_mg: 0 },
    portions: [{ unit: 'cup', grams: 186 }, { unit: 'bowl', grams: 279 }],
    defaultGrams: 186,
  },
  {
    id: 'wild_rice', name: 'Wild rice, cooked', category: 'grains', usda: '20089',
    aliases: ['wild rice'],
    per100g: { calories: 101, protein_g: 3.99, carbohydrate_g: 21.34, fat_g: 0.34, fiber_g: 1.8, sugar_g: 0.73, sodium_mg: 3 },
    portions: [{ unit: 'cup', grams: 164 }, { unit: 'serving', grams: 164 }],
    defaultGrams: 164,
  },
  {
    id: 'quinoa_cooked', name: 'Quinoa, cooked', category: 'grains', usda: '20137',
    aliases: ['quinoa', 'cooked quinoa'],
    per100g: { calories: 120, protein_g: 4.4, carbohydrate_g: 21.3, fat_g: 1.92, fiber_g: 2.8, sugar_g: 0.87, sodium_mg: 7 },
    portions: [{ unit: 'cup', grams: 185 }, { unit: 'bowl', grams: 278 }, { unit: 'serving', grams: 185 }, { unit: 'tbsp', grams: 12 }],
    defaultGrams: 185,
  },
  // SR leaves sugar empty for dry quinoa; 2.6 g scales cooked quinoa (20137: 0.87 g) by the carbohydrate
  // ratio.
  {
    id: 'quinoa_raw', name: 'Quinoa, uncooked', category: 'grains', usda: '20035',
    aliases: ['uncooked quinoa', 'dry quinoa'],
    per100g: { calories: 368, protein_g: 14.12, carbohydrate_g: 64.16, fat_g: 6.07, fiber_g: 7, sugar_g: 2.6, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 170 }, { unit: 'tbsp', grams: 11 }],
    defaultGrams: 45,
  },
  // Bare "oats", "oatmeal" and "porridge" mean cooked oatmeal, as eaten. Fibre 1.7 g per 100 g cooked.
  {
    id: 'oatmeal_cooked', name: 'Oatmeal (porridge), cooked with water', category: 'grains', usda: '08121',
    aliases: ['oatmeal', 'porridge', 'oats', 'oat porridge', 'cooked oatmeal', 'cooked oats', 'hot oatmeal', 'bowl of oatmeal', 'oatmeal with water', 'porridge oats'],
    per100g: { calories: 71, protein_g: 2.54, carbohydrate_g: 12, fat_g: 1.52, fiber_g: 1.7, sugar_g: 0.27, sodium_mg: 4 },
    portions: [{ unit: 'cup', grams: 234 }, { unit: 'bowl', grams: 234 }, { unit: 'serving', grams: 234 }, { unit: 'tbsp', grams: 15 }],
    defaultGrams: 234,
  },
  // Dry weight; 1/2 cup = 40 g.
  {
    id: 'oats_dry', name: 'Oats, rolled, dry', category: 'grains', usda: '08120',
    aliases: ['rolled oats', 'dry oats', 'uncooked oats', 'oat flakes', 'old fashioned oats', 'quick oats', 'raw oats', 'overnight oats'],
    per100g: { calories: 379, protein_g: 13.15, carbohydrate_g: 67.7, fat_g: 6.52, fiber_g: 10.1, sugar_g: 0.99, sodium_mg: 6 },
    portions: [{ unit: 'cup', grams: 81 }, { unit: 'tbsp', grams: 5 }, { unit: 'serving', grams: 40 }, { unit: 'handful', grams: 20 }],
    defaultGrams: 40,
  },
  {
    id: 'oatmeal_instant_flavored', name: 'Instant oatmeal, flavored (prepared)', category: 'grains', usda: '08129',
    aliases: ['instant oatmeal', 'flavored oatmeal', 'cinnamon oatmeal', 'maple oatmeal', 'apple cinnamon oatmeal', 'instant porridge'],
    per100g: { calories: 96, protein_g: 2.37, carbohydrate_g: 18.95, fat_g: 1.21, fiber_g: 2, sugar_g: 6.31, sodium_mg: 111 },
    portions: [{ unit: 'packet', grams: 161 }, { unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 240 }],
    defaultGrams: 161,
  },
  {
    id: 'couscous', name: 'Couscous, cooked', category: 'grains', usda: '20029',
    aliases: ['couscous', 'cooked couscous'],
    per100g: { calories: 112, protein_g: 3.79, carbohydrate_g: 23.22, fat_g: 0.16, fiber_g: 1.4, sugar_g: 0.1, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 157 }, { unit: 'serving', grams: 157 }, { unit: 'tbsp', grams: 10 }],
    defaultGrams: 157,
  },
  {
    id: 'bulgur', name: 'Bulgur, cooked', category: 'grains', usda: '20013',
    aliases: ['bulgur', 'bulgur wheat', 'bulghur', 'cracked wheat'],
    per100g: { calories: 83, protein_g: 3.08, carbohydrate_g: 18.58, fat_g: 0.24, fiber_g: 4.5, sugar_g: 0.1, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 182 }, { unit: 'serving', grams: 182 }],
    defaultGrams: 182,
  },
  {
    id: 'barley', name: 'Barley, pearled, cooked', category: 'grains', usda: '20006',
    aliases: ['barley', 'pearl barley'],
    per100g: { calories: 123, protein_g: 2.26, carbohydrate_g: 28.22, fat_g: 0.44, fiber_g: 3.8, sugar_g: 0.28, sodium_mg: 3 },
    portions: [{ unit: 'cup', grams: 157 }, { unit: 'serving', grams: 157 }],
    defaultGrams: 157,
  },
  {
    id: 'millet', name: 'Millet, cooked', category: 'grains', usda: '20032',
    aliases: ['millet'],
    per100g: { calories: 119, protein_g: 3.51, carbohydrate_g: 23.67, fat_g: 1, fiber_g: 1.3, sugar_g: 0.13, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 174 }],
    defaultGrams: 174,
  },
  {
    id: 'buckwheat', name: 'Buckwheat groats (kasha), cooked', category: 'grains', usda: '20010',
    aliases: ['buckwheat', 'kasha', 'buckwheat groats'],
    per100g: { calories: 92, protein_g: 3.38, carbohydrate_g: 19.94, fat_g: 0.62, fiber_g: 2.7, sugar_g: 0.9, sodium_mg: 4 },
    portions: [{ unit: 'cup', grams: 168 }],
    defaultGrams: 168,
  },
  {
    id: 'flour_white', name: 'Flour, all-purpose (white)', category: 'grains', usda: '20081',
    aliases: ['flour', 'white flour', 'all purpose flour', 'all-purpose flour', 'plain flour', 'wheat flour'],
    per100g: { calories: 364, protein_g: 10.33, carbohydrate_g: 76.31, fat_g: 0.98, fiber_g: 2.7, sugar_g: 0.27, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 125 }, { unit: 'tbsp', grams: 8 }, { unit: 'tsp', grams: 2.6 }],
    defaultGrams: 30,
  },
  {
    id: 'flour_whole_wheat', name: 'Flour, whole wheat', category: 'grains', usda: '20080',
    aliases: ['whole wheat flour', 'wholemeal flour', 'whole grain flour', 'wholewheat flour'],
    per100g: { calories: 340, protein_g: 13.21, carbohydrate_g: 71.97, fat_g: 2.5, fiber_g: 10.7, sugar_g: 0.41, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 120 }, { unit: 'tbsp', grams: 7.5 }],
    defaultGrams: 30,
  },
  // Soft polenta is close to cooked grits.
  {
    id: 'grits', name: 'Grits, cooked', category: 'grains', usda: '08091',
    aliases: ['grits', 'corn grits', 'hominy grits', 'polenta', 'cornmeal porridge'],
    per100g: { calories: 71, protein_g: 1.71, carbohydrate_g: 14.76, fat_g: 0.46, fiber_g: 0.8, sugar_g: 0.12, sodium_mg: 2 },
    portions: [{ unit: 'cup', grams: 257 }, { unit: 'bowl', grams: 257 }, { unit: 'tbsp', grams: 16 }],
    defaultGrams: 257,
  },
  {
    id: 'cream_of_wheat', name: 'Cream of wheat (farina), cooked', category: 'grains', usda: '08105',
    aliases: ['cream of wheat', 'farina', 'semolina porridge'],
    per100g: { calories: 55, protein_g: 1.82, carbohydrate_g: 10.92, fat_g: 0.34, fiber_g: 0.8, sugar_g: 0.76, sodium_mg: 18 },
    portions: [{ unit: 'cup', grams: 240 }, { unit: 'bowl', grams: 240 }],
    defaultGrams: 240,
  },
  // Bare "cereal" defaults to corn flakes (dry weight; milk separate).
  {
    id: 'cornflakes', name: 'Corn flakes', category: 'grains', usda: '08020',
    aliases: ['corn flakes', 'cornflakes', 'cereal', 'breakfast cereal'],
    per100g: { calories: 357, protein_g: 7.5, carbohydrate_g: 84.1, fat_g: 0.4, fiber_g: 3.3, sugar_g: 9.5, sodium_mg: 729 },
    portions: [{ unit: 'cup', grams: 28 }, { unit: 'bowl', grams: 40 }, { unit: 'serving', grams: 28 }, { unit: 'handful', grams: 10 }],
    defaultGrams: 40,
  },
  // Default 1/4 cup (30 g), the usual amount on yogurt or fruit; a bowl as cereal is 60 g.
  {
    id: 'granola', name: 'Granola', category: 'grains', usda: '08037',
    aliases: ['granola', 'homemade granola', 'crunchy oat cereal'],
    per100g: { calories: 489, protein_g: 14.85, carbohydrate_g: 53.25, fat_g: 24.06, fiber_g: 9, sugar_g: 20, sodium_mg: 25 },
    portions: [{ unit: 'cup', grams: 122 }, { unit: 'serving', grams: 55 }, { unit: 'tbsp', grams: 8 }, { unit: 'handful', grams: 28 }, { unit: 'bowl', grams: 60 }],
    defaultGrams: 30,
  },
  {
    id: 'muesli', name: 'Muesli', category: 'grains', usda: '42184',
    aliases: ['muesli', 'swiss muesli', 'bircher muesli'],
    per100g: { calories: 340, protein_g: 9.7, carbohydrate_g: 77.8, fat_g: 4.9, fiber_g: 7.3, sugar_g: 31, sodium_mg: 231 },
    portions: [{ unit: 'cup', grams: 85 }, { unit: 'serving', grams: 55 }, { unit: 'bowl', grams: 60 }],
    defaultGrams: 55,
  },
  {
    id: 'oat_rings_cereal', name: 'Toasted oat rings cereal', category: 'grains', usda: '08013',
    aliases: ['cheerios', 'oat rings', 'toasted oat cereal', 'oat o cereal'],
    per100g: { calories: 378, protein_g: 12.09, carbohydrate_g: 73.23, fat_g: 6.73, fiber_g: 9.4, sugar_g: 4.36, sodium_mg: 497 },
    portions: [{ unit: 'cup', grams: 28 }, { unit: 'bowl', grams: 40 }, { unit: 'serving', grams: 28 }],
    defaultGrams: 40,
  },
  {
    id: 'crisped_rice_cereal', name: 'Crisped rice cereal', category: 'grains', usda: '08065',
    aliases: ['rice krispies', 'crisped rice cereal', 'puffed rice cereal', 'rice bubbles', 'puffed rice'],
    per100g: { calories: 381, protein_g: 6.75, carbohydrate_g: 85.05, fat_g: 2.05, fiber_g: 0.4, sugar_g: 9.87, sodium_mg: 527 },
    portions: [{ unit: 'cup', grams: 29 }, { unit: 'bowl', grams: 40 }, { unit: 'serving', grams: 33 }],
    defaultGrams: 33,
  },
  {
    id: 'bran_flakes', name: 'Bran flakes', category: 'grains', usda: '08029',
    aliases: ['bran flakes', 'bran cereal', 'wheat bran flakes'],
    per100g: { calories: 322, protein_g: 10.3, carbohydrate_g: 79.3, fat_g: 2.2, fiber_g: 18.2, sugar_g: 17.8, sodium_mg: 600 },
    portions: [{ unit: 'cup', grams: 40 }, { unit: 'bowl', grams: 40 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 40,
  },
  {
    id: 'raisin_bran', name: 'Raisin bran', category: 'grains', usda: '08060',
    aliases: ['raisin bran', 'sultana bran'],
    per100g: { calories: 314, protein_g: 7.72, carbohydrate_g: 77.29, fat_g: 2.72, fiber_g: 11.4, sugar_g: 31.3, sodium_mg: 356 },
    portions: [{ unit: 'cup', grams: 59 }, { unit: 'bowl', grams: 59 }, { unit: 'serving', grams: 59 }],
    defaultGrams: 59,
  },
  {
    id: 'shredded_wheat', name: 'Shredded wheat', category: 'grains', usda: '08147',
    aliases: ['shredded wheat', 'weetabix', 'wheat biscuit cereal'],
    per100g: { calories: 337, protein_g: 11.37, carbohydrate_g: 78.76, fat_g: 2.21, fiber_g: 12, sugar_g: 0.94, sodium_mg: 6 },
    portions: [{ unit: 'biscuit', grams: 23 }, { unit: 'piece', grams: 23 }, { unit: 'serving', grams: 46 }, { unit: 'bowl', grams: 46 }],
    defaultGrams: 46,
  },
  {
    id: 'frosted_flakes', name: 'Frosted flakes', category: 'grains', usda: '08069',
    aliases: ['frosted flakes', 'frosties', 'sugar frosted flakes'],
    per100g: { calories: 369, protein_g: 3.96, carbohydrate_g: 89.2, fat_g: 1.68, fiber_g: 2.2, sugar_g: 35.43, sodium_mg: 468 },
    portions: [{ unit: 'cup', grams: 42 }, { unit: 'bowl', grams: 42 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 42,
  },
  // Bare "pasta", "spaghetti" and "noodles" mean cooked pasta. Bowl/plate = 2 cups. Dry pasta has its
  // own entry.
  {
    id: 'pasta_cooked', name: 'Pasta, cooked', category: 'pasta', usda: '20121',
    aliases: ['pasta', 'spaghetti', 'penne', 'macaroni', 'fusilli', 'rigatoni', 'linguine', 'fettuccine', 'tagliatelle', 'farfalle', 'rotini', 'noodle', 'cooked pasta', 'boiled pasta', 'plain pasta', 'lasagna noodle', 'pasta shell', 'orzo', 'angel hair'],
    per100g: { calories: 158, protein_g: 5.8, carbohydrate_g: 30.86, fat_g: 0.93, fiber_g: 1.8, sugar_g: 0.56, sodium_mg: 1 },
    portions: [{ unit: 'cup', grams: 140 }, { unit: 'bowl', grams: 280 }, { unit: 'plate', grams: 280 }, { unit: 'serving', grams: 140 }, { unit: 'portion', grams: 140 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 200,
  },
  // One serving = 85 g dry (yields ~2 cups cooked).
  {
    id: 'pasta_dry', name: 'Pasta, dry (uncooked)', category: 'pasta', usda: '20120',
    aliases: ['dry pasta', 'uncooked pasta', 'dried pasta', 'dry spaghetti', 'uncooked spaghetti', 'raw pasta'],
    per100g: { calories: 371, protein_g: 13.04, carbohydrate_g: 74.67, fat_g: 1.51, fiber_g: 3.2, sugar_g: 2.67, sodium_mg: 6 },
    portions: [{ unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 91 }, { unit: 'serving', grams: 85 }, { unit: 'portion', grams: 85 }],
    defaultGrams: 85,
  },
  {
    id: 'pasta_whole_wheat', name: 'Whole wheat pasta, cooked', category: 'pasta', usda: '20125',
    aliases: ['whole wheat pasta', 'wholemeal pasta', 'whole grain pasta', 'whole wheat spaghetti', 'wholewheat pasta', 'brown pasta'],
    per100g: { calories: 124, protein_g: 5.33, carbohydrate_g: 26.54, fat_g: 0.54, fiber_g: 4.5, sugar_g: 0.8, sodium_mg: 3 },
    portions: [{ unit: 'cup', grams: 140 }, { unit: 'bowl', grams: 280 }, { unit: 'serving', grams: 140 }],
    defaultGrams: 200,
  },
  // fiber_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20094.
  // sugar_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20094.
  {
    id: 'pasta_fresh', name: 'Fresh pasta, cooked', category: 'pasta', usda: '20094',
    aliases: ['fresh pasta', 'homemade pasta', 'fresh egg pasta'],
    per100g: { calories: 131, protein_g: 5.15, carbohydrate_g: 24.93, fat_g: 1.05, fiber_g: 1.8, sugar_g: 0.56, sodium_mg: 6 },
    portions: [{ unit: 'cup', grams: 140 }, { unit: 'bowl', grams: 280 }, { unit: 'oz', grams: 28.35 }, { unit: 'serving', grams: 140 }],
    defaultGrams: 200,
  },
  {
    id: 'egg_noodles', name: 'Egg noodles, cooked', category: 'pasta', usda: '20110',
    aliases: ['egg noodle', 'egg noodles'],
    per100g: { calories: 138, protein_g: 4.54, carbohydrate_g: 25.16, fat_g: 2.07, fiber_g: 1.2, sugar_g: 0.4, sodium_mg: 5 },
    portions: [{ unit: 'cup', grams: 160 }, { unit: 'bowl', grams: 320 }, { unit: 'serving', grams: 160 }],
    defaultGrams: 160,
  },
  {
    id: 'rice_noodles', name: 'Rice noodles, cooked', category: 'pasta', usda: '20134',
    aliases: ['rice noodle', 'rice noodles', 'rice vermicelli', 'vermicelli noodles', 'pho noodles', 'pad thai noodles'],
    per100g: { calories: 108, protein_g: 1.79, carbohydrate_g: 24.01, fat_g: 0.2, fiber_g: 1, sugar_g: 0.03, sodium_mg: 19 },
    portions: [{ unit: 'cup', grams: 176 }, { unit: 'bowl', grams: 264 }, { unit: 'serving', grams: 176 }],
    defaultGrams: 176,
  },
  // fiber_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20115.
  // sugar_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20115.
  {
    id: 'soba', name: 'Soba noodles, cooked', category: 'pasta', usda: '20115',
    aliases: ['soba', 'soba noodle', 'buckwheat noodle'],
    per100g: { calories: 99, protein_g: 5.06, carbohydrate_g: 21.44, fat_g: 0.1, fiber_g: 1.8, sugar_g: 0.56, sodium_mg: 60 },
    portions: [{ unit: 'cup', grams: 114 }, { unit: 'bowl', grams: 228 }, { unit: 'serving', grams: 114 }],
    defaultGrams: 228,
  },
  // Udon is matched here: boiled wheat noodles, figures as somen (no separate SR entry).
  // fiber_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20117.
  // sugar_g from SR 20121 (spaghetti, cooked, enriched, without added salt); empty in 20117.
  {
    id: 'somen', name: 'Somen / udon noodles, cooked', category: 'pasta', usda: '20117',
    aliases: ['somen', 'udon', 'udon noodle', 'somen noodle', 'wheat noodle'],
    per100g: { calories: 131, protein_g: 4, carbohydrate_g: 27.54, fat_g: 0.18, fiber_g: 1.8, sugar_g: 0.56, sodium_mg: 161 },
    portions: [{ unit: 'cup', grams: 176 }, { unit: 'bowl', grams: 264 }, { unit: 'serving', grams: 176 }],
    defaultGrams: 264,
  },
  {
    id: 'glass_noodles_dry', name: 'Glass noodles (mung bean), dry', category: 'pasta', usda: '16082',
    aliases: ['glass noodle', 'cellophane noodle', 'bean thread noodle', 'mung bean noodle'],
    per100g: { calories: 351, protein_g: 0.16, carbohydrate_g: 86.09, fat_g: 0.06, fiber_g: 0.5, sugar_g: 0, sodium_mg: 10 },
    portions: [{ unit: 'cup', grams: 140 }, { unit: 'oz', grams: 28.35 }, { unit: 'serving', grams: 56 }],
    defaultGrams: 56,
  },
  // The dry block (81 g) without flavour packet; the bowl as served is under dishes (ramen).
  {
    id: 'ramen_noodles_dry', name: 'Instant ramen noodles, dry block', category: 'pasta', usda: '06583',
    aliases: ['instant noodle', 'instant noodles', 'instant ramen', 'ramen noodle', 'ramen noodles', 'cup noodles', 'pot noodle'],
    per100g: { calories: 440, protein_g: 10.17, carbohydrate_g: 60.26, fat_g: 17.59, fiber_g: 2.9, sugar_g: 1.98, sodium_mg: 1855 },
    portions: [{ unit: 'package', grams: 81 }, { unit: 'packet', grams: 81 }, { unit: 'block', grams: 81 }, { unit: 'serving', grams: 81 }],
    defaultGrams: 81,
  },
  {
    id: 'tortellini', name: 'Cheese tortellini, fresh (as purchased)', category: 'pasta', usda: '22901',
    aliases: ['tortellini', 'cheese tortellini', 'ravioli', 'cheese ravioli', 'tortelloni'],
    per100g: { calories: 307, protein_g: 13.5, carbohydrate_g: 47, fat_g: 7.23, fiber_g: 1.9, sugar_g: 0.95, sodium_mg: 406 },
    portions: [{ unit: 'cup', grams: 108 }, { unit: 'serving', grams: 81 }, { unit: 'piece', grams: 4 }],
    defaultGrams: 108,
  },
  // Bare "bread" defaults to white sandwich bread; default two slices.
  {
    id: 'bread_white', name: 'Bread, white', category: 'bread', usda: '18069',
    aliases: ['bread', 'white bread', 'sandwich bread', 'sliced bread', 'white slice', 'loaf bread', 'bread slice'],
    per100g: { calories: 265, protein_g: 9.15, carbohydrate_g: 49.06, fat_g: 3.19, fiber_g: 2.7, sugar_g: 5.07, sodium_mg: 491 },
    portions: [{ unit: 'slice', grams: 28 }, { unit: 'thin slice', grams: 20 }, { unit: 'large slice', grams: 30 }, { unit: 'oz', grams: 28.35 }, { unit: 'cup', grams: 45 }],
    defaultGrams: 56,
  },
  // Bare "toast" is white toast. 1 slice toasted = 22 g (WEIGHT).
  {
    id: 'toast_white', name: 'Toast, white', category: 'bread', usda: '18070',
    aliases: ['toast', 'white toast', 'toasted bread', 'toasted white bread', 'buttered toast'],
    per100g: { calories: 293, protein_g: 9, carbohydrate_g: 54.4, fat_g: 4, fiber_g: 2.5, sugar_g: 4.74, sodium_mg: 592 },
    portions: [{ unit: 'slice', grams: 22 }, { unit: 'large slice', grams: 27 }, { unit: 'thin slice', grams: 17 }, { unit: 'piece', grams: 22 }],
    defaultGrams: 44,
  },
  {
    id: 'bread_whole_wheat', name: 'Bread, whole wheat', category: 'bread', usda: '18075',
    aliases: ['whole wheat bread', 'wholemeal bread', 'whole grain bread', 'wholegrain bread', 'brown bread', 'wholewheat bread', 'wheat bread', 'whole-wheat bread'],
    per100g: { calories: 252, protein_g: 12.45, carbohydrate_g: 42.71, fat_g: 3.5, fiber_g: 6, sugar_g: 4.34, sodium_mg: 455 },
    portions: [{ unit: 'slice', grams: 32 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 64,
  },
  {
    id: 'toast_whole_wheat', name: 'Toast, whole wheat', category: 'bread', usda: '18076',
    aliases: ['whole wheat toast', 'wholemeal toast', 'whole grain toast', 'wholegrain toast', 'brown toast', 'wheat toast', 'whole-wheat toast', 'wholewheat toast'],
    per100g: { calories: 306, protein_g: 16.27, carbohydrate_g: 51.16, fat_g: 4.07, fiber_g: 9.2, sugar_g: 5.77, sodium_mg: 493 },
    portions: [{ unit: 'slice', grams: 25 }, { unit: 'piece', grams: 25 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 50,
  },
  {
    id: 'bread_multigrain', name: 'Bread, multigrain', category: 'bread', usda: '18035',
    aliases: ['multigrain bread', 'multi-grain bread', 'seeded bread', 'granary bread', 'seven grain bread'],
    per100g: { calories: 265, protein_g: 13.36, carbohydrate_g: 43.34, fat_g: 4.23, fiber_g: 7.4, sugar_g: 6.39, sodium_mg: 381 },
    portions: [{ unit: 'slice', grams: 26 }, { unit: 'large slice', grams: 41 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 52,
  },
  {
    id: 'toast_multigrain', name: 'Toast, multigrain', category: 'bread', usda: '18036',
    aliases: ['multigrain toast', 'multi-grain toast', 'seeded toast', 'granary toast'],
    per100g: { calories: 288, protein_g: 14.52, carbohydrate_g: 47.11, fat_g: 4.6, fiber_g: 8.1, sugar_g: 6.94, sodium_mg: 414 },
    portions: [{ unit: 'slice', grams: 24 }, { unit: 'large slice', grams: 38 }],
    defaultGrams: 48,
  },
  {
    id: 'bread_rye', name: 'Bread, rye', category: 'bread', usda: '18060',
    aliases: ['rye bread', 'rye', 'light rye', 'dark rye'],
    per100g: { calories: 259, protein_g: 8.5, carbohydrate_g: 48.3, fat_g: 3.3, fiber_g: 5.8, sugar_g: 3.85, sodium_mg: 603 },
    portions: [{ unit: 'slice', grams: 32 }, { unit: 'thin slice', grams: 25 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 64,
  },
  // French bread and sourdough share one SR row (18029).
  {
    id: 'bread_sourdough', name: 'Bread, sourdough / French', category: 'bread', usda: '18029',
    aliases: ['sourdough', 'sourdough bread', 'french bread', 'baguette', 'crusty bread', 'vienna bread', 'french stick'],
    per100g: { calories: 289, protein_g: 11.75, carbohydrate_g: 56.44, fat_g: 1.83, fiber_g: 2.4, sugar_g: 2.56, sodium_mg: 513 },
    portions: [{ unit: 'slice', grams: 32 }, { unit: 'medium slice', grams: 64 }, { unit: 'large slice', grams: 96 }, { unit: 'piece', grams: 64 }, { unit: 'oz', grams: 28.35 }, { unit: 'baguette', grams: 250 }],
    defaultGrams: 64,
  },
  {
    id: 'toast_sourdough', name: 'Toast, sourdough / French', category: 'bread', usda: '18030',
    aliases: ['sourdough toast', 'toasted sourdough', 'toasted baguette', 'french toast bread'],
    per100g: { calories: 319, protein_g: 13, carbohydrate_g: 61.93, fat_g: 2.14, fiber_g: 3.1, sugar_g: 3.59, sodium_mg: 720 },
    portions: [{ unit: 'slice', grams: 29 }, { unit: 'medium slice', grams: 59 }, { unit: 'large slice', grams: 88 }],
    defaultGrams: 59,
  },
  {
    id: 'bread_italian', name: 'Bread, Italian (ciabatta)', category: 'bread', usda: '18033',
    aliases: ['italian bread', 'ciabatta', 'ciabatta bread'],
    per100g: { calories: 271, protein_g: 8.8, carbohydrate_g: 50, fat_g: 3.5, fiber_g: 2.7, sugar_g: 0.83, sodium_mg: 613 },
    portions: [{ unit: 'slice', grams: 30 }, { unit: 'medium slice', grams: 20 }, { unit: 'piece', grams: 60 }, { unit: 'roll', grams: 80 }],
    defaultGrams: 60,
  },
  {
    id: 'bread_pumpernickel', name: 'Bread, pumpernickel', category: 'bread', usda: '18044',
    aliases: ['pumpernickel', 'pumpernickel bread'],
    per100g: { calories: 250, protein_g: 8.7, carbohydrate_g: 47.5, fat_g: 3.1, fiber_g: 6.5, sugar_g: 0.53, sodium_mg: 596 },
    portions: [{ unit: 'slice', grams: 32 }, { unit: 'oz', grams: 28.35 }],
    defaultGrams: 32,
  },
  {
    id: 'bread_raisin', name: 'Bread, raisin', category: 'bread', usda: '18047',
    aliases: ['raisin bread', 'cinnamon raisin bread', 'fruit loaf'],
    per100g: { calories: 274, protein_g: 7.9, carbohydrate_g: 52.3, fat_g: 4.4, fiber_g: 4.3, sugar_g: 5.68, sodium_mg: 347 },
    portions: [{ unit: 'slice', grams: 26 }, { unit: 'large slice', grams: 32 }],
    defaultGrams: 52,
  },
  {
    id: 'bread_oatmeal', name: 'Bread, oatmeal', category: 'bread', usda: '18039',
    aliases: ['oatmeal bread', 'oat bread'],
    per100g: { calories: 269, protein_g: 8.4, carbohydrate_g: 48.5, fat_g: 4.4, fiber_g: 4, sugar_g: 8.14, sodium_mg: 447 },
    portions: [{ unit: 'slice', grams: 27 }],
    defaultGrams: 54,
  },
  {
    id: 'pita_white', name: 'Pita bread, white', category: 'bread', usda: '18041',
    aliases: ['pita', 'pitta', 'pita bread', 'pitta bread', 'white pita'],
    per100g: { calories: 275, protein_g: 9.1, carbohydrate_g: 55.7, fat_g: 1.2, fiber_g: 2.2, sugar_g: 1.3, sodium_mg: 536 },
    portions: [{ unit: 'pita', grams: 60 }, { unit: 'large', grams: 60 }, { unit: 'small', grams: 28 }, { unit: 'piece', grams: 60 }],
    defaultGrams: 60,
  },
  {
    id: 'pita_whole_wheat', name: 'Pita bread, whole wheat', category: 'bread', usda: '18042',
    aliases: ['whole wheat pita', 'wholemeal pita', 'whole wheat pitta'],
    per100g: { calories: 266, protein_g: 9.8, carbohydrate_g: 55, fat_g: 2.6, fiber_g: 7.4, sugar_g: 0.82, sodium_mg: 444 },
    portions: [{ unit: 'pita', grams: 64 }, { unit: 'large', grams: 64 }, { unit: 'small', grams: 28 }, { unit: 'piece', grams: 64 }],
    defaultGrams: 64,
  },
  {
    id: 'naan', name: 'Naan', category: 'bread', usda: '28307',
    aliases: ['naan', 'nan bread', 'naan bread', 'garlic naan'],
    per100g: { calories: 291, protein_g: 9.62, carbohydrate_g: 50.43, fat_g: 5.65, fiber_g: 2.2, sugar_g: 3.55, sodium_mg: 465 },
    portions: [{ unit: 'piece', grams: 90 }, { unit: 'naan', grams: 90 }],
    defaultGrams: 90,
  },
  {
    id: 'bagel_plain', name: 'Bagel, plain', category: 'bread', usda: '18001',
    aliases: ['bagel', 'plain bagel', 'sesame bagel', 'poppy seed bagel', 'onion bagel', 'everything bagel'],
    per100g: { calories: 257, protein_g: 10.02, carbohydrate_g: 50.5, fat_g: 1.62, fiber_g: 2.2, sugar_g: 5.05, sodium_mg: 477 },
    portions: [{ unit: 'medium', grams: 105 }, { unit: 'large', grams: 131 }, { unit: 'small', grams: 69 }, { unit: 'mini', grams: 26 }, { unit: 'piece', grams: 105 }, { unit: 'bagel', grams: 105 }],
    defaultGrams: 105,
  },
  {
    id: 'bagel_cinnamon_raisin', name: 'Bagel, cinnamon-raisin', category: 'bread', usda: '18005',
    aliases: ['cinnamon raisin bagel', 'raisin bagel'],
    per100g: { calories: 274, protein_g: 9.8, carbohydrate_g: 55.2, fat_g: 1.7, fiber_g: 2.3, sugar_g: 5.98, sodium_mg: 344 },
    portions: [{ unit: 'medium', grams: 105 }, { unit: 'large', grams: 131 }, { unit: 'small', grams: 69 }, { unit: 'piece', grams: 105 }],
    defaultGrams: 105,
  },
  {
    id: 'english_muffin', name: 'English muffin', category: 'bread', usda: '18258',
    aliases: ['english muffin', 'muffin bread'],
    per100g: { calories: 227, protein_g: 8.87, carbohydrate_g: 44.17, fat_g: 1.69, fiber_g: 3.5, sugar_g: 3.53, sodium_mg: 425 },
    portions: [{ unit: 'muffin', grams: 57 }, { unit: 'piece', grams: 57 }],
    defaultGrams: 57,
  },
  {
    id: 'croissant', name: 'Croissant, butter', category: 'bread', usda: '18239',
    aliases: ['croissant', 'butter croissant'],
    per100g: { calories: 406, protein_g: 8.2, carbohydrate_g: 45.8, fat_g: 21, fiber_g: 2.6, sugar_g: 11.26, sodium_mg: 467 },
    portions: [{ unit: 'medium', grams: 57 }, { unit: 'large', grams: 67 }, { unit: 'small', grams: 42 }, { unit: 'mini', grams: 28 }, { unit: 'piece', grams: 57 }],
    defaultGrams: 57,
  },
  {
    id: 'bun_hamburger', name: 'Hamburger / hot dog bun', category: 'bread', usda: '18350',
    aliases: ['bun', 'hamburger bun', 'burger bun', 'hot dog bun', 'hotdog bun', 'bread roll bun', 'brioche bun'],
    per100g: { calories: 278, protein_g: 9.87, carbohydrate_g: 50.15, fat_g: 3.76, fiber_g: 2.1, sugar_g: 6.37, sodium_mg: 500 },
    portions: [{ unit: 'bun', grams: 42 }, { unit: 'piece', grams: 42 }, { unit: 'roll', grams: 42 }],
    defaultGrams: 42,
  },
  {
    id: 'dinner_roll', name: 'Dinner roll', category: 'bread', usda: '18342',
    aliases: ['dinner roll', 'bread roll', 'roll', 'white roll', 'soft roll'],
    per100g: { calories: 310, protein_g: 10.86, carbohydrate_g: 52.04, fat_g: 6.47, fiber_g: 2, sugar_g: 5.55, sodium_mg: 467 },
    portions: [{ unit: 'roll', grams: 28 }, { unit: 'small', grams: 25 }, { unit: 'large', grams: 43 }, { unit: 'piece', grams: 28 }],
    defaultGrams: 28,
  },
  // Medium = 7-8 inch (WEIGHT 49 g).
  {
    id: 'tortilla_flour', name: 'Tortilla, flour', category: 'bread', usda: '18364',
    aliases: ['tortilla', 'flour tortilla', 'wrap', 'tortilla wrap', 'burrito tortilla', 'white wrap'],
    per100g: { calories: 301, protein_g: 8, carbohydrate_g: 51.21, fat_g: 6.7, fiber_g: 2.3, sugar_g: 4.39, sodium_mg: 686 },
    portions: [{ unit: 'tortilla', grams: 49 }, { unit: 'medium', grams: 49 }, { unit: 'small', grams: 30 }, { unit: 'large', grams: 72 }, { unit: 'burrito size', grams: 117 }, { unit: 'piece', grams: 49 }],
    defaultGrams: 49,
  },
  {
    id: 'tortilla_corn', name: 'Tortilla, corn', category: 'bread', usda: '18363',
    aliases: ['corn tortilla', 'soft corn tortilla'],
    per100g: { calories: 218, protein_g: 5.7, carbohydrate_g: 44.64, fat_g: 2.85, fiber_g: 6.3, sugar_g: 0.88, sodium_mg: 45 },
    portions: [{ unit: 'tortilla', grams: 24 }, { unit: 'piece', grams: 24 }, { unit: 'small', grams: 24 }],
    defaultGrams: 48,
  },
  {
    id: 'tortilla_whole_wheat', name: 'Tortilla, whole wheat', category: 'bread', usda: '28295',
    aliases: ['whole wheat tortilla', 'whole wheat wrap', 'wholemeal wrap', 'wholegrain wrap'],
    per100g: { calories: 310, protein_g: 9.76, carbohydrate_g: 45.89, fat_g: 9.76, fiber_g: 9.8, sugar_g: 2.44, sodium_mg: 512 },
    portions: [{ unit: 'tortilla', grams: 41 }, { unit: 'piece', grams: 41 }],
    defaultGrams: 41,
  },
  {
    id: 'taco_shell', name: 'Taco shell, hard', category: 'bread', usda: '18360',
    aliases: ['taco shell', 'hard taco shell', 'crunchy taco shell'],
    per100g: { calories: 474, protein_g: 6.48, carbohydrate_g: 64.03, fat_g: 21.3, fiber_g: 7, sugar_g: 1.54, sodium_mg: 243 },
    portions: [{ unit: 'shell', grams: 13 }, { unit: 'piece', grams: 13 }, { unit: 'large', grams: 21 }],
    defaultGrams: 26,
  },
  {
    id: 'biscuit', name: 'Biscuit (scone-type), buttermilk', category: 'bread', usda: '18016',
    aliases: ['biscuit', 'buttermilk biscuit', 'southern biscuit', 'scone', 'plain scone'],
    per100g: { calories: 353, protein_g: 7, carbohydrate_g: 44.6, fat_g: 16.3, fiber_g: 1.5, sugar_g: 2.18, sodium_mg: 580 },
    portions: [{ unit: 'biscuit', grams: 60 }, { unit: 'medium', grams: 60 }, { unit: 'large', grams: 101 }, { unit: 'small', grams: 14 }, { unit: 'piece', grams: 60 }],
    defaultGrams: 60,
  },
  // fiber_g from SR 18023 (bread, cornbread, dry mix, prepared with 2% milk, 80% margar); empty in
  // 18024.
  // sugar_g from SR 18023 (bread, cornbread, dry mix, prepared with 2% milk, 80% margar); empty in
  // 18024.
  {
    id: 'cornbread', name: 'Cornbread', category: 'bread', usda: '18024',
    aliases: ['cornbread', 'corn bread', 'corn muffin'],
    per100g: { calories: 266, protein_g: 6.7, carbohydrate_g: 43.5, fat_g: 7.1, fiber_g: 2.3, sugar_g: 16.02, sodium_mg: 658 },
    portions: [{ unit: 'piece', grams: 65 }, { unit: 'slice', grams: 65 }, { unit: 'muffin', grams: 65 }],
    defaultGrams: 65,
  },
  {
    id: 'garlic_bread', name: 'Garlic bread', category: 'bread', usda: '18963',
    aliases: ['garlic bread', 'garlic toast', 'cheesy garlic bread'],
    per100g: { calories: 350, protein_g: 8.36, carbohydrate_g: 41.72, fat_g: 16.61, fiber_g: 2.5, sugar_g: 3.69, sodium_mg: 544 },
    portions: [{ unit: 'slice', grams: 43 }, { unit: 'piece', grams: 43 }, { unit: 'serving', grams: 86 }],
    defaultGrams: 86,
  },
  {
    id: 'focaccia', name: 'Focaccia', category: 'bread', usda: '18973',
    aliases: ['focaccia'],
    per100g: { calories: 249, protein_g: 8.77, carbohydrate_g: 35.82, fat_g: 7.89, fiber_g: 1.8, sugar_g: 1.75, sodium_mg: 561 },
    portions: [{ unit: 'piece', grams: 57 }, { unit: 'slice', grams: 57 }],
    defaultGrams: 57,
  },
  // Bare "muffin" defaults to a bakery blueberry muffin.
  {
    id: 'muffin_blueberry', name: 'Muffin, blueberry', category: 'bread', usda: '18274',
    aliases: ['muffin', 'blueberry muffin', 'fruit muffin', 'chocolate chip muffin'],
    per100g: { calories: 377, protein_g: 4.54, carbohydrate_g: 53.98, fat_g: 15.85, fiber_g: 1, sugar_g: 32.77, sodium_mg: 339 },
    portions: [{ unit: 'medium', grams: 113 }, { unit: 'large', grams: 139 }, { unit: 'small', grams: 66 }, { unit: 'extra large', grams: 168 }, { unit: 'mini', grams: 17 }, { unit: 'piece', grams: 113 }],
    defaultGrams: 113,
  },
  // fiber_g from SR 18268 (french toast, frozen, ready-to-heat); empty in 18269.
  // sugar_g from SR 18288 (pancakes plain, frozen, ready-to-heat (includes buttermilk)); empty in 18269.
  {
    id: 'french_toast', name: 'French toast', category: 'bread', usda: '18269',
    aliases: ['french toast', 'eggy bread', 'pain perdu'],
    per100g: { calories: 229, protein_g: 7.7, carbohydrate_g: 25, fat_g: 10.8, fiber_g: 1.1, sugar_g: 8.32, sodium_mg: 479 },
    portions: [{ unit: 'slice', grams: 65 }, { unit: 'piece', grams: 65 }, { unit: 'serving', grams: 130 }],
    defaultGrams: 130,
  },
  // fiber_g from SR 18365 (waffles, plain, frozen, ready-to-heat); empty in 18367.
  // sugar_g from SR 18365 (waffles, plain, frozen, ready-to-heat); empty in 18367.
  {
    id: 'waffle', name: 'Waffle', category: 'bread', usda: '18367',
    aliases: ['waffle', 'belgian waffle', 'homemade waffle'],
    per100g: { calories: 291, protein_g: 7.9, carbohydrate_g: 32.9, fat_g: 14.1, fiber_g: 2.2, sugar_g: 4.91, sodium_mg: 511 },
    portions: [{ unit: 'waffle', grams: 75 }, { unit: 'piece', grams: 75 }, { unit: 'large', grams: 75 }, { unit: 'square', grams: 35 }],
    defaultGrams: 75,
  },
  // 6-inch pancake = 77 g (WEIGHT).
  // fiber_g from SR 18288 (pancakes plain, frozen, ready-to-heat (includes buttermilk)); empty in 18293.
  // sugar_g from SR 18288 (pancakes plain, frozen, ready-to-heat (includes buttermilk)); empty in 18293.
  {
    id: 'pancake', name: 'Pancake, plain', category: 'bread', usda: '18293',
    aliases: ['pancake', 'pancakes', 'hotcake', 'flapjack', 'buttermilk pancake', 'griddle cake'],
    per100g: { calories: 227, protein_g: 6.4, carbohydrate_g: 28.3, fat_g: 9.7, fiber_g: 1, sugar_g: 8.32, sodium_mg: 439 },
    portions: [{ unit: 'pancake', grams: 77 }, { unit: 'medium', grams: 77 }, { unit: 'small', grams: 38 }, { unit: 'large', grams: 100 }, { unit: 'piece', grams: 77 }, { unit: 'stack', grams: 231 }],
    defaultGrams: 154,
  },
  // sugar_g from SR 18274 (muffins, blueberry, commercially prepared (includes mini-muf); empty in
  // 18019.
  {
    id: 'banana_bread', name: 'Banana bread', category: 'bread', usda: '18019',
    aliases: ['banana bread', 'banana loaf'],
    per100g: { calories: 326, protein_g: 4.3, carbohydrate_g: 54.6, fat_g: 10.5, fiber_g: 1.1, sugar_g: 32.77, sodium_mg: 302 },
    portions: [{ unit: 'slice', grams: 60 }, { unit: 'piece', grams: 60 }],
    defaultGrams: 60,
  },
]
