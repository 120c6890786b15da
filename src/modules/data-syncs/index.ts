// The data-syncs area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { DATA_SYNCS_JSON, pushSyncsSql } from './repository.js'
export { default as dataSyncsRoutes } from './routes.js'
export { DataSyncSchema, type DataSyncType } from './schemas.js'
export { DataSyncsService } from './service.js'
