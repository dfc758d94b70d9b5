CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "order_messages_text_length" CHECK (char_length("order_messages"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"handover_code" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"wrong_code_tries" integer DEFAULT 0 NOT NULL,
	"code_locked_until" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"handed_over_by" integer,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"refund_due" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parts_state_known" CHECK ("order_parts"."state" IN ('awaiting', 'handed_over', 'declined')),
	CONSTRAINT "order_parts_code_six_digits" CHECK ("order_parts"."handover_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "order_parts_tries_not_negative" CHECK ("order_parts"."wrong_code_tries" >= 0),
	CONSTRAINT "order_parts_refund_not_negative" CHECK ("order_parts"."refund_due" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "order_role" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_conversation_idx" ON "order_messages" USING btree ("order_id","seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_parts_order_seller_idx" ON "order_parts" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "order_parts_seller_created_idx" ON "order_parts" USING btree ("seller_id","created_at" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
-- Orders placed before the exchange get their parts here, one per seller, so every order has them
-- (docs/decisions/030). Codes come from gen_random_uuid(), PostgreSQL's strong random source: the first eight
-- hex digits of a version-4 UUID are random bits. Parts of orders in a handed-over status, and of refunded orders
-- that had been delivered, are marked handed over.
INSERT INTO "order_parts" ("order_id", "seller_id", "handover_code", "state", "handed_over_at", "created_at")
SELECT o."id",
	s."seller_id",
	lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint) % 1000000)::text, 6, '0'),
	CASE WHEN o."status" IN ('delivered', 'completed', 'refund_requested') OR (o."status" = 'refunded' AND h."handed_over_at" IS NOT NULL)
		THEN 'handed_over' ELSE 'awaiting' END,
	CASE WHEN o."status" IN ('delivered', 'completed', 'refund_requested') OR (o."status" = 'refunded' AND h."handed_over_at" IS NOT NULL)
		THEN coalesce(h."handed_over_at", o."updated_at") END,
	o."created_at"
FROM (SELECT DISTINCT "order_id", "seller_id" FROM "order_items") s
JOIN "orders" o ON o."id" = s."order_id"
LEFT JOIN (
	SELECT "order_id", min("created_at") AS "handed_over_at"
	FROM "order_status_history"
	WHERE "to_status" IN ('delivered', 'completed', 'refund_requested')
	GROUP BY "order_id"
) h ON h."order_id" = o."id";
--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = coalesce(
	(SELECT max(h."created_at") FROM "order_status_history" h WHERE h."order_id" = "orders"."id" AND h."to_status" = 'delivered'),
	"orders"."updated_at"
) WHERE "status" = 'delivered';
--> statement-breakpoint
UPDATE "notifications" SET "order_role" = CASE "type" WHEN 'product_sold' THEN 'seller' ELSE 'buyer' END
WHERE "order_id" IS NOT NULL AND "type" IN ('order', 'product_sold');
