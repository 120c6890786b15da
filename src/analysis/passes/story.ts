// Pass "story": the words that tell the story around the foods are blanked out.
// Reads the description; writes `text`, the description with the story replaced by spaces (so
// every offset into the description stays valid and items are still quoted as written): a time
// of day, who ate, an eating verb, words of how it tasted, a clause about it ("which was …"). The
// phrases that link two foods ("paired with", "alongside", "washed it down with") become item
// separators (a comma), and words that join a food to a drink ("enhanced by") become "with".

import type { Pass, State } from './state.js'

export const story: Pass = {
  name: 'story',
  run(state: State): void {
    state.text = blankNarrative(state.description)
  },
}

const blank = (m: string) => ' '.repeat(m.length)
const separator = (m: string) => `,${' '.repeat(m.length - 1)}`

/** Words that only tell how the meal felt or went; never part of a food's name. */
const EVALUATIVE = [
  'delicious',
  'delightful',
  'delightfully',
  'refreshing',
  'refreshingly',
  'tasty',
  'satisfying',
  'hearty',
  'comforting',
  'yummy',
  'scrumptious',
  'flavou?rful',
  'wholesome',
  'nutritious',
  'filling',
  'indulgent',
  'decadent',
  'lovely',
  'nice',
  'quick',
  'simple',
  'favou?rite',
  'perfect',
  'perfectly',
  'generous',
  'trusty',
  'energizing',
  'invigorating',
  'soothing',
  'cozy',
  'cosy',
  'fantastic',
  'amazing',
  'wonderful',
  'great',
  'tempting',
  'mouthwatering',
  'mouth-watering',
  'appetizing',
  'cheerful',
  'humble',
  'modest',
  'hefty',
  'healthy',
  'good',
  'tasteful',
  'invigorating',
  'luscious',
  'irresistible',
  'revitalizing',
  'nourishing',
  'handy',
  'convenient',
  'quenching',
  'thirst-quenching',
  'fulfilling',
  'well-deserved',
  'much-needed',
  'classic',
  'traditional',
  'homestyle',
  'home-style',
  'hydrating',
  'enjoyable',
  'pleasant',
  'relaxing',
  'sweet-toothed',
  'treat',
  'nutrient-packed',
  'protein-packed',
]

/** Verbs (with their particles) of eating, drinking, choosing and enjoying. */
const VERBS = [
  "(?:i|we|i've|we've)\\s+(?:(?:just|also|then|finally|quickly|happily|really)\\s+)?(?=\\w)",
  '(?:had|have|ate|eaten|drank|drunk|consumed|finished|got|took|shared|sharing)',
  '(?:enjoyed|enjoy|enjoying|savou?red|savou?ring|relished|relishing|devoured|devouring)',
  '(?:sipped|sipping|sip|gulped|slurped|chugged|drank)(?:\\s+(?:on|down))?',
  '(?:munched|munching|nibbled|nibbling|snacked|snacking|chowed|feasted|feasting|noshed)(?:\\s+(?:on|down))?',
  '(?:grabbed|grabbing|picked|picking|chose|choosing|opted|opting|went|selected|decided|settled|reached|reaching)(?:\\s+(?:up|for|on|with))?',
  '(?:treated|treating|indulged|indulging|spoiled|rewarded)\\s+(?:myself|ourselves|me)?\\s*(?:to|in|with)?',
  '(?:indulged|indulging|dug|digging|delved|tucked|tucking|dove|dived)\\s+(?:in|into)',
  '(?:fueled|fuelled|fueling|refueled|refuelled|powered|recharged)\\s+(?:up\\s+)?(?:with|on)?',
  '(?:kicked|kicking|started|starting|began|beginning|kickstarted|kick-started|jump-started|rounded|rounding|wrapped|wrapping|finished|ended|ending|capped|topped)\\s+(?:off\\s+|up\\s+)?(?:my|the|our|this)\\s+(?:day|morning|evening|afternoon|night|meal|breakfast|brunch|lunch|dinner|supper|snack|break)(?:\\s+(?:off|up))?(?:\\s+(?:with|by\\s+having))?',
  '(?:made|makes|making|prepared|preparing|whipped|whipping|fixed|fixing|cooked|heated|warmed|microwaved)\\s+(?:up\\s+)?(?:myself|me|ourselves)\\s+(?:a|an|some)?',
  'satisfied\\s+my\\s+(?:hunger|craving|cravings|sweet tooth|appetite)\\s+with',
  '(?:kept|keeping)\\s+it\\s+(?:simple|light|easy)\\s+with',
  'to\\s+(?:start|begin|kick\\s+off|fuel|end|round\\s+out|finish)\\s+(?:my|the|our)\\s+(?:day|morning|meal)',
]

