// The word lists of the languages meals are read in besides English: one data file per language
// (data/languages/<code>.json), read once, when a meal first needs it. A lexicon turns the
// language's words into English the analysis reads, each with its kind, so the reading pass
// (translate.ts) can put words in English order and detect.ts can tell languages apart.
import { readFileSync } from 'node:fs'

/** The languages meals are read in besides English. */
export const MEAL_LANGUAGES = ['de', 'fr', 'es', 'pt', 'it'] as const
export type MealLanguage = (typeof MEAL_LANGUAGES)[number]

/**
 * What a word does in a meal, which decides where its English goes:
 * - number: an amount or article ("zwei", "une") → "two", "a"
 * - unit: a household measure or weight ("Tasse", "cuillère à soupe") → "cup", "tbsp"; "of" follows
 * - size: "groß", "moyenne" → "large", "medium"
 * - connector: "und", "avec" → "and", "with"
 * - of: "de", "di", "do" between a measure and a food ("of") or two foods (dropped, foods swapped)
 * - narrative: who ate, when, verbs, articles, meal times ("zum Frühstück", "j'ai mangé") → nothing
 * - state: how a food is made or what kind it is ("gekocht", "integral", "desnatado")
 * - food: a food or dish, mapped to an English phrase the food index resolves
 */
export type WordKind = 'number' | 'unit' | 'size' | 'connector' | 'of' | 'narrative' | 'state' | 'food'
export const WORD_KINDS: readonly WordKind[] = ['number', 'unit', 'size', 'connector', 'of', 'narrative', 'state', 'food']
/** The file's group of each kind. */
const GROUPS: Record<WordKind, string> = {
  number: 'numbers',
  unit: 'units',
  size: 'sizes',
  connector: 'connectors',
  of: 'of',
  narrative: 'narrative',
  state: 'states',
  food: 'foods',
}

export interface LanguageFile {
  language: string
  name: string
  about?: string
  /** Function words that tell this language from the others (detect.ts). */
  detect: string[]
  /** Adjectives follow the noun ("pan integral", "riz blanc"): moved before it in English. */
  noun_first: boolean
  /** Compound words are split into known parts ("Vollkornbrot" = Vollkorn + Brot). */
  compounds?: { links: string[]; min_part: number }
  /** Endings tried, in order, when a word is not listed: [ending, replacement] ("Eiern" → "Eier"). */
  inflections: Array<[string, string]>
  /** Beginnings tried, after the endings, on a word not listed: [pattern, replacement] (spoken
   * German: "gschmack" → "geschmack", Swiss "chäs" → "käs"). */
  prefixes?: Array<[string, string]>
  /** Words that an apostrophe begins, and their sense as [English, group] (Neapolitan and Roman
   * Italian: "na tazza 'e latte", "d'o", "'n piatto"): the word after the apostrophe, without it. */
  elided?: Record<string, [string, string]>
  /** The ending every word of a phrase loses before phrases are compared as stems (a regular
   * expression): "saurer Sahne" meets "saure Sahne", "papa frita" meets "papas fritas". */
  stem?: string
  /** Endings of verb forms no list can hold ("saboreé", "comecei", "fondait"), a regular expression
   * on a lower-case word: a word the lexicon does not know that ends so tells of the eating, not
   * what was eaten; it is left out of the English (and still reported unmatched). */
  verb_forms?: string
  /** Each group maps the language's words (lower case, phrases of up to five words) to English. */
  words: Record<string, Record<string, string>>
  /** Words written short with a slash or a period ("c/": "com", "c.": "colher"), spelled out before
   * they are looked up, so a phrase reads through them ("c/ baixo teor de gordura", "c. de sopa"). */
  abbreviations?: Record<string, string>
}

export interface Sense {
  en: string
  kind: WordKind
}

export interface Lexicon {
  language: string
  file: LanguageFile
  /** surface phrase (lower case) and its accent-free form → sense */
  phrases: Map<string, Sense>
  /** the most words a phrase has */
  longest: number
  /** a phrase by the stems of its words (the file's `stem`), when it has one */
  stems: Map<string, Sense>
  stemOf(word: string): string
  /** the first words of phrases of two words or more, in each form (as written, folded, stem) */
  starts: Set<string>
  /** the sense of one word, its inflected and compound forms included (memoised) */
  word(w: string): Sense | null
  /** true when a word the lexicon does not know has the form of a verb (the file's `verb_forms`) */
  verbForm(w: string): boolean
  /** a phrase of two words or more met through the inflected forms of its words ("cornettino alla
   * crema" meets "cornetto alla crema"), or null; `words` are lower case */
  inflectedPhrase(words: readonly string[]): Sense | null
  /** true when a word, or one of its inflected forms, starts a phrase of two words or more */
  startsInflected(w: string): boolean
  /** the sense of a word an apostrophe begins ("'e" is "of"), or null (the file's `elided`) */
  elided(w: string): Sense | null
}

