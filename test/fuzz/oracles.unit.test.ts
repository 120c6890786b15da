// The fuzzer's oracles each fire on what they are for and stay quiet on a correct answer, and the
// raw JSON writer sends what JSON.stringify cannot (and reads it back as a JSON parser would).
import { describe, expect, it } from 'vitest'
import type { FuzzRequest, Operation } from './cases.js'
import type { Exchange } from './http.js'
import { TransportError } from './http.js'
import { Entries, Raw, nested, parsedOf, serialize, showBytes } from './json-bytes.js'
import { checkExchange, compareSent, errorBodyProblem, normalise } from './oracles.js'

const M = 'QzTestMk'
const op = (o: Partial<Operation> = {}): Operation => ({
  id: 'putThing',
  method: 'PUT',
  template: '/things/{id}',
  pathParams: [],
  query: [],
  security: 'bearer',
  ...o,
})
const request = (r: Partial<FuzzRequest> = {}): FuzzRequest => ({
  op: op(),
  method: 'PUT',
  path: '/things/1',
  headers: {},
  families: [],
  refuse: false,
  mcpToolRefuse: false,
  marked: false,
  pathValid: true,
  pathValues: {},
  ...r,
})
const answer = (status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): Exchange => ({
  status,
  headers,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
})
const keys = (req: FuzzRequest, res: Exchange | TransportError) => checkExchange(req, res, M).map((f) => f.key.split('|')[0])

describe('checkExchange', () => {
  it('is quiet on a 2xx and on a 4xx whose body is exactly {"error": "…"}', () => {
    expect(keys(request(), answer(200, { id: 1 }))).toEqual([])
    expect(keys(request({ refuse: true, marked: true }), answer(400, { error: 'body/value must be a finite number' }))).toEqual([])
  })

  it('fails any 5xx', () => {
    expect(keys(request(), answer(500, { error: 'internal error' }))).toEqual(['5xx'])
    expect(keys(request(), answer(503, { error: 'shutting down' }))).toEqual(['5xx'])
  })

  it('fails an error body that is not exactly {"error": "<non-empty string>"}', () => {
    for (const body of ['Not Found', { error: '' }, { error: 'x', detail: 'y' }, { message: 'x' }, { error: 3 }, [{ error: 'x' }]]) {
      expect(keys(request(), answer(404, body)), JSON.stringify(body)).toEqual(['error-body'])
    }
    expect(errorBodyProblem(answer(400, '', {}))).toMatch(/not JSON/)
  })

  it('takes a JSON-RPC error object from POST /mcp, but not for a 401', () => {
    const mcp = request({ op: op({ id: 'postMcp', method: 'POST', template: '/mcp' }) })
    const rpc = { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Not Acceptable' } }
    expect(keys(mcp, answer(406, rpc))).toEqual([])
    expect(keys(mcp, answer(401, rpc))).toEqual(['error-body'])
    expect(keys(request(), answer(406, rpc))).toEqual(['error-body'])
  })

  it('fails an error that echoes the marked input, in any case, but not a 2xx that returns stored data', () => {
    expect(keys(request({ marked: true }), answer(400, { error: `body/${M}<x>${'y'.repeat(40)} is not a known property` }))).toEqual(['echo'])
    // The contract's one allowed mention: an unknown property named, cut short to 40 characters.
    expect(keys(request({ marked: true }), answer(400, { error: `body/${`${M}<x>${'y'.repeat(40)}`.slice(0, 40)}… is not a known property` }))).toEqual([])
    expect(keys(request({ marked: true }), answer(404, { error: `no route for GET /${M.toLowerCase()}` }))).toEqual(['echo'])
    expect(keys(request({ marked: true }), answer(200, { comment: M }))).toEqual([])
    expect(keys(request({ marked: true }), answer(400, { error: 'bad' }, { 'content-type': 'application/json', location: `/${M}` }))).toEqual(['echo-header'])
  })

  it('fails a 2xx to input the contract refuses, and a 2xx to a foreign token', () => {
    expect(keys(request({ refuse: true, refuseWhy: 'NUL' }), answer(200, {}))).toEqual(['refuse'])
    expect(keys(request({ foreign: 'other-user', families: ['token: user'] }), answer(200, {}))).toEqual(['foreign'])
    expect(keys(request({ foreign: 'other-project', families: ['token: other-project'] }), answer(404, { error: 'user not found' }))).toEqual([])
  })

  it('wants a 401 with WWW-Authenticate: Bearer for a bad token when nothing else is wrong', () => {
    const bad = request({ foreign: 'bad-token', families: ['token: expired'] })
    expect(keys(bad, answer(401, { error: 'the token has expired' }, { 'www-authenticate': 'Bearer error="invalid_token"' }))).toEqual([])
    expect(keys(bad, answer(403, { error: 'insufficient_scope' }))).toEqual(['bad-token-status'])
    expect(keys(bad, answer(401, { error: 'the token has expired' }))).toEqual(['bad-token-www'])
    // With a hostile body as well, another 4xx may come first.
    expect(keys(request({ foreign: 'bad-token', families: ['NUL', 'token: expired'] }), answer(400, { error: 'x' }))).toEqual([])
  })

  it('fails an MCP tool that failed internally, or that took what the contract refuses', () => {
    const mcp = (r: Partial<FuzzRequest> = {}) => request({ op: op({ id: 'postMcp', method: 'POST', template: '/mcp' }), ...r })
    const tool = (text: string, isError: boolean) => ({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text }], isError } })
    expect(keys(mcp(), answer(200, tool('the tool failed; try again later', true)))).toEqual(['mcp-tool-failed'])
    expect(keys(mcp({ mcpToolRefuse: true }), answer(200, tool('{"meal":{}}', false)))).toEqual(['mcp-refuse'])
    expect(keys(mcp({ mcpToolRefuse: true }), answer(200, tool('text must not contain NUL', true)))).toEqual([])
    expect(keys(mcp({ mcpToolRefuse: true }), answer(200, { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } }))).toEqual([])
  })

  it('fails a request that got no answer, but not one Node would not send', () => {
    expect(keys(request(), new TransportError('socket hang up', 'ECONNRESET'))).toEqual(['transport'])
    expect(keys(request(), new TransportError('not sent', 'NOT_SENT'))).toEqual([])
    // a body over the limit may be cut off by the server's 413 and close
    expect(keys(request({ families: ['body over 1 MiB'] }), new TransportError('write EPIPE', 'EPIPE'))).toEqual([])
    expect(keys(request({ families: ['body over 1 MiB'] }), new TransportError('no answer', 'TIMEOUT'))).toEqual(['transport'])
  })

  it('groups echoes by message, whatever was echoed', () => {
    expect(normalise(`body/${M}ñame🙂 is not a known property`, M)).toBe(normalise(`body/${M}\u0000 is not a known property`, M))
    expect(normalise(`no route for GET /${M}/x`, M)).toBe(normalise(`no route for DELETE /a/${M}`, M))
  })
})

