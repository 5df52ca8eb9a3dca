import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import { outboxEmails } from '~/db/schema'
import { claimNext, retryDelaySeconds } from '~/features/jobs/claim.server'

export type MailMessage = {
	from: string
	to: string
	subject: string
	text: string
	html?: string
	attachments?: { filename: string; contentType: string; content: string }[]
}
export type MailTransport = { sendMail(message: MailMessage): Promise<unknown> }

/** A claim outlives one send with the transport's timeouts (10 + 10 + 20 s). */
const CLAIM_SECONDS = 120

/**
 * Sends the emails that are due, up to a batch at a time. Each email is claimed just before it is
 * sent (locked for two minutes, longer than one send may take with the transport's timeouts), so
 * several server processes never send the same email twice at once, however slow the mail server;
 * a failed send is retried later with backoff, so a mail server outage delays mail and never loses it.
 */
export async function deliverDueEmails(db: Database, transport: MailTransport, from: string, batchSize = 10) {
	let claimed = 0
	let sent = 0
	while (claimed < batchSize) {
		const email = await claimNextEmail(db)
		if (!email) break
		claimed++
		try {
			await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined, attachments: email.attachments ?? undefined })
			await db.update(outboxEmails).set({ sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outboxEmails.id, email.id))
			sent++
		} catch (error) {
			await db
				.update(outboxEmails)
				.set({
					lockedUntil: null,
					lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
					nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(email.attempts)})`,
				})
				.where(eq(outboxEmails.id, email.id))
		}
	}
	return { claimed, sent }
}

function claimNextEmail(db: Database) {
	return claimNext(db, outboxEmails, { due: and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`)), first: outboxEmails.createdAt, seconds: CLAIM_SECONDS })
}

export type OutboxWorker = { stop(): Promise<void>; runOnce(): Promise<void> }

/** Polls the outbox in the background while the server runs (only when SMTP_URL is set). */
export function startOutboxWorker({
	db,
	smtpUrl,
	from,
	logger,
	intervalMs = 2_000,
}: {
	db: Database
	smtpUrl: string
	from: string
	logger: Logger
	intervalMs?: number
}): OutboxWorker {
	const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
	let running: Promise<void> = Promise.resolve()
	let stopped = false
	const runOnce = () =>
		(running = running.then(async () => {
			if (stopped) return
			try {
				const { claimed, sent } = await deliverDueEmails(db, transport, from)
				if (claimed > 0) logger.info({ claimed, sent }, 'outbox delivery')
			} catch (error) {
				logger.error({ err: error }, 'outbox delivery failed')
			}
		}))
	const timer = setInterval(() => void runOnce(), intervalMs)
	timer.unref()
	return {
		runOnce,
		async stop() {
			stopped = true
			clearInterval(timer)
			await running
			transport.close()
		},
	}
}
