// The reading pass's rules, each with the example it was written for, and the words that name no
// food in every language: what English would read, quoted as the user wrote it.
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { detectLanguage, readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const analyse = (description: string, language?: string) => analyzeMeal({ description, language }, index)
const english = (description: string, language?: string) => readLanguage(description, language)?.english

describe('reading a meal into English', () => {
  it('reads "genre", "tipo" after a food as the kind it is, one item (like-names-kind)', () => {
    for (const [text, language] of [
      ['une bouteille de soda, genre Dr Pepper', 'fr'],
      ['una botella de refresco, tipo Dr Pepper', 'es'],
      ['una bottiglia di bibita, tipo Dr Pepper', 'it'],
      ['uma garrafa de refrigerante, tipo Dr Pepper', 'pt'],
    ] as const) {
      const a = analyse(text, language)
      expect(
        a.items.map((i) => i.food_id),
        text,
      ).toEqual(['fndds:92410360'])
    }
  })

  it('gives a dish read whole with its filling a second bare filling too, not a second food', () => {
    expect(english('um burrito de feijão e arroz', 'pt')).toBe('a bean and rice burrito')
    expect(analyse('una sopa de pollo y fideos', 'es').items).toHaveLength(1)
    // a food with its own article is its own
    expect(analyse('um burrito de feijão e uma maçã', 'pt').items).toHaveLength(2)
    expect(english('un jugo de naranja y pan tostado', 'es')).toBe('a orange juice and toast')
  })

  it('gives an amount in brackets to its food, decimal commas included', () => {
    expect(english('eine Cola (0,5 l)')).toBe('a 0.5 l of cola')
    expect(english('una coca (lata de 355 ml)')).toBe('a 355 ml can of cola')
    expect(english('Ich habe eine Dose Limo (355 ml) getrunken')).toBe('a 355 ml can of lemonade')
    // a count of more than one keeps its own amount
    expect(analyse('zwei Bier (0,5 l) und Pommes').items[0]!.text).toBe('zwei Bier')
    const cola = analyse('Pommes mit Ketchup und eine Cola (0,5 l)')
    expect(cola.items.find((i) => i.food === 'Ketchup')!.grams).toBeLessThan(50)
  })

  it('reads the period of an abbreviated measure as part of it, not the end of a sentence', () => {
    expect(english("2 c. à soupe d'huile d'olive")).toBe('2 tbsp of olive oil')
    expect(english('1 c. à café de sucre', 'fr')).toBe('1 tsp of sugar')
    expect(analyse('une c. à café de sucre').unmatched).toEqual([])
  })

  it('reads a short text of a function word and a loanword in the language of the function word', () => {
    for (const text of ['un croissant', 'un cheeseburger', 'una pizza']) expect(analyse(text).unmatched, text).toEqual([])
    expect(analyse('un california roll').items[0]!.grams).toBeLessThan(60)
  })

  it('reads "y media" before a measure as half of what follows', () => {
    expect(english('una taza de macarrones con queso y media taza de guisantes')).toContain('and half a cup of peas')
    expect(english('una taza y media de café')).toBe('1.5 cup of coffee')
  })

  it('reads two words joined by "and" that describe one thing as describing it, not as two items', () => {
    expect(english('une tasse moyenne et crémeuse de glace au chocolat')).toBe('a medium creamy cup of chocolate ice cream')
    expect(english('una taza mediana y cremosa de helado de chocolate')).toBe('a medium creamy cup of chocolate ice cream')
    expect(analyse('une tasse moyenne et crémeuse de glace au chocolat').items).toHaveLength(1)
    // a food after the second word: it is that food's ("riz blanc et haricots" stays two foods)
    expect(english('du riz blanc et des haricots')).toBe('white rice and beans')
  })

  it('leaves a verb form no list holds out of the English, and reports it unmatched', () => {
    const grabbed = analyse('rescaté un sándwich de jamón y queso')
    expect(grabbed.items.map((i) => i.text)).toEqual(['un sándwich de jamón y queso'])
    expect(grabbed.unmatched).toEqual(['rescaté'])
    // a food with a verb's ending is known, and read ("un tamarindo" is no gerund)
    expect(english('comi um tamarindo e uma banana', 'pt')).toBe('a tamarind and a banana')
  })

  it('reads a crust after the fillings of a pizza as the pizza’s', () => {
    expect(english('una pizza congelada tamaño personal con carne y verduras de masa delgada')).toBe(
      'a frozen personal size pizza with meat and vegetables on thin crust',
    )
    expect(analyse('uma pizza congelada com carne e legumes de massa fina').items).toHaveLength(1)
  })

  it('puts a share after its food before it, as English says it', () => {
    expect(english('uma xícara de suco de laranja 100%')).toBe('a cup of 100% orange juice')
    expect(english('ein Glas Orangensaft 100 %')).toBe('a glass of 100% orange juice')
  })

  it('reads centimetres as the survey’s inches and fries by the bag as potato chips', () => {
    expect(english('um sanduíche Subway de 15 cm')).toBe('a 6 inch Subway sub')
    expect(english('una bolsa pequeña de papas fritas')).toBe('a small bag of potato chips')
    // fries by the order stay fries
    expect(english('una porción de papas fritas')).not.toContain('chips')
  })

  it('keeps a size among the states after a comma with its food', () => {
    const thigh = analyse('una coscia di pollo fritta, di medie dimensioni e impanata')
    expect(thigh.items).toHaveLength(1)
  })

  it('reads a German compound of an unknown word and a known food as that food, the word kept before it', () => {
    expect(english('eine Tasse Pintobohnen mit Fleisch')).toBe('a cup of pinto beans with meat')
    const beans = analyse('eine Tasse Pintobohnen mit Fleisch')
    expect(beans.items[0]!.food).toMatch(/pinto/i)
    // a food of fewer than four letters is no head ("Bäckerei" is no egg)
    expect(english('ein Brötchen aus der Bäckerei')).not.toContain('egg')
  })

  it('puts a size and the words after "de" where English has them', () => {
    expect(english('una tortilla di grano grande')).toBe('a large wheat tortilla')
    expect(english('une tortilla de blé au bœuf')).toBe('a wheat tortilla with beef')
    expect(english('una Coca-Cola de medio litro')).toBe('a half l Coca-Cola')
  })

  it('names a food by its flavour, a dish of the Americas with its filling, a sandwich of two fillings', () => {
    expect(english('une part de gâteau au citron')).toBe('a slice of lemon cake')
    expect(english('un muffin al cioccolato')).toBe('a chocolate muffin')
    expect(english('una pizza ai funghi')).not.toContain('mushroom with')
    expect(english('2 tacos medianos de pollo')).toBe('2 medium taco with chicken')
    expect(english('um burrito de carne e feijão')).toBe('a meat and beans burrito')
    expect(english('un sándwich de jamón y queso')).toBe('a ham and cheese sandwich')
  })

  it('reads the bread of a sandwich as what it is on, and a hot dog on its bun as the survey’s sandwich', () => {
    expect(english('un panino al tacchino con pane integrale, lattuga e pomodoro')).toBe('a turkey sandwich on whole wheat bread, lettuce and tomato')
    expect(english('ein Hotdog im Vollkornbrötchen')).toBe('a hot dog sandwich on whole wheat roll')
    expect(english('salmão defumado no pão de centeio')).toBe('smoked salmon on rye bread')
    const turkey = analyse('un panino al tacchino con pane integrale')
    expect(turkey.items.map((i) => i.food)).toEqual(['Turkey sandwich'])
  })

  it('joins a dish to what is on it and a food to its sauce', () => {
    expect(english('une crêpe jambon fromage')).toBe('a crepe with ham and cheese')
    expect(english('des ailes de poulet sauce ranch')).toBe('chicken wings with ranch dressing')
    expect(analyse('une crêpe jambon fromage').items.map((i) => i.food)[0]).toMatch(/^Crepe/)
  })

  it('toasts grilled bread and reads the salad of a sandwich as lettuce', () => {
    expect(english('un morceau de céréales d’avoine grillées')).toBe('a piece of toasted oat cereal')
    expect(english('un sandwich à la dinde avec fromage, salade, tomate')).toBe('a turkey sandwich with cheese, lettuce, tomato')
    expect(english('un sandwich et une salade verte')).toBe('a sandwich and a green salad')
    // what the salad is like may come between it and the list
    expect(english('ein Sandwich mit knusprigem Bacon, frischem Salat und Tomate')).toBe('a sandwich with crispy bacon, fresh lettuce and tomato')
  })

  it('puts what a German dish holds after it ("ein mit Rührei gefüllter Burrito")', () => {
    expect(english('einen kleinen, mit Rührei gefüllten Burrito')).toBe('a small burrito filled with scrambled eggs')
    expect(english('ein mit Schinken und Käse belegtes Brötchen')).toBe('a sandwich with ham and cheese')
    expect(analyse('einen kleinen, mit Rührei gefüllten Burrito').items.map((i) => i.food)).toEqual(['Burrito, taco, or quesadilla with egg'])
  })

  it('leaves out a word neither the language nor English reads, so English takes it for no typo of a food', () => {
    // "fügte … hinzu" (added) was fudge, "corte" (cut) a torte
    const de = analyse('ein Biscuit mit Wurst, fügte ein Päckchen Gelee hinzu')
    expect(de.items.map((i) => i.food)).not.toContainEqual(expect.stringMatching(/fudge/i))
    expect(de.unmatched).toContain('fügte')
    const es = analyse('una bolsa pequeña de papas fritas con corte ondulado')
    expect(es.items.map((i) => i.food)).not.toContainEqual(expect.stringMatching(/torte|cake/i))
    // a word one typo from one that names no food alone still reads: "glutinoso" is glutinous
    expect(analyse('una taza de arroz blanco glutinoso cocido').items.map((i) => i.food)).toEqual(['Rice, white, cooked, glutinous'])
  })

  it('reads what a drink is "rich in" as what it is made with', () => {
    const a = analyse('Empecé el día con una deliciosa taza de batido de frutas, rico en frutas enteras y lácteos, y una botella de agua.')
    expect(a.items.map((i) => i.food)).toEqual(['Fruit smoothie, with whole fruit and dairy', 'Water'])
    const it = analyse('Ho iniziato la giornata con una deliziosa tazza di frullato di frutta, ricco di frutta intera.')
    expect(it.items.map((i) => i.food)).toEqual([expect.stringMatching(/^Fruit smoothie, with whole fruit/)])
  })

  it('reads the Italian "ripieno di" as filled with', () => {
    expect(english('un piccolo burrito ripieno di uova strapazzate')).toBe('a small burrito filled with scrambled eggs')
  })

  it('keeps a brand name as written, and a food in its sauce with it', () => {
    expect(english('une barre 100 GRAND et un café', 'fr')).toContain('GRAND')
    expect(english('una barrita Nature Valley con un café', 'es')).toContain('Nature Valley')
    // German capitalises every noun: its capitals are no brand
    expect(english('Ein Stück Apfelkuchen mit Sahne', 'de')).toBe('a piece of apple pie with cream')
    expect(english('uma xícara de macarrão ao molho branco', 'pt')).toBe('a cup of pasta with cream sauce')
    expect(analyse('un plato de pasta en salsa blanca').items.map((i) => i.food)).toEqual(['Pasta, cooked', 'Alfredo sauce'])
  })

  it('reads the story around a meal as nothing, in every language', () => {
    for (const text of [
      'Ein Glas Milch und drei Kekse vor dem Schlafengehen.',
      'Un verre de lait et trois biscuits avant de me coucher.',
      'Un vaso de leche y tres galletas antes de dormir.',
      'Um copo de leite e três biscoitos antes de dormir.',
      'Un bicchiere di latte e tre biscotti prima di dormire.',
      'Nel pomeriggio, una mela e una manciata di mandorle.',
      'Dans l’après-midi, une pomme et une poignée d’amandes.',
    ]) {
      const a = analyse(text)
      expect(a.unmatched, text).toEqual([])
      expect(a.items.length, text).toBe(2)
    }
  })
})

describe('words that name no food used', () => {
  it('are in unmatched in every language, as written, beside the foods read', () => {
    const cases: Array<[string, string, string]> = [
      ['de', 'Zum Mittagessen eine Schüssel Reis mit Gurglefisch und ein Glas Apfelsaft', 'Gurglefisch'],
      ['fr', 'Au dîner, une assiette de riz avec du glorbon et un verre de jus de pomme', 'glorbon'],
      ['es', 'En la cena, un plato de arroz con trumbalo y un vaso de zumo de manzana', 'trumbalo'],
      ['pt', 'No jantar, um prato de arroz com xurimbo e um copo de suco de maçã', 'xurimbo'],
      ['it', 'A cena un piatto di riso con sgrambolo e un bicchiere di succo di mela', 'sgrambolo'],
    ]
    for (const [code, text, word] of cases) {
      expect(detectLanguage(text), text).toBe(code)
      const a = analyse(text)
      expect(a.unmatched.join(' | '), text).toContain(word)
      expect(
        a.items.map((i) => i.food),
        text,
      ).toEqual(expect.arrayContaining(['Apple juice']))
      // the story, the measures and the connectors are not among them
      expect(a.unmatched.join(' ').split(/\s+/).length, text).toBeLessThanOrEqual(2)
    }
  })
})
