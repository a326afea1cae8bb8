-- What operators publish per brand: banners by group, notices, promotions and members' applications,
-- VIP levels, help articles and feedback. Texts that an operator writes per language are JSON objects
-- keyed by language code (EN, CN, VI...); the platform answers the caller's language or English.
CREATE TABLE banners (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  group_name text NOT NULL,
  title jsonb NOT NULL,
  linkage_type text NOT NULL CHECK (linkage_type IN ('none', 'url', 'route', 'game', 'promotion')),
  target text NOT NULL DEFAULT '',
  sort integer NOT NULL
);
CREATE INDEX banners_group ON banners (merchant, group_name, sort);

CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz
);
CREATE INDEX notices_merchant ON notices (merchant, start_at DESC);

CREATE TABLE promotions (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  category text NOT NULL,
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  content jsonb NOT NULL,
  apply_required boolean NOT NULL DEFAULT true,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  sort integer NOT NULL
);

CREATE TABLE promotion_applications (
  id bigserial PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  comment text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'joined', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, account_id)
);

CREATE TABLE vip_levels (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  level integer NOT NULL,
  name text NOT NULL,
  bet_required bigint NOT NULL,
  upgrade_bonus bigint NOT NULL,
  monthly_bonus bigint NOT NULL,
  rebate_bp integer NOT NULL,
  PRIMARY KEY (merchant, level)
);

CREATE TABLE help_articles (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  category text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  ip text NOT NULL,
  question_type text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_ip ON feedback (ip, created_at DESC)
