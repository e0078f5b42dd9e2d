-- products.search_text: everything §5's product search matches, in one column with a trigram GIN index
-- (products_search_text_trgm_idx), so "every word must match name, description, part name, part category,
-- SKU or a compatible make/model/year" is one indexed `search_text ILIKE '%word%'` per word.
-- Triggers keep it right whoever writes: products (name, description, part), their vehicle links, and renames
-- of parts or vehicle makes. Fields are joined with whitespace; search words never contain whitespace, so a word
-- cannot match across two fields.
CREATE FUNCTION abossey_product_search_text(p_id integer, p_name text, p_description text, p_part_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n',
    p_name,
    p_description,
    (SELECT pt.name || E'\n' || pt.category FROM parts pt WHERE pt.id = p_part_id),
    'PROD-' || p_id,
    (SELECT string_agg(vm.name || ' ' || vm.model_name || ' ' || vm.year, E'\n' ORDER BY vm.name, vm.model_name, vm.year)
       FROM product_vehicles pv JOIN vehicle_makes vm ON vm.id = pv.vehicle_make_id
      WHERE pv.product_id = p_id))
$$;
--> statement-breakpoint
CREATE FUNCTION abossey_refresh_product_search_text(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET search_text = abossey_product_search_text(p.id, p.name, p.description, p.part_id)
   WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION abossey_products_search_text_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := abossey_product_search_text(NEW.id, NEW.name, NEW.description, NEW.part_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_text
  BEFORE INSERT OR UPDATE OF name, description, part_id ON products
  FOR EACH ROW EXECUTE FUNCTION abossey_products_search_text_row();
--> statement-breakpoint
CREATE FUNCTION abossey_product_vehicles_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abossey_refresh_product_search_text(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION abossey_product_vehicles_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abossey_refresh_product_search_text(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION abossey_product_vehicles_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abossey_refresh_product_search_text(
    ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_vehicles_search_text_insert
  AFTER INSERT ON product_vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_product_vehicles_inserted();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_search_text_delete
  AFTER DELETE ON product_vehicles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_product_vehicles_deleted();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_search_text_update
  AFTER UPDATE ON product_vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_product_vehicles_updated();
--> statement-breakpoint
CREATE FUNCTION abossey_parts_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abossey_refresh_product_search_text(ARRAY(SELECT id FROM products WHERE part_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER parts_search_text
  AFTER UPDATE OF name, category ON parts
  FOR EACH ROW EXECUTE FUNCTION abossey_parts_renamed();
--> statement-breakpoint
CREATE FUNCTION abossey_vehicle_makes_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abossey_refresh_product_search_text(
    ARRAY(SELECT product_id FROM product_vehicles WHERE vehicle_make_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicle_makes_search_text
  AFTER UPDATE OF name, model_name, year ON vehicle_makes
  FOR EACH ROW EXECUTE FUNCTION abossey_vehicle_makes_renamed();
