// Meal schemas: the meal a user logged, linked to its MealSummary, and the timeline.
import { Type, type Static } from '@sinclair/typebox'
import { DateOnly, DateTime, PageQuery, PaginationSchema, StringEnum } from '../../schemas/common.js'
import { SummarySchema } from '../summaries/index.js'

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const

const mealFields = {
  description: Type.String({ minLength: 1, maxLength: 2000, description: 'What was eaten, as the user wrote it' }),
  meal_time: Type.Optional(DateTime({ description: 'Default: now' })),
  portion_multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1, description: 'Scales every item' })),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
}

export const CreateMealSchema = Type.Object(
  { ...mealFields, meal_type: Type.Optional(StringEnum(MEAL_TYPES)) },
  { additionalProperties: false, title: 'MealRequest' },
)
export type CreateMeal = Static<typeof CreateMealSchema>

export const CreateMealSummarySchema = Type.Object(
  {
    type: Type.Literal('meal', { description: 'The only type customers create' }),
    data: Type.Object(mealFields, { additionalProperties: false }),
  },
  { additionalProperties: false, title: 'MealSummaryRequest' },
)

export const MealSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    user_id: Type.String(),
    project_id: Type.String(),
    description: Type.String(),
    meal_time: DateTime(),
    meal_type: Type.Optional(StringEnum(MEAL_TYPES)),
    portion_multiplier: Type.Number(),
    comment: Type.Optional(Type.String()),
    summary_id: Type.String({ format: 'uuid' }),
    summary: Type.Optional(SummarySchema),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { additionalProperties: false, title: 'Meal' },
)
export type Meal = Static<typeof MealSchema>

export const ListMealsQuerySchema = Type.Object(
  {
    start_date: Type.Optional(DateOnly({ description: 'First local day (by the user’s tz_offset), inclusive' })),
    end_date: Type.Optional(DateOnly({ description: 'Last local day, inclusive' })),
    ...PageQuery,
  },
  { additionalProperties: false },
)
export const MealListSchema = Type.Object({ meals: Type.Array(MealSchema), pagination: PaginationSchema }, { additionalProperties: false })
