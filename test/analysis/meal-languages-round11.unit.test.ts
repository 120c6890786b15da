import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const grams = (text: string, language?: string) => readerFor(language).grams(text)

describe('the story around a meal (round 11)', () => {
  it('reads an article whose noun the story took as nothing: a taco with its filling stays one', () => {
    const taco = 'Um taco macio médio, recheado de frango e feijão, foi um almoço que me deixou bem satisfeito.'
    expect(readerFor('pt').foods(taco)).toEqual(['Soft taco with chicken and beans'])
    expect(readerFor('pt').english(taco)).not.toMatch(/\ba\.$/)
    // a soup "mostly" of something is the survey's soup, with no comma between
    expect(readerFor('it').foods('una tazza di zuppa composta per lo più da noodles')).toEqual(['Soup, mostly noodles'])
    expect(readerFor('de').foods('eine Tasse Suppe, überwiegend aus Nudeln')).toEqual(['Soup, mostly noodles'])
    // and before "with": "tive um almoço reforçado com …"
    expect(readerFor('pt').english('Tive um almoço reforçado com uma xícara de água')).toBe('with a cup of water')
  })
})

describe('a food told beside another (round 11)', () => {
  it('reads "junto com", "junto con", "zusammen mit", "insieme a" as along with: the burrito after a drink keeps its fillings', () => {
    const burrito = 'Burrito with meat, beans, and rice'
    expect(readerFor('pt').foods('um refrigerante médio junto com um burrito médio recheado de carne, feijão, arroz e uma colherada de creme azedo')).toContain(
      burrito,
    )
    expect(
      readerFor('es').foods('un refresco mediano junto con un burrito mediano relleno de carne, frijoles, arroz y una cucharada de crema agria'),
    ).toContain(burrito)
    expect(readerFor('pt').english('um refrigerante junto com um burrito')).toBe('a soft drink along with a burrito')
  })
})

describe("a brand's name after 'de' (round 11)", () => {
  it('moves every word of a brand told after "de" or "von" before the food, not its first word alone', () => {
    expect(readerFor('es').english('un rollo de canela glaseado de Little Debbie')).toBe('a Little Debbie glazed cinnamon roll')
    expect(readerFor('de').english('eine glasierte Zimtschnecke von Little Debbie')).toBe('a Little Debbie glazed cinnamon roll')
  })
})

describe('a drink named again (round 11)', () => {
  it('reads "a drink" after a food drunk as that food again, not a cola', () => {
    expect(readerFor('es').foods('una taza de kéfir, una deliciosa bebida fermentada')).toEqual(['Kefir, NS as to fat content'])
    expect(readerFor('en').foods('a cup of kefir, a fermented drink')).toEqual(['Kefir, NS as to fat content'])
  })
})

describe('what a dish is without (round 11)', () => {
  it('reads "crustless" as the survey\'s "without crusts" when the dish is told with its parts', () => {
    const crustless = ['Peanut butter and jelly sandwich, frozen commercial product without crusts']
    expect(readerFor('en').foods('a frozen crustless sandwich with peanut butter and jelly')).toEqual(crustless)
    expect(readerFor('it').foods('un tramezzino surgelato senza crosta con burro di arachidi e marmellata')).toEqual(crustless)
    // nothing said about crusts: the plain sandwich
    expect(readerFor('en').foods('a frozen sandwich with peanut butter and jelly')).toEqual(['Peanut butter and jelly sandwich'])
  })
})

