-- State that a login or a sign-up carries from one request to the next, kept in the database so
-- that any instance behind the balancer finishes what another began. Each row is short-lived and
-- single-use: it is taken with DELETE ... RETURNING (two instances cannot both accept it), and
-- expired rows are swept a few at a time when new ones are written.

-- Image codes and sliders (server/platform/captcha.ts). An image keeps only an HMAC of its code
-- (keyed by the id); a slider keeps its x, which the ±4 px check needs. answer is the plain code,
-- written only when the platform runs with the test control API (which reveals it), never otherwise.
CREATE TABLE captchas (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'slider')),
  code_hash text,
  x integer,
  answer text,
  expires_at timestamptz NOT NULL,
  CHECK ((kind = 'image') = (code_hash IS NOT NULL) AND (kind = 'slider') = (x IS NOT NULL))
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- Sealed payloads opened (server/platform/sealed.ts): `<ts>.<nonce>`, refused when seen again.
CREATE TABLE sealed_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sealed_nonces_expiry ON sealed_nonces (expires_at);

-- Codes sent by the demo phone-auth provider (handlers/phone-auth.ts). The verification id is a
-- bearer secret: only its hash is kept.
CREATE TABLE phone_verifications (
  id_hash text PRIMARY KEY,
  merchant text NOT NULL,
  phone text NOT NULL,
  outbox_id bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX phone_verifications_expiry ON phone_verifications (expires_at);

-- Logins from a new IP waiting for their extra step (handlers/auth.ts). The ticket is a bearer
-- secret: only its hash is kept. No password: weak_password is what finishing needs of it.
CREATE TABLE login_verifications (
  ticket_hash text PRIMARY KEY,
  merchant text NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ip text NOT NULL,
  method text NOT NULL,
  is_sms boolean NOT NULL,
  weak_password boolean NOT NULL,
  wrong_answers integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_verifications_expiry ON login_verifications (expires_at);
