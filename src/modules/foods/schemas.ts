// Food search schemas: the foods of the table the meal analysis uses, as an app offers them to
// correct an item with.
import { Type, type Static } from '@sinclair/typebox'

export const SearchFoodsQuerySchema = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 200, description: 'What to look for: words of a food (the last may be the start of a word), or a food_id' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'At most this many foods' })),
  },
  { additionalProperties: false },
)

export const FoodPortionSchema = Type.Object({ unit: Type.String(), grams: Type.Number() }, { additionalProperties: false })

export const FoodSchema = Type.Object(
  {
    food_id: Type.String({ description: 'What an item correction names (PUT …/nutrition/meals/{meal_id}/items/{index})' }),
    food: Type.String({ description: 'Its name, as items show it' }),
    calories_per_100g: Type.Number({ description: 'kcal' }),
    protein_g_per_100g: Type.Number(),
    carbohydrate_g_per_100g: Type.Number(),
    fat_g_per_100g: Type.Number(),
    portions: Type.Array(FoodPortionSchema, { description: 'Household measures, the usual one first' }),
  },
  { additionalProperties: false, title: 'Food' },
)
export type FoodResult = Static<typeof FoodSchema>

export const FoodListSchema = Type.Object({ foods: Type.Array(FoodSchema) }, { additionalProperties: false, title: 'FoodList' })
