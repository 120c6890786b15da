-- One insight job per user for new data, with the rows themselves saying what changed.
--
-- Before: every PUT of an activity or a sleep score queued a job row of its own (key = the
-- activity id, or the day and score name), and every other daily record its day and week: a
-- job row is a heap tuple and three index entries, ~430 bytes of WAL, more than the activity's
-- own row, written on the request path. Now the write marks its row `summary_due` (a column of
-- the row it writes anyway) and queues one job of kind 'changed' for the user, which is almost
-- always pending already under a sync (ON CONFLICT DO NOTHING: an index probe, nothing written).
-- The job, when it runs, reads the user's rows marked due, summarises them, queues their days
-- and weeks, and clears each mark only if the row was not written again meanwhile (its xmin is
-- the one read); a row written again has made a new pending job.
--
-- Jobs of the old kinds ('activity', 'sleep') queued before this version still run as before.
-- true: marked; false or NULL (a row written by SQL of its own, as a bulk import might): not.
ALTER TABLE activities ADD COLUMN summary_due boolean;
ALTER TABLE daily_records ADD COLUMN summary_due boolean;

-- The marked rows of a user, read by the job: only rows marked are in it, so it stays small.
CREATE INDEX activities_summary_due ON activities (project_id, user_id) WHERE summary_due;
CREATE INDEX daily_records_summary_due ON daily_records (project_id, user_id) WHERE summary_due;

ALTER TABLE insight_jobs DROP CONSTRAINT insight_jobs_kind_check;
ALTER TABLE insight_jobs ADD CONSTRAINT insight_jobs_kind_check CHECK (kind IN ('changed', 'activity', 'sleep', 'day', 'week'));
