// A chat completion answered by an OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp)
// that reads the user's data through the data tools: the model asks for tools, healthd runs them
// with the caller's token, and after at most `maxToolRounds` rounds the model must answer. Every
// call has a timeout; any failure of the model's server is an UpstreamError (the route's 502).
// Nothing of the user's data is logged: tool names, counts and times only.
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import { runTool, toolsFor, type Source, type ToolContext } from './tools.js'

/** Tool calls one round may make; more are answered with an error, not run. */
export const MAX_CALLS_PER_ROUND = 8
/** An answer (or a round's arguments) longer than this is cut: a runaway model cannot fill memory. */
const MAX_UPSTREAM_BYTES = 4 * 1024 * 1024

export class UpstreamError extends Error {}

export interface Usage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
}

interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

type UpstreamMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface LlmChatInput {
  llm: Config['llm']
  tools: ToolContext
  /** The client's conversation, content flattened to text. */
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  maxTokens?: number | undefined
  /** The answer's language (BCP 47) and the user's local today (YYYY-MM-DD, weekday). */
  language: string
  today: { date: string; weekday: string }
  /** Aborted when the client goes away. */
  signal: AbortSignal
  /** Streaming: each piece of the answer's text as the model writes it. */
  onDelta?: ((text: string) => void) | undefined
  log: FastifyBaseLogger
}

export interface LlmChatResult {
  content: string
  finishReason: 'stop' | 'length'
  sources: Source[]
  usage: Usage
  model: string
  rounds: number
  toolCalls: number
}

/** What healthd tells the model before the client's own messages. */
export function systemPrompt(language: string, today: { date: string; weekday: string }): string {
  return `You are the assistant of a health app. You answer the user's questions about their own health data: sleep, workouts, mindfulness, meals, daily scores, baselines, habits and the app's summaries and facts about them.
Read the data with the tools; they only ever return this user's data. Today is ${today.weekday} ${today.date} in the user's local time; dates in tool arguments are the user's local days.
Use only numbers that the tools returned, and say which period they are from. When the data has nothing on the question, say so plainly. Do not diagnose and give no medical advice.
Log a meal with log_meal only when the user asks you to log one. Keep answers short. Answer in the language with BCP 47 tag "${language}".`
}

interface RoundResult {
  content: string
  toolCalls: ToolCall[]
  finishReason: string | null
  usage?: Partial<Usage> | undefined
  model?: string | undefined
}

/** One call to the model's server; streamed when `onDelta` is given. */
async function callModel(input: LlmChatInput, body: Record<string, unknown>): Promise<RoundResult> {
  // The deadline is a timer of our own, not AbortSignal.timeout: a timeout signal held only by
  // AbortSignal.any() can be garbage-collected before it fires (nodejs/node#57736), and then the
  // call waited for the model as long as it took (seen in CI: a 10 s answer let through a 1 s
  // LLM_TIMEOUT_MS). The timer holds its controller until it fires or the call ends.
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(new DOMException(`no answer within ${input.llm.timeoutMs} ms`, 'TimeoutError')), input.llm.timeoutMs)
  try {
    return await callModelUntil(input, body, AbortSignal.any([input.signal, deadline.signal]))
  } finally {
    clearTimeout(timer)
  }
}

async function callModelUntil(input: LlmChatInput, body: Record<string, unknown>, signal: AbortSignal): Promise<RoundResult> {
  const { llm } = input
  let res: Response
  try {
    res = await fetch(`${llm.baseUrl!.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      redirect: 'error',
      headers: {
        'content-type': 'application/json',
        accept: input.onDelta ? 'text/event-stream' : 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({ ...body, stream: Boolean(input.onDelta) }),
    })
  } catch (err) {
    throw upstreamFailure(err, input)
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {})
    throw new UpstreamError(`the language model's server answered ${res.status}`)
  }
  try {
    return input.onDelta ? await readStream(res, input.onDelta) : readJson(await res.json())
  } catch (err) {
    throw upstreamFailure(err, input)
  }
}

function upstreamFailure(err: unknown, input: LlmChatInput): Error {
  if (err instanceof UpstreamError) return err
  if (input.signal.aborted) return new UpstreamError('the client went away')
  const e = err as Error
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return new UpstreamError(`the language model did not answer within ${input.llm.timeoutMs} ms`)
  if (e instanceof SyntaxError) return new UpstreamError('the language model sent an answer that is not valid JSON')
  return new UpstreamError(`the language model's server could not be reached (${(e.cause as Error | undefined)?.message ?? e.message})`)
}

function readJson(raw: unknown): RoundResult {
  const body = raw as {
    model?: unknown
    usage?: Partial<Usage>
    choices?: { message?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown }[]
  }
  const choice = body.choices?.[0]
  if (!choice?.message) throw new UpstreamError('the language model sent no message')
  const content = typeof choice.message.content === 'string' ? choice.message.content : ''
  const calls = Array.isArray(choice.message.tool_calls) ? (choice.message.tool_calls as Partial<ToolCall>[]) : []
  return {
    content,
    toolCalls: calls.map((c, i) => ({
      id: typeof c.id === 'string' && c.id ? c.id : `call_${i}`,
      type: 'function' as const,
      function: {
        name: String(c.function?.name ?? ''),
        arguments: typeof c.function?.arguments === 'string' ? c.function.arguments : JSON.stringify(c.function?.arguments ?? {}),
      },
    })),
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
    usage: body.usage,
    model: typeof body.model === 'string' ? body.model : undefined,
  }
}

interface StreamChunk {
  model?: string
  usage?: Partial<Usage> | null
  choices?: {
    delta?: { content?: string | null; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] }
    finish_reason?: string | null
  }[]
}

