// The source-priority area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { priorityLists } from './repository.js'
export { projectSourcePriorityRoutes, userSourcePriorityRoutes } from './routes.js'
export { SourcePrioritySchema, type SourcePriority } from './schemas.js'
export { SourcePriorityService } from './service.js'
export { noDayMeasures, SourcePriorityWorker, type RecomputeDayMeasures } from './worker.js'
