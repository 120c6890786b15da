// A meal told in another language, read into the English the analysis understands, word by word
// with the language's lexicon: phrases first (longest wins), then inflected and compound forms;
// adjectives put before their noun, "X de Y" turned into "Y X" ("jus d'orange" → "orange juice"),
// "of" after a measure ("eine Tasse Kaffee" → "a cup of coffee"), a size after its measure moved
// before it ("une canette de cola de 33 cl" → "a 33 cl can of cola"). Every English piece keeps the
// offsets of the words it came from, so what the analysis quotes can be quoted as the user wrote it.
import type { Lexicon, WordKind } from './lexicon.js'
import {
  MEASURE_SIZE,
  articlesWithoutNoun,
  bothFillings,
  isFood,
  mostlyFollows,
  ofAList,
  sharesFirst,
  sizeOverDiminutive,
  storyParts,
  unitsInTheirPlace,
} from './items.js'

export type PieceKind = WordKind | 'unknown' | 'num' | 'punct'

export interface Piece {
  /** the English (empty: the word is read and says nothing the analysis needs) */
  en: string
  kind: PieceKind
  /** offsets of the original words */
  start: number
  end: number
  /** a size moved before its measure ("de 33 cl"): no "of" after it */
  moved?: boolean
  /** a word no list holds, left out of the English as a verb form: reported unmatched all the same */
  unread?: boolean
}

export interface Reading {
  language: string
  /** the English text the analysis reads */
  english: string
  /** each piece with its place in `english` (enStart = enEnd for an empty piece) */
  pieces: Array<Piece & { enStart: number; enEnd: number }>
}

interface Token {
  kind: 'num' | 'word' | 'punct'
  text: string
  start: number
  end: number
  /** a word written short, with the sign after it ("c/", "s/", "c."): read as the file's `abbreviations` say */
  short?: '/' | '.'
}

// A number (decimal comma or point, a fraction), a word (an elided article keeps its apostrophe:
// "d'", "l'", "dell'"; a name in capitals and digits is one word: "Gatorade G2", "V8", "M&M's"), or
// any other sign. A hyphen inside a word ("Vollkorn-Toast", "12-oz-Dose") only joins: it is skipped.
// Letters each with a period ("m.g.", matière grasse) are one word, spelt out by the file's
// `abbreviations`.
const TOKEN_RE =
  /(?<num>\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|[½¼¾⅓⅔⅛])|(?<![\p{L}.])\p{Ll}\.(?:\p{Ll}\.)+|(?<word>\p{Lu}+\d+(?![.,]\d)\b|\p{Lu}&\p{Lu}(?:['’]s)?|[\p{L}][\p{L}\p{M}]*(?:['’]s(?!\p{L})|['’])?)|(?<punct>\S)/gu
const LETTER = /[\p{L}]/u

function tokenize(text: string, abbreviations?: Readonly<Record<string, string>>): Token[] {
  const out: Token[] = []
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index!
    const t = m[0]
    if (m.groups!.punct !== undefined) {
      if (
        (t === '-' || t === '‑') &&
        (LETTER.test(text[start - 1] ?? '') || LETTER.test(text[start + 1] ?? '')) &&
        text[start - 1]?.trim() &&
        text[start + 1]?.trim()
      )
        continue
      // A German word cut short before "oder"/"und" ("Hähnchen- oder Putenfüllung", "Vollkorn- und
      // Weißbrot") stands for its own compound: the hyphen only joins, it parts no items.
      if ((t === '-' || t === '‑') && LETTER.test(text[start - 1] ?? '') && /^\s+(?:oder|und|bzw\.?|sowie)\s/iu.test(text.slice(start + 1, start + 12)))
        continue
      // The period of an abbreviation ("2 c. à soupe", "1 cda. de azúcar") ends no sentence: a
      // short word right before it, and a word after a space.
      const before = out[out.length - 1]
      // (a word the file lists written short ends no sentence before anything: "1 Stk. Toffee")
      if (
        t === '.' &&
        before?.kind === 'word' &&
        before.end === start &&
        ((before.text.length <= 4 && /^\s+\p{Ll}/u.test(text.slice(start + 1, start + 3))) || abbreviations?.[`${before.text.toLowerCase()}.`] !== undefined)
      ) {
        before.short = '.'
        continue
      }
      // "c/ frutas", "s/ açúcar" (com, sem; con, sin): a letter and a slash is one word written short.
      if (t === '/' && before?.kind === 'word' && before.end === start && abbreviations?.[`${before.text.toLowerCase()}/`] !== undefined) {
        before.short = '/'
        continue
      }
      out.push({ kind: 'punct', text: t, start, end: start + t.length })
    } else out.push({ kind: m.groups!.num !== undefined ? 'num' : 'word', text: t, start, end: start + t.length })
  }
  return out
}

/** Only spaces (or a skipped hyphen, or an abbreviation's period) between two tokens: they may form one phrase. */
const joined = (text: string, a: Token, b: Token) => /^[./]?[\s\-‑]*$/.test(text.slice(a.end, b.start))

/**
 * Which words are a brand's name, kept as written: a word in capitals ("100 GRAND") in a text that
 * is not written in capitals, and, where only names are capitalised (not German), a run of two or
 * more capitalised words inside a sentence ("une barre Nature Valley", "Honey Bunches").
 */
function brandWords(text: string, tokens: readonly Token[], namesOnly: boolean): boolean[] {
  const out = tokens.map(() => false)
  const words = tokens.filter((t) => t.kind === 'word' && /\p{L}{2}/u.test(t.text))
  const caps = (t: Token) => t.text.length >= 3 && t.text === t.text.toUpperCase() && t.text !== t.text.toLowerCase()
  if (words.filter(caps).length * 3 > words.length) return out
  const title = (t: Token | undefined) => t?.kind === 'word' && /^\p{Lu}\p{Ll}/u.test(t.text)
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.kind !== 'word') continue
    if (caps(t)) out[i] = true
    if (!namesOnly || !title(t)) continue
    const start = i === 0 || (tokens[i - 1]!.kind === 'punct' && /[.!?:]/.test(tokens[i - 1]!.text))
    if (start || title(tokens[i - 1])) continue
    let e = i
    while (title(tokens[e + 1]) && joined(text, tokens[e]!, tokens[e + 1]!)) e++
    if (e > i) for (let k = i; k <= e; k++) out[k] = true
  }
  return out
}

