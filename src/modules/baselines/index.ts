// The baselines area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { BASELINE_JSON, BASELINES, listBaselines } from './repository.js'
export { default as baselinesRoutes } from './routes.js'
export { BaselinesService } from './service.js'
