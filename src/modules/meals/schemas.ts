// Meal schemas: the meal a user logged, linked to its MealSummary, and the timeline.
import { Type, type Static } from '@sinclair/typebox'
import { DateOnly, DateTime, ExternalId, IdentityFields, Nullable, PageQuery, PaginationSchema, StringEnum } from '../../schemas/common.js'
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

export const MealParamsSchema = Type.Object({ user_id: ExternalId({ description: 'Your identifier of the user' }), meal_id: Type.String({ maxLength: 100 }) })
export const MealItemParamsSchema = Type.Object({
  ...MealParamsSchema.properties,
  index: Type.Integer({ minimum: 0, description: 'The item’s position in `summary.data.items`, from 0' }),
})

/** A merge patch of a meal's fields. Server-kept fields may be echoed only with their current values. */
export const MealPatchSchema = Type.Object(
  {
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'A new description is analysed again' })),
    meal_time: Type.Optional(DateTime()),
    portion_multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, description: 'A new multiplier is analysed again' })),
    comment: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: 'null removes it' }))),
    meal_type: Type.Optional(Nullable(StringEnum(MEAL_TYPES, { description: 'null removes it' }))),
    id: Type.Optional(Type.String({ description: 'Must equal the path meal_id when given' })),
    ...IdentityFields,
    summary_id: Type.Optional(Type.String()),
    created_at: Type.Optional(DateTime()),
    updated_at: Type.Optional(DateTime()),
    summary: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Kept by the server: only its current value' })),
  },
  { additionalProperties: false, title: 'MealPatch' },
)
export type MealPatch = Static<typeof MealPatchSchema>

export const MealItemCorrectionSchema = Type.Object(
  {
    food_id: Type.String({ minLength: 1, maxLength: 200, description: 'A food of the table: one of the item’s `alternatives`, or one GET /foods found' }),
    grams: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 10_000,
        description: 'The weight eaten (portion multiplier included, as the item’s `grams`); default: the portion as read',
      }),
    ),
  },
  { additionalProperties: false, title: 'MealItemCorrection' },
)
export type MealItemCorrection = Static<typeof MealItemCorrectionSchema>
