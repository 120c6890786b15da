// German as people type it into an app (round 4): "ohne Zucker" on drinks, sizes written as
// "mittlere Größe", "fast nur Nudeln", calcium-fortified juice, ready-to-heat pasta and the story
// around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('German meals typed casually (round 4)', () => {
  it('reads "ohne Zucker" as unsweetened, and as diet on cola', () => {
    expect(foods('Nach dem Sport hab ich eine große Flasche Wasser ohne Zucker getrunken.')).toEqual(['Water'])
    expect(foods('Zum Mittag gab es eine Dose Cola ohne Zucker.')).toEqual(['Diet cola'])
    expect(foods('Im Auto noch ein Kaugummi ohne Zucker gekaut.')[0]).toMatch(/^Chewing gum, sugar free/)
  })

  it('reads "mittlere Größe" as medium and "Größe" alone as nothing', () => {
    expect(english('Abends ein Stück Margherita-Pizza, mittlere Größe.')).toContain('medium')
    expect(english('Abends ein Stück Margherita-Pizza, mittlere Größe.')).not.toContain('large')
  })

  it('reads "fast nur Nudeln" as mostly noodles', () => {
    expect(foods('Mittags eine Schüssel Suppe, fast nur Nudeln.')).toEqual(['Soup, mostly noodles'])
  })

  it('reads "mit Calcium" on juice as calcium fortified', () => {
    expect(english('Zum Frühstück ein Glas Orangensaft mit Calcium.')).toContain('calcium fortified')
    expect(foods('Zum Frühstück ein Glas Orangensaft mit Calcium.')[0]).toMatch(/^Orange juice, 100%, with calcium added/)
  })

  it('reads Fertignudeln and Fertigpasta as ready-to-heat pasta, not a dry ramen block', () => {
    expect(english('Abends schnell eine Schale Fertigpasta aus der Mikrowelle.')).toContain('ready-to-heat pasta')
    expect(foods('Im Büro gab es eine Tasse Fertignudeln.')[0]).not.toMatch(/ramen/i)
  })

  it('reads story phrases (gegen den Hunger, nach einem langen Tag, hat satt gemacht) as nothing', () => {
    expect(foods('Gegen den Heißhunger hab ich mir einen Apfel geschnappt, nach so einem langen Tag. Hat gut satt gemacht.')).toEqual(['Apple'])
  })

  it('reads a mini cinnamon roll as a miniature one, and hot chocolate from powder as hot chocolate', () => {
    expect(english('Zum Kaffee eine Mini-Zimtschnecke mit Zuckerguss.')).toContain('miniature cinnamon roll')
    expect(foods('Abends eine Tasse heiße Schokolade aus zuckerfreiem Pulver, mit Wasser angerührt.')[0]).toMatch(/^Hot chocolate/)
  })
})
