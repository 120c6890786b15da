// The analyser with the real curated table: the headline example and a few everyday meals.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex, mealText } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const run = (description: string) => analyzeMeal({ description }, index)

describe('with the curated table', () => {
  it('analyses the headline example into 4 items with plausible totals', () => {
    const a = run('2 eggs, a slice of whole wheat toast with butter and a glass of orange juice')
    expect(a.items).toHaveLength(4)
    expect(a.items.map((i) => i.text)).toEqual(['2 eggs', 'a slice of whole wheat toast', 'butter', 'a glass of orange juice'])
    expect(a.items[0]!.food_id).toMatch(/^egg/)
    expect(a.items[1]!.food_id).toMatch(/whole_wheat/)
    expect(a.items[2]!.food_id).toMatch(/^butter/)
    expect(a.items[3]!.food_id).toBe('orange_juice')
    expect(a.totals.calories).toBeGreaterThanOrEqual(350)
    expect(a.totals.calories).toBeLessThanOrEqual(550)
    expect(a.totals.protein_g).toBeGreaterThan(12)
    expect(a.unmatched).toEqual([])
    expect(a.confidence).toBeGreaterThan(0.5)
    const text = mealText(a, { language: 'en' })
    expect(text.text).toContain(`${a.totals.calories} kcal`)
  })

  it('keeps known dishes together and splits the rest', () => {
    expect(run('fish and chips').items).toHaveLength(1)
    expect(run('mac and cheese').items).toHaveLength(1)
    expect(run('a peanut butter and jelly sandwich').items).toHaveLength(1)
    expect(run('bread and butter').items).toHaveLength(2)
  })

  it('finds everyday foods', () => {
    for (const d of [
      'a banana',
      '1 cup of rice',
      '150 g chicken breast',
      'a can of coke',
      '2 slices of pizza',
      'a bowl of oatmeal',
      'a cup of coffee',
      'a handful of almonds',
      'an apple',
    ]) {
      const a = run(d)
      expect(a.items, d).toHaveLength(1)
      expect(a.unmatched, d).toEqual([])
      expect(a.items[0]!.calories, d).toBeGreaterThanOrEqual(0)
    }
  })
})

describe('negation', () => {
  const index = defaultFoodIndex()
  it('leaves out what was not eaten: "no bun", "without cheese", "hold the mayo"', () => {
    const ids = (d: string) => analyzeMeal({ description: d }, index).items.map((i) => i.food_id)
    const noBun = analyzeMeal({ description: 'burger patty with lettuce and tomato, no bun' }, index)
    expect(noBun.items.some((i) => i.food_id.includes('bun'))).toBe(false)
    expect(noBun.unmatched).toEqual([])
    expect(ids('a turkey sandwich, hold the mayo')).not.toContain('mayonnaise')
    const plain = analyzeMeal({ description: 'a bagel' }, index).totals.calories
    expect(analyzeMeal({ description: 'a bagel without cream cheese' }, index).totals.calories).toBe(plain)
  })
})

describe('a dish told by its parts', () => {
  it('reads "a, b and c <dish>" as one dish when one food names the dish and every part', () => {
    const a = run('a ham, egg and cheese sandwich on a biscuit')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/ham/i)
    expect(a.items[0]!.food).toMatch(/biscuit/i)
    const soup = run('a bowl of rice and a ham, noodle and vegetable soup')
    expect(soup.items).toHaveLength(2)
    expect(soup.items[1]!.food).toMatch(/noodle/i)
  })

  it('takes in the bread the dish is in, and a first part the parser read as a unit', () => {
    const a = run('some fries and a sausage and cheese sandwich stuck in an English muffin')
    expect(a.items).toHaveLength(2)
    expect(a.items[1]!.food).toMatch(/sausage/i)
    expect(a.items[1]!.food).toMatch(/english muffin/i)
  })

  it('keeps a plain list of foods as separate items', () => {
    expect(run('toast, eggs and bacon').items).toHaveLength(3)
    expect(run('apples, bananas and grape juice').items).toHaveLength(3)
    expect(run('a pear, a plum and a peach').items.map((i) => i.text)).toEqual(['a pear', 'a plum', 'a peach'])
  })
})

