import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bookings, counsellors, leads, profiles, users } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import type { DashboardRange } from './dashboard'
import { loadDashboard } from './dashboard.server'

/*
 * A data set whose answers are known, around the day boundary in Jalandhar (UTC+5:30): a lead at
 * 00:30 on 1 March there is still 28 February in UTC, one at 00:00 on 2 March is 1 March in UTC.
 */
const timeZone = 'Asia/Kolkata'
const now = new Date('2026-03-08T12:00:00.000Z')
const march: DashboardRange = { from: '2026-03-01', to: '2026-03-07', by: 'day' }
const harpreet = { id: 'dash-harpreet', name: 'Harpreet Counsellor' }
const gagan = { id: 'dash-gagan', name: 'Gagan Counsellor' }
const hours = (from: string, h: number) => new Date(new Date(from).getTime() + h * 3_600_000)

type Lead = typeof leads.$inferInsert
const dataSet: (Lead & { createdAt: Date; topic?: string })[] = [
	// 23:59 on 28 February in Jalandhar: outside the range.
	{ type: 'enquiry', name: 'Before', createdAt: new Date('2026-02-28T18:29:00.000Z'), sourcePage: '/enquire' },
	// 00:30 on 1 March in Jalandhar (28 February in UTC).
	{ type: 'enquiry', name: 'L1', createdAt: new Date('2026-02-28T19:00:00.000Z'), course: 'ielts-academic', sourcePage: '/country/ca', utmSource: 'google', status: 'contacted', assigneeId: harpreet.id },
	// 00:00 on 2 March in Jalandhar (1 March in UTC).
	{ type: 'enquiry', name: 'L2', createdAt: new Date('2026-03-01T18:30:00.000Z'), course: 'ielts-academic', sourcePage: '/destinations/united-kingdom', utmSource: 'facebook', status: 'enrolled', assigneeId: harpreet.id },
	{ type: 'contact', name: 'L3', createdAt: new Date('2026-03-02T05:00:00.000Z'), sourcePage: '/contact', status: 'new', assigneeId: gagan.id },
	{ type: 'enrolment', name: 'L4', createdAt: new Date('2026-03-03T06:00:00.000Z'), course: 'ielts-academic-full-course', sourcePage: '/course/ielts-academic-full-course', status: 'applied', assigneeId: gagan.id },
	{ type: 'newsletter', name: 'L5', createdAt: new Date('2026-03-03T07:00:00.000Z'), sourcePage: '/' },
	{ type: 'booking', name: 'L6', createdAt: new Date('2026-03-04T08:00:00.000Z'), sourcePage: '/book', status: 'counselling', topic: 'country:au' },
	{ type: 'enquiry', name: 'L7', createdAt: new Date('2026-03-05T09:00:00.000Z'), course: 'languages-german', sourcePage: '/country/de', status: 'closed', closedReason: 'Chose another city' },
	// 23:59:59 on 7 March in Jalandhar: the range's last second.
	{ type: 'enquiry', name: 'L8', createdAt: new Date('2026-03-07T18:29:59.000Z'), sourcePage: '/enquire', status: 'new', assigneeId: harpreet.id },
	// 00:00 on 8 March in Jalandhar (7 March in UTC): outside the range.
	{ type: 'enquiry', name: 'After', createdAt: new Date('2026-03-07T18:30:00.000Z'), sourcePage: '/enquire' },
]
/** Hours from arrival to first contact; leads still new wait since they arrived. */
const firstContactHours: Record<string, number> = { L1: 2, L2: 30, L4: 10, L7: 4 }

