// JSON Merge Patch (RFC 7396): what a PATCH of a JSON document means.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * `target` with `patch` applied: an object patch merges member by member (recursively), a null
 * member removes that member, anything else (arrays, scalars) replaces the target whole.
 */
export function mergePatch(target: unknown, patch: unknown): Json {
  if (!isObject(patch)) return patch as Json
  const out: Record<string, Json> = isObject(target) ? { ...(target as Record<string, Json>) } : {}
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k]
    else out[k] = mergePatch(out[k], v)
  }
  return out
}
