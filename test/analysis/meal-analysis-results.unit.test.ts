// Rule tests of the meal analyser against a small fixture table (test/analysis/fixture-foods.ts):
// what goes with what, grams and confidence, the food index, unmatched text, rounding,
// alternatives, survey portions, brands and fillings. The rest: meal-analysis.unit.test.ts.
import { describe, expect, it } from 'vitest'
import { FoodIndex, analyzeMeal } from '../../src/analysis/index.js'
import { FOODS, type N, USDA, food, ids, index, one, run } from './fixture-foods.js'

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
    const a = run('100 g rice and an apple')
    const [x, y] = a.items
    const mean = (x!.confidence * x!.calories + y!.confidence * y!.calories) / (x!.calories + y!.calories)
    const atStake = a.items.reduce((s, i) => s + i.carbohydrate_g * (1 - i.confidence + 0.05), 0)
    expect(a.confidence).toBeCloseTo(mean / (1 + atStake / 20), 1)
    // The same sureness of reading on less food is more likely within a few grams.
    expect(run('10 g rice').confidence).toBeGreaterThan(run('300 g rice').confidence)
    const withJunk = run('100 g rice and an apple and a zorblax wibble')
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
