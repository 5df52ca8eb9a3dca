-- A student's signed-in pages are kept for a few seconds and answered before the routes run
-- (app/lib/signed-in-pages.server.ts), dropped with the kept sessions: a change to what those pages
-- show besides sessions, users, profiles (0026) and the published content (its own NOTIFY) tells
-- every process to drop them. Enrolment requests (the course list's and My Courses' state) and
-- bookings (My Courses' sessions), on any change, INSERT included: a new one is shown at once.
CREATE TRIGGER enrolment_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enrolment_requests FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
