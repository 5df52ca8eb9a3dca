import crypto from 'node:crypto'
import { APIError } from 'better-auth/api'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { accounts, outboxEmails, profiles, sessions, type UserRole, users } from '~/db/schema'
import { type BackoffRule, claimBackoffAttempt, hitRateLimit, minutesText, type RateLimitState, refundRateLimit, resetRateLimit } from '~/lib/rate-limit.server'
import type { LoginInput, ProfileInput, SignupInput } from './account-schema'
import { messageRef } from '~/features/i18n/i18n'
import { type AccountActionResult, accountMessages, type BrowserUser } from './account'
import type { Auth } from './auth.server'
import { isCommonPassword } from './common-passwords.server'
import { hashSessionToken } from './hashed-session-tokens.server'
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.server'
import { signedInPages } from '~/lib/signed-in-pages.server'
import { twoFactorMessages } from './two-factor'
import { createTwoFactor, TOTP_CODE_USED } from './two-factor.server'

/** The signed-in user as loaders see it: the server session is the truth (PRODUCT.md item 5). */
export type SessionUser = {
	id: string
	email: string
	name: string
	role: UserRole
	dob: string | null
	mobile: string | null
	createdAt: string
	/** Whether the account has confirmed an authenticator app (staff need one before any staff page). */
	twoFactorEnabled: boolean
	/** When this session was opened (the last time the password was given on this device). */
	signedInAt: string
	/** This session's id (the security page marks it and keeps it when ending the others). */
	sessionId: string
	/** The address was confirmed by a link mailed to it (issue 16). */
	emailVerified: boolean
}

/** Staff and admin sessions end this long after sign-in, however active (issue 13, item 9). */
export const STAFF_SESSION_MAX_HOURS = 12

/** A session as read: its user, and when the session itself expires (a kept one is not kept longer). */
type SessionRead = { user: SessionUser; expiresAt: number }

export type AccountLimits = { signupsPerHour: number; loginFailuresPer15Minutes: number; profileChangesPerHour: number }
export const defaultAccountLimits: AccountLimits = { signupsPerHour: 5, loginFailuresPer15Minutes: 10, profileChangesPerHour: 20 }

/** `twoFactorRequired`: the password was right and a code is asked next (the challenge cookie is in `headers`). */
export type AccountOutcome = { status: number; result: AccountActionResult; headers?: Headers; twoFactorRequired?: boolean }

export type RequestInfo = { headers: Headers; ip: string }

export type ProfileUpdateOutcome =
	/** `emailChangeMessage`: a link was sent to the new address, which changes when it is opened. */
	| { ok: true; user: BrowserUser; emailChangeMessage?: string }
	| { ok: false; status: number; message: string; field?: string; retryAfterSeconds?: number }

/** The security page's email change (account-security.server.ts), which Edit Profile goes through too. */
export type RequestEmailChange = (change: { email: string; currentPassword: string }) => Promise<{ ok: true; message: string } | { ok: false; status: number; message: string; field?: string; retryAfterSeconds?: number }>

/** Where staff hear of attacks on staff accounts (the staff notification address). */
export type SecurityAlerts = { to: string; siteName: string }

const KNOWN_DEVICE_COOKIE = 'welsh.known_device'
const KNOWN_DEVICE_DAYS = 180

