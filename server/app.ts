import http, { type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { ServerBuild } from 'react-router'
import { ConfigError, parseServerConfig, type ServerConfig } from '../app/config/env.server'
import { type Database, type DatabaseHandle, openDatabase } from '../app/db/client.server'
import { type Accounts, createAccounts } from '../app/features/accounts/accounts.server'
import { createAuth, loadAuthSecret, missingAuthSecretWarning } from '../app/features/accounts/auth.server'
import { SESSION_CHANNEL } from '../app/features/accounts/session-cache.server'
import { startOutboxWorker } from '../app/features/leads/outbox.server'
import { bookingJobHandlers } from '../app/features/bookings/bookings.server'
import { enqueueJob, startJobWorker } from '../app/features/jobs/jobs.server'
import { leadJobHandlers, scheduleDigest } from '../app/features/leads/admin/digest.server'
import { privacyJobHandlers, retentionJob } from '../app/features/privacy/privacy.server'
import { seedDatabase } from '../app/db/seed.server'
import { listenForContentChanges } from '../app/features/studio/content-store.server'
import { imageMessages, MAX_IMAGE_BYTES } from '../app/features/studio/images'
import { validateStaticContent } from '../app/features/content/static-content.server'
import type { AppServices } from '../app/services.server'
import { restrictDataDir } from './data-dir-permissions'
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock'
import { createLogger, requestLogger, routeConsoleToLogger } from './logger'
import { servePrecompressed } from './precompressed-static'
import { refuseNulInUrl, refuseTraceMethods } from './request-guards'
import { answerSharedPagesFromCache, answerStoredPagesFirst } from './shared-pages'
import { answerSignedInPagesFromStore, signedInPageKeyOf } from './signed-in-pages'
import { refuseCrossOriginWrites } from './origin-check'
import { rateLimitAddress, trustProxyFunction } from '../app/lib/trusted-proxies.server'
import { renderedPages } from '../app/lib/rendered-page-cache.server'
import { IslandStore, isDataRequestPath } from '../app/lib/islands.server'
import { type SignedInAnswer, signedInPages } from '../app/lib/signed-in-pages.server'
import { contentSecurityPolicy, redirectToHttps, securityHeaders } from './security-headers'

export { runUserCreate } from './user-create'
export { runCheckLinks } from './check-links'

export type CreateAppOptions = {
	config: ServerConfig
	database: DatabaseHandle
	logger: Logger
	accounts: Accounts
	/** Development: Vite's middlewares serve the client modules. */
	viteMiddlewares?: RequestHandler
	build?: () => Promise<ServerBuild>
}

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>

export function createApp({ config, database, logger, accounts, viteMiddlewares, build = loadBuild }: CreateAppOptions) {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', trustProxyFunction(config.trustProxy, config.trustedProxies))
	app.use(requestLogger(logger))
	app.use(refuseTraceMethods)
	app.use(securityHeaders({ development: Boolean(viteMiddlewares) }))
	app.use(keepStoredPolicyOnNotModified)
	app.use(redirectToHttps(config))
	app.use(refuseNulInUrl)
	app.use(refuseCrossOriginWrites(config))
	// A signed-in action may end a session or change an account: this process forgets the sessions
	// it keeps (accounts.getSessionUserForPage) once the answer is sent, before the browser can ask
	// again, without waiting for the database's NOTIFY to come back.
	app.use((req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD' && req.headers.cookie) res.once('finish', () => accounts.sessionsChanged())
		next()
	})
	// Stored pages first: they are sent as stored (already compressed), and a URL the static files
	// below answer is never rendered, so never stored; this saves each hit their file look-ups.
	app.use(answerSharedPagesFromCache(renderedPages))
	app.use(compression())
	// A student's repeat of a signed-in page, while nothing it shows has changed (decision 025).
	app.use(answerSignedInPagesFromStore(signedInPages, { holds: (cookie) => accounts.holdsSessionForPage(cookie), read: (cookie) => accounts.getSessionUserForPage(new Headers({ cookie })) }))

	app.use(limitRequestBodies(bodyLimitFor))

	app.get('/healthz', async (_req, res) => {
		const up = await database.ping()
		res.setHeader('Cache-Control', 'no-store')
		res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'unavailable', database: database.kind })
	})

	if (viteMiddlewares) {
		app.use(viteMiddlewares)
	} else {
		const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client')
		// The build's .br and .gz copies first, with the same cache lifetimes as the files below.
		app.use(
			servePrecompressed(clientDir, (urlPath) => ({
				'Cache-Control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
			})),
		)
		// Hashed file names change with their content, so they can be cached for a year.
		app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
		app.use(express.static(clientDir, { maxAge: '1h', index: false }))
	}

	const services: AppServices = { config, db: database.db, logger, accounts }
	const handlerFor = (serverBuild: ServerBuild | (() => Promise<ServerBuild>)) =>
		createRequestHandler({
			build: serverBuild,
			mode: config.nodeEnv === 'development' ? 'development' : 'production',
			getLoadContext: (req, res) => {
				// Before the loaders run: a page whose data was read before the kept pages were dropped is not kept.
				const generation = signedInPages.current()
				return {
				nonce: String(res.locals.cspNonce),
				requestId: String(res.locals.requestId),
				clientIp: rateLimitAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
				services,
				// React Router strips `.data` before loaders run: only here are the two kinds told apart.
				islands: isDataRequestPath(req.path) ? undefined : new IslandStore(),
				sendWithNonce: (nonce: string) => {
					res.locals.cspNonce = nonce
					// Development sends no policy (Vite's client).
					if (res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, req.secure))
				},
				keepSignedInPage: (answer: SignedInAnswer) => {
					const cookie = req.headers.cookie
					// Only a student's kept session lets the store answer: a staff member's page is not kept for nothing.
					if (req.method === 'GET' && cookie && accounts.holdsSessionForPage(cookie)) signedInPages.set(signedInPageKeyOf(req, cookie), answer, generation)
				},
				}
			},
		})
	if (viteMiddlewares) {
		// Development: the build is asked for on every request, so an edit shows at once.
		app.all('/{*splat}', handlerFor(build))
	} else {
		// Production: the build is loaded once and handed over as it is. Given a function, React Router
		// derives its route table again on every request (every route flattened, ranked and its path
		// compiled: about a tenth of a signed-in page's CPU, docs/performance.md "Load").
		let handler: Promise<RequestHandler> | undefined
		app.all('/{*splat}', (req, res, next) => {
			handler ??= build().then(handlerFor)
			handler.then((handle) => handle(req, res, next), next)
		})
	}

	// Errors that escape the handlers above (a missing asset, a malformed URL): answer plainly.
	app.use(((error, _req, res, _next) => {
		const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
		if (status >= 500) logger.error({ err: error, requestId: res.locals.requestId }, 'unhandled error')
		if (res.headersSent) return res.end()
		res.status(status).type('text/plain').send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Internal server error')
	}) satisfies ErrorRequestHandler)
	return app
}

