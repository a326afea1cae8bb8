-- The game catalogue shared by every brand: vendors (one card each in the lobbies) and their games.
-- is_game is GAME for a playable entry and VASSALAGE for a vendor card that opens a list of its games;
-- maintenance makes a launch refuse with the maintenance message. min_bet is in minor units.
CREATE TABLE game_vendors (
  code text PRIMARY KEY,
  display_name text NOT NULL,
  game_type text NOT NULL,
  is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  account_type_id integer NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  maintenance boolean NOT NULL DEFAULT false,
  lobby_code text,
  sort integer NOT NULL
);

CREATE TABLE games (
  id bigserial PRIMARY KEY,
  vendor text NOT NULL REFERENCES game_vendors (code),
  game_code text NOT NULL,
  name text NOT NULL,
  game_type text NOT NULL,
  classify text,
  min_bet integer NOT NULL CHECK (min_bet > 0),
  line_num integer NOT NULL DEFAULT 1,
  default_play_type text,
  hot_rank integer,
  sort integer NOT NULL,
  UNIQUE (vendor, game_code)
);
CREATE INDEX games_by_type ON games (game_type, vendor, sort);
CREATE INDEX games_page ON games (game_type, sort);
CREATE INDEX games_hot ON games (hot_rank) WHERE hot_rank IS NOT NULL;

-- A member's favourite games and recently launched games.
CREATE TABLE favourite_games (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, game_id)
);

CREATE TABLE recent_games (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, game_id)
);
CREATE INDEX recent_games_by_time ON recent_games (account_id, played_at DESC);

-- Player-versus-player rooms of the PVP vendors, and the Vietnamese lottery's draws by region.
CREATE TABLE pvp_rooms (
  id bigserial PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  name text NOT NULL,
  min_bet integer NOT NULL,
  max_players integer NOT NULL
);

CREATE TABLE lottery_draws (
  region text NOT NULL CHECK (region IN ('north', 'central', 'south')),
  province text NOT NULL,
  draw_date date NOT NULL,
  prizes jsonb NOT NULL,
  PRIMARY KEY (region, province, draw_date)
)
