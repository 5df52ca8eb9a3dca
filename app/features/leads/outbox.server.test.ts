import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { outboxEmails } from '~/db/schema'
import { startSmtpServer } from '../../../tests/support/smtp-server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { retryDelaySeconds } from '~/features/jobs/claim.server'
import { createLead } from './leads.server'
import { deliverDueEmails } from './outbox.server'

async function freePort() {
	return new Promise<number>((resolve) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

test('retries back off from 10 seconds to at most 30 minutes', () => {
	expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80])
	expect(retryDelaySeconds(40)).toBe(1800)
})

describe.each(testDatabaseKinds)('staff email outbox on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test('mail server down, then up: the lead is stored at once and its email delivered exactly once', async () => {
		const port = await freePort()
		const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2_000 })
		const notify = { to: 'counsellors@example.com', siteName: 'Welsh Education', adminUrl: 'http://localhost' }
		const lead = await createLead(database.db, { type: 'enquiry', name: 'Outage Test', email: 'outage@example.com', mobile: '9876511111', course: 'other' }, notify)

		// No server listening: the attempt fails and is rescheduled; nothing is lost.
		const down = await deliverDueEmails(database.db, transport, 'Welsh Education <no-reply@example.com>')
		expect(down).toEqual({ claimed: 1, sent: 0 })
		const [afterFailure] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))
		expect(afterFailure).toMatchObject({ attempts: 1, sentAt: null })
		expect(afterFailure!.lastError).toBeTruthy()
		expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())

		// Not due yet: nothing is tried.
		expect(await deliverDueEmails(database.db, transport, 'x@example.com')).toEqual({ claimed: 0, sent: 0 })

		const smtp = await startSmtpServer(port)
		try {
			await database.db.update(outboxEmails).set({ nextAttemptAt: sql`now()` }).where(eq(outboxEmails.leadId, lead.id))
			expect(await deliverDueEmails(database.db, transport, 'Welsh Education <no-reply@example.com>')).toEqual({ claimed: 1, sent: 1 })
			expect(await deliverDueEmails(database.db, transport, 'Welsh Education <no-reply@example.com>')).toEqual({ claimed: 0, sent: 0 })
			expect(smtp.received).toHaveLength(1)
			expect(smtp.received[0]!.to).toEqual(['counsellors@example.com'])
			expect(smtp.received[0]!.raw).toContain('Subject: New enquiry: Outage Test')
			const [sent] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, lead.id))
			expect(sent).toMatchObject({ attempts: 2, lastError: null })
			expect(sent!.sentAt).toBeInstanceOf(Date)
		} finally {
			transport.close()
			await smtp.close()
		}
	})

	test('an email claimed by a process that stopped mid-send waits for the claim to end, then goes once', async () => {
		const sent: string[] = []
		const transport = { sendMail: async (message: { to: string }) => void sent.push(message.to) }
		const [email] = await database.db.insert(outboxEmails).values({ to: 'stopped@example.com', subject: 'Claimed', text: 'Hi' }).returning()
		// The other process's claim: two minutes from now, its attempt counted, nothing sent.
		await database.db.update(outboxEmails).set({ lockedUntil: sql`now() + interval '2 minutes'`, attempts: 1 }).where(eq(outboxEmails.id, email!.id))
		expect(await deliverDueEmails(database.db, transport, 'no-reply@example.com')).toEqual({ claimed: 0, sent: 0 })
		await database.db.update(outboxEmails).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(outboxEmails.id, email!.id))
		expect(await deliverDueEmails(database.db, transport, 'no-reply@example.com')).toEqual({ claimed: 1, sent: 1 })
		expect(await deliverDueEmails(database.db, transport, 'no-reply@example.com')).toEqual({ claimed: 0, sent: 0 })
		expect(sent).toEqual(['stopped@example.com'])
		const [after] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, email!.id))
		expect(after).toMatchObject({ attempts: 2, lockedUntil: null })
	})

	test('two workers running at once send each email once', async () => {
		const port = await freePort()
		const smtp = await startSmtpServer(port)
		const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
		try {
			const notify = { to: 'desk@example.com', siteName: 'Welsh Education', adminUrl: 'http://localhost' }
			for (let i = 0; i < 6; i++) {
				await createLead(database.db, { type: 'contact', name: `Parallel ${i}`, email: `parallel-${i}@example.com`, message: 'Hi' }, notify)
			}
			const runs = await Promise.all([1, 2, 3].map(() => deliverDueEmails(database.db, transport, 'no-reply@example.com', 4)))
			let total = runs.reduce((n, r) => n + r.sent, 0)
			while (total < 6) total += (await deliverDueEmails(database.db, transport, 'no-reply@example.com')).sent
			expect(total).toBe(6)
			expect(smtp.received.filter((m) => m.to.includes('desk@example.com'))).toHaveLength(6)
		} finally {
			transport.close()
			await smtp.close()
		}
	})
})
