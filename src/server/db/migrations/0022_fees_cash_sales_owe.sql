-- The fees cash sales owe (docs/decisions/048-fees-cash-sales-owe.md): the payout ledger takes four more kinds.
-- fee_owed (negative) and fee_reversal (positive) belong to a cash part of an order; fee_paid (what the seller paid
-- the platform, recorded by an admin) and fee_netted (kept back from a payout) belong to no order.
ALTER TABLE "payout_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_kind_known";--> statement-breakpoint
ALTER TABLE "payout_entries" DROP CONSTRAINT "payout_entries_sign_matches_kind";--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_kind_known" CHECK ("payout_entries"."kind" IN ('earning', 'reversal', 'fee_owed', 'fee_reversal', 'fee_paid', 'fee_netted'));--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_sign_matches_kind" CHECK (("payout_entries"."kind" IN ('earning', 'fee_reversal', 'fee_paid') AND "payout_entries"."amount_paise" > 0) OR ("payout_entries"."kind" IN ('reversal', 'fee_owed') AND "payout_entries"."amount_paise" < 0) OR ("payout_entries"."kind" = 'fee_netted' AND "payout_entries"."amount_paise" <> 0));--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_order_matches_kind" CHECK (("payout_entries"."order_id" IS NULL) = ("payout_entries"."kind" IN ('fee_paid', 'fee_netted')));
