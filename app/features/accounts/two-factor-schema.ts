import { z } from '~/lib/zod'
import { twoFactorMessages } from './two-factor'

/** A code from the authenticator app (6 digits) or a backup code (`xxxxx-xxxxx`); the server tells which. */
export const twoFactorCodeSchema = z.object({
	code: z
		.string({ error: twoFactorMessages.codeRequired })
		.trim()
		.min(1, { error: twoFactorMessages.codeRequired, abort: true })
		.max(32, twoFactorMessages.codeTooLong),
})
