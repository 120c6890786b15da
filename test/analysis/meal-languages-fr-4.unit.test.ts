// French meals as people type them, round 4: juice cartons that keep their juice, baby food and
// Québec "bébé" vegetables, chocolate milk made from syrup, Québec soft drinks ("liqueur"), menu
// pairs ("burger frites") and the story words around a snack (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French meals, round 4', () => {
  it('keeps the juice in a juice carton ("brique de jus d’X", Québec "boîte à jus")', () => {
    expect(english('Au goûter, le petit a eu une brique de jus de raisin.')).toContain('carton of grape juice')
    expect(english('une boîte à jus de pomme dans le sac')).toContain('carton of apple juice')
    expect(foods('Avec mon sandwich, une petite brique de jus d’orange.')).toContain('Orange juice')
  })

  it('reads "bébé" foods as baby food, and Québec "carottes bébé" as baby carrots', () => {
    expect(foods('Ma fille a mangé un petit pot de yaourt bébé.')[0]).toMatch(/baby food/)
    expect(foods('un biscuit pour bébé')[0]).toMatch(/baby food/)
    expect(foods('Pour grignoter, une tasse de carottes bébé.')).toEqual(['Baby carrots'])
  })

  it('reads chocolate milk made with syrup, and "fait avec" as made with', () => {
    expect(foods('Un grand verre de lait au chocolat fait avec du sirop.')[0]).toMatch(/made from syrup/)
    expect(english('des crêpes faites avec du lait d’avoine')).toContain('made with')
  })

  it('reads Québec "liqueur" in a can or glass as a soft drink, and "shooter" as a shot', () => {
    expect(foods('Au souper, une poutine et une canette de liqueur.')).toContain('Cola')
    expect(english('un shooter de tequila')).toContain('shot of')
  })

  it('reads menu pairs and Québec/regional sandwiches', () => {
    expect(foods('Ce midi on s’est fait un resto : un burger frites.')).toEqual(['Hamburger', 'French fries (fast food)'])
    expect(foods('un sous-marin steak-fromage')[0]).toMatch(/^Steak and cheese submarine sandwich/)
    expect(foods('deux toasts au beurre d’arachide')).toContain('Peanut butter, smooth')
  })

  it('reads the story around a snack as nothing', () => {
    expect(foods('J’avais un petit creux entre deux réunions, donc histoire de tenir jusqu’au soir, une banane.')).toEqual(['Banana'])
    expect(foods('Dans ma boîte à lunch, un petit truc sucré : une clémentine.')).toEqual(['Clementine'])
  })
})
