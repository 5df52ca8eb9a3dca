import path from 'node:path'
import { z } from '~/lib/zod'
import { isPrivateListenAddress, isProxyListEntry } from '~/lib/trusted-proxies.server'
import { type LiveUpdateSettings, liveUpdateSettingsSchema } from './live-update'
import type { SiteSettings } from './site-settings'
import { resolveSiteSettings } from './site-settings-schema'

const booleanFlag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
	.transform((v) => ['true', '1', 'yes', 'on'].includes(v))

const envSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('production'),
	PORT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535').default(3000),
	HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
	DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
		.optional(),
	PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://www.example.com' }).optional(),
	ALLOWED_HOSTS: z
		.string()
		.regex(/^\s*[A-Za-z0-9.\-[\]:]+(\s*,\s*[A-Za-z0-9.\-[\]:]+)*\s*$/, 'must be host names separated by commas, e.g. www.example.com,example.com')
		.optional(),
	MAX_CONNECTIONS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(1000),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
	TRUST_PROXY: z
		.string()
		.regex(/^(true|false|\d+)$/, 'must be true, false or the number of proxies in front of the server')
		.default('false')
		.transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
	TRUSTED_PROXIES: z
		.string()
		.default('loopback')
		.transform((v) => v.split(',').map((entry) => entry.trim()).filter(Boolean))
		.refine((entries) => entries.length > 0 && entries.every(isProxyListEntry), 'must be loopback, private, IP addresses or subnets (10.0.0.0/8) separated by commas'),
	TRUST_PROXY_ON_PUBLIC_HOST: booleanFlag.default(false),
	AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
	LOGIN_PROMPT_DELAY_MS: z.coerce
		.number({ message: 'must be a number' })
		.int('must be a whole number of milliseconds')
		.min(0, 'must be between 0 (off) and 600000')
		.max(600_000, 'must be between 0 (off) and 600000')
		.default(15_000),
	ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
	ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
	ADMIN_NAME: z.string().min(1).default('Administrator'),
	SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL').optional(),
	MAIL_FROM: z.string().min(3, 'must be an address such as "Welsh Education <no-reply@example.com>"').optional(),
	STAFF_NOTIFY_EMAIL: z.email({ message: 'must be an email address' }).optional(),
	RATE_LIMIT_FORM_POSTS_PER_10_MINUTES: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
	RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(5),
	RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
	RATE_LIMIT_PROFILE_CHANGES_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(20),
	/** Leads closed longer than this are anonymised by the daily retention job (issue 16, item 7). */
	LEAD_RETENTION_MONTHS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(24),
	/** A guide fact last checked this many months ago or earlier is due for a check (issue 15, the studio's review list). */
	FACT_CHECK_MONTHS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(6),
	LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS: z.coerce.number({ message: 'must be a number' }).optional(),
	LIVE_UPDATE_FORCE_LONG_POLLING: booleanFlag.optional(),
	LIVE_UPDATE_AUTO_DETECT_LONG_POLLING: booleanFlag.optional(),
})

export type ServerConfig = {
	nodeEnv: 'development' | 'production' | 'test'
	isProduction: boolean
	port: number
	host: string
	dataDir: string
	databaseUrl: string | undefined
	publicUrl: string | undefined
	/**
	 * Without PUBLIC_URL, the host names whose Host header may make absolute URLs (canonical links,
	 * robots.txt, the sitemap) and count as the site's origin; any other Host gets localhost.
	 */
	allowedHosts: string[]
	logLevel: string
	/** Open connections one process accepts; more are closed at once. */
	maxConnections: number
	trustProxy: boolean | number
	/** The peers whose X-Forwarded-* headers are believed (when trustProxy is on). */
	trustedProxies: string[]
	/** Session signing secret; unset: generated once and kept in the database. */
	authSecret: string | undefined
	/** SPEC: the login dialog opens about 15 s after load for visitors who are not signed in; 0 turns it off. */
	loginPromptDelayMs: number
	rateLimits: { signupsPerHour: number; loginFailuresPer15Minutes: number; formPostsPer10Minutes: number; profileChangesPerHour: number }
	/** An admin account created (or promoted) at start-up, so a fresh install has someone to sign in. */
	bootstrapAdmin: { email: string; password: string; name: string } | undefined
	mail: { smtpUrl: string | undefined; from: string; staffEmail: string }
	site: SiteSettings
	liveUpdate: LiveUpdateSettings
	/** Months after a lead is closed before its personal data is removed (DPDP Act; default 24). */
	leadRetentionMonths: number
	/** Months after its last check before a guide fact is due for another (default 6). */
	factCheckMonths: number
}

/** Enough for development and tests; a site on its own domain sets PUBLIC_URL (or ALLOWED_HOSTS). */
const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]']

export class ConfigError extends Error {
	constructor(readonly problems: string[]) {
		super(`Invalid configuration: ${problems.join('; ')}`)
		this.name = 'ConfigError'
	}
}

const liveUpdateEnvKeys: Record<keyof LiveUpdateSettings, string> = {
	longPollingTimeoutSeconds: 'LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS',
	forceLongPolling: 'LIVE_UPDATE_FORCE_LONG_POLLING',
	autoDetectLongPolling: 'LIVE_UPDATE_AUTO_DETECT_LONG_POLLING',
}

