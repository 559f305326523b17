CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"reference" varchar(64),
	"redirect_url" text,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"gateway_state" varchar(40),
	"amount_fils" integer NOT NULL,
	"captured_fils" integer DEFAULT 0 NOT NULL,
	"refunded_fils" integer DEFAULT 0 NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_state_check" CHECK ("order_payments"."state" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_check";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_idx" ON "order_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "order_payments_pending_idx" ON "order_payments" USING btree ("checked_at") WHERE "order_payments"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'refused', 'cancelled'));