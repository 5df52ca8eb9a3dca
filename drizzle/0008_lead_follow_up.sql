-- Trigram operators for the inbox search indexes (PGlite loads the extension in client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_note" text;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_contacts_lead_idx" ON "lead_contacts" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_last_activity_idx" ON "leads" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "leads_waiting_since_idx" ON "leads" USING btree ("waiting_since");--> statement-breakpoint
CREATE INDEX "leads_assignee_next_action_idx" ON "leads" USING btree ("assignee_id","next_action_on");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_mobile_trgm_idx" ON "leads" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_message_trgm_idx" ON "leads" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_source_page_trgm_idx" ON "leads" USING gin ("source_page" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_course_trgm_idx" ON "leads" USING gin ("course" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_course_idx" ON "leads" USING btree ("course");--> statement-breakpoint
-- Leads stored before this migration: a first lead is active as of its latest repeat, and one still new waits since it arrived.
UPDATE "leads" SET "last_activity_at" = GREATEST("created_at", COALESCE((SELECT max(r."created_at") FROM "leads" r WHERE r."repeat_of_id" = "leads"."id"), "created_at"));--> statement-breakpoint
UPDATE "leads" SET "waiting_since" = "created_at" WHERE "status" = 'new' AND "type" NOT IN ('newsletter', 'booking') AND "repeat_of_id" IS NULL;
