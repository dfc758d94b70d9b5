CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"order_id" integer,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"continued_in_id" integer,
	"continued_at" timestamp with time zone,
	CONSTRAINT "conversations_kind_fits" CHECK (("conversations"."kind" = 'listing' AND "conversations"."product_id" IS NOT NULL AND "conversations"."order_id" IS NULL) OR ("conversations"."kind" = 'order' AND "conversations"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_continued_in_id_conversations_id_fk" FOREIGN KEY ("continued_in_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_buyer_idx" ON "conversations" USING btree ("product_id","buyer_id") WHERE "conversations"."kind" = 'listing';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_seller_idx" ON "conversations" USING btree ("order_id","seller_id") WHERE "conversations"."kind" = 'order';--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_seller_idx" ON "conversations" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_continued_in_idx" ON "conversations" USING btree ("continued_in_id");--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_thread_idx" ON "order_messages" USING btree ("conversation_id","created_at");
--> statement-breakpoint
-- Each existing order conversation (an order and one of its sellers) becomes a row of its own, its messages keep
-- their ids (reports point at them) and gain its id (docs/decisions/037-listing-conversations-and-inbox.md).
INSERT INTO "conversations" ("kind", "product_id", "order_id", "buyer_id", "seller_id", "created_at", "last_message_at")
SELECT 'order',
  (SELECT "order_items"."product_id" FROM "order_items"
    WHERE "order_items"."order_id" = "m"."order_id" AND "order_items"."seller_id" = "m"."seller_id"
    ORDER BY "order_items"."id" LIMIT 1),
  "m"."order_id", "orders"."user_id", "m"."seller_id", min("m"."created_at"), max("m"."created_at")
FROM "order_messages" AS "m" JOIN "orders" ON "orders"."id" = "m"."order_id"
GROUP BY "m"."order_id", "m"."seller_id", "orders"."user_id";
--> statement-breakpoint
UPDATE "order_messages" SET "conversation_id" = "conversations"."id" FROM "conversations"
WHERE "conversations"."kind" = 'order' AND "conversations"."order_id" = "order_messages"."order_id"
  AND "conversations"."seller_id" = "order_messages"."seller_id";
--> statement-breakpoint
ALTER TABLE "order_messages" DROP CONSTRAINT "order_messages_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_messages" DROP CONSTRAINT "order_messages_seller_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "order_messages_conversation_idx";--> statement-breakpoint
ALTER TABLE "order_messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_messages" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "order_messages" DROP COLUMN "seller_id";
