import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { bookings, counsellors, jobs, leads, outboxEmails, users } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { runDueJobs } from '~/features/jobs/jobs.server'
import { getEntry, publishEntry } from '~/features/studio/content-store.server'
import { SITE_SETTINGS_KEY } from '~/features/studio/content-types'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { addDays, formatSessionTime, freeTimesOn, indiaDate } from './availability'
import { courseTopics } from './booking-topics.server'
import {
	type BookingRequest,
	bookingByToken,
	bookingJobHandlers,
	bookingsForUser,
	cancelBooking,
	createBooking,
	loadAvailability,
	moveBooking,
} from './bookings.server'

const mail = { site: defaultSiteSettings, origin: 'https://welsh.test', sendMail: true }

/** The first free time at least two days ahead (so both reminders are due later). */
async function freeTimeAhead(database: TestDatabase, mode: string, skip = 0) {
	const availability = await loadAvailability(database.db, mode)
	for (let day = 2; day < 30; day++) {
		const times = freeTimesOn(addDays(indiaDate(new Date()), day), availability)
		if (times.length > skip) return times[skip]!
	}
	throw new Error('no free time in the horizon')
}

const request = (startsAt: Date, n: number, mode: BookingRequest['mode'] = 'video'): BookingRequest => ({
	mode,
	topic: 'country:ca',
	startsAt,
	name: `Racer ${n}`,
	email: `racer-${n}@example.com`,
	mobile: `98765${String(n).padStart(5, '0')}`,
	parentAttending: n % 2 === 0,
	note: null,
})

