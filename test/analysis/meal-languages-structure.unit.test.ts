// Where the reader puts words: phrases met through inflected words and past a size inside them, an
// amount written after the food given to the item's measure or first food, a size kept before the
// moved amount, words read as nothing that no longer stop the describing words, "'s" keys, and an
// abbreviation's period before a number (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'
import { lexicon, type MealLanguage, phraseWords } from '../../src/analysis/languages/lexicon.js'

const index = defaultFoodIndex()
const english = (text: string, lang: MealLanguage) => readLanguage(text, lang)?.english
const analyze = (text: string, lang: MealLanguage) => analyzeMeal({ description: text, language: lang }, index)

describe('where the reader puts the words of a meal', () => {
  it('meets a phrase through the inflected forms of its words, not of a word listed as itself', () => {
    expect(english('Due cornettini alla crema e un cappuccino.', 'it')).toBe('two custard filled croissant and a cappuccino.')
    expect(lexicon('it').inflectedPhrase(['cornettino', 'alla', 'crema'])?.en).toBe('custard filled croissant')
    expect(lexicon('it').inflectedPhrase(['cornettino', 'alla', 'panna'])).toBeNull()
    // "pacchettino" is listed: a small bag, not the "pacchetto" of a phrase
    expect(english('un pacchettino di patatine', 'it')).toBe('a small bag of potato chips')
  })

  it('meets a phrase past a size inside it, the size kept for the item', () => {
    expect(english('Comi um taco médio recheado de feijão.', 'pt')).toBe('a medium taco with beans.')
    expect(analyze('Comi um taco médio recheado de feijão.', 'pt').items).toHaveLength(1)
    // not after a measure (the size is the measure's) nor in a bare "X de Y"
    expect(english('un filetto medio di pesce persico', 'it')).toBe('a medium fillet of perch')
    expect(english('2 tacos medianos de pollo', 'es')).toBe('2 medium taco with chicken')
  })

  it('gives an amount after the food to the item\'s measure, else its first food before "with"', () => {
    expect(english('Um iogurte magro com fruta de 6 oz.', 'pt')).toBe('a 6 oz low fat yogurt with fruit.')
    expect(english('une bouteille de thé glacé avec citron de 500 ml', 'fr')).toBe('a 500 ml bottle of iced tea with lemon')
    const a = analyze('Um iogurte magro com fruta de 6 oz.', 'pt')
    expect(a.items).toHaveLength(1)
    expect(a.items[0]!.grams).toBeCloseTo(170, 0)
  })

  it('keeps a size before its measure ahead of the amount moved there', () => {
    expect(english("Una bottiglietta d'acqua da 16,9 fl oz e una mela.", 'it')).toBe('a small 16.9 fl oz bottle of water and a apple.')
    expect(english('una botella pequeña de agua de 500 ml', 'es')).toBe('a small 500 ml bottle of water')
    expect(analyze('uma garrafa pequena de água de 500 ml', 'pt').unmatched).toEqual([])
  })

  it('moves describing words past a word read as nothing between them and their food', () => {
    expect(english('un café bien caliente con leche', 'es')).toBe('a hot coffee with milk')
    expect(english('une soupe bien chaude', 'fr')).toBe('a hot soup')
    expect(english('un burrito medio bello sostanzioso ripieno di fagioli e carne', 'it')).toBe(english('un burrito medio ripieno di fagioli e carne', 'it'))
  })

  it('splits keys with "\'s" as the reader splits words', () => {
    expect(phraseWords("shepherd's pie")).toEqual(["shepherd's", 'pie'])
    expect(phraseWords("jus d'orange")).toEqual(['jus', "d'", 'orange'])
    expect(lexicon('de').phrases.get("gab's")?.kind).toBe('narrative')
    expect(english("gestern gab's shepherd's pie", 'de')).toBe('shepherds pie')
  })

  it("reads an abbreviation's period before a number as nothing", () => {
    expect(english('Ein Stück Käse (ca. 2,5 cm) und ein Apfel.', 'de')).toBe('a piece of cheese (1 inch) and a apple.')
    expect(analyze('Ein Stück Käse (ca. 2,5 cm) und ein Apfel.', 'de').unmatched).toEqual([])
    expect(english('aprox. 200 g de arroz blanco', 'es')).toBe('200 g of white rice')
    // a sentence's period stays
    expect(english('Zwei Eier. 3 Tassen Kaffee.', 'de')).toBe('two egg. 3 cup of coffee.')
  })
})
