CREATE TABLE "content_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_hash" text,
	"updated_by_id" text,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_type_key_unique" UNIQUE("type","key")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"published_by_id" text,
	"published_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_audit_created_idx" ON "content_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_revisions_entry_idx" ON "content_revisions" USING btree ("entry_id","created_at");--> statement-breakpoint
ALTER TABLE "enrolment_requests" DROP CONSTRAINT "enrolment_requests_course_id_courses_id_fk";--> statement-breakpoint
-- Courses staff edited (seed_hash null) move into the content store as they are; seeded ones are
-- written again from the seed at start-up.
INSERT INTO "content_entries" ("type", "key", "published", "state", "seed_hash", "updated_at")
SELECT 'course', "id",
	jsonb_build_object(
		'ProgramName', jsonb_build_object('en', "program_name", 'pa', null, 'hi', null),
		'ProgramDescription', jsonb_build_object('en', "program_description", 'pa', null, 'hi', null),
		'Type', "type",
		'SubType', jsonb_build_object('en', "sub_type", 'pa', null, 'hi', null),
		'Duration', jsonb_build_object('en', "duration", 'pa', null, 'hi', null),
		'Eligibility', jsonb_build_object('en', "eligibility", 'pa', null, 'hi', null),
		'ImageURL', "image_url",
		'position', "position"),
	'published', null, "updated_at"
FROM "courses" WHERE "seed_hash" IS NULL
ON CONFLICT ("type", "key") DO NOTHING;--> statement-breakpoint
DROP TABLE "courses";
