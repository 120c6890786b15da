// The built-in answerer's words, in every language the meal summaries' built-in text supports
// (src/analysis/meal-text.ts): the sentences it writes around what it quotes (one typed table per
// language, so each has every phrase), and the words and phrases it finds topics and periods by.
//
// Rule for every phrase here: no digits. A number in a built-in answer is one stored in a summary,
// fact or record it cites; counts and dates the answerer names itself are written in words.
import type { MealTextLanguage } from '../analysis/meal-text.js'

export type AnswerLanguage = MealTextLanguage

export type BaseTopic = 'sleep' | 'workouts' | 'meals' | 'mindfulness' | 'habits'
export type Unit = 'day' | 'week' | 'month' | 'year'
export type CountUnit = 'day' | 'week' | 'month'

// ---- periods as the answer names them -------------------------------------------------------------

/** A year as seen from the user's this one. */
export type YearRef = { k: 'this' } | { k: 'last' } | { k: 'next' } | { k: 'ago'; n: number } | { k: 'later' }

/** A day by its parts: 0 = Monday, date 1–31, month 0–11. */
export interface DayRef {
  dow: number
  date: number
  month: number
  year: YearRef
}

/** A period as the answer names it; each language puts it into words. */
export type PeriodLabel =
  | { k: 'today' }
  | { k: 'yesterday' }
  | { k: 'dayBeforeYesterday' }
  | { k: 'lastNight' }
  | { k: 'day'; day: DayRef }
  | { k: 'weekday'; dow: number; last: boolean }
  | { k: 'thisWeek' }
  | { k: 'lastWeek' }
  | { k: 'weekBeforeLast' }
  | { k: 'weeksAgo'; n: number }
  | { k: 'weekOf'; day: DayRef }
  | { k: 'thisMonth' }
  | { k: 'lastMonth' }
  | { k: 'month'; month: number; year: YearRef }
  | { k: 'thisYear' }
  | { k: 'lastYear' }
  | { k: 'year'; year: YearRef }
  | { k: 'past'; unit: CountUnit }
  | { k: 'lastN'; n: number; unit: CountUnit }
  | { k: 'thisWeekend' }
  | { k: 'lastWeekend' }
  | { k: 'range'; from: DayRef; to: DayRef }
  | { k: 'daysBefore'; n: number }

/** The labels a single day can have (a line of a list names its day by one of them). */
export type DayLabel = Extract<PeriodLabel, { k: 'today' | 'yesterday' | 'dayBeforeYesterday' | 'day' }>

export type HeaderKey =
  | 'nightByNight'
  | 'recentNights'
  | 'workoutByWorkout'
  | 'recentWorkouts'
  | 'mealByMeal'
  | 'dayByDay'
  | 'recentMeals'
  | 'sessionBySession'
  | 'recentSessions'
  | 'recentDays'
export type LoadBand = 'low' | 'optimal' | 'high' | 'very high'
export type ImpactFinding = 'higher on habit days' | 'lower on habit days' | 'no clear difference'
/** What the answerer says it has none of, and what would write it. */
export type NoneKey = BaseTopic | 'overview' | 'load' | 'trends' | 'impact' | 'impactPair'
/** The latest overview: a daily summary, a weekly one, or a few weekly ones. */
export type Latest = 'day' | 'week' | 'weeks'

/** Every sentence the answerer writes itself, in one language. */
export interface AnswerText {
  /** Weekday names as a list line starts them, Monday first. */
  weekdays: readonly string[]
  /** A period as an adverbial: "last week", "on Monday the second of March". */
  when(p: PeriodLabel): string
  /** A period as a noun phrase: "last week", "Monday the second of March". */
  what(p: PeriodLabel): string
  /** A day as a list line starts it: "Yesterday", "Monday the second of March". */
  day(p: DayLabel): string
  /** Quotes stored text (a meal's description, a habit's name). */
  quote(s: string): string
  /** Prefixes a weekly summary's text with its week id. */
  week: string
  nouns: Record<BaseTopic | 'load', string>
  /** The first line of a topic's part: "Here is what your summaries say about your sleep last week." */
  lead(noun: string, p: PeriodLabel | undefined): string
  headers: Record<HeaderKey, string>
  none: Record<NoneKey, { none: string; hint: string }>
  /** "I have no sleep summaries for last week, so I cannot tell you about that. <hint>" */
  nothing(none: string, p: PeriodLabel | undefined, hint: string): string
  recentWeeksOnly: string
  facts: string
  moreInPeriod: string
  moreEarlier: string
  overviewLead(p: PeriodLabel | undefined, latest: Latest): string
  /** The verdict on the acute to chronic load ratio's band, as a sentence. */
  loadVerdict(band: LoadBand, past: boolean): string
  loadUnjudged: string
  lastWorkout(inPeriod: boolean, title: string): string
  /** A stored metric's name ("sleep_score") in words. */
  metric(name: string): string
  trendLead(metrics: string[], p: PeriodLabel | undefined): string
  trendNoMatch: string
  /** `habits` are quoted already. */
  impactLead(habits: string[], metrics: string[], p: PeriodLabel | undefined): string
  impactNoMatch: string
  /** A plain yes or no on one habit and one metric, without the closing full stop. */
  impactVerdict(finding: ImpactFinding, metric: string, habit: string): string
  notProof: string
  notEnoughData: string
  /** What the answerer can answer, with example questions it understands. */
  help: string
  scopeNote(what: 'summaries' | 'profile' | 'facts', scope: string): string
  noSummariesScope: string
  utcNoScope: string
  profileUnread: string
  noFactsScope: string
  noUser: string
  summariesUnread: string
}

