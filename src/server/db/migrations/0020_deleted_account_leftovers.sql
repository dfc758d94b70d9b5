-- What a deleted account leaves (docs/decisions/081-what-a-deleted-account-leaves.md): a review can be no one's
-- (its rating kept, its author and words gone), and a message can have its text erased (kept in its place).
-- Accounts deleted before this migration lose now what the deletion leaves no more: their reviews' words and
-- authors, their messages' texts, their withdrawn listings' words, the message notices to others in orders they
-- bought (all from them), which name "a former student", and the e-mails to others about those messages, their
-- purchases and their listings. Their names in notices of orders they sold in are left: the orders no longer hold
-- the name to match them by.
ALTER TABLE "order_messages" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "user_id" = NULL, "order_id" = NULL, "comment" = ''
  WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);--> statement-breakpoint
UPDATE "order_messages" SET "text" = NULL
  WHERE "author_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);--> statement-breakpoint
UPDATE "products" SET "title" = 'Removed listing', "description" = ''
  WHERE "seller_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_set("params", '{from}', '{"formerStudent": true}'::jsonb)
  FROM "orders" JOIN "users" ON "users"."id" = "orders"."user_id" AND "users"."deleted_at" IS NOT NULL
  WHERE "notifications"."kind" = 'new_message' AND "notifications"."order_id" = "orders"."id"
    AND "notifications"."user_id" <> "orders"."user_id";--> statement-breakpoint
DELETE FROM "notifications" USING "products", "users"
  WHERE "notifications"."product_id" = "products"."id" AND "users"."id" = "products"."seller_id"
    AND "users"."deleted_at" IS NOT NULL
    AND "notifications"."type" IN ('saved_search', 'favourite_price_drop', 'favourite_sold_out');--> statement-breakpoint
DELETE FROM "mail_outbox" USING "orders", "users"
  WHERE "users"."id" = "orders"."user_id" AND "users"."deleted_at" IS NOT NULL
    AND ("mail_outbox"."dedupe_key" LIKE 'new_message:' || "orders"."id" || ':%'
      OR "mail_outbox"."dedupe_key" LIKE 'item_sold:' || "orders"."id" || ':%');--> statement-breakpoint
DELETE FROM "mail_outbox" USING "products", "users"
  WHERE "users"."id" = "products"."seller_id" AND "users"."deleted_at" IS NOT NULL
    AND "mail_outbox"."dedupe_key" LIKE 'saved_search_match:' || "products"."id" || ':%';
