// The auth area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { createClient, findClient, isClientRevoked, listClients, revokeClient, upsertConfidentialClient, type OAuthClient } from './clients-repository.js'
export { createIdentityProvider, deleteIdentityProvider, listIdentityProviders, type IdentityProvider } from './idp-repository.js'
export { default as tokenRoutes } from './routes.js'
