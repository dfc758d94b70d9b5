CREATE TABLE "checkout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_requests_key_length" CHECK (char_length("checkout_requests"."key") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_key" text NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"seller_id" integer,
	"reason" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_attempt" integer DEFAULT 1 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" IN ('order_cancelled', 'part_declined', 'refund_approved', 'checkout_failed'))
);
--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_requests_user_key_idx" ON "checkout_requests" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_idx" ON "refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'processed';--> statement-breakpoint
-- Refunds that were only written down before the gateway could send them (docs/decisions/031, "hand-over to
-- the money issue"; docs/decisions/041): each declined part of an online-paid order with a refund due, and each
-- other part of an online-paid order cancelled with its refund "initiated", becomes a pending refund of exactly
-- what the buyer paid for that part (price x quantity + platform fee of its lines, exact numeric sums). The
-- refund job sends them. Orders whose payment has no row of its own cannot be refunded by the gateway and keep
-- their note.
INSERT INTO "refunds" ("refund_key", "payment_id", "user_id", "order_id", "seller_id", "reason", "amount")
SELECT 'order-' || o."id" || '-seller-' || p."seller_id",
	pay."id",
	o."user_id",
	o."id",
	p."seller_id",
	CASE WHEN p."state" = 'declined' THEN 'part_declined' ELSE 'order_cancelled' END,
	CASE WHEN p."state" = 'declined' THEN p."refund_due" ELSE (
		SELECT sum(i."price" * i."quantity" + i."platform_fee") FROM "order_items" i
		WHERE i."order_id" = o."id" AND i."seller_id" = p."seller_id"
	) END
FROM "order_parts" p
JOIN "orders" o ON o."id" = p."order_id"
JOIN "payments" pay ON pay."provider_payment_id" = o."payment_id"
WHERE o."payment_method" = 'razorpay'
	AND o."deleted_at" IS NULL
	AND ((p."state" = 'declined' AND p."refund_due" > 0)
		OR (p."state" <> 'declined' AND o."status" = 'cancelled' AND o."refund_status" = 'initiated'));
--> statement-breakpoint
UPDATE "orders" SET "refund_status" = 'pending'
WHERE EXISTS (SELECT 1 FROM "refunds" r WHERE r."order_id" = "orders"."id");
