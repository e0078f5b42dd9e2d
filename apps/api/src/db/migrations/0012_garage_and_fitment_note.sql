CREATE TABLE "garage_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garage_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"vin" text,
	"nickname" text,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_vehicles_vin_check" CHECK ("garage_vehicles"."vin" is null or length("garage_vehicles"."vin") = 17)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fitment_note" text;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_vehicles_user_idx" ON "garage_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_one_active_key" ON "garage_vehicles" USING btree ("user_id") WHERE "garage_vehicles"."active";