// Source priority schemas: a project's or a user's lists of source names, by measure.
import { Type, type Static } from '@sinclair/typebox'
import { PRIORITY_MEASURES } from '../../sources/priority.js'

/** At most this many names in a list, of at most this many characters. */
export const MAX_SOURCES = 50
export const MAX_SOURCE_LENGTH = 200

const SourceList = (what: string) =>
  Type.Optional(
    Type.Array(
      Type.String({
        minLength: 1,
        maxLength: MAX_SOURCE_LENGTH,
        // Not blank, and no control characters: a name is matched as text in a source's name.
        pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$',
        description: 'A source name, matched case-insensitively as a part of the source’s name (`garmin` matches `Garmin Forerunner 265`); stored trimmed',
      }),
      { maxItems: MAX_SOURCES, description: `${what}, highest priority first` },
    ),
  )

export const SourcePrioritySchema = Type.Object(
  {
    default: SourceList('Sources for every measure without a list of its own'),
    ...(Object.fromEntries(PRIORITY_MEASURES.map((m) => [m, SourceList(`Sources for ${m.replace(/_/g, ' ')}`)])) as {
      [M in (typeof PRIORITY_MEASURES)[number]]: ReturnType<typeof SourceList>
    }),
  },
  {
    additionalProperties: false,
    title: 'SourcePriority',
    description:
      'Which source answers for a measure when several have data: each list names sources, highest first. A user’s list overrides the project’s for the measures it names; sources no list names come after the named ones, a dedicated device (watch, ring, bike computer, chest strap) before a phone, before manual entries.',
  },
)
export type SourcePriority = Static<typeof SourcePrioritySchema>
