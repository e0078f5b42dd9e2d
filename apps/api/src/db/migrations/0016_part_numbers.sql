ALTER TABLE "products" ADD COLUMN "part_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Part numbers join products.search_text (migration 0002) twice: as written (`04465-02220`, so `04465 02220` finds
-- it word by word) and normalised like the SDK's normalizePartNumber (`0446502220`, so the number typed without its
-- dash finds it too). The row trigger now also fires when the numbers change.
DROP TRIGGER products_search_text ON products;
--> statement-breakpoint
CREATE FUNCTION abossey_product_search_text(p_id integer, p_name text, p_description text, p_part_id integer, p_part_numbers text[])
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n',
    p_name,
    p_description,
    (SELECT pt.name || E'\n' || pt.category FROM parts pt WHERE pt.id = p_part_id),
    'PROD-' || p_id,
    NULLIF(array_to_string(p_part_numbers, E'\n'), ''),
    NULLIF((SELECT string_agg(upper(regexp_replace(n, '[^0-9A-Za-z]', '', 'g')), E'\n') FROM unnest(p_part_numbers) n), ''),
    (SELECT string_agg(vm.name || ' ' || vm.model_name || ' ' || vm.year, E'\n' ORDER BY vm.name, vm.model_name, vm.year)
       FROM product_vehicles pv JOIN vehicle_makes vm ON vm.id = pv.vehicle_make_id
      WHERE pv.product_id = p_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION abossey_refresh_product_search_text(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET search_text = abossey_product_search_text(p.id, p.name, p.description, p.part_id, p.part_numbers)
   WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION abossey_products_search_text_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := abossey_product_search_text(NEW.id, NEW.name, NEW.description, NEW.part_id, NEW.part_numbers);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP FUNCTION abossey_product_search_text(integer, text, text, integer);
--> statement-breakpoint
CREATE TRIGGER products_search_text
  BEFORE INSERT OR UPDATE OF name, description, part_id, part_numbers ON products
  FOR EACH ROW EXECUTE FUNCTION abossey_products_search_text_row();