/** A capitalised word inside a sentence (not its first, nor after a colon). */
const namedMidSentence = (tokens: readonly Token[], i: number): boolean =>
  i > 0 && /^\p{Lu}\p{Ll}/u.test(tokens[i]!.text) && !(tokens[i - 1]!.kind === 'punct' && /[.!?:]/.test(tokens[i - 1]!.text))

/** The words of `text` in their kinds, phrases first. */
function lookUp(text: string, lex: Lexicon, english?: (word: string) => boolean): Piece[] {
  const tokens = tokenize(text, lex.file.abbreviations)
  // each word as written (lower case), folded and as a stem, computed once
  const lower = tokens.map((t, i) => {
    if (t.kind !== 'word') return ''
    const w = t.text.toLowerCase().replace('’', "'")
    // (a word written short: as the language's file spells it out, "c." → "colher"; not where it
    // begins a phrase with the next word: "fl. oz" is "fl oz", not "Flasche oz")
    const next = tokens[i + 1]
    if (t.short === '.' && next?.kind === 'word' && lex.phrases.has(`${w} ${next.text.toLowerCase()}`)) return w
    return (t.short !== undefined || w.endsWith('.') ? lex.file.abbreviations?.[`${w}${t.short ?? ''}`] : undefined) ?? w
  })
  const folded = lower.map((w) => (w === '' ? '' : foldKey(w)))
  const stems = lower.map((w) => (w === '' ? '' : lex.stemOf(w)))
  const pieces: Piece[] = []
  const brand = brandWords(text, tokens, lex.file.noun_first)
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!
    if (t.kind === 'num') {
      // a decimal comma ("0,5 l", "1,5 Tassen") is the English point
      pieces.push({ en: t.text.replace(/\s+/g, '').replace(/^(\d+),(\d{1,2})$/, '$1.$2'), kind: 'num', start: t.start, end: t.end })
      i++
      continue
    }
    if (t.kind === 'punct') {
      // An apostrophe that begins a word the language elides ("'e latte", "'na tazza"): nothing.
      if (/^['’]$/.test(t.text) && tokens[i + 1]?.start === t.end && !/\p{L}/u.test(text[t.start - 1] ?? '')) {
        pieces.push({ en: '', kind: 'narrative', start: t.start, end: t.end })
        i++
        continue
      }
      // The period of an abbreviation the lexicon reads as nothing, before a number ("ca. 2,5 cm",
      // "env. 200 g"): no sentence ends there.
      const before = tokens[i - 1]
      const last = pieces[pieces.length - 1]
      if (
        t.text === '.' &&
        before?.kind === 'word' &&
        before.end === t.start &&
        tokens[i + 1]?.kind === 'num' &&
        last?.kind === 'narrative' &&
        last.en === '' &&
        !last.unread
      ) {
        pieces.push({ en: '', kind: 'narrative', start: t.start, end: t.end })
        i++
        continue
      }
      pieces.push({ en: t.text, kind: 'punct', start: t.start, end: t.end })
      i++
      continue
    }
    // a word an apostrophe begins, right after it or after an elided word ("'e", "d'o"): its sense
    const prev = tokens[i - 1]
    const elided = prev?.end === t.start && /['’]$/.test(prev.text) ? lex.elided(lower[i]!) : null
    if (elided) {
      pieces.push({ en: elided.en, kind: elided.kind, start: t.start, end: t.end })
      i++
      continue
    }
    let matched = false
    // Longest phrase first: "café au lait" before "café"; a phrase also through the inflected forms
    // of its words ("cornettino alla crema"), and past a size inside it ("taco médio recheado de
    // feijão" is the phrase "taco recheado de feijão", medium).
    if (lex.starts.has(lower[i]!) || lex.starts.has(folded[i]!) || lex.starts.has(stems[i]!) || lex.startsInflected(lower[i]!)) {
      let n = 1
      while (n < lex.longest + 1 && i + n < tokens.length && tokens[i + n]!.kind === 'word' && joined(text, tokens[i + n - 1]!, tokens[i + n]!)) n++
      const phraseOf = (at: readonly number[]) =>
        (lex.phrases.get(at.map((k) => lower[k]).join(' ')) ??
          lex.phrases.get(at.map((k) => folded[k]).join(' ')) ??
          lex.stems.get(at.map((k) => stems[k]).join(' ')) ??
          lex.inflectedPhrase(at.map((k) => lower[k]!))) ||
        null
      // the sizes inside the words (rarely any): a phrase may be met past one of them
      let sizes: number[] | null = null
      for (let m = i + 1; m < i + n - 1; m++) {
        if (lex.word(lower[m]!)?.kind !== 'size') continue
        sizes ??= []
        sizes.push(m)
      }
      for (let k = n; k >= 2 && !matched; k--) {
        const sense =
          k <= lex.longest
            ? (lex.phrases.get(lower.slice(i, i + k).join(' ')) ??
              lex.phrases.get(folded.slice(i, i + k).join(' ')) ??
              lex.stems.get(stems.slice(i, i + k).join(' ')) ??
              lex.inflectedPhrase(lower.slice(i, i + k)))
            : null
        if (sense) {
          pieces.push({ en: sense.en, kind: sense.kind, start: t.start, end: tokens[i + k - 1]!.end })
          i += k
          matched = true
          break
        }
        // one size word inside the phrase, kept as the item's size (not after a measure: "un filetto
        // medio di pesce", "una bolsa chica de papas" are a medium fillet, a small bag; nor in a bare
        // "X de Y", which the reading of "de" puts together as well: "tacos medianos de pollo")
        if (!sizes || k < 3 || lex.word(lower[i]!)?.kind === 'unit') continue
        for (const m of sizes) {
          if (m >= i + k - 1) break
          const rest = Array.from({ length: k }, (_, x) => i + x).filter((x) => x !== m)
          if (rest.length === 3 && lex.word(lower[rest[1]!]!)?.kind === 'of') continue
          const inner = phraseOf(rest)
          if (inner?.kind !== 'food') continue
          const size = lex.word(lower[m]!)!
          const food: Piece = { en: inner.en, kind: inner.kind, start: t.start, end: tokens[i + k - 1]!.end }
          const sized: Piece = { en: size.en, kind: 'size', start: tokens[m]!.start, end: tokens[m]!.end }
          // (where adjectives follow their noun, the size follows it too, and is put before it with the others)
          pieces.push(...(lex.file.noun_first ? [food, sized] : [sized, food]))
          i += k
          matched = true
          break
        }
      }
    }
    if (matched) continue
    // a brand's name is read as written ("100 GRAND", "Nature Valley"), not as the language's words
    if (brand[i]) {
      pieces.push({ en: t.text, kind: 'unknown', start: t.start, end: t.end })
      i++
      continue
    }
    const sense = lex.word(lower[i]!)
    // "una bolsita de Fritos": a capitalised word inside a sentence that English reads is the brand's
    if (sense && sense.kind !== 'food' && lex.file.noun_first && english?.(t.text) && namedMidSentence(tokens, i)) {
      pieces.push({ en: t.text, kind: 'unknown', start: t.start, end: t.end })
      i++
      continue
    }
    // a verb form no list holds ("agarré", "preparei") tells of the eating: no English, still unknown
    if (sense) pieces.push({ en: sense.en, kind: sense.kind, start: t.start, end: t.end })
    else if (lex.verbForm(lower[i]!)) pieces.push({ en: '', kind: 'narrative', start: t.start, end: t.end, unread: true })
    // a word no list holds that English does not know either ("fügte", "corte") is left out, still
    // unknown: passed on, the English analysis would take it for a typo of a food ("fudge", "torte")
    // (a name in capitals and digits or "&" is a brand's, read as written: "G2", "M&M's")
    else if (english && !english(t.text) && !/[\d&]/.test(t.text)) pieces.push({ en: '', kind: 'unknown', start: t.start, end: t.end, unread: true })
    else pieces.push({ en: t.text, kind: 'unknown', start: t.start, end: t.end })
    i++
  }
  return pieces
}

const COMBINING = /\p{M}/gu
const NON_ASCII = /[\u0080-\uffff]/
const foldKey = (w: string) => (NON_ASCII.test(w) ? w.replace(/ß/g, 'ss').normalize('NFD').replace(COMBINING, '') : w)

const NOUNISH: ReadonlySet<PieceKind> = new Set(['food', 'unknown'])

const POST_MODIFIER = /^(?:with|without|in|on) /
/** A word of a brand kept as written ("Little Debbie"); a past participle ("cubiertos", "farcito", "garnie"). */
const CAPITAL = /^\p{Lu}/u
const PARTICIPLE = /^\p{L}{3,}(?:[ai]d[oa]s?|[ai]t[oaie]|ée?s?)$/iu

/** "pollo asado" → "asado pollo", "une pomme moyenne" → "une moyenne pomme", "un filete pequeño" →
 * "un pequeño filete": a state or size after its food or measure goes before it. */
function adjectivesFirst(pieces: Piece[]): void {
  for (let i = 1; i < pieces.length; i++) {
    const p = pieces[i]!
    // ("with tomato sauce", "in oil" follow their food in English too)
    if ((p.kind !== 'state' && p.kind !== 'size') || POST_MODIFIER.test(p.en)) continue
    // the food or measure this word follows, past the adjectives already moved
    // (and over a word read as nothing between them: "un sandwich vraiment classique")
    let j = i - 1
    while (j > 0 && (pieces[j]!.kind === 'state' || pieces[j]!.kind === 'size' || saysNothing(pieces[j]!))) j--
    const head = pieces[j]!
    if (!isFood(head) && !(head.kind === 'unit' && head.en !== '')) continue
    // what fills a sandwich, a burrito or a taco is what it is "with" ("un burrito relleno de carne
    // y alubias": a burrito with meat and beans, not a "meat filled burrito" and a plate of beans)
    if (p.kind === 'state' && /[ -]filled$/.test(p.en) && isFood(head) && (FILLINGS.test(head.en) || FILLED.test(head.en))) {
      p.en = `with ${p.en.replace(/[ -]filled$/, '')}`
      continue
    }
    // a crust after another food than the pizza ("con carne y verduras de masa delgada") is the
    // pizza's: it stays where it is, "on thin crust"
    if (/\bcrusts?$/.test(p.en) && !/\bpizzas?$/.test(head.en) && pieces.slice(0, j).some((q) => /\bpizzas?$/.test(q.en))) {
      p.en = `on ${p.en}`
      continue
    }
    let s = j
    // back over the foods of the noun, and over "de" between two of them ("tortilla di grano grande")
    while (
      s > 0 &&
      head.kind === 'food' &&
      (isFood(pieces[s - 1]) || (pieces[s - 1]!.kind === 'of' && pieces[s - 1]!.en !== 'with' && s > 1 && isFood(pieces[s - 2])))
    )
      s--
    // a size after "<measure> de <food>" is the measure's ("un vasito de helado mediano" is a medium
    // cup; a "regular" food is no diet one: "un copo de refrigerante normal")
    if (
      p.kind === 'size' &&
      MEASURE_SIZE.test(p.en) &&
      head.kind === 'food' &&
      s > 1 &&
      pieces[s - 1]!.kind === 'of' &&
      pieces[s - 2]!.kind === 'unit' &&
      pieces[s - 2]!.en !== ''
    )
      s -= 2
    pieces.splice(i, 1)
    pieces.splice(s, 0, p)
  }
}

/** "une tasse moyenne et crémeuse de glace", "eine große und knusprige Brezel": an "and" between
 * two words that describe the same thing joins no two foods (English would read two items): it goes,
 * so both describe their food or measure. Not when a food follows in a language whose adjectives
 * follow the noun ("une pizza moyenne et petite salade": the second word is the next food's). */
function coordinatedAdjectives(pieces: Piece[], nounFirst: boolean): void {
  const describes = (p: Piece | undefined) => p !== undefined && (p.kind === 'size' || p.kind === 'state') && p.en !== '' && !POST_MODIFIER.test(p.en)
  for (let i = pieces.length - 2; i > 0; i--) {
    const p = pieces[i]!
    // (or a comma, where describing words go before their food: "eine große frittierte, panierte Hähnchenbrust")
    const joins = (p.kind === 'connector' && p.en === 'and') || (!nounFirst && p.kind === 'punct' && p.en === ',')
    if (!joins || !describes(pieces[i - 1]) || !describes(pieces[i + 1])) continue
    if (nounFirst) {
      let j = i + 1
      while (j < pieces.length && describes(pieces[j])) j++
      if (isFood(pieces[j]) || pieces[j]?.kind === 'unit' || pieces[j]?.kind === 'number') continue
    }
    pieces.splice(i, 1)
  }
}

const IN_PHRASE: ReadonlySet<PieceKind> = new Set(['food', 'state', 'unit', 'size', 'unknown'])

/** Where the noun phrase that ends at `end` starts: after its article or amount. Words read as
 * nothing inside it ("succo di pera in brick") are part of it; before it, they are not. */
function phraseStart(pieces: Piece[], end: number): number {
  let s = end
  while (s > 0) {
    const p = pieces[s - 1]!
    // (and over a "de" already read as nothing between two of its words: "piruleta de caramelo duro")
    if (IN_PHRASE.has(p.kind) || (p.kind === 'of' && (p.en === 'of' || (p.en === '' && s > 1 && IN_PHRASE.has(pieces[s - 2]!.kind))))) s--
    else if (saysNothing(p)) {
      let t = s - 1
      while (t > 0 && saysNothing(pieces[t - 1]!)) t--
      if (t > 0 && IN_PHRASE.has(pieces[t - 1]!.kind) && t < end) s = t
      else break
    } else break
  }
  return s
}

/** A word of the story, read as nothing ("vraiment", "in brick"). */
const saysNothing = (p: Piece) => p.kind === 'narrative' && p.en === ''

const SIZE_FIRST = /^(small|medium|large|extra large|mini|big|little) (.+)$/

/** Where an amount moved before the measure or food of the item whose phrase ends at `end` goes:
 * the phrase's start, or, past "with", the item's first food ("um iogurte com fruta de 6 oz" is a
 * 6 oz yogurt with fruit), after a size before a measure ("a small 16.9 fl oz bottle"). */
function amountPlace(pieces: Piece[], end: number): number {
  let s = phraseStart(pieces, end)
  while (s > 1 && pieces[s - 1]!.en === 'with' && (pieces[s - 1]!.kind === 'connector' || pieces[s - 1]!.kind === 'of')) {
    const t = phraseStart(pieces, s - 1)
    if (t === s - 1 || !pieces.slice(t, s - 1).some((p) => isFood(p) || (p.kind === 'unit' && p.en !== ''))) break
    s = t
  }
  let u = s
  while (u < end && pieces[u]!.kind === 'size') u++
  if (u > s && pieces[u]?.kind === 'unit') s = u
  return s
}

/** Foods named by their flavour: "gâteau au citron", "muffin al cioccolato", "thé à la menthe" read
 * "lemon cake", "chocolate muffin", "mint tea" (other foods keep "with": "pizza ai funghi"). */
const FLAVORED =
  /\b(?:cakes?|pies?|tarts?|ice cream|yogurt|muffins?|cookies?|juice|soup|smoothie|milkshake|pudding|mousse|cheesecake|croissants?|doughnuts?|tea|cereal|granola bar)$/
const FILLINGS = /\b(?:sandwich(?:es)?|burritos?|omelet|omelette|crepes?|panini|wraps?|calzones?)$/
const SAUCE = /\b(?:sauce|gravy)$/
const FILLED = /\b(?:tacos?|enchiladas?|tamales?|gorditas?|quesadillas?|tostadas?|chalupas?|sopes?|flautas?|fajitas?)$/

/** "de", "di", "do": "of" after a measure, a swap between two foods, a size moved before its measure, otherwise nothing. */
function resolveOf(text: string, pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.kind !== 'of') continue
    // the word before, past a "de" already read as nothing ("tortilla de blé au bœuf") and a word
    // that says nothing ("une tasse rafraîchissante d'eau": a cup of water)
    let l = i - 1
    while (l > 0 && pieces[l]!.en === '' && (pieces[l]!.kind === 'of' || pieces[l]!.kind === 'narrative')) l--
    const left = pieces[l]
    const right = pieces[i + 1]
    // "nachos embadurnados de queso": a participle no list holds between two foods is "with"
    let u = i - 1
    while (u > 0 && pieces[u]!.en === '') u--
    if (isFood(pieces[u]) && isFood(right) && pieces.slice(u + 1, i).some((q) => q.unread && PARTICIPLE.test(text.slice(q.start, q.end)))) {
      p.en = 'with'
      continue
    }
    if (ofAList(pieces, i, left, FILLINGS)) {
      p.en = 'with'
      continue
    }
    // "une bouteille d'eau de 50 cl" → "a 50 cl bottle of water"
    if (
      (right?.kind === 'num' || (right?.kind === 'number' && pieces[i + 2]?.kind === 'unit')) &&
      left &&
      (left.kind === 'unit' || left.kind === 'food' || left.kind === 'unknown' || left.kind === 'state')
    ) {
      let e = i + 2
      while (e < pieces.length && pieces[e]!.kind === 'unit') e++
      if (e > i + 2) {
        const moved = pieces.splice(i + 1, e - i - 1)
        for (const m of moved) m.moved = true
        p.en = ''
        const s = amountPlace(pieces, i)
        // a size inside a measure's word ("bottiglietta": small bottle) goes before the amount
        const measure = pieces[s]
        const sized = measure?.kind === 'unit' ? SIZE_FIRST.exec(measure.en) : null
        if (sized) {
          measure!.en = sized[2]!
          moved[0]!.en = `${sized[1]} ${moved[0]!.en}`
        }
        pieces.splice(s, 0, ...moved)
        i += moved.length
        continue
      }
    }
    if (left && (left.kind === 'unit' || left.kind === 'number' || left.kind === 'size' || left.kind === 'num')) {
      p.en = 'of'
      continue
    }
    // "pancakes au sirop", "panino con…": joined by "with" (the file says so for "au", "alla")
    if (
      p.en === 'with' &&
      left &&
      NOUNISH.has(left.kind) &&
      left.en !== '' &&
      !FLAVORED.test(left.en) &&
      right &&
      (NOUNISH.has(right.kind) || right.kind === 'state')
    )
      continue
    // "una pizza con carne y verduras de masa delgada": a crust is the pizza's, whatever food the
    // list before it ended on ("on thin crust", as English says it)
    if (left && NOUNISH.has(left.kind) && !/\bpizzas?$/.test(left.en) && right && /\bcrusts?$/.test(right.en)) {
      p.en = 'on'
      continue
    }
    // "macarrão ao molho branco", "pasta alla salsa di funghi": a dish in its sauce is the dish
    // "with" it ("cream sauce pasta" would name the sauce)
    if (left && NOUNISH.has(left.kind) && !SAUCE.test(left.en) && right && NOUNISH.has(right.kind) && SAUCE.test(right.en)) {
      p.en = 'with'
      continue
    }
    // "tacos de pollo": a dish of the Americas with its filling reads "tacos with chicken" (a
    // "chicken taco" is read as the survey's beef taco)
    if (left && isFood(left) && FILLED.test(left.en) && right && (NOUNISH.has(right.kind) || right.kind === 'state')) {
      p.en = 'with'
      continue
    }
    if (left && NOUNISH.has(left.kind) && left.en !== '' && right && (NOUNISH.has(right.kind) || right.kind === 'state')) {
      // the food after "de" and its adjectives, put before the food it qualifies
      let e = i + 1
      while (
        e < pieces.length &&
        (NOUNISH.has(pieces[e]!.kind) || (pieces[e]!.kind === 'state' && !POST_MODIFIER.test(pieces[e]!.en))) &&
        (e === i + 1 || pieces[e]!.kind !== 'unknown' || (pieces[e - 1]!.kind === 'unknown' && CAPITAL.test(pieces[e - 1]!.en) && CAPITAL.test(pieces[e]!.en)))
      )
        e++
      // "sanduíche de presunto e queijo", "burrito de carne y frijoles": both fillings go before it
      if (FILLINGS.test(left.en) && pieces[e]?.kind === 'connector' && pieces[e]!.en === 'and' && isFood(pieces[e + 1]) && !isFood(pieces[e + 2])) e += 2
      // (past words read as nothing between: "un burrito bello sostanzioso ripieno di fagioli")
      let s = i
      while (s > 0 && saysNothing(pieces[s - 1]!)) s--
      if (s === i || s === 0 || !(NOUNISH.has(pieces[s - 1]!.kind) || pieces[s - 1]!.kind === 'state') || pieces[s - 1]!.en === '') s = i
      while (s > 0 && (NOUNISH.has(pieces[s - 1]!.kind) || pieces[s - 1]!.kind === 'state') && pieces[s - 1]!.en !== '') s--
      const after = pieces.splice(i + 1, e - i - 1)
      p.en = ''
      pieces.splice(s, 0, ...after)
      i = e - 1
      continue
    }
    p.en = ''
  }
}

