CREATE TABLE "home_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" varchar(120) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "meta_title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "meta_description" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "origins" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: the home offer texts are part of the catalog's shape, so their writes feed catalog_changes like the
-- other home tables (log_catalog_reshape, migration 0003).
CREATE TRIGGER home_offers_log_reshape AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_offers
  FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_reshape();
--> statement-breakpoint
-- Hand-written: the banner's texts as the storefront showed them before staff could edit them (spec section 1).
INSERT INTO home_offers (headline, detail, position) VALUES
  ('Free delivery', 'on orders above 100 AED', 0),
  ('Buy 1 wine, get the second up to 50% off', 'for wines under 250 AED', 1);
