import crypto from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { accounts, appSecrets, sessions, users, verifications } from '~/db/schema'
import { withHashedSessionTokens } from './hashed-session-tokens.server'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account'

export const SESSION_DAYS = 7

export type AuthOptions = {
	db: Database
	secret: string
	baseURL: string
	/** Over HTTPS the session cookie is also Secure, and __Host- prefixed. */
	secureCookies: boolean
	appName: string
}

/**
 * better-auth with its Drizzle adapter: email and password accounts, scrypt password hashes,
 * sessions stored in the database and carried by an httpOnly, SameSite=Lax cookie. Our route
 * actions call its API directly (its HTTP handler is not mounted), so its in-memory rate limiter
 * is off; the actions apply our database-backed limits instead (app/lib/rate-limit.server.ts).
 */
export function createAuth({ db, secret, baseURL, secureCookies, appName }: AuthOptions) {
	return betterAuth({
		appName,
		baseURL,
		secret,
		// The sessions table keeps a hash of each token, never the token (hashed-session-tokens.server.ts).
		database: withHashedSessionTokens(
			drizzleAdapter(db, {
				provider: 'pg',
				schema: { user: users, session: sessions, account: accounts, verification: verifications },
			}),
		),
		emailAndPassword: {
			enabled: true,
			minPasswordLength: MIN_PASSWORD_LENGTH,
			maxPasswordLength: MAX_PASSWORD_LENGTH,
			autoSignIn: true,
		},
		session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
		rateLimit: { enabled: false },
		telemetry: { enabled: false },
		// Expected failures (a wrong password) are not worth a warning line each.
		logger: { level: 'error' },
		advanced: {
			// Over https the cookies are named __Host-…: the browser then takes them only with Secure,
			// Path=/ and no Domain, so no subdomain or plain-http page can set or shadow the session.
			// better-auth's own secure mode would prefix __Secure- (which allows a Domain), so it is off
			// and Secure comes from the attributes below.
			cookiePrefix: secureCookies ? '__Host-welsh' : 'welsh',
			useSecureCookies: false,
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' },
			ipAddress: { ipAddressHeaders: ['x-welsh-client-ip'] },
		},
	})
}

export type Auth = ReturnType<typeof createAuth>

/**
 * The session signing secret: AUTH_SECRET if set, otherwise one generated on first start and kept
 * in the database, so every process sharing the database signs cookies alike.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined) {
	if (configured) return configured
	await db
		.insert(appSecrets)
		.values({ name: 'auth-secret', value: crypto.randomBytes(32).toString('base64url') })
		.onConflictDoNothing()
	const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth-secret'))
	if (!row) throw new Error('Could not create the session secret')
	return row.value
}

/**
 * Without AUTH_SECRET the signing secret sits in the database beside the sessions, so a copy of the
 * database is enough to forge cookies for what its rows name. In production that deserves a line
 * at every start (issue 13, item 9); null when there is nothing to say.
 */
export function missingAuthSecretWarning(config: { isProduction: boolean; authSecret: string | undefined }) {
	if (!config.isProduction || config.authSecret) return null
	return 'AUTH_SECRET is not set: the session signing secret is kept in the database, so anyone with a copy of the database can sign session cookies. Set AUTH_SECRET (32+ random characters) in the environment.'
}