/** "eine Tasse Kaffee" → "a cup of coffee": English wants "of" after a measure. */
function ofAfterMeasures(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length - 1; i++) {
    const p = pieces[i]!
    if (p.kind !== 'unit' || p.en === '' || p.moved) continue
    let j = i + 1
    while (j < pieces.length && pieces[j]!.en === '') j++
    const next = pieces[j]
    if (next && (next.kind === 'food' || next.kind === 'state' || next.kind === 'unknown' || next.kind === 'size') && !p.en.endsWith(' of')) p.en = `${p.en} of`
  }
}

/** ", sans sucre et sans matières grasses", "…, cuite avec de la matière grasse": words that only say
 * how the food before was made stay with it (English reads a fragment of them alone as no food). */
function statesStayWithTheirFood(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const sep = pieces[i]!
    const isSep = (sep.kind === 'punct' && sep.en === ',') || (sep.kind === 'connector' && sep.en === 'and')
    if (!isSep) continue
    // the states after it, an "and" only between two of them ("sans sucre et sans matières grasses")
    // (a size among them too: "una coscia di pollo fritta, di medie dimensioni e impanata")
    const isState = (k: number) => pieces[k]!.kind === 'state' || pieces[k]!.kind === 'size' || pieces[k]!.en === ''
    let j = i + 1
    while (j < pieces.length) {
      if (isState(j)) j++
      else if (pieces[j]!.kind === 'connector' && pieces[j]!.en === 'and' && j + 1 < pieces.length && pieces[j + 1]!.kind === 'state') j++
      else break
    }
    const end = pieces[j]
    const onlyStates = pieces.slice(i + 1, j).some((p) => p.kind === 'state' && p.en !== '')
    if (!onlyStates || (end && !(end.kind === 'punct' && end.en !== '(') && end.kind !== 'connector')) continue
    let b = i - 1
    while (b >= 0 && pieces[b]!.en === '') b--
    if (b < 0 || !['food', 'state', 'unknown'].includes(pieces[b]!.kind)) continue
    for (let k = i; k < j; k++) if (pieces[k]!.kind === 'punct' || pieces[k]!.kind === 'connector') pieces[k]!.en = ''
  }
}

const AMOUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 }

/** "una taza y media" → "1.5 cup", "deux tasses et demie" → "2.5 cup": the half goes into the amount. */
function andAHalf(pieces: Piece[]): void {
  for (let i = 1; i < pieces.length; i++) {
    const half = pieces[i]!
    if (half.kind !== 'number' || half.en !== 'and a half') continue
    // "… y media taza de guisantes": "and" then half of what follows
    let next = i + 1
    while (next < pieces.length && pieces[next]!.en === '') next++
    const after = pieces[next]
    if (after && (after.kind === 'unit' || after.kind === 'food' || after.kind === 'size' || after.kind === 'state')) {
      half.en = 'and half a'
      continue
    }
    let u = i - 1
    while (u > 0 && pieces[u]!.en === '') u--
    const measure = pieces[u]!
    if (measure.kind !== 'unit' && !isFood(measure)) continue
    let n = u - 1
    while (n >= 0 && pieces[n]!.en === '') n--
    const amount = pieces[n]
    const value = amount && (amount.kind === 'num' ? Number(amount.en.replace(',', '.')) : amount.kind === 'number' ? AMOUNTS[amount.en] : undefined)
    if (amount && value !== undefined && Number.isFinite(value)) amount.en = String(value + 0.5)
    else measure.en = `1.5 ${measure.en}`
    half.en = ''
  }
}

