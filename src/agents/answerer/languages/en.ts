// The built-in answerer in English: the sentences it writes around what it quotes, and the words and
// phrases it reads questions by (on folded text: lower case, no diacritics; see ../words.ts).
import { cap, indexed, label } from './shared.js'
import type { AnswerText, BaseTopic, CountUnit, DayRef, GlossTarget, Language, PeriodLabel, QuestionWords, YearRef } from './types.js'

/** Said (in English) when the language asked for is not one the answerer writes. */
export const UNSUPPORTED_LANGUAGE_NOTE =
  'I cannot answer in that language yet, so this answer is in English; I can also answer in German, French, Spanish and Portuguese.'

const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const EN_SMALL = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ')
const EN_TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ')
const EN_ORDINALS = (
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth ' +
  'eighteenth nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh ' +
  'twenty-eighth twenty-ninth thirtieth thirty-first'
).split(' ')

function enCount(n: number): string {
  if (n < 20) return EN_SMALL[n]!
  if (n < 100) return EN_TENS[Math.floor(n / 10) - 2]! + (n % 10 ? `-${EN_SMALL[n % 10]}` : '')
  if (n < 1000) return `${EN_SMALL[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${enCount(n % 100)}` : ''}`
  if (n < 1_000_000) return `${enCount(Math.floor(n / 1000))} thousand${n % 1000 ? `${n % 1000 < 100 ? ' and' : ''} ${enCount(n % 1000)}` : ''}`
  return 'many'
}

const enYear = (y: YearRef) =>
  y.k === 'this' ? '' : y.k === 'last' ? ' last year' : y.k === 'next' ? ' next year' : y.k === 'ago' ? ` ${enCount(y.n)} years ago` : ' in a later year'
const enDay = (d: DayRef) => `${EN_WEEKDAYS[d.dow]} the ${EN_ORDINALS[d.date - 1]} of ${EN_MONTHS[d.month]}${enYear(d.year)}`
const enUnits = (n: number, unit: CountUnit) => `${enCount(n)} ${unit}s`

function enWhen(p: PeriodLabel): string {
  switch (p.k) {
    case 'today':
      return 'today'
    case 'yesterday':
      return 'yesterday'
    case 'dayBeforeYesterday':
      return 'the day before yesterday'
    case 'lastNight':
      return 'last night'
    case 'day':
      return `on ${enDay(p.day)}`
    case 'weekday':
      return `${p.last ? 'last' : 'on'} ${EN_WEEKDAYS[p.dow]}`
    case 'thisWeek':
      return 'this week'
    case 'lastWeek':
      return 'last week'
    case 'weekBeforeLast':
      return 'the week before last'
    case 'weeksAgo':
      return `${enCount(p.n)} weeks ago`
    case 'weekOf':
      return `the week of ${enDay(p.day)}`
    case 'thisMonth':
      return 'this month'
    case 'lastMonth':
      return 'last month'
    case 'month':
      return `in ${EN_MONTHS[p.month]}${enYear(p.year)}`
    case 'thisYear':
      return 'this year'
    case 'lastYear':
      return 'last year'
    case 'year':
      return `the year${enYear(p.year)}`
    case 'past':
      return `over the past ${p.unit}`
    case 'lastN':
      return `over the last ${enUnits(p.n, p.unit)}`
    case 'thisWeekend':
      return 'this weekend'
    case 'lastWeekend':
      return 'last weekend'
    case 'range':
      return `from ${enDay(p.from)} to ${enDay(p.to)}`
    case 'daysBefore':
      return `in the ${enUnits(p.n, 'day')} before that`
  }
}

const en: AnswerText = {
  weekdays: EN_WEEKDAYS,
  when: enWhen,
  what: (p) => enWhen(p).replace(/^(on|in|over|from) /, ''),
  day: (p) => cap(enWhen(p).replace(/^on /, '')),
  quote: (s) => `“${s}”`,
  week: 'Week',
  nouns: {
    sleep: 'your sleep',
    workouts: 'your workouts',
    meals: 'what you ate',
    mindfulness: 'your mindfulness sessions',
    habits: 'your habits',
    load: 'your training load',
  },
  lead: (noun, p) => (p ? `Here is what your summaries say about ${noun} ${enWhen(p)}.` : `Here is what your most recent summaries say about ${noun}.`),
  headers: {
    nightByNight: 'Night by night:',
    recentNights: 'Your most recent nights:',
    workoutByWorkout: 'Workout by workout:',
    recentWorkouts: 'Your most recent workouts:',
    mealByMeal: 'Meal by meal:',
    dayByDay: 'Day by day:',
    recentMeals: 'Your most recent meals:',
    sessionBySession: 'Session by session:',
    recentSessions: 'Your most recent sessions:',
    recentDays: 'Your most recent days:',
  },
  none: {
    sleep: { none: 'I have no sleep summaries', hint: 'Sleep summaries are written once sleep scores are synced.' },
    workouts: {
      none: 'I have no workout summaries',
      hint: 'Workout summaries are written when workouts are synced, and a weekly training summary when a week with workouts has ended.',
    },
    meals: { none: 'I have no meal summaries', hint: 'Meal summaries are written when meals are logged.' },
    mindfulness: { none: 'I have no mindfulness summaries', hint: 'Mindfulness summaries are written when mindfulness sessions are synced.' },
    habits: {
      none: 'I have no summaries of your habits',
      hint: 'Habits appear in daily and weekly summaries once habit logs (daily records of type logs) are synced.',
    },
    overview: { none: 'I have no daily or weekly summaries', hint: 'They are written when a day or a week with synced data has ended.' },
    load: {
      none: 'I have no training summaries',
      hint: 'Workout summaries are written when workouts with a training stress score (TSS) are synced; the load ratio needs about three weeks of training history.',
    },
    trends: {
      none: 'I have no trend summaries',
      hint: 'A trend summary is written at the end of each week with scores, and a trend needs at least two weeks of them.',
    },
    impact: {
      none: 'I have no habit impact summaries',
      hint: 'An impact summary is written at the end of each week with habit logs; a comparison needs at least a week of days with the habit and a week of days without it.',
    },
    impactPair: {
      none: 'I have no habit impact summary on that habit and score',
      hint: 'A habit and a score are compared once both have been logged for a few weeks.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `for ${en.what(p)}` : 'yet'}, so I cannot tell you about that. ${hint}`,
  recentWeeksOnly: 'Those are the most recent weeks of that period.',
  facts: 'What healthd has worked out about you from recent weeks:',
  moreInPeriod: '- … and more in that period, not listed here.',
  moreEarlier: '- … and earlier ones, not listed here.',
  overviewLead: (p, latest) =>
    p
      ? `Here is what your summaries say about ${en.what(p)}.`
      : `Here is what your most recent ${latest === 'day' ? 'daily summary says' : latest === 'weeks' ? 'weekly summaries say' : 'weekly summary says'}.`,
  loadVerdict: (band, past) => {
    const v = {
      low: 'is low: below what you are used to, so it is not too high',
      optimal: 'is in the optimal band: in line with what you are used to, so it is not too high',
      high: 'is high: above the optimal band, so you have been ramping up quickly; keep an eye on how you recover',
      'very high': 'is very high: well above what you are used to, which raises the risk of overreaching; a few easier days would let it settle',
    }[band]
    return `By the acute to chronic load ratio, your training load ${past ? v.replace(/\bis\b/g, 'was') : v}.`
  },
  loadUnjudged: 'Your summaries do not judge the load ratio yet: that needs about three weeks of training history.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'The last workout of that period' : 'Your most recent workout'}, ${title}.`,
  metric: label,
  trendLead: (metrics, p) => {
    const what = metrics.length ? metrics.map((m) => `your ${m}`).join(' and ') : 'your scores'
    return p ? `Here is what your trend summary says about ${what} ${enWhen(p)}.` : `Here is what your latest trend summary says about ${what}.`
  },
  trendNoMatch: 'It has no trend on exactly that; here is what it found for your daily scores.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? habits.join(' and ') : 'your habits'} and ${metrics.length ? metrics.map((m) => `your ${m}`).join(' and ') : 'your scores'}`
    return p ? `Here is what your habit impact summary says about ${what} ${enWhen(p)}.` : `Here is what your latest habit impact summary says about ${what}.`
  },
  impactNoMatch:
    'It compares days with and without each habit you log; none of your logged habits matches what you asked about, so here is what it found for them.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Yes, by your own data: your ${m} has been clearly higher on days with ${en.quote(h)} than on days without it`,
      'lower on habit days': `Not by your own data: your ${m} has been clearly lower on days with ${en.quote(h)} than on days without it`,
      'no clear difference': `Not clearly: your data show no clear difference in your ${m} between days with and without ${en.quote(h)}`,
    })[finding],
  notProof: 'That is an association between days, not proof that one causes the other.',
  notEnoughData: 'There is not enough data yet to tell: the comparison needs at least a week of days with the habit and a week of days without it.',
  help:
    'I answer from the summaries and facts healthd has stored about you. Ask about your sleep, workouts and training load, meals, ' +
    'mindfulness, habits or trends, or whether a habit goes with better scores, for a day, a week or a month: for example ' +
    '“How did I sleep last week?”, “What did I eat yesterday?”, “Is my training load too high?” or “Does meditation help my sleep?”.',
  scopeNote: (what, scope) =>
    `This token may not read ${{ summaries: 'your summaries', profile: 'your profile', facts: 'facts' }[what]} (it lacks the ${scope} scope).`,
  noSummariesScope: 'I answer only from them, so I cannot answer this; a token with that scope can.',
  utcNoScope: 'Days are counted in UTC.',
  profileUnread: 'I could not read your profile just now, so days are counted in UTC.',
  noFactsScope: 'So none are included.',
  noUser: 'There is no stored data for this user.',
  summariesUnread: 'I could not read your summaries just now; please try again in a moment.',
}

