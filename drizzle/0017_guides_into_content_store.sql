-- Country guides join the content studio's store (type 'country-guide', key = the guide's id).
-- Guides staff edited (seed_hash null) move as they are, without the old constant reviewedAt (the
-- date of the last review is now in guide_reviews); seeded guides are written again from the seed
-- at start-up. The next migration drops the countries table.
INSERT INTO "content_entries" ("type", "key", "published", "state", "seed_hash", "updated_at")
SELECT 'country-guide', "id", "document" - 'reviewedAt', 'published', null, "updated_at"
FROM "countries" WHERE "seed_hash" IS NULL
ON CONFLICT ("type", "key") DO NOTHING;