/** Said (in English) when the language asked for is not one the answerer writes. */
export const UNSUPPORTED_LANGUAGE_NOTE =
  'I cannot answer in that language yet, so this answer is in English; I can also answer in German, French, Spanish and Portuguese.'

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
const label = (name: string) => name.replace(/_/g, ' ')
const joinWith = (and: string) => (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`)
/** Grammatical gender of a counted unit's noun in French, Spanish and Portuguese (week is feminine). */
const genderOf = (unit: CountUnit): 'm' | 'f' => (unit === 'week' ? 'f' : 'm')

// ---- English ----------------------------------------------------------------------------------------

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
  nouns: { sleep: 'your sleep', workouts: 'your workouts', meals: 'what you ate', mindfulness: 'your mindfulness sessions', habits: 'your habits', load: 'your training load' },
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
  scopeNote: (what, scope) => `This token may not read ${{ summaries: 'your summaries', profile: 'your profile', facts: 'facts' }[what]} (it lacks the ${scope} scope).`,
  noSummariesScope: 'I answer only from them, so I cannot answer this; a token with that scope can.',
  utcNoScope: 'Days are counted in UTC.',
  profileUnread: 'I could not read your profile just now, so days are counted in UTC.',
  noFactsScope: 'So none are included.',
  noUser: 'There is no stored data for this user.',
  summariesUnread: 'I could not read your summaries just now; please try again in a moment.',
}

// ---- German -----------------------------------------------------------------------------------------

const DE_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const DE_SMALL = 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(' ')
const DE_TENS = 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split(' ')

function deCount(n: number): string {
  const lead = (k: number) => (k === 1 ? 'ein' : deCount(k))
  if (n < 20) return DE_SMALL[n]!
  if (n < 100) return `${n % 10 ? `${lead(n % 10)}und` : ''}${DE_TENS[Math.floor(n / 10) - 2]}`
  if (n < 1000) return `${lead(Math.floor(n / 100))}hundert${n % 100 ? deCount(n % 100) : ''}`
  if (n < 1_000_000) return `${lead(Math.floor(n / 1000))}tausend${n % 1000 ? deCount(n % 1000) : ''}`
  return 'viele'
}
/** "zweit", "dritt", "zwanzigst": an ordinal's stem, before its ending. */
const deOrdinal = (n: number) => (n === 1 ? 'erst' : n === 3 ? 'dritt' : n === 7 ? 'siebt' : n === 8 ? 'acht' : n < 20 ? `${deCount(n)}t` : `${deCount(n)}st`)
const deYear = (y: YearRef) =>
  y.k === 'this' ? '' : y.k === 'last' ? ' letzten Jahres' : y.k === 'next' ? ' nächsten Jahres' : y.k === 'ago' ? ` vor ${deCount(y.n)} Jahren` : ' eines späteren Jahres'
/** "Montag, dem zweiten März" (dative), "den" (accusative), "der zweite" (nominative). */
const deDay = (d: DayRef, kase: 'nom' | 'dat' | 'acc') =>
  `${DE_WEEKDAYS[d.dow]}, ${kase === 'nom' ? 'der' : kase === 'dat' ? 'dem' : 'den'} ${deOrdinal(d.date)}${kase === 'nom' ? 'e' : 'en'} ${DE_MONTHS[d.month]}${deYear(d.year)}`
const DE_PLURAL_DAT: Record<CountUnit, string> = { day: 'Tagen', week: 'Wochen', month: 'Monaten' }
const DE_PLURAL: Record<CountUnit, string> = { day: 'Tage', week: 'Wochen', month: 'Monate' }

function deLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'heute'
    case 'yesterday':
      return 'gestern'
    case 'dayBeforeYesterday':
      return 'vorgestern'
    case 'lastNight':
      return w ? 'letzte Nacht' : 'die letzte Nacht'
    case 'day':
      return w ? `am ${deDay(p.day, 'dat')}` : deDay(p.day, 'acc')
    case 'weekday':
      return p.last ? `letzten ${DE_WEEKDAYS[p.dow]}` : w ? `am ${DE_WEEKDAYS[p.dow]}` : DE_WEEKDAYS[p.dow]!
    case 'thisWeek':
      return 'diese Woche'
    case 'lastWeek':
      return w ? 'letzte Woche' : 'die letzte Woche'
    case 'weekBeforeLast':
      return w ? 'vorletzte Woche' : 'die vorletzte Woche'
    case 'weeksAgo':
      return w ? `vor ${deCount(p.n)} Wochen` : `die Woche vor ${deCount(p.n)} Wochen`
    case 'weekOf':
      return w ? `in der Woche ab ${deDay(p.day, 'dat')}` : `die Woche ab ${deDay(p.day, 'dat')}`
    case 'thisMonth':
      return 'diesen Monat'
    case 'lastMonth':
      return w ? 'letzten Monat' : 'den letzten Monat'
    case 'month':
      return `${w ? 'im ' : ''}${DE_MONTHS[p.month]}${deYear(p.year)}`
    case 'thisYear':
      return 'dieses Jahr'
    case 'lastYear':
      return w ? 'letztes Jahr' : 'das letzte Jahr'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `vor ${deCount(y.n)} Jahren` : `das Jahr vor ${deCount(y.n)} Jahren`
      if (y.k === 'next') return w ? 'nächstes Jahr' : 'das nächste Jahr'
      if (y.k === 'later') return w ? 'in einem späteren Jahr' : 'ein späteres Jahr'
      return deLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w
        ? { day: 'am vergangenen Tag', week: 'in der vergangenen Woche', month: 'im vergangenen Monat' }[p.unit]
        : { day: 'den vergangenen Tag', week: 'die vergangene Woche', month: 'den vergangenen Monat' }[p.unit]
    case 'lastN':
      return w ? `in den letzten ${deCount(p.n)} ${DE_PLURAL_DAT[p.unit]}` : `die letzten ${deCount(p.n)} ${DE_PLURAL[p.unit]}`
    case 'thisWeekend':
      return 'dieses Wochenende'
    case 'lastWeekend':
      return w ? 'letztes Wochenende' : 'das letzte Wochenende'
    case 'range':
      return `${w ? '' : 'die Zeit '}von ${deDay(p.from, 'dat')}, bis ${deDay(p.to, 'dat')}`
    case 'daysBefore':
      return w ? `in den ${deCount(p.n)} Tagen davor` : `die ${deCount(p.n)} Tage davor`
  }
}

const DE_METRICS: Record<string, string> = { sleep_score: 'Schlafwert', readiness_score: 'Bereitschaftswert', activity_score: 'Aktivitätswert', recovery_score: 'Erholungswert' }
const deAnd = joinWith('und')

const de: AnswerText = {
  weekdays: DE_WEEKDAYS,
  when: (p) => deLabel(p, 'when'),
  what: (p) => deLabel(p, 'what'),
  day: (p) => (p.k === 'day' ? deDay(p.day, 'nom') : cap(deLabel(p, 'what'))),
  quote: (s) => `„${s}“`,
  week: 'Woche',
  nouns: {
    sleep: 'Ihren Schlaf',
    workouts: 'Ihre Trainingseinheiten',
    meals: 'Ihre Mahlzeiten',
    mindfulness: 'Ihre Achtsamkeitssitzungen',
    habits: 'Ihre Gewohnheiten',
    load: 'Ihre Trainingsbelastung',
  },
  lead: (noun, p) => (p ? `Das sagen Ihre Zusammenfassungen über ${noun} ${de.when(p)}.` : `Das sagen Ihre neuesten Zusammenfassungen über ${noun}.`),
  headers: {
    nightByNight: 'Nacht für Nacht:',
    recentNights: 'Ihre letzten Nächte:',
    workoutByWorkout: 'Training für Training:',
    recentWorkouts: 'Ihre letzten Trainingseinheiten:',
    mealByMeal: 'Mahlzeit für Mahlzeit:',
    dayByDay: 'Tag für Tag:',
    recentMeals: 'Ihre letzten Mahlzeiten:',
    sessionBySession: 'Sitzung für Sitzung:',
    recentSessions: 'Ihre letzten Sitzungen:',
    recentDays: 'Ihre letzten Tage:',
  },
  none: {
    sleep: { none: 'Ich habe keine Schlafzusammenfassungen', hint: 'Schlafzusammenfassungen werden geschrieben, sobald Schlafwerte synchronisiert sind.' },
    workouts: {
      none: 'Ich habe keine Zusammenfassungen Ihrer Trainingseinheiten',
      hint: 'Sie werden geschrieben, wenn Trainingseinheiten synchronisiert werden, und eine wöchentliche Trainingszusammenfassung, wenn eine Woche mit Training zu Ende ist.',
    },
    meals: { none: 'Ich habe keine Mahlzeitenzusammenfassungen', hint: 'Mahlzeitenzusammenfassungen werden geschrieben, wenn Mahlzeiten erfasst werden.' },
    mindfulness: {
      none: 'Ich habe keine Achtsamkeitszusammenfassungen',
      hint: 'Achtsamkeitszusammenfassungen werden geschrieben, wenn Achtsamkeitssitzungen synchronisiert werden.',
    },
    habits: {
      none: 'Ich habe keine Zusammenfassungen Ihrer Gewohnheiten',
      hint: 'Gewohnheiten erscheinen in den Tages- und Wochenzusammenfassungen, sobald Gewohnheitsprotokolle (tägliche Einträge vom Typ logs) synchronisiert sind.',
    },
    overview: {
      none: 'Ich habe keine Tages- oder Wochenzusammenfassungen',
      hint: 'Sie werden geschrieben, wenn ein Tag oder eine Woche mit synchronisierten Daten zu Ende ist.',
    },
    load: {
      none: 'Ich habe keine Trainingszusammenfassungen',
      hint: 'Trainingszusammenfassungen werden geschrieben, wenn Trainingseinheiten mit einem Training Stress Score (TSS) synchronisiert werden; das Belastungsverhältnis braucht etwa drei Wochen Trainingsverlauf.',
    },
    trends: {
      none: 'Ich habe keine Trendzusammenfassungen',
      hint: 'Eine Trendzusammenfassung wird am Ende jeder Woche mit Werten geschrieben, und ein Trend braucht mindestens zwei solcher Wochen.',
    },
    impact: {
      none: 'Ich habe keine Zusammenfassungen zur Wirkung von Gewohnheiten',
      hint: 'Eine solche Zusammenfassung wird am Ende jeder Woche mit Gewohnheitsprotokollen geschrieben; ein Vergleich braucht mindestens eine Woche an Tagen mit der Gewohnheit und eine Woche an Tagen ohne sie.',
    },
    impactPair: {
      none: 'Ich habe keine Zusammenfassung zur Wirkung dieser Gewohnheit auf diesen Wert',
      hint: 'Eine Gewohnheit und ein Wert werden verglichen, sobald beide einige Wochen lang erfasst wurden.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `für ${de.what(p)}` : 'bisher'}, daher kann ich Ihnen dazu nichts sagen. ${hint}`,
  recentWeeksOnly: 'Das sind die letzten Wochen dieses Zeitraums.',
  facts: 'Was healthd aus den letzten Wochen über Sie herausgefunden hat:',
  moreInPeriod: '- … und weitere in diesem Zeitraum, hier nicht aufgeführt.',
  moreEarlier: '- … und frühere, hier nicht aufgeführt.',
  overviewLead: (p, latest) =>
    p
      ? `Das sagen Ihre Zusammenfassungen über ${de.what(p)}.`
      : latest === 'day'
        ? 'Das sagt Ihre neueste Tageszusammenfassung.'
        : latest === 'weeks'
          ? 'Das sagen Ihre neuesten Wochenzusammenfassungen.'
          : 'Das sagt Ihre neueste Wochenzusammenfassung.',
  loadVerdict: (band, past) => {
    const v = {
      low: 'niedrig: unter dem, was Sie gewohnt sind, also nicht zu hoch',
      optimal: 'im optimalen Bereich: im Rahmen dessen, was Sie gewohnt sind, also nicht zu hoch',
      high: 'hoch: über dem optimalen Bereich, Sie haben also schnell gesteigert; achten Sie darauf, wie Sie sich erholen',
      'very high': 'sehr hoch: deutlich über dem, was Sie gewohnt sind, was das Risiko einer Überlastung erhöht; ein paar leichtere Tage würden sie sinken lassen',
    }[band]
    return `Nach dem Verhältnis von akuter zu chronischer Belastung ${past ? 'war' : 'ist'} Ihre Trainingsbelastung ${v}.`
  },
  loadUnjudged: 'Ihre Zusammenfassungen bewerten das Belastungsverhältnis noch nicht: dafür braucht es etwa drei Wochen Trainingsverlauf.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'Das letzte Training dieses Zeitraums' : 'Ihr letztes Training'}: ${title}.`,
  metric: (name) => DE_METRICS[name] ?? `Wert ${de.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? deAnd(metrics.map((m) => `Ihren ${m}`)) : 'Ihre Werte'
    return p ? `Das sagt Ihre Trendzusammenfassung über ${what} ${de.when(p)}.` : `Das sagt Ihre neueste Trendzusammenfassung über ${what}.`
  },
  trendNoMatch: 'Zu genau diesem Punkt enthält sie keinen Trend; das hat sie für Ihre täglichen Werte gefunden.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? deAnd(habits) : 'Ihre Gewohnheiten'} und ${metrics.length ? deAnd(metrics.map((m) => `Ihren ${m}`)) : 'Ihre Werte'}`
    return p
      ? `Das sagt Ihre Zusammenfassung zur Wirkung von Gewohnheiten über ${what} ${de.when(p)}.`
      : `Das sagt Ihre neueste Zusammenfassung zur Wirkung von Gewohnheiten über ${what}.`
  },
  impactNoMatch:
    'Sie vergleicht Tage mit und ohne jede Gewohnheit, die Sie erfassen; keine Ihrer erfassten Gewohnheiten passt zu Ihrer Frage, daher steht hier, was sie für diese gefunden hat.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Ja, nach Ihren eigenen Daten: Ihr ${m} war an Tagen mit ${de.quote(h)} deutlich höher als an Tagen ohne`,
      'lower on habit days': `Nicht nach Ihren eigenen Daten: Ihr ${m} war an Tagen mit ${de.quote(h)} deutlich niedriger als an Tagen ohne`,
      'no clear difference': `Nicht eindeutig: Ihre Daten zeigen bei Ihrem ${m} keinen klaren Unterschied zwischen Tagen mit und ohne ${de.quote(h)}`,
    })[finding],
  notProof: 'Das ist ein Zusammenhang zwischen Tagen, kein Beweis, dass das eine das andere verursacht.',
  notEnoughData:
    'Es gibt noch nicht genug Daten, um das zu sagen: Der Vergleich braucht mindestens eine Woche an Tagen mit der Gewohnheit und eine Woche an Tagen ohne sie.',
  help:
    'Ich antworte aus den Zusammenfassungen und Fakten, die healthd über Sie gespeichert hat. Fragen Sie nach Ihrem Schlaf, Ihren Trainingseinheiten ' +
    'und Ihrer Trainingsbelastung, Ihren Mahlzeiten, Achtsamkeit, Gewohnheiten oder Trends, oder ob eine Gewohnheit mit besseren Werten einhergeht, ' +
    'für einen Tag, eine Woche oder einen Monat: zum Beispiel „Wie habe ich letzte Woche geschlafen?“, „Was habe ich gestern gegessen?“, ' +
    '„Ist meine Trainingsbelastung zu hoch?“ oder „Hilft Meditation meinem Schlaf?“.',
  scopeNote: (what, scope) => `Dieses Token darf ${{ summaries: 'Ihre Zusammenfassungen', profile: 'Ihr Profil', facts: 'keine Fakten' }[what]}${what === 'facts' ? '' : ' nicht'} lesen (ihm fehlt der Scope ${scope}).`,
  noSummariesScope: 'Ich antworte nur aus ihnen, daher kann ich dies nicht beantworten; ein Token mit diesem Scope kann es.',
  utcNoScope: 'Tage werden in UTC gezählt.',
  profileUnread: 'Ich konnte Ihr Profil gerade nicht lesen, daher werden Tage in UTC gezählt.',
  noFactsScope: 'Daher sind keine enthalten.',
  noUser: 'Für diesen Nutzer sind keine Daten gespeichert.',
  summariesUnread: 'Ich konnte Ihre Zusammenfassungen gerade nicht lesen; bitte versuchen Sie es gleich noch einmal.',
}

// ---- French -----------------------------------------------------------------------------------------

const FR_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const FR_SMALL = 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(' ')
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante']

