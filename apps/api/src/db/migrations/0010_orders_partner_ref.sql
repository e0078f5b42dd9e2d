ALTER TABLE "orders" ADD COLUMN "partner_ref" text;--> statement-breakpoint
CREATE INDEX "orders_partner_ref_idx" ON "orders" USING btree ("partner_ref","created_at");