/**
 * A 304 tells the browser to reuse the page it has, whose scripts carry the nonce of the response
 * that delivered it. Browsers update a stored response's headers from the 304, so a 304 carrying
 * this request's fresh nonce would block the cached page's scripts: it is sent without a CSP, and
 * the stored page keeps its own.
 */
const keepStoredPolicyOnNotModified: RequestHandler = (_req, res, next) => {
	const writeHead = res.writeHead
	res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
		const status = typeof args[0] === 'number' ? args[0] : res.statusCode
		if (status === 304) res.removeHeader('Content-Security-Policy')
		return writeHead.apply(this, args)
	} as typeof writeHead
	next()
}

/** Forms here are small; anything bigger is refused before it is read (HTTP 413). */
export const MAX_BODY_BYTES = 64 * 1024
/** Refused bodies up to this size are read before the answer (see limitRequestBodies). */
const MAX_DRAINED_BYTES = 1024 * 1024

/** The studio's image upload: one image of at most 10 MB with its alt text, in a multipart body. */
const IMAGE_UPLOAD_PATH = '/admin/content/images'
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + MAX_BODY_BYTES

type BodyLimit = { maxBytes: number; drainBytes: number; message: string }

function bodyLimitFor(pathname: string): BodyLimit {
	// React Router posts a form with JavaScript to the route's .data URL.
	if (pathname === IMAGE_UPLOAD_PATH || pathname === `${IMAGE_UPLOAD_PATH}.data`) {
		// An oversized photo is read and dropped (never kept) so the editor sees why, not a reset connection.
		return { maxBytes: MAX_UPLOAD_BODY_BYTES, drainBytes: 4 * MAX_UPLOAD_BODY_BYTES, message: imageMessages.tooLarge }
	}
	return { maxBytes: MAX_BODY_BYTES, drainBytes: MAX_DRAINED_BYTES, message: 'This form is too large to send. Please shorten your message and try again.' }
}

