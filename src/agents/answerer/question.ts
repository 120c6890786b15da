// The question reader: the conversation's last question, with what earlier ones said where it leaves
// it out, read into an intent (topics, the words naming habits and metrics, the period's specs).
// What a message is about is decided by an ordered table of focus rules, each with its examples.
import type { BaseTopic, Unit } from './languages/index.js'
import { periodOf, type PeriodSpec } from './periods.js'
import { find, foldQuestion, glossOf, METRIC_STEMS, phrase, stem, stems, TOPIC_OF, unitOf, WEAK_SLEEP } from './words.js'

export type Topic = BaseTopic | 'overview' | 'load' | 'trends' | 'impact'

export interface Reading {
  topics: Topic[]
  /** The base topics named, even where a focus (impact, trends, load) answers them. */
  named: BaseTopic[]
  /** English stems of the question (its other languages' words glossed), for the habits and metrics it names. */
  words: Set<string>
  /** "how was my week": the overview's grain when no period is named. */
  unit: Unit | undefined
  /** The period specs in the order the conversation named them (a follow-up moves the last one). */
  periods: PeriodSpec[]
}

/** Earlier user messages read for the topic and period a follow-up leaves out. */
const MAX_USER_MESSAGES = 6
/** The order topics are answered in, whatever order the question names them in. */
const TOPIC_ORDER: BaseTopic[] = ['sleep', 'workouts', 'mindfulness', 'meals', 'habits']

/** What a message names before the focus rules read it. */
interface Named {
  /** The folded text. */
  text: string
  /** The base topics it names, in TOPIC_ORDER. */
  base: BaseTopic[]
  /** Whether it names a score ("readiness", "hrv"). */
  metric: boolean
  /** Whether it asks how a day or week went as a whole. */
  overview: boolean
}

export interface FocusRule {
  name: string
  /** Questions this rule (and no earlier one) reads, and the topics it answers them with. */
  examples: readonly { q: string; topics: readonly Topic[] }[]
  topics(m: Named): Topic[] | undefined
}

/** The first rule that applies picks a message's topics; none, and the message keeps the conversation's. */
export const FOCUS_RULES: readonly FocusRule[] = [
  {
    // "can you help me…" asks for help: it is not a question about what helps.
    name: 'impact',
    examples: [
      { q: 'Does meditation help my sleep?', topics: ['impact'] },
      { q: 'Hilft Meditation meinem Schlaf?', topics: ['impact'] },
    ],
    topics: (m) => (phrase('impact').test(m.text.replace(phrase('helpRequest'), ' ')) && (m.base.length || m.metric) ? ['impact'] : undefined),
  },
  {
    name: 'trends',
    examples: [
      { q: 'Is my sleep getting better?', topics: ['trends'] },
      { q: 'Is my readiness improving?', topics: ['trends'] },
    ],
    topics: (m) => (phrase('trend').test(m.text) && (m.base.every((t) => t === 'sleep') || m.metric) ? ['trends'] : undefined),
  },
  {
    // "too much" is about the load only when workouts are named too.
    name: 'load',
    examples: [
      { q: 'Is my training load too high?', topics: ['load'] },
      { q: 'Did I train too much last week, and how did I sleep?', topics: ['load', 'sleep'] },
    ],
    topics: (m) =>
      phrase('loadAlone').test(m.text) || (phrase('load').test(m.text) && m.base.includes('workouts'))
        ? ['load', ...m.base.filter((t) => t !== 'workouts')]
        : undefined,
  },
  {
    name: 'topics',
    examples: [
      { q: 'How did I sleep and what did I eat yesterday?', topics: ['sleep', 'meals'] },
      { q: 'What did I eat last night?', topics: ['meals'] },
    ],
    topics: (m) => (m.base.length ? m.base : undefined),
  },
  {
    name: 'overview',
    examples: [
      { q: 'How was my week?', topics: ['overview'] },
      { q: 'How is my readiness?', topics: ['overview'] },
    ],
    topics: (m) => (m.overview || m.metric ? ['overview'] : undefined),
  },
]

/** A message's topics and the rule that picked them (none: it names no topic of its own). */
export function focusOf(m: Named): { topics: Topic[]; rule: string | undefined } {
  for (const rule of FOCUS_RULES) {
    const topics = rule.topics(m)
    if (topics) return { topics, rule: rule.name }
  }
  return { topics: [], rule: undefined }
}

/** Topics and period of one message, on its own. */
export function readMessage(content: string) {
  const { written, folded: text } = foldQuestion(content)
  const words = [...stems(written), ...glossOf(text).map(stem)]
  const named = new Set<BaseTopic>()
  for (const w of words) {
    const t = TOPIC_OF.get(w)
    if (t) named.add(t)
  }
  // Words such as "night" point at sleep only when nothing else is named ("what did I eat last night?").
  if (!named.size && words.some((w) => WEAK_SLEEP.has(w))) named.add('sleep')
  const base = TOPIC_ORDER.filter((t) => named.has(t))
  const overview = find('overview', text)
  const unitWord = unitOf(overview?.['unit'])
  const focus = focusOf({ text, base, metric: words.some((w) => METRIC_STEMS.has(w)), overview: overview !== undefined })
  return {
    topics: focus.topics,
    focus: focus.rule,
    named: base,
    words: new Set(words),
    unit: unitWord === 'weekend' ? 'week' : unitWord,
    period: periodOf(text)?.spec,
    followUp: phrase('followUp').test(text),
  }
}

/**
 * What the conversation asks now: the last user message, with the topic and period of earlier ones
 * where it leaves them out ("and the week before?" keeps the topic and moves the period back).
 */
export function readConversation(messages: readonly { role: string; content: string }[]): Reading {
  const users = messages.filter((m) => m.role === 'user').slice(-MAX_USER_MESSAGES)
  let r: Reading = { topics: [], named: [], words: new Set(), unit: undefined, periods: [] }
  for (const m of users) {
    const q = readMessage(m.content)
    const keepsTopic = !q.topics.length
    const keepsPeriod = keepsTopic || q.followUp
    let periods: PeriodSpec[]
    if (!q.period) periods = keepsPeriod ? r.periods : []
    else periods = q.period.kind === 'before' ? [...r.periods, q.period] : [q.period]
    r = keepsTopic
      ? { ...r, words: new Set([...r.words, ...q.words]), unit: q.unit ?? r.unit, periods }
      : { topics: q.topics, named: q.named, words: q.words, unit: q.unit, periods }
  }
  return r
}
