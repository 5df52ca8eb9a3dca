import crypto from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm'
import * as ics from 'ics'
import type { Database } from '~/db/client.server'
import type { Seeder } from '~/db/seed.server'
import {
	appSecrets,
	type BookingMode,
	bookings,
	bookingSettings,
	counsellorDaysOff,
	counsellors,
	instituteHolidays,
	type OutboxAttachment,
	outboxEmails,
} from '~/db/schema'
import { type SiteSettings, whatsappMailLink } from '~/config/site-settings'
import { instituteDetails, instituteIn, renderEmail } from '~/features/mail/transactional-email.server'
import { countryNamesIn } from '~/features/countries/country-page.server'
import { enqueueJob, type JobHandlers } from '~/features/jobs/jobs.server'
import { publishedSiteSettings } from '~/features/studio/site-settings.server'
import { createLead, type LeadNotification } from '~/features/leads/leads.server'
import {
	addDays,
	type AvailabilityInput,
	type FreeTime,
	formatSessionTime,
	freeTimesOn,
	indiaDate,
	nextFreeTimes,
	type WeeklyPeriod,
} from './availability'
import { bookingModeLabel, bookingTopicLabel } from './booking'
import { courseTopics } from './booking-topics.server'
import { translator } from '~/features/i18n/catalogues.server'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '~/features/i18n/locales'

/** Staff read bookings in English (the inbox, the calendar, the lead's summary). */
const english = translator(DEFAULT_LOCALE)

export type Booking = typeof bookings.$inferSelect

/* Availability: the defaults a fresh install starts with (staff change them in the database). */

const weekdays = [1, 2, 3, 4, 5, 6]
const officeHours = (days: number[]): WeeklyPeriod[] => days.map((weekday) => ({ weekday, start: '10:00', end: '18:00' }))
const lunch = (days: number[]): WeeklyPeriod[] => days.map((weekday) => ({ weekday, start: '13:30', end: '14:30' }))

const defaultCounsellors = [
	{ id: 'navneet-gill', name: 'Dr Navneet Kaur Gill', email: 'navneet@welsheducation.example', weeklyHours: officeHours([1, 2, 3, 4, 5]), breaks: lunch([1, 2, 3, 4, 5]) },
	{ id: 'aman-bhatia', name: 'Aman Bhatia', email: 'aman@welsheducation.example', weeklyHours: officeHours(weekdays), breaks: lunch(weekdays) },
]

/** India's national holidays on fixed dates, for the next two years; staff add the others. */
const defaultHolidays = [2026, 2027].flatMap((year) => [
	{ date: `${year}-01-26`, name: 'Republic Day' },
	{ date: `${year}-08-15`, name: 'Independence Day' },
	{ date: `${year}-10-02`, name: 'Gandhi Jayanti' },
	{ date: `${year}-12-25`, name: 'Christmas Day' },
])

/** Inserts the default settings, counsellors and holidays where missing; never changes a row that exists. */
export const bookingSeeder: Seeder = {
	name: 'bookings',
	async run(db) {
		await db.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing()
		await db
			.insert(counsellors)
			.values(defaultCounsellors.map((c) => ({ ...c, seedHash: 'default' })))
			.onConflictDoNothing()
		await db.insert(instituteHolidays).values(defaultHolidays).onConflictDoNothing()
	},
}

export async function loadSettings(db: Database) {
	const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1))
	if (!settings) throw new Error('booking settings are missing (the seeder did not run)')
	return settings
}

