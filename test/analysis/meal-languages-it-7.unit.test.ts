import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('it')

describe('Italian phrases for the common survey foods (round 7)', () => {
  it('reads a bare "pretzel" as the crunchy snack (a brezel is the soft one)', () => {
    expect(foods('un sacchetto di pretzel')[0]).toMatch(/^Pretzels, hard/)
    expect(foods('un brezel')[0]).toBe('Soft pretzel')
  })

  it('reads a waffle cone: cono cialda, cono di cialda, nel cono', () => {
    expect(english('un gelato al cioccolato nel cono cialda')).toContain('in a waffle cone')
    expect(english('un gelato alla fragola in un cono di cialda')).toContain('waffle cone')
    expect(english('un gelato alla fragola in un cono di cialda')).not.toContain('ice cream cone in')
  })

  it('reads the crust of a pizza: a pasta media, impasto medio, impasto alto, and "extra" after its food', () => {
    expect(english('una fetta di pizza margherita a pasta media')).toContain('medium crust')
    expect(english('una pizza ai funghi a impasto alto')).toContain('thick crust')
    expect(english('una pizza con formaggio extra')).toContain('extra cheese')
  })

  it('reads a gerund with its pronoun joining two items: gustandomi, godendomi', () => {
    expect(foods('ho bevuto un bicchiere di latte gustandomi una fetta di torta')).toHaveLength(2)
  })

  it('reads reduced sugar (meno zuccheri) and made from scratch (da zero)', () => {
    expect(english('uno yogurt alla fragola con meno zuccheri')).toContain('reduced sugar')
    expect(english('una ciotola di riso con un sugo a base di pomodoro che ho preparato da zero')).toContain('homemade tomato-based sauce')
  })

  it('reads the patties of a burger: fatto con due hamburger', () => {
    expect(english('un doppio hamburger fatto con due hamburger piccoli')).toContain('two small patties')
  })

  it('reads measures: un fiocchetto di burro, bustina piccola monoporzione, bustina monodose', () => {
    expect(english('un fiocchetto di burro sul pane')).toContain('pat of butter')
    expect(english('una bustina piccola monoporzione di cracker')).toContain('small packet')
    expect(english('una bustina monodose di miele')).toContain('packet of honey')
  })

  it('reads an American biscuit, a flaky one, and a wheat flour tortilla', () => {
    expect(foods('un biscuit americano con marmellata')[0]).toMatch(/^Biscuit/)
    expect(english('un biscuit sfogliato con prosciutto')).toContain('flaky biscuit')
    expect(english('una tortilla di farina di frumento con pollo')).toContain('flour tortilla')
  })

  it('reads the story around a meal as nothing: non ho saputo resistere, tutte e due del locale, grazie a', () => {
    expect(english('non ho saputo resistere a una fetta di torta')).toBe('a slice of cake')
    expect(english('due fette di pizza margherita, tutte e due del locale')).not.toContain('locale')
    expect(english('un tè con un tocco dolce grazie a un cucchiaino di miele')).not.toContain('grazie')
  })
})
