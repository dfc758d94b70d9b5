-- Each line of an order keeps where the buyer collects it, as the listing said when the order was placed
-- (docs/decisions/036-pickup-place-on-the-order.md). Orders placed before take the listing's place as it is now:
-- the closest record there is. A listing withdrawn with its seller's account has no place left to copy.
ALTER TABLE "order_items" ADD COLUMN "pickup_institution" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pickup_city" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pickup_state" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pickup_pincode" text;--> statement-breakpoint
UPDATE "order_items" SET
    "pickup_institution" = "products"."pickup_institution",
    "pickup_address" = "products"."pickup_address",
    "pickup_city" = "products"."pickup_city",
    "pickup_state" = "products"."pickup_state",
    "pickup_pincode" = "products"."pickup_pincode"
  FROM "products"
  WHERE "products"."id" = "order_items"."product_id";
