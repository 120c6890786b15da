// Portion and food-choice rules for survey-style meals. Every description here is our own wording,
// none taken from the NutriBench development meals; the portions are the real tables'.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const one = (description: string) => {
  const a = analyzeMeal({ description }, index)
  expect(a.items).toHaveLength(1)
  return a.items[0]!
}

describe('survey portions and food choice', () => {
  it('reads "a piece" of a survey pizza as the plain piece, not the smallest sized one', () => {
    // FNDDS: "1 piece, NFS" 132 g beside pieces of small (90 g) to extra-large pizzas.
    const item = one('one thick crust cheese pizza piece from the pizzeria on the corner')
    expect(item.food).toMatch(/thick crust/)
    expect(item.grams).toBeCloseTo(132, 0)
  })

  it('reads "a slice" as the piece when the survey cuts the food in pieces', () => {
    const item = one('a slice from a thick crust cheese pizza the pizzeria on the corner made')
    expect(item.unit).toBe('piece')
    expect(item.grams).toBeCloseTo(132, 0)
  })

  it('reads "a piece of" a food the survey also weighs whole as the piece, not the whole', () => {
    // FNDDS: "1 jelly roll" 506 g and "1 piece (1/10 of roll)" 51 g. The food's own name ("jelly
    // roll") must not make the whole roll the portion when the item says "a piece".
    const piece = one('after dinner a piece of jelly roll cake')
    expect(piece.food).toMatch(/jelly roll/i)
    expect(piece.grams).toBeCloseTo(51, 0)
    // A piece still is the whole thing where the survey has no piece: "a piece of pound cake" is its piece.
    expect(one('a piece of pound cake from the bakery').grams).toBeLessThan(150)
  })

  it('drops what the eater was doing, and what it was about ("while watching a movie")', () => {
    for (const text of ['I had a sandwich while watching a movie', 'a sandwich while waiting for the bus']) {
      const a = analyzeMeal({ description: text }, index)
      expect(
        a.items.map((i) => i.food),
        text,
      ).toHaveLength(1)
      expect(a.items[0]!.food, text).toMatch(/sandwich/i)
      expect(a.unmatched, text).toEqual([])
    }
  })

  it('reads "a single …" as one of it, not as the survey\'s single-serving portions', () => {
    expect(one('a single slice of white bread').grams).toBeCloseTo(28, 0)
    expect(one('a single waffle').grams).toBeCloseTo(75, 0)
    expect(one('single scoop of chocolate ice cream').grams).toBeCloseTo(120, 0)
    // "single serving" still names the survey's bag.
    expect(one('a single serving bag of pretzels').unit).toMatch(/single serving bag/)
  })

  it('keeps a two-word size found inside the name ("an extra large pancake")', () => {
    // FNDDS 55101000: "1 extra large pancake" 150 g, "1 large pancake" 90 g.
    expect(one('an extra large pancake').grams).toBeCloseTo(150, 0)
    expect(one('a large pancake').grams).toBeCloseTo(90, 0)
  })

  it("reads a bare date as the survey's date, a medjool only when named", () => {
    // FNDDS 62110100 "Date": "1 date" 8 g; SR 09421 medjool 24 g.
    expect(one('a single date').grams).toBeCloseTo(8, 0)
    expect(one('two medjool dates').grams).toBeCloseTo(48, 0)
  })

  it('reads a sausage or ham pizza as the survey codes it (its meat-topped, not pepperoni, pizza)', () => {
    // FNDDS 58106610 (crust not said), 58106620 (thin), 58106630 (thick), restaurant pizzas
    // topped with meats: one piece 138 g, 104 g, 151 g.
    for (const text of ['a slice of sausage pizza', 'one piece of ham pizza']) {
      const item = one(text)
      expect(item.food, text).toMatch(/meat other than pepperoni/)
      expect(item.grams, text).toBeCloseTo(138, 0)
    }
    expect(one('a slice of thin crust sausage pizza').grams).toBeCloseTo(104, 0)
    expect(one('a slice of sausage pizza with a thick crust').grams).toBeCloseTo(151, 0)
    expect(one('a slice of pepperoni pizza').food).toMatch(/pepperoni/i)
  })

  it('reads a fig bar as the cookie, not fresh figs', () => {
    const item = one('a fig bar after school')
    expect(item.food).toBe('Cookie, fig bar')
    expect(one('a fresh fig').food).toMatch(/^Fig, fresh/)
  })

  it("reads a slice with no size told as the survey's medium or regular one, not a snack-size slice", () => {
    // FNDDS 51300120 toasted whole wheat bread: "1 medium or regular slice" 33 g beside "1 slice,
    // snack-size" 9 g; a thin slice is still the small one.
    expect(one('1 slice toasted wholewheat bread').grams).toBeCloseTo(33, 0)
  })

  it('keeps a size before a comma with its food ("a large, soft cookie")', () => {
    const a = analyzeMeal({ description: 'a large, soft chocolate cookie and milk' }, index)
    expect(a.unmatched).toEqual([])
    expect(a.items[0]!.unit).toMatch(/large/)
  })

  it('reads chocolate milk told by its fat as chocolate milk, not plain milk of that fat', () => {
    for (const text of ['one glass of 2% chocolate milk', 'lowfat chocolate milk, one cup']) {
      const item = one(text)
      expect(item.food, text).toMatch(/^Chocolate milk/)
      expect(item.carbohydrate_g, text).toBeGreaterThan(20)
    }
    expect(one('one glass of 2% milk').food).toMatch(/^Milk, reduced fat/)
  })

  it('reads a leading decimal point as a fraction (".5 oz" is half an ounce)', () => {
    const item = one('a .5 oz packet of crackers')
    expect(item.grams).toBeLessThan(20)
  })

  it('takes an iced tea named without "unsweetened" as the sweetened one', () => {
    expect(one('a glass of iced black tea').carbohydrate_g).toBeGreaterThan(10)
    expect(one('a glass of unsweetened iced black tea').carbohydrate_g).toBeLessThan(3)
  })

  it('sizes "a large drink of" a drink with no survey drink portion by its size word', () => {
    const drink = one('a large drink of orange juice')
    const plain = one('a glass of orange juice')
    expect(drink.grams).toBeGreaterThan(plain.grams)
    expect(drink.grams).toBeCloseTo(one('a large orange juice').grams, 0)
  })

  it('picks the portion whose size word the item says ("fun-size", "bite-sized")', () => {
    const fun = one('a fun-size Snickers bar')
    const king = one('a king size Snickers bar')
    expect(fun.grams).toBeLessThan(30)
    expect(king.grams).toBeGreaterThan(80)
    expect(one('one bite-sized peanut butter cup candy').grams).toBeLessThan(20)
  })

  it('reads a crust named after the pizza as part of it, not a second pizza', () => {
    const a = analyzeMeal({ description: 'two slices of pepperoni pizza with a thick crust' }, index)
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/thick crust/)
    expect(analyzeMeal({ description: 'half a frozen pizza with vegetables and meat on a thin crust' }, index).items).toHaveLength(1)
  })
})

