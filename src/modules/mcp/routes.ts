// The MCP server: POST /mcp serves the data tools (src/agents/tools.ts) over the Model Context
// Protocol's streamable HTTP transport, with healthd's bearer tokens, and RFC 9728 metadata tells
// MCP clients where those tokens come from. Stateless: one SDK server and transport per request,
// JSON answers (no SSE stream, no sessions), so any instance can answer any request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js'
import { AppError, errors } from '../../errors.js'
import { DATA_SCOPES } from '../../auth/scopes.js'
import { ErrorSchema, errorResponses, ExternalId } from '../../schemas/common.js'
import { mayUse, refusalOf, runTool, toolsFor, TOOL_NAMES, type ToolDefinition } from '../../agents/index.js'
import type { AuthContext } from '../../http/types.js'
import { inputProblem } from '../../schemas/json-input.js'

const METADATA_PATH = '/.well-known/oauth-protected-resource'

/** The scopes the tools need, in catalogue order: what a client should ask for to use them all. */
const TOOL_SCOPES = DATA_SCOPES.filter((s) => TOOL_NAMES.some((n) => mayUse({ scopes: new Set([s]) }, n)))

const UserIdSchema = ExternalId()
const USER_ID_RE = new RegExp(UserIdSchema.pattern!)

const ProtectedResourceSchema = Type.Object(
  {
    resource: Type.String({ format: 'uri', description: 'The MCP endpoint (PUBLIC_URL/mcp)' }),
    authorization_servers: Type.Array(Type.String({ format: 'uri' }), { description: 'Issuers whose RFC 8414 metadata names the token endpoint' }),
    bearer_methods_supported: Type.Array(Type.String()),
    scopes_supported: Type.Array(Type.String(), { description: 'The scopes the MCP tools need' }),
    resource_name: Type.String(),
    resource_documentation: Type.String({ format: 'uri' }),
  },
  { additionalProperties: false, description: 'OAuth 2.0 protected resource metadata (RFC 9728)' },
)

/** A failed call: a tool error the caller (often a model) reads and can correct, not a protocol error. */
const failure = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true })

/**
 * The user a tool call reaches: a user token's own user (naming another is refused), or, with a
 * client token, the user the call names (a user of another project does not exist for it).
 */
function userFor(auth: AuthContext, named: unknown): { userId: string } | { error: string } {
  if (named !== undefined && (typeof named !== 'string' || !USER_ID_RE.test(named) || named.length > 255)) {
    return { error: 'arguments/user_id must be a user id (1 to 255 characters, no whitespace, control characters or /)' }
  }
  if (auth.principalType === 'user') {
    if (named !== undefined && named !== auth.userId) return { error: "a user token reaches only its own user's data" }
    return { userId: auth.userId! }
  }
  if (named === undefined) return { error: 'user_id is required with a project (client) token: name the user whose data the tool reads' }
  return { userId: named as string }
}

/** The `user_id` argument MCP adds to every tool, as plain JSON, for each kind of token. */
const userIdProperty = (description: string) => JSON.parse(JSON.stringify({ ...UserIdSchema, description })) as object
const USER_ID_FOR_CLIENT = userIdProperty('The user whose data the tool reads (your identifier of the user): required with a project (client) token')
const USER_ID_FOR_USER = userIdProperty("Optional with a user token, and then must be the token's own user")

/** A tool as MCP lists it: its JSON Schema (TypeBox's symbol keys dropped) plus `user_id`. */
function mcpTool(def: ToolDefinition, auth: AuthContext): Tool {
  const schema = def.parameters as { properties?: Record<string, object>; required?: string[] }
  const client = auth.principalType === 'client'
  const required = [...(schema.required ?? []), ...(client ? ['user_id'] : [])]
  return {
    name: def.name,
    description: def.description,
    inputSchema: {
      ...schema,
      type: 'object',
      properties: { ...schema.properties, user_id: client ? USER_ID_FOR_CLIENT : USER_ID_FOR_USER },
      ...(required.length ? { required } : {}),
    },
    annotations: { readOnlyHint: !def.writes, destructiveHint: false, idempotentHint: !def.writes, openWorldHint: false },
  }
}

/** The error answer of the MCP transport (JSON-RPC 2.0 section 5.1), written to the raw response. */
const JsonRpcErrorSchema = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    error: Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) }),
  },
  { description: 'A JSON-RPC 2.0 error' },
)