describe('a sandwich, its filling list and its bread', () => {
  it('reads "a sandwich with a, b and c on <bread>" as the one survey food naming them all', () => {
    const a = run('Late that morning: a sandwich with steak, cheese and egg on a toasted bagel, and black coffee.')
    expect(a.items).toHaveLength(2)
    expect(a.items[0]!.food).toMatch(/steak/i)
    expect(a.items[0]!.food).toMatch(/bagel/i)
    expect(a.items[0]!.text).toBe('a sandwich with steak, cheese and egg on a toasted bagel')
  })

  it('reads a filling list after "stuffed with" and a sandwich "featuring" or "made of" its filling', () => {
    const stuffed = run('I picked up a sandwich stuffed with sausage, cheese and egg on an english muffin.')
    expect(stuffed.items).toHaveLength(1)
    expect(stuffed.items[0]!.food).toMatch(/sausage/i)
    expect(stuffed.items[0]!.food).toMatch(/english muffin/i)
    const featuring = run('a roadside sandwich featuring ham, cheese and egg on a warm biscuit')
    expect(featuring.items).toHaveLength(1)
    expect(featuring.items[0]!.food).toMatch(/biscuit/i)
    const made = run('a sandwich made of jelly and regular peanut butter on soft white bread')
    expect(made.items).toHaveLength(1)
    expect(made.items[0]!.food).toMatch(/jelly/i)
    expect(made.items[0]!.food).toMatch(/white bread/i)
  })

  it('keeps the jelly when the sandwich tells its peanut butter, its jelly and its bread apart', () => {
    const a = run('a pb and j sandwich with regular jelly and reduced fat peanut butter on a whole wheat bread')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/reduced fat peanut butter, regular jelly, on whole wheat/i)
  })

  it('leaves alone bread that no food names together with the filling', () => {
    const a = run('a bowl of chili with beans on rice')
    expect(a.items.map((i) => i.food).join(' | ')).toMatch(/rice/i)
  })
})

describe('a dish told again in the same sentence', () => {
  it('counts "one sandwich" after a named sandwich once', () => {
    const a = run('At lunch I ate a grilled cheese sandwich on rye with a side of pickles, served as one sandwich.')
    expect(a.items.filter((i) => /sandwich/i.test(i.food))).toHaveLength(1)
  })

  it('still counts a second helping or a different food of the same noun', () => {
    expect(run('a tuna sandwich and another sandwich').items).toHaveLength(2)
    expect(run('a turkey club sandwich and 1 sandwich cookie').items).toHaveLength(2)
  })
})

describe('diet and "-less" forms', () => {
  it('reads "diet X" as the survey food named X that says diet, low calorie or sugar free', () => {
    const ale = run('two cans of diet ginger ale')
    expect(ale.items[0]!.food).toMatch(/ginger ale/i)
    expect(ale.items[0]!.food).toMatch(/diet/i)
    expect(ale.items[0]!.carbohydrate_g).toBeLessThan(2)
    const tea = run('one tall diet iced green tea')
    expect(tea.items[0]!.food).toMatch(/green/i)
    expect(tea.items[0]!.food).toMatch(/diet|low calorie/i)
    expect(tea.items[0]!.carbohydrate_g).toBeLessThan(5)
    // The regular drink is still the regular one.
    expect(run('a can of ginger ale').items[0]!.carbohydrate_g).toBeGreaterThan(20)
  })

  it('keeps the regular food when no low-calorie form of it exists', () => {
    const a = run('a diet chicken salad')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/chicken/i)
  })

  it('reads words after a comma that only say how the food is as that food\'s ("coffee, black", "two eggs, scrambled")', () => {
    expect(run('a cup of coffee, black').items.map((i) => i.food)).toEqual(['Coffee, brewed (black)'])
    expect(run('two eggs, scrambled, and toast').items.map((i) => i.food)).toEqual(['Eggs, scrambled', 'Toast, white'])
  })

  it('reads a name in capitals and digits as one word ("Gatorade G2")', () => {
    expect(run('a 32 fl oz bottle of Gatorade G2').items[0]!.food).toBe('Sports drink, low calorie (Gatorade G2)')
  })

  it('reads "a drink of rum with cola" as the mixed drink, past the measure word', () => {
    expect(run('a drink of rum with cola').items.map((i) => i.food)).toEqual(['Rum and cola'])
    expect(run('a glass of whiskey with cola').items.map((i) => i.food)).toEqual(['Whiskey and cola'])
  })

  it('reads a plain "lemon pie" as the survey\'s "not cream or meringue" pie, not its fried pie', () => {
    // Both names give "lemon pie"; the one that only says what the pie is not is the plain one.
    expect(run('a piece of lemon pie').items[0]!.food).toBe('Pie, lemon, not cream or meringue')
    // "not reconstituted" is a form of its own: instant coffee stays the drink.
    expect(run('a cup of decaffeinated instant coffee').items[0]!.food).toMatch(/, reconstituted/)
  })

  it('reads "crustless" as the survey\'s "without crusts"', () => {
    const a = run('a crustless peanut butter & jelly sandwich, defrosted')
    expect(a.items[0]!.food).toMatch(/without crusts/i)
  })
})

