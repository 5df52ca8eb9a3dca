import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import type { Database } from '~/db/client.server'
import { accounts as credentials, outboxEmails, profiles, sessions, users } from '~/db/schema'
import { type Institute, instituteDetails, instituteIn, mailOrigin, renderEmail } from '~/features/mail/transactional-email.server'
import { translator } from '~/features/i18n/catalogues.server'
import { messageRef } from '~/features/i18n/i18n'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '~/features/i18n/locales'
import { siteSettings } from '~/features/studio/site-settings.server'
import { hitRateLimit, minutesText } from '~/lib/rate-limit.server'
import { type Accounts, isUniqueViolation, type SessionUser } from './accounts.server'
import {
	ADMIN_RESET_LINK_HOURS,
	CONFIRM_EMAIL_LINK_HOURS,
	dropAccountTokens,
	issueAccountToken,
	RESET_LINK_HOURS,
	takeAccountToken,
} from './account-tokens.server'
import { isCommonPassword } from './common-passwords.server'
import { accountMessages, LINK_EXPIRED } from './account'

/** What account mail needs: who sends it, where its links point, and whether mail goes out at all. */
export type AccountMail = { institute: Institute; origin: string; sendMail: boolean }

export async function accountMail(context: AppLoadContext): Promise<AccountMail> {
	const { config } = context.services
	return { institute: instituteDetails(await siteSettings(context)), origin: mailOrigin(config), sendMail: Boolean(config.mail.smtpUrl) }
}

/** Reset requests: per network and per address, counted in the database (every process shares them). */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 10
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 3
/** Resending the confirmation link, per account. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3
/** A reset request answers no sooner than this, whether or not the address has an account. */
export const RESET_ANSWER_MIN_MS = 300

export type ResetRequestOutcome = { status: 'sent' } | { status: 'unavailable' } | { status: 'rate-limited'; message: string; retryAfterSeconds: number }

/**
 * Forgot password. The answer is the same whether or not the address has an account, and takes at
 * least RESET_ANSWER_MIN_MS either way, so neither the words nor the timing tell. Over the
 * per-address limit nothing more is mailed, and the answer still reads the same.
 */
export async function requestPasswordReset(db: Database, mail: AccountMail, email: string, ip: string): Promise<ResetRequestOutcome> {
	if (!mail.sendMail) return { status: 'unavailable' }
	const started = Date.now()
	const byIp = await hitRateLimit(db, `password-reset:ip:${ip}`, { limit: RESET_REQUESTS_PER_IP_PER_HOUR, windowSeconds: 3600 })
	if (byIp.limited)
		return {
			status: 'rate-limited',
			retryAfterSeconds: byIp.retryAfterSeconds,
			message: `Too many password reset requests from your network. Please try again in ${minutesText(byIp.retryAfterSeconds)}.`,
		}
	const address = email.toLowerCase()
	const byAddress = await hitRateLimit(db, `password-reset:address:${address}`, { limit: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 })
	if (!byAddress.limited) {
		const [account] = await db
			.select({ id: users.id, name: profiles.name, locale: users.locale })
			.from(users)
			.innerJoin(profiles, eq(profiles.userId, users.id))
			.where(eq(users.email, address))
		if (account) {
			const token = await issueAccountToken(db, 'reset-password', { userId: account.id }, RESET_LINK_HOURS)
			await db.insert(outboxEmails).values({ to: address, ...resetEmail(await inLanguage(db, mail, account.locale), account.name, token, RESET_LINK_HOURS, account.locale) })
		}
	}
	const wait = RESET_ANSWER_MIN_MS - (Date.now() - started)
	if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
	return { status: 'sent' }
}

/**
 * A one-time reset link an admin hands to a person (by phone or WhatsApp) when mail cannot reach
 * them; valid ADMIN_RESET_LINK_HOURS. Null when the address has no account. The caller checks
 * that the one asking is an admin.
 */
export async function createPasswordResetLink(db: Database, origin: string, email: string) {
	const [account] = await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, email.toLowerCase()))
	if (!account) return null
	const token = await issueAccountToken(db, 'reset-password', { userId: account.id }, ADMIN_RESET_LINK_HOURS)
	// The page opens in the person's language, like the emailed link.
	return { url: `${origin}${localizedPath(`/reset-password/${token}`, account.locale)}`, hours: ADMIN_RESET_LINK_HOURS }
}

export type PasswordChangeOutcome = { ok: true } | { ok: false; status: number; field?: string; message: string; retryAfterSeconds?: number }

/** SPEC's length rule comes from the schema; the common-password list is checked here, as at sign-up. */
function refuseCommonPassword(password: string): PasswordChangeOutcome | null {
	return isCommonPassword(password) ? { ok: false, status: 400, field: 'password', message: accountMessages.commonPassword } : null
}

