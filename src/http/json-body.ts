// The one door every JSON body comes through: bytes in, checked in an order that never recurses
// (UTF-8, depth, syntax, then the parsed value's numbers and text), so no route needs a guard of
// its own. Form bodies (the token endpoint) and query strings get the value checks in a hook.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BodyError, errors } from '../errors.js'
import { INPUT_MESSAGES, inputProblem, isValidUtf8, nestedDeeperThan } from '../schemas/json-input.js'

const CHECKED = Symbol('healthd.bodyChecked')
type Marked = FastifyRequest & { [CHECKED]?: true }

async function jsonBodyPlugin(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer
    if (bytes.length === 0) return done(new BodyError(INPUT_MESSAGES.empty), undefined)
    if (!isValidUtf8(bytes)) return done(new BodyError(INPUT_MESSAGES.utf8), undefined)
    if (nestedDeeperThan(bytes)) return done(new BodyError(INPUT_MESSAGES.depth), undefined)
    let text = bytes.toString('utf8')
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return done(new BodyError(INPUT_MESSAGES.json), undefined)
    }
    ;(req as Marked)[CHECKED] = true
    // JSON-RPC (POST /mcp) checks values per tool call, where a refusal is a tool error.
    if (req.routeOptions.config?.jsonRpc === true) return done(null, value)
    const problem = inputProblem(value)
    return problem ? done(errors.badRequest(problem), undefined) : done(null, value)
  })

  // What did not come through the JSON door: form fields and query strings.
  app.addHook('preValidation', (req, _reply, done) => {
    let problem: string | undefined
    if (req.body !== null && typeof req.body === 'object' && (req as Marked)[CHECKED] !== true) problem = inputProblem(req.body)
    if (!problem && !queryIsUtf8(req.url)) problem = 'querystring is not valid UTF-8'
    if (!problem && req.query !== null && typeof req.query === 'object') problem = inputProblem(req.query, 'querystring')
    done(problem ? errors.badRequest(problem) : undefined)
  })
}

/**
 * Whether the query string's percent-encoded bytes are UTF-8: the parser keeps or replaces bytes
 * that are not (`%FF`), and a list filtered by such text would answer as if it had been sent.
 */
function queryIsUtf8(url: string): boolean {
  const at = url.indexOf('?')
  if (at < 0 || !url.includes('%', at)) return true
  for (const part of url.slice(at + 1).split('&')) {
    try {
      decodeURIComponent(part)
    } catch {
      return false
    }
  }
  return true
}

export default fp(jsonBodyPlugin, { name: 'json-body', dependencies: ['errors'] })
