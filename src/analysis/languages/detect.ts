// Which language a meal is told in: each language's function words (and, less, its food words)
// found in the text, a word shared by several languages counting for each a share. English is
// one of the candidates; another language is chosen only when it clearly leads.
import { MEAL_LANGUAGES, type MealLanguage, fold, lexicon, phraseWords, readLanguageFile } from './lexicon.js'
import { readWith } from './translate.js'

export type DetectedLanguage = MealLanguage | 'en'
const CANDIDATES: readonly DetectedLanguage[] = ['en', ...MEAL_LANGUAGES]
/** A function word counts 1 (shared by n languages: 1/n each); a food or other listed word half that. */
const LEXICON_WEIGHT = 0.5
/** The least score a language other than English needs to be chosen. */
export const MIN_SCORE = 1.5
/** …or, in a text with no English word, the least score of a language that leads the others: one
 * function word shared by three languages ("un croissant") is enough. */
const SHORT_MIN_SCORE = 0.3

let table: Map<string, Array<[DetectedLanguage, number]>> | null = null
/** Words of the English the lists read into: a loanword ("cake", "wings", "raisins") says
 * nothing of a short text's language. */
let english = new Set<string>()
/** the function words of the candidates (which always count), with their languages */
const functionWords = new Map<string, Set<DetectedLanguage>>()

function build(): Map<string, Array<[DetectedLanguage, number]>> {
  const fn = new Map<string, Set<DetectedLanguage>>()
  const lex = new Map<string, Set<DetectedLanguage>>()
  const note = (m: Map<string, Set<DetectedLanguage>>, w: string, l: DetectedLanguage) => {
    const s = m.get(w)
    if (s) s.add(l)
    else m.set(w, new Set([l]))
  }
  english = new Set(readLanguageFile('en').detect.map(fold))
  // an English word is one at least three of the lists read into ("arroz con pollo" is one
  // list's dish name, not English)
  const readInto = new Map<string, Set<DetectedLanguage>>()
  for (const l of CANDIDATES) {
    const file = readLanguageFile(l)
    for (const w of file.detect) {
      note(fn, fold(w), l)
      if (l !== 'en') note(functionWords, fold(w), l)
    }
    for (const group of Object.values(file.words))
      for (const [key, en] of Object.entries(group)) {
        for (const w of phraseWords(en)) for (const f of [fold(w), `${fold(w)}s`, fold(w).replace(/e?s$/, '')]) note(readInto, f, l)
        const words = phraseWords(key)
        // one-word entries only: a phrase's words say less on their own
        // (the units every language writes, "g", "ml", say nothing of English)
        if (words.length === 1 && l !== 'en') note(lex, fold(words[0]!), l)
      }
  }
  for (const [w, ls] of readInto) if (ls.size >= 3) english.add(w)
  // A dish named in several words ("tacos al pastor", "café au lait") counts as a function word,
  // found by its first two words.
  const phrases = new Map<string, Set<DetectedLanguage>>()
  for (const l of CANDIDATES) {
    const foods = readLanguageFile(l).words.foods ?? {}
    for (const key of Object.keys(foods)) {
      const words = phraseWords(key)
      if (words.length >= 2) note(phrases, `${fold(words[0]!)} ${fold(words[1]!)}`, l)
    }
  }
  const out = new Map<string, Array<[DetectedLanguage, number]>>()
  for (const [w, ls] of phrases)
    out.set(
      w,
      [...ls].map((l) => [l, 1 / ls.size]),
    )
  for (const [w, ls] of fn)
    out.set(
      w,
      [...ls].map((l) => [l, 1 / ls.size]),
    )
  for (const [w, ls] of lex)
    if (!out.has(w))
      out.set(
        w,
        [...ls].map((l) => [l, LEXICON_WEIGHT / ls.size]),
      )
  return out
}

