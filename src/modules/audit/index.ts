// The audit area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { CLI_ACTOR, actorOf, recordAudit, recordAuditSql, type Actor } from './repository.js'
export { default as auditRoutes } from './routes.js'
