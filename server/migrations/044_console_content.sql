-- The console's Content section (promotions, help articles, blog posts, agent announcements):
-- each row carries a revision that a save names, so a save made from a stale read is refused
-- rather than undoing another operator's change unseen.
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 1;
ALTER TABLE help_articles ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 1;
ALTER TABLE blog_posts ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 1;
ALTER TABLE agent_announcements ADD COLUMN IF NOT EXISTS revision integer NOT NULL DEFAULT 1;

-- Announcements written per language, keyed by language code as promotions are ({"EN": "…"}).
-- title and content stay the text of the brand's default language, for a row written before
-- these columns (or by the test control API), which agent.announcements falls back to.
ALTER TABLE agent_announcements ADD COLUMN IF NOT EXISTS title_texts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE agent_announcements ADD COLUMN IF NOT EXISTS content_texts jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Who decided an application, when, and the reason given to a refusal.
ALTER TABLE promotion_applications ADD COLUMN IF NOT EXISTS decided_by bigint REFERENCES operators (id) ON DELETE SET NULL;
ALTER TABLE promotion_applications ADD COLUMN IF NOT EXISTS decided_at timestamptz;
ALTER TABLE promotion_applications ADD COLUMN IF NOT EXISTS reason text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS promotion_applications_queue ON promotion_applications (promotion_id, status, created_at);