function frBelow100(n: number): string {
  if (n < 20) return FR_SMALL[n]!
  if (n < 70) return FR_TENS[Math.floor(n / 10)]! + (n % 10 === 0 ? '' : n % 10 === 1 ? ' et un' : `-${FR_SMALL[n % 10]}`)
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${FR_SMALL[n - 60]}`
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${FR_SMALL[n - 80]}`
}
function frCount(n: number, g: 'm' | 'f' = 'm'): string {
  let s: string
  if (n < 100) s = frBelow100(n)
  else if (n < 1000) {
    const h = Math.floor(n / 100)
    const r = n % 100
    s = `${h === 1 ? 'cent' : `${FR_SMALL[h]} cent${r ? '' : 's'}`}${r ? ` ${frBelow100(r)}` : ''}`
  } else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    s = `${t === 1 ? 'mille' : `${frCount(t).replace(/s$/, '')} mille`}${n % 1000 ? ` ${frCount(n % 1000)}` : ''}`
  } else return g === 'f' ? 'de nombreuses' : 'de nombreux'
  return g === 'f' ? s.replace(/\bun$/, 'une') : s
}
const frYear = (y: YearRef) =>
  y.k === 'this' ? '' : y.k === 'last' ? ' de l’année dernière' : y.k === 'next' ? ' de l’année prochaine' : y.k === 'ago' ? ` d’il y a ${frCount(y.n)} ans` : ' d’une année ultérieure'
const frDay = (d: DayRef) => `${FR_WEEKDAYS[d.dow]} ${d.date === 1 ? 'premier' : frCount(d.date)} ${FR_MONTHS[d.month]}${frYear(d.year)}`
const FR_UNIT: Record<CountUnit, [string, string]> = { day: ['derniers', 'jours'], week: ['dernières', 'semaines'], month: ['derniers', 'mois'] }

function frLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'aujourd’hui'
    case 'yesterday':
      return 'hier'
    case 'dayBeforeYesterday':
      return 'avant-hier'
    case 'lastNight':
      return 'la nuit dernière'
    case 'day':
      return `le ${frDay(p.day)}`
    case 'weekday':
      return `${FR_WEEKDAYS[p.dow]}${p.last ? ' dernier' : ''}`
    case 'thisWeek':
      return 'cette semaine'
    case 'lastWeek':
      return 'la semaine dernière'
    case 'weekBeforeLast':
      return 'l’avant-dernière semaine'
    case 'weeksAgo':
      return w ? `il y a ${frCount(p.n, 'f')} semaines` : `la semaine d’il y a ${frCount(p.n, 'f')} semaines`
    case 'weekOf':
      return `la semaine du ${frDay(p.day)}`
    case 'thisMonth':
      return 'ce mois-ci'
    case 'lastMonth':
      return 'le mois dernier'
    case 'month':
      return `${w ? 'en ' : ''}${FR_MONTHS[p.month]}${frYear(p.year)}`
    case 'thisYear':
      return 'cette année'
    case 'lastYear':
      return 'l’année dernière'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `il y a ${frCount(y.n)} ans` : `l’année d’il y a ${frCount(y.n)} ans`
      if (y.k === 'next') return 'l’année prochaine'
      if (y.k === 'later') return w ? 'dans une année ultérieure' : 'une année ultérieure'
      return frLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w
        ? { day: 'au cours du dernier jour', week: 'au cours de la dernière semaine', month: 'au cours du dernier mois' }[p.unit]
        : { day: 'le dernier jour', week: 'la dernière semaine', month: 'le dernier mois' }[p.unit]
    case 'lastN': {
      const [last, noun] = FR_UNIT[p.unit]
      return `${w ? 'au cours des' : 'les'} ${frCount(p.n, genderOf(p.unit))} ${last} ${noun}`
    }
    case 'thisWeekend':
      return 'ce week-end'
    case 'lastWeekend':
      return 'le week-end dernier'
    case 'range':
      return `${w ? '' : 'la période '}du ${frDay(p.from)} au ${frDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'dans les' : 'les'} ${frCount(p.n)} jours précédents`
  }
}

const FR_METRICS: Record<string, string> = {
  sleep_score: 'score de sommeil',
  readiness_score: 'score de forme',
  activity_score: 'score d’activité',
  recovery_score: 'score de récupération',
}
const frAnd = joinWith('et')

const fr: AnswerText = {
  weekdays: FR_WEEKDAYS.map(cap),
  when: (p) => frLabel(p, 'when'),
  what: (p) => frLabel(p, 'what'),
  day: (p) => (p.k === 'day' ? cap(frDay(p.day)) : cap(frLabel(p, 'what'))),
  quote: (s) => `« ${s} »`,
  week: 'Semaine',
  nouns: {
    sleep: 'votre sommeil',
    workouts: 'vos entraînements',
    meals: 'ce que vous avez mangé',
    mindfulness: 'vos séances de pleine conscience',
    habits: 'vos habitudes',
    load: 'votre charge d’entraînement',
  },
  lead: (noun, p) => (p ? `Voici ce que disent vos résumés sur ${noun} ${fr.when(p)}.` : `Voici ce que disent vos résumés les plus récents sur ${noun}.`),
  headers: {
    nightByNight: 'Nuit par nuit :',
    recentNights: 'Vos dernières nuits :',
    workoutByWorkout: 'Entraînement par entraînement :',
    recentWorkouts: 'Vos derniers entraînements :',
    mealByMeal: 'Repas par repas :',
    dayByDay: 'Jour par jour :',
    recentMeals: 'Vos derniers repas :',
    sessionBySession: 'Séance par séance :',
    recentSessions: 'Vos dernières séances :',
    recentDays: 'Vos derniers jours :',
  },
  none: {
    sleep: { none: 'Je n’ai aucun résumé de sommeil', hint: 'Les résumés de sommeil sont rédigés dès que les scores de sommeil sont synchronisés.' },
    workouts: {
      none: 'Je n’ai aucun résumé d’entraînement',
      hint: 'Les résumés d’entraînement sont rédigés quand des entraînements sont synchronisés, et un résumé hebdomadaire d’entraînement quand une semaine avec des entraînements est terminée.',
    },
    meals: { none: 'Je n’ai aucun résumé de repas', hint: 'Les résumés de repas sont rédigés quand des repas sont enregistrés.' },
    mindfulness: {
      none: 'Je n’ai aucun résumé de pleine conscience',
      hint: 'Les résumés de pleine conscience sont rédigés quand des séances de pleine conscience sont synchronisées.',
    },
    habits: {
      none: 'Je n’ai aucun résumé de vos habitudes',
      hint: 'Les habitudes apparaissent dans les résumés quotidiens et hebdomadaires dès que les journaux d’habitudes (relevés quotidiens de type logs) sont synchronisés.',
    },
    overview: {
      none: 'Je n’ai aucun résumé quotidien ou hebdomadaire',
      hint: 'Ils sont rédigés quand un jour ou une semaine avec des données synchronisées est terminé.',
    },
    load: {
      none: 'Je n’ai aucun résumé de charge d’entraînement',
      hint: 'Les résumés d’entraînement sont rédigés quand des entraînements avec un score de stress d’entraînement (TSS) sont synchronisés ; le rapport de charge demande environ trois semaines d’historique d’entraînement.',
    },
    trends: {
      none: 'Je n’ai aucun résumé de tendances',
      hint: 'Un résumé de tendances est rédigé à la fin de chaque semaine avec des scores, et une tendance demande au moins deux de ces semaines.',
    },
    impact: {
      none: 'Je n’ai aucun résumé de l’effet de vos habitudes',
      hint: 'Un tel résumé est rédigé à la fin de chaque semaine avec des journaux d’habitudes ; une comparaison demande au moins une semaine de jours avec l’habitude et une semaine de jours sans.',
    },
    impactPair: {
      none: 'Je n’ai aucun résumé de l’effet de cette habitude sur ce score',
      hint: 'Une habitude et un score sont comparés dès que les deux ont été enregistrés pendant quelques semaines.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `pour ${fr.what(p)}` : 'pour l’instant'}, je ne peux donc rien vous dire à ce sujet. ${hint}`,
  recentWeeksOnly: 'Ce sont les semaines les plus récentes de cette période.',
  facts: 'Ce que healthd a déduit à votre sujet des dernières semaines :',
  moreInPeriod: '- … et d’autres dans cette période, non listés ici.',
  moreEarlier: '- … et d’autres plus anciens, non listés ici.',
  overviewLead: (p, latest) =>
    p
      ? `Voici ce que disent vos résumés sur ${fr.what(p)}.`
      : latest === 'day'
        ? 'Voici ce que dit votre résumé quotidien le plus récent.'
        : latest === 'weeks'
          ? 'Voici ce que disent vos résumés hebdomadaires les plus récents.'
          : 'Voici ce que dit votre résumé hebdomadaire le plus récent.',
  loadVerdict: (band, past) => {
    const [est, nest] = past ? ['était', 'n’était'] : ['est', 'n’est']
    const v = {
      low: `${est} faible : en dessous de ce à quoi vous êtes habitué, elle ${nest} donc pas trop élevée`,
      optimal: `${est} dans la zone optimale : conforme à ce à quoi vous êtes habitué, elle ${nest} donc pas trop élevée`,
      high: `${est} élevée : au-dessus de la zone optimale, vous avez donc augmenté rapidement ; surveillez votre récupération`,
      'very high': `${est} très élevée : bien au-dessus de ce à quoi vous êtes habitué, ce qui augmente le risque de surmenage ; quelques jours plus faciles la feraient redescendre`,
    }[band]
    return `D’après le rapport entre charge aiguë et charge chronique, votre charge d’entraînement ${v}.`
  },
  loadUnjudged: 'Vos résumés ne jugent pas encore le rapport de charge : il faut pour cela environ trois semaines d’historique d’entraînement.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'Le dernier entraînement de cette période' : 'Votre entraînement le plus récent'} : ${title}.`,
  metric: (name) => FR_METRICS[name] ?? `indicateur ${fr.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? frAnd(metrics.map((m) => `votre ${m}`)) : 'vos scores'
    return p ? `Voici ce que dit votre résumé de tendances sur ${what} ${fr.when(p)}.` : `Voici ce que dit votre dernier résumé de tendances sur ${what}.`
  },
  trendNoMatch: 'Il ne contient pas de tendance sur ce point précis ; voici ce qu’il a trouvé pour vos scores quotidiens.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? frAnd(habits) : 'vos habitudes'} et ${metrics.length ? frAnd(metrics.map((m) => `votre ${m}`)) : 'vos scores'}`
    return p
      ? `Voici ce que dit votre résumé de l’effet des habitudes sur ${what} ${fr.when(p)}.`
      : `Voici ce que dit votre dernier résumé de l’effet des habitudes sur ${what}.`
  },
  impactNoMatch:
    'Il compare les jours avec et sans chaque habitude que vous enregistrez ; aucune de vos habitudes enregistrées ne correspond à votre question, voici donc ce qu’il a trouvé pour elles.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Oui, d’après vos propres données : votre ${m} a été nettement plus élevé les jours avec ${fr.quote(h)} que les jours sans`,
      'lower on habit days': `Pas d’après vos propres données : votre ${m} a été nettement plus bas les jours avec ${fr.quote(h)} que les jours sans`,
      'no clear difference': `Pas clairement : vos données ne montrent pas de différence nette de votre ${m} entre les jours avec et sans ${fr.quote(h)}`,
    })[finding],
  notProof: 'C’est une association entre des jours, pas la preuve que l’un cause l’autre.',
  notEnoughData:
    'Il n’y a pas encore assez de données pour le dire : la comparaison demande au moins une semaine de jours avec l’habitude et une semaine de jours sans.',
  help:
    'Je réponds à partir des résumés et des faits que healthd a enregistrés sur vous. Posez vos questions sur votre sommeil, vos entraînements et ' +
    'votre charge d’entraînement, vos repas, la pleine conscience, vos habitudes ou vos tendances, ou demandez si une habitude va de pair avec de ' +
    'meilleurs scores, pour un jour, une semaine ou un mois : par exemple « Comment ai-je dormi la semaine dernière ? », « Qu’est-ce que j’ai mangé ' +
    'hier ? », « Ma charge d’entraînement est-elle trop élevée ? » ou « La méditation aide-t-elle mon sommeil ? ».',
  scopeNote: (what, scope) => `Ce jeton ne peut pas lire ${{ summaries: 'vos résumés', profile: 'votre profil', facts: 'les faits' }[what]} (il lui manque le scope ${scope}).`,
  noSummariesScope: 'Je réponds uniquement à partir d’eux, je ne peux donc pas répondre à cela ; un jeton avec ce scope le peut.',
  utcNoScope: 'Les jours sont comptés en UTC.',
  profileUnread: 'Je n’ai pas pu lire votre profil à l’instant, les jours sont donc comptés en UTC.',
  noFactsScope: 'Aucun n’est donc inclus.',
  noUser: 'Aucune donnée n’est enregistrée pour cet utilisateur.',
  summariesUnread: 'Je n’ai pas pu lire vos résumés à l’instant ; veuillez réessayer dans un moment.',
}

