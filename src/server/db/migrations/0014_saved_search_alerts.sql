CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_product_id_pk" PRIMARY KEY("saved_search_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_pending_listings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "notified_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "sold_out_notified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "compiled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_query" "tsquery";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "key_terms" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_pending_listings" ADD CONSTRAINT "saved_search_pending_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_key_terms_idx" ON "saved_searches" USING gin ("key_terms") WHERE "saved_searches"."compiled";--> statement-breakpoint
CREATE INDEX "saved_searches_without_words_idx" ON "saved_searches" USING btree ("category") WHERE "saved_searches"."compiled" AND "saved_searches"."key_terms" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_to_compile_idx" ON "saved_searches" USING btree ("id") WHERE NOT "saved_searches"."compiled";