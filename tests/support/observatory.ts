/**
 * The MDN HTTP Observatory's grading, applied to one response we fetched ourselves (the real
 * scanner needs a public host; this machine has no network). It follows the Observatory's
 * published tests and score modifiers (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 * and the scanner in github.com/mdn/mdn-http-observatory, algorithm of 2024–2025):
 * start at 100, subtract every penalty; only when that is still 90 or more, add the bonuses.
 * 100+ is A+. Written from those rules, not copied, so it stays small and dependency-free.
 */

export type ObservedResponse = {
	/** The URL as the visitor sees it (https://…): decides what "secure" means. */
	url: string
	status: number
	headers: Headers
	/** Every Set-Cookie line (Headers folds them otherwise). */
	setCookies?: string[]
	/** The response body when it is HTML, for the subresource-integrity test. */
	body?: string
	/** The Origin sent with the request, for the CORS test. */
	requestOrigin?: string
	/**
	 * The same URL asked for over plain http: each hop's URL, first the http:// one (the
	 * redirection test). Undefined: the site does not answer over http at all.
	 */
	httpRoute?: string[]
}

export type TestOutcome = { name: string; result: string; pass: boolean; modifier: number }
export type ObservatoryScore = { score: number; grade: string; tests: TestOutcome[]; failing: TestOutcome[] }

const MODIFIERS: Record<string, number> = {
	// Content Security Policy
	'csp-implemented-with-no-unsafe-default-src-none': 10,
	'csp-implemented-with-no-unsafe': 5,
	'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
	'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
	'csp-implemented-with-unsafe-eval': -10,
	'csp-implemented-with-unsafe-inline': -20,
	'csp-implemented-with-insecure-scheme': -20,
	'csp-header-invalid': -25,
	'csp-not-implemented': -25,
	// Cookies
	'cookies-secure-with-httponly-sessions-and-samesite': 5,
	'cookies-secure-with-httponly-sessions': 0,
	'cookies-not-found': 0,
	'cookies-without-secure-flag-but-protected-by-hsts': -5,
	'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
	'cookies-without-secure-flag': -20,
	'cookies-samesite-flag-invalid': -20,
	'cookies-anticsrf-without-samesite-flag': -20,
	'cookies-session-without-httponly-flag': -30,
	'cookies-session-without-secure-flag': -40,
	// CORS
	'cross-origin-resource-sharing-not-implemented': 0,
	'cross-origin-resource-sharing-implemented-with-public-access': 0,
	'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
	'cross-origin-resource-sharing-implemented-with-universal-access': -50,
	// Redirection
	'redirection-to-https': 0,
	'redirection-not-needed-no-http': 0,
	'redirection-off-host-from-http': -5,
	'redirection-not-to-https-on-initial-redirection': -10,
	'redirection-not-to-https': -20,
	'redirection-missing': -20,
	// Referrer-Policy
	'referrer-policy-private': 5,
	'referrer-policy-not-implemented': 0,
	'referrer-policy-unsafe': -5,
	'referrer-policy-header-invalid': -5,
	// HSTS
	'hsts-implemented-max-age-at-least-six-months': 0,
	'hsts-implemented-max-age-less-than-six-months': -10,
	'hsts-not-implemented': -20,
	'hsts-header-invalid': -20,
	'hsts-not-implemented-no-https': -20,
	// Subresource integrity
	'sri-implemented-and-all-scripts-loaded-securely': 5,
	'sri-implemented-and-external-scripts-loaded-securely': 5,
	'sri-not-implemented-response-not-html': 0,
	'sri-not-implemented-but-no-scripts-loaded': 0,
	'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
	'sri-not-implemented-but-external-scripts-loaded-securely': -5,
	'sri-implemented-but-external-scripts-not-loaded-securely': -20,
	'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
	// X-Content-Type-Options
	'x-content-type-options-nosniff': 0,
	'x-content-type-options-not-implemented': -5,
	'x-content-type-options-header-invalid': -5,
	// X-Frame-Options
	'x-frame-options-implemented-via-csp': 5,
	'x-frame-options-sameorigin-or-deny': 0,
	'x-frame-options-allow-from-origin': 0,
	'x-frame-options-not-implemented': -20,
	'x-frame-options-header-invalid': -20,
	// Cross-Origin-Resource-Policy
	'cross-origin-resource-policy-implemented-with-same-origin': 10,
	'cross-origin-resource-policy-implemented-with-same-site': 10,
	'cross-origin-resource-policy-implemented-with-cross-origin': 0,
	'cross-origin-resource-policy-not-implemented': 0,
	'cross-origin-resource-policy-header-invalid': -5,
}

