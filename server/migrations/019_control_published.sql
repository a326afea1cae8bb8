-- Blog posts and agent announcements that the test control API published (PUT
-- /__control/merchants/<code>/content), so that its DELETE removes them and leaves the seed as it was.
ALTER TABLE blog_posts ADD COLUMN by_control boolean NOT NULL DEFAULT false;
ALTER TABLE agent_announcements ADD COLUMN by_control boolean NOT NULL DEFAULT false;
