-- Meals, the foods imported from a USDA SR release, and the per-project event log (the outbox
-- that webhooks deliver from).

-- Installation-wide reference data, like habits: `healthd foods import --usda-sr DIR` fills it;
-- the analysis matches against these after the curated table built into healthd.
CREATE TABLE foods (
  food_id         text PRIMARY KEY,          -- usda:<NDB_No>
  name            text NOT NULL,
  aliases         text[] NOT NULL,
  category        text NOT NULL,
  calories        double precision NOT NULL,
  protein_g       double precision NOT NULL,
  carbohydrate_g  double precision NOT NULL,
  fat_g           double precision NOT NULL,
  fiber_g         double precision NOT NULL,
  sugar_g         double precision NOT NULL,
  sodium_mg       double precision NOT NULL,
  portions        jsonb NOT NULL DEFAULT '[]',
  default_grams   double precision NOT NULL,
  density         double precision,
  imported_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE meals (
  project_id          text NOT NULL,
  user_id             text NOT NULL,
  meal_id             uuid NOT NULL,
  description         text NOT NULL,
  meal_time           timestamptz NOT NULL,
  meal_type           text CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack')),
  portion_multiplier  double precision NOT NULL CHECK (portion_multiplier > 0 AND portion_multiplier <= 10),
  comment             text,
  summary_id          uuid,
  created_at          timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at          timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id, meal_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
-- The user's meal timeline.
CREATE INDEX meals_timeline ON meals (project_id, user_id, meal_time DESC, meal_id DESC);

-- The last sequence number given out per project. Taking the next one locks the project's row
-- until the transaction ends, so sequences are gapless and commit in order.
CREATE TABLE event_sequences (
  project_id     text PRIMARY KEY REFERENCES projects (project_id) ON DELETE CASCADE,
  last_sequence  bigint NOT NULL
);

CREATE TABLE events (
  project_id  text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  sequence    bigint NOT NULL,
  event_id    uuid NOT NULL,
  type        text NOT NULL,
  user_id     text,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, sequence),
  UNIQUE (event_id)
);
