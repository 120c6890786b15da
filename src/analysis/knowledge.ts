// The curated English knowledge of the meal analysis: word lists, units and bounds, as data rows in
// data/analysis/en.json, read once when the analysis is first imported. Each module that uses a
// kind of row compiles it once, at its own import (a set, a map, a regular expression); nothing
// here is read per meal. The file's `kinds` say what each kind is and which pass reads it; the
// fields each kind's rows have are checked here, so a row that is misspelt fails at start-up.
import { readFileSync } from 'node:fs'

// The package root is two levels up from src/analysis/ and dist/analysis/ alike.
const FILE = new URL('../../data/analysis/en.json', import.meta.url)

/** A row's fields: the words it names and its figures. Which ones a kind has is `FIELDS` below. */
export interface KnowledgeRow {
  kind: Kind
  /** one word (word kinds), a phrase of several (phrase kinds), the start of a food's name (staple) */
  word?: string
  phrase?: string
  name?: string
  /** spelling and singular: the form it is read as; connector: the connector it is */
  to?: string
  as?: string
  /** a food group (types.ts: eggs, dairy, meat, …) */
  category?: string
  value?: number
  grams?: number
  /** bounds: their name and what they say */
  says?: string
  /** every figure says where it comes from */
  source?: string
  /** units */
  canon?: string
  type?: 'mass' | 'volume' | 'household' | 'size'
  words?: string[]
  ml?: number
  fallback_grams?: number
  fallback_ml?: number
  fallback_fl_oz?: number
  any_food?: boolean
  serving?: boolean
  servings?: number
  solid_cups?: number
  solid_servings?: number
  size_factor?: number
  size_ml?: number
  dimension?: boolean
  /** flags and qualifiers of particular kinds (see FIELDS) */
  preposition?: boolean
  qualifies?: boolean
  also_food?: boolean
  vague?: boolean
  after_article?: boolean
  bare?: boolean
  if_named?: boolean
  keeps?: string
  rest?: boolean
  part?: boolean
  not_after?: string
  not_after_sandwich?: boolean
  always?: boolean
  after_comma?: boolean
  trailing?: boolean
}