/** Everything free times are computed from, for the whole horizon, read now. */
export async function loadAvailability(db: Database, mode: string, now = new Date()): Promise<AvailabilityInput> {
	const settings = await loadSettings(db)
	const from = addDays(indiaDate(now), -1)
	const to = addDays(indiaDate(now), settings.horizonDays + 1)
	const [people, daysOff, holidays, busy] = await Promise.all([
		db.select().from(counsellors).where(eq(counsellors.active, true)).orderBy(asc(counsellors.name)),
		db.select().from(counsellorDaysOff).where(and(gte(counsellorDaysOff.date, from), lt(counsellorDaysOff.date, to))),
		db.select().from(instituteHolidays).where(and(gte(instituteHolidays.date, from), lt(instituteHolidays.date, to))),
		db
			.select({ counsellorId: bookings.counsellorId, mode: bookings.mode, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
			.from(bookings)
			.where(and(ne(bookings.status, 'cancelled'), gte(bookings.endsAt, new Date(Date.parse(`${from}T00:00:00Z`))), lt(bookings.startsAt, new Date(Date.parse(`${to}T00:00:00Z`))))),
	])
	return {
		now,
		settings,
		counsellors: people.map((c) => ({
			id: c.id,
			weeklyHours: c.weeklyHours,
			breaks: c.breaks,
			daysOff: daysOff.filter((d) => d.counsellorId === c.id).map((d) => d.date),
		})),
		holidays: holidays.map((h) => h.date),
		bookings: busy,
		mode,
	}
}

/* Signed links: a booking is managed (moved, cancelled) through a link only its email carries. */

const signingKeys = new WeakMap<Database, Promise<string>>()

/** One key for every server process, made once and kept in the database. */
function signingKey(db: Database) {
	let key = signingKeys.get(db)
	if (!key) {
		key = (async () => {
			await db.insert(appSecrets).values({ name: 'booking-link-key', value: crypto.randomBytes(32).toString('base64url') }).onConflictDoNothing()
			const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'booking-link-key'))
			if (!row) throw new Error('Could not create the booking link key')
			return row.value
		})()
		key.catch(() => signingKeys.delete(db))
		signingKeys.set(db, key)
	}
	return key
}

/** "{id}.{signature}": the booking's id signed with the site's key. */
export async function manageToken(db: Database, bookingId: string) {
	const signature = crypto.createHmac('sha256', await signingKey(db)).update(`booking:${bookingId}`).digest('base64url')
	return `${bookingId}.${signature}`
}

/** The booking a token names, if its signature is right. */
export async function bookingByToken(db: Database, token: string): Promise<Booking | null> {
	const [id, signature] = token.split('.')
	if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null
	const expected = (await manageToken(db, id)).split('.')[1]!
	if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null
	const [booking] = await db.select().from(bookings).where(eq(bookings.id, id))
	return booking ?? null
}

/* Booking */

export type BookingRequest = {
	mode: BookingMode
	topic: string
	startsAt: Date
	name: string
	email: string
	mobile: string
	parentAttending: boolean
	note: string | null
	userId?: string | null
	idempotencyKey?: string | null
	sourcePage?: string | null
	utmSource?: string | null
	/** The language of the page it was booked on: its emails come in it. */
	locale?: Locale
}

/** What the emails need to know: the site, the address links are built on, and whether mail goes out. */
export type BookingMail = { site: SiteSettings; origin: string; sendMail: boolean; staff?: LeadNotification }

export type BookingOutcome = { status: 'booked'; booking: Booking; token: string } | { status: 'taken'; next: FreeTime[] }

class TimeTaken extends Error {}

/**
 * Books a session. The time must be free now (computed as the page computed it); the counsellor is
 * one of those free then, and the database's no-overlap constraint decides a race: the loser tries
 * the next counsellor free at that time, and when none is left hears the time was taken, with the
 * next free times. The lead, the confirmation email and the reminders commit with the booking.
 * The booking's id is chosen first, so everything its emails say that no counsellor decides (its
 * link, the site and topic in its language: sessionTexts) is read before the counsellor's lock.
 */
