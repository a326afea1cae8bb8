-- A deposit channel's name is text the operator writes per language ("Bank transfer" is
-- "Chuyển khoản ngân hàng" to a Vietnamese player), a JSON object keyed by language code like the
-- other published texts; a name written before keeps its English.
ALTER TABLE deposit_channels ALTER COLUMN name TYPE jsonb USING jsonb_build_object('EN', name);
