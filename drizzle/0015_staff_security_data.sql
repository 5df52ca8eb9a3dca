-- Leads closed before issue 16 have no closed_at: their last update is the best record of when they
-- were closed, so retention counts from it.
UPDATE "leads" SET "closed_at" = "updated_at" WHERE "status" = 'closed' AND "closed_at" IS NULL;