/** Each kind's fields: required, or optional with "?". */
const FIELDS = {
  spelling: 'word to',
  'name-synonym': 'word to',
  singular: 'word to',
  'keeps-s': 'word',
  'stop-word': 'word',
  'soft-filler': 'word',
  joiner: 'word preposition? qualifies?',
  'meal-word': 'word also_food?',
  'meal-label': 'word',
  cooking: 'word',
  number: 'word value',
  abbreviation: 'word',
  connector: 'word as',
  'filling-word': 'word',
  'filling-adverb': 'word',
  'naming-word': 'word',
  'clause-filling': 'word',
  'holds-bread': 'word',
  'egg-doneness': 'word',
  'leading-skip': 'word',
  'calorie-word': 'word',
  'weighing-word': 'word',
  'single-portion': 'word',
  'portion-word': 'word',
  'count-word': 'word value vague? after_article? bare?',
  part: 'word value',
  relative: 'word value after_article? bare?',
  taste: 'word',
  possessive: 'word',
  'meal-place': 'word',
  negation: 'word',
  'back-reference': 'word',
  'clause-word': 'word',
  'outer-part': 'word',
  'class-word': 'word category',
  again: 'word',
  'topped-group': 'category',
  'topped-name': 'word',
  staple: 'name',
  'sweet-group': 'category',
  'bread-group': 'category',
  'sandwich-noun': 'word',
  'filling-kind': 'category word if_named?',
  'measure-skip': 'phrase',
  'measure-ignore': 'word',
  'whole-as-kind': 'word',
  'part-of-whole': 'word',
  unit: 'canon type words source? grams? ml? fallback_grams? fallback_ml? fallback_fl_oz? any_food? serving? servings? solid_cups? solid_servings? size_factor? size_ml? dimension?',
  density: 'category value source',
  'topping-cap': 'category grams source',
  bound: 'name value says source',
  'group-head': 'phrase keeps?',
  'source-phrase': 'phrase',
  'same-measure': 'word words',
  'state-word': 'word',
  'noise-part': 'phrase rest?',
  'cook-part': 'word',
  'whole-named': 'word',
  'brand-note': 'phrase',
  'sandwich-bread': 'word',
  'brand-maker': 'phrase',
  'infant-word': 'word',
  'diet-name': 'phrase part?',
  'asks-diet': 'phrase',
  'specific-form': 'word not_after?',
  'story-evaluative': 'word',
  'story-subject': 'word',
  'story-adverb': 'word',
  'story-verb': 'word',
  'story-verb-on': 'word',
  'story-verb-choosing': 'word',
  'story-verb-treating': 'word',
  'story-verb-digging': 'word',
  'story-verb-fueling': 'word',
  'story-verb-starting': 'word',
  'story-day-part': 'word',
  'story-verb-making': 'word',
  'story-craving': 'word',
  'story-kept-it': 'word',
  'story-verb-start': 'word',
  'story-day-start': 'word',
  'story-meal': 'word',
  'story-meal-food': 'word',
  'story-meal-food-before': 'word',
  'story-meal-when': 'word',
  'story-day': 'word',
  'story-lately': 'word',
  'story-time-of-day': 'word',
  'story-last': 'word',
  'story-late': 'word',
  'story-weekday': 'word',
  'story-activity': 'word',
  'story-consisted': 'word',
  'story-including': 'word not_after_sandwich?',
  'story-sandwich': 'word',
  'story-place': 'word',
  'story-storage': 'word',
  'story-person-word': 'word',
  'story-person': 'word',
  'story-person-verb': 'word',
  'story-all-verb': 'word',
  'story-as-my': 'word',
  'story-doing': 'word',
  'story-link': 'phrase',
  'story-comment': 'word',
  'story-participle': 'word always?',
  'story-purpose': 'word after_comma? trailing?',
  'story-for-a': 'word',
  'story-made-for': 'word',
  'story-with-verb': 'word',
  'story-nutrient': 'word',
  'story-amount': 'word',
} as const

export type Kind = keyof typeof FIELDS

const STRING_FIELDS = new Set(['word', 'phrase', 'name', 'to', 'as', 'category', 'says', 'source', 'canon', 'keeps', 'not_after'])
const NUMBER_FIELDS = new Set([
  'value',
  'grams',
  'ml',
  'fallback_grams',
  'fallback_ml',
  'fallback_fl_oz',
  'servings',
  'solid_cups',
  'solid_servings',
  'size_factor',
  'size_ml',
])
const UNIT_TYPES = new Set(['mass', 'volume', 'household', 'size'])

export interface KnowledgeFile {
  about: string[]
  kinds: Record<string, { pass: string; says: string; example?: string }>
  rows: KnowledgeRow[]
}

/** Each kind's fields, parsed once: field name → required. */
const SPECS: ReadonlyMap<string, ReadonlyMap<string, boolean>> = new Map(
  Object.entries(FIELDS).map(([kind, spec]) => [kind, new Map(spec.split(' ').map((f) => (f.endsWith('?') ? [f.slice(0, -1), false] : [f, true])))]),
)

function fits(field: string, v: unknown): boolean {
  if (field === 'words') return Array.isArray(v) && v.length > 0 && v.every((w) => typeof w === 'string' && w !== '')
  if (field === 'type') return UNIT_TYPES.has(v as string)
  if (STRING_FIELDS.has(field)) return typeof v === 'string' && v !== ''
  if (NUMBER_FIELDS.has(field)) return typeof v === 'number' && Number.isFinite(v)
  return v === true
}

