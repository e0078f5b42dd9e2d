-- Issue 23: the catalogue in each sort order from an index alone (a deep page skips its offset there, not in the
-- table); sort_name is lower(name), stored so the index can hand it back.
ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_name_idx" ON "products" USING btree ("sort_name","id","business_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("price_pesewas","sort_name","id","business_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listed_price_desc_idx" ON "products" USING btree ("price_pesewas" DESC NULLS FIRST,"sort_name","id","business_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at","id","business_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listed_sold_idx" ON "products" USING btree ("total_sold" DESC NULLS FIRST,"sort_name","id","business_id") WHERE "products"."archived_at" is null;