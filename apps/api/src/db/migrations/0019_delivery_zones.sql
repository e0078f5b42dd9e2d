CREATE TABLE "business_delivery_zones" (
	"business_id" integer NOT NULL,
	"zone" text NOT NULL,
	"fee_pesewas" integer NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	CONSTRAINT "business_delivery_zones_business_id_zone_pk" PRIMARY KEY("business_id","zone"),
	CONSTRAINT "business_delivery_zones_values_check" CHECK ("business_delivery_zones"."fee_pesewas" >= 0 and "business_delivery_zones"."min_days" >= 0 and "business_delivery_zones"."max_days" >= "business_delivery_zones"."min_days")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pickup_offered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_pesewas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "business_delivery_zones" ADD CONSTRAINT "business_delivery_zones_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_check" CHECK ("orders"."delivery_fee_pesewas" >= 0);--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_delivery_method_check" CHECK ("vendor_orders"."delivery_method" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_delivery_dates_check" CHECK ("vendor_orders"."delivery_latest" is null or "vendor_orders"."delivery_earliest" <= "vendor_orders"."delivery_latest");-- Issue 25: delivery zones per shop (fee, days), pickup at the shop, and on each shop order its delivery method,
-- zone and expected dates. Orders placed before keep delivery_method null and their fee 0.
