-- Registration asks for the image captcha (issue 38: mass sign-ups). A merchant stored before has
-- its registration fields without it; they gain it, enabled, as a brand seeded now starts. An
-- operator may still switch it off in the registration config.
UPDATE merchants
SET settings = jsonb_set(
  settings,
  '{register,fields,captcha}',
  '{"enabled": true, "required": true, "acceptedPattern": "^[A-Za-z0-9]+$", "patternId": "alnum", "minLength": 4, "maxLength": 4}'::jsonb
)
WHERE settings #> '{register,fields}' IS NOT NULL
  AND NOT (settings #> '{register,fields}' ? 'captcha');

-- Failed sign-ins are counted in rate_events (server/platform/sign-in-failures.ts) now.
ALTER TABLE accounts DROP COLUMN failed_logins;
