-- Issue 9: one vehicle's products in the catalogue's name order from an index alone. product_vehicles carries
-- lower(products.name) as sort_name, kept by the triggers below, and (vehicle_make_id, sort_name, product_id) is
-- indexed: a make + model + year page reads its 30 rows from the index instead of walking every product in name
-- order and testing its vehicles.
ALTER TABLE "product_vehicles" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "product_vehicles" pv SET "sort_name" = lower(p."name") FROM "products" p WHERE p."id" = pv."product_id";--> statement-breakpoint
-- Every inserted (or re-pointed) row takes its product's name, whatever the insert gave: no writer can get it wrong.
CREATE FUNCTION abossey_product_vehicles_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := coalesce((SELECT lower(p.name) FROM products p WHERE p.id = NEW.product_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_vehicles_sort_name
  BEFORE INSERT OR UPDATE OF product_id, sort_name ON product_vehicles
  FOR EACH ROW EXECUTE FUNCTION abossey_product_vehicles_sort_name();--> statement-breakpoint
-- A renamed product's rows follow its new name.
CREATE FUNCTION abossey_products_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_vehicles SET sort_name = lower(NEW.name) WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_sort_name
  AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION abossey_products_sort_name();--> statement-breakpoint
CREATE INDEX "product_vehicles_vehicle_sort_idx" ON "product_vehicles" USING btree ("vehicle_make_id","sort_name","product_id");--> statement-breakpoint
-- The new index leads with vehicle_make_id, so it serves what this one did (the vehicle facets, cascades).
DROP INDEX "product_vehicles_vehicle_make_idx";
