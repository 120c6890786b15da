-- Projects, their OAuth clients, the token signing key, and users.
-- Timestamps are kept at millisecond precision: that is what the API returns, and page keys
-- carry them exactly.

CREATE TABLE projects (
  project_id  text PRIMARY KEY,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

CREATE TABLE oauth_clients (
  project_id   text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  client_id    text NOT NULL,
  name         text NOT NULL,
  type         text NOT NULL CHECK (type IN ('confidential', 'public')),
  secret_hash  text,
  scopes       text[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  revoked_at   timestamptz,
  PRIMARY KEY (project_id, client_id),
  CHECK ((type = 'confidential') = (secret_hash IS NOT NULL))
);
-- Basic credentials name a client without its project; client ids are unique installation-wide.
CREATE UNIQUE INDEX oauth_clients_client_id_key ON oauth_clients (client_id);

-- The installation's token signing key (when not configured and not embedded). One row.
CREATE TABLE signing_keys (
  singleton    boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  kid          text NOT NULL,
  private_pem  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  project_id        text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  user_id           text NOT NULL,
  language          text,
  tz_offset         integer,
  firstname         text,
  lastname          text,
  measurement_unit  text,
  gender            text,
  birthday          date,
  height            double precision,
  weight            double precision,
  thresholds        jsonb,
  location          jsonb,
  coach_config      jsonb,
  data_syncs        jsonb NOT NULL DEFAULT '[]',
  created_at        timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at        timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX users_newest_first ON users (project_id, created_at DESC, user_id DESC);
