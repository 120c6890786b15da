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
] as const
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const

export type DataScope = `${(typeof RESOURCES)[number]}:${(typeof ACTIONS)[number]}`
export const DATA_SCOPES: readonly DataScope[] = RESOURCES.flatMap((r) => ACTIONS.map((a) => `${r}:${a}` as const))
export const ADMIN_SCOPES = [
  'admin.projects:read',
  'admin.oauth_clients:create',
  'admin.oauth_clients:read',
  'admin.oauth_clients:revoke',
  'admin.webhooks:create',
  'admin.webhooks:read',
  'admin.webhooks:delete',
] as const
export type AdminScope = (typeof ADMIN_SCOPES)[number]
/** A scope of the catalogue: what a route's `config.scope` may name. */
export type Scope = DataScope | AdminScope
export const ALL_SCOPES: readonly Scope[] = [...DATA_SCOPES, ...ADMIN_SCOPES]
const KNOWN = new Set<string>(ALL_SCOPES)

export const isKnownScope = (s: string): s is Scope => KNOWN.has(s)

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
