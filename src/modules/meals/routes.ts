// Meals: POST /users/{user_id}/nutrition/meals (analysis, linked MealSummary, meals:created in
// the same transaction), GET the timeline, GET, PATCH and DELETE one meal, PUT a corrected item;
// and POST /users/{user_id}/ai/summaries (type meal), the same analysis as a custom summary, with
// no event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { assertIdentity } from '../../errors.js'
import { sendJson, sendUserItem } from '../../http/reply.js'
import { authOf } from '../../http/auth.js'
import { assertDayRange } from '../../db/local-days.js'
import { UUID_RE } from '../../db/uuid.js'
import { SummarySchema } from '../summaries/index.js'
import { mealInput } from './service.js'
import {
  CreateMealSchema,
  CreateMealSummarySchema,
  ListMealsQuerySchema,
  MealItemCorrectionSchema,
  MealItemParamsSchema,
  MealListSchema,
  MealParamsSchema,
  MealPatchSchema,
  MealSchema,
} from './schemas.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { listMeals } from './repository.js'
import { getMealJson } from './changes-repository.js'
import { notFoundUnder } from '../users/index.js'

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
      return sendJson(reply.code(201), await app.services.meals.createMealSummary(authOf(req).projectId, req.params.user_id, input, req.log))
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
      const json = await app.services.meals.createMeal(authOf(req).projectId, req.params.user_id, { ...input, meal_type: req.body.meal_type }, req.log)
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

  app.get(
    '/nutrition/meals/:meal_id',
    {
      config: { scope: 'nutrition:read' },
      schema: {
        tags: ['nutrition'],
        operationId: 'getMeal',
        summary: 'Get a meal, with its summary',
        description: 'The same JSON as the meal’s item in `GET …/nutrition/meals` and its export line.',
        params: MealParamsSchema,
        response: { 200: MealSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => sendUserItem(reply, await getMealJson(app.db, authOf(req).projectId, req.params.user_id, req.params.meal_id), 'meal'),
  )

  app.patch(
    '/nutrition/meals/:meal_id',
    {
      config: { scope: 'nutrition:update' },
      schema: {
        tags: ['nutrition'],
        operationId: 'updateMeal',
        summary: 'Change a meal: analysed again when its description or multiplier changes (meals:updated)',
        description:
          'A JSON Merge Patch (RFC 7396) of `description`, `meal_time`, `portion_multiplier`, `comment` and `meal_type` (`null` removes the last two). A new description or multiplier runs the analysis again; items the user corrected keep their food when their text is unchanged. The linked MealSummary follows under the same id. `id`, `user_id`, `project_id`, `summary_id`, `summary`, `created_at` and `updated_at` are kept by the server and may only be sent with their current values. A patch that changes nothing writes nothing.',
        params: MealParamsSchema,
        body: MealPatchSchema,
        response: { 200: MealSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, meal_id } = req.params
      assertIdentity(req.body, { id: meal_id, user_id, project_id: projectId })
      return sendJson(reply, await app.services.meals.patch(projectId, user_id, meal_id, req.body, req.log))
    },
  )

  app.put(
    '/nutrition/meals/:meal_id/items/:index',
    {
      config: { scope: 'nutrition:update' },
      schema: {
        tags: ['nutrition'],
        operationId: 'correctMealItem',
        summary: 'Correct an item of a meal: its food and, optionally, its weight (meals:updated)',
        description:
          'Replaces item `index` (from 0) of the meal’s summary with the food `food_id`: one of the item’s `alternatives`, or any food `GET /foods` finds. Without `grams` the item keeps the portion as read (an alternative weighs what its offered calories stood for). The item gets `corrected: true` and `confidence: 1`; totals, the meal’s confidence and the text follow. A later change of the description keeps the correction while the item’s text is unchanged. Answers the meal.',
        params: MealItemParamsSchema,
        body: MealItemCorrectionSchema,
        response: { 200: MealSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, meal_id, index } = req.params
      return sendJson(reply, await app.services.meals.correctItem(projectId, user_id, meal_id, index, req.body, req.log))
    },
  )

  app.delete(
    '/nutrition/meals/:meal_id',
    {
      config: { scope: 'nutrition:delete' },
      schema: {
        tags: ['nutrition'],
        operationId: 'deleteMeal',
        summary: 'Delete a meal and its summary (meals:deleted)',
        params: MealParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const { user_id, meal_id } = req.params
      if (!(await app.services.meals.deleteMeal(projectId, user_id, meal_id))) throw await notFoundUnder(app.db, projectId, user_id, 'meal')
      reply.code(204)
      return null
    },
  )
}

export default mealsRoutes
