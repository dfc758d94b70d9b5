-- Notifications and order-history notes become data (docs/decisions/073-notifications-as-data.md): a kind and its
-- values in place of an English sentence. Each sentence the server wrote is read here, once, back into its kind
-- and values: order numbers (TXN-000123) to ids, amounts (₹1,499.00) to paise, statuses from their phrase, names,
-- titles and notes as written. A sentence of no known shape is kept whole as kind `text`, shown as it is.
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- A saved search as its alert named it ('"fx 991" · Calculators · Pune · up to ₹500', savedSearchText) back to
-- its query. A lone place cannot say whether it was the institution or the city: it becomes the institution,
-- which is named in the same place. Words that do not read back in that order give null (the alert stays text).
CREATE FUNCTION "migration_0018_saved_search"("words" text) RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT AS $$
	WITH "parts" AS (
		SELECT "part", "position"
		FROM unnest(string_to_array("words", ' · ')) WITH ORDINALITY AS "split"("part", "position")
	), "roles" AS (
		SELECT "part", "position", "role", array_position(
			ARRAY['q', 'category', 'condition', 'place', 'price'], "role") AS "rank"
		FROM (SELECT "part", "position", CASE
			WHEN "part" ~ '^".*"$' THEN 'q'
			WHEN "part" IN ('Textbooks', 'Second-hand Books', 'Reference Books', 'Course Notes', 'Handwritten Notes',
				'Previous Year Papers', 'Study Materials', 'Stationery', 'Study Electronics', 'Lab Equipment',
				'Calculators', 'Drawing Instruments', 'Backpacks & Bags', 'Study Tables', 'Educational Software',
				'Study Lamps', 'Project Supplies', 'Classroom Furniture', 'Educational Tablets',
				'Other Study Materials') THEN 'category'
			WHEN "part" IN ('New', 'Like New', 'Good', 'Fair', 'Poor') THEN 'condition'
			WHEN "part" ~ '^(₹[0-9.]+–₹[0-9.]+|from ₹[0-9.]+|up to ₹[0-9.]+)$' THEN 'price'
			ELSE 'place'
		END AS "role" FROM "parts") AS "classified"
	)
	SELECT CASE
		WHEN (SELECT count(*) FROM "roles" WHERE "role" = 'place') > 2
			OR (SELECT count(*) <> count(DISTINCT "role") FROM "roles" WHERE "role" <> 'place')
			OR (SELECT array_agg("rank" ORDER BY "position") <> array_agg("rank" ORDER BY "rank", "position") FROM "roles")
		THEN NULL
		ELSE jsonb_strip_nulls(jsonb_build_object(
			'q', (SELECT substr("part", 2, length("part") - 2) FROM "roles" WHERE "role" = 'q'),
			'category', (SELECT "part" FROM "roles" WHERE "role" = 'category'),
			'condition', (SELECT "part" FROM "roles" WHERE "role" = 'condition'),
			'institution', (SELECT "part" FROM "roles" WHERE "role" = 'place' ORDER BY "position" LIMIT 1),
			'city', (SELECT "part" FROM "roles" WHERE "role" = 'place' ORDER BY "position" OFFSET 1 LIMIT 1),
			'minPrice', (SELECT coalesce((regexp_match("part", '^₹([0-9.]+)–'))[1],
				(regexp_match("part", '^from ₹([0-9.]+)$'))[1])::numeric FROM "roles" WHERE "role" = 'price'),
			'maxPrice', (SELECT coalesce((regexp_match("part", '–₹([0-9.]+)$'))[1],
				(regexp_match("part", '^up to ₹([0-9.]+)$'))[1])::numeric FROM "roles" WHERE "role" = 'price')
		))
	END
