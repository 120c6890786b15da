// POST /users/{user_id}/chat/completions with the built-in answerer: the request subset the
// contract names (ignored OpenAI fields accepted, anything else refused), limits, the guard, the
// OpenAI answer shape with sources, and streaming as chat.completion.chunk events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, createTestProject, uniqueUserId, type TestApp, type TestProject } from '../helpers/app.js'

let t: TestApp
let p: TestProject
let token: string
let userId: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createTestProject(t.app)
  token = await p.token()
  userId = uniqueUserId()
  await t.app.inject({ method: 'PATCH', url: `/users/${userId}`, headers: bearer(token), payload: { tz_offset: 3600 } })
})
afterAll(() => t.close())

const chat = (payload: unknown, tok = token, user = userId) =>
  t.app.inject({ method: 'POST', url: `/users/${user}/chat/completions`, headers: bearer(tok), payload: payload as object })
const ask = (q: string) => ({ messages: [{ role: 'user', content: q }] })

/** The `data:` payloads of an SSE body. */
const events = (body: string) =>
  body
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => e.slice(6))

describe('chat completions: the request', () => {
  it('accepts the OpenAI fields client libraries send, and ignores them', async () => {
    const res = await chat({
      ...ask('How did I sleep last week?'),
      model: 'gpt-4o',
      temperature: 0.7,
      top_p: 1,
      n: 1,
      stop: ['\n\n'],
      seed: 7,
      user: 'someone',
      presence_penalty: 0,
      frequency_penalty: null,
      stream: false,
      stream_options: null,
      response_format: { type: 'text' },
      max_tokens: null,
      language: 'en-GB',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().model).toBe('healthd-builtin')
  })

  it('refuses other fields, other values and oversize conversations with 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...ask('hi'), tools: [] }, /tools/],
      [{ ...ask('hi'), n: 2 }, /n/],
      [{ ...ask('hi'), response_format: { type: 'json_object' } }, /response_format/],
      [{ messages: [{ role: 'tool', content: 'x' }] }, /role/],
      [{ messages: [{ role: 'user', content: 'x', tool_calls: [] }] }, /tool_calls/],
      [{ messages: [] }, /messages/],
      [{ messages: Array.from({ length: 51 }, () => ({ role: 'user', content: 'x' })) }, /messages/],
      [
        {
          messages: [
            { role: 'user', content: 'x'.repeat(20_000) },
            { role: 'user', content: 'y'.repeat(13_000) },
          ],
        },
        /32768 bytes/,
      ],
      [{ messages: [{ role: 'system', content: 'Be brief.' }] }, /user message/],
      [{ ...ask('hi'), language: 'not a tag' }, /language/],
    ]
    for (const [payload, message] of cases) {
      const res = await chat(payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().error).toMatch(message)
    }
  })

  it('accepts content as text parts', async () => {
    const res = await chat({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'How did I sleep ' },
            { type: 'text', text: 'yesterday?' },
          ],
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('needs chat_completions:create, the user’s own path for a user token, and an existing user', async () => {
    const noChat = await p.token(['ai_summaries:read', 'facts:read'])
    const res = await chat(ask('hi'), noChat)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('insufficient_scope')
    expect((await chat(ask('hi'), 'not-a-token')).statusCode).toBe(401)
    const missing = await chat(ask('hi'), token, uniqueUserId())
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'user not found' })
    const other = await createTestProject(t.app)
    expect((await chat(ask('hi'), await other.token())).statusCode).toBe(404)
  })
})

describe('chat completions: the built-in answer', () => {
  it('has the OpenAI shape, with usage and sources', async () => {
    const res = await chat(ask('What did I eat yesterday?'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json()
    expect(body).toEqual({
      id: expect.stringMatching(/^chatcmpl-[0-9a-f]{32}$/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'healthd-builtin',
      choices: [{ index: 0, message: { role: 'assistant', content: expect.any(String) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      sources: [],
    })
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(60)
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens)
    expect(body.choices[0].message.content.length).toBeGreaterThan(10)
  })

  it('stops at max_tokens with finish_reason length', async () => {
    const res = await chat({ ...ask('What did I eat yesterday?'), max_tokens: 2 })
    const body = res.json()
    expect(body.choices[0].finish_reason).toBe('length')
    expect(body.choices[0].message.content.length).toBeLessThanOrEqual(8)
  })

  it('streams chat.completion.chunk events: role first, the text, finish_reason with sources, usage if asked, [DONE]', async () => {
    const plain = (await chat(ask('How did I sleep last week?'))).json()
    const res = await chat({ ...ask('How did I sleep last week?'), stream: true, stream_options: { include_usage: true } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    const data = events(res.body)
    expect(data.at(-1)).toBe('[DONE]')
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d))
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1)
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'healthd-builtin')).toBe(true)
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: '' })
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')
    expect(text).toBe(plain.choices[0].message.content)
    const finish = chunks.filter((c) => c.choices[0]?.finish_reason)
    expect(finish).toHaveLength(1)
    expect(finish[0].choices[0].finish_reason).toBe('stop')
    expect(finish[0].sources).toEqual(plain.sources)
    expect(chunks.at(-1).choices).toEqual([])
    expect(chunks.at(-1).usage.total_tokens).toBeGreaterThan(0)

    const noUsage = events((await chat({ ...ask('How did I sleep last week?'), stream: true })).body)
    expect(
      noUsage
        .slice(0, -1)
        .map((d) => JSON.parse(d))
        .some((c) => c.usage),
    ).toBe(false)
  })
})
