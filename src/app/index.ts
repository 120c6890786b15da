// buildApp(config): the whole HTTP application. Tests and the server both use it.
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { compileInput, makeAjv } from '../schemas/ajv.js'
import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import type { Config } from '../config.js'
import '../http/types.js'
import errorsPlugin, { formatValidationError } from '../http/errors.js'
import jsonBodyPlugin from '../http/json-body.js'
import { requestLoggerFactory } from '../http/request-logger.js'
import lifecyclePlugin from './lifecycle.js'
import dbPlugin from './db.js'
import authPlugin from '../http/auth.js'
import rateLimitPlugin from '../http/rate-limit.js'
import metricsPlugin from '../http/metrics.js'
import openapiPlugin from '../http/openapi.js'
import { opsRoutes } from '../modules/ops/index.js'
import { configRoutes } from '../modules/config/index.js'
import { isClientRevoked, tokenRoutes } from '../modules/auth/index.js'
import { usersRoutes } from '../modules/users/index.js'
import { projectRoutes } from '../modules/projects/index.js'
import { adminRoutes } from '../modules/admin/index.js'
import { habitsRoutes } from '../modules/habits/index.js'
import { foodsRoutes } from '../modules/foods/index.js'
import { mcpRoutes } from '../modules/mcp/index.js'
import { activitiesRoutes } from '../modules/activities/index.js'
import { dailyRecordsRoutes } from '../modules/daily-records/index.js'
import { baselinesRoutes } from '../modules/baselines/index.js'
import { summariesRoutes } from '../modules/summaries/index.js'
import { factsRoutes } from '../modules/facts/index.js'
import { mealsRoutes } from '../modules/meals/index.js'
import foodsPlugin from './foods.js'
import webhooksPlugin from './webhooks.js'
import insightsPlugin from './insights.js'
import sourcePriorityPlugin from './source-priority.js'
import workoutAnalyticsPlugin from './workout-analytics.js'
import servicesPlugin from './services.js'
import importsPlugin from './imports.js'
import idempotencyPlugin from '../http/idempotency.js'
import { webhooksRoutes } from '../modules/webhooks/index.js'
import { customRecordsRoutes, customRecordTypesRoutes } from '../modules/custom-records/index.js'
import { dataSyncsRoutes } from '../modules/data-syncs/index.js'
import { chatRoutes } from '../modules/chat/index.js'
import { exportRoutes } from '../modules/export/index.js'
import { auditRoutes } from '../modules/audit/index.js'
import { projectSourcePriorityRoutes, userSourcePriorityRoutes } from '../modules/source-priority/index.js'
import { importsRoutes } from '../modules/imports/index.js'

export const BODY_LIMIT = 1024 * 1024
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/

/** Malformed HTTP never gets Node's plain-text answer: it gets the JSON error body too. */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request timed out']
        : [400, 'Bad Request', 'malformed HTTP request']
  const body = JSON.stringify({ error: message })
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Opening the database may wait for DATA_DIR's lock and run migrations: more than 10 s on a busy machine.
    pluginTimeout: 120_000,
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 512 },
    // genReqId reads x-request-id itself: Fastify's requestIdHeader would take any text verbatim.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID()
    },
    clientErrorHandler,
    // The router's own errors (bad percent-encoding, an over-long path parameter) follow the error
    // contract too: {error} only, and never the path back (it may carry anything).
    frameworkErrors: (err, _req, reply) => {
      const code = (err as { code?: string }).code
      const [status, error] =
        code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, 'a path parameter is too long']
          : code === 'FST_ERR_BAD_URL'
            ? [400, 'the URL is not valid: bad percent-encoding']
            : [400, 'bad request']
      void (reply as unknown as { code(n: number): { send(body: unknown): unknown } }).code(status).send({ error })
    },
    schemaErrorFormatter: formatValidationError,
    childLoggerFactory: requestLoggerFactory,
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["proxy-authorization"]',
          'res.headers["set-cookie"]',
          '*.client_secret',
          '*.access_token',
          '*.refresh_token',
          '*.token',
          '*.password',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Path only: query strings may carry tokens or health data; bodies are never logged.
        req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
          method: req.method,
          path: req.url.split('?')[0],
          remoteAddress: req.ip,
        }),
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const bodyAjv = makeAjv(false)
  const otherAjv = makeAjv(true)
  app.setValidatorCompiler(({ schema, httpPart }) => compileInput(httpPart === 'body' ? bodyAjv : otherAjv, schema))

  // JSON only (form bodies on /oauth/token alone): anything else is a 415, not a validation error.
  app.removeContentTypeParser('text/plain')
  // Many HTTP wrappers send Content-Type: application/json on every request: a DELETE (or OPTIONS)
  // without a body is answered as if the header were absent. (Hooks that never wait are written
  // with `done`, not async: an async hook costs every request a promise and a microtask.)
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method === 'DELETE' || req.method === 'OPTIONS') {
      const h = req.headers
      if (h['content-type'] !== undefined && h['transfer-encoding'] === undefined && (h['content-length'] === undefined || h['content-length'] === '0')) {
        delete h['content-type']
      }
    }
    done()
  })
  app.decorate('config', config)
  try {
    await app.register(errorsPlugin)
    await app.register(jsonBodyPlugin)
    await app.register(lifecyclePlugin)
    await app.register(dbPlugin)
    // The guard asks the auth area, which keeps the clients, whether a token's client is revoked.
    await app.register(authPlugin, { clientRevoked: (projectId, clientId) => isClientRevoked(app.db, projectId, clientId) })
    await app.register(rateLimitPlugin)
    await app.register(idempotencyPlugin)
    await app.register(metricsPlugin)
    await app.register(openapiPlugin)
    await app.register(foodsPlugin)
    await app.register(webhooksPlugin)
    await app.register(insightsPlugin)
    await app.register(sourcePriorityPlugin)
    await app.register(workoutAnalyticsPlugin)
    await app.register(servicesPlugin)
    await app.register(importsPlugin)

    await app.register(opsRoutes)
    await app.register(configRoutes)
    await app.register(tokenRoutes)
    await app.register(projectRoutes)
    await app.register(adminRoutes)
    await app.register(projectSourcePriorityRoutes)
    await app.register(usersRoutes)
    await app.register(habitsRoutes)
    await app.register(foodsRoutes)
    await app.register(mcpRoutes)
    // Everything stored under a user, at /users/{user_id}/…: the guard checks a user token's user.
    await app.register(
      async (user) => {
        await user.register(activitiesRoutes)
        await user.register(dailyRecordsRoutes)
        await user.register(baselinesRoutes)
        await user.register(summariesRoutes)
        await user.register(factsRoutes)
        await user.register(mealsRoutes)
        await user.register(customRecordsRoutes)
        await user.register(dataSyncsRoutes)
        await user.register(chatRoutes)
        await user.register(exportRoutes)
        await user.register(userSourcePriorityRoutes)
        await user.register(importsRoutes)
      },
      { prefix: '/users/:user_id' },
    )
    await app.register(webhooksRoutes)
    await app.register(customRecordTypesRoutes)
    await app.register(auditRoutes)
  } catch (err) {
    // Whatever did open (the database, DATA_DIR's lock) is closed again.
    await app.close().catch(() => {})
    throw err
  }
  return app
}
