CREATE TABLE "lead_day_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text,
	"detail" text,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_day_counts_key" UNIQUE NULLS NOT DISTINCT("day","dimension","value","detail")
);
--> statement-breakpoint
CREATE INDEX "leads_first_contact_idx" ON "leads" USING btree ("created_at","first_contact_at") WHERE "leads"."repeat_of_id" is null and "leads"."first_contact_at" is not null and "leads"."type" in ('enquiry', 'contact', 'enrolment');