ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_kind_idx" ON "mail_outbox" USING btree ("user_id","kind","created_at");