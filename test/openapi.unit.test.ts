// The OpenAPI plugin on its own: a documented route names its operationId in its schema, or the
// app does not start.
import { describe, expect, it } from 'vitest'
import Fastify, { type FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import openapiPlugin from '../src/http/openapi.js'
import type { Config } from '../src/config.js'

type Document = { paths: Record<string, Record<string, { operationId?: string }>> }

/** Starts a bare app with the OpenAPI plugin (its `auth` dependency stood in for) and one route; its document if asked. */
async function startWith(schema: FastifySchema, document = false): Promise<Document | undefined> {
  const app = Fastify()
  app.decorate('config', { publicUrl: 'http://healthd.test' } as Config)
  try {
    await app.register(fp(async () => {}, { name: 'auth' }))
    await app.register(openapiPlugin)
    app.get('/things/:id', { schema }, async () => ({}))
    await app.ready()
    return document ? (app.swagger() as unknown as Document) : undefined
  } finally {
    await app.close()
  }
}

describe('operationIds', () => {
  it('a documented route without one fails the start, naming the route', async () => {
    await expect(startWith({ summary: 'A thing' })).rejects.toThrow(
      "route GET /things/:id has no operationId: name one in its schema (schema: { operationId: '…' })",
    )
    await expect(startWith({ operationId: '', summary: 'A thing' })).rejects.toThrow('has no operationId')
  })

  it('one named in the schema is the operation’s; a hidden route needs none', async () => {
    const doc = await startWith({ operationId: 'getThing', summary: 'A thing' }, true)
    expect(doc?.paths['/things/{id}']?.['get']?.operationId).toBe('getThing')
    const hidden = await startWith({ hide: true }, true)
    expect(hidden?.paths).toEqual({})
  })
})
