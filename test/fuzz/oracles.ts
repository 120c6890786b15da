// The fuzzer's oracles: what makes an exchange a failure, the failure's class (the key it is
// grouped under), and the read-back that compares what a 2xx write stored with what was sent.
import type { FuzzRequest } from './cases.js'
import type { Exchange } from './http.js'
import { TransportError } from './http.js'
import { branchFor, instantOf, propertySchema, type Schema } from './schema.js'

export interface Failure {
  /** The class: failures with one key are one finding. */
  key: string
  /** One line naming the class. */
  title: string
  /** What this instance showed (status, body, the field that differs). */
  detail: string
  req: FuzzRequest
}

const MCP_TOOL_FAILED = 'the tool failed; try again later'

/**
 * The contract's one allowed mention of input: an unknown property is named, cut short (at most
 * 40 characters of each name, then "…"), so a typo can be found but a hostile name is not quoted back.
 */
export function namesUnknownPropertyCutShort(msg: string): boolean {
  const m = /^(.*) is not a known property$/s.exec(msg)
  return m !== null && Array.from(m[1]!.split('/'), (seg) => seg.replace(/…$/, '')).every((seg) => seg.length <= 40)
}

/** The error message with what varies per request (the echoed input, numbers) taken out. */
export function normalise(message: string, marker: string): string {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return message
    .replace(new RegExp(`\\S*${escaped}\\S*`, 'gi'), '<input>')
    .replace(/\b(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g, '<method>')
    .replace(/\d+/g, 'N')
    .slice(0, 160)
}

/**
 * The family a class is keyed by: variants of one input (depths of nesting, the same bytes in a
 * field or as the whole body) are one class, as they are one fix.
 */
export function familyGroup(family: string): string {
  if (family.startsWith('path: ')) return 'a hostile path parameter'
  return family.replace(/^body: /, '').replace(/^nesting depth \d+$/, 'nesting deeper than 64')
}

function parseJson(b: Buffer): unknown {
  try {
    return JSON.parse(b.toString('utf8'))
  } catch {
    return undefined
  }
}

/** Why a non-2xx body is not exactly {"error": "<non-empty string>"}, or undefined when it is. */
export function errorBodyProblem(ex: Exchange): string | undefined {
  const ct = String(ex.headers['content-type'] ?? '')
  const v = parseJson(ex.body)
  if (v === undefined) return `not JSON (${ct || 'no content type'}, ${ex.body.length} bytes)`
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return `JSON ${Array.isArray(v) ? 'array' : typeof v}, not an object`
  const keys = Object.keys(v)
  if (keys.length !== 1 || keys[0] !== 'error') return `keys ${keys.join(', ') || '(none)'}, not just error`
  const e = (v as { error: unknown }).error
  if (typeof e !== 'string') return `error is ${e === null ? 'null' : typeof e}, not a string`
  if (e.length === 0) return 'error is empty'
  return undefined
}

/** A JSON-RPC 2.0 error object: the body POST /mcp answers protocol and transport errors with. */
function isJsonRpcError(v: unknown): boolean {
  const one = (x: unknown) => {
    const o = x as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } }
    return o !== null && typeof o === 'object' && o.jsonrpc === '2.0' && typeof o.error?.code === 'number' && typeof o.error.message === 'string'
  }
  return Array.isArray(v) ? v.length > 0 && v.every(one) : one(v)
}

const primary = (req: FuzzRequest) => familyGroup(req.families[0] ?? 'valid request')