/**
 * Sets a new password from a reset link. The link is used up whatever happens next; every session
 * of the account ends (whoever knew the old password is out), as do its other reset links. The
 * address is confirmed too: the link reached it.
 */
export async function resetPassword(db: Database, auth: Accounts['auth'], token: string, password: string): Promise<PasswordChangeOutcome> {
	const common = refuseCommonPassword(password)
	if (common) return common
	const payload = await takeAccountToken(db, 'reset-password', token)
	if (!payload) return { ok: false, status: 410, message: LINK_EXPIRED }
	await setPassword(db, auth, payload.userId, password, null)
	await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, payload.userId))
	await dropAccountTokens(db, 'reset-password', payload.userId)
	return { ok: true }
}


/** Changes the password of the signed-in user: the current one is required; the account's other sessions end. */
export async function changePassword(
	db: Database,
	accounts: Accounts,
	user: SessionUser,
	input: { currentPassword: string; password: string },
): Promise<PasswordChangeOutcome> {
	const common = refuseCommonPassword(input.password)
	if (common) return common
	const check = await accounts.checkCurrentPassword(user, input.currentPassword)
	if (!check.ok) return check
	await setPassword(db, accounts.auth, user.id, input.password, user.sessionId)
	return { ok: true }
}

async function setPassword(db: Database, auth: Accounts['auth'], userId: string, password: string, keepSessionId: string | null) {
	const hash = await (await auth.$context).password.hash(password)
	await db.transaction(async (tx) => {
		await tx
			.update(credentials)
			.set({ password: hash, updatedAt: new Date() })
			.where(and(eq(credentials.userId, userId), eq(credentials.providerId, 'credential')))
		await tx.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
	})
}

/**
 * Mails a link that confirms `email` for the account: its own address (verification) or a new one
 * it asked for (an email change, which happens only when the link is opened).
 */
export async function queueEmailConfirmation(db: Database, mail: AccountMail, user: { id: string; name: string; email: string }, email = user.email) {
	if (!mail.sendMail) return
	const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id))
	const token = await issueAccountToken(db, 'confirm-email', { userId: user.id, email }, CONFIRM_EMAIL_LINK_HOURS)
	const locale = account?.locale ?? DEFAULT_LOCALE
	await db.insert(outboxEmails).values({ to: email, ...confirmationEmail(await inLanguage(db, mail, locale), user.name, token, email !== user.email, locale) })
}

/** The mail's institute details in the account's language (its address and hours as translated in the studio). */
async function inLanguage(db: Database, mail: AccountMail, locale: Locale): Promise<AccountMail> {
	return { ...mail, institute: await instituteIn(db, mail.institute, locale) }
}

export type ResendOutcome = { ok: true; message: string } | { ok: false; status: number; message: string; retryAfterSeconds?: number }

/** The banner's "send it again", a few times an hour per account. */
export async function resendEmailConfirmation(db: Database, mail: AccountMail, user: SessionUser): Promise<ResendOutcome> {
	if (user.emailVerified) return { ok: true, message: messageRef('account.security.alreadyConfirmed') }
	if (!mail.sendMail) return { ok: false, status: 503, message: messageRef('account.security.cannotSend') }
	const limit = await hitRateLimit(db, `confirm-email:user:${user.id}`, { limit: CONFIRMATION_RESENDS_PER_HOUR, windowSeconds: 3600 })
	if (limit.limited)
		return { ok: false, status: 429, retryAfterSeconds: limit.retryAfterSeconds, message: `Too many emails sent. Please try again in ${minutesText(limit.retryAfterSeconds)}.` }
	await queueEmailConfirmation(db, mail, user)
	return { ok: true, message: messageRef('account.security.linkSent', { email: user.email }) }
}

/** Asks for a change of address (the security page and Edit Profile): the current password first, then a link to the new address. */
export async function requestEmailChange(db: Database, mail: AccountMail, accounts: Accounts, user: SessionUser, input: { currentPassword: string; email: string }): Promise<ResendOutcome & { field?: string }> {
	const email = input.email.toLowerCase()
	if (email === user.email) return { ok: false, status: 400, field: 'email', message: messageRef('account.signedIn.email.same') }
	const check = await accounts.checkCurrentPassword(user, input.currentPassword)
	if (!check.ok) return { ...check, field: check.field }
	if (!mail.sendMail) return { ok: false, status: 503, field: 'email', message: messageRef('account.signedIn.email.cannotSend') }
	const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
	if (taken) return { ok: false, status: 409, field: 'email', message: messageRef('account.signedIn.email.taken') }
	await queueEmailConfirmation(db, mail, user, email)
	return { ok: true, message: messageRef('account.signedIn.email.sent', { email }) }
}

export type ConfirmOutcome = { status: 'verified' | 'changed'; email: string } | { status: 'invalid' | 'taken' }

