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

describe("the survey's own words (round 8)", () => {
  it('names a spirit as English does, so a mixed drink is the survey\'s ("Whisky mit Cola")', () => {
    expect(de.foods('ein Glas Whisky mit Cola')).toEqual(['Whiskey and cola'])
    expect(fr.foods('une boisson de whisky et cola')).toEqual(['Whiskey and cola'])
  })

  it('reads a chicken fillet and a cubic inch as the survey says them', () => {
    expect(fr.english('un filet de poulet grillé')).toBe('a grilled chicken fillet')
    expect(fr.english('un pouce cube de cheddar')).toContain('a cubic inch of')
    expect(readerFor('it').english('un pollice cubo di cheddar')).toContain('a cubic inch of')
  })
})

describe('a name in capitals and digits (round 8)', () => {
  it('keeps "G2" one word, so "Gatorade G2" is the survey\'s low-calorie Gatorade', () => {
    expect(de.english('eine Flasche Gatorade G2')).toContain('Gatorade G2')
    expect(fr.foods('une bouteille de 32 fl oz de Gatorade G2')).toEqual(['Sports drink, low calorie (Gatorade G2)'])
  })
})

describe('a size after "<measure> de <food>" (round 8)', () => {
  it('is the measure\'s size: "un vasito de helado mediano" is a medium cup, "un vaso de leche grande" a large glass', () => {
    const es = readerFor('es')
    expect(es.english('un vaso de leche grande')).toBe('a large glass of milk')
    expect(readerFor('it').english('una coppetta di gelato media')).toBe('a medium cup of ice cream')
  })
})

describe('survey words in the five languages (round 8)', () => {
  it('reads woven wheat, part skim, a spread, whey and a lemon pie as the survey says them', () => {
    expect(fr.english('un cracker de blé tressé')).toContain('woven')
    expect(fr.english('un bâtonnet de mozzarella au lait partiellement écrémé')).toBe('a stick of part skim mozzarella cheese')
    expect(de.english('ein Stick Mozzarella aus teilentrahmter Milch')).toContain('part skim')
    expect(fr.english('une sauce à tartiner')).toBe('a spread')
    expect(readerFor('pt').english('um scoop de soro de leite')).toContain('whey')
    expect(readerFor('es').english('un trozo de tarta de limón')).toBe('a piece of lemon pie')
  })
})

describe('Italian as it is spoken in the south (round 8)', () => {
  it('reads "\'na", "\'nu", "co\'", "de" and "pure" (also), not leaving the amounts out or reading mashed potatoes', () => {
    const it_ = readerFor('it')
    expect(it_.foods("Me so' magnato 'na pizza e 'nu bicchiere de vino")).toHaveLength(2)
    expect(it_.english("'nu bicchiere de vino")).toContain('a glass of wine')
    expect(it_.english("e pure 'na sovracoscia di pollo fritta")).not.toContain('mashed')
    expect(it_.english('un purè di patate')).toContain('mashed potatoes')
  })
})

describe('French of Québec and a brand with "&" (round 8)', () => {
  it('reads "pis de" as "and" (not as "pas de", without), and what a dish is stuffed or bursting with', () => {
    expect(fr.english('du riz pis des légumes')).toBe('rice and vegetables')
    expect(fr.english('un burrito moyen bourré de viande')).toBe('a medium burrito filled with meat')
    expect(fr.english('une tasse de bœuf cuit en cubes')).toContain('diced beef')
  })

  it('keeps "M&M\'s" whole, as a brand', () => {
    expect(fr.english("un paquet de 1,67 oz de bonbons au chocolat M&M's Peanut")).toContain("M&M's Peanut")
  })
})

describe('Spanish words that named the wrong food (round 8)', () => {
  it('reads "dorada" as golden (the fish only in its dishes), "tortita de patata" as a hash brown and "onzas de" as ounces', () => {
    const es = readerFor('es')
    expect(es.english('una samosa normal, dorada y frita')).not.toContain('sea bass')
    expect(es.english('un filete de dorada')).toBe('a sea bass fillet')
    expect(es.english('una tortita de patata rallada doradita')).toBe('a hash brown')
    expect(es.english("un paquete de 1.67 onzas de chocolates M&M's")).toContain('1.67 oz')
    expect(es.english('un burrito mediano bien retacado de carne')).toBe('a medium burrito filled with meat')
  })
})

