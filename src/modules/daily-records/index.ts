// The daily-records area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export {
  DAILY_RECORD_JSON,
  DAILY_RECORDS,
  daysWithOtherScores,
  deleteDerivedRecords,
  listDailyRecords,
  upsertDerivedRecords,
  type DailyRecordWrite,
} from './repository.js'
export { default as dailyRecordsRoutes } from './routes.js'
export { DAILY_RECORD_TYPES, DATA_LIMIT_BYTES } from './schemas.js'
export { DailyRecordsService } from './service.js'
