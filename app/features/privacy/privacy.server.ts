import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookings, contactMessages, enrolmentRequests, leadContacts, leadNotes, leads, newsletterSubscriptions, outboxEmails, profiles, users } from '~/db/schema'
import { type PublishedSiteSettings, telLink } from '~/config/site-settings'
import type { PrivacyDetails } from '~/features/content/page-text'
import type { JobHandlers } from '~/features/jobs/jobs.server'
import { enqueueJob } from '~/features/jobs/jobs.server'

/**
 * India's Digital Personal Data Protection Act, 2023 (issue 16, item 7): what a person can see and
 * erase, and how long the institute keeps it. Erasing keeps the rows, so counts (leads per month,
 * per course, per status) stay true, and removes everything that names or reaches the person.
 */

/** Who hears privacy questions and grievances: the site settings' grievance officer, else the office. */
export function grievanceContact(site: PublishedSiteSettings) {
	const officer = site.trust.grievanceOfficer
	return { name: officer?.name ?? `The ${site.name} office`, email: officer?.email ?? site.email, phone: site.phone, address: site.address }
}

/** The details the privacy page's text names in braces (page-text.ts, withPrivacyDetails). */
export function privacyDetailsOf(site: PublishedSiteSettings, retentionMonths: number): PrivacyDetails {
	const grievance = grievanceContact(site)
	return {
		name: site.name,
		city: site.city,
		address: site.address,
		email: site.email,
		phone: site.phone,
		phoneLink: telLink(site.phone),
		openingHours: site.openingHours,
		retentionMonths: String(retentionMonths),
		grievanceName: grievance.name,
		grievanceEmail: grievance.email,
		grievancePhone: grievance.phone,
		grievanceAddress: grievance.address,
	}
}

/** Removes the personal data of the leads `where` matches, and of what hangs off them. Returns how many. */
async function anonymiseLeads(tx: Database, where: SQL | undefined) {
	const rows = await tx
		.update(leads)
		.set({ name: null, email: null, mobile: null, message: null, nextActionNote: null, utmSource: null, anonymisedAt: sql`now()`, updatedAt: sql`now()` })
		.where(and(where, isNull(leads.anonymisedAt)))
		.returning({ id: leads.id, type: leads.type, sourceId: leads.sourceId })
	if (rows.length === 0) return 0
	const ids = rows.map((r) => r.id)
	// Notes and the contact log are about the person: their words go, the fact of contact stays.
	await tx.delete(leadNotes).where(inArray(leadNotes.leadId, ids))
	await tx.update(leadContacts).set({ note: null }).where(inArray(leadContacts.leadId, ids))
	await tx.update(bookings).set({ name: '', email: '', mobile: '', note: null, staffNote: null }).where(inArray(bookings.leadId, ids))
	const contactIds = rows.filter((r) => r.type === 'contact' && r.sourceId).map((r) => r.sourceId!)
	if (contactIds.length > 0) await tx.delete(contactMessages).where(inArray(contactMessages.id, contactIds))
	const newsletterIds = rows.filter((r) => r.type === 'newsletter' && r.sourceId).map((r) => r.sourceId!)
	if (newsletterIds.length > 0) await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.id, newsletterIds))
	await tx.delete(outboxEmails).where(and(inArray(outboxEmails.leadId, ids), isNull(outboxEmails.sentAt)))
	return rows.length
}

/**
 * Erases one person's personal data, found by account and by email address: their leads are
 * anonymised (kept for the counts), their contact messages, subscription, bookings' details and
 * unsent mail removed. The account itself is removed by the caller when asked.
 */
export async function erasePersonData(tx: Database, person: { userId?: string | null; email: string }) {
	const email = person.email.toLowerCase()
	const byPerson = or(sql`lower(${leads.email}) = ${email}`, person.userId ? eq(leads.userId, person.userId) : undefined)
	const leadsErased = await anonymiseLeads(tx, byPerson)
	await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`)
	await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`)
	await tx
		.update(bookings)
		.set({ name: '', email: '', mobile: '', note: null, staffNote: null })
		.where(or(sql`lower(${bookings.email}) = ${email}`, person.userId ? eq(bookings.userId, person.userId) : undefined))
	await tx.delete(outboxEmails).where(and(sql`lower(${outboxEmails.to}) = ${email}`, isNull(outboxEmails.sentAt)))
	return { leadsErased }
}

/** Everything the site holds about a signed-in person, as one JSON document. */
export async function exportPersonData(db: Database, userId: string) {
	const [user] = await db
		.select({ id: users.id, email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt, name: profiles.name, dob: profiles.dob, mobile: profiles.mobile, role: profiles.role })
		.from(users)
		.innerJoin(profiles, eq(profiles.userId, users.id))
		.where(eq(users.id, userId))
	if (!user) return null
	const email = user.email.toLowerCase()
	const leadRows = await db
		.select({ id: leads.id, type: leads.type, name: leads.name, email: leads.email, mobile: leads.mobile, course: leads.course, message: leads.message, status: leads.status, sourcePage: leads.sourcePage, createdAt: leads.createdAt })
		.from(leads)
		.where(or(eq(leads.userId, userId), sql`lower(${leads.email}) = ${email}`))
	return {
		exportedAt: new Date().toISOString(),
		account: user,
		enrolmentRequests: await db.select({ courseId: enrolmentRequests.courseId, status: enrolmentRequests.status, createdAt: enrolmentRequests.createdAt }).from(enrolmentRequests).where(eq(enrolmentRequests.userId, userId)),
		enquiriesAndMessages: leadRows,
		contactMessages: await db.select({ name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt }).from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`),
		newsletter: await db.select({ email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt }).from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`),
		counsellingSessions: await db
			.select({ mode: bookings.mode, topic: bookings.topic, startsAt: bookings.startsAt, status: bookings.status, name: bookings.name, email: bookings.email, mobile: bookings.mobile, note: bookings.note })
			.from(bookings)
			.where(or(eq(bookings.userId, userId), sql`lower(${bookings.email}) = ${email}`)),
	}
}

export const RETENTION_JOB = 'privacy:anonymise-closed-leads'

/** The retention job of the day `day` (YYYY-MM-DD, UTC): one per day, whichever process queues it. */
export function retentionJob(day: Date) {
	const key = day.toISOString().slice(0, 10)
	return { kind: RETENTION_JOB, payload: { day: key }, runAt: new Date(`${key}T00:00:00Z`), dedupeKey: `${RETENTION_JOB}:${key}` }
}

/**
 * Leads closed longer than `retentionMonths` ago are anonymised once a day. Each run queues the
 * next day's in its own transaction, and every process queues today's at start (the dedupe key
 * makes that one job): the jobs table hands it to one process.
 */
export function privacyJobHandlers(retentionMonths: number): JobHandlers {
	return {
		async [RETENTION_JOB](tx, payload) {
			const { day } = payload as { day: string }
			await anonymiseLeads(tx, and(eq(leads.status, 'closed'), lt(leads.closedAt, sql`now() - make_interval(months => ${retentionMonths})`)))
			await enqueueJob(tx, retentionJob(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)))
		},
	}
}
