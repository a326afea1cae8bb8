-- The social sign-in link of spec §4 (the phone-auth provider in the reference platform): set once,
-- when the provider confirms it, and never changed or unlinked afterwards.
ALTER TABLE accounts ADD COLUMN social_provider text;
ALTER TABLE accounts ADD COLUMN social_linked_at timestamptz