describe('the story between two items (round 8)', () => {
  it('keeps two items apart where the words between them are read as nothing', () => {
    const es = readerFor('es')
    expect(es.english('me tomé una botella de agua sin azúcar mientras picoteaba una taza de zanahorias crudas')).toContain('water, a cup of')
    expect(es.foods('me tomé una botella de agua sin azúcar mientras picoteaba una taza de zanahorias crudas')).toHaveLength(2)
    // not before the story's own "una colazione"
    expect(readerFor('it').english('un caffellatte piccolo con latte scremato per una colazione accogliente')).not.toContain(',')
  })
})

describe('Portuguese diminutives and sizes (round 8)', () => {
  it('gives a diminutive measure the size told with it, and reads docinha, salgadinha, sem casca and Quarterão', () => {
    const pt = readerFor('pt')
    // (of ice cream, a medium cup: the survey's ice cream cup, round 11)
    expect(pt.english('um copinho médio de sorvete')).toBe('a medium cup of ice cream')
    expect(pt.english('um copinho médio de leite')).toBe('a medium glass of milk')
    expect(pt.english('um saquinho pequeno de batata chips')).toContain('a small bag of')
    expect(pt.english('um saquinho de batata chips')).toContain('small bag')
    expect(pt.english('uma xícara de cerejas, docinhas demais')).not.toContain('candy')
    expect(pt.english('um sanduíche congelado sem casca de pasta de amendoim com geleia')).toContain('crustless')
    expect(pt.foods('um Quarterão com Queijo')).toEqual(['Quarter Pounder with cheese (McDonalds)'])
  })
})

describe('German containers and Austrian words (round 8)', () => {
  it('reads Einzelbehälter, Kettle-Corn and a Wurstlaberl as the survey says them', () => {
    expect(de.english('ein praktischer Einzelbehälter Apfelsaft')).toBe('a individual container of apple juice')
    expect(de.english('eine Tasse Kettle-Corn-Popcorn')).toContain('kettle corn')
    expect(de.english('ein Wurstlaberl und ein Spiegelei')).toContain('sausage patty')
  })
})

describe('Italian "\'no" (round 8)', () => {
  it('is the south\'s "uno", never English "no" that takes away the food after it', () => {
    expect(readerFor('it').foods("Pe' 'no spuntino veloce mi so' fatto 'nu vodka tonic bello fresco")).toEqual(['Vodka and tonic'])
  })
})

describe('Italian survey words (round 8)', () => {
  it('reads "tagliata a dadini" as diced (not a sliced steak), "straccetto di pollo" as a chicken tender', () => {
    const it_ = readerFor('it')
    expect(it_.english('una tazza di sovracoscia di pollo fritta, senza pelle e tagliata a dadini')).not.toContain('steak')
    expect(it_.english('un delizioso straccetto di pollo')).toBe('a chicken tender')
  })
})

describe('French "pleine de" after a food (round 8)', () => {
  it('is what the food is full of, not a second helping of it', () => {
    expect(fr.english('une tasse de soupe poulet aux légumes, pleine de riz')).toContain('with rice')
  })
})

describe('survey words from a third read set (round 8)', () => {
  it('reads air-popped, chunky, a frozen coffee drink, a coating and "davon"', () => {
    expect(readerFor('it').english('una tazza di popcorn semplici scoppiati ad aria calda')).toContain('air-popped popcorn')
    expect(fr.english('une boîte de 19 oz de soupe poulet et nouilles avec de gros morceaux')).toContain('chunky')
    expect(fr.english('une petite boisson glacée au café')).toContain('frozen coffee drink')
    expect(de.english('ohne Haut und Panade')).toContain('coating')
    expect(de.english("eine Schüssel Kellogg's Cocoa Krispies, eine Tasse davon")).toContain('a cup of it')
  })
})
