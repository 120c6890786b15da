// Token endpoints: /v1/projects/{project_id}/auth/server, /auth/sdk, and /oauth/token.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import basicAuth from '@fastify/basic-auth'
import formbody from '@fastify/formbody'
import type { FastifyContextConfig, FastifyRequest } from 'fastify'
import { errors } from '../../errors.js'
import { ProjectParamsSchema, oauthErrorResponses } from '../../schemas/common.js'
import { authenticateClient, formDecode, grantScopes } from './service.js'
import { sdkGrant } from './sdk.js'
import { OidcVerifier } from './oidc.js'
import type { OAuthClient } from './clients-repository.js'

declare module 'fastify' {
  interface FastifyRequest {
    oauthClient: OAuthClient | null
  }
}

export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  },
  { additionalProperties: false },
)

export const SdkTokenResponseSchema = Type.Object(
  {
    ...TokenResponseSchema.properties,
    refresh_token: Type.String({ description: 'Single use: spend it for the next pair' }),
    user_id: Type.String(),
  },
  { additionalProperties: false },
)

const RESOURCE_RE = /^urn:healthd:project:([A-Za-z0-9_-]{1,64})$/

function basicClientId(req: FastifyRequest): string {
  const m = /^basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(req.headers.authorization ?? '')
  return m ? Buffer.from(m[1]!, 'base64').toString('utf8').split(':')[0]!.slice(0, 128) : ''
}

const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tokenConfig = (): FastifyContextConfig => ({
    public: true,
    oauth: true,
    // Counted on arrival, before client authentication, so failed guesses are limited too.
    rateLimit: {
      hook: 'onRequest',
      max: app.config.tokenRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => `token:${req.ip}:${basicClientId(req)}`,
    },
  })
  // The SDK endpoint names its client in the body: counted once the body is parsed.
  const sdkConfig = (): FastifyContextConfig => ({
    public: true,
    oauth: true,
    rateLimit: {
      hook: 'preValidation',
      max: app.config.tokenRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        const id = (req.body as { client_id?: unknown } | undefined)?.client_id
        return `sdk:${req.ip}:${typeof id === 'string' ? id.slice(0, 128) : ''}`
      },
    },
  })
  const verifier = new OidcVerifier()
  app.decorateRequest('oauthClient', null)
  await app.register(basicAuth, {
    authenticate: { realm: 'healthd' },
    async validate(username, password, req) {
      req.oauthClient = await authenticateClient(app.db, formDecode(username), formDecode(password))
    },
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
  })

  app.post(
    '/v1/projects/:project_id/auth/server',
    {
      config: tokenConfig(),
      attachValidation: true,
      // The body is optional: no body means no scope parameter.
      preValidation: async (req) => {
        req.body ??= {}
      },
      preHandler: app.basicAuth,
      schema: {
        operationId: 'createServerToken',
        tags: ['auth'],
        summary: 'Token for a backend (client credentials)',
        description: "HTTP Basic credentials of a confidential client of the project. Optional `scope`: space-separated subset of the client's scopes.",
        security: [{ basicAuth: [] }],
        params: ProjectParamsSchema,
        body: Type.Optional(Type.Object({ scope: Type.Optional(Type.String({ maxLength: 4096 })) }, { additionalProperties: false })),
        response: { 200: TokenResponseSchema, ...oauthErrorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      if (req.validationError) throw errors.oauth('invalid_request')
      const client = req.oauthClient!
      // A client of another project never gets a token for this one.
      if (client.project_id !== req.params.project_id) throw errors.oauth('invalid_client')
      const scopes = grantScopes(client.scopes, req.body?.scope)
      return app.issueAccessToken({ projectId: client.project_id, clientId: client.client_id, scopes, principalType: 'client' })
    },
  )

  app.post(
    '/v1/projects/:project_id/auth/sdk',
    {
      config: sdkConfig(),
      attachValidation: true,
      schema: {
        operationId: 'createSdkToken',
        tags: ['auth'],
        summary: 'Token for an app user (OIDC token exchange or refresh)',
        description:
          '`grant: "exchange"` takes an ID token of an identity provider registered for the project; `grant: "refresh"` a refresh token from an earlier answer (single use: each answer carries the next). `client_id` is a public client of the project.',
        params: ProjectParamsSchema,
        body: Type.Object(
          {
            grant: Type.Union([Type.Literal('exchange'), Type.Literal('refresh')]),
            token: Type.String({ minLength: 1, maxLength: 16384 }),
            client_id: Type.String({ minLength: 1, maxLength: 128 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: SdkTokenResponseSchema, ...oauthErrorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      if (req.validationError) {
        const grant = (req.body as { grant?: unknown } | undefined)?.grant
        throw errors.oauth(typeof grant === 'string' && grant !== 'exchange' && grant !== 'refresh' ? 'unsupported_grant_type' : 'invalid_request')
      }
      return sdkGrant(app, verifier, req.log, req.params.project_id, req.body)
    },
  )

  // The raw OAuth endpoint takes form bodies only, in a context of its own.
  await app.register(async (instance) => {
    const form = instance.withTypeProvider<TypeBoxTypeProvider>()
    form.removeContentTypeParser('application/json')
    await form.register(formbody, { bodyLimit: 64 * 1024 })
    form.post(
      '/oauth/token',
      {
        config: tokenConfig(),
        attachValidation: true,
        preHandler: app.basicAuth,
        schema: {
          operationId: 'createOAuthToken',
          tags: ['auth'],
          summary: 'OAuth 2.0 token endpoint (client credentials)',
          description: 'Form-encoded. HTTP Basic client authentication. `resource` is `urn:healthd:project:{project_id}`.',
          security: [{ basicAuth: [] }],
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object(
            {
              grant_type: Type.String(),
              resource: Type.Optional(Type.String()),
              scope: Type.Optional(Type.String({ maxLength: 4096 })),
            },
            { additionalProperties: true },
          ),
          response: { 200: TokenResponseSchema, ...oauthErrorResponses(400, 401, 413, 415, 429, 503) },
        },
      },
      async (req) => {
        if (req.validationError) throw errors.oauth('invalid_request')
        const body = req.body
        for (const v of Object.values(body)) if (Array.isArray(v)) throw errors.oauth('invalid_request')
        if (body.grant_type !== 'client_credentials') throw errors.oauth('unsupported_grant_type')
        const client = req.oauthClient!
        if (body.resource !== undefined) {
          const m = RESOURCE_RE.exec(body.resource)
          if (!m || m[1] !== client.project_id) throw errors.oauth('invalid_target')
        }
        const scopes = grantScopes(client.scopes, body.scope)
        return app.issueAccessToken({ projectId: client.project_id, clientId: client.client_id, scopes, principalType: 'client' })
      },
    )
  })
}

export default tokenRoutes
