// Words that are not foods, and names that hold a number or a part word (issue 27's phantom
// items). Our own wording; the foods are the tables'.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const analyze = (description: string) => analyzeMeal({ description }, index)

describe('phantom items', () => {
  it('reads where an item sits in the meal as no food ("as part of my dinner")', () => {
    for (const text of ['As part of my dinner, I had a cup of mashed potatoes.', 'I had a cup of mashed potatoes as part of my lunch.']) {
      const a = analyze(text)
      expect(a.items.map((i) => i.food)).toEqual([expect.stringMatching(/mashed/i)])
      expect(a.unmatched).toEqual([])
    }
  })

  it('reads "a Quarter Pounder" as the burger, not a quarter of one', () => {
    const a = analyze('a Quarter Pounder with cheese')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.food).toMatch(/Quarter Pounder/)
    expect(a.items[0]!.quantity).toBe(1)
    // A quarter of something is still a quarter.
    expect(analyze('a quarter cup of cooked rice').items[0]!.quantity).toBe(0.25)
  })

  it('reads a food "in" what qualifies it, and a place, as no other food', () => {
    // "nachos in cheese" is no "nacho cheese" sauce; "from McDonald's" names no food of McDonald's
    expect(analyze('a serving of nachos in cheese').items.map((i) => i.food)).toEqual(['Nachos with cheese'])
    expect(analyze("a soft drink from Wendy's").items.map((i) => i.food)).toEqual(['Cola'])
    expect(analyze('a cola from fast food').items.map((i) => i.food)).toEqual(['Cola'])
  })

  it('reads the survey\'s "light, NFS" (nonfat yogurt) as light yogurt, not as "light" alone', () => {
    // "une collation légère" read as "light, a mango …" had a 170 g yogurt
    expect(analyze('light, a mango').items.map((i) => i.food)).not.toContainEqual(expect.stringMatching(/yogurt/i))
    expect(analyze('a cup of light yogurt').items.map((i) => i.food)).toEqual(['Yogurt, nonfat milk, plain'])
  })

  it('reads a second dish of the same kind, told with its own measure after a "with" list, as its own item', () => {
    const a = analyze('a piece of thick crust pizza with meat, and a slice of pepperoni pizza')
    expect(a.items.map((i) => i.food)).toEqual([expect.stringMatching(/pizza/i), 'Pizza, pepperoni'])
  })

  it('reads a measure alone, told after a food, as no food ("1 cup (8 fl oz)" is no fruit cup)', () => {
    const a = analyze('a hot cup of brewed coffee, 1 cup (8 fl oz).')
    expect(a.items.map((i) => i.food)).toEqual(['Coffee, brewed (black)'])
    expect(analyze('a fruit cup').items.map((i) => i.food)).toEqual(['Fruit cocktail, canned in juice'])
  })

  it('keeps a soft drink told "with" a meal: only a blended drink is made of what it is told with', () => {
    const a = analyze('a 12 fl oz can of ginger ale with a 16.5 oz Banquet fried chicken, potato and vegetables')
    expect(a.items.map((i) => i.food)).toContain('Ginger ale')
  })

  it('reads the sauce a food is "in" as its own, with an article too ("pasta in a tomato sauce")', () => {
    expect(analyze('a cup of pasta in a tomato sauce').items.map((i) => i.food)).toEqual(['Pasta with tomato sauce'])
    // not a cup of sauce beside them
    expect(analyze('meatballs in a marinara sauce').items[1]!.grams).toBeLessThan(200)
  })

  it('reads a filling on its bread as the sandwich after a drink told before it ("a coffee, and a sausage on a biscuit")', () => {
    const a = analyze('a small brewed coffee, and a regular sausage on a biscuit and a glass of water')
    expect(a.items.map((i) => i.food)).toEqual(['Coffee, brewed (black)', 'Sausage sandwich', 'Water'])
  })

  it('reads a frankfurter on a roll as a hot dog in its bun, not a sausage and a roll', () => {
    expect(analyze('a frankfurter on a roll with a tablespoon of ketchup').items.map((i) => i.food)).toEqual(['Hot dog in a bun', 'Ketchup'])
  })

  it('reads dehydrated as dried', () => {
    const a = analyze('a cup of uncooked dehydrated apples')
    expect(a.items[0]!.food).toMatch(/dried/i)
    expect(a.unmatched).toEqual([])
  })

  it('reads "something sweet" and "to finish" as the story, not a candy (paraphrases of a survey meal)', () => {
    const a = analyze('a bottle of water with a large chocolate sandwich cookie to finish on something sweet')
    expect(a.items.map((i) => i.food)).toEqual(['Water', 'Chocolate sandwich cookie'])
    expect(analyze('a banana and something sweet').items.map((i) => i.food)).toEqual(['Banana'])
  })

  it('reads "caffeinated" as the survey\'s "caffeine containing"', () => {
    expect(analyze('a 16.9 fl oz bottle of caffeinated fruit soda').items.map((i) => i.food)).toEqual(['Soft drink, fruit flavored, caffeine containing'])
  })

  it('ends a purpose at the clause\'s verb, and reads "to drink" as the story but "ready to drink" as the food\'s', () => {
    expect(analyze("Breakfast to start the day was a cup of Kellogg's Apple Jacks.").items.map((i) => i.food)).toEqual(["Cereal (Kellogg's Apple Jacks)"])
    expect(analyze('a large caffeine-free diet fruit-flavored soda to drink').items.map((i) => i.food)).toEqual([
      'Soft drink, fruit flavored, diet, caffeine free',
    ])
    expect(analyze('a cup of low fat chocolate milk ready to drink').items.map((i) => i.food)).toEqual(['Chocolate milk, ready to drink, low fat'])
  })
})
