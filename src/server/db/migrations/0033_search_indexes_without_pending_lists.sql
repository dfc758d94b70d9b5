DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_words_trgm_idx" ON "products" USING gin ("search_words" gin_trgm_ops) WITH (fastupdate=false);