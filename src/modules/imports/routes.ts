// Imports: upload a device file (the raw body, streamed), read an import, list them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { authOf } from '../../http/auth.js'
import { sendJson, sendUserItem } from '../../http/reply.js'
import { ErrorSchema, errorResponses, UserParamsSchema } from '../../schemas/common.js'
import { getImportJson, listImports } from './repository.js'
import { CreateImportQuerySchema, IMPORT_CONTENT_TYPES, ImportListSchema, ImportParamsSchema, ImportSchema, ListImportsQuerySchema } from './schemas.js'

const tags = ['imports']
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The upload's body is the file: handed to the route as the request stream, never parsed or
  // buffered (these parsers are this plugin's own; JSON is not an upload).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser([...IMPORT_CONTENT_TYPES], (_req, _payload, done) => done(null, undefined))
  const validator = app.validatorCompiler

  app.post(
    '/imports',
    {
      config: { scope: 'imports:create', streamedBody: IMPORT_CONTENT_TYPES },
      // The body schema documents the upload; the stream itself is not validated (it is the file).
      validatorCompiler: (s) => (s.httpPart === 'body' ? () => true : validator!(s)),
      schema: {
        operationId: 'createImport',
        tags,
        summary: 'Import a device file',
        description:
          'The file is the raw body (not multipart), streamed to disk: an Apple Health export (`export.zip` or its `export.xml`), a FIT, GPX or TCX file, or a zip of them, optionally gzipped (a Strava or Garmin bulk export). ' +
          'Answers 202 with the import, queued; a background worker reads it (`GET …/imports/{import_id}` shows its progress). The same bytes again for the same user: 200 with the earlier import, nothing new written. ' +
          'Workouts become activities of type `workout` (ids `imp_…`, so importing an overlapping file again replaces them), mindful sessions mindfulness activities, and steps, active energy, resting heart rate, HRV, sleep and weight records of the built-in custom record types, one source per measure by the source priority; each night with sleep gets a sleep score (`scores/{day}/sleep`, `ref` `healthd:sleep_score:v1`) when the day has none from elsewhere. ' +
          'A file that is not what its format says fails its import with the reason in `errors` and writes nothing; a bad record in a good file is skipped and counted. Emits `imports:completed` or `imports:failed`.',
        params: UserParamsSchema,
        querystring: CreateImportQuerySchema,
        consumes: [...IMPORT_CONTENT_TYPES],
        body: Type.String({ format: 'binary', description: 'The file’s bytes' }),
        response: {
          200: { ...ImportSchema, description: 'These bytes were imported for this user before: that import' },
          202: { ...ImportSchema, description: 'Queued' },
          ...errorResponses(400, 401, 403, 404, 409, 415, 429, 503),
          413: { ...ErrorSchema, description: 'Payload too large: the file is larger than IMPORT_MAX_BYTES' },
        },
      },
    },
    async (req, reply) => {
      const { projectId } = authOf(req)
      const length = req.headers['content-length']
      const got = await app.services.imports.create({
        projectId,
        userId: req.params.user_id,
        format: req.query.format ?? 'auto',
        provider: req.query.provider ?? null,
        body: req.raw,
        contentLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
        answered: (sha256) => app.idempotentStream(req, reply, sha256),
      })
      if (!got) return reply
      reply.code(got.created ? 202 : 200)
      return sendJson(reply, got.json)
    },
  )

  app.get(
    '/imports/:import_id',
    {
      config: { scope: 'imports:read' },
      schema: {
        operationId: 'getImport',
        tags,
        summary: 'Get an import, with its progress',
        params: ImportParamsSchema,
        response: { 200: ImportSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { user_id, import_id } = req.params
      const projectId = authOf(req).projectId
      // An id that is no UUID names no import (the table keeps UUIDs).
      const found = await getImportJson(app.db, projectId, user_id, UUID_RE.test(import_id) ? import_id.toLowerCase() : '00000000-0000-0000-0000-000000000000')
      return sendUserItem(reply, found, 'import')
    },
  )

  app.get(
    '/imports',
    {
      config: { scope: 'imports:read' },
      schema: {
        operationId: 'listImports',
        tags,
        summary: 'List a user’s imports, newest first',
        params: UserParamsSchema,
        querystring: ListImportsQuerySchema,
        response: { 200: ImportListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const projectId = authOf(req).projectId
      const userId = req.params.user_id
      return app.pageKeys.send(reply, {
        items: 'imports',
        scope: `imports:${projectId}:${userId}`,
        idPattern: UUID_RE,
        query: req.query,
        fetch: (page) => listImports(app.db, projectId, userId, page),
      })
    },
  )
}

export default importsRoutes
