-- Insight jobs without a shared row rewritten by every write.
--
-- Before: one row per (project, user, kind, key), bumped (generation, run_after) by every write to
-- its period, so a sync rewrote the same rows (new tuple, two index entries, WAL) and concurrent
-- writers of one user waited on each other's row lock. Now a job is either pending or running,
-- at most one of each per period: a write inserts a pending job unless one is pending already
-- (ON CONFLICT DO NOTHING: nothing written, nothing locked), and claiming a job turns it into the
-- running one, so a write during the run makes a new pending job rather than a generation bump.
ALTER TABLE insight_jobs DROP CONSTRAINT insight_jobs_pkey;
ALTER TABLE insight_jobs ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
ALTER TABLE insight_jobs DROP COLUMN generation;

-- Leases of the old queue become leases of running jobs: taken over when they run out.
CREATE UNIQUE INDEX insight_jobs_pending ON insight_jobs (project_id, user_id, kind, key) WHERE leased_until IS NULL;
CREATE UNIQUE INDEX insight_jobs_running ON insight_jobs (project_id, user_id, kind, key) WHERE leased_until IS NOT NULL;
DROP INDEX insight_jobs_due;
CREATE INDEX insight_jobs_due ON insight_jobs (run_after) WHERE leased_until IS NULL;
CREATE INDEX insight_jobs_leases ON insight_jobs (leased_until) WHERE leased_until IS NOT NULL;
-- No foreign key to users: its check (a key-share lock on the user's row, per job row) cost as
-- much as the job insert itself. Jobs are only written by statements that join the user, a job
-- whose user is gone finds no data and completes, and erasing a user deletes its jobs itself.
ALTER TABLE insight_jobs DROP CONSTRAINT insight_jobs_project_id_user_id_fkey;

-- The day and week rows are now built in the writing statement (src/queue/insight-jobs.ts) from
-- the tz_offset it reads anyway.
DROP FUNCTION insight_period_jobs(text, text, date);
DROP FUNCTION insight_local_day(text, text, timestamptz);
