import { isSingleLine } from './single-line'

/** Where a lead came from: the page it was sent from and the utm_source of that page, if any. */
export function leadOrigin(request: Request, sourcePage: FormDataEntryValue | null) {
	const requestUrl = new URL(request.url)
	let page: URL | null = null
	if (typeof sourcePage === 'string' && sourcePage.startsWith('/') && !sourcePage.startsWith('//')) {
		// "/\host" reads as "//host" to URL parsers: anything that leaves this origin (or does not
		// parse) is not a page of ours.
		const candidate = URL.canParse(sourcePage.slice(0, 500), requestUrl.origin) ? new URL(sourcePage.slice(0, 500), requestUrl.origin) : null
		if (candidate?.origin === requestUrl.origin) page = candidate
	} else {
		const referer = request.headers.get('referer')
		if (referer && URL.canParse(referer)) {
			const parsed = new URL(referer)
			if (parsed.origin === requestUrl.origin) page = parsed
		}
	}
	const utmSource = page?.searchParams.get('utm_source')?.slice(0, 200) ?? requestUrl.searchParams.get('utm_source')?.slice(0, 200) ?? null
	return {
		sourcePage: page ? page.pathname + page.search : null,
		// Not typed by the visitor, so nothing to refuse: a value that is not one line is dropped, the lead kept.
		utmSource: utmSource !== null && isSingleLine(utmSource) ? utmSource : null,
	}
}

export type OriginSettings = { publicUrl: string | undefined; allowedHosts: readonly string[]; port: number }

/**
 * The origin absolute URLs are built on: PUBLIC_URL when set; else the request's own origin if its
 * host is one of ALLOWED_HOSTS; else localhost. Anyone can send any Host header, and a reflected
 * one would put their domain in canonical links, robots.txt and the sitemap (and in shared caches).
 */
export function publicOrigin(config: OriginSettings, request: Request | string) {
	if (config.publicUrl) return config.publicUrl
	const url = new URL(typeof request === 'string' ? request : request.url)
	return isAllowedHost(config, url.hostname) ? url.origin : `http://localhost:${config.port}`
}

export function isAllowedHost(config: Pick<OriginSettings, 'allowedHosts'>, hostname: string) {
	return config.allowedHosts.includes(hostname.toLowerCase())
}
