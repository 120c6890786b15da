import { describe, expect, it } from 'vitest'
import { readerFor } from './language-reader.js'

const { foods, english } = readerFor('de')

describe('German meals as typed in Switzerland, Austria and in a hurry (regional and casual forms)', () => {
  it('reads the Swiss "u" and the casual "u." for und, "m." for mit, "ohni" for ohne', () => {
    expect(foods('zwei gipfeli u kafi')).toEqual([expect.stringMatching(/^Croissant/), expect.stringMatching(/^Coffee/)])
    expect(english('2 brötchen u. 1 kaffee')).toContain('and')
    expect(english('brot m. butter')).toBe('bread with butter')
    expect(english('kafi ohni zucker')).toBe('coffee unsweetened')
    expect(english('es weggli mitere wurscht')).toBe('roll with a sausage')
  })

  it('reads the articles and numerals of the dialects: e, ä, en, zwöi, drü, föif, zwa', () => {
    expect(english('e chlini cola')).toBe('a small cola')
    expect(english('ä fläsche hahnenwasser')).toBe('a bottle of tap water')
    expect(english('zwöi gipfeli')).toBe('two croissant')
    expect(english('drü öpfel')).toBe('three apple')
    expect(english('föif güetzi')).toBe('five cookie')
    expect(english('zwa semmeln')).toBe('two hard roll')
  })

  it('reads Swiss, Austrian and northern sizes: chli, chlises, grossi, kloane, kleene, kl.', () => {
    expect(english('es chlises bier')).toBe('small beer')
    expect(english('e grossi pizza')).toBe('a large pizza')
    expect(english('a kloane Cola')).toBe('a small cola')
    expect(english('ne kleene Cola')).toBe('a small cola')
    expect(english('kl. pommes')).toBe('small french fries')
    expect(english('e chli salat')).toBe('some salad')
  })

  it('reads Swiss measures: Schiibe, Tassli, Glesli, Dezi, Zweierli, Hämpfeli, Guttere', () => {
    expect(english('e schiibe brot')).toBe('a slice of bread')
    expect(english('es tassli tee')).toBe('cup of tea')
    expect(english('es glesli wii')).toBe('small glass of wine')
    expect(english('2 dezi rotwii')).toBe('2 dl of red wine')
    expect(english('es zweierli wiisswii')).toBe('2 dl of white wine')
    expect(english('es hämpfeli nüssli')).toBe('handful of nuts')
    expect(english('e guttere mineral')).toBe('a bottle of sparkling water')
  })

  it('reads the abbreviations of a quick note: Stk, Pkg, Fl', () => {
    expect(english('2 stk pizza')).toBe('2 piece of pizza')
    expect(english('1 pkg chips')).toBe('1 package of potato chips')
    expect(english('1 fl cola')).toBe('1 bottle of cola')
  })

  it('reads the meal and time words of Switzerland and Austria as the story', () => {
    expect(foods('zmorge: 2 gipfeli u kafi')).toHaveLength(2)
    expect(english('hüt zmittag hani e pizza gässe')).toBe('a pizza')
    expect(english('geschter znacht: rösti')).toBe(': hash browns')
    expect(english('zum zabig e suppe')).toBe('a soup')
    expect(english('in da fruah a semmel')).toBe('a hard roll')
    expect(english('auf einen Schlag gegessen')).toBe('')
  })

  it('reads Swiss fruit and vegetables: Öpfel, Chriesi, Härdöpfel, Böhnli, Rotchabis, Zibele', () => {
    expect(foods('e schale chriesi')[0]).toMatch(/^Cherries/)
    expect(foods('härdöpfel mit böhnli')).toEqual([expect.stringMatching(/^Potato/), expect.stringMatching(/^Green beans/)])
    expect(foods('rotchabis u zibele')).toEqual([expect.stringMatching(/^Red cabbage/), expect.stringMatching(/^Onion/)])
    expect(english('härdöpfelstock mit ghackets')).toBe('mashed potatoes with ground beef')
  })

  it('reads Swiss cheese, eggs and dairy: Chäs, Stierenaug, Rüerei, Rähmli', () => {
    expect(english('e schiibe chäs')).toBe('a slice of cheese')
    expect(foods('es stierenaug')[0]).toMatch(/^Egg, fried/)
    expect(foods('rüerei mit speck')[0]).toMatch(/^Eggs, scrambled/)
    expect(english('kafi mit rähmli')).toBe('coffee with coffee creamer')
  })

  it('reads Swiss bread, pastry and sweets: Güetzi, Zältli, Schoggistängeli, Wähe, Spätzli', () => {
    expect(foods('es zältli')[0]).toBe('Hard candy')
    expect(english('es schoggistängeli')).toBe('chocolate bar')
    expect(foods('es stück öpfelwähe')[0]).toMatch(/^Apple pie/)
    expect(english('hausgmachti spätzli')).toBe('homemade egg noodles')
    expect(foods('e chässchnitte')[0]).toMatch(/^Grilled cheese/)
  })

  it('reads Swiss meat and dishes: Wienerli, Pouletbrüstli, Gschnätzlets, Ghackets mit Hörnli, Älplermagronen', () => {
    expect(foods('zwöi wienerli')[0]).toMatch(/^Frankfurter/)
    expect(english('pouletbrüstli mit riis')).toBe('chicken breast with rice')
    expect(foods('gschnätzlets mit rösti')[0]).toMatch(/stroganoff/)
    expect(english('ghackets mit hörnli')).toBe('ground beef with macaroni')
    expect(foods('älplermagronen')[0]).toBe('Macaroni and cheese')
  })

  it('reads Swiss drinks: Hahnenwasser, Süessmost, Coci, Heissi Schoggi', () => {
    expect(english('es glas hahnenwasser')).toBe('glass of tap water')
    expect(foods('es glas süessmost')[0]).toMatch(/^Apple juice/)
    expect(foods('es coci')[0]).toBe('Cola')
    expect(foods('e heissi schoggi')[0]).toMatch(/^Hot chocolate/)
  })

  it('reads Austrian words still missing: Extrawurst, Käsekrainer, Kren, Obi gspritzt, Eierspeis', () => {
    expect(english('a Semmel mit Extrawurst')).toBe('a hard roll with bologna')
    expect(english('a Käsekrainer mit Senf und Kren')).toBe('a smoked sausage with mustard and horseradish')
    expect(foods('an Obi gspritzt')[0]).toMatch(/^Apple juice/)
    expect(foods('a Eierspeis')[0]).toMatch(/^Eggs, scrambled/)
    expect(english('a bissal kren')).toBe('a little horseradish')
  })

  it('reads Swiss states: ungsüesst, grilliert, gfrore, mit Gas', () => {
    expect(english('kafi ungsüesst')).toBe('coffee unsweetened')
    expect(foods('es grilliertes pouletbrüstli')[0]).toMatch(/^Chicken breast, grilled/)
    expect(english('gfrore erbsli')).toBe('frozen peas')
    expect(english('e fläsche mineral mit gas')).toContain('sparkling water')
  })

  it('reads words typed without umlauts (ae, oe, ue)', () => {
    expect(english('broetchen mit kaese')).toBe('hard roll with cheese')
    expect(foods('ein stueck kaesekuchen')[0]).toBe('Cheesecake')
    expect(english('fruehstueck: muesli mit joghurt')).toBe(': muesli with yogurt')
    expect(foods('gruene bohnen')[0]).toMatch(/^Green beans/)
    expect(foods('eine suesskartoffel')[0]).toMatch(/^Sweet potato/)
    expect(english('haehnchenbrust mit gemuese')).toBe('chicken breast with vegetables')
  })
})
