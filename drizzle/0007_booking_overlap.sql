-- The database refuses two sessions of one counsellor at overlapping times, whatever the code does
-- (decision 012). btree_gist lets one GiST index compare the counsellor (=) and the times (&&);
-- it is a trusted extension, so the database's owner may create it. Cancelled sessions free their time.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("counsellor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
