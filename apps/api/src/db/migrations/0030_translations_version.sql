CREATE TABLE "translations_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "translations_version_one_row" CHECK ("translations_version"."one")
);
--> statement-breakpoint
INSERT INTO "translations_version" ("one", "version") VALUES (true, floor(random() * 1e12)::bigint);
--> statement-breakpoint
-- Raises the translations version (see translationsVersion in db/schema/translations.ts) with
-- every statement that writes translations, in its transaction: an API process that kept a
-- language's strings reads them again once the version moved, whichever instance wrote them.
-- The step is random, so a database restored from a backup does not reach a number that an API
-- process still remembers for other strings.
CREATE OR REPLACE FUNCTION translations_version_raise()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE translations_version SET version = version + 1 + floor(random() * 1e6)::bigint WHERE one;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER translations_version_raise AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations FOR EACH STATEMENT EXECUTE FUNCTION translations_version_raise();
