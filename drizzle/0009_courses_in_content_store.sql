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