describe('reading errors found outside the benchmark', () => {
  it('never loses the only food to what is told after it', () => {
    for (const d of ['a crustless pb&j my nephew took out of the freezer', 'one pb&j sandwich my brother left in the cooler']) {
      const a = run(d)
      expect(a.items, d).toHaveLength(1)
      expect(a.items[0]!.food, d).toMatch(/peanut butter/i)
    }
  })

  it('blanks who ate and where the food was kept, but keeps a possessive food', () => {
    expect(
      run("my mom's meatloaf and baby carrots")
        .items.map((i) => i.food)
        .join(' | '),
    ).toMatch(/meatloaf.*carrot/i)
  })

  it('reads "bread words + slices" as slices of that bread, never a soda branded "Slice"', () => {
    for (const d of ['two whole wheat slices', 'whole wheat slices']) {
      const a = run(d)
      expect(a.items, d).toHaveLength(1)
      expect(a.items[0]!.food, d).toMatch(/bread/i)
      expect(a.items[0]!.unit, d).toBe('slice')
    }
    expect(run('3 cheddar slices').items[0]!.food).toMatch(/cheddar/i)
    const sandwich = run('lunchbox: whole wheat slices, low fat peanut butter, grape jelly')
    expect(sandwich.items.map((i) => i.food).join(' | ')).not.toMatch(/soft drink/i)
  })

  it('blanks weekdays and "early on", and reads the bread a sandwich is named by', () => {
    const a = run('Early on Tuesday evening we shared one bagel sandwich with steak, cheese and egg, then a black coffee')
    expect(a.items).toHaveLength(2)
    expect(a.items[0]!.text).not.toMatch(/tuesday/i)
    expect(a.items[0]!.food).toMatch(/bagel/i)
    expect(a.items[0]!.food).toMatch(/steak/i)
    expect(a.unmatched).toEqual([])
  })

  it('does not let a restaurant name decide the food when the noun differs', () => {
    for (const d of ['a Burger King sandwich', "a McDonald's sandwich stuffed with egg, sausage and melted cheese"]) {
      const a = run(d)
      expect(a.items.length, d).toBeGreaterThan(0)
      expect(a.items[0]!.food, d).toMatch(/sandwich/i)
      expect(a.items.map((i) => i.food).join(' | '), d).not.toMatch(/shake/i)
    }
  })

  it('reads "a sandwich of …" as what the sandwich holds', () => {
    const a = run('a sandwich of ham and cheese on rye')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/ham and cheese/i)
  })
})

describe('amounts and words around an item', () => {
  it('does not read the size word of a crust as the size of the piece', () => {
    const plain = run('a slice of medium crust pepperoni pizza').items[0]!
    const small = run('a small slice of medium crust pepperoni pizza').items[0]!
    expect(plain.food).toMatch(/medium crust/i)
    expect(small.grams).toBeLessThan(plain.grams)
  })

  it('reads "a cup of it" as the amount of the item before, and a measure alone as no food', () => {
    const a = run('a bowl of granola, about a cup of it')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.unit).toBe('cup')
    expect(run('a cup of it').items).toHaveLength(0)
  })

  it('leaves out words that only say how the food tasted', () => {
    const a = run('a wedge of carrot cake, moist and sweet')
    expect(a.items).toHaveLength(1)
    expect(a.unmatched).toEqual([])
    expect(run('sweet potato, crispy').items).toHaveLength(1)
  })

  it('reads "enhanced with" like "with"', () => {
    const a = run('a latte enhanced with a shot of vanilla syrup')
    expect(a.items).toHaveLength(2)
    expect(a.items[1]!.food).toMatch(/syrup/i)
  })
})

describe('dishes and their parts', () => {
  it('does not read a list-named survey dish as its first part with qualifiers', () => {
    const a = run('a scrambled egg with cheese')
    expect(a.items[0]!.food).toMatch(/scrambled/i)
    expect(a.items.map((i) => i.food).join(' | ')).not.toMatch(/\bon bun\b/i)
    // The list as written still names the dish.
    const sandwich = run('one sausage, egg and cheese sandwich in an english muffin')
    expect(sandwich.items).toHaveLength(1)
    expect(sandwich.items[0]!.food).toMatch(/english muffin/i)
  })

  it('keeps the fillings of a filled dish inside it', () => {
    const a = run('an empanada stuffed with beef and onions')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/empanada/i)
    // "bursting with", "rich with" tell a filling too; one the dish's name has is not a second item.
    expect(run('a yogurt parfait, bursting with fruit').items).toHaveLength(1)
    expect(run('a bowl of beef stew rich with carrots').items).toHaveLength(1)
  })

  it('reads a number word that starts a known name as part of the name, not a count', () => {
    const a = run('a Seven and Seven at the bar')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.quantity).toBe(1)
    expect(run('two eggs').items[0]!.quantity).toBe(2)
  })

  it('does not blank "for a glass of … breakfast" as a meal time', () => {
    const a = run('I opted for a glass of Carnation Instant Breakfast at noon')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/instant breakfast/i)
  })
})
