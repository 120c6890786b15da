// Amounts as meals are typed in haste or translated from a label: the weight or volume after the
// food ("1 can of diet cola 12 fl oz"), and what keeps a package's size from being the amount eaten.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const read = (description: string) => analyzeMeal({ description }, index).items.map((i) => [i.food, Math.round(i.grams)])

describe('a measure after a count and the food', () => {
  it('is the item: a can or bottle of its volume, a bar or a frozen meal of its weight (it was one fluid ounce)', () => {
    expect(read('1 can of diet cola 12 fl oz')).toEqual([['Diet cola', 355]])
    expect(read('1 snickers bar 2 oz')).toEqual([['SNICKERS Bar', 57]])
    expect(read('1 frozen dinner 11 oz (Salisbury steak with gravy, potatoes, vegetables), 1 slice of white bread')).toEqual([
      ['Salisbury steak with gravy, potatoes, vegetable, frozen meal', 312],
      ['Bread, white', 28],
    ])
  })

  it('is each one of a count of more when a volume; all of them when a weight', () => {
    expect(read('2 cans of cola 12 fl oz')).toEqual([['Cola', 737]])
    expect(read('2 cookies 30 g')).toEqual([['Chocolate chip cookie', 30]])
  })

  it("is the package's, not the amount eaten, when far beyond what the count weighs", () => {
    expect(read('1 piece of cake 16 oz')).toEqual([['Chocolate cake with frosting', 138]])
    expect(read('1 slice of bread 20 oz')).toEqual([['Bread, white', 28]])
  })
})

describe('measure words alone after a food', () => {
  it('are its amount: a size and a container, a size alone, a full cup, a single-serve bag', () => {
    const unmatched = (description: string) => analyzeMeal({ description }, index).unmatched
    expect(read('potato chips, small bag')).toEqual([['Potato chips (crisps)', 28]])
    expect(unmatched('potato chips, small bag')).toEqual([])
    expect(read('pan dulce, large')).toEqual([['Pan Dulce, with sugar topping', 116]])
    expect(read('Cheez-It crackers, 1 full cup')).toEqual([['Crackers, cheese (Cheez-It)', 50]])
  })

  it('name no food: "single serve" is no soft-serve ice cream', () => {
    expect(read('plain potato chips, med single-serve bag')).toEqual([['Potato chips (crisps)', 28]])
    expect(read('half & half, 1 single serve').map(([food]) => food)).toEqual(['Half and half'])
  })
})

describe('a bread after a sandwich', () => {
  it('is the bread it is on, after a comma or in its brackets, not a second item', () => {
    expect(read('turkey sandwich, rye bread')).toEqual([['Turkey sandwich', 170]])
    expect(read('1 peanut butter and jelly sandwich (regular peanut butter, whole wheat bread)')).toEqual([
      ['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on whole wheat bread', 112],
    ])
  })

  it('with an amount of its own, or as a bun after fries, is still an item', () => {
    expect(read('a ham sandwich, 2 slices of white bread').map(([food]) => food)).toEqual(['Ham and cheese sandwich', 'Bread, white'])
    expect(read('a burger, fries, a bun').map(([food]) => food)).toEqual(['Hamburger', 'French fries (fast food)', 'Hamburger / hot dog bun'])
  })
})

describe('the kind after a brand', () => {
  it('is the same food told again, with nothing of its own; another food after a comma is still one', () => {
    expect(read('1 32 fl oz bottle of Gatorade G2, low calorie sports drink')).toEqual([['Sports drink, low calorie (Gatorade G2)', 960]])
    expect(read('a Big Mac, a hamburger').map(([food]) => food)).toEqual(['Big Mac (McDonalds)', 'Hamburger'])
  })
})

describe('a brand that is a word of how food tastes', () => {
  it('names no food alone: "Chunky Style" soup is no 539 g chocolate bar', () => {
    expect(read('a 19 oz can of chicken soup (Chunky Style)')).toEqual([['Chicken noodle soup', 539]])
    expect(read('a can of chunky chicken noodle soup').map(([food]) => food)).toEqual(['Chunky chicken noodle soup'])
  })
})

describe('a food named by one word, then a food of that word', () => {
  it("is that food with the first one's amount; another food after it is still one", () => {
    expect(read('a 6.75 fl oz bag of juice, a 100% fruit juice blend')).toEqual([['Fruit juice blend, 100% juice', 209]])
    expect(read('a can of soda, a root beer').map(([food]) => food)).toEqual(['Cola', 'Root beer'])
  })
})
