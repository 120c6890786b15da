-- A version of each user's list of summaries, changed in the same transaction by every statement
-- that inserts, updates or deletes any of their summaries, whichever code path runs it (the
-- meal writes, the insights worker, PATCH and DELETE, erasure). The list route keeps the pages
-- it answered in memory with the version (and tz_offset) read in the same statement as the page,
-- and answers a page again from memory only after one indexed read finds the same version: a
-- page is never served from memory once a commit changed what it shows, in this process or
-- another one. Measured in docs/benchmarks.md.
--
-- Versions come from a sequence, so a value is never used twice (not even for a user erased and
-- created again). The row is updated, not appended to: its row lock orders two transactions that
-- change one user's summaries, so the version a reader sees is always that of the last commit.
CREATE SEQUENCE list_version_seq;

CREATE TABLE list_versions (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  list        text NOT NULL,
  version     bigint NOT NULL,
  PRIMARY KEY (project_id, user_id, list),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

-- One upsert per statement (not per row), of the users the statement touched, in key order so
-- that two statements touching the same users lock their rows in one order. A user that no longer
-- exists (the statement is erasure's cascade) gets no row.
CREATE FUNCTION healthd_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS v (project_id, user_id, list, version)
  SELECT c.project_id, c.user_id, TG_ARGV[0], nextval('list_version_seq')
  FROM (SELECT DISTINCT project_id, user_id FROM changed) c
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.project_id = c.project_id AND u.user_id = c.user_id)
  ORDER BY c.project_id, c.user_id
  ON CONFLICT (project_id, user_id, list) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END
$$;

CREATE TRIGGER summaries_list_version_insert AFTER INSERT ON summaries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('summaries');
CREATE TRIGGER summaries_list_version_update AFTER UPDATE ON summaries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('summaries');
CREATE TRIGGER summaries_list_version_delete AFTER DELETE ON summaries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION healthd_bump_list_version('summaries');

-- Users who already have summaries start with a version.
INSERT INTO list_versions (project_id, user_id, list, version)
SELECT s.project_id, s.user_id, 'summaries', nextval('list_version_seq') FROM (SELECT DISTINCT project_id, user_id FROM summaries) s;