export function createAccounts(db: Database, auth: Auth, limits: AccountLimits = defaultAccountLimits, alerts?: SecurityAlerts) {
	const loginFailureLimit = { limit: limits.loginFailuresPer15Minutes, windowSeconds: 15 * 60 }
	const signupLimit = { limit: limits.signupsPerHour, windowSeconds: 60 * 60 }
	const profileLimit = { limit: limits.profileChangesPerHour, windowSeconds: 60 * 60 }

	async function loadSessionUser(userId: string): Promise<Omit<SessionUser, 'signedInAt' | 'sessionId'> | null> {
		const [row] = await db
			.select({
				id: users.id,
				email: users.email,
				emailVerified: users.emailVerified,
				name: profiles.name,
				role: profiles.role,
				dob: profiles.dob,
				mobile: profiles.mobile,
				createdAt: profiles.createdAt,
				twoFactorEnabled: users.twoFactorEnabled,
			})
			.from(users)
			.innerJoin(profiles, eq(profiles.userId, users.id))
			// A deactivated account has no session user: its cookies open nothing (issue 16, item 5).
			.where(and(eq(users.id, userId), isNull(profiles.deactivatedAt)))
		return row ? { ...row, createdAt: row.createdAt.toISOString() } : null
	}

	const sessionReadsInFlight = new WeakMap<Headers, Promise<SessionRead | null>>()
	const cachedSessions = new SessionCache<SessionRead>({ maxEntries: 1_000, ttlMs: SESSION_CACHE_TTL_MS })

	async function readSessionUser(headers: Headers): Promise<SessionRead | null> {
		const session = await auth.api.getSession({ headers })
		if (!session) return null
		const user = await loadSessionUser(session.user.id)
		if (!user) return null
		const signedInAt = new Date(session.session.createdAt)
		// A staff session, which opens every lead, does not live on for days on a shared or lost device.
		if (user.role !== 'student' && Date.now() - signedInAt.getTime() > STAFF_SESSION_MAX_HOURS * 3600_000) {
			await db.delete(sessions).where(eq(sessions.id, session.session.id))
			return null
		}
		return { user: { ...user, signedInAt: signedInAt.toISOString(), sessionId: session.session.id }, expiresAt: new Date(session.session.expiresAt).getTime() }
	}

	/** One read per request's Headers at a time: the root loader and the page's loader join it. */
	function sharedSessionRead(headers: Headers): Promise<SessionRead | null> {
		const inFlight = sessionReadsInFlight.get(headers)
		if (inFlight) return inFlight
		const read = readSessionUser(headers).finally(() => sessionReadsInFlight.delete(headers))
		sessionReadsInFlight.set(headers, read)
		return read
	}

	function toBrowserUser(user: Omit<SessionUser, 'signedInAt' | 'sessionId'>): BrowserUser {
		return { uid: user.id, email: user.email, name: user.name, dob: user.dob, mobile: user.mobile, createdAt: user.createdAt }
	}

	/** Ends the session whose cookie `headers` carry, or the one a sign-in just created. */
	async function endSession(token: string | undefined) {
		if (token) await db.delete(sessions).where(eq(sessions.token, hashSessionToken(token)))
	}

	/**
	 * A sign-in (or sign-up) from a browser that is still signed in replaces its cookie, so the
	 * session the old cookie named would live on unseen until it expired: end it.
	 */
	async function endReplacedSession(headers: Headers, newToken: string) {
		if (!headers.get('cookie')) return
		const previous = await auth.api.getSession({ headers, query: { disableCookieCache: true } }).catch(() => null)
		if (previous && previous.session.token !== newToken) await endSession(previous.session.token)
	}

	/**
	 * Counts a password attempt against each key before the password is checked: the count is one
	 * atomic upsert, so guesses sent in parallel cannot all pass a check made before any of them
	 * failed. At most `loginFailuresPer15Minutes` attempts per key reach the password check in a
	 * window; a right password gives its slot back (`refund`), and so does a refused attempt.
	 */
	async function countPasswordAttempt(keys: string[]): Promise<{ limited: true; retryAfterSeconds: number } | { limited: false; refund(): Promise<void> }> {
		const hits: { key: string; state: RateLimitState }[] = []
		for (const key of keys) hits.push({ key, state: await hitRateLimit(db, key, loginFailureLimit) })
		const refund = async () => {
			for (const hit of hits) await refundRateLimit(db, hit.key, hit.state)
		}
		const limited = hits.filter((hit) => hit.state.limited)
		if (limited.length === 0) return { limited: false, refund }
		await refund()
		return { limited: true, retryAfterSeconds: Math.max(...limited.map((hit) => hit.state.retryAfterSeconds)) }
	}

	/**
	 * Per account, a back-off that grows instead of a flat lock: `loginFailuresPer15Minutes` wrong
	 * passwords go through, then each further attempt waits 1 minute, 2, 4, ... up to an hour. A right
	 * password ends it; a day without attempts forgets it.
	 */
	const backoffRule: BackoffRule = { freeAttempts: limits.loginFailuresPer15Minutes, firstDelaySeconds: 60, maxDelaySeconds: 60 * 60, forgetAfterSeconds: 24 * 60 * 60 }

	/** The known-device cookie's value for an account: an HMAC of its id under the session secret. */
	async function knownDeviceValue(userId: string) {
		const { secret } = await auth.$context
		return crypto.createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url')
	}

	async function knownDeviceCookie(userId: string) {
		const { options } = await auth.$context
		const secure = options.advanced?.useSecureCookies ? '; Secure' : ''
		return `${KNOWN_DEVICE_COOKIE}=${await knownDeviceValue(userId)}; Path=/; Max-Age=${KNOWN_DEVICE_DAYS * 86400}; HttpOnly; SameSite=Lax${secure}`
	}

	/** The device's cookie value when it signed in to this account before, else null. */
	async function knownDevice(headers: Headers, userId: string) {
		const cookies = headers.get('cookie') ?? ''
		const sent = cookies.split(/;\s*/).find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))?.slice(KNOWN_DEVICE_COOKIE.length + 1)
		if (!sent) return null
		const expected = await knownDeviceValue(userId)
		return sent.length === expected.length && crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected)) ? expected : null
	}

	/**
	 * Staff hear when a staff or admin account starts being held back (one mail per episode, through
	 * the outbox, so it is sent once across processes). Students' accounts are not mailed about: a
	 * credential-stuffing run would bury the inbox.
	 */
	async function alertStaffOfAttack(email: string, role: UserRole | null) {
		if (!alerts || (role !== 'staff' && role !== 'admin')) return
		await db.insert(outboxEmails).values({
			to: alerts.to,
			subject: `Sign-in attempts on a ${role} account of the ${alerts.siteName} website`,
			text: [
				`The ${role} account ${email} has had ${backoffRule.freeAttempts} wrong passwords in a row on the ${alerts.siteName} website.`,
				'Further attempts now have to wait, longer after each wrong one. The account itself is not locked: its owner can still sign in from a device they have used before.',
				'If this was not its owner, tell them, and consider a new password (npm run user:create -- --promote-existing).',
			].join('\n\n'),
		})
	}

	const twoFactor = createTwoFactor(db, auth)

	/**
	 * The signed-in user's current password, asked again before a change to the account (email,
	 * password). Counted on the same per-account back-off as sign-in, so a stolen session cannot
	 * guess the password faster; a right password ends the back-off.
	 */
	async function checkCurrentPassword(user: Pick<SessionUser, 'id' | 'email'>, password: string): Promise<{ ok: true } | Extract<ProfileUpdateOutcome, { ok: false }>> {
		const backoffKey = `login-backoff:account:${user.email}`
		const claim = await claimBackoffAttempt(db, backoffKey, backoffRule)
		if (!claim.allowed)
			return {
				ok: false,
				status: 429,
				field: 'currentPassword',
				message: `Too many wrong passwords for this account. Please try again in ${minutesText(claim.retryAfterSeconds)}.`,
				retryAfterSeconds: claim.retryAfterSeconds,
			}
		const [credential] = await db
			.select({ hash: accounts.password })
			.from(accounts)
			.where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
		const valid = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false
		if (!valid) return { ok: false, status: 400, field: 'currentPassword', message: accountMessages.wrongPassword }
		await resetRateLimit(db, backoffKey)
		return { ok: true }
	}

	/** For the staff list's "last sign-in" (sessions end, so their rows are no record of it). */
	async function recordSignIn(userId: string) {
		await db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.userId, userId))
	}

	return {
		auth,
		twoFactor,
		toBrowserUser,
		checkCurrentPassword,

		/**
		 * The signed-in user of a request, from the database. The root loader and the page's loader of
		 * a page run at once with the request's Headers: the second joins the read the first started
		 * (it was two session look-ups and two profile reads per signed-in page). Once a read is done
		 * the next call reads again, so an action that changes the account or ends the session sees
		 * the change, and a session revoked on any process fails on the next request everywhere.
		 */
		async getSessionUser(headers: Headers): Promise<SessionUser | null> {
			return (await sharedSessionRead(headers))?.user ?? null
		},

		/**
		 * The same, for a page being read (a GET): a student's session read in the last few seconds
		 * is kept by its cookie, so a busy student's pages skip the session and profile reads. Any
		 * change to sessions, users or profiles drops every kept one, on every process (a trigger's
		 * NOTIFY: `sessionsChanged`), and an action (a POST) always reads afresh.
		 */
		async getSessionUserForPage(headers: Headers): Promise<SessionUser | null> {
			const cookie = headers.get('cookie')
			// Only the cookie names the session here; anything else is read each time.
			if (!cookie || headers.has('authorization')) return this.getSessionUser(headers)
			const read = await cachedSessions.getOrRead(
				cookie,
				() => sharedSessionRead(headers),
				// Staff sessions, with their age limit and second factor, are always read.
				(session) => (session.user.role === 'student' ? session.expiresAt : undefined),
			)
			return read?.user ?? null
		},

		/**
		 * Whether a page read with this Cookie header may be answered from what this process keeps: a
		 * student's session is kept for it (getSessionUserForPage), so it was valid moments ago and
		 * nothing about it has changed since.
		 */
		holdsSessionForPage(cookie: string): boolean {
			return cachedSessions.holds(cookie)
		},

		/** Drops every kept session of this process, and the students' pages kept with them: something about sessions or accounts changed. */
		sessionsChanged() {
			cachedSessions.clear()
			signedInPages.clear()
		},

		async signIn(input: LoginInput, request: RequestInfo): Promise<AccountOutcome> {
			const email = input.email.toLowerCase()
			const [existing] = await db
				.select({ id: users.id, role: profiles.role, deactivatedAt: profiles.deactivatedAt })
				.from(users)
				.leftJoin(profiles, eq(profiles.userId, users.id))
				.where(eq(users.email, email))
			// A device that signed in to this account before (its cookie says so) is not held back by
			// a stranger's guesses: it skips the IP's count and has a back-off of its own (issue 13, item 7).
			const device = existing ? await knownDevice(request.headers, existing.id) : null
			const ipAttempt = await countPasswordAttempt(device ? [] : [`login-fail:ip:${request.ip}`])
			if (ipAttempt.limited) return rateLimited(`Too many failed sign-in attempts. Please try again in ${minutesText(ipAttempt.retryAfterSeconds)}.`, ipAttempt.retryAfterSeconds)
			// An unknown email is counted too: guessing addresses is guessing.
			const backoffKey = device ? `login-backoff:device:${device}` : `login-backoff:account:${email}`
			const claim = await claimBackoffAttempt(db, backoffKey, backoffRule)
			if (!claim.allowed) {
				await ipAttempt.refund()
				return rateLimited(`Too many failed sign-in attempts. Please try again in ${minutesText(claim.retryAfterSeconds)}.`, claim.retryAfterSeconds)
			}
			if (existing && !device && claim.count === backoffRule.freeAttempts) await alertStaffOfAttack(email, existing.role)

			if (!existing) {
				// The same scrypt work as a wrong password, so the answer's timing does not tell which
				// addresses have accounts (SPEC's message for an unknown account is kept).
				await verifyPassword({ hash: await dummyPasswordHash(), password: input.password })
				return { status: 404, result: { ok: false, code: 'user-not-found', message: accountMessages.accountDoesNotExist } }
			}
			try {
				const { headers, response } = await auth.api.signInEmail({
					body: { email, password: input.password, rememberMe: true },
					headers: withClientIp(request),
					returnHeaders: true,
				})
				// The password was right: the attempt is not a failure, and the back-off ends.
				await ipAttempt.refund()
				await resetRateLimit(db, backoffKey)
				if (existing.deactivatedAt) {
					if ('token' in response) await endSession(response.token)
					return { status: 403, result: { ok: false, code: 'failed', message: twoFactorMessages.accountDeactivated } }
				}
				// Two-factor is on: the plugin opened no session but a challenge; the code is asked next.
				if (!('token' in response))
					return { status: 200, headers, twoFactorRequired: true, result: { ok: false, code: 'failed', message: twoFactorMessages.required } }
				const user = await loadSessionUser(response.user.id)
				if (!user) {
					// SPEC section 8: no profile, no sign-in; the new session is ended again at once.
					await endSession(response.token)
					return { status: 404, result: { ok: false, code: 'account-not-found', message: accountMessages.accountNotFound } }
				}
				await endReplacedSession(request.headers, response.token)
				await recordSignIn(user.id)
				headers.append('set-cookie', await knownDeviceCookie(user.id))
				return { status: 200, headers, result: { ok: true, message: accountMessages.loginSuccess, user: toBrowserUser(user) } }
			} catch (error) {
				// A wrong password (or any other refusal) stays counted.
				if (error instanceof APIError && error.statusCode < 500) {
					const code = error.body?.code === 'INVALID_EMAIL_OR_PASSWORD' ? 'invalid-credentials' : 'failed'
					return { status: error.statusCode, result: { ok: false, code, message: error.body?.message || accountMessages.loginFailed } }
				}
				throw error
			}
		},

		/**
		 * The second step of a sign-in with two-factor on: a code from the app, or a backup code (used
		 * once). The plugin checks it against the challenge cookie (5 tries per challenge, and 10 wrong
		 * codes in a row lock the account's second factor for 15 minutes); wrong codes also count
		 * against the IP's sign-in failures. The browser's old session cookie is left out, so the
		 * plugin opens a new session rather than vouching for the old one (the export's re-sign-in).
		 */
		async verifySecondFactor(code: string, request: RequestInfo): Promise<AccountOutcome> {
			const ipAttempt = await countPasswordAttempt([`login-fail:ip:${request.ip}`])
			if (ipAttempt.limited) return rateLimited(`Too many failed sign-in attempts. Please try again in ${minutesText(ipAttempt.retryAfterSeconds)}.`, ipAttempt.retryAfterSeconds)
			const headers = withClientIp({ ...request, headers: withoutSessionCookie(request.headers) })
			const body = { code: code.trim() }
			try {
				const { headers: answer, response } = /^\d{6}$/.test(body.code)
					? await auth.api.verifyTOTP({ body, headers, returnHeaders: true })
					: await auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
				await ipAttempt.refund()
				const user = await loadSessionUser(response.user.id)
				if (!user) {
					await endSession(response.token ?? undefined)
					return { status: 403, result: { ok: false, code: 'failed', message: twoFactorMessages.accountDeactivated } }
				}
				if (response.token) await endReplacedSession(request.headers, response.token)
				await recordSignIn(user.id)
				answer.append('set-cookie', await knownDeviceCookie(user.id))
				return { status: 200, headers: answer, result: { ok: true, message: accountMessages.loginSuccess, user: toBrowserUser(user) } }
			} catch (error) {
				if (error instanceof APIError && error.statusCode < 500) return { status: error.statusCode, result: twoFactorFailure(error.body?.code) }
				throw error
			}
		},

		/**
		 * Confirms the authenticator app with a code from it: the plugin marks the secret verified,
		 * turns two-factor on and opens a new session (its cookie is in `headers`; the old session is
		 * gone, so the page redirects). Attempts are counted per account.
		 */
		async confirmTwoFactorSetup(user: SessionUser, code: string, request: RequestInfo): Promise<{ ok: true; headers: Headers } | { ok: false; status: number; message: string }> {
			const limit = await hitRateLimit(db, `two-factor-setup:user:${user.id}`, loginFailureLimit)
			if (limit.limited) return { ok: false, status: 429, message: messageRef(twoFactorMessages.tooManyCodes, { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) }) }
			try {
				const { headers } = await auth.api.verifyTOTP({ body: { code: code.trim() }, headers: withClientIp(request), returnHeaders: true })
				await refundRateLimit(db, `two-factor-setup:user:${user.id}`, limit)
				return { ok: true, headers }
			} catch (error) {
				if (error instanceof APIError && error.statusCode < 500) return { ok: false, status: 400, message: twoFactorFailure(error.body?.code).message }
				throw error
			}
		},

		async signUp(input: SignupInput, request: RequestInfo): Promise<AccountOutcome> {
			const limit = await hitRateLimit(db, `signup:ip:${request.ip}`, signupLimit)
			if (limit.limited) return rateLimited(`Too many sign-ups from your network. Please try again in ${minutesText(limit.retryAfterSeconds)}.`, limit.retryAfterSeconds)
			if (isCommonPassword(input.password)) {
				return { status: 400, result: { ok: false, code: 'invalid', field: 'password', message: accountMessages.commonPassword } }
			}
			try {
				const { headers, response } = await auth.api.signUpEmail({
					body: { name: input.name, email: input.email, password: input.password },
					headers: withClientIp(request),
					returnHeaders: true,
				})
				try {
					await db.insert(profiles).values({
						userId: response.user.id,
						name: input.name,
						email: input.email,
						dob: input.dob ?? null,
						mobile: input.mobile ?? null,
					})
				} catch (error) {
					// Without a profile the account cannot sign in: remove it rather than leave it half made.
					await db.delete(users).where(eq(users.id, response.user.id))
					throw error
				}
				const user = await loadSessionUser(response.user.id)
				if (!user) throw new Error('profile missing after sign-up')
				if (response.token) await endReplacedSession(request.headers, response.token)
				return { status: 200, headers, result: { ok: true, message: accountMessages.signupSuccess, user: toBrowserUser(user) } }
			} catch (error) {
				if (error instanceof APIError && error.statusCode < 500) {
					if (error.body?.code === 'USER_ALREADY_EXISTS' || error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
						return { status: error.statusCode, result: { ok: false, code: 'failed', field: 'email', message: 'An account with this email already exists. Please log in.' } }
					return { status: error.statusCode, result: { ok: false, code: 'failed', message: error.body?.message || accountMessages.signupFailed } }
				}
				throw error
			}
		},

		/** Ends the session on the server and returns the headers that clear the cookie. */
		async signOut(headers: Headers): Promise<Headers> {
			try {
				const result = await auth.api.signOut({ headers, returnHeaders: true })
				return result.headers
			} catch {
				// No session (already signed out): nothing to end.
				return new Headers()
			}
		},

		/**
		 * Saves the profile of the signed-in user. Changing the email needs the current password,
		 * checked under the same per-account limit as sign-in (one counter, so a stolen session
		 * cannot be used to guess the password faster); after the change every other session of
		 * the account is ended, the one `headers` carry is kept.
		 */
		/**
		 * Edit Profile: the name and mobile are saved at once. A new email address is not: it goes the
		 * security page's way (`requestEmailChange`: the current password, then a link to the new
		 * address, which changes it when opened), so there is one way to change an address and it
		 * always proves the new one. Nothing is saved when that is refused.
		 */
		async updateProfile(user: SessionUser, input: ProfileInput, request: RequestInfo, requestEmailChange: RequestEmailChange): Promise<ProfileUpdateOutcome> {
			// Each save is counted per account and per IP: an email change answers "is this address
			// registered?", which must not be asked without limit (issue 13, item 6).
			for (const key of [`profile:user:${user.id}`, `profile:ip:${request.ip}`]) {
				const limit = await hitRateLimit(db, key, profileLimit)
				if (limit.limited)
					return {
						ok: false,
						status: 429,
						message: `Too many profile changes. Please try again in ${minutesText(limit.retryAfterSeconds)}.`,
						retryAfterSeconds: limit.retryAfterSeconds,
					}
			}
			let emailChangeMessage: string | undefined
			if (input.email !== user.email) {
				if (!input.currentPassword)
					return { ok: false, status: 400, field: 'currentPassword', message: messageRef('account.signedIn.profile.needPassword') }
				const requested = await requestEmailChange({ email: input.email, currentPassword: input.currentPassword })
				if (!requested.ok) return { ...requested, field: requested.field ?? 'email' }
				emailChangeMessage = requested.message
			}
			await db.transaction(async (tx) => {
				await tx.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, user.id))
				await tx.update(profiles).set({ name: input.name, mobile: input.mobile }).where(eq(profiles.userId, user.id))
			})
			const updated = await loadSessionUser(user.id)
			if (!updated) return { ok: false, status: 500, message: accountMessages.profileUpdateFailed }
			return { ok: true, user: toBrowserUser(updated), emailChangeMessage }
		},

		/**
		 * For `npm run user:create` and ADMIN_EMAIL: a new account with a profile and role. An address
		 * that already has an account is never given a role silently: anyone can sign up first with
		 * the address a staff member will get, and would then hold the role with their own password.
		 * Only with `promoteExisting` (the operator's explicit choice) does the existing account get
		 * the role, with the password given here and every one of its sessions ended. An account that
		 * already has the role is left as it is (a restart with the same ADMIN_EMAIL).
		 */
		async createOrPromoteUser(input: { email: string; password: string; name: string; role: UserRole; promoteExisting?: boolean }): Promise<UserCreateOutcome> {
			const email = input.email.toLowerCase()
			const findUser = async () =>
				(await db.select({ id: users.id, role: profiles.role }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, email)))[0]
			const giveRole = (userId: string) =>
				db
					.insert(profiles)
					.values({ userId, name: input.name, email, role: input.role })
					.onConflictDoUpdate({ target: profiles.userId, set: { role: input.role } })
			const existingAccount = async (found: { id: string; role: UserRole | null }): Promise<UserCreateOutcome> => {
				if (!input.promoteExisting) return found.role === input.role ? { outcome: 'unchanged', id: found.id } : { outcome: 'refused', id: found.id, role: found.role }
				const hash = await (await auth.$context).password.hash(input.password)
				await db.transaction(async (tx) => {
					const updated = await tx
						.update(accounts)
						.set({ password: hash, updatedAt: new Date() })
						.where(and(eq(accounts.userId, found.id), eq(accounts.providerId, 'credential')))
						.returning({ id: accounts.id })
					if (updated.length === 0)
						await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: found.id, providerId: 'credential', userId: found.id, password: hash })
					await tx
						.insert(profiles)
						.values({ userId: found.id, name: input.name, email, role: input.role })
						.onConflictDoUpdate({ target: profiles.userId, set: { role: input.role } })
					// Whoever held the account before (the one who registered the address) is signed out.
					await tx.delete(sessions).where(eq(sessions.userId, found.id))
				})
				return { outcome: 'promoted', id: found.id }
			}
			const existing = await findUser()
			if (existing) return existingAccount(existing)
			let result: Awaited<ReturnType<typeof auth.api.signUpEmail>>
			try {
				result = await auth.api.signUpEmail({ body: { name: input.name, email, password: input.password } })
			} catch (error) {
				// Another process created the account a moment ago (several servers started with one ADMIN_EMAIL).
				const raced = await findUser()
				if (!raced) throw error
				return existingAccount(raced)
			}
			await giveRole(result.user.id)
			// The sign-up opened a session nobody holds: end it.
			await db.delete(sessions).where(eq(sessions.userId, result.user.id))
			return { outcome: 'created', id: result.user.id }
		},
	}
}