describe('a meal told twice', () => {
  const run = (description: string) => analyzeMeal({ description }, index).items
  it('counts a food that a later sentence names again once', () => {
    const items = run('For a snack I picked a pear and a yogurt. I ate one ripe pear with the yogurt as a treat.')
    expect(items.map((i) => i.food_id)).toHaveLength(2)
    expect(run('I had a granola bar. I ate one bar, which kept me going.')).toHaveLength(1)
  })

  it('keeps a second helping and the same food at another meal', () => {
    expect(run('I had a cup of coffee. Then I had another cup of coffee.')).toHaveLength(2)
    expect(run('Breakfast was a slice of toast. Lunch was a slice of toast too.')).toHaveLength(2)
  })
})

describe('story words around the foods', () => {
  const foods = (description: string) => analyzeMeal({ description }, index).items.map((i) => i.food_id)
  it('splits "while <doing>-ing" between two foods', () => {
    expect(foods('a mug of cocoa while nibbling on a blueberry muffin')).toHaveLength(2)
    expect(foods('a glass of lemonade while also having a slice of banana bread')).toHaveLength(2)
  })

  it('blanks "tonight\'s" and keeps the food after a purpose clause ending in a colon', () => {
    expect(foods("Tonight's supper consisted of a bowl of beef stew.")).toHaveLength(1)
    expect(foods('I wanted to keep things light at lunch: a turkey sandwich and an apple.')).toHaveLength(2)
  })
})
