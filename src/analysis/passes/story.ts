// Pass "story": the words that tell the story around the foods are blanked out.
// Reads the description; writes `text`, the description with the story replaced by spaces (so
// every offset into the description stays valid and items are still quoted as written): a time
// of day, who ate, an eating verb, words of how it tasted, a clause about it ("which was …"). The
// phrases that link two foods ("paired with", "alongside", "washed it down with") become item
// separators (a comma), and words that join a food to a drink ("enhanced by") become "with".

import { type Kind, alternation, literal, rows, words } from '../knowledge.js'
import { ALL_RULES, type Pass, type Rules, type State } from './state.js'
import type { RuleName } from '../rules/index.js'

export const story: Pass = {
  name: 'story',
  run(state: State): void {
    state.text = blankNarrative(state.description, state.rules)
  },
}

const blank = (m: string) => ' '.repeat(m.length)
const separator = (m: string) => `,${' '.repeat(m.length - 1)}`

/** A kind of row as the alternatives of a pattern, in file order; a space is any run of spaces. */
const L = (kind: Kind, space?: string): string => alternation(words(kind), space)

/** Words that only tell how the meal felt or went; never part of a food's name. */
const EVALUATIVE = words('story-evaluative')

/** Verbs (with their particles) of eating, drinking, choosing and enjoying. */
const VERBS = [
  `${L('story-subject')}\\s+(?:${L('story-adverb')}\\s+)?(?=\\w)`,
  L('story-verb'),
  `${L('story-verb-on')}(?:\\s+(?:on|down))?`,
  `${L('story-verb-choosing')}(?:\\s+(?:up|for|on|with))?`,
  `${L('story-verb-treating')}\\s+(?:myself|ourselves|me)?\\s*(?:to|in|with)?`,
  `${L('story-verb-digging')}\\s+(?:in|into)`,
  `${L('story-verb-fueling')}\\s+(?:up\\s+)?(?:with|on)?`,
  `${L('story-verb-starting')}\\s+(?:off\\s+|up\\s+)?(?:my|the|our|this)\\s+${L('story-day-part')}(?:\\s+(?:off|up))?(?:\\s+(?:with|by\\s+having))?`,
  `${L('story-verb-making')}\\s+(?:up\\s+)?(?:myself|me|ourselves)\\s+(?:a|an|some)?`,
  `satisfied\\s+my\\s+${L('story-craving', ' ')}\\s+with`,
  `(?:kept|keeping)\\s+it\\s+${L('story-kept-it')}\\s+with`,
  `to\\s+${L('story-verb-start')}\\s+(?:my|the|our)\\s+${L('story-day-start')}`,
]

/** Meal-time phrases: "For an afternoon snack,", "During a work break", "This morning", "for dinner". */
const MEAL = L('story-meal')
/** Foods named by a meal word ("breakfast burrito", "snack bar", "dessert wine"). */
const MEAL_FOOD = `${L('story-meal-food')}\\b`
/** Days of the week, singular or plural ("on Sundays"). */
const WEEKDAY = `${L('story-weekday')}s?`
const DAY = L('story-day')
const TIME_OF_DAY = L('story-time-of-day')
/** "featuring" after a sandwich's name tells its filling: the analyser reads it. */
const INCLUDING = `(?:${rows('story-including')
  .map((r) => (r.not_after_sandwich ? `(?<!\\b${L('story-sandwich')}\\s+)` : '') + literal(r.word!))
  .join('|')})`