function limitRequestBodies(limitFor: (pathname: string) => BodyLimit): RequestHandler {
	return (req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
		const length = req.headers['content-length']
		if (length === undefined) {
			// A body of unknown length (chunked) cannot be checked before it is read.
			if (req.headers['transfer-encoding']) return void res.status(411).type('text/plain').send('Length required')
			return next()
		}
		const { maxBytes, drainBytes, message } = limitFor(req.path)
		if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
			const refuse = () => res.status(413).type('text/plain').send(message)
			res.setHeader('Connection', 'close')
			// Answering while the browser is still sending would close the connection on unread data,
			// which resets it: the visitor would see a network error instead of the message. A body of
			// modest size is read (and dropped) first; a huge one is not worth reading.
			if (/^\d+$/.test(length) && Number(length) <= drainBytes) {
				req.on('end', refuse)
				req.on('error', () => res.destroy())
				req.resume()
				return
			}
			return void refuse()
		}
		next()
	}
}

/** How long a client has to send a request's headers, then the whole request with its body. */
export const HEADERS_TIMEOUT_MS = 5_000
export const REQUEST_TIMEOUT_MS = 10_000

/** How long in-flight requests get to finish after SIGTERM before open connections are closed. */
const SHUTDOWN_GRACE_MS = 5_000

export type RunningServer = { server: Server; stop(): Promise<void>; url: string }

