// Italian as people type it into an app: diminutives and single-serving containers, a portion of
// fries, "normale", "magro", "light" and "senza zucchero" as English means them, and the story
// around a meal read as nothing (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text)?.english

describe('Italian meals as typed (round 3)', () => {
  it('reads diminutives as their word and a "sacchettino monoporzione" as a small single-serving bag', () => {
    expect(english('Stamattina ho mangiato un cornettino, una focaccina e due biscottini.')).toBe('a croissant, a focaccia and two cookies.')
    expect(english('Nel pomeriggio mi sono concessa un sacchettino monoporzione di salatini.')).toContain('small single serving bag of')
    expect(foods('Dopo il lavoro mi sono scolato una birra alla spina e sgranocchiato un pacchettino di Fritos.')).toEqual([
      'Beer',
      'Corn chips, plain (Fritos)',
    ])
  })

  it('reads a juice "alla pera" in a carton with its size', () => {
    const a = analyzeMeal({ description: 'Per merenda un succo alla pera in brick da 200 ml.' }, index)
    expect(a.items.map((i) => [i.food, i.grams])).toEqual([['Pear nectar', 209.6]])
  })

  it('reads a small portion of fries as a small order and a child-size cola', () => {
    const a = analyzeMeal({ description: 'A cena una porzione piccola di patatine fritte e un cheeseburger, con una cola formato bambino.' }, index)
    expect(a.items.map((i) => [i.food, i.grams])).toEqual([
      ['French fries (fast food)', 110],
      ['Cheeseburger', 127],
      ['Cola', 368],
    ])
  })

  it('reads "normale" as regular and "al burro di arachidi" as peanut butter, with the story as nothing', () => {
    expect(foods('A pranzo un panino al burro di arachidi normale su pane integrale.')).toEqual([
      'Peanut butter sandwich, with regular peanut butter, on whole wheat bread',
    ])
    const a = analyzeMeal({ description: "Verso le sei mi sono sbafato un panino al burro d'arachidi e marmellata, che fame!" }, index)
    expect(a.items.map((i) => i.food)).toEqual(['Peanut butter and jelly sandwich'])
    expect(a.unmatched).toEqual([])
  })

  it('reads "magro" dairy as nonfat, "senza zucchero" as unsweetened and "light" drinks as diet', () => {
    expect(foods('Per merenda uno yogurt greco magro e un bicchiere di latte di mandorla senza zucchero.')).toEqual([
      'Greek yogurt, plain, nonfat',
      'Almond milk, unsweetened',
    ])
    expect(english('Ho bevuto un tè freddo light e mangiato una tavoletta di cioccolato bianco.')).toBe('a diet iced tea and a bar of white chocolate.')
  })

  it('reads Ritz as crackers, an ice cream on a stick and a ready meal', () => {
    expect(foods('Come spuntino un sacchetto piccolo di cracker Ritz e un gelato stecco al cioccolato.')).toEqual([
      'Butter crackers (snack crackers)',
      'Ice cream bar, chocolate',
    ])
    expect(foods('Ho preso un piatto pronto surgelato e una bibita alla frutta con caffeina.')).toEqual([
      'Frozen dinner, NFS',
      'Soft drink, fruit flavored, caffeine containing',
    ])
  })
})
