// Meals: POST /users/{user_id}/nutrition/meals (analysis, linked MealSummary, meals:created in
// the same transaction), GET the timeline; and POST /users/{user_id}/ai/summaries (type meal),
// the same analysis as a custom summary, with no event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendJson } from '../../http/reply.js'
import { authOf } from '../../http/auth.js'
import { assertDayRange } from '../../db/local-days.js'
import { UUID_RE } from '../../db/uuid.js'
import { SummarySchema } from '../summaries/index.js'
import { mealInput } from './service.js'
import { CreateMealSchema, CreateMealSummarySchema, ListMealsQuerySchema, MealListSchema, MealSchema } from './schemas.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { listMeals } from './repository.js'

const mealsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ai/summaries',
    {
      config: { scope: 'ai_summaries:create' },
      schema: {
        operationId: 'createSummary',
        tags: ['ai summaries'],
        summary: 'Create a meal summary (nutrition analysis of a meal description)',
        description: 'Only `type: "meal"`. Answers the MealSummary (`is_custom: true`); emits no webhook.',
        params: UserParamsSchema,
        body: CreateMealSummarySchema,
        response: { 201: SummarySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const input = mealInput('body/data', req.body.data)
      const { json } = await app.services.meals.createMealSummary(authOf(req).projectId, req.params.user_id, input, req.log)
      return sendJson(reply.code(201), json)
    },
  )

  app.post(
    '/nutrition/meals',
    {
      config: { scope: 'nutrition:create' },
      schema: {
        operationId: 'createMeal',
        tags: ['nutrition'],
        summary: 'Log a meal: analysed, summarised, and announced (meals:created)',
        params: UserParamsSchema,
        body: CreateMealSchema,
        response: { 201: MealSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const input = mealInput('body', req.body)
      const { json } = await app.services.meals.createMeal(authOf(req).projectId, req.params.user_id, { ...input, meal_type: req.body.meal_type }, req.log)
      return sendJson(reply.code(201), json)
    },
  )

  app.get(
    '/nutrition/meals',
    {
      config: { scope: 'nutrition:read' },
      schema: {
        operationId: 'listMeals',
        tags: ['nutrition'],
        summary: 'The user’s meal timeline, newest first, each meal with its summary',
        params: UserParamsSchema,
        querystring: ListMealsQuerySchema,
        response: { 200: MealListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id } = req.params
      const q = req.query
      assertDayRange(q)
      return app.pageKeys.send(reply, {
        items: 'meals',
        scope: `meals:${projectId}:${user_id}:${q.start_date ?? ''}:${q.end_date ?? ''}`,
        idPattern: UUID_RE,
        query: q,
        fetch: (page) => listMeals(app.db, projectId, user_id, { startDate: q.start_date, endDate: q.end_date, ...page }),
      })
    },
  )
}

export default mealsRoutes
