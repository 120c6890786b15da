// Data syncs: a backend reports a sync it runs (a backfill in progress, done or failed); writes
// that carry a provider keep their own entries (sync_type push).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { DataSyncParamsSchema, DataSyncReportSchema, DataSyncSchema } from './schemas.js'
import { errorResponses } from '../../schemas/common.js'

const dataSyncsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/data_syncs/:provider/:data_type',
    {
      config: { scope: 'users:update' },
      schema: {
        tags: ['users'],
        operationId: 'putDataSync',
        summary: "Report a sync of a user's data",
        description:
          'Replaces the entry of (provider, data_type) in the user’s `data_syncs`. Writes that carry a provider keep it too (sync_type `push`); the latest write or report wins.',
        params: DataSyncParamsSchema,
        body: DataSyncReportSchema,
        response: { 200: DataSyncSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (req) => {
      const { user_id, provider, data_type } = req.params
      const entry = await app.services.dataSyncs.put({ projectId: authOf(req).projectId, userId: user_id, provider, dataType: data_type }, req.body)
      if (!entry) throw errors.userNotFound()
      return entry
    },
  )
}

export default dataSyncsRoutes
