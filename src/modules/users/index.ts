// The users area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { createMissingUsersSql, getUser, getUserJson, listUserIds, notFoundUnder, userOfEachRowSql, getUserLocale } from './repository.js'
export { default as usersRoutes } from './routes.js'
export { UsersService } from './service.js'
