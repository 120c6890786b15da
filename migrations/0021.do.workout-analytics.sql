-- Workout analytics on writes (CONTRACT "Workout analytics"): what a workout's fields were computed
-- from, kept so they can be computed again, and the background re-computation's queue.

-- What history needs of a workout beyond its start and tss (src/analytics WorkoutSummary), and
-- which of its fields healthd filled in: {"filled": [field names], "best_20min_power": W,
-- "best_20min_hr": bpm, "best_5s_hr": bpm} (bests absent when the stream is shorter). NULL for an
-- activity healthd did not analyse (a PUT without hr_series, a mindfulness session, a workout
-- stored before this version): a re-computation leaves those as they are, and history counts their
-- start and tss alone. Never part of the activity's JSON.
ALTER TABLE activities ADD COLUMN analytics jsonb;
-- A user's analysed workouts after an instant (whether a write or a threshold change needs a
-- re-computation): a probe of this, whatever else the user has. Rows without analytics have no
-- entry, so a write that is not analysed does not maintain it.
CREATE INDEX activities_analysed ON activities (project_id, user_id, start_datetime) WHERE analytics IS NOT NULL;

-- An imported workout's streams at 1 Hz over moving time (pauses left out), so its fields can be
-- computed again when thresholds or history change: a file is not kept after its import. Each
-- stream is one little-endian uint16 per moving second, in tenths of a unit (bpm, W), 65535 where
-- the stream has no value (a sensor gap); NULL when the workout has no such stream. Two bytes a
-- second a stream (a 4-hour ride with heart rate and power: 115 KB, compressed further by TOAST
-- where the values repeat), against 8 for a float8[] and a row per sample for a table of points.
-- A PUT's workout keeps its hr_series among its fields instead and has no row here. The row goes
-- with its activity (deleted, or replaced by a PUT: the activities write deletes it) and with its user.
CREATE TABLE workout_streams (
  project_id   text NOT NULL,
  user_id      text NOT NULL,
  activity_id  text NOT NULL,
  -- moving seconds: the length of each stream
  seconds      integer NOT NULL CHECK (seconds >= 0),
  -- the first second of each stretch between pauses
  segments     integer[] NOT NULL,
  hr           bytea CHECK (length(hr) = 2 * seconds),
  power        bytea CHECK (length(power) = 2 * seconds),
  PRIMARY KEY (project_id, user_id, activity_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (project_id, user_id, activity_id) REFERENCES activities (project_id, user_id, activity_id) ON DELETE CASCADE
);

-- Re-computation in the background: one row per user whose analysed workouts starting after an
-- instant need their fields computed again (a threshold changed: from -infinity; a selected workout
-- was written, deleted, or selected or unselected: from its start). `from_at` is the pending
-- request (NULL: none); a claim moves it into `running_from`, which the run advances page by page
-- as it commits, so a crash resumes where it was and a request made while it runs makes it run
-- again from the earlier of the two.
CREATE TABLE workout_analytics_jobs (
  project_id    text NOT NULL,
  user_id       text NOT NULL,
  from_at       timestamptz,
  running_from  timestamptz,
  run_after     timestamptz NOT NULL DEFAULT now(),
  leased_until  timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX workout_analytics_jobs_due ON workout_analytics_jobs (run_after);

-- Which users a write of workouts gives a re-computation, and from which start on: one entry per
-- workout written or deleted (`others` true: its id and its start, before and after; the workouts
-- after it other than those the write wrote itself are affected, the write computed those), whose
-- selection changed, or whose user's thresholds changed (`others` false, no id: every analysed
-- workout after it is affected; a threshold change's start is -infinity). A user is answered only
-- when such a workout exists, seen after the users' grouping lock (taken here unless `locked`: the
-- activities writes take it before they write): a VOLATILE function's queries see what committed
-- before them, not the calling statement's snapshot, so a write racing another of the same user's
-- workouts, or a workout being analysed with the thresholds before, is never missed. The caller's
-- own statement inserts the jobs (src/queue/workout-analytics-jobs.ts).
CREATE FUNCTION healthd_workout_analytics_due(projects text[], users text[], ids text[], froms timestamptz[], others boolean[], locked boolean)
RETURNS TABLE (project_id text, user_id text, from_at timestamptz)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  IF coalesce(cardinality(projects), 0) = 0 THEN
    RETURN;
  END IF;
  IF NOT locked THEN
    PERFORM healthd_lock_activity_users(projects, users);
  END IF;
  RETURN QUERY
  SELECT s.p, s.u, min(s.f)
  FROM unnest(projects, users, ids, froms, others) AS s(p, u, id, f, o)
  WHERE s.p IS NOT NULL AND s.f IS NOT NULL AND EXISTS (
    SELECT 1 FROM activities b
    WHERE b.project_id = s.p AND b.user_id = s.u AND b.start_datetime > s.f AND b.analytics IS NOT NULL
      AND NOT (s.o AND EXISTS (SELECT 1 FROM unnest(projects, users, ids, others) AS t(p, u, id, o)
                               WHERE t.o AND t.p = b.project_id AND t.u = b.user_id AND t.id = b.activity_id)))
  GROUP BY s.p, s.u;
END
$$;
