import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest'
import { accountAudit, outboxEmails, profiles, sessions } from '~/db/schema'
import { type Accounts, createAccounts } from '~/features/accounts/accounts.server'
import { createAuth } from '~/features/accounts/auth.server'
import { twoFactorMessages } from '~/features/accounts/two-factor'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { totpCode } from '../../../tests/e2e/support'
import { acceptInvite, applyStaffUsersAction } from './staff-users.server'
import { staffUsersMessages } from './staff-users'

const SECRET = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF'
const PASSWORD = 'Ludhiana-Desk-2026'

let ipCounter = 0
function request(cookie = '') {
	ipCounter++
	return { headers: new Headers(cookie ? { cookie } : {}), ip: `198.51.100.${ipCounter}` }
}
/** The cookies a response sets, as a browser would send them back. */
const cookiesOf = (headers: Headers | undefined) =>
	(headers?.getSetCookie() ?? [])
		.map((line) => line.split(';')[0]!)
		.filter((pair) => !pair.endsWith('='))
		.join('; ')

describe.each(testDatabaseKinds)('staff security on %s', (kind) => {
	let database: TestDatabase
	let accounts: Accounts
	const mail = { origin: 'https://welsh.example', siteName: 'Welsh' }
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		accounts = createAccounts(database.db, createAuth({ db: database.db, secret: 'test-secret-that-is-long-enough-0123456789', baseURL: 'http://localhost', secureCookies: false, appName: 'Welsh' }))
	})
	afterAll(async () => database?.dispose())

	async function staffWithSecret(email: string, role: 'staff' | 'admin' = 'staff') {
		const made = await accounts.createOrPromoteUser({ email, password: PASSWORD, name: `Staff ${email}`, role })
		await accounts.twoFactor.setSecret(made.id, SECRET)
		return made.id
	}
	async function passwordStep(email: string) {
		const outcome = await accounts.signIn({ email, password: PASSWORD }, request())
		expect(outcome.twoFactorRequired).toBe(true)
		return cookiesOf(outcome.headers)
	}

	test('a staff sign-in asks for a code after the password; a wrong code is refused, the right one opens a session, and the challenge works once', async () => {
		await staffWithSecret('totp@example.com')
		const challenge = await passwordStep('totp@example.com')
		expect(challenge).toMatch(/welsh\.two_factor=/)
		expect(challenge).not.toMatch(/session_token/)
		const wrong = await accounts.verifySecondFactor(totpCode(SECRET) === '000000' ? '111111' : '000000', request(challenge))
		expect(wrong.result).toMatchObject({ ok: false, field: 'code', message: twoFactorMessages.wrongCode })
		const right = await accounts.verifySecondFactor(totpCode(SECRET), request(challenge))
		expect(right.result).toMatchObject({ ok: true, user: { email: 'totp@example.com' } })
		const user = await accounts.getSessionUser(new Headers({ cookie: cookiesOf(right.headers) }))
		expect(user).toMatchObject({ email: 'totp@example.com', twoFactorEnabled: true })
		// The challenge was used: the same cookie opens nothing more.
		const again = await accounts.verifySecondFactor(totpCode(SECRET), request(challenge))
		expect(again.result).toMatchObject({ ok: false, message: twoFactorMessages.expired })
	})

	test('an authenticator code works once: used again, or by two sign-ins at the same moment, it is refused; the next code works', async () => {
		await staffWithSecret('replay@example.com')
		// The clock held in the middle of a time step, so the window does not move under the test.
		const now = Math.floor(Date.now() / 30_000) * 30_000 + 15_000
		vi.useFakeTimers({ toFake: ['Date'], now })
		onTestFinished(() => void vi.useRealTimers())
		const code = totpCode(SECRET, now)
		const first = await accounts.verifySecondFactor(code, request(await passwordStep('replay@example.com')))
		expect(first.result).toMatchObject({ ok: true })
		const replay = await accounts.verifySecondFactor(code, request(await passwordStep('replay@example.com')))
		expect(replay).toMatchObject({ status: 401, result: { ok: false, field: 'code', message: twoFactorMessages.codeUsed } })
		// An earlier code, still inside the window, is refused too: only a later step counts.
		const earlier = await accounts.verifySecondFactor(totpCode(SECRET, now - 30_000), request(await passwordStep('replay@example.com')))
		expect(earlier.result).toMatchObject({ ok: false, message: twoFactorMessages.codeUsed })
		// The next step's code (the window allows one ahead) is taken once, by one of two sign-ins racing.
		const [a, b] = await Promise.all([passwordStep('replay@example.com'), passwordStep('replay@example.com')])
		const next = totpCode(SECRET, now + 30_000)
		const race = await Promise.all([accounts.verifySecondFactor(next, request(a)), accounts.verifySecondFactor(next, request(b))])
		expect(race.map((outcome) => outcome.result.ok).sort()).toEqual([false, true])
	})

	test('the code that confirms the setup cannot then sign in', async () => {
		await accounts.createOrPromoteUser({ email: 'setup-replay@example.com', password: PASSWORD, name: 'Setup Replay', role: 'staff' })
		const signedIn = await accounts.signIn({ email: 'setup-replay@example.com', password: PASSWORD }, request())
		const cookie = cookiesOf(signedIn.headers)
		const user = (await accounts.getSessionUser(new Headers({ cookie })))!
		const setup = (await accounts.twoFactor.setupFor(user))!
		const code = totpCode(setup.secret)
		expect((await accounts.confirmTwoFactorSetup(user, code, request(cookie))).ok).toBe(true)
		const replay = await accounts.verifySecondFactor(code, request(await passwordStep('setup-replay@example.com')))
		expect(replay.result).toMatchObject({ ok: false, message: twoFactorMessages.codeUsed })
	})

	test('a backup code signs in once; used again it is refused', async () => {
		const id = await staffWithSecret('backup@example.com')
		const [code] = await accounts.twoFactor.issueBackupCodes(id)
		const first = await accounts.verifySecondFactor(code!, request(await passwordStep('backup@example.com')))
		expect(first.result.ok).toBe(true)
		const second = await accounts.verifySecondFactor(code!, request(await passwordStep('backup@example.com')))
		expect(second.result).toMatchObject({ ok: false, message: twoFactorMessages.wrongCode })
	})

	test('a challenge allows 5 codes; then the sign-in must start again', async () => {
		await staffWithSecret('tries@example.com')
		const challenge = await passwordStep('tries@example.com')
		const wrong = totpCode(SECRET) === '000000' ? '111111' : '000000'
		for (let i = 0; i < 5; i++) expect((await accounts.verifySecondFactor(wrong, request(challenge))).result.ok).toBe(false)
		const late = await accounts.verifySecondFactor(totpCode(SECRET), request(challenge))
		expect(late.result).toMatchObject({ ok: false, message: twoFactorMessages.expired })
	})

	test('a staff account without a second factor sets one up: a wrong code is refused, the right one turns it on; 10 backup codes follow', async () => {
		const made = await accounts.createOrPromoteUser({ email: 'setup@example.com', password: PASSWORD, name: 'Setup Staff', role: 'staff' })
		const signedIn = await accounts.signIn({ email: 'setup@example.com', password: PASSWORD }, request())
		expect(signedIn.twoFactorRequired).toBeUndefined()
		const cookie = cookiesOf(signedIn.headers)
		const user = (await accounts.getSessionUser(new Headers({ cookie })))!
		expect(user.twoFactorEnabled).toBe(false)
		const setup = (await accounts.twoFactor.setupFor(user))!
		expect(setup.uri).toContain(`secret=${setup.secret}`)
		// The page shows the same secret until it is confirmed.
		expect((await accounts.twoFactor.setupFor(user))!.secret).toBe(setup.secret)
		const wrong = await accounts.confirmTwoFactorSetup(user, totpCode(setup.secret) === '000000' ? '111111' : '000000', request(cookie))
		expect(wrong.ok).toBe(false)
		const right = await accounts.confirmTwoFactorSetup(user, totpCode(setup.secret), request(cookie))
		if (!right.ok) throw new Error(right.message)
		const codes = await accounts.twoFactor.issueBackupCodes(made.id)
		expect(new Set(codes).size).toBe(10)
		const after = await accounts.getSessionUser(new Headers({ cookie: cookiesOf(right.headers) }))
		expect(after).toMatchObject({ id: made.id, twoFactorEnabled: true })
		expect(await accounts.twoFactor.setupFor(user)).toBeNull()
		// From now on the password alone opens nothing.
		expect((await accounts.signIn({ email: 'setup@example.com', password: PASSWORD }, request())).twoFactorRequired).toBe(true)
	})

	test('deactivation ends every session of the account and refuses its sign-in; it is in the audit log', async () => {
		const adminId = await staffWithSecret('deact-admin@example.com', 'admin')
		const id = await staffWithSecret('deact@example.com')
		const signedIn = await accounts.verifySecondFactor(totpCode(SECRET), request(await passwordStep('deact@example.com')))
		const cookie = cookiesOf(signedIn.headers)
		expect(await accounts.getSessionUser(new Headers({ cookie }))).not.toBeNull()
		const outcome = await applyStaffUsersAction(database.db, { id: adminId, name: 'Deact Admin' }, { intent: 'deactivate', userId: id }, mail)
		expect(outcome).toMatchObject({ ok: true, message: staffUsersMessages.deactivated })
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([])
		expect(await accounts.getSessionUser(new Headers({ cookie }))).toBeNull()
		const again = await accounts.signIn({ email: 'deact@example.com', password: PASSWORD }, request())
		expect(again.result).toMatchObject({ ok: false, message: twoFactorMessages.accountDeactivated })
		const log = await database.db.select().from(accountAudit).where(eq(accountAudit.subjectId, id))
		expect(log.map((l) => [l.action, l.actorName, l.detail])).toEqual([['deactivate', 'Deact Admin', 'Deactivated deact@example.com']])
	})

	test('the last active admin cannot be demoted or deactivated, even by two admins demoting each other at once', async () => {
		// Only admins of this test: the others are made staff first.
		await database.db.update(profiles).set({ role: 'staff' }).where(eq(profiles.role, 'admin'))
		const a = await staffWithSecret('admin-a@example.com', 'admin')
		const b = await staffWithSecret('admin-b@example.com', 'admin')
		const results = await Promise.all([
			applyStaffUsersAction(database.db, { id: a, name: 'A' }, { intent: 'role', userId: b, role: 'staff' }, mail),
			applyStaffUsersAction(database.db, { id: b, name: 'B' }, { intent: 'role', userId: a, role: 'staff' }, mail),
		])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, status: 409, message: staffUsersMessages.lastAdmin }])
		const [last] = await database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.role, 'admin'))
		const other = last!.id === a ? b : a
		expect(await applyStaffUsersAction(database.db, { id: other, name: 'X' }, { intent: 'deactivate', userId: last!.id }, mail)).toMatchObject({ ok: false, message: staffUsersMessages.lastAdmin })
		expect(await applyStaffUsersAction(database.db, { id: last!.id, name: 'Self' }, { intent: 'role', userId: last!.id, role: 'editor' }, mail)).toMatchObject({ ok: false, message: staffUsersMessages.lastAdmin })
	})

	test('an invitation is mailed through the outbox; its link sets the password once, with the invited role', async () => {
		const adminId = await staffWithSecret('inviter@example.com', 'admin')
		const outcome = await applyStaffUsersAction(database.db, { id: adminId, name: 'Inviter' }, { intent: 'invite', name: 'New Editor', email: 'new-editor@example.com', role: 'editor' }, mail)
		expect(outcome.ok).toBe(true)
		const [email] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'new-editor@example.com'))
		const token = /https:\/\/welsh\.example\/invite\/([\w-]+)/.exec(email!.text)?.[1]
		expect(token).toBeTruthy()
		expect(await acceptInvite(database.db, accounts, token!, PASSWORD)).toEqual({ ok: true, email: 'new-editor@example.com' })
		expect((await acceptInvite(database.db, accounts, token!, PASSWORD)).ok).toBe(false)
		const signedIn = await accounts.signIn({ email: 'new-editor@example.com', password: PASSWORD }, request())
		const user = await accounts.getSessionUser(new Headers({ cookie: cookiesOf(signedIn.headers) }))
		expect(user).toMatchObject({ role: 'editor', twoFactorEnabled: false })
		// Someone already registered with an address is not invited into a role.
		const taken = await applyStaffUsersAction(database.db, { id: adminId, name: 'Inviter' }, { intent: 'invite', name: 'Taken', email: 'new-editor@example.com', role: 'admin' }, mail)
		expect(taken).toMatchObject({ ok: false, field: 'email', message: staffUsersMessages.alreadyHasAccount })
	})
})
