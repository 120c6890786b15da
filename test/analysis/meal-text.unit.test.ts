// The built-in meal text: numbers in, title/text/questions out, in six languages.
import { describe, expect, it } from 'vitest'
import { MODEL_NAME, PROMPT_VERSION, macroEnergyShares, mealText, resolveLanguage, type MealAnalysis, type MealItem } from '../../src/analysis/index.js'

function item(text: string, calories: number, over: Partial<MealItem> = {}): MealItem {
  return {
    text,
    food: text,
    food_id: text.replace(/\W+/g, '_'),
    quantity: 1,
    unit: 'serving',
    grams: 100,
    calories,
    protein_g: 5,
    carbohydrate_g: 10,
    fat_g: 3,
    fiber_g: 1,
    sugar_g: 2,
    sodium_mg: 100,
    confidence: 0.85,
    alternatives: [],
    ...over,
  }
}
function meal(items: MealItem[], unmatched: string[] = [], confidence = 0.85): MealAnalysis {
  const totals = { calories: 0, protein_g: 0, carbohydrate_g: 0, fat_g: 0, fiber_g: 0, sugar_g: 0, sodium_mg: 0 }
  for (const it of items) for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += it[k]
  return { items, totals, unmatched, confidence }
}

const breakfast = meal([
  item('2 eggs', 143, { protein_g: 12.6, carbohydrate_g: 0.7, fat_g: 9.5, fiber_g: 0, sodium_mg: 142 }),
  item('a slice of whole wheat toast', 81, { protein_g: 4, carbohydrate_g: 13.7, fat_g: 1.1, fiber_g: 1.9, sodium_mg: 146 }),
  item('butter', 72, { protein_g: 0.1, carbohydrate_g: 0, fat_g: 8.1, fiber_g: 0, sodium_mg: 64 }),
  item('a glass of orange juice', 112, { protein_g: 1.7, carbohydrate_g: 26, fat_g: 0.5, fiber_g: 0.5, sodium_mg: 2 }),
])
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '')

