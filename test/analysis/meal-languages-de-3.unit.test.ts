// German as people type it into an app: contractions ("gab's", "'ne"), Austrian and Swiss words and
// diminutives, container words, the story around a meal, and words that name another English food
// than the one meant (meals written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { analyse: analyze, foods, english } = readerFor('de')

describe('German meals as typed into an app (round 3)', () => {
  it('reads "gab\'s", "gibt\'s" and "\'ne", "\'nen" as the story and an article', () => {
    const a = analyze("Gestern gab's bei uns Kartoffelsalat mit Würstchen.")
    expect(a.unmatched).toEqual([])
    expect(a.items.map((i) => i.food)[0]).toMatch(/^Potato salad/)
    expect(english("Nach dem Training 'ne Banane und 'nen Proteinriegel reingehauen.")).toMatch(/a banana and .*a protein bar\.$/)
  })

  it('reads Austrian and Swiss words and diminutives (-erl, -li, -chen)', () => {
    expect(english('Zur Jause ein Flascherl Apfelsaft und ein Stückerl Topfenstrudel.')).toMatch(/^a bottle of apple juice and a piece of /)
    expect(english('Heute früh ein Häferl Kaffee mit Obers.')).toBe('a mug of coffee with cream.')
    expect(english('Hab mir zum Zvieri es Schoggiglace und zwei Guetzli gegönnt.')).toBe('chocolate ice cream and two cookie.')
    expect(english('Ein Tütchen Gummibärchen und ein Würferl Käse.')).toMatch(/^a bag of .* and a cube of cheese\.$/)
  })

  it('reads "in der Waffel" as a cone and single-serving bags and juice boxes as their containers', () => {
    expect(foods('Ein Vanille-Softeis in der Waffel.')).toEqual(['Ice cream cone, soft serve, vanilla'])
    expect(english('eine Einzeltüte Gemüsechips')).toBe('a single serving bag of vegetable chips')
    expect(english('ein Trinkpäckchen Orangensaft')).toBe('a juice box of orange juice')
  })

  it('reads lean dairy as nonfat and a club sandwich as no BLT', () => {
    expect(foods('Ein Magerjoghurt mit Früchten und ein Club-Sandwich.')).toEqual(['Yogurt, nonfat milk, fruit', 'Club sandwich'])
  })

  it('keeps "mit Geschmack" with its milkshake, so the comma still parts it from the fries', () => {
    expect(foods('Ein Milchshake mit Geschmack, mittlere Pommes und ein Cheeseburger.')).toHaveLength(3)
    expect(english('eine große Portion Pommes')).toBe('a large order of french fries')
  })

  it('reads a stuffed crust after its pizza and the snack stand around the corner as nothing', () => {
    const a = analyze('Ein Stück Salamipizza mit käsegefülltem Rand vom Imbiss um die Ecke.')
    expect(a.items.map((i) => i.food)).toEqual(['Pizza with pepperoni, stuffed crust'])
    expect(a.unmatched).toEqual([])
  })

  it('reads colloquial eating verbs it has no list for as the story', () => {
    expect(english('Mittags hab ich mir zwei Brezn und ein Bierchen reingeschoben.')).toBe('two soft pretzel and a beer.')
    expect(english('Abends noch schnell ein Käsebrot weggefuttert.')).toBe('a cheese sandwich.')
  })

  it('reads chip and ice cream flavours as the flavoured food', () => {
    expect(foods('Eine Tüte Chips mit Sauerrahm-Zwiebel-Geschmack.')).toEqual(['Potato chips, sour cream and onion flavored'])
    expect(english('Zwei Kugeln Schoko in der Waffel')).toBe('two scoop of chocolate ice cream cone')
  })
})
