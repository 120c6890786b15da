// The OpenAPI 3.1 document, generated from the route schemas, and its browsable reference.
import fp from 'fastify-plugin'
import swagger, { type SwaggerTransform } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { ALL_SCOPES, SCOPE_DESCRIPTIONS } from '../auth/scopes.js'

/** Every documented operation's operationId (a route may also name its own in its schema). */
const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /healthz': 'getHealth',
  'GET /readyz': 'getReadiness',
  'GET /.well-known/jwks.json': 'getJwks',
  'GET /.well-known/oauth-authorization-server': 'getAuthorizationServerMetadata',
  'POST /v1/projects/{project_id}/auth/server': 'createServerToken',
  'POST /v1/projects/{project_id}/auth/sdk': 'createSdkToken',
  'POST /oauth/token': 'createOAuthToken',
  'GET /v1/projects/{project_id}': 'getProject',
  'POST /v1/projects/{project_id}/oauth_clients': 'createOAuthClient',
  'GET /v1/projects/{project_id}/oauth_clients': 'listOAuthClients',
  'POST /v1/projects/{project_id}/oauth_clients/{client_id}/revoke': 'revokeOAuthClient',
  'POST /v1/projects/{project_id}/identity_providers': 'createIdentityProvider',
  'GET /v1/projects/{project_id}/identity_providers': 'listIdentityProviders',
  'DELETE /v1/projects/{project_id}/identity_providers/{id}': 'deleteIdentityProvider',
  'PATCH /users/{user_id}': 'updateUser',
  'GET /users/{user_id}': 'getUser',
  'DELETE /users/{user_id}': 'deleteUser',
  'GET /users': 'listUsers',
  'GET /habits': 'listHabits',
  'GET /habits/covers/{category}.svg': 'getHabitCover',
  'PUT /users/{user_id}/activities/{activity_id}': 'putActivity',
  'GET /users/{user_id}/activities/{activity_id}': 'getActivity',
  'PUT /users/{user_id}/daily_records/{type}/{day}/{name}': 'putDailyRecord',
  'GET /users/{user_id}/daily_records/{type}/{day}/{name}': 'getDailyRecord',
  'PUT /users/{user_id}/baselines/{baseline_id}': 'putBaseline',
  'GET /users/{user_id}/baselines/{baseline_id}': 'getBaseline',
  'GET /users/{user_id}/ai/summaries': 'listSummaries',
  'POST /users/{user_id}/ai/summaries': 'createSummary',
  'GET /users/{user_id}/ai/summaries/{summary_id}': 'getSummary',
  'PATCH /users/{user_id}/ai/summaries/{summary_id}': 'updateSummary',
  'DELETE /users/{user_id}/ai/summaries/{summary_id}': 'deleteSummary',
  'GET /users/{user_id}/facts': 'listFacts',
  'DELETE /users/{user_id}/facts/{fact_id}': 'deleteFact',
  'POST /users/{user_id}/nutrition/meals': 'createMeal',
  'GET /users/{user_id}/nutrition/meals': 'listMeals',
  'POST /v1/projects/{project_id}/webhooks': 'createWebhook',
  'GET /v1/projects/{project_id}/webhooks': 'listWebhooks',
  'DELETE /v1/projects/{project_id}/webhooks/{id}': 'deleteWebhook',
  'POST /v1/projects/{project_id}/webhooks/{id}/rotate-secret': 'rotateWebhookSecret',
  'GET /v1/projects/{project_id}/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'POST /v1/projects/{project_id}/webhooks/{id}/deliveries/{delivery_id}/retry': 'retryWebhookDelivery',
  'GET /v1/projects/{project_id}/events': 'listEvents',
}

/**
 * Each operation gets its operationId (a documented route without one fails the document, so a
 * new route cannot forget it), and a public one `security: []` (no token), as OpenAPI says it.
 */