/** Meal-time phrases: "For an afternoon snack,", "During a work break", "This morning", "for dinner". */
const MEAL =
  '(?:breakfast|brunch|lunch|luncheon|dinner|supper|snack|snacks|meal|dessert|treat|break|bite|pick-me-up|munchies|refreshment|evening|morning|afternoon|night|midnight|day|time|snacktime|lunchtime|dinnertime|breakfast\\s+time)'
/** Foods named by a meal word ("breakfast burrito", "snack bar", "dessert wine"). */
const MEAL_FOOD =
  '(?:burritos?|sandwich(?:es)?|bars?|tarts?|sausages?|pizzas?|wraps?|tacos?|cereals?|links?|patt(?:y|ies)|biscuits?|potatoes|skillets?|casseroles?|quesadillas?|meats?|cakes?|crackers?|mix|wines?|rolls?|shakes?|drinks?)\\b'
/** Days of the week, singular or plural ("on Sundays"). */
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?'
const MEAL_PHRASES = [
  // "for my late evening snack", "during a coffee break", "as a midday treat"
  // (not "for a cup of instant breakfast", nor the meal word of a food: "a breakfast burrito")
  `\\b(?:for|during|at|as|with|in|on|over)\\s+(?:(?:a|an|my|our|the|this|some|today's|one)\\s+)?(?:(?!of\\b)[a-z'-]+\\s+){0,4}?${MEAL}(?:\\s+(?:time|today|yesterday|tonight|break))?\\b(?!\\s+${MEAL_FOOD})`,
  '\\b(?:this|that|one|every|each|yesterday|today|tonight)\\s+(?:morning|afternoon|evening|night|noon|lunchtime)\\b',
  "\\b(?:today|tonight|yesterday)['’]s\\b",
  '\\b(?:today|tonight|yesterday|earlier|later|lately)\\b',
  '\\b(?:last|this|that)\\s+(?:night|evening|morning|afternoon|weekend)\\b',
  // "Late on Sunday", "on Tuesday evening", "early last Friday", "one Saturday night": when, not what.
  `\\b(?:(?:late|early)\\s+)?(?:on\\s+)?(?:(?:last|this|that|next|one|a|every)\\s+)?${WEEKDAY}(?:\\s+(?:morning|afternoon|evening|night|noon|lunchtime))?\\b`,
  '\\b(?:late|early)\\s+(?:on|in)\\s+(?:the\\s+)?(?:day|morning|afternoon|evening|night)\\b',
  "\\b(?:after|before)\\s+(?:my|the|our|a|an)\\s+(?:[a-z'-]+\\s+){0,2}?(?:run|workout|gym|class|shift|game|practice|swim|ride|walk|hike|session|meeting|training)\\b",
  `\\b(?:my|our|the|this|(?:today|tonight|yesterday)['’]s)\\s+(?:[a-z'-]+\\s+){0,3}?${MEAL}\\s+(?:today\\s+)?(?:included|includes|consisted\\s+of|consists\\s+of|was|were|featured|features|comprised|called\\s+for)\\b`,
  // (after a sandwich's name, "featuring" tells its filling: the analyser reads it)
  '\\b(?:included|including|(?<!\\b(?:sandwich|sandwiches|burger|burgers|sub|subs|hoagie|panini|wrap|wraps)\\s+)featuring|consisting\\s+of|consisted\\s+of)\\b',
  // "from the taco truck", "from the bakery down the street"
  "\\bfrom\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,3}?(?:restaurant|place|shop|store|cafe|café|bakery|deli|diner|joint|stand|truck|chain|cafeteria|vending\\s+machine|machine|market|kitchen)\\b",
  // "from the freezer", "out of the fridge": where it was kept, not what it was.
  "\\b(?:from|out\\s+of|in)\\s+(?:a|an|the|my|our)\\s+(?:[a-z'-]+\\s+){0,2}?(?:freezer|fridge|refrigerator|pantry|cupboard|cabinet|lunch\\s?box|cooler|vending\\s+machine)\\b",
  // "my son took", "our neighbour's", "with his wife.": who, not what ("my mom's meatloaf" keeps
  // the meatloaf; "my baby carrots" are carrots, so the person must end a clause or be followed by a verb or link).
  "\\b(?:my|our|his|her|their)\\s+(?:little\\s+|older\\s+|younger\\s+|best\\s+)?(?:sons?|daughters?|kids?|children|child|husband|wife|partner|spouse|friends?|mom|mum|mother|dad|father|parents|sisters?|brothers?|roommates?|flatmates?|co-?workers?|colleagues?|boss|family|grandma|grandmother|grandpa|grandfather|granny|aunt|uncle|cousins?|neighbou?rs?|boyfriend|girlfriend|baby|toddler|teen|teenager)(?:['’]s\\b|(?=\\s*(?:$|[,.;:!?)])|\\s+(?:took|takes|made|makes|gave|gives|brought|brings|had|has|ate|eats|got|gets|left|leaves|cooked|cooks|baked|bakes|packed|packs|bought|buys|ordered|orders|picked|shared|split|and|who|that|was|were|is|are|at|from|in|for|to|after|before|while|when)\\b))",
  // "on top", "on the side", "all", "as my snack"
  '\\b(?:on\\s+top|to\\s+melt(?:\\s+on\\s+top)?|all\\s+(?:complemented|paired|served|accompanied)|as\\s+(?:my|a|an|our)\\s+(?:[a-z-]+\\s+){0,2}?(?:snack|treat|side|dessert|drink|beverage))\\b',
  // "while watching a movie", "when reading the news": the activity and what it is about.
  '\\b(?:while|when)\\s+[^,.;]*?\\b(?:break|working|studying|watching|relaxing|reading|commuting|driving|waiting)\\b(?:\\s+(?:(?:a|an|the|my|our|some|to|at|on|in|for)\\s+)+[a-z-]+)*',
]

