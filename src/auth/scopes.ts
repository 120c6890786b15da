// The scope catalogue: <resource>:<action> for data, admin.<resource>:<action> for administration.
export const RESOURCES = [
  'users',
  'activities',
  'daily_records',
  'baselines',
  'ai_summaries',
  'facts',
  'habits',
  'nutrition',
  'custom_records',
] as const
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const

/** Chat completions are only created (POST /users/{user_id}/chat/completions). */
export type DataScope = `${(typeof RESOURCES)[number]}:${(typeof ACTIONS)[number]}` | 'chat_completions:create'
export const DATA_SCOPES: readonly DataScope[] = [...RESOURCES.flatMap((r) => ACTIONS.map((a) => `${r}:${a}` as const)), 'chat_completions:create']
export const ADMIN_SCOPES = [
  'admin.projects:read',
  'admin.oauth_clients:create',
  'admin.oauth_clients:read',
  'admin.oauth_clients:revoke',
  'admin.webhooks:create',
  'admin.webhooks:read',
  'admin.webhooks:delete',
  'admin.custom_record_types:create',
  'admin.custom_record_types:read',
  'admin.custom_record_types:update',
  'admin.custom_record_types:delete',
] as const
export type AdminScope = (typeof ADMIN_SCOPES)[number]
/** A scope of the catalogue: what a route's `config.scope` may name. */
export type Scope = DataScope | AdminScope
export const ALL_SCOPES: readonly Scope[] = [...DATA_SCOPES, ...ADMIN_SCOPES]
const KNOWN = new Set<string>(ALL_SCOPES)

export const isKnownScope = (s: string): s is Scope => KNOWN.has(s)

/**
 * `custom_records:{type}:{action}`: custom_records:{action} for one record type only. A client
 * allowed `custom_records:{action}` may request it for any type.
 */
const NAMESPACED = /^custom_records:([a-z][a-z0-9_]{0,63}):(read|create|update|delete)$/

export const isNamespacedScope = (s: string): boolean => NAMESPACED.test(s)

/** Whether a client allowed `allowed` may request `scope` (its own, or a namespaced narrowing of one). */
export function mayRequestScope(allowed: readonly string[], scope: string): boolean {
  if (allowed.includes(scope)) return true
  const m = NAMESPACED.exec(scope)
  return m !== null && allowed.includes(`custom_records:${m[2]}`)
}

/**
 * Whether a token's scopes grant `required` on the resource the path names: a custom_records
 * route also accepts `custom_records:{type}:{action}` for the path's record type.
 */
export function grantsScope(scopes: ReadonlySet<string>, required: string, params: Readonly<Record<string, string | undefined>>): boolean {
  if (scopes.has(required)) return true
  const [resource, action] = required.split(':')
  return resource === 'custom_records' && params['type'] !== undefined && scopes.has(`custom_records:${params['type']}:${action}`)
}

/** Splits a space-separated scope parameter; duplicates collapse. */
export function parseScopeParam(value: string): string[] {
  return [...new Set(value.split(' ').filter(Boolean))]
}

export const SCOPE_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  ALL_SCOPES.map((s) => {
    const [res, action] = s.split(':')
    return [s, `${action} ${res!.replace(/^admin\./, 'admin ').replace(/_/g, ' ')}`]
  }),
)
