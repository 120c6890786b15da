// The built-in answerer against seeded users: for each common question, the sources are exactly
// the stored summaries and facts of that topic and period, every number in the answer is one
// stored in a source it cites, and it says plainly when it has nothing (or may not read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_SCOPES } from '../../src/auth/scopes.js'
import { builtinAnswer, type AnswerInput, type BuiltinAnswer } from '../../src/agents/answerer.js'
import { addDays, mondayOf } from '../helpers/synthetic.js'
import { A, B, seed, type Fact, type Seeded, type Summary } from './seeded.js'

let s: Seeded
// One instant for the whole file: every answer and every expected period counts days from it.
const NOW = new Date()
const stored = new Map<string, { summaries: Summary[]; facts: Fact[] }>()

async function load(userId: string): Promise<void> {
  stored.set(userId, { summaries: await s.summaries(userId), facts: await s.facts(userId) })
}

beforeAll(async () => {
  s = await seed()
  await load(A.id)
  await load(B.id)
}, 300_000)

afterAll(async () => {
  await s?.close()
})

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const today = (tz: number) => new Date(NOW.getTime() + tz * 1000).toISOString().slice(0, 10)
const localDayOf = (instant: string, tz: number) => new Date(Date.parse(instant) + tz * 1000).toISOString().slice(0, 10)
const weekday = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/)

const ask = (userId: string, content: string | string[], extra: Partial<AnswerInput> = {}, scopes?: readonly string[]) => {
  const messages = (Array.isArray(content) ? content : [content]).flatMap((c, i, all) => [
    { role: 'user' as const, content: c },
    ...(i < all.length - 1 ? [{ role: 'assistant' as const, content: 'Noted.' }] : []),
  ])
  return builtinAnswer(s.tools(userId, scopes), { messages, now: NOW, ...extra })
}

/** A user's stored summaries of a name whose period starts on a local day in [from, to]. */
function summariesIn(userId: string, tz: number, name: string, from: string, to: string): Summary[] {
  return stored.get(userId)!.summaries.filter((x) => x.name === name && localDayOf(x.period.start, tz) >= from && localDayOf(x.period.start, tz) <= to)
}

const latest = (userId: string, name: string) =>
  stored
    .get(userId)!
    .summaries.filter((x) => x.name === name)
    .sort((a, b) => b.period.start.localeCompare(a.period.start))[0]!

/** The facts a topic's answer quotes: of its type, newest first, a habit's consistency after the rest, three at most. */
function topicFacts(userId: string, type: string): Fact[] {
  const of = stored.get(userId)!.facts.filter((f) => f.type === type)
  const habit = (f: Fact) => f.text.startsWith('Keeps up ')
  return [...of.filter((f) => !habit(f)), ...of.filter(habit)].slice(0, 3)
}

const idsOf = (a: BuiltinAnswer) => a.sources.map((x) => x.id).sort()
const ids = (...lists: { id: string }[][]) => lists.flat().map((x) => x.id).sort()
const summaryIdsOf = (a: BuiltinAnswer) => a.sources.filter((x) => x.type === 'summary').map((x) => x.id).sort()

const NUMBER = /\d+(?:[.,]\d+)?/g
const numbersIn = (text: string) => text.match(NUMBER) ?? []

/**
 * Every source is a stored summary or fact of the user, and every number in the answer is one of
 * those the cited sources store: a summary's title, text, period id or meal description, a fact's text.
 */
function expectGrounded(a: BuiltinAnswer, userId: string): void {
  expect(a.language).toBe('en')
  const mine = stored.get(userId)!
  const known = new Set<string>()
  for (const src of a.sources) {
    if (src.type === 'summary') {
      const x = mine.summaries.find((y) => y.id === src.id)
      expect(x, `cited summary ${src.id} is stored`).toBeDefined()
      expect(src['name']).toBe(x!.name)
      for (const n of numbersIn(`${x!.llm_output.title} ${x!.llm_output.text} ${x!.period.id} ${x!.data['description'] ?? ''}`)) known.add(n)
    } else {
      expect(src.type).toBe('fact')
      const f = mine.facts.find((y) => y.id === src.id)
      expect(f, `cited fact ${src.id} is stored`).toBeDefined()
      for (const n of numbersIn(f!.text)) known.add(n)
    }
  }
  expect(numbersIn(a.content).filter((n) => !known.has(n)), a.content).toEqual([])
  expect(new Set(idsOf(a)).size, 'no source twice').toBe(a.sources.length)
}

