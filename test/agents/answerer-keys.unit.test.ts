// The built-in answerer finds what it quotes by keys and data, not by English words: summaries and
// facts written by the real generators, then the same with their English reworded (data and keys
// as they were), give the same answer from the same sources, the reworded sentences quoted in
// place of the old. Rows written before summaries kept `data.sentences` still work by their words.
import { describe, expect, it } from 'vitest'
import { ANSWER_TEXT } from '../../src/agents/answerer/index.js'
import { planAnswer, queriesOf } from '../../src/agents/answerer/planner.js'
import { readConversation } from '../../src/agents/answerer/question.js'
import { keyOf, type Item, type Query, type Read } from '../../src/agents/answerer/sources.js'
import { writeTopic, type Scene } from '../../src/agents/answerer/writer.js'
import type { ActivityRec, DayValue, UserContext } from '../../src/insights/context.js'
import { deriveFacts, RULES } from '../../src/insights/facts.js'
import { activityDraft, dailySummary, impactSummary, trendSummary, weeklyActivitySummary, weeklySummary, type Draft } from '../../src/insights/summaries.js'
import { addDays } from '../../src/time/calendar.js'

/** A Wednesday; "last week" is 2026-03-09 to 2026-03-15. */
const TODAY = '2026-03-18'
const FIRST = '2026-01-19'
const LAST_MONDAY = '2026-03-09'

