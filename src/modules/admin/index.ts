// The admin area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { default as adminRoutes } from './routes.js'
export { AdminService } from './service.js'
