// Finders: which of the facts and stored sentences read a topic quotes. They go by the keys and data
// the insights engine stores (a fact's key, a summary's `data.sentences`, its metric and habit names,
// its load ratio), never by the English words of the text: the text may be reworded, or written by
// a model, without the answerer losing its way. What they pick is quoted as stored.
import type { SummaryName } from '../../modules/summaries/index.js'
import { label } from './languages/shared.js'
import type { Item } from './sources.js'

const SENTENCE_BREAK = /(?<=[.!?])\s+/
export const sentences = (text: string) => text.split(SENTENCE_BREAK).filter((s) => s.length > 0)

/** Picks the sentences of a summary's text that a topic quotes. */
export type Finder = (item: Item) => string[]

// ---- facts -----------------------------------------------------------------------------------------

/**
 * A derived fact's key is `<rule>:<what>`, its rule one of insights/facts.ts RULES; how consistently
 * a habit is kept up is the rule below, whatever its type (a sleep habit's fact is of type sleep).
 */
export const HABIT_FACT_RULE = 'habit_consistency'
export const isHabitFact = (f: Item) => f.key.split(':')[0] === HABIT_FACT_RULE

/**
 * The facts a topic quotes: for habits, how consistently each is kept up; for the others, facts of
 * the topic's type, those about the topic itself (a typical sleep score) before how consistently a
 * habit of the same category is kept up. Newest first within each.
 */
export function topicFacts(habitsOnly: boolean, facts: Item[]): Item[] {
  if (habitsOnly) return facts.filter(isHabitFact)
  return [...facts.filter((f) => !isHabitFact(f)), ...facts.filter(isHabitFact)]
}

// ---- sentences by key ----------------------------------------------------------------------------

/** The keyed sentences a summary's built-in text may have (see `data.sentences` in insights/summaries.ts). */
export type SentenceKey = 'habits' | 'mindfulness'

/**
 * Rows written before summaries kept `data.sentences` (and text a model wrote, which has none) are
 * searched by the built-in text's English words instead; a row whose keys fit its text never is.
 * These patterns can go once no such row is left.
 */
const BEFORE_KEYS: Partial<Record<SummaryName, Partial<Record<SentenceKey, RegExp>>>> = {
  DailySummary: { habits: /^Habits done/ },
  WeeklySummary: { habits: /^Habits:/ },
  WeeklyActivitySummary: { mindfulness: /\bmindfulness/i },
}

/**
 * The sentence of a summary's text that `data.sentences` says states `key`: `{count, at: {key:
 * index}}`, the built-in text's number of sentences and where each keyed one is. None when the
 * summary has no such sentence. Without keys, or with keys that do not fit the text (its
 * sentences counted otherwise, as when a part's own words hold a full stop), BEFORE_KEYS.
 */
export const keyed =
  (key: SentenceKey): Finder =>
  (item) => {
    const all = sentences(item.text)
    const keys = item.data['sentences'] as { count?: unknown; at?: Record<string, unknown> } | undefined
    if (keys && keys.count === all.length) {
      const i = keys.at?.[key]
      return typeof i === 'number' && all[i] !== undefined ? [all[i]] : []
    }
    const before = BEFORE_KEYS[item.name as SummaryName]?.[key]
    return before ? all.filter((x) => before.test(x)) : []
  }

// ---- sentences by data ---------------------------------------------------------------------------

/** Whether a sentence is about a metric: it opens with the metric's name, as the built-in text writes it. */
export const opensWith = (sentence: string, metric: string) => sentence.toLowerCase().startsWith(label(metric))

/** The sentences on the scores in `data.scores` whose stored names `pick` chooses ("sleep_score"). */
export const scores =
  (pick: (name: string) => boolean): Finder =>
  (item) => {
    const names = ((item.data['scores'] ?? []) as { name?: unknown }[]).map((s) => String(s.name ?? '')).filter((n) => n && pick(n))
    return sentences(item.text).filter((x) => names.some((n) => opensWith(x, n)))
  }

/**
 * The sentences stating the acute to chronic load ratio in `data[field]`: its value with its band
 * ("1.12 (optimal)"), as the insights engine stores both.
 */
export const loadRatio =
  (field: 'load' | 'load_at_week_end'): Finder =>
  (item) => {
    const load = (item.data[field] ?? {}) as { acute_chronic_ratio?: unknown; ratio_band?: unknown }
    if (typeof load.acute_chronic_ratio !== 'number' || typeof load.ratio_band !== 'string') return []
    const stated = `${load.acute_chronic_ratio} (${load.ratio_band})`
    return sentences(item.text).filter((x) => x.includes(stated))
  }

/** A habit of an impact summary's data, with its comparisons against each metric. */
export interface ImpactHabit {
  habit: string
  title: string | null
  metrics: { metric: string; status: string; finding?: string }[]
}
export const habitName = (h: ImpactHabit) => h.title ?? label(h.habit)

/**
 * An impact summary's sentences on a habit: those opening with its name, on the metrics asked
 * about (all of them when none is); a habit with no comparison yet has only the sentence saying so.
 */
export function impactSentences(item: Item, h: ImpactHabit, metrics: string[]): string[] {
  const mine = sentences(item.text).filter((x) => x.startsWith(`${habitName(h)}:`))
  const compared = h.metrics.some((m) => m.status === 'ok')
  return metrics.length && compared ? mine.filter((x) => metrics.some((m) => x.includes(label(m)))) : mine
}