export function checkExchange(req: FuzzRequest, res: Exchange | TransportError, marker: string): Failure[] {
  const out: Failure[] = []
  const fail = (key: string, title: string, detail: string) => out.push({ key, title, detail, req })
  const fam = primary(req)
  if (res instanceof TransportError) {
    if (res.code === 'NOT_SENT') return out
    // A body over the limit is refused unread: the server answers 413 and may close the connection
    // while the client is still sending (RFC 9110 §15.5.14), so the client's write can fail first.
    if (fam === 'body over 1 MiB' && (res.code === 'EPIPE' || res.code === 'ECONNRESET')) return out
    const what = res.code === 'TIMEOUT' ? 'no answer' : `connection failed (${res.code ?? res.message})`
    fail(`transport|${res.code}|${fam}`, `${what} on ${fam}`, res.message)
    return out
  }
  const { status } = res
  const text = res.body.toString('utf8')
  const json = parseJson(res.body)
  const msg =
    json !== null && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string'
      ? (json as { error: string }).error
      : text.slice(0, 200)
  const ok = status >= 200 && status < 300
  const isMcp = req.op.template === '/mcp'

  if (status >= 500)
    fail(`5xx|${status}|${normalise(msg, marker)}|${fam}`, `${status} on ${fam}: ${JSON.stringify(normalise(msg, marker))}`, `${status} ${text.slice(0, 300)}`)

  if (!ok) {
    const problem = errorBodyProblem(res)
    const rpcException = isMcp && status !== 401 && isJsonRpcError(json)
    if (problem && !rpcException)
      fail(`error-body|${status}|${problem.replace(/\d+ bytes/, 'N bytes')}|${fam}`, `${status} body is not {"error": "…"}: ${problem}`, text.slice(0, 300))
    const lower = text.toLowerCase()
    const headerEcho = Object.entries(res.headers).find(([, v]) => String(v).toLowerCase().includes(marker.toLowerCase()))
    if (req.marked && lower.includes(marker.toLowerCase()) && !namesUnknownPropertyCutShort(msg)) {
      // Keyed by the message, not the input: one message that echoes is one fix, whatever it echoed.
      fail(
        `echo|${status}|${normalise(msg, marker)}`,
        `${status} error body echoes the input (${fam}): ${JSON.stringify(normalise(msg, marker))}`,
        text.slice(0, 300),
      )
    } else if (req.marked && headerEcho) {
      fail(`echo-header|${status}|${headerEcho[0]}|${fam}`, `${status} header ${headerEcho[0]} echoes the input (${fam})`, String(headerEcho[1]).slice(0, 300))
    }
  }

  if (ok && req.refuse)
    fail(`refuse|${familyGroup(req.refuseWhy ?? '')}`, `${status} to input the contract refuses: ${familyGroup(req.refuseWhy ?? '')}`, text.slice(0, 300))

  if (ok && req.foreign)
    fail(`foreign|${req.foreign}|${fam}`, `${status} to a request that must not reach the resource (${req.foreign}: ${fam})`, text.slice(0, 300))
  // A protected route, and nothing wrong with the request but its token: a 401.
  const onlyTheToken = req.families.every((f) => f.startsWith('token: '))
  if (req.foreign === 'bad-token' && onlyTheToken && req.pathValid && !ok && (req.op.security === 'bearer' || req.op.security === 'optional')) {
    const www = String(res.headers['www-authenticate'] ?? '')
    if (status !== 401) fail(`bad-token-status|${status}|${fam}`, `${status}, not 401, to ${fam}`, text.slice(0, 300))
    else if (!/^Bearer\b/i.test(www)) fail(`bad-token-www|${fam}`, `401 without WWW-Authenticate: Bearer to ${fam}`, `www-authenticate: ${www}`)
  }

  if (isMcp && ok && json && typeof json === 'object') {
    const r = (json as { result?: { isError?: boolean; content?: { text?: string }[] } }).result
    const toolText = r?.content?.[0]?.text
    if (toolText === MCP_TOOL_FAILED) fail(`mcp-tool-failed|${fam}`, `MCP tool failed internally on ${fam}`, text.slice(0, 300))
    if (req.mcpToolRefuse && !isJsonRpcError(json) && r?.isError !== true)
      fail(`mcp-refuse|${fam}`, `MCP answered a result to input the contract refuses (${fam})`, text.slice(0, 300))
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Stored as sent.

export interface Mismatch {
  at: string
  sent: unknown
  got: unknown
}

/**
 * Where the stored value differs from the sent one: every field sent is there and equal (numbers
 * as numbers, date-times as instants, sets as sets), null means "removed", and fields the server
 * adds are not differences.
 */
export function compareSent(sent: unknown, got: unknown, schema: Schema | undefined, at = '', out: Mismatch[] = []): Mismatch[] {
  const push = () => out.push({ at: at || '/', sent, got })
  if (sent === null) {
    if (got !== null && got !== undefined) push()
    return out
  }
  if (got === undefined) {
    push()
    return out
  }
  if (typeof sent === 'number' || typeof sent === 'boolean') {
    if (sent !== got) push()
    return out
  }
  if (typeof sent === 'string') {
    if (sent === got) return out
    const a = instantOf(sent)
    const b = typeof got === 'string' ? instantOf(got) : undefined
    if (a === undefined || b === undefined || Math.abs(a - b) >= 1) push()
    return out
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(got)) {
      push()
      return out
    }
    const unique = schema?.uniqueItems ?? schema?.anyOf?.some((s) => s.uniqueItems)
    if (unique) {
      const key = (x: unknown) => JSON.stringify(x)
      const g = new Set(got.map(key))
      if (sent.length !== got.length || !sent.every((x) => g.has(key(x)))) push()
      return out
    }
    if (sent.length !== got.length) {
      push()
      return out
    }
    const items = schema?.items ?? schema?.anyOf?.find((s) => s.items)?.items
    for (const [i, x] of sent.entries()) compareSent(x, got[i], items, `${at}/${i}`, out)
    return out
  }
  if (typeof sent === 'object') {
    if (got === null || typeof got !== 'object' || Array.isArray(got)) {
      push()
      return out
    }
    const b = schema ? branchFor(schema, sent) : undefined
    for (const [k, v] of Object.entries(sent as Record<string, unknown>))
      compareSent(v, (got as Record<string, unknown>)[k], propertySchema(b, k), `${at}/${k}`, out)
  }
  return out
}

/** How to read back what a write stored: the GET path, and the stored object in its answer. */
export interface ReadBack {
  path: string
  pick(got: unknown): unknown
  /** What of the sent body the stored object must hold (default: all of it). */
  expect?(sent: Record<string, unknown>): Record<string, unknown>
}

const enc = encodeURIComponent
const find = (key: string, value: unknown) => (list: unknown) =>
  Array.isArray(list) ? list.find((x) => (x as Record<string, unknown>)[key] === value) : undefined
const omit = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)))