const AMOUNT_KINDS: ReadonlySet<PieceKind> = new Set(['num', 'unit', 'number', 'size'])
const ONE = new Set(['a', 'an', 'one', '1'])
const METRIC = /^(?:ml|cl|dl|l|g|kg|oz|fl oz|lb)$/

/** "eine Cola (0,5 l)", "una coca (lata de 355 ml)" → "a 0.5 l of cola", "a 355 ml can of cola": an
 * amount in brackets after a food is its amount (English would give it to the food before). Left as
 * it is when the food already has a count of more than one ("2 Bier (0,5 l)"). */
function bracketedAmounts(pieces: Piece[]): void {
  for (let i = 1; i < pieces.length; i++) {
    const open = pieces[i]!
    if (open.kind !== 'punct' || open.en !== '(') continue
    let f = i - 1
    while (f > 0 && pieces[f]!.en === '') f--
    if (!isFood(pieces[f])) continue
    let j = i + 1
    while (j < pieces.length && !(pieces[j]!.kind === 'punct' && pieces[j]!.en === ')')) j++
    if (j >= pieces.length) continue
    const inner = pieces.slice(i + 1, j).filter((p) => p.en !== '')
    if (!inner.some((p) => p.kind === 'num') || !inner.every((p) => AMOUNT_KINDS.has(p.kind))) continue
    // the food phrase: its words, states and sizes; what is before it is its count
    let k = f
    while (k > 0 && (pieces[k - 1]!.kind === 'food' || pieces[k - 1]!.kind === 'state' || pieces[k - 1]!.kind === 'size' || pieces[k - 1]!.en === '')) k--
    let c = k - 1
    while (c >= 0 && pieces[c]!.en === '') c--
    const count = c >= 0 ? pieces[c] : undefined
    if (count && (count.kind === 'num' || count.kind === 'number') && !ONE.has(count.en)) continue
    open.en = ''
    pieces[j]!.en = ''
    const moved = pieces.splice(i + 1, j - i - 1)
    // after a measure ("eine Dose Limo (355 ml)"): the amount goes before the measure, a size of it
    if (count?.kind === 'unit') {
      if (moved.some((p) => p.kind === 'unit' && p.en !== '' && !METRIC.test(p.en))) {
        pieces.splice(j - moved.length, 0, ...moved)
        open.en = '('
        pieces[j]!.en = ')'
        continue
      }
      pieces.splice(c, 0, ...moved)
      i = j
      continue
    }
    const last = [...moved].reverse().find((p) => p.en !== '')
    if (last && last.kind === 'unit' && !last.en.endsWith(' of')) last.en = `${last.en} of`
    pieces.splice(k, 0, ...moved)
    i = j
  }
}

