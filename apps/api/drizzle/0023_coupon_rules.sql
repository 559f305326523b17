ALTER TABLE "coupons" ADD COLUMN "max_discount_fils" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_code_upper_check" CHECK ("coupons"."code" = upper("coupons"."code"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount_check" CHECK ("coupons"."max_discount_fils" is null or "coupons"."max_discount_fils" > 0);