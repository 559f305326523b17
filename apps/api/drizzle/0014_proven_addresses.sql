-- Decision 018: only a proven e-mail or mobile is one account's; unproven ones are claims several accounts may make.
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_mobile_unique";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "requested_by" varchar(64);--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "link_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_link_key" ON "one_time_codes" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_proven_email_key" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_proven_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");