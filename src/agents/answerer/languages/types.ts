// What every language file of the built-in answerer provides: the sentences it writes around what it
// quotes (`AnswerText`, one typed table per language, so each has every phrase) and the words and
// phrases it reads questions by (`QuestionWords`). The period and label types are the ones the
// question reader, the period rules and the writer hand each other.
//
// Rule for every phrase of every language: no digits. A number in a built-in answer is one stored
// in a summary, fact or record it cites; counts and dates the answerer names itself are in words.
import type { MealTextLanguage } from '../../../analysis/index.js'

/** The meal-text languages the answerer writes (Italian questions are answered in English, with the note). */
export type AnswerLanguage = Exclude<MealTextLanguage, 'it'>

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

/** One language: what it writes and how it asks. */
export interface Language {
  text: AnswerText
  words: QuestionWords
}
