// Every operation of openapi.json declares the error statuses it can answer, each with its body
// and a description: what a client generator and a reader of the reference see. CI fails when
// openapi.json is not the one the routes generate, so this reads the routes' declarations.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { OAUTH_ERROR_CODES } from '../src/errors.js'

interface Schema {
  type?: string
  enum?: string[]
  required?: string[]
  properties?: Record<string, Schema>
  additionalProperties?: boolean
  anyOf?: Schema[]
  description?: string
}
interface Operation {
  operationId: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
}
type Document = { paths: Record<string, Record<string, Operation>> }

/** The operations and discovery routes (src/modules/ops): `rateLimit: false`, so never a 429. */
const NOT_RATE_LIMITED = new Set(['getHealth', 'getReadiness', 'getJwks', 'getAuthorizationServerMetadata'])
/** MCP's transport answers its own errors as JSON-RPC error objects (written to the raw response). */
const JSON_RPC = new Set(['postMcp'])
/** A path parameter that names nothing that could be missing: PATCH /users/{user_id} creates the user. */
const NO_404 = new Set(['updateUser'])

/** A token endpoint's errors are RFC 6749 codes (a client of another project is invalid_client, not a 404). */
const isTokenEndpoint = (op: Operation) => Object.values(op.responses).some((r) => r.content?.['application/json']?.schema.properties?.['access_token'])

/** The `{error}` body: the errors plugin sends `error` and nothing else. */
function isErrorBody(s: Schema | undefined, oauth: boolean): boolean {
  if (!s) return false
  if (s.anyOf) return s.anyOf.some((x) => isErrorBody(x, oauth))
  const error = s.properties?.['error']
  if (s.additionalProperties !== false || JSON.stringify(s.required) !== '["error"]' || Object.keys(s.properties ?? {}).length !== 1) return false
  return oauth ? JSON.stringify(error?.enum) === JSON.stringify(OAUTH_ERROR_CODES) : error?.type === 'string'
}

const isJsonRpcError = (s: Schema | undefined): boolean =>
  !!s && (s.anyOf ? s.anyOf.some(isJsonRpcError) : ['jsonrpc', 'id', 'error'].every((k) => s.required?.includes(k)))

/** What each operation lacks or gets wrong, one line each. */
function violations(doc: Document): string[] {
  const out: string[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path} (${op.operationId})`
      const has = (status: number) => op.responses[String(status)] !== undefined
      const need = (status: number, why: string) => {
        if (!has(status)) out.push(`${at}: no ${status} (${why})`)
      }
      const security = op.security ?? []
      const scoped = security.some((r) => (r['oauth2']?.length ?? 0) > 0)
      const anyCredential = security.some((r) => Object.keys(r).length > 0)
      const params = op.parameters ?? []
      const oauth = isTokenEndpoint(op)
      if (scoped) {
        need(401, 'it needs a token')
        need(403, 'it needs a scope')
      } else if (anyCredential) need(401, 'it takes credentials')
      if (params.length || op.requestBody) need(400, 'it takes parameters or a body')
      if (params.some((p) => p.in === 'path') && !oauth && !NO_404.has(op.operationId)) need(404, 'a path parameter names a resource or a user')
      if (op.requestBody) {
        need(413, 'it takes a body')
        need(415, 'it takes a body')
      }
      if (!NOT_RATE_LIMITED.has(op.operationId)) need(429, 'it is rate limited')
      need(503, 'every route answers 503 while the server shuts down or the database is away')
      for (const [status, r] of Object.entries(op.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue
        if (!r.description || r.description === 'Default Response') out.push(`${at}: ${status} has no description`)
        const body = r.content?.['application/json']?.schema
        if (!isErrorBody(body, oauth) && !(JSON_RPC.has(op.operationId) && isJsonRpcError(body)))
          out.push(`${at}: ${status} is not the ${oauth ? 'RFC 6749 ' : ''}{error} body`)
      }
    }
  }
  return out
}

const doc = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as Document

describe('declared error statuses', () => {
  it('every operation in openapi.json declares the errors it can answer, with their body and a description', () => {
    expect(violations(doc)).toEqual([])
  })

  it('an operation that forgets one is named', () => {
    const op = (path: string, method: string) => doc.paths[path]![method]!
    const broken = structuredClone(doc)
    const getUser = broken.paths['/users/{user_id}']!['get']!
    delete getUser.responses['403']
    delete getUser.responses['404']
    const createMeal = broken.paths['/users/{user_id}/nutrition/meals']!['post']!
    delete createMeal.responses['415']
    createMeal.responses['400']!.description = 'Default Response'
    const token = broken.paths['/oauth/token']!['post']!
    token.responses['400'] = op('/users/{user_id}', 'get').responses['400']!
    expect(violations(broken)).toEqual([
      'POST /oauth/token (createOAuthToken): 400 is not the RFC 6749 {error} body',
      'GET /users/{user_id} (getUser): no 403 (it needs a scope)',
      'GET /users/{user_id} (getUser): no 404 (a path parameter names a resource or a user)',
      'POST /users/{user_id}/nutrition/meals (createMeal): no 415 (it takes a body)',
      'POST /users/{user_id}/nutrition/meals (createMeal): 400 has no description',
    ])
  })
})
