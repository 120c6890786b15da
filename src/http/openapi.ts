// The OpenAPI 3.1 document, generated from the route schemas, and its browsable reference.
import fp from 'fastify-plugin'
import swagger, { type SwaggerTransform } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { ALL_SCOPES, SCOPE_DESCRIPTIONS } from '../auth/scopes.js'

/**
 * Every documented operation names its operationId in its own schema: one without fails the
 * document (at start-up and in `npm run openapi`), so a new route cannot forget it. A public
 * operation gets `security: []` (no token), as OpenAPI says it.
 */
export const transformRoute: SwaggerTransform = ({ schema, url, route }) => {
  const s = { ...(schema ?? {}) } as Record<string, unknown>
  if (s['hide']) return { schema: s, url }
  assertOperationId(route.method, url, s)
  const cfg = route.config as { public?: boolean; optionalAuth?: boolean } | undefined
  if (cfg?.public && !cfg.optionalAuth && s['security'] === undefined) s['security'] = []
  if (s['body'] !== undefined) s['body'] = withoutConditionals(s['body'])
  if (s['response'] !== undefined) s['response'] = withoutConditionals(s['response'])
  return { schema: s, url }
}

/** A documented route (one whose schema is not `hide`) must name its operationId. */
export function assertOperationId(method: string | string[], url: string, schema: Record<string, unknown> | undefined): void {
  if (schema?.['hide'] || (typeof schema?.['operationId'] === 'string' && schema['operationId'] !== '')) return
  const methods = [method].flat().filter((m) => m !== 'HEAD')
  throw new Error(`route ${methods.join(',')} ${url} has no operationId: name one in its schema (schema: { operationId: '…' })`)
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
  // Checked as each route is added, so a route without an operationId fails the start, not only
  // the first request for the document.
  app.addHook('onRoute', (route) => assertOperationId(route.method, route.url, route.schema as Record<string, unknown> | undefined))
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
