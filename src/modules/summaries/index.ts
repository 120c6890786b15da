// The summaries area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export {
  SUMMARY_COLUMNS,
  listSummaries,
  toSummary,
  type NewSummary,
  type SummaryRow,
  deleteSystemSummary,
  deleteSystemSummariesSql,
  insertSummariesSql,
  upsertMealSummarySql,
  deleteSummariesSql,
  getSummaryJson,
  storedSummaryMatches,
  upsertSystemSummaries,
  type Outcome,
  type SummaryText,
  type SystemSummaryDraft,
} from './repository.js'
export { default as summariesRoutes } from './routes.js'
export { SUMMARY_NAMES, SummarySchema, type Summary, type SummaryName } from './schemas.js'
export { SummariesService } from './service.js'
