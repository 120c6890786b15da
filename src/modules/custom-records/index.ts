// The custom-records area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { RECORD_JSON, listTypes, recordsWithType, toType, upsertImportedRecords, type RecordWrite } from './repository.js'
export { default as customRecordsRoutes } from './routes.js'
export { BUILT_IN_TYPES, CustomRecordTypeSchema, type BuiltInType, type CustomRecordType } from './schemas.js'
export { CustomRecordsService } from './service.js'
export { default as customRecordTypesRoutes } from './types-routes.js'