// ---- Spanish ----------------------------------------------------------------------------------------

const ES_WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
const ES_SMALL = (
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve ' +
  'veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'
).split(' ')
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']
const ES_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos']

const esBelow100 = (n: number) => (n < 30 ? ES_SMALL[n]! : ES_TENS[Math.floor(n / 10)]! + (n % 10 ? ` y ${ES_SMALL[n % 10]}` : ''))
/** A count before a noun of gender `g` ("veintiún días", "veintiuna semanas"), or alone ('n'). */
function esCount(n: number, g: 'm' | 'f' | 'n' = 'n'): string {
  let s: string
  if (n < 100) s = esBelow100(n)
  else if (n < 1000) s = n === 100 ? 'cien' : `${ES_HUNDREDS[Math.floor(n / 100)]}${n % 100 ? ` ${esBelow100(n % 100)}` : ''}`
  else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    s = `${t === 1 ? 'mil' : `${esCount(t, g === 'f' ? 'f' : 'm')} mil`}${n % 1000 ? ` ${esCount(n % 1000)}` : ''}`
  } else return g === 'f' ? 'muchas' : 'muchos'
  if (g === 'm') return s.replace(/veintiuno$/, 'veintiún').replace(/\buno$/, 'un')
  if (g === 'f') return s.replace(/uno$/, 'una').replace(/ientos\b/g, 'ientas')
  return s
}
const esYear = (y: YearRef) =>
  y.k === 'this' ? '' : y.k === 'last' ? ' del año pasado' : y.k === 'next' ? ' del año que viene' : y.k === 'ago' ? ` de hace ${esCount(y.n, 'm')} años` : ' de un año posterior'
const esDay = (d: DayRef) => `${ES_WEEKDAYS[d.dow]} ${d.date === 1 ? 'primero' : esCount(d.date)} de ${ES_MONTHS[d.month]}${esYear(d.year)}`
const ES_UNIT: Record<CountUnit, [string, string, string]> = { day: ['los', 'últimos', 'días'], week: ['las', 'últimas', 'semanas'], month: ['los', 'últimos', 'meses'] }

function esLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'hoy'
    case 'yesterday':
      return 'ayer'
    case 'dayBeforeYesterday':
      return 'anteayer'
    case 'lastNight':
      return 'anoche'
    case 'day':
      return `el ${esDay(p.day)}`
    case 'weekday':
      return `el ${ES_WEEKDAYS[p.dow]}${p.last ? ' pasado' : ''}`
    case 'thisWeek':
      return 'esta semana'
    case 'lastWeek':
      return 'la semana pasada'
    case 'weekBeforeLast':
      return 'la semana antepasada'
    case 'weeksAgo':
      return w ? `hace ${esCount(p.n, 'f')} semanas` : `la semana de hace ${esCount(p.n, 'f')} semanas`
    case 'weekOf':
      return `la semana del ${esDay(p.day)}`
    case 'thisMonth':
      return 'este mes'
    case 'lastMonth':
      return 'el mes pasado'
    case 'month':
      return `${w ? 'en ' : ''}${ES_MONTHS[p.month]}${esYear(p.year)}`
    case 'thisYear':
      return 'este año'
    case 'lastYear':
      return 'el año pasado'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `hace ${esCount(y.n, 'm')} años` : `el año de hace ${esCount(y.n, 'm')} años`
      if (y.k === 'next') return 'el año que viene'
      if (y.k === 'later') return w ? 'en un año posterior' : 'un año posterior'
      return esLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return `${w ? 'en ' : ''}${{ day: 'el último día', week: 'la última semana', month: 'el último mes' }[p.unit]}`
    case 'lastN': {
      const [art, last, noun] = ES_UNIT[p.unit]
      return `${w ? 'en ' : ''}${art} ${last} ${esCount(p.n, genderOf(p.unit))} ${noun}`
    }
    case 'thisWeekend':
      return 'este fin de semana'
    case 'lastWeekend':
      return 'el fin de semana pasado'
    case 'range':
      return `${w ? '' : 'el periodo '}del ${esDay(p.from)} al ${esDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'en ' : ''}los ${esCount(p.n, 'm')} días anteriores`
  }
}

const ES_METRICS: Record<string, string> = {
  sleep_score: 'puntuación de sueño',
  readiness_score: 'puntuación de preparación',
  activity_score: 'puntuación de actividad',
  recovery_score: 'puntuación de recuperación',
}
const esAnd = joinWith('y')

const es: AnswerText = {
  weekdays: ES_WEEKDAYS.map(cap),
  when: (p) => esLabel(p, 'when'),
  what: (p) => esLabel(p, 'what'),
  day: (p) => (p.k === 'day' ? cap(esDay(p.day)) : cap(esLabel(p, 'what'))),
  quote: (s) => `«${s}»`,
  week: 'Semana',
  nouns: {
    sleep: 'su sueño',
    workouts: 'sus entrenamientos',
    meals: 'lo que comió',
    mindfulness: 'sus sesiones de atención plena',
    habits: 'sus hábitos',
    load: 'su carga de entrenamiento',
  },
  lead: (noun, p) => (p ? `Esto es lo que dicen sus resúmenes sobre ${noun} ${es.when(p)}.` : `Esto es lo que dicen sus resúmenes más recientes sobre ${noun}.`),
  headers: {
    nightByNight: 'Noche a noche:',
    recentNights: 'Sus últimas noches:',
    workoutByWorkout: 'Entrenamiento a entrenamiento:',
    recentWorkouts: 'Sus últimos entrenamientos:',
    mealByMeal: 'Comida a comida:',
    dayByDay: 'Día a día:',
    recentMeals: 'Sus últimas comidas:',
    sessionBySession: 'Sesión a sesión:',
    recentSessions: 'Sus últimas sesiones:',
    recentDays: 'Sus últimos días:',
  },
  none: {
    sleep: { none: 'No tengo resúmenes de sueño', hint: 'Los resúmenes de sueño se escriben en cuanto se sincronizan las puntuaciones de sueño.' },
    workouts: {
      none: 'No tengo resúmenes de entrenamientos',
      hint: 'Los resúmenes de entrenamientos se escriben cuando se sincronizan entrenamientos, y un resumen semanal de entrenamiento cuando termina una semana con entrenamientos.',
    },
    meals: { none: 'No tengo resúmenes de comidas', hint: 'Los resúmenes de comidas se escriben cuando se registran comidas.' },
    mindfulness: {
      none: 'No tengo resúmenes de atención plena',
      hint: 'Los resúmenes de atención plena se escriben cuando se sincronizan sesiones de atención plena.',
    },
    habits: {
      none: 'No tengo resúmenes de sus hábitos',
      hint: 'Los hábitos aparecen en los resúmenes diarios y semanales en cuanto se sincronizan los registros de hábitos (registros diarios de tipo logs).',
    },
    overview: { none: 'No tengo resúmenes diarios ni semanales', hint: 'Se escriben cuando termina un día o una semana con datos sincronizados.' },
    load: {
      none: 'No tengo resúmenes de carga de entrenamiento',
      hint: 'Los resúmenes de entrenamientos se escriben cuando se sincronizan entrenamientos con una puntuación de estrés de entrenamiento (TSS); la relación de carga necesita unas tres semanas de historial de entrenamiento.',
    },
    trends: {
      none: 'No tengo resúmenes de tendencias',
      hint: 'Se escribe un resumen de tendencias al final de cada semana con puntuaciones, y una tendencia necesita al menos dos de esas semanas.',
    },
    impact: {
      none: 'No tengo resúmenes del efecto de sus hábitos',
      hint: 'Un resumen así se escribe al final de cada semana con registros de hábitos; una comparación necesita al menos una semana de días con el hábito y una semana de días sin él.',
    },
    impactPair: {
      none: 'No tengo un resumen del efecto de ese hábito sobre esa puntuación',
      hint: 'Un hábito y una puntuación se comparan cuando ambos se han registrado durante unas semanas.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `para ${es.what(p)}` : 'todavía'}, así que no puedo decirle nada sobre eso. ${hint}`,
  recentWeeksOnly: 'Esas son las semanas más recientes de ese periodo.',
  facts: 'Lo que healthd ha deducido sobre usted a partir de las últimas semanas:',
  moreInPeriod: '- … y más en ese periodo, no enumerados aquí.',
  moreEarlier: '- … y otros anteriores, no enumerados aquí.',
  overviewLead: (p, latest) =>
    p
      ? `Esto es lo que dicen sus resúmenes sobre ${es.what(p)}.`
      : latest === 'day'
        ? 'Esto es lo que dice su resumen diario más reciente.'
        : latest === 'weeks'
          ? 'Esto es lo que dicen sus resúmenes semanales más recientes.'
          : 'Esto es lo que dice su resumen semanal más reciente.',
  loadVerdict: (band, past) => {
    const [es_, esta] = past ? ['era', 'estaba'] : ['es', 'está']
    const v = {
      low: `${es_} baja: por debajo de lo habitual para usted, así que no ${es_} demasiado alta`,
      optimal: `${esta} en la zona óptima: en línea con lo habitual para usted, así que no ${es_} demasiado alta`,
      high: `${es_} alta: por encima de la zona óptima, así que ha aumentado rápidamente; vigile cómo se recupera`,
      'very high': `${es_} muy alta: muy por encima de lo habitual para usted, lo que aumenta el riesgo de sobrecarga; unos días más suaves la harían bajar`,
    }[band]
    return `Según la relación entre carga aguda y crónica, su carga de entrenamiento ${v}.`
  },
  loadUnjudged: 'Sus resúmenes aún no valoran la relación de carga: hacen falta unas tres semanas de historial de entrenamiento.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'El último entrenamiento de ese periodo' : 'Su entrenamiento más reciente'}: ${title}.`,
  metric: (name) => ES_METRICS[name] ?? `métrica ${es.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? esAnd(metrics.map((m) => `su ${m}`)) : 'sus puntuaciones'
    return p ? `Esto es lo que dice su resumen de tendencias sobre ${what} ${es.when(p)}.` : `Esto es lo que dice su último resumen de tendencias sobre ${what}.`
  },
  trendNoMatch: 'No contiene una tendencia exactamente sobre eso; esto es lo que encontró para sus puntuaciones diarias.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? esAnd(habits) : 'sus hábitos'} y ${metrics.length ? esAnd(metrics.map((m) => `su ${m}`)) : 'sus puntuaciones'}`
    return p
      ? `Esto es lo que dice su resumen del efecto de los hábitos sobre ${what} ${es.when(p)}.`
      : `Esto es lo que dice su último resumen del efecto de los hábitos sobre ${what}.`
  },
  impactNoMatch:
    'Compara los días con y sin cada hábito que registra; ninguno de sus hábitos registrados coincide con lo que preguntó, así que esto es lo que encontró para ellos.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Sí, según sus propios datos: su ${m} ha sido claramente más alta los días con ${es.quote(h)} que los días sin ello`,
      'lower on habit days': `No según sus propios datos: su ${m} ha sido claramente más baja los días con ${es.quote(h)} que los días sin ello`,
      'no clear difference': `No claramente: sus datos no muestran una diferencia clara en su ${m} entre los días con y sin ${es.quote(h)}`,
    })[finding],
  notProof: 'Es una asociación entre días, no una prueba de que una cosa cause la otra.',
  notEnoughData:
    'Todavía no hay datos suficientes para saberlo: la comparación necesita al menos una semana de días con el hábito y una semana de días sin él.',
  help:
    'Respondo a partir de los resúmenes y datos que healthd ha guardado sobre usted. Pregunte por su sueño, sus entrenamientos y su carga de ' +
    'entrenamiento, sus comidas, la atención plena, sus hábitos o tendencias, o si un hábito va unido a mejores puntuaciones, para un día, una ' +
    'semana o un mes: por ejemplo «¿Cómo dormí la semana pasada?», «¿Qué comí ayer?», «¿Mi carga de entrenamiento es demasiado alta?» o ' +
    '«¿La meditación ayuda a mi sueño?».',
  scopeNote: (what, scope) => `Este token no puede leer ${{ summaries: 'sus resúmenes', profile: 'su perfil', facts: 'los hechos' }[what]} (le falta el scope ${scope}).`,
  noSummariesScope: 'Solo respondo a partir de ellos, así que no puedo responder a esto; un token con ese scope sí puede.',
  utcNoScope: 'Los días se cuentan en UTC.',
  profileUnread: 'No he podido leer su perfil ahora mismo, así que los días se cuentan en UTC.',
  noFactsScope: 'Así que no se incluye ninguno.',
  noUser: 'No hay datos guardados para este usuario.',
  summariesUnread: 'No he podido leer sus resúmenes ahora mismo; vuelva a intentarlo en un momento.',
}

