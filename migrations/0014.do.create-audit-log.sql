-- Who did what to a project, and when: its administration (clients, identity providers,
-- webhooks, custom record types) and erasures of users. Never a secret: details name what
-- changed, not credentials.
CREATE TABLE audit_log (
  project_id   text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  audit_id     uuid NOT NULL DEFAULT gen_random_uuid(),
  at           timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- client (a client token), user (a user token), cli (the healthd command on the server)
  actor_type   text NOT NULL CHECK (actor_type IN ('client', 'user', 'cli')),
  actor_id     text NOT NULL,
  action       text NOT NULL,
  target_type  text,
  target_id    text,
  details      jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (project_id, audit_id)
);
CREATE INDEX audit_log_newest ON audit_log (project_id, at DESC, audit_id DESC);
