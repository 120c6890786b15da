// The habits area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { importHabits, readHabitsFile } from './import.js'
export { default as habitsRoutes } from './routes.js'
export { HABIT_CATEGORIES } from './schemas.js'
