// The Ajv the API validates requests with (one place, so routes that validate by hand agree).
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { readDateTime } from './date-time.js'

/**
 * The keyword `compileInput` puts beside every `format: "date-time"`: it replaces the validated
 * text with its canonical UTC reading, so handlers, PostgreSQL and `Date` all see one instant.
 * Never in a route's declared schema (so never in the OpenAPI document).
 */
const INSTANT = 'x-healthd-instant'

/** Bodies are never coerced (a string is not a number); query strings and paths are. */
export function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
    // Errors carry the offending value and its schema, for messages that name what was wrong.
    verbose: true,
  })
  addFormats.default(ajv)
  // RFC 3339 as src/schemas/date-time.ts reads it (offsets need minutes; any minute's second 60).
  ajv.addFormat('date-time', { type: 'string', validate: (s: string) => readDateTime(s) !== undefined })
  ajv.addKeyword({
    keyword: INSTANT,
    type: 'string',
    modifying: true,
    errors: false,
    validate: (
      _schema: unknown,
      data: string,
      _parent?: unknown,
      cxt?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
    ) => {
      const canonical = readDateTime(data)
      if (canonical === undefined) return false
      if (cxt?.parentData !== undefined) cxt.parentData[cxt.parentDataProperty] = canonical
      return true
    },
  })
  return ajv
}

/** Keywords whose values are data, not schemas; and those whose values map names to schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required'])
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'])

/** A copy of a schema with the instant keyword beside each date-time format (symbols dropped). */
function withInstants(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withInstants)
  if (schema === null || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(k)) out[k] = v
    else if (SCHEMA_MAPS.has(k) && v !== null && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, withInstants(sub)]))
    } else out[k] = withInstants(v)
  }
  if (out['format'] === 'date-time' && out['type'] === 'string') out[INSTANT] = true
  return out
}

/** Compiles a schema for input: date-times come out of validation as their canonical reading. */
export function compileInput(ajv: Ajv, schema: AnySchema): ValidateFunction {
  return ajv.compile(withInstants(schema) as AnySchema)
}
