import crypto from 'node:crypto'
import type { drizzleAdapter } from 'better-auth/adapters/drizzle'

type AdapterFactory = ReturnType<typeof drizzleAdapter>
type Where = { field: string; value: unknown; operator?: string }
type Args = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> }
type Method = (args: Args) => Promise<unknown>

/**
 * What the sessions table keeps of a session token: its SHA-256. The token is 32 random
 * characters, so a fast hash is enough; a copy of the database then holds no usable session.
 */
export function hashSessionToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('base64url')
}

/**
 * better-auth stores the session token as given and reads it back to sign the cookie, and its
 * database hooks can change what is written but not what it gets back. So the adapter is wrapped
 * (issue 13, item 9): on the session model a token written or looked up is hashed on the way in,
 * and a row found by its token gets that token back on the way out, so better-auth (and the
 * cookie) only ever see the real token while the table only ever holds the hash. Rows listed
 * without a token (all sessions of a user) carry the hash, which better-auth uses for nothing we
 * call. Transactions get the same wrapping.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
	return (options) => wrap(factory(options))
}

function wrap<T extends object>(adapter: T): T {
	const inner = adapter as unknown as Record<string, Method> & { transaction?: (run: (trx: object) => Promise<unknown>) => Promise<unknown> }
	const tokensOf = (where: Where[] | undefined, known: Map<string, string>) =>
		where?.map((clause) => {
			if (clause.field !== 'token') return clause
			const hash = (token: unknown) => {
				if (typeof token !== 'string') return token
				const hashed = hashSessionToken(token)
				known.set(hashed, token)
				return hashed
			}
			return { ...clause, value: Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value) }
		})
	const restore = (row: unknown, known: Map<string, string>) => {
		if (!row || typeof row !== 'object' || !('token' in row) || typeof row.token !== 'string') return row
		const token = known.get(row.token)
		return token ? { ...row, token } : row
	}
	const onSessions = (name: string): Method => async (args) => {
		const call = inner[name]!
		if (args.model !== 'session') return call(args)
		const known = new Map<string, string>()
		const token = args.data?.token ?? args.update?.token
		const next: Args = { ...args, where: tokensOf(args.where, known) }
		if (typeof token === 'string') {
			const hashed = hashSessionToken(token)
			known.set(hashed, token)
			if (args.data) next.data = { ...args.data, token: hashed }
			if (args.update) next.update = { ...args.update, token: hashed }
		}
		const result = await call(next)
		return Array.isArray(result) ? result.map((row) => restore(row, known)) : restore(result, known)
	}
	const wrapped: Record<string, unknown> = { ...inner }
	for (const name of ['create', 'findOne', 'findMany', 'count', 'update', 'updateMany', 'delete', 'deleteMany']) if (name in inner) wrapped[name] = onSessions(name)
	if (inner.transaction) {
		const transaction = inner.transaction.bind(inner)
		wrapped.transaction = (run: (trx: object) => Promise<unknown>) => transaction((trx) => run(wrap(trx)))
	}
	return wrapped as T
}

