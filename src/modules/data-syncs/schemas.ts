// Data syncs: the last sync of a user's data per (provider, data_type), in the user response and
// reported through PUT /users/{user_id}/data_syncs/{provider}/{data_type}.
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, ExternalId, PROVIDERS, StringEnum } from '../../schemas/common.js'

/** The data types a sync is kept for (the `data_type` of an entry and of the report path). */
export const DATA_SYNC_TYPES = ['activities', 'daily_records', 'baselines', 'meals', 'custom_records'] as const
export type DataSyncType = (typeof DATA_SYNC_TYPES)[number]
/** `push`: written through the API; `backfill`: reported by a backend importing history. */
export const SYNC_TYPES = ['push', 'backfill'] as const
export const SYNC_STATUSES = ['ok', 'in_progress', 'failed'] as const

export const DataSyncSchema = Type.Object(
  {
    provider: StringEnum(PROVIDERS),
    data_type: StringEnum(DATA_SYNC_TYPES),
    sync_type: StringEnum(SYNC_TYPES),
    status: StringEnum(SYNC_STATUSES),
    updated_at: DateTime(),
  },
  { additionalProperties: false, title: 'DataSync' },
)
export type DataSync = Static<typeof DataSyncSchema>

export const DataSyncParamsSchema = Type.Object({
  user_id: ExternalId({ description: 'Your identifier of the user' }),
  provider: StringEnum(PROVIDERS),
  data_type: StringEnum(DATA_SYNC_TYPES),
})

export const DataSyncReportSchema = Type.Object({ sync_type: StringEnum(SYNC_TYPES), status: StringEnum(SYNC_STATUSES) }, { additionalProperties: false })
export type DataSyncReport = Static<typeof DataSyncReportSchema>
