-- The platform's clock in SQL (server/platform/clock.ts): platform_now() is now() moved by the
-- offset the test control API sets, and now() itself outside tests. Business queries and the
-- columns that stamp business time read it instead of now(), so a suite can move the platform a day
-- on instead of waiting for one. The clock rewrites the function with its offset written in: a
-- function of one expression, which PostgreSQL inlines into each query (a table read in it would
-- run once per row scanned). Each database, so each platform, has its own.
CREATE FUNCTION platform_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() $$;

ALTER TABLE accounts ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE sessions ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE ledger ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE sms_outbox ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE bets ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE password_resets ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE provider_sessions ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE favourite_games ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE recent_games ALTER COLUMN played_at SET DEFAULT platform_now();
ALTER TABLE promotion_applications ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE feedback ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE deposit_orders ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE payment_passwords ALTER COLUMN updated_at SET DEFAULT platform_now();
ALTER TABLE bank_accounts ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE withdrawal_orders ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE inbox_messages ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE missions ALTER COLUMN starts_at SET DEFAULT platform_now();
ALTER TABLE mission_claims ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE rewards ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE points_ledger ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE redeem_orders ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE agent_announcements ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE agent_invite_links ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE agent_contracts ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE agent_contracts ALTER COLUMN updated_at SET DEFAULT platform_now();
ALTER TABLE agent_salary_periods ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE chat_messages ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE checkins ALTER COLUMN created_at SET DEFAULT platform_now();
ALTER TABLE blog_posts ALTER COLUMN published_at SET DEFAULT platform_now();
ALTER TABLE rate_events ALTER COLUMN at SET DEFAULT platform_now();
