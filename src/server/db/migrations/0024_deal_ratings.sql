CREATE TABLE "deal_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"direction" text NOT NULL,
	"rater_id" integer,
	"ratee_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"handed_over_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_ratings_rating_range" CHECK ("deal_ratings"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "deal_ratings_direction_known" CHECK ("deal_ratings"."direction" IN ('buyer_rates_seller', 'seller_rates_buyer'))
);
--> statement-breakpoint
ALTER TABLE "deal_ratings" ADD CONSTRAINT "deal_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_ratings" ADD CONSTRAINT "deal_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_ratings" ADD CONSTRAINT "deal_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_ratings" ADD CONSTRAINT "deal_ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_ratings_deal_direction_idx" ON "deal_ratings" USING btree ("order_id","seller_id","direction");--> statement-breakpoint
CREATE INDEX "deal_ratings_ratee_idx" ON "deal_ratings" USING btree ("ratee_id","direction","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_ratings_rater_idx" ON "deal_ratings" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "deal_ratings_hidden_idx" ON "deal_ratings" USING btree ("handed_over_at") WHERE "deal_ratings"."revealed_at" IS NULL;