// French as a second translator (DeepL-like) writes a US meal: flavour phrases, containers and the
// story words around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text)?.english

describe('French meals translated from American English (second translator)', () => {
  it('reads "au goût de X", "à saveur de X" and "aromatisé à X" as X flavored', () => {
    expect(english('Je me suis régalé avec un paquet de chips au goût de barbecue.')).toContain('barbecue flavored potato chips')
    expect(english('un sachet de chips à saveur de crème aigre et oignon')).toContain('sour cream and onion flavored potato chips')
    expect(english('un yaourt aromatisé à la vanille')).toContain('vanilla flavored yogurt')
  })

  it('reads "composé de" as made with and story phrases as nothing', () => {
    expect(english('Pour le déjeuner, j’ai mangé un repas composé de riz et de poulet.')).toContain('made with rice and chicken')
    const a = analyzeMeal(
      { description: 'Pour me remonter le moral, j’ai savouré un muffin aux myrtilles, ce qui m’a permis de bien commencer la journée.' },
      index,
    )
    expect(a.items.map((i) => i.food)).toEqual(['Muffin, blueberry'])
  })

  it('reads container words and "de la cafétéria de l’école"', () => {
    expect(english('un récipient individuel de compote de pommes')).toContain('individual container')
    expect(english('un cheeseburger de la cafétéria de l’école')).toContain('school lunch cheeseburger')
    expect(foods('Je me suis fait plaisir avec un sandwich au beurre de cacahuète et à la gelée sur du pain blanc.')[0]).toMatch(
      /^Peanut butter and jelly sandwich/,
    )
  })
})
