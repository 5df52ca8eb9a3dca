import crypto from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { accounts, appSecrets, sessions, twoFactors, users, verifications } from '~/db/schema'
import { withHashedSessionTokens } from './hashed-session-tokens.server'
import { totpSingleUse } from './two-factor.server'
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
				schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
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
		// Two-factor for staff (issue 16, item 4; decision 017): TOTP and single-use backup codes, and
		// each authenticator code taken once.
		plugins: [twoFactorPlugin(appName), totpSingleUse(db)],
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
 * better-auth's two-factor plugin. A sign-in with a password then holds a short-lived challenge
 * (the `two_factor` cookie, 10 minutes, 5 tries) instead of a session; 10 wrong codes in a row lock
 * the account's second factor for 15 minutes. No device is trusted past it.
 */
function twoFactorPlugin(issuer: string) {
	return twoFactor({
		issuer,
		backupCodeOptions: { amount: TWO_FACTOR_BACKUP_CODES, storeBackupCodes: 'encrypted' },
		accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
	})
}

export const TWO_FACTOR_BACKUP_CODES = 10

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
