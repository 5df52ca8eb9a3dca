import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, customType, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { WeeklyPeriod } from '~/features/bookings/availability'
import type { WhatsAppTemplateId } from '~/features/leads/admin/whatsapp-templates'

/**
 * The one database schema, for the embedded PGlite database and for PostgreSQL alike.
 * Migrations in drizzle/ are generated from this file by `npm run db:generate`.
 */

/** Fixed-window request counters shared by every server process (PRODUCT.md "Scale"). */
export const rateLimits = pgTable('rate_limits', {
	key: text('key').primaryKey(),
	count: integer('count').notNull(),
	windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
})

/** Footer newsletter box (PRODUCT.md item 3): one row per address. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
	id: uuid('id').primaryKey().defaultRandom(),
	email: text('email').notNull().unique(),
	sourcePage: text('source_page'),
	utmSource: text('utm_source'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/* Facts of the country guides (issue 15, docs/decisions/019-guide-facts.md): every figure a student
 * acts on is stored once, with its as-of date and official source; guide text names it by a token. */

export const factStatuses = ['confirmed', 'unconfirmed'] as const
export type FactStatus = (typeof factStatuses)[number]

export const facts = pgTable(
	'facts',
	{
		/** The guide's key (its content entry) and the fact's key within it: {fact:<key>} in the guide's text. */
		countryId: text('country_id').notNull(),
		key: text('key').notNull(),
		label: text('label').notNull(),
		/** A number, a {min, max} range, a phrase ("up to 9 months"), or null while unconfirmed. */
		value: jsonb('value'),
		/** ISO 4217 code of a money value; null for a count or a phrase. */
		currency: text('currency'),
		/** What the amount is per ("month", "application"); the guide's text says it in its own words. */
		unit: text('unit'),
		/** The date the figure took effect or was published. */
		asOf: date('as_of').notNull(),
		sourceName: text('source_name').notNull(),
		sourceUrl: text('source_url').notNull(),
		/** The date someone last checked the figure against its source. */
		checkedOn: date('checked_on').notNull(),
		status: text('status', { enum: factStatuses }).notNull(),
		note: text('note'),
		/** Raised by every edit: an edit names the version it started from (optimistic locking). */
		version: integer('version').notNull().default(1),
		/** As content_entries.seedHash: the seed this row was written from, null once an editor edits it. */
		seedHash: text('seed_hash'),
		updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
		updatedByName: text('updated_by_name'),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.countryId, t.key] }), index('facts_checked_on_idx').on(t.checkedOn)],
)

/** Every edit of a fact keeps what it stored, as the studio keeps every publish: who, when, what. */
export const factRevisions = pgTable(
	'fact_revisions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		countryId: text('country_id').notNull(),
		key: text('key').notNull(),
		/** The fact's editable fields as the edit stored them (label, value, currency, unit, as-of, source, checked, status, note). */
		document: jsonb('document').notNull(),
		publishedById: text('published_by_id').references(() => users.id, { onDelete: 'set null' }),
		publishedByName: text('published_by_name').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		foreignKey({ columns: [t.countryId, t.key], foreignColumns: [facts.countryId, facts.key] }).onDelete('cascade'),
		index('fact_revisions_fact_idx').on(t.countryId, t.key, t.createdAt),
	],
)

