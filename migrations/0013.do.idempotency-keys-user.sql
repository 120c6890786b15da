-- The user a cached idempotent response belongs to (the path's user_id), so erasing a user
-- (DELETE /users/{user_id}) also removes the responses that carry their data.
ALTER TABLE idempotency_keys ADD COLUMN user_id text;
CREATE INDEX idempotency_keys_user ON idempotency_keys (project_id, user_id) WHERE user_id IS NOT NULL;
-- A user's events, whose payloads erasure reduces to ids.
CREATE INDEX events_user ON events (project_id, user_id) WHERE user_id IS NOT NULL;
