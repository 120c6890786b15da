// Condiments, sauces, dressings, dips and seasonings.
// Hand-curated. Per-100 g figures come from the USDA SR row named in `usda` (ABBREV: Energ_Kcal,
// Protein, Carbohydrt, Lipid_Tot, Fiber_TD, Sugar_Tot, Sodium); household grams from SR WEIGHT where it
// lists the measure, otherwise a typical serving. Entries without `usda` document their recipe.
// Where SR leaves fibre or sugar empty: 0 if the food has (almost) no carbohydrate, else the value
// of a close SR entry, noted on the entry.
import type { Food } from '../types.js'

export const CONDIMENTS: Food[] = [
  {
    id: 'ketchup', name: 'Ketchup', category: 'condiments', usda: '11935',
    aliases: ['ketchup', 'catsup', 'tomato ketchup', 'tomato sauce packet'],
    per100g: { calories: 112, protein_g: 1.25, carbohydrate_g: 26.23, fat_g: 0.18, fiber_g: 0.3, sugar_g: 21.71, sodium_mg: 907 },
    portions: [{ unit: 'tbsp', grams: 17 }, { unit: 'tsp', grams: 5.7 }, { unit: 'packet', grams: 9 }, { unit: 'cup', grams: 240 }, { unit: 'squirt', grams: 10 }, { unit: 'serving', grams: 17 }],
    defaultGrams: 17,
  },
  {
    id: 'mustard', name: 'Mustard, yellow', category: 'condiments', usda: '02046',
    aliases: ['mustard', 'yellow mustard', 'dijon mustard', 'dijon', 'wholegrain mustard', 'english mustard', 'american mustard'],
    per100g: { calories: 67, protein_g: 4.37, carbohydrate_g: 5.33, fat_g: 4.01, fiber_g: 3.3, sugar_g: 0.86, sodium_mg: 1135 },
    portions: [{ unit: 'tsp', grams: 5 }, { unit: 'packet', grams: 5 }, { unit: 'tbsp', grams: 15 }, { unit: 'cup', grams: 249 }],
    defaultGrams: 5,
  },
  {
    id: 'mayonnaise', name: 'Mayonnaise', category: 'condiments', usda: '04025',
    aliases: ['mayonnaise', 'mayo', 'aioli', 'garlic mayo'],
    per100g: { calories: 680, protein_g: 0.96, carbohydrate_g: 0.57, fat_g: 74.85, fiber_g: 0, sugar_g: 0.57, sodium_mg: 635 },
    portions: [{ unit: 'tbsp', grams: 13.8 }, { unit: 'tsp', grams: 4.6 }, { unit: 'packet', grams: 10 }, { unit: 'cup', grams: 220 }, { unit: 'serving', grams: 14 }],
    defaultGrams: 14,
  },
  // Checked against SR 04011 (a light mayonnaise).
  {
    id: 'mayonnaise_light', name: 'Mayonnaise, light', category: 'condiments', usda: '04011',
    aliases: ['light mayo', 'light mayonnaise', 'reduced fat mayo', 'low fat mayonnaise'],
    per100g: { calories: 334, protein_g: 0.6, carbohydrate_g: 8.5, fat_g: 32.9, fiber_g: 0.1, sugar_g: 4.2, sodium_mg: 633 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'tsp', grams: 5 }],
    defaultGrams: 15,
  },
  {
    id: 'bbq_sauce', name: 'Barbecue sauce', category: 'condiments', usda: '06150',
    aliases: ['bbq sauce', 'barbecue sauce', 'barbeque sauce', 'bbq'],
    per100g: { calories: 172, protein_g: 0.82, carbohydrate_g: 40.77, fat_g: 0.63, fiber_g: 0.9, sugar_g: 33.24, sodium_mg: 1027 },
    portions: [{ unit: 'tbsp', grams: 17 }, { unit: 'tsp', grams: 5.7 }, { unit: 'cup', grams: 279 }, { unit: 'serving', grams: 34 }],
    defaultGrams: 34,
  },
  {
    id: 'soy_sauce', name: 'Soy sauce', category: 'condiments', usda: '16123',
    aliases: ['soy sauce', 'soya sauce', 'shoyu', 'tamari', 'light soy sauce'],
    per100g: { calories: 53, protein_g: 8.14, carbohydrate_g: 4.93, fat_g: 0.57, fiber_g: 0.8, sugar_g: 0.4, sodium_mg: 5493 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'packet', grams: 8.9 }, { unit: 'cup', grams: 255 }],
    defaultGrams: 16,
  },
  {
    id: 'ranch', name: 'Ranch dressing', category: 'condiments', usda: '04639',
    aliases: ['ranch', 'ranch dressing', 'ranch dip'],
    per100g: { calories: 421, protein_g: 1.32, carbohydrate_g: 5.74, fat_g: 44.54, fiber_g: 0, sugar_g: 4.69, sodium_mg: 901 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 30 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 30,
  },
  // Bare "dressing" defaults to Italian dressing.
  {
    id: 'italian_dressing', name: 'Italian dressing', category: 'condiments', usda: '04114',
    aliases: ['italian dressing', 'salad dressing', 'dressing', 'house dressing'],
    per100g: { calories: 240, protein_g: 0.41, carbohydrate_g: 12.12, fat_g: 21.12, fiber_g: 0, sugar_g: 10.77, sodium_mg: 993 },
    portions: [{ unit: 'tbsp', grams: 14.7 }, { unit: 'serving', grams: 30 }, { unit: 'cup', grams: 235 }],
    defaultGrams: 30,
  },
  {
    id: 'caesar_dressing', name: 'Caesar dressing', category: 'condiments', usda: '43015',
    aliases: ['caesar dressing', 'caesar'],
    per100g: { calories: 542, protein_g: 2.17, carbohydrate_g: 3.3, fat_g: 57.85, fiber_g: 0.5, sugar_g: 2.81, sodium_mg: 1209 },
    portions: [{ unit: 'tbsp', grams: 14.7 }, { unit: 'serving', grams: 30 }, { unit: 'cup', grams: 235 }],
    defaultGrams: 30,
  },
  {
    id: 'blue_cheese_dressing', name: 'Blue cheese dressing', category: 'condiments', usda: '04539',
    aliases: ['blue cheese dressing', 'bleu cheese dressing', 'roquefort dressing'],
    per100g: { calories: 484, protein_g: 1.37, carbohydrate_g: 4.77, fat_g: 51.1, fiber_g: 0.4, sugar_g: 3.48, sodium_mg: 642 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 30,
  },
  {
    id: 'french_dressing', name: 'French dressing', category: 'condiments', usda: '04120',
    aliases: ['french dressing', 'catalina dressing'],
    per100g: { calories: 457, protein_g: 0.77, carbohydrate_g: 15.58, fat_g: 44.81, fiber_g: 0, sugar_g: 15.95, sodium_mg: 836 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'serving', grams: 32 }],
    defaultGrams: 32,
  },
  {
    id: 'thousand_island', name: 'Thousand island dressing', category: 'condiments', usda: '04017',
    aliases: ['thousand island', 'thousand island dressing', 'burger sauce', 'big mac sauce', 'special sauce'],
    per100g: { calories: 379, protein_g: 1.09, carbohydrate_g: 14.64, fat_g: 35.06, fiber_g: 0.8, sugar_g: 15.18, sodium_mg: 962 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 30,
  },
  {
    id: 'honey_mustard', name: 'Honey mustard dressing', category: 'condiments', usda: '04703',
    aliases: ['honey mustard', 'honey mustard dressing', 'honey mustard sauce'],
    per100g: { calories: 464, protein_g: 0.87, carbohydrate_g: 23.33, fat_g: 40.83, fiber_g: 0.4, sugar_g: 15.84, sodium_mg: 512 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 30,
  },
  {
    id: 'vinaigrette', name: 'Vinaigrette (oil and vinegar)', category: 'condiments', usda: '04135',
    aliases: ['vinaigrette', 'oil and vinegar', 'balsamic vinaigrette', 'french vinaigrette', 'olive oil dressing', 'oil and vinegar dressing'],
    per100g: { calories: 449, protein_g: 0, carbohydrate_g: 2.5, fat_g: 50.1, fiber_g: 0, sugar_g: 2.5, sodium_mg: 1 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'serving', grams: 32 }, { unit: 'cup', grams: 250 }],
    defaultGrams: 32,
  },
  // SR leaves fibre empty; vinegar has none.
  {
    id: 'balsamic_vinegar', name: 'Balsamic vinegar', category: 'condiments', usda: '02069',
    aliases: ['balsamic vinegar', 'balsamic', 'balsamic glaze'],
    per100g: { calories: 88, protein_g: 0.49, carbohydrate_g: 17.03, fat_g: 0, fiber_g: 0, sugar_g: 14.95, sodium_mg: 23 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }, { unit: 'drizzle', grams: 5 }],
    defaultGrams: 16,
  },
  {
    id: 'vinegar', name: 'Vinegar', category: 'condiments', usda: '02048',
    aliases: ['vinegar', 'cider vinegar', 'apple cider vinegar', 'white vinegar', 'wine vinegar', 'malt vinegar', 'rice vinegar'],
    per100g: { calories: 21, protein_g: 0, carbohydrate_g: 0.93, fat_g: 0, fiber_g: 0, sugar_g: 0.4, sodium_mg: 5 },
    portions: [{ unit: 'tbsp', grams: 14.9 }, { unit: 'tsp', grams: 5 }, { unit: 'splash', grams: 5 }],
    defaultGrams: 15,
  },
  {
    id: 'salt', name: 'Salt', category: 'condiments', usda: '02047',
    aliases: ['salt', 'table salt', 'sea salt', 'pinch of salt', 'kosher salt'],
    per100g: { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 38758 },
    portions: [{ unit: 'tsp', grams: 6 }, { unit: 'tbsp', grams: 18 }, { unit: 'pinch', grams: 0.4 }, { unit: 'dash', grams: 0.4 }, { unit: 'sprinkle', grams: 0.4 }],
    defaultGrams: 0.4,
  },
  // Bare "pepper" is the spice; the vegetable is "bell pepper".
  {
    id: 'black_pepper', name: 'Black pepper', category: 'condiments', usda: '02030',
    aliases: ['pepper', 'black pepper', 'ground pepper', 'cracked pepper'],
    per100g: { calories: 251, protein_g: 10.39, carbohydrate_g: 63.95, fat_g: 3.26, fiber_g: 25.3, sugar_g: 0.64, sodium_mg: 20 },
    portions: [{ unit: 'tsp', grams: 2.3 }, { unit: 'tbsp', grams: 6.9 }, { unit: 'dash', grams: 0.1 }, { unit: 'pinch', grams: 0.1 }],
    defaultGrams: 0.1,
  },
  {
    id: 'cinnamon', name: 'Cinnamon, ground', category: 'condiments', usda: '02010',
    aliases: ['cinnamon', 'ground cinnamon'],
    per100g: { calories: 247, protein_g: 3.99, carbohydrate_g: 80.59, fat_g: 1.24, fiber_g: 53.1, sugar_g: 2.17, sodium_mg: 10 },
    portions: [{ unit: 'tsp', grams: 2.6 }, { unit: 'tbsp', grams: 7.8 }, { unit: 'pinch', grams: 0.3 }, { unit: 'sprinkle', grams: 0.5 }],
    defaultGrams: 0.5,
  },
  {
    id: 'relish', name: 'Sweet pickle relish', category: 'condiments', usda: '11945',
    aliases: ['relish', 'pickle relish', 'sweet relish', 'hot dog relish'],
    per100g: { calories: 130, protein_g: 0.37, carbohydrate_g: 35.06, fat_g: 0.47, fiber_g: 1.1, sugar_g: 29.13, sodium_mg: 811 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'packet', grams: 10 }, { unit: 'tsp', grams: 5 }],
    defaultGrams: 15,
  },
  {
    id: 'hoisin', name: 'Hoisin sauce', category: 'condiments', usda: '06175',
    aliases: ['hoisin', 'hoisin sauce', 'plum sauce'],
    per100g: { calories: 220, protein_g: 3.31, carbohydrate_g: 44.08, fat_g: 3.39, fiber_g: 2.8, sugar_g: 27.26, sodium_mg: 1615 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'tsp', grams: 5.3 }],
    defaultGrams: 16,
  },
  {
    id: 'tartar_sauce', name: 'Tartar sauce', category: 'condiments', usda: '27049',
    aliases: ['tartar sauce', 'tartare sauce'],
    per100g: { calories: 211, protein_g: 1, carbohydrate_g: 13.3, fat_g: 16.7, fiber_g: 0.5, sugar_g: 4.25, sodium_mg: 667 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 30 }],
    defaultGrams: 30,
  },
  {
    id: 'hot_sauce', name: 'Hot sauce', category: 'condiments', usda: '06168',
    aliases: ['hot sauce', 'sriracha', 'tabasco', 'chili sauce', 'chilli sauce', 'buffalo sauce', 'hot pepper sauce', 'peri peri sauce'],
    per100g: { calories: 11, protein_g: 0.51, carbohydrate_g: 1.75, fat_g: 0.37, fiber_g: 0.3, sugar_g: 1.26, sodium_mg: 2643 },
    portions: [{ unit: 'tsp', grams: 4.7 }, { unit: 'tbsp', grams: 14 }, { unit: 'dash', grams: 1.2 }, { unit: 'splash', grams: 5 }],
    defaultGrams: 5,
  },
  {
    id: 'horseradish', name: 'Horseradish, prepared', category: 'condiments', usda: '02055',
    aliases: ['horseradish', 'horseradish sauce', 'wasabi'],
    per100g: { calories: 48, protein_g: 1.18, carbohydrate_g: 11.29, fat_g: 0.69, fiber_g: 3.3, sugar_g: 7.99, sodium_mg: 420 },
    portions: [{ unit: 'tsp', grams: 5 }, { unit: 'tbsp', grams: 15 }],
    defaultGrams: 5,
  },
  {
    id: 'teriyaki_sauce', name: 'Teriyaki sauce', category: 'condiments', usda: '06112',
    aliases: ['teriyaki', 'teriyaki sauce'],
    per100g: { calories: 89, protein_g: 5.93, carbohydrate_g: 15.56, fat_g: 0.02, fiber_g: 0.1, sugar_g: 14.1, sodium_mg: 3833 },
    portions: [{ unit: 'tbsp', grams: 18 }, { unit: 'tsp', grams: 6 }, { unit: 'cup', grams: 288 }],
    defaultGrams: 18,
  },
  {
    id: 'oyster_sauce', name: 'Oyster sauce', category: 'condiments', usda: '06176',
    aliases: ['oyster sauce'],
    per100g: { calories: 51, protein_g: 1.35, carbohydrate_g: 10.92, fat_g: 0.25, fiber_g: 0.3, sugar_g: 0, sodium_mg: 2733 },
    portions: [{ unit: 'tbsp', grams: 18 }, { unit: 'tsp', grams: 6 }],
    defaultGrams: 18,
  },
  {
    id: 'fish_sauce', name: 'Fish sauce', category: 'condiments', usda: '06179',
    aliases: ['fish sauce', 'nam pla', 'nuoc mam'],
    per100g: { calories: 35, protein_g: 5.06, carbohydrate_g: 3.64, fat_g: 0.01, fiber_g: 0, sugar_g: 3.64, sodium_mg: 7851 },
    portions: [{ unit: 'tbsp', grams: 18 }, { unit: 'tsp', grams: 6 }],
    defaultGrams: 6,
  },
  {
    id: 'worcestershire', name: 'Worcestershire sauce', category: 'condiments', usda: '06971',
    aliases: ['worcestershire', 'worcestershire sauce'],
    per100g: { calories: 78, protein_g: 0, carbohydrate_g: 19.46, fat_g: 0, fiber_g: 0, sugar_g: 10.03, sodium_mg: 980 },
    portions: [{ unit: 'tbsp', grams: 17 }, { unit: 'tsp', grams: 5.7 }, { unit: 'dash', grams: 1 }],
    defaultGrams: 5,
  },
  {
    id: 'salsa', name: 'Salsa', category: 'condiments', usda: '06164',
    aliases: ['salsa', 'tomato salsa', 'pico de gallo', 'salsa verde', 'chunky salsa', 'picante sauce'],
    per100g: { calories: 29, protein_g: 1.54, carbohydrate_g: 6.72, fat_g: 0.17, fiber_g: 1.8, sugar_g: 3.94, sodium_mg: 705 },
    portions: [{ unit: 'tbsp', grams: 18 }, { unit: 'serving', grams: 36 }, { unit: 'cup', grams: 259 }, { unit: 'jar', grams: 454 }],
    defaultGrams: 36,
  },
  {
    id: 'marinara', name: 'Marinara / pasta sauce', category: 'condiments', usda: '06931',
    aliases: ['marinara', 'marinara sauce', 'pasta sauce', 'spaghetti sauce', 'tomato pasta sauce', 'napoletana sauce', 'arrabbiata sauce', 'red sauce', 'pizza sauce'],
    per100g: { calories: 49, protein_g: 1.41, carbohydrate_g: 7.53, fat_g: 1.48, fiber_g: 1.8, sugar_g: 5.5, sodium_mg: 419 },
    portions: [{ unit: 'cup', grams: 264 }, { unit: 'serving', grams: 132 }, { unit: 'tbsp', grams: 16 }, { unit: 'jar', grams: 680 }],
    defaultGrams: 132,
  },
  // Bare "gravy" defaults to brown (beef) gravy.
  {
    id: 'gravy', name: 'Gravy, beef (brown)', category: 'condiments', usda: '06116',
    aliases: ['gravy', 'beef gravy', 'brown gravy', 'onion gravy'],
    per100g: { calories: 53, protein_g: 3.75, carbohydrate_g: 4.81, fat_g: 2.36, fiber_g: 0.4, sugar_g: 0.21, sodium_mg: 560 },
    portions: [{ unit: 'cup', grams: 233 }, { unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 60 }, { unit: 'ladle', grams: 60 }],
    defaultGrams: 60,
  },
  {
    id: 'gravy_chicken', name: 'Gravy, chicken / turkey', category: 'condiments', usda: '06119',
    aliases: ['chicken gravy', 'turkey gravy', 'poultry gravy'],
    per100g: { calories: 79, protein_g: 1.93, carbohydrate_g: 5.42, fat_g: 5.71, fiber_g: 0.4, sugar_g: 0.78, sodium_mg: 424 },
    portions: [{ unit: 'cup', grams: 238 }, { unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 60 }],
    defaultGrams: 60,
  },
  {
    id: 'cheese_sauce', name: 'Cheese sauce', category: 'condiments', usda: '06930',
    aliases: ['cheese sauce', 'nacho cheese', 'queso', 'cheese dip'],
    per100g: { calories: 174, protein_g: 6.71, carbohydrate_g: 6.83, fat_g: 13.29, fiber_g: 0.5, sugar_g: 0.42, sodium_mg: 828 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'serving', grams: 63 }, { unit: 'cup', grams: 252 }],
    defaultGrams: 63,
  },
  {
    id: 'peanut_sauce', name: 'Peanut sauce (satay)', category: 'condiments', usda: '27059',
    aliases: ['peanut sauce', 'satay sauce'],
    per100g: { calories: 257, protein_g: 6.31, carbohydrate_g: 22.02, fat_g: 16.02, fiber_g: 1.8, sugar_g: 17.07, sodium_mg: 1338 },
    portions: [{ unit: 'tbsp', grams: 18 }, { unit: 'serving', grams: 36 }],
    defaultGrams: 36,
  },
  // fiber_g from SR 12117 (nuts, coconut milk, raw (liquid expressed from grated meat a); empty in
  // 12118.
  // sugar_g from SR 12117 (nuts, coconut milk, raw (liquid expressed from grated meat a); empty in
  // 12118.
  {
    id: 'coconut_milk', name: 'Coconut milk, canned', category: 'condiments', usda: '12118',
    aliases: ['coconut milk', 'coconut cream', 'canned coconut milk'],
    per100g: { calories: 197, protein_g: 2.02, carbohydrate_g: 2.81, fat_g: 21.33, fiber_g: 2.2, sugar_g: 3.34, sodium_mg: 13 },
    portions: [{ unit: 'cup', grams: 226 }, { unit: 'tbsp', grams: 15 }, { unit: 'can', grams: 400 }],
    defaultGrams: 60, density: 0.94,
  },
  {
    id: 'cocktail_sauce', name: 'Cocktail sauce', category: 'condiments', usda: '27051',
    aliases: ['cocktail sauce', 'seafood sauce', 'marie rose sauce'],
    per100g: { calories: 124, protein_g: 1.36, carbohydrate_g: 28.22, fat_g: 1.05, fiber_g: 1.8, sugar_g: 11.83, sodium_mg: 983 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 60 }],
    defaultGrams: 30,
  },
  {
    id: 'coffee_creamer', name: 'Coffee creamer (non-dairy)', category: 'condiments', usda: '01067',
    aliases: ['creamer', 'coffee creamer', 'non-dairy creamer', 'coffee whitener', 'coffee mate'],
    per100g: { calories: 136, protein_g: 1, carbohydrate_g: 11.38, fat_g: 9.97, fiber_g: 0, sugar_g: 11.38, sodium_mg: 67 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'container', grams: 15 }, { unit: 'tsp', grams: 5 }, { unit: 'splash', grams: 15 }],
    defaultGrams: 15, density: 1,
  },
  // No SR entry: avocado 85, tomato 7, onion 4, lime juice 3, salt 0.5, jalapeño 0.5 (g).
  // Recipe (per 100 g as served): 85 g avocados, raw, all commercial varieties (09037), 7 g tomatoes,
  // red, ripe, raw, year round average (11529), 4 g onions, raw (11282), 3 g lime juice, raw (09160),
  // 0.5 g salt, table (02047), 0.5 g peppers, jalapeno, raw (11979).
  {
    id: 'guacamole', name: 'Guacamole', category: 'condiments',
    aliases: ['guacamole', 'guac', 'avocado dip', 'smashed avocado'],
    per100g: { calories: 140, protein_g: 1.82, carbohydrate_g: 8.18, fat_g: 12.48, fiber_g: 5.87, sugar_g: 0.99, sodium_mg: 200 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 60 }, { unit: 'cup', grams: 230 }, { unit: 'scoop', grams: 60 }],
    defaultGrams: 60,
  },
  // No SR entry: fresh basil 35, olive oil 40, parmesan 13, pine nuts 10, garlic 2, salt 0.5 (g).
  // Recipe (per 100.5 g as served): 35 g basil, fresh (02044), 40 g oil, olive, salad or cooking
  // (04053), 13 g cheese, parmesan, hard (01033), 10 g nuts, pine nuts, dried (12147), 2 g garlic, raw
  // (11215), 0.5 g salt, table (02047).
  {
    id: 'pesto', name: 'Pesto (basil)', category: 'condiments',
    aliases: ['pesto', 'basil pesto', 'pesto sauce', 'pesto genovese'],
    per100g: { calories: 480, protein_g: 7.21, carbohydrate_g: 3.3, fat_g: 50.18, fiber_g: 0.97, sugar_g: 0.59, sodium_mg: 374 },
    portions: [{ unit: 'tbsp', grams: 16 }, { unit: 'serving', grams: 30 }, { unit: 'cup', grams: 250 }],
    defaultGrams: 30,
  },
  // No SR entry for the prepared sauce: heavy cream 60, butter 15, parmesan 25 (g).
  // Recipe (per 100 g as served): 60 g cream, fluid, heavy whipping (01053), 15 g butter, salted
  // (01001), 25 g cheese, parmesan, hard (01033).
  {
    id: 'alfredo_sauce', name: 'Alfredo sauce', category: 'condiments',
    aliases: ['alfredo', 'alfredo sauce', 'cream sauce', 'white sauce', 'carbonara sauce'],
    per100g: { calories: 413, protein_g: 10.29, carbohydrate_g: 2.49, fat_g: 40.82, fiber_g: 0, sugar_g: 1.88, sodium_mg: 463 },
    portions: [{ unit: 'cup', grams: 250 }, { unit: 'serving', grams: 125 }, { unit: 'tbsp', grams: 16 }],
    defaultGrams: 125,
  },
  // No SR entry: Greek yogurt 60, cucumber 30, olive oil 5, garlic 2, lemon juice 3, salt 0.5 (g).
  // Recipe (per 100.5 g as served): 60 g yogurt, greek, plain, nonfat (01256), 30 g cucumber, with peel,
  // raw (11205), 5 g oil, olive, salad or cooking (04053), 2 g garlic, raw (11215), 3 g lemon juice, raw
  // (09152), 0.5 g salt, table (02047).
  {
    id: 'tzatziki', name: 'Tzatziki', category: 'condiments',
    aliases: ['tzatziki', 'tzatziki sauce', 'cucumber yogurt sauce', 'raita'],
    per100g: { calories: 87, protein_g: 6.41, carbohydrate_g: 4.1, fat_g: 5.26, fiber_g: 0.2, sugar_g: 2.53, sodium_mg: 215 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 60 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 60,
  },
  // No SR entry: sour cream 90, dry onion soup mix 3, cream cheese 7 (g).
  // Recipe (per 100 g as served): 90 g cream, sour, cultured (01056), 3 g soup, onion, dry, mix (06094),
  // 7 g cheese, cream (01017).
  {
    id: 'sour_cream_dip', name: 'French onion dip', category: 'condiments',
    aliases: ['onion dip', 'french onion dip', 'sour cream dip', 'chip dip'],
    per100g: { calories: 206, protein_g: 2.5, carbohydrate_g: 4.83, fat_g: 20.16, fiber_g: 0.2, sugar_g: 2.96, sodium_mg: 309 },
    portions: [{ unit: 'tbsp', grams: 15 }, { unit: 'serving', grams: 30 }, { unit: 'cup', grams: 240 }],
    defaultGrams: 30,
  },
]
