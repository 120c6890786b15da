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
