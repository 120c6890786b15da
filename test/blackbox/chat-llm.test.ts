// Black box: chat completions with LLM_PROVIDER=openai. The real server calls a scripted
// OpenAI-compatible double on loopback (the model), which asks for tools; the server runs them
// with the caller's token and sends the results back. The client is the official `openai`
// library, pointed at the user's path.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import OpenAI from 'openai'
import { killAll, removeAllDirs, runCli, runStorage, startServer, tokenRequest, uniqueSuffix, waitFor, type RunningServer } from '../helpers/process.js'

const suffix = uniqueSuffix()
const storage = runStorage()
const projectId = `chat_${suffix}`
const clientId = `chat-client-${suffix}`
const clientSecret = `chat-secret-${suffix}-0123456789`
const userA = `chat-a-${suffix}`
const userB = `chat-b-${suffix}`
const DAY = '2026-11-20'
/** Values only one user has: finding one where it does not belong is a leak. */
const SLEEP_A = 81
const SLEEP_B = 37
const MEAL_B = `zucchini fritters ${suffix}`
/** The number as a value of its own (not inside an id such as a UUID's "d637"). */
const standalone = (n: number) => new RegExp(`(?<![\\w.-])${n}(?![\\w-])`)
/**
 * The text without its ISO 8601 instants, whose minutes and seconds are numbers of their own too
 * (an updated_at of "…T21:27:37.866Z" once failed the check for SLEEP_B).
 */
const withoutInstants = (text: string) => text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)/g, '<instant>')
const SYSTEM_PREFIX = 'You are the assistant of a health app'

// ---- the model double ------------------------------------------------------------------------

interface ModelRequest {
  model: string
  messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[]
  tools?: { function: { name: string } }[]
  tool_choice?: string
  stream?: boolean
  max_tokens?: number
}
type Step = (req: ModelRequest, res: http.ServerResponse) => void | Promise<void>

let steps: Step[] = []
let received: ModelRequest[] = []
let model: http.Server
let modelUrl = ''

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
const completion = (message: Record<string, unknown>, finish: string, usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }) => ({
  id: 'up-1',
  object: 'chat.completion',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
  usage,
})
const callTools =
  (...calls: [name: string, args: unknown][]): Step =>
  (_req, res) =>
    json(
      res,
      200,
      completion(
        {
          content: null,
          tool_calls: calls.map(([name, args], i) => ({
            id: `call_${i}`,
            type: 'function',
            function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
          })),
        },
        'tool_calls',
      ),
    )
const say =
  (text: string): Step =>
  (_req, res) =>
    json(res, 200, completion({ content: text }, 'stop'))

/** An SSE answer of the given chunks' deltas, as OpenAI streams. */
const stream =
  (deltas: Record<string, unknown>[], finish: string): Step =>
  async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const d of deltas) {
      res.write(
        `data: ${JSON.stringify({ id: 'up-s', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: d, finish_reason: null }] })}\n\n`,
      )
      await new Promise((r) => setTimeout(r, 5))
    }
    res.write(
      `data: ${JSON.stringify({ id: 'up-s', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: {}, finish_reason: finish }] })}\n\n`,
    )
    res.end('data: [DONE]\n\n')
  }

/** The tool results the server sent back in the model's last request, by call id. */
function toolResults(
  req: ModelRequest,
): Record<string, { error?: string; items?: Record<string, unknown>[]; sources?: { type: string; id: string }[] } & Record<string, unknown>> {
  return Object.fromEntries(req.messages.filter((m) => m.role === 'tool').map((m) => [m.tool_call_id, JSON.parse(m.content!)]))
}

// ---- the server ------------------------------------------------------------------------------

let server: RunningServer
let token: string

