ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Issue 24: archiving a product takes it off the catalogue, so catalogue_version (migration 0004) must go up when
-- archived_at changes, as it does for the other columns product search and its facet counts read.
DROP TRIGGER products_catalogue_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OF name, description, part_id, business_id, product_state, archived_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
