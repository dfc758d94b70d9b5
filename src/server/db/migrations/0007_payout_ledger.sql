CREATE TABLE "payout_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"payout_reference" text,
	CONSTRAINT "payout_entries_kind_known" CHECK ("payout_entries"."kind" IN ('earning', 'reversal')),
	CONSTRAINT "payout_entries_sign_matches_kind" CHECK (("payout_entries"."kind" = 'earning' AND "payout_entries"."amount_paise" > 0) OR ("payout_entries"."kind" = 'reversal' AND "payout_entries"."amount_paise" < 0)),
	CONSTRAINT "payout_entries_paid_with_reference" CHECK (("payout_entries"."paid_at" IS NULL) = ("payout_entries"."payout_reference" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_entries_part_kind_idx" ON "payout_entries" USING btree ("order_id","seller_id","kind");--> statement-breakpoint
CREATE INDEX "payout_entries_seller_created_idx" ON "payout_entries" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_entries_unpaid_idx" ON "payout_entries" USING btree ("seller_id","due_at") WHERE "payout_entries"."paid_at" IS NULL;