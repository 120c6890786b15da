// The fuzzer's schema translator: what it calls a valid body is one the API's own validator
// accepts, for every schema in openapi.json; and its instants read date-times as PostgreSQL does.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../helpers/process.js'
import { arbitraryFor, assertKnownKeywords, instantOf, type Schema } from './schema.js'

const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >
}
const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods))

/** As src/schemas/ajv.ts builds it: bodies never coerced, paths and queries coerced. */
const ajv = (coerce: boolean) => {
  const a = new Ajv({ coerceTypes: coerce ? 'array' : false, useDefaults: true, strict: false })
  addFormats.default(a)
  return a
}
const bodyAjv = ajv(false)
const paramAjv = ajv(true)

describe('schema → arbitrary', () => {
  it('knows every keyword openapi.json uses, and fails loudly on one it does not', () => {
    for (const op of operations) {
      for (const p of op.parameters ?? []) assertKnownKeywords(p.schema, `${op.operationId} ${p.name}`)
      for (const c of Object.values(op.requestBody?.content ?? {})) if (c.schema.type || c.schema.anyOf) assertKnownKeywords(c.schema, op.operationId)
    }
    expect(() => assertKnownKeywords({ type: 'object', properties: { a: { type: 'number', multipleOf: 2 } as Schema } })).toThrow(/multipleOf/)
    expect(() => assertKnownKeywords({ type: 'string', format: 'email' })).toThrow(/email/)
  })

  it.each(
    operations
      .filter((op) => op.requestBody?.content['application/json']?.schema.type || op.requestBody?.content['application/json']?.schema.anyOf)
      .map((op) => [op.operationId, op.requestBody!.content['application/json']!.schema] as const),
  )('every body it makes for %s passes the API’s validator', (_id, schema) => {
    const validate = bodyAjv.compile(schema as object)
    for (const v of fc.sample(arbitraryFor(schema), { seed: 1, numRuns: 150 })) {
      expect(validate(structuredClone(v)), `${JSON.stringify(v)}: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
  })

  it('every path and query value it makes passes the API’s validator', () => {
    for (const op of operations) {
      for (const p of op.parameters ?? []) {
        const validate = paramAjv.compile(p.schema as object)
        for (const v of fc.sample(arbitraryFor(p.schema), { seed: 2, numRuns: 60 })) {
          expect(validate(String(v)), `${op.operationId} ${p.name} = ${JSON.stringify(v)}`).toBe(true)
        }
      }
    }
  })
})

describe('instantOf', () => {
  it('reads a leap second as the first instant of the next minute, as the contract says (its fraction dropped)', () => {
    expect(instantOf('2026-12-31T23:59:60Z')).toBe(Date.parse('2027-01-01T00:00:00Z'))
    expect(instantOf('2026-06-30T23:59:60.5Z')).toBe(Date.parse('2026-07-01T00:00:00Z'))
  })

  it('takes every offset to ±23:59, lower-case t and z, and fractions below the millisecond', () => {
    expect(instantOf('2026-03-10T12:00:00+23:59')).toBe(Date.parse('2026-03-09T12:01:00Z'))
    expect(instantOf('2026-03-10T12:00:00-23:59')).toBe(Date.parse('2026-03-11T11:59:00Z'))
    expect(instantOf('2026-03-10t12:00:00z')).toBe(Date.parse('2026-03-10T12:00:00Z'))
    expect(instantOf('2026-03-10T12:00:00.0005Z')).toBe(Date.parse('2026-03-10T12:00:00Z') + 0.5)
    expect(instantOf('2026-03-10T12:00:00+01')).toBe(Date.parse('2026-03-10T11:00:00Z'))
    expect(instantOf('yesterday')).toBeUndefined()
  })
})
