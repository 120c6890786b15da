// The built-in answerer of chat completions (LLM_PROVIDER=none, model "healthd-builtin"): it finds
// the topic and the period in the user's question, reads the matching summaries and facts through
// the data tools (so the token's scopes, the bounded results and the sources come with them), and
// answers by quoting their stored text. It writes no number of its own: every digit in an answer
// comes from a summary or fact it cites, so an answer can always be checked against stored data.
//
// It runs as passes over data: the question reader (question.ts, with the period rules of
// periods.ts) reads the conversation into an intent; the planner (planner.ts) turns each topic into
// the queries to run and the finders (finders.ts) that pick, by keys and data, what to quote; the
// writer (writer.ts) writes each topic's part. It answers in the languages the meal summaries'
// built-in text supports, one file each under languages/: the one asked for, else the user's
// profile language, else English. What it quotes stays as stored (the system summaries' built-in
// text is English, so a German answer quotes English text).
import { resolveLanguage } from '../../analysis/index.js'
import { localDay } from '../../time/calendar.js'
import { mayUse, runTool, type Source, type ToolCallOutcome, type ToolContext } from '../tools.js'
import { ANSWER_TEXT, UNSUPPORTED_LANGUAGE_NOTE, type AnswerLanguage, type AnswerText } from './languages/index.js'
import { planAnswer, queriesOf } from './planner.js'
import { readConversation } from './question.js'
import { readAll } from './sources.js'
import { writeTopic, type Scene } from './writer.js'

export { ANSWER_TEXT, UNSUPPORTED_LANGUAGE_NOTE } from './languages/index.js'
export type { AnswerLanguage, PeriodLabel } from './languages/index.js'

export const BUILTIN_CHAT_MODEL = 'healthd-builtin'

export interface AnswerInput {
  /** The conversation's messages as sent (system|user|assistant), content already flattened to text. */
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  /** BCP 47 tag the client asked for, if any (else the profile's language is used). */
  language?: string | undefined
  /** Defaults to new Date(). */
  now?: Date
  /**
   * The user's time zone offset and language when the caller has read them already (the chat
   * route does, to know the user exists): the answerer then reads no profile of its own.
   */
  profile?: { tz_offset: number | null; language: string | null } | undefined
}

export interface BuiltinAnswer {
  content: string
  sources: Source[]
  /** The language the answer is written in: en, de, fr, es or pt. */
  language: AnswerLanguage
}

const isEnglishTag = (tag: string) => /^en(?:[-_]|$)/i.test(tag.trim())

/**
 * Answers the conversation's last question from the user's stored summaries and facts, read with
 * the caller's token: one round trip for the profile when a period needs the user's local day
 * (none when the caller gives it), then one round trip per summary name and fact type, all at once.
 * It answers in the language asked for, else the profile's, else English.
 */
export async function builtinAnswer(ctx: ToolContext, input: AnswerInput): Promise<BuiltinAnswer> {
  const now = input.now ?? new Date()
  const reading = readConversation(input.messages)
  if (!reading.topics.length && reading.periods.length) reading.topics = ['overview']

  // The profile gives the user's local day and, when no language is asked for, the answer's. It is
  // read once: before the summaries when a period needs the local day, else alongside them.
  const known = input.profile
  const profileAllowed = known !== undefined || mayUse(ctx.auth, 'get_profile')
  let profile: Record<string, unknown> | undefined = known ? { tz_offset: known.tz_offset, language: known.language } : undefined
  let profileRead: Promise<ToolCallOutcome | undefined> | undefined
  const readProfile = () =>
    (profileRead ??= (async () => {
      if (known || !profileAllowed) return undefined
      const o = await runTool(ctx, 'get_profile', {})
      if (o.ok) profile = o.output.result['profile'] as Record<string, unknown>
      return o
    })())
  /** The answer's language; `note` when one was asked for that the answerer does not write. */
  const languageOf = (): { lang: AnswerLanguage; note: boolean } => {
    const asked = input.language ?? (typeof profile?.['language'] === 'string' ? (profile['language'] as string) : undefined)
    const resolved = resolveLanguage(asked)
    const lang = resolved === 'it' ? 'en' : resolved
    return { lang, note: lang === 'en' && asked !== undefined && asked.trim() !== '' && !isEnglishTag(asked) }
  }
  /** An answer of one sentence (or a few) and no sources. */
  const say = async (what: (t: AnswerText) => string): Promise<BuiltinAnswer> => {
    if (input.language === undefined) await readProfile()
    const { lang, note } = languageOf()
    const content = what(ANSWER_TEXT[lang])
    return { content: note ? `${content}\n\n${UNSUPPORTED_LANGUAGE_NOTE}` : content, sources: [], language: lang }
  }

  if (!reading.topics.length) return say((t) => t.help)
  if (!mayUse(ctx.auth, 'list_summaries')) return say((t) => `${t.scopeNote('summaries', 'ai_summaries:read')} ${t.noSummariesScope}`)
  if (reading.periods.length) {
    const o = await readProfile()
    if (o && !o.ok && o.error === 'user not found') return say((t) => t.noUser)
  }
  const tz = () => (typeof profile?.['tz_offset'] === 'number' ? (profile['tz_offset'] as number) : 0)
  let today = localDay(now, tz())
  const { period, grain, plans } = planAnswer(reading, today)
  const factsAllowed = mayUse(ctx.auth, 'list_facts')
  const wanted = plans.flatMap(queriesOf)
  const queries = wanted.filter((q) => q.tool !== 'list_facts' || factsAllowed)
  const [reads] = await Promise.all([readAll(ctx, queries), readProfile()])
  today = localDay(now, tz())

  if ([...reads.values()].some((r) => !r.ok && r.error === 'user not found')) return say((t) => t.noUser)
  if (queries.some((q) => q.tool === 'list_summaries') && [...reads.entries()].every(([k, r]) => !k.startsWith('list_summaries') || !r.ok)) {
    return say((t) => t.summariesUnread)
  }
  const { lang, note } = languageOf()
  const t = ANSWER_TEXT[lang]
  const scene: Scene = { period, grain, today, tz: tz(), reading, reads, t }
  const sections = plans.map((p) => writeTopic(scene, p))
  const notes: string[] = []
  // Without the profile, days are UTC days: say so wherever the answer names or picks a day.
  if (sections.some((s) => s.quoted) || reading.periods.length) {
    if (!profileAllowed) notes.push(`${t.scopeNote('profile', 'users:read')} ${t.utcNoScope}`)
    else if (!profile) notes.push(t.profileUnread)
  }
  if (!factsAllowed && wanted.some((q) => q.tool === 'list_facts') && sections.some((s) => s.quoted)) {
    notes.push(`${t.scopeNote('facts', 'facts:read')} ${t.noFactsScope}`)
  }
  if (note) notes.push(UNSUPPORTED_LANGUAGE_NOTE)

  const used = new Map<string, Source>()
  for (const s of sections) for (const [k, v] of s.used) used.set(k, v)
  const content = [...sections.map((s) => s.lines.join('\n')), ...(notes.length ? [notes.join(' ')] : [])].join('\n\n')
  return { content, sources: [...used.values()], language: lang }
}
