-- Banner art an operator gives as a URL (null: the platform's generated art), and a winner board an
-- operator (or the test control API) publishes in place of the one computed from bets.
ALTER TABLE banners ADD COLUMN image_url text;

CREATE TABLE winner_board_overrides (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  entries jsonb NOT NULL DEFAULT '[]'::jsonb
);