// ---- Portuguese -------------------------------------------------------------------------------------

const PT_WEEKDAYS = ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo']
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
const PT_SMALL = 'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(' ')
const PT_TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa']
const PT_HUNDREDS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos']

const ptBelow100 = (n: number) => (n < 20 ? PT_SMALL[n]! : PT_TENS[Math.floor(n / 10)]! + (n % 10 ? ` e ${PT_SMALL[n % 10]}` : ''))
function ptCount(n: number, g: 'm' | 'f' = 'm'): string {
  let s: string
  if (n < 100) s = ptBelow100(n)
  else if (n < 1000) s = n === 100 ? 'cem' : `${PT_HUNDREDS[Math.floor(n / 100)]}${n % 100 ? ` e ${ptBelow100(n % 100)}` : ''}`
  else if (n < 1_000_000) {
    const t = Math.floor(n / 1000)
    const r = n % 1000
    s = `${t === 1 ? 'mil' : `${ptCount(t)} mil`}${r ? `${r < 100 || r % 100 === 0 ? ' e' : ''} ${ptCount(r)}` : ''}`
  } else return g === 'f' ? 'muitas' : 'muitos'
  return g === 'f' ? s.replace(/\bum\b/g, 'uma').replace(/\bdois\b/g, 'duas').replace(/entos\b/g, 'entas') : s
}
const ptYear = (y: YearRef) =>
  y.k === 'this' ? '' : y.k === 'last' ? ' do ano passado' : y.k === 'next' ? ' do próximo ano' : y.k === 'ago' ? ` de há ${ptCount(y.n)} anos` : ' de um ano posterior'
const ptDay = (d: DayRef) => `${PT_WEEKDAYS[d.dow]}, ${d.date === 1 ? 'primeiro' : ptCount(d.date)} de ${PT_MONTHS[d.month]}${ptYear(d.year)}`
/** Monday to Friday are feminine ("na segunda-feira"), Saturday and Sunday masculine ("no sábado"). */
const ptOn = (dow: number) => (dow < 5 ? 'na' : 'no')
const PT_UNIT: Record<CountUnit, [string, string, string]> = { day: ['os', 'últimos', 'dias'], week: ['as', 'últimas', 'semanas'], month: ['os', 'últimos', 'meses'] }

function ptLabel(p: PeriodLabel, form: 'when' | 'what'): string {
  const w = form === 'when'
  switch (p.k) {
    case 'today':
      return 'hoje'
    case 'yesterday':
      return 'ontem'
    case 'dayBeforeYesterday':
      return 'anteontem'
    case 'lastNight':
      return w ? 'ontem à noite' : 'a noite passada'
    case 'day':
      return w ? `${ptOn(p.day.dow)} ${ptDay(p.day)}` : ptDay(p.day)
    case 'weekday': {
      const name = PT_WEEKDAYS[p.dow]!
      const fem = p.dow < 5
      if (p.last) return `${w ? (fem ? 'na' : 'no') : fem ? 'a' : 'o'} ${name} ${fem ? 'passada' : 'passado'}`
      return w ? `${ptOn(p.dow)} ${name}` : name
    }
    case 'thisWeek':
      return 'esta semana'
    case 'lastWeek':
      return w ? 'na semana passada' : 'a semana passada'
    case 'weekBeforeLast':
      return w ? 'na semana anterior à passada' : 'a semana anterior à passada'
    case 'weeksAgo':
      return w ? `há ${ptCount(p.n, 'f')} semanas` : `a semana de há ${ptCount(p.n, 'f')} semanas`
    case 'weekOf':
      return `${w ? 'na' : 'a'} semana de ${ptDay(p.day)}`
    case 'thisMonth':
      return 'este mês'
    case 'lastMonth':
      return w ? 'no mês passado' : 'o mês passado'
    case 'month':
      return `${w ? 'em ' : ''}${PT_MONTHS[p.month]}${ptYear(p.year)}`
    case 'thisYear':
      return 'este ano'
    case 'lastYear':
      return w ? 'no ano passado' : 'o ano passado'
    case 'year': {
      const y = p.year
      if (y.k === 'ago') return w ? `há ${ptCount(y.n)} anos` : `o ano de há ${ptCount(y.n)} anos`
      if (y.k === 'next') return w ? 'no próximo ano' : 'o próximo ano'
      if (y.k === 'later') return w ? 'num ano posterior' : 'um ano posterior'
      return ptLabel({ k: y.k === 'this' ? 'thisYear' : 'lastYear' }, form)
    }
    case 'past':
      return w ? { day: 'no último dia', week: 'na última semana', month: 'no último mês' }[p.unit] : { day: 'o último dia', week: 'a última semana', month: 'o último mês' }[p.unit]
    case 'lastN': {
      const [art, last, noun] = PT_UNIT[p.unit]
      return `${w ? `n${art}` : art} ${last} ${ptCount(p.n, genderOf(p.unit))} ${noun}`
    }
    case 'thisWeekend':
      return 'este fim de semana'
    case 'lastWeekend':
      return w ? 'no fim de semana passado' : 'o fim de semana passado'
    case 'range':
      return `${w ? '' : 'o período '}de ${ptDay(p.from)} a ${ptDay(p.to)}`
    case 'daysBefore':
      return `${w ? 'nos' : 'os'} ${ptCount(p.n)} dias anteriores`
  }
}

const PT_METRICS: Record<string, string> = {
  sleep_score: 'pontuação de sono',
  readiness_score: 'pontuação de prontidão',
  activity_score: 'pontuação de atividade',
  recovery_score: 'pontuação de recuperação',
}
const ptAnd = joinWith('e')

