import crypto from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { twoFactors, users } from '~/db/schema'
import type { Auth } from './auth.server'
import { TWO_FACTOR_BACKUP_CODES } from './auth.server'
import { base32Decode, base32Encode } from './base32'

/** better-auth's two-factor plugin reads a stored secret with this prefix as base32 (what apps take). */
const BASE32_PREFIX = 'base32:'

export type TwoFactorSetup = { secret: string; uri: string }

/** The plugin's TOTP settings (its defaults): 6 digits, 30-second steps, one step either side. */
const TOTP_PERIOD_MS = 30_000
const TOTP_WINDOW = 1

/** The error code a code already used answers with (mapped to words in accounts.server.ts). */
export const TOTP_CODE_USED = 'TOTP_CODE_USED'

/** A stored secret's key bytes, read as the plugin reads them (base32 when prefixed, else the text). */
function totpKey(stored: string) {
	return stored.startsWith(BASE32_PREFIX) ? Buffer.from(base32Decode(stored.slice(BASE32_PREFIX.length))) : Buffer.from(stored, 'utf8')
}

/** RFC 6238's code for one time step (HMAC-SHA-1, 6 digits). */
function totpAt(key: Buffer, step: number) {
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(step))
	const mac = crypto.createHmac('sha1', key).update(counter).digest()
	const offset = mac[mac.length - 1]! & 15
	return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** The time step within the accepted window whose code this is, or null. */
function matchingStep(key: Buffer, code: string, now = Date.now()) {
	if (!/^\d{6}$/.test(code)) return null
	const current = Math.floor(now / TOTP_PERIOD_MS)
	for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
		if (crypto.timingSafeEqual(Buffer.from(totpAt(key, step)), Buffer.from(code))) return step
	}
	return null
}

/**
 * Each authenticator code works once (RFC 6238, section 5.2): better-auth's plugin accepts a code
 * as often as it likes within its ~90-second window, so this hook runs before its verify-totp
 * endpoint (every caller, sign-in and setup alike) and claims the code's time step for the account
 * with one conditional UPDATE: it succeeds only for a step later than the last one taken, so of two
 * uses of one code (even on two server processes at once) one passes and the other is refused. A
 * code that matches no step is left to the plugin, which refuses it and counts the failure.
 */
export function totpSingleUse(db: Database) {
	return {
		id: 'totp-single-use',
		hooks: {
			before: [
				{
					matcher: (context) => context.path === '/two-factor/verify-totp',
					handler: createAuthMiddleware(async (ctx) => {
						const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : ''
						const userId = await codeOwner(ctx)
						if (!userId) return
						const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId))
						if (!row) return
						const step = matchingStep(totpKey(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret })), code)
						if (step === null) return
						const claimed = await db
							.update(twoFactors)
							.set({ lastTotpStep: step })
							.where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
							.returning({ id: twoFactors.id })
						if (claimed.length === 0) throw new APIError('UNAUTHORIZED', { code: TOTP_CODE_USED, message: 'This code has been used already' })
					}),
				},
			],
		},
	} satisfies BetterAuthPlugin
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/**
 * Whose code this is, as the plugin finds it: the signed-in user (setting up), or the user of the
 * sign-in's challenge cookie (the second step of a sign-in). Null when neither: the plugin refuses.
 */
async function codeOwner(ctx: HookContext): Promise<string | null> {
	const session = await getSessionFromCtx(ctx).catch(() => null)
	if (session) return session.user.id
	const cookie = ctx.context.createAuthCookie('two_factor')
	const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
	if (!challenge) return null
	const verification = await ctx.context.internalAdapter.findVerificationValue(challenge)
	return verification && verification.expiresAt > new Date() ? verification.value : null
}

/**
 * Setting up the second factor, in the plugin's own storage (the `two_factors` row, encrypted with
 * the session secret), so the plugin's endpoints verify codes, consume backup codes and lock after
 * failures. Written here rather than through its enable endpoint, which asks for the password and
 * makes a new secret each call: the setup page shows one secret until it is confirmed.
 */
export function createTwoFactor(db: Database, auth: Auth) {
	async function key() {
		return (await auth.$context).secretConfig
	}
	const encrypt = async (data: string) => symmetricEncrypt({ key: await key(), data })

	/** The plugin's format: ten `xxxxx-xxxxx` codes of letters and digits. */
	function generateBackupCodes() {
		const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
		return Array.from({ length: TWO_FACTOR_BACKUP_CODES }, () => {
			const code = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('')
			return `${code.slice(0, 5)}-${code.slice(5)}`
		})
	}

	async function otpauthUri(secret: string, email: string) {
		const issuer = (await auth.$context).appName
		const params = new URLSearchParams({ secret, issuer, digits: '6', period: '30' })
		return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(email)}?${params}`
	}

	return {
		/** The secret of the setup under way (unconfirmed), or a new one; null once two-factor is on. */
		async setupFor(user: { id: string; email: string }): Promise<TwoFactorSetup | null> {
			const find = async () => (await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id)))[0]
			let row = await find()
			if (row?.verified) return null
			if (!row) {
				const secret = base32Encode(crypto.randomBytes(20))
				await db
					.insert(twoFactors)
					.values({ id: crypto.randomUUID(), userId: user.id, secret: await encrypt(BASE32_PREFIX + secret), backupCodes: await encrypt('[]'), verified: false })
					.onConflictDoNothing({ target: twoFactors.userId })
				row = await find()
				if (!row || row.verified) return null
			}
			const stored = await symmetricDecrypt({ key: await key(), data: row.secret })
			const secret = stored.startsWith(BASE32_PREFIX) ? stored.slice(BASE32_PREFIX.length) : base32Encode(new TextEncoder().encode(stored))
			return { secret, uri: await otpauthUri(secret, user.email) }
		},

		/** New backup codes (the old ones stop working); shown to their owner once. */
		async issueBackupCodes(userId: string) {
			const codes = generateBackupCodes()
			await db.update(twoFactors).set({ backupCodes: await encrypt(JSON.stringify(codes)) }).where(eq(twoFactors.userId, userId))
			return codes
		},

		/**
		 * For `npm run user:create -- --totp-secret`: the account's second factor is this base32
		 * secret, confirmed (the operator holds it), with fresh backup codes.
		 */
		async setSecret(userId: string, secret: string) {
			const values = { secret: await encrypt(BASE32_PREFIX + secret.toUpperCase()), backupCodes: await encrypt(JSON.stringify(generateBackupCodes())), verified: true, lastTotpStep: null }
			await db.transaction(async (tx) => {
				await tx
					.insert(twoFactors)
					.values({ id: crypto.randomUUID(), userId, ...values })
					.onConflictDoUpdate({ target: twoFactors.userId, set: { ...values, failedVerificationCount: 0, lockedUntil: null } })
				await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId))
			})
		},
	}
}

export type TwoFactor = ReturnType<typeof createTwoFactor>