/** Reads the configuration, checks the static content, takes the data lock, migrates, seeds and listens. */
export async function startServer(
	options: { env?: NodeJS.ProcessEnv; viteMiddlewares?: RequestHandler; handleSignals?: boolean } = {},
): Promise<RunningServer> {
	const env = options.env ?? process.env
	let config: ServerConfig
	try {
		config = parseServerConfig(env)
	} catch (error) {
		if (error instanceof ConfigError) exitWithMessage(error.message)
		throw error
	}
	// The pages show the content modules' data as written (the browser ships without their schemas),
	// so a bad edit stops the server here rather than showing on a page.
	try {
		validateStaticContent()
	} catch (error) {
		exitWithMessage(error instanceof Error ? error.message : String(error))
	}
	const logger = createLogger(config.logLevel)
	routeConsoleToLogger(logger)
	// Every file the process writes (the embedded database, its WAL, the lock) is for its own user only.
	process.umask(0o077)

	let lock: DataDirLock | undefined
	let database: DatabaseHandle
	let accounts: Accounts
	let stopListening: () => Promise<void>
	try {
		if (!config.databaseUrl) {
			const changed = restrictDataDir(config.dataDir)
			if (changed > 0) logger.warn({ dataDir: config.dataDir, changed }, 'removed group and other permissions from DATA_DIR')
			lock = acquireDataDirLock(config.dataDir)
		}
		database = await openDatabase(
			config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
		)
		await database.migrate()
		if (!config.databaseUrl) {
			// PGlite unpacks a new database from its own archive with the archive's modes (0666),
			// whatever the umask: those files are closed once it has written them.
			const unpacked = restrictDataDir(config.dataDir)
			if (unpacked > 0) logger.info({ dataDir: config.dataDir, changed: unpacked }, 'removed group and other permissions from the files the database wrote')
		}
		await seedDatabase(database.db)
		// A publish on any process drops this one's content caches and rendered pages (decision 013).
		const stopListeningForContent = await listenForContentChanges(database)
		accounts = await setUpAccounts(config, database.db)
		// A session ended or an account changed on any process drops this one's kept sessions.
		const stopListeningForSessions = await database.listen(SESSION_CHANNEL, () => accounts.sessionsChanged())
		stopListening = async () => {
			await stopListeningForContent()
			await stopListeningForSessions()
		}
		const secretWarning = missingAuthSecretWarning(config)
		if (secretWarning) logger.warn(secretWarning)
		if (config.bootstrapAdmin) {
			// ADMIN_EMAIL never promotes an account someone registered first (issue 13, item 1): say so and carry on.
			const admin = await accounts.createOrPromoteUser({ ...config.bootstrapAdmin, role: 'admin' })
			if (admin.outcome === 'refused')
				logger.error(
					{ role: admin.role },
					'ADMIN_EMAIL names an account that already exists and is not an admin: it was NOT promoted. Check who registered it, then run npm run user:create -- --promote-existing if it is yours.',
				)
		}
	} catch (error) {
		lock?.release()
		if (error instanceof DataDirLockedError) exitWithMessage(error.message)
		exitWithMessage(`Cannot open the database (${describeTarget(config)}): ${withoutSecrets(oneLine(error), config)}`)
	}

	const app = createApp({ config, database, logger, accounts, viteMiddlewares: options.viteMiddlewares })
	const server = await new Promise<Server>((resolve, reject) => {
		const s = http.createServer(
			{
				// A client gets a few seconds to send its headers and its whole body (forms are at most
				// 64 KB), so a slow sender cannot hold a connection and a request for minutes. These
				// limit receiving the request only: live-update streams and long polls answer for longer.
				headersTimeout: HEADERS_TIMEOUT_MS,
				requestTimeout: REQUEST_TIMEOUT_MS,
				// Node checks both limits at this interval (30 s by default).
				connectionsCheckingInterval: 1_000,
			},
			answerStoredPagesFirst(app, renderedPages, {
				logger,
				development: Boolean(options.viteMiddlewares),
				publicUrl: config.publicUrl,
				trustProxy: config.trustProxy,
			}),
		)
		// Beyond this many open connections new ones are closed at once, before they cost anything.
		s.maxConnections = config.maxConnections
		// CONNECT never reaches Express: without a listener Node drops the socket without a word.
		s.on('connect', (_req, socket) => {
			socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
		})
		s.listen(config.port, config.host, () => resolve(s))
		s.once('error', reject)
	}).catch((error: unknown) => {
		lock?.release()
		return exitWithMessage(`Cannot listen on ${config.host}:${config.port}: ${oneLine(error)}`)
	})
	const outbox = config.mail.smtpUrl
		? startOutboxWorker({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger })
		: undefined
	// Every process runs due jobs; the jobs table hands each one to one of them.
	const sendMail = Boolean(config.mail.smtpUrl)
	const handlers = {
		...bookingJobHandlers(config.site, sendMail),
		...leadJobHandlers({ timeZone: config.site.timeZone, siteName: config.site.name, adminUrl: config.publicUrl ?? null, sendMail }),
		...privacyJobHandlers(config.leadRetentionMonths),
	}
	// Today's retention run is queued by every process; its dedupe key makes it one job (issue 16, item 7).
	await enqueueJob(database.db, retentionJob(new Date()))
	const jobWorker = startJobWorker({ db: database.db, handlers, logger })
	// The morning digest's next day, queued once whoever starts first (and again after a day every process missed).
	await scheduleDigest(database.db, { timeZone: config.site.timeZone }).catch((error: unknown) => logger.error({ err: error }, 'queueing the morning digest failed'))

	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : config.port
	const url = `http://localhost:${port}`
	logger.info({ url, database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'server started')

	let stopping: Promise<void> | undefined
	const stop = () =>
		(stopping ??= (async () => {
			logger.info('shutting down: finishing in-flight requests')
			await new Promise<void>((resolve) => {
				server.close(() => resolve())
				// Keep-alive connections that are idle would hold close() open.
				server.closeIdleConnections()
				// Live-update streams and long polls never finish on their own: after a grace period for
				// ordinary requests they are cut, and their clients reconnect (to another process).
				setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
			})
			await jobWorker.stop()
			await outbox?.stop()
			await stopListening()
			await database.close()
			lock?.release()
			logger.info('stopped')
		})())

	if (options.handleSignals ?? true) {
		for (const signal of ['SIGTERM', 'SIGINT'] as const) {
			process.once(signal, () => {
				const force = setTimeout(() => process.exit(1), 15_000)
				force.unref()
				void stop().then(() => process.exit(0))
			})
		}
	}
	return { server, stop, url }
}

export async function setUpAccounts(config: ServerConfig, db: Database) {
	const secret = await loadAuthSecret(db, config.authSecret)
	const auth = createAuth({
		db,
		secret,
		baseURL: config.publicUrl ?? `http://localhost:${config.port}`,
		secureCookies: Boolean(config.publicUrl?.startsWith('https:')),
		appName: config.site.name,
	})
	return createAccounts(db, auth, config.rateLimits, { to: config.mail.staffEmail, siteName: config.site.name })
}

function describeTarget(config: ServerConfig) {
	return config.databaseUrl ? 'DATABASE_URL' : `embedded database in ${config.dataDir}`
}

function oneLine(error: unknown) {
	const message = error instanceof Error ? error.message : String(error)
	return message.split('\n')[0] ?? ''
}

/**
 * A driver's error may quote the connection string or a credential: every configured secret is
 * blanked out of a start-up message before it is printed.
 */
function withoutSecrets(message: string, config: ServerConfig) {
	let text = message
	for (const secret of [config.authSecret, config.bootstrapAdmin?.password, passwordOf(config.databaseUrl), passwordOf(config.mail.smtpUrl)])
		if (secret && secret.length >= 3) text = text.replaceAll(secret, '***')
	return text
}

function passwordOf(url: string | undefined) {
	if (!url || !URL.canParse(url)) return undefined
	const password = new URL(url).password
	return password ? decodeURIComponent(password) : undefined
}

function exitWithMessage(message: string): never {
	process.stderr.write(`${message}\n`)
	process.exit(1)
}

