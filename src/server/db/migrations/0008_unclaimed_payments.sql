ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Payments captured before this column existed were last changed when they were captured, or later.
UPDATE "payments" SET "paid_at" = "updated_at" WHERE "provider_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_unclaimed_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" IN ('order_cancelled', 'part_declined', 'refund_approved', 'checkout_failed', 'payment_unclaimed'));