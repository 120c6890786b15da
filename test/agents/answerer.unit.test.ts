// The built-in answerer against seeded users: for each common question, the sources are exactly
// the stored summaries and facts of that topic and period, every number in the answer is one
// stored in a source it cites, and it says plainly when it has nothing (or may not read). The same
// holds in German, French, Spanish and Portuguese: asked in those languages, it finds the same
// sources and writes its own sentences in the language asked for (or the profile's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_SCOPES } from '../../src/auth/scopes.js'
import { builtinAnswer, type AnswerInput, type BuiltinAnswer } from '../../src/agents/answerer/index.js'
import { ANSWER_TEXT, UNSUPPORTED_LANGUAGE_NOTE, type AnswerLanguage, type PeriodLabel } from '../../src/agents/answerer/index.js'
import { addDays, mondayOf } from '../helpers/synthetic.js'
import { A, B, seed, type Fact, type Seeded, type Summary } from './seeded.js'
import { type Lang, LANGS, TAG, type Common, ENGLISH, COMMON, SAYS, WEEKDAYS_IN, MONTHS_IN, weekdayIn, ENGLISH_FRAMING } from './answerer-languages.js'

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
const ids = (...lists: { id: string }[][]) =>
  lists
    .flat()
    .map((x) => x.id)
    .sort()
const summaryIdsOf = (a: BuiltinAnswer) =>
  a.sources
    .filter((x) => x.type === 'summary')
    .map((x) => x.id)
    .sort()

const NUMBER = /\d+(?:[.,]\d+)?/g
const numbersIn = (text: string) => text.match(NUMBER) ?? []

/**
 * Every source is a stored summary or fact of the user, and every number in the answer is one of
 * those the cited sources store: a summary's title, text, period id or meal description, a fact's text.
 */
function expectGrounded(a: BuiltinAnswer, userId: string, language: AnswerLanguage = 'en'): void {
  expect(a.language).toBe(language)
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
  expect(
    numbersIn(a.content).filter((n) => !known.has(n)),
    a.content,
  ).toEqual([])
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
    const row = impact.data['habits'].find((h) => h.habit === 'daily_meditation')!.metrics.find((m) => m.metric === 'sleep_score')!
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
    const noSummaries = await ask(
      A.id,
      'How did I sleep last week?',
      {},
      ALL_SCOPES.filter((x) => x !== 'ai_summaries:read'),
    )
    expect(noSummaries.sources).toEqual([])
    expect(noSummaries.content).toContain('ai_summaries:read')
    expect(numbersIn(noSummaries.content)).toEqual([])

    const noFacts = await ask(
      A.id,
      'How did I sleep last week?',
      {},
      ALL_SCOPES.filter((x) => x !== 'facts:read'),
    )
    const monday = addDays(mondayOf(today(A.tz)), -7)
    expect(idsOf(noFacts)).toEqual(
      ids(summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6)), summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)),
    )
    expect(noFacts.content).toContain('facts:read')
    expectGrounded(noFacts, A.id)
  })

  it('reads no profile when the caller gives it: the same answer, without users:read', async () => {
    const q = 'How did I sleep last week?'
    const read = await ask(A.id, q)
    const given = await ask(
      A.id,
      q,
      { profile: { tz_offset: A.tz, language: null } },
      ALL_SCOPES.filter((x) => x !== 'users:read'),
    )
    expect(given.content).toBe(read.content)
    expect(idsOf(given)).toEqual(idsOf(read))
    // Without it, and without users:read, days are UTC days and the answer says so.
    const utc = await ask(
      A.id,
      q,
      {},
      ALL_SCOPES.filter((x) => x !== 'users:read'),
    )
    expect(utc.content).toContain('users:read')
  })

  it('answers in English, saying so, when the language asked for is not one it writes, and explains what it can do when it finds no topic', async () => {
    const ja = await ask(A.id, 'How was my week?', { language: 'ja' })
    expect(ja.language).toBe('en')
    expect(ja.content).toContain('English')
    expect(ja.content).toContain(UNSUPPORTED_LANGUAGE_NOTE)
    expect(ja.content).toContain(latest(A.id, 'WeeklySummary').llm_output.text)
    expectGrounded(ja, A.id)
    // Italian: meal summaries are written in it, answers not yet
    const it = await ask(A.id, 'How was my week?', { language: 'it' })
    expect(it.language).toBe('en')
    expect(it.content).toContain(UNSUPPORTED_LANGUAGE_NOTE)
    // English asked for (in any form), or nothing asked for: no note.
    for (const language of ['en', 'en-GB', undefined]) {
      const en = await ask(A.id, 'How was my week?', language ? { language } : {})
      expect(en.content, String(language)).not.toContain(UNSUPPORTED_LANGUAGE_NOTE)
      expect(idsOf(en)).toEqual(idsOf(ja))
    }

    const hello = await ask(A.id, 'Hello there')
    expect(hello.sources).toEqual([])
    expect(hello.content).toContain('How did I sleep last week?')
    expect(numbersIn(hello.content)).toEqual([])
  })
})

