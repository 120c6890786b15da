// Daily records: PUT /users/{user_id}/daily_records/{type}/{day}/{name}, one route per variant
// so each body is validated (and documented) against its own schema.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type TSchema } from '@sinclair/typebox'
import { assertIdentity, errors } from '../../errors.js'
import { authOf } from '../../plugins/auth.js'
import { DateOnly, ExternalId } from '../../schemas/common.js'
import {
  DATA_LIMIT_BYTES,
  DailyRecordParamsSchema,
  DailyRecordSchema,
  HabitLogRequestSchema,
  ScoreRequestSchema,
  ZoneRequestSchema,
  type DailyRecordRequest,
  type DailyRecordType,
} from './schemas.js'
import { getDailyRecord } from './repository.js'

const VARIANTS: [DailyRecordType, TSchema, string][] = [
  ['scores', ScoreRequestSchema, 'Create or replace a daily score (value 0–100)'],
  ['zones', ZoneRequestSchema, 'Create or replace a daily zone record'],
  ['logs', HabitLogRequestSchema, 'Create or replace a daily habit log'],
]
const VariantParams = Type.Object({ user_id: ExternalId(), day: DateOnly({ description: 'YYYY-MM-DD' }), name: ExternalId() })

const dailyRecordsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [type, body, summary] of VARIANTS) {
    app.put(
      `/daily_records/${type}/:day/:name`,
      {
        config: { scope: 'daily_records:create' },
        schema: { tags: ['daily records'], summary, params: VariantParams, body, response: { 200: DailyRecordSchema } },
      },
      async (req) => {
        const { projectId } = authOf(req)
        const { user_id, day, name } = req.params
        const b = req.body as DailyRecordRequest & Record<string, unknown>
        assertIdentity(b, { user_id, project_id: projectId, date: day, name, type })
        if (b.data !== undefined && Buffer.byteLength(JSON.stringify(b.data)) > DATA_LIMIT_BYTES) {
          throw errors.badRequest('body/data must be at most 64 KiB')
        }
        return app.services.dailyRecords.put({ projectId, userId: user_id, type, day, name, body: b })
      },
    )
  }

  // Any other {type} segment: name the allowed ones instead of a bare 404.
  app.put(
    '/daily_records/:type/:day/:name',
    {
      config: { scope: 'daily_records:create' },
      schema: { hide: true, params: DailyRecordParamsSchema },
    },
    async () => {
      throw errors.badRequest('params/type must be one of: scores, zones, logs')
    },
  )

  app.get(
    '/daily_records/:type/:day/:name',
    {
      config: { scope: 'daily_records:read' },
      schema: { tags: ['daily records'], summary: 'Get a daily record', params: DailyRecordParamsSchema, response: { 200: DailyRecordSchema } },
    },
    async (req) => {
      const { user_id, type, day, name } = req.params
      const r = await getDailyRecord(app.db, { projectId: authOf(req).projectId, userId: user_id, type, day, name })
      if (!r) throw errors.notFound('daily record')
      return r
    },
  )
}

export default dailyRecordsRoutes
