// Italian as a translator writes a US meal: the words it uses for American foods, measures and
// the story around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)

describe('Italian meals translated from American English', () => {
  it('reads a bag of "patatine" as chips and a portion of them as fries', () => {
    expect(foods('Come spuntino ho bevuto una lattina di cream soda dietetica e ho mangiato un sacchetto piccolo di patatine.')).toEqual([
      'Soft drink, cream soda, diet',
      'Potato chips (crisps)',
    ])
    expect(foods('A pranzo ho mangiato un hamburger e una porzione media di patatine.')).toEqual(['Hamburger', 'French fries (fast food)'])
  })

  it('keeps a pizza’s crust with the pizza and reads flavours, fat and soda', () => {
    const a = analyzeMeal(
      {
        description: 'A cena ho mangiato una fetta di pizza surgelata al formaggio a crosta sottile, abbinata a una lattina di bibita al gusto di frutta.',
      },
      index,
    )
    expect(a.items.map((i) => i.food)).toEqual(['Pizza, cheese, from frozen, thin crust', 'Soft drink, fruit flavored, caffeine free'])
    expect(a.unmatched).toEqual([])
    expect(foods('Ho mangiato due uova sode con un bicchiere di latte al cioccolato a ridotto contenuto di grassi.')).toEqual([
      'Egg, hard-boiled',
      'Chocolate milk, ready to drink, reduced fat',
    ])
    expect(foods('A colazione ho mangiato due crostatine da colazione e ho bevuto una tazza di caffè filtrato.')).toEqual([
      'Breakfast tart',
      'Coffee, brewed (black)',
    ])
  })
})
