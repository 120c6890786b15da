import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const de = readerFor('de')
const fr = readerFor('fr')

describe('a brand is read as the brand (round 8)', () => {
  it('keeps "Monster", "Cheetos" as written where English reads the brand, so it names the survey\'s branded food', () => {
    expect(de.foods('eine 16-fl-oz-Flasche Monster Energydrink')).toEqual(['Energy drink (Monster)'])
    expect(fr.foods('une bouteille de 16 fl oz de boisson énergisante Monster')).toEqual(['Energy drink (Monster)'])
    expect(de.english('eine Tüte Cheetos')).toContain('Cheetos')
  })
})

describe('what a food is without follows it (round 8)', () => {
  it('leaves "sin glaseado" after its food, as English says it', () => {
    expect(readerFor('es').english('una galleta brownie pequeña sin glaseado')).toBe('a small brownie cookie without icing')
  })
})

describe('Italian "dal" (round 8)', () => {
  it('reads "dal", "dalla" as "from the", never as the Indian dal', () => {
    const it_ = readerFor('it')
    expect(it_.english("un'arancia cruda dal colore vivace")).not.toContain('curry')
    expect(it_.foods("un'arancia cruda dal colore vivace e una salsiccia sottaceto dal gusto deciso")).toEqual(['Orange, raw', 'Pickled sausage'])
  })
})
