-- Tickets that open one live stream (server-sent events): EventSource sends no headers, and a
-- session token in a URL ends up in logs and history, so the client asks for a ticket with its
-- token and opens the stream with the ticket. Only the ticket's hash is kept; it belongs to one
-- session (and so one account) at one merchant, lasts 30 seconds and is deleted when used.
CREATE TABLE stream_tickets (
  hash text PRIMARY KEY,
  session_token text NOT NULL REFERENCES sessions (token) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at);
