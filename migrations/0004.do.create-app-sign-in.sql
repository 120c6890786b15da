-- App sign-in: identity providers of a project, the users they sign in (keyed by issuer and
-- subject, never by email), and refresh tokens (hashed, single use, in rotation families).

CREATE TABLE identity_providers (
  project_id  text NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
  idp_id      uuid NOT NULL,
  issuer      text NOT NULL,
  audience    text NOT NULL,
  jwks_uri    text,            -- NULL: discovered from the issuer's openid-configuration
  user_claim  text NOT NULL DEFAULT 'sub',
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, idp_id),
  UNIQUE (project_id, issuer, audience)
);

CREATE TABLE user_identities (
  project_id  text NOT NULL,
  issuer      text NOT NULL,
  subject     text NOT NULL,
  user_id     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (project_id, issuer, subject),
  -- One identity per user: a second provider whose claim names the same user id is refused
  -- rather than merged into someone else's account.
  UNIQUE (project_id, user_id),
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);

CREATE TABLE refresh_tokens (
  project_id       text NOT NULL,
  token_hash       bytea NOT NULL,          -- SHA-256 of the opaque token
  family_id        uuid NOT NULL,           -- every rotation of one sign-in
  client_id        text NOT NULL,
  user_id          text NOT NULL,
  scopes           text[] NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  family_expires_at timestamptz NOT NULL,   -- absolute lifetime of the sign-in
  idle_expires_at  timestamptz NOT NULL,    -- unused for this long: dead
  used_at          timestamptz,
  revoked_at       timestamptz,
  PRIMARY KEY (project_id, token_hash),
  FOREIGN KEY (project_id, client_id) REFERENCES oauth_clients (project_id, client_id) ON DELETE CASCADE,
  FOREIGN KEY (project_id, user_id) REFERENCES users (project_id, user_id) ON DELETE CASCADE
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (project_id, family_id);
CREATE INDEX refresh_tokens_client ON refresh_tokens (project_id, client_id) WHERE revoked_at IS NULL;
