-- Issue 25, item 9: staff block a customer with a reason; a blocked account cannot log in and its sessions open nothing.
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blocked_reason_check" CHECK (("users"."blocked_at" is null) = ("users"."blocked_reason" is null));