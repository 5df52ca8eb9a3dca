import { makeSignature } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bookings, accounts as credentialTable, enrolmentRequests, outboxEmails, profiles, rateLimits, sessions, users } from '~/db/schema'
import { openDatabase } from '~/db/client.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { defaultSiteSettings } from '~/config/site-settings'
import { instituteDetails } from '~/features/mail/transactional-email.server'
import { accountMessages } from './account'
import { type AccountMail, requestEmailChange } from './account-security.server'
import { type Accounts, createAccounts, defaultAccountLimits, type RequestEmailChange, STAFF_SESSION_MAX_HOURS } from './accounts.server'
import { createAuth } from './auth.server'
import { commonPasswordCount, isCommonPassword } from './common-passwords.server'
import { hashSessionToken } from './hashed-session-tokens.server'
import { SESSION_CHANNEL } from './session-cache.server'
import { signedInPages } from '~/lib/signed-in-pages.server'

let ipCounter = 0
/** Each test gets its own client IP so the per-IP limits of one test do not leak into another. */
function request(cookie?: string) {
	ipCounter++
	return { headers: new Headers(cookie ? { cookie } : {}), ip: `203.0.113.${ipCounter}` }
}

function sessionCookie(headers: Headers | undefined) {
	const setCookie = headers?.get('set-cookie') ?? ''
	const match = /(welsh\.session_token=[^;]+)/.exec(setCookie)
	if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`)
	return match[1]
}

test('the shipped common-password list has at least 1,000 entries', () => {
	expect(commonPasswordCount).toBeGreaterThanOrEqual(1000)
	expect(isCommonPassword('password1')).toBe(true)
	expect(isCommonPassword('QWERTY123')).toBe(true)
	expect(isCommonPassword('Chandigarh-Sunrise-42')).toBe(false)
})

const secret = 'test-secret-that-is-long-enough-0123456789'

const mail: AccountMail = { institute: instituteDetails(defaultSiteSettings), origin: 'https://welsh.example', sendMail: true }
/** A profile save that keeps the address never asks for a change. */
const noEmailChange: RequestEmailChange = () => {
	throw new Error('no email change was asked for')
}

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
	let database: TestDatabase
	let accounts: Accounts
	let auth: ReturnType<typeof createAuth>
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		auth = createAuth({ db: database.db, secret, baseURL: 'http://localhost', secureCookies: false, appName: 'Test' })
		accounts = createAccounts(database.db, auth)
	})
	afterAll(async () => database?.dispose())

	const signup = (email: string, extra: Partial<{ name: string; password: string; dob: string; mobile: string }> = {}) =>
		accounts.signUp({ name: 'Asha Rani', email, password: 'Jalandhar#2026', ...extra }, request())

	test('sign-up creates the account, a student profile and a session in an httpOnly SameSite=Lax cookie', async () => {
		const outcome = await signup('asha@example.com', { dob: '2004-05-06', mobile: '9876543210' })
		expect(outcome.status).toBe(200)
		expect(outcome.result).toMatchObject({ ok: true, message: accountMessages.signupSuccess, user: { email: 'asha@example.com', name: 'Asha Rani', dob: '2004-05-06', mobile: '9876543210' } })
		const setCookie = outcome.headers?.get('set-cookie') ?? ''
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		const [profile] = await database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, 'asha@example.com'))
		expect(profile?.profiles.role).toBe('student')
		expect(Math.abs(profile!.profiles.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
		const user = await accounts.getSessionUser(new Headers({ cookie: sessionCookie(outcome.headers) }))
		expect(user?.email).toBe('asha@example.com')
	})

	// Issue 13, item 9: a copy of the database (with the secret, which may sit in the same database) is no live session.
	test('the sessions table holds a hash of each token, never the token; a cookie forged from a stored row is refused', async () => {
		const outcome = await signup('hashed@example.com')
		const cookie = sessionCookie(outcome.headers)
		const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!
		const user = await accounts.getSessionUser(new Headers({ cookie }))
		const rows = await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user!.id))
		expect(rows).toEqual([{ token: hashSessionToken(token) }])
		expect(rows[0]!.token).not.toBe(token)
		const forged = `welsh.session_token=${encodeURIComponent(`${rows[0]!.token}.${await makeSignature(rows[0]!.token, secret)}`)}`
		expect(await accounts.getSessionUser(new Headers({ cookie: forged }))).toBeNull()
		// The real cookie still works, and signing out removes the row by its hash.
		expect(await accounts.getSessionUser(new Headers({ cookie }))).toMatchObject({ email: 'hashed@example.com' })
		await accounts.signOut(new Headers({ cookie }))
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([])
	})

	test('a request’s loaders share one session read; a session ended elsewhere is refused on the next read', async () => {
		const cookie = sessionCookie((await signup('one-read@example.com')).headers)
		const getSession = vi.spyOn(auth.api, 'getSession')
		try {
			// The root loader and the page's loader of one request start at once with the same Headers.
			const request = new Headers({ cookie })
			const [root, page] = await Promise.all([accounts.getSessionUser(request), accounts.getSessionUser(request)])
			expect(root?.email).toBe('one-read@example.com')
			expect(page).toEqual(root)
			expect(getSession).toHaveBeenCalledTimes(1)
			// Signed out (on this process or another: the row is gone from the shared database); a
			// later read, even with the same Headers (an action after its change), sees it.
			await database.db.delete(sessions).where(eq(sessions.userId, root!.id))
			expect(await accounts.getSessionUser(request)).toBeNull()
			expect(await accounts.getSessionUser(new Headers({ cookie }))).toBeNull()
			expect(getSession).toHaveBeenCalledTimes(3)
		} finally {
			getSession.mockRestore()
		}
	})

	// Issue 21, item 3: a busy student's pages skip the session reads, never at the cost of a revocation.
	describe('sessions kept for page reads', () => {
		/** Another server process on the same database: its own connection, accounts and NOTIFY listener. */
		async function secondProcess() {
			// PGlite is one process's database: the "other process" is this one's own listener.
			const handle = kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url!, maxConnections: 2 }) : database
			const other = createAccounts(handle.db, createAuth({ db: handle.db, secret, baseURL: 'http://localhost', secureCookies: false, appName: 'Test' }))
			const stopListening = await handle.listen(SESSION_CHANNEL, () => other.sessionsChanged())
			return {
				accounts: other,
				async close() {
					await stopListening()
					if (handle !== database) await handle.close()
				},
			}
		}

		test('two students each get their own kept session, read once', async () => {
			const asha = sessionCookie((await signup('kept-asha@example.com')).headers)
			const ravi = sessionCookie((await signup('kept-ravi@example.com', { name: 'Ravi Kumar' })).headers)
			const getSession = vi.spyOn(auth.api, 'getSession')
			try {
				// Requests that miss at once share one read.
				const atOnce = await Promise.all([1, 2, 3, 4].map(() => accounts.getSessionUserForPage(new Headers({ cookie: asha }))))
				expect(atOnce.map((user) => user?.email)).toEqual(Array(4).fill('kept-asha@example.com'))
				for (let i = 0; i < 3; i++) {
					expect(await accounts.getSessionUserForPage(new Headers({ cookie: asha }))).toMatchObject({ email: 'kept-asha@example.com' })
					expect(await accounts.getSessionUserForPage(new Headers({ cookie: ravi }))).toMatchObject({ email: 'kept-ravi@example.com', name: 'Ravi Kumar' })
				}
				expect(getSession).toHaveBeenCalledTimes(2)
				// A cookie that differs in any way is read, not matched to a kept one.
				expect(await accounts.getSessionUserForPage(new Headers({ cookie: `${asha}x` }))).toBeNull()
			} finally {
				getSession.mockRestore()
			}
		})

		test('a session signed out on one process is refused by another process that kept it, as soon as the NOTIFY arrives', async () => {
			const cookie = sessionCookie((await signup('kept-revoked@example.com')).headers)
			const other = await secondProcess()
			try {
				expect(await other.accounts.getSessionUserForPage(new Headers({ cookie }))).toMatchObject({ email: 'kept-revoked@example.com' })
				await accounts.signOut(new Headers({ cookie }))
				await vi.waitFor(async () => expect(await other.accounts.getSessionUserForPage(new Headers({ cookie }))).toBeNull(), { timeout: 2_000, interval: 5 })
			} finally {
				await other.close()
			}
		})

		test('a deactivated or promoted account is not answered from a kept session; staff sessions are never kept', async () => {
			const cookie = sessionCookie((await signup('kept-changed@example.com')).headers)
			const other = await secondProcess()
			try {
				const student = await other.accounts.getSessionUserForPage(new Headers({ cookie }))
				expect(student).toMatchObject({ role: 'student' })
				// As the staff page does when an admin gives the account a role (any process).
				await database.db.update(profiles).set({ role: 'staff' }).where(eq(profiles.userId, student!.id))
				await vi.waitFor(async () => expect(await other.accounts.getSessionUserForPage(new Headers({ cookie }))).toMatchObject({ role: 'staff' }), { timeout: 2_000, interval: 5 })
				const getSession = vi.spyOn(other.accounts.auth.api, 'getSession')
				try {
					await other.accounts.getSessionUserForPage(new Headers({ cookie }))
					await other.accounts.getSessionUserForPage(new Headers({ cookie }))
					expect(getSession).toHaveBeenCalledTimes(2)
				} finally {
					getSession.mockRestore()
				}
				await database.db.update(profiles).set({ role: 'student', deactivatedAt: new Date() }).where(eq(profiles.userId, student!.id))
				await vi.waitFor(async () => expect(await other.accounts.getSessionUserForPage(new Headers({ cookie }))).toBeNull(), { timeout: 2_000, interval: 5 })
			} finally {
				await other.close()
			}
		})

		// Decision 025: a student's pages answered before the routes go with the kept sessions.
		test('a student’s kept pages are dropped on another process when the session ends, and when an enrolment request or a booking changes', async () => {
			const cookie = sessionCookie((await signup('kept-pages@example.com')).headers)
			const other = await secondProcess()
			const answer = { page: { html: '<h1>My Courses</h1>', nonce: 'n' }, headers: [] }
			const keep = () => signedInPages.set('a-page', answer, signedInPages.current())
			try {
				const student = await other.accounts.getSessionUserForPage(new Headers({ cookie }))
				expect(other.accounts.holdsSessionForPage(cookie)).toBe(true)
				keep()
				await database.db.insert(enrolmentRequests).values({ userId: student!.id, courseId: 'ielts-academic' })
				await vi.waitFor(() => expect(signedInPages.get('a-page')).toBeUndefined(), { timeout: 2_000, interval: 5 })
				keep()
				// A statement on bookings (staff moving or cancelling one) notifies even when it changes no row.
				await database.db.update(bookings).set({ status: sql`status` }).where(sql`false`)
				await vi.waitFor(() => expect(signedInPages.get('a-page')).toBeUndefined(), { timeout: 2_000, interval: 5 })
				await other.accounts.getSessionUserForPage(new Headers({ cookie }))
				keep()
				await accounts.signOut(new Headers({ cookie }))
				await vi.waitFor(() => expect(signedInPages.get('a-page')).toBeUndefined(), { timeout: 2_000, interval: 5 })
				expect(other.accounts.holdsSessionForPage(cookie)).toBe(false)
			} finally {
				await other.close()
			}
		})

		test('a read that began before a change is not kept after it', async () => {
			const cookie = sessionCookie((await signup('kept-race@example.com')).headers)
			const read = accounts.getSessionUserForPage(new Headers({ cookie }))
			// The session ends (and every process drops what it keeps) while the read is under way.
			accounts.sessionsChanged()
			await database.db.delete(sessions).where(eq(sessions.userId, (await read)!.id))
			expect(await accounts.getSessionUserForPage(new Headers({ cookie }))).toBeNull()
		})
	})

	test('passwords are stored as scrypt hashes, never as given', async () => {
		const [row] = await database.db
			.select({ password: credentialTable.password })
			.from(credentialTable)
			.innerJoin(users, eq(users.id, credentialTable.userId))
			.where(eq(users.email, 'asha@example.com'))
		expect(row?.password).toBeTruthy()
		expect(row?.password).not.toContain('Jalandhar#2026')
		expect(row?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/)
	})

	test('a second sign-up with the same email is refused with a clear message', async () => {
		const outcome = await signup('asha@example.com')
		expect(outcome.result).toMatchObject({ ok: false, field: 'email', message: 'An account with this email already exists. Please log in.' })
	})

	test('common passwords are refused', async () => {
		const outcome = await signup('common@example.com', { password: 'password123' })
		expect(outcome.result).toMatchObject({ ok: false, message: accountMessages.commonPassword })
	})

	test('login: an unknown email reads "Account doesn’t exist. Please sign-up first."', async () => {
		const outcome = await accounts.signIn({ email: 'nobody@example.com', password: 'whatever' }, request())
		expect(outcome.result).toMatchObject({ ok: false, code: 'user-not-found', message: accountMessages.accountDoesNotExist })
	})

	test('login: a wrong password shows the server message', async () => {
		const outcome = await accounts.signIn({ email: 'asha@example.com', password: 'wrong-password' }, request())
		expect(outcome.status).toBe(401)
		expect(outcome.result).toMatchObject({ ok: false, code: 'invalid-credentials', message: 'Invalid email or password' })
	})

	test('login: every sign-in gets a new session id; logout ends it on the server', async () => {
		const first = await accounts.signIn({ email: 'ASHA@example.com', password: 'Jalandhar#2026' }, request())
		const second = await accounts.signIn({ email: 'asha@example.com', password: 'Jalandhar#2026' }, request())
		expect(first.result).toMatchObject({ ok: true, message: accountMessages.loginSuccess })
		const a = sessionCookie(first.headers)
		const b = sessionCookie(second.headers)
		expect(a).not.toBe(b)
		const headers = new Headers({ cookie: a })
		expect(await accounts.getSessionUser(headers)).not.toBeNull()
		const cleared = await accounts.signOut(headers)
		expect(cleared.get('set-cookie')).toMatch(/welsh\.session_token=;/)
		expect(await accounts.getSessionUser(headers)).toBeNull()
		expect(await accounts.getSessionUser(new Headers({ cookie: b }))).not.toBeNull()
	})

	test('signing in (or up) while still signed in ends the old session', async () => {
		const first = await signup('two-tabs@example.com')
		const oldCookie = sessionCookie(first.headers)
		const again = await accounts.signIn({ email: 'two-tabs@example.com', password: 'Jalandhar#2026' }, request(oldCookie))
		expect(again.result.ok).toBe(true)
		const newCookie = sessionCookie(again.headers)
		expect(await accounts.getSessionUser(new Headers({ cookie: oldCookie }))).toBeNull()
		expect(await accounts.getSessionUser(new Headers({ cookie: newCookie }))).toMatchObject({ email: 'two-tabs@example.com' })

		// Signing up for a second account from the same browser ends the first account's session.
		const other = await accounts.signUp({ name: 'Second', email: 'two-tabs-2@example.com', password: 'Jalandhar#2026' }, request(newCookie))
		expect(other.result.ok).toBe(true)
		expect(await accounts.getSessionUser(new Headers({ cookie: newCookie }))).toBeNull()
		expect(await accounts.getSessionUser(new Headers({ cookie: sessionCookie(other.headers) }))).toMatchObject({ email: 'two-tabs-2@example.com' })

		// A failed sign-in leaves the session alone.
		const failed = await accounts.signIn({ email: 'two-tabs@example.com', password: 'wrong-password' }, request(sessionCookie(other.headers)))
		expect(failed.status).toBe(401)
		expect(await accounts.getSessionUser(new Headers({ cookie: sessionCookie(other.headers) }))).not.toBeNull()
	})

	test('login is rejected when the user has no profile, and the new session is ended again', async () => {
		const made = await signup('noprofile@example.com')
		expect(made.result.ok).toBe(true)
		const [user] = await database.db.select().from(users).where(eq(users.email, 'noprofile@example.com'))
		await database.db.delete(profiles).where(eq(profiles.userId, user!.id))
		await database.db.delete(sessions).where(eq(sessions.userId, user!.id))
		const outcome = await accounts.signIn({ email: 'noprofile@example.com', password: 'Jalandhar#2026' }, request())
		expect(outcome.result).toMatchObject({ ok: false, code: 'account-not-found', message: 'Account not found, please sign-up first' })
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0)
	})

	// Issue 13, item 7: a back-off that grows, instead of a flat 15-minute lock.
	test('after 10 wrong passwords the account waits 1 minute (even with the right password), then 2 after the next wrong one', async () => {
		await signup('target@example.com')
		for (let i = 0; i < 10; i++) {
			const outcome = await accounts.signIn({ email: 'target@example.com', password: `wrong-${i}` }, request())
			expect(outcome.status).toBe(401)
		}
		const locked = await accounts.signIn({ email: 'target@example.com', password: 'Jalandhar#2026' }, request())
		expect(locked.status).toBe(429)
		expect(locked.result.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.')
		expect(Number(locked.headers?.get('retry-after'))).toBeLessThanOrEqual(60)
		const waitOver = () => database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, 'login-backoff:account:target@example.com'))
		await waitOver()
		expect((await accounts.signIn({ email: 'target@example.com', password: 'wrong-again' }, request())).status).toBe(401)
		const longer = await accounts.signIn({ email: 'target@example.com', password: 'Jalandhar#2026' }, request())
		expect(longer.result.message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.')
		expect(Number(longer.headers?.get('retry-after'))).toBeGreaterThan(60)
		// Once the wait is over the right password gets in, and the back-off ends.
		await waitOver()
		expect((await accounts.signIn({ email: 'target@example.com', password: 'Jalandhar#2026' }, request())).status).toBe(200)
		expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'login-backoff:account:target@example.com'))).toEqual([])
	})

	test('a device that signed in to the account before still gets in with the right password while strangers are held back', async () => {
		await signup('known@example.com')
		const signedIn = await accounts.signIn({ email: 'known@example.com', password: 'Jalandhar#2026' }, request())
		const deviceCookie = /(welsh\.known_device=[^;]+)/.exec(signedIn.headers?.get('set-cookie') ?? '')?.[1]
		expect(deviceCookie).toBeTruthy()
		expect(signedIn.headers?.get('set-cookie')).toMatch(/welsh\.known_device=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
		for (let i = 0; i < 12; i++) await accounts.signIn({ email: 'known@example.com', password: `attack-${i}` }, request())
		expect((await accounts.signIn({ email: 'known@example.com', password: 'Jalandhar#2026' }, request())).status).toBe(429)
		// The owner's device, even behind an IP that is itself held back, gets in.
		const office = { headers: new Headers({ cookie: deviceCookie! }), ip: '198.51.100.77' }
		for (let i = 0; i < 10; i++) await accounts.signIn({ email: `office-${i}@example.com`, password: 'x' }, { headers: new Headers(), ip: office.ip })
		expect((await accounts.signIn({ email: 'asha@example.com', password: 'Jalandhar#2026' }, { headers: new Headers(), ip: office.ip })).status).toBe(429)
		expect((await accounts.signIn({ email: 'known@example.com', password: 'Jalandhar#2026' }, office)).status).toBe(200)
		// A known device's cookie is no licence to guess: it has a back-off of its own.
		for (let i = 0; i < 10; i++) expect((await accounts.signIn({ email: 'known@example.com', password: `device-${i}` }, office)).status).toBe(401)
		expect((await accounts.signIn({ email: 'known@example.com', password: 'Jalandhar#2026' }, office)).status).toBe(429)
		// The cookie is for that account only.
		await signup('other-known@example.com')
		const other = { headers: new Headers({ cookie: deviceCookie! }), ip: request().ip }
		for (let i = 0; i < 10; i++) await accounts.signIn({ email: 'other-known@example.com', password: `x-${i}` }, request())
		expect((await accounts.signIn({ email: 'other-known@example.com', password: 'Jalandhar#2026' }, other)).status).toBe(429)
	})

	test('staff hear (one outbox mail) when a staff or admin account starts being held back; not for students', async () => {
		const alerted = createAccounts(database.db, auth, defaultAccountLimits, { to: 'security-desk@example.com', siteName: 'Test Institute' })
		await alerted.createOrPromoteUser({ email: 'attacked.admin@example.com', password: 'Counsel-Desk-2026', name: 'Admin', role: 'admin' })
		await signup('attacked.student@example.com')
		for (let i = 0; i < 14; i++) {
			await alerted.signIn({ email: 'attacked.admin@example.com', password: `guess-${i}` }, request())
			await alerted.signIn({ email: 'attacked.student@example.com', password: `guess-${i}` }, request())
			await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) }).where(sql`${rateLimits.key} like 'login-backoff:account:attacked.%'`)
		}
		const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'security-desk@example.com'))
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ leadId: null, subject: 'Sign-in attempts on a admin account of the Test Institute website' })
		expect(mails[0]!.text).toContain('attacked.admin@example.com')
	})

	test('after 10 failed sign-ins one IP is locked out for every account', async () => {
		const ip = { headers: new Headers(), ip: '198.51.100.7' }
		for (let i = 0; i < 10; i++) await accounts.signIn({ email: `guess-${i}@example.com`, password: 'x' }, ip)
		const locked = await accounts.signIn({ email: 'asha@example.com', password: 'Jalandhar#2026' }, ip)
		expect(locked.status).toBe(429)
	})

	test('30 wrong passwords sent at once for one account: at most 10 are checked, the rest get 429', async () => {
		await signup('parallel@example.com')
		const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => accounts.signIn({ email: 'parallel@example.com', password: `guess-${i}` }, request())))
		const statuses = outcomes.map((o) => o.status)
		expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
		expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
		expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
		// The right password is refused too until the window ends.
		expect((await accounts.signIn({ email: 'parallel@example.com', password: 'Jalandhar#2026' }, request())).status).toBe(429)
	})

	test('30 wrong passwords sent at once from one IP, spread over three accounts: at most 10 are checked', async () => {
		const targets = ['spread-1@example.com', 'spread-2@example.com', 'spread-3@example.com']
		for (const email of targets) await signup(email)
		const ip = '198.51.100.30'
		const outcomes = await Promise.all(
			Array.from({ length: 30 }, (_, i) => accounts.signIn({ email: targets[i % 3]!, password: `guess-${i}` }, { headers: new Headers(), ip })),
		)
		const statuses = outcomes.map((o) => o.status)
		expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
		expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
		// Each account saw at most 10 guesses, so it is the IP that is locked: another IP still gets in.
		expect((await accounts.signIn({ email: targets[0]!, password: 'Jalandhar#2026' }, request())).status).toBe(200)
	})

	test('a right password ends the back-off: the count starts again', async () => {
		await signup('refund@example.com')
		const wrong = () => accounts.signIn({ email: 'refund@example.com', password: 'not-it' }, request())
		for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(401)
		expect((await accounts.signIn({ email: 'refund@example.com', password: 'Jalandhar#2026' }, request())).status).toBe(200)
		for (let i = 0; i < 10; i++) expect((await wrong()).status).toBe(401)
		expect((await wrong()).status).toBe(429)
		const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'login-backoff:account:refund@example.com'))
		expect(row?.count).toBe(10)
	})

	test('sign-up allows 5 per hour per IP', async () => {
		const ip = { headers: new Headers(), ip: '198.51.100.99' }
		for (let i = 0; i < 5; i++) {
			const outcome = await accounts.signUp({ name: 'Bulk', email: `bulk-${i}@example.com`, password: 'Jalandhar#2026' }, ip)
			expect(outcome.status).toBe(200)
		}
		const sixth = await accounts.signUp({ name: 'Bulk', email: 'bulk-6@example.com', password: 'Jalandhar#2026' }, ip)
		expect(sixth.status).toBe(429)
		expect(sixth.result.message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes?\.$/)
	})

	test('edit profile saves name and mobile; a new email goes the security page’s way (current password, then a link), and nothing is saved when that is refused', async () => {
		const made = await signup('editor@example.com')
		const headers = new Headers({ cookie: sessionCookie(made.headers) })
		const user = (await accounts.getSessionUser(headers))!
		const asked: { email: string; currentPassword: string }[] = []
		let answer: Awaited<ReturnType<RequestEmailChange>> = { ok: false, status: 400, field: 'currentPassword', message: 'That password is not correct.' }
		const requestEmailChange: RequestEmailChange = async (change) => (asked.push(change), answer)
		const renamed = await accounts.updateProfile(user, { name: 'Asha K', email: 'editor@example.com', mobile: '+91 98765 43210' }, { headers, ip: request().ip }, requestEmailChange)
		expect(renamed).toMatchObject({ ok: true, user: { name: 'Asha K', mobile: '+91 98765 43210' } })
		expect(asked).toEqual([])

		const noPassword = await accounts.updateProfile(user, { name: 'Asha K', email: 'new@example.com', mobile: '9876543210' }, { headers, ip: request().ip }, requestEmailChange)
		expect(noPassword).toMatchObject({ ok: false, field: 'currentPassword' })
		expect(asked).toEqual([])
		const wrong = await accounts.updateProfile(user, { name: 'Asha Wrong', email: 'new@example.com', mobile: '9876543210', currentPassword: 'nope' }, { headers, ip: request().ip }, requestEmailChange)
		expect(wrong).toMatchObject({ ok: false, field: 'currentPassword', message: answer.message })
		expect((await accounts.getSessionUser(headers))?.name).toBe('Asha K')

		answer = { ok: true, message: 'We have sent a link to new@example.com. Your address changes when you open it.' }
		const moved = await accounts.updateProfile(user, { name: 'Asha N', email: 'new@example.com', mobile: '9876543210', currentPassword: 'Jalandhar#2026' }, { headers, ip: request().ip }, requestEmailChange)
		expect(moved).toMatchObject({ ok: true, user: { name: 'Asha N', email: 'editor@example.com' }, emailChangeMessage: answer.message })
		expect(asked.at(-1)).toEqual({ email: 'new@example.com', currentPassword: 'Jalandhar#2026' })
		// The address itself changes only when the link is opened (account-security.server.test.ts).
		expect((await accounts.getSessionUser(headers))?.email).toBe('editor@example.com')
	})

	test('edit profile: the current password can be guessed at most 10 times before the back-off, even in parallel', async () => {
		const made = await signup('profile-guess@example.com')
		const headers = new Headers({ cookie: sessionCookie(made.headers) })
		const user = (await accounts.getSessionUser(headers))!
		const change = (currentPassword: string) =>
			accounts.updateProfile(user, { name: 'Asha', email: 'profile-guess-new@example.com', mobile: '9876543210', currentPassword }, { headers, ip: request().ip }, (change) =>
				requestEmailChange(database.db, mail, accounts, user, change),
			)
		const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`guess-${i}`)))
		const checked = outcomes.filter((o) => !o.ok && o.message === accountMessages.wrongPassword)
		const limited = outcomes.filter((o) => !o.ok && o.status === 429)
		expect(checked.length).toBeLessThanOrEqual(10)
		expect(limited.length).toBeGreaterThanOrEqual(20)
		const locked = limited.find((o) => !o.ok && o.field === 'currentPassword')
		expect(locked).toMatchObject({ field: 'currentPassword', message: 'Too many wrong passwords for this account. Please try again in 1 minute.' })
		expect(locked?.ok === false && locked.retryAfterSeconds).toBeGreaterThan(0)
		// The right password is refused too until the window ends, and so is signing in: one counter per account.
		expect(await change('Jalandhar#2026')).toMatchObject({ ok: false, status: 429 })
		expect((await accounts.signIn({ email: 'profile-guess@example.com', password: 'Jalandhar#2026' }, request())).status).toBe(429)
	})

	// Issue 13, item 6: the answer's timing must not tell which addresses have accounts.
	test('sign-in does the same password work for an unknown email as for a wrong password', async () => {
		await signup('timing@example.com')
		const time = async (email: string) => {
			const started = performance.now()
			const outcome = await accounts.signIn({ email, password: 'Not-The-Password-1' }, request())
			expect(outcome.result.ok).toBe(false)
			return performance.now() - started
		}
		const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
		const unknown: number[] = []
		const wrong: number[] = []
		for (let i = 0; i < 5; i++) {
			unknown.push(await time(`nobody-${i}@example.com`))
			wrong.push(await time('timing@example.com'))
		}
		// Before: about 15 ms against 160 ms. A scrypt hash on both paths puts them within a small factor.
		expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5)
		// SPEC's message for an unknown account is kept.
		expect((await accounts.signIn({ email: 'nobody-else@example.com', password: 'x' }, request())).result).toMatchObject({ code: 'user-not-found', message: accountMessages.accountDoesNotExist })
	})

	test('profile saves are limited per account and per IP, so the email check is no unlimited "is this address registered?" oracle', async () => {
		const made = await signup('oracle@example.com')
		const headers = new Headers({ cookie: sessionCookie(made.headers) })
		const user = (await accounts.getSessionUser(headers))!
		const save = (ip: string) => accounts.updateProfile(user, { name: 'Asha', email: 'oracle@example.com', mobile: '9876543210' }, { headers, ip }, noEmailChange)
		const perAccount = await Promise.all(Array.from({ length: defaultAccountLimits.profileChangesPerHour + 3 }, () => save(request().ip)))
		expect(perAccount.filter((o) => o.ok)).toHaveLength(defaultAccountLimits.profileChangesPerHour)
		expect(perAccount.find((o) => !o.ok)).toMatchObject({ status: 429, message: 'Too many profile changes. Please try again in 60 minutes.' })

		// Per IP: many accounts from one address share one budget.
		const ip = request().ip
		const others = await Promise.all(Array.from({ length: 4 }, (_, i) => signup(`oracle-${i}@example.com`)))
		let saved = 0
		for (let round = 0; round < 6; round++)
			for (const other of others) {
				const otherHeaders = new Headers({ cookie: sessionCookie(other.headers) })
				const otherUser = (await accounts.getSessionUser(otherHeaders))!
				const outcome = await accounts.updateProfile(otherUser, { name: 'Asha', email: otherUser.email, mobile: '9876543210' }, { headers: otherHeaders, ip }, noEmailChange)
				if (outcome.ok) saved++
				else expect(outcome.status).toBe(429)
			}
		expect(saved).toBe(defaultAccountLimits.profileChangesPerHour)
	})

	// Issue 13, item 9: staff sessions end STAFF_SESSION_MAX_HOURS after sign-in however active; students' do not.
	test('a staff session ends 12 hours after sign-in; a student session of the same age goes on', async () => {
		await accounts.createOrPromoteUser({ email: 'aged.staff@example.com', password: 'Counsel-Desk-2026', name: 'Aged Staff', role: 'staff' })
		const staffCookie = new Headers({ cookie: sessionCookie((await accounts.signIn({ email: 'aged.staff@example.com', password: 'Counsel-Desk-2026' }, request())).headers) })
		const studentCookie = new Headers({ cookie: sessionCookie((await signup('aged.student@example.com')).headers) })
		const staff = await accounts.getSessionUser(staffCookie)
		const student = await accounts.getSessionUser(studentCookie)
		expect(staff).toMatchObject({ role: 'staff' })
		expect(Math.abs(new Date(staff!.signedInAt).getTime() - Date.now())).toBeLessThan(60_000)
		const age = async (userId: string, hours: number) =>
			database.db.update(sessions).set({ createdAt: new Date(Date.now() - hours * 3600_000) }).where(eq(sessions.userId, userId))
		await age(staff!.id, STAFF_SESSION_MAX_HOURS - 1)
		expect(await accounts.getSessionUser(staffCookie)).not.toBeNull()
		await age(staff!.id, STAFF_SESSION_MAX_HOURS + 1)
		await age(student!.id, STAFF_SESSION_MAX_HOURS + 1)
		expect(await accounts.getSessionUser(staffCookie)).toBeNull()
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, staff!.id))).toEqual([])
		expect(await accounts.getSessionUser(studentCookie)).toMatchObject({ role: 'student' })
	})

	test('staff and admin accounts are created by the command; a restart with the same address changes nothing', async () => {
		const created = await accounts.createOrPromoteUser({ email: 'Admin@Example.com', password: 'Counsel-Desk-2026', name: 'Admin', role: 'admin' })
		expect(created.outcome).toBe('created')
		const login = await accounts.signIn({ email: 'admin@example.com', password: 'Counsel-Desk-2026' }, request())
		const admin = await accounts.getSessionUser(new Headers({ cookie: sessionCookie(login.headers) }))
		expect(admin?.role).toBe('admin')
		expect(await accounts.createOrPromoteUser({ email: 'admin@example.com', password: 'Counsel-Desk-2026', name: 'Admin', role: 'admin' })).toMatchObject({ outcome: 'unchanged', id: created.id })
	})

	// Issue 13, item 1: an attacker registers the address a staff member is about to get.
	test('an address someone registered first is never given a role silently; --promote-existing takes it over', async () => {
		const attacker = await signup('priya@example.com', { password: 'Attacker-Pass-1' })
		const attackerCookie = new Headers({ cookie: sessionCookie(attacker.headers) })
		const refused = await accounts.createOrPromoteUser({ email: 'priya@example.com', password: 'Priya-Real-Pass-2026', name: 'Priya', role: 'staff' })
		expect(refused).toMatchObject({ outcome: 'refused', role: 'student' })
		expect(await accounts.getSessionUser(attackerCookie)).toMatchObject({ role: 'student' })

		const promoted = await accounts.createOrPromoteUser({ email: 'priya@example.com', password: 'Priya-Real-Pass-2026', name: 'Priya', role: 'staff', promoteExisting: true })
		expect(promoted).toMatchObject({ outcome: 'promoted', id: refused.id })
		// Every session of the account is ended, the attacker's password no longer works, the given one does.
		expect(await accounts.getSessionUser(attackerCookie)).toBeNull()
		expect((await accounts.signIn({ email: 'priya@example.com', password: 'Attacker-Pass-1' }, request())).result.ok).toBe(false)
		const real = await accounts.signIn({ email: 'priya@example.com', password: 'Priya-Real-Pass-2026' }, request())
		expect(await accounts.getSessionUser(new Headers({ cookie: sessionCookie(real.headers) }))).toMatchObject({ role: 'staff' })
	})
})
