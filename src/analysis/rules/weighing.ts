// The rules of composing and weighing: a dish and what comes with it (pass "compose"), the grams
// of each item (pass "weigh"), and what a person can eat at once (pass "check").
import type { Rule } from './types.js'

export const WEIGHING_RULES = [
  // compose: a dish and what comes with it
  {
    name: 'same-measure',
    pass: 'weigh',
    says: 'a measure word people use for the survey\'s portion word is that portion ("a small pack of crackers" is "1 small single serving bag")',
    example: { text: 'a small pack of Ritz crackers', expect: { foods: ['crackers_butter'], grams: [0, 45, 1] } },
  },
  {
    name: 'dish-on-bread',
    pass: 'compose',
    says: 'a dish, its fillings and the bread it is on ("with steak, cheese and egg on a bagel") are one food when one names them all',
    example: { text: 'a sandwich with steak, cheese and egg on a toasted bagel', expect: { foods: ['fndds:32202045'] } },
  },
  {
    name: 'on-bread-is-sandwich',
    pass: 'compose',
    says: 'a filling, or a list of them, told on the bread it is closed in with no "with" list ("a beef hot dog on a soft white bun", "sausage, egg and cheese on a biscuit") is the survey\'s sandwich of them on that bread',
    example: { text: 'a beef hot dog on a soft white bun', expect: { foods: ['fndds:27564061'] } },
  },
  {
    name: 'bread-in-name',
    pass: 'compose',
    says: 'a sandwich\'s own bread ("a bagel sandwich") names the food with its fillings',
    example: { text: 'a bagel sandwich with steak, cheese and egg', expect: { foods: ['fndds:32202045'] } },
  },
  {
    name: 'drink-of-ingredients',
    pass: 'compose',
    says: 'a drink told with two or more solid ingredients ("smoothie with banana, strawberries and milk") is those ingredients',
    example: { text: 'smoothie with banana, strawberries and milk', expect: { foods: ['banana', 'strawberries', 'milk_whole'] } },
  },
  {
    name: 'dish-takes-parts',
    pass: 'compose',
    says: 'a dish with several parts is the more specific dish that names them ("omelette with ham, cheese")',
    example: { text: 'omelette with ham, cheese', expect: { foods: ['omelette_ham_cheese'] } },
  },
  {
    name: 'dish-told-with-parts',
    pass: 'compose',
    says: 'a dish told with its parts is the survey dish whose name holds them all, however it calls the dish ("a turkey sub with cheese, lettuce and tomato")',
    example: { text: 'a turkey sub with cheese, lettuce and tomato', expect: { foods: ['fndds:27540350'] } },
  },
  {
    name: 'dish-in-its-part',
    pass: 'compose',
    says: 'a food told in or on what the survey names as its part is the survey food naming both ("a vanilla soft serve in a waffle cone")',
    example: { text: 'a vanilla soft serve in a waffle cone', expect: { foods: ['fndds:13120786'] } },
  },
  {
    name: 'parts-before-dish',
    pass: 'compose',
    says: 'parts listed before a bare dish are its parts and the list\'s amount its amount, when one survey food names them all ("a medium egg, bean and breakfast meat burrito")',
    example: { text: 'a medium egg, bean and breakfast meat burrito', expect: { foods: ['fndds:58100020'] } },
  },
  {
    name: 'dish-part-after',
    pass: 'compose',
    says: 'an item told right after a dish that names no dish itself but reads as one of its kind is the dish\'s part ("a slice of pepperoni pizza with extra cheese and a stuffed crust")',
    example: { text: 'a slice of pepperoni pizza with extra cheese and a stuffed crust', expect: { foods: ['pizza_pepperoni', 'cheese_cheddar'] } },
  },
  {
    name: 'count-names-its-unit',
    pass: 'weigh',
    says: 'a number in a survey portion\'s note says that portion only with the unit it counts ("1 sandwich" is not "1 sandwich (1 slice bread)")',
    example: { text: '1 peanut butter sandwich on wheat bread', expect: { foods: ['fndds:42301020'], grams: [0, 92, 1] } },
  },
  {
    name: 'dish-takes-part',
    pass: 'compose',
    says: 'a food with a part is the more specific food that names both ("white rice with green peas")',
    example: { text: 'white rice with green peas', expect: { foods: ['fndds:58160430'] } },
  },
  {
    name: 'fillings-name-dish',
    pass: 'compose',
    says: 'a dish and its fillings, each by its name or its kind ("sausage" is meat), are the food that names them',
    example: { text: 'a pizza topped with sausage', expect: { foods: ['fndds:58106610'] } },
  },
  {
    name: 'filled-dish',
    pass: 'compose',
    says: 'a filled dish (not a sandwich) holds its fillings already ("an empanada stuffed with beef and onions")',
    example: { text: 'an empanada stuffed with beef and onions', expect: { foods: ['empanada'] } },
  },
  {
    name: 'filled-dish-on-bread',
    pass: 'compose',
    says: 'the bread a filled dish is on is the dish\'s own ("a sandwich filled with egg salad on rye bread")',
    example: { text: 'a sandwich filled with egg salad on rye bread', expect: { foods: ['sandwich_egg_salad'] } },
  },
  {
    name: 'part-of-dish',
    pass: 'compose',
    says: 'a dish\'s own part ("a pizza with a thin crust") is the dish\'s, never a second dish',
    example: { text: 'a slice of mushroom pizza with a thin crust', expect: { foods: ['pizza_cheese'] } },
  },
  {
    name: 'dish-names-part',
    pass: 'compose',
    says: 'what a dish\'s own name says it has ("pho with beef", "ramen with pork and an egg") is part of it',
    example: { text: 'a bowl of pho with beef, then tea', expect: { foods: ['pho', 'tea_black'] } },
  },
  {
    name: 'name-says-with',
    pass: 'compose',
    says: 'what a food\'s name says it comes with ("cake, with icing") is no second item',
    example: { text: 'a slice of chocolate diet cake with icing, then coffee', expect: { foods: ['fndds:53105500', 'coffee_black'] } },
  },
  {
    name: 'bare-after-weighed',
    pass: 'compose',
    says: 'in a meal told in weights, a food told with no amount after a weighed one, in its sentence, is part of it ("200 g of pasta, with parmesan")',
    example: { text: '200 g of pasta, with parmesan', expect: { foods: ['pasta_cooked'], grams: [0, 200, 0.5] } },
  },
  {
    name: 'weighed-dish-of-parts',
    pass: 'compose',
    says: 'a weighed item and what it is told with or on are the one dish that names them all ("a 114 g sausage and cheese on an English muffin")',
    example: { text: 'a 114g sausage and cheese on an English muffin', expect: { foods: ['fndds:27560670'], grams: [0, 114, 0.5] } },
  },
  {
    name: 'splash',
    pass: 'compose',
    says: 'a liquid added to a drink without an amount ("a latte with oat milk") is a splash (30 ml)',
    example: { text: 'a latte with oat milk', expect: { foods: ['latte', 'oat_milk'], grams: [1, 30.9, 0.5] } },
  },
  {
    name: 'topping',
    pass: 'compose',
    says: 'what tops a staple, a bread, a salad or a dessert without an amount is capped by its group ("rice with dal": 80 g)',
    example: { text: 'a bowl of rice with dal', expect: { foods: ['rice_white_cooked', 'lentils'], grams: [1, 80, 1] } },
  },
  {
    name: 'staple-is-no-topping',
    pass: 'compose',
    says: 'a staple eaten by the plate ("kimchi with rice") is the meal\'s bulk, not a topping',
    example: { text: 'kimchi with rice', expect: { foods: ['sauerkraut', 'rice_white_cooked'], grams: [1, 158, 1] } },
  },
  // weigh: the grams of each item
  {
    name: 'own-portion',
    pass: 'weigh',
    says: 'the food\'s own household portion the words name ("a date", "a fun size box") weighs the item',
    example: { text: '1 date', expect: { foods: ['fndds:62110100'], grams: [0, 8, 1] } },
  },
  {
    name: 'name-is-no-portion',
    pass: 'weigh',
    says: 'a part of a thing named only by the food\'s own name, no amount said, made whole far beyond the food\'s usual portion ("coated fried chicken" by "1/2 chicken": 930 g) is not the portion meant',
    example: { text: 'coated fried chicken', expect: { foods: ['fndds:24107070'], grams: [0, 85, 1] } },
  },
  {
    name: 'survey-twin-portion',
    pass: 'weigh',
    says: 'a portion a curated food lacks ("1 extra large pancake") is weighed as its survey twin\'s',
    example: { text: '1 extra large pancake', expect: { foods: ['pancake'], grams: [0, 150, 1] } },
  },
  {
    name: 'whole-thing',
    pass: 'weigh',
    says: '"a whole" dish is the portion that is the whole thing ("a whole lemon meringue pie")',
    example: { text: 'a whole lemon meringue pie', expect: { foods: ['fndds:53381000'], grams: [0, 1094, 5] } },
  },
  {
    name: 'slice-is-piece',
    pass: 'weigh',
    says: '"a slice" of a food the survey cuts in pieces (pizza, cake, pie) is a piece',
    example: { text: 'a slice of sausage pizza', expect: { foods: ['fndds:58106610'], grams: [0, 138, 1] } },
  },
  {
    name: 'usual-size-unsaid',
    pass: 'weigh',
    says: 'the usual size goes unsaid ("a slice" is "1 medium or regular slice")',
    example: { text: 'a slice of cinnamon bread', expect: { foods: ['fndds:51113010'], grams: [0, 28, 1] } },
  },
  {
    name: 'middle-portion',
    pass: 'weigh',
    says: 'when several portions fit as well ("a cup": whole, hulled), the middle one by weight errs least',
    example: { text: 'a cup of salted pumpkin seeds', expect: { foods: ['fndds:43101100'], grams: [0, 46, 1] } },
  },
  {
    name: 'piece-not-whole',
    pass: 'weigh',
    says: '"a piece of" a food the survey also weighs whole is the piece, however its name matches the whole',
    example: { text: 'a piece of jelly roll cake', expect: { foods: ['fndds:53113000'], grams: [0, 51, 1] } },
  },
  {
    name: 'plural-is-two',
    pass: 'weigh',
    says: 'a countable food told as a plural without an amount ("eggs") is at least two of it',
    example: { text: 'eggs', expect: { foods: ['egg_boiled'], grams: [0, 100, 1] } },
  },
  {
    name: 'length-without-measure',
    pass: 'weigh',
    says: 'a length ("a 12 inch pizza") for a food with no measure by length is one natural portion',
    example: { text: 'a 12 inch pizza', expect: { foods: ['pizza_cheese'], grams: [0, 107, 1] } },
  },
  {
    name: 'length-is-no-count',
    pass: 'weigh',
    says: 'a length before a food whose portions it matches ("a 10 inch Subway sub": the survey\'s 6-inch and footlong subs) says the portion\'s size, never how many',
    example: { text: 'a 10 inch Subway turkey sub', expect: { foods: ['sandwich_turkey'], grams: [0, 360, 120] } },
  },
  {
    name: 'size-says-how-much',
    pass: 'weigh',
    says: 'a size with a measure the food does not know ("a large drink of orange juice") says how much',
    example: { text: 'a large drink of orange juice', expect: { foods: ['orange_juice'], grams: [0, 494, 2] } },
  },
  {
    name: 'count-is-pieces',
    pass: 'weigh',
    says: 'a count of a survey food whose usual amount is several pieces ("one alcapurria") is of pieces',
    example: { text: 'one alcapurria', expect: { foods: ['fndds:77250110'], grams: [0, 60, 1] } },
  },
  {
    name: 'oz-of-drink',
    pass: 'weigh',
    says: 'ounces of a drink ("12 oz beer") are fluid ounces',
    example: { text: '12 oz beer', expect: { foods: ['beer'], grams: [0, 354.9, 0.5] } },
  },
  // check: what a person can eat at once
  {
    name: 'item-limit',
    pass: 'check',
    says: "an item weighs at most four of its food's largest portion, or 3 kg as written, and is less sure when bounded",
    example: { text: '9000 g of cooked white rice', expect: { foods: ['rice_white_cooked'], grams: [0, 3000, 1] } },
  },
  {
    name: 'count-read-as-one',
    pass: 'check',
    says: 'a count beyond what a person eats ("20 plates") is read again as one',
    example: { text: 'I had 20 plates of full breakfast', expect: { foods: ['full_breakfast'], grams: [0, 400, 1] } },
  },
  {
    name: 'meal-limit',
    pass: 'check',
    says: 'a meal above 5,000 kcal has a confidence of at most 0.2',
    example: { text: '1323 g of pumpkin cake with icing', expect: { grams: [0, 1323, 1], confidenceAtMost: 0.2 } },
  },
] as const satisfies readonly Rule[]
