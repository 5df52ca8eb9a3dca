import crypto from 'node:crypto'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { twoFactors, users } from '~/db/schema'
import type { Auth } from './auth.server'
import { TWO_FACTOR_BACKUP_CODES } from './auth.server'
import { base32Encode } from './base32'

/** better-auth's two-factor plugin reads a stored secret with this prefix as base32 (what apps take). */
const BASE32_PREFIX = 'base32:'

export type TwoFactorSetup = { secret: string; uri: string }

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
			const values = { secret: await encrypt(BASE32_PREFIX + secret.toUpperCase()), backupCodes: await encrypt(JSON.stringify(generateBackupCodes())), verified: true }
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
