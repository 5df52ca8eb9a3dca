import { z } from '~/lib/zod'
import { defaultSiteSettings, type SiteSettings } from './site-settings'

/**
 * The schema of the site settings and the SITE_* overrides (see .env.example), checked when the
 * server starts (env.server.ts). Server and tests only: the browser gets the settings from the root
 * loader and the type from site-settings.ts.
 */

function isTimeZone(value: string) {
	try {
		new Intl.DateTimeFormat('en', { timeZone: value })
		return value.length > 0
	} catch {
		return false
	}
}

/** A phone number as people write it; the WhatsApp number as wa.me takes it (digits with the country code). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/
export const WHATSAPP_NUMBER_PATTERN = /^[1-9][0-9]{7,14}$/

export const siteSettingsSchema = z.object({
	name: z.string().trim().min(1, 'must not be empty'),
	shortName: z.string().trim().min(1, 'must not be empty'),
	tagline: z.string().trim().min(1, 'must not be empty'),
	city: z.string().trim().min(1, 'must not be empty'),
	address: z.string().trim().min(1, 'must not be empty'),
	phone: z
		.string()
		.trim()
		.regex(PHONE_PATTERN, 'must be a phone number such as +91 98765 43210'),
	whatsappNumber: z
		.string()
		.trim()
		.regex(WHATSAPP_NUMBER_PATTERN, 'must be digits only with the country code, such as 919876543210'),
	whatsappGreeting: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
	email: z.email('must be an email address'),
	openingHours: z.string().trim().min(1, 'must not be empty'),
	/** The institute's IANA time zone: dates the site shows (e.g. when a request was made) are its dates. */
	timeZone: z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
	map: z.object({
		latitude: z.number('must be a number').min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
		longitude: z
			.number('must be a number')
			.min(-180, 'must be between -180 and 180')
			.max(180, 'must be between -180 and 180'),
	}),
	social: z.object({
		facebook: z.url('must be a URL'),
		instagram: z.url('must be a URL'),
		youtube: z.url('must be a URL'),
		linkedin: z.url('must be a URL'),
	}),
})

/** Environment variable that overrides each setting (a dotted path into SiteSettings). */
export const siteSettingsEnvKeys = {
	SITE_NAME: 'name',
	SITE_SHORT_NAME: 'shortName',
	SITE_TAGLINE: 'tagline',
	SITE_CITY: 'city',
	SITE_ADDRESS: 'address',
	SITE_PHONE: 'phone',
	SITE_WHATSAPP_NUMBER: 'whatsappNumber',
	SITE_WHATSAPP_GREETING: 'whatsappGreeting',
	SITE_EMAIL: 'email',
	SITE_OPENING_HOURS: 'openingHours',
	SITE_TIME_ZONE: 'timeZone',
	SITE_MAP_LATITUDE: 'map.latitude',
	SITE_MAP_LONGITUDE: 'map.longitude',
	SITE_SOCIAL_FACEBOOK: 'social.facebook',
	SITE_SOCIAL_INSTAGRAM: 'social.instagram',
	SITE_SOCIAL_YOUTUBE: 'social.youtube',
	SITE_SOCIAL_LINKEDIN: 'social.linkedin',
} as const

const numericPaths = new Set(['map.latitude', 'map.longitude'])

export type SettingsResult<T> = { ok: true; value: T } | { ok: false; errors: string[] }

/** Applies SITE_* overrides to the defaults and validates the result. Errors name the variable. */
export function resolveSiteSettings(env: Record<string, string | undefined>): SettingsResult<SiteSettings> {
	const draft = structuredClone(defaultSiteSettings) as unknown as Record<string, unknown>
	const pathToEnv = new Map<string, string>()
	for (const [envKey, path] of Object.entries(siteSettingsEnvKeys)) {
		pathToEnv.set(path, envKey)
		const raw = env[envKey]
		if (raw === undefined || raw === '') continue
		const value = numericPaths.has(path) ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw
		setPath(draft, path, value)
	}
	const parsed = siteSettingsSchema.safeParse(draft)
	if (parsed.success) return { ok: true, value: parsed.data }
	return {
		ok: false,
		errors: parsed.error.issues.map((issue) => {
			const path = issue.path.join('.')
			const envKey = pathToEnv.get(path)
			const raw = envKey ? env[envKey] : undefined
			return `${envKey ?? path} ${issue.message}${raw !== undefined ? ` (got ${JSON.stringify(raw)})` : ''}`
		}),
	}
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
	const keys = path.split('.')
	let node = target
	for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
	node[keys.at(-1)!] = value
}

