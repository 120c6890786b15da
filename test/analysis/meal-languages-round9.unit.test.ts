import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

describe('a drink rich in vitamin C (round 9)', () => {
  it('reads "rica en vitamina C", "cheia de vitamina C", "ricca di vitamina C" as the survey\'s drink "with high vitamin C"', () => {
    const drink = 'Fruit juice drink, with high vitamin C'
    expect(readerFor('es').foods('186 g de bebida de jugo de frutas rica en vitamina C')).toEqual([drink])
    expect(readerFor('pt').foods('186 g de bebida de suco de frutas cheia de vitamina C')).toEqual([drink])
    expect(readerFor('it').foods('186 g di bevanda al succo di frutta ricca di vitamina C')).toEqual([drink])
    expect(readerFor('fr').english('une boisson aux fruits riche en vitamine C')).toContain('with vitamin c')
  })
})

describe('a griddle cake is a pancake (round 9)', () => {
  it('reads "a pancake sandwich with egg, cheese and bacon", in English and Spanish, as the survey\'s griddle cake sandwich', () => {
    const sandwich = 'Egg, cheese, and bacon griddle cake sandwich'
    expect(readerFor('en').foods('a pancake sandwich with egg, cheese and bacon')).toEqual([sandwich])
    expect(readerFor('es').foods('un sándwich de hot cake con huevo, queso y tocino')).toEqual([sandwich])
  })

  it('reads the Spanish "bollito dulce" as a sweet roll, not a dinner roll', () => {
    expect(readerFor('es').english('un bollito dulce glaseado relleno de fruta')).toContain('sweet roll')
  })
})

describe('spoken German of Switzerland and Austria (round 9)', () => {
  const de = readerFor('de')
  it('reads the Swiss "-li" and Austrian "-l" diminutives, the Swiss "-i" ending and "ch" for "k", and "g" for "ge"', () => {
    expect(de.english('zum znacht zwei unterschenkeli und es brötli mit chäs')).toBe('two chicken drumstick and roll with cheese')
    expect(de.english('zum znacht e mittleri cola und a flaschl wasser')).toBe('a medium cola and a bottle of water')
    expect(de.english('zum znacht a schnitzl, gwürfelt')).toContain('chopped')
  })
})

describe('what a food weighed, and after what (round 9)', () => {
  it('reads "que pesava", "que pesaba", "qui pesait", "che pesava" as weighing, and the cooking after as nothing', () => {
    const chop = 'a medium grilled pork chop weighing 5.5 oz'
    expect(readerFor('pt').english('uma costeleta de porco média grelhada que pesava 5,5 onças depois de cozida')).toBe(chop)
    expect(readerFor('fr').english('une côtelette de porc moyenne grillée qui pesait 5,5 onces après cuisson')).toBe(chop)
    expect(readerFor('es').english('una chuleta de cerdo mediana asada que pesaba 5,5 onzas después de cocinarla')).toContain('weighing 5.5 oz')
    expect(readerFor('de').english('ein Schweinekotelett, das nach dem Garen 155 g wog')).toBe('a pork chop, 155 g')
  })

  it('reads the Portuguese "aos goles" (sipping) as nothing, not as fluid ounces', () => {
    expect(readerFor('pt').foods('No meu lanche, bebi aos goles um cappuccino pequeno')).toEqual(['Cappuccino (2% milk)'])
    expect(readerFor('pt').analyse('No meu lanche, bebi aos goles um cappuccino pequeno').items[0]!.grams).toBeGreaterThan(200)
  })
})

describe('the Italian of Naples, Rome and Sicily (round 9)', () => {
  const it_ = readerFor('it')
  it('reads a word an apostrophe begins as the language elides it: "\'e" is of, "\'o" the, "\'n" a', () => {
    expect(it_.english("a pranzo: 'na tazza 'e latte intero e nu piezzo 'e pizza c''o formaggio")).toBe(
      ': a cup of whole milk and a piece of pizza with cheese',
    )
    expect(it_.english("pe' cena 'n ghiacciolo")).toBe('a ice pop')
    expect(it_.english("un'arancia e l'acqua")).toBe('a orange and water')
  })
  it('reads "cu" as with, the Roman "der", "ar", "sur", and the Sicilian ending in -u', () => {
    expect(it_.english('na tazza di latte intero cu un piatto pronto surgelato da 11 oz')).toBe('a cup of whole milk with a 11 oz frozen dinner')
    expect(it_.english("un panino co' uovo e formaggio sur biscuit")).toBe('a sandwich with egg and cheese on biscuit')
    expect(it_.english('un biscottu cu cafè')).toBe('a cookie with coffee')
  })
})

