CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer,
	"detached_at" timestamp with time zone,
	CONSTRAINT "uploads_name_unique" UNIQUE("name"),
	CONSTRAINT "uploads_kind_known" CHECK ("uploads"."kind" IN ('image', 'document')),
	CONSTRAINT "uploads_size_not_negative" CHECK ("uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_uploader_created_idx" ON "uploads" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_unattached_created_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."product_id" IS NULL;--> statement-breakpoint
CREATE INDEX "uploads_product_idx" ON "uploads" USING btree ("product_id");