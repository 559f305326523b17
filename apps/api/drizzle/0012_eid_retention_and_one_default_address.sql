-- A user with several defaults (saved at once before this index) keeps the oldest as the default.
UPDATE "addresses" a SET "is_default" = false
WHERE a."is_default" AND EXISTS (SELECT 1 FROM "addresses" b WHERE b."user_id" = a."user_id" AND b."is_default" AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "orders_eid_document_idx" ON "orders" USING btree ("eid_document_id") WHERE "orders"."eid_document_id" is not null;--> statement-breakpoint
ALTER TABLE "eid_documents" DROP COLUMN "delete_after";