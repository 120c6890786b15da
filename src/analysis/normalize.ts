// Words: lower-casing, accent stripping, spelling variants and a deterministic singular form.
// The same functions normalise a food's aliases and a user's text, so both sides meet on one
// canonical form even where that form is not a real English word ("cookies" and "cookie" both
// become "cooky"). Every regular expression here is compiled once, at import.

const COMBINING_MARKS = /[\u0300-\u036f]/g
const APOSTROPHES = /['\u2019\u2018`]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, NUL and the control characters included
const NON_ASCII = /[^\x00-\x7f]/

/** Lower-case, strip accents and apostrophes: "Crème" → "creme", "Reese's" → "reeses". */
export function foldWord(word: string): string {
  let w = word.toLowerCase()
  // Only pay for NFD when there is something outside ASCII.
  if (NON_ASCII.test(w)) w = w.normalize('NFD').replace(COMBINING_MARKS, '')
  if (w.includes("'") || w.includes('\u2019') || w.includes('\u2018') || w.includes('`')) w = w.replace(APOSTROPHES, '')
  return w
}

/** Spelling variants folded to one written form; a value with a space expands to two tokens. */
export const SPELLING_VARIANTS: ReadonlyMap<string, string> = new Map([
  ['yoghurt', 'yogurt'],
  ['yoghourt', 'yogurt'],
  ['yogourt', 'yogurt'],
  ['omelette', 'omelet'],
  ['omelettes', 'omelets'],
  ['doughnut', 'donut'],
  ['doughnuts', 'donuts'],
  ['wholemeal', 'whole wheat'],
  ['wholewheat', 'whole wheat'],
  ['wholegrain', 'whole grain'],
  ['multigrain', 'multi grain'],
  ['catsup', 'ketchup'],
  ['chilli', 'chili'],
  ['chillies', 'chilies'],
  ['aubergine', 'eggplant'],
  ['aubergines', 'eggplants'],
  ['courgette', 'zucchini'],
  ['courgettes', 'zucchinis'],
  ['porridge', 'oatmeal'],
  ['dehydrated', 'dried'],
  ['expresso', 'espresso'],
  ['bbq', 'barbecue'],
  ['barbeque', 'barbecue'],
  ['barbecued', 'barbecue'],
  ['sauteed', 'saute'],
  ['sauted', 'saute'],
  ['grilled', 'grilled'],
  ['broiled', 'grilled'],
  ['roast', 'roasted'],
  ['hardboiled', 'hard boiled'],
  ['softboiled', 'soft boiled'],
  ['stirfried', 'stir fried'],
  ['stirfry', 'stir fry'],
  ['panfried', 'pan fried'],
  ['deepfried', 'deep fried'],
  ['flavoured', 'flavored'],
  ['coloured', 'colored'],
  ['favourite', 'favorite'],
  ['savoury', 'savory'],
  ['fibre', 'fiber'],
  // "a medium-sized potato", "a snack-sized cup": the size as a portion says it ("1 snack size container").
  ['sized', 'size'],
  ['litre', 'liter'],
  ['litres', 'liters'],
  ['millilitre', 'milliliter'],
  ['millilitres', 'milliliters'],
  ['centilitre', 'centiliter'],
  ['centilitres', 'centiliters'],
  ['gramme', 'gram'],
  ['n', 'and'],
  ['w', 'with'],
  ['grammes', 'grams'],
])

const IRREGULAR_SINGULARS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['knives', 'knife'],
  ['calves', 'calf'],
  ['shelves', 'shelf'],
  ['wolves', 'wolf'],
  ['geese', 'goose'],
  ['teeth', 'tooth'],
  ['feet', 'foot'],
  ['mice', 'mouse'],
  ['children', 'child'],
  ['men', 'man'],
  ['women', 'woman'],
])

