// Webhook endpoints (admin.webhooks:*) and the per-project event feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../audit/index.js'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { DateTime, ProjectParamsSchema, StringEnum, errorResponses } from '../../schemas/common.js'
import { listEvents } from '../events/index.js'
import { checkTarget, TargetError } from './ssrf.js'
import { getEndpoint, listDeliveries, listEndpoints, type Endpoint } from './repository.js'

export const EVENT_KINDS = [
  'activities:deleted',
  'daily_records:deleted',
  'baselines:deleted',
  'meals:created',
  'meals:analyzed',
  'meals:updated',
  'meals:deleted',
  'summaries:created',
  'summaries:updated',
  'custom_records:created',
  'custom_records:updated',
  'custom_records:deleted',
  'users:deleted',
  'imports:completed',
  'imports:failed',
] as const
const EventKind = Type.Unsafe<string>({
  type: 'string',
  enum: [...EVENT_KINDS, 'activities:*', 'daily_records:*', 'baselines:*', 'meals:*', 'summaries:*', 'custom_records:*', 'users:*', 'imports:*'],
  description: 'An event kind, or <area>:* (activities, daily_records, baselines, meals, summaries, custom_records, users, imports) for all events of an area',
})

const EndpointSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: Type.Optional(Type.String()),
    payload: StringEnum(['thin', 'full'] as const),
    disabled: Type.Boolean(),
    disabled_reason: Type.Optional(Type.String()),
    created_at: DateTime(),
  },
  { additionalProperties: false, title: 'WebhookEndpoint' },
)
const WithSecret = Type.Object(
  { ...EndpointSchema.properties, secret: Type.String({ description: 'whsec_…: verifies signatures; shown once' }) },
  { additionalProperties: false },
)
const CreateSchema = Type.Object(
  {
    url: Type.String({ format: 'uri', maxLength: 2000 }),
    events: Type.Array(EventKind, { minItems: 1, maxItems: 20, uniqueItems: true }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    payload: Type.Optional(StringEnum(['thin', 'full'] as const, { description: 'thin (default): ids only; full: also the meal and its summary' })),
  },
  { additionalProperties: false },
)
const EndpointParams = Type.Object({ project_id: ProjectParamsSchema.properties.project_id, id: Type.String({ maxLength: 100 }) })
const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  started_at: DateTime(),
  duration_ms: Type.Integer(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
})
const DeliverySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  event_id: Type.String(),
  sequence: Type.Integer(),
  type: Type.String(),
  status: StringEnum(['pending', 'delivering', 'succeeded', 'failed'] as const),
  attempts: Type.Integer(),
  next_attempt_at: Type.Optional(DateTime()),
  last_status_code: Type.Optional(Type.Integer()),
  last_error: Type.Optional(Type.String()),
  created_at: DateTime(),
  updated_at: DateTime(),
  attempt_log: Type.Array(AttemptSchema),
})
const EventSchema = Type.Object({
  id: Type.String(),
  sequence: Type.Integer(),
  type: Type.String(),
  timestamp: DateTime(),
  data: Type.Object({}, { additionalProperties: true }),
})

const toEndpoint = (e: Endpoint) => ({
  id: e.endpoint_id,
  url: e.url,
  events: e.events,
  ...(e.description !== null ? { description: e.description } : {}),
  payload: e.payload,
  disabled: e.disabled_at !== null,
  ...(e.disabled_reason ? { disabled_reason: e.disabled_reason } : {}),
  created_at: e.created_at.toISOString(),
})

