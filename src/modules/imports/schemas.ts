// Import schemas: the upload's query, the import as answered, the list.
import { Type, type Static } from '@sinclair/typebox'
import { DateTime, ExternalId, Nullable, PageQuery, PaginationSchema, PROVIDERS, StringEnum } from '../../schemas/common.js'

export const IMPORT_FORMATS = ['apple_health', 'fit', 'gpx', 'tcx', 'zip'] as const

/** The media types an upload may be sent as (CONTRACT "Device files in"); the bytes decide the format. */
export const IMPORT_CONTENT_TYPES = [
  'application/zip',
  'application/xml',
  'text/xml',
  'application/gpx+xml',
  'application/vnd.garmin.tcx+xml',
  'application/vnd.ant.fit',
  'application/octet-stream',
  'application/gzip',
] as const

export const CreateImportQuerySchema = Type.Object(
  {
    format: Type.Optional(
      StringEnum(['auto', ...IMPORT_FORMATS] as const, {
        default: 'auto',
        description:
          '`auto` (detected from the bytes), `apple_health` (`export.zip` or its `export.xml`), `fit`, `gpx`, `tcx`, or `zip` (a folder of FIT, GPX or TCX files, optionally gzipped: a Strava or Garmin bulk export)',
      }),
    ),
    provider: Type.Optional(
      StringEnum(PROVIDERS, { description: 'Stamped on what the import writes (records’ `providers`, mindfulness sessions’ `provider`)' }),
    ),
  },
  { additionalProperties: false },
)
export type CreateImportQuery = Static<typeof CreateImportQuerySchema>

const Count = () => Type.Integer({ minimum: 0 })

export const ImportSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    user_id: Type.String(),
    status: StringEnum(['queued', 'running', 'completed', 'failed'] as const),
    format: StringEnum(IMPORT_FORMATS, { description: 'The format the file was read as (the detected one for `auto`)' }),
    bytes: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'Hex SHA-256 of the bytes: the same bytes again answer this import' }),
    progress: Type.Object(
      {
        records_read: Count(),
        activities_created: Count(),
        activities_updated: Count(),
        day_records_written: Count(),
        duplicates: Count(),
        skipped: Count(),
      },
      { additionalProperties: false, description: 'Counted while it runs' },
    ),
    errors: Type.Array(Type.Object({ at: Type.String(), error: Type.String() }, { additionalProperties: false }), {
      maxItems: 50,
      description: 'For a failed import, first why the file could not be read; then the records skipped, the first ones (`at` says where), at most 50 in all',
    }),
    created_at: DateTime(),
    updated_at: DateTime(),
    finished_at: Nullable(DateTime()),
  },
  { additionalProperties: false, title: 'Import' },
)

export const ImportParamsSchema = Type.Object({
  user_id: ExternalId(),
  import_id: Type.String({ maxLength: 64, description: 'The import’s id (a UUID)' }),
})

export const ListImportsQuerySchema = Type.Object({ ...PageQuery }, { additionalProperties: false })
export const ImportListSchema = Type.Object({ imports: Type.Array(ImportSchema), pagination: PaginationSchema }, { additionalProperties: false })