const pt: AnswerText = {
  weekdays: PT_WEEKDAYS.map(cap),
  when: (p) => ptLabel(p, 'when'),
  what: (p) => ptLabel(p, 'what'),
  day: (p) => (p.k === 'day' ? cap(ptDay(p.day)) : cap(ptLabel(p, 'what'))),
  quote: (s) => `“${s}”`,
  week: 'Semana',
  nouns: {
    sleep: 'o seu sono',
    workouts: 'os seus treinos',
    meals: 'o que comeu',
    mindfulness: 'as suas sessões de atenção plena',
    habits: 'os seus hábitos',
    load: 'a sua carga de treino',
  },
  lead: (noun, p) => (p ? `Eis o que dizem os seus resumos sobre ${noun} ${pt.when(p)}.` : `Eis o que dizem os seus resumos mais recentes sobre ${noun}.`),
  headers: {
    nightByNight: 'Noite a noite:',
    recentNights: 'As suas noites mais recentes:',
    workoutByWorkout: 'Treino a treino:',
    recentWorkouts: 'Os seus treinos mais recentes:',
    mealByMeal: 'Refeição a refeição:',
    dayByDay: 'Dia a dia:',
    recentMeals: 'As suas refeições mais recentes:',
    sessionBySession: 'Sessão a sessão:',
    recentSessions: 'As suas sessões mais recentes:',
    recentDays: 'Os seus dias mais recentes:',
  },
  none: {
    sleep: { none: 'Não tenho resumos de sono', hint: 'Os resumos de sono são escritos assim que as pontuações de sono são sincronizadas.' },
    workouts: {
      none: 'Não tenho resumos de treinos',
      hint: 'Os resumos de treinos são escritos quando os treinos são sincronizados, e um resumo semanal de treino quando termina uma semana com treinos.',
    },
    meals: { none: 'Não tenho resumos de refeições', hint: 'Os resumos de refeições são escritos quando as refeições são registadas.' },
    mindfulness: {
      none: 'Não tenho resumos de atenção plena',
      hint: 'Os resumos de atenção plena são escritos quando as sessões de atenção plena são sincronizadas.',
    },
    habits: {
      none: 'Não tenho resumos dos seus hábitos',
      hint: 'Os hábitos aparecem nos resumos diários e semanais assim que os registos de hábitos (registos diários do tipo logs) são sincronizados.',
    },
    overview: { none: 'Não tenho resumos diários nem semanais', hint: 'São escritos quando termina um dia ou uma semana com dados sincronizados.' },
    load: {
      none: 'Não tenho resumos de carga de treino',
      hint: 'Os resumos de treinos são escritos quando são sincronizados treinos com uma pontuação de stress de treino (TSS); a relação de carga precisa de cerca de três semanas de histórico de treino.',
    },
    trends: {
      none: 'Não tenho resumos de tendências',
      hint: 'É escrito um resumo de tendências no fim de cada semana com pontuações, e uma tendência precisa de pelo menos duas dessas semanas.',
    },
    impact: {
      none: 'Não tenho resumos do efeito dos seus hábitos',
      hint: 'Um resumo destes é escrito no fim de cada semana com registos de hábitos; uma comparação precisa de pelo menos uma semana de dias com o hábito e uma semana de dias sem ele.',
    },
    impactPair: {
      none: 'Não tenho um resumo do efeito desse hábito nessa pontuação',
      hint: 'Um hábito e uma pontuação são comparados quando ambos foram registados durante algumas semanas.',
    },
  },
  nothing: (none, p, hint) => `${none} ${p ? `para ${pt.what(p)}` : 'ainda'}, por isso não lhe posso dizer nada sobre isso. ${hint}`,
  recentWeeksOnly: 'Essas são as semanas mais recentes desse período.',
  facts: 'O que o healthd concluiu sobre si a partir das últimas semanas:',
  moreInPeriod: '- … e mais nesse período, não listados aqui.',
  moreEarlier: '- … e outros anteriores, não listados aqui.',
  overviewLead: (p, latest) =>
    p
      ? `Eis o que dizem os seus resumos sobre ${pt.what(p)}.`
      : latest === 'day'
        ? 'Eis o que diz o seu resumo diário mais recente.'
        : latest === 'weeks'
          ? 'Eis o que dizem os seus resumos semanais mais recentes.'
          : 'Eis o que diz o seu resumo semanal mais recente.',
  loadVerdict: (band, past) => {
    const [e, esta] = past ? ['era', 'estava'] : ['é', 'está']
    const v = {
      low: `${e} baixa: abaixo do que está habituado, por isso não ${e} demasiado alta`,
      optimal: `${esta} na zona ótima: em linha com o que está habituado, por isso não ${e} demasiado alta`,
      high: `${e} alta: acima da zona ótima, por isso tem aumentado depressa; atenção à sua recuperação`,
      'very high': `${e} muito alta: bem acima do que está habituado, o que aumenta o risco de sobrecarga; alguns dias mais leves fariam com que baixasse`,
    }[band]
    return `Segundo a relação entre carga aguda e crónica, a sua carga de treino ${v}.`
  },
  loadUnjudged: 'Os seus resumos ainda não avaliam a relação de carga: são precisas cerca de três semanas de histórico de treino.',
  lastWorkout: (inPeriod, title) => `${inPeriod ? 'O último treino desse período' : 'O seu treino mais recente'}: ${title}.`,
  metric: (name) => PT_METRICS[name] ?? `métrica ${pt.quote(label(name))}`,
  trendLead: (metrics, p) => {
    const what = metrics.length ? ptAnd(metrics.map((m) => `a sua ${m}`)) : 'as suas pontuações'
    return p ? `Eis o que diz o seu resumo de tendências sobre ${what} ${pt.when(p)}.` : `Eis o que diz o seu resumo de tendências mais recente sobre ${what}.`
  },
  trendNoMatch: 'Não tem uma tendência exatamente sobre isso; eis o que encontrou para as suas pontuações diárias.',
  impactLead: (habits, metrics, p) => {
    const what = `${habits.length ? ptAnd(habits) : 'os seus hábitos'} e ${metrics.length ? ptAnd(metrics.map((m) => `a sua ${m}`)) : 'as suas pontuações'}`
    return p
      ? `Eis o que diz o seu resumo do efeito dos hábitos sobre ${what} ${pt.when(p)}.`
      : `Eis o que diz o seu resumo do efeito dos hábitos mais recente sobre ${what}.`
  },
  impactNoMatch:
    'Compara os dias com e sem cada hábito que regista; nenhum dos seus hábitos registados corresponde ao que perguntou, por isso eis o que encontrou para eles.',
  impactVerdict: (finding, m, h) =>
    ({
      'higher on habit days': `Sim, segundo os seus próprios dados: a sua ${m} tem sido claramente mais alta nos dias com ${pt.quote(h)} do que nos dias sem`,
      'lower on habit days': `Não segundo os seus próprios dados: a sua ${m} tem sido claramente mais baixa nos dias com ${pt.quote(h)} do que nos dias sem`,
      'no clear difference': `Não claramente: os seus dados não mostram uma diferença clara na sua ${m} entre os dias com e sem ${pt.quote(h)}`,
    })[finding],
  notProof: 'É uma associação entre dias, não uma prova de que uma coisa cause a outra.',
  notEnoughData: 'Ainda não há dados suficientes para o dizer: a comparação precisa de pelo menos uma semana de dias com o hábito e uma semana de dias sem ele.',
  help:
    'Respondo a partir dos resumos e factos que o healthd guardou sobre si. Pergunte pelo seu sono, treinos e carga de treino, refeições, atenção ' +
    'plena, hábitos ou tendências, ou se um hábito anda a par de melhores pontuações, para um dia, uma semana ou um mês: por exemplo “Como dormi ' +
    'na semana passada?”, “O que comi ontem?”, “A minha carga de treino está alta demais?” ou “A meditação ajuda o meu sono?”.',
  scopeNote: (what, scope) => `Este token não pode ler ${{ summaries: 'os seus resumos', profile: 'o seu perfil', facts: 'os factos' }[what]} (falta-lhe o scope ${scope}).`,
  noSummariesScope: 'Só respondo a partir deles, por isso não posso responder a isto; um token com esse scope pode.',
  utcNoScope: 'Os dias são contados em UTC.',
  profileUnread: 'Não consegui ler o seu perfil agora, por isso os dias são contados em UTC.',
  noFactsScope: 'Por isso, nenhum é incluído.',
  noUser: 'Não há dados guardados para este utilizador.',
  summariesUnread: 'Não consegui ler os seus resumos agora; tente novamente daqui a pouco.',
}

export const ANSWER_TEXT: Record<AnswerLanguage, AnswerText> = { en, de, fr, es, pt }

// ---- the question's words ---------------------------------------------------------------------------
//
// Questions are read after `foldText`: lower case, diacritics stripped (NFD), "ß" as "ss", punctuation
// other than apostrophes and hyphens as spaces. Every pattern below is written for such text. The
// words of every language are looked for whatever language the answer is in.

/** Lower case without diacritics: "Mañana" → "manana", "Übertraining" → "ubertraining", "dreißig" → "dreissig". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss').replace(/œ/g, 'oe').replace(/æ/g, 'ae')

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

/** The English words another language's words are read as (for topics, and for naming habits and scores). */
export type GlossTarget =
  | 'sleep'
  | 'night'
  | 'tired'
  | 'eat'
  | 'meal'
  | 'calories'
  | 'protein'
  | 'breakfast'
  | 'lunch'
  | 'dinner'
  | 'training'
  | 'workout'
  | 'run'
  | 'cycling'
  | 'swim'
  | 'gym'
  | 'meditation'
  | 'mindfulness'
  | 'breathing'
  | 'relax'
  | 'stress'
  | 'habit'
  | 'routine'
  | 'streak'
  | 'readiness'
  | 'recovery'
  | 'score'
  | 'activity'
  | 'journal'
  | 'write'
  | 'worry'
  | 'read'
  | 'walk'
  | 'alcohol'
  | 'coffee'

/**
 * How one language asks. Glosses: space-separated words, where "x*" is any word starting with x,
 * "*x" any word ending with it, "*x*" any word containing it, and a pattern with a space or hyphen
 * a phrase. The rest are regular expression sources (Unicode mode) on folded text; a period's parts
 * are named groups: unit, n, past, strict, dow, prep, month, year (a digit may follow a name that
 * is used twice in one source: unit2, strict2).
 */
export interface QuestionWords {
  gloss: Record<GlossTarget, string>
  /** "does meditation help my sleep?" */
  impact: readonly string[]
  /** "can you help me understand…" asks for help; it is not a question about what helps. */
  helpRequest: readonly string[]
  trend: readonly string[]
  /** Load words that count only when workouts are named too ("too much"). */
  load: readonly string[]
  /** Load words that name the training load on their own. */
  loadAlone: readonly string[]
  /** "how was my week?": with the unit, if any, as group unit. */
  overview: readonly string[]
  /** A message that goes on from the one before ("and the week before?"). */
  followUp: readonly string[]
  dayBeforeYesterday: readonly string[]
  beforeLast: readonly string[]
  previous: readonly string[]
  before: readonly string[]
  lastN: readonly string[]
  ago: readonly string[]
  lastNight: readonly string[]
  today: readonly string[]
  yesterday: readonly string[]
  thisPeriod: readonly string[]
  lastPeriod: readonly string[]
  weekday: readonly string[]
  month: readonly string[]
  units: Record<string, Unit | 'weekend'>
  counts: Record<string, number>
  weekdays: Record<string, number>
  months: Record<string, number>
  /** Month names that are also other words: a month only after a preposition or before a year. */
  ambiguousMonths: readonly string[]
}

const NO_GLOSS = Object.fromEntries(
  (
    'sleep night tired eat meal calories protein breakfast lunch dinner training workout run cycling swim gym meditation mindfulness breathing relax stress ' +
    'habit routine streak readiness recovery score activity journal write worry read walk alcohol coffee'
  )
    .split(' ')
    .map((k) => [k, '']),
) as Record<GlossTarget, string>

const indexed = (words: string) => Object.fromEntries(words.split(' ').map((w, i) => [w, i]))
/** "a|b c|d": index of each alternative group, so names sharing a day or a month get its index. */
const indexedAlternatives = (groups: string) => Object.fromEntries(groups.split(' ').flatMap((g, i) => g.split('|').map((w) => [w, i])))

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