/** Rupees per one unit of a currency, for the rupee amounts of the guides; a currency without a confirmed rate has none. */
export const exchangeRates = pgTable('exchange_rates', {
	/** ISO 4217 code: GBP, EUR... */
	currency: text('currency').primaryKey(),
	/** Rupees for one unit; null until someone records a rate from its source. */
	rate: numeric('rate', { precision: 14, scale: 4, mode: 'number' }),
	/** The date the rate was published for. */
	rateDate: date('rate_date'),
	sourceName: text('source_name').notNull(),
	sourceUrl: text('source_url').notNull(),
	version: integer('version').notNull().default(1),
	seedHash: text('seed_hash'),
	updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
	updatedByName: text('updated_by_name'),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Messages from the contact page form (PRODUCT.md item 2). */
export const contactMessages = pgTable('contact_messages', {
	id: uuid('id').primaryKey().defaultRandom(),
	name: text('name').notNull(),
	email: text('email').notNull(),
	subject: text('subject').notNull(),
	message: text('message').notNull(),
	sourcePage: text('source_page'),
	utmSource: text('utm_source'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/* Accounts. The four tables better-auth manages (users, sessions, accounts, verifications),
 * mapped for its Drizzle adapter in app/features/accounts/auth.server.ts, and our profiles. */

/** The site's languages (app/features/i18n/locales.ts): the one a person used, for the emails they get. */
const personLocales = ['en', 'pa', 'hi'] as const

export const users = pgTable('users', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	email: text('email').notNull().unique(),
	emailVerified: boolean('email_verified').notNull().default(false),
	image: text('image'),
	/** better-auth's two-factor plugin: set once the account has confirmed an authenticator app (issue 16, item 4). */
	twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
	/** The language the person signed up in or last chose (the switcher): their account emails are written in it (issue 20). */
	locale: text('locale', { enum: personLocales }).notNull().default('en'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		token: text('token').notNull().unique(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		ipAddress: text('ip_address'),
		userAgent: text('user_agent'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
	'accounts',
	{
		id: text('id').primaryKey(),
		accountId: text('account_id').notNull(),
		providerId: text('provider_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		accessToken: text('access_token'),
		refreshToken: text('refresh_token'),
		idToken: text('id_token'),
		accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
		refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
		scope: text('scope'),
		/** The scrypt hash of the password (credential accounts only). */
		password: text('password'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable('verifications', {
	id: text('id').primaryKey(),
	identifier: text('identifier').notNull(),
	value: text('value').notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Staff roles are ours (PRODUCT.md "Staff area"): staff work the leads, editors the content, admins everything. */
export const userRoles = ['student', 'staff', 'editor', 'admin'] as const
export type UserRole = (typeof userRoles)[number]

/** SPEC.md "User profile", keyed by the user id; createdAt is set by the database clock. */
export const profiles = pgTable('profiles', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	name: text('name').notNull(),
	dob: date('dob'),
	email: text('email').notNull(),
	mobile: text('mobile'),
	role: text('role', { enum: userRoles }).notNull().default('student'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
	/** The last completed sign-in (password, and code where two-factor is on), for the staff list. */
	lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
	/** Set by an admin (issue 16, item 5): sign-in is refused and every session ended; the leads stay. */
	deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
})

/**
 * better-auth's two-factor plugin (model `twoFactor`): the TOTP secret and the backup codes, both
 * encrypted with the session secret; `verified` once the owner confirmed a code from the app.
 */
export const twoFactors = pgTable(
	'two_factors',
	{
		id: text('id').primaryKey(),
		secret: text('secret').notNull(),
		backupCodes: text('backup_codes').notNull(),
		userId: text('user_id')
			.notNull()
			.unique()
			.references(() => users.id, { onDelete: 'cascade' }),
		verified: boolean('verified').notNull().default(true),
		failedVerificationCount: integer('failed_verification_count').notNull().default(0),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		/**
		 * The 30-second time step of the last authenticator code accepted (not the plugin's: our
		 * hook in two-factor.server.ts). A code is taken only for a later step, so one read over a
		 * shoulder or from a phishing page cannot be used again within its window (RFC 6238, 5.2).
		 */
		lastTotpStep: integer('last_totp_step'),
	},
)

/** An admin's invitation to a staff role (issue 16, item 5): a link (its token stored hashed) valid 7 days. */
export const staffInvites = pgTable(
	'staff_invites',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: text('email').notNull(),
		name: text('name').notNull(),
		role: text('role', { enum: userRoles }).notNull(),
		tokenHash: text('token_hash').notNull().unique(),
		invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		acceptedAt: timestamp('accepted_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('staff_invites_email_idx').on(t.email)],
)

export const accountAuditActions = ['invite', 'role', 'deactivate', 'reactivate', 'erase', 'delete-own-account'] as const
export type AccountAuditAction = (typeof accountAuditActions)[number]

/**
 * Every change an admin makes to a person's account, and every erasure of personal data (issue 16,
 * items 5 and 7). The subject is named by id and a description that holds no personal data once
 * the person is erased.
 */
export const accountAudit = pgTable(
	'account_audit',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		action: text('action', { enum: accountAuditActions }).notNull(),
		actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
		actorName: text('actor_name').notNull(),
		subjectId: text('subject_id'),
		detail: text('detail').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('account_audit_created_idx').on(t.createdAt)],
)

/** Secrets generated once and shared by every server process (e.g. the session signing key). */
export const appSecrets = pgTable('app_secrets', {
	name: text('name').primaryKey(),
	value: text('value').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** What My Courses shows: the enrolment lead's status as staff set it (new reads requested, closed cancelled). */
export const enrolmentStatuses = ['requested', 'contacted', 'counselling', 'applied', 'enrolled', 'cancelled'] as const

/** Enroll Now (PRODUCT.md item 4): one request per user and course, enforced by the database. */
export const enrolmentRequests = pgTable(
	'enrolment_requests',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The course's key in the content store (no foreign key: an unpublished course keeps its requests). */
		courseId: text('course_id').notNull(),
		status: text('status', { enum: enrolmentStatuses }).notNull().default('requested'),
		sourcePage: text('source_page'),
		utmSource: text('utm_source'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [unique('enrolment_requests_user_course_unique').on(t.userId, t.courseId)],
)

/* Leads: every enquiry, contact message, enrolment request and newsletter sign-up becomes one row
 * of `leads`, the staff inbox (PRODUCT.md item 11). Contact messages, sign-ups and enrolment
 * requests also keep their own rows; `sourceId` points at them. */


export const leadTypes = ['enquiry', 'contact', 'enrolment', 'newsletter', 'booking'] as const
export type LeadType = (typeof leadTypes)[number]
export const leadStatuses = ['new', 'contacted', 'counselling', 'applied', 'enrolled', 'closed'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/**
 * What the inbox's search looks in, lower-cased: a lead's name, email, mobile, message, course and
 * source page, one line each. Stored, so a search compares with LIKE what ILIKE would lower-case
 * again on every row (a third of the time at 100,000 leads), and one trigram index serves every
 * column; a search term holds no line break, so a match never spans two fields.
 */
function leadSearchText(t: Record<'name' | 'email' | 'mobile' | 'message' | 'course' | 'sourcePage', AnyPgColumn>) {
	return sql`lower(coalesce(${t.name}, '') || E'\\n' || coalesce(${t.email}, '') || E'\\n' || coalesce(${t.mobile}, '') || E'\\n' || coalesce(${t.message}, '') || E'\\n' || coalesce(${t.course}, '') || E'\\n' || coalesce(${t.sourcePage}, ''))`
}

export const leads = pgTable(
	'leads',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		type: text('type', { enum: leadTypes }).notNull(),
		name: text('name'),
		email: text('email'),
		mobile: text('mobile'),
		/** Enquiry course option (SPEC's 14 values) or the course id of an enrolment request. */
		course: text('course'),
		/** Free text: the enquiry's "tell us", the contact message's subject and message. */
		message: text('message'),
		status: text('status', { enum: leadStatuses }).notNull().default('new'),
		closedReason: text('closed_reason'),
		assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		/** A repeat from the same email or mobile within 24 hours points at the first lead. */
		repeatOfId: uuid('repeat_of_id'),
		sourceId: text('source_id'),
		sourcePage: text('source_page'),
		utmSource: text('utm_source'),
		/** A retried submission with the same key is stored once. */
		idempotencyKey: text('idempotency_key').unique(),
		/** The latest word from the person: the lead itself, or a repeat linked to it. The inbox sorts by it. */
		lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
		/**
		 * Since when the person has waited for an answer (the 24-hour promise, SPEC section 4): set
		 * when the lead or a repeat arrives, cleared when a counsellor contacts them or moves the
		 * status past new. Null for sign-ups, repeats (their first lead waits) and answered leads.
		 */
		waitingSince: timestamp('waiting_since', { withTimezone: true }),
		/** When a counsellor first contacted the person (the promise kept, or late). */
		firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
		/** The counsellor's next step: a day on the institute's calendar and a short note of what to do. */
		nextActionOn: date('next_action_on'),
		nextActionNote: text('next_action_note'),
		/** When the status last became closed; retention counts from it (issue 16, item 7). */
		closedAt: timestamp('closed_at', { withTimezone: true }),
		/** The language of the page the person wrote from: their emails come in it (issue 20). */
		locale: text('locale', { enum: personLocales }).notNull().default('en'),
		/** When the person's data in this lead was removed (retention, erasure, a deleted account); counts stay. */
		anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
		searchText: text('search_text')
			.notNull()
			.generatedAlwaysAs((): SQL => leadSearchText(leads)),
	},
	(t) => [
		index('leads_created_at_idx').on(t.createdAt),
		index('leads_last_activity_idx').on(t.lastActivityAt),
		// Only first leads wait (a repeat's first lead does): every inbox page counts the waiting and the
		// overdue from this index alone, and My day reads a counsellor's in order.
		index('leads_waiting_since_idx').on(t.waitingSince).where(sql`${t.repeatOfId} is null`),
		index('leads_assignee_waiting_idx').on(t.assigneeId, t.waitingSince).where(sql`${t.repeatOfId} is null`),
		index('leads_assignee_next_action_idx').on(t.assigneeId, t.nextActionOn),
		index('leads_email_idx').on(t.email),
		index('leads_mobile_idx').on(t.mobile),
		index('leads_repeat_of_idx').on(t.repeatOfId),
		// Inbox search is a substring match (LIKE '%term%') over search_text. The index over every lead
		// gives the planner the text's statistics, so it knows when a word is common enough to walk the
		// inbox's order instead; repeats (a repeat's match finds its first lead) have a small index of their own.
		index('leads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
		index('leads_repeat_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.repeatOfId} is not null`),
		index('leads_course_idx').on(t.course),
		// The inbox counts first leads by type and status on every page: an index-only count (1 ms, not 35 ms, at 100,000 leads).
		index('leads_first_type_status_idx').on(t.type, t.status).where(sql`${t.repeatOfId} is null`),
		// The dashboard's median and 90th percentile time to first contact read a range's contacted leads from this index alone.
		index('leads_first_contact_idx')
			.on(t.createdAt, t.firstContactAt)
			.where(sql`${t.repeatOfId} is null and ${t.firstContactAt} is not null and ${t.type} in ('enquiry', 'contact', 'enrolment')`),
	],
)

/**
 * The dashboard's daily roll-up: how many first leads received on each day (on the institute's
 * calendar, Asia/Kolkata) count under each dimension's value. Kept by triggers on `leads` in the
 * same transaction as every insert, update and delete (migration 0022, where the dimensions are
 * defined), so a year of the dashboard reads a few thousand rows, not every lead of the year.
 */
export const leadDayCounts = pgTable(
	'lead_day_counts',
	{
		day: date('day').notNull(),
		dimension: text('dimension').notNull(),
		value: text('value'),
		detail: text('detail'),
		leads: integer('leads').notNull(),
	},
	(t) => [unique('lead_day_counts_key').on(t.day, t.dimension, t.value, t.detail).nullsNotDistinct()],
)

export const leadNotes = pgTable(
	'lead_notes',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		leadId: uuid('lead_id')
			.notNull()
			.references(() => leads.id, { onDelete: 'cascade' }),
		authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
		authorName: text('author_name').notNull(),
		body: text('body').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('lead_notes_lead_idx').on(t.leadId)],
)

export const contactChannels = ['call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof contactChannels)[number]
/** Reached and left-message count as contact (the wait ends); no answer and wrong number do not. */
export const contactOutcomes = ['reached', 'left-message', 'no-answer', 'wrong-number'] as const
export type ContactOutcome = (typeof contactOutcomes)[number]

/** The contact log: each call, WhatsApp message or email a counsellor made to the person, with its outcome. */
export const leadContacts = pgTable(
	'lead_contacts',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		leadId: uuid('lead_id')
			.notNull()
			.references(() => leads.id, { onDelete: 'cascade' }),
		channel: text('channel', { enum: contactChannels }).notNull(),
		outcome: text('outcome', { enum: contactOutcomes }).notNull(),
		note: text('note'),
		authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
		authorName: text('author_name').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('lead_contacts_lead_idx').on(t.leadId, t.createdAt)],
)

/** The admins' settings for the leads: one row (id 1). */
export const leadSettings = pgTable(
	'lead_settings',
	{
		id: integer('id').primaryKey().default(1),
		/** New leads are given in turn to the counsellors in the rotation (lead_rotation). */
		roundRobin: boolean('round_robin').notNull().default(false),
		/** When each counsellor's morning digest is sent: HH:MM on the institute's clock (the site's time zone). */
		digestTime: text('digest_time').notNull().default('08:00'),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [check('lead_settings_one_row', sql`${t.id} = 1`)],
)

/**
 * The counsellors who take new leads in turn (round-robin), and when each last got one: the next
 * lead goes to the one who waited longest, so someone joining or coming back gets one lead and
 * then takes turns, rather than a flood or none.
 */
export const leadRotation = pgTable('lead_rotation', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	active: boolean('active').notNull().default(true),
	lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
})

/** The counsellors' WhatsApp messages, editable by admins; {name} and {course} are filled in per lead. */
export const whatsAppTemplates = pgTable('whatsapp_templates', {
	id: text('id').$type<WhatsAppTemplateId>().primaryKey(),
	text: text('text').notNull(),
	updatedByName: text('updated_by_name'),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Staff notification emails, written in the same transaction as the lead and sent by a worker. */
export const outboxEmails = pgTable(
	'outbox_emails',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		/** The same message as HTML (transactional mail, issue 16); sent beside the text as an alternative. */
		html: text('html'),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		lastError: text('last_error'),
		/** Files sent with the email (a booking's .ics invite); text content only. */
		attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
)

export type OutboxAttachment = { filename: string; contentType: string; content: string }

/**
 * Work that must run once across every server process at a given time (a booking's reminders):
 * claimed with FOR UPDATE SKIP LOCKED as the outbox is, retried with back-off, and queued once per
 * dedupe key, so queueing the same job again (a retried request, a second process) is harmless.
 */
export const jobs = pgTable(
	'jobs',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		kind: text('kind').notNull(),
		payload: jsonb('payload').notNull(),
		dedupeKey: text('dedupe_key').unique(),
		runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
		attempts: integer('attempts').notNull().default(0),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		doneAt: timestamp('done_at', { withTimezone: true }),
		lastError: text('last_error'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('jobs_due_idx').on(t.doneAt, t.runAt)],
)

/* Counselling sessions (issue 17). Free times are computed from the counsellors' weekly hours,
 * breaks and days off, the institute's holidays, the settings and the bookings already made. */

/** A counsellor who takes bookings; weekly hours and breaks are in India time (Asia/Kolkata). */
export const counsellors = pgTable('counsellors', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	email: text('email').notNull(),
	active: boolean('active').notNull().default(true),
	weeklyHours: jsonb('weekly_hours').$type<WeeklyPeriod[]>().notNull(),
	breaks: jsonb('breaks').$type<WeeklyPeriod[]>().notNull().default([]),
	/** As content_entries.seedHash: which seed the row came from, null once staff edit it. */
	seedHash: text('seed_hash'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const counsellorDaysOff = pgTable(
	'counsellor_days_off',
	{
		counsellorId: text('counsellor_id')
			.notNull()
			.references(() => counsellors.id, { onDelete: 'cascade' }),
		date: date('date').notNull(),
		reason: text('reason'),
	},
	(t) => [primaryKey({ columns: [t.counsellorId, t.date] })],
)

export const instituteHolidays = pgTable('institute_holidays', {
	date: date('date').primaryKey(),
	name: text('name').notNull(),
})

/** The admins' booking settings: one row (id 1). */
export const bookingSettings = pgTable(
	'booking_settings',
	{
		id: integer('id').primaryKey().default(1),
		sessionMinutes: integer('session_minutes').notNull().default(30),
		bufferMinutes: integer('buffer_minutes').notNull().default(10),
		minNoticeMinutes: integer('min_notice_minutes').notNull().default(180),
		horizonDays: integer('horizon_days').notNull().default(30),
		/** Office visits at one time, at most (rooms at the institute). */
		rooms: integer('rooms').notNull().default(2),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [check('booking_settings_one_row', sql`${t.id} = 1`)],
)

export const bookingModes = ['institute', 'phone', 'video'] as const
export type BookingMode = (typeof bookingModes)[number]
export const bookingStatuses = ['booked', 'attended', 'no-show', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/**
 * A booked session. The database refuses two sessions of one counsellor at overlapping times
 * (an exclusion constraint in drizzle/0007_booking_overlap.sql, which drizzle-kit cannot express);
 * cancelled sessions free their time.
 */
export const bookings = pgTable(
	'bookings',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		counsellorId: text('counsellor_id')
			.notNull()
			.references(() => counsellors.id),
		mode: text('mode', { enum: bookingModes }).notNull(),
		/** 'general', 'country:{id}' or 'course:{id}'. */
		topic: text('topic').notNull(),
		startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
		endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
		status: text('status', { enum: bookingStatuses }).notNull().default('booked'),
		name: text('name').notNull(),
		email: text('email').notNull(),
		mobile: text('mobile').notNull(),
		parentAttending: boolean('parent_attending').notNull().default(false),
		note: text('note'),
		staffNote: text('staff_note'),
		leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		/** The language of the page the session was booked on: its emails and reminders come in it (issue 20). */
		locale: text('locale', { enum: personLocales }).notNull().default('en'),
		/** A retried submission with the same key is booked once. */
		idempotencyKey: text('idempotency_key').unique(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('bookings_starts_at_idx').on(t.startsAt),
		index('bookings_email_idx').on(t.email),
		check('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
	],
)

/* The content studio (docs/decisions/013-content-studio.md): every editable thing of the site is one
 * entry, a JSON document checked by its type's zod schema on every write. */

export const contentStates = ['draft', 'published', 'unpublished'] as const
export type ContentState = (typeof contentStates)[number]

export const contentEntries = pgTable(
	'content_entries',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** The content type ('course', 'journal-post', 'site-settings'). */
		type: text('type').notNull(),
		/** The entry's key within its type: the slug of its public URL. */
		key: text('key').notNull(),
		/** What visitors see; null until first published. */
		published: jsonb('published'),
		/** The editors' unpublished changes; null when there are none. */
		draft: jsonb('draft'),
		/** 'draft' (never published), 'published' or 'unpublished' (taken off the site). */
		state: text('state', { enum: contentStates }).notNull(),
		/** Raised by every write: a save names the version it started from (optimistic locking). */
		version: integer('version').notNull().default(1),
		/** As the seeded tables: the seed this entry was last written from, null once an editor touches it. */
		seedHash: text('seed_hash'),
		updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
		updatedByName: text('updated_by_name'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [unique('content_entries_type_key_unique').on(t.type, t.key)],
)

/** Every publish keeps the published document: who, when, what. */
export const contentRevisions = pgTable(
	'content_revisions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		entryId: uuid('entry_id')
			.notNull()
			.references(() => contentEntries.id, { onDelete: 'cascade' }),
		document: jsonb('document').notNull(),
		publishedById: text('published_by_id').references(() => users.id, { onDelete: 'set null' }),
		publishedByName: text('published_by_name').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('content_revisions_entry_idx').on(t.entryId, t.createdAt)],
)

export const contentActions = ['create', 'save', 'publish', 'unpublish', 'discard', 'restore', 'upload', 'review'] as const
export type ContentAction = (typeof contentActions)[number]

/** Every content action, for the admins' audit log. */
export const contentAudit = pgTable(
	'content_audit',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		entryId: uuid('entry_id').references(() => contentEntries.id, { onDelete: 'set null' }),
		type: text('type').notNull(),
		key: text('key').notNull(),
		action: text('action', { enum: contentActions }).notNull(),
		userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
		userName: text('user_name').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('content_audit_created_idx').on(t.createdAt)],
)

/**
 * "Mark as reviewed" on a country guide (issue 15): who checked it and when. The guide's public
 * "Last reviewed" is its newest row; the studio's review list, the guides whose newest is oldest.
 */
export const guideReviews = pgTable(
	'guide_reviews',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** The guide's key in the content store (type 'country-guide'). */
		guideKey: text('guide_key').notNull(),
		reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
		reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
		/** As shown on the guide: the reviewer's name (kept when the account goes). */
		reviewerName: text('reviewer_name').notNull(),
	},
	(t) => [index('guide_reviews_guide_idx').on(t.guideKey, t.reviewedAt)],
)

/* The studio's images (decision 013): each upload once, by the hash of its bytes, with its resized
 * copies in the database, so every server process and both databases serve them. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
	dataType: () => 'bytea',
	fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const contentImages = pgTable('content_images', {
	/** The first 20 hex digits of the SHA-256 of the uploaded bytes: the image's URLs are /media/<hash>… */
	hash: text('hash').primaryKey(),
	/** The uploaded image's size in pixels (after EXIF rotation). */
	width: integer('width').notNull(),
	height: integer('height').notNull(),
	/** Alt text: { en, pa, hi }, English required. */
	alt: jsonb('alt').notNull(),
	uploadedById: text('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
	uploadedByName: text('uploaded_by_name').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The resized copies of an image: WebP and AVIF at a few widths. */
export const contentImageVariants = pgTable(
	'content_image_variants',
	{
		hash: text('hash')
			.notNull()
			.references(() => contentImages.hash, { onDelete: 'cascade' }),
		format: text('format', { enum: ['webp', 'avif'] }).notNull(),
		width: integer('width').notNull(),
		height: integer('height').notNull(),
		bytes: bytea('bytes').notNull(),
	},
	(t) => [primaryKey({ columns: [t.hash, t.format, t.width] })],
)
