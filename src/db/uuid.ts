// Ids that tables keep as uuid: one check for every path that names such a row. An id that is not
// a UUID names nothing (404), and is never sent to PostgreSQL, which would refuse it (22P02).
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (id: string): boolean => UUID_RE.test(id)
