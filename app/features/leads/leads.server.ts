import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { type LeadStatus, type LeadType, leads, outboxEmails } from '~/db/schema'
import { whatsappMailLink } from '~/config/site-settings'
import { type Institute, instituteIn, renderEmail } from '~/features/mail/transactional-email.server'
import { translator } from '~/features/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/features/i18n/locales'
import { toOneLine } from '~/lib/single-line'
import { nextInRotation } from './admin/assignment.server'
import { enquiryCourseLabel } from './enquiry'

/** How long a second submission from the same email or mobile counts as a repeat of the first. */
export const REPEAT_WINDOW_HOURS = 24

export type NewLead = {
	type: LeadType
	name?: string | null
	email?: string | null
	mobile?: string | null
	course?: string | null
	message?: string | null
	userId?: string | null
	sourceId?: string | null
	sourcePage?: string | null
	utmSource?: string | null
	idempotencyKey?: string | null
	status?: LeadStatus
	/** The language of the page the person wrote from (English if not said): their acknowledgement comes in it. */
	locale?: Locale
}

/**
 * Where staff are told of a new lead; without a public URL the mail names the lead's path only.
 * With `acknowledge`, the person who sent an enquiry or a contact message is thanked too (issue 16).
 */
export type LeadNotification = { to: string; siteName: string; adminUrl: string | null; acknowledge?: Institute }

export type CreatedLead = { id: string; repeatOfId: string | null; replayed: boolean }

/** A lead found by its idempotency key, with the record it was made from (a contact message's id). */
export type ReplayedLead = CreatedLead & { sourceId: string | null }

/**
 * Stores a lead and, in the same transaction, the staff notification email. It is committed
 * before the caller tells the visitor it worked. A retried submission (same idempotency key, same
 * content) returns the lead stored the first time; a key sent again with different content (the
 * visitor corrected a field after a dropped connection, or a page shared one key by mistake) is a
 * new submission and is stored. A repeat from the same email or mobile within 24 hours is stored
 * too (nothing is dropped) and linked to the first lead, which it brings back to the top of the
 * inbox as waiting for an answer, whatever the first lead's status; staff are told of it as of any lead.
 */
export async function createLead(db: Database, input: NewLead, notify?: LeadNotification): Promise<CreatedLead> {
	let idempotencyKey = input.idempotencyKey ?? null
	if (idempotencyKey) {
		const replay = await findReplay(db, idempotencyKey, input)
		if (replay === 'different') idempotencyKey = null
		else if (replay) return { id: replay.id, repeatOfId: replay.repeatOfId, replayed: true }
	}
	try {
		return await insertLead(db, input, idempotencyKey, notify)
	} catch (error) {
		// Two retries racing with one key: the loser finds the winner's row.
		if (idempotencyKey && isUniqueViolation(error)) {
			const replay = await findReplay(db, idempotencyKey, input)
			if (replay && replay !== 'different') return { id: replay.id, repeatOfId: replay.repeatOfId, replayed: true }
			if (replay === 'different') return insertLead(db, input, null, notify)
		}
		throw error
	}
}

function insertLead(db: Database, input: NewLead, idempotencyKey: string | null, notify?: LeadNotification): Promise<CreatedLead> {
	return db.transaction(async (tx) => {
		const email = input.email?.toLowerCase() ?? null
		const mobile = normaliseMobile(input.mobile)
		// Two first contacts from one person at the same moment would both look new: the check for
		// an earlier lead and the insert run under a lock on the person's email and mobile.
		if (input.type !== 'newsletter') {
			for (const contact of [email && `lead-contact:${email}`, mobile && `lead-contact:${mobile}`].filter(Boolean).sort()) {
				await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${contact}, 0))`)
			}
		}
		const repeatOf = await findRecentLead(tx as unknown as Database, input)
		// A new person (not a repeat, not a sign-up) gets the next counsellor in turn when an admin has switched round-robin on.
		const assigneeId = repeatOf || input.type === 'newsletter' ? null : await nextInRotation(tx as unknown as Database)
		const [row] = await tx
			.insert(leads)
			.values({
				type: input.type,
				name: input.name ?? null,
				email,
				mobile,
				course: input.course ?? null,
				message: input.message ?? null,
				userId: input.userId ?? null,
				sourceId: input.sourceId ?? null,
				sourcePage: input.sourcePage ?? null,
				utmSource: input.utmSource ?? null,
				locale: input.locale ?? DEFAULT_LOCALE,
				idempotencyKey,
				repeatOfId: repeatOf,
				assigneeId,
				...(input.status ? { status: input.status } : {}),
				// A sign-up expects no call and a booked session has its time; a repeat's waiting is carried by its first lead.
				waitingSince: input.type === 'newsletter' || input.type === 'booking' || repeatOf ? null : sql`now()`,
			})
			.returning({ id: leads.id })
		if (!row) throw new Error('lead was not stored')
		if (repeatOf) {
			// New words from the person: the first lead is active again and (unless this is a booking) waits, since its earlier unanswered message if any.
			await tx
				.update(leads)
				.set({ lastActivityAt: sql`now()`, ...(input.type === 'booking' ? {} : { waitingSince: sql`coalesce(${leads.waitingSince}, now())` }) })
				.where(eq(leads.id, repeatOf))
		}
		// Every lead reaches the counsellors, a repeat too (it may be a new question).
		if (notify) {
			await tx.insert(outboxEmails).values({ leadId: row.id, to: notify.to, ...notificationEmail(input, row.id, notify) })
		}
		// The person hears that their words arrived and what happens next; a repeat within the
		// window is not thanked again, so an address typed into the form by someone else gets one mail a day at most.
		if (notify?.acknowledge && email && !repeatOf && (input.type === 'enquiry' || input.type === 'contact')) {
			const institute = await instituteIn(tx as unknown as Database, notify.acknowledge, input.locale ?? DEFAULT_LOCALE)
			await tx.insert(outboxEmails).values({ leadId: row.id, to: email, ...acknowledgementEmail(input, institute) })
		}
		return { id: row.id, repeatOfId: repeatOf, replayed: false }
	})
}

/**
 * The lead stored earlier with this key, if its content is what is being sent now; 'different'
 * when the key is known but the content is not the same submission.
 */
export async function findReplay(db: Database, key: string, input: NewLead): Promise<ReplayedLead | 'different' | null> {
	const [row] = await db
		.select({
			id: leads.id,
			repeatOfId: leads.repeatOfId,
			sourceId: leads.sourceId,
			type: leads.type,
			name: leads.name,
			email: leads.email,
			mobile: leads.mobile,
			course: leads.course,
			message: leads.message,
		})
		.from(leads)
		.where(eq(leads.idempotencyKey, key))
	if (!row) return null
	const same =
		row.type === input.type &&
		row.name === (input.name ?? null) &&
		row.email === (input.email?.toLowerCase() ?? null) &&
		row.mobile === normaliseMobile(input.mobile) &&
		row.course === (input.course ?? null) &&
		row.message === (input.message ?? null)
	return same ? { id: row.id, repeatOfId: row.repeatOfId, sourceId: row.sourceId, replayed: true } : 'different'
}

async function findRecentLead(db: Database, input: NewLead): Promise<string | null> {
	if (input.type === 'newsletter') return null
	const email = input.email?.toLowerCase()
	const mobile = normaliseMobile(input.mobile)
	const sameContact = [email ? eq(leads.email, email) : undefined, mobile ? eq(leads.mobile, mobile) : undefined].filter(Boolean)
	if (sameContact.length === 0) return null
	const [first] = await db
		.select({ id: leads.id })
		.from(leads)
		.where(
			and(
				or(...sameContact),
				isNull(leads.repeatOfId),
				sql`${leads.type} <> 'newsletter'`,
				// A booking links to the person's earlier lead however old: the counsellor meets them with its history.
				input.type === 'booking' ? undefined : gt(leads.createdAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`),
			),
		)
		.orderBy(desc(leads.createdAt))
		.limit(1)
	return first?.id ?? null
}