const GRADES: [number, string][] = [
	[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'],
	[50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]

export function gradeFor(score: number) {
	return GRADES.find(([min]) => score >= min)?.[1] ?? 'F'
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const isBroadOrInline = (source: string) => BROAD.has(source) || UNSAFE_INLINE.has(source)
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s))

export type ParsedCsp = Map<string, Set<string>>

/** One or more policies (comma-separated) into directive → sources, lower-cased. Throws when invalid. */
export function parseCsp(header: string): ParsedCsp {
	const csp: ParsedCsp = new Map()
	const policies = header.split(',').map((p) => p.replace(/[\r\n]/g, '').trim())
	if (policies.length > 1) throw new Error('several policies: this scorer reads one')
	for (const policy of policies) {
		if (policy.length < 'img-src'.length - 1) throw new Error(`invalid policy: ${policy}`)
		const seen = new Set<string>()
		for (const entry of policy.split(';')) {
			const [rawDirective, ...values] = entry.trim().split(/\s+/)
			if (!rawDirective) continue
			const directive = rawDirective.toLowerCase()
			// The Observatory calls a repeated directive invalid (browsers silently use the first).
			if (seen.has(directive) && directive !== 'report-uri' && directive !== 'report-to') throw new Error(`duplicate ${directive}`)
			seen.add(directive)
			const sources = values.map((v) => v.toLowerCase())
			csp.set(directive, new Set(sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources))
		}
	}
	return csp
}

function cspTest(r: ObservedResponse): { outcome: TestOutcome; csp: ParsedCsp | undefined } {
	const header = r.headers.get('content-security-policy')
	const done = (result: string, pass: boolean, csp?: ParsedCsp) => ({ outcome: outcome('content-security-policy', result, pass), csp })
	if (!header) return done('csp-not-implemented', false)
	let csp: ParsedCsp
	try {
		csp = parseCsp(header)
	} catch {
		return done('csp-header-invalid', false)
	}
	if (csp.size === 0) return done('csp-not-implemented', false)
	const copy = (s: Set<string> | undefined) => (s ? new Set(s) : undefined)
	const all = new Set(['*'])
	const objectSrc = copy(csp.get('object-src')) ?? copy(csp.get('default-src')) ?? all
	const scriptSrc = copy(csp.get('script-src')) ?? copy(csp.get('default-src')) ?? new Set(['*'])
	const styleSrc = copy(csp.get('style-src')) ?? copy(csp.get('default-src')) ?? new Set(['*'])
	// A nonce or hash makes browsers ignore 'unsafe-inline' (it is there for CSP1 browsers only).
	for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'")
	let invalid = false
	if (scriptSrc.has("'strict-dynamic'")) {
		if (hasNonceOrHash(scriptSrc)) {
			for (const s of [...scriptSrc]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s)
		} else invalid = true
	}
	const secure = new URL(r.url).protocol === 'https:'
	const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
	const active = [...csp.entries()].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, s]) => [...s])
	active.push(...scriptSrc)
	const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')

	// The first matching rule decides, from worst to best (as the Observatory orders them).
	let result: string | undefined = invalid ? 'csp-header-invalid' : undefined
	if (!result && ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((s) => BROAD.has(s)))) result = 'csp-implemented-with-unsafe-inline'
	if (!result && secure && active.some(insecure)) result = 'csp-implemented-with-insecure-scheme'
	if (!result && (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))) result = 'csp-implemented-with-unsafe-eval'
	if (!result && secure && passive.some(insecure)) result = 'csp-implemented-with-insecure-scheme-in-passive-content-only'
	if (!result && [...styleSrc].some(isBroadOrInline)) result = 'csp-implemented-with-unsafe-inline-in-style-src-only'
	const defaultSrc = csp.get('default-src')
	if (!result) result = defaultSrc?.size === 1 && defaultSrc.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe'
	const pass = [
		'csp-implemented-with-no-unsafe',
		'csp-implemented-with-no-unsafe-default-src-none',
		'csp-implemented-with-unsafe-inline-in-style-src-only',
		'csp-implemented-with-insecure-scheme-in-passive-content-only',
	].includes(result)
	return done(result, pass, csp)
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | undefined; rawSameSiteInvalid: boolean }

export function parseSetCookie(line: string): Cookie {
	const [pair = '', ...attributes] = line.split(';')
	const cookie: Cookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false, sameSite: undefined, rawSameSiteInvalid: false }
	for (const attribute of attributes) {
		const [rawKey = '', value] = attribute.trim().split('=')
		const key = rawKey.trim().toLowerCase()
		if (key === 'secure') cookie.secure = true
		else if (key === 'httponly') cookie.httpOnly = true
		else if (key === 'samesite') {
			const v = value?.trim().toLowerCase()
			if (!v || !['lax', 'strict', 'none'].includes(v)) cookie.rawSameSiteInvalid = true
			else cookie.sameSite = v
		}
	}
	return cookie
}

