ALTER TABLE "users" ADD COLUMN "institute" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;