// The per-user lock of activity grouping (migration 0020, healthd_lock_activity_users): a
// statement that writes several of a user's activities takes it before it locks any of their rows,
// so it never waits in a circle with the regrouping, which holds it while it updates the rows of a
// group. Re-entrant; taken in key order for several users at once.

/** A SQL boolean that takes the lock of the users `projects`, `users` (text[] expressions) and is true. */
export const groupingLockSql = (projects: string, users: string) => `healthd_lock_activity_users(${projects}, ${users})`
