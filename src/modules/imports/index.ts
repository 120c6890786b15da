// The imports area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { computeDays, recomputeDayMeasures, writeDays, type DayContext } from './day-records.js'
export { FileStore } from './file-store.js'
export { priorityLists } from './priority.js'
export { DEVICE_FILES } from './device-files.js'
export type { ImportReader } from './reader.js'
export { releaseStoreLeases } from './repository.js'
export { default as importsRoutes } from './routes.js'
export { ImportsService } from './service.js'
export { ImportsWorker } from './worker.js'