const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/projects/:project_id/webhooks'
  const tags = ['webhooks']
  const allowPrivate = app.config.webhooks.allowPrivateTargets

  app.post(
    base,
    {
      config: { scope: 'admin.webhooks:create' },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register a webhook endpoint',
        params: ProjectParamsSchema,
        body: CreateSchema,
        response: { 201: WithSecret, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      try {
        await checkTarget(req.body.url, allowPrivate)
      } catch (err) {
        if (err instanceof TargetError) throw errors.badRequest(`body/${err.message}`)
        throw err
      }
      const auth = authOf(req)
      const e = await app.services.webhooks.createEndpoint(auth.projectId, actorOf(auth), {
        url: req.body.url,
        events: req.body.events,
        description: req.body.description,
        payload: req.body.payload ?? 'thin',
      })
      reply.code(201)
      return { ...toEndpoint(e), secret: e.secret }
    },
  )

  app.get(
    base,
    {
      config: { scope: 'admin.webhooks:read' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'List webhook endpoints (never a secret)',
        params: ProjectParamsSchema,
        response: { 200: Type.Array(EndpointSchema), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => (await listEndpoints(app.db, authOf(req).projectId)).map(toEndpoint),
  )

  app.delete(
    `${base}/:id`,
    {
      config: { scope: 'admin.webhooks:delete' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook endpoint',
        params: EndpointParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const auth = authOf(req)
      const deleted = await app.services.webhooks.deleteEndpoint(auth.projectId, actorOf(auth), req.params.id)
      if (!deleted) throw errors.notFound('webhook endpoint')
      reply.code(204)
      return null
    },
  )

  app.post(
    `${base}/:id/rotate-secret`,
    {
      config: { scope: 'admin.webhooks:create' },
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'Rotate the signing secret (the old one also signs for 24 h)',
        params: EndpointParams,
        response: { 200: WithSecret, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req) => {
      const auth = authOf(req)
      const e = await app.services.webhooks.rotateSecret(auth.projectId, actorOf(auth), req.params.id)
      if (!e) throw errors.notFound('webhook endpoint')
      return { ...toEndpoint(e), secret: e.secret }
    },
  )

  app.get(
    `${base}/:id/deliveries`,
    {
      config: { scope: 'admin.webhooks:read' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'Deliveries to an endpoint, newest first, with every attempt',
        params: EndpointParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50 })) }, { additionalProperties: false }),
        response: { 200: Type.Array(DeliverySchema), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      if (!(await getEndpoint(app.db, projectId, req.params.id))) throw errors.notFound('webhook endpoint')
      const rows = await listDeliveries(app.db, projectId, req.params.id, req.query.limit ?? 50)
      return rows.map((d) => ({
        id: d.delivery_id,
        event_id: d.event_id,
        sequence: d.event_sequence,
        type: d.type,
        status: d.status as 'pending',
        attempts: d.attempts,
        ...(d.next_attempt_at ? { next_attempt_at: d.next_attempt_at.toISOString() } : {}),
        ...(d.last_status_code !== null ? { last_status_code: d.last_status_code } : {}),
        ...(d.last_error !== null ? { last_error: d.last_error } : {}),
        created_at: d.created_at.toISOString(),
        updated_at: d.updated_at.toISOString(),
        attempt_log: d.attempt_log,
      }))
    },
  )

  app.post(
    `${base}/:id/deliveries/:delivery_id/retry`,
    {
      config: { scope: 'admin.webhooks:create' },
      schema: {
        operationId: 'retryWebhookDelivery',
        tags,
        summary: 'Deliver again now',
        params: Type.Object({ ...EndpointParams.properties, delivery_id: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Object({ id: Type.String(), status: Type.Literal('pending') }), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req) => {
      const outcome = await app.services.webhooks.retryDelivery(authOf(req).projectId, req.params.id, req.params.delivery_id)
      if (outcome === 'missing') throw errors.notFound('delivery')
      if (outcome === 'sending') throw errors.conflict('the delivery is being sent now')
      return { id: req.params.delivery_id, status: 'pending' as const }
    },
  )

  app.get(
    '/v1/projects/:project_id/events',
    {
      config: { scope: 'admin.webhooks:read' },
      schema: {
        operationId: 'listEvents',
        tags,
        summary: 'The project’s events in sequence order, to recover anything an endpoint missed',
        params: ProjectParamsSchema,
        querystring: Type.Object(
          {
            after: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Last sequence you have' })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ events: Type.Array(EventSchema), next_after: Type.Integer() }, { additionalProperties: false }),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (req) => {
      const after = req.query.after ?? 0
      const rows = await listEvents(app.db, authOf(req).projectId, after, req.query.limit ?? 100)
      return {
        events: rows.map((e) => ({ id: e.event_id, sequence: e.sequence, type: e.type, timestamp: e.created_at.toISOString(), data: e.data })),
        next_after: rows.length ? rows[rows.length - 1]!.sequence : after,
      }
    },
  )
}

export default webhooksRoutes
