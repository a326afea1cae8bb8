-- The routers answer of spec §3, per merchant: the other domains its site answers on (players keep
-- them for when one cannot be reached) and the app packages with their QR codes. A brand seeded
-- now gets its own (server/platform/seed-routers.ts); a merchant stored before starts with none,
-- which the portal shows as it did: no other addresses, the brand's own app links.
CREATE TABLE merchant_domains (
  merchant text NOT NULL REFERENCES merchants (code),
  domain text NOT NULL CHECK (domain ~ '^[a-z0-9.-]{1,253}$'),
  sort integer NOT NULL,
  PRIMARY KEY (merchant, domain)
);

-- resource_type names the platform (ANDROID, IOS, …); one package per platform and merchant.
CREATE TABLE app_resources (
  merchant text NOT NULL REFERENCES merchants (code),
  resource_type text NOT NULL CHECK (resource_type ~ '^[A-Z0-9_]{1,20}$'),
  url text NOT NULL CHECK (length(url) <= 500),
  qr_code_url text NOT NULL CHECK (length(qr_code_url) <= 500),
  label_name_en text NOT NULL CHECK (length(label_name_en) <= 100),
  sort integer NOT NULL,
  PRIMARY KEY (merchant, resource_type)
);
