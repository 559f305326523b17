CREATE TABLE "order_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	CONSTRAINT "order_return_lines_qty_check" CHECK ("order_return_lines"."qty" > 0 and "order_return_lines"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'requested' NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" text,
	"staff_note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"decided_by" integer,
	"received_by" integer,
	CONSTRAINT "order_returns_state_check" CHECK ("order_returns"."state" in ('requested', 'approved', 'refused', 'received')),
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason" in ('changed_mind', 'faulty', 'wrong_item', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"return_id" integer,
	"method" varchar(14) NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"amount_fils" integer NOT NULL,
	"shipping_fils" integer DEFAULT 0 NOT NULL,
	"gateway_detail" text,
	"attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('cancellation', 'return')),
	CONSTRAINT "refunds_return_check" CHECK (("refunds"."kind" = 'return') = ("refunds"."return_id" is not null)),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('card', 'cash', 'bank_transfer')),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'done', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fils" > 0 and "refunds"."shipping_fils" >= 0 and "refunds"."shipping_fils" <= "refunds"."amount_fils")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_check";--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_state_idx" ON "order_returns" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."state" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."kind" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_idx" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("attempt_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'refused', 'cancelled', 'returned', 'refunded'));