describe.each(testDatabaseKinds)('bookings on %s', (kind) => {
	let database: TestDatabase
	const counsellorOf = async (id: string) => (await database.db.select({ name: counsellors.name }).from(counsellors).where(eq(counsellors.id, id)))[0]!.name
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('the database refuses two overlapping sessions of one counsellor; a cancelled one frees its time', async () => {
		const { db } = database
		const start = new Date('2030-01-07T05:00:00Z')
		const row = (counsellorId: string, from: number, minutes = 30) => ({
			counsellorId,
			mode: 'phone' as const,
			topic: 'general',
			startsAt: new Date(start.getTime() + from * 60_000),
			endsAt: new Date(start.getTime() + (from + minutes) * 60_000),
			name: 'Constraint',
			email: 'constraint@example.com',
			mobile: '9876500000',
		})
		const [first] = await db.insert(bookings).values(row('aman-bhatia', 0)).returning()
		const refused = await db.insert(bookings).values(row('aman-bhatia', 15)).catch((error: unknown) => error)
		const code = (refused as { code?: string; cause?: { code?: string } }).cause?.code ?? (refused as { code?: string }).code
		expect(code).toBe('23P01')
		await db.insert(bookings).values(row('aman-bhatia', 30)) // back to back is fine
		await db.insert(bookings).values(row('navneet-gill', 15)) // another counsellor is fine
		await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first!.id))
		await db.insert(bookings).values(row('aman-bhatia', 0))
	})

	test('50 simultaneous requests for one time with one counsellor free: exactly one booking', async () => {
		const { db } = database
		await db.update(counsellors).set({ active: false }).where(eq(counsellors.id, 'navneet-gill'))
		try {
			const time = await freeTimeAhead(database, 'video')
			const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => createBooking(db, request(time.startsAt, n), mail)))
			const booked = outcomes.filter((o) => o.status === 'booked')
			expect(booked).toHaveLength(1)
			const stored = await db.select().from(bookings).where(and(eq(bookings.startsAt, time.startsAt), sql`${bookings.status} <> 'cancelled'`))
			expect(stored).toHaveLength(1)
			for (const lost of outcomes.filter((o) => o.status === 'taken')) {
				expect(lost.next.length).toBeGreaterThan(0)
				expect(lost.next.map((t) => t.startsAt.getTime())).not.toContain(time.startsAt.getTime())
			}
			// The winner is a lead of type booking, in counselling, with the confirmation email and its invite queued.
			const winner = booked[0]!.status === 'booked' ? booked[0]!.booking : null
			const [lead] = await db.select().from(leads).where(eq(leads.id, winner!.leadId!))
			expect(lead).toMatchObject({ type: 'booking', status: 'counselling', sourceId: winner!.id })
			const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, winner!.email))
			expect(email!.subject).toMatch(/^Your free counselling session is booked/)
			expect(email!.attachments![0]!.content).toContain('BEGIN:VEVENT')
			// The transactional template: text and HTML, with what happens next and the institute's details.
			for (const part of [email!.text, email!.html!]) {
				for (const words of ['What happens next:', mail.site.address, mail.site.phone, mail.site.email, 'https://wa.me/', '/book/manage/']) expect(part).toContain(words)
			}
			expect(email!.html).toContain('>Move or cancel your session</a>')
			expect(await db.select().from(jobs).where(sql`${jobs.payload}->>'bookingId' = ${winner!.id}`)).toHaveLength(2)
		} finally {
			await db.update(counsellors).set({ active: true }).where(eq(counsellors.id, 'navneet-gill'))
		}
	})

	test('a booking links to the earlier lead of the same person, however old', async () => {
		const { db } = database
		const [earlier] = await db
			.insert(leads)
			.values({ type: 'enquiry', name: 'Old Lead', email: 'returning@example.com', mobile: '9876512345', createdAt: new Date('2025-01-01') })
			.returning()
		const time = await freeTimeAhead(database, 'phone', 1)
		await db.insert(users).values({ id: 'student-900', name: 'Old Lead', email: 'returning@example.com' })
		const outcome = await createBooking(db, { ...request(time.startsAt, 900, 'phone'), email: 'returning@example.com', userId: 'student-900' }, mail)
		expect(outcome.status).toBe('booked')
		// The signed-in student finds it on their account page, with its own page's link.
		const student = { id: 'student-900', email: 'returning@example.com', emailVerified: false }
		const mine = await bookingsForUser(db, student)
		expect(mine).toHaveLength(1)
		// A session booked with the same address while signed out shows once the address is confirmed.
		const later = await freeTimeAhead(database, 'phone', 2)
		expect((await createBooking(db, { ...request(later.startsAt, 901, 'phone'), email: 'Returning@example.com' }, mail)).status).toBe('booked')
		expect(await bookingsForUser(db, student)).toHaveLength(1)
		expect(await bookingsForUser(db, { ...student, emailVerified: true })).toHaveLength(2)
		expect((await bookingByToken(db, mine[0]!.link.split('/').pop()!))?.id).toBe(outcome.status === 'booked' ? outcome.booking.id : '')
		const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.status === 'booked' ? outcome.booking.leadId! : ''))
		expect(lead!.repeatOfId).toBe(earlier!.id)
	})

	test('the signed link finds the booking; moving and cancelling free the time and the old reminders send nothing', async () => {
		const { db } = database
		const time = await freeTimeAhead(database, 'institute', 2)
		const outcome = await createBooking(db, request(time.startsAt, 1000, 'institute'), mail)
		if (outcome.status !== 'booked') throw new Error('not booked')
		expect((await bookingByToken(db, outcome.token))?.id).toBe(outcome.booking.id)
		expect(await bookingByToken(db, `${outcome.booking.id}.forged`)).toBeNull()

		const later = await freeTimeAhead(database, 'institute', 6)
		const moved = await moveBooking(db, outcome.booking, later.startsAt, mail)
		expect(moved.status).toBe('booked')
		const availability = await loadAvailability(db, 'institute')
		const stillFree = freeTimesOn(indiaDate(time.startsAt), availability).find((t) => t.startsAt.getTime() === time.startsAt.getTime())
		expect(stillFree?.counsellorIds).toContain(outcome.booking.counsellorId)

		// An editor changes the phone: the reminders say the new one, without a restart (SITE_* are only the defaults).
		const settings = (await getEntry(db, 'site-settings', SITE_SETTINGS_KEY))!
		await publishEntry(db, 'site-settings', SITE_SETTINGS_KEY, settings.version, { id: null as unknown as string, name: 'Editor' }, { ...(settings.published as object), phone: '+91 181 400 7777' })

		// Every reminder made due now: only the moved booking's two send, once each, however many workers run.
		await db.update(jobs).set({ runAt: sql`now()` }).where(sql`${jobs.payload}->>'bookingId' = ${outcome.booking.id}`)
		const handlers = bookingJobHandlers(defaultSiteSettings, true)
		await Promise.all([runDueJobs(db, handlers), runDueJobs(db, handlers)])
		const reminders = await db.select().from(outboxEmails).where(and(eq(outboxEmails.to, 'racer-1000@example.com'), sql`${outboxEmails.subject} like 'Reminder:%'`))
		expect(reminders.map((r) => r.subject.split(':')[1]).sort()).toEqual([' your counselling session is in 2 hours', ' your counselling session is tomorrow'])
		for (const reminder of reminders) expect(reminder.text).toContain('or call +91 181 400 7777.')

		await cancelBooking(db, (await bookingByToken(db, outcome.token))!, mail)
		const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, outcome.booking.id))
		expect(cancelled!.status).toBe('cancelled')
		const cancelMail = await db.select().from(outboxEmails).where(and(eq(outboxEmails.to, 'racer-1000@example.com'), sql`${outboxEmails.subject} like 'Your counselling session is cancelled%'`))
		expect(cancelMail[0]!.attachments![0]!.content).toContain('METHOD:CANCEL')
	})

	test.each([
		['pa', 'ਤੁਹਾਡਾ ਮੁਫ਼ਤ ਸਲਾਹ ਦਾ ਸਮਾਂ ਪੱਕਾ ਹੋ ਗਿਆ ਹੈ', 'ਯਾਦ ਰਹੇ', 'ਤੁਹਾਡਾ ਸਲਾਹ ਦਾ ਸਮਾਂ ਰੱਦ ਹੋ ਗਿਆ ਹੈ', 'ਵੀਡੀਓ ਕਾਲ ’ਤੇ'],
		['hi', 'आपका मुफ़्त सलाह का समय पक्का हो गया है', 'याद रहे', 'आपका सलाह का समय रद्द हो गया है', 'वीडियो कॉल पर'],
	] as const)('a session booked in %s gets its confirmation, move, reminders and cancellation in that language', async (locale, booked, reminder, cancelled, how) => {
		const { db } = database
		const n = locale === 'pa' ? 2001 : 2002
		const to = `racer-${n}@example.com`
		const outcome = await createBooking(db, { ...request((await freeTimeAhead(database, 'video', 3)).startsAt, n), locale }, mail)
		if (outcome.status !== 'booked') throw new Error('not booked')
		expect(outcome.booking.locale).toBe(locale)
		const [confirmation] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))
		expect(confirmation!.subject).toContain(booked)
		expect(confirmation!.text).toContain(how)
		// Its link opens the booking's page in the same language; the HTML says which.
		expect(confirmation!.text).toContain(`https://welsh.test/${locale}/book/manage/`)
		expect(confirmation!.html).toContain(`<html lang="${locale}">`)
		expect(confirmation!.subject).not.toMatch(/counselling|session/i)

		const moved = await moveBooking(db, outcome.booking, (await freeTimeAhead(database, 'video', 7)).startsAt, mail)
		if (moved.status !== 'booked') throw new Error('not moved')
		await db.update(jobs).set({ runAt: sql`now()` }).where(sql`${jobs.payload}->>'bookingId' = ${outcome.booking.id}`)
		await runDueJobs(db, bookingJobHandlers(defaultSiteSettings, true))
		await cancelBooking(db, moved.booking, mail)
		const subjects = (await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).map((e) => e.subject)
		expect(subjects.filter((s) => s.startsWith(reminder))).toHaveLength(2)
		expect(subjects.some((s) => s.startsWith(cancelled))).toBe(true)
		// The lead keeps the language too (the staff see it; a later email can use it).
		const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.booking.leadId!))
		expect(lead!.locale).toBe(locale)
	})

	/** The calendar invite's text with its folded lines joined again (RFC 5545 folds at 75 octets). */
	const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '')

	test.each([
		{
			locale: 'pa',
			subject: 'ਤੁਹਾਡਾ ਮੁਫ਼ਤ ਸਲਾਹ ਦਾ ਸਮਾਂ ਪੱਕਾ ਹੋ ਗਿਆ ਹੈ: ',
			topic: 'ਕਿਸ ਬਾਰੇ: ਕੋਰਸ: IELTS ਅਕਾਦਮਿਕ: ਪੂਰਾ ਕੋਰਸ',
			where: 'ਕਿੱਥੇ: SCO 14, Model Town Road, ਜਲੰਧਰ, ਪੰਜਾਬ 144003, ਭਾਰਤ',
			hours: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨੀਵਾਰ, ਸਵੇਰੇ 9:30 ਤੋਂ ਸ਼ਾਮ 6:30 ਵਜੇ ਤੱਕ',
			title: 'ਨਾਲ ਸਲਾਹ ਦਾ ਸਮਾਂ',
			country: 'ਕਿਸ ਬਾਰੇ: ਕੈਨੇਡਾ ਵਿੱਚ ਪੜ੍ਹਾਈ',
			cancelled: 'ਤੁਹਾਡਾ ਸਲਾਹ ਦਾ ਸਮਾਂ ਰੱਦ ਹੋ ਗਿਆ ਹੈ: ',
		},
		{
			locale: 'hi',
			subject: 'आपका मुफ़्त सलाह का समय पक्का हो गया है: ',
			topic: 'किस बारे में: कोर्स: IELTS अकादमिक: पूरा कोर्स',
			where: 'कहाँ: SCO 14, Model Town Road, जालंधर, पंजाब 144003, भारत',
			hours: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक',
			title: 'के साथ सलाह का समय',
			country: 'किस बारे में: कनाडा में पढ़ाई',
			cancelled: 'आपका सलाह का समय रद्द हो गया है: ',
		},
	] as const)('an office session booked in $locale about a course: every part of its emails and invite is in $locale', async (expected) => {
		const { db } = database
		const { locale } = expected
		const n = locale === 'pa' ? 3001 : 3002
		const to = `racer-${n}@example.com`
		const time = await freeTimeAhead(database, 'institute', 4)
		const outcome = await createBooking(db, { ...request(time.startsAt, n, 'institute'), topic: 'course:ielts-academic-full-course', locale }, mail)
		if (outcome.status !== 'booked') throw new Error('not booked')
		const [confirmation] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))
		expect(confirmation!.subject).toBe(`${expected.subject}${formatSessionTime(time.startsAt, undefined, true, locale)}`)
		const lines = confirmation!.text.split('\n')
		// The course by its published name in the language, the institute's details as translated in the studio.
		for (const line of [expected.topic, expected.where, expected.hours]) expect(lines).toContain(line)
		expect(confirmation!.html).toContain(`>${expected.topic}</p>`)
		expect(confirmation!.text).not.toContain('course:')
		expect(confirmation!.text).not.toContain(defaultSiteSettings.openingHours)
		expect(confirmation!.text).not.toContain('Jalandhar')
		const invite = unfolded(confirmation!.attachments![0]!.content)
		expect(invite).toContain(`SUMMARY:${await counsellorOf(outcome.booking.counsellorId)} ${expected.title}`)
		expect(invite).toContain(expected.topic)
		expect(invite).toContain(`LOCATION:${expected.where.split(': ')[1]!.replaceAll(',', '\\,')}`)

		// The staff read the same booking in English, the course by its English name.
		const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.booking.leadId!))
		expect(lead!.message).toContain('About: Course: IELTS Academic Full Course.')

		await cancelBooking(db, outcome.booking, mail)
		const cancelMail = (await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).find((e) => e.subject.startsWith(expected.cancelled))
		expect(unfolded(cancelMail!.attachments![0]!.content)).toContain(expected.topic)

		// A country topic is named in the language too.
		const other = await createBooking(db, { ...request((await freeTimeAhead(database, 'phone', 5)).startsAt, n + 10, 'phone'), locale }, mail)
		if (other.status !== 'booked') throw new Error('not booked')
		const [countryMail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, `racer-${n + 10}@example.com`))
		expect(countryMail!.text.split('\n')).toContain(expected.country)
	})

	test("a course not yet translated is named in English with the site's note, in the booking's language and on /book's topic list", async () => {
		const { db } = database
		const course = (await getEntry(db, 'course', 'german-a1-beginners'))!
		const published = course.published as Record<string, unknown> & { ProgramDescription: Record<string, string | null> }
		await publishEntry(db, 'course', 'german-a1-beginners', course.version, { id: null as unknown as string, name: 'Editor' }, { ...published, ProgramDescription: { ...published.ProgramDescription, pa: null } })
		const english = (published as unknown as { ProgramName: { en: string } }).ProgramName.en
		const outcome = await createBooking(db, { ...request((await freeTimeAhead(database, 'video', 6)).startsAt, 3003), topic: 'course:german-a1-beginners', locale: 'pa' }, mail)
		if (outcome.status !== 'booked') throw new Error('not booked')
		const [confirmation] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'racer-3003@example.com'))
		const named = `${english} (ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।)`
		expect(confirmation!.text.split('\n')).toContain(`ਕਿਸ ਬਾਰੇ: ਕੋਰਸ: ${named}`)
		expect(await courseTopics(db, 'pa')).toContainEqual({ id: 'german-a1-beginners', name: named })
	})
})
