// The facts area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { FACT_JSON, listFacts, upsertDerivedFacts, type DerivedFact, type DerivedFactOutcome } from './repository.js'
export { default as factsRoutes } from './routes.js'
export { FACT_TYPES, type FactType } from './schemas.js'
export { FactsService } from './service.js'
