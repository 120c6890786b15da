-- A user's data syncs: the last sync per (provider, data_type), kept by the writes that carry a
-- provider (sync_type 'push', in the write's own statement) and by the syncs a backend reports
-- (PUT /users/{user_id}/data_syncs/{provider}/{data_type}). The latest write or report replaces
-- the entry. The user response is built from here, so users.data_syncs (0001, always '[]') goes.

CREATE TABLE data_syncs (
  project_id  text NOT NULL,
  user_id     text NOT NULL,
  provider    text NOT NULL,
  data_type   text NOT NULL CHECK (data_type IN ('activities', 'daily_records', 'baselines', 'meals', 'custom_records')),
  sync_type   text NOT NULL CHECK (sync_type IN ('push', 'backfill')),
  status      text NOT NULL CHECK (status IN ('ok', 'in_progress', 'failed')),
  updated_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Also the user response's order: provider, then data_type.
  PRIMARY KEY (project_id, user_id, provider, data_type),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

ALTER TABLE users DROP COLUMN data_syncs;