describe('spoken Spanish (round 9)', () => {
  const es = readerFor('es')
  it('reads the Andalusian and Caribbean -ao for -ado, the diminutive in -ico, "mu", and "un trago" of a spirit as a drink (of anything else a sip)', () => {
    expect(es.english('una taza de leche entera con un plato congelao de 11 oz, mu apañao')).toBe('a cup of whole milk with a 11 oz frozen dinner,')
    expect(es.english('un paquetico pequeño de papas')).toBe('a small package of potato')
    expect(es.english('de mecato me tomé un trago de ron con cola')).toBe('a drink of rum with cola')
    expect(es.english('Tomé un trago de néctar de papaya')).toBe('a fl oz of papaya nectar')
  })
  it('reads "manteca de maní" as peanut butter, and "revuelto" in a powder as mixed, not scrambled eggs', () => {
    expect(es.english('un sándwich de manteca de maní y jalea')).toBe('a peanut butter and jelly sandwich')
    expect(es.foods('dos huevos revueltos con jamón')).toEqual(['Eggs, scrambled', 'Ham, sliced (deli)'])
  })
})

describe('Swiss and Austrian words (round 9)', () => {
  const de = readerFor('de')
  it('reads "nume eis" as one (not ice cream), "chli" as small, and the Swiss and Austrian foods', () => {
    expect(de.english('znacht: es Popsicle am Stängeli, nume eis, dezue es chliises Poulet-Oberschänkeli, ohni Hut')).toContain('one')
    expect(de.english('zmittag: e mittleri Ofechartoffle, mitsamt de Schale gässe, mit vill Chäs drüber')).toContain('baked potato with skin')
    expect(de.foods('zur brotzeit a frittierts hendlhaxl vom fastfood')[0]).toMatch(/^Chicken drumstick, fried/)
  })
})

describe('a soda is a soft drink (round 9)', () => {
  it('reads "fruit flavored soda" as the survey\'s fruit flavored soft drink, and keeps it beside a cola', () => {
    const en = readerFor('en')
    expect(en.foods('a can of caffeine free fruit flavored soda')).toEqual(['Soft drink, fruit flavored, caffeine free'])
    // It was the cola, and then the cola told again: the second can was gone, nothing unmatched.
    expect(en.foods('a can of cola soda and a can of fruit flavored caffeine free soda')).toHaveLength(2)
    expect(en.foods('a chilled can of cream soda')).toEqual(['Soft drink, cream soda'])
  })
})

describe('French of Québec and the south (round 9)', () => {
  const fr = readerFor('fr')
  it('reads a Québec "café frappé" as the frozen coffee drink, a "liqueur cola" as a cola, "fèves" as beans', () => {
    expect(fr.english('un petit café frappé avec de la chantilly dessus')).toContain('frozen coffee drink')
    expect(fr.english('une liqueur cola format enfant')).toContain('cola')
    expect(fr.english('une liqueur cola format enfant')).not.toContain('liquor')
    expect(fr.english('un burrito moyen sans viande aux fèves')).toContain('beans')
  })
  it('reads "une commande de nachos", "une boisson de sport allégée en calories", "la peau mangée"', () => {
    expect(fr.english('une commande de nachos')).toBe('a order of tortilla chips')
    expect(fr.english('une bouteille de gatorade, la boisson de sport allégée en calories')).toContain('low calorie sports drink')
    expect(fr.english('une patate moyenne au four, la peau mangée')).toContain('skin eaten')
  })
})

describe('Brazilian Portuguese as typed (round 9)', () => {
  it('reads "x-búrguer" as a cheeseburger, "lotado de" as with, and the regions\' interjections as nothing', () => {
    const pt = readerFor('pt')
    expect(pt.english('almoço hj: um x-búrguer da lanchonete, visse')).toContain('cheeseburger')
    expect(pt.english('um taco mole médio lotado de frango e feijão, mano')).toBe('a soft medium taco with chicken and beans,')
    expect(pt.english('uma banana tri boa, tchê')).toBe('a banana,')
  })
})