export async function createBooking(db: Database, request: BookingRequest, mail: BookingMail): Promise<BookingOutcome> {
	if (request.idempotencyKey) {
		const [replay] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, request.idempotencyKey))
		if (replay) return { status: 'booked', booking: replay, token: await manageToken(db, replay.id) }
	}
	const availability = await loadAvailability(db, request.mode)
	const slot = freeTimesOn(indiaDate(request.startsAt), availability).find((t) => t.startsAt.getTime() === request.startsAt.getTime())
	const id = crypto.randomUUID()
	const locale = request.locale ?? DEFAULT_LOCALE
	const [texts, aboutInEnglish] = slot ? await Promise.all([sessionTexts(db, { id, topic: request.topic, locale }, mail), bookingTopicIn(db, request.topic, DEFAULT_LOCALE)]) : []
	for (const counsellorId of slot ? leastBusyFirst(slot, availability) : []) {
		try {
			const booking = await db.transaction(async (tx) => {
				const t = tx as unknown as Database
				await lockCounsellor(t, counsellorId)
				if (request.mode === 'institute') await checkRoomFree(t, slot!, availability.settings.rooms)
				const [row] = await t
					.insert(bookings)
					.values({
						id,
						counsellorId,
						mode: request.mode,
						topic: request.topic,
						startsAt: slot!.startsAt,
						endsAt: slot!.endsAt,
						name: request.name,
						email: request.email.toLowerCase(),
						mobile: request.mobile,
						parentAttending: request.parentAttending,
						note: request.note,
						userId: request.userId ?? null,
						idempotencyKey: request.idempotencyKey ?? null,
						locale,
					})
					.returning()
				const lead = await createLead(
					t,
					{
						type: 'booking',
						status: 'counselling',
						name: request.name,
						email: request.email,
						mobile: request.mobile,
						message: leadSummary(row!, aboutInEnglish!),
						userId: request.userId ?? null,
						sourceId: row!.id,
						sourcePage: request.sourcePage ?? null,
						utmSource: request.utmSource ?? null,
						locale,
					},
					mail.staff,
				)
				const [linked] = await t.update(bookings).set({ leadId: lead.id }).where(eq(bookings.id, row!.id)).returning()
				await afterBooked(t, linked!, mail, texts!, 'booked')
				return linked!
			})
			return { status: 'booked', booking, token: texts!.token }
		} catch (error) {
			if (error instanceof TimeTaken || isOverlap(error)) continue
			if (request.idempotencyKey && isUniqueViolation(error)) {
				const [replay] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, request.idempotencyKey))
				if (replay) return { status: 'booked', booking: replay, token: await manageToken(db, replay.id) }
			}
			throw error
		}
	}
	return { status: 'taken', next: nextFreeTimes(await loadAvailability(db, request.mode), indiaDate(request.startsAt), 5) }
}

/** Spreads the sessions: the counsellor with the fewest sessions that day first. */
function leastBusyFirst(slot: FreeTime, availability: AvailabilityInput) {
	const day = indiaDate(slot.startsAt)
	const load = (id: string) => availability.bookings.filter((b) => b.counsellorId === id && indiaDate(b.startsAt) === day).length
	return [...slot.counsellorIds].sort((a, b) => load(a) - load(b))
}

/**
 * One booking at a time per counsellor. Without it, racing inserts find one another's uncommitted rows
 * under the no-overlap constraint and wait on them in any order (a cycle costs PostgreSQL's one-second
 * deadlock timeout); with it, each racer waits once, for the one ahead, then finds the time taken.
 * Taken before the rooms' lock, in every path, so the two locks are always taken in one order.
 */
async function lockCounsellor(tx: Database, counsellorId: string) {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-counsellor:${counsellorId}`}, 0))`)
}

