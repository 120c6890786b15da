-- Webhook endpoints of a project and the deliveries of events to them. A delivery row is
-- written in the same transaction as its event (fan-out in appendEvent), so a committed event
-- always has its deliveries; workers in any number of processes claim due rows with
-- FOR UPDATE SKIP LOCKED and hold them by a lease (next_attempt_at) while sending.

CREATE TABLE webhook_endpoints (
  project_id                  text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  endpoint_id                 uuid NOT NULL,
  url                         text NOT NULL,
  events                      text[] NOT NULL,
  description                 text,
  payload                     text NOT NULL DEFAULT 'thin' CHECK (payload IN ('thin', 'full')),
  secret                      text NOT NULL,
  previous_secret             text,
  previous_secret_expires_at  timestamptz,
  disabled_at                 timestamptz,
  disabled_reason             text,
  created_at                  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, endpoint_id)
);

CREATE TABLE webhook_deliveries (
  project_id        text NOT NULL,
  delivery_id       uuid NOT NULL,
  endpoint_id       uuid NOT NULL,
  event_sequence    bigint NOT NULL,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed')),
  attempts          integer NOT NULL DEFAULT 0,
  -- Due time while pending; the lease's end while delivering (a crashed sender's lease runs out).
  next_attempt_at   timestamptz NOT NULL DEFAULT now(),
  last_status_code  integer,
  last_error        text,
  created_at        timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at        timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, delivery_id),
  UNIQUE (project_id, endpoint_id, event_sequence),
  FOREIGN KEY (project_id, endpoint_id) REFERENCES webhook_endpoints (project_id, endpoint_id) ON DELETE CASCADE,
  FOREIGN KEY (project_id, event_sequence) REFERENCES events (project_id, sequence) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'delivering');
CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (project_id, endpoint_id, created_at DESC, delivery_id DESC);

CREATE TABLE webhook_attempts (
  project_id    text NOT NULL,
  delivery_id   uuid NOT NULL,
  attempt       integer NOT NULL,
  started_at    timestamptz NOT NULL,
  duration_ms   integer NOT NULL,
  status_code   integer,
  error         text,
  PRIMARY KEY (project_id, delivery_id, attempt),
  FOREIGN KEY (project_id, delivery_id) REFERENCES webhook_deliveries (project_id, delivery_id) ON DELETE CASCADE
);
