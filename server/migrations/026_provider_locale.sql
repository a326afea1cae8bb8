-- What a game session shows its amounts and words in, as a provider takes them at launch: the
-- brand's currency (ISO 4217 code and minor units) and the language of the launching request (a
-- language code of the product, EN, VI...). The provider reads them from the session it stored,
-- never from the launch URL. Sessions opened before the provider knew them end here: the player
-- starts the game again.
DELETE FROM provider_sessions;

ALTER TABLE provider_sessions
  ADD COLUMN currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  ADD COLUMN minor_units smallint NOT NULL CHECK (minor_units BETWEEN 0 AND 3),
  ADD COLUMN language text NOT NULL CHECK (language ~ '^[A-Z]{2}$');
