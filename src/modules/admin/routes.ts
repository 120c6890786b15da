// Project administration: OAuth clients and identity providers, for admin-scoped tokens of the
// project. Identity providers are app sign-in configuration and use the oauth_clients scopes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../audit/index.js'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { ADMIN_SCOPES, DATA_SCOPES, isKnownScope, parseScopeParam, PUBLIC_CLIENT_DEFAULT_SCOPES } from '../../auth/scopes.js'
import { DateTime, ProjectParamsSchema, StringEnum, errorResponses } from '../../schemas/common.js'
import { listClients, type OAuthClient, listIdentityProviders, type IdentityProvider } from '../auth/index.js'

const ClientSchema = Type.Object(
  {
    client_id: Type.String(),
    name: Type.String(),
    type: StringEnum(['confidential', 'public'] as const),
    scopes: Type.Array(Type.String()),
    created_at: DateTime(),
    revoked_at: Type.Optional(DateTime()),
  },
  { additionalProperties: false, title: 'OAuthClient' },
)
const CreatedClientSchema = Type.Object(
  { ...ClientSchema.properties, client_secret: Type.Optional(Type.String({ description: 'Confidential clients only; shown once' })) },
  { additionalProperties: false },
)
const CreateClientSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    type: StringEnum(['confidential', 'public'] as const),
    scopes: Type.Optional(
      Type.Union([Type.Array(Type.String(), { maxItems: 100 }), Type.String({ maxLength: 4096 })], {
        description: 'Array or space-separated; a subset of your token’s scopes (default: all of them that the type may have)',
      }),
    ),
  },
  { additionalProperties: false },
)
const IdpSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    issuer: Type.String(),
    audience: Type.String(),
    jwks_uri: Type.Optional(Type.String()),
    user_claim: Type.String(),
    created_at: DateTime(),
  },
  { additionalProperties: false, title: 'IdentityProvider' },
)
const HttpUrl = (description: string) => Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000, description })
const CreateIdpSchema = Type.Object(
  {
    issuer: HttpUrl('Exactly the `iss` of its ID tokens'),
    audience: Type.String({ minLength: 1, maxLength: 255, description: 'Must be in the `aud` of its ID tokens (your app’s client id there)' }),
    jwks_uri: Type.Optional(HttpUrl('Default: discovered from {issuer}/.well-known/openid-configuration')),
    user_claim: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description: 'Claim holding the user id (default sub)' })),
  },
  { additionalProperties: false },
)

const toClient = (c: OAuthClient) => ({
  client_id: c.client_id,
  name: c.name,
  type: c.type,
  scopes: c.scopes,
  created_at: c.created_at.toISOString(),
  ...(c.revoked_at ? { revoked_at: c.revoked_at.toISOString() } : {}),
})
const toIdp = (i: IdentityProvider) => ({
  id: i.idp_id,
  issuer: i.issuer,
  audience: i.audience,
  ...(i.jwks_uri ? { jwks_uri: i.jwks_uri } : {}),
  user_claim: i.user_claim,
  created_at: i.created_at.toISOString(),
})

