// The webhooks area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { WebhookDispatcher } from './dispatcher.js'
export { default as webhooksRoutes, EVENT_KINDS } from './routes.js'
export { WebhooksService } from './service.js'
