// GET /foods: the food table the meal analysis uses, searched by text, so an app can offer its
// user foods to correct a meal's item with beyond the item's alternatives.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { searchFoods, type IndexedFood } from '../../analysis/index.js'
import { errors } from '../../errors.js'
import { errorResponses } from '../../schemas/common.js'
import { FoodListSchema, SearchFoodsQuerySchema, type FoodResult } from './schemas.js'

function toFood(e: IndexedFood): FoodResult {
  const f = e.food
  return {
    food_id: f.id,
    food: f.name,
    calories_per_100g: f.per100g.calories,
    protein_g_per_100g: f.per100g.protein_g,
    carbohydrate_g_per_100g: f.per100g.carbohydrate_g,
    fat_g_per_100g: f.per100g.fat_g,
    portions: f.portions.filter((p) => p.grams > 0).map((p) => ({ unit: p.unit, grams: p.grams })),
  }
}

const foodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/foods',
    {
      config: { scope: 'nutrition:read' },
      schema: {
        tags: ['nutrition'],
        operationId: 'searchFoods',
        summary: 'Search the food table the meal analysis uses',
        description:
          'Best match first: a `food_id` given as it is, the food the analysis reads the words as, the other foods they could name, then foods whose names hold every word (the last one may be the start of a word). The same table for every project.',
        querystring: SearchFoodsQuerySchema,
        response: { 200: FoodListSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (req) => {
      // Bytes that are not UTF-8 and NUL were refused for every query string (src/http/json-body.ts).
      const { q, limit = 20 } = req.query
      if (!q.trim()) throw errors.badRequest('querystring/q must not be blank')
      return { foods: searchFoods(await app.foods.get(), q, limit).map(toFood) }
    },
  )
}

export default foodsRoutes
