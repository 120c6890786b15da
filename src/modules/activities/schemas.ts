// Activity schemas: the workout and mindfulness request forms, and the Activity union response.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { DateOnly, DateTime, ExternalId, IdentityFields, PageQuery, PaginationSchema, StringEnum } from '../../schemas/common.js'

const Num = () => Type.Number()
const Int = () => Type.Integer()
const Str = (maxLength = 1000) => Type.String({ maxLength })
const IntArray = () => Type.Array(Type.Integer(), { maxItems: 1000 })
const Duration = () => Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Seconds' })

/** Workout fields other than identity and type, as the specification lists them. */
const workoutFields = {
  start_datetime: DateTime(),
  end_datetime: DateTime(),
  data_source: Str(),
  duration_seconds: Duration(),
  type_name: Str(),
  tss: Type.Number({ description: 'Training Stress Score' }),
  used_ftp: Type.Optional(Num()),
  guessed_ftp: Type.Optional(Num()),
  normalized_power: Type.Optional(Num()),
  variability_index: Type.Optional(Num()),
  intensity_factor: Type.Optional(Num()),
  tss_power: Type.Optional(Num()),
  average_hr: Type.Optional(Num()),
  average_power: Type.Optional(Num()),
  used_lthr: Type.Optional(Num()),
  guessed_lthr: Type.Optional(Num()),
  guessed_mhr: Type.Optional(Num()),
  tss_hr: Type.Optional(Num()),
  peak_duration_hr: Type.Optional(Num()),
  cardio_duration_hr: Type.Optional(Num()),
  fatburn_duration_hr: Type.Optional(Num()),
  light_duration_hr: Type.Optional(Num()),
  peak_threshold_hr: Type.Optional(Num()),
  cardio_threshold_hr: Type.Optional(Num()),
  fatburn_threshold_hr: Type.Optional(Num()),
  calories: Type.Optional(Num()),
  max_hr: Type.Optional(Num()),
  is_breakthrough_ftp: Type.Optional(Type.Boolean()),
  is_breakthrough_lthr: Type.Optional(Type.Boolean()),
  zone_power: Type.Optional(Str(100_000)),
  zone_hr: Type.Optional(Str(100_000)),
  hr_series: Type.Optional(Type.String()),
  hr_series_sampling_rate: Type.Optional(Str()),
  hr_zone_durations_seconds: Type.Optional(IntArray()),
  hr_zone_thresholds: Type.Optional(IntArray()),
  power_zone_durations_seconds: Type.Optional(IntArray()),
  power_zone_thresholds: Type.Optional(IntArray()),
  activity_score_before: Type.Optional(Int()),
  activity_score_after: Type.Optional(Int()),
}

/**
 * A workout's group and selection are computed (CONTRACT "One activity per workout"). The
 * specification lists them among a workout's request fields, so a request may still send them: they
 * are accepted and ignored, never stored.
 */
const ignoredOnRequest = (what: string) => `${what}. Computed by healthd: a value sent is ignored.`
const groupRequestFields = {
  group_id: Type.Optional(Type.Integer({ description: ignoredOnRequest('The group of workouts this one belongs to') })),
  selected: Type.Optional(Type.Boolean({ description: ignoredOnRequest('Whether this one of its group counts') })),
}
const groupFields = {
  group_id: Type.Integer({
    description:
      'The group of activities this one belongs to (unique in the project): workouts of one sport whose times overlap by at least half of the shorter one, transitively, share a group. A mindfulness session is alone in its group.',
  }),
  selected: Type.Boolean({
    description:
      'Whether this is the activity of its group that counts in summaries, facts and training load (one per group): the first by source priority, then with power, with heart rate, the longest, the earliest created.',
  }),
}

const mindfulnessFields = {
  start_datetime: DateTime(),
  end_datetime: DateTime(),
  provider: Str(),
  data_source: Type.Optional(Str()),
  type_name: Str(),
  duration_seconds: Duration(),
  guided_breathing_id: Str(),
  session_score: Type.Integer({ minimum: 0, maximum: 100 }),
  interbeat_intervals: Type.Optional(Type.String()),
}

const timestamps = { created_at: DateTime(), updated_at: DateTime() }
const responseIdentity = { id: Type.String(), project_id: Type.String(), user_id: Type.String() }
const requestIdentity = { id: Type.Optional(ExternalId({ description: 'Must equal the path activity_id when given' })), ...IdentityFields }

export const WorkoutRequestSchema = Type.Object(
  { ...requestIdentity, type: Type.Literal('workout'), ...workoutFields, ...groupRequestFields, ...timestamps },
  { additionalProperties: false, title: 'WorkoutRequest' },
)
export const MindfulnessRequestSchema = Type.Object(
  { ...requestIdentity, ...mindfulnessFields, ...timestamps },
  { additionalProperties: false, title: 'MindfulnessRequest', description: 'A mindfulness session: sent without `type`' },
)
export const WorkoutSchema = Type.Object(
  { ...responseIdentity, type: Type.Literal('workout'), ...workoutFields, ...groupFields, ...timestamps },
  { additionalProperties: false, title: 'Workout' },
)
export const MindfulnessSchema = Type.Object(
  {
    ...responseIdentity,
    type: Type.Literal('mindfulness'),
    ...mindfulnessFields,
    ...groupFields,
    ...timestamps,
  },
  { additionalProperties: false, title: 'Mindfulness' },
)

/** `type: "workout"` selects the workout form; anything else is the mindfulness form. */
function byType<W extends TSchema, M extends TSchema>(workout: W, mindfulness: M, description: string) {
  return Type.Unsafe<Static<W> | Static<M>>({
    description,
    type: 'object',
    if: { type: 'object', properties: { type: { const: 'workout' } }, required: ['type'] },
    // biome-ignore lint/suspicious/noThenProperty: the JSON Schema if/then/else keyword, never awaited
    then: workout,
    else: mindfulness,
  })
}

export const ActivityRequestSchema = byType(
  WorkoutRequestSchema,
  MindfulnessRequestSchema,
  'A workout (`type: "workout"`) or a mindfulness session (no `type`). The whole activity: fields left out are removed.',
)
export const ActivitySchema = byType(WorkoutSchema, MindfulnessSchema, 'A workout or a mindfulness session')

export type ActivityRequest = Static<typeof ActivityRequestSchema>
export type Activity = Static<typeof ActivitySchema>

export const ActivityParamsSchema = Type.Object({
  user_id: ExternalId(),
  activity_id: ExternalId({ description: 'Your identifier of the activity' }),
})

export const ListActivitiesQuerySchema = Type.Object(
  {
    start_date: Type.Optional(DateOnly({ description: 'First local day (by the user’s tz_offset) of start_datetime, inclusive' })),
    end_date: Type.Optional(DateOnly({ description: 'Last local day of start_datetime, inclusive' })),
    type: Type.Optional(StringEnum(['workout', 'mindfulness'] as const)),
    selected: Type.Optional(Type.Boolean({ description: 'Only the activities that count (true) or those that do not (false)' })),
    group_id: Type.Optional(Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, description: 'Only this group' })),
    ...PageQuery,
  },
  { additionalProperties: false },
)
export const ActivityListSchema = Type.Object({ activities: Type.Array(ActivitySchema), pagination: PaginationSchema }, { additionalProperties: false })