// ---- how a question is asked in English ---------------------------------------------------------

// Every other language's words are glossed into English ones (see their `gloss`), so the topics,
// habits and metrics a question names are found by these English words alone.

/** Suffixes cut off a word so that plurals and verb forms meet ("meditation", "meditate" → "medit"). */
export const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ates', 'ated', 'ate', 'es', 'ed', 's', 'e']

/** The English words the answerer finds topics by (matched after the English suffixes are cut off). */
export const TOPIC_WORDS: Record<BaseTopic, string> = {
  sleep: 'sleep sleeps slept sleeping asleep sleepy insomnia nap naps bedtime woke wake waking',
  workouts:
    'workout workouts train trains trained training exercise exercises exercised exercising run runs ran running ride rides rode riding ' +
    'cycling cycle bike biking swim swimming swam gym lifting sport sports fitness cardio tss strength hike hiking',
  meals:
    'eat eats ate eaten eating food foods meal meals calorie calories kcal protein carbs carb carbohydrate carbohydrates fat fats diet ' +
    'nutrition nutrient nutrients breakfast lunch dinner snack snacks macro macros fibre fiber sugar sodium hungry',
  mindfulness: 'meditation meditations meditate meditated meditating mindful mindfulness breathing breathe breath calm stress stressed relax relaxation hrv',
  habits: 'habit habits streak streaks routine routines consistent consistency',
}
/** Words that point at sleep only when nothing else is named ("what did I eat last night?"). */
export const WEAK_SLEEP_WORDS = 'night nights bed rest rested restful tired'
/** Words that name a score rather than a topic. */
export const METRIC_WORDS = 'readiness recovery hrv score scores stress'
/** Words that say nothing about which habit or metric is meant. */
export const STOP_WORDS =
  'a an the my me i for of to in on at and or with without before after down up out day days daily week minut ten five time some someone your do doe does did is are was were ' +
  'help scor it that this how what which much many more less get make take have has'

