// French meals as people type them, round 5: Québec "pis" for and, "canne" for a can, Québec
// snack and casse-croûte words (grignotines, gomme, suçon, chien chaud, crème sûre, pointe de
// pizza), "pur jus" that keeps its juice, and the story words around a snack (meals written
// here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('fr')

describe('French meals, round 5', () => {
  it('reads Québec "pis" as and, so each food stays its own', () => {
    expect(english('Au dîner, un sandwich au jambon pis une pomme.')).toContain('and a apple')
    expect(foods('Au dîner, un sandwich au jambon pis une pomme.')).toContain('Apple')
    expect(foods('Collation : une banane pis un verre de lait.')).toHaveLength(2)
  })

  it('reads "canne" as a can, and "liqueur aux fruits" as a fruit soft drink', () => {
    expect(english('Après le hockey, une canne de cola.')).toContain('can of cola')
    expect(foods('Au souper, une canne de liqueur aux fruits.')[0]).toMatch(/^Soft drink, fruit flavored/)
  })

  it('reads Québec snack words: grignotines de maïs, gomme, suçon, maïs soufflé', () => {
    expect(foods('Devant la télé, une tasse de grignotines de maïs saveur fromage.')).toEqual(['Cheese flavored corn snacks'])
    expect(foods('Dans l’auto, un morceau de gomme sans sucre.')[0]).toMatch(/^Chewing gum, sugar free/)
    expect(english('Mon fils a eu un suçon à la cerise.')).toContain('lollipop')
    expect(foods('Au cinéma, un grand sac de maïs soufflé.')[0]).toMatch(/^Popcorn/)
  })

  it('reads casse-croûte food: chien chaud, pâté impérial, crème sûre, pointe de pizza croûte mince', () => {
    expect(foods('Au resto, deux chiens chauds.')[0]).toMatch(/^Hot dog/)
    expect(foods('En entrée, un pâté impérial au porc.')[0]).toMatch(/^Egg roll/)
    expect(english('une patate au four avec de la crème sûre')).toContain('sour cream')
    expect(english('Au souper, une pointe de pizza croûte mince.')).toContain('thin crust')
  })

  it('keeps the juice in "pur jus", and reads "multifruits" as a fruit juice blend', () => {
    expect(english('Au déjeuner, un verre de pur jus de pomme.')).toContain('apple juice')
    expect(foods('Au déjeuner, un verre de pur jus de pomme.')[0]).toMatch(/^Apple juice/)
    expect(foods('À la récré, une petite brique de jus multifruits.')[0]).toMatch(/^Fruit juice blend/)
  })

  it('reads pastries: pâtisserie à griller, brioche glacée fourrée aux fruits, biscuit à la saucisse', () => {
    expect(foods('Vite fait le matin : une pâtisserie à griller à la fraise.')[0]).toMatch(/^Toaster pastry/)
    expect(foods('Au brunch, une brioche glacée fourrée aux fruits.')[0]).toMatch(/^Roll, sweet, with fruit, frosted/)
    expect(foods('Au service au volant, un biscuit à la saucisse.')).toEqual(['Biscuit with sausage'])
    expect(foods('Au drive, un biscuit à la saucisse.')).toEqual(['Biscuit with sausage'])
  })

  it('reads Québec fruit and vegetable words (melon d’eau, canneberge, fèves vertes)', () => {
    expect(foods('Au pique-nique, une tranche de melon d’eau.')).toEqual(['Watermelon'])
    expect(foods('Un verre de jus de canneberge avec le brunch.')[0]).toMatch(/^Cranberry juice/)
    expect(foods('Pour accompagner, une tasse de fèves vertes.')[0]).toMatch(/^Green beans/)
  })

  it('reads casse-croûte plates: spaghetti sauce à la viande, cornet de crème molle, soupe poulet et nouilles', () => {
    expect(foods('Au souper, une assiette de spaghetti sauce à la viande.')).toEqual(['Spaghetti bolognese'])
    expect(english('Au bord du lac, un petit cornet de crème molle.')).toContain('soft serve ice cream cone')
    expect(foods('Un bol de soupe poulet et nouilles quand on est malade.')[0]).toMatch(/^Chicken noodle soup/)
  })

  it('reads story words (préféré, genre, en petit en-cas léger, un régal) as nothing', () => {
    expect(foods('En petit en-cas léger, j’ai pris une poire, un régal.')).toEqual(['Pear'])
    expect(english('une canette de mon soda préféré')).not.toContain('préféré')
  })
})
