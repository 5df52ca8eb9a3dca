-- The dashboard's daily roll-up (issue 18, item 7; decision 015): which rows of lead_day_counts one
-- lead counts in. Only first leads count (a repeat is part of its first lead). The day is the lead's
-- arrival on the institute's calendar (Asia/Kolkata, LEAD_DAY_COUNTS_TIME_ZONE in dashboard.server.ts).
--   type, source-page, utm-source, course: the breakdowns, every lead (the booked session's topic is
--     added when the dashboard is read, from bookings);
--   funnel: status, and 'contacted' once a first contact is recorded (not newsletter sign-ups);
--   counsellor: assignee, and 'open', 'enrolled' or 'closed' (not newsletter sign-ups);
--   waiting: assignee, and 'answered' (the types first contact is measured on) or the type, of the
--     leads waiting for an answer (overdue is read live: it depends on the time);
--   first-contact: 'within' or 'after' the 24-hour promise (FIRST_CONTACT_HOURS), or null when not
--     contacted, for the leads that wait for an answer when they arrive.
CREATE FUNCTION lead_day_keys(l leads) RETURNS TABLE (day date, dimension text, value text, detail text)
LANGUAGE sql STABLE AS $$
	SELECT (l.created_at AT TIME ZONE 'Asia/Kolkata')::date, k.dimension, k.value, k.detail
	FROM (VALUES
		('type', l.type, NULL, true),
		('source-page', l.source_page, NULL, true),
		('utm-source', l.utm_source, NULL, true),
		('course', l.course, NULL, true),
		('funnel', l.status, CASE WHEN l.first_contact_at IS NOT NULL THEN 'contacted' END, l.type <> 'newsletter'),
		('counsellor', l.assignee_id, CASE WHEN l.status IN ('enrolled', 'closed') THEN l.status ELSE 'open' END, l.type <> 'newsletter'),
		('waiting', l.assignee_id, CASE WHEN l.type IN ('enquiry', 'contact', 'enrolment') THEN 'answered' ELSE l.type END, l.waiting_since IS NOT NULL),
		('first-contact',
			CASE WHEN l.first_contact_at IS NULL THEN NULL WHEN l.first_contact_at - l.created_at < interval '24 hours' THEN 'within' ELSE 'after' END,
			NULL,
			l.type IN ('enquiry', 'contact', 'enrolment'))
	) AS k (dimension, value, detail, counted)
	WHERE l.repeat_of_id IS NULL AND k.counted
$$;
--> statement-breakpoint
-- Takes the removed rows' keys off and adds the added rows', in one statement per change: keys whose
-- count does not move (most updates: a note, the last activity) are not touched, and the rows are
-- locked in key order, so two transactions changing the same days cannot deadlock on them.
CREATE FUNCTION lead_day_counts_change(removed leads[], added leads[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO lead_day_counts AS c (day, dimension, value, detail, leads)
	SELECT k.day, k.dimension, k.value, k.detail, sum(k.change)::int
	FROM (
		SELECT d.*, -1 AS change FROM unnest(removed) AS r CROSS JOIN LATERAL lead_day_keys(r) AS d
		UNION ALL
		SELECT d.*, 1 AS change FROM unnest(added) AS a CROSS JOIN LATERAL lead_day_keys(a) AS d
	) AS k
	GROUP BY k.day, k.dimension, k.value, k.detail
	HAVING sum(k.change) <> 0
	ORDER BY k.day, k.dimension, k.value, k.detail
	ON CONFLICT ON CONSTRAINT lead_day_counts_key DO UPDATE SET leads = c.leads + excluded.leads
$$;
--> statement-breakpoint
CREATE FUNCTION lead_day_counts_on_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM lead_day_counts_change('{}', array(SELECT n::leads FROM new_leads AS n));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM lead_day_counts_change(array(SELECT o::leads FROM old_leads AS o), array(SELECT n::leads FROM new_leads AS n));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM lead_day_counts_change(array(SELECT o::leads FROM old_leads AS o), '{}');
	ELSE
		DELETE FROM lead_day_counts;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER leads_day_counts_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_on_change();
--> statement-breakpoint
-- The leads already received.
INSERT INTO lead_day_counts (day, dimension, value, detail, leads)
SELECT d.day, d.dimension, d.value, d.detail, count(*)::int FROM leads AS l CROSS JOIN LATERAL lead_day_keys(l) AS d GROUP BY 1, 2, 3, 4;