const COMBINING = /\p{M}/gu
const NON_ASCII = /[\u0080-\uffff]/
/** Lower case, accents dropped, ß as ss: "Brötchen" and "Brotchen", "feijão" and "feijao" meet. */
export function fold(w: string): string {
  let s = w.toLowerCase()
  if (NON_ASCII.test(s)) s = s.replace(/ß/g, 'ss').normalize('NFD').replace(COMBINING, '').replace(/[’`]/g, "'")
  return s
}

/** The words of a phrase as the reader splits them: "jus d'orange" → jus, d', orange; a possessive
 * "'s" stays on its word ("shepherd's pie" → shepherd's, pie), as the reader's tokenizer keeps it. */
export function phraseWords(phrase: string): string[] {
  return phrase.toLowerCase().match(/\d+(?:[.,]\d+)?|[\p{L}][\p{L}\p{M}]*(?:['’]s(?!\p{L})|['’])?/gu) ?? []
}

const MEMO_LIMIT = 20_000
const FILES = new URL('../../../data/languages/', import.meta.url)

export function readLanguageFile(code: string): LanguageFile {
  return JSON.parse(readFileSync(new URL(`${code}.json`, FILES), 'utf8')) as LanguageFile
}

/** The fewest letters of each part of a compound whose first part no list holds. */
const UNKNOWN_PART = 4

function buildLexicon(file: LanguageFile, base: LanguageFile): Lexicon {
  const phrases = new Map<string, Sense>()
  const stems = new Map<string, Sense>()
  const starts = new Set<string>()
  // the words of phrases of two words or more (folded): the only forms worth trying in a phrase
  const inPhrases = new Set<string>()
  const stemRe = file.stem ? new RegExp(file.stem, 'u') : null
  const prefixes: Array<[RegExp, string]> = (file.prefixes ?? []).map(([p, r]) => [new RegExp(p, 'u'), r])
  const kindOf = Object.fromEntries(WORD_KINDS.map((k) => [GROUPS[k], k])) as Record<string, WordKind>
  const elided = new Map(Object.entries(file.elided ?? {}).map(([w, [en, group]]) => [w, { en, kind: kindOf[group]! }]))
  const stemOf = (w: string) => {
    const f = fold(w)
    return stemRe ? f.replace(stemRe, '') || f : f
  }
  let longest = 1
  // English units and numbers written in any language ("12 fl oz", "200 g") keep their English,
  // under the language's own words.
  const add = (f: LanguageFile, own: boolean) => {
    for (const kind of WORD_KINDS) {
      const group = f.words[GROUPS[kind]]
      if (!group) continue
      for (const [key, en] of Object.entries(group)) {
        const words = phraseWords(key)
        if (words.length === 0) continue
        longest = Math.max(longest, words.length)
        const sense = { en, kind }
        const surface = words.join(' ')
        const folded = words.map(fold).join(' ')
        if (own || !phrases.has(surface)) phrases.set(surface, sense)
        if (!phrases.has(folded) || (own && folded === surface)) phrases.set(folded, sense)
        if (own && stemRe) stems.set(words.map(stemOf).join(' '), sense)
        if (words.length > 1) {
          for (const w of [words[0]!, fold(words[0]!), stemOf(words[0]!)]) starts.add(w)
          for (const w of words) inPhrases.add(fold(w))
        }
      }
    }
  }
  add(file, true)
  add(base, false)
  const memo = new Map<string, Sense | null>()
  const lookup = (w: string): Sense | null => phrases.get(w) ?? phrases.get(fold(w)) ?? null
  // (a stem of two letters says too little: Portuguese "seu" and "seis" both stem to "se")
  const byStem = (w: string): Sense | null => {
    if (!stemRe) return null
    const stem = stemOf(w)
    return stem.length >= 3 ? (stems.get(stem) ?? null) : null
  }
  const byEnding = (w: string): Sense | null => {
    const direct = lookup(w)
    if (direct) return direct
    for (const [ending, replacement] of file.inflections) {
      if (w.length - ending.length < 2 || !w.endsWith(ending)) continue
      const s = lookup(w.slice(0, w.length - ending.length) + replacement)
      if (s) return s
    }
    return null
  }
  const inflected = (w: string): Sense | null => {
    const s = byEnding(w)
    if (s || prefixes.length === 0) return s
    for (const [re, replacement] of prefixes) {
      const v = w.replace(re, replacement)
      if (v !== w) return byEnding(v)
    }
    return null
  }
  const compound = (w: string, depth: number): Sense | null => {
    const c = file.compounds
    if (!c || depth > 2) return null
    const f = fold(w)
    // The head is the shortest known end ("Erdnussbutter|brot"); what is before it is a known
    // word or a compound itself.
    for (let cut = f.length - c.min_part; cut >= c.min_part; cut--) {
      const head = inflected(f.slice(cut))
      if (!head || (head.kind !== 'food' && head.kind !== 'state' && head.kind !== 'unit')) continue
      const before = f.slice(0, cut)
      const candidates = [before, ...c.links.filter((l) => before.endsWith(l) && before.length - l.length >= c.min_part).map((l) => before.slice(0, -l.length))]
      for (const b of candidates) {
        const mod = inflected(b) ?? compound(b, depth + 1)
        if (mod && (mod.kind === 'food' || mod.kind === 'state' || mod.kind === 'number' || mod.kind === 'size'))
          return { en: [mod.en, head.en].filter(Boolean).join(' '), kind: head.kind }
      }
    }
    // A known food after a word no list holds ("Pintobohnen", "Schulmilch"): that food, the word
    // kept before it as written (English may know it: "pinto beans"; else it is reported unmatched),
    // rather than one unknown word that loses the food. The longest known food, of four letters or
    // more ("Bäckerei" is no egg).
    if (depth === 0)
      for (let cut = UNKNOWN_PART; cut <= f.length - UNKNOWN_PART; cut++) {
        const head = inflected(f.slice(cut))
        if (head?.kind === 'food' && head.en !== '') return { en: `${f.slice(0, cut)} ${head.en}`, kind: 'food' }
      }
    return null
  }
  // The forms of a word that phrases hold (folded): the word itself and, for a word not listed,
  // what the file's inflections make of it ("cornettino" → "cornetto"). Few, memoised: the reader is on a hot path.
  const formsMemo = new Map<string, readonly string[]>()
  const phraseForms = (w: string): readonly string[] => {
    let out = formsMemo.get(w)
    if (out) return out
    const found: string[] = []
    const f = fold(w)
    if (inPhrases.has(f)) found.push(f)
    // (a word listed as itself means what it is listed as: "pacchettino" is a small bag, no "pacchetto")
    if (!lookup(w))
      for (const [ending, replacement] of file.inflections) {
        if (w.length - ending.length < 2 || !w.endsWith(ending)) continue
        const g = fold(w.slice(0, w.length - ending.length) + replacement)
        if (inPhrases.has(g) && !found.includes(g)) found.push(g)
      }
    out = found
    if (formsMemo.size >= MEMO_LIMIT) formsMemo.clear()
    formsMemo.set(w, out)
    return out
  }
  /** The most combinations of forms one phrase tries (each word has rarely more than two). */
  const COMBINATIONS = 16
  const inflectedPhrase = (words: readonly string[]): Sense | null => {
    const forms: Array<readonly string[]> = []
    let count = 1
    // (when no word has another form than its own, the phrase was looked up as written already)
    let other = false
    for (const w of words) {
      const f = phraseForms(w)
      if (f.length === 0) return null
      forms.push(f)
      count *= f.length
      if (f.length > 1 || f[0] !== fold(w)) other = true
    }
    if (!other || count > COMBINATIONS) return null
    const pick = new Array<string>(words.length)
    const walk = (k: number): Sense | null => {
      if (k === words.length) return phrases.get(pick.join(' ')) ?? null
      for (const f of forms[k]!) {
        pick[k] = f
        const s = walk(k + 1)
        if (s) return s
      }
      return null
    }
    return walk(0)
  }
  const verbRe = file.verb_forms ? new RegExp(file.verb_forms, 'u') : null
  return {
    inflectedPhrase,
    startsInflected: (w) => phraseForms(w).some((f) => starts.has(f)),
    language: file.language,
    file,
    verbForm: (w) => verbRe !== null && verbRe.test(w),
    elided: (w) => elided.get(w) ?? null,
    phrases,
    longest,
    stems,
    stemOf,
    starts,
    word(w) {
      let s = memo.get(w)
      if (s === undefined) {
        s = inflected(w) ?? compound(w, 0) ?? byStem(w)
        // Bounded: users write words no list has, and a long-running server must not keep them all.
        if (memo.size >= MEMO_LIMIT) memo.clear()
        memo.set(w, s)
      }
      return s
    },
  }
}

const lexicons = new Map<string, Lexicon>()
/** The lexicon of a language (built on first use). */
export function lexicon(code: MealLanguage): Lexicon {
  let l = lexicons.get(code)
  if (!l) {
    l = buildLexicon(readLanguageFile(code), readLanguageFile('en'))
    lexicons.set(code, l)
  }
  return l
}
