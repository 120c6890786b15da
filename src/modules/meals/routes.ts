// Meals: POST /users/{user_id}/nutrition/meals (analysis, linked MealSummary, meals:created in
// the same transaction), GET the timeline; and POST /users/{user_id}/ai/summaries (type meal),
// the same analysis as a custom summary, with no event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errors } from '../../errors.js'
import { withTransaction } from '../../db/pool.js'
import { authOf } from '../../plugins/auth.js'
import { assertDayRange } from '../../db/local-days.js'
import { appendEvent } from '../events/repository.js'
import { enqueueForInstant } from '../../insights/repository.js'
import { insertSummary, UUID_RE } from '../summaries/repository.js'
import { SummarySchema } from '../summaries/schemas.js'
import { mealSummary, type MealInputFields } from './service.js'
import { CreateMealSchema, CreateMealSummarySchema, ListMealsQuerySchema, MealListSchema, MealSchema } from './schemas.js'
import { UserParamsSchema } from '../../schemas/common.js'
import { insertMeal, listMeals, toMeal, userProfile } from './repository.js'

/** Checks and normalises what a meal and a meal summary share. */
function mealInput(
  at: string,
  b: { description: string; meal_time?: string; portion_multiplier?: number; comment?: string },
): MealInputFields {
  if (!b.description.trim()) throw errors.badRequest(`${at}/description must not be blank`)
  return {
    description: b.description.trim(),
    meal_time: new Date(b.meal_time ?? Date.now()).toISOString(),
    portion_multiplier: b.portion_multiplier ?? 1,
    ...(b.comment !== undefined ? { comment: b.comment } : {}),
  }
}

const mealsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function analyse(req: FastifyRequest, projectId: string, userId: string, input: MealInputFields, isCustom: boolean) {
    const [profile, index] = await Promise.all([userProfile(app.db, projectId, userId), app.foods.get()])
    if (!profile) throw errors.userNotFound()
    return mealSummary(index, input, { language: profile.language, llm: app.config.llm, log: req.log, isCustom })
  }

  app.post(
    '/users/:user_id/ai/summaries',
    {
      config: { scope: 'ai_summaries:create' },
      schema: {
        tags: ['ai summaries'],
        summary: 'Create a meal summary (nutrition analysis of a meal description)',
        description: 'Only `type: "meal"`. Answers the MealSummary (`is_custom: true`); emits no webhook.',
        params: UserParamsSchema,
        body: CreateMealSummarySchema,
        response: { 201: SummarySchema },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const input = mealInput('body/data', req.body.data)
      const fields = await analyse(req, projectId, req.params.user_id, input, true)
      // The meal counts in the day's nutrition: its day and week are summarised when they close.
      const summary = await withTransaction(app.db, async (tx) => {
        const s = await insertSummary(tx, projectId, req.params.user_id, fields)
        await enqueueForInstant(tx, projectId, req.params.user_id, input.meal_time)
        return s
      })
      app.insights.wake()
      reply.code(201)
      return summary
    },
  )

  app.post(
    '/users/:user_id/nutrition/meals',
    {
      config: { scope: 'nutrition:create' },
      schema: {
        tags: ['nutrition'],
        summary: 'Log a meal: analysed, summarised, and announced (meals:created)',
        params: UserParamsSchema,
        body: CreateMealSchema,
        response: { 201: MealSchema },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const userId = req.params.user_id
      const input = mealInput('body', req.body)
      const fields = await analyse(req, projectId, userId, input, false)
      const meal = await withTransaction(app.db, async (tx) => {
        const summary = await insertSummary(tx, projectId, userId, fields)
        const row = await insertMeal(tx, {
          projectId,
          userId,
          description: input.description,
          mealTime: input.meal_time,
          mealType: req.body.meal_type,
          portionMultiplier: input.portion_multiplier,
          comment: input.comment,
          summaryId: summary.id,
        })
        await enqueueForInstant(tx, projectId, userId, input.meal_time)
        await appendEvent(tx, {
          projectId,
          type: 'meals:created',
          userId,
          data: { project_id: projectId, user_id: userId, meal_id: row.meal_id, summary_id: summary.id, meal_time: input.meal_time },
        })
        return toMeal(projectId, row, summary)
      })
      app.webhooks.wake()
      app.insights.wake()
      reply.code(201)
      return meal
    },
  )

  app.get(
    '/users/:user_id/nutrition/meals',
    {
      config: { scope: 'nutrition:read' },
      schema: {
        tags: ['nutrition'],
        summary: 'The user’s meal timeline, newest first, each meal with its summary',
        params: UserParamsSchema,
        querystring: ListMealsQuerySchema,
        response: { 200: MealListSchema },
      },
    },
    async (req) => {
      const { projectId } = authOf(req)
      const { user_id } = req.params
      const q = req.query
      assertDayRange(q)
      const limit = q.limit ?? 50
      const scope = `meals:${projectId}:${user_id}:${q.start_date ?? ''}:${q.end_date ?? ''}`
      const after = app.pageKeys.after(scope, q.page, UUID_RE)
      const res = await listMeals(app.db, projectId, user_id, { startDate: q.start_date, endDate: q.end_date, limit, after: after && { mealTime: after.at, id: after.id } })
      if (!res.userExists) throw errors.userNotFound()
      const next = res.more && res.last ? { at: res.last.mealTime, id: res.last.id } : undefined
      return { meals: res.meals, pagination: app.pageKeys.envelope(scope, limit, res.total, q.page, next) }
    },
  )
}

export default mealsRoutes
