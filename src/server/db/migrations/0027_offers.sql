CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"asking_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"counter_amount" integer,
	"accepted_amount" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"answer_by" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone,
	"used_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0 AND "offers"."asking_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_product_buyer_idx" ON "offers" USING btree ("product_id","buyer_id");--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;