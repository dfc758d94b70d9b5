ALTER TABLE "orders" ADD COLUMN "documents_taken_at" timestamp with time zone;--> statement-breakpoint
-- The buyer's flags are derived from the order's facts (docs/decisions/034-order-transitions.md); taking the
-- documents of a paid order is one, until now kept only as can_cancel = false and a step in the history. That
-- step is the only one a buyer takes without changing the status (cancelling, confirming receipt and asking for
-- a refund all change it), so it is found by its shape rather than by its note, whose wording may change.
UPDATE "orders" SET "documents_taken_at" = "taken"."at"
FROM (
  SELECT "history"."order_id", min("history"."created_at") AS "at"
  FROM "order_status_history" AS "history"
  JOIN "orders" AS "o" ON "o"."id" = "history"."order_id"
  WHERE "history"."changed_by" = "o"."user_id" AND "history"."from_status" = "history"."to_status"
  GROUP BY "history"."order_id"
) AS "taken"
WHERE "taken"."order_id" = "orders"."id";
