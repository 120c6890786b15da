// The food index's snapshot (src/analysis/food-index-snapshot.ts): the index read back from its
// file is the index built from the tables, part for part and answer for answer, and a file written
// from other code or tables is never read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeIndex, encodeIndex, readIndexSnapshot, snapshotKey } from '../../src/analysis/food-index-snapshot.js'
import { CURATED_FOODS, FoodIndex, analyzeMeal, defaultFoodIndex } from '../../src/analysis/index.js'
import languages from '../../bench/meals-languages.json' with { type: 'json' }
import own from '../../bench/meals-eval.json' with { type: 'json' }

const built = defaultFoodIndex([], { snapshot: false })
const text = encodeIndex(built, CURATED_FOODS, 'key-1')
const restored = decodeIndex(text, CURATED_FOODS, 'key-1')
const dir = mkdtempSync(path.join(os.tmpdir(), 'healthd-snapshot-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('food index snapshot', () => {
  it('restores the index the tables build: every part the same, and written again the same', () => {
    expect(restored).toBeInstanceOf(FoodIndex)
    const index = restored as FoodIndex
    const [a, b] = [index.state(), built.state()]
    expect(a.foods.map((e) => e.food)).toStrictEqual(b.foods.map((e) => e.food))
    // The curated foods are the table's own objects, as in a built index.
    expect(a.foods[0]!.food).toBe(CURATED_FOODS[0])
    expect(a.foods.map((e) => [e.curated, e.natural, e.countable])).toEqual(b.foods.map((e) => [e.curated, e.natural, e.countable]))
    expect(a.records.map((r) => [r.tokens, r.unique, r.weight, r.cooking, r.derived, r.head, r.minWords, r.ownName])).toEqual(
      b.records.map((r) => [r.tokens, r.unique, r.weight, r.cooking, r.derived, r.head, r.minWords, r.ownName]),
    )
    expect([...a.weights]).toEqual([...b.weights])
    expect([...a.deletions]).toEqual([...b.deletions])
    expect([...a.postings]).toEqual([...b.postings])
    expect([...a.portionWords]).toEqual([...b.portionWords])
    expect(encodeIndex(index, CURATED_FOODS, 'key-1')).toBe(text)
  })

  it('answers every meal as the built index does: English, five languages, typos, brands, diet forms', () => {
    const meals = [
      ...own.map((m) => m.description),
      // (the 60 meals written by hand and every 25th of the others: all 360 took 50 s on CI)
      ...languages.meals.filter((m) => m.row <= 60 || m.row % 25 === 0).flatMap((m) => [m.en, m.de, m.fr, m.es, m.pt, m.it]),
      'a chiken sandwich and a bannana',
      'a Big Mac and a diet ginger ale',
      'mac and cheese with brocolli',
      '2 crustless peanut butter and jelly sandwiches',
    ]
    for (const description of meals) {
      expect(analyzeMeal({ description }, restored as FoodIndex), description).toEqual(analyzeMeal({ description }, built))
    }
  }, 60_000)

  it('is not read when written from other code or tables, or in another format', () => {
    expect(decodeIndex(text, CURATED_FOODS, 'key-2')).toBe('written from other analysis code or tables than these')
    expect(decodeIndex(`healthd-food-index 0 key-1\n{}`, CURATED_FOODS, 'key-1')).toMatch(/^not a food index snapshot of this version/)
    const file = path.join(dir, 'food-index.snapshot')
    writeFileSync(file, text)
    expect(readIndexSnapshot(CURATED_FOODS, file)).toEqual({ index: null, why: 'written from other analysis code or tables than these' })
    expect(readIndexSnapshot(CURATED_FOODS, path.join(dir, 'none'))).toMatchObject({ index: null, why: expect.stringMatching(/^no snapshot at /) })
  })

  it('is read when its key is this code and these tables', () => {
    const file = path.join(dir, 'current.snapshot')
    writeFileSync(file, encodeIndex(built, CURATED_FOODS, snapshotKey()))
    const read = readIndexSnapshot(CURATED_FOODS, file)
    expect(read.index).toBeInstanceOf(FoodIndex)
    expect(read.index!.size).toBe(built.size)
  })
})
