CREATE TABLE "newsletter_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" uuid NOT NULL,
	"subject" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"sent_by" integer,
	"sent_by_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "newsletter_sends_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "token" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "unit_price_fils" integer;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_sent_by_staff_members_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_to_staff_members_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscribers_confirmed_idx" ON "subscribers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("done_at","created_at");--> statement-breakpoint
CREATE INDEX "quotation_requests_status_idx" ON "quotation_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_price_check" CHECK ("quotation_lines"."unit_price_fils" is null or "quotation_lines"."unit_price_fils" > 0);