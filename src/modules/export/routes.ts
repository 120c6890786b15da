// GET /users/{user_id}/export: everything stored about a user as NDJSON, streamed from one
// database snapshot a batch at a time (constant memory whatever the user's size), each line's
// data the object the API's own GET or list returns for that record.
import { Readable } from 'node:stream'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { AppError, errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { UserParamsSchema, errorResponses } from '../../schemas/common.js'
import { EXPORT_AREAS, openExport, type ExportArea, type ExportSnapshot } from './repository.js'

export interface ExportPlan {
  /** The areas the token reads, in the export's order. */
  areas: ExportArea[]
  /** Only these custom record types (the token has custom_records:{type}:read scopes only); null for all. */
  customTypes: string[] | null
  /** The areas the token cannot read at all. */
  omitted: ExportArea[]
}

const TYPE_READ = /^custom_records:([a-z][a-z0-9_]{0,63}):read$/

/** What a token's scopes let it export. */
export function planExport(scopes: ReadonlySet<string>): ExportPlan {
  const plan: ExportPlan = { areas: [], customTypes: null, omitted: [] }
  for (const { type, scope } of EXPORT_AREAS) {
    if (scopes.has(scope)) {
      plan.areas.push(type)
      continue
    }
    if (type === 'custom_record') {
      const types = [...scopes].flatMap((s) => TYPE_READ.exec(s)?.[1] ?? []).sort()
      if (types.length) {
        plan.areas.push(type)
        plan.customTypes = types
        continue
      }
    }
    plan.omitted.push(type)
  }
  return plan
}

/** `attachment` named after the user: the id as ASCII in `filename`, exactly in `filename*` (RFC 6266). */
export function contentDisposition(userId: string): string {
  const ascii = userId.replace(/[^A-Za-z0-9._-]/g, '_')
  const exact = encodeURIComponent(userId).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}.ndjson"; filename*=UTF-8''${exact}.ndjson`
}

const line = (type: string, data: unknown) => Buffer.from(`${JSON.stringify({ type, data })}\n`)

/**
 * The export's lines: the profile, each area's batches as the cursors give them, and the `end`
 * line with the counts and what the token could not read. `finish` closes the snapshot however
 * it ends: finished, the client gone (the stream destroyed: the generator returns at its next
 * yield, after the batch it is reading), or a failure (logged; the response then ends without
 * its `end` line).
 */
async function* exportLines(snapshot: ExportSnapshot, plan: ExportPlan, log: FastifyBaseLogger, finish: () => Promise<void>): AsyncGenerator<Buffer> {
  const counts: Record<string, number> = { profile: 1 }
  for (const area of plan.areas) counts[area] = 0
  let finished = false
  let failed = false
  try {
    yield Buffer.from(`{"type":"profile","data":${snapshot.profile}}\n`)
    for await (const chunk of snapshot.chunks()) {
      counts[chunk.type]! += chunk.lines
      yield chunk.bytes
    }
    const omitted = EXPORT_AREAS.flatMap(({ type }): string[] =>
      plan.omitted.includes(type) ? [type] : type === 'custom_record' ? snapshot.unreadableTypes.map((t) => `custom_record:${t}`) : [],
    )
    yield line('end', { counts, omitted })
    finished = true
  } catch (err) {
    failed = true
    log.error({ err, counts }, 'export failed after it began: the response ends without its end line')
    throw err
  } finally {
    await finish()
    if (!finished && !failed) log.info({ counts }, 'export stopped before its end: the client went away')
  }
}

const LINE_FORMAT = [
  'NDJSON: one JSON object `{"type", "data"}` a line, in this order: `profile` (as GET /users/{user_id}), then every',
  '`activity` (as GET …/activities/{id}), `daily_record` (as GET …/daily_records/{type}/{day}/{name}), `baseline`',
  '(as GET …/baselines/{id}), `summary` (as GET …/ai/summaries/{id}), `fact` (as the items of GET …/facts), `meal`',
  '(as the items of GET …/nutrition/meals, with its summary) and `custom_record` (as GET …/custom_records/{type}/{id});',
  'last `{"type": "end", "data": {"counts": {<type>: <lines>}, "omitted": [<area>]}}`. A response without the `end`',
  'line is incomplete.',
].join(' ')

const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Each export holds a database connection while its client reads: at most half the pool's.
  const limit = Math.max(1, Math.floor(app.config.dbPoolMax / 2))
  let running = 0
  const streams = new Set<Readable>()
  // An export in progress would hold the shutdown until its client has read everything.
  app.addHook('preClose', async () => {
    for (const s of streams) s.destroy(new Error('the server is shutting down'))
  })

  app.get(
    '/export',
    {
      config: { scope: 'users:read' },
      // A HEAD would read the whole export to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags: ['users'],
        operationId: 'exportUser',
        summary: 'Export everything stored about a user (NDJSON, streamed)',
        description: [
          'Every record of the user, from one consistent snapshot, streamed as `application/x-ndjson` (chunked). Within a type, newest first, as the lists (daily records by type and name, then newest day first; baselines by name).',
          'The areas exported are those the token may read (`activities:read`, `daily_records:read`, `baselines:read`, `ai_summaries:read`, `facts:read`, `nutrition:read`, `custom_records:read`); the others are named in the `end` line’s `omitted`. A token with only `custom_records:{type}:read` scopes exports those types, and `omitted` names each other type of the project as `custom_record:{type}`.',
          'Errors found before the first line are ordinary error responses (404 for an unknown user; 503 with Retry-After when too many exports run at once). A failure after the first line ends the response early: without the `end` line, the export is incomplete.',
        ].join('\n\n'),
        params: UserParamsSchema,
        // No options: an unknown query parameter is refused, as on every other route.
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: {
            description: 'The user’s records, one JSON object a line, the `end` line last',
            content: { 'application/x-ndjson': { schema: Type.String({ description: LINE_FORMAT }) } },
          },
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const { projectId, scopes } = authOf(req)
      const { user_id } = req.params
      const plan = planExport(scopes)
      if (running >= limit) throw new AppError(503, 'too many exports in progress: retry later', { 'retry-after': '5' })
      running++
      let snapshot: ExportSnapshot | undefined
      try {
        snapshot = await openExport(app.db, { projectId, userId: user_id, areas: plan.areas, customTypes: plan.customTypes, hold: app.embedded })
      } finally {
        if (!snapshot) running--
      }
      if (!snapshot) throw errors.userNotFound()
      const open = snapshot
      let finished: Promise<void> | undefined
      // Once, from the generator's end or from the stream's (a stream destroyed before its first
      // read never runs the generator's body: its `finally` would not close the snapshot).
      const finish = () =>
        (finished ??= open.close().finally(() => {
          running--
          streams.delete(stream)
        }))
      // Read a batch ahead at most (64 KiB, or the one batch beyond it): the rest waits in PostgreSQL.
      const stream = Readable.from(exportLines(open, plan, req.log, finish), { objectMode: false, highWaterMark: 64 * 1024 })
      stream.once('close', () => void finish())
      streams.add(stream)
      reply
        .code(200)
        .header('content-type', 'application/x-ndjson')
        .header('content-disposition', contentDisposition(user_id))
        .header('cache-control', 'no-store')
      // The typed reply knows the documented body (a string); the body sent is the stream of it.
      return (reply as FastifyReply).send(stream)
    },
  )
}

export default exportRoutes
