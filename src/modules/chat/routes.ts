// Chat completions: POST /users/{user_id}/chat/completions, OpenAI-compatible, grounded in the
// user's data through the data tools (src/agents/tools.ts) run with the caller's token. With
// LLM_PROVIDER=openai the configured model answers and calls the tools; with none, the built-in
// answerer does, from the stored summaries and facts. `stream: true` answers server-sent events
// in OpenAI's chunk format.
import { PassThrough } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from '@sinclair/typebox'
import { AppError, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { type Source, type ToolContext, builtinAnswer, BUILTIN_CHAT_MODEL, completionId, llmChat, UpstreamError, type Usage } from '../../agents/index.js'
import { ChatCompletionSchema, ChatRequestSchema, MAX_TEXT_BYTES, type ChatCompletion, type ChatRequest } from './schemas.js'
import { getUserLocale } from '../users/index.js'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

type Message = { role: 'system' | 'user' | 'assistant'; content: string }

/** Content as text (parts joined), and the limits the schema cannot state: total size, a question. */
function conversation(body: ChatRequest): Message[] {
  const messages = body.messages.map((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : m.content.map((p) => p.text).join('') }))
  const bytes = messages.reduce((n, m) => n + Buffer.byteLength(m.content), 0)
  if (bytes > MAX_TEXT_BYTES) throw errors.badRequest(`body/messages must hold at most ${MAX_TEXT_BYTES} bytes of text (got ${bytes})`)
  if (!messages.some((m) => m.role === 'user' && m.content.trim())) throw errors.badRequest('body/messages must include a user message with text')
  return messages
}

type Cited = ChatCompletion['sources'][number]
/** The sources an answer shows: the resources of the contract's list (a profile read is not one). */
const cited = (sources: Source[]): Cited[] => sources.filter((s): s is Source & Cited => s.type !== 'profile')

/** A rough count for the built-in answerer, which has no tokenizer: four characters a token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4)

function localToday(tz: number, now = Date.now()): { date: string; weekday: string } {
  const d = new Date(now + tz * 1000)
  return { date: d.toISOString().slice(0, 10), weekday: WEEKDAYS[d.getUTCDay()]! }
}

interface Answer {
  content: string
  finishReason: 'stop' | 'length'
  sources: Source[]
  usage: Usage
  model: string
}

/** Server-sent events in OpenAI's chunk format, on a stream the reply sends once the first byte is ready. */
class ChunkStream {
  readonly id = completionId()
  readonly created = Math.floor(Date.now() / 1000)
  private readonly out = new PassThrough()
  private started = false

  constructor(
    private readonly reply: FastifyReply,
    private model: string,
  ) {}

  get isStarted(): boolean {
    return this.started
  }

  private event(data: unknown): void {
    this.out.write(`data: ${JSON.stringify(data)}\n\n`)
  }

  private chunk(delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}): void {
    this.event({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...extra,
    })
  }

  /** Sends the headers and the opening chunk (role), once. */
  start(): void {
    if (this.started) return
    this.started = true
    this.reply.code(200).header('cache-control', 'no-cache').header('x-accel-buffering', 'no').type('text/event-stream; charset=utf-8')
    void this.reply.send(this.out)
    this.chunk({ role: 'assistant', content: '' }, null)
  }

  text(t: string): void {
    this.start()
    this.chunk({ content: t }, null)
  }

  /** The last chunk carries finish_reason and healthd's `sources`; then the usage if asked, then [DONE]. */
  finish(a: Answer, includeUsage: boolean): void {
    this.model = a.model
    this.start()
    this.chunk({}, a.finishReason, { sources: cited(a.sources) })
    if (includeUsage) this.event({ id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model, choices: [], usage: a.usage })
    this.out.end('data: [DONE]\n\n')
  }

  /** After the stream started, a failure can only be told in it (as OpenAI does), then it ends. */
  fail(message: string): void {
    this.event({ error: { message, type: 'upstream_error' } })
    this.out.end()
  }
}

