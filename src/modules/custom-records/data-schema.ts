// Custom record types' data schemas: JSON Schema draft 2020-12, checked (size, local refs only),
// compiled once per version of a type, and the messages of a record's data that fails one.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { errors } from '../../errors.js'

export const DATA_SCHEMA_LIMIT_BYTES = 16 * 1024
const DRAFT_2020_12 = /^https:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/

/** Keywords whose values are data, not schemas: a `$ref` inside them refers to nothing. */
const VALUE_KEYWORDS = new Set(['const', 'enum', 'default', 'examples'])
/** Keywords whose values map names (which may be anything, `enum` or `$ref` included) to schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'])

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The path of the first `$ref` or `$dynamicRef` that is not local (`#…`), or undefined. */
export function remoteRef(schema: unknown, at = 'data_schema'): string | undefined {
  if (Array.isArray(schema)) {
    for (let i = 0; i < schema.length; i++) {
      const found = remoteRef(schema[i], `${at}/${i}`)
      if (found) return found
    }
    return undefined
  }
  if (!isObject(schema)) return undefined
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$ref' || k === '$dynamicRef') {
      if (typeof v !== 'string' || !v.startsWith('#')) return `${at}/${k}`
      continue
    }
    if (VALUE_KEYWORDS.has(k)) continue
    if (NAMED_SCHEMAS.has(k) && isObject(v)) {
      for (const [name, sub] of Object.entries(v)) {
        const found = remoteRef(sub, `${at}/${k}/${name}`)
        if (found) return found
      }
      continue
    }
    const found = remoteRef(v, `${at}/${k}`)
    if (found) return found
  }
  return undefined
}

function compile(schema: object): ValidateFunction {
  // An instance per schema: schemas of different types may share an $id, and an instance keeps
  // every schema it compiled for its lifetime.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats.default(ajv)
  return ajv.compile(schema)
}

/** Checks a data_schema a request sends (400 naming what is wrong) and returns it compiled. */
export function checkDataSchema(schema: object, at = 'body/data_schema'): ValidateFunction {
  if (Buffer.byteLength(JSON.stringify(schema)) > DATA_SCHEMA_LIMIT_BYTES) throw errors.badRequest(`${at} must be at most 16 KiB as JSON`)
  const $schema = (schema as Record<string, unknown>)['$schema']
  if ($schema !== undefined && (typeof $schema !== 'string' || !DRAFT_2020_12.test($schema))) {
    throw errors.badRequest(`${at}/$schema must be https://json-schema.org/draft/2020-12/schema (or left out)`)
  }
  const ref = remoteRef(schema, at)
  if (ref) throw errors.badRequest(`${ref} must be a local reference (#…): remote references are not allowed`)
  try {
    return compile(schema)
  } catch (err) {
    throw errors.badRequest(`${at} is not a valid JSON Schema (draft 2020-12): ${(err as Error).message}`)
  }
}

/** The message of the first error, with the path from `at` (e.g. `body/data/meals/0/kcal must be number`). */
export function dataErrorMessage(e: ErrorObject, at: string): string {
  const path = `${at}${e.instancePath}`
  const p = e.params as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return `${path}/${String(p['missingProperty'])} is required`
    case 'additionalProperties':
      return `${path}/${String(p['additionalProperty'])} is not a known property`
    case 'enum':
      return `${path} must be one of: ${(p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    default:
      return `${path} ${e.message ?? 'is invalid'}`
  }
}

/**
 * A record's data against its type's schema: the message of the first failure, or undefined.
 * Absent data is checked as `{}`, so a schema's required properties make data required.
 */
export function dataError(validate: ValidateFunction, data: unknown, at: string): string | undefined {
  if (validate(data ?? {})) return undefined
  const e = validate.errors?.[0]
  return e ? dataErrorMessage(e, at) : `${at} does not satisfy the type's data_schema`
}

const CACHE_SIZE = 1000

/**
 * Compiled validators per version of a type: (project, name, updated_at) and a digest of the
 * schema, so a type deleted and created again within a millisecond cannot reuse a stale one.
 */
export class ValidatorCache {
  private readonly entries = new Map<string, ValidateFunction>()

  get(projectId: string, name: string, updatedAt: Date, digest: string, schema: object): ValidateFunction {
    const key = `${projectId}\u0000${name}\u0000${updatedAt.toISOString()}\u0000${digest}`
    let v = this.entries.get(key)
    if (v) {
      // Most recently used last: the oldest is the first to go.
      this.entries.delete(key)
    } else {
      v = compile(schema)
      if (this.entries.size >= CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!)
    }
    this.entries.set(key, v)
    return v
  }

  get size(): number {
    return this.entries.size
  }
}
