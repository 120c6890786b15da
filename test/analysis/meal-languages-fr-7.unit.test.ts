import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French phrases for the common survey foods (round 7)', () => {
  it('reads Québec food names: tartelettes à déjeuner, manchons de poulet', () => {
    expect(foods('une tartelette à déjeuner')[0]).toBe('Breakfast tart')
    expect(foods('trois tartelettes à déjeuner aux fraises')[0]).toBe('Breakfast tart')
    expect(foods('six manchons de poulet BBQ')[0]).toMatch(/^Chicken wing/)
    expect(foods('deux manchons de poulet épicés')[0]).toMatch(/^Chicken wing/)
  })

  it('reads snack names: biscuits en forme d’animaux, pâte de fruits, rouleau aux fruits, soufflés au maïs', () => {
    expect(foods("une poignée de biscuits en forme d'animaux")[0]).toBe('Cookie, animal')
    expect(foods('deux pâtes de fruits à la framboise')[0]).toMatch(/fruit snacks/)
    expect(foods('un rouleau aux fruits')[0]).toMatch(/fruit snacks/)
    expect(foods('un bol de soufflés au maïs')[0]).toMatch(/corn snacks/)
  })

  it('reads "bien fromagée" as extra cheese and "produits laitiers" as dairy', () => {
    expect(english('une part de pizza végétarienne bien fromagée')).toContain('extra cheese')
    expect(foods('une part de pizza végétarienne bien fromagée')[0]).toMatch(/^Pizza, cheese with vegetables/)
    expect(foods('un smoothie à la mangue à base de fruits et de produits laitiers')[0]).toMatch(/with dairy/)
  })

  it('reads "garni au(x)" as with, and a seasoning as a state', () => {
    expect(english('un bagel garni au fromage à la crème')).toBe('a bagel with cream cheese')
    expect(english("un pilon de poulet à l'assaisonnement relevé")).toContain('seasoned chicken drumstick')
  })

  it('reads story words as nothing: commencé … par, terminé par, pour me rafraîchir, à faire fondre dessus, pour un petit en-cas', () => {
    expect(english("j'ai commencé mon repas par une soupe aux légumes")).not.toContain('par')
    expect(english("j'ai terminé par une pomme")).not.toContain('par')
    expect(english('un verre de limonade pour me rafraîchir')).not.toContain('rafraîchir')
    expect(foods('une tranche de pain grillé avec du beurre à faire fondre dessus')).toHaveLength(2)
    expect(english('pour un petit en-cas, une banane')).not.toMatch(/\ba,/)
  })
})