/** The create-or-replace routes, and where each stores what it was sent. */
export function readBackFor(req: FuzzRequest, answer: unknown): ReadBack | undefined {
  const p = req.pathValues
  const a = (answer ?? {}) as Record<string, unknown>
  const same = { path: req.path.split('?')[0]!, pick: (g: unknown) => g }
  // The user's segment as sent: a hostile path (a dot segment the server reads as an id) has no pathValues of its own.
  const userPath = /^\/users\/[^/?]+/.exec(req.path)?.[0] ?? `/users/${enc(p['user_id']!)}`
  switch (req.op.id) {
    case 'updateUser':
      return { ...same, expect: (s) => omit(s, 'id') }
    case 'putActivity':
      // group_id and selected are computed (one activity per workout): a value sent is ignored.
      return { ...same, expect: (s) => omit(s, 'group_id', 'selected') }
    case 'putDailyRecord':
    case 'putBaseline':
    case 'putCustomRecord':
    case 'updateSummary':
    case 'updateCustomRecordType':
      return same
    case 'createSummary':
      return { path: `${userPath}/ai/summaries/${enc(String(a['id']))}`, pick: (g) => g, expect: (s) => ({ data: s['data'] }) }
    case 'createMeal':
      return { path: `${userPath}/nutrition/meals?limit=1000`, pick: (g) => find('id', a['id'])((g as { meals?: unknown })?.meals) }
    case 'putDataSync': {
      // From the path as sent: a hostile path (a mutated segment) has no pathValues of its own.
      const m = /^(\/users\/[^/]+)\/data_syncs\/([^/?]+)\/([^/?]+)/.exec(req.path)
      if (!m) return undefined
      const [provider, dataType] = [decodeURIComponent(m[2]!), decodeURIComponent(m[3]!)]
      return {
        path: m[1]!,
        pick: (g) =>
          ((g as { data_syncs?: Record<string, unknown>[] })?.data_syncs ?? []).find((d) => d['provider'] === provider && d['data_type'] === dataType),
      }
    }
    case 'createCustomRecordType':
      return { path: `/v1/projects/${enc(p['project_id']!)}/custom_record_types/${enc(String(a['name']))}`, pick: (g) => g }
    case 'createOAuthClient':
      return {
        path: `/v1/projects/${enc(p['project_id']!)}/oauth_clients`,
        pick: find('client_id', a['client_id']),
        expect: (s) => ({ name: s['name'], type: s['type'] }),
      }
    case 'createIdentityProvider':
      return { path: `/v1/projects/${enc(p['project_id']!)}/identity_providers`, pick: find('id', a['id']) }
    case 'createWebhook':
      return { path: `/v1/projects/${enc(p['project_id']!)}/webhooks`, pick: find('id', a['id']) }
  }
  return undefined
}
