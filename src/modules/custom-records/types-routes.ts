// Custom record types of a project (admin.custom_record_types:*): create, list, get, patch, delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../audit/index.js'
import { Type } from '@sinclair/typebox'
import { errors } from '../../errors.js'
import { authOf } from '../../http/auth.js'
import { ProjectParamsSchema, errorResponses } from '../../schemas/common.js'
import { getType, listTypes, toType } from './repository.js'
import {
  CustomRecordTypeListSchema,
  CustomRecordTypeParamsSchema,
  CustomRecordTypePatchSchema,
  CustomRecordTypeRequestSchema,
  CustomRecordTypeSchema,
  MAX_TYPES_PER_PROJECT,
} from './schemas.js'

const tags = ['custom record types']

const customRecordTypesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.customRecords
  const base = '/v1/projects/:project_id/custom_record_types'

  app.post(
    base,
    {
      config: { scope: 'admin.custom_record_types:create' },
      schema: {
        tags,
        operationId: 'createCustomRecordType',
        summary: 'Define a custom record type',
        description: `A duplicate name (the built-in types included), or more than ${MAX_TYPES_PER_PROJECT} types the project defined: 409.`,
        params: ProjectParamsSchema,
        body: CustomRecordTypeRequestSchema,
        response: { 201: CustomRecordTypeSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req, reply) => {
      const t = await service.createType(authOf(req).projectId, req.body, actorOf(authOf(req)))
      reply.code(201)
      return t
    },
  )

  app.get(
    base,
    {
      config: { scope: 'admin.custom_record_types:read' },
      schema: {
        tags,
        operationId: 'listCustomRecordTypes',
        summary: 'List the project’s custom record types, by name',
        description: 'The built-in types every project has (steps, active_energy, resting_heart_rate, hrv_sdnn, sleep, weight) are among them.',
        params: ProjectParamsSchema,
        response: { 200: CustomRecordTypeListSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => ({ custom_record_types: (await listTypes(app.db, authOf(req).projectId)).map(toType) }),
  )

  app.get(
    `${base}/:name`,
    {
      config: { scope: 'admin.custom_record_types:read' },
      schema: {
        tags,
        operationId: 'getCustomRecordType',
        summary: 'Get a custom record type',
        params: CustomRecordTypeParamsSchema,
        response: { 200: CustomRecordTypeSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const t = await getType(app.db, authOf(req).projectId, req.params.name)
      if (!t) throw errors.notFound('custom record type')
      return toType(t)
    },
  )

  app.patch(
    `${base}/:name`,
    {
      config: { scope: 'admin.custom_record_types:update' },
      schema: {
        tags,
        operationId: 'updateCustomRecordType',
        summary: 'Change a custom record type',
        description:
          'Replaces the fields it names. A value range or data_schema that a stored record would fail: 409 naming the first such record and path. A built-in type (steps, active_energy, resting_heart_rate, hrv_sdnn, sleep, weight: every project has them, imports write them) cannot be changed: 409.',
        params: CustomRecordTypeParamsSchema,
        body: CustomRecordTypePatchSchema,
        response: { 200: CustomRecordTypeSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (req) => service.patchType(authOf(req).projectId, req.params.name, req.body, actorOf(authOf(req))),
  )

  app.delete(
    `${base}/:name`,
    {
      config: { scope: 'admin.custom_record_types:delete' },
      schema: {
        tags,
        operationId: 'deleteCustomRecordType',
        summary: 'Delete a custom record type that has no records',
        description: 'A type with records, or a built-in type: 409.',
        params: CustomRecordTypeParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req, reply) => {
      await service.deleteType(authOf(req).projectId, req.params.name, actorOf(authOf(req)))
      reply.code(204)
      return null
    },
  )
}

export default customRecordTypesRoutes
