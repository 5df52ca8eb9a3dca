import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/db/client.server'
import { jobs } from '~/db/schema'
import { claimNext, retryDelaySeconds } from './claim.server'

/** A claim outlives any one job's run; a process that dies mid-job frees it when the claim ends. */
const CLAIM_SECONDS = 120

export type Job = typeof jobs.$inferSelect

/**
 * What a job does, by kind. A handler gets the transaction that also marks the job done, so its
 * database writes (an email queued in the outbox) and "done" commit together: a job's effect
 * happens exactly once, even when a process stops between the two. Anything outside the database
 * goes through the outbox.
 */
export type JobHandlers = Record<string, (tx: Database, payload: unknown, job: Job) => Promise<void>>

export type NewJob = { kind: string; payload: unknown; runAt?: Date; dedupeKey?: string }

/** Queues a job; one with the same dedupe key is queued once, whoever asks again. */
export async function enqueueJob(db: Database, job: NewJob) {
	await db
		.insert(jobs)
		.values({ kind: job.kind, payload: job.payload, runAt: job.runAt ?? sql`now()`, dedupeKey: job.dedupeKey ?? null })
		.onConflictDoNothing({ target: jobs.dedupeKey })
}

/** Runs the jobs that are due, up to a batch; a failed job is retried later with the back-off the outbox's emails have. */
export async function runDueJobs(db: Database, handlers: JobHandlers, batchSize = 20) {
	let claimed = 0
	let done = 0
	while (claimed < batchSize) {
		const job = await claimNextJob(db, Object.keys(handlers))
		if (!job) break
		claimed++
		try {
			await db.transaction(async (tx) => {
				await handlers[job.kind]!(tx as unknown as Database, job.payload, job)
				await tx.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id))
			})
			done++
		} catch (error) {
			await db
				.update(jobs)
				.set({
					lockedUntil: null,
					lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
					runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
				})
				.where(eq(jobs.id, job.id))
		}
	}
	return { claimed, done }
}

function claimNextJob(db: Database, kinds: string[]) {
	if (kinds.length === 0) return undefined
	return claimNext(db, jobs, { due: and(isNull(jobs.doneAt), inArray(jobs.kind, kinds), lte(jobs.runAt, sql`now()`)), first: jobs.runAt, seconds: CLAIM_SECONDS })
}

export type JobWorker = { stop(): Promise<void>; runOnce(): Promise<void> }

/** Polls the jobs table in the background while the server runs, in every process. */
export function startJobWorker({
	db,
	handlers,
	logger,
	intervalMs = 5_000,
}: {
	db: Database
	handlers: JobHandlers
	logger: Logger
	intervalMs?: number
}): JobWorker {
	let running: Promise<void> = Promise.resolve()
	let stopped = false
	const runOnce = () =>
		(running = running.then(async () => {
			if (stopped) return
			try {
				const { claimed, done } = await runDueJobs(db, handlers)
				if (claimed > 0) logger.info({ claimed, done }, 'jobs run')
			} catch (error) {
				logger.error({ err: error }, 'running jobs failed')
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
		},
	}
}