/** Phrases linking one food to the next: an item separator. */
const LINKS = [
  'paired\\s+with',
  'pairing\\s+(?:it|them)\\s+with',
  'paired\\s+(?:it|them)\\s+with',
  'complemented\\s+(?:it|them)\\s+with',
  'enjoyed\\s+with',
  'served\\s+alongside',
  'while\\s+(?:also\\s+)?(?!(?:working|studying|watching|relaxing|reading|commuting|driving|waiting)\\b)[a-z]+ing(?:\\s+(?:on|in|myself\\s+to|myself\\s+with))?',
  'alongside(?:\\s+(?:of|with))?',
  'along\\s+with',
  'accompanied\\s+by',
  'complemented\\s+(?:by|with)',
  'together\\s+with',
  'as\\s+well\\s+as',
  'followed\\s+by',
  'coupled\\s+with',
  'washed\\s+(?:it|them|this|that|everything|all|it\\s+all)\\s+down\\s+with',
  'washing\\s+(?:it|them|everything|it\\s+all)\\s+down\\s+with',
  'to\\s+wash\\s+(?:it|them|everything|it\\s+all)\\s+down',
  'and\\s+then',
  'next\\s+to',
  'on\\s+the\\s+side',
  'as\\s+a\\s+side',
  'plus',
  'and\\s+also',
  'besides',
]

