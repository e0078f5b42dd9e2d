-- catalogue_version.version goes up whenever something product search or its facet counts read changes; the API
-- keys its facet cache by it. Statement-level triggers: one bump per statement, not per row. Stock and sales
-- counters are deliberately not watched, so checkouts never contend on this row.
INSERT INTO catalogue_version (id, version) VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION abossey_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OF name, description, part_id, business_id, product_state ON products
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_truncate
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER businesses_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OF status OR TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON parts
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER vehicle_makes_catalogue_version
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON vehicle_makes
  FOR EACH STATEMENT EXECUTE FUNCTION abossey_bump_catalogue_version();