const DE_WORDS: QuestionWords = {
  gloss: {
    sleep: 'schlaf* *schlaf *schlafs geschlafen schlief* ausgeschlafen eingeschlafen',
    night: 'nacht nachte nachts',
    tired: 'mude mudigkeit erschopft*',
    eat: 'essen gegessen isst ernahrung* nahrung* lebensmittel*',
    meal: 'mahlzeit* *mahlzeit *mahlzeiten',
    calories: 'kalorie*',
    protein: 'eiweiss* kohlenhydrat* fett ballaststoff* zucker',
    breakfast: 'fruhstuck*',
    lunch: 'mittagessen',
    dinner: 'abendessen abendbrot',
    training: 'training* trainier* *training',
    workout: 'workout* ubung* sportlich*',
    run: 'laufen gelaufen joggen gejoggt',
    cycling: 'radfahr* radtour* fahrrad* rennrad*',
    swim: 'schwimm* geschwommen',
    gym: 'fitnessstudio* krafttraining',
    meditation: 'meditation* meditier*',
    mindfulness: 'achtsam*',
    breathing: 'atem* atmung*',
    relax: 'entspann*',
    stress: 'gestresst',
    habit: 'gewohnheit*',
    routine: 'routine*',
    streak: 'strahne*',
    readiness: 'bereitschaft*',
    recovery: 'erholung*',
    score: '*wert *werte punktzahl*',
    activity: 'aktivitat*',
    journal: 'tagebuch*',
    write: 'schreiben aufschreiben',
    worry: 'sorgen grubeln',
    read: 'lesen gelesen',
    walk: 'spazier*',
    alcohol: 'alkohol*',
    coffee: 'kaffee* koffein*',
  },
  impact: [
    String.raw`\b(?:hilft|helfen|hilfreich|geholfen|auswirkung\w*|wirkt|einfluss\w*|beeinfluss\w*|zusammenhang\w*|gut fur|schlecht fur|fuhrt zu)\b`,
    String.raw`^(?:verbessert|verschlechtert|steigert|senkt|stort)\b`,
  ],
  helpRequest: [String.raw`\b(?:kannst du|konnen sie|konntest du|konnten sie) mir helfen\b|\bhilf mir\b|\bhelfen sie mir\b`],
  trend: [
    String.raw`\b(?:trend\w*|entwicklung\w*|entwickelt|besser geworden|schlechter geworden|verbessert|verschlechtert|im laufe der zeit|langfristig\w*|fortschritt\w*|wird (?:\p{L}+ )*?(?:besser|schlechter))\b`,
  ],
  load: [String.raw`\b(?:akut\w*|chronisch\w*|zu viel training|zu viel trainiert|zu hart|zu viel|ubertrain\w*|uberlast\w*)\b`],
  loadAlone: [String.raw`belastung|\bubertrain\w*`],
  overview: [
    String.raw`\bwie (?:war|ist|lief|verlief) (?:mein|meine|die|der|das|diese|dieser|dieses|letzte|letzter|letztes)? ?(?<unit>tag|woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?:mein|meine) (?<unit>tag|woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?:uberblick|ubersicht|zusammenfassung|zusammenfassen|insgesamt|im allgemeinen|wie geht es mir|wie geht's mir)\b`,
  ],
  followUp: [String.raw`^(?:und|was ist mit|wie ist es mit|wie sieht es mit|auch|dann|genauso)\b`],
  dayBeforeYesterday: [String.raw`\bvorgestern\b`],
  beforeLast: [String.raw`\bvorletzte[nrsm]?\s+(?<unit>woche|monat|jahr)\b`],
  previous: [String.raw`\b(?:vorherige[nrsm]?|vorangegangene[nrsm]?)\s+(?<unit>tag|woche|monat|jahr)\b`],
  before: [String.raw`\b(?:die |den |das |der )?(?<unit>tag|woche|monat|jahr|wochenende) davor\b|\b(?:davor|zuvor)\b`],
  lastN: [String.raw`\b(?:letzte[nrsm]?|vergangene[nrsm]?)\s+(?<n>\d{1,3}|[a-z]+)\s+(?<unit>tage|tagen|wochen|monate|monaten)\b`],
  ago: [String.raw`\bvor\s+(?<n>\d{1,3}|[a-z]+)\s+(?<unit>tag|tagen|woche|wochen|monat|monaten)\b`],
  lastNight: [String.raw`\b(?:letzte|vergangene|heute) nacht\b`],
  today: [String.raw`\bheute\b`],
  yesterday: [String.raw`\bgestern\b`],
  thisPeriod: [String.raw`\b(?:diese[nrsm]?|aktuelle[nrsm]?|laufende[nrsm]?)\s+(?<unit>woche|monat|jahr|wochenende)\b`],
  lastPeriod: [
    String.raw`\b(?:letzte[nrsm]?|vergangene[nrsm]?|vorige[nrsm]?)\s+(?<unit>woche|monat|jahr|wochenende)\b`,
    String.raw`\b(?<unit>vorwoche|vormonat|vorjahr)\b`,
  ],
  weekday: [
    String.raw`\b(?:(?<strict>letzte[nrsm]?|vergangene[nrsm]?|vorige[nrsm]?)\s+|(?:am|diese[nrsm]?)\s+)?(?<dow>montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)s?\b`,
  ],
  month: [
    String.raw`\b(?:(?<prep>im|in|seit|wahrend|fur|von|bis|ab)\s+)?(?<month>januar|janner|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)(?:\s+(?<year>\d{4}))?\b`,
  ],
  units: {
    tag: 'day',
    tage: 'day',
    tagen: 'day',
    woche: 'week',
    wochen: 'week',
    vorwoche: 'week',
    monat: 'month',
    monate: 'month',
    monaten: 'month',
    vormonat: 'month',
    jahr: 'year',
    vorjahr: 'year',
    wochenende: 'weekend',
  },
  counts: {
    ...Object.fromEntries('null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn'.split(' ').map((w, i) => [w, i])),
    ...Object.fromEntries('zwanzig dreissig vierzig funfzig sechzig siebzig achtzig neunzig'.split(' ').map((w, i) => [w, (i + 2) * 10])),
    ein: 1,
    eine: 1,
    einen: 1,
    einer: 1,
    einem: 1,
    paar: 3,
    einige: 3,
    einigen: 3,
  },
  weekdays: indexedAlternatives('montag dienstag mittwoch donnerstag freitag samstag|sonnabend sonntag'),
  months: indexedAlternatives('januar|janner februar marz april mai juni juli august september oktober november dezember'),
  ambiguousMonths: [],
}

const FR_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* dors sommeil* endorm* sieste*',
    night: 'nuit nuits',
    tired: 'fatigue* epuise*',
    eat: 'mang* nourriture alimentation aliment*',
    meal: 'repas',
    calories: 'calorie*',
    protein: 'proteine* glucide* lipide* fibre*',
    breakfast: 'petit-dejeuner',
    lunch: 'dejeuner dejeune',
    dinner: 'diner dine',
    training: 'entrain*',
    workout: 'exercice* sportive*',
    run: 'courir couru footing jogging',
    cycling: 'velo velos cyclisme',
    swim: 'nage* natation',
    gym: 'musculation muscu',
    meditation: 'medit*',
    mindfulness: 'pleine conscience',
    breathing: 'respir*',
    relax: 'detente',
    stress: 'stresse*',
    habit: 'habitude*',
    routine: 'routine*',
    streak: 'serie',
    readiness: 'forme',
    recovery: 'recuperation recuperer',
    score: 'score*',
    activity: 'activite*',
    journal: 'journal',
    write: 'ecrire ecrit*',
    worry: 'souci* inquietude*',
    read: 'lire lecture',
    walk: 'marche* promenade*',
    alcohol: 'alcool*',
    coffee: 'cafe cafeine',
  },
  impact: [
    String.raw`\b(?:aide|aident|aider|effet|effets|impact|impacte\w*|influence\w*|influe\w*|affecte\w*|lien|favorise\w*|nuisent)\b`,
    // "La méditation améliore-t-elle mon sommeil ?", but not "mon sommeil s'améliore-t-il ?" (a trend).
    String.raw`\b(?<!s')(?:ameliore|ameliorent|augmente|diminue|perturbe)-t-(?:il|elle)\b`,
  ],
  helpRequest: [String.raw`\b(?:peux-tu|pouvez-vous|pourriez-vous|pourrais-tu|tu peux|vous pouvez) m'aider\b|\baide-moi\b|\baidez-moi\b|\bm'aider a\b`],
  trend: [
    String.raw`\b(?:tendance\w*|evolu\w*|progres\w*|s'ameliore\w*|s'est ameliore\w*|se degrade\w*|s'est degrade\w*|empire|mieux|moins bien|de mieux en mieux|de pire en pire|au fil du temps|a long terme)\b`,
  ],
  load: [String.raw`\b(?:aigue?|chronique|trop d'entrainement|trop entraine\w*|trop dur|trop|surentrain\w*|surmenage)\b`],
  loadAlone: [String.raw`\bcharge d'entrainement\b|\b(?:ma|la|votre|ta) charge\b|\bsurentrain\w*`],
  overview: [
    String.raw`\bcomment (?:s'est passee?|s'est deroulee?|etait|a ete|va|se passe) (?:ma|mon|la|le|cette|ce)? ?(?<unit>semaine|journee|jour|mois|annee|week-end)\b`,
    String.raw`\b(?:ma|mon) (?<unit>semaine|journee|mois|annee|week-end)\b`,
    String.raw`\b(?:bilan|apercu|vue d'ensemble|recapitulatif|en general|globalement|comment je vais|comment ca va)\b`,
  ],
  followUp: [String.raw`^(?:et|qu'en est-il|quid de|pareil pour|meme chose pour|aussi|ensuite|puis)\b`],
  dayBeforeYesterday: [String.raw`\bavant-hier\b|\bavant hier\b`],
  beforeLast: [
    String.raw`\b(?:l'|la |le )?avant-derniere?s? (?<unit>semaine|mois|annee)\b`,
    String.raw`\b(?<unit>semaine|mois|annee) avant-derniere?\b`,
  ],
  previous: [String.raw`\b(?<unit>jour|semaine|mois|annee) precedente?\b`, String.raw`\b(?<unit>veille)\b`],
  before: [String.raw`\b(?<unit>jour|semaine|mois|annee|week-end) d'avant\b|\b(?<unit2>semaine|mois|jour) (?:juste )?avant\b|\bavant (?:ca|cela)\b|\bauparavant\b`],
  lastN: [String.raw`\b(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)*)\s+(?:derniers|dernieres)\s+(?<unit>jours|semaines|mois)\b`],
  ago: [String.raw`\bil y a\s+(?<n>\d{1,3}|[a-z]+(?:-[a-z]+)*)\s+(?<unit>jour|jours|semaine|semaines|mois)\b`],
  lastNight: [String.raw`\bla nuit (?:derniere|passee)\b|\bcette nuit\b|\bhier soir\b`],
  today: [String.raw`\baujourd'hui\b|\bce (?:matin|soir)\b|\bcet apres-midi\b`],
  yesterday: [String.raw`\bhier\b`],
  thisPeriod: [String.raw`\b(?:cette|ce|cet) (?<unit>semaine|mois|annee|week-end|weekend)\b`],
  lastPeriod: [
    String.raw`\b(?<unit>semaine|mois|annee|an|week-end|weekend) (?:dernier|derniere|passe|passee)\b`,
    String.raw`\b(?:la |le |l')?(?:dernier|derniere) (?<unit>semaine|mois|annee|week-end)\b`,
  ],
  weekday: [String.raw`\b(?<dow>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?:\s+(?<strict>dernier|passe))?\b`],
  month: [
    String.raw`\b(?:(?<prep>en|pendant|depuis|durant|de|d')\s*)?(?<month>janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)(?:\s+(?<year>\d{4}))?\b`,
  ],
  units: {
    jour: 'day',
    jours: 'day',
    journee: 'day',
    veille: 'day',
    semaine: 'week',
    semaines: 'week',
    mois: 'month',
    an: 'year',
    ans: 'year',
    annee: 'year',
    'week-end': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      'zero un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(' ').map((w, i) => [w, i]),
    ),
    vingt: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    'soixante-dix': 70,
    'quatre-vingt': 80,
    'quatre-vingts': 80,
    'quatre-vingt-dix': 90,
    une: 1,
    quelques: 3,
  },
  weekdays: indexed('lundi mardi mercredi jeudi vendredi samedi dimanche'),
  months: indexed('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'),
  ambiguousMonths: [],
}