/** Splits the built-in answer into a few chunks at word boundaries, as a model would stream it. */
function* pieces(text: string): Generator<string> {
  const words = text.match(/\S+\s*/g) ?? []
  for (let i = 0; i < words.length; i += 8) yield words.slice(i, i + 8).join('')
}

const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/chat/completions',
    {
      config: { scope: 'chat_completions:create' },
      schema: {
        tags: ['chat'],
        operationId: 'createChatCompletion',
        summary: 'Answer a question about the user’s data (OpenAI-compatible chat completion)',
        description: [
          'A subset of the OpenAI Chat Completions request; the answer has the OpenAI shape plus `sources`, the healthd resources it used. Stateless: send the conversation.',
          'With `LLM_PROVIDER=openai` the configured model answers and reads the user’s data through the data tools (`get_profile`, `list_summaries`, `list_facts`, `list_daily_records`, `list_activities`, `list_meals`, `list_baselines`, `list_custom_records`, `log_meal`), each offered only when the token has its scope. With `none`, the built-in answerer (`model: "healthd-builtin"`) answers from the stored summaries and facts.',
          '`stream: true` answers `text/event-stream`: `chat.completion.chunk` events, the last one with `finish_reason` and `sources`, then `data: [DONE]`. A failure of the model’s server is a 502 (or, once streaming has begun, an `error` event).',
        ].join('\n\n'),
        params: UserParamsSchema,
        body: ChatRequestSchema,
        response: {
          200: {
            description: 'The answer, or with `stream: true` its server-sent events',
            content: {
              'application/json': { schema: ChatCompletionSchema },
              'text/event-stream': { schema: Type.String({ description: '`data: <chat.completion.chunk>` events, ending with `data: [DONE]`' }) },
            },
          },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 503),
        },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      const { user_id } = req.params
      const messages = conversation(req.body)
      const user = await getUserLocale(app.db, auth.projectId, user_id)
      if (!user) throw errors.userNotFound()
      const language = req.body.language ?? user.language ?? 'en'
      const tools: ToolContext = { db: app.db, auth, userId: user_id, meals: app.services.meals, log: req.log }
      const llm = app.config.llm
      const useModel = llm.provider === 'openai'
      const stream = req.body.stream ? new ChunkStream(reply, useModel ? llm.model! : BUILTIN_CHAT_MODEL) : undefined
      const includeUsage = req.body.stream_options?.include_usage === true
      // The client going away stops the model's work (and its tool calls).
      const gone = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort()
      })

      let answer: Answer
      try {
        if (useModel) {
          const r = await llmChat({
            llm,
            tools,
            messages,
            maxTokens: req.body.max_tokens ?? undefined,
            language,
            today: localToday(user.tz_offset ?? 0),
            signal: gone.signal,
            onDelta: stream ? (t) => stream.text(t) : undefined,
            log: req.log,
          })
          answer = r
        } else {
          const r = await builtinAnswer(tools, { messages, language: req.body.language ?? user.language ?? undefined, profile: user })
          let content = r.content
          let finishReason: Answer['finishReason'] = 'stop'
          const max = req.body.max_tokens
          if (max && estimateTokens(content) > max) {
            content = content.slice(0, max * 4)
            finishReason = 'length'
          }
          const prompt = estimateTokens(messages.map((m) => m.content).join('\n'))
          const completion = estimateTokens(content)
          answer = {
            content,
            finishReason,
            sources: r.sources,
            model: BUILTIN_CHAT_MODEL,
            usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
          }
          if (stream) for (const p of pieces(content)) stream.text(p)
        }
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err
        req.log.warn({ err: { message: err.message } }, 'chat completion failed at the language model')
        if (stream?.isStarted) {
          stream.fail(err.message)
          return reply
        }
        throw new AppError(502, err.message)
      }
      if (stream) {
        stream.finish(answer, includeUsage)
        return reply
      }
      const body: ChatCompletion = {
        id: completionId(),
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: answer.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: answer.finishReason }],
        usage: answer.usage,
        sources: cited(answer.sources),
      }
      return body
    },
  )
}

export default chatRoutes
