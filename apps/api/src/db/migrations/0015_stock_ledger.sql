CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"vendor_order_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('received', 'sale', 'cancel', 'return', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_vendor_order_idx" ON "stock_movements" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_idx" ON "stock_movements" USING btree ("user_id");--> statement-breakpoint
-- Payment values other than the known ones never existed; should one, it counts as collected.
UPDATE "vendor_orders" SET "payment_status" = 'paid' WHERE "payment_status" NOT IN ('pending_confirmation', 'cash_collected', 'momo_collected', 'paid', 'refunded', 'cancelled');--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_payment_status_check" CHECK ("vendor_orders"."payment_status" in ('pending_confirmation', 'cash_collected', 'momo_collected', 'paid', 'refunded', 'cancelled'));--> statement-breakpoint
-- Opening balance of the ledger (the same statements as reconcileStockLedger in services/stock-ledger.ts):
-- each order line a sale, each cancelled/rejected/refunded shop order its restock (as the old rule did), then per
-- product the rest of its stock as received (or a correction when negative), so stock = sum(delta) from the start.
INSERT INTO "stock_movements" ("product_id", "delta", "reason", "order_id", "vendor_order_id", "created_at")
SELECT f."product_id", m."delta" * f."quantity", m."reason", f."order_id", f."vendor_order_id", f."created_at"
  FROM (
    SELECT oi."product_id", oi."quantity", oi."order_id", oi."vendor_order_id", vo."status", vo."created_at"
      FROM "order_items" oi JOIN "vendor_orders" vo ON vo."id" = oi."vendor_order_id"
     WHERE oi."product_id" IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM "stock_movements" s WHERE s."vendor_order_id" = oi."vendor_order_id")
  ) f
  CROSS JOIN LATERAL (
    VALUES (-1, 'sale'),
           (CASE WHEN f."status" IN ('cancelled', 'rejected', 'refunded') THEN 1 END,
            CASE WHEN f."status" = 'refunded' THEN 'return' ELSE 'cancel' END)
  ) AS m("delta", "reason")
 WHERE m."delta" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "delta", "reason", "created_at")
SELECT p."id", p."stock" - coalesce(l."total", 0),
       CASE WHEN p."stock" - coalesce(l."total", 0) > 0 THEN 'received' ELSE 'correction' END, p."created_at"
  FROM "products" p
  LEFT JOIN (SELECT "product_id", sum("delta") AS "total" FROM "stock_movements" GROUP BY "product_id") l
    ON l."product_id" = p."id"
 WHERE p."stock" <> coalesce(l."total", 0);