/** Phrases of when, where and who, each with the rule that blanks it. */
const MEAL_PHRASES: ReadonlyArray<readonly [RuleName, string]> = [
  // "for my late evening snack", "during a coffee break", "as a midday treat"
  // (not "for a cup of instant breakfast", nor the meal word of a food: "a breakfast burrito",
  // "a Reese's Fast Break")
  [
    'story-meal-time',
    `\\b(?:for|during|at|as|with|in|on|over)\\s+(?:(?:a|an|my|our|the|this|some|today's|one)\\s+)?(?:(?!(?:of|a|an|my|our|the|this|that|for|at|during|on|in|with)\\b)[a-z'-]+\\s+){0,4}?(?<!\\b${L('story-meal-food-before')}\\s+)${MEAL}(?:\\s+${L('story-meal-when')})?\\b(?!\\s+${MEAL_FOOD})`,
  ],
  ['story-when', `\\b(?:this|that|one|every|each|${words('story-day').join('|')})\\s+${TIME_OF_DAY}\\b`],
  ['story-when', `\\b${DAY}['’]s\\b`],
  ['story-when', `\\b${alternation([...words('story-day'), ...words('story-lately')])}\\b`],
  ['story-when', `\\b(?:last|this|that)\\s+${L('story-last')}\\b`],
  // "Late on Sunday", "on Tuesday evening", "early last Friday", "one Saturday night": when, not what.
  ['story-when', `\\b(?:(?:late|early)\\s+)?(?:on\\s+)?(?:(?:last|this|that|next|one|a|every)\\s+)?${WEEKDAY}(?:\\s+${TIME_OF_DAY})?\\b`],
  ['story-when', `\\b(?:late|early)\\s+(?:on|in)\\s+(?:the\\s+)?${L('story-late')}\\b`],
  ['story-activity', `\\b(?:after|before)\\s+(?:my|the|our|a|an)\\s+(?:[a-z'-]+\\s+){0,2}?${L('story-activity')}\\b`],
  ['story-meal-was', `\\b(?:my|our|the|this|${DAY}['’]s)\\s+(?:[a-z'-]+\\s+){0,3}?${MEAL}\\s+(?:today\\s+)?${L('story-consisted')}\\b`],
  // "Snack was a …", "Evening snack today was …": the sentence opens with its meal (no "my").
  [
    'story-meal-opens',
    `(?:^|(?<=[.;:!?]\\s*))(?:(?!(?:my|our|the|this|a|an)\\b)[a-z'-]+\\s+){0,2}?${MEAL}\\s+(?:${L('story-meal-when')}\\s+)?${L('story-consisted')}\\b`,
  ],
  ['story-including', `\\b${INCLUDING}\\b`],
  // "from the taco truck", "from the bakery down the street", "at a local eatery"
  ['story-place', `\\b(?:from|at)\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,3}?${L('story-place')}\\b`],
  // "from the freezer", "out of the fridge": where it was kept, not what it was.
  ['story-storage', `\\b(?:from|out\\s+of|in)\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,2}?${L('story-storage')}\\b`],
  // "my son took", "our neighbour's", "with his wife.": who, not what ("my mom's meatloaf" keeps
  // the meatloaf; "my baby carrots" are carrots, so the person must end a clause or be followed by a verb or link).
  [
    'story-person',
    `\\b(?:my|our|his|her|their)\\s+(?:${words('story-person-word')
      .map((w) => `${literal(w)}\\s+`)
      .join(
        '|',
      )})?${L('story-person')}(?:['’]s\\b|(?=\\s*(?:$|[,.;:!?)])|\\s+(?:${words('story-person-verb').join('|')}|and|who|that|was|were|is|are|at|from|in|for|to|after|before|while|when)\\b))`,
  ],
  // "on top", "on the side", "all", "as my snack"
  [
    'story-side',
    `\\b(?:on\\s+top|to\\s+melt(?:\\s+on\\s+top)?|all\\s+${L('story-all-verb')}|as\\s+(?:my|a|an|our)\\s+(?:[a-z-]+\\s+){0,2}?${L('story-as-my')})\\b`,
  ],
  // "while watching a movie", "when reading the news": the activity and what it is about.
  [
    'story-while',
    `\\b(?:while|when)\\s+[^,.;]*?\\b${alternation(['break', ...words('story-doing')])}\\b(?:\\s+(?:(?:a|an|the|my|our|some|to|at|on|in|for)\\s+)+[a-z-]+)*`,
  ],
]

/** Phrases linking one food to the next: an item separator. After "while", a verb in -ing that is
 * no activity of its own ("while sipping tea", not "while watching a movie"). */
const LINKS = [
  ...words('story-link').map((p) => literal(p)),
  `while\\s+(?:also\\s+)?(?!${L('story-doing')}\\b)[a-z]+ing(?:\\s+(?:on|in|myself\\s+to|myself\\s+with))?`,
]

/** Clauses that comment on what came before ("which hit the spot", ", making it …"): blanked to
 * the end of the clause. A participle clause that names an amount ("enjoying a cup of tea") stays. */
const COMMENT = new RegExp(`(?:,\\s*|\\s+)(?:which|that|who)\\s+${L('story-comment')}\\b[^,.;:!?]*`, 'gi')
/** "a cup of soup that was mostly noodles": what the food mostly was names it, as "soup, mostly
 * noodles" does; only the "that was" is the story. */
const MOSTLY = /(?:,\s*|\s+)(?:which|that)\s+(?:is|was|are|were)(?=\s+mostly\b)/gi
const purposes = (flag: 'after_comma' | 'trailing') => alternation(rows('story-purpose').flatMap((r) => (r[flag] ? [r.word!] : [])))
const PARTICIPLE = new RegExp(
  `,\\s*(?:${words('story-participle')
    .map((w) => literal(w))
    .join('|')}|to\\s+${purposes('after_comma')})\\b[^,.;:!?]*`,
  'gi',
)
/** Participles that blank their clause even when it names an amount ("making it a light lunch"). */
const ALWAYS_BLANK = new RegExp(
  `^,\\s*(?:${rows('story-participle')
    .flatMap((r) => (r.always ? [literal(r.word!)] : []))
    .join('|')}|to\\s)`,
  'i',
)
const TRAILING_PURPOSE = new RegExp(
  `(?<!\\bready)\\s+(?:to\\s+${purposes('trailing')}|${words('story-made-for')
    .map((w) => `${literal(w)}\\s+for`)
    .join('|')}|for\\s+(?:a|an|some)\\s+${L('story-for-a')})\\b(?:(?!\\s+(?:was|were)\\b)[^,.;:!?])*`,
  'gi',
)

