-- One activity per workout (CONTRACT "One activity per workout: grouping and source priority").
--
-- Workouts of one user whose time ranges overlap by at least half of the shorter one, and of the
-- same sport (type_name, case-insensitive; `other` matches any sport), are one workout seen by
-- several sources. The groups are the connected components of that relation: overlap is taken
-- transitively, so a long `other` session can join a run and a ride that it each half-covers. A
-- group shares a group_id (from a sequence: unique in the installation, so in the project), and
-- exactly one of it is selected: the first by source priority, then the one with power, then with
-- heart rate, then the longest, then the earliest created (then the smaller id by code point, so
-- the choice is stable). A workout of no length overlaps nothing. A mindfulness session is never grouped: it is
-- alone in a group of its own and selected (the rule and its tie-breaks speak of workouts).
--
-- src/sources/grouping.ts is the same rule in TypeScript; test/sources/grouping.test.ts holds the
-- two to the same answers on both databases.
--
-- The groups are kept in the write's own statement: the activities area's upsert and delete call
-- healthd_regroup_activities after their rows are written, and it regroups the part of the user's
-- workouts the write can have changed. Its queries see the rows that statement wrote (a VOLATILE
-- function sees its caller's changes) and, after the per-user lock it takes, every write committed
-- before; the writes take the same lock before they write, so two writes of one user's overlapping
-- workouts are regrouped one after the other and never both leave their own row selected.

CREATE SEQUENCE activity_group_seq;

-- Every row gets a group of its own (a table rewrite, once); the overlapping ones are merged below.
-- `grouped`: whether the group has others (most activities are alone, and no index holds them).
ALTER TABLE activities
  ADD COLUMN group_id bigint NOT NULL DEFAULT nextval('activity_group_seq'),
  ADD COLUMN selected boolean NOT NULL DEFAULT true,
  ADD COLUMN grouped boolean NOT NULL DEFAULT false;

-- Until now group_id and selected were whatever a workout's PUT sent (kept among its fields); they
-- are computed from here on, and a request's values are ignored.
UPDATE activities SET fields = fields - 'group_id' - 'selected' WHERE fields ? 'group_id' OR fields ? 'selected';

-- The members of groups of several (what a write regroups when one of them changes). Group ids are
-- unique in the installation, so the user is not in the key. An activity alone writes no entry.
CREATE INDEX activities_grouped ON activities (project_id, group_id) WHERE grouped;
-- A workout overlapping another starts less than its own length before it: within two days before,
-- a range of activities_by_start, unless it is longer, and the few longer ones are here.
CREATE INDEX activities_long ON activities (project_id, user_id) WHERE end_datetime - start_datetime > interval '2 days';

-- Source priority: each list of source names, highest first, by measure (`default` for the
-- measures without a list of their own). A user's list overrides the project's for the measures it
-- names (src/sources/priority.ts effectiveList).
CREATE TABLE project_source_priority (
  project_id  text PRIMARY KEY REFERENCES projects (project_id) ON DELETE CASCADE,
  lists       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE TABLE user_source_priority (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  lists       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

-- After a priority changes, the activities (and day measures) it ranks are selected again in the
-- background: one job per user, or per project (user_id '': every user of the project, a page of
-- users at a time, `after` the last one done, so a crash resumes where it was). `requested` is
-- bumped by every change: a job changed while it ran is run again instead of being deleted.
CREATE TABLE source_priority_jobs (
  project_id    text NOT NULL,
  user_id       text NOT NULL,
  requested     bigint NOT NULL DEFAULT 1,
  after         text NOT NULL DEFAULT '',
  run_after     timestamptz NOT NULL DEFAULT now(),
  leased_until  timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text,
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX source_priority_jobs_due ON source_priority_jobs (run_after);

-- The built-in order when no list names a source (src/sources/priority.ts builtInClass, which the
-- tests compare it with): 0 a dedicated device, 1 a phone or an app, 2 a manual entry.
-- (One expression, no FROM: the planner inlines it into the query that calls it.)
CREATE FUNCTION healthd_builtin_source_class(source text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(coalesce(source, '')) ~ '(manual|manually|user entered|entered by user)' THEN 2
    WHEN lower(coalesce(source, '')) ~ '(iphone|phone|android|pixel|galaxy s|samsung health|health connect|google fit)' THEN 1
    WHEN lower(coalesce(source, '')) ~ '(^|[^a-z0-9])(watch|ring|band|strap|garmin|forerunner|fenix|edge|venu|vivoactive|epix|enduro|instinct|polar|wahoo|elemnt|coros|suunto|oura|whoop|fitbit|amazfit|zepp|bryton|hammerhead|karoo|sigma|lezyne|stages|withings|scale|bike computer|head unit|h10|tickr)($|[^a-z])' THEN 0
    ELSE 1
  END
$$;

-- src/sources/priority.ts sourceRank: the index of the first entry of `list` found in the source
-- name (case-insensitive; entries are stored trimmed and non-empty), else the list's length plus
-- the built-in class. (PL/pgSQL: a loop over the list evaluates no query.)
CREATE FUNCTION healthd_source_rank(source text, list text[]) RETURNS integer LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := lower(coalesce(source, ''));
  i integer := 0;
  e text;
BEGIN
  IF list IS NOT NULL THEN
    FOREACH e IN ARRAY list LOOP
      IF e IS NOT NULL AND e <> '' AND strpos(s, lower(e)) > 0 THEN
        RETURN i;
      END IF;
      i := i + 1;
    END LOOP;
  END IF;
  RETURN coalesce(cardinality(list), 0) + healthd_builtin_source_class(source);
END
$$;

-- Whether two workouts are one seen twice: the same sport (`other` matches any), and overlapping by
-- at least half of the shorter one.
CREATE FUNCTION healthd_same_workout(a_start timestamptz, a_end timestamptz, a_sport text, b_start timestamptz, b_end timestamptz, b_sport text)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(a_start, b_start) < least(a_end, b_end)
    AND 2 * (least(a_end, b_end) - greatest(a_start, b_start)) >= least(a_end - a_start, b_end - b_start)
    AND (lower(coalesce(a_sport, '')) = lower(coalesce(b_sport, '')) OR lower(a_sport) = 'other' OR lower(b_sport) = 'other')
$$;

-- What ranks a workout after its source: power, then heart rate (a positive number, or a series).
CREATE FUNCTION healthd_workout_has_power(fields jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_typeof(fields -> 'average_power') = 'number' AND (fields ->> 'average_power')::float8 > 0, false)
      OR coalesce(jsonb_typeof(fields -> 'normalized_power') = 'number' AND (fields ->> 'normalized_power')::float8 > 0, false)
$$;
CREATE FUNCTION healthd_workout_has_hr(fields jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_typeof(fields -> 'average_hr') = 'number' AND (fields ->> 'average_hr')::float8 > 0, false)
      OR coalesce(jsonb_typeof(fields -> 'hr_series') = 'string' AND fields ->> 'hr_series' ~ '[0-9]', false)
$$;

-- The per-user grouping lock (the first key, 0x6867, is this lock's alone), taken in key order so
-- that two statements locking several users never wait on each other in a circle. Re-entrant: the
-- write takes it before it writes, the regrouping again.
CREATE FUNCTION healthd_lock_activity_users(projects text[], users text[]) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(26727, hashtext(k.p || '/' || k.u))
  FROM (SELECT DISTINCT t.p, t.u FROM unnest(projects, users) AS t(p, u) WHERE t.p IS NOT NULL ORDER BY 1, 2) k;
  RETURN true;
END
$$;

-- Regroups what changed: `projects`, `users`, `ids`, `groups` are parallel arrays, one entry per
-- activity written or deleted (its id, and its group before the write), or per user with a NULL id
-- and group (every activity of the user: after a priority change). For a row written, its caller
-- passes what it wrote in the others (`starts`, `ends`, `kinds`, `sports`, `sels`: start, end,
-- type, type_name, selected; NULL for a row deleted), and `locked` when it holds the users' lock.
-- The region regrouped is the changed activities, the members of their former groups, and every
-- workout overlapping one of those, transitively; each former group lies wholly inside it, so a
-- group id is never shared with a group outside. Each connected component of the region keeps the
-- smallest of the former group ids it holds the earliest-created member of (a merge keeps the
-- older group, a split leaves the id with the part holding its first member), else takes a new
-- one. Rows whose group or selection changed are updated; a row whose selection changed is marked
-- summary_due (its summary comes or goes, its day and week are summarised again). Answers every
-- activity of the region with its group, selection, and whether its selection changed.
CREATE FUNCTION healthd_regroup_activities(
  projects text[], users text[], ids text[], groups bigint[],
  starts timestamptz[] DEFAULT NULL, ends timestamptz[] DEFAULT NULL, kinds text[] DEFAULT NULL, sports text[] DEFAULT NULL,
  sels boolean[] DEFAULT NULL, locked boolean DEFAULT false
)
RETURNS TABLE (project_id text, user_id text, activity_id text, group_id bigint, selected boolean, flipped boolean)
LANGUAGE plpgsql VOLATILE
-- Planned once per connection (a custom plan of the statement below cost 2 ms a call to make),
-- perhaps while the table is empty or its statistics stale (PGlite has no autovacuum): its reads
-- are index reads of a user's few rows whatever the statistics say, never a scan of the table.
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  alone boolean;
BEGIN
  IF coalesce(cardinality(projects), 0) = 0 THEN
    RETURN;
  END IF;
  IF NOT locked THEN
    PERFORM healthd_lock_activity_users(projects, users);
  END IF;
  -- Most writes change nothing but their own rows: each a workout alone (no former group-mate, no
  -- workout it is one with) and selected, or a deletion whose group had no one else. One query of
  -- a few index probes a row, each of an index no other could stand in for, and nothing else to do.
  SELECT ids IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM unnest(projects, users, ids, groups, starts, ends, kinds, sports, sels) AS s(p, u, id, grp, st, en, kind, sport, sel)
    WHERE s.p IS NOT NULL AND (
      s.id IS NULL
      OR NOT coalesce(s.sel, true)
      OR EXISTS (SELECT 1 FROM activities b WHERE b.project_id = s.p AND b.group_id = s.grp AND b.grouped AND b.user_id = s.u AND b.activity_id <> s.id)
      OR s.kind = 'workout' AND EXISTS (
        SELECT 1 FROM activities b
        WHERE b.project_id = s.p AND b.user_id = s.u AND b.start_datetime >= s.st - interval '2 days' AND b.start_datetime < s.en
          AND b.activity_id <> s.id AND b.type = 'workout'
          AND healthd_same_workout(s.st, s.en, s.sport, b.start_datetime, b.end_datetime, b.fields ->> 'type_name'))
      OR s.kind = 'workout' AND EXISTS (
        SELECT 1 FROM activities b
        WHERE b.project_id = s.p AND b.user_id = s.u AND b.end_datetime - b.start_datetime > interval '2 days' AND b.start_datetime < s.en
          AND b.activity_id <> s.id AND b.type = 'workout'
          AND healthd_same_workout(s.st, s.en, s.sport, b.start_datetime, b.end_datetime, b.fields ->> 'type_name')))
  ) INTO alone;
  IF alone THEN
    RETURN QUERY
    SELECT s.p, s.u, s.id, s.grp, true, false FROM unnest(projects, users, ids, groups, starts) AS s(p, u, id, grp, st) WHERE s.st IS NOT NULL;
    RETURN;
  END IF;
  RETURN QUERY
  WITH RECURSIVE s AS (
    SELECT DISTINCT t.p, t.u, t.id, t.grp FROM unnest(projects, users, ids, groups) AS t(p, u, id, grp) WHERE t.p IS NOT NULL
  ), lim AS (
    SELECT k.p, k.u,
      (SELECT array(SELECT jsonb_array_elements_text(coalesce(up.lists -> 'activities', pp.lists -> 'activities', up.lists -> 'default', pp.lists -> 'default')))
       FROM (SELECT 1) one
       LEFT JOIN project_source_priority pp ON pp.project_id = k.p
       LEFT JOIN user_source_priority up ON up.project_id = k.p AND up.user_id = k.u) AS list
    FROM (SELECT DISTINCT s.p, s.u FROM s) k
  ), seed AS (
    SELECT a.project_id, a.user_id, a.activity_id FROM s JOIN activities a ON a.project_id = s.p AND a.user_id = s.u AND a.activity_id = s.id
    UNION
    SELECT a.project_id, a.user_id, a.activity_id FROM s JOIN activities a ON a.project_id = s.p AND a.group_id = s.grp AND a.grouped AND a.user_id = s.u
    UNION
    SELECT a.project_id, a.user_id, a.activity_id FROM s JOIN activities a ON a.project_id = s.p AND a.user_id = s.u WHERE s.id IS NULL AND s.grp IS NULL
  ), region(project_id, user_id, activity_id) AS (
    SELECT * FROM seed
    UNION
    SELECT n.project_id, n.user_id, n.activity_id
    FROM region r
    JOIN activities a ON a.project_id = r.project_id AND a.user_id = r.user_id AND a.activity_id = r.activity_id AND a.type = 'workout'
    CROSS JOIN LATERAL (
      -- The workouts it is one with: starting within two days before it, or longer than that.
      SELECT b.project_id, b.user_id, b.activity_id FROM activities b
      WHERE b.project_id = a.project_id AND b.user_id = a.user_id AND b.type = 'workout'
        AND b.start_datetime >= a.start_datetime - interval '2 days' AND b.start_datetime < a.end_datetime
        AND healthd_same_workout(a.start_datetime, a.end_datetime, a.fields ->> 'type_name', b.start_datetime, b.end_datetime, b.fields ->> 'type_name')
      UNION ALL
      SELECT b.project_id, b.user_id, b.activity_id FROM activities b
      WHERE b.project_id = a.project_id AND b.user_id = a.user_id AND b.type = 'workout'
        AND b.end_datetime - b.start_datetime > interval '2 days' AND b.start_datetime < a.end_datetime
        AND healthd_same_workout(a.start_datetime, a.end_datetime, a.fields ->> 'type_name', b.start_datetime, b.end_datetime, b.fields ->> 'type_name')
      UNION ALL
      -- A former group's members, even if the groups were not kept whole before.
      SELECT b.project_id, b.user_id, b.activity_id FROM activities b
      WHERE b.project_id = a.project_id AND b.group_id = a.group_id AND b.grouped AND b.user_id = a.user_id
    ) n
  ), nodes AS MATERIALIZED (
    SELECT a.project_id, a.user_id, a.activity_id, a.type, a.start_datetime, a.end_datetime, a.duration_seconds, a.fields,
           a.created_at, a.group_id, a.selected, a.grouped, l.list
    FROM (SELECT DISTINCT * FROM region) r
    JOIN activities a ON a.project_id = r.project_id AND a.user_id = r.user_id AND a.activity_id = r.activity_id
    JOIN lim l ON l.p = a.project_id AND l.u = a.user_id
  ), edge AS MATERIALIZED (
    SELECT x.project_id, x.user_id, x.activity_id AS a, y.activity_id AS b
    FROM nodes x
    JOIN activities y ON y.project_id = x.project_id AND y.user_id = x.user_id AND y.type = 'workout'
      AND y.start_datetime >= x.start_datetime - interval '2 days' AND y.start_datetime < x.end_datetime AND y.activity_id <> x.activity_id
      AND healthd_same_workout(x.start_datetime, x.end_datetime, x.fields ->> 'type_name', y.start_datetime, y.end_datetime, y.fields ->> 'type_name')
    WHERE x.type = 'workout'
    UNION
    SELECT x.project_id, x.user_id, x.activity_id, y.activity_id
    FROM nodes x
    JOIN activities y ON y.project_id = x.project_id AND y.user_id = x.user_id AND y.type = 'workout'
      AND y.end_datetime - y.start_datetime > interval '2 days' AND y.start_datetime < x.end_datetime AND y.activity_id <> x.activity_id
      AND healthd_same_workout(x.start_datetime, x.end_datetime, x.fields ->> 'type_name', y.start_datetime, y.end_datetime, y.fields ->> 'type_name')
    WHERE x.type = 'workout'
  ), reach(project_id, user_id, root, id) AS (
    SELECT n.project_id, n.user_id, n.activity_id, n.activity_id FROM nodes n
    UNION
    SELECT r.project_id, r.user_id, r.root, e.b FROM reach r JOIN edge e ON e.project_id = r.project_id AND e.user_id = r.user_id AND e.a = r.id
  ), ranked AS MATERIALIZED (
    SELECT n.project_id, n.user_id, n.activity_id, n.group_id, n.selected, n.grouped, c.comp,
      count(*) OVER (PARTITION BY n.project_id, n.user_id, c.comp) > 1 AS now_grouped,
      row_number() OVER (
        PARTITION BY n.project_id, n.user_id, c.comp
        ORDER BY healthd_source_rank(n.fields ->> 'data_source', n.list), healthd_workout_has_power(n.fields) DESC,
                 healthd_workout_has_hr(n.fields) DESC, n.duration_seconds DESC, n.created_at, n.activity_id COLLATE "C"
      ) = 1 AS chosen,
      row_number() OVER (PARTITION BY n.project_id, n.user_id, n.group_id ORDER BY n.created_at, n.activity_id COLLATE "C") = 1 AS first_of_group
    FROM nodes n
    JOIN (SELECT r.project_id, r.user_id, r.id, min(r.root) AS comp FROM reach r GROUP BY 1, 2, 3) c
      ON c.project_id = n.project_id AND c.user_id = n.user_id AND c.id = n.activity_id
  ), grp AS MATERIALIZED (
    SELECT k.project_id, k.user_id, k.comp, coalesce(k.kept, nextval('activity_group_seq')) AS new_group
    FROM (SELECT r.project_id, r.user_id, r.comp, min(r.group_id) FILTER (WHERE r.first_of_group) AS kept FROM ranked r GROUP BY 1, 2, 3) k
  ), answer AS MATERIALIZED (
    SELECT r.project_id, r.user_id, r.activity_id, g.new_group, r.chosen, r.now_grouped, r.group_id AS old_group, r.selected AS old_selected,
           r.grouped AS old_grouped
    FROM ranked r JOIN grp g ON g.project_id = r.project_id AND g.user_id = r.user_id AND g.comp = r.comp
  ), upd AS (
    UPDATE activities a SET group_id = w.new_group, selected = w.chosen, grouped = w.now_grouped,
      summary_due = CASE WHEN a.selected <> w.chosen THEN true ELSE a.summary_due END
    FROM answer w
    WHERE a.project_id = w.project_id AND a.user_id = w.user_id AND a.activity_id = w.activity_id
      AND (w.old_group <> w.new_group OR w.old_selected <> w.chosen OR w.old_grouped <> w.now_grouped)
    RETURNING a.activity_id
  )
  SELECT w.project_id, w.user_id, w.activity_id, w.new_group, w.chosen, w.old_selected <> w.chosen FROM answer w;
END
$$;

-- The workouts stored before this version, grouped once: every user who has two or more. A
-- workout no longer selected is marked summary_due, and its user's 'changed' job queued: its
-- summary goes, and its day and week are summarised again without it.
SELECT count(*) FROM (
  SELECT healthd_regroup_activities(array_agg(a.project_id), array_agg(a.user_id), array_agg(NULL::text), array_agg(NULL::bigint))
  FROM (SELECT project_id, user_id FROM activities WHERE type = 'workout' GROUP BY 1, 2 HAVING count(*) > 1) a
  GROUP BY a.project_id, a.user_id
) x;
INSERT INTO insight_jobs (project_id, user_id, kind, key, run_after)
SELECT DISTINCT project_id, user_id, 'changed', '', now() FROM activities WHERE summary_due AND NOT selected
ON CONFLICT (project_id, user_id, kind, key) WHERE leased_until IS NULL DO NOTHING;