const ES_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* durm* duerm* sueno siesta*',
    night: 'noche noches',
    tired: 'cansad* agotad*',
    eat: 'comi comer comido comiste comimos aliment*',
    meal: 'comida*',
    calories: 'caloria*',
    protein: 'proteina* carbohidrato* grasa* fibra*',
    breakfast: 'desayun*',
    lunch: 'almuerz* almorc*',
    dinner: 'cena cene cenar cenaste',
    training: 'entren*',
    workout: 'ejercicio* deporte*',
    run: 'correr corri corrido',
    cycling: 'bici* ciclismo',
    swim: 'nadar nade natacion',
    gym: 'gimnasio*',
    meditation: 'medit*',
    mindfulness: 'atencion plena',
    breathing: 'respir*',
    relax: 'relaj*',
    stress: 'estres estresad*',
    habit: 'habito*',
    routine: 'rutina*',
    streak: 'racha*',
    readiness: 'preparacion',
    recovery: 'recuperacion',
    score: 'puntuacion* puntaje*',
    activity: 'actividad*',
    journal: 'diario',
    write: 'escribir',
    worry: 'preocupacion*',
    read: 'leer lectura',
    walk: 'caminar camine paseo* pasear',
    alcohol: 'alcohol',
    coffee: 'cafe cafeina',
  },
  impact: [
    String.raw`\b(?:ayuda|ayudan|ayudo|ayudar|afecta|afectan|afecto|influye|influyen|influencia|efecto|efectos|impacto|relacion|relacionad[oa]s?|sirve)\b`,
    String.raw`\b(?:mejora|mejoran|empeora|empeoran) (?:mi|mis|el|la|los|las|su|sus)\b`,
  ],
  helpRequest: [String.raw`\b(?:puedes|podrias|puede|podria) ayudarme\b|\bayudame\b|\bayudeme\b|\bme (?:puedes|puede) ayudar\b`],
  trend: [
    String.raw`\b(?:tendencia\w*|evolucion\w*|evoluciona\w*|progreso\w*|mejorando|empeorando|mejora|empeora|ha mejorado|ha empeorado|con el tiempo|a largo plazo|mejor|peor)\b`,
  ],
  load: [String.raw`\b(?:agud[oa]|cronic[oa]|demasiado entrenamiento|entreno demasiado|demasiado duro|demasiado|sobreentren\w*)\b`],
  loadAlone: [String.raw`\bcarga de entrenamiento\b|\b(?:mi|la|su|tu) carga\b|\bsobreentren\w*`],
  overview: [
    String.raw`\bcomo (?:fue|ha ido|estuvo|ha sido|va|me fue|me ha ido) (?:mi|la|el|esta|este)? ?(?<unit>semana|dia|mes|ano|fin de semana)\b`,
    String.raw`\bmi (?<unit>semana|dia|mes|ano|fin de semana)\b`,
    String.raw`\b(?:resumen|panorama|en general|como estoy|como me va|como van las cosas)\b`,
  ],
  followUp: [String.raw`^(?:y|que tal|que hay de|lo mismo para|tambien|entonces)\b`],
  dayBeforeYesterday: [String.raw`\banteayer\b|\bantes de ayer\b|\bantier\b`],
  beforeLast: [String.raw`\b(?<unit>semana|mes|ano) antepasad[oa]\b`, String.raw`\b(?<unit>semana|mes|ano) anterior a(?:l| la)? pasad[oa]\b`],
  previous: [String.raw`\b(?<unit>dia|semana|mes|ano) anterior\b`],
  before: [String.raw`\b(?<unit>dia|semana|mes|ano|fin de semana) (?:de )?antes\b|\bantes de eso\b|\bantes de esto\b`],
  lastN: [String.raw`\b(?:ultimos|ultimas|pasados|pasadas)\s+(?<n>\d{1,3}|[a-z]+(?: y [a-z]+)?)\s+(?<unit>dias|semanas|meses)\b`],
  ago: [String.raw`\bhace\s+(?<n>\d{1,3}|[a-z]+(?: y [a-z]+)?)\s+(?<unit>dia|dias|semana|semanas|mes|meses)\b`],
  lastNight: [String.raw`\banoche\b|\bla noche pasada\b|\bayer por la noche\b`],
  today: [String.raw`\bhoy\b|\besta (?:manana|tarde|noche)\b`],
  yesterday: [String.raw`\bayer\b`],
  thisPeriod: [String.raw`\b(?:esta|este) (?<unit>semana|mes|ano|fin de semana)\b`],
  lastPeriod: [String.raw`\b(?<unit>semana|mes|ano|fin de semana) pasad[oa]\b`, String.raw`\b(?:ultimo|ultima) (?<unit>semana|mes|ano|fin de semana)\b`],
  weekday: [
    String.raw`\b(?:(?:el|este)\s+)?(?:(?<strict>pasado)\s+)?(?<dow>lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?:\s+(?<strict2>pasado))?\b`,
  ],
  month: [
    String.raw`\b(?:(?<prep>en|durante|desde|de)\s+)?(?<month>enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?:\s+(?:del?\s+)?(?<year>\d{4}))?\b`,
  ],
  units: {
    dia: 'day',
    dias: 'day',
    semana: 'week',
    semanas: 'week',
    mes: 'month',
    meses: 'month',
    ano: 'year',
    anos: 'year',
    'fin de semana': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      (
        'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve ' +
        'veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve'
      )
        .split(' ')
        .map((w, i) => [w, i]),
    ),
    ...Object.fromEntries('treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ').map((w, i) => [w, (i + 3) * 10])),
    un: 1,
    una: 1,
    veintiun: 21,
    veintiuna: 21,
    cien: 100,
    unos: 3,
    unas: 3,
    algunos: 3,
    algunas: 3,
  },
  weekdays: indexed('lunes martes miercoles jueves viernes sabado domingo'),
  months: indexedAlternatives('enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre'),
  ambiguousMonths: [],
}

const PT_WORDS: QuestionWords = {
  gloss: {
    sleep: 'dorm* sono soneca*',
    night: 'noite noites',
    tired: 'cansad* exaust*',
    eat: 'comi comer comeu comido alimentacao aliment*',
    meal: 'refei* comida*',
    calories: 'caloria*',
    protein: 'proteina* carboidrato* gordura* fibra*',
    breakfast: 'pequeno-almoco cafe da manha',
    lunch: 'almoc*',
    dinner: 'jant*',
    training: 'trein*',
    workout: 'exercicio* esporte* desporto*',
    run: 'correr corri corrida*',
    cycling: 'bicicleta* ciclismo pedal*',
    swim: 'nadar nadei natacao',
    gym: 'academia ginasio*',
    meditation: 'medit*',
    mindfulness: 'atencao plena',
    breathing: 'respir*',
    relax: 'relaxa*',
    stress: 'estresse estressad* stressad*',
    habit: 'habito*',
    routine: 'rotina*',
    streak: 'sequencia*',
    readiness: 'prontidao',
    recovery: 'recuperacao',
    score: 'pontuac*',
    activity: 'atividade* actividade*',
    journal: 'diario',
    write: 'escrever',
    worry: 'preocupac*',
    read: 'ler leitura',
    walk: 'caminhada* caminhar passeio*',
    alcohol: 'alcool',
    coffee: 'cafe cafeina',
  },
  impact: [
    String.raw`\b(?:ajuda|ajudam|ajudou|ajudar|afeta|afetam|afecta|afectam|influencia\w*|influi|efeito|efeitos|impacto|relacao|relacionad[oa]s?)\b`,
    String.raw`\b(?:melhora|melhoram|piora|pioram) (?:o|a|os|as|meu|minha|meus|minhas|seu|sua)\b`,
  ],
  helpRequest: [
    String.raw`\b(?:pode|podes|poderia|podia) (?:me )?ajudar\b|\bajuda-me\b|\bajude-me\b|\bajudar-me\b|\bme ajud[ae] (?:a )?(?:entender|perceber|ver|saber|com)\b`,
  ],
  trend: [
    String.raw`\b(?:tendencia\w*|evolucao|evoluir|evoluiu|progresso\w*|melhorando|a melhorar|piorando|a piorar|melhorou|piorou|ao longo do tempo|a longo prazo|melhor|pior)\b`,
  ],
  load: [String.raw`\b(?:agud[oa]|cronic[oa]|treino demais|treinei demais|demasiado|demais|sobretreino|overtraining)\b`],
  loadAlone: [String.raw`\bcarga de treino\b|\bcarga de treinamento\b|\b(?:minha|a|sua) carga\b|\bsobretrein\w*`],
  overview: [
    String.raw`\bcomo (?:foi|esta|tem sido|correu|vai) (?:a minha|o meu|minha|meu|a|o|esta|este)? ?(?<unit>semana|dia|mes|ano|fim de semana)\b`,
    String.raw`\b(?:minha|meu) (?<unit>semana|dia|mes|ano|fim de semana)\b`,
    String.raw`\b(?:resumo|visao geral|panorama|em geral|como estou|como vao as coisas)\b`,
  ],
  followUp: [String.raw`^(?:e|e quanto|que tal|o mesmo para|tambem|entao)\b`],
  dayBeforeYesterday: [String.raw`\banteontem\b|\bantes de ontem\b`],
  beforeLast: [
    String.raw`\b(?<unit>semana|mes|ano) retrasad[oa]\b`,
    String.raw`\b(?<unit>semana|mes|ano) anterior a passad[oa]\b`,
    String.raw`\b(?<unit>semana|mes|ano) antes d[ao] passad[oa]\b`,
  ],
  previous: [String.raw`\b(?<unit>dia|semana|mes|ano) anterior\b`],
  before: [String.raw`\b(?<unit>dia|semana|mes|ano|fim de semana) (?:de )?antes\b|\bantes disso\b`],
  lastN: [String.raw`\b(?:ultimos|ultimas|passados|passadas)\s+(?<n>\d{1,3}|[a-z]+(?: e [a-z]+)?)\s+(?<unit>dias|semanas|meses)\b`],
  ago: [
    String.raw`\bha\s+(?<n>\d{1,3}|[a-z]+(?: e [a-z]+)?)\s+(?<unit>dia|dias|semana|semanas|mes|meses)\b`,
    String.raw`\b(?<n>\d{1,3}|[a-z]+)\s+(?<unit>dias|semanas|meses)\s+atras\b`,
  ],
  lastNight: [String.raw`\bontem a noite\b|\bontem de noite\b|\ba noite passada\b|\besta noite\b`],
  today: [String.raw`\bhoje\b|\besta (?:manha|tarde)\b`],
  yesterday: [String.raw`\bontem\b`],
  thisPeriod: [String.raw`\b(?:esta|este|nesta|neste|essa|esse|nessa|nesse) (?<unit>semana|mes|ano|fim de semana)\b`],
  lastPeriod: [String.raw`\b(?<unit>semana|mes|ano|fim de semana) passad[oa]\b`, String.raw`\b(?:ultimo|ultima) (?<unit>semana|mes|ano|fim de semana)\b`],
  weekday: [
    String.raw`\b(?:(?<strict>ultim[oa])\s+|(?:n[oa]|nest[ea]|est[ea])\s+)?(?<dow>segunda-feira|terca-feira|quarta-feira|quinta-feira|sexta-feira|sabado|domingo)(?:\s+(?<strict2>passad[oa]))?\b`,
    String.raw`\b(?:(?<strict>ultima)|na|nesta|esta)\s+(?<dow>segunda|terca|quarta|quinta|sexta)\b(?:\s+(?<strict2>passada)\b)?`,
  ],
  month: [
    String.raw`\b(?:(?<prep>em|durante|desde|de)\s+)?(?<month>janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?:\s+(?:de\s+)?(?<year>\d{4}))?\b`,
  ],
  units: {
    dia: 'day',
    dias: 'day',
    semana: 'week',
    semanas: 'week',
    mes: 'month',
    meses: 'month',
    ano: 'year',
    anos: 'year',
    'fim de semana': 'weekend',
  },
  counts: {
    ...Object.fromEntries(
      'zero um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(' ').map((w, i) => [w, i]),
    ),
    ...Object.fromEntries('vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'.split(' ').map((w, i) => [w, (i + 2) * 10])),
    uma: 1,
    duas: 2,
    quatorze: 14,
    dezesseis: 16,
    dezessete: 17,
    dezenove: 19,
    cem: 100,
    alguns: 3,
    algumas: 3,
  },
  weekdays: indexedAlternatives('segunda-feira|segunda terca-feira|terca quarta-feira|quarta quinta-feira|quinta sexta-feira|sexta sabado domingo'),
  months: indexed('janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro'),
  ambiguousMonths: ['marco'],
}

export const QUESTION_WORDS: Record<AnswerLanguage, QuestionWords> = { en: EN_WORDS, de: DE_WORDS, fr: FR_WORDS, es: ES_WORDS, pt: PT_WORDS }