/** Rooms are shared by every counsellor, so office visits at one time are counted under a lock. */
async function checkRoomFree(tx: Database, slot: FreeTime, rooms: number, exceptId?: string) {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('booking-rooms', 0))`)
	const [{ count } = { count: 0 }] = await tx
		.select({ count: sql<number>`count(*)::int` })
		.from(bookings)
		.where(
			and(
				eq(bookings.mode, 'institute'),
				ne(bookings.status, 'cancelled'),
				lt(bookings.startsAt, slot.endsAt),
				sql`${bookings.endsAt} > ${slot.startsAt}`,
				exceptId ? ne(bookings.id, exceptId) : undefined,
			),
		)
	if (count >= rooms) throw new TimeTaken()
}

/** Moves a booking to another free time (the student's link or staff); its reminders follow it. */
export async function moveBooking(db: Database, booking: Booking, startsAt: Date, mail: BookingMail): Promise<BookingOutcome> {
	const availability = await loadAvailability(db, booking.mode)
	// The booking's own time does not count against its move.
	availability.bookings = availability.bookings.filter((b) => !(b.counsellorId === booking.counsellorId && b.startsAt.getTime() === booking.startsAt.getTime()))
	const slot = freeTimesOn(indiaDate(startsAt), availability).find((t) => t.startsAt.getTime() === startsAt.getTime())
	const candidates = slot ? [...slot.counsellorIds].sort((a) => (a === booking.counsellorId ? -1 : 1)) : []
	const texts = slot ? await sessionTexts(db, booking, mail) : undefined
	for (const counsellorId of candidates) {
		try {
			const moved = await db.transaction(async (tx) => {
				const t = tx as unknown as Database
				await lockCounsellor(t, counsellorId)
				if (booking.mode === 'institute') await checkRoomFree(t, slot!, availability.settings.rooms, booking.id)
				const [row] = await t
					.update(bookings)
					.set({ counsellorId, startsAt: slot!.startsAt, endsAt: slot!.endsAt, status: 'booked', updatedAt: sql`now()` })
					.where(eq(bookings.id, booking.id))
					.returning()
				await afterBooked(t, row!, mail, texts!, 'moved')
				return row!
			})
			return { status: 'booked', booking: moved, token: texts!.token }
		} catch (error) {
			if (error instanceof TimeTaken || isOverlap(error)) continue
			throw error
		}
	}
	return { status: 'taken', next: nextFreeTimes(availability, indiaDate(startsAt), 5) }
}

/** Cancels a booking: its time is free at once, its reminders do nothing, the student is emailed. */
export async function cancelBooking(db: Database, booking: Booking, mail: BookingMail) {
	const texts = mail.sendMail ? await sessionTexts(db, booking, mail) : undefined
	await db.transaction(async (tx) => {
		const t = tx as unknown as Database
		const [row] = await t.update(bookings).set({ status: 'cancelled', updatedAt: sql`now()` }).where(eq(bookings.id, booking.id)).returning()
		if (texts) await t.insert(outboxEmails).values({ leadId: row!.leadId, to: row!.email, ...cancelledEmail(row!, texts, mail.origin) })
	})
}

/** The reminders and the email of a booking made or moved, in the same transaction. */
async function afterBooked(tx: Database, booking: Booking, mail: BookingMail, texts: SessionTexts, event: 'booked' | 'moved') {
	for (const hoursBefore of [24, 2]) {
		const runAt = new Date(booking.startsAt.getTime() - hoursBefore * 3_600_000)
		if (runAt.getTime() <= Date.now()) continue
		await enqueueJob(tx, {
			kind: BOOKING_REMINDER,
			payload: { bookingId: booking.id, startsAt: booking.startsAt.toISOString(), hoursBefore, origin: mail.origin },
			runAt,
			dedupeKey: `booking-reminder:${booking.id}:${booking.startsAt.toISOString()}:${hoursBefore}`,
		})
	}
	if (mail.sendMail) await tx.insert(outboxEmails).values({ leadId: booking.leadId, to: booking.email, ...(await sessionEmail(tx, booking, texts, event)) })
}

export const BOOKING_REMINDER = 'booking-reminder'
type ReminderPayload = { bookingId: string; startsAt: string; hoursBefore: number; origin: string }

/**
 * The reminder job: an email 24 and 2 hours before, through the outbox. A booking moved or
 * cancelled since the job was queued gets nothing from it (the move queued its own reminders).
 * The institute's details are the published site settings, read in the job's own transaction (a
 * read on another connection would wait on PGlite's one); `configured` (SITE_*) is their default.
 */
export function bookingJobHandlers(configured: SiteSettings, sendMail: boolean): JobHandlers {
	return {
		async [BOOKING_REMINDER](tx, payload) {
			const { bookingId, startsAt, hoursBefore, origin } = payload as ReminderPayload
			const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId))
			if (!booking || booking.status !== 'booked' || booking.startsAt.toISOString() !== startsAt || !sendMail) return
			const mail = { site: await publishedSiteSettings(tx, configured), origin, sendMail }
			const email = await sessionEmail(tx, booking, await sessionTexts(tx, booking, mail), hoursBefore === 24 ? 'reminder-day' : 'reminder-hours')
			await tx.insert(outboxEmails).values({ leadId: booking.leadId, to: booking.email, ...email })
		},
	}
}

/* Emails */

/** The lead's message for the staff, in English; `about` is the topic in English (bookingTopicIn). */
function leadSummary(booking: Booking, about: string) {
	return [
		`Counselling session: ${formatSessionTime(booking.startsAt)} (India time), ${bookingModeLabel(booking.mode, english)}.`,
		`About: ${about}.`,
		booking.parentAttending ? 'A parent or guardian will attend.' : null,
		booking.note ? `Note: ${booking.note}` : null,
	]
		.filter(Boolean)
		.join('\n')
}

/**
 * A booking's topic in a language: a country by its name there, a course by its published name there,
 * or, when the editors have not translated the course yet, its English with the site's note saying so.
 */
export async function bookingTopicIn(db: Database, topic: string, locale: Locale) {
	const courses = topic.startsWith('course:') ? await courseTopics(db, locale) : []
	return bookingTopicLabel(topic, courses, translator(locale), countryNamesIn(locale))
}

/** What a booking's emails say that its row does not decide: the site's details and the topic in its language, and its page's signed link. */
type SessionTexts = { site: SiteSettings; about: string; token: string; manage: string }

async function sessionTexts(db: Database, booking: Pick<Booking, 'id' | 'topic' | 'locale'>, mail: BookingMail): Promise<SessionTexts> {
	const { locale } = booking
	const [institute, about, token] = await Promise.all([instituteIn(db, instituteDetails(mail.site), locale), bookingTopicIn(db, booking.topic, locale), manageToken(db, booking.id)])
	// The site's details in the booking's language, the rest (map, time zone) as they are.
	return { site: { ...mail.site, ...institute }, about, token, manage: `${mail.origin}${localizedPath(`/book/manage/${token}`, locale)}` }
}

export function mapLink(site: SiteSettings) {
	return `https://www.google.com/maps/search/?api=1&query=${site.map.latitude},${site.map.longitude}`
}

