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

/** JSON with object keys sorted: jsonb gives back keys in an order of its own. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical)
  if (!isObject(v)) return v
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, canonical(v[k])]),
  )
}

/** Whether two JSON values are equal whatever the order of their objects' members (undefined is null). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null))
