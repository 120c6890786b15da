import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

describe('words of this round (round 10)', () => {
  it('reads "super" as an intensifier, not a food ("super docinhas" was a gummy candy)', () => {
    expect(readerFor('pt').foods('uma xícara de cerejas frescas, super docinhas')).toEqual(['Cherries, sweet'])
    expect(readerFor('en').foods('a cup of fresh cherries, super sweet')).toEqual(['Cherries, sweet'])
  })

  it("reads a coffee frappé as the survey's frozen coffee drink (a milkshake in Italian, black coffee in German)", () => {
    expect(readerFor('it').foods('un piccolo frappè al caffè senza grassi')).toEqual(['Frozen coffee drink'])
    expect(readerFor('de').foods('ein kleiner fettfreier Eiskaffee-Frappé')).toEqual(['Frozen coffee drink'])
  })

  it('reads a covered pie of chicken or turkey as a pot pie (a quiche, a liver pâté before)', () => {
    expect(readerFor('de').foods('eine tiefgekühlte Hähnchenpastete')).toEqual(['Chicken pot pie'])
    expect(readerFor('fr').foods('une tourte au poulet')).toEqual(['Chicken pot pie'])
    expect(readerFor('pt').foods('um empadão de frango')).toEqual(['Chicken pot pie'])
    expect(readerFor('pt').foods('um empadão')).toEqual(['Chicken pot pie'])
    expect(readerFor('de').foods('eine Scheibe Leberpastete')).not.toContain('Chicken pot pie')
  })

  it('reads part skim mozzarella, a cheese stick, a Québec snack mix and Spanish chocolate chips', () => {
    expect(readerFor('es').foods('una barrita de queso mozzarella semidescremado')).toEqual(['Cheese, Mozzarella, part skim'])
    expect(readerFor('pt').foods('um palitinho de queijo muçarela semidesnatada')).toEqual(['Cheese, Mozzarella, part skim'])
    expect(readerFor('fr').foods('une tasse de mélange de grignotines')).toEqual(['Snack mix'])
    expect(readerFor('es').foods('una cucharada de pepitas de chocolate')).toEqual(['Chocolate chips (semisweet)'])
  })
})

describe("M&M's named alone (round 10)", () => {
  it("reads M&M's without 'Candies' as the milk chocolate ones, not chocolate milk or chocolate-coated peanuts", () => {
    const mms = "M&M's Milk Chocolate Candies"
    expect(readerFor('en').foods("a fun size pack of M&M's Milk Chocolate")).toEqual([mms])
    expect(readerFor('en').foods("a handful of plain M&M's")).toEqual([mms])
    expect(readerFor('de').foods("eine Fun-Size-Packung M&M's Milk Chocolate")).toEqual([mms])
  })
})

describe('snacks told by their brand and flavour (round 10)', () => {
  it('reads Doritos told by their flavour as the tortilla chips, not the nacho cheese sauce', () => {
    const chips = 'Tortilla chips, nacho cheese flavor (Doritos)'
    expect(readerFor('en').foods('a single bag of Doritos Nacho Cheese')).toEqual([chips])
    expect(readerFor('es').foods('una bolsita individual de Doritos queso nacho')).toEqual([chips])
    expect(readerFor('en').foods('a cup of nacho cheese')).toEqual(['Cheese sauce'])
  })

  it('reads onion flavoured rings ("aros", "anéis", "anelli", "anneaux"), not a raw onion, and a taquito as one', () => {
    const rings = 'Onion flavored rings'
    expect(readerFor('es').foods('una bolsa individual mediana de aros crujientes sabor cebolla')).toEqual([rings])
    expect(readerFor('pt').foods('um pacotinho individual médio de anéis crocantes sabor cebola')).toEqual([rings])
    expect(readerFor('it').foods('una bustina monoporzione media di anelli croccanti gusto cipolla')).toEqual([rings])
    expect(readerFor('fr').foods("un sachet moyen d'anneaux croustillants saveur oignon")).toEqual([rings])
    expect(readerFor('es').foods('un taquito mediano con queso')).toEqual(['Taquito or flauta with cheese'])
  })
})

describe('a pouch told as a bag, a packet or a sachet (round 10)', () => {
  it("weighs the survey's pouch for a bag or packet of applesauce (a translation's 'bolsita', 'saquinho'), not a cup", () => {
    const grams = (text: string, language?: string) => readerFor(language).grams(text)
    expect(grams('a bag of applesauce')).toEqual([90])
    expect(grams('a packet of applesauce')).toEqual([90])
    expect(grams('un sachet de compote de pommes', 'fr')).toEqual([90])
  })

  it('reads a mini croissant written as one word, and German and Portuguese bite size', () => {
    expect(readerFor('es').english('un minicruasán')).toBe('a mini croissant')
    expect(readerFor('pt').english('um minicroissant')).toBe('a mini croissant')
    expect(readerFor('de').english('ein mundgerechter Schokoriegel')).toContain('bite size')
    expect(readerFor('pt').english('um Snickers tamanho bocado')).toContain('bite size')
  })
})