/** Secrets are never echoed: a start-up error ends up in logs that more people read than the secret's owner. */
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'ADMIN_PASSWORD'])
/** URLs that may carry a password (user:password@host). */
const CREDENTIAL_URL_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL'])

/** What a problem line shows of a rejected value: the value, a URL without its password, or nothing for a secret. */
function shownValue(key: string, value: string) {
	if (SECRET_VARIABLES.has(key)) return ''
	if (CREDENTIAL_URL_VARIABLES.has(key)) {
		const safe = urlWithoutPassword(value)
		return safe === undefined ? '' : ` (got ${JSON.stringify(safe)})`
	}
	return ` (got ${JSON.stringify(value)})`
}

/**
 * The URL with its password replaced by ***; undefined when it cannot be told apart: a value that
 * does not parse (or holds an @ the parser did not read as user info) might carry one anywhere.
 */
export function urlWithoutPassword(value: string): string | undefined {
	if (!URL.canParse(value)) return undefined
	const url = new URL(value)
	if (url.password) url.password = '***'
	const shown = url.toString()
	if (!url.username && !url.password && value.includes('@')) return undefined
	return shown
}

/** Reads and validates the environment. Throws ConfigError naming every bad variable and its rule. */
export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
	const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
	const problems: string[] = []
	const parsed = envSchema.safeParse(blankAsUnset)
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const key = String(issue.path[0])
			problems.push(`${key} ${issue.message}${key in blankAsUnset ? shownValue(key, blankAsUnset[key]!) : ''}`)
		}
	}
	const site = resolveSiteSettings(blankAsUnset)
	if (!site.ok) problems.push(...site.errors)

	let liveUpdate: LiveUpdateSettings | undefined
	if (parsed.success) {
		const e = parsed.data
		const candidate = {
			longPollingTimeoutSeconds: e.LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS ?? 25,
			forceLongPolling: e.LIVE_UPDATE_FORCE_LONG_POLLING ?? false,
			// Auto-detect is the default unless long-polling is forced.
			autoDetectLongPolling: e.LIVE_UPDATE_AUTO_DETECT_LONG_POLLING ?? !(e.LIVE_UPDATE_FORCE_LONG_POLLING ?? false),
		}
		const live = liveUpdateSettingsSchema.safeParse(candidate)
		if (live.success) liveUpdate = live.data
		else
			for (const issue of live.error.issues) {
				const key = liveUpdateEnvKeys[issue.path[0] as keyof LiveUpdateSettings]
				const detail = key === liveUpdateEnvKeys.forceLongPolling && issue.code === 'custom'
					? `${key} and ${liveUpdateEnvKeys.autoDetectLongPolling}: ${issue.message}`
					: `${key} ${issue.message}`
				problems.push(detail)
			}
	}

	// A process that anyone can reach directly must not believe X-Forwarded-For from anyone: the
	// trusted-proxy list already ensures that, and a public HOST is refused as a second line.
	if (parsed.success && parsed.data.TRUST_PROXY !== false && parsed.data.TRUST_PROXY !== 0 && !parsed.data.TRUST_PROXY_ON_PUBLIC_HOST && !isPrivateListenAddress(parsed.data.HOST))
		problems.push(
			`TRUST_PROXY is set but HOST ${parsed.data.HOST} accepts connections from anywhere: set HOST=127.0.0.1 (or the private address the proxy connects to), or TRUST_PROXY_ON_PUBLIC_HOST=true if a firewall lets only the proxy in`,
		)
	if (parsed.success && Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD))
		problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
	if (problems.length > 0 || !parsed.success || !site.ok || !liveUpdate) throw new ConfigError(problems)
	const e = parsed.data
	return {
		nodeEnv: e.NODE_ENV,
		isProduction: e.NODE_ENV === 'production',
		port: e.PORT,
		host: e.HOST,
		dataDir: path.resolve(e.DATA_DIR),
		databaseUrl: e.DATABASE_URL,
		publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
		allowedHosts: e.ALLOWED_HOSTS ? e.ALLOWED_HOSTS.split(',').map((host) => host.trim().toLowerCase()) : DEFAULT_ALLOWED_HOSTS,
		logLevel: e.LOG_LEVEL,
		maxConnections: e.MAX_CONNECTIONS,
		trustProxy: e.TRUST_PROXY,
		trustedProxies: e.TRUSTED_PROXIES,
		authSecret: e.AUTH_SECRET,
		loginPromptDelayMs: e.LOGIN_PROMPT_DELAY_MS,
		bootstrapAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
		mail: {
			smtpUrl: e.SMTP_URL,
			from: e.MAIL_FROM ?? `${site.value.name} <${site.value.email}>`,
			staffEmail: e.STAFF_NOTIFY_EMAIL ?? site.value.email,
		},
		rateLimits: { formPostsPer10Minutes: e.RATE_LIMIT_FORM_POSTS_PER_10_MINUTES, signupsPerHour: e.RATE_LIMIT_SIGNUPS_PER_HOUR, loginFailuresPer15Minutes: e.RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES, profileChangesPerHour: e.RATE_LIMIT_PROFILE_CHANGES_PER_HOUR },
		site: site.value,
		liveUpdate,
		leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
		factCheckMonths: e.FACT_CHECK_MONTHS,
	}
}
