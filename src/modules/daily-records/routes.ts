// Daily records: PUT /users/{user_id}/daily_records/{type}/{day}/{name}, one operation whose body
// is validated against the form of its {type}; GET reads one back or lists a type; DELETE removes one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type TSchema } from '@sinclair/typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import type { FastifySchemaValidationError } from 'fastify'
import type { ValidateFunction } from 'ajv'
import { compileInput, makeAjv } from '../../schemas/ajv.js'
import { formatValidationError } from '../../http/errors.js'
import { errorResponses } from '../../schemas/common.js'
import { getUserResource, userResourceListRoute } from '../user-resource.js'
import {
  DATA_LIMIT_BYTES,
  DailyRecordListParamsSchema,
  DailyRecordListSchema,
  DailyRecordParamsSchema,
  ListDailyRecordsQuerySchema,
  DailyRecordSchema,
  HabitLogRequestSchema,
  ScoreRequestSchema,
  ZoneRequestSchema,
  type DailyRecordRequest,
  type DailyRecordType,
} from './schemas.js'
import { DAILY_RECORDS } from './repository.js'
import { sendJson, sendUserItem } from '../../http/reply.js'

const BODIES: Record<DailyRecordType, TSchema> = { scores: ScoreRequestSchema, zones: ZoneRequestSchema, logs: HabitLogRequestSchema }
/** The form a body must have depends on {type}: each is checked against its own schema. */
const bodyAjv = makeAjv(false)
const CHECKS = Object.fromEntries(Object.entries(BODIES).map(([t, schema]) => [t, compileInput(bodyAjv, schema)])) as Record<DailyRecordType, ValidateFunction>
const paramsAjv = makeAjv(true)

const dailyRecordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/daily_records/:type/:day/:name',
    {
      config: { scope: 'daily_records:create' },
      schema: {
        operationId: 'putDailyRecord',
        tags: ['daily records'],
        summary: 'Create or replace a daily record',
        description:
          'One operation for the three kinds of daily record: `{type}` `scores` takes a score (value 0–100), `zones` a zone record, ' +
          '`logs` a habit log. The body is checked against the form of its `{type}`.',
        params: DailyRecordParamsSchema,
        body: Type.Union([ScoreRequestSchema, ZoneRequestSchema, HabitLogRequestSchema], { description: 'The form of `{type}`' }),
        response: { 200: DailyRecordSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
      // Params as everywhere; the body by its {type} in the handler (a union alone would report
      // the wrong form's errors).
      validatorCompiler: ({ schema, httpPart }) => (httpPart === 'body' ? () => true : compileInput(paramsAjv, schema)),
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, type, day, name } = req.params
      const check = CHECKS[type]
      if (!check(req.body)) throw formatValidationError(check.errors as FastifySchemaValidationError[], 'body')
      const b = req.body as DailyRecordRequest & Record<string, unknown>
      assertIdentity(b, { user_id, project_id: projectId, date: day, name, type })
      if (b.data !== undefined && Buffer.byteLength(JSON.stringify(b.data)) > DATA_LIMIT_BYTES) {
        throw errors.badRequest('body/data must be at most 64 KiB')
      }
      // The text its GET, list and export will send (DAILY_RECORD in the repository), not re-serialised.
      return sendJson(reply, await app.services.dailyRecords.put({ projectId, userId: user_id, type, day, name, body: b }))
    },
  )

  app.get(
    '/daily_records/:type/:day/:name',
    {
      config: { scope: 'daily_records:read' },
      schema: {
        operationId: 'getDailyRecord',
        tags: ['daily records'],
        summary: 'Get a daily record',
        params: DailyRecordParamsSchema,
        response: { 200: DailyRecordSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => sendUserItem(reply, await getUserResource(app.db, DAILY_RECORDS, authOf(req).projectId, req.params), 'daily record'),
  )

  app.get(
    '/daily_records/:type',
    {
      config: { scope: 'daily_records:read' },
      schema: {
        operationId: 'listDailyRecords',
        tags: ['daily records'],
        summary: 'List daily records of a type, newest day first',
        description: 'Filter by day (`start_date`, `end_date`, inclusive) and by `name`.',
        params: DailyRecordListParamsSchema,
        querystring: ListDailyRecordsQuerySchema,
        response: { 200: DailyRecordListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => app.pageKeys.send(reply, userResourceListRoute(app.db, DAILY_RECORDS, authOf(req).projectId, req.params, req.query, app.listCache)),
  )

  app.delete(
    '/daily_records/:type/:day/:name',
    {
      config: { scope: 'daily_records:delete' },
      schema: {
        operationId: 'deleteDailyRecord',
        tags: ['daily records'],
        summary: 'Delete a daily record',
        description: 'Removes the record (and a sleep score’s summary); its day and week are computed again; `daily_records:deleted` is emitted.',
        params: DailyRecordParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      await app.services.dailyRecords.delete(authOf(req).projectId, req.params)
      reply.code(204)
      return null
    },
  )
}

export default dailyRecordsRoutes
