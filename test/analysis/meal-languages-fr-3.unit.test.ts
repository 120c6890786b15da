// French meals as people type them in France and Québec: regional words, the word a food is named
// by in English, flavour and container words, and the story around a meal read as nothing (meals
// written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French meals in everyday words (vocabulary round 3)', () => {
  it('reads Québec words: rôties, beurre de pinottes, liqueur douce, barre tendre, beigne, pogo', () => {
    expect(english('Deux rôties avec du beurre de pinottes et un verre de liqueur douce')).toBe(
      'two slices of toast with peanut butter and a glass of soft drink',
    )
    expect(english('une barre tendre et un beigne au chocolat')).toBe('a granola bar and a chocolate doughnut')
    expect(foods('un pogo et un petit sachet de craquelins au fromage')).toEqual(['Corn dog', 'Cheese crackers'])
  })

  it('reads the story around a meal as nothing', () => {
    expect(foods('En rentrant du boulot, pour calmer une petite faim, une pomme devant la télé, un vrai régal !')).toEqual(['Apple'])
    expect(english('une canette de cola pour faire descendre, et pour finir un yaourt')).toBe('a can of cola, and a yogurt')
  })

  it('names a food as the English food table does', () => {
    expect(foods('Un Whopper de chez Burger King et un mojito')).toEqual(['Whopper (Burger King)', 'Mojito'])
    expect(foods('une cuillère à soupe de purée d’amandes')).toEqual(['Almond butter'])
    expect(foods('une part de gâteau-café')).toEqual(['Coffee cake, crumb or quick-bread type'])
    expect(english('une crêpe américaine avec du sirop pour pancakes')).toBe('a pancake with pancake syrup')
  })

  it('reads a flavour or a filling after its food as the word before it', () => {
    expect(english('une gaufre aux fruits')).toBe('a fruit waffle')
    expect(english('un biscuit moyen au beurre de cacahuète')).toBe('a medium peanut butter cookie')
    expect(english('un verre de lait entier chocolaté')).toBe('a glass of chocolate whole milk')
    expect(english('une demi-poire au sirop en conserve')).toBe('half a canned pear in syrup')
    expect(foods('Un sandwich beurre d’arachide-confiture sur du pain blanc')[0]).toMatch(/^Peanut butter and jelly sandwich/)
  })

  it('reads fluid ounces, bags and "regular"', () => {
    expect(english('Une bouteille de 20 oz liq. de soda à l’orange')).toBe('a 20 fl oz bottle of orange soda')
    expect(english('un petit sachet de chips allégées en matières grasses')).toBe('a small bag of reduced fat potato chips')
    expect(english('un concombre normal et des chips classiques')).toBe('a regular cucumber and regular potato chips')
  })

  it('keeps a peel that was eaten with its potato', () => {
    expect(foods('une pomme de terre moyenne cuite au four mangée avec la peau')).toEqual(['Potato, baked, peel eaten'])
    expect(foods('une patate au four avec la pelure')).toEqual(['Potato, baked, peel eaten'])
  })
})
