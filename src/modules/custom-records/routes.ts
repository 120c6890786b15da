// Custom records under /users/{user_id}: PUT creates or replaces one, GET reads one or lists a
// type's records (local-day filters, pages), DELETE removes one. Scopes custom_records:{action},
// or custom_records:{type}:{action} for one type.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { assertDayRange } from '../../db/local-days.js'
import { getRecordJson, getType, listRecords } from './repository.js'
import { notFoundUnder } from '../users/index.js'
import { sendJson, sendUserItem } from '../../http/reply.js'
import { errorResponses } from '../../schemas/common.js'
import {
  CustomRecordListParamsSchema,
  CustomRecordListSchema,
  CustomRecordParamsSchema,
  CustomRecordRequestSchema,
  CustomRecordSchema,
  DATA_LIMIT_BYTES,
  ListCustomRecordsQuerySchema,
} from './schemas.js'

const tags = ['custom records']

const customRecordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.customRecords

  app.put(
    '/custom_records/:type/:record_id',
    {
      config: { scope: 'custom_records:create' },
      schema: {
        tags,
        operationId: 'putCustomRecord',
        summary: 'Create or replace a custom record',
        description: 'A day type takes `date`, an instant type `recorded_at`. `data` must satisfy the type’s data_schema (a 400 names the failing path).',
        params: CustomRecordParamsSchema,
        body: CustomRecordRequestSchema,
        response: { 200: CustomRecordSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, type, record_id } = req.params
      const body = req.body as typeof req.body & Record<string, unknown>
      assertIdentity(body, { id: record_id, type, user_id, project_id: projectId })
      if (body.data !== undefined && Buffer.byteLength(JSON.stringify(body.data)) > DATA_LIMIT_BYTES) {
        throw errors.badRequest('body/data must be at most 64 KiB')
      }
      return sendJson(reply, await service.putRecord({ projectId, userId: user_id, type, recordId: record_id, body: req.body }))
    },
  )

  app.get(
    '/custom_records/:type/:record_id',
    {
      config: { scope: 'custom_records:read' },
      schema: {
        tags,
        operationId: 'getCustomRecord',
        summary: 'Get a custom record',
        params: CustomRecordParamsSchema,
        response: { 200: CustomRecordSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { user_id, type, record_id } = req.params
      const r = await getRecordJson(app.db, authOf(req).projectId, user_id, type, record_id)
      // Under a missing user nothing exists, whatever the type.
      if (r.json === undefined && r.userExists && !r.typeExists) throw errors.notFound('custom record type')
      return sendUserItem(reply, r, 'custom record')
    },
  )

  app.delete(
    '/custom_records/:type/:record_id',
    {
      config: { scope: 'custom_records:delete' },
      schema: {
        tags,
        operationId: 'deleteCustomRecord',
        summary: 'Delete a custom record',
        params: CustomRecordParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { user_id, type, record_id } = req.params
      await service.deleteRecord(authOf(req).projectId, user_id, type, record_id)
      reply.code(204)
      return null
    },
  )

  app.get(
    '/custom_records/:type',
    {
      config: { scope: 'custom_records:read' },
      schema: {
        tags,
        operationId: 'listCustomRecords',
        summary: 'List a user’s records of one type, newest first',
        description: 'By `date` or `recorded_at`, then id. `start_date` and `end_date` are the user’s local days.',
        params: CustomRecordListParamsSchema,
        querystring: ListCustomRecordsQuerySchema,
        response: { 200: CustomRecordListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, type } = req.params
      const q = req.query
      assertDayRange(q)
      const t = await getType(app.db, projectId, type)
      if (!t) throw await notFoundUnder(app.db, projectId, user_id, 'custom record type')
      return app.pageKeys.send(reply, {
        items: 'custom_records',
        scope: `custom_records:${projectId}:${user_id}:${type}:${q.start_date ?? ''}:${q.end_date ?? ''}`,
        query: q,
        fetch: (page) => listRecords(app.db, projectId, user_id, type, t.granularity, { startDate: q.start_date, endDate: q.end_date, ...page }),
      })
    },
  )
}

export default customRecordsRoutes
