-- The lists of activities, daily records and baselines (src/modules/user-resource.ts) keep their
-- pages in the ListCache as the summaries list does (migration 0015): every statement that
-- inserts, updates or deletes rows of a user changes that user's version of the list, whichever
-- code path runs it (PUT, DELETE, the insights worker clearing summary_due marks, erasure).
CREATE TRIGGER activities_list_version_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('activities');
CREATE TRIGGER activities_list_version_update AFTER UPDATE ON activities
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('activities');
CREATE TRIGGER activities_list_version_delete AFTER DELETE ON activities
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('activities');

CREATE TRIGGER daily_records_list_version_insert AFTER INSERT ON daily_records
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('daily_records');
CREATE TRIGGER daily_records_list_version_update AFTER UPDATE ON daily_records
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('daily_records');
CREATE TRIGGER daily_records_list_version_delete AFTER DELETE ON daily_records
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('daily_records');

CREATE TRIGGER baselines_list_version_insert AFTER INSERT ON baselines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('baselines');
CREATE TRIGGER baselines_list_version_update AFTER UPDATE ON baselines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('baselines');
CREATE TRIGGER baselines_list_version_delete AFTER DELETE ON baselines
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('baselines');

-- The list of a user's daily records of one type is ordered by its keyset sort key, the day as an
-- instant (src/db/list.ts compares instants), then the name: this index reads a page along it
-- instead of sorting every record of the type.
CREATE INDEX daily_records_by_day ON daily_records (project_id, user_id, type, ((date::timestamp AT TIME ZONE 'UTC')) DESC, name DESC);