// ---- other languages ------------------------------------------------------------------------------

/** The band the load verdict follows: the newer of the latest weekly training summary and workout. */
function loadBand(userId: string): string {
  const week = latest(userId, 'WeeklyActivitySummary')
  const workout = latest(userId, 'WorkoutSummary')
  return (workout.period.start >= week.period.end ? workout.data['load'] : week.data['load_at_week_end']).ratio_band
}

/** Checks what the answer to a common question says in `lang`, beyond its sources. */
function expectSays(a: BuiltinAnswer, lang: Lang, topic: Common): void {
  const says = SAYS[lang]
  for (const phrase of ENGLISH_FRAMING) expect(a.content, `${lang} ${topic}`).not.toContain(phrase)
  if (topic === 'sleep') {
    const monday = addDays(mondayOf(today(A.tz)), -7)
    expect(a.content.split('\n')[0]).toBe(says.sleepLead)
    expect(a.content).toContain(says.nights)
    expect(a.content).toContain(says.facts)
    for (const n of summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6)))
      expect(a.content).toContain(`${weekdayIn(lang, n.period.id)}: ${n.llm_output.title}`)
    // The weekly summary's sleep sentence is quoted as stored (English).
    const week = summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)[0]!
    expect(a.content).toContain(sentencesOf(week.llm_output.text).find((x) => x.startsWith('Sleep score averaged'))!)
  } else if (topic === 'meals') {
    const y = addDays(today(A.tz), -1)
    expect(a.content.split('\n')[0]).toBe(says.mealsLead)
    expect(a.content).toContain(says.meals)
    expect(a.content).toContain(summariesIn(A.id, A.tz, 'DailyNutritionSummary', y, y)[0]!.llm_output.text)
    for (const m of summariesIn(A.id, A.tz, 'MealSummary', y, y)) expect(a.content).toContain(`${says.quote(m.data['description'])}: ${m.llm_output.title}`)
  } else if (topic === 'load') {
    expect(a.content).toContain(says.load[loadBand(A.id)])
    expect(a.content).toContain(sentencesOf(latest(A.id, 'WeeklyActivitySummary').llm_output.text).find((x) => x.startsWith('Acute to chronic load ratio'))!)
  } else {
    expect(a.content).toContain(says.impact)
    expect(a.content).toContain(ANSWER_TEXT[lang].notProof)
    expect(a.content).toContain(
      sentencesOf(latest(A.id, 'ImpactSummary').llm_output.text).find((x) => x.startsWith('Meditate for ten minutes: sleep score was'))!,
    )
    expect(a.content).not.toContain('Write down worries before bed')
  }
}

