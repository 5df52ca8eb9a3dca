CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(14, 4),
	"rate_date" date,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text,
	"updated_by_id" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facts" (
	"country_id" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"value" jsonb,
	"currency" text,
	"unit" text,
	"as_of" date NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text,
	"updated_by_id" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facts_country_id_key_pk" PRIMARY KEY("country_id","key")
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facts_checked_on_idx" ON "facts" USING btree ("checked_on");