// Pass "story": the words that tell the story around the foods are blanked out.
// Reads the description; writes `text`, the description with the story replaced by spaces (so
// every offset into the description stays valid and items are still quoted as written): a time
// of day, who ate, an eating verb, words of how it tasted, a clause about it ("which was …"). The
// phrases that link two foods ("paired with", "alongside", "washed it down with") become item
// separators (a comma), and words that join a food to a drink ("enhanced by") become "with".

import { type Kind, alternation, literal, rows, words } from '../knowledge.js'
import type { Pass, State } from './state.js'

export const story: Pass = {
  name: 'story',
  run(state: State): void {
    state.text = blankNarrative(state.description)
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
const MEAL_PHRASES = [
  // "for my late evening snack", "during a coffee break", "as a midday treat"
  // (not "for a cup of instant breakfast", nor the meal word of a food: "a breakfast burrito")
  `\\b(?:for|during|at|as|with|in|on|over)\\s+(?:(?:a|an|my|our|the|this|some|today's|one)\\s+)?(?:(?!of\\b)[a-z'-]+\\s+){0,4}?${MEAL}(?:\\s+${L('story-meal-when')})?\\b(?!\\s+${MEAL_FOOD})`,
  `\\b(?:this|that|one|every|each|${words('story-day').join('|')})\\s+${TIME_OF_DAY}\\b`,
  `\\b${DAY}['’]s\\b`,
  `\\b${alternation([...words('story-day'), ...words('story-lately')])}\\b`,
  `\\b(?:last|this|that)\\s+${L('story-last')}\\b`,
  // "Late on Sunday", "on Tuesday evening", "early last Friday", "one Saturday night": when, not what.
  `\\b(?:(?:late|early)\\s+)?(?:on\\s+)?(?:(?:last|this|that|next|one|a|every)\\s+)?${WEEKDAY}(?:\\s+${TIME_OF_DAY})?\\b`,
  `\\b(?:late|early)\\s+(?:on|in)\\s+(?:the\\s+)?${L('story-late')}\\b`,
  `\\b(?:after|before)\\s+(?:my|the|our|a|an)\\s+(?:[a-z'-]+\\s+){0,2}?${L('story-activity')}\\b`,
  `\\b(?:my|our|the|this|${DAY}['’]s)\\s+(?:[a-z'-]+\\s+){0,3}?${MEAL}\\s+(?:today\\s+)?${L('story-consisted')}\\b`,
  `\\b${INCLUDING}\\b`,
  // "from the taco truck", "from the bakery down the street"
  `\\bfrom\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,3}?${L('story-place')}\\b`,
  // "from the freezer", "out of the fridge": where it was kept, not what it was.
  `\\b(?:from|out\\s+of|in)\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,2}?${L('story-storage')}\\b`,
  // "my son took", "our neighbour's", "with his wife.": who, not what ("my mom's meatloaf" keeps
  // the meatloaf; "my baby carrots" are carrots, so the person must end a clause or be followed by a verb or link).
  `\\b(?:my|our|his|her|their)\\s+(?:${words('story-person-word')
    .map((w) => `${literal(w)}\\s+`)
    .join(
      '|',
    )})?${L('story-person')}(?:['’]s\\b|(?=\\s*(?:$|[,.;:!?)])|\\s+(?:${words('story-person-verb').join('|')}|and|who|that|was|were|is|are|at|from|in|for|to|after|before|while|when)\\b))`,
  // "on top", "on the side", "all", "as my snack"
  `\\b(?:on\\s+top|to\\s+melt(?:\\s+on\\s+top)?|all\\s+${L('story-all-verb')}|as\\s+(?:my|a|an|our)\\s+(?:[a-z-]+\\s+){0,2}?${L('story-as-my')})\\b`,
  // "while watching a movie", "when reading the news": the activity and what it is about.
  `\\b(?:while|when)\\s+[^,.;]*?\\b${alternation(['break', ...words('story-doing')])}\\b(?:\\s+(?:(?:a|an|the|my|our|some|to|at|on|in|for)\\s+)+[a-z-]+)*`,
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
  `\\s+(?:to\\s+${purposes('trailing')}|${words('story-made-for')
    .map((w) => `${literal(w)}\\s+for`)
    .join('|')}|for\\s+(?:a|an|some)\\s+${L('story-for-a')})\\b[^,.;:!?]*`,
  'gi',
)

/** "coffee enhanced by a creamer", "a smoothie enriched with yogurt": what follows comes with it. */
const WITH_RE = new RegExp(`\\b${L('story-with-verb')}\\s+(?:by|with)\\b`, 'gi')
const withWord = (m: string) => `with${' '.repeat(m.length - 4)}`

const WORD = (alts: readonly string[]) => new RegExp(`\\b(?:${alts.join('|')})\\b`, 'gi')
const EVALUATIVE_RE = WORD(EVALUATIVE.map((w) => literal(w)))
const VERB_RE = new RegExp(`\\b(?:${VERBS.join('|')})\\b`, 'gi')
const MEAL_RE = new RegExp(MEAL_PHRASES.join('|'), 'gi')
const LINK_RE = WORD(LINKS)
/** "myself", "me", "my", "our" left standing after a verb. */
const PRONOUN_RE = /\b(?:myself|ourselves|itself|themselves)\b/gi
/** An amount ("a", "2", "one", "half") or a measure that says a clause names food. */
const AMOUNT_RE = new RegExp(`\\b(?:a|an|\\d+|one|two|three|half|some|several|few|${words('story-amount').join('|')})\\b`, 'i')

/** Has the clause an amount ("a", "2", "one", "half") that says it names food? */
function namesAmount(clause: string): boolean {
  return AMOUNT_RE.test(clause.replace(/^,?\s*\w+/, ''))
}

/**
 * The description with its story blanked out: same length, same offsets. Only words change;
 * food names and amounts stay where they were.
 */
export function blankNarrative(text: string): string {
  let s = text
  s = s.replace(COMMENT, blank)
  s = s.replace(PARTICIPLE, (m) => (namesAmount(m) && !ALWAYS_BLANK.test(m) ? m : blank(m)))
  s = s.replace(TRAILING_PURPOSE, blank)
  s = s.replace(LINK_RE, separator)
  s = s.replace(WITH_RE, withWord)
  s = s.replace(MEAL_RE, blank)
  s = s.replace(VERB_RE, blank)
  s = s.replace(EVALUATIVE_RE, blank)
  s = s.replace(PRONOUN_RE, blank)
  return s
}
