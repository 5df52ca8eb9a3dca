CREATE TABLE "guide_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_key" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" text,
	"reviewer_name" text NOT NULL
);
--> statement-breakpoint
DROP TABLE "countries" CASCADE;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_reviews_guide_idx" ON "guide_reviews" USING btree ("guide_key","reviewed_at");