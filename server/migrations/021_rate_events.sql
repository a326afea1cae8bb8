-- Counted events for sliding-window limits (failed logins, SMS sends, registrations, free play,
-- stream tickets…). Kept in the database so that several platform instances share the counts.
-- scope names the rule ('login.fail.ip', 'sms.number'…), subject what it counts (an address, an
-- account id, a phone number, a merchant); rows older than the longest window are swept.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  scope text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_lookup ON rate_events (scope, merchant, subject, at);
CREATE INDEX rate_events_age ON rate_events (at);
