// AI summaries: list (local-day range, name, pages), get, patch, delete. Creation of meal
// summaries belongs to the meals module.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { assertDayRange } from '../../db/local-days.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { ListSummariesQuerySchema, SummaryListSchema, SummaryParamsSchema, SummaryPatchSchema, SummarySchema } from './schemas.js'
import { getSummaryJson, listSummaries } from './repository.js'
import { notFoundUnder } from '../users/index.js'
import { sendJson, sendUserItem } from '../../http/reply.js'
import { UUID_RE } from '../../db/uuid.js'

const summariesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ai/summaries',
    {
      config: { scope: 'ai_summaries:read' },
      schema: {
        operationId: 'listSummaries',
        tags: ['ai summaries'],
        summary: 'List summaries, newest first',
        description: 'Filter by local days (`start_date`, `end_date`, inclusive, by the user’s tz_offset) and by `name`.',
        params: UserParamsSchema,
        querystring: ListSummariesQuerySchema,
        response: { 200: SummaryListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id } = req.params
      const q = req.query
      assertDayRange(q)
      return app.pageKeys.send(reply, {
        items: 'summaries',
        scope: `summaries:${projectId}:${user_id}:${q.start_date ?? ''}:${q.end_date ?? ''}:${q.name ?? ''}`,
        idPattern: UUID_RE,
        query: q,
        fetch: (page) => listSummaries(app.db, projectId, user_id, { startDate: q.start_date, endDate: q.end_date, name: q.name, ...page }, app.listCache),
      })
    },
  )

  app.get(
    '/ai/summaries/:summary_id',
    {
      config: { scope: 'ai_summaries:read' },
      schema: {
        operationId: 'getSummary',
        tags: ['ai summaries'],
        summary: 'Get a summary',
        params: SummaryParamsSchema,
        response: { 200: SummarySchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => sendUserItem(reply, await getSummaryJson(app.db, authOf(req).projectId, req.params.user_id, req.params.summary_id), 'summary'),
  )

  app.patch(
    '/ai/summaries/:summary_id',
    {
      config: { scope: 'ai_summaries:update' },
      schema: {
        operationId: 'updateSummary',
        tags: ['ai summaries'],
        summary: 'Update a summary',
        description:
          'A JSON Merge Patch (RFC 7396) of the summary’s writable fields (e.g. `user_rating`, `user_comment`, `data`): nested objects merge, `null` removes a member. `name` (the summary’s type), `id`, `user_id`, `project_id`, `is_custom`, `created_at` and `updated_at` are kept by the server and may only be sent with their current values.',
        params: SummaryParamsSchema,
        body: SummaryPatchSchema,
        response: { 200: SummarySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, summary_id } = req.params
      assertIdentity(req.body, { id: summary_id, user_id, project_id: projectId })
      const res = await app.services.summaries.patch(projectId, user_id, summary_id, req.body)
      if ('notFound' in res) throw await notFoundUnder(app.db, projectId, user_id, 'summary')
      if ('readOnly' in res) throw errors.badRequest(`body/${res.readOnly} is kept by the server: send its current value or leave it out`)
      if ('incomplete' in res) throw errors.badRequest(`body/${res.incomplete} is required`)
      return sendJson(reply, res.json)
    },
  )

  app.delete(
    '/ai/summaries/:summary_id',
    {
      config: { scope: 'ai_summaries:delete' },
      schema: {
        operationId: 'deleteSummary',
        tags: ['ai summaries'],
        summary: 'Delete a summary',
        params: SummaryParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, summary_id } = req.params
      if (!(await app.services.summaries.delete(projectId, user_id, summary_id))) throw await notFoundUnder(app.db, projectId, user_id, 'summary')
      reply.code(204)
      return null
    },
  )
}

export default summariesRoutes
