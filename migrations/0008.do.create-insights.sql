-- The insights engine: the key that makes each system summary unique per period, and the queue of
-- generation jobs that writes enqueue in their own statement (so a committed write always has
-- its job, even across a crash).

-- 'WorkoutSummary:<activity id>', 'DailySummary:2026-11-20', 'SleepSummary:2026-11-20:sleep_score',
-- 'TrendSummary:2026-W47', …: one system summary per key, updated in place when its inputs change.
ALTER TABLE summaries ADD COLUMN system_key text;
CREATE UNIQUE INDEX summaries_by_system_key ON summaries (project_id, user_id, system_key) WHERE system_key IS NOT NULL;

CREATE TABLE insight_jobs (
  project_id    text NOT NULL,
  user_id       text NOT NULL,
  -- activity: key = activity id; sleep: key = 'YYYY-MM-DD/<score name>';
  -- day: key = the local day; week: key = the local Monday of the ISO week.
  kind          text NOT NULL CHECK (kind IN ('activity', 'sleep', 'day', 'week')),
  key           text NOT NULL,
  -- Due time: at once for activities and sleep scores; when the local day or week has closed
  -- (by tz_offset) for day and week jobs, and a few seconds after the last write to a closed one.
  run_after     timestamptz NOT NULL,
  -- Bumped by every enqueue: a job that was enqueued again while it ran is kept and runs again.
  generation    integer NOT NULL DEFAULT 1,
  attempts      integer NOT NULL DEFAULT 0,
  leased_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id, kind, key),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
CREATE INDEX insight_jobs_due ON insight_jobs (run_after);

-- The day and week jobs a change on a user's local day needs: (kind, key, run_after).
-- Closed periods are debounced by 5 s so a burst of writes (a sync, a backfill through the API)
-- is summarised once it settles rather than after every write.
CREATE FUNCTION insight_period_jobs(p_project text, p_user text, p_day date)
RETURNS TABLE (kind text, key text, run_after timestamptz) LANGUAGE sql STABLE AS $$
  WITH u AS (
    SELECT coalesce((SELECT tz_offset FROM users WHERE project_id = p_project AND user_id = p_user), 0) AS tz,
           p_day - (extract(isodow FROM p_day)::int - 1) AS monday
  )
  SELECT 'day', p_day::text,
         greatest(now() + interval '5 seconds', ((p_day + 1)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => u.tz))
  FROM u
  UNION ALL
  SELECT 'week', u.monday::text,
         greatest(now() + interval '5 seconds', ((u.monday + 7)::timestamp AT TIME ZONE 'UTC') - make_interval(secs => u.tz))
  FROM u
$$;

-- The user's local day of an instant.
CREATE FUNCTION insight_local_day(p_project text, p_user text, p_at timestamptz)
RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') + make_interval(secs => coalesce(
    (SELECT tz_offset FROM users WHERE project_id = p_project AND user_id = p_user), 0)))::date
$$;
