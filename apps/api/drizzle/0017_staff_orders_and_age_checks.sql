CREATE TABLE "age_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"eid_document_id" integer,
	"decision" varchar(10) NOT NULL,
	"id_expires_on" date,
	"reason" varchar(300),
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "age_checks_decision_check" CHECK ("age_checks"."decision" in ('verified', 'rejected')),
	CONSTRAINT "age_checks_verified_check" CHECK (("age_checks"."decision" = 'verified' and "age_checks"."id_expires_on" is not null) or ("age_checks"."decision" = 'rejected' and "age_checks"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refusal_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_eid_document_id_eid_documents_id_fk" FOREIGN KEY ("eid_document_id") REFERENCES "public"."eid_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_checks_user_idx" ON "age_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "age_checks_document_idx" ON "age_checks" USING btree ("eid_document_id");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'refused', 'cancelled'));