describe('the built-in answerer in German, French, Spanish and Portuguese', () => {
  it('answers the four common questions from the same sources as in English, in the language asked for', async () => {
    for (const topic of Object.keys(ENGLISH) as Common[]) {
      const en = await ask(A.id, ENGLISH[topic])
      expect(en.sources.length, topic).toBeGreaterThan(0)
      for (const lang of LANGS) {
        const a = await ask(A.id, COMMON[lang][topic], { language: TAG[lang] })
        expect(idsOf(a), `${lang}: ${COMMON[lang][topic]}`).toEqual(idsOf(en))
        expectGrounded(a, A.id, lang)
        expectSays(a, lang, topic)
      }
    }
  })

  it('answers in the profile’s language when none is asked for, and in the one asked for over it', async () => {
    const patch = (language: string) => s.send(A.id)({ method: 'PATCH', path: '', body: { language } })
    try {
      expect(await patch('pt-BR')).toBe(200)
      for (const topic of Object.keys(ENGLISH) as Common[]) {
        const en = await ask(A.id, ENGLISH[topic], { language: 'en' })
        const a = await ask(A.id, COMMON.pt[topic])
        expect(idsOf(a), COMMON.pt[topic]).toEqual(idsOf(en))
        expectGrounded(a, A.id, 'pt')
        expectSays(a, 'pt', topic)
        // An English question gets a Portuguese answer too; a language asked for wins over the profile's.
        expect((await ask(A.id, ENGLISH[topic])).language).toBe('pt')
        const de = await ask(A.id, COMMON.pt[topic], { language: 'de' })
        expect(idsOf(de)).toEqual(idsOf(en))
        expectGrounded(de, A.id, 'de')
      }
      const hello = await ask(A.id, 'Olá')
      expect(hello.content).toBe(ANSWER_TEXT.pt.help)
      expect(hello.language).toBe('pt')

      // A profile language it does not write: English, saying so.
      expect(await patch('ja')).toBe(200)
      const ja = await ask(A.id, COMMON.de.sleep)
      expect(ja.language).toBe('en')
      expect(ja.content.split('\n')[0]).toBe('Here is what your summaries say about your sleep last week.')
      expect(ja.content).toContain(UNSUPPORTED_LANGUAGE_NOTE)
      expectGrounded(ja, A.id)
    } finally {
      expect(await patch('en')).toBe(200)
    }
  })

  it('understands a question in any of the languages, whatever language it answers in', async () => {
    for (const lang of LANGS) {
      for (const topic of Object.keys(ENGLISH) as Common[]) {
        const en = await ask(A.id, ENGLISH[topic])
        const a = await ask(A.id, COMMON[lang][topic], { language: 'en' })
        expect(idsOf(a), `${lang}: ${COMMON[lang][topic]}`).toEqual(idsOf(en))
        expect(a.content).toBe(en.content)
        expectGrounded(a, A.id)
        const other = LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length]!
        const b = await ask(A.id, COMMON[lang][topic], { language: other })
        expect(idsOf(b)).toEqual(idsOf(en))
        expectGrounded(b, A.id, other)
      }
    }
  })

  it('finds the period in each language: days, weekdays, weeks, months, month names and the last days', async () => {
    const t = today(A.tz)
    const lastMonthEnd = addDays(`${t.slice(0, 7)}-01`, -1)
    const lastMonth = Number(lastMonthEnd.slice(5, 7)) - 1
    const lastMonthYear = lastMonthEnd.slice(0, 4) === t.slice(0, 4) ? ({ k: 'this' } as const) : ({ k: 'last' } as const)
    const threeBack = addDays(t, -3)
    const dow = (new Date(`${threeBack}T00:00:00Z`).getUTCDay() + 6) % 7
    const phrases: Record<Lang, (day: string) => string[]> = {
      de: (wd) => [
        'gestern',
        'vorgestern',
        'heute',
        'diese Woche',
        'letzte Woche',
        'diesen Monat',
        'letzten Monat',
        `im ${MONTHS_IN.de[lastMonth]}`,
        'in den letzten drei Tagen',
        'in den letzten 10 Tagen',
        `am ${wd}`,
      ],
      fr: (wd) => [
        'hier',
        'avant-hier',
        'aujourd’hui',
        'cette semaine',
        'la semaine dernière',
        'ce mois-ci',
        'le mois dernier',
        `en ${MONTHS_IN.fr[lastMonth]}`,
        'ces trois derniers jours',
        'les 10 derniers jours',
        wd,
      ],
      es: (wd) => [
        'ayer',
        'anteayer',
        'hoy',
        'esta semana',
        'la semana pasada',
        'este mes',
        'el mes pasado',
        `en ${MONTHS_IN.es[lastMonth]}`,
        'en los últimos tres días',
        'los últimos 10 días',
        `el ${wd}`,
      ],
      pt: (wd) => [
        'ontem',
        'anteontem',
        'hoje',
        'esta semana',
        'na semana passada',
        'este mês',
        'no mês passado',
        `em ${MONTHS_IN.pt[lastMonth]}`,
        'nos últimos três dias',
        'nos últimos 10 dias',
        `${dow < 5 ? 'na' : 'no'} ${wd}`,
      ],
    }
    const question: Record<Lang, (p: string) => string> = {
      de: (p) => `Wie habe ich ${p} geschlafen?`,
      fr: (p) => `Comment ai-je dormi ${p} ?`,
      es: (p) => `¿Cómo dormí ${p}?`,
      pt: (p) => `Como dormi ${p}?`,
    }
    const english = [
      'yesterday',
      'the day before yesterday',
      'today',
      'this week',
      'last week',
      'this month',
      'last month',
      `in ${MONTHS[lastMonth]}`,
      'over the last three days',
      'in the last 10 days',
      `on ${weekday(threeBack)}`,
    ]
    const labels: PeriodLabel[] = [
      { k: 'yesterday' },
      { k: 'dayBeforeYesterday' },
      { k: 'today' },
      { k: 'thisWeek' },
      { k: 'lastWeek' },
      { k: 'thisMonth' },
      { k: 'lastMonth' },
      { k: 'month', month: lastMonth, year: lastMonthYear },
      { k: 'lastN', n: 3, unit: 'day' },
      { k: 'lastN', n: 10, unit: 'day' },
      { k: 'weekday', dow, last: false },
    ]
    const expected = await Promise.all(english.map((p) => ask(A.id, `How did I sleep ${p}?`)))
    // All but today, this week and this month (empty early in a week or month) have data: the
    // comparison is not between empty answers.
    for (const [i, e] of expected.entries()) if (![2, 3, 5].includes(i)) expect(e.sources.length, english[i]).toBeGreaterThan(0)
    for (const lang of LANGS) {
      const said = phrases[lang](WEEKDAYS_IN[lang][dow]!)
      for (const [i, p] of said.entries()) {
        const q = question[lang](p)
        const a = await ask(A.id, q, { language: lang })
        expect(summaryIdsOf(a), q).toEqual(summaryIdsOf(expected[i]!))
        expectGrounded(a, A.id, lang)
        const T = ANSWER_TEXT[lang]
        expect(a.content, q).toContain(a.sources.length ? T.when(labels[i]!) : T.what(labels[i]!))
      }
    }
  })

  it('keeps the topic and moves the period back for a follow-up in each language', async () => {
    const en = await ask(A.id, ['How did I sleep last week?', 'And the week before?'])
    const monday = addDays(mondayOf(today(A.tz)), -14)
    expect(summaryIdsOf(en)).toEqual(
      ids(summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6)), summariesIn(A.id, A.tz, 'WeeklySummary', monday, monday)),
    )
    const followUps: Record<Lang, string> = {
      de: 'Und die Woche davor?',
      fr: 'Et la semaine d’avant ?',
      es: '¿Y la semana anterior?',
      pt: 'E a semana anterior?',
    }
    for (const lang of LANGS) {
      const a = await ask(A.id, [COMMON[lang].sleep, followUps[lang]], { language: lang })
      expect(summaryIdsOf(a), followUps[lang]).toEqual(summaryIdsOf(en))
      expect(a.content).toContain(ANSWER_TEXT[lang].when({ k: 'weekBeforeLast' }))
      expectGrounded(a, A.id, lang)
    }
  })

  it('says plainly in each language when it has nothing, citing nothing and writing no number', async () => {
    const month = (Number(today(A.tz).slice(5, 7)) - 1 + 8) % 12 // four months back: before any data
    const inMonth: Record<Lang, string> = {
      de: `Wie habe ich im ${MONTHS_IN.de[month]} geschlafen?`,
      fr: `Comment ai-je dormi en ${MONTHS_IN.fr[month]} ?`,
      es: `¿Cómo dormí en ${MONTHS_IN.es[month]}?`,
      pt: `Como dormi em ${MONTHS_IN.pt[month]}?`,
    }
    for (const lang of LANGS) {
      const meals = await ask(B.id, COMMON[lang].meals, { language: lang })
      expect(meals.language).toBe(lang)
      expect(meals.sources).toEqual([])
      expect(meals.content.startsWith(SAYS[lang].nothingMeals), meals.content).toBe(true)
      expect(numbersIn(meals.content)).toEqual([])
      for (const phrase of ENGLISH_FRAMING) expect(meals.content).not.toContain(phrase)

      const sleep = await ask(A.id, inMonth[lang], { language: lang })
      expect(sleep.sources, inMonth[lang]).toEqual([])
      expect(sleep.content).toContain(ANSWER_TEXT[lang].none.sleep.none)
      expect(sleep.content).toContain(MONTHS_IN[lang][month])
      expect(numbersIn(sleep.content)).toEqual([])
    }
  })

  it('explains in each language what it can answer, with example questions it understands', async () => {
    const greeting: Record<AnswerLanguage, string> = { en: 'Hello there', de: 'Hallo', fr: 'Bonjour', es: 'Hola', pt: 'Olá' }
    for (const lang of ['en', ...LANGS] as AnswerLanguage[]) {
      const hello = await ask(A.id, greeting[lang], { language: lang })
      expect(hello.content).toBe(ANSWER_TEXT[lang].help)
      expect(hello.language).toBe(lang)
      expect(hello.sources).toEqual([])
      expect(numbersIn(hello.content)).toEqual([])
      const examples = [...hello.content.matchAll(/[“„«]\s?([^“”„«»]+?)\s?[”“»]/g)].map((m) => m[1]!)
      expect(examples, lang).toHaveLength(4)
      for (const q of examples) {
        const a = await ask(A.id, q, { language: lang })
        expect(a.sources.length, `${lang}: ${q}`).toBeGreaterThan(0)
        expectGrounded(a, A.id, lang)
      }
    }
  })

  // docs/agents.md states this as it is: the answer's language comes from the request or the
  // profile, never from the question, and stored summary text is quoted as stored (English).
  it('answers a German question in English unless German is asked for, quoting stored English text either way', async () => {
    const monday = addDays(mondayOf(today(A.tz)), -7)
    const nights = summariesIn(A.id, A.tz, 'SleepSummary', monday, addDays(monday, 6))
    expect(nights.length).toBeGreaterThan(0)
    const unasked = await ask(A.id, COMMON.de.sleep)
    expect(unasked.language).toBe('en')
    expect(
      ENGLISH_FRAMING.some((phrase) => unasked.content.includes(phrase)),
      unasked.content,
    ).toBe(true)
    expect(unasked.content).not.toContain(SAYS.de.sleepLead)
    const asked = await ask(A.id, COMMON.de.sleep, { language: 'de' })
    expect(asked.language).toBe('de')
    expect(asked.content.split('\n')[0]).toBe(SAYS.de.sleepLead)
    for (const n of nights) {
      expect(n.llm_output.language).toBe('en')
      expect(asked.content).toContain(n.llm_output.title)
    }
    // The profile's language, when the request names none.
    expect((await ask(A.id, COMMON.de.sleep, { profile: { tz_offset: A.tz, language: 'de-AT' } })).language).toBe('de')
  })

  it('says which data the token may not read, in the language asked for', async () => {
    for (const lang of LANGS) {
      const a = await ask(
        A.id,
        COMMON[lang].sleep,
        { language: lang },
        ALL_SCOPES.filter((x) => x !== 'ai_summaries:read'),
      )
      expect(a.sources).toEqual([])
      expect(a.language).toBe(lang)
      expect(a.content).toContain('ai_summaries:read')
      expect(a.content).toBe(`${ANSWER_TEXT[lang].scopeNote('summaries', 'ai_summaries:read')} ${ANSWER_TEXT[lang].noSummariesScope}`)
      const noFacts = await ask(
        A.id,
        COMMON[lang].sleep,
        { language: lang },
        ALL_SCOPES.filter((x) => x !== 'facts:read'),
      )
      expect(noFacts.content).toContain('facts:read')
      expect(noFacts.sources.every((x) => x.type === 'summary')).toBe(true)
      expectGrounded(noFacts, A.id, lang)
    }
  })

  it('writes counts and dates in words in every language, so its own sentences hold no digit', () => {
    const years = [{ k: 'this' }, { k: 'last' }, { k: 'next' }, { k: 'later' }, { k: 'ago', n: 2 }, { k: 'ago', n: 21 }] as const
    const labels: PeriodLabel[] = [
      ...(
        [
          'today',
          'yesterday',
          'dayBeforeYesterday',
          'lastNight',
          'thisWeek',
          'lastWeek',
          'weekBeforeLast',
          'thisMonth',
          'lastMonth',
          'thisYear',
          'lastYear',
          'thisWeekend',
          'lastWeekend',
        ] as const
      ).map((k) => ({ k }) as PeriodLabel),
      ...years.map((year) => ({ k: 'year', year }) as PeriodLabel),
      ...Array.from({ length: 12 }, (_, month) => years.map((year) => ({ k: 'month', month, year }) as PeriodLabel)).flat(),
      ...Array.from({ length: 7 }, (_, dow) => [true, false].map((last) => ({ k: 'weekday', dow, last }) as PeriodLabel)).flat(),
      ...(['day', 'week', 'month'] as const).map((unit) => ({ k: 'past', unit }) as PeriodLabel),
    ]
    for (let n = 2; n <= 1200; n += n < 130 ? 1 : 37) {
      labels.push({ k: 'weeksAgo', n }, { k: 'daysBefore', n })
      for (const unit of ['day', 'week', 'month'] as const) labels.push({ k: 'lastN', n, unit })
    }
    for (let date = 1; date <= 31; date++) {
      for (const year of years) {
        const day = { dow: date % 7, date, month: date % 12, year }
        labels.push({ k: 'day', day }, { k: 'weekOf', day }, { k: 'range', from: day, to: { ...day, date: 32 - date } })
      }
    }
    for (const lang of ['en', ...LANGS] as AnswerLanguage[]) {
      const T = ANSWER_TEXT[lang]
      const written: string[] = []
      for (const l of labels) {
        written.push(T.when(l), T.what(l), T.lead(T.nouns.sleep, l), T.nothing(T.none.sleep.none, l, T.none.sleep.hint), T.overviewLead(l, 'week'))
        if (l.k === 'day' || l.k === 'today' || l.k === 'yesterday' || l.k === 'dayBeforeYesterday') written.push(T.day(l))
      }
      const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [])
      written.push(...strings(T))
      for (const band of ['low', 'optimal', 'high', 'very high'] as const) written.push(T.loadVerdict(band, true), T.loadVerdict(band, false))
      for (const finding of ['higher on habit days', 'lower on habit days', 'no clear difference'] as const)
        written.push(T.impactVerdict(finding, T.metric('sleep_score'), 'x'))
      for (const what of ['summaries', 'profile', 'facts'] as const) written.push(T.scopeNote(what, 'users:read'))
      written.push(
        T.lastWorkout(true, 'x'),
        T.lastWorkout(false, 'x'),
        T.trendLead([], undefined),
        T.impactLead([], [], undefined),
        T.overviewLead(undefined, 'day'),
      )
      expect(
        written.filter((x) => /\d/.test(x)),
        lang,
      ).toEqual([])
    }
    // Counts agree with their nouns.
    expect(ANSWER_TEXT.de.what({ k: 'lastN', n: 21, unit: 'day' })).toBe('die letzten einundzwanzig Tage')
    expect(ANSWER_TEXT.fr.what({ k: 'lastN', n: 21, unit: 'week' })).toBe('les vingt et une dernières semaines')
    expect(ANSWER_TEXT.es.what({ k: 'lastN', n: 21, unit: 'day' })).toBe('los últimos veintiún días')
    expect(ANSWER_TEXT.es.what({ k: 'lastN', n: 21, unit: 'week' })).toBe('las últimas veintiuna semanas')
    expect(ANSWER_TEXT.pt.what({ k: 'lastN', n: 22, unit: 'week' })).toBe('as últimas vinte e duas semanas')
    expect(ANSWER_TEXT.de.when({ k: 'day', day: { dow: 0, date: 2, month: 2, year: { k: 'this' } } })).toBe('am Montag, dem zweiten März')
  })
})