const WORD_RE = /[\p{L}][\p{L}\p{M}]*['’]?/gu
/** A text of at most this many words is short: one English function word in it may be a loan. */
const SHORT_TEXT_WORDS = 6
const wordCount = (text: string): number => [...text.matchAll(WORD_RE)].length
/** Beside an English function word, how many more words English must leave unread than the
 * language ("eggs at 7am" leaves one, "am", and is English). */
const BESIDE_ENGLISH_MARGIN = 2

/** Each candidate's score for `text` (`words`: without the dishes named in two words, which
 * English often names the same way, "spaghetti bolognese", nor words English has). */
export function languageScores(text: string, words = false): Record<DetectedLanguage, number> {
  table ??= build()
  const scores = { en: 0, de: 0, fr: 0, es: 0, pt: 0, it: 0 }
  let previous = ''
  for (const m of text.matchAll(WORD_RE)) {
    const word = fold(m[0]).replace('’', "'")
    const hits = words && english.has(word) && !functionWords.has(word) ? undefined : table.get(word)
    if (hits) for (const [l, w] of hits) scores[l] += w
    const pair = previous === '' || words ? undefined : table.get(`${previous} ${word}`)
    if (pair) for (const [l, w] of pair) scores[l] += w
    previous = word
  }
  return scores
}

/** The primary subtag of a BCP 47 tag, when it is a language meals are read in ("pt-BR" → pt). */
export function hintedLanguage(tag: string | null | undefined): DetectedLanguage | null {
  if (typeof tag !== 'string') return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (CANDIDATES as readonly string[]).includes(primary) ? (primary as DetectedLanguage) : null
}

/**
 * The language to read `text` in: the user's language (`hint`) unless the text clearly reads as
 * another; without one, the best-scoring language when it reaches MIN_SCORE and leads English.
 */
export function detectLanguage(text: string, hint?: string | null, known?: (word: string) => boolean): DetectedLanguage {
  const scores = languageScores(text)
  let best: DetectedLanguage = 'en'
  for (const l of MEAL_LANGUAGES) if (scores[l] > scores[best]) best = l
  const given = hintedLanguage(hint)
  if (given !== null) return best !== given && scores[best] >= MIN_SCORE && scores[best] > scores[given] + 1 ? best : given
  // (no word of any list: "1 Dattel", "1 tâmara" are the words of one list alone)
  // (or one English function word in a few words, "1/2 pesca sciroppata in scatola")
  if (best === 'en') {
    if (!known) return 'en'
    if (scores.en === 0) return readsMost(text, known)
    return scores.en <= 1 && wordCount(text) <= SHORT_TEXT_WORDS ? readsMost(text, known, BESIDE_ENGLISH_MARGIN) : 'en'
  }
  if (scores[best] >= MIN_SCORE) return best
  // A short text with no English word at all ("pad thai con gambas", "Apfel", "lasaña") is read in
  // a language whose list reads every word of it (English words too, beside one of its function
  // words: "pollo teriyaki con arroz"), the first by the score of its own words.
  // (an English function word beside it, "1/2 pesca sciroppata in scatola": read in the language
  // only when its lists read more of the text than English and any other)
  if (scores.en > 0) return known ? readsMost(text, known, BESIDE_ENGLISH_MARGIN) : 'en'
  const words = languageScores(text, true)
  const ranked = MEAL_LANGUAGES.filter((l) => words[l] >= SHORT_MIN_SCORE).sort((a, b) => words[b] - words[a])
  for (const l of ranked) {
    const unknown = readWith(text, lexicon(l)).pieces.filter((p) => p.kind === 'unknown')
    if (unknown.length === 0) return l
    const hasFunctionWord = [...text.matchAll(WORD_RE)].some((m) => functionWords.get(fold(m[0]))?.has(l))
    if (hasFunctionWord && unknown.every((p) => english.has(fold(p.en)))) return l
  }
  return known ? readsMost(text, known) : 'en'
}

/**
 * "1 Dattel", "1 gekochter Schweineschwanz", "1 tâmara": a short text with no function word of any
 * language is read in the language whose lists leave `margin` fewer of its words unread than
 * English's (`known`: the words the English analysis reads) and no more than any other's; else English.
 */
function readsMost(text: string, known: (word: string) => boolean, margin = 1): DetectedLanguage {
  // (English first: when it leaves fewer than `margin` words unread no language can lead it by
  // that many, and the five readings, most of a short English meal's time, are not needed)
  const inEnglish = [...text.matchAll(WORD_RE)].filter((m) => !known(m[0])).length
  if (inEnglish < margin) return 'en'
  const unread = (l: DetectedLanguage): number =>
    l === 'en'
      ? [...text.matchAll(WORD_RE)].filter((m) => !known(m[0])).length
      : readWith(text, lexicon(l), known).pieces.reduce(
          (n, p) =>
            n +
            (p.kind === 'unknown'
              ? Number(!known(text.slice(p.start, p.end)))
              : // (a compound read by its last part keeps the rest as written: "spanako pita bread")
                [...p.en.matchAll(WORD_RE)].filter((m) => !known(m[0])).length),
          0,
        )
  const counts = CANDIDATES.map((l) => [l, l === 'en' ? inEnglish : unread(l)] as const)
  const least = Math.min(...counts.map(([, n]) => n))
  const best = counts.filter(([, n]) => n === least).map(([l]) => l)
  if (best.includes('en') || inEnglish - least < margin) return 'en'
  // Several languages read it all alike ("1 barra Balance Original": es, pt and it): the one whose
  // own words count most in it, the first of them when none does.
  const own = languageScores(text, true)
  return best.reduce((a, b) => (own[b] > own[a] ? b : a))
}
