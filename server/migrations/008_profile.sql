-- The member's own details for the security centre: avatar, interface language, club label and the
-- profile labels of spec §3 (birthday, addresses, place of birth, nationality, occupation, source of
-- income, Telegram, Zalo) as a JSON object of strings.
ALTER TABLE accounts ADD COLUMN avatar smallint NOT NULL DEFAULT 1 CHECK (avatar BETWEEN 1 AND 12);
ALTER TABLE accounts ADD COLUMN language text NOT NULL DEFAULT 'EN';
ALTER TABLE accounts ADD COLUMN rank_level smallint NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN label_name text;
ALTER TABLE accounts ADD COLUMN profile jsonb NOT NULL DEFAULT '{}'::jsonb