/**
 * Opens a confirmation link: the account's own address is marked confirmed; a new address replaces
 * the old one (profile too) and every session but the one opening the link ends, as after any
 * email change.
 */
export async function confirmEmail(db: Database, token: string, keepSessionId: string | null): Promise<ConfirmOutcome> {
	const payload = await takeAccountToken(db, 'confirm-email', token)
	if (!payload?.email) return { status: 'invalid' }
	const email = payload.email
	const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, payload.userId))
	if (!user) return { status: 'invalid' }
	if (user.email === email) {
		await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, payload.userId))
		return { status: 'verified', email }
	}
	try {
		await db.transaction(async (tx) => {
			await tx.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, payload.userId))
			await tx.update(profiles).set({ email }).where(eq(profiles.userId, payload.userId))
			const others = keepSessionId ? and(eq(sessions.userId, payload.userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, payload.userId)
			await tx.delete(sessions).where(others)
		})
	} catch (error) {
		// Someone registered the address between the request and the click: the unique index says so.
		if (isUniqueViolation(error)) return { status: 'taken' }
		throw error
	}
	return { status: 'changed', email }
}

export type ActiveSession = { id: string; current: boolean; device: string; network: string | null; signedInAt: string; lastActiveAt: string }

/** The account's live sessions, the most recently active first; the devices named in `locale`. */
export async function listSessions(db: Database, user: SessionUser, locale: Locale = 'en'): Promise<ActiveSession[]> {
	const rows = await db
		.select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
		.from(sessions)
		.where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
		.orderBy(desc(sessions.updatedAt))
	return rows.map((row) => ({
		id: row.id,
		current: row.id === user.sessionId,
		device: describeDevice(row.userAgent, locale),
		network: row.ipAddress,
		signedInAt: row.createdAt.toISOString(),
		lastActiveAt: row.updatedAt.toISOString(),
	}))
}

/** "Sign out everywhere else": every session of the account but this one ends. */
export async function endOtherSessions(db: Database, user: SessionUser) {
	const ended = await db
		.delete(sessions)
		.where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
		.returning({ id: sessions.id })
	return ended.length
}

/** "Chrome on Windows" from a user agent, in `locale` (the products' names as they are); what cannot be read says so. */
export function describeDevice(userAgent: string | null, locale: Locale = 'en') {
	const t = translator(locale)
	if (!userAgent) return t('answer.device.unknown')
	const browser =
		[
			[/Edg\//, 'Edge'],
			[/OPR\/|Opera/, 'Opera'],
			[/SamsungBrowser\//, 'Samsung Internet'],
			[/Firefox\/|FxiOS\//, 'Firefox'],
			[/Chrome\/|CriOS\//, 'Chrome'],
			[/Safari\//, 'Safari'],
		] as const
	const system = [
		[/iPhone/, 'iPhone'],
		[/iPad/, 'iPad'],
		[/Android/, 'Android'],
		[/Windows/, 'Windows'],
		[/CrOS/, 'ChromeOS'],
		[/Mac OS X|Macintosh/, 'macOS'],
		[/Linux/, 'Linux'],
	] as const
	const b = browser.find(([pattern]) => pattern.test(userAgent))?.[1]
	const s = system.find(([pattern]) => pattern.test(userAgent))?.[1]
	if (!s) return b ?? t('answer.device.unknown')
	return b ? t('answer.device.browserOn', { browser: b, system: s }) : t('answer.device.aBrowserOn', { system: s })
}

/* Emails */

function resetEmail(mail: AccountMail, name: string, token: string, hours: number, locale: Locale) {
	const t = translator(locale)
	const site = mail.institute.name
	return renderEmail(
		mail.institute,
		t('email.account.resetSubject', { site }),
		{
			greeting: t('email.greeting', { name }),
			lead: [t('email.account.resetLead', { site })],
			action: { label: t('email.account.resetAction'), url: `${mail.origin}${localizedPath(`/reset-password/${token}`, locale)}` },
			after: [`${t('email.account.linkHours', { hours })} ${t('email.account.resetSignsOut')}`, t('email.account.resetNotYou')],
		},
		locale,
	)
}

function confirmationEmail(mail: AccountMail, name: string, token: string, change: boolean, locale: Locale) {
	const t = translator(locale)
	const site = mail.institute.name
	const url = `${mail.origin}${localizedPath(`/verify-email/${token}`, locale)}`
	const kind = change ? 'change' : 'confirm'
	return renderEmail(
		mail.institute,
		t(`email.account.${kind}Subject`, { site }),
		{
			greeting: t('email.greeting', { name }),
			lead: [t(`email.account.${kind}Lead`, { site })],
			action: { label: t(`email.account.${kind}Action`), url },
			after: [t('email.account.linkHours', { hours: CONFIRM_EMAIL_LINK_HOURS }), t(`email.account.${kind}NotYou`)],
		},
		locale,
	)
}
