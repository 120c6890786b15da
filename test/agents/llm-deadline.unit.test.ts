// LLM_TIMEOUT_MS holds whatever the garbage collector does meanwhile. A timeout signal held only
// by AbortSignal.any() could be collected before it fired (nodejs/node#57736): then a chat
// completion waited as long as the model took. The model here is a real HTTP server on loopback
// that answers too late; the collector runs every 20 ms while the call waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import pino from 'pino'
import { llmChat, UpstreamError, type LlmChatInput } from '../../src/agents/llm-chat.js'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const LATE_MS = 3_000
let model: http.Server
let baseUrl: string

beforeAll(async () => {
  model = http.createServer((req, res) => {
    req.resume()
    const answer = JSON.stringify({ model: 'm', choices: [{ message: { role: 'assistant', content: 'late' }, finish_reason: 'stop' }] })
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(answer), LATE_MS).unref()
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  model.closeAllConnections()
  await new Promise((resolve) => model.close(resolve))
})

function input(timeoutMs: number, signal = new AbortController().signal): LlmChatInput {
  return {
    llm: { provider: 'openai', baseUrl, model: 'm', timeoutMs, maxToolRounds: 2 },
    // No scopes: no tools are offered, the call is one round.
    tools: { auth: { scopes: new Set<string>() } } as unknown as LlmChatInput['tools'],
    messages: [{ role: 'user', content: 'Sleep?' }],
    language: 'en',
    today: { date: '2026-11-25', weekday: 'Wednesday' },
    signal,
    log: pino({ level: 'silent' }),
  }
}

describe('the language model deadline', () => {
  it('fails a call the model answers too late, while the garbage collector runs', async () => {
    const collecting = setInterval(gc, 20)
    const started = Date.now()
    try {
      const err = await llmChat(input(300)).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(err).toBeInstanceOf(UpstreamError)
      expect((err as Error).message).toBe('the language model did not answer within 300 ms')
      expect(Date.now() - started).toBeLessThan(LATE_MS / 2)
    } finally {
      clearInterval(collecting)
    }
  })

  it('still ends the call when the client goes away first', async () => {
    const client = new AbortController()
    setTimeout(() => client.abort(), 100)
    const err = await llmChat(input(2_000, client.signal)).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect((err as Error).message).toBe('the client went away')
  })
})
