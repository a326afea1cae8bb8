-- A game's release day, so that "new games" are the newest releases rather than the highest ids.
-- The reference platform's catalogue has no real dates: each game's day is drawn from its place in
-- the catalogue (games.sort), spread over the 180 days before the day the catalogue was written,
-- about one game in six within any 30 of them. A catalogue written after this migration takes its
-- days from the same function (the games domain's seed), so both ways give the same days.
CREATE FUNCTION game_release_day(written date, sort integer) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT written - (sort * 97) % 180 $$;

ALTER TABLE games ADD COLUMN released_at date;
UPDATE games SET released_at = game_release_day(platform_now()::date, sort);
ALTER TABLE games ALTER COLUMN released_at SET NOT NULL;

-- games.list with sort "new": a category's newest releases first.
CREATE INDEX games_new ON games (game_type, released_at DESC, sort);
