// Habits: the global catalogue (GET /habits) and the cover images of the built-in habits.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { HabitCoverParamsSchema, HabitListSchema } from './schemas.js'
import { listHabits } from './repository.js'
import { absoluteCover, coverSvg } from './covers.js'
import { errorResponses } from '../../schemas/common.js'

const habitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/habits',
    {
      config: { scope: 'habits:read' },
      schema: {
        operationId: 'listHabits',
        tags: ['habits'],
        summary: 'List the habit catalogue',
        description:
          'Every habit of the installation, the same for every project, ordered by name; archived and trashed habits are included and flagged. Not paginated.',
        response: { 200: HabitListSchema, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async () => {
      const habits = await listHabits(app.db)
      for (const h of habits) h.cover = absoluteCover(h.cover, app.config.publicUrl)
      return habits
    },
  )

  app.get(
    '/habits/covers/:category.svg',
    {
      config: { public: true },
      schema: {
        operationId: 'getHabitCover',
        tags: ['habits'],
        summary: 'Cover image of a habit category (SVG)',
        params: HabitCoverParamsSchema,
        response: { 200: { description: 'SVG image', content: { 'image/svg+xml': { schema: Type.String() } } }, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const svg = coverSvg(req.params.category)
      if (svg === undefined) throw errors.notFound('habit cover')
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
      return svg
    },
  )
}

export default habitsRoutes
