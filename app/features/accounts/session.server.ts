import { type AppLoadContext, data, redirect } from 'react-router'
import type { SessionUser } from './accounts.server'
import { answerTexts } from '~/features/i18n/catalogues.server'
import { requestLocale } from '~/features/i18n/language-choice.server'

/**
 * The signed-in user, from the session cookie checked against the database; null otherwise. A page
 * read (GET) may use a student's session read moments ago (`getSessionUserForPage`); an action
 * always reads it afresh.
 */
export function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
	const { accounts } = context.services
	return request.method === 'GET' || request.method === 'HEAD' ? accounts.getSessionUserForPage(request.headers) : accounts.getSessionUser(request.headers)
}

/** The answer to a visitor without a session: the login prompt's words, written in the page's language (in no page's catalogue). */
export type LoginRequiredData = { title: string; body: string }

/**
 * Protected pages (PRODUCT.md item 5): without a session the page's content is not rendered;
 * the route's error boundary shows the login prompt (status 401).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await getUser(request, context)
	if (!user) {
		const texts = answerTexts(requestLocale(request), { title: 'account.required.title', body: 'account.required.body' })
		throw data(texts satisfies LoginRequiredData, { status: 401 })
	}
	return user
}

/** Staff pages and APIs: staff and admins only (403 for other signed-in users). */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'staff' && user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return requireSecondFactor(request, user)
}

/** The content studio: editors and admins only (403 for other signed-in users, staff included). */
export async function requireEditor(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'editor' && user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return requireSecondFactor(request, user)
}

/** The content audit log: admins only. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return requireSecondFactor(request, user)
}

/**
 * Staff, editors and admins reach no staff page before their account has a second factor (issue
 * 16, item 4): the first sign-in takes them to set up an authenticator app, then back here.
 */
function requireSecondFactor(request: Request, user: SessionUser) {
	if (user.twoFactorEnabled || !needsSecondFactor(user.role)) return user
	const url = new URL(request.url)
	throw redirect(`/account/two-factor?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/** Whether an account of this role must have a second factor. */
export function needsSecondFactor(role: SessionUser['role']) {
	return role !== 'student'
}

/**
 * A redirect target from a form or query string, kept on this site. Checking the text is not
 * enough: browsers drop tabs and newlines and read `\\` as `/`, so `/\t/evil.example` goes to
 * evil.example. The target is parsed as a URL against the site's origin, as a browser would, and
 * kept only when it stays on that origin; what is sent is the URL's own serialisation (path, query
 * and fragment, percent-encoded ASCII), so no control or non-Latin-1 character reaches the
 * Location header. Anything else falls back.
 */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, origin: string, fallback = '/') {
	if (typeof value !== 'string' || !value.startsWith('/')) return fallback
	let url: URL
	try {
		url = new URL(value, origin)
	} catch {
		return fallback
	}
	if (url.origin !== new URL(origin).origin) return fallback
	return `${url.pathname}${url.search}${url.hash}`
}

/** The leads export asks for the password again when the session is older than this (issue 13, item 9). */
export const RECENT_SIGN_IN_MINUTES = 15

/**
 * For what hands out many people's data at once (the CSV export): a session opened more than
 * RECENT_SIGN_IN_MINUTES ago (a device left signed in, a stolen cookie) must give the password
 * again. The login page, asked to confirm, shows its form to a signed-in user; signing in opens a
 * fresh session and comes back here.
 */
export function requireRecentSignIn(request: Request, user: SessionUser) {
	if (Date.now() - new Date(user.signedInAt).getTime() <= RECENT_SIGN_IN_MINUTES * 60_000) return
	const url = new URL(request.url)
	throw redirect(`/login?confirm=1&redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}
