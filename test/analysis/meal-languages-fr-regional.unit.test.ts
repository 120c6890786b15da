// Meals typed the way French is written in Québec, Belgium and Switzerland, and typed quickly on a
// phone: casual connectors ("ac", "av", "w/", "pas de"), Swiss and Belgian numerals ("septante",
// "nonante"), abbreviated measures ("bte", "btl", "pqt", "càs"), the region's sizes ("ti", "ptite",
// "gd"), meal words read as nothing ("à matin jai", "cet aprem", "les dix heures") and the region's
// own names for its foods ("molle", "guédille", "pistolet", "couque", "séré", "renversé").
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French regional and casual forms of meal words', () => {
  it('reads casual connectors: ac, av, w/, et pis, ss and pas de', () => {
    expect(english('un cafe ac du lait')).toBe('a coffee with milk')
    expect(english('un café av lait')).toBe('a coffee with milk')
    expect(foods('un café avc du sucre')).toEqual(['Coffee, brewed (black)', 'Sugar, white'])
    expect(english('2 toasts w/ beurre de peanut')).toContain('with')
    expect(english('un the vert ss sucre')).toBe('a green tea without sugar')
    expect(english('un café pas de sucre')).toBe('a coffee without sugar')
  })

  it('reads Swiss and Belgian numerals and casual amounts', () => {
    expect(english('septante grammes de fromage')).toBe('70 g of cheese')
    expect(english('nonante grammes de pâtes')).toBe('90 g of pasta')
    expect(english('deux-trois biscuits')).toBe('a few cookie')
    expect(english('qqs frites')).toBe('some french fries')
    expect(english('bcp de frites')).toBe('lots of french fries')
    expect(english('huitante grammes de riz')).toBe('80 g of rice')
  })

  it('reads abbreviated containers: bte, btl, pqt, poche, boutte', () => {
    expect(english('une bte de coke')).toBe('a can of cola')
    expect(english("une btl d'eau")).toBe('a bottle of water')
    expect(english('un pqt de chips')).toBe('a package of potato chips')
    expect(english('une poche de chips')).toBe('a bag of potato chips')
    expect(english('un boutte de pain')).toBe('a piece of bread')
  })

  it('reads measures of the regions: càs, càc, tr, pognée, larme, déci, chope', () => {
    expect(english('1 càc de sel')).toBe('1 tsp of salt')
    expect(english('2 càs de sucre')).toBe('2 tbsp of sugar')
    expect(english('3 tr de jambon')).toBe('3 slice of ham')
    expect(english('une pognée de noix')).toContain('handful of')
    expect(english('une larme de lait')).toBe('a splash of milk')
    expect(english('un déci de rouge')).toBe('a dl of red wine')
    expect(english('une chope de bière')).toBe('a mug of beer')
  })

  it('reads casual sizes: ti, tite, ptite, gd, large, medium', () => {
    expect(english('un ti café')).toBe('a small coffee')
    expect(english('une tite bière')).toBe('a small beer')
    expect(english('une ptite poutine')).toContain('small')
    expect(english('un gd café')).toBe('a large coffee')
    expect(english('un café large')).toBe('a large coffee')
    expect(english('un café medium')).toBe('a medium coffee')
  })

  it('reads casual meal and time words as nothing: jai, cet aprem, p’tit déj, dix heures, apéro', () => {
    expect(english('jai mangé une pomme')).toBe('a apple')
    expect(english('à matin jai pris un café')).toBe('a coffee')
    expect(english('cet aprem un yop')).toBe('a yogurt drink')
    expect(english("au p'tit déj des rôties")).toBe('toast')
    expect(english('pour les dix heures une pomme')).toBe('a apple')
    expect(english('pour le zvieri un pain au choc')).toBe('a chocolate croissant')
  })

  it('reads Québec snack-bar foods: molle, slush, guédille, roteux, hot chicken, spaghat', () => {
    expect(foods('une molle')[0]).toMatch(/soft serve/)
    expect(foods('une ptite molle à la vanille')[0]).toMatch(/soft serve/)
    expect(foods('une sloche aux framboises')[0]).toBe('Slush frozen drink')
    expect(foods('une guédille aux oeufs')[0]).toBe('Egg salad sandwich')
    expect(foods('deux roteux')[0]).toMatch(/^Hot dog/)
    expect(english('un hot chicken')).toContain('chicken sandwich with gravy')
    expect(foods('du spaghat')[0]).toBe('Spaghetti bolognese')
  })

  it('reads Québec home cooking: patates pilées, cretons, pâté au poulet, sucre à la crème, pouding chômeur', () => {
    expect(foods('un bol de patates pillées')[0]).toMatch(/^Mashed potatoes/)
    expect(english('des cretons sur une rôtie')).toBe('pork pate on a slice of toast')
    expect(foods('un pâté au poulet')[0]).toBe('Chicken pot pie')
    expect(foods('du sucre à la crème')[0]).toBe('Fudge, vanilla')
    expect(foods("de la tire d'érable")[0]).toBe('Taffy')
    expect(english('un pouding chômeur')).toBe('a yellow cake')
    expect(foods('une crème de tomate')[0]).toBe('Tomato soup')
  })

  it('reads Québec treats and drinks: whippet, jos louis, pet de sœur, galette à la mélasse, broue frette, atocas', () => {
    expect(foods('un whippet')[0]).toBe('Cookie, marshmallow, chocolate-covered')
    expect(foods('un jos louis')[0]).toMatch(/^Snack cake/)
    expect(foods('un pet de soeur')[0]).toBe('Cinnamon roll')
    expect(foods('une galette à la mélasse')[0]).toBe('Cookie, molasses')
    expect(foods('des biscuits soda')[0]).toBe('Saltine crackers')
    expect(english('une broue frette')).toBe('a cold beer')
    expect(foods("un jus d'atocas")[0]).toMatch(/^Cranberry juice/)
    expect(foods('une liqueur aux fraises')[0]).toMatch(/^Soft drink, fruit flavored/)
  })

  it('reads eggs written with "oe" as those written with "œ": oeuf miroir, oeufs tournés', () => {
    expect(foods('un oeuf miroir')[0]).toBe('Egg, fried')
    expect(english('deux oeufs tournés')).toContain('over easy')
    expect(english('du boeuf haché')).toBe('ground beef')
  })

  it('reads Belgian foods: pistolet, couque, chique, boulets, stoemp, carbonnades, mitraillette', () => {
    expect(foods('deux pistolets')[0]).toMatch(/^Roll, hard/)
    expect(foods('une couque au beurre')[0]).toBe('Brioche')
    expect(english('une couque au choco')).toBe('a chocolate croissant')
    expect(foods('deux chiques')[0]).toMatch(/candy/)
    expect(foods('des boulets sauce lapin')[0]).toMatch(/^Meatballs/)
    expect(foods('du stoemp')[0]).toMatch(/^Mashed potatoes/)
    expect(foods('des carbonnades flamandes')[0]).toBe('Beef stew')
    expect(foods('une mitraillette')).toEqual(['Submarine sandwich, cold cuts', 'French fries (fast food)'])
  })

  it('reads Belgian fries sauces and dishes with their fries', () => {
    expect(foods('des frites sauce andalouse')).toEqual(['French fries (fast food)', 'Mayonnaise'])
    expect(foods('des frites mayo')).toEqual(['French fries (fast food)', 'Mayonnaise'])
    expect(foods('des boulets frites')).toEqual(['Meatballs (beef)', 'French fries (fast food)'])
    expect(foods('un filet américain')[0]).toBe('Steak tartare')
    expect(foods('du waterzooi')[0]).toMatch(/^Chicken or turkey soup, cream of/)
  })

  it('reads Swiss foods: séré, renversé, thé froid, minérale, tresse, bircher, cornettes, tête au choco', () => {
    expect(foods('du séré')[0]).toMatch(/^Cottage cheese/)
    expect(foods('un renversé')[0]).toMatch(/^Caffe latte/)
    expect(foods('un thé froid')[0]).toMatch(/^Iced tea/)
    expect(foods('une minérale')[0]).toMatch(/^Sparkling water/)
    expect(foods('une tranche de tresse ac du beurre')).toEqual(['Brioche', 'Butter, salted'])
    expect(foods('un bircher')[0]).toBe('Muesli')
    expect(english('des cornettes au jambon')).toBe('macaroni with ham')
    expect(foods('une tête au choco')[0]).toBe('Marshmallow, chocolate covered')
    expect(foods('une saucisse à rôtir')).toEqual(['Bratwurst, pork, cooked'])
  })

  it('reads French casual names: pain au choc, tradi, verre de rouge, kro, cappu, frites sizes', () => {
    expect(english('un pain au choc')).toBe('a chocolate croissant')
    expect(foods('une tradi')[0]).toMatch(/French/)
    expect(english('un verre de rouge')).toBe('a glass of red wine')
    expect(english('2 verres de blanc')).toContain('white wine')
    expect(foods('une kro')[0]).toBe('Beer')
    expect(foods('un cappu')[0]).toMatch(/^Cappuccino/)
    expect(english('une ptite frite')).toBe('a small french fries')
    expect(foods('un grec frites')).toEqual(['Gyro / doner kebab in pita', 'French fries (fast food)'])
  })
})
