// The projects area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { countProjects, createProject, ensureProject, getProject } from './repository.js'
export { default as projectRoutes } from './routes.js'