/** Words ending in s that are not plurals and keep their s. */
const KEEP_S = new Set([
  'hummus',
  'houmous',
  'asparagus',
  'couscous',
  'citrus',
  'octopus',
  'hibiscus',
  'jus',
  'swiss',
  'bass',
  'glass',
  'grass',
  'molasses',
  'lens',
  'gas',
  'bus',
  'plus',
  'this',
  'is',
  'was',
  'has',
  'yes',
  'us',
  'less',
  'process',
  'cress',
  'watercress',
  'mass',
  'floss',
  'moss',
  'express',
  'pancreas',
  'chaos',
  'hollandaise',
  'mayonnaise',
  'dos',
  'tres',
  'los',
  'las',
  'des',
  'les',
  'aus',
  'ras',
  'paris',
  'kvass',
  'kiss',
  'schnapps',
  'swiss',
  'ms',
  'lbs',
  'tbs',
  'tbls',
  'oz',
  'kids',
  'cos',
  'pus',
  'mais',
  'anis',
  'anise',
  'chips', // "chips" stays: see below
])
KEEP_S.delete('chips')

/**
 * A canonical singular: plural and singular spellings of a word map to the same string.
 * Not a lemmatiser: it only has to be consistent on both sides of a lookup.
 */
export function singular(word: string): string {
  const irregular = IRREGULAR_SINGULARS.get(word)
  if (irregular !== undefined) return irregular
  let w = word
  const n = w.length
  if (n > 3 && !KEEP_S.has(w) && w.charCodeAt(n - 1) === 115 /* s */) {
    if (w.endsWith('ies') && n > 4) w = `${w.slice(0, -3)}y`
    else if (w.endsWith('ies'))
      w = `${w.slice(0, -3)}y` // pies → py, as pie → py below
    else if (w.endsWith('sses') || w.endsWith('ches') || w.endsWith('shes') || w.endsWith('xes') || w.endsWith('zes') || w.endsWith('oes')) w = w.slice(0, -2)
    else if (!w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1)
  }
  // Singulars whose plural the rules above cut differently: make both land on one form.
  const m = w.length
  if (m > 2) {
    if (w.endsWith('ie'))
      w = `${w.slice(0, -2)}y` // cookie → cooky, as cookies → cooky
    else if (w.endsWith('che') || w.endsWith('she') || w.endsWith('sse') || w.endsWith('xe') || w.endsWith('ze') || (w.endsWith('oe') && m > 3))
      w = w.slice(0, -1)
  }
  return w
}

/** "eggs", "berries", "leaves": a folded word the singular rules change by cutting an s. */
export function isPlural(folded: string): boolean {
  if (IRREGULAR_SINGULARS.has(folded)) return true
  return folded.endsWith('s') && singular(folded) !== folded
}

/** Words that never name food: dropped from food phrases and aliases alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'of',
  'some',
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'i',
  'we',
  'he',
  'she',
  'had',
  'have',
  'having',
  'ate',
  'eat',
  'eaten',
  'eating',
  'drank',
  'just',
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'maybe',
  'perhaps',
  'probably',
  'ca',
  'circa',
  'also',
  'then',
  'served',
  'side',
  'today',
  'this',
  'morning',
  'evening',
  'tonight',
  'yesterday',
  'for',
  'at',
  'to',
  'from',
  'it',
  'was',
  'were',
  'is',
  'bit',
  'little',
  'lot',
  'plenty',
  'more',
  'another',
  'each',
  'per',
  'x',
  'or',
  'like',
  'kind',
  'sort',
  'type',
  'style',
  'bowlful',
])

/** Describing words that usually do not change the food ("fresh", "homemade", "plain"): an alias
 * that has one ("fresh pasta") matches first; otherwise they are dropped ("fresh apple" → apple). */
export const SOFT_FILLERS: ReadonlySet<string> = new Set([
  'fresh',
  'freshly',
  'homemade',
  'plain',
  'delicious',
  'tasty',
  'yummy',
  'nice',
  'lovely',
  'good',
  'organic',
  'extra',
  // not "hot" (hot dog), "cold" (cold cuts) or "iced" (iced tea)
  'simple',
  'basic',
  'classic',
  'traditional',
  'healthy',
  'warm',
  'chilled',
])