describe('mealText', () => {
  it('writes a title, 2–4 sentences and 2–3 questions from the numbers', () => {
    const out = mealText(breakfast, { language: 'en' })
    expect(out.language).toBe('en')
    expect(out.title).toBe('Meal of about 408 kcal')
    expect(out.text).toContain('about 408 kcal')
    expect(out.text).toContain(' a glass of orange juice (112 kcal)')
    expect(out.text).toContain(' 2 eggs (143 kcal)')
    const n = sentences(out.text).length
    expect(n).toBeGreaterThanOrEqual(2)
    expect(n).toBeLessThanOrEqual(4)
    expect(out.followup_questions.length).toBeGreaterThanOrEqual(2)
    expect(out.followup_questions.length).toBeLessThanOrEqual(3)
    for (const q of out.followup_questions) expect(q.endsWith('?')).toBe(true)
  })
  it('gives the macro split in % of energy, summing to 100', () => {
    const shares = macroEnergyShares(breakfast.totals)!
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100)
    const out = mealText(breakfast, { language: 'en' })
    expect(out.text).toContain(`(${shares[0]}%, ${shares[1]}% and ${shares[2]}% of the energy)`)
    expect(macroEnergyShares({ protein_g: 0, carbohydrate_g: 0, fat_g: 0 })).toBeNull()
  })
  it('remarks on high sodium, high or low fibre', () => {
    const salty = meal([item('ramen', 500, { sodium_mg: 1800, fiber_g: 2 })])
    expect(mealText(salty, { language: 'en' }).text).toMatch(/Sodium is high at 1,800 mg/)
    expect(mealText(salty, { language: 'en' }).text).toMatch(/little fibre/)
    const fibrous = meal([item('lentil soup', 300, { fiber_g: 12 })])
    expect(mealText(fibrous, { language: 'en' }).text).toMatch(/good source of fibre/)
  })
  it('says what was not recognised and asks about it', () => {
    const out = mealText(meal([item('rice', 200)], ['a zorblax']), { language: 'en' })
    expect(out.text).toContain('Not recognised and not counted: a zorblax.')
    expect(out.followup_questions[0]).toBe('What was a zorblax, and how much of it did you have?')
  })
  it('asks how much of an uncertain item there was', () => {
    const out = mealText(meal([item('rice', 200, { confidence: 0.5 }), item('2 eggs', 143)]), { language: 'en' })
    expect(out.followup_questions.some((q) => q.startsWith('How much was rice,'))).toBe(true)
  })
  it('puts what the user wrote in without typographic quotes, in every language', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'pt', 'it']) {
      const out = mealText(meal([item('rice', 200, { confidence: 0.5 }), item('2 eggs', 143)], ['a zorblax']), { language })
      for (const t of [out.title, out.text, ...out.followup_questions]) expect(t, `${language}: ${t}`).not.toMatch(/[“”„‟«»]/)
      expect(out.text, language).toContain('a zorblax')
    }
  })
  it('handles an empty analysis', () => {
    const out = mealText(meal([], ['zorblax']), { language: 'en' })
    expect(out.title).toBe('Meal not recognised')
    expect(out.text).toContain('No food')
    expect(out.followup_questions).toHaveLength(2)
    expect(mealText(meal([]), { language: 'de' }).followup_questions).toHaveLength(2)
  })

  const expected: Record<string, { title: string; text: RegExp }> = {
    en: { title: 'Meal of about 408 kcal', text: /This meal provides about 408 kcal/ },
    de: { title: 'Mahlzeit mit etwa 408 kcal', text: /Diese Mahlzeit liefert etwa 408 kcal, mit 18,4 g Eiweiß/ },
    fr: { title: 'Repas d’environ 408 kcal', text: /Ce repas apporte environ 408 kcal, avec 18,4 g de protéines/ },
    es: { title: 'Comida de unas 408 kcal', text: /Esta comida aporta unas 408 kcal, con 18,4 g de proteínas/ },
    pt: { title: 'Refeição de cerca de 408 kcal', text: /Esta refeição fornece cerca de 408 kcal, com 18,4 g de proteína/ },
    it: { title: 'Pasto di circa 408 kcal', text: /Questo pasto fornisce circa 408 kcal, con 18,4 g di proteine/ },
  }
  for (const [lang, exp] of Object.entries(expected)) {
    it(`writes ${lang}`, () => {
      const out = mealText(breakfast, { language: lang })
      expect(out.language).toBe(lang)
      expect(out.title).toBe(exp.title)
      expect(out.text).toMatch(exp.text)
      expect(out.followup_questions.length).toBeGreaterThanOrEqual(2)
      const empty = mealText(meal([]), { language: lang })
      expect(empty.language).toBe(lang)
      expect(empty.title).not.toBe('')
      // No English left in the other languages.
      if (lang !== 'en') {
        expect(out.text).not.toMatch(/\b(meal|energy|comes from)\b/i)
        expect(out.followup_questions.join(' ')).not.toMatch(/\b(How|What|Did you)\b/)
      }
    })
  }

  it('falls back from regional tags to the language, and from unknown languages to English', () => {
    expect(mealText(breakfast, { language: 'pt-BR' }).language).toBe('pt')
    expect(mealText(breakfast, { language: 'de_AT' }).language).toBe('de')
    expect(mealText(breakfast, { language: 'FR-ca' }).language).toBe('fr')
    expect(mealText(breakfast, { language: 'it-CH' }).language).toBe('it')
    const ja = mealText(breakfast, { language: 'ja' })
    expect(ja.language).toBe('en')
    expect(ja.title).toBe('Meal of about 408 kcal')
    expect(mealText(breakfast, {}).language).toBe('en')
    expect(resolveLanguage(undefined)).toBe('en')
    expect(resolveLanguage('es-419')).toBe('es')
  })
  it('names its model and prompt version', () => {
    expect(MODEL_NAME).toBe('healthd-builtin')
    expect(PROMPT_VERSION).toMatch(/^meal-text-v\d+$/)
  })
  it('is deterministic', () => {
    expect(mealText(breakfast, { language: 'es' })).toEqual(mealText(breakfast, { language: 'es' }))
  })
})