describe.each(testDatabaseKinds)('the dashboard on %s', (kind) => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		const { db } = database
		for (const user of [harpreet, gagan]) {
			await db.insert(users).values({ id: user.id, name: user.name, email: `${user.id}@example.com` })
			await db.insert(profiles).values({ userId: user.id, name: user.name, email: `${user.id}@example.com`, role: 'staff' })
		}
		await db.insert(counsellors).values({ id: 'dash-counsellor', name: 'Booked Counsellor', email: 'booked@example.com', weeklyHours: [] })
		const ids: Record<string, string> = {}
		for (const { topic, ...lead } of dataSet) {
			const contactHours = firstContactHours[lead.name!]
			const [row] = await db
				.insert(leads)
				.values({
					...lead,
					lastActivityAt: lead.createdAt,
					waitingSince: lead.status === 'new' ? lead.createdAt : null,
					firstContactAt: contactHours === undefined ? null : hours(lead.createdAt.toISOString(), contactHours),
				})
				.returning({ id: leads.id })
			ids[lead.name!] = row!.id
			if (topic) {
				const startsAt = hours(lead.createdAt.toISOString(), 48)
				await db.insert(bookings).values({ counsellorId: 'dash-counsellor', mode: 'phone', topic, startsAt, endsAt: hours(startsAt.toISOString(), 0.5), name: lead.name!, email: 'l6@example.com', mobile: '9876500006', leadId: row!.id })
			}
		}
		// A repeat of L1 the next day is part of L1, never a lead of its own.
		await db.insert(leads).values({ type: 'enquiry', name: 'L1 again', createdAt: new Date('2026-03-02T04:00:00.000Z'), repeatOfId: ids.L1, sourcePage: '/enquire' })
	})
	afterAll(async () => database?.dispose())

	const table = async (id: string, range = march) => (await loadDashboard(database.db, range, { timeZone, now })).tables.find((t) => t.id === id)!

	test('leads per day by type count days in Jalandhar: the range starts and ends at midnight there, and empty days show 0', async () => {
		expect(await table('leads-by-type')).toEqual({
			id: 'leads-by-type',
			title: 'Leads by type',
			columns: ['Day (Asia/Kolkata)', 'Enquiry', 'Contact message', 'Enrolment request', 'Newsletter sign-up', 'Session booked', 'Total'],
			rows: [
				['2026-03-01', 1, 0, 0, 0, 0, 1],
				['2026-03-02', 1, 1, 0, 0, 0, 2],
				['2026-03-03', 0, 0, 1, 1, 0, 2],
				['2026-03-04', 0, 0, 0, 0, 1, 1],
				['2026-03-05', 1, 0, 0, 0, 0, 1],
				['2026-03-06', 0, 0, 0, 0, 0, 0],
				['2026-03-07', 1, 0, 0, 0, 0, 1],
				['Total', 4, 1, 1, 1, 1, 8],
			],
		})
	})

	test('by week: weeks start on Monday in Jalandhar, and only the range’s days are counted', async () => {
		const weekly = await table('leads-by-type', { ...march, by: 'week' })
		expect(weekly.columns[0]).toBe('Week starting Monday (Asia/Kolkata)')
		expect(weekly.rows.map((r) => [r[0], r[r.length - 1]])).toEqual([
			['2026-02-23', 1],
			['2026-03-02', 7],
			['Total', 8],
		])
	})

	test('country of interest comes from the country page or the booked session’s topic; course, source page and UTM source as stored', async () => {
		const countries = await table('countries')
		expect(countries.columns).toEqual(['Day (Asia/Kolkata)', 'Not recorded', 'Australia', 'Canada', 'Germany', 'UK', 'Total'])
		expect(countries.rows.at(-1)).toEqual(['Total', 4, 1, 1, 1, 1, 8])
		expect(countries.rows[1]).toEqual(['2026-03-02', 1, 0, 0, 0, 1, 2])
		const courses = await table('courses')
		expect(courses.columns.slice(1)).toEqual(['Not recorded', 'IELTS: Academic', 'ielts-academic-full-course', 'Languages: German', 'Total'])
		expect(courses.rows.at(-1)).toEqual(['Total', 4, 2, 1, 1, 8])
		const utm = await table('utm-sources')
		expect(utm.columns.slice(1)).toEqual(['Not recorded', 'facebook', 'google', 'Total'])
		expect(utm.rows.at(-1)).toEqual(['Total', 6, 1, 1, 8])
		const pages = await table('source-pages')
		// Eight pages with one lead each: the first six by name, the other two added up.
		expect(pages.columns.slice(1)).toEqual(['/', '/book', '/contact', '/country/ca', '/country/de', '/course/ielts-academic-full-course', 'Other', 'Total'])
		expect(pages.rows.at(-1)).toEqual(['Total', 1, 1, 1, 1, 1, 1, 2, 8])
	})

	test('the funnel counts each lead at every stage up to its status, contacted once a first contact is recorded; sign-ups left out', async () => {
		expect((await table('funnel')).rows).toEqual([
			['Received (new)', 7, '–', '100%'],
			['Contacted', 5, '71.4%', '71.4%'],
			['Counselling', 3, '60%', '42.9%'],
			['Applied', 2, '66.7%', '28.6%'],
			['Enrolled', 1, '50%', '14.3%'],
			['Closed (left the funnel at any stage)', 1, '–', '14.3%'],
		])
	})

	test('time to first contact: median and 90th percentile of 2, 4, 10 and 30 hours, against the 24-hour promise', async () => {
		expect((await table('first-contact')).rows).toEqual([
			['Leads waiting for a first answer when they arrived', 6],
			['First contact recorded', 4],
			['Median time to first contact', '7 h'],
			['90th percentile time to first contact', '24 h'],
			['Contacted within 24 hours', '3 (75% of those contacted)'],
			['Contacted after 24 hours', '1 (25% of those contacted)'],
			['Still waiting now', 2],
			['Still waiting now, for 24 hours or more (overdue)', 1],
			['Answered without a recorded first contact (before contact times were kept)', 0],
		])
	})

	test('each counsellor’s leads: open and overdue as they stand now, enrolled; the unassigned ones apart', async () => {
		expect((await table('counsellors')).rows).toEqual([
			['Gagan Counsellor', 2, 2, 1, 0, '0%'],
			['Harpreet Counsellor', 3, 2, 0, 1, '33.3%'],
			['Unassigned', 2, 1, 0, 0, '0%'],
		])
	})

	test('a range with no leads shows zeros, not errors', async () => {
		const empty = await loadDashboard(database.db, { from: '2025-01-01', to: '2025-01-02', by: 'day' }, { timeZone, now })
		expect(empty.tables.find((t) => t.id === 'leads-by-type')!.rows.at(-1)).toEqual(['Total', 0, 0, 0, 0, 0, 0])
		expect(empty.tables.find((t) => t.id === 'first-contact')!.rows[2]).toEqual(['Median time to first contact', '–'])
		expect(empty.tables.find((t) => t.id === 'funnel')!.rows[1]).toEqual(['Contacted', 0, '–', '–'])
	})
})