const SANDWICH = /\b(?:sandwich|burger|hamburger|cheeseburger|hot dog|sub|panini|wrap)e?s?$/
const BREAD = /\b(?:bread|roll|bun|toast|baguette|ciabatta|focaccia|bagel|tortilla|biscuit)s?$/

/** "un panino al tacchino con pane integrale", "Putensandwich mit Vollkornbrot": the bread of a
 * sandwich is what it is made on, not one more item ("a turkey sandwich on whole wheat bread"). */
function breadOfASandwich(pieces: Piece[]): void {
  let sandwich: Piece | null = null
  for (const p of pieces) {
    if (p.en === '') continue
    if (p.kind === 'food') {
      sandwich = SANDWICH.test(p.en) ? p : null
      continue
    }
    if (p.kind === 'punct' || (p.kind === 'connector' && !/^(?:with|in)(?: a)?$/.test(p.en))) {
      sandwich = null
      continue
    }
    if (!sandwich || !/^(?:with|in)(?: a)?$/.test(p.en) || p.kind === 'state') continue
    const i = pieces.indexOf(p)
    let j = i + 1
    while (j < pieces.length && (pieces[j]!.en === '' || pieces[j]!.kind === 'state' || pieces[j]!.kind === 'size' || ONE.has(pieces[j]!.en))) j++
    if (!isFood(pieces[j]) || !BREAD.test(pieces[j]!.en)) continue
    p.en = p.en.replace(/^\w+/, 'on')
    // a hot dog on its bun is the survey's "hot dog sandwich" (a "hot dog" alone is the sausage)
    if (/\bhot dogs?$/.test(sandwich.en)) sandwich.en = sandwich.en.replace(/hot dogs?$/, 'hot dog sandwich')
  }
}

