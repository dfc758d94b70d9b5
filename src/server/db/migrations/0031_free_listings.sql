ALTER TABLE "products" DROP CONSTRAINT "products_price_positive";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0);