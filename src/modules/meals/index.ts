// The meals area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { MEAL_FROM, MEAL_JSON, listMeals } from './repository.js'
export { getMealJson } from './changes-repository.js'
export { default as mealsRoutes } from './routes.js'
export { MEAL_TYPES, type Meal } from './schemas.js'
export { MealsService, mealInput } from './service.js'
