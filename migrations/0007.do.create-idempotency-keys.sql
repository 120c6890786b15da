-- Idempotency-Key on POST: the first response for a key, per project and caller, kept 24 h.
CREATE TABLE idempotency_keys (
  project_id       text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  principal        text NOT NULL,
  key              text NOT NULL,
  request_hash     bytea NOT NULL,
  response_status  integer,          -- NULL while the first request is being handled
  response_body    text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, principal, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);
