CREATE TABLE "wanted_matches" (
	"wanted_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_matches_wanted_id_product_id_pk" PRIMARY KEY("wanted_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "wanted_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"isbn" text,
	"max_price" numeric(10, 2),
	"city" text,
	"institution" text,
	"match_query" "tsquery",
	"key_terms" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wanted_matches" ADD CONSTRAINT "wanted_matches_wanted_id_wanted_posts_id_fk" FOREIGN KEY ("wanted_id") REFERENCES "public"."wanted_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_matches" ADD CONSTRAINT "wanted_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_posts" ADD CONSTRAINT "wanted_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wanted_posts_user_created_idx" ON "wanted_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wanted_posts_open_created_idx" ON "wanted_posts" USING btree ("created_at" DESC NULLS LAST) WHERE "wanted_posts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "wanted_posts_open_isbn_idx" ON "wanted_posts" USING btree ("isbn") WHERE "wanted_posts"."closed_at" IS NULL AND "wanted_posts"."isbn" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wanted_posts_open_key_terms_idx" ON "wanted_posts" USING gin ("key_terms") WHERE "wanted_posts"."closed_at" IS NULL;