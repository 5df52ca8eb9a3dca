import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ConfigError, parseServerConfig } from '../app/config/env.server'
import { openDatabase } from '../app/db/client.server'
import { userRoles } from '../app/db/schema'
import { MIN_PASSWORD_LENGTH } from '../app/features/accounts/account'
import { isCommonPassword } from '../app/features/accounts/common-passwords.server'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

const argsSchema = z.object({
	email: z.string('--email is required').trim().min(1, '--email is required').pipe(z.email('--email must be an email address')),
	password: z
		.string('--password is required')
		.min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`)
		.refine((p) => !isCommonPassword(p), '--password is one of the most common passwords; choose another'),
	name: z.string('--name is required').trim().min(1, '--name is required'),
	role: z.enum(userRoles, { message: `--role must be one of ${userRoles.join(', ')}` }).default('student'),
})

const usage = 'Usage: npm run user:create -- --email E --password P --name N --role admin|editor|staff|student'

/** Every refusal is one line on stderr: what is wrong, then (for arguments) how to call it. */
function fail(code: number, message: string) {
	process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`)
	return code
}

/**
 * Creates an account with a profile and role, or gives an existing account the role. Uses the
 * same database as the server (DATABASE_URL, or the embedded one in DATA_DIR, which must not be
 * in use by a running server). Returns the process exit code.
 */
export async function runUserCreate(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	let values: Record<string, string | undefined>
	try {
		values = parseArgs({
			args: argv,
			options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
		}).values
	} catch (error) {
		// Node's text goes on to explain positional arguments; its first sentence says what is wrong.
		const reason = (error as Error).message.split('. ')[0]
		return fail(2, `${reason}. ${usage}`)
	}
	const args = argsSchema.safeParse(values)
	if (!args.success) return fail(2, `${args.error.issues.map((i) => i.message).join('; ')}. ${usage}`)
	let config
	try {
		config = parseServerConfig(env)
	} catch (error) {
		if (error instanceof ConfigError) return fail(1, error.message)
		throw error
	}
	let lock
	try {
		if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir)
	} catch (error) {
		if (error instanceof DataDirLockedError)
			return fail(1, `DATA_DIR ${error.dataDir} is in use by a running server (pid ${error.pid}): stop it first, or use DATABASE_URL to reach a shared PostgreSQL.`)
		throw error
	}
	const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })
	try {
		await database.migrate()
		const { setUpAccounts } = await import('./app')
		const accounts = await setUpAccounts(config, database.db)
		const result = await accounts.createOrPromoteUser(args.data)
		process.stdout.write(
			result.created
				? `Created ${args.data.role} account ${args.data.email.toLowerCase()}\n`
				: `Account ${args.data.email.toLowerCase()} already existed: its role is now ${args.data.role}\n`,
		)
		return 0
	} finally {
		await database.close()
		lock?.release()
	}
}
