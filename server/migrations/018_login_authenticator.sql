-- An authenticator app (Google Authenticator or any RFC 6238 app) bound to an account: its base32
-- secret. A login from a new IP of such an account asks for the app's code (spec §4).
ALTER TABLE accounts ADD COLUMN totp_secret text;
