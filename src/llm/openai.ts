// Summary text from any OpenAI-compatible Chat Completions server. The numbers are computed
// by healthd and given in the prompt; the model only writes. Any failure (timeout, HTTP error,
// unusable answer) returns undefined and the caller keeps the built-in text.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'

export const LLM_PROMPT_VERSION = 'meal-llm-v1'
export const LLM_INSIGHT_PROMPT_VERSION = 'insight-llm-v2'

export interface WrittenText {
  title: string
  text: string
  followup_questions: string[]
}

const SYSTEM = `You write short, friendly nutrition summaries for a health app. You are given a meal
analysis computed by the app (foods, grams, calories in kcal, macronutrients in grams, sodium in mg).
Use only these numbers; never invent foods or values; no medical advice. Answer with one JSON object:
{"title": string (max 60 chars), "text": string (2-4 sentences), "followup_questions": string[] (2-3)}.
Write in the language given by its BCP 47 tag.`

/** For system summaries (workouts, sleep, days, weeks, trends, habit impact). */
export const INSIGHT_SYSTEM = `You write short, friendly health insight summaries for a health app. You are given one
summary computed by the app: its type, its period, and its numbers (with the inputs they came from).
Use only these numbers; never invent values, causes or diagnoses; say "not enough data yet" where the
numbers say so; no medical advice. Where the numbers mark a threshold as guessed ("guessed": true) or
list values under "guessed" (or "tss_guessed" above 0), say that those values rest on a threshold
estimated from the user's last 90 days of workouts, not one the user set. Answer with one JSON object:
{"title": string (max 60 chars), "text": string (2-5 sentences), "followup_questions": string[] (2-3)}.
Write in the language given by its BCP 47 tag.`

export async function llmText(
  config: Config['llm'],
  input: { language: string; analysis: unknown },
  log: FastifyBaseLogger,
  prompt: { system: string; subject: string } = { system: SYSTEM, subject: 'meal' },
): Promise<WrittenText | undefined> {
  if (config.provider !== 'openai' || !config.baseUrl || !config.model) return undefined
  const started = Date.now()
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: JSON.stringify({ language: input.language, [prompt.subject]: input.analysis }) },
        ],
      }),
    })
    if (!res.ok) throw new Error(`status ${res.status}`)
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] }
    const content = body.choices?.[0]?.message?.content
    if (typeof content !== 'string') throw new Error('no message content')
    const parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as Partial<WrittenText>
    const questions = Array.isArray(parsed.followup_questions) ? parsed.followup_questions.filter((q): q is string => typeof q === 'string') : []
    if (typeof parsed.title !== 'string' || typeof parsed.text !== 'string' || !parsed.title.trim() || !parsed.text.trim()) {
      throw new Error('answer lacks title or text')
    }
    return { title: parsed.title.slice(0, 500), text: parsed.text.slice(0, 20_000), followup_questions: questions.slice(0, 5).map((q) => q.slice(0, 500)) }
  } catch (err) {
    log.warn({ err: { message: (err as Error).message }, ms: Date.now() - started }, 'LLM text failed; using the built-in text')
    return undefined
  }
}
