CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_type" varchar(16) DEFAULT 'Shipping' NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"email" varchar(254),
	"mobile" varchar(16) NOT NULL,
	"country" varchar(60) NOT NULL,
	"state" varchar(60),
	"city" varchar(60) NOT NULL,
	"postal_code" varchar(20),
	"address_line1" varchar(200) NOT NULL,
	"address_line2" varchar(200),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");