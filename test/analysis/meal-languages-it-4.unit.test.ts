// Italian as people type it into an app, round 4: "col", cream soups ("crema/vellutata di"),
// augmentatives, sweet-salty popcorn, thin and thick pizza, bakery bread and the story words
// around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('it')

describe('Italian meals as people type them (round 4)', () => {
  it('reads "col" as with, not cola, and salame piccante on a pizza bassa as thin crust pepperoni pizza', () => {
    expect(english('ho mangiato una pizza bassa col salame piccante')).toContain('thin crust pizza with pepperoni')
    expect(english('Stasera una vellutata di asparagi col pane')).not.toContain('cola')
  })

  it('reads "crema di" and "vellutata di" a vegetable or chicken as the cream of it soup', () => {
    expect(english('Stasera una vellutata di asparagi col pane')).toContain('cream of asparagus soup with bread')
    expect(foods('a pranzo una lattina di crema di pollo preparata con latte')[0]).toMatch(/^Chicken or turkey soup, cream of/)
  })

  it('reads a cupcake as a cupcake and an augmentative biscottone as a large cookie', () => {
    expect(english('Merenda al volo: un cupcake al cioccolato e un biscottone')).toContain('a chocolate cupcake and a large cookie')
    expect(foods('un cupcake al cioccolato')[0]).toMatch(/^Cake or cupcake, chocolate/)
  })

  it('reads sweet-salty popcorn from the microwave as microwave kettle corn, and its smell as nothing', () => {
    expect(foods('popcorn dolce e salato al microonde, che profumino in tutta casa')).toEqual(['Popcorn, microwave, kettle corn'])
  })

  it('reads a Clif bar, freshly made coffee and bread from the baker', () => {
    expect(foods('una barretta Clif')[0]).toMatch(/Clif Bar/)
    expect(english('caffè appena fatto e una fetta di pane del fornaio')).toBe('freshly brewed coffee and a slice of bakery bread')
  })

  it('reads "strapieno di", "pieno zeppo di" and a golden samosa', () => {
    expect(english('Due tostadas strapiene di fagioli')).toBe('two taco or tostada with beans')
    expect(foods('un samosa bello dorato pieno zeppo di patate')).toEqual(['Pastry, filled with potatoes and peas, fried'])
  })

  it('reads corn chips in a bag as corn chips, not a corn bag of potato chips', () => {
    expect(english('un pacchetto di patatine di mais')).toBe('a bag of corn chips')
    expect(foods('un pacchetto di patatine di mais')).toEqual(['Tortilla chips'])
  })

  it('reads "con grasso aggiunto" as fat added and "uno strato di" as nothing', () => {
    expect(english('Una tazza di farina d’avena con grasso aggiunto')).toContain('fat added')
    expect(english('una tostada con fagioli e uno strato di panna acida')).toBe('a taco or tostada with beans and sour cream')
  })
})
