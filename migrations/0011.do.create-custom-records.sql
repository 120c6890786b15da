-- Custom records: record types a project defines (name, granularity, unit, value range, a JSON
-- Schema for `data`), and the records its users store under them. Keys start with project_id.

CREATE TABLE custom_record_types (
  project_id   text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_]{0,63}$'),
  description  text,
  granularity  text NOT NULL CHECK (granularity IN ('day', 'instant')),
  unit         text,
  -- {minimum?, maximum?}: the range of a record's value.
  value        jsonb,
  -- A JSON Schema (draft 2020-12) every record's data satisfies; checked by the service.
  data_schema  jsonb,
  created_at   timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at   timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, name)
);

CREATE TABLE custom_records (
  project_id   text NOT NULL,
  user_id      text NOT NULL,
  type         text NOT NULL,
  -- The client's record_id: unique per user and type.
  record_id    text NOT NULL,
  -- A day type's record has a date (the user's local day), an instant type's a recorded_at.
  date         date,
  recorded_at  timestamptz,
  -- The list's sort key: the instant, or a day's midnight UTC (a type is one or the other).
  sort_at      timestamptz NOT NULL GENERATED ALWAYS AS (coalesce(recorded_at, date::timestamp AT TIME ZONE 'UTC')) STORED,
  value        numeric,
  data         jsonb,
  providers    text[] NOT NULL DEFAULT '{}',
  ref          text,
  created_at   timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at   timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id, type, record_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE,
  -- No cascade: a type with records cannot be deleted (the service answers 409 first).
  FOREIGN KEY (project_id, type) REFERENCES custom_record_types (project_id, name),
  CHECK ((date IS NULL) <> (recorded_at IS NULL))
);
-- A user's records of one type, newest first (the list route's keyset order).
CREATE INDEX custom_records_newest ON custom_records (project_id, user_id, type, sort_at DESC, record_id DESC);
-- Whether a type has records, and every record of a type in a stable order (a schema change is
-- checked against all of them in batches).
CREATE INDEX custom_records_by_type ON custom_records (project_id, type, user_id, record_id);
-- A user's numeric day records over a range of days (the DailySummary's custom_records).
CREATE INDEX custom_records_by_day ON custom_records (project_id, user_id, date) WHERE date IS NOT NULL AND value IS NOT NULL;