/** Words that join items ("and", "with") but may sit inside a food's name ("mac and cheese"). */
export const JOINERS: ReadonlySet<string> = new Set(['and', 'with', 'plus', 'on', 'in', 'then', 'over'])

/** Every word that is not food by itself. */
export const FILLERS: ReadonlySet<string> = new Set([...STOP_WORDS, ...SOFT_FILLERS, ...JOINERS])

/** Meal words that follow "for" ("for breakfast I had …") and are dropped with it. */
export const MEAL_WORDS: ReadonlySet<string> = new Set(['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'dessert', 'snack', 'tea'])
/** Meal labels that make up a whole fragment ("Breakfast:", "Lunch -"): not food. */
export const MEAL_LABELS: ReadonlySet<string> = new Set([
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'supper',
  'snack',
  'meal',
  'today',
  'yesterday',
  'morning',
  'evening',
  'afternoon',
  'night',
])

/** Cooking words: they choose between preparations of one food. Canonical forms. */
export const COOKING_WORDS: ReadonlySet<string> = new Set(
  [
    'boiled',
    'hard',
    'soft',
    'poached',
    'fried',
    'scrambled',
    'grilled',
    'roasted',
    'baked',
    'steamed',
    'raw',
    'cooked',
    'mashed',
    'toasted',
    'smoked',
    'stewed',
    'braised',
    'saute',
    'barbecue',
    'deep',
    'pan',
    'stir',
    'microwaved',
    'uncooked',
    'dried',
    'canned',
    'frozen',
    'blanched',
  ].map((w) => singular(w)),
)

/** Number words, canonical form → value. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
  ['hundred', 100],
])

/** The tokens of a phrase in canonical form: folded, spelling variants expanded, singular. */
export function canonicalTokens(phrase: string): string[] {
  const out: string[] = []
  for (const raw of phrase.replace(AMPERSAND, ' and ').split(PHRASE_SPLIT)) {
    if (raw === '') continue
    let tokens = WORD_CACHE.get(raw)
    if (tokens === undefined) {
      tokens = []
      pushCanonical(tokens, foldWord(raw))
      // Words repeat across the food tables and meals: remember them (bounded).
      if (WORD_CACHE.size >= WORD_CACHE_MAX) WORD_CACHE.clear()
      WORD_CACHE.set(raw, tokens)
    }
    for (const t of tokens) out.push(t)
  }
  return out
}
const WORD_CACHE = new Map<string, string[]>()
const WORD_CACHE_MAX = 100_000
const PHRASE_SPLIT = /[^\p{L}\p{N}%'\u2019]+/u
const AMPERSAND = /&/g

/** Appends the canonical token(s) of one folded word. */
export function pushCanonical(out: string[], folded: string): void {
  const variant = SPELLING_VARIANTS.get(folded)
  if (variant !== undefined) {
    if (variant.includes(' ')) {
      for (const part of variant.split(' ')) out.push(singular(part))
      return
    }
    out.push(singular(variant))
    return
  }
  out.push(singular(folded))
}

/**
 * The exact-match key tokens of a phrase: canonical, stop words removed, joiners kept only
 * inside ("mac and cheese", not "and cheese"), describing words kept ("fresh pasta").
 */
export function aliasKeyTokens(phrase: string): string[] {
  return keyTokens(canonicalTokens(phrase))
}

/** `aliasKeyTokens` for tokens already canonical. */
export function keyTokens(canonical: readonly string[]): string[] {
  const out = canonical.filter((t) => !STOP_WORDS.has(t))
  while (out.length > 0 && JOINERS.has(out[0]!)) out.shift()
  while (out.length > 0 && JOINERS.has(out[out.length - 1]!)) out.pop()
  return out
}

/** The loose form: describing words and joiners dropped too ("fresh pasta" → "pasta"). */
export function looseTokens(key: readonly string[]): string[] {
  return key.filter((t) => !SOFT_FILLERS.has(t) && !JOINERS.has(t))
}
