// The events area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { appendEventsSql, listEvents, reduceEventsToIdsSql } from './repository.js'
