import type { AppLoadContext } from 'react-router'
import { expect, test } from 'vitest'
import type { SessionUser } from '~/features/accounts/accounts.server'
import { missingAuthSecretWarning } from '~/features/accounts/auth.server'
import { RECENT_SIGN_IN_MINUTES } from '~/features/accounts/session.server'
import { loader } from './admin.leads-csv'

const admin = (minutesAgo: number): SessionUser => ({
	id: 'u1',
	email: 'admin@example.com',
	name: 'Admin',
	role: 'admin',
	dob: null,
	mobile: null,
	sessionId: 's1',
	emailVerified: true,
	createdAt: new Date().toISOString(),
	twoFactorEnabled: true,
	signedInAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
})

const contextFor = (user: SessionUser) =>
	({ services: { accounts: { getSessionUser: async () => user, getSessionUserForPage: async () => user }, db: null } }) as unknown as AppLoadContext

// Issue 13, item 9: a device left signed in (or a stolen cookie) cannot take every lead without the password.
test('the CSV export asks for the password again when the session is older than RECENT_SIGN_IN_MINUTES', async () => {
	const request = new Request('http://localhost/admin/leads.csv?q=asha&status=new')
	const answer = await (loader({ request, context: contextFor(admin(RECENT_SIGN_IN_MINUTES + 1)), params: {} } as Parameters<typeof loader>[0]) as Promise<unknown>).catch((thrown: unknown) => thrown)
	expect(answer).toBeInstanceOf(Response)
	const response = answer as Response
	expect(response.status).toBe(302)
	expect(response.headers.get('Location')).toBe(`/login?confirm=1&redirectTo=${encodeURIComponent('/admin/leads.csv?q=asha&status=new')}`)
})

test('production without AUTH_SECRET gets a warning at start-up; with it, or in development, none', () => {
	expect(missingAuthSecretWarning({ isProduction: true, authSecret: undefined })).toMatch(/^AUTH_SECRET is not set/)
	expect(missingAuthSecretWarning({ isProduction: true, authSecret: 'x'.repeat(32) })).toBeNull()
	expect(missingAuthSecretWarning({ isProduction: false, authSecret: undefined })).toBeNull()
})
