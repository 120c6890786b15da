// The scope catalogue: <resource>:<action> for data, admin.<resource>:<action> for administration.
// A scope is in it when a route needs it (test/auth/scopes.test.ts compares the catalogue with the
// routes' declared scopes): a scope no route checks would be granted and advertised for nothing.

/** The data scopes, by resource: `read` (GET), `create` (POST and PUT), `update` (PATCH), `delete` (DELETE). */
export const DATA_SCOPES = [
  'users:read',
  'users:update',
  'users:delete',
  'activities:read',
  'activities:create',
  'activities:delete',
  'daily_records:read',
  'daily_records:create',
  'daily_records:delete',
  'baselines:read',
  'baselines:create',
  'baselines:delete',
  'ai_summaries:read',
  'ai_summaries:create',
  'ai_summaries:update',
  'ai_summaries:delete',
  'facts:read',
  'facts:delete',
  'habits:read',
  'nutrition:read',
  'nutrition:create',
  'nutrition:update',
  'nutrition:delete',
  'custom_records:read',
  'custom_records:create',
  'custom_records:delete',
  'imports:read',
  'imports:create',
  'chat_completions:create',
] as const
export type DataScope = (typeof DATA_SCOPES)[number]

/**
 * What a public (app) client is allowed when its creator names no scopes: every data scope but
 * erasure. An app acts for its signed-in user, and erasing that user is the backend's decision
 * unless an admin gives the app `users:delete` by name.
 */
export const PUBLIC_CLIENT_DEFAULT_SCOPES: readonly DataScope[] = DATA_SCOPES.filter((s) => s !== 'users:delete')

export const ADMIN_SCOPES = [
  'admin.projects:read',
  'admin.projects:update',
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
const CUSTOM_RECORD_ACTIONS = DATA_SCOPES.flatMap((s) => (s.startsWith('custom_records:') ? [s.slice('custom_records:'.length)] : []))
const NAMESPACED = new RegExp(`^custom_records:([a-z][a-z0-9_]{0,63}):(${CUSTOM_RECORD_ACTIONS.join('|')})$`)

export const isNamespacedScope = (s: string): boolean => NAMESPACED.test(s)

/**
 * Whether a client allowed `allowed` may request `scope`: one of its own that is in the catalogue,
 * or a namespaced narrowing of one. A client stored with a scope the catalogue no longer has is
 * never granted it.
 */
export function mayRequestScope(allowed: readonly string[], scope: string): boolean {
  if (isKnownScope(scope)) return allowed.includes(scope)
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
