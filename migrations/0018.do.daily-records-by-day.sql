-- The list of a user's daily records of one type (src/modules/user-resource.ts) is ordered by its
-- keyset sort key, the day as an instant (src/db/list.ts compares instants), then the name: this
-- index reads a page along it instead of sorting every record of the type.
--
-- The lists of activities, daily records and baselines are not kept in the ListCache: a
-- list-version trigger on these tables (as summaries have, migration 0015) cost every PUT a row
-- update of list_versions, 25-40 % more CPU per write on `npm run bench` (docs/benchmarks.md), for
-- lists read far less often than they are written.
CREATE INDEX daily_records_by_day ON daily_records (project_id, user_id, type, ((date::timestamp AT TIME ZONE 'UTC')) DESC, name DESC);
