import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

describe('what a dish mostly is, and pasta for noodles (round 12)', () => {
  it('reads "composta principalmente de", "compuesta principalmente de", "composée principalement de" as mostly', () => {
    const soup = ['Soup, mostly noodles']
    expect(readerFor('pt').foods('uma xícara de sopa composta principalmente de macarrão')).toEqual(soup)
    expect(readerFor('es').foods('una taza de sopa compuesta principalmente de fideos')).toEqual(soup)
    expect(readerFor('fr').foods('une tasse de soupe composée principalement de nouilles')).toEqual(soup)
    expect(readerFor('es').english('una taza de sopa, sobre todo de fideos')).toBe('a cup of soup mostly noodles')
  })

  it('reads a survey name\'s "noodles" as pasta too: a soup mostly of pasta is the soup mostly of noodles', () => {
    expect(readerFor('en').foods('a cup of soup, mostly pasta')).toEqual(['Soup, mostly noodles'])
    expect(readerFor('en').foods('a cup of pasta with tomato sauce')).toEqual(['Pasta with tomato sauce'])
  })
})

describe('a kids meal order, and ready to heat (round 12)', () => {
  it('reads "porção infantil", "porción infantil", "portion enfant", "Kinderportion" as the kids meal order', () => {
    const fries = [70]
    expect(readerFor('pt').grams('uma porção infantil de batatas fritas')).toEqual(fries)
    expect(readerFor('es').grams('una porción infantil de papas fritas')).toEqual(fries)
    expect(readerFor('fr').grams('une portion enfant de frites')).toEqual(fries)
    expect(readerFor('de').grams('eine Kinderportion Pommes')).toEqual(fries)
    // "with a kids meal order of …" names no meal (it was read as "with a … meal", the story)
    expect(readerFor('en').foods('a hamburger, with a kids meal order of french fries.')).toEqual(['Hamburger', 'French fries (fast food)'])
    expect(readerFor('en').grams('a hamburger, with a kids meal order of french fries.')[1]).toBe(70)
  })

  it('reads Portuguese "pronto para aquecer" as ready to heat', () => {
    expect(readerFor('pt').english('uma xícara de macarrão pronto para aquecer')).toBe('a cup of ready-to-heat pasta')
  })
})

describe('a short text in one language only (round 12)', () => {
  it("reads a text of no list's function word in the one language that reads more of it than English and the others", () => {
    for (const text of ['1 Dattel', '1 datte', '1 dátil', '1 tâmara', '1 dattero']) expect(readerFor().foods(text), text).toEqual(['Date'])
    expect(readerFor().foods('1 Bohnenkuchen')).toEqual(['Bean cake'])
    expect(readerFor().foods('1 Tasse peruanische Bohnen')).toHaveLength(1)
    // a compound read by its last part alone reads no more than English does: "spanakopita" is no "spanako pita"
    expect(readerFor().foods('spanakopita')).toEqual(['Spanakopitta'])
  })
})

describe('butterscotch, sweet or dark chocolate, restructured chips (round 12)', () => {
  it('reads "caramel au beurre", "caramelo de mantequilla", "caramelo amanteigado", "caramello al burro" as butterscotch', () => {
    const cookie = ['Cookie, butterscotch, brownie']
    expect(readerFor('fr').foods('1 biscuit brownie au caramel au beurre')).toEqual(cookie)
    expect(readerFor('es').foods('1 galleta brownie de caramelo de mantequilla mediana')).toEqual(cookie)
    expect(readerFor('pt').foods('1 biscoito brownie de caramelo amanteigado médio')).toEqual(cookie)
    expect(readerFor('it').foods('1 biscotto brownie al caramello al burro medio')).toEqual(cookie)
  })

  it("reads the survey's sweet or dark chocolate in four languages, and reconstituted chips as restructured", () => {
    const chocolate = ['Chocolate, sweet or dark']
    expect(readerFor('fr').foods('1 mini carré de chocolat doux ou noir')).toEqual(chocolate)
    expect(readerFor('es').foods('1 chocolatito miniatura dulce u oscuro')).toEqual(chocolate)
    expect(readerFor('pt').foods('1 chocolate em miniatura doce ou amargo')).toEqual(chocolate)
    expect(readerFor('it').foods('1 pezzetto di cioccolato dolce o fondente')).toEqual(chocolate)
    expect(readerFor('en').foods('1 regular can of reconstituted flavored potato chips')).toEqual(['Potato chips, restructured, flavored'])
  })
})