const subjects = {
	booked: 'email.booking.subjectBooked',
	moved: 'email.booking.subjectMoved',
	'reminder-day': 'email.booking.subjectReminderDay',
	'reminder-hours': 'email.booking.subjectReminderHours',
} as const

/**
 * The booking's confirmation (and the move and reminders): the transactional template, text and
 * HTML with the institute's name, address and contact details (renderEmail), and the calendar invite.
 */
async function sessionEmail(db: Database, booking: Booking, { site, about, manage }: SessionTexts, event: keyof typeof subjects) {
	const [counsellor] = await db.select({ name: counsellors.name }).from(counsellors).where(eq(counsellors.id, booking.counsellorId))
	const { locale } = booking
	const t = translator(locale)
	const when = formatSessionTime(booking.startsAt, undefined, true, locale)
	const rendered = renderEmail(
		instituteDetails(site),
		t(subjects[event], { when }),
		{
			greeting: t('email.greeting', { name: booking.name }),
			lead: [
				t(event === 'moved' ? 'email.booking.introMoved' : 'email.booking.intro'),
				t('email.booking.when', { when, minutes: (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000 }),
				t('email.booking.how', { how: bookingModeLabel(booking.mode, t) }),
				t('email.booking.about', { about }),
				t('email.booking.counsellor', { name: counsellor?.name ?? site.name }),
				...(booking.mode === 'institute' ? [t('email.booking.where', { address: site.address }), t('email.booking.map', { url: mapLink(site) })] : []),
				t('email.booking.next', { step: t(nextStep[booking.mode], { mobile: booking.mobile }) }),
			],
			action: { label: t('email.booking.manage'), url: manage },
			after: [t('email.booking.questions', { link: whatsappMailLink(site, t('booking.manage.whatsappGreeting', { when })), phone: site.phone })],
		},
		locale,
	)
	return { ...rendered, attachments: [invite(booking, site, about, counsellor?.name, manage)] }
}

/** What the person can expect before the session, by how it is held. */
const nextStep = {
	institute: 'email.booking.nextInstitute',
	phone: 'email.booking.nextPhone',
	video: 'email.booking.nextVideo',
} as const satisfies Record<Booking['mode'], MessageKey>

function cancelledEmail(booking: Booking, { site, about, manage }: SessionTexts, origin: string) {
	const t = translator(booking.locale)
	const when = formatSessionTime(booking.startsAt, undefined, true, booking.locale)
	return {
		subject: t('email.booking.subjectCancelled', { when }),
		text: [
			t('email.greeting', { name: booking.name }),
			'',
			t('email.booking.cancelled', { when }),
			t('email.booking.bookAgain', { url: `${origin}${localizedPath('/book', booking.locale)}` }),
			'',
			site.name,
		].join('\n'),
		attachments: [invite(booking, site, about, undefined, manage, true)],
	}
}

/** The calendar invite, in the booking's language (site and about in it): one UID per booking, so a move or cancellation updates the same event. */
function invite(booking: Booking, site: SiteSettings, about: string, counsellor: string | undefined, manage: string, cancelled = false): OutboxAttachment {
	const t = translator(booking.locale)
	const how = bookingModeLabel(booking.mode, t)
	const { error, value } = ics.createEvent({
		uid: `${booking.id}@booking`,
		method: cancelled ? 'CANCEL' : 'PUBLISH',
		status: cancelled ? 'CANCELLED' : 'CONFIRMED',
		sequence: Math.floor(booking.updatedAt.getTime() / 1000) % 2_000_000_000,
		start: booking.startsAt.getTime(),
		startInputType: 'utc',
		startOutputType: 'utc',
		end: booking.endsAt.getTime(),
		endInputType: 'utc',
		endOutputType: 'utc',
		title: t('email.booking.inviteTitle', { name: counsellor ?? site.name }),
		// One line each, as the email writes them: each language ends its sentences its own way.
		description: [t('email.booking.how', { how }), t('email.booking.about', { about }), t('email.booking.inviteManage', { url: manage })].join('\n'),
		location: booking.mode === 'institute' ? site.address : how,
		url: manage,
		organizer: { name: site.name, email: site.email },
	})
	if (error || !value) throw error ?? new Error('Could not write the calendar invite')
	return { filename: 'counselling-session.ics', contentType: 'text/calendar; charset=utf-8', content: value }
}

/* Staff calendar */

export async function listBookings(db: Database, from: Date, to: Date, counsellorId?: string) {
	return db
		.select({ booking: bookings, counsellorName: counsellors.name })
		.from(bookings)
		.innerJoin(counsellors, eq(counsellors.id, bookings.counsellorId))
		.where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to), counsellorId ? eq(bookings.counsellorId, counsellorId) : undefined))
		.orderBy(asc(bookings.startsAt))
}

