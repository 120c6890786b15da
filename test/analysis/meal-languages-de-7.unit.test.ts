import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english, analyse } = readerFor('de')

describe('German phrases for the common survey foods (round 7)', () => {
  it('reads "koffeinfrei" on a soft drink as caffeine free, not as coffee', () => {
    expect(english('eine koffeinfreie Cola')).toContain('caffeine free cola')
    expect(foods('eine Dose Cola, koffeinfrei')).toEqual(['Cola'])
    expect(foods('eine Dose Limo mit Fruchtgeschmack, die koffeinfrei war')[0]).toMatch(/fruit flavored, caffeine free/)
  })

  it('reads a word cut short before "oder"/"und" as its own compound (Apfel- oder Orangensaft)', () => {
    expect(english('ein Glas Apfel- oder Orangensaft')).toContain('apple or orange juice')
    expect(english('eine Teigtasche mit Rind- oder Schweinefüllung')).toContain('beef or pork filling')
  })

  it('reads Swiss and Austrian pretzels and packs: Brezeli, Brezelringe, Tetrapäckli, Portionspackerl', () => {
    expect(foods('eine Handvoll Brezeli')[0]).toMatch(/^Pretzels, hard/)
    expect(foods('zwei dünne Brezelringe')[0]).toMatch(/^Pretzels, hard/)
    expect(english('ein Tetrapäckli Orangensaft')).toContain('juice box of orange juice')
    expect(english('ein Portionspackerl Orangensaft')).toContain('individual container of orange juice')
    expect(english('eine Schul-Einzelpackung Orangensaft')).toContain('individual school container of orange juice')
  })

  it('reads foods: Waffelstanitzel, vegetarische Frühstückswürstchen, Pfannkuchen-Sandwich, Fruchtsaftmix, Würstl', () => {
    expect(foods('ein Schokoeis im Waffelstanitzel')[0]).toMatch(/waffle cone/)
    expect(foods('zwei vegetarische Frühstückswürstchen')[0]).toMatch(/meatless/)
    expect(foods('ein Pfannkuchen-Sandwich mit Wurst')[0]).toMatch(/griddle cake sandwich/)
    expect(foods('ein Glas Fruchtsaftmix')[0]).toMatch(/^Fruit juice blend/)
    expect(foods('zwei Würstl mit Senf')[0]).toMatch(/sausage/i)
  })

  it('reads ready-to-drink Kakao as chocolate milk and geröstete Maiskerne as corn nuts', () => {
    expect(foods('ein Glas trinkfertiger Kakao')[0]).toMatch(/^Chocolate milk, ready to drink/)
    expect(foods('eine Schüssel geröstete Maiskerne')[0]).toBe('Corn nuts')
  })

  it('reads "pikant" as spicy and a Drumette as a chicken wing', () => {
    expect(english('Hähnchen in pikanter Soße')).toContain('spicy')
    expect(foods('drei Drumettes mit Ketchup')[0]).toMatch(/^Chicken wing/)
  })

  it('reads story words and connectors: "in den Tag gestartet", "gefolgt von"', () => {
    expect(analyse('Ich bin mit einem Müsli in den Tag gestartet').unmatched).toEqual([])
    const meal = analyse('eine Suppe, gefolgt von einem Apfel')
    expect(meal.unmatched).toEqual([])
    expect(meal.items.map((i) => i.food)).toContain('Apple')
  })
})