/** Eight weeks of scores, three habits (one new), workouts every other day and a breathing session every third. */
function context(): UserContext {
  const scores: DayValue[] = []
  const logs: DayValue[] = []
  const activities: ActivityRec[] = []
  for (let i = 0, day = FIRST; day < TODAY; i++, day = addDays(day, 1)) {
    const meditated = i % 2 === 0
    if (meditated) logs.push({ date: day, name: 'daily_meditation', value: 1, providers: [] })
    if (i % 3 !== 0) logs.push({ date: day, name: 'evening_journal', value: 1, providers: [] })
    // Too few days for a comparison yet.
    if (day >= addDays(TODAY, -5)) logs.push({ date: day, name: 'cold_shower', value: 1, providers: [] })
    scores.push({ date: day, name: 'sleep_score', value: 72 + (i % 5) + (meditated ? 9 : 0), providers: [] })
    scores.push({ date: day, name: 'readiness_score', value: 60 + (i % 7), providers: [] })
    const at = (h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00.000Z`)
    if (i % 2 === 1)
      activities.push({
        id: `run-${day}`,
        type: 'workout',
        start: at(7),
        end: at(8),
        duration_seconds: 3600,
        fields: { type_name: 'Run', tss: 40 + (i % 4) * 10 },
        day,
      })
    if (i % 3 === 2)
      activities.push({
        id: `calm-${day}`,
        type: 'mindfulness',
        start: at(21),
        end: new Date(at(21).getTime() + 600_000),
        duration_seconds: 600,
        fields: { type_name: 'Breathing' },
        day,
      })
  }
  const habit = (name: string, title: string, category: string) => [name, { name, title, category, potential_impacts: {} }] as const
  return {
    projectId: 'p',
    userId: 'u',
    profile: { tz: 0, language: null, gender: null, birthday: null, height: null, weight: null },
    from: FIRST,
    to: addDays(TODAY, -1),
    activities,
    scores,
    logs,
    meals: [],
    baselines: new Map(),
    habits: new Map([habit('daily_meditation', 'Meditate for ten minutes', 'stress'), habit('evening_journal', 'Write down worries before bed', 'sleep')]),
  }
}

interface Stored {
  summaries: Item[]
  facts: (Item & { type: string })[]
}

/** What the insights engine stores for the context, as the data tools read it back (data through JSON, as in the database). */
function stored(ctx: UserContext): Stored {
  const drafts: Draft[] = []
  for (let day = addDays(LAST_MONDAY, -7); day < TODAY; day = addDays(day, 1)) drafts.push(dailySummary(ctx, day)!)
  for (const monday of [addDays(LAST_MONDAY, -7), LAST_MONDAY]) {
    drafts.push(
      ...[weeklySummary(ctx, monday), weeklyActivitySummary(ctx, monday), trendSummary(ctx, monday), impactSummary(ctx, monday)].filter(
        (d): d is Draft => d !== undefined,
      ),
    )
  }
  for (const a of ctx.activities.filter((x) => x.day >= LAST_MONDAY)) drafts.push(activityDraft(ctx, a.id)!)
  const summaries = drafts.map(
    (d): Item => ({
      source: { type: 'summary', id: d.key, name: d.name, period: d.period },
      name: d.name,
      key: '',
      periodType: d.period.type,
      periodId: d.period.id,
      start: d.period.start,
      end: d.period.end,
      title: d.text.title,
      text: d.text.text,
      data: JSON.parse(JSON.stringify(d.data)) as Record<string, unknown>,
    }),
  )
  const facts = deriveFacts(ctx, addDays(TODAY, -1)).map((f) => ({
    source: { type: 'fact' as const, id: f.key },
    name: '',
    key: f.key,
    type: f.type,
    periodType: '',
    periodId: '',
    start: `${TODAY}T00:00:00.000Z`,
    end: `${TODAY}T00:00:00.000Z`,
    title: '',
    text: f.text,
    data: {},
  }))
  return { summaries, facts }
}

/** The data tools' lists over what is stored: by name, local days of the period's start, type; newest first. */
function read(s: Stored, q: Query): Read {
  const all =
    q.tool === 'list_facts'
      ? s.facts.filter((f) => !q.args.type || f.type === q.args.type)
      : s.summaries
          .filter(
            (x) =>
              (!q.args.name || x.name === q.args.name) &&
              (!q.args.start_date || x.start.slice(0, 10) >= q.args.start_date) &&
              (!q.args.end_date || x.start.slice(0, 10) <= q.args.end_date),
          )
          .sort((a, b) => b.start.localeCompare(a.start))
  return { ok: true, items: all.slice(0, q.args.limit), total: all.length }
}

/** The answer's text and sources, as builtinAnswer writes them, in English. */
function answer(s: Stored, question: string): { content: string; sources: string[] } {
  const reading = readConversation([{ role: 'user', content: question }])
  const { period, grain, plans } = planAnswer(reading, TODAY)
  const reads = new Map(plans.flatMap(queriesOf).map((q) => [keyOf(q), read(s, q)]))
  const scene: Scene = { period, grain, today: TODAY, tz: 0, reading, reads, t: ANSWER_TEXT.en }
  const sections = plans.map((p) => writeTopic(scene, p))
  return { content: sections.map((x) => x.lines.join('\n')).join('\n\n'), sources: sections.flatMap((x) => [...x.used.keys()]) }
}

/** Other English for the same sentences: none of it is what the answerer writes itself. */
const REWORDINGS: [RegExp, string][] = [
  [/Habits done: /g, 'Ticked off that day: '],
  [/Habits: /g, 'Kept up this week: '],
  [/(\d+) mindfulness sessions? \(/g, '$1 × breathing and calm ('],
  [/Acute to chronic load ratio at the end of the week: /g, 'By Sunday, seven days against twenty-eight came to '],
  [/Your 7-day load is/g, 'This week you averaged'],
  [/Sleep score averaged/g, 'Sleep score came to'],
  [/: not enough data yet/g, ': too few days to tell so far'],
  [/Keeps up the habit /g, 'Sticks to the habit '],
]
const reword = (text: string) => REWORDINGS.reduce((t, [re, by]) => t.replace(re, by), text)
const reworded = (s: Stored): Stored => ({
  summaries: s.summaries.map((x) => ({ ...x, text: reword(x.text) })),
  facts: s.facts.map((f) => ({ ...f, text: reword(f.text) })),
})
/** Rows as written before summaries kept `data.sentences`. */
const withoutKeys = (s: Stored): Stored => ({ ...s, summaries: s.summaries.map(({ data: { sentences: _keys, ...data }, ...x }) => ({ ...x, data })) })

const QUESTIONS = [
  'How were my habits last week?',
  'Which habits did I do yesterday?',
  'How are my habits going?',
  'How were my meditation sessions last week?',
  'Is my training load too high?',
  'How did I sleep last week?',
  'How did my workouts go last week?',
  'Does meditation help my sleep?',
  'Does journaling help my readiness?',
  'Does a cold shower help my sleep?',
  'Is my sleep getting better?',
]

describe('the built-in answerer finds by keys and data', () => {
  const s = stored(context())

  it('answers reworded summaries and facts from the same sources, quoting the new words', () => {
    // The words the rewordings replace are in the stored text: each one changes something.
    const all = [...s.summaries, ...s.facts].map((x) => x.text).join(' ')
    for (const [re] of REWORDINGS) expect(all, String(re)).toMatch(re)
    const quoted: string[] = []
    for (const q of QUESTIONS) {
      const before = answer(s, q)
      const after = answer(reworded(s), q)
      expect(before.sources.length, q).toBeGreaterThan(0)
      expect(after.sources, q).toEqual(before.sources)
      expect(after.content, q).toBe(reword(before.content))
      quoted.push(after.content)
    }
    // And each reworded sentence is one some answer quotes: every finder was put to the test.
    for (const [, by] of REWORDINGS) expect(quoted.join('\n')).toContain(by.replace(/^\$1 /, ''))
  })

  it('tells a habit’s fact by its key, whatever its text says', () => {
    const habits = answer(s, 'How were my habits last week?')
    const habitFacts = s.facts.filter((f) => f.key.startsWith('habit_consistency:'))
    expect(habitFacts.length).toBeGreaterThan(0)
    for (const f of habitFacts) expect(habits.sources).toContain(`fact:${f.key}`)
    // A fact of another rule that opens as a habit's fact does is not taken for one.
    const mislead = { ...s, facts: s.facts.map((f) => (f.key.startsWith('habit_consistency:') ? f : { ...f, text: `Keeps up ${f.text}` })) }
    expect(answer(mislead, 'How were my habits last week?').sources).toEqual(habits.sources)
    expect(RULES).toHaveProperty('habit_consistency')
  })

  it('still finds, by their words, the sentences of rows written before the keys', () => {
    const old = withoutKeys(s)
    expect(old.summaries.some((x) => 'sentences' in x.data)).toBe(false)
    expect(s.summaries.filter((x) => 'sentences' in x.data).map((x) => x.name)).toEqual(
      expect.arrayContaining(['DailySummary', 'WeeklySummary', 'WeeklyActivitySummary']),
    )
    for (const q of QUESTIONS) expect(answer(old, q), q).toEqual(answer(s, q))
    // Reworded, such a row loses them: what the keys are for.
    expect(answer(reworded(old), 'How were my habits last week?').sources).not.toEqual(answer(s, 'How were my habits last week?').sources)
  })
})
