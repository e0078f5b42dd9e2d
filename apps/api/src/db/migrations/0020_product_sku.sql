ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_business_sku_key" ON "products" USING btree ("business_id","sku");--> statement-breakpoint
-- The shop's SKU (issue 24) joins products.search_text (migrations 0002, 0016) beside the derived `PROD-{id}`, so a
-- vendor finds an imported product by the SKU of their stock list. The row trigger now also fires when it changes.
DROP TRIGGER products_search_text ON products;
--> statement-breakpoint
CREATE FUNCTION abossey_product_search_text(p_id integer, p_name text, p_description text, p_part_id integer, p_part_numbers text[], p_sku text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n',
    p_name,
    p_description,
    (SELECT pt.name || E'\n' || pt.category FROM parts pt WHERE pt.id = p_part_id),
    'PROD-' || p_id,
    p_sku,
    NULLIF(array_to_string(p_part_numbers, E'\n'), ''),
    NULLIF((SELECT string_agg(upper(regexp_replace(n, '[^0-9A-Za-z]', '', 'g')), E'\n') FROM unnest(p_part_numbers) n), ''),
    (SELECT string_agg(vm.name || ' ' || vm.model_name || ' ' || vm.year, E'\n' ORDER BY vm.name, vm.model_name, vm.year)
       FROM product_vehicles pv JOIN vehicle_makes vm ON vm.id = pv.vehicle_make_id
      WHERE pv.product_id = p_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION abossey_refresh_product_search_text(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET search_text = abossey_product_search_text(p.id, p.name, p.description, p.part_id, p.part_numbers, p.sku)
   WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION abossey_products_search_text_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := abossey_product_search_text(NEW.id, NEW.name, NEW.description, NEW.part_id, NEW.part_numbers, NEW.sku);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP FUNCTION abossey_product_search_text(integer, text, text, integer, text[]);
--> statement-breakpoint
CREATE TRIGGER products_search_text
  BEFORE INSERT OR UPDATE OF name, description, part_id, part_numbers, sku ON products
  FOR EACH ROW EXECUTE FUNCTION abossey_products_search_text_row();