const NO_GLOSS = Object.fromEntries(
  (
    'sleep night tired eat meal calories protein breakfast lunch dinner training workout run cycling swim gym meditation mindfulness breathing relax stress ' +
    'habit routine streak readiness recovery score activity journal write worry read walk alcohol coffee'
  )
    .split(' ')
    .map((k) => [k, '']),
) as Record<GlossTarget, string>

const EN_WORDS: QuestionWords = {
  gloss: NO_GLOSS,
  impact: [
    String.raw`\b(?:help|helps|helped|helping|affect|affects|affected|affecting|effect|effects|impact|impacts|influence|influences|influenced|makes? (?:a|any) difference|good for|bad for|linked|related|relationship|correlat\w*|because of|lead to|leads to)\b`,
    String.raw`\b(?:does|do|did|can|could|will|would)\b (?!my\b)[\p{L} '-]+? \b(?:improve|improves|boost|boosts|raise|raises|lower|lowers|hurt|hurts|worsen|worsens|ruin|ruins)\b`,
  ],
  helpRequest: [String.raw`\b(?:can|could|would|will) you help\b|\bhelp me (?:understand|with|see|know|figure|find|get|out|look)\b|\bplease help\b`],
  trend: [
    String.raw`\b(?:trend|trends|trending|improving|improved|getting (?:better|worse)|better or worse|over time|progress|progressing|declining|going (?:up|down)|long[- ]term|changing)\b`,
  ],
  load: [String.raw`\b(?:load|loads|overtrain\w*|over-train\w*|overreach\w*|acute|chronic|too much training|training too much|too hard|too much)\b`],
  loadAlone: [String.raw`\b(?:training load|load|overtrain\w*|over-train\w*|overreach\w*)\b`],
  overview: [
    String.raw`\bhow (?:was|is|were|has been|did|went) (?:my|the|this|last)? ?(?<unit>day|week|month|year|weekend)\b`,
    String.raw`\bmy (?<unit>day|week|month|year|weekend)\b`,
    String.raw`\b(?:overview|recap|summary|summari[sz]e|overall|in general|how am i doing|how i'm doing|how are things)\b`,
  ],
  followUp: [String.raw`^(?:and|what about|how about|same for|also|then)\b`],
  dayBeforeYesterday: [String.raw`\bday before yesterday\b`],
  beforeLast: [String.raw`\b(?<unit>week|month|year) before last\b`],
  previous: [String.raw`\b(?:previous|prior|preceding) (?<unit>day|week|month|year)\b`],
  before: [String.raw`\b(?<unit>day|week|month|year|weekend|one) before\b|\bbefore that\b|\bearlier than that\b`],
  lastN: [String.raw`\b(?:last|past|previous|recent|next to last)\s+(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+of)?\s+(?<unit>day|week|month)s?\b`],
  ago: [String.raw`\b(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+(?<unit>day|week|month)s?\s+ago\b`],
  lastNight: [String.raw`\b(?:last night|overnight)\b`],
  today: [String.raw`\b(?:today|tonight|this morning|this evening|this afternoon)\b`],
  yesterday: [String.raw`\byesterday\b`],
  thisPeriod: [String.raw`\b(?:this|current) (?<unit>week|month|year|weekend)\b`],
  lastPeriod: [String.raw`\b(?:last|(?<past>past)) (?<unit>week|month|year|weekend)\b`],
  weekday: [String.raw`\b(?:(?:(?<strict>last)|this|on|past)\s+)?(?<dow>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b`],
  month: [
    String.raw`\b(?:(?<prep>in|during|for|of|through|throughout|since|over)\s+)?(?<month>january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+(?<year>\d{4}))?\b`,
  ],
  units: { day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', year: 'year', years: 'year', weekend: 'weekend' },
  counts: {
    ...Object.fromEntries(EN_SMALL.map((w, i) => [w, i])),
    ...Object.fromEntries(EN_TENS.map((w, i) => [w, (i + 2) * 10])),
    a: 1,
    an: 1,
    couple: 2,
    few: 3,
    several: 4,
  },
  weekdays: indexed('monday tuesday wednesday thursday friday saturday sunday'),
  months: indexed('january february march april may june july august september october november december'),
  ambiguousMonths: ['may', 'march'],
}

export const english: Language = { text: en, words: EN_WORDS }
