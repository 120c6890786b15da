// Habit response schemas (the specification's Habit) and the vocabularies the catalogue uses.
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, StringEnum } from '../../schemas/common.js'

export const HABIT_CATEGORIES = ['sleep', 'movement', 'nutrition', 'stress', 'recovery'] as const
export type HabitCategory = (typeof HABIT_CATEGORIES)[number]

/** Directions of change: `positive` means the habit tends to raise the metric, `negative` to lower it. */
export const IMPACT_DIRECTIONS = ['positive', 'negative'] as const

/**
 * The metric names of the built-in catalogue's potentialImpacts (documented in the README).
 * Imported catalogues may use other snake_case names.
 */
export const IMPACT_METRICS = [
  'sleep_score',
  'sleep_duration',
  'hrv',
  'resting_hr',
  'readiness_score',
  'activity_score',
  'stress_level',
  'energy',
  'mood',
  'weight',
  'vo2max',
  'recovery_score',
] as const

export const SNAKE_CASE_RE = /^[a-z0-9]+(_[a-z0-9]+)*$/

export const PotentialImpactsSchema = Type.Record(Type.String({ pattern: SNAKE_CASE_RE.source }), StringEnum(IMPACT_DIRECTIONS), {
  description:
    'Metrics the habit tends to move, by name (e.g. `sleep_score`, `resting_hr`): `positive` when it tends to raise the metric, `negative` when it tends to lower it',
})
export type PotentialImpacts = Static<typeof PotentialImpactsSchema>

export const HabitSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ description: 'Short stable key in snake_case, e.g. `consistent_bedtime`' }),
    title: Type.String({ description: 'Human title' }),
    description: Type.String(),
    category: StringEnum(HABIT_CATEGORIES),
    url: Type.String({ description: 'Page about the habit' }),
    public_url: Type.String({ description: 'Public page about the habit; empty when there is none' }),
    cover: Type.String({ description: 'Absolute URL of a cover image; empty when there is none' }),
    created_time: DateTime(),
    last_edited_time: DateTime(),
    archived: Type.Boolean(),
    in_trash: Type.Boolean(),
    playUnexpectedImpact: Type.Boolean({
      description: 'Impact analyses also report changes in metrics not listed in potentialImpacts',
    }),
    playImpact: Type.Boolean({ description: 'Impact analyses consider this habit' }),
    potentialImpacts: PotentialImpactsSchema,
  },
  { additionalProperties: false },
)
export type Habit = Static<typeof HabitSchema>

export const HabitListSchema = Type.Array(HabitSchema, { description: 'The whole catalogue, ordered by name' })

export const HabitCoverParamsSchema = Type.Object({
  // Not an enum: an unknown category is a missing image (404), not a bad request.
  category: Type.String({ description: `One of ${HABIT_CATEGORIES.join(', ')}` }),
})
