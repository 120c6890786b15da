// German as people type it into an app (round 5): Austrian words (Würstel, Laibchen, Paradeiser,
// a bissl, Packerl), juice boxes, baby food "mit" its fruit, snack foods (Maissnacks, Tierkekse,
// Fruchtleder, geröstete Maiskörner), brands read as brands, and the story around a meal (meals
// written here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('German meals typed casually (round 5)', () => {
  it('reads Klebreis as glutinous rice and "pickig" as nothing', () => {
    expect(foods('Abends hab ich eine Schüssel Klebreis mit Mango gegessen, schön pickig.')[0]).toMatch(/glutinous/)
    expect(english('Abends hab ich eine Schüssel Klebreis mit Mango gegessen, schön pickig.')).not.toContain('pickig')
  })

  it('reads Meeresfrüchte (as shrimp, like the other languages), Paradeisersauce and Tischwein', () => {
    expect(english('Nudeln mit Meeresfrüchten und Paradeisersauce')).toContain('shrimp')
    expect(english('Nudeln mit Meeresfrüchten und Paradeisersauce')).toContain('tomato sauce')
    expect(foods('Dazu ein Viertel weißer Tischwein.')[0]).toMatch(/^Wine, table, white/)
  })

  it('reads a Saftpackerl as a juice box, also "mit" the juice, and Mehrfruchtsaft as a juice blend', () => {
    expect(english('Für die Kinder je ein Saftpäckchen Mehrfruchtsaft.')).toContain('juice box')
    expect(foods('In der Pause ein Saftpackerl mit Apfelsaft.')).toEqual([expect.stringMatching(/^Apple juice/)])
    expect(foods('Nachmittags ein Trinkpäckchen mit Mehrfruchtsaft.')).toEqual([expect.stringMatching(/^Fruit juice blend/)])
  })

  it('reads baby food "mit" its fruit as that baby food', () => {
    expect(foods('Der Kleine hat ein Gläschen Babybrei mit Birne gegessen.')).toEqual([expect.stringMatching(/^Pears, baby food/)])
    expect(foods('Mittags ein Gläschen Babynahrung mit Pfirsich.')).toEqual([expect.stringMatching(/^Peaches, baby food/)])
  })

  it('reads snack foods: Tierkekse, Fruchtleder, Maissnacks mit Käsegeschmack, geröstete Maiskörner', () => {
    expect(foods('Im Zug ein Sackerl Tierkekse.')[0]).toMatch(/^Cookie, animal/)
    expect(foods('Für die Schule eine Rolle Fruchtleder.')[0]).toMatch(/^Fruit leather/)
    expect(foods('Beim Fernsehen eine Handvoll Maissnacks mit Käsegeschmack.')[0]).toMatch(/^Cheese flavored corn snacks/)
    expect(foods('Zum Bier eine Schale geröstete Maiskörner.')[0]).toBe('Corn nuts')
  })

  it('reads Würstel as a frankfurter and Rindswürstel as a beef hot dog', () => {
    expect(foods('Mittags zwei Würstel mit Senf.')[0]).toMatch(/^Frankfurter/)
    expect(english('Am Stand a Hotdog mit Rindswürstel.')).toContain('beef hot dog')
  })

  it('reads a bissl as a little, and "für ein bisschen Süße" as nothing', () => {
    expect(foods('Zum Tee a Packerl Honig für a bissl Süße.')).toEqual([expect.stringMatching(/^Honey/)])
  })

  it('reads a chewy Fiber One bar and brands (Burger King, Nature Valley) as written', () => {
    expect(foods('Unterwegs ein weicher Fiber One Riegel.')[0]).toMatch(/Fiber One Chewy Bar/)
    expect(foods('Abends einen Whopper vom Burger King.')[0]).toMatch(/Whopper/)
    expect(english('Eine Packung Nature Valley Riegel.')).toContain('Nature Valley')
  })

  it('reads pretzels counted in rings, and "süß und salzig" as story', () => {
    expect(english('Ein paar Salzbrezeln (2–4 Ringe), die perfekte Mischung aus süß und salzig.')).toContain('ring')
    expect(english('Ein paar Salzbrezeln (2–4 Ringe), die perfekte Mischung aus süß und salzig.')).not.toContain('sweet')
  })

  it('reads Austrian dishes and words: Hendlbrust, Hendlflügerl, Maisgrütze, Hartzuckerl, im Rohr gebacken', () => {
    expect(foods('Zum Nachtmahl a Hendlbrust mit Reis.')[0]).toMatch(/^Chicken breast/)
    expect(foods('Zwei Hendlflügerl vom Grill.')[0]).toMatch(/^Chicken wing/)
    expect(foods('In der Früh a Schüssel Maisgrütze mit Butter.')[0]).toMatch(/^Grits/)
    expect(foods('Nach dem Essen a Hartzuckerl.')[0]).toBe('Hard candy')
    expect(english('Fischstäbchen aus dem Tiefkühler, im Rohr gebacken.')).toContain('baked')
  })

  it('reads Zimtbrot, Riffelchips, Malzgetränk and Bratensaft as the survey names them', () => {
    expect(foods('Eine Scheibe Zimtbrot mit Butter.')[0]).toMatch(/^Bread, cinnamon/)
    expect(foods('Eine Tüte Riffelchips.')[0]).toMatch(/^Potato chips, ruffled/)
    expect(foods('Eine Dose alkoholisches Malzgetränk.')[0]).toMatch(/^Alcoholic malt beverage/)
    expect(english('Knödel mit Bratensaft')).toContain('gravy')
  })
})