const TOPPED = /\b(?:crepes?|sandwich(?:es)?|panini|toast|wrap|bagels?|baguette|omelet|pizza|croissant)$/

/** "une crêpe jambon fromage", "salmão defumado no pão de centeio": a dish named with what is on it
 * takes "with" ("a crepe with ham and cheese"), and bread under a food is what it is "on" (English
 * reads "in rye bread" as no bread). */
function withAndOn(pieces: Piece[]): void {
  for (let i = 0; i + 1 < pieces.length; i++) {
    const p = pieces[i]!
    const next = pieces[i + 1]!
    // (two foods side by side as written, not put so by "de": "sándwich de cuernito")
    if (isFood(p) && isFood(next) && next.start > p.start && !p.en.endsWith(' with')) {
      // …and any food its sauce ("des ailes de poulet sauce ranch")
      const sauce = /\b(?:sauce|dressing|gravy)$/.test(next.en) && !/\b(?:sauce|dressing|gravy)$/.test(p.en)
      if (sauce || (TOPPED.test(p.en) && !BREAD.test(next.en) && !TOPPED.test(next.en) && !SANDWICH.test(next.en))) p.en = `${p.en} with`
    }
    if (/^in(?: a)?$/.test(p.en) && p.kind !== 'food' && p.kind !== 'state') {
      let j = i + 1
      while (j < pieces.length && (pieces[j]!.en === '' || pieces[j]!.kind === 'state' || pieces[j]!.kind === 'size' || ONE.has(pieces[j]!.en))) j++
      if (isFood(pieces[j]) && BREAD.test(pieces[j]!.en)) p.en = p.en.replace(/^in/, 'on')
    }
  }
}

const TOASTABLE = /\b(?:bread|toast|cereal|oats?|bagels?|baguette|muffins?|almonds|nuts|buns?|rolls?)$/
const FILLED_WITH_LETTUCE = /\b(?:sandwich(?:es)?|burgers?|cheeseburgers?|hamburgers?|subs?|wraps?|tacos?|kebab|gyro|hot dogs?|burritos?|pita)$/

/** Words English reads otherwise next to some foods: grilled bread or cereal is toasted ("pain
 * grillé"); the salad of a sandwich, a burger or tacos is its lettuce ("avec fromage, salade,
 * tomate": "Salat" and "salade" name both). */