/** "coffee enhanced by a creamer", "a smoothie enriched with yogurt": what follows comes with it. */
const WITH_RE = new RegExp(`\\b${L('story-with-verb')}\\s+(?:by|with)\\b`, 'gi')
const withWord = (m: string) => `with${' '.repeat(m.length - 4)}`
/** "a fruit juice drink, which is loaded with vitamin C": a nutrient the survey's names hold as
 * "with high …" says which food it is ("Fruit juice drink, with high vitamin C"), as "with". */
const NUTRIENT_RE = new RegExp(
  `\\s*,?\\s+(?:(?:which|that)\\s+(?:is|was|are|were)\\s+)?(?:(?:loaded|packed|rich|fortified|bursting|full|high)\\s+(?:with|in|of)|with)\\s+(?:(?:high|added|extra)\\s+)?(?=${L('story-nutrient')}\\b)`,
  'gi',
)
const withAfter = (m: string) => ` with${' '.repeat(m.length - 5)}`
/** "a bagel that was topped with egg": what the food holds, as "topped with" says it (the clause
 * is no comment on the food). */
const HOLDS_RE = new RegExp(
  `\\b(?:which|that)\\s+(?:(?:was|were|is|are|came|comes)\\s+)?(?:[a-z]+ly\\s+)?(?=${L('filling-word')}\\s+(?:[a-z]+\\s+)?with\\b)`,
  'gi',
)

const WORD = (alts: readonly string[]) => new RegExp(`\\b(?:${alts.join('|')})\\b`, 'gi')
const EVALUATIVE_RE = WORD(EVALUATIVE.map((w) => literal(w)))
const VERB_RE = new RegExp(`\\b(?:${VERBS.join('|')})\\b`, 'gi')
const LINK_RE = WORD(LINKS)
/** "myself", "me", "my", "our" left standing after a verb. */
const PRONOUN_RE = /\b(?:myself|ourselves|itself|themselves)\b/gi
/** An amount ("a", "2", "one", "half") or a measure that says a clause names food. */
const AMOUNT_RE = new RegExp(`\\b(?:a|an|\\d+|one|two|three|half|some|several|few|${words('story-amount').join('|')})\\b`, 'i')

/** Has the clause an amount ("a", "2", "one", "half") that says it names food? */
function namesAmount(clause: string): boolean {
  return AMOUNT_RE.test(clause.replace(/^,?\s*\w+/, ''))
}

/** The story's patterns, each with the rule that applies it, in the order they are applied. */
type StoryPatterns = ReadonlyArray<readonly [RegExp, (m: string) => string]>
function patterns(rules: Rules): StoryPatterns {
  const meal = MEAL_PHRASES.filter(([rule]) => rules.on(rule)).map(([, p]) => p)
  const all: Array<readonly [RuleName | null, RegExp, (m: string) => string]> = [
    ['story-holds', HOLDS_RE, blank],
    ['told-mostly', MOSTLY, blank],
    ['story-comment', COMMENT, blank],
    ['story-participle', PARTICIPLE, (m) => (namesAmount(m) && !ALWAYS_BLANK.test(m) ? m : blank(m))],
    ['story-purpose', TRAILING_PURPOSE, blank],
    ['story-link', LINK_RE, separator],
    ['story-with', WITH_RE, withWord],
    ['story-nutrient', NUTRIENT_RE, withAfter],
    // The phrases of when, where and who are one pattern, of those of their rules that apply.
    ...(meal.length > 0 ? [[null, new RegExp(meal.join('|'), 'gi'), blank] as const] : []),
    ['story-verb', VERB_RE, blank],
    ['story-evaluative', EVALUATIVE_RE, blank],
    ['story-pronoun', PRONOUN_RE, blank],
  ]
  return all.filter(([rule]) => rule === null || rules.on(rule)).map(([, re, by]) => [re, by] as const)
}
const ALL_PATTERNS = patterns(ALL_RULES)
/** Every rule of the story pass. */
const STORY_RULES: readonly RuleName[] = [
  ...new Set<RuleName>([
    'story-holds',
    'told-mostly',
    'story-comment',
    'story-participle',
    'story-purpose',
    'story-link',
    'story-with',
    'story-nutrient',
    ...MEAL_PHRASES.map(([r]) => r),
    'story-verb',
    'story-evaluative',
    'story-pronoun',
  ]),
]
/** The patterns without some rules, made once for each set of rules switched off. */
const patternsWithout = new Map<string, StoryPatterns>()

/**
 * The description with its story blanked out: same length, same offsets. Only words change;
 * food names and amounts stay where they were.
 */
export function blankNarrative(text: string, rules: Rules = ALL_RULES): string {
  let p = ALL_PATTERNS
  const off = rules === ALL_RULES ? '' : STORY_RULES.filter((r) => !rules.on(r)).join(' ')
  if (off !== '') {
    p = patternsWithout.get(off) ?? patterns(rules)
    patternsWithout.set(off, p)
  }
  let s = text
  for (const [re, by] of p) s = s.replace(re, by)
  return s
}
