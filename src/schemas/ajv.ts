// The Ajv the API validates requests with (one place, so routes that validate by hand agree).
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'

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
  return ajv
}
