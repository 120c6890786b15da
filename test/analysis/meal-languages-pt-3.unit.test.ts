// Portuguese (Brazil and Portugal) meals as people type them, vocabulary round 3: Portugal's words
// (dose, saqueta, panado, fumado, carcaça), diminutives, container words, words that are also foods,
// and the story around a meal (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import { readLanguage } from '../../src/analysis/languages/index.js'

const index = defaultFoodIndex()
const foods = (text: string) => analyzeMeal({ description: text, language: 'pt' }, index).items.map((i) => i.food)
const english = (text: string) => readLanguage(text, 'pt')?.english

describe('Portuguese meals, vocabulary round 3', () => {
  it('reads "dose" as a serving of food, not a shot', () => {
    expect(english('Ao jantar comi uma dose pequena de batatas fritas.')).toContain('small serving of french fries')
    expect(foods('Ao jantar comi uma dose pequena de batatas fritas.')).toEqual(['French fries (fast food)'])
  })

  it('reads "dourado" as golden, not a fish, and "uma noz de manteiga" as a pat of butter', () => {
    expect(english('Comi uma torrada dourada com uma noz de manteiga.')).toBe('a golden toast with a pat of butter.')
    expect(foods('Comi uma torrada dourada com uma noz de manteiga.')).toEqual(['Toast, white', 'Butter, salted'])
    expect(foods('Jantei uma dourada grelhada.')).toEqual(['Sea bass, cooked'])
  })

  it("reads Portugal's panado, fumado, aos cubos and filete de frango", () => {
    expect(english('Almocei filetes de frango panados com arroz.')).toContain('breaded chicken tender')
    expect(english('um pedaço de fiambre aos cubos fumado')).toContain('diced smoked ham')
  })

  it('reads pão francês as a hard roll and verduras as greens', () => {
    expect(foods('Comi um pão francês com manteiga.')[0]).toMatch(/^Roll, hard/)
    expect(english('arroz, bife e verduras')).toContain('greens')
  })

  it('reads container words: tubinho, saqueta, "pacote com", caixa', () => {
    expect(english('um tubinho de iogurte de frutas e uma saqueta de açúcar')).toBe('a tube of fruit yogurt and a packet of sugar')
    expect(english('um pacote com duas tortinhas de café da manhã')).toContain('package of two breakfast tart')
    expect(foods('uma caixa de gomas')).toEqual(['Gummy candy'])
  })

  it('reads molho alone as gravy and molho rosé as thousand island dressing', () => {
    expect(foods('Jantei um bife com molho e uma colher de sopa de molho rosé.')).toEqual([
      'Sirloin steak, broiled',
      'Gravy, beef (brown)',
      'Thousand island dressing',
    ])
  })

  it('reads drinks written the Brazilian way', () => {
    expect(foods('Tomei uma vodca com tônica bem geladinha.')).toEqual(['Vodka and tonic'])
    expect(foods('uma casquinha de sorvete soft de baunilha')).toEqual(['Ice cream cone, soft serve, vanilla'])
  })

  it('reads the story around a meal as nothing', () => {
    const meal = 'Não resisti a uma fatia de bolo de chocolate, um mimo a meio da tarde, a combinação perfeita de doce e salgado.'
    expect(foods(meal)).toEqual(['Chocolate cake with frosting'])
    expect(analyzeMeal({ description: meal, language: 'pt' }, index).unmatched).toEqual([])
    expect(english('Hoje almocei uma xícara de melão e um frango frito, com aquela casquinha crocante.')).not.toContain('cone')
  })
})