describe('the built-in answerer', () => {
  it('answers "how did I sleep last week?" from that week’s nights, its weekly summary and the sleep facts', async () => {
    const a = await ask(A.id, 'How did I sleep last week?')
    const monday = addDays(mondayOf(today(A.tz)), -7)
    const nights = summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6))
    const week = summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)
    expect(nights).toHaveLength(7)
    expect(week).toHaveLength(1)
    expect(idsOf(a)).toEqual(ids(nights, week, topicFacts(A.id, 'sleep')))
    expect(topicFacts(A.id, 'sleep').length).toBeGreaterThan(0)
    expectGrounded(a, A.id)
    expect(a.content.split('\n')[0]).toBe('Here is what your summaries say about your sleep last week.')
    const weekSleep = sentencesOf(week[0]!.llm_output.text).find((x) => x.startsWith('Sleep score averaged'))!
    expect(a.content).toContain(weekSleep)
    for (const n of nights) expect(a.content).toContain(`${weekday(n.period.id)}: ${n.llm_output.title}`)
    // The readiness sentence of the same weekly summary is not about sleep.
    expect(a.content).not.toMatch(/Readiness score averaged/)
  })

  it('answers "what did I eat yesterday?" with the day’s nutrition summary and each meal', async () => {
    const a = await ask(A.id, 'What did I eat yesterday?')
    const y = addDays(today(A.tz), -1)
    const day = summariesIn(A.id, A.tz, 'DailyNutritionSummary', y, y)
    const meals = summariesIn(A.id, A.tz, 'MealSummary', y, y)
    expect(day).toHaveLength(1)
    expect(meals).toHaveLength(3)
    expect(idsOf(a)).toEqual(ids(day, meals, topicFacts(A.id, 'nutrition')))
    expectGrounded(a, A.id)
    expect(a.content).toContain(day[0]!.llm_output.text)
    for (const m of meals) expect(a.content).toContain(`“${m.data['description']}”: ${m.llm_output.title}`)
  })

  it('answers "is my training load too high?" from the latest load ratio and its band', async () => {
    const a = await ask(A.id, 'Is my training load too high?')
    const week = latest(A.id, 'WeeklyActivitySummary')
    const workout = latest(A.id, 'WorkoutSummary')
    expect(idsOf(a)).toEqual(ids([week, workout], topicFacts(A.id, 'activity')))
    expectGrounded(a, A.id)
    // The verdict follows the newer of the two: the workout only if it started after the week ended.
    const load = workout.period.start >= week.period.end ? workout.data['load'] : week.data['load_at_week_end']
    expect(load.ratio_band).not.toBeNull()
    const band = load.ratio_band === 'optimal' ? 'in the optimal band' : load.ratio_band
    expect(a.content).toContain(`your training load is ${band}:`)
    expect(a.content).toContain(sentencesOf(week.llm_output.text).find((x) => x.startsWith('Acute to chronic load ratio'))!)
    expect(numbersIn(a.content)).toContain(String(week.data['load_at_week_end'].acute_chronic_ratio))

    // A past period: that week's training summary and its last workout, told in the past tense.
    const past = await ask(A.id, 'Did I train too hard the week before last?')
    const monday = addDays(mondayOf(today(A.tz)), -14)
    const thatWeek = summariesIn(A.id, A.tz, 'WeeklyActivitySummary', monday, monday)
    const lastWorkout = summariesIn(A.id, A.tz, 'WorkoutSummary', monday, addDays(monday, 6)).sort((x, y) => y.period.start.localeCompare(x.period.start))[0]!
    expect(thatWeek).toHaveLength(1)
    expect(idsOf(past)).toEqual(ids(thatWeek, [lastWorkout], topicFacts(A.id, 'activity')))
    const thatBand = thatWeek[0]!.data['load_at_week_end'].ratio_band
    expect(past.content).toContain(`your training load was ${thatBand === 'optimal' ? 'in the optimal band' : thatBand}:`)
    expectGrounded(past, A.id)
  })

  it('answers "does meditation help my sleep?" from the impact summary’s meditation × sleep comparison', async () => {
    const a = await ask(A.id, 'Does meditation help my sleep?')
    const impact = latest(A.id, 'ImpactSummary')
    expect(idsOf(a)).toEqual(ids([impact]))
    expectGrounded(a, A.id)
    const row = impact.data['habits'].find((h: any) => h.habit === 'daily_meditation').metrics.find((m: any) => m.metric === 'sleep_score')
    expect(row.finding).toBe('higher on habit days')
    expect(a.content).toContain('Yes, by your own data: your sleep score has been clearly higher on days with “Meditate for ten minutes”')
    const sentence = sentencesOf(impact.llm_output.text).find((x) => x.startsWith('Meditate for ten minutes: sleep score was'))!
    expect(a.content).toContain(sentence)
    expect(numbersIn(a.content)).toContain(String(row.habit_days))
    // The other habit of the same summary is not what was asked about.
    expect(a.content).not.toContain('Write down worries before bed')
  })

  it('answers "how was my week?" with the latest weekly summary', async () => {
    const a = await ask(A.id, 'How was my week?')
    const week = latest(A.id, 'WeeklySummary')
    expect(idsOf(a)).toEqual(ids([week]))
    expectGrounded(a, A.id)
    expect(a.content).toContain(week.llm_output.text)
  })

  it('answers a trend question with the sleep sentences of the latest trend summary', async () => {
    const a = await ask(A.id, 'Is my sleep getting better?')
    const trend = latest(A.id, 'TrendSummary')
    expect(idsOf(a)).toEqual(ids([trend]))
    expectGrounded(a, A.id)
    expect(a.content).toContain(sentencesOf(trend.llm_output.text).find((x) => x.startsWith('Sleep score is rising'))!)
    expect(a.content).not.toMatch(/Readiness score/)
  })

  it('answers about mindfulness sessions from the sessions and the week’s training summary', async () => {
    const a = await ask(A.id, 'How were my meditation sessions last week?')
    const monday = addDays(mondayOf(today(A.tz)), -7)
    const sessions = summariesIn(A.id, A.tz, 'MindfulsessionSummary', monday, addDays(monday, 6))
    const week = summariesIn(A.id, A.tz, 'WeeklyActivitySummary', monday, monday)
    expect(sessions).toHaveLength(3)
    expect(idsOf(a)).toEqual(ids(sessions, week, topicFacts(A.id, 'mind')))
    expectGrounded(a, A.id)
    expect(a.content).toContain(sentencesOf(week[0]!.llm_output.text).find((x) => /mindfulness session/.test(x))!)
  })

  it('finds the period in the question: days, weekdays, ranges, dates, weeks and months', async () => {
    const t = today(A.tz)
    const lastMonthEnd = addDays(`${t.slice(0, 7)}-01`, -1)
    const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`
    const cases: { q: string; name: string; from: string; to: string; n?: number }[] = [
      { q: 'How did I sleep yesterday?', name: 'SleepSummary', from: addDays(t, -1), to: addDays(t, -1), n: 1 },
      { q: `How did I sleep on ${weekday(addDays(t, -3))}?`, name: 'SleepSummary', from: addDays(t, -3), to: addDays(t, -3), n: 1 },
      { q: 'how did i sleep over the last three days', name: 'SleepSummary', from: addDays(t, -2), to: t, n: 2 },
      { q: `Sleep on ${addDays(t, -5)}?`, name: 'SleepSummary', from: addDays(t, -5), to: addDays(t, -5), n: 1 },
      { q: 'How did I sleep in the last 2 weeks?', name: 'WeeklySummary', from: mondayOf(addDays(t, -13)), to: t },
      { q: 'How did I sleep last month?', name: 'WeeklySummary', from: mondayOf(lastMonthStart), to: lastMonthEnd },
      { q: `How did I sleep in ${MONTHS[Number(lastMonthEnd.slice(5, 7)) - 1]}?`, name: 'WeeklySummary', from: mondayOf(lastMonthStart), to: lastMonthEnd },
    ]
    for (const c of cases) {
      const a = await ask(A.id, c.q)
      const expected = summariesIn(A.id, A.tz, c.name, c.from, c.to)
      if (c.n !== undefined) expect(expected, c.q).toHaveLength(c.n)
      expect(expected.length, c.q).toBeGreaterThan(0)
      expect(summaryIdsOf(a), c.q).toEqual(ids(expected))
      expectGrounded(a, A.id)
    }
  })

  it('keeps the topic and moves the period back for a follow-up', async () => {
    const a = await ask(A.id, ['How did I sleep last week?', 'And the week before?'])
    const monday = addDays(mondayOf(today(A.tz)), -14)
    const nights = summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6))
    expect(nights).toHaveLength(7)
    expect(summaryIdsOf(a)).toEqual(ids(nights, summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)))
    expect(a.content.split('\n')[0]).toBe('Here is what your summaries say about your sleep the week before last.')
    expectGrounded(a, A.id)

    // A new topic without a period of its own keeps the period.
    const b = await ask(A.id, ['How did I sleep last week?', 'What about my workouts?'])
    const last = addDays(mondayOf(today(A.tz)), -7)
    const workouts = summariesIn(A.id, A.tz, 'WorkoutSummary', last, addDays(last, 6))
    expect(workouts).toHaveLength(4)
    expect(idsOf(b)).toEqual(ids(workouts, summariesIn(A.id, A.tz, 'WeeklyActivitySummary', last, last), topicFacts(A.id, 'activity')))
    expectGrounded(b, A.id)
  })

  it('answers two topics of one question, each from its own summaries', async () => {
    const a = await ask(A.id, 'How did I sleep and what did I eat yesterday?')
    const y = addDays(today(A.tz), -1)
    const expected = ids(
      summariesIn(A.id, A.tz, 'SleepSummary', y, y),
      topicFacts(A.id, 'sleep'),
      summariesIn(A.id, A.tz, 'DailyNutritionSummary', y, y),
      summariesIn(A.id, A.tz, 'MealSummary', y, y),
      topicFacts(A.id, 'nutrition'),
    )
    expect(idsOf(a)).toEqual(expected)
    expectGrounded(a, A.id)
  })

  it('answers "last night" from the sleep that ended this morning', async () => {
    const t = today(B.tz)
    expect(await s.send(B.id)({ method: 'PUT', path: `/daily_records/scores/${t}/sleep_score`, body: { value: 77 } })).toBe(200)
    let night: Summary | undefined
    for (let i = 0; i < 100 && !night; i++) {
      night = (await s.summaries(B.id, `&name=SleepSummary&start_date=${t}&end_date=${t}`))[0]
      if (!night) await new Promise((r) => setTimeout(r, 100))
    }
    expect(night, 'the sleep summary of today').toBeDefined()
    await load(B.id)
    const a = await ask(B.id, 'How did I sleep last night?')
    expect(idsOf(a)).toEqual(ids([night!], topicFacts(B.id, 'sleep')))
    expect(a.content).toContain('Your sleep score was 77.')
    expectGrounded(a, B.id)
  })

  it('says plainly when it has nothing for the period, citing nothing and writing no number', async () => {
    const month = MONTHS[(Number(today(A.tz).slice(5, 7)) - 1 + 8) % 12]! // four months back: before any data
    for (const [q, period] of [
      ['How did I sleep on 2020-01-06?', 'Monday the sixth of January'],
      [`How did I sleep in ${month}?`, month],
    ] as const) {
      const a = await ask(A.id, q)
      expect(a.sources, q).toEqual([])
      expect(a.content, q).toMatch(/^I have no sleep summaries for /)
      expect(a.content).toContain(period)
      expect(numbersIn(a.content), q).toEqual([])
    }
  })

  it('says plainly when it has nothing on the topic', async () => {
    const a = await ask(B.id, 'What did I eat yesterday?')
    expect(a.sources).toEqual([])
    expect(a.content).toMatch(/^I have no meal summaries for yesterday\b/)
    expect(numbersIn(a.content)).toEqual([])
    // B has sleep: the same day on another topic has an answer.
    const sleep = await ask(B.id, 'How did I sleep yesterday?')
    expect(sleep.sources.length).toBeGreaterThan(0)
  })

  it('says which data the token may not read', async () => {
    const noSummaries = await ask(A.id, 'How did I sleep last week?', {}, ALL_SCOPES.filter((x) => x !== 'ai_summaries:read'))
    expect(noSummaries.sources).toEqual([])
    expect(noSummaries.content).toContain('ai_summaries:read')
    expect(numbersIn(noSummaries.content)).toEqual([])

    const noFacts = await ask(A.id, 'How did I sleep last week?', {}, ALL_SCOPES.filter((x) => x !== 'facts:read'))
    const monday = addDays(mondayOf(today(A.tz)), -7)
    expect(idsOf(noFacts)).toEqual(ids(summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6)), summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)))
    expect(noFacts.content).toContain('facts:read')
    expectGrounded(noFacts, A.id)
  })

  it('answers in English whatever the language asked for, and explains what it can do when it finds no topic', async () => {
    const de = await ask(A.id, 'How was my week?', { language: 'de' })
    expect(de.language).toBe('en')
    expect(de.content).toContain('English')
    expectGrounded(de, A.id)

    const hello = await ask(A.id, 'Hello there')
    expect(hello.sources).toEqual([])
    expect(hello.content).toContain('How did I sleep last week?')
    expect(numbersIn(hello.content)).toEqual([])
  })
})
