// The export area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { default as exportRoutes } from './routes.js'
export type { ExportArea } from './repository.js'
