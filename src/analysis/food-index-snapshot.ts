// The default food index as a file: `npm run build` builds the index over the curated and FNDDS
// tables once and writes what it holds (scripts/food-index-snapshot.js), and the server reads that
// back at start instead of deriving 37,000 aliases from 7,800 food names again (about a third of the
// time, and no garbage from the build left in the heap).
//
// The file is only used when it was written from the very code and tables that would build the
// index now: its first line holds a SHA-256 over this directory's modules and the data files
// (data/foods/*.json, data/analysis/*.json). Anything else (an edited table, a `tsc` without the
// snapshot step, imported USDA foods) builds the index from the tables, as before.
//
// The file is JSON after that line. Words are numbered once (records, postings and phrases hold the
// numbers), the curated foods are named by id (the restored index shares CURATED_FOODS' objects,
// as a built one does) and the FNDDS foods are written as the table reader made them.

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FoodIndex, type IndexedFood } from './food-index.js'
import { type AliasRecord, IndexEntry, type IndexState, aliasRecord, ownNameWords } from './food-index-parts.js'
import type { Food } from './types.js'

const FORMAT = 'healthd-food-index 1'
const HERE = path.dirname(fileURLToPath(import.meta.url))
/** The package root: two levels above src/analysis/ and dist/analysis/ alike. */
const ROOT = path.resolve(HERE, '..', '..')

/** Where `npm run build` writes the snapshot: beside the compiled analysis (dist/analysis/). */
export const SNAPSHOT_FILE = path.join(HERE, 'food-index.snapshot')

/** A SHA-256 over what the default index is built from: the analysis modules as they run (this
 * directory, .js or .ts) and the data files they read. */
export function snapshotKey(): string {
  const files = [
    ...listFiles(HERE, /\.(?:js|ts)$/),
    ...listFiles(path.join(ROOT, 'data', 'foods'), /\.json$/),
    ...listFiles(path.join(ROOT, 'data', 'analysis'), /\.json$/),
  ]
  const hash = createHash('sha256')
  for (const f of files) {
    hash.update(path.relative(ROOT, f))
    hash.update('\0')
    hash.update(fs.readFileSync(f))
    hash.update('\0')
  }
  return hash.digest('hex')
}

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return []
  const out: string[] = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const f = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...listFiles(f, pattern))
    else if (pattern.test(e.name) && !e.name.endsWith('.d.ts')) out.push(f)
  }
  return out.sort()
}

// ---------------------------------------------------------------------------------------------
// The file's JSON

interface SnapshotJson {
  /** per food of the index: a curated food's id, or the food itself */
  foods: Array<string | Food>
  /** per food: "1" when the index counts it as curated */
  curated: string
  words: string[]
  /** per record: its food, its number of tokens (the tokens are `tokens`, one after the other), its
   * head word, "1" when derived, its minimum of shared words */
  records: { entry: number[]; length: number[]; tokens: number[]; head: number[]; derived: string; minWords: number[] }
  exact: [string[], number[]]
  bag: [string[], number[]]
  postings: [number[], number[][]]
  weights: [number[], number[]]
  /** the one-typo table: a word with one letter left out → the word */
  deletions: [string[], number[]]
  phrases: number[][]
  connectors: [string[], number[][]]
  portionUnits: string[]
  portionWords: string[]
  dietFoods: number[]
}

/** The snapshot's text for an index (its first line `key`'s). */
export function encodeIndex(index: FoodIndex, curated: readonly Food[], key: string): string {
  const s = index.state()
  const curatedIds = new Set(curated.map((f) => f.id))
  const entryAt = new Map<IndexedFood, number>(s.foods.map((e, i) => [e, i]))
  const recordAt = new Map<AliasRecord, number>(s.records.map((r, i) => [r, i]))
  const words: string[] = []
  const wordAt = new Map<string, number>()
  const word = (w: string): number => {
    let i = wordAt.get(w)
    if (i === undefined) {
      i = words.length
      words.push(w)
      wordAt.set(w, i)
    }
    return i
  }
  const phrases: number[][] = []
  const phraseAt = new Map<readonly string[], number>()
  const connectors: [string[], number[][]] = [[], []]
  for (const [key3, list] of s.connectorPhrases) {
    connectors[0].push(key3)
    connectors[1].push(
      list.flatMap(({ phrase, at }) => {
        let i = phraseAt.get(phrase)
        if (i === undefined) {
          i = phrases.length
          phrases.push(phrase.map(word))
          phraseAt.set(phrase, i)
        }
        return [i, at]
      }),
    )
  }
  const json: SnapshotJson = {
    foods: s.foods.map((e) => (curatedIds.has(e.food.id) ? e.food.id : e.food)),
    curated: s.foods.map((e) => (e.curated ? '1' : '0')).join(''),
    words,
    records: {
      entry: s.records.map((r) => entryAt.get(r.entry)!),
      length: s.records.map((r) => r.tokens.length),
      tokens: s.records.flatMap((r) => r.tokens.map(word)),
      head: s.records.map((r) => word(r.head)),
      derived: s.records.map((r) => (r.derived ? '1' : '0')).join(''),
      minWords: s.records.map((r) => r.minWords),
    },
    exact: [[...s.exact.keys()], [...s.exact.values()].map((r) => recordAt.get(r)!)],
    bag: [[...s.bag.keys()], [...s.bag.values()].map((r) => recordAt.get(r)!)],
    postings: [[...s.postings.keys()].map(word), [...s.postings.values()].map((ids) => [...ids])],
    weights: [[...s.weights.keys()].map(word), [...s.weights.values()]],
    deletions: [[...s.deletions.keys()], [...s.deletions.values()].map(word)],
    phrases,
    connectors,
    portionUnits: [...s.portionUnits],
    portionWords: [...s.portionWords],
    dietFoods: [...s.dietFoods].map((e) => entryAt.get(e)!),
  }
  // ASCII only (other characters escaped), so the file reads as one-byte text, as fast as it can.
  return `${FORMAT} ${key}\n${JSON.stringify(json).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`
}

