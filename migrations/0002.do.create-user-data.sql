-- A user's data: activities, daily records, baselines, AI summaries and facts. Every key starts
-- with (project_id, user_id); every list is served by an index in its keyset order.

CREATE TABLE activities (
  project_id        text NOT NULL,
  user_id           text NOT NULL,
  activity_id       text NOT NULL,
  type              text NOT NULL CHECK (type IN ('workout', 'mindfulness')),
  start_datetime    timestamptz NOT NULL,
  end_datetime      timestamptz NOT NULL,
  duration_seconds  integer NOT NULL CHECK (duration_seconds >= 0),
  -- Every other field of the request as sent: a PUT replaces the whole set.
  fields            jsonb NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (project_id, user_id, activity_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
-- A user's activities over time (load and trend windows in the insights).
CREATE INDEX activities_by_start ON activities (project_id, user_id, start_datetime DESC, activity_id DESC);

CREATE TABLE daily_records (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  type        text NOT NULL CHECK (type IN ('scores', 'zones', 'logs')),
  date        date NOT NULL,
  name        text NOT NULL,
  value       double precision,
  data        jsonb,
  providers   text[] NOT NULL DEFAULT '{}',
  ref         text,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (project_id, user_id, type, date, name),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE,
  CHECK (type <> 'scores' OR (value IS NOT NULL AND value BETWEEN 0 AND 100))
);
-- One metric's series (e.g. a sleep score over 28 days).
CREATE INDEX daily_records_by_name ON daily_records (project_id, user_id, type, name, date DESC);

CREATE TABLE baselines (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  name        text NOT NULL,
  mean        double precision NOT NULL,
  median      double precision NOT NULL,
  size        double precision NOT NULL,
  std         double precision NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (project_id, user_id, name),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

CREATE TABLE summaries (
  project_id      text NOT NULL,
  user_id         text NOT NULL,
  summary_id      uuid NOT NULL,
  name            text NOT NULL CHECK (name IN ('WorkoutSummary', 'MindfulsessionSummary', 'MealSummary',
                    'SleepSummary', 'DailySummary', 'WeeklySummary', 'TrendSummary', 'ImpactSummary',
                    'WeeklyActivitySummary', 'DailyNutritionSummary', 'WeeklyNutritionSummary')),
  period          jsonb,
  -- The instant the summary is about (period.start, else its creation): date filters and order.
  period_start    timestamptz NOT NULL,
  data            jsonb NOT NULL DEFAULT '{}',
  llm_output      jsonb,
  llm_debug       jsonb,
  providers       text[] NOT NULL DEFAULT '{}',
  ref             text,
  knowledge_urls  jsonb NOT NULL DEFAULT '[]',
  is_custom       boolean NOT NULL DEFAULT false,
  user_comment    text,
  user_rating     smallint NOT NULL DEFAULT 0 CHECK (user_rating IN (-1, 0, 1)),
  created_at      timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at      timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id, summary_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
CREATE INDEX summaries_newest ON summaries (project_id, user_id, period_start DESC, summary_id DESC);
CREATE INDEX summaries_by_name ON summaries (project_id, user_id, name, period_start DESC, summary_id DESC);

CREATE TABLE facts (
  project_id             text NOT NULL,
  user_id                text NOT NULL,
  fact_id                uuid NOT NULL,
  text                   text NOT NULL,
  type                   text NOT NULL CHECK (type IN ('mind', 'body', 'activity', 'nutrition', 'sleep', 'recovery', 'goal')),
  source                 text NOT NULL,
  certainty_on_creation  double precision CHECK (certainty_on_creation BETWEEN 0 AND 1),
  certainty_on_update    double precision CHECK (certainty_on_update BETWEEN 0 AND 1),
  -- What a derived fact is derived from: one fact per key, kept (deleted_at) after the user deletes
  -- it, so it is not recreated from the same evidence.
  fact_key               text,
  evidence               jsonb,
  deleted_at             timestamptz,
  created_at             timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at             timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id, fact_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
CREATE INDEX facts_newest ON facts (project_id, user_id, created_at DESC, fact_id DESC) WHERE deleted_at IS NULL;
CREATE INDEX facts_by_type ON facts (project_id, user_id, type, created_at DESC, fact_id DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX facts_by_key ON facts (project_id, user_id, fact_key) WHERE fact_key IS NOT NULL;
