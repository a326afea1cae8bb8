-- A VIP level's name is text the operator writes per language, as a JSON object keyed by language
-- code (EN, CN, VI...) like the other published texts; a name written before keeps its English.
ALTER TABLE vip_levels ALTER COLUMN name TYPE jsonb USING jsonb_build_object('EN', name);
