// The activities area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { ACTIVITIES, listActivities, ACTIVITY_JSON, existingActivities, upsertActivities, type ActivityWrite } from './repository.js'
export { upsertAnalysed } from './analytics.js'
export { recomputeWorkouts, WorkoutAnalyticsWorker, type RecomputeOutcome, type WorkoutAnalyticsDeps } from './analytics-worker.js'
export type { ActivityRequest } from './schemas.js'
export { default as activitiesRoutes } from './routes.js'
export { ActivitiesService } from './service.js'