const api = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${init.token ?? token}`, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })

async function scopedToken(scope: string): Promise<string> {
  const t = await tokenRequest(server.url, clientId, clientSecret, { scope, resource: `urn:healthd:project:${projectId}` })
  expect(t.status, JSON.stringify(t.body)).toBe(200)
  return String(t.body['access_token'])
}

const openaiFor = (user: string, key = token) => new OpenAI({ baseURL: `${server.url}/users/${user}`, apiKey: key, maxRetries: 0 })

beforeAll(async () => {
  model = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const parsed = JSON.parse(body) as ModelRequest
      // The summaries' text (the insights engine) asks too: those requests are not the chat's.
      if (!parsed.messages[0]?.content?.startsWith(SYSTEM_PREFIX)) return json(res, 503, { error: 'not scripted' })
      received.push(parsed)
      const step = steps.shift()
      if (!step) return json(res, 500, { error: 'no step scripted' })
      void step(parsed, res)
    })
  })
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r))
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
  server = await startServer({
    ...storage.env,
    BOOTSTRAP_PROJECT_ID: projectId,
    BOOTSTRAP_CLIENT_ID: clientId,
    BOOTSTRAP_CLIENT_SECRET: clientSecret,
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: modelUrl,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-upstream',
    LLM_TIMEOUT_MS: '1000',
    LLM_MAX_TOOL_ROUNDS: '2',
  })
  token = await scopedToken(
    'users:read users:update activities:create daily_records:create baselines:create chat_completions:create ai_summaries:read facts:read daily_records:read activities:read nutrition:read nutrition:create baselines:read custom_records:read',
  )
  for (const [u, sleep] of [
    [userA, SLEEP_A],
    [userB, SLEEP_B],
  ] as const) {
    expect((await api(`/users/${u}`, { method: 'PATCH', body: { tz_offset: 0, language: 'en' } })).status).toBe(200)
    expect((await api(`/users/${u}/daily_records/scores/${DAY}/sleep`, { method: 'PUT', body: { value: sleep } })).status).toBe(200)
    expect((await api(`/users/${u}/baselines/sleep`, { method: 'PUT', body: { data: { mean: sleep - 1, median: sleep, std: 4, size: 28 } } })).status).toBe(200)
  }
  // The insights engine writes each user's SleepSummary for the night.
  for (const u of [userA, userB]) {
    await waitFor(async () => {
      const r = (await (await api(`/users/${u}/ai/summaries?name=SleepSummary`)).json()) as { summaries: unknown[] }
      return r.summaries.length === 1
    }, 30_000)
  }
  // User B's meal, logged directly: nothing of it may reach a conversation about user A.
  expect((await api(`/users/${userB}/nutrition/meals`, { method: 'POST', body: { description: MEAL_B, meal_time: `${DAY}T12:00:00Z` } })).status).toBe(201)
}, 90_000)

afterAll(async () => {
  await server?.stop().catch(() => undefined)
  await new Promise<void>((r) => (model ? model.close(() => r()) : r()))
  await killAll()
  removeAllDirs()
})

beforeEach(() => {
  steps = []
  received = []
})

const ask = (question: string) => [{ role: 'user' as const, content: question }]

describe('chat completions with an OpenAI-compatible model', () => {
  it('runs the tools the model asks for with the caller’s token and answers with the sources', async () => {
    steps = [
      callTools(['list_daily_records', { type: 'scores', name: 'sleep', start_date: DAY, end_date: DAY }], ['list_baselines', { name: 'sleep' }]),
      say(`Your sleep score was ${SLEEP_A}.`),
    ]
    const answer = await openaiFor(userA).chat.completions.create({ model: 'anything', messages: ask('How did I sleep on Friday?'), temperature: 0.2 })
    expect(answer.object).toBe('chat.completion')
    expect(answer.model).toBe('test-model')
    expect(answer.choices[0]!.message.content).toBe(`Your sleep score was ${SLEEP_A}.`)
    expect(answer.choices[0]!.finish_reason).toBe('stop')
    expect(answer.usage).toEqual({ prompt_tokens: 20, completion_tokens: 10, total_tokens: 30 })
    expect((answer as unknown as { sources: unknown[] }).sources).toEqual([
      { type: 'daily_record', id: `scores/${DAY}/sleep` },
      { type: 'baseline', id: 'sleep' },
    ])

    // What the model saw: healthd's system prompt with the user's local today, the question,
    // every tool this token may use, and then the tools' results from user A's data only.
    expect(received).toHaveLength(2)
    const [first, second] = received as [ModelRequest, ModelRequest]
    expect(first.model).toBe('test-model')
    expect(first.messages[0]!.content).toContain(`in the user's local time`)
    expect(first.messages.at(-1)).toEqual({ role: 'user', content: 'How did I sleep on Friday?' })
    expect(first.tools!.map((t) => t.function.name)).toEqual([
      'get_profile',
      'list_summaries',
      'list_facts',
      'list_daily_records',
      'list_activities',
      'list_meals',
      'list_baselines',
      'list_custom_records',
      'log_meal',
    ])
    expect(first.tool_choice).toBe('auto')
    const results = toolResults(second)
    expect(results['call_0']!.items).toEqual([expect.objectContaining({ id: `scores/${DAY}/sleep`, value: SLEEP_A, date: DAY, name: 'sleep' })])
    expect(results['call_0']!.sources).toEqual([{ type: 'daily_record', id: `scores/${DAY}/sleep` }])
    expect(results['call_1']!.items).toEqual([expect.objectContaining({ name: 'sleep', mean: SLEEP_A - 1, median: SLEEP_A })])
    expect(withoutInstants(JSON.stringify(second.messages))).not.toMatch(standalone(SLEEP_B))
  })

  it('offers only the tools the token’s scopes allow, and refuses a tool it may not use', async () => {
    const narrow = await scopedToken('chat_completions:create ai_summaries:read')
    steps = [callTools(['list_daily_records', { type: 'scores' }], ['list_summaries', {}]), say('I cannot see your scores.')]
    const answer = await openaiFor(userA, narrow).chat.completions.create({ model: 'm', messages: ask('What were my scores?') })
    expect(answer.choices[0]!.message.content).toBe('I cannot see your scores.')
    expect(received[0]!.tools!.map((t) => t.function.name)).toEqual(['list_summaries'])
    const results = toolResults(received[1]!)
    expect(results['call_0']).toEqual({ error: 'the token lacks the scope daily_records:read that list_daily_records needs' })
    // The summaries it may read: user A's SleepSummary, named in the sources.
    const summaries = results['call_1']!
    expect(summaries.items!.map((i) => i['name'])).toEqual(['SleepSummary'])
    expect(summaries.items![0]!['text']).toContain(String(SLEEP_A))
    const source = { type: 'summary', id: summaries.items![0]!['id'], name: 'SleepSummary', period: expect.objectContaining({ id: DAY }) }
    expect(summaries.sources).toEqual([source])
    expect((answer as unknown as { sources: unknown[] }).sources).toEqual([source])
    expect(JSON.stringify(received)).not.toContain(`"value":${SLEEP_A}`)
    expect(withoutInstants(JSON.stringify(received))).not.toMatch(standalone(SLEEP_B))
  })

  it('sends tool errors back to the model: bad arguments, bad JSON, an unknown tool, another user', async () => {
    steps = [
      callTools(
        ['list_summaries', { start_date: '2026-11-21', end_date: '2026-11-01' }],
        ['list_daily_records', '{"type": "scores"'],
        ['drop_tables', {}],
        ['list_daily_records', { user_id: userB }],
        ['list_custom_records', { type: 'blood_pressure' }],
      ),
      say('Something went wrong reading your data.'),
    ]
    const answer = await openaiFor(userA).chat.completions.create({ model: 'm', messages: ask('Anything new?') })
    expect(answer.choices[0]!.message.content).toBe('Something went wrong reading your data.')
    const r = toolResults(received[1]!)
    expect(r['call_0']).toEqual({ error: 'start_date must not be after end_date' })
    expect(r['call_1']).toEqual({ error: 'the arguments are not valid JSON' })
    expect(r['call_2']).toEqual({ error: 'unknown tool "drop_tables"' })
    expect(r['call_3']).toEqual({ error: 'arguments/user_id is not a known property' })
    expect(r['call_4']).toEqual({ error: 'no custom record type named blood_pressure' })
    expect(withoutInstants(JSON.stringify(received))).not.toMatch(standalone(SLEEP_B))
  })

  it('logs a meal when the model asks, for the path’s user', async () => {
    const description = `two boiled eggs and a slice of toast ${suffix}`
    steps = [callTools(['log_meal', { description, meal_type: 'breakfast' }]), say('Logged.')]
    const answer = await openaiFor(userA).chat.completions.create({ model: 'm', messages: ask(`Log my breakfast: ${description}`) })
    const sources = (answer as unknown as { sources: { type: string; id: string }[] }).sources
    expect(sources).toHaveLength(1)
    expect(sources[0]!.type).toBe('meal')
    const meal = toolResults(received[1]!)['call_0']!['meal'] as { id: string; totals: { calories: number } }
    expect(meal.id).toBe(sources[0]!.id)
    expect(meal.totals.calories).toBeGreaterThan(100)
    const listed = (await (await api(`/users/${userA}/nutrition/meals`)).json()) as { meals: { id: string; description: string; meal_type: string }[] }
    expect(listed.meals.find((m) => m.id === meal.id)).toMatchObject({ description, meal_type: 'breakfast' })
  })

  it('streams the answer as chat.completion.chunk events, tool calls streamed too', async () => {
    steps = [
      stream(
        [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ index: 0, id: 'call_s', type: 'function', function: { name: 'list_daily_records', arguments: '' } }],
          },
          { tool_calls: [{ index: 0, function: { arguments: '{"name":' } }] },
          { tool_calls: [{ index: 0, function: { arguments: '"sleep"}' } }] },
        ],
        'tool_calls',
      ),
      stream([{ role: 'assistant', content: 'You slept ' }, { content: `with a score of ${SLEEP_A}` }, { content: '.' }], 'stop'),
    ]
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = []
    for await (const c of await openaiFor(userA).chat.completions.create({
      model: 'm',
      messages: ask('Sleep?'),
      stream: true,
      stream_options: { include_usage: true },
    }))
      chunks.push(c)
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe(`You slept with a score of ${SLEEP_A}.`)
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.id === chunks[0]!.id)).toBe(true)
    const last = chunks.findLast((c) => c.choices[0]?.finish_reason)!
    expect(last.choices[0]!.finish_reason).toBe('stop')
    expect((last as unknown as { sources: unknown }).sources).toEqual([{ type: 'daily_record', id: `scores/${DAY}/sleep` }])
    expect(chunks.at(-1)!.choices).toEqual([])
    expect(chunks.at(-1)!.usage).toBeDefined()
    expect(received.every((r) => r.stream === true)).toBe(true)
    expect(toolResults(received[1]!)['call_s']!.items).toEqual([expect.objectContaining({ value: SLEEP_A })])

    // On the wire: text/event-stream, ending with data: [DONE].
    steps = [stream([{ content: 'Hi.' }], 'stop')]
    const raw = await api(`/users/${userA}/chat/completions`, { method: 'POST', body: { messages: ask('Hello'), stream: true } })
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const text = await raw.text()
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true)
  })

  it('bounds the tool rounds: the last round may not call tools', async () => {
    const again = callTools(['list_facts', {}])
    steps = [again, again, say('Here is what I found.')]
    const answer = await openaiFor(userA).chat.completions.create({ model: 'm', messages: ask('Facts?') })
    expect(answer.choices[0]!.message.content).toBe('Here is what I found.')
    expect(received.map((r) => r.tool_choice)).toEqual(['auto', 'auto', 'none'])

    // A model that still calls tools with nothing to say: a 502, not an empty answer.
    steps = [again, again, again]
    const res = await api(`/users/${userA}/chat/completions`, { method: 'POST', body: { messages: ask('Facts?') } })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: string }).error).toMatch(/still calling tools/)
  })

  it('answers 502 when the model fails, is slow, or sends nonsense; once streaming, an error event', async () => {
    const cases: [Step, RegExp][] = [
      [(_q, res) => json(res, 500, { error: 'boom' }), /answered 500/],
      // Ten times the server's timeout: a loaded CI machine once let a 2.5 s answer through a 1 s
      // timeout (the server process was not scheduled in between).
      [(_q, res) => void setTimeout(() => json(res, 200, completion({ content: 'late' }, 'stop')), 10_000).unref(), /did not answer within 1000 ms/],
      [
        (_q, res) => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end('{not json')
        },
        /not valid JSON/,
      ],
      [(_q, res) => json(res, 200, { choices: [] }), /sent no message/],
    ]
    for (const [step, message] of cases) {
      steps = [step]
      const res = await api(`/users/${userA}/chat/completions`, { method: 'POST', body: { messages: ask('Sleep?') } })
      expect(res.status).toBe(502)
      const body = (await res.json()) as { error: string }
      expect(body.error).toMatch(message)
      expect(Object.keys(body)).toEqual(['error'])
    }
    // Streaming fails before the first byte: still a 502.
    steps = [(_q, res) => json(res, 503, {})]
    expect((await api(`/users/${userA}/chat/completions`, { method: 'POST', body: { messages: ask('x'), stream: true } })).status).toBe(502)
    // After text went out, the failure is an error event in the stream, and no [DONE].
    steps = [
      async (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Part' }, finish_reason: null }] })}\n\n`)
        setTimeout(() => res.destroy(), 20)
      },
    ]
    const res = await api(`/users/${userA}/chat/completions`, { method: 'POST', body: { messages: ask('x'), stream: true } })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('"content":"Part"')
    expect(text).toContain('"error"')
    expect(text).not.toContain('[DONE]')
  })

  it('reaches no other project’s user, and logs none of the user’s data', async () => {
    const other = `chat_other_${suffix}`
    const made = await runCli(['projects', 'create', '--id', other, '--name', 'other', '--json'], storage.env)
    expect(made.code, made.stderr).toBe(0)
    const c = await runCli(['clients', 'create', '--project', other, '--scopes', 'chat_completions:create daily_records:read', '--json'], storage.env)
    expect(c.code, c.stderr).toBe(0)
    const creds = JSON.parse(c.stdout) as { client_id: string; client_secret: string }
    const t = await tokenRequest(server.url, creds.client_id, creds.client_secret, { resource: `urn:healthd:project:${other}` })
    const res = await api(`/users/${userA}/chat/completions`, { method: 'POST', token: String(t.body['access_token']), body: { messages: ask('Sleep?') } })
    expect(res.status).toBe(404)
    expect(received).toHaveLength(0)

    const logs = server.stdout() + server.stderr()
    expect(logs).toContain('chat completion answered by the model')
    for (const secret of [MEAL_B, 'How did I sleep on Friday?', `Your sleep score was ${SLEEP_A}`, 'two boiled eggs', 'sk-upstream'])
      expect(logs).not.toContain(secret)
  }, 60_000)
})
