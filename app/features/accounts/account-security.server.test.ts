import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { outboxEmails, sessions, users, verifications } from '~/db/schema'
import { deliverDueEmails } from '~/features/leads/outbox.server'
import { acknowledgementEmail, createLead } from '~/features/leads/leads.server'
import { instituteDetails } from '~/features/mail/transactional-email.server'
import { startSmtpServer } from '../../../tests/support/smtp-server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { type Accounts, createAccounts } from './accounts.server'
import {
	type AccountMail,
	changePassword,
	confirmEmail,
	createPasswordResetLink,
	describeDevice,
	endOtherSessions,
	listSessions,
	queueEmailConfirmation,
	requestEmailChange,
	requestPasswordReset,
	RESET_ANSWER_MIN_MS,
	RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
	resendEmailConfirmation,
	resetPassword,
} from './account-security.server'
import { createAuth } from './auth.server'
import { LINK_EXPIRED } from './account'
import { messageRef } from '~/features/i18n/i18n'

async function freePort() {
	return new Promise<number>((resolve) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

const institute = instituteDetails(defaultSiteSettings)
const mail: AccountMail = { institute, origin: 'https://welsh.example', sendMail: true }
const PASSWORD = 'Jalandhar#2026'

test('devices are named from the user agent, and what cannot be read says so', () => {
	expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe('Chrome on Windows')
	expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone')
	expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 EdgA/120 Edg/120')).toBe('Edge on Android')
	expect(describeDevice(null)).toBe('Unknown device')
	expect(describeDevice('curl/8.0')).toBe('Unknown device')
})

test('devices are named in the page’s language, the products’ names as they are', () => {
	const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
	expect(describeDevice(android, 'pa')).toBe('Android ’ਤੇ Chrome')
	expect(describeDevice(android, 'hi')).toBe('Android पर Chrome')
	expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36', 'hi')).toBe('Android पर कोई ब्राउज़र')
	expect(describeDevice(null, 'pa')).toBe('ਅਣਪਛਾਤਾ ਡਿਵਾਈਸ')
})

describe.each(testDatabaseKinds)('account security on %s', (kind) => {
	let database: TestDatabase
	let accounts: Accounts
	let smtp: Awaited<ReturnType<typeof startSmtpServer>>
	let transport: ReturnType<typeof nodemailer.createTransport>
	let ip = 0
	const request = (cookie?: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0') => ({
		headers: new Headers({ ...(cookie ? { cookie } : {}), 'user-agent': userAgent }),
		ip: `198.51.100.${++ip}`,
	})

	beforeAll(async () => {
		database = await createTestDatabase(kind)
		accounts = createAccounts(database.db, createAuth({ db: database.db, secret: 'test-secret-that-is-long-enough-0123456789', baseURL: 'http://localhost', secureCookies: false, appName: 'Test' }))
		const port = await freePort()
		smtp = await startSmtpServer(port)
		transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
	})
	afterAll(async () => {
		transport?.close()
		await smtp?.close()
		await database?.dispose()
	})

	/** Delivers the outbox through the real SMTP server and returns what reached `to`. */
	async function deliveredTo(to: string) {
		await deliverDueEmails(database.db, transport, 'Welsh Education <no-reply@welsh.example>', 50)
		return smtp.received.filter((m) => m.to.includes(to))
	}
	const linkIn = (raw: string, path: string) => {
		const match = new RegExp(`https://welsh\\.example/${path}/([A-Za-z0-9_-]+)`).exec(raw)
		if (!match?.[1]) throw new Error(`no ${path} link in the email`)
		return match[1]
	}

	async function signUp(email: string) {
		const outcome = await accounts.signUp({ name: 'Asha Rani', email, password: PASSWORD }, request())
		const cookie = /(welsh\.session_token=[^;]+)/.exec(outcome.headers?.get('set-cookie') ?? '')![1]!
		return { cookie, user: (await accounts.getSessionUser(new Headers({ cookie })))! }
	}
	async function signIn(email: string, password = PASSWORD, userAgent?: string) {
		const outcome = await accounts.signIn({ email, password }, request(undefined, userAgent))
		const cookie = /(welsh\.session_token=[^;]+)/.exec(outcome.headers?.get('set-cookie') ?? '')?.[1]
		return { outcome, cookie }
	}
	const sessionCount = async (userId: string) => (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length

	test('forgot password: the same answer for an unknown address, in similar time; only a real account is mailed, with HTML and text', async () => {
		await signUp('reset-me@example.com')
		const startedKnown = Date.now()
		const known = await requestPasswordReset(database.db, mail, 'Reset-Me@example.com', '192.0.2.10')
		const knownMs = Date.now() - startedKnown
		const startedUnknown = Date.now()
		const unknown = await requestPasswordReset(database.db, mail, 'nobody-here@example.com', '192.0.2.10')
		const unknownMs = Date.now() - startedUnknown
		expect(unknown).toEqual(known)
		expect(known).toEqual({ status: 'sent' })
		// Both answers take at least the floor, so a missing account is not the fast one.
		expect(unknownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MIN_MS - 5)
		expect(knownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MIN_MS - 5)
		expect(Math.abs(knownMs - unknownMs)).toBeLessThan(RESET_ANSWER_MIN_MS)

		const [email] = await deliveredTo('reset-me@example.com')
		expect(email?.raw).toContain('Subject: Reset your Welsh Education password')
		expect(email?.raw).toContain('Content-Type: text/plain')
		expect(email?.raw).toContain('Content-Type: text/html')
		expect(email?.raw).toContain(institute.address)
		expect(email?.raw).toContain(institute.phone)
		expect(email?.raw).toContain('The link works once, for 1 hour.')
		expect(await deliveredTo('nobody-here@example.com')).toHaveLength(0)
		// Only a hash of the token is stored.
		const token = linkIn(email!.raw, 'reset-password')
		const stored = await database.db.select({ identifier: verifications.identifier }).from(verifications)
		expect(stored.some((row) => row.identifier.includes(token))).toBe(false)
	})

	test('a reset link works once, sets the password, ends every session and refuses a common password', async () => {
		const { user } = await signUp('reset-once@example.com')
		await signIn('reset-once@example.com')
		expect(await sessionCount(user.id)).toBe(2)
		await requestPasswordReset(database.db, mail, 'reset-once@example.com', '192.0.2.11')
		const token = linkIn((await deliveredTo('reset-once@example.com'))[0]!.raw, 'reset-password')

		const auth = accounts.auth
		expect(await resetPassword(database.db, auth, token, 'password1')).toMatchObject({ ok: false, field: 'password' })
		expect(await resetPassword(database.db, auth, token, 'Ludhiana-Monsoon-9')).toEqual({ ok: true })
		expect(await sessionCount(user.id)).toBe(0)
		expect(await resetPassword(database.db, auth, token, 'Another-Pass-10')).toEqual({ ok: false, status: 410, message: LINK_EXPIRED })
		expect((await signIn('reset-once@example.com', PASSWORD)).outcome.status).toBe(401)
		expect((await signIn('reset-once@example.com', 'Ludhiana-Monsoon-9')).outcome.status).toBe(200)
		// The link reached the address: it counts as confirmed.
		const [row] = await database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id))
		expect(row?.verified).toBe(true)
	})

	test('an expired reset link is refused, and an admin-made link works like a mailed one', async () => {
		await signUp('reset-late@example.com')
		const link = await createPasswordResetLink(database.db, 'https://welsh.example', 'reset-late@example.com')
		expect(link?.hours).toBe(24)
		const token = link!.url.split('/').pop()!
		await database.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` })
		expect(await resetPassword(database.db, accounts.auth, token, 'Ludhiana-Monsoon-9')).toMatchObject({ ok: false, status: 410 })
		expect(await createPasswordResetLink(database.db, 'https://welsh.example', 'nobody@example.com')).toBeNull()
		const fresh = (await createPasswordResetLink(database.db, 'https://welsh.example', 'reset-late@example.com'))!.url.split('/').pop()!
		expect(await resetPassword(database.db, accounts.auth, fresh, 'Ludhiana-Monsoon-9')).toEqual({ ok: true })
	})

	test('reset requests are limited per address (silently: the answer stays the same) and per network', async () => {
		await signUp('reset-many@example.com')
		for (let n = 0; n < RESET_REQUESTS_PER_ADDRESS_PER_HOUR + 2; n++)
			expect(await requestPasswordReset(database.db, mail, 'reset-many@example.com', `192.0.2.${50 + n}`)).toEqual({ status: 'sent' })
		expect(await deliveredTo('reset-many@example.com')).toHaveLength(RESET_REQUESTS_PER_ADDRESS_PER_HOUR)
		let last
		for (let n = 0; n < 11; n++) last = await requestPasswordReset(database.db, mail, `someone-${n}@example.com`, '192.0.2.99')
		expect(last).toMatchObject({ status: 'rate-limited' })
		expect(await requestPasswordReset(database.db, { ...mail, sendMail: false }, 'reset-many@example.com', '192.0.2.98')).toEqual({ status: 'unavailable' })
	})

	test('email confirmation: a link valid 24 hours confirms the address once; resending is limited', async () => {
		const { user } = await signUp('confirm-me@example.com')
		expect(user.emailVerified).toBe(false)
		await queueEmailConfirmation(database.db, mail, user)
		const [email] = await deliveredTo('confirm-me@example.com')
		expect(email?.raw).toContain('The link works once, for 24 hours.')
		const token = linkIn(email!.raw, 'verify-email')
		const [row] = await database.db.select({ expiresAt: verifications.expiresAt }).from(verifications).where(sql`${verifications.identifier} like 'confirm-email:%'`)
		expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000)

		for (let n = 0; n < 3; n++) expect(await resendEmailConfirmation(database.db, mail, user)).toMatchObject({ ok: true })
		expect(await resendEmailConfirmation(database.db, mail, user)).toMatchObject({ ok: false, status: 429 })

		expect(await confirmEmail(database.db, token, null)).toEqual({ status: 'verified', email: 'confirm-me@example.com' })
		expect(await confirmEmail(database.db, token, null)).toEqual({ status: 'invalid' })
		const [after] = await database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id))
		expect(after?.verified).toBe(true)
	})

	test('changing the password needs the current one and signs out every other device', async () => {
		const { user, cookie } = await signUp('change-pass@example.com')
		await signIn('change-pass@example.com')
		const me = (await accounts.getSessionUser(new Headers({ cookie })))!
		expect(await changePassword(database.db, accounts, me, { currentPassword: 'wrong-one', password: 'Ludhiana-Monsoon-9' })).toMatchObject({ ok: false, field: 'currentPassword' })
		expect(await changePassword(database.db, accounts, me, { currentPassword: PASSWORD, password: 'qwerty123' })).toMatchObject({ ok: false, field: 'password' })
		expect(await changePassword(database.db, accounts, me, { currentPassword: PASSWORD, password: 'Ludhiana-Monsoon-9' })).toEqual({ ok: true })
		const left = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
		expect(left).toEqual([{ id: me.sessionId }])
		expect((await signIn('change-pass@example.com', 'Ludhiana-Monsoon-9')).outcome.status).toBe(200)
	})

	test('changing the email needs the current password and happens when the link to the new address is opened; other devices are signed out', async () => {
		const { user, cookie } = await signUp('old-address@example.com')
		await signIn('old-address@example.com')
		const me = (await accounts.getSessionUser(new Headers({ cookie })))!
		await signUp('taken-address@example.com')
		expect(await requestEmailChange(database.db, mail, accounts, me, { email: 'new-address@example.com', currentPassword: 'nope' })).toMatchObject({ ok: false, field: 'currentPassword' })
		expect(await requestEmailChange(database.db, mail, accounts, me, { email: 'taken-address@example.com', currentPassword: PASSWORD })).toMatchObject({ ok: false, field: 'email' })
		expect(await requestEmailChange(database.db, mail, accounts, me, { email: 'new-address@example.com', currentPassword: PASSWORD })).toMatchObject({ ok: true })
		// Nothing changes until the link is opened.
		expect((await accounts.getSessionUser(new Headers({ cookie })))?.email).toBe('old-address@example.com')
		const [email] = await deliveredTo('new-address@example.com')
		expect(email?.raw).toContain('Confirm your new email address')
		const token = linkIn(email!.raw, 'verify-email')
		expect(await confirmEmail(database.db, token, me.sessionId)).toEqual({ status: 'changed', email: 'new-address@example.com' })
		const now = (await accounts.getSessionUser(new Headers({ cookie })))!
		expect(now).toMatchObject({ email: 'new-address@example.com', emailVerified: true })
		expect(await sessionCount(user.id)).toBe(1)
		expect(await confirmEmail(database.db, token, me.sessionId)).toEqual({ status: 'invalid' })
	})

	test('Edit Profile changes the email the same way: the name is saved, the address only when the link to it is opened; two accounts racing for one address get it once', async () => {
		const a = await signUp('profile-a@example.com')
		const b = await signUp('profile-b@example.com')
		const viaProfile = (who: typeof a, email: string) =>
			accounts.updateProfile(who.user, { name: 'Asha Profile', email, mobile: '9876543210', currentPassword: PASSWORD }, request(who.cookie), (change) =>
				requestEmailChange(database.db, mail, accounts, who.user, change),
			)
		const saved = await viaProfile(a, 'profile-target@example.com')
		expect(saved).toMatchObject({ ok: true, user: { name: 'Asha Profile', email: 'profile-a@example.com' }, emailChangeMessage: messageRef('account.signedIn.email.sent', { email: 'profile-target@example.com' }) })
		expect((await viaProfile(b, 'profile-target@example.com')).ok).toBe(true)
		const links = (await deliveredTo('profile-target@example.com')).map((email) => linkIn(email.raw, 'verify-email'))
		expect(links).toHaveLength(2)
		const opened = await Promise.all(links.map((token) => confirmEmail(database.db, token, null)))
		expect(opened.map((o) => o.status).sort()).toEqual(['changed', 'taken'])
		// Without mail the address cannot be proved, so it is not changed (after the password check).
		const noMail = await accounts.updateProfile(b.user, { name: 'Asha Profile', email: 'elsewhere@example.com', mobile: '9876543210', currentPassword: PASSWORD }, request(b.cookie), (change) =>
			requestEmailChange(database.db, { ...mail, sendMail: false }, accounts, b.user, change),
		)
		expect(noMail).toMatchObject({ ok: false, status: 503, field: 'email' })
	})

	test('the sessions list names each device and its network address; "sign out everywhere else" keeps only this one', async () => {
		const { cookie } = await signUp('many-devices@example.com')
		await signIn('many-devices@example.com', PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1')
		const me = (await accounts.getSessionUser(new Headers({ cookie })))!
		const listed = await listSessions(database.db, me)
		expect(listed).toHaveLength(2)
		expect(listed.find((s) => s.current)?.device).toBe('Firefox on Linux')
		expect(listed.find((s) => !s.current)?.device).toBe('Safari on iPhone')
		expect(listed.every((s) => s.network?.startsWith('198.51.100.'))).toBe(true)
		expect(await endOtherSessions(database.db, me)).toBe(1)
		expect((await listSessions(database.db, me)).map((s) => s.current)).toEqual([true])
	})

	test('an enquiry or a contact message is acknowledged once to its sender (not a repeat, not a booking), with the 24-hour promise', async () => {
		const notify = { to: 'counsellors@example.com', siteName: 'Welsh Education', adminUrl: null, acknowledge: institute }
		await createLead(database.db, { type: 'enquiry', name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876500001', course: 'other' }, notify)
		await createLead(database.db, { type: 'enquiry', name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876500001', course: 'other' }, notify)
		await createLead(database.db, { type: 'booking', name: 'Ravi Kumar', email: 'ravi-books@example.com', mobile: '9876500002' }, notify)
		const thanks = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ravi@example.com'))
		expect(thanks).toHaveLength(1)
		expect(thanks[0]?.text).toContain('contacts you within 24 hours')
		expect(thanks[0]?.text).toContain('https://wa.me/')
		expect(thanks[0]?.html).toContain('Hello Ravi Kumar,')
		expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ravi-books@example.com'))).toHaveLength(0)
		// A name is escaped in the HTML part.
		expect(acknowledgementEmail({ type: 'contact', name: '<b>Ravi</b>' }, institute).html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,')
	})

	test('the acknowledgement comes in the language of the page the enquiry was sent from (issue 20)', async () => {
		const notify = { to: 'counsellors@example.com', siteName: 'Welsh Education', adminUrl: null, acknowledge: institute }
		await createLead(database.db, { type: 'enquiry', name: 'Simran Kaur', email: 'simran@example.com', mobile: '9876500011', course: 'other', locale: 'pa' }, notify)
		const [punjabi] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'simran@example.com'))
		expect(punjabi?.subject).toBe(`ਪੁੱਛਗਿੱਛ ਲਈ ਧੰਨਵਾਦ: ${institute.name}`)
		expect(punjabi?.text).toContain('24 ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ')
		expect(punjabi?.html).toContain('<html lang="pa">')
		const hindi = acknowledgementEmail({ type: 'contact', name: 'Amit', locale: 'hi' }, institute)
		expect(hindi.subject).toBe(`संदेश के लिए धन्यवाद: ${institute.name}`)
		expect(hindi.text).toContain('नमस्ते Amit जी,')
		expect(hindi.text).toContain('24 घंटे के अंदर')
		// English stays the default.
		expect(acknowledgementEmail({ type: 'enquiry', name: 'Ravi' }, institute).subject).toBe(`Thank you for your enquiry: ${institute.name}`)
	})
})