/** What a scope looks like (`users:read`, `custom_records:mood:read`): only such a name is echoed in an error. */
const SCOPE_SHAPE = /^[a-z][a-z0-9_.]{0,63}(:[a-z][a-z0-9_]{0,63}){1,2}$/

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/projects/:project_id'
  const tags = ['admin']

  app.post(
    `${base}/oauth_clients`,
    {
      config: { scope: 'admin.oauth_clients:create' },
      schema: {
        operationId: 'createOAuthClient',
        tags,
        summary: 'Create an OAuth client',
        params: ProjectParamsSchema,
        body: CreateClientSchema,
        response: { 201: CreatedClientSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      const { type } = req.body
      const allowedForType = new Set<string>(type === 'public' ? DATA_SCOPES : [...DATA_SCOPES, ...ADMIN_SCOPES])
      const requested =
        req.body.scopes === undefined ? undefined : Array.isArray(req.body.scopes) ? [...new Set(req.body.scopes)] : parseScopeParam(req.body.scopes)
      if (requested) {
        const unknown = requested.find((s) => !isKnownScope(s))
        // A scope-shaped name is echoed (it helps with a typo); anything else is not sent back.
        if (unknown !== undefined)
          throw errors.badRequest(SCOPE_SHAPE.test(unknown) ? `body/scopes: unknown scope ${unknown}` : 'body/scopes names a scope that does not exist')
        const wrongType = requested.find((s) => !allowedForType.has(s))
        if (wrongType) throw errors.badRequest(`body/scopes: a public client cannot have ${wrongType}`)
        const beyond = requested.find((s) => !auth.scopes.has(s))
        if (beyond) throw errors.badRequest(`body/scopes: ${beyond} is not a scope of your token`)
        if (!requested.length) throw errors.badRequest('body/scopes must name at least one scope')
      }
      const scopes = requested ?? (type === 'public' ? PUBLIC_CLIENT_DEFAULT_SCOPES : [...allowedForType]).filter((s) => auth.scopes.has(s))
      const { client, secret } = await app.services.admin.createClient(auth.projectId, actorOf(auth), { name: req.body.name, type, scopes })
      reply.code(201)
      return { ...toClient(client), ...(secret ? { client_secret: secret } : {}) }
    },
  )

  app.get(
    `${base}/oauth_clients`,
    {
      config: { scope: 'admin.oauth_clients:read' },
      schema: {
        operationId: 'listOAuthClients',
        tags,
        summary: 'List the project’s OAuth clients (never a secret)',
        params: ProjectParamsSchema,
        response: { 200: Type.Array(ClientSchema), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => (await listClients(app.db, authOf(req).projectId)).map(toClient),
  )

  app.post(
    `${base}/oauth_clients/:client_id/revoke`,
    {
      config: { scope: 'admin.oauth_clients:revoke' },
      schema: {
        operationId: 'revokeOAuthClient',
        tags,
        summary: 'Revoke an OAuth client',
        description: 'No new tokens; its refresh tokens die at once and its access tokens stop working within 30 s.',
        params: Type.Object({ project_id: ProjectParamsSchema.properties.project_id, client_id: Type.String({ maxLength: 128 }) }),
        response: { 200: ClientSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req) => {
      const auth = authOf(req)
      const c = await app.services.admin.revokeClient(auth.projectId, actorOf(auth), req.params.client_id)
      if (!c) throw errors.notFound('client')
      return toClient(c)
    },
  )

  app.post(
    `${base}/identity_providers`,
    {
      config: { scope: 'admin.oauth_clients:create' },
      schema: {
        operationId: 'createIdentityProvider',
        tags,
        summary: 'Register an identity provider for app sign-in',
        params: ProjectParamsSchema,
        body: CreateIdpSchema,
        response: { 201: IdpSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const b = req.body
      const auth = authOf(req)
      const idp = await app.services.admin.createIdentityProvider(auth.projectId, actorOf(auth), {
        issuer: b.issuer,
        audience: b.audience,
        jwksUri: b.jwks_uri,
        userClaim: b.user_claim,
      })
      if (!idp) throw errors.conflict('an identity provider with this issuer and audience exists')
      reply.code(201)
      return toIdp(idp)
    },
  )

  app.get(
    `${base}/identity_providers`,
    {
      config: { scope: 'admin.oauth_clients:read' },
      schema: {
        operationId: 'listIdentityProviders',
        tags,
        summary: 'List identity providers',
        params: ProjectParamsSchema,
        response: { 200: Type.Array(IdpSchema), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => (await listIdentityProviders(app.db, authOf(req).projectId)).map(toIdp),
  )

  app.delete(
    `${base}/identity_providers/:id`,
    {
      config: { scope: 'admin.oauth_clients:revoke' },
      schema: {
        operationId: 'deleteIdentityProvider',
        tags,
        summary: 'Delete an identity provider',
        params: Type.Object({ project_id: ProjectParamsSchema.properties.project_id, id: Type.String({ maxLength: 100 }) }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      const deleted = await app.services.admin.deleteIdentityProvider(auth.projectId, actorOf(auth), req.params.id)
      if (!deleted) throw errors.notFound('identity provider')
      reply.code(204)
      return null
    },
  )
}

export default adminRoutes
