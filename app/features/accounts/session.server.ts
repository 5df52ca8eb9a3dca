import { type AppLoadContext, data } from 'react-router'
import type { SessionUser } from './accounts.server'

/** The signed-in user, from the session cookie checked against the database; null otherwise. */
export function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
	return context.services.accounts.getSessionUser(request.headers)
}

export type LoginRequiredData = { loginRequired: true }

/**
 * Protected pages (PRODUCT.md item 5): without a session the page's content is not rendered;
 * the route's error boundary shows the login prompt (status 401).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await getUser(request, context)
	if (!user) throw data({ loginRequired: true } satisfies LoginRequiredData, { status: 401 })
	return user
}

/** Staff pages and APIs: staff and admins only (403 for other signed-in users). */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'staff' && user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return user
}

/** The content studio: editors and admins only (403 for other signed-in users, staff included). */
export async function requireEditor(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'editor' && user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return user
}

/** The content audit log: admins only. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
	const user = await requireUser(request, context)
	if (user.role !== 'admin') throw data({ forbidden: true }, { status: 403 })
	return user
}

/** A redirect target from a form or query string, kept on this site. */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	return value
}
