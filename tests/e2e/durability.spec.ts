import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN, createScratchDatabase, freshEnquiry, parseCsv, sendEnquiry, startServer, stopServer, type StartedServer, Visitor } from './ops-support'
import { waitForHealthy } from './support'

/*
 * "Ready to ship" item 6: every enquiry the server acknowledged survives a SIGKILL. Four senders
 * post enquiries without pause; after about 1.5 s of traffic the server is killed outright, then
 * restarted on the same data, and the staff CSV export must list every acknowledged lead. The
 * enquiries cut off by the kill are then retried with their idempotency keys (as the enquiry
 * dialog does): each ends up stored exactly once.
 */

const SENDERS = 4
const TRAFFIC_MS = 1_500
const MIN_ACKNOWLEDGED = 20

type Target = { env: Record<string, string>; cleanUp(): Promise<void> }

test.describe('durability: acknowledged enquiries survive SIGKILL', () => {
	test.describe.configure({ mode: 'serial' })
	test.setTimeout(90_000)

	test('embedded database (PGlite, DATA_DIR)', async () => {
		const dataDir = path.resolve(`.tmp/durability-${process.pid}`)
		fs.rmSync(dataDir, { recursive: true, force: true })
		await killMidStreamAndCheck(4341, { env: { DATA_DIR: dataDir }, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) })
	})

	test('PostgreSQL (DATABASE_URL)', async () => {
		test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): no PostgreSQL server to test against')
		const database = await createScratchDatabase('durability')
		await killMidStreamAndCheck(4342, { env: { DATABASE_URL: database.url }, cleanUp: () => database.drop() })
	})
})

async function killMidStreamAndCheck(port: number, target: Target) {
	const origin = `http://127.0.0.1:${port}`
	const env: Record<string, string> = { ...target.env, PORT: String(port), RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: '1000000' }
	let server: StartedServer | undefined
	try {
		server = startServer(env)
		await waitForHealthy(port)

		const acknowledged = new Map<string, { id: string; enquiry: ReturnType<typeof freshEnquiry> }>()
		const cutOff: ReturnType<typeof freshEnquiry>[] = []
		const refused: string[] = []
		let killed = false
		const sender = async (n: number) => {
			while (!killed) {
				const enquiry = freshEnquiry(`dur${n}`)
				try {
					const answer = await sendEnquiry(origin, enquiry)
					if (answer.ok && answer.id) acknowledged.set(enquiry.email, { id: answer.id, enquiry })
					else refused.push(`${answer.status} ${answer.text}`)
				} catch {
					// The connection died with the server: the sender never heard back.
					cutOff.push(enquiry)
				}
			}
		}
		// A first enquiry warms the server up (its first request loads the route modules).
		const warmUp = freshEnquiry('durwarm')
		const warmAnswer = await sendEnquiry(origin, warmUp)
		expect(warmAnswer.ok).toBe(true)
		acknowledged.set(warmUp.email, { id: warmAnswer.id!, enquiry: warmUp })
		const senders = Array.from({ length: SENDERS }, (_, n) => sender(n))
		// A second or two of traffic, and at least MIN_ACKNOWLEDGED answers (slow on a busy machine).
		const startedAt = Date.now()
		while (Date.now() - startedAt < TRAFFIC_MS || (acknowledged.size < MIN_ACKNOWLEDGED && Date.now() - startedAt < 20_000)) {
			await new Promise((r) => setTimeout(r, 50))
		}
		const trafficMs = Date.now() - startedAt
		const ackedBeforeKill = acknowledged.size
		const first = server
		first.child.kill('SIGKILL')
		const exit = await first.exited
		killed = true
		await Promise.all(senders)
		expect(first.child.signalCode, `server exited by itself (${exit}): ${first.stderr()}`).toBe('SIGKILL')
		expect(refused, 'no enquiry is refused while the server is up').toEqual([])
		expect(ackedBeforeKill, 'the server acknowledged enquiries before it was killed').toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED)

		// Same data, new process: PGlite's data-dir lock of the dead process is taken over.
		server = startServer(env)
		await waitForHealthy(port)
		const staff = await new Visitor().logIn(origin, ADMIN.email, ADMIN.password)
		const stored = new Map((await storedLeads(staff, origin)).map((lead) => [lead.email, lead.id]))
		const missing = [...acknowledged].filter(([email, { id }]) => stored.get(email) !== id).map(([email]) => email)
		expect(missing, `acknowledged but not stored after SIGKILL (${missing.length} of ${acknowledged.size})`).toEqual([])

		// The enquiries the kill cut off: the sender retries with the same key, and each is stored once.
		for (const enquiry of cutOff) expect((await sendEnquiry(origin, enquiry)).ok).toBe(true)
		const afterRetry = (await storedLeads(staff, origin)).map((lead) => lead.email)
		for (const enquiry of cutOff) expect(afterRetry, `retried ${enquiry.email}`).toContain(enquiry.email)
		const ours = afterRetry.filter((email) => email.startsWith('dur'))
		expect(ours.length, 'no enquiry is stored twice').toBe(new Set(ours).size)
		expect(ours.length).toBe(acknowledged.size + cutOff.length)

		const figures = `${acknowledged.size} acknowledged enquiries (${SENDERS} senders, ${trafficMs} ms, SIGKILL), all ${acknowledged.size} stored after restart; ${cutOff.length} cut off by the kill, retried with their idempotency keys and stored once`
		test.info().annotations.push({ type: 'figures', description: figures })
		console.log(`durability (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${figures}`)

		await stopServer(server)
		expect(server.child.exitCode, server.stderr()).toBe(0)
	} finally {
		await stopServer(server, 'SIGKILL')
		await target.cleanUp()
	}
}

/** Every lead in the staff CSV export, by email: what staff would actually see. */
async function storedLeads(staff: Visitor, origin: string) {
	const res = await staff.fetch(`${origin}/admin/leads.csv`)
	expect(res.status).toBe(200)
	const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
	const email = header!.indexOf('Email')
	const id = header!.indexOf('Lead id')
	expect(email).toBeGreaterThanOrEqual(0)
	expect(id).toBeGreaterThanOrEqual(0)
	return rows.map((row) => ({ email: row[email]!, id: row[id]! }))
}
