DROP INDEX "leads_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_mobile_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_message_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_source_page_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_course_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_waiting_since_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("leads"."name", '') || E'\n' || coalesce("leads"."email", '') || E'\n' || coalesce("leads"."mobile", '') || E'\n' || coalesce("leads"."message", '') || E'\n' || coalesce("leads"."course", '') || E'\n' || coalesce("leads"."source_page", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_assignee_waiting_idx" ON "leads" USING btree ("assignee_id","waiting_since") WHERE "leads"."repeat_of_id" is null;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_repeat_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops) WHERE "leads"."repeat_of_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_waiting_since_idx" ON "leads" USING btree ("waiting_since") WHERE "leads"."repeat_of_id" is null;