export const transformRoute: SwaggerTransform = ({ schema, url, route }) => {
  const s = { ...(schema ?? {}) } as Record<string, unknown>
  if (s['hide']) return { schema: s, url }
  const path = url.replace(/:(\w+)/g, '{$1}')
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m: string) => m !== 'HEAD')
  if (s['operationId'] === undefined) {
    const id = OPERATION_IDS[`${methods[0]} ${path}`]
    if (id === undefined) throw new Error(`route ${methods[0]} ${path} has no operationId: add one to its schema or to OPERATION_IDS`)
    s['operationId'] = id
  }
  const cfg = route.config as { public?: boolean; optionalAuth?: boolean } | undefined
  if (cfg?.public && !cfg.optionalAuth && s['security'] === undefined) s['security'] = []
  if (s['body'] !== undefined) s['body'] = withoutConditionals(s['body'])
  if (s['response'] !== undefined) s['response'] = withoutConditionals(s['response'])
  return { schema: s, url }
}

/**
 * A schema as client generators read it: `if`/`then`/`else` (how the activity routes choose the
 * workout or the mindfulness form, with error messages that name the chosen form's fields)
 * becomes `anyOf: [then, else]`, which generators such as openapi-typescript understand; the
 * two forms exclude each other (each allows no property the other requires), so the document
 * accepts what the route accepts. Validation keeps the conditional.
 */
export function withoutConditionals(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutConditionals)
  if (!v || typeof v !== 'object') return v
  const o = v as Record<string, unknown>
  if (o['if'] !== undefined && o['then'] !== undefined && o['else'] !== undefined) {
    const { if: _if, then, else: otherwise, type: _type, ...rest } = o
    return { ...(withoutConditionals(rest) as object), anyOf: [withoutConditionals(then), withoutConditionals(otherwise)] }
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, withoutConditionals(x)]))
}

/**
 * The document as served: its server and token URL name the public URL as it is now. The
 * document is built once and cached, possibly before the server listens (which is when the
 * public URL is known without PUBLIC_URL and PORT=0); this is a shallow copy, the cache is untouched.
 */
export function withPublicUrl<T extends object>(doc: T, publicUrl: string): T {
  const d = doc as { components?: { securitySchemes?: Record<string, unknown> } }
  const schemes = d.components?.securitySchemes ?? {}
  const oauth2 = schemes['oauth2'] as { flows?: { clientCredentials?: object } } | undefined
  const flow = oauth2?.flows?.clientCredentials
  return {
    ...doc,
    servers: [{ url: publicUrl }],
    components: {
      ...d.components,
      securitySchemes: {
        ...schemes,
        ...(oauth2 && flow ? { oauth2: { ...oauth2, flows: { ...oauth2.flows, clientCredentials: { ...flow, tokenUrl: `${publicUrl}/oauth/token` } } } } : {}),
      },
    },
  }
}

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    transform: transformRoute,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'healthd',
        version: '1.0.0',
        description: 'Self-hostable health data service. Every route but the token endpoints and operations needs a bearer token.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      // As registered; every copy served (withPublicUrl) names the public URL of that moment.
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          basicAuth: { type: 'http', scheme: 'basic', description: 'client_id and client_secret of a confidential client' },
          oauth2: {
            type: 'oauth2',
            description: 'ES256 JWT access tokens (RFC 9068) scoped to one project',
            flows: {
              clientCredentials: {
                tokenUrl: `${app.config.publicUrl}/oauth/token`,
                scopes: Object.fromEntries(ALL_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]!])),
              },
            },
          },
        },
      },
    },
  })
  // The docs page reads /docs/json: its "Try it out" and token URL go where healthd is reached.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformSpecificationClone: false,
    transformSpecification: (doc) => withPublicUrl(doc, app.config.publicUrl),
  })
  app.get('/openapi.json', { config: { public: true, rateLimit: false }, schema: { hide: true } }, async () =>
    withPublicUrl(app.swagger(), app.config.publicUrl),
  )
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['auth'] })