describe('a food pointed back to (round 10)', () => {
  it('reads "ce", "desse" as "this": the shake the sentence already told is not counted twice', () => {
    const carnation = 'Nutritional drink or shake, ready-to-drink (Carnation Instant Breakfast)'
    expect(
      readerFor('fr').foods(
        "J'ai opté pour une tasse de Carnation Instant Breakfast ce matin, savourant la texture douce et crémeuse de ce shake nutritif prêt à boire.",
      ),
    ).toEqual([carnation])
    expect(readerFor('pt').english('a textura cremosa desse shake')).toContain('of this')
  })
})

describe('candy bars by their brand (round 10)', () => {
  it('reads "with a Reese\'s Fast Break" as a candy bar, not a break in the meal, and a Twix and a KitKat named alone', () => {
    expect(readerFor('en').foods("a snickers bar with a Reese's Fast Break")).toEqual(['SNICKERS Bar', "Reese's Fast Break"])
    expect(readerFor('en').foods('a donut during my coffee break')).toEqual(['Doughnut, glazed'])
    expect(readerFor('en').foods('a Twix and a KitKat')).toEqual(['TWIX Caramel Cookie Bars', 'Kit Kat'])
    expect(readerFor('en').foods('a Twix Peanut Butter bar')).toEqual(['TWIX Peanut Butter Cookie Bars'])
  })
})

describe('German of Bavaria, Austria and Switzerland (round 10)', () => {
  const de = readerFor('de')
  it('reads a Brotzeit as the meal it names, not a sandwich, and canned fruit in syrup', () => {
    expect(de.foods('bei da Brotzeit gabs an halben Pfirsich aus da Dosn, schwimmend im Sirup')).toEqual(['Peach, canned, in syrup'])
  })
  it("reads the regions' words for drumsticks, patties, turnovers, chocolate and a filling", () => {
    expect(de.english('es mittlers Poulet-Schänkeli, im Ofe bache')).toContain('chicken drumstick baked')
    expect(de.english('a Pflanzerl aus Wurstbrät')).toContain('patty sausage')
    expect(de.english('a Kirsch-Tascherl und a heiße Schokolad')).toBe('a cherry turnover and a hot chocolate')
    expect(de.english('es Guetzli mit Crèmefüllig')).toContain('cream filled')
  })
})

describe('a brand inside a sentence (round 10)', () => {
  it('reads one capitalised word that English knows as a brand, not as the language\'s word ("Fritos" is no "fritos", fried)', () => {
    expect(readerFor('es').foods('una bolsita individual chica de Fritos')).toEqual(['Corn chips, plain (Fritos)'])
    expect(readerFor('es').foods('pollo frito con papas')).not.toContain('Corn chips, plain (Fritos)')
  })

  it('reads Spanish plain chips, a sweet empanada and "no sugar added" in the five languages', () => {
    expect(readerFor('es').foods('un paquetico individual pequeño de papas naturales')).toEqual(['Potato chips (crisps)'])
    expect(readerFor('es').foods('una empanadita dulce de cereza')).toEqual(['Turnover or dumpling, cherry'])
    expect(readerFor('de').english('ohne Zuckerzusatz')).toBe('no sugar added')
    expect(readerFor('es').english('sin azúcar agregada')).toBe('no sugar added')
  })
})

describe('Québec French from the casual read set (round 10)', () => {
  it('reads "un petit snack" as the meal, "au complet" as nothing and "une chique" as chewing gum', () => {
    expect(readerFor('fr').foods('pour un petit snack vite fait, une bonne orange')).toEqual(['Orange'])
    expect(readerFor('fr').foods('une orange au complet')).toEqual(['Orange'])
    expect(readerFor('fr').foods('une chique sans sucre')).toEqual(['Chewing gum, sugar free'])
  })
})

describe('Italian from the read set (round 10)', () => {
  const it_ = readerFor('it')
  it('reads "ma" (but) and "bello carico di" (loaded with): the burrito was lost to its meat', () => {
    expect(it_.foods('un burrito piccolo ma bello carico di carne')).toEqual(['Burrito with meat'])
  })
  it('reads a pouch ("borraccina"), fruit gummies ("gelatine di frutta"), spices and a chunky soup ("co\' i pezzi": Reese\'s Pieces before)', () => {
    expect(it_.analyse('una borraccina di purea di mele').items.map((i) => i.grams)).toEqual([90])
    expect(it_.foods('una confezione di gelatine di frutta')).toEqual(['Gummy candy'])
    expect(it_.foods("zuppa de pollo co' i noodles, bella corposa co' i pezzi")).toEqual(['Chunky chicken noodle soup'])
  })
})

describe('Brazilian Portuguese from the read set (round 10)', () => {
  const pt = readerFor('pt')
  it('reads "geladinho" after a drink as cold (it was an ice pop) and "um geladinho" as one', () => {
    expect(pt.foods('uma xícara de leite integral geladinho')).toEqual(['Milk, whole (3.25%)'])
    expect(pt.foods('um geladinho de morango')).toEqual(['Ice pop'])
  })
  it('reads "um cachorro" as a hot dog, a snack mix, fruit leather and half regular half decaf coffee', () => {
    expect(pt.foods('um cachorro em pão branco')).toEqual(['Frankfurter or hot dog sandwich, NFS, plain, on white bread'])
    expect(pt.foods('uma xícara de mix de petiscos')).toEqual(['Snack mix'])
    expect(pt.english('um pacotinho de fruta em tira')).toContain('fruit leather')
    expect(pt.foods('uma xícara de café coado, meio normal meio descafeinado')).toEqual(['Coffee, brewed (black)'])
  })
})
