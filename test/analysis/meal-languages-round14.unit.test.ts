import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readerFor } from './language-reader.js'

const index = defaultFoodIndex()
/** Each item's food and grams; the language given, or detected from the text. */
const items = (description: string, language?: string) => analyzeMeal({ description, language }, index).items.map((i) => [i.food, Math.round(i.grams)])
const foods = (description: string, language?: string) => analyzeMeal({ description, language }, index).items.map((i) => i.food)

describe('words written short (round 14)', () => {
  it('reads a listed abbreviation before a capital: German nouns begin with one ("1 Stk. Toffee m. Schokoüberzug")', () => {
    expect(readerFor('de').english('1 Stk. Toffee m. Schokoüberzug')).toBe('1 piece of Toffee chocolate coated')
    expect(readerFor('de').foods('1 Stk. Toffee m. Schokoüberzug')).toEqual(['Toffee, chocolate-coated, with nuts'])
    expect(readerFor('de').english('1 Gl. Milch')).toBe('1 glass of milk')
  })

  it('reads letters each with a period as one word ("m.g.", matière grasse), not as M&Ms', () => {
    expect(readerFor('fr').english('1 tasse lait réduit en m.g.')).toBe('1 cup of reduced fat milk')
    expect(readerFor('fr').foods('1 tasse lait réduit en m.g.')).toEqual(['Milk, reduced fat (2%)'])
  })

  it('reads the short words of terse typing in each language ("xíc.", "peq.", "tza.", "bott.", "indiv.")', () => {
    expect(readerFor('pt').grams('1 xíc. chá de ervas quente')).toEqual([240])
    expect(readerFor('pt').english('1 pacote peq. batata chips churrasco')).toBe('1 small bag of barbecue potato chips')
    expect(readerFor('it').english('1 bott. acqua')).toBe('1 bottle of water')
    expect(readerFor('fr').english("1 brique indiv. jus d'orange")).toBe('1 individual container of orange juice')
  })

  it('keeps "fl." with "oz" a fluid ounce: not the Flasche the word alone is', () => {
    expect(readerFor('de').english('1 fl. oz Traubensaft')).toBe('1 fl oz of grape juice')
    expect(readerFor('de').english('1 fl. Orangensaft')).toBe('1 bottle of orange juice')
  })
})

describe('foods and portions (round 14)', () => {
  it('reads an individual pizza as the personal size, not the 615 g medium one', () => {
    expect(items('1 pizza congelada individual c/ carne y verduras, masa delgada')).toEqual([['Pizza with meat and vegetables, from frozen, thin crust', 216]])
    expect(items('1 pizza surgelata monoporzione carne + verdure, crosta sottile')).toEqual([['Pizza with meat and vegetables, from frozen, thin crust', 216]])
  })

  it('reads what a dish is filled with as its filling, not as foods beside it', () => {
    expect(items('cena: 1 empanada rellena de carne y alubias, sin salsa').length).toBe(1)
  })

  it('reads a small pot of baby food as its jar', () => {
    expect(items('um potinho de papinha de pêssego')).toEqual([['Peaches, baby food, NS as to strained or junior', 170]])
    expect(items('un vasetto di omogeneizzato alla pesca')).toEqual([['Peaches, baby food, NS as to strained or junior', 170]])
  })

  it('reads a household measure then its volume as that volume ("1 bottle 20 fl oz soda"), in English and as translated', () => {
    expect(items('1 bottle 20 fl oz soda')).toEqual([['Cola', 614]])
    expect(items('1 can (16 fl oz) cola')).toEqual([['Cola', 491]])
    expect(items('2 cans 12 fl oz cola')).toEqual([['Cola', 737]])
  })
})

describe("the table's foods in five languages (round 14)", () => {
  it('reads a food the survey names, typed in each language, as the English name reads', () => {
    for (const [text, language, name] of [
      ['1 Tasse Brunnenkresse', 'de', '1 cup watercress'],
      ['eine Portion Schälerbsen', 'de', 'a serving of split peas'],
      ['une tasse de cresson', 'fr', 'a cup of cress'],
      ['une écrevisse', 'fr', 'a crayfish'],
      ['una taza de berros', 'es', 'a cup of watercress'],
      ['un plato de lengua', 'es', 'a plate of tongue'],
      ['uma porção de língua', 'pt', 'a serving of tongue'],
      ['una porzione di storione', 'it', 'a serving of sturgeon'],
    ] as const)
      expect(foods(text, language), text).toEqual(foods(name))
  })

  it('leaves the words that name no food in them alone: ripe ("mûre") is no blackberry, "miolo" (a loaf\'s crumb) no brains', () => {
    expect(foods('une banane bien mûre', 'fr')).toEqual(['Banana'])
    expect(foods('garniture', 'fr')).toEqual([])
  })
})

describe("the table's dishes as each language says them (round 14, from translated FNDDS-generated meals)", () => {
  it('reads a fritter as a fritter, not a doughnut ("Austernkrapfen", "buñuelo de ostras", "beignet aux huîtres", "frittella di patate")', () => {
    expect(items('ein Austernkrapfen', 'de')).toEqual([['Oyster fritter', 40]])
    expect(items('un buñuelo de ostras', 'es')).toEqual([['Oyster fritter', 40]])
    expect(items('un beignet aux huîtres', 'fr')).toEqual([['Oyster fritter', 40]])
    expect(items('una frittella di patate', 'it')).toEqual([['Potato pancake', 70]])
  })

  it('reads spaghetti sauce as a sauce, not gravy or pasta', () => {
    for (const [text, language] of [
      ['1 Tasse Spaghettisoße', 'de'],
      ['una taza de salsa para espagueti', 'es'],
      ['1 xíc. molho de espaguete', 'pt'],
      ['una tazza di sugo per spaghetti', 'it'],
    ] as const)
      expect(items(text, language), text).toEqual([['Marinara / pasta sauce', 264]])
  })

  it('reads a lemon meringue pie, wild rice and refried beans', () => {
    expect(items('ein Stück Zitronen-Baiser-Kuchen', 'de')).toEqual([['Pie, lemon meringue', 137]])
    expect(items('uma fatia de torta de limão com merengue', 'pt')).toEqual([['Pie, lemon meringue', 103]])
    expect(items('une tasse de riz sauvage', 'fr')).toEqual([['Wild rice, cooked', 164]])
    expect(items('1 tasse haricots refrits', 'fr')).toEqual([['Refried beans, canned', 238]])
  })

  it('reads English shorthand: a bread stick, "bfast", "a.m.", "pkg"', () => {
    expect(items('a bread stick')).toEqual([['Breadsticks, NFS', 43]])
    expect(analyzeMeal({ description: 'bfast: 1 cup cooked hot peppers' }, index).unmatched).toEqual([])
    expect(items('this a.m.: 1 yeast donut')).toEqual([['Doughnut, yeast type', 60]])
    expect(items('1 pkg breakfast tarts (2)')).toEqual([['Breakfast tart', 108]])
  })
})
