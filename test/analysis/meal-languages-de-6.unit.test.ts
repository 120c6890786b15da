import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('de')

describe('German phrases for the common survey foods (round 6)', () => {
  it('reads Austrian measures: Blattl, Stückl, Glasl, Schüsserl, Packerl', () => {
    expect(english('zwei Blattl Käse')).toContain('slice')
    expect(english('a Stückl Topfenstrudel')).toContain('piece')
    expect(english('a Glasl Rotwein')).toContain('glass')
    expect(english('a Schüsserl Müsli')).toContain('bowl')
    expect(english('a Packerl Erdnüsse')).toContain('bag')
  })

  it('reads Austrian food names: Zuckerl, Birn, Hendlhaxerl, Palatschinke, Faschiertes, Käs', () => {
    expect(foods('fünf Zuckerl')[0]).toBe('Hard candy')
    expect(foods('eine Birn')[0]).toMatch(/^Pear/)
    expect(english('zwei Hendlhaxerl vom Grill')).toContain('chicken drumstick')
    expect(foods('zwei Palatschinken')[0]).toMatch(/^Crepe/)
    expect(english('Nudeln mit Faschiertem')).toContain('ground meat')
    expect(english('a Semmel mit Käs')).toContain('cheese')
  })

  it('reads "backen" (breaded and fried) chicken as the fried chicken', () => {
    expect(foods('a backene Hendlbrust')[0]).toMatch(/^Chicken breast, fried/)
  })

  it('reads product words: Toastbrötchen, Wassereis, Magnum, Capri-Sonne, Käseflips', () => {
    expect(foods('zwei Toastbrötchen mit Butter')[0]).toBe('English muffin')
    expect(foods('ein Wassereis')[0]).toBe('Ice pop')
    expect(foods('ein Magnum')[0]).toMatch(/^Ice cream bar, chocolate/)
    expect(foods('eine Capri-Sonne')[0]).toMatch(/Capri Sun/)
    expect(foods('eine Tüte Käseflips')[0]).toBe('Cheese puffs')
  })

  it('reads a hard roll for Brötchen and Semmel, and a burger or biscuit bun as such', () => {
    expect(foods('zwei Brötchen mit Marmelade')[0]).toMatch(/^Roll, hard/)
    expect(foods('eine Semmel')[0]).toMatch(/^Roll, hard/)
    expect(foods('ein Burgerbrötchen')[0]).toMatch(/^Hamburger/)
    expect(foods('ein Biscuit-Brötchen')[0]).toMatch(/^Biscuit/)
  })

  it('reads a flavour after the chips (Chips Paprika) and a diet Limo', () => {
    expect(english('eine Tüte Chips Paprika')).toContain('barbecue potato chips')
    expect(foods('eine Dose Limo light')[0]).toMatch(/diet/)
  })

  it("reads McDonald's by its Austrian name", () => {
    expect(foods('zwei Cheeseburger vom Mäci')[0]).toMatch(/McDonalds/)
  })
})