/** Clauses that comment on what came before ("which hit the spot", ", making it …"): blanked to
 * the end of the clause. A participle clause that names an amount ("enjoying a cup of tea") stays. */
const COMMENT =
  /(?:,\s*|\s+)(?:which|that|who)\s+(?:was|were|is|are|made|make|makes|gave|give|gives|kept|keep|keeps|hit|hits|added|adds|provided|provides|tasted|tastes|paired|complemented|offered|offers|really|truly|perfectly|felt|feels)\b[^,.;:!?]*/gi
const PARTICIPLE =
  /,\s*(?:making|keeping|giving|leaving|providing|adding|offering|perfect|ideal|great|just|all|both|enjoying|savou?ring|relishing|appreciating|feeling|loving|satisfying|hitting|helping|fueling|fuelling|to\s+(?:keep|stay|help|fuel|satisfy|curb|quench|balance|energize|boost|cool|warm|refresh|power|start|end|get|give|add|make))\b[^,.;:!?]*/gi
const TRAILING_PURPOSE =
  /\s+(?:to\s+(?:keep|stay|help|fuel|satisfy|curb|quench|balance|energize|boost|cool|warm|refresh|power|get|give|munch|snack|enjoy|sip|go|start|end)|made\s+for|making\s+for|for\s+(?:a|an|some)\s+(?:boost|energy|pick-me-up|change|balance|extra|bit|touch|burst|hint|dose|kick))\b[^,.;:!?]*/gi

/** "coffee enhanced by a creamer", "a smoothie enriched with yogurt": what follows comes with it. */
const WITH_RE = /\b(?:enhanced|enriched|combined|blended|mixed|sweetened)\s+(?:by|with)\b/gi
const withWord = (m: string) => `with${' '.repeat(m.length - 4)}`

const WORD = (alts: readonly string[]) => new RegExp(`\\b(?:${alts.join('|')})\\b`, 'gi')
const EVALUATIVE_RE = WORD(EVALUATIVE)
const VERB_RE = new RegExp(`\\b(?:${VERBS.join('|')})\\b`, 'gi')
const MEAL_RE = new RegExp(MEAL_PHRASES.join('|'), 'gi')
const LINK_RE = WORD(LINKS)
/** "myself", "me", "my", "our" left standing after a verb. */
const PRONOUN_RE = /\b(?:myself|ourselves|itself|themselves)\b/gi

/** Has the clause an amount ("a", "2", "one", "half") that says it names food? */
function namesAmount(clause: string): boolean {
  return /\b(?:a|an|\d+|one|two|three|half|some|several|few|cup|glass|bowl|slice|piece)\b/i.test(clause.replace(/^,?\s*\w+/, ''))
}

/**
 * The description with its story blanked out: same length, same offsets. Only words change;
 * food names and amounts stay where they were.
 */
export function blankNarrative(text: string): string {
  let s = text
  s = s.replace(COMMENT, blank)
  s = s.replace(PARTICIPLE, (m) => (namesAmount(m) && !/^,\s*(?:making|keeping|giving|leaving|providing|to\s)/i.test(m) ? m : blank(m)))
  s = s.replace(TRAILING_PURPOSE, blank)
  s = s.replace(LINK_RE, separator)
  s = s.replace(WITH_RE, withWord)
  s = s.replace(MEAL_RE, blank)
  s = s.replace(VERB_RE, blank)
  s = s.replace(EVALUATIVE_RE, blank)
  s = s.replace(PRONOUN_RE, blank)
  return s
}