describe('compareSent', () => {
  it('takes numbers as numbers, date-times as instants, sets as sets, and null as removed', () => {
    expect(compareSent({ v: -0 }, { v: 0 }, undefined)).toEqual([])
    expect(compareSent({ t: '2026-12-31T23:59:60Z' }, { t: '2027-01-01T00:00:00.000Z' }, undefined)).toEqual([])
    expect(compareSent({ t: '2026-03-10T12:00:00.1234+23:59' }, { t: '2026-03-09T12:01:00.123Z' }, undefined)).toEqual([])
    expect(compareSent({ p: ['A', 'B'] }, { p: ['B', 'A'] }, { type: 'object', properties: { p: { type: 'array', uniqueItems: true } } })).toEqual([])
    expect(compareSent({ c: null }, { other: 1 }, undefined)).toEqual([])
    expect(compareSent({ a: 1 }, { a: 1, added_by_server: 2 }, undefined)).toEqual([])
  })

  it('names every field stored other than sent', () => {
    expect(compareSent({ d: ' x' }, { d: 'x' }, undefined)).toEqual([{ at: '/d', sent: ' x', got: 'x' }])
    expect(compareSent({ v: 0.1 }, { v: 0.10000000149011612 }, undefined).map((m) => m.at)).toEqual(['/v'])
    expect(compareSent({ v: Infinity }, { v: 0 }, undefined).map((m) => m.at)).toEqual(['/v'])
    expect(compareSent({ t: '2026-03-10T12:00:00+01:00' }, { t: '2026-03-10T12:00:00.000Z' }, undefined).map((m) => m.at)).toEqual(['/t'])
    expect(compareSent({ o: { a: 1, b: 2 } }, { o: { a: 1 } }, undefined).map((m) => m.at)).toEqual(['/o/b'])
    expect(compareSent({ l: [1, 2] }, { l: [2, 1] }, undefined).map((m) => m.at)).toEqual(['/l/0', '/l/1'])
    expect(compareSent({ c: null }, { c: 'still here' }, undefined).map((m) => m.at)).toEqual(['/c'])
  })
})

describe('raw JSON', () => {
  it('writes what JSON.stringify cannot, and reads it as JSON.parse would', () => {
    const body = { a: Raw.text('1e309', Infinity), b: Raw.text('-0', -0), s: '\ud800\u0000' }
    expect(serialize(body).toString()).toBe('{"a":1e309,"b":-0,"s":"\\ud800\\u0000"}')
    expect(parsedOf(body)).toEqual(JSON.parse(serialize(body).toString()))
    const dup = new Entries([
      ['k', 1],
      ['k', 'last'],
      ['__proto__', { polluted: true }],
    ])
    expect(parsedOf(dup)).toEqual(JSON.parse(serialize(dup).toString()))
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('sends invalid UTF-8 as bytes and deep nesting without recursion, and shows both readably', () => {
    const bytes = serialize({ s: new Raw(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]), undefined, false) })
    expect([...bytes.subarray(5, 10)]).toEqual([0x22, 0xed, 0xa0, 0x80, 0x22])
    expect(() => parsedOf({ s: new Raw(Buffer.from('"\xff"', 'latin1'), undefined, false) })).toThrow()
    expect(showBytes(bytes)).toBe('{"s":"\\xED\\xA0\\x80"}')
    const deep = nested(100_000, 'object').bytes
    expect(deep.length).toBe(100_000 * 6 + 1)
    expect(showBytes(deep)).toBe('{"a":×100000' + '1' + '}×100000')
  })
})