function inTheirPlace(pieces: Piece[]): void {
  let filled = false
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    if (p.en === '') continue
    if (p.kind === 'state' && p.en === 'grilled') {
      let j = i + 1
      while (j < pieces.length && (pieces[j]!.kind === 'state' || pieces[j]!.en === '')) j++
      let k = i - 1
      while (k >= 0 && pieces[k]!.en === '') k--
      if ((isFood(pieces[j]) && TOASTABLE.test(pieces[j]!.en)) || (isFood(pieces[k]) && TOASTABLE.test(pieces[k]!.en))) p.en = 'toasted'
    }
    if (p.kind === 'food') {
      if (filled && /^(?:green )?salad$/.test(p.en)) {
        let k = i - 1
        // ("frischem Salat": what it is like may come between)
        while (k >= 0 && (pieces[k]!.en === '' || pieces[k]!.kind === 'state')) k--
        const before = pieces[k]
        if (before && (before.kind === 'connector' || (before.kind === 'punct' && before.en === ',') || (before.kind === 'of' && before.en === 'with')))
          p.en = 'lettuce'
      }
      if (FILLED_WITH_LETTUCE.test(p.en)) filled = true
    } else if ((p.kind === 'punct' && p.en !== ',') || p.kind === 'number' || p.kind === 'num' || p.kind === 'unit') filled = false
  }
}

/** German puts what a dish holds before it: "einen kleinen, mit Rührei gefüllten Burrito" is "a
 * small burrito filled with scrambled eggs", not "a small, with scrambled eggs stuffed burrito". */
const HOLDING = /^(?:gefüllt|belegt|bestrichen|überbacken|garniert|bestreut|getoppt|zubereitet|gemacht)(?:e|en|em|er|es)?$/i
function heldBeforeTheDish(text: string, pieces: Piece[]): void {
  // (the participle may begin the dish's own phrase: "belegtes Brötchen", a sandwich)
  const holding = (p: Piece) => HOLDING.test(text.slice(p.start, p.end).split(/\s+/)[0]!)
  for (let i = 0; i < pieces.length; i++) {
    if (text.slice(pieces[i]!.start, pieces[i]!.end).toLowerCase() !== 'mit') continue
    let j = i + 1
    let foods = 0
    for (; j < pieces.length && j < i + 12 && !holding(pieces[j]!); j++) {
      const q = pieces[j]!
      if (q.kind === 'punct' && q.en !== ',') break
      if (isFood(q)) foods++
    }
    // (not a participle after its dish, with its own "mit": "einem Burrito, gefüllt mit Fleisch")
    if (j >= pieces.length || j >= i + 12 || !holding(pieces[j]!) || foods === 0 || /\smit$/i.test(text.slice(pieces[j]!.start, pieces[j]!.end))) continue
    const filled = /^gefüllt/i.test(text.slice(pieces[j]!.start, pieces[j]!.end))
    const held = pieces.slice(i + 1, j)
    let k = j
    let participle: Piece[] = []
    if (!isFood(pieces[j])) {
      k = j + 1
      while (k < pieces.length && pieces[k]!.en === '') k++
      if (!isFood(pieces[k])) continue
      participle = [{ ...pieces[j]!, en: '' }, ...pieces.slice(j + 1, k)]
    }
    const dish = pieces[k]!
    const mit = { ...pieces[i]!, en: filled ? 'filled with' : 'with' }
    pieces.splice(i, k - i + 1, dish, mit, ...held, ...participle)
    // ("einen kleinen, mit …": the comma after the size is the German attribute's)
    let c = i - 1
    while (c >= 0 && pieces[c]!.en === '') c--
    if (c >= 1 && pieces[c]!.kind === 'punct' && pieces[c]!.en === ',' && pieces[c - 1]!.kind === 'size') pieces[c]!.en = ''
    i = k
  }
}

const NO_SPACE_BEFORE = /^[,.;:!?)\]%]/

/** Reads `text` with the lexicon of its language into English, keeping each piece's offsets. */
/** `known`: whether the English analysis knows a word; a word neither the lexicon nor English
 * knows is then left out of the English (and reported unmatched). */
export function readWith(text: string, lex: Lexicon, known?: (word: string) => boolean): Reading {
  const pieces = lookUp(text, lex, known)
  if (lex.language === 'de') heldBeforeTheDish(text, pieces)
  bothFillings(text, pieces)
  andAHalf(pieces)
  coordinatedAdjectives(pieces, lex.file.noun_first)
  if (lex.file.noun_first) adjectivesFirst(pieces)
  resolveOf(text, pieces)
  ofAfterMeasures(pieces)
  statesStayWithTheirFood(pieces)
  bracketedAmounts(pieces)
  breadOfASandwich(pieces)
  withAndOn(pieces)
  inTheirPlace(pieces)
  sharesFirst(pieces)
  unitsInTheirPlace(pieces)
  sizeOverDiminutive(pieces)
  storyParts(pieces)
  articlesWithoutNoun(pieces)
  mostlyFollows(pieces)
  let english = ''
  const placed: Reading['pieces'] = []
  for (const p of pieces) {
    if (p.en === '') {
      placed.push({ ...p, enStart: english.length, enEnd: english.length })
      continue
    }
    if (english !== '' && !english.endsWith('(') && !(p.kind === 'punct' && NO_SPACE_BEFORE.test(p.en))) english += ' '
    const enStart = english.length
    english += p.en
    placed.push({ ...p, enStart, enEnd: english.length })
  }
  return { language: lex.language, english, pieces: placed }
}
