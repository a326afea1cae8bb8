-- What a promotion asks of a member (spec §4 activity statuses): apply (an application with a
-- comment and images that the operator reviews: applying -> joined | rejected, then issued when its
-- bonus is paid), join (one click: joined), claim (a bonus credited at once: claimed), signin (a
-- daily sign-in: signed for the day) or auto (nothing to do, it runs by itself: process). bonus is
-- what claim and signin credit, in minor units.
ALTER TABLE promotions ADD COLUMN action text NOT NULL DEFAULT 'apply'
  CHECK (action IN ('apply', 'join', 'claim', 'signin', 'auto'));
ALTER TABLE promotions ADD COLUMN bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0);
UPDATE promotions SET action = 'auto' WHERE NOT apply_required;
ALTER TABLE promotion_applications DROP CONSTRAINT promotion_applications_status_check;
ALTER TABLE promotion_applications ADD CONSTRAINT promotion_applications_status_check
  CHECK (status IN ('applying', 'joined', 'rejected', 'issued', 'claimed', 'signed'));

-- What earns points (spec §9): paid deposits (source DEPOSIT) and settled bets of the game types
-- live, lottery, PVP, slots and sports (source = the bet's game_type: LIVE, LOTT, ELOTT, PVP, RNG,
-- SPORTS). per_point minor units earn 1 point; a source without a row earns nothing. This replaces
-- points_settings.stake_per_point, which stays only for databases written before it.
CREATE TABLE points_rates (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  source text NOT NULL,
  per_point bigint NOT NULL CHECK (per_point > 0),
  PRIMARY KEY (merchant, source)
);
INSERT INTO points_rates (merchant, source, per_point)
SELECT s.merchant, t.source, s.stake_per_point
FROM points_settings s, unnest(ARRAY['LIVE', 'LOTT', 'ELOTT', 'PVP', 'RNG', 'SPORTS']) AS t(source);

-- The money behind a points row: the stake or deposit that earned it, the amount a conversion
-- credited, or the cash part of a redeem order (and of its refund); 0 when none.
ALTER TABLE points_ledger ADD COLUMN amount bigint NOT NULL DEFAULT 0;
