// Italian as people type it into an app (round 5): wheat bread and buns ("di frumento"), a burger's
// "due hamburger" as its patties, a "panino sub", light chips, a full cup, "seguito da" between two
// items, thick-crust pizza by the slice, seafood pasta, table wine and homemade sauce (meals written
// here, not from any bench set).
import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor()

describe('Italian meals typed casually (round 5)', () => {
  it('reads "di frumento" as wheat, on bread and on a burger bun', () => {
    expect(foods("Ieri un panino al burro d'arachidi con pane di frumento.")[0]).toMatch(/^Peanut butter sandwich.*wheat bread/)
    expect(foods('Per cena un doppio cheeseburger con due hamburger medi in un panino di frumento.')).toEqual([
      'Double cheeseburger, on wheat bun, 2 small patties',
    ])
  })

  it('reads "panino sub" as a submarine sandwich and light chips as reduced fat', () => {
    expect(foods('A pranzo un panino sub al tacchino con formaggio, lattuga e pomodoro.')[0]).toMatch(/^Turkey submarine sandwich/)
    expect(foods('Un sacchetto piccolo di patatine light (meno grassi) da sgranocchiare.')).toEqual(['Potato chips, reduced fat'])
    expect(foods('Un sacchetto di patatine con meno grassi.')).toEqual(['Potato chips, reduced fat'])
  })

  it('reads "una tazza piena di" as a full cup of, not a cup with', () => {
    expect(english('Nel pomeriggio una tazza piena di cracker salati.')).toContain('full cup of')
  })

  it('reads "seguito da" as a second item, and thick-crust pizza by the slice', () => {
    expect(foods('Un trancio di pizza alta con carni miste, seguito da una fetta di pizza al salame piccante.')).toHaveLength(2)
    expect(foods('Una fetta di pizza alta con salsiccia.')[0]).toMatch(/thick crust/)
  })

  it('reads homemade tomato sauce on pasta, seafood pasta and table wine', () => {
    expect(foods('Stasera una tazza di pasta al sugo di pomodoro fatto da me. Che conforto.')).toEqual(['Pasta with tomato sauce'])
    expect(foods('Un piatto di pasta ai frutti di mare.')[0]).toMatch(/^Pasta with tomato-based sauce and seafood/)
    expect(foods('Un bicchiere di vino rosso da tavola.')).toEqual(['Wine, table, red'])
  })

  it('reads snack words: corn nuts, chewing gum, mixed-fruit juice, instant grits, meatless sausage', () => {
    expect(foods('Una manciata di mais tostato.')).toEqual(['Corn nuts'])
    expect(foods('Una gomma da masticare senza zucchero.')[0]).toMatch(/^Chewing gum, sugar free/)
    expect(foods('Un brick di succo multifrutti.')[0]).toMatch(/^Fruit juice blend/)
    expect(foods('Una bustina di grits istantanei preparati con acqua.')[0]).toMatch(/^Grits, instant/)
    expect(foods('Una salsiccia vegetariana da colazione.')[0]).toMatch(/meatless/)
  })
})
