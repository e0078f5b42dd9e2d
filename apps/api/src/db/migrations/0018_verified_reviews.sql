ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;
-- Issue 25: verified-purchase reviews. Reviews written before the rule stay unverified (false); PUT
-- /products/:id/rate sets true, and only for a buyer who received the product.
