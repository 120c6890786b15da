// Meals in the user's language: POST and PATCH read a description in the user's `language`
// first (a word alone is read in it), quote items as the user wrote them, and a description in
// another language is still read in its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
})
afterAll(() => t.close())

async function user(body: object) {
  const id = uniqueUserId()
  expect((await t.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: bearer(token), payload: body })).statusCode).toBe(200)
  return id
}
const post = (u: string, description: string) =>
  t.app.inject({ method: 'POST', url: `/users/${u}/nutrition/meals`, headers: bearer(token), payload: { description } })
interface Item {
  text: string
  food: string
}
const summaryOf = (body: { summary: { data: { items: Item[]; unmatched: string[]; totals: { calories: number } } } }) => body.summary.data

describe('meals in the user’s language', () => {
  it('reads a word alone in the user’s language, and quotes items as written', async () => {
    const de = await user({ language: 'de-CH' })
    const res = await post(de, 'Kaffee und zwei Brötchen mit Butter')
    expect(res.statusCode, res.body).toBe(201)
    const data = summaryOf(res.json())
    expect(data.items.map((i) => [i.text, i.food])).toEqual([
      ['Kaffee', 'Coffee, brewed (black)'],
      ['zwei Brötchen', 'Roll, hard, NS as to major flour'],
      ['Butter', 'Butter, salted'],
    ])
    expect(data.unmatched).toEqual([])

    // the same word from a user with no language: a word no English has, which German reads
    // whole, is read as German; a word English has stays English
    const none = await user({})
    const alone = summaryOf((await post(none, 'Kaffee')).json())
    expect(alone.items.map((i) => [i.text, i.food])).toEqual([['Kaffee', 'Coffee, brewed (black)']])
    expect(alone.unmatched).toEqual([])
    expect(summaryOf((await post(none, 'Zorblax')).json()).unmatched).toEqual(['Zorblax'])
    expect(summaryOf((await post(de, 'Kaffee')).json()).items.map((i) => i.food)).toEqual(['Coffee, brewed (black)'])
  })

  it('reads a meal told in another language than the user’s in its own', async () => {
    const fr = await user({ language: 'fr' })
    const data = summaryOf((await post(fr, 'arroz, feijão, bife e salada')).json())
    expect(data.totals.calories).toBeGreaterThan(500)
    expect(data.unmatched).toEqual([])
    const en = summaryOf((await post(fr, 'two eggs and a slice of toast')).json())
    expect(en.items.map((i) => i.text)).toEqual(['two eggs', 'a slice of toast'])
  })

  it('analyses a changed description in the user’s language again', async () => {
    const it_ = await user({ language: 'it' })
    const created = (await post(it_, 'un cornetto e un cappuccino')).json()
    expect(summaryOf(created).items.map((i) => i.text)).toEqual(['un cornetto', 'un cappuccino'])
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/${it_}/nutrition/meals/${created.id}`,
      headers: bearer(token),
      payload: { description: 'cornetto' },
    })
    expect(res.statusCode, res.body).toBe(200)
    // one word: Italian because the user's language is
    expect(summaryOf(res.json()).items.map((i) => [i.text, i.food])).toEqual([['cornetto', 'Croissant, butter']])
  })
})
