// The rules of naming the foods: which food a fragment names (pass "match"), which item each
// fragment is or goes with (pass "link"), and what is no second helping (pass "retold").
import type { Rule } from './types.js'

export const MATCHING_RULES = [
  // match: the food a fragment names
  {
    name: 'unit-word-in-name',
    pass: 'match',
    says: 'a word read as a unit or size may be the food ("2 eggs", "a bagel", "mini muffins") when the phrase names one',
    example: { text: '2 eggs', expect: { foods: ['egg_boiled'], grams: [0, 100, 1], unmatched: [] } },
  },
  {
    name: 'dish-on-its-bread',
    pass: 'match',
    says: 'a dish read as the measure before "on" a bread ("a small hamburger on whole wheat bread"), when no food names them all, is the dish on its own bread, not a slice of bread',
    example: { text: 'a small hamburger on whole wheat bread', expect: { foods: ['hamburger'] } },
  },
  {
    name: 'eggs-in-dish',
    pass: 'match',
    says: 'a number of eggs before an egg dish is the eggs it is made with ("a 3 egg omelet"), not that many dishes',
    example: { text: '3 egg salad', expect: { foods: ['egg_salad'], grams: [0, 204, 30] } },
  },
  {
    name: 'measure-alone',
    pass: 'match',
    says: 'a measure alone ("in a bowl") names a food only when it is that food\'s whole name ("a bagel"), never as a part of one ("fruit bowl")',
    example: { text: 'a cup of cereal in a bowl', expect: { foods: ['cornflakes'] } },
  },
  {
    name: 'unit-word-from-place',
    pass: 'match',
    says: 'a word read as a unit is the food when the rest only says where it came from ("a soda | from McDonald\'s"); such a place is never the head noun',
    example: { text: "a soda from McDonald's", expect: { foods: ['cola'], unmatched: [] } },
  },
  {
    name: 'measure-of-food-names-food',
    pass: 'match',
    says: 'a measure the food is never served in that names a food with it is that food ("a bar of granola" is a granola bar, not a cup of granola)',
    example: { text: 'a bar of granola', expect: { foods: ['granola_bar'], unmatched: [] } },
  },
  {
    name: 'measure-names-food',
    pass: 'match',
    says: 'a phrase ending in a measure ("whole wheat slices") names a food measured so',
    example: { text: 'two whole wheat slices', expect: { foods: ['bread_whole_wheat'] } },
  },
  {
    name: 'number-names-food',
    pass: 'match',
    says: 'a number that begins a known name ("a 7 Up", "a Quarter Pounder") is the name, not a count',
    example: { text: 'a 7 Up', expect: { foods: ['lemon_lime_soda'] } },
  },
  {
    name: 'unit-inside-name',
    pass: 'match',
    says: 'a unit or size word left inside the name ("a large mango", "2 toast slices") is the item\'s measure',
    example: { text: 'a large mango', expect: { foods: ['mango'], grams: [0, 336, 1] } },
  },
  {
    name: 'brand-is-no-food',
    pass: 'match',
    says: 'a brand or restaurant the rest of the words name ("Burger King", "peanut butter cup") does not make them its food',
    example: { text: 'one bite-sized peanut butter cup candy', expect: { grams: [0, 14, 1] } },
  },
  {
    name: 'clause-cut',
    pass: 'match',
    says: 'when a fragment names no food whole, its start before a clause word ("which", "for", "to") may',
    example: { text: 'a pear which looked zorblaxy', expect: { foods: ['pear'], unmatched: ['which looked zorblaxy'] } },
  },
  {
    name: 'unknown-words-left-out',
    pass: 'match',
    says: 'when a fragment names no food whole, its words without those no food knows may',
    example: { text: 'glossy pieces', expect: { foods: ['fndds:91734200'], unmatched: ['glossy'] } },
  },
  {
    name: 'longest-start',
    pass: 'match',
    says: 'else the longest start that surely names a food is the item ("a fig bar | from the school cafeteria line")',
    example: { text: 'a fig bar from the school cafeteria line', expect: { foods: ['fndds:53220030'], unmatched: ['line'] } },
  },
  {
    name: 'loose-words',
    pass: 'match',
    says: 'food-like words no food explains are unmatched, and the item less sure ("zorblax quantum stew")',
    example: { text: 'zorblax quantum stew', expect: { foods: ['beef_stew'], unmatched: ['zorblax quantum'] } },
  },
  {
    name: 'meal-clause',
    pass: 'match',
    says: 'when a fragment\'s start names only the meal, its food is what the clause says ("a snack that consisted of two figs")',
    example: { text: 'a snack that consisted only of two figs', expect: { foods: ['fig'], grams: [0, 100, 1] } },
  },
  // link: which item each fragment is, or goes with
  {
    name: 'with-inside',
    pass: 'link',
    says: 'a "with" kept inside an item\'s name starts the list that goes with it ("a croissant sandwich with sausage | , egg and cheese")',
    example: { text: 'a croissant sandwich with sausage, egg and cheese', expect: { foods: ['fndds:58127330'], unmatched: [] } },
  },
  {
    name: 'description-keeps-item',
    pass: 'link',
    says: 'bare words no food names between an item and its "with" describe the item: what follows still goes with it',
    example: { text: 'a regular samosa, golden and fried, bursting with a filling of potatoes and peas', expect: { foods: ['fndds:58124500'] } },
  },
  {
    name: 'taste-after-food',
    pass: 'match',
    says: 'a taste word after the food ("fruit baby food sweet") is no head noun when the words before it name a food exactly',
    example: { text: 'a 4 oz jar of fruit baby food sweet', expect: { foods: ['Fruit, baby food, NFS'] } },
  },
  {
    name: 'taste-before-food',
    pass: 'match',
    says: 'a taste word before the food ("creamy milk chocolate") is no part of its name when the words after it name a food exactly',
    example: { text: 'a cubic inch of creamy milk chocolate', expect: { foods: ['Milk chocolate'] } },
  },
  {
    name: 'source-not-name',
    pass: 'match',
    says: 'where a food came from, last ("mixed meats from the fast food"), is no word of its name when the words before it name a food more surely',
    example: { text: 'mixed meats from the fast food', expect: { foods: ['Meat, NFS'] } },
  },
  {
    name: 'container-of-measure',
    pass: 'match',
    says: 'when the words name no food, the container a weight or volume is of ("a 12 oz can of caffeine free cola") is no word of the food\'s name',
    example: { text: 'a 12 oz can of caffeine free cola', expect: { foods: ['Cola'], unmatched: [] } },
  },
  {
    name: 'place-is-no-food',
    pass: 'match',
    says: 'where a food came from, alone ("a fast food", "the school cafeteria"), names no food',
    example: { text: 'a cheeseburger and a fast food', expect: { foods: ['Cheeseburger'], unmatched: ['a fast food'] } },
  },
  {
    name: 'comma-with-is-item',
    pass: 'link',
    says: 'after a comma, "with" and an amount of its own start an item with its own list ("a coffee, with a sandwich with egg and cheese on a biscuit")',
    example: { text: 'a coffee, with a sandwich with egg, cheese and bacon on a biscuit', expect: { foods: ['coffee_black', 'biscuit_egg_bacon'] } },
  },
  {
    name: 'with-goes-with',
    pass: 'link',
    says: 'a fragment after "with" goes with the item before it',
    example: { text: 'pad thai with shrimp, then tea', expect: { foods: ['pad_thai', 'tea_black'] } },
  },
  {
    name: 'list-continues',
    pass: 'link',
    says: 'a bare fragment after a "with" item, joined by "and" or a comma, goes with the same item ("with ham, cheese")',
    example: { text: 'omelette with ham, cheese', expect: { foods: ['omelette_ham_cheese'] } },
  },
  {
    name: 'on-qualifies',
    pass: 'link',
    says: 'what a dish is on ("on a thick crust") qualifies it, after its fillings or when a food names both',
    example: { text: 'pizza on a thick crust', expect: { foods: ['pizza_cheese'] } },
  },
  {
    name: 'amount-alone',
    pass: 'link',
    says: 'an amount alone ("orange juice, 2 cups") is the amount of the item before, when that one had none',
    example: { text: 'orange juice, 2 cups', expect: { foods: ['orange_juice'], grams: [0, 496, 2], unmatched: [] } },
  },
  {
    name: 'measure-after-household',
    pass: 'link',
    says: 'a weight or volume alone after an item told by a household measure ("a glass of milk, about 250 ml") is its exact amount',
    example: { text: 'a glass of milk, about 250 ml', expect: { grams: [0, 257, 3], unmatched: [] } },
  },
  {
    name: 'back-reference',
    pass: 'link',
    says: 'an amount of "it" ("a bowl of granola, about a cup of it") is the amount of the item before',
    example: { text: 'a bowl of granola, about a cup of it', expect: { foods: ['granola'], grams: [0, 122, 1], unmatched: [] } },
  },
  {
    name: 'outer-part',
    pass: 'link',
    says: 'a skin, peel or rind after a food ("a drumstick, skin on") is part of that food, not a second one',
    example: { text: 'a drumstick, skin on', expect: { foods: ['chicken_drumstick'] } },
  },
  {
    name: 'food-with-its-part',
    pass: 'link',
    says: 'a food named with its part ("a baked potato, peel included") is the food of that name',
    example: { text: 'a baked potato, peel included', expect: { foods: ['fndds:71508001'] } },
  },
  {
    name: 'class-word',
    pass: 'link',
    says: 'a class word after a food of that class ("a plum, a fruit that was tart") names it again',
    example: { text: 'a plum, a fruit that was tart', expect: { foods: ['plum'] } },
  },
  {
    name: 'class-word-before',
    pass: 'link',
    says: 'a class word told again by a food of that class after a comma ("a refreshing fruit, a whole orange") is that food',
    example: { text: 'a refreshing fruit, a whole orange', expect: { foods: ['orange'] } },
  },
  {
    name: 'container-filled-with',
    pass: 'link',
    says: 'a measure alone and what it is filled with are one item in that measure ("a snack size container filled with fruit cocktail")',
    example: { text: 'a snack size container filled with canned fruit cocktail', expect: { foods: ['fndds:63311110'], unmatched: [] } },
  },
  // retold: what is no second helping
  {
    name: 'heading',
    pass: 'retold',
    says: 'a heading followed by its items ("overnight oats: 1/2 cup oats, …") is not an item itself',
    example: { text: 'overnight oats: 1/2 cup oats, 1/2 cup milk', expect: { foods: ['oatmeal_cooked', 'milk_whole'] } },
  },
  {
    name: 'retold-sentence',
    pass: 'retold',
    says: 'a later sentence that names a food told before tells the same meal again',
    example: { text: 'I had a bagel. The bagel was toasted.', expect: { foods: ['bagel_plain'] } },
  },
  {
    name: 'retold-this',
    pass: 'retold',
    says: 'a food pointed back to ("this shake"), no amount of its own, of the survey\'s kind of one told before in its sentence, is that food again',
    example: {
      text: 'a cup of Carnation Instant Breakfast, with the creamy texture of this nutritional shake ready to drink',
      expect: { foods: ['Nutritional drink or shake, ready-to-drink (Carnation Instant Breakfast)'] },
    },
  },
  {
    name: 'retold-same-food',
    pass: 'retold',
    says: 'later in a sentence, the same food told again with no word of another helping is that food again ("nachos supreme … served as 1 nachos supreme")',
    example: { text: 'a serving of nachos supreme, served as a generous portion of 1 nachos supreme', expect: { foods: ['nachos_supreme'] } },
  },
  {
    name: 'retold-head-noun',
    pass: 'retold',
    says: 'later in a sentence, one of only the head noun of a food told before ("one sandwich") is that food again',
    example: { text: 'a ham sandwich and one sandwich', expect: { foods: ['sandwich_ham_cheese'] } },
  },
  {
    name: 'another-helping',
    pass: 'retold',
    says: '"another", "more", "seconds" make a food named again a second helping',
    example: { text: 'I ate a pear. Later I ate another pear.', expect: { foods: ['pear', 'pear'] } },
  },
  {
    name: 'new-meal-sentence',
    pass: 'retold',
    says: 'a sentence that names a meal the earlier ones did not ("Lunch was …") tells a new meal',
    example: { text: 'Breakfast was a slice of toast. Lunch was a slice of toast too.', expect: { foods: ['toast_white', 'toast_white'] } },
  },
  {
    name: 'retold-companions',
    pass: 'retold',
    says: 'what came with a retold item is retold with it',
    example: { text: 'I ate a granola bar and a pear. Then I ate the granola bar with one pear.', expect: { foods: ['granola_bar', 'pear'] } },
  },
] as const satisfies readonly Rule[]
