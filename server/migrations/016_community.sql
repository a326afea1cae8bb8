-- Community of a merchant: chat rooms and their messages, the daily sign-in task and the blog.

-- Chat rooms of a merchant, in order. name is operator text per language: { "en": "…", "vi": "…" }.
CREATE TABLE chat_rooms (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  slug text NOT NULL,
  name jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant, slug)
);

-- One message of a room: plain text (the client renders it as text), at most 500 characters.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC);
CREATE INDEX chat_messages_account ON chat_messages (account_id, created_at DESC);

-- The daily sign-in task of a merchant: the calendar day is counted in time_zone (an IANA name),
-- and rewards holds the reward of each day of the 7-day cycle in minor units.
CREATE TABLE checkin_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  time_zone text NOT NULL DEFAULT 'UTC',
  rewards bigint[] NOT NULL CHECK (cardinality(rewards) = 7)
);

-- One check-in of an account on a calendar day (once per day); streak counts consecutive days
-- ending with this one. The reward moves through the ledger as kind 'checkin', 'checkin:<day>'.
CREATE TABLE checkins (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  streak integer NOT NULL CHECK (streak > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, day)
);

-- Blog posts of a merchant in one language (upper-case code, e.g. EN, VI). body is HTML that the
-- client sanitises before it renders.
CREATE TABLE blog_posts (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_merchant ON blog_posts (merchant, language, published_at DESC);
