// GET /config: the service's enumerations and limits. Every enum here is built from the constant
// the rest of the service validates with, so the document cannot drift from the API.
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDERS, StringEnum } from '../../schemas/common.js'
import { ALL_SCOPES } from '../../auth/scopes.js'
import { NUTRIENT_KEYS, MEAL_TEXT_LANGUAGES } from '../../analysis/index.js'
import { DAILY_RECORD_TYPES } from '../daily-records/index.js'
import { SUMMARY_NAMES } from '../summaries/index.js'
import { FACT_TYPES } from '../facts/index.js'
import { HABIT_CATEGORIES } from '../habits/index.js'
import { MEAL_TYPES } from '../meals/index.js'
import { EVENT_KINDS } from '../webhooks/index.js'
import { CustomRecordTypeSchema } from '../custom-records/index.js'

const Bytes = (description: string) => Type.Integer({ minimum: 1, description })
const Seconds = (description: string) => Type.Integer({ minimum: 1, description })

/** A custom record type exactly as its own routes answer it. */
export const ConfigCustomRecordTypeSchema = CustomRecordTypeSchema

export const ConfigSchema = Type.Object(
  {
    api_version: Type.String({ description: "Version of this API (the OpenAPI document's info.version)" }),
    providers: Type.Array(StringEnum(PROVIDERS), { description: 'Values of every `providers` field' }),
    daily_record_types: Type.Array(StringEnum(DAILY_RECORD_TYPES), { description: 'The `type` of daily records' }),
    summary_names: Type.Array(StringEnum(SUMMARY_NAMES), { description: 'The `name` of AI summaries' }),
    fact_types: Type.Array(StringEnum(FACT_TYPES), { description: 'The `type` of facts' }),
    habit_categories: Type.Array(StringEnum(HABIT_CATEGORIES), { description: 'The `category` of habits' }),
    meal_types: Type.Array(StringEnum(MEAL_TYPES), { description: 'The `meal_type` of meals' }),
    scopes: Type.Array(StringEnum(ALL_SCOPES), { description: 'The scope catalogue: what a client may be allowed and request' }),
    webhook_event_kinds: Type.Array(StringEnum(EVENT_KINDS), {
      description: 'Events a webhook endpoint can subscribe to (also `<area>:*` for all of an area)',
    }),
    nutrients: Type.Array(
      Type.Object(
        {
          key: StringEnum(NUTRIENT_KEYS, { description: 'The property in meal items and totals' }),
          unit: Type.String({ description: 'kcal, g or mg' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The nutrients of a meal analysis, in the order they are reported' },
    ),
    languages: Type.Array(StringEnum(MEAL_TEXT_LANGUAGES), {
      description: "Languages generated text is written in, chosen by the user's `language` (its primary subtag)",
    }),
    default_language: StringEnum(MEAL_TEXT_LANGUAGES, { description: 'The language of users whose language is unset or not listed' }),
    limits: Type.Object(
      {
        page_size_min: Type.Integer({ description: 'Smallest `limit` of a list' }),
        page_size_max: Type.Integer({ description: 'Largest `limit` of a list' }),
        page_size_default: Type.Integer({ description: '`limit` when none is given' }),
        page_key_max_length: Type.Integer({ description: 'Longest `page` key' }),
        body_bytes: Bytes('Largest request body; larger → 413'),
        daily_record_data_bytes: Bytes('Largest `data` object of a daily record (its JSON text)'),
      },
      { additionalProperties: false },
    ),
    token_lifetimes: Type.Object(
      {
        access_token_seconds: Seconds('Lifetime of an access token (`expires_in`)'),
        refresh_token_seconds: Seconds('Lifetime of a refresh token family from its first issue'),
        refresh_token_idle_seconds: Seconds('A refresh token unused this long expires'),
      },
      { additionalProperties: false },
    ),
    custom_record_types: Type.Optional(
      Type.Array(ConfigCustomRecordTypeSchema, { description: "Only with a bearer token: the token's project's custom record types, by name" }),
    ),
  },
  { additionalProperties: false },
)
export type ServiceConfig = Static<typeof ConfigSchema>
