-- Failed sign-ins per account in a time window, shared by every app process when there is no Redis
-- (docs/decisions/080-failed-sign-ins-and-common-passwords.md).
CREATE TABLE "sign_in_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_started_at");