/** The rows of a knowledge file, by kind, in file order; throws on a row that does not fit its kind. */
export function readKnowledge(file: KnowledgeFile): ReadonlyMap<Kind, readonly KnowledgeRow[]> {
  const byKind = new Map<Kind, KnowledgeRow[]>()
  const keys = new Map<Kind, Set<string>>()
  const fail = (i: number, why: string): never => {
    throw new Error(`data/analysis/en.json: row ${i + 1} (${JSON.stringify(file.rows[i])}): ${why}`)
  }
  for (const [i, row] of file.rows.entries()) {
    const fields = SPECS.get(row.kind)
    if (fields === undefined) return fail(i, `no kind "${row.kind}"`)
    if (file.kinds[row.kind] === undefined) fail(i, `kind "${row.kind}" is not described in "kinds"`)
    const r = row as unknown as Record<string, unknown>
    for (const [f, required] of fields) if (required && r[f] === undefined) fail(i, `no "${f}"`)
    for (const f in r) {
      if (f === 'kind') continue
      if (!fields.has(f)) fail(i, `a ${row.kind} row has no field "${f}"`)
      if (!fits(f, r[f]))
        fail(i, `"${f}" is not a ${f === 'words' ? 'list of words' : STRING_FIELDS.has(f) ? 'text' : NUMBER_FIELDS.has(f) ? 'number' : 'true flag'}`)
    }
    let list = byKind.get(row.kind)
    let seen = keys.get(row.kind)
    if (!list || !seen) {
      list = []
      seen = new Set()
      byKind.set(row.kind, list)
      keys.set(row.kind, seen)
    }
    const key = row.word ?? row.phrase ?? row.name
    if (key !== undefined) {
      if (seen.has(key)) fail(i, `"${key}" is a ${row.kind} twice`)
      seen.add(key)
    }
    list.push(row)
  }
  for (const kind of Object.keys(FIELDS) as Kind[]) if (!byKind.has(kind)) throw new Error(`data/analysis/en.json: no rows of kind "${kind}"`)
  for (const kind of Object.keys(file.kinds))
    if (!(kind in FIELDS)) throw new Error(`data/analysis/en.json: "kinds" describes "${kind}", which the analysis does not read`)
  return byKind
}

/** The file as read. */
export function knowledgeFile(): KnowledgeFile {
  return JSON.parse(readFileSync(FILE, 'utf8')) as KnowledgeFile
}

/** The rows by kind, read once: each module compiles the kinds it reads when it is imported. */
const KNOWLEDGE = readKnowledge(knowledgeFile())

/** The rows of a kind, in file order. */
export function rows(kind: Kind): readonly KnowledgeRow[] {
  return KNOWLEDGE.get(kind)!
}

/** The words (or phrases, or names) of a kind's rows, in file order. */
export function words(kind: Kind): string[] {
  return rows(kind).map((r) => (r.word ?? r.phrase ?? r.name)!)
}

let vocabulary: ReadonlySet<string> | undefined
/** Every word the knowledge rows name, in any kind (lower case): the English the analysis reads
 * besides the foods' names ("little", "different", "eatery"). */
export function knowledgeWords(): ReadonlySet<string> {
  if (!vocabulary) {
    const all = new Set<string>()
    for (const list of KNOWLEDGE.values())
      for (const r of list)
        for (const w of [r.word, r.phrase, r.canon, ...(r.words ?? [])])
          if (typeof w === 'string') for (const t of w.toLowerCase().split(/[^a-z']+/)) if (t) all.add(t)
    vocabulary = all
  }
  return vocabulary
}

/** A bound's value (rows of kind "bound", by name). */
export function bound(name: string): number {
  const row = rows('bound').find((r) => r.name === name)
  if (!row) throw new Error(`data/analysis/en.json: no bound "${name}"`)
  return row.value!
}

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\]/g

/** A word or phrase as a regular expression that matches it as written: special characters
 * escaped, a space as `space`. */
export function literal(w: string, space = '\\s+'): string {
  return w.replace(REGEXP_SPECIAL, '\\$&').replace(/ /g, space)
}

/** `(?:w1|w2|…)` of the words as written, in order (the first that fits wins). */
export function alternation(list: readonly string[], space = '\\s+'): string {
  return `(?:${list.map((w) => literal(w, space)).join('|')})`
}
