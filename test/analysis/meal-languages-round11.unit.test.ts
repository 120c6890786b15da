import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

describe('the story around a meal (round 11)', () => {
  it('reads an article whose noun the story took as nothing: a taco with its filling stays one', () => {
    const taco = 'Um taco macio médio, recheado de frango e feijão, foi um almoço que me deixou bem satisfeito.'
    expect(readerFor('pt').foods(taco)).toEqual(['Soft taco with chicken and beans'])
    expect(readerFor('pt').english(taco)).not.toMatch(/\ba\.$/)
  })
})

describe("measures in the survey's words (round 11)", () => {
  it("reads a glaze on a baked good as the survey's icing (frosting was a second item)", () => {
    expect(readerFor('fr').foods('un petit cookie brownie avec glaçage')).toEqual(['Cookie, brownie, with icing or filling'])
    expect(readerFor('de').foods('ein kleiner Brownie-Keks mit Glasur')).toEqual(['Cookie, brownie, with icing or filling'])
  })
})
