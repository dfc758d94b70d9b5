DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "products_listed_created_idx";--> statement-breakpoint
DROP INDEX "products_listed_category_idx";--> statement-breakpoint
DROP INDEX "products_listed_popular_idx";--> statement-breakpoint
DROP INDEX "reviews_product_created_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_listed_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" IS NULL AND "products"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST) WHERE "products"."deleted_at" IS NULL AND "products"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "products"."deleted_at" IS NULL AND "products"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST);