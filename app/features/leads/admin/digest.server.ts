import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { jobs, leads, outboxEmails, profiles, users } from '~/db/schema'
import { addDays } from '~/features/bookings/availability'
import { enqueueJob, type JobHandlers } from '~/features/jobs/jobs.server'
import { toOneLine } from '~/lib/single-line'
import { enquiryCourseLabel } from '../enquiry'
import { calendarDay, duration, pluralise, spreadsheetTime } from './format'
import { FIRST_CONTACT_HOURS, leadStatusLabels } from './inbox-schema'
import { loadLeadSettings } from './lead-settings.server'
import { type MyDay, type MyDayLead, myDay } from './my-day.server'
import { activeCounsellor } from './active-staff.server'

/* The morning digest (issue 18 item 2): each counsellor's My day by email, once a day at the
 * admins' time on the institute's clock. One job per day (dedupe key lead-digest:{date}) queues
 * every counsellor's email in the outbox in the transaction that marks it done, so each
 * counsellor gets one digest a day however many processes run and whenever they restart. */

export const LEAD_DIGEST = 'lead-digest'
type DigestPayload = { date: string }

const MINUTE = 60_000

/** The instant a wall-clock time (HH:MM) on a date is in a time zone (read back through Intl, so daylight saving is right too). */
export function zonedInstant(date: string, time: string, timeZone: string) {
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE
	const offset = (instant: number) => Date.parse(`${spreadsheetTime(new Date(instant), timeZone).replace(' ', 'T')}:00Z`) - Math.floor(instant / MINUTE) * MINUTE
	const first = wall - offset(wall)
	return new Date(wall - offset(first))
}

/** The first date whose digest time is still ahead of `now`: today before the time, else tomorrow. */
export function nextDigestDate(now: Date, digestTime: string, timeZone: string) {
	const today = calendarDay(now, timeZone)
	return now.getTime() < zonedInstant(today, digestTime, timeZone).getTime() ? today : addDays(today, 1)
}

/**
 * Queues the next digest (every process calls this when it starts; the dedupe key keeps one job
 * a day). `after`: the date just sent, so the next is always a later day.
 */
export async function scheduleDigest(db: Database, { timeZone, now = new Date(), after }: { timeZone: string; now?: Date; after?: string }) {
	const { digestTime } = await loadLeadSettings(db)
	let date = nextDigestDate(now, digestTime, timeZone)
	if (after && date <= after) date = addDays(after, 1)
	await enqueueJob(db, { kind: LEAD_DIGEST, payload: { date } satisfies DigestPayload, runAt: zonedInstant(date, digestTime, timeZone), dedupeKey: `${LEAD_DIGEST}:${date}` })
}

/** A new digest time moves the digest waiting to be sent (a time already past today sends it now). */
export async function rescheduleDigest(db: Database, { digestTime, timeZone }: { digestTime: string; timeZone: string }) {
	const pending = await db.select({ id: jobs.id, payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, LEAD_DIGEST), isNull(jobs.doneAt)))
	for (const job of pending) {
		await db.update(jobs).set({ runAt: zonedInstant((job.payload as DigestPayload).date, digestTime, timeZone) }).where(eq(jobs.id, job.id))
	}
}

export type DigestSettings = { timeZone: string; siteName: string; adminUrl: string | null; sendMail: boolean; now?: () => Date }

/**
 * Queues today's digests: one email per counsellor (staff or admin) with anything on their day;
 * nobody gets an empty one. A digest for a day already gone (every process was down) is not sent.
 */
export async function queueDigests(tx: Database, date: string, settings: DigestSettings) {
	const now = settings.now?.() ?? new Date()
	if (calendarDay(now, settings.timeZone) !== date || !settings.sendMail) return 0
	const people = await tx
		.selectDistinct({ id: users.id, name: profiles.name, email: users.email })
		.from(leads)
		.innerJoin(profiles, eq(profiles.userId, leads.assigneeId))
		.innerJoin(users, eq(users.id, leads.assigneeId))
		.where(and(isNull(leads.repeatOfId), activeCounsellor, or(isNotNull(leads.waitingSince), lte(leads.nextActionOn, date))))
	let queued = 0
	for (const person of people) {
		const day = await myDay(tx, person.id, { now, timeZone: settings.timeZone })
		if (day.overdue.length + day.due.length + day.waiting.length === 0) continue
		await tx.insert(outboxEmails).values({ to: person.email, ...digestEmail(person.name, day, now.toISOString(), settings) })
		queued++
	}
	return queued
}

/** The digest job, for the jobs worker: queues the day's emails and the next day's job, together. */
export function leadJobHandlers(settings: DigestSettings): JobHandlers {
	return {
		async [LEAD_DIGEST](tx, payload) {
			const { date } = payload as DigestPayload
			await queueDigests(tx, date, settings)
			await scheduleDigest(tx, { timeZone: settings.timeZone, now: settings.now?.(), after: date })
		},
	}
}

const leadName = (lead: MyDayLead) => toOneLine(lead.name || lead.email || lead.mobile || 'No name given')

export function digestEmail(name: string, day: MyDay, now: string, settings: Pick<DigestSettings, 'siteName' | 'adminUrl'>) {
	const link = (path: string) => (settings.adminUrl ? `${settings.adminUrl}${path}` : `${path} on the website`)
	const line = (lead: MyDayLead, detail: string) =>
		[`- ${leadName(lead)}${lead.course ? ` · ${enquiryCourseLabel(lead.course)}` : ''} · ${leadStatusLabels[lead.status]} · ${detail}`, `  ${link(`/admin/leads/${lead.id}`)}`]
	const section = (title: string, list: MyDayLead[], detail: (lead: MyDayLead) => string) => (list.length === 0 ? [] : [`${title} (${list.length}):`, ...list.flatMap((lead) => line(lead, detail(lead))), ''])
	const counts = [
		day.overdue.length > 0 ? `${day.overdue.length} overdue` : null,
		day.due.length > 0 ? pluralise(day.due.length, 'action') + ' due' : null,
		day.waiting.length > 0 ? pluralise(day.waiting.length, 'new lead') : null,
	].filter(Boolean)
	const text = [
		`Good morning ${toOneLine(name)},`,
		'',
		`Your day on ${day.today}, from the ${settings.siteName} staff inbox. Names are as the students typed them.`,
		'',
		...section(`Overdue: no contact in ${FIRST_CONTACT_HOURS} hours`, day.overdue, (lead) => `waiting ${duration(lead.waitingSince!, now)}`),
		...section('Actions due today', day.due, (lead) => `${lead.nextActionOn! < day.today ? `due ${lead.nextActionOn}: ` : ''}${lead.nextActionNote ? toOneLine(lead.nextActionNote) : 'next action'}`),
		...section('New leads waiting for you', day.waiting, (lead) => `waiting ${duration(lead.waitingSince!, now)}`),
		`Open My day: ${link('/admin/my-day')}`,
	]
	return { subject: `Your day: ${counts.join(', ')}`, text: text.join('\n') }
}
