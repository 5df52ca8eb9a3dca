CREATE TABLE "fact_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" text NOT NULL,
	"key" text NOT NULL,
	"document" jsonb NOT NULL,
	"published_by_id" text,
	"published_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fact_revisions" ADD CONSTRAINT "fact_revisions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_revisions" ADD CONSTRAINT "fact_revisions_country_id_key_facts_country_id_key_fk" FOREIGN KEY ("country_id","key") REFERENCES "public"."facts"("country_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_revisions_fact_idx" ON "fact_revisions" USING btree ("country_id","key","created_at");