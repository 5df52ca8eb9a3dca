ALTER TABLE "countries" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "seed_hash" text;--> statement-breakpoint
-- Rows stored before this release all came from the seed (staff could not yet edit content), so they
-- are marked as an older seed: the next start replaces them with the current, corrected seed.
UPDATE "countries" SET "seed_hash" = 'before-0004';--> statement-breakpoint
UPDATE "courses" SET "seed_hash" = 'before-0004';