/** Reads an SSE answer of chat.completion.chunk events: text goes out as it comes, tool calls are assembled. */
async function readStream(res: Response, onDelta: (text: string) => void): Promise<RoundResult> {
  if (!res.body) throw new UpstreamError('the language model sent an empty answer')
  const out: RoundResult = { content: '', toolCalls: [], finishReason: null }
  const calls = new Map<number, ToolCall>()
  const decoder = new TextDecoder()
  let buffer = ''
  let bytes = 0
  let done = false
  const line = (l: string) => {
    if (!l.startsWith('data:')) return
    const data = l.slice(5).trim()
    if (data === '[DONE]') {
      done = true
      return
    }
    if (!data) return
    const chunk = JSON.parse(data) as StreamChunk & { error?: { message?: string } }
    if (chunk.error) throw new UpstreamError('the language model reported an error while answering')
    if (typeof chunk.model === 'string') out.model = chunk.model
    if (chunk.usage) out.usage = chunk.usage
    const choice = chunk.choices?.[0]
    if (!choice) return
    const text = choice.delta?.content
    if (typeof text === 'string' && text) {
      out.content += text
      onDelta(text)
    }
    for (const d of choice.delta?.tool_calls ?? []) {
      const i = d.index ?? 0
      const call = calls.get(i) ?? { id: '', type: 'function' as const, function: { name: '', arguments: '' } }
      if (d.id) call.id = d.id
      if (d.function?.name) call.function.name += d.function.name
      if (d.function?.arguments) call.function.arguments += d.function.arguments
      calls.set(i, call)
    }
    if (choice.finish_reason) out.finishReason = choice.finish_reason
  }
  for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += piece.byteLength
    if (bytes > MAX_UPSTREAM_BYTES) throw new UpstreamError('the language model’s answer is too long')
    buffer += decoder.decode(piece, { stream: true })
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      line(buffer.slice(0, nl).replace(/\r$/, ''))
      buffer = buffer.slice(nl + 1)
      if (done) break
    }
    if (done) break
  }
  if (!done && buffer) line(buffer.replace(/\r$/, ''))
  out.toolCalls = [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([i, c]) => ({ ...c, id: c.id || `call_${i}` }))
  return out
}

const addUsage = (total: Usage, u: Partial<Usage> | undefined) => {
  if (!u) return
  total.prompt_tokens += Number(u.prompt_tokens) || 0
  total.completion_tokens += Number(u.completion_tokens) || 0
  total.total_tokens = total.prompt_tokens + total.completion_tokens
}

/**
 * Runs one round's tool calls (at most MAX_CALLS_PER_ROUND), each with the caller's token, side
 * by side; their sources join the answer's in the order the model asked for them.
 */
async function runCalls(input: LlmChatInput, calls: ToolCall[], sources: Map<string, Source>): Promise<UpstreamMessage[]> {
  const outcomes = await Promise.all(
    calls.map(async (call, i): Promise<{ content: unknown; sources: Source[] }> => {
      if (i >= MAX_CALLS_PER_ROUND) return { content: { error: `at most ${MAX_CALLS_PER_ROUND} tool calls a round; ask again for this one` }, sources: [] }
      let args: unknown
      try {
        args = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {}
      } catch {
        return { content: { error: 'the arguments are not valid JSON' }, sources: [] }
      }
      const outcome = await runTool(input.tools, call.function.name, args)
      input.log.debug({ tool: call.function.name, ok: outcome.ok, ms: Math.round(outcome.ms) }, 'chat tool call')
      if (!outcome.ok) return { content: { error: outcome.error }, sources: [] }
      return { content: outcome.output.result, sources: outcome.output.sources }
    }),
  )
  return outcomes.map((o, i) => {
    for (const s of o.sources) if (s.type !== 'profile') sources.set(`${s.type}\u0000${s.id}`, s)
    return { role: 'tool' as const, tool_call_id: calls[i]!.id, content: JSON.stringify(o.content) }
  })
}

export async function llmChat(input: LlmChatInput): Promise<LlmChatResult> {
  const started = Date.now()
  const offered = toolsFor(input.tools.auth).map((t) => ({
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }))
  const messages: UpstreamMessage[] = [{ role: 'system', content: systemPrompt(input.language, input.today) }, ...input.messages]
  const sources = new Map<string, Source>()
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }
  let content = ''
  let toolCalls = 0
  let model = input.llm.model!
  for (let round = 0; ; round++) {
    // The last round may not call tools: the model answers with what it has read.
    const last = round >= input.llm.maxToolRounds
    const r = await callModel(input, {
      model: input.llm.model,
      messages,
      ...(input.maxTokens ? { max_tokens: input.maxTokens } : {}),
      ...(offered.length ? { tools: offered, tool_choice: last ? 'none' : 'auto' } : {}),
    })
    addUsage(usage, r.usage)
    if (r.model) model = r.model
    content += r.content
    if (!r.toolCalls.length || last) {
      if (r.toolCalls.length && !content.trim()) throw new UpstreamError(`the language model was still calling tools after ${round + 1} rounds`)
      input.log.info(
        { rounds: round + 1, tool_calls: toolCalls, sources: sources.size, ms: Date.now() - started, model },
        'chat completion answered by the model',
      )
      return {
        content,
        finishReason: r.finishReason === 'length' ? 'length' : 'stop',
        sources: [...sources.values()],
        usage,
        model,
        rounds: round + 1,
        toolCalls,
      }
    }
    toolCalls += Math.min(r.toolCalls.length, MAX_CALLS_PER_ROUND)
    messages.push({ role: 'assistant', content: r.content || null, tool_calls: r.toolCalls })
    messages.push(...(await runCalls(input, r.toolCalls, sources)))
  }
}

export const completionId = () => `chatcmpl-${randomUUID().replace(/-/g, '')}`