export async function listCounsellors(db: Database) {
	return db.select({ id: counsellors.id, name: counsellors.name }).from(counsellors).where(eq(counsellors.active, true)).orderBy(asc(counsellors.name))
}

export async function bookingById(db: Database, id: string) {
	const [booking] = await db.select().from(bookings).where(eq(bookings.id, id))
	return booking ?? null
}

export async function updateBookingByStaff(db: Database, id: string, changes: { status?: 'attended' | 'no-show' | 'booked'; staffNote?: string | null }) {
	await db.update(bookings).set({ ...changes, updatedAt: sql`now()` }).where(inArray(bookings.id, [id]))
}

function errorCode(error: unknown) {
	return (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
}
/**
 * Another booking holds the time: the exclusion constraint refused ours (23P01), or two inserts
 * checking it waited on each other and PostgreSQL ended ours as the deadlock's victim (40P01, seen
 * with 50 simultaneous requests for one time): the other one goes on, so ours lost the race.
 */
const isOverlap = (error: unknown) => errorCode(error) === '23P01' || errorCode(error) === '40P01'
const isUniqueViolation = (error: unknown) => errorCode(error) === '23505'

export async function counsellorName(db: Database, id: string) {
	const [row] = await db.select({ name: counsellors.name }).from(counsellors).where(eq(counsellors.id, id))
	return row?.name ?? ''
}

/**
 * A signed-in student's sessions, newest first, each with its own page's link: those booked while
 * signed in and, once the account's address is confirmed, those booked with it while signed out
 * (an unconfirmed address could be someone else's). Written in the page's language, links included.
 */
export async function bookingsForUser(db: Database, user: { id: string; email: string; emailVerified: boolean }, locale: Locale = DEFAULT_LOCALE) {
	const mine = user.emailVerified ? or(eq(bookings.userId, user.id), sql`lower(${bookings.email}) = lower(${user.email})`) : eq(bookings.userId, user.id)
	const rows = await db.select().from(bookings).where(mine).orderBy(desc(bookings.startsAt))
	return Promise.all(
		rows.map(async (b) => ({
			id: b.id,
			when: formatSessionTime(b.startsAt, undefined, true, locale),
			how: bookingModeLabel(b.mode, translator(locale)),
			status: b.status,
			link: localizedPath(`/book/manage/${await manageToken(db, b.id)}`, locale),
		})),
	)
}
