import { parseArgs } from 'node:util'
import { z } from 'zod'
import { userRoles } from '../app/db/schema'
import { MIN_PASSWORD_LENGTH } from '../app/features/accounts/account'
import { isCommonPassword } from '../app/features/accounts/common-passwords.server'
import { withServerDatabase } from './command-database'

const argsSchema = z.object({
	email: z.string('--email is required').trim().min(1, '--email is required').pipe(z.email('--email must be an email address')),
	password: z
		.string('--password is required')
		.min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`)
		.refine((p) => !isCommonPassword(p), '--password is one of the most common passwords; choose another'),
	name: z.string('--name is required').trim().min(1, '--name is required'),
	role: z.enum(userRoles, { message: `--role must be one of ${userRoles.join(', ')}` }).default('student'),
	// The account's authenticator secret, when the operator sets it up for someone (or for test accounts).
	'totp-secret': z
		.string()
		.regex(/^[A-Za-z2-7]{16,}$/, '--totp-secret must be a base32 secret of at least 16 characters (A-Z, 2-7)')
		.optional(),
})

const usage = 'Usage: npm run user:create -- --email E --password P --name N --role admin|editor|staff|student [--promote-existing] [--totp-secret BASE32]'

/** Every refusal is one line on stderr: what is wrong, then (for arguments) how to call it. */
function fail(code: number, message: string) {
	process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`)
	return code
}

/**
 * Creates an account with a profile and role. An existing account gets the role only with
 * --promote-existing (see createOrPromoteUser). Uses the
 * same database as the server (DATABASE_URL, or the embedded one in DATA_DIR, which must not be
 * in use by a running server). Returns the process exit code.
 */
export async function runUserCreate(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	let values: Record<string, string | undefined>
	let promoteExisting: boolean
	try {
		values = parseArgs({
			args: argv,
			options: {
				email: { type: 'string' },
				password: { type: 'string' },
				name: { type: 'string' },
				role: { type: 'string' },
				'totp-secret': { type: 'string' },
				'promote-existing': { type: 'boolean' },
			},
		}).values as Record<string, string | undefined>
		promoteExisting = Boolean(values['promote-existing'])
		delete values['promote-existing']
	} catch (error) {
		// Node's text goes on to explain positional arguments; its first sentence says what is wrong.
		const reason = (error as Error).message.split('. ')[0]
		return fail(2, `${reason}. ${usage}`)
	}
	const args = argsSchema.safeParse(values)
	if (!args.success) return fail(2, `${args.error.issues.map((i) => i.message).join('; ')}. ${usage}`)
	const outcome = await withServerDatabase(env, async (db, config) => {
		const { setUpAccounts } = await import('./app')
		const accounts = await setUpAccounts(config, db)
		const email = args.data.email.toLowerCase()
		const { 'totp-secret': totpSecret, ...account } = args.data
		const result = await accounts.createOrPromoteUser({ ...account, promoteExisting })
		if (totpSecret && result.outcome !== 'refused') await accounts.twoFactor.setSecret(result.id, totpSecret)
		switch (result.outcome) {
			case 'created':
				process.stdout.write(`Created ${args.data.role} account ${email}\n`)
				return 0
			case 'promoted':
				process.stdout.write(`Account ${email} already existed: its role is now ${args.data.role}, its password is the one given, and all its sessions are ended\n`)
				return 0
			case 'unchanged':
				process.stdout.write(`Account ${email} already exists with role ${args.data.role}: nothing changed (add --promote-existing to set its password and end its sessions)\n`)
				return 0
			default:
				return fail(
					1,
					`Refused: an account for ${email} already exists (role ${result.role ?? 'none'}) and anyone can register an address, so it is not given the role ${args.data.role}. If you are sure it belongs to this person, run again with --promote-existing: its password becomes the one given and all its sessions are ended.`,
				)
		}
	})
	return outcome.ok ? outcome.value : fail(1, outcome.message)
}