function cookiesTest(r: ObservedResponse, hstsPasses: boolean): TestOutcome {
	const cookies = (r.setCookies ?? []).map(parseSetCookie).filter((c) => c.name)
	if (cookies.length === 0) return outcome('cookies', 'cookies-not-found', true)
	// Worst first: the worst finding across all cookies is the result.
	const badness = [
		'cookies-session-without-secure-flag',
		'cookies-session-without-httponly-flag',
		'cookies-anticsrf-without-samesite-flag',
		'cookies-samesite-flag-invalid',
		'cookies-session-without-secure-flag-but-protected-by-hsts',
		'cookies-without-secure-flag',
		'cookies-without-secure-flag-but-protected-by-hsts',
	]
	const found = new Set<string>()
	let missingSameSite = false
	for (const c of cookies) {
		const session = ['login', 'sess'].some((s) => c.name.toLowerCase().includes(s))
		if (c.rawSameSiteInvalid || (!c.secure && c.sameSite === 'none')) found.add('cookies-samesite-flag-invalid')
		if (!c.secure) found.add(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag')
		if (c.name.toLowerCase().includes('csrf') && !c.sameSite) found.add('cookies-anticsrf-without-samesite-flag')
		if (session && !c.secure) found.add(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag')
		if (session && !c.httpOnly) found.add('cookies-session-without-httponly-flag')
		if (!c.sameSite) missingSameSite = true
	}
	const worst = badness.find((b) => found.has(b))
	if (worst) return outcome('cookies', worst, false)
	return missingSameSite
		? outcome('cookies', 'cookies-secure-with-httponly-sessions', true)
		: outcome('cookies', 'cookies-secure-with-httponly-sessions-and-samesite', true)
}

function corsTest(r: ObservedResponse): TestOutcome {
	const acao = r.headers.get('access-control-allow-origin')?.trim().toLowerCase()
	if (!acao) return outcome('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', true)
	if (acao === '*') return outcome('cross-origin-resource-sharing', 'cross-origin-resource-sharing-implemented-with-public-access', true)
	const credentials = r.headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true'
	if (r.requestOrigin && acao === r.requestOrigin.toLowerCase() && credentials)
		return outcome('cross-origin-resource-sharing', 'cross-origin-resource-sharing-implemented-with-universal-access', false)
	return outcome('cross-origin-resource-sharing', 'cross-origin-resource-sharing-implemented-with-restricted-access', true)
}

function redirectionTest(r: ObservedResponse): TestOutcome {
	const route = r.httpRoute?.map((u) => new URL(u))
	if (!route) return outcome('redirection', 'redirection-not-needed-no-http', true)
	let result: string
	if (route.length === 1) result = 'redirection-missing'
	else if (route.at(-1)!.protocol !== 'https:') result = 'redirection-not-to-https'
	else if (route[1]!.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection'
	else if (route[0]!.hostname !== route[1]!.hostname) result = 'redirection-off-host-from-http'
	else result = 'redirection-to-https'
	return outcome('redirection', result, result === 'redirection-to-https')
}

function referrerPolicyTest(r: ObservedResponse): TestOutcome {
	const header = r.headers.get('referrer-policy')
	if (!header) return outcome('referrer-policy', 'referrer-policy-not-implemented', true)
	const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
	const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
	// The last value a browser understands wins.
	const policy = header.split(',').map((v) => v.trim().toLowerCase()).filter((v) => good.includes(v) || bad.includes(v)).at(-1)
	if (policy && good.includes(policy)) return outcome('referrer-policy', 'referrer-policy-private', true)
	return outcome('referrer-policy', policy ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', false)
}

const SIX_MONTHS = 15_552_000

function hstsTest(r: ObservedResponse): TestOutcome {
	if (new URL(r.url).protocol !== 'https:') return outcome('strict-transport-security', 'hsts-not-implemented-no-https', false)
	const header = r.headers.get('strict-transport-security')
	if (!header) return outcome('strict-transport-security', 'hsts-not-implemented', false)
	// Headers.get joins repeated headers with ", ": the Observatory calls that invalid.
	const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1]
	if (header.includes(',') || maxAge === undefined) return outcome('strict-transport-security', 'hsts-header-invalid', false)
	return Number(maxAge) >= SIX_MONTHS
		? outcome('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', true)
		: outcome('strict-transport-security', 'hsts-implemented-max-age-less-than-six-months', false)
}

function sriTest(r: ObservedResponse): TestOutcome {
	const mime = r.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
	if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml') return outcome('subresource-integrity', 'sri-not-implemented-response-not-html', true)
	const scripts = [...(r.body ?? '').matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '')
	if (scripts.length === 0) return outcome('subresource-integrity', 'sri-not-implemented-but-no-scripts-loaded', true)
	const page = new URL(r.url)
	const order = [
		'sri-not-implemented-and-external-scripts-not-loaded-securely',
		'sri-implemented-but-external-scripts-not-loaded-securely',
		'sri-not-implemented-but-external-scripts-loaded-securely',
	]
	const found = new Set<string>()
	let external = false
	let sameOriginWithIntegrity = false
	for (const attributes of scripts) {
		const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
		if (!src) continue
		const integrity = /\bintegrity\s*=/i.test(attributes)
		const protocolRelative = src.startsWith('//')
		const absolute = /^https?:\/\//i.test(src)
		// Same registrable domain, roughly: the last two labels of the host.
		const site = (host: string) => host.split('.').slice(-2).join('.')
		const sameSite = !absolute || (!protocolRelative && site(new URL(src).hostname) === site(page.hostname))
		const secureScheme = absolute ? src.toLowerCase().startsWith('https:') : !protocolRelative && page.protocol === 'https:'
		if (protocolRelative || !sameSite) {
			external = true
			if (integrity && !secureScheme) found.add('sri-implemented-but-external-scripts-not-loaded-securely')
			else if (!integrity && secureScheme) found.add('sri-not-implemented-but-external-scripts-loaded-securely')
			else if (!integrity) found.add('sri-not-implemented-and-external-scripts-not-loaded-securely')
		} else if (integrity && secureScheme) sameOriginWithIntegrity = true
	}
	const worst = order.find((o) => found.has(o))
	if (worst) return outcome('subresource-integrity', worst, false)
	if (sameOriginWithIntegrity) return outcome('subresource-integrity', 'sri-implemented-and-all-scripts-loaded-securely', true)
	return external
		? outcome('subresource-integrity', 'sri-implemented-and-external-scripts-loaded-securely', true)
		: outcome('subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', true)
}

function xContentTypeOptionsTest(r: ObservedResponse): TestOutcome {
	const header = r.headers.get('x-content-type-options')
	if (!header) return outcome('x-content-type-options', 'x-content-type-options-not-implemented', false)
	return header.trim().toLowerCase() === 'nosniff'
		? outcome('x-content-type-options', 'x-content-type-options-nosniff', true)
		: outcome('x-content-type-options', 'x-content-type-options-header-invalid', false)
}

function xFrameOptionsTest(r: ObservedResponse, csp: ParsedCsp | undefined): TestOutcome {
	if (csp?.has('frame-ancestors')) return outcome('x-frame-options', 'x-frame-options-implemented-via-csp', true)
	const header = r.headers.get('x-frame-options')?.trim().toLowerCase()
	if (!header) return outcome('x-frame-options', 'x-frame-options-not-implemented', false)
	if (header === 'deny' || header === 'sameorigin') return outcome('x-frame-options', 'x-frame-options-sameorigin-or-deny', true)
	if (header.startsWith('allow-from')) return outcome('x-frame-options', 'x-frame-options-allow-from-origin', true)
	return outcome('x-frame-options', 'x-frame-options-header-invalid', false)
}

function corpTest(r: ObservedResponse): TestOutcome {
	const header = r.headers.get('cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase()
	const name = 'cross-origin-resource-policy'
	if (!header) return outcome(name, 'cross-origin-resource-policy-not-implemented', true)
	if (header === 'same-origin') return outcome(name, 'cross-origin-resource-policy-implemented-with-same-origin', true)
	if (header === 'same-site') return outcome(name, 'cross-origin-resource-policy-implemented-with-same-site', true)
	if (header === 'cross-origin') return outcome(name, 'cross-origin-resource-policy-implemented-with-cross-origin', true)
	return outcome(name, 'cross-origin-resource-policy-header-invalid', false)
}

function outcome(name: string, result: string, pass: boolean): TestOutcome {
	const modifier = MODIFIERS[result]
	if (modifier === undefined) throw new Error(`no score for ${result}`)
	return { name, result, pass, modifier }
}

/** Runs the Observatory's ten tests on one response and grades it. */
export function scoreResponse(r: ObservedResponse): ObservatoryScore {
	const { outcome: csp, csp: parsed } = cspTest(r)
	const hsts = hstsTest(r)
	const tests = [
		csp,
		cookiesTest(r, hsts.pass),
		corsTest(r),
		redirectionTest(r),
		referrerPolicyTest(r),
		hsts,
		sriTest(r),
		xContentTypeOptionsTest(r),
		xFrameOptionsTest(r, parsed),
		corpTest(r),
	]
	const penalised = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
	const withBonuses = 100 + tests.reduce((sum, t) => sum + t.modifier, 0)
	const score = Math.max(0, penalised >= 90 ? withBonuses : penalised)
	return { score, grade: gradeFor(score), tests, failing: tests.filter((t) => !t.pass) }
}