/** What createOrPromoteUser did; `refused` names the role the existing account keeps (null: no profile). */
export type UserCreateOutcome =
	| { outcome: 'created' | 'promoted' | 'unchanged'; id: string }
	| { outcome: 'refused'; id: string; role: UserRole | null }

let dummyHash: Promise<string> | undefined
/** A real scrypt hash of a random password, made once, for sign-ins to unknown addresses. */
function dummyPasswordHash() {
	return (dummyHash ??= hashPassword(crypto.randomUUID()))
}

export type Accounts = ReturnType<typeof createAccounts>

function rateLimited(message: string, retryAfterSeconds: number): AccountOutcome {
	return {
		status: 429,
		headers: new Headers({ 'Retry-After': String(retryAfterSeconds) }),
		result: { ok: false, code: 'rate-limited', message },
	}
}

export function isUniqueViolation(error: unknown) {
	for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true
	return false
}

/** What a refused code says (the plugin's error codes, in our words). */
function twoFactorFailure(code: string | undefined): Extract<AccountActionResult, { ok: false }> {
	switch (code) {
		case 'INVALID_TWO_FACTOR_COOKIE':
		case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
			return { ok: false, code: 'failed', message: twoFactorMessages.expired }
		case 'ACCOUNT_TEMPORARILY_LOCKED':
			return { ok: false, code: 'rate-limited', field: 'code', message: twoFactorMessages.locked }
		case TOTP_CODE_USED:
			return { ok: false, code: 'invalid', field: 'code', message: twoFactorMessages.codeUsed }
		default:
			return { ok: false, code: 'invalid', field: 'code', message: twoFactorMessages.wrongCode }
	}
}

/** The request's cookies without the session's (its token and cached data), under any prefix. */
function withoutSessionCookie(headers: Headers) {
	const next = new Headers(headers)
	const cookies = (headers.get('cookie') ?? '')
		.split(/;\s*/)
		.filter((c) => c && !/^[^=]*\.session_(token|data)=/.test(c))
	if (cookies.length > 0) next.set('cookie', cookies.join('; '))
	else next.delete('cookie')
	return next
}

/** better-auth records the client IP of each session from this header. */
function withClientIp(request: RequestInfo) {
	const headers = new Headers(request.headers)
	headers.set('x-welsh-client-ip', request.ip)
	return headers
}