$$;--> statement-breakpoint
UPDATE "notifications" AS "n" SET "kind" = "c"."content" ->> 'kind', "params" = "c"."content" -> 'params'
FROM (
	SELECT "id", CASE
		WHEN "m"."welcome" IS NOT NULL THEN jsonb_build_object('kind', 'welcome',
			'params', jsonb_build_object('username', "m"."welcome"[1]))
		WHEN "m"."placed" IS NOT NULL THEN jsonb_build_object('kind', 'order_placed',
			'params', jsonb_build_object('orderId', "m"."placed"[1]::integer))
		WHEN "m"."sold" IS NOT NULL THEN jsonb_build_object('kind', 'item_sold',
			'params', jsonb_build_object('orderId', "m"."sold"[3]::integer, 'quantity', "m"."sold"[1]::integer,
				'title', "m"."sold"[2]))
		WHEN "m"."status" IS NOT NULL AND "m"."status_phrase" IS NOT NULL THEN jsonb_build_object(
			'kind', 'order_status_changed',
			'params', jsonb_build_object('orderId', "m"."status"[1]::integer, 'status', "m"."status_phrase"))
		WHEN "m"."sale_completed" IS NOT NULL THEN jsonb_build_object('kind', 'sale_completed',
			'params', jsonb_build_object('orderId', "m"."sale_completed"[1]::integer))
		WHEN "m"."handed_over" IS NOT NULL THEN jsonb_build_object('kind', 'part_handed_over',
			'params', jsonb_build_object('orderId', "m"."handed_over"[2]::integer,
				'seller', nullif("m"."handed_over"[1], 'A seller')))
		WHEN "m"."declined" IS NOT NULL THEN jsonb_build_object('kind', 'part_declined',
			'params', jsonb_build_object('orderId', "m"."declined"[2]::integer,
				'seller', nullif("m"."declined"[1], 'A seller'),
				'refund', (replace("m"."declined"[3], ',', '')::numeric * 100)::integer))
		WHEN "m"."unclaimed" IS NOT NULL THEN jsonb_build_object('kind', 'unclaimed_payment_refunded',
			'params', jsonb_build_object('amount', (replace("m"."unclaimed"[1], ',', '')::numeric * 100)::integer))
		WHEN "m"."checkout" IS NOT NULL THEN jsonb_build_object('kind', 'checkout_payment_refunded',
			'params', jsonb_build_object('amount', (replace("m"."checkout"[1], ',', '')::numeric * 100)::integer))
		WHEN "m"."refund_processed" IS NOT NULL THEN jsonb_build_object('kind', 'order_refund_processed',
			'params', jsonb_build_object('orderId', "m"."refund_processed"[2]::integer,
				'amount', (replace("m"."refund_processed"[1], ',', '')::numeric * 100)::integer))
		WHEN "m"."refund_decided" IS NOT NULL THEN jsonb_build_object(
			'kind', CASE "m"."refund_decided"[2] WHEN 'approved' THEN 'refund_request_approved'
				ELSE 'refund_request_rejected' END,
			'params', jsonb_build_object('orderId', "m"."refund_decided"[1]::integer,
				'note', "m"."refund_decided"[3]))
		WHEN "m"."search_matched" IS NOT NULL AND "m"."search_query" IS NOT NULL THEN jsonb_build_object(
			'kind', 'saved_search_matched',
			'params', jsonb_build_object('search', "m"."search_query", 'title', "m"."search_matched"[2],
				'price', (replace("m"."search_matched"[3], ',', '')::numeric * 100)::integer))
		WHEN "m"."price_dropped" IS NOT NULL THEN jsonb_build_object('kind', 'favourite_price_dropped',
			'params', jsonb_build_object('title', "m"."price_dropped"[1],
				'to', (replace("m"."price_dropped"[2], ',', '')::numeric * 100)::integer,
				'from', (replace("m"."price_dropped"[3], ',', '')::numeric * 100)::integer))
		WHEN "m"."sold_out" IS NOT NULL THEN jsonb_build_object('kind', 'favourite_sold_out',
			'params', jsonb_build_object('title', "m"."sold_out"[1]))
		WHEN "m"."new_message" IS NOT NULL THEN jsonb_build_object('kind', 'new_message',
			'params', jsonb_build_object('orderId', "m"."new_message"[2]::integer,
				'from', CASE "m"."new_message"[1]
					WHEN 'the seller' THEN jsonb_build_object('role', 'seller')
					WHEN 'the buyer' THEN jsonb_build_object('role', 'buyer')
					ELSE jsonb_build_object('name', "m"."new_message"[1]) END))
		ELSE jsonb_build_object('kind', 'text', 'params', jsonb_build_object('text', "message"))
	END AS "content"
	FROM "notifications", LATERAL (
		SELECT "shapes".*,
			(SELECT "status" FROM (VALUES ('pending', 'pending'), ('being processed', 'processing'),
				('paid', 'paid'), ('confirmed for cash on delivery', 'pending_cod'), ('shipped', 'shipped'),
				('on its way', 'in_transit'), ('delivered', 'delivered'), ('completed', 'completed'),
				('cancelled', 'cancelled'), ('waiting for a refund decision', 'refund_requested'),
				('refunded', 'refunded')) AS "phrases"("phrase", "status")
				WHERE "phrase" = "shapes"."status"[2]) AS "status_phrase",
			"migration_0018_saved_search"("shapes"."search_matched"[1]) AS "search_query"
		FROM (SELECT
			regexp_match("message",
				'^Welcome to PassItOn, (.+)! Browse what seniors are passing on, or list your own books\.$') AS "welcome",
			regexp_match("message", '^Your order TXN-([0-9]+) has been placed\.$') AS "placed",
			regexp_match("message",
				'^You sold ([0-9]+) × "(.*)" \(order TXN-([0-9]+)\)\. Arrange the pickup with the buyer\.$') AS "sold",
			regexp_match("message", '^Your order TXN-([0-9]+) is now (.+)\.$') AS "status",
			regexp_match("message", '^Your sale in order TXN-([0-9]+) is completed\.$') AS "sale_completed",
			regexp_match("message", '^(.+) handed over their items in your order TXN-([0-9]+)\.$') AS "handed_over",
			regexp_match("message",
				'^(.+) declined their part of your order TXN-([0-9]+)\.(?: You will be refunded ₹([0-9,]+(?:\.[0-9]+)?)\.)?$')
				AS "declined",
			regexp_match("message",
				'^Your payment of ₹([0-9,]+(?:\.[0-9]+)?) was not used for an order, so it has been refunded\. It can take 3-5 business days to reach your account\.$')
				AS "unclaimed",
			regexp_match("message",
				'^Your payment of ₹([0-9,]+(?:\.[0-9]+)?) for a checkout that could not be completed has been refunded\. It can take 3-5 business days to reach your account\.$')
				AS "checkout",
			regexp_match("message",
				'^Your refund of ₹([0-9,]+(?:\.[0-9]+)?) for order TXN-([0-9]+) has been processed\. It can take 3-5 business days to reach your account\.$')
				AS "refund_processed",
			regexp_match("message",
				'^Your refund request for order TXN-([0-9]+) was (approved|not approved)\.(?: (.+))?$') AS "refund_decided",
			regexp_match("message",
				'^A new listing matches your saved search (.*?): "(.*)", ₹([0-9,]+(?:\.[0-9]+)?)\.$') AS "search_matched",
			regexp_match("message",
				'^Price dropped: "(.*)" is now ₹([0-9,]+(?:\.[0-9]+)?) \(was ₹([0-9,]+(?:\.[0-9]+)?)\)\.$') AS "price_dropped",
			regexp_match("message", '^"(.*)", which you saved, has sold out\.$') AS "sold_out",
			regexp_match("message", '^New message from (.+) about order TXN-([0-9]+)\.$') AS "new_message"
		) AS "shapes"
	) AS "m"
) AS "c"
WHERE "c"."id" = "n"."id";--> statement-breakpoint
DROP FUNCTION "migration_0018_saved_search"(text);--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_kind" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
-- The notes the order services wrote; a step into refund_requested taken by the buyer carried their reason alone.
UPDATE "order_status_history" AS "h" SET "note_kind" = "c"."content" ->> 'kind', "note_params" = "c"."content" -> 'params'
FROM (
	SELECT "id", CASE
		WHEN "note" = 'Cancelled by the buyer' THEN jsonb_build_object('kind', 'cancelled_by_buyer', 'params', '{}'::jsonb)
		WHEN "note" = 'Receipt confirmed by the buyer' THEN jsonb_build_object('kind', 'receipt_confirmed',
			'params', '{}'::jsonb)
		WHEN "note" = 'Documents downloaded: the order can no longer be cancelled' THEN jsonb_build_object(
			'kind', 'documents_downloaded', 'params', '{}'::jsonb)
		WHEN "note" = 'Changed by an admin' THEN jsonb_build_object('kind', 'changed_by_admin', 'params', '{}'::jsonb)
		WHEN "m"."auto_completed" IS NOT NULL THEN jsonb_build_object('kind', 'auto_completed',
			'params', jsonb_build_object('days', "m"."auto_completed"[1]::integer))
		WHEN "m"."handed_over" IS NOT NULL THEN jsonb_build_object('kind', 'part_handed_over',
			'params', jsonb_build_object('seller', nullif("m"."handed_over"[1], 'the seller'),
				'cashCollected', "m"."handed_over"[2] IS NOT NULL))
		WHEN "m"."declined" IS NOT NULL THEN jsonb_build_object('kind', 'part_declined',
			'params', jsonb_build_object('seller', nullif("m"."declined"[1], 'the seller'), 'reason', "m"."declined"[2]))
		WHEN "m"."refund_decided" IS NOT NULL THEN jsonb_build_object(
			'kind', CASE "m"."refund_decided"[1] WHEN 'approved' THEN 'refund_approved' ELSE 'refund_rejected' END,
			'params', jsonb_build_object('note', "m"."refund_decided"[2]))
		WHEN "to_status" = 'refund_requested' AND "from_status" IS DISTINCT FROM "to_status" THEN jsonb_build_object(
			'kind', 'refund_requested', 'params', jsonb_build_object('reason', "note"))
		ELSE jsonb_build_object('kind', 'text', 'params', jsonb_build_object('text', "note"))
	END AS "content"
	FROM "order_status_history", LATERAL (SELECT
		regexp_match("note", '^Completed automatically ([0-9]+) days after delivery$') AS "auto_completed",
		regexp_match("note", '^Handed over by (.+?)(; cash collected)?$') AS "handed_over",
		regexp_match("note", '^Declined by (.+?): (.*)$') AS "declined",
		regexp_match("note", '^Refund (approved|rejected)(?:: (.*))?$') AS "refund_decided"
	) AS "m"
	WHERE "note" IS NOT NULL
) AS "c"
WHERE "c"."id" = "h"."id";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP COLUMN "note";