describe('a dish and what fills or tops it (round 11)', () => {
  it('reads a sandwich "de" a list of fillings as the sandwich with them all, not an egg sandwich and two more items', () => {
    const biscuit = ['Biscuit with egg, cheese and bacon']
    expect(readerFor('es').foods('un sándwich contundente de huevo, queso y beicon en un biscuit')).toEqual(biscuit)
    expect(readerFor('es').foods('un sándwich de huevo, queso y beicon en un biscuit')).toEqual(biscuit)
    expect(readerFor('pt').foods('um sanduíche caprichado de ovo, queijo e bacon num biscuit americano')).toEqual(biscuit)
    // two fillings keep the dish's own name; a list of other things is other items
    expect(readerFor('pt').english('um burrito de feijão e arroz')).toBe('a bean and rice burrito')
    expect(readerFor('es').foods('un sándwich de jamón, una manzana y un café')).toHaveLength(3)
  })

  it('reads "covered with" in its inflected forms as what the dish is topped with (the nachos were cheese sauce)', () => {
    expect(readerFor('pt').foods('uma porção de nachos cobertos de queijo')).toEqual(['Nachos with cheese'])
    expect(readerFor('es').foods('una ración de nachos bañados en queso')).toEqual(['Nachos with cheese'])
    // and a participle no list holds, before "de"
    expect(readerFor('es').foods('una ración de nachos embadurnados de queso')).toEqual(['Nachos with cheese'])
  })

  it('reads a German participle after its dish with its own "mit" as what the dish is filled with, not the attribute before a dish', () => {
    expect(readerFor('de').foods('Ich begann meinen Tag mit einem herzhaften kleinen Burrito, gefüllt mit Fleisch.')).toEqual(['Burrito with meat'])
    expect(readerFor('de').foods('einen kleinen, mit Rührei gefüllten Burrito')).toEqual(['Burrito, taco, or quesadilla with egg'])
  })

  it('reads what fills a burrito or a sandwich as what it is with, not a filled food and a second item', () => {
    expect(readerFor('es').foods('un burrito pequeño relleno de carne y alubias')).toEqual(['Burrito with meat and beans'])
    expect(readerFor('es').foods('un sándwich relleno de mantequilla de cacahuete normal y jalea en pan blanco tierno')).toEqual([
      'Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread',
    ])
    expect(readerFor('it').foods('un burrito piccolo ripieno di carne e fagioli')).toEqual(['Burrito with meat and beans'])
    expect(readerFor('es').foods('un sándwich relleno de crema de cacahuete normal en pan integral')).toEqual([
      'Peanut butter sandwich, with regular peanut butter, on whole wheat bread',
    ])
    // a doughnut filled with cream is the survey's cream filled doughnut still
    expect(readerFor('es').foods('una dona rellena de crema')).toEqual(['Doughnut, cream filled'])
  })
})

describe("measures in the survey's words (round 11)", () => {
  it("reads a pot, a tub or a glass of ice cream of a size as the survey's ice cream cup of that size", () => {
    expect(grams('un délicieux pot moyen de glace à la vanille', 'fr')).toEqual([240])
    expect(grams('una tarrina mediana de helado de vainilla', 'es')).toEqual([240])
    expect(grams('um copo médio de sorvete de baunilha', 'pt')).toEqual([240])
  })

  it("reads French chocolate 'aux céréales' as the survey's chocolate with cereal; bread and bagels stay multigrain", () => {
    expect(readerFor('fr').foods('une barre de chocolat blanc aux céréales')).toEqual(['Chocolate, white, with cereal'])
    expect(readerFor('fr').foods('un bagel aux céréales')).toEqual(['Bagel, multigrain'])
  })

  it("reads French 'fondant' after a food as melted, not the survey's fondant candy; 'un fondant au chocolat' stays a cake", () => {
    expect(readerFor('fr').foods('une noisette de beurre fondant')).toEqual(['Butter, salted'])
    expect(readerFor('fr').foods('un fondant au chocolat')).toEqual(['Chocolate cake with frosting'])
    // fondant itself, after "de"
    expect(readerFor('fr').foods('un morceau de fondant sucré')).toEqual(['Fondant'])
  })

  it('reads the languages\' baby food words: Italian "pappa", Spanish "puré para bebés", a German "Gläschen" is a jar', () => {
    expect(readerFor('es').foods('un tarrito de puré colado para bebés de verduras y ternera')).toEqual(['Beef with vegetables, baby food, strained'])
    expect(readerFor('it').english('un vasetto di pappa pronta per bambini')).toBe('a container of baby food')
    expect(readerFor('de').english('ein Gläschen Babynahrung')).toBe('a jar of baby food')
  })

  it("reads Italian 'passato' after a food as strained, not as tomato sauce", () => {
    expect(readerFor('it').english('una porzione di pesche passate')).toBe('a serving of strained peach')
  })

  it("reads a glaze on a baked good as the survey's icing (frosting was a second item)", () => {
    expect(readerFor('fr').foods('un petit cookie brownie avec glaçage')).toEqual(['Cookie, brownie, with icing or filling'])
    expect(readerFor('de').foods('ein kleiner Brownie-Keks mit Glasur')).toEqual(['Cookie, brownie, with icing or filling'])
  })

  it("reads an individual package of juice as the survey's individual container, not a quantity not specified", () => {
    expect(grams('an individual package of 100% grape juice')).toEqual([124])
    expect(grams('eine Portionspackung Traubensaft (100 %)', 'de')).toEqual([124])
    expect(grams("una confezione monodose di succo d'uva 100%", 'it')).toEqual([124])
  })

  it("reads a candy counted without a measure as one piece (the survey's usual amount is several)", () => {
    expect(grams('un bonbon au tamarin', 'fr')).toEqual([4])
    expect(grams('ein Tamarinden-Bonbon', 'de')).toEqual([4])
    expect(grams('two tamarind candies')).toEqual([8])
  })
})
