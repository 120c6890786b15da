-- Device files in (CONTRACT "Device files in"): the imports and their job state, the per-source
-- hourly buckets and sleep nights that day records are computed from, and the six built-in
-- record types every project has.

-- One uploaded file. It is its own job: queued until a worker claims it (running, under a lease
-- renewed with its progress), then completed or failed. The write phase commits in numbered
-- batches (`step` counts those committed), so a restart after a crash skips what is in already.
CREATE TABLE imports (
  project_id          text NOT NULL,
  user_id             text NOT NULL,
  import_id           uuid NOT NULL,
  status              text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  format              text NOT NULL CHECK (format IN ('apple_health', 'fit', 'gpx', 'tcx', 'zip')),
  provider            text,
  -- The user's tz_offset at upload: the local days and nights the import writes.
  tz                  integer NOT NULL DEFAULT 0,
  bytes               bigint NOT NULL,
  sha256              text NOT NULL,
  -- Where the file waits: the file store (a DATA_DIR/imports that one or more processes share,
  -- named by the id kept in it) and the file's name there. Only a process of that store runs it.
  store               text NOT NULL,
  file                text NOT NULL,
  records_read        integer NOT NULL DEFAULT 0,
  activities_created  integer NOT NULL DEFAULT 0,
  activities_updated  integer NOT NULL DEFAULT 0,
  day_records_written integer NOT NULL DEFAULT 0,
  duplicates          integer NOT NULL DEFAULT 0,
  skipped             integer NOT NULL DEFAULT 0,
  -- [{at, error}]: the first 50 records skipped, or the reason the file failed.
  errors              jsonb NOT NULL DEFAULT '[]',
  step                integer NOT NULL DEFAULT 0,
  attempts            integer NOT NULL DEFAULT 0,
  -- The claim running it (a random token) and until when; renewed with the progress.
  lease               text,
  leased_until        timestamptz,
  -- A queued import is claimed from then on (now, or after the backoff of a failed attempt).
  run_after           timestamptz NOT NULL DEFAULT now(),
  created_at          timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at          timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  finished_at         timestamptz,
  PRIMARY KEY (project_id, user_id, import_id),
  -- The same bytes again for the same user answer the earlier import.
  UNIQUE (project_id, user_id, sha256),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
-- The list route's keyset order (newest first).
CREATE INDEX imports_newest ON imports (project_id, user_id, created_at DESC, import_id DESC);
-- The worker's claim: queued imports that are due, and running ones whose lease ran out.
CREATE INDEX imports_due ON imports (store, run_after) WHERE status = 'queued';
CREATE INDEX imports_leases ON imports (store, leased_until) WHERE status = 'running';

-- Per source and UTC hour, what the samples of a measure add up to: the sum and count (steps and
-- active energy split by the time a sample spends in each hour), and the latest sample (weight).
-- The day records are computed from these by the source priority, so a change of priority
-- computes them again without the files. A later file's (measure, hour, source) replaces an
-- earlier one's: an export holds everything its source had for that hour.
CREATE TABLE measure_hours (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  measure     text NOT NULL CHECK (measure IN ('steps', 'active_energy', 'resting_heart_rate', 'hrv_sdnn', 'weight')),
  hour        timestamptz NOT NULL,
  source      text NOT NULL,
  sum         double precision NOT NULL,
  n           integer NOT NULL,
  last_at     timestamptz,
  last_value  double precision,
  -- The provider of the import that wrote it (stamped on the day records computed from it).
  provider    text,
  PRIMARY KEY (project_id, user_id, measure, hour, source),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

-- Per source and night (the local day of waking), the night as that source saw it: its bounds,
-- minutes per stage, sleep onset and time awake after it (src/imports/sleep.ts). The night's
-- sleep record and score come from the highest-priority source.
CREATE TABLE sleep_nights (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  day         date NOT NULL,
  source      text NOT NULL,
  night       jsonb NOT NULL,
  provider    text,
  PRIMARY KEY (project_id, user_id, day, source),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

-- The built-in record types: every project has them (created with it), imports write them, and
-- they cannot be changed or deleted.
ALTER TABLE custom_record_types ADD COLUMN built_in boolean NOT NULL DEFAULT false;

CREATE FUNCTION healthd_add_built_in_record_types(p_project text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO custom_record_types (project_id, name, description, granularity, unit, value, data_schema, built_in)
  SELECT p_project, t.name, t.description, t.granularity, t.unit, t.value::jsonb, t.data_schema::jsonb, true
  FROM (VALUES
    ('steps', 'Built in: steps of the day, counted per hour from the highest-priority source with data in that hour (imports write it).',
     'day', 'count', '{"minimum": 0}',
     '{"type": "object", "properties": {"sources": {"type": "array", "items": {"type": "string"}}}}'),
    ('active_energy', 'Built in: active energy of the day, counted per hour from the highest-priority source with data in that hour (imports write it).',
     'day', 'kcal', '{"minimum": 0}',
     '{"type": "object", "properties": {"sources": {"type": "array", "items": {"type": "string"}}}}'),
    ('resting_heart_rate', 'Built in: resting heart rate of the day, from its highest-priority source (imports write it).',
     'day', 'bpm', '{"minimum": 0, "maximum": 300}',
     '{"type": "object", "properties": {"sources": {"type": "array", "items": {"type": "string"}}}}'),
    ('hrv_sdnn', 'Built in: heart-rate variability (SDNN) of the day, the mean of its samples from the highest-priority source (imports write it).',
     'day', 'ms', '{"minimum": 0, "maximum": 1000}',
     '{"type": "object", "properties": {"sources": {"type": "array", "items": {"type": "string"}}}}'),
    ('sleep', 'Built in: the night ending on this day (of waking), from its highest-priority source; value: minutes asleep (imports write it).',
     'day', 'min', '{"minimum": 0, "maximum": 1440}',
     '{"type": "object", "properties": {"start": {"type": "string", "format": "date-time"}, "end": {"type": "string", "format": "date-time"}, "in_bed_minutes": {"type": "number", "minimum": 0}, "asleep_minutes": {"type": "number", "minimum": 0}, "awake_minutes": {"type": "number", "minimum": 0}, "deep_minutes": {"type": "number", "minimum": 0}, "rem_minutes": {"type": "number", "minimum": 0}, "core_minutes": {"type": "number", "minimum": 0}, "sources": {"type": "array", "items": {"type": "string"}}}}'),
    ('weight', 'Built in: body weight, the day''s latest sample from its highest-priority source (imports write it).',
     'instant', 'kg', '{"minimum": 0, "maximum": 1000}',
     '{"type": "object", "properties": {"sources": {"type": "array", "items": {"type": "string"}}}}')
  ) AS t(name, description, granularity, unit, value, data_schema)
  -- A type of the same name the project made itself stays as it is.
  ON CONFLICT (project_id, name) DO NOTHING
$$;

SELECT healthd_add_built_in_record_types(project_id) FROM projects;

CREATE FUNCTION healthd_project_built_in_record_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM healthd_add_built_in_record_types(NEW.project_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER projects_built_in_record_types AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION healthd_project_built_in_record_types();
