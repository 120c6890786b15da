// French meals as people type them, round 6: the common survey foods in their French and Québec
// names (brands as people say them, snack and casse-croûte words, kinds of beans, toast with peanut
// butter, Tim Hortons orders). Meals written here, not from any bench set.
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French meals, round 6', () => {
  it('reads Québec snack words: grignotines, croustilles, chips by flavour', () => {
    expect(foods('En regardant le match, un bol de grignotines au fromage.')).toEqual(['Cheese puffs'])
    expect(foods('un petit sac de chips BBQ')).toEqual(['Potato chips, barbecue'])
    expect(foods('des croustilles de maïs assaisonnées')).toEqual(['Tortilla chips, flavored'])
    expect(foods('un sachet de chips légères')).toEqual(['Potato chips, reduced fat'])
  })

  it('reads brands and fast-food names as people use them', () => {
    expect(foods('Au McDo : un Big Mac et un Coke.')[0]).toBe('Big Mac (McDonalds)')
    expect(foods('une palette de Snickers')).toEqual(['SNICKERS Bar'])
    expect(foods('une Bud Light bien froide')).toEqual(['Light beer'])
    expect(foods('un Fanta orange')).toEqual(['Orange soda'])
    expect(english('un moyen double-double du Tim')).toBe('a medium coffee with two creams and two sugars')
    expect(foods('une boîte de Timbits')[0]).toBe('Doughnut holes')
  })

  it('reads kinds of beans, Québec "fèves" included, and "pinto" as no pint', () => {
    expect(foods('un bol de fèves pinto')[0]).toMatch(/^Pinto beans/)
    expect(english('des haricots pinto à la viande')).toBe('pinto beans with meat')
    expect(foods('une tasse de fèves noires')).toEqual(['Black beans, cooked'])
  })

  it('reads dishes named with their kind: lait fouetté, biscuit au babeurre, carré au chocolat, plat surgelé', () => {
    expect(foods('un lait fouetté à la vanille')[0]).toMatch(/^Milkshake/)
    expect(foods('deux biscuits au babeurre')).toEqual(['Biscuit (scone-type), buttermilk'])
    expect(foods('un carré au chocolat maison')).toEqual(['Brownie'])
    expect(foods('Ce soir, un plat surgelé au micro-ondes.')).toEqual(['Frozen dinner, NFS'])
    expect(foods('une moyenne frite')).toEqual(['French fries (fast food)'])
  })

  it('reads toast with peanut butter, maple syrup on crêpes, a hot dog in its bun', () => {
    expect(foods('deux rôties au beurre d’arachide')).toEqual(['Toast, white', 'Peanut butter, smooth'])
    expect(english('des crêpes au sirop d’érable')).toContain('with maple syrup')
    expect(foods('un hot-dog steamé')).toEqual(['Hot dog in a bun'])
    expect(foods('un hot-dog dans son pain')).toEqual(['Hot dog in a bun'])
  })
})