/** The index a snapshot's text holds, or why it cannot be used (another key, another format). */
export function decodeIndex(text: string, curated: readonly Food[], key: string): FoodIndex | string {
  const nl = text.indexOf('\n')
  const header = nl < 0 ? text : text.slice(0, nl)
  if (!header.startsWith(`${FORMAT} `)) return `not a food index snapshot of this version ("${header.slice(0, 40)}")`
  if (header.slice(FORMAT.length + 1) !== key) return 'written from other analysis code or tables than these'
  const j = JSON.parse(text.slice(nl + 1)) as SnapshotJson
  const byId = new Map(curated.map((f) => [f.id, f]))
  const foods: IndexEntry[] = j.foods.map((f, i) => {
    const food = typeof f === 'string' ? byId.get(f) : f
    if (food === undefined) throw new Error(`food index snapshot: curated food ${f} is not in the curated table`)
    return new IndexEntry(food, j.curated[i] === '1')
  })
  const w = j.words
  const own = new Map<IndexedFood, ReadonlySet<string>>()
  const ownName = (e: IndexedFood) => {
    let set = own.get(e)
    if (set === undefined) {
      set = ownNameWords(e.food)
      own.set(e, set)
    }
    return set
  }
  const r = j.records
  let at = 0
  const records = r.entry.map((e, i) => {
    const tokens: string[] = []
    for (const end = at + r.length[i]!; at < end; at++) tokens.push(w[r.tokens[at]!]!)
    return aliasRecord(foods[e]!, tokens, w[r.head[i]!]!, r.derived[i] === '1', r.minWords[i]!, ownName)
  })
  const byRecord = ([keys, ids]: [string[], number[]]) => new Map(keys.map((k, i) => [k, records[ids[i]!]!]))
  const phrases = j.phrases.map((p) => p.map((t) => w[t]!))
  const state: IndexState = {
    foods,
    records,
    exact: byRecord(j.exact),
    bag: byRecord(j.bag),
    postings: new Map(j.postings[0].map((t, i) => [w[t]!, Int32Array.from(j.postings[1][i]!)])),
    weights: new Map(j.weights[0].map((t, i) => [w[t]!, j.weights[1][i]!])),
    deletions: new Map(j.deletions[0].map((d, i) => [d, w[j.deletions[1][i]!]!])),
    connectorPhrases: new Map(
      j.connectors[0].map((k, i) => {
        const pairs = j.connectors[1][i]!
        const list: Array<{ phrase: string[]; at: number }> = []
        for (let p = 0; p < pairs.length; p += 2) list.push({ phrase: phrases[pairs[p]!]!, at: pairs[p + 1]! })
        return [k, list]
      }),
    ),
    portionUnits: new Set(j.portionUnits),
    portionWords: new Set(j.portionWords),
    dietFoods: new Set(j.dietFoods.map((i) => foods[i]!)),
  }
  return new FoodIndex(state)
}

/** The default index from `file` when it was written from this code and these tables, or why not. */
export function readIndexSnapshot(curated: readonly Food[], file = SNAPSHOT_FILE): { index: FoodIndex } | { index: null; why: string } {
  if (!fs.existsSync(file)) return { index: null, why: `no snapshot at ${path.relative(ROOT, file)} (npm run build writes it)` }
  // (latin1: the file is ASCII, which reads the same and fastest so)
  const decoded = decodeIndex(fs.readFileSync(file, 'latin1'), curated, snapshotKey())
  return typeof decoded === 'string' ? { index: null, why: decoded } : { index: decoded }
}

/** Writes `index` (the default index, built from the tables) to `file`; returns the bytes written. */
export function writeIndexSnapshot(index: FoodIndex, curated: readonly Food[], file = SNAPSHOT_FILE): number {
  const text = encodeIndex(index, curated, snapshotKey())
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, text)
  fs.renameSync(tmp, file)
  return Buffer.byteLength(text)
}