/**
 * The first problem of a JSON-RPC message (or batch) outside a tool call's arguments, and the id
 * of the message that has it (null when it has none a client could match).
 */
function messageProblem(body: unknown): { problem: string; id: string | number | null } | undefined {
  for (const m of Array.isArray(body) ? body : [body]) {
    if (m === null || typeof m !== 'object' || Array.isArray(m)) continue
    const msg = m as Record<string, unknown>
    const params = msg['params']
    const own =
      msg['method'] === 'tools/call' && params !== null && typeof params === 'object' && !Array.isArray(params)
        ? { ...msg, params: { ...(params as Record<string, unknown>), arguments: undefined } }
        : msg
    const problem = inputProblem(own, 'body')
    if (problem) {
      const id = typeof msg['id'] === 'string' || typeof msg['id'] === 'number' ? msg['id'] : null
      return { problem, id: inputProblem(id, 'id') ? null : id }
    }
  }
  return undefined
}

const mcpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The public URL is read per request: without PUBLIC_URL it is known only once the server listens.
  const base = () => app.config.publicUrl
  let version: string | undefined
  const serverVersion = () => (version ??= app.swagger().info.version)

  // Every 401 of /mcp, the guard's included, points MCP clients at the metadata (RFC 9728 section 5.1).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode !== 401) return payload
    const given = reply.getHeader('www-authenticate')
    reply.header('www-authenticate', `${given ? `${String(given)}, ` : 'Bearer '}resource_metadata="${base()}${METADATA_PATH}/mcp"`)
    return payload
  })

  /** One request's MCP server: the token's tools, run for the token's (or the named) user. */
  function mcpServer(req: FastifyRequest, auth: AuthContext): Server {
    const server = new Server({ name: 'healthd', version: serverVersion() }, { capabilities: { tools: {} } })
    // Why the transport refused a request (406, 415, malformed JSON-RPC) or failed to answer; its
    // messages are fixed texts, never a message's content.
    server.onerror = (err) => req.log.debug({ err: { message: err.message.slice(0, 200) } }, 'mcp transport error')
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolsFor(auth).map((d) => mcpTool(d, auth)) }))
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      // The tool, the token's scope and the arguments' text first: an unknown tool is named as
      // such whatever its arguments, and NUL in user_id gets the message NUL gets everywhere.
      const refused = refusalOf(auth, params.name, params.arguments)
      if (refused !== undefined) return failure(refused)
      const { user_id: named, ...args } = params.arguments ?? {}
      const who = userFor(auth, named)
      if ('error' in who) return failure(who.error)
      const outcome = await runTool({ db: app.db, auth, userId: who.userId, meals: app.services.meals, log: req.log }, params.name, args)
      // Never the arguments or the result: they are the user's data.
      req.log.debug({ tool: params.name.slice(0, 64), ok: outcome.ok, ms: Math.round(outcome.ms) }, 'mcp tool call')
      if (!outcome.ok) return failure(outcome.error)
      const { result } = outcome.output
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result }
    })
    return server
  }

  const metadata = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'public, max-age=300')
    const url = base()
    return {
      resource: `${url}/mcp`,
      authorization_servers: [url],
      bearer_methods_supported: ['header'],
      scopes_supported: TOOL_SCOPES,
      resource_name: 'healthd',
      resource_documentation: `${url}/docs`,
    }
  }
  const metadataSchema = (operationId: string, summary: string) => ({
    tags: ['mcp'],
    operationId,
    summary,
    description:
      "Where the MCP server's tokens come from: `authorization_servers` names healthd itself, whose RFC 8414 metadata (`/.well-known/oauth-authorization-server`) gives the token endpoint.",
    response: { 200: ProtectedResourceSchema, ...errorResponses(429, 503) },
  })
  app.get(
    METADATA_PATH,
    { config: { public: true }, schema: metadataSchema('getProtectedResourceMetadata', 'Protected resource metadata (RFC 9728)') },
    metadata,
  )
  app.get(
    `${METADATA_PATH}/mcp`,
    { config: { public: true }, schema: metadataSchema('getProtectedResourceMetadataForMcp', 'Protected resource metadata of /mcp (RFC 9728)') },
    metadata,
  )

  app.post(
    '/mcp',
    {
      // A token is checked by the guard when sent; without one the handler answers 401 itself, so
      // the answer can point at the metadata.
      config: { public: true, optionalAuth: true, jsonRpc: true },
      // The idempotency plugin finishes a key when the response is sent through Fastify, which a
      // hijacked reply never is: refused before it reserves one.
      onRequest: async (req) => {
        if (req.headers['idempotency-key'] !== undefined) {
          throw errors.badRequest('Idempotency-Key is not accepted on /mcp: MCP requests are not replayed')
        }
      },
      schema: {
        tags: ['mcp'],
        operationId: 'postMcp',
        summary: 'Model Context Protocol (streamable HTTP)',
        description: [
          'One JSON-RPC message or a batch of the Model Context Protocol (`initialize`, `tools/list`, `tools/call`, notifications), answered with JSON. Send `Accept: application/json, text/event-stream`.',
          `Stateless: no session, no SSE stream (GET and DELETE answer 405). Tools: ${TOOL_NAMES.map((n) => `\`${n}\``).join(', ')}; each is listed only to a token with the scope it needs.`,
          'With a client token every tool call names its user (`user_id`); a user token reaches only its own user. Without a token: 401 with `WWW-Authenticate` naming the protected resource metadata (RFC 9728).',
          'Transport errors (406, 415, malformed JSON-RPC) answer a JSON-RPC error object, as the MCP transport specifies.',
        ].join('\n\n'),
        security: [{ oauth2: [] }],
        body: Type.Unknown({ description: 'A JSON-RPC 2.0 message, or an array of them' }),
        response: {
          200: Type.Unknown({ description: 'The JSON-RPC response (or an array of them, for a batch)' }),
          202: Type.Null({ description: 'Notifications and responses only: accepted, no body' }),
          ...errorResponses(401, 413, 429, 503),
          // Refused by healthd ({error}: an Idempotency-Key) or by JSON-RPC (a parse error, an empty batch, a malformed message).
          400: Type.Union([ErrorSchema, JsonRpcErrorSchema], { description: 'Bad request: an {error} of healthd, or a JSON-RPC error object' }),
          406: { ...JsonRpcErrorSchema, description: 'Not acceptable: Accept must name application/json and text/event-stream (a JSON-RPC error object)' },
          415: Type.Union([ErrorSchema, JsonRpcErrorSchema], { description: 'Unsupported media type: send application/json' }),
        },
      },
    },
    async (req, reply) => {
      const auth = req.auth
      if (!auth) throw errors.invalidToken('missing bearer token')
      const server = mcpServer(req, auth)
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
      reply.raw.on('close', () => void server.close().catch(() => {}))
      await server.connect(transport)
      // A hijacked reply skips Fastify's sending (and its onSend hooks): the headers set so far
      // (request id, rate limits) go on the raw response, which the transport's own headers join.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value)
      reply.raw.setHeader('x-content-type-options', 'nosniff')
      reply.hijack()
      try {
        // JSON-RPC 2.0: an empty batch is an Invalid Request (the SDK would answer 202, as if it
        // held only notifications).
        if (Array.isArray(req.body) && req.body.length === 0) {
          reply.raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
          reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: an empty batch' }, id: null }))
          return
        }
        // The message's own text gets the checks every body gets (NUL, lone surrogates, …); a
        // tool call's arguments are left to the call, which answers a tool error with the REST
        // message (refusalOf).
        const refused = messageProblem(req.body)
        if (refused) {
          reply.raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
          reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32602, message: `Invalid params: ${refused.problem}` }, id: refused.id }))
          return
        }
        await transport.handleRequest(req.raw, reply.raw, req.body)
      } catch (err) {
        req.log.error({ err: { message: (err as Error).message } }, 'mcp request failed')
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
        reply.raw.end(JSON.stringify({ error: 'internal error' }))
      }
    },
  )

  // Stateless: no standalone SSE stream to open (GET) and no session to end (DELETE).
  const notAllowed = async (req: FastifyRequest) => {
    throw new AppError(
      405,
      `${req.method} is not supported on /mcp: this MCP server is stateless (no SSE stream, no sessions); send JSON-RPC messages with POST`,
      {
        allow: 'POST',
      },
    )
  }
  app.get('/mcp', { config: { public: true }, schema: { hide: true } }, notAllowed)
  app.delete('/mcp', { config: { public: true }, schema: { hide: true } }, notAllowed)
}

export default mcpRoutes
