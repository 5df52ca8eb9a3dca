-- Every process keeps a student's session for a few seconds (accounts.server.ts, cachedSessions):
-- any change to sessions, users or profiles, by whatever code or process (sign-out, ending the
-- other sessions, a password or role change, deactivation, a CLI promotion), tells every process
-- to drop what it keeps. A new session (INSERT) changes nothing kept.
CREATE FUNCTION notify_session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changed', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_changed AFTER UPDATE OR DELETE OR TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changed();