/** Digits only (with a leading + kept), so "+91 98765-43210" and "+919876543210" match. */
export function normaliseMobile(mobile: string | null | undefined) {
	if (!mobile) return null
	const trimmed = mobile.trim()
	const digits = trimmed.replace(/\D/g, '')
	return digits ? (trimmed.startsWith('+') ? `+${digits}` : digits) : null
}

const typeLabels: Record<LeadType, string> = {
	enquiry: 'New enquiry',
	contact: 'New contact message',
	enrolment: 'New enrolment request',
	newsletter: 'New newsletter sign-up',
	booking: 'New counselling session booked',
}

/**
 * The staff notification. It is sent from the institute's address, so what a visitor typed must
 * never read as the institute's own words: every line of it is quoted ("> ") between two marker
 * lines that say it is the visitor's, and the institute's text (the first line, the inbox link)
 * stays outside them. Line breaks inside a single-line value (a lead stored before the schemas
 * refused them) are shown as spaces, so a value cannot start a line of its own.
 */
function notificationEmail(input: NewLead, id: string, notify: LeadNotification) {
	const visitorLines = [
		input.name ? `Name: ${toOneLine(input.name)}` : null,
		input.email ? `Email: ${toOneLine(input.email)}` : null,
		input.mobile ? `Mobile: ${toOneLine(input.mobile)}` : null,
		input.course ? `Course: ${enquiryCourseLabel(input.course)}` : null,
		...(input.message ? ['Message:', ...input.message.split(/\r\n|[\r\n\u0085\u2028\u2029]/)] : []),
		input.sourcePage ? `Sent from: ${toOneLine(input.sourcePage)}` : null,
		input.utmSource ? `Campaign (utm_source): ${toOneLine(input.utmSource)}` : null,
	].filter((line): line is string => line !== null)
	const lines = [
		`${typeLabels[input.type]} on the ${notify.siteName} website.`,
		'',
		'----- What the visitor sent (their own words, not checked by us) -----',
		...visitorLines.map((line) => `> ${line}`),
		'----- End of what the visitor sent -----',
		'',
		notify.adminUrl
			? `Open it in the staff inbox: ${notify.adminUrl}/admin/leads/${id}`
			: `Open it in the staff inbox on the website, at /admin/leads/${id}`,
	]
	const who = input.name ?? input.email ?? 'website visitor'
	return { subject: `${typeLabels[input.type]}: ${toOneLine(who)}`, text: lines.join('\n') }
}

/** The thank-you to the person, in their language: what happens next, the 24-hour promise, the WhatsApp link (in the footer too). */
export function acknowledgementEmail(input: Pick<NewLead, 'type' | 'name' | 'locale'>, institute: Institute) {
	const locale = input.locale ?? DEFAULT_LOCALE
	const t = translator(locale)
	const enquiry = input.type === 'enquiry'
	const site = institute.name
	return renderEmail(
		institute,
		t(enquiry ? 'email.ack.subjectEnquiry' : 'email.ack.subjectMessage', { site }),
		{
			greeting: input.name ? t('email.greeting', { name: toOneLine(input.name) }) : t('email.greetingNoName'),
			lead: [t(enquiry ? 'email.ack.receivedEnquiry' : 'email.ack.receivedMessage', { site }), t('email.ack.next'), t('email.ack.hurry')],
			action: { label: t('email.ack.chat'), url: whatsappMailLink(institute, t('email.ack.whatsappGreeting')) },
			after: [t('email.ack.notYou')],
		},
		locale,
	)
}

function isUniqueViolation(error: unknown) {
	const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
	return code === '23505'
}
