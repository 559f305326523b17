ALTER TABLE "blog_comments" ADD COLUMN "form_token_id" varchar(22);--> statement-breakpoint
CREATE UNIQUE INDEX "blog_comments_form_token_idx" ON "blog_comments" USING btree ("form_token_id");