-- Banners and notices as the operator console edits them (docs/console.md, Content): a banner's
-- schedule (none: always), a revision each console save names and bumps (a stale save is refused),
-- and pictures an operator uploads, re-encoded to the banner's 1x and 2x WebP sizes and kept in the
-- database per merchant under the hash of the uploaded bytes (the URL the portal loads them at).
ALTER TABLE banners ADD COLUMN start_at timestamptz;
ALTER TABLE banners ADD COLUMN end_at timestamptz;
ALTER TABLE banners ADD COLUMN revision integer NOT NULL DEFAULT 1;
-- The uploaded picture for every language (a banner_images key), and per language in place of it.
ALTER TABLE banners ADD COLUMN image_key text;
ALTER TABLE banners ADD COLUMN language_images jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE notices ADD COLUMN revision integer NOT NULL DEFAULT 1;

CREATE TABLE banner_images (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{32}$'),
  source_type text NOT NULL CHECK (source_type IN ('png', 'jpeg', 'webp')),
  source_width integer NOT NULL,
  source_height integer NOT NULL,
  webp_1x bytea NOT NULL,
  webp_2x bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT platform_now(),
  PRIMARY KEY (merchant, key)
);
