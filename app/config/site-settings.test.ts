import { describe, expect, test } from 'vitest'
import { defaultSiteSettings, whatsappMailLink, whatsappPageLink } from './site-settings'
import { resolveSiteSettings } from './site-settings-schema'

function errorsFor(env: Record<string, string>) {
	const result = resolveSiteSettings(env)
	return result.ok ? [] : result.errors
}

describe('site settings', () => {
	test('the demo defaults are valid', () => {
		expect(resolveSiteSettings({})).toEqual({ ok: true, value: defaultSiteSettings })
	})

	test('environment variables override the defaults', () => {
		const result = resolveSiteSettings({ SITE_NAME: 'Punjab Study Centre', SITE_MAP_LATITUDE: '30.9', SITE_MAP_LONGITUDE: '75.85' })
		expect(result.ok && result.value.name).toBe('Punjab Study Centre')
		expect(result.ok && result.value.map).toEqual({ latitude: 30.9, longitude: 75.85 })
	})

	test.each(['-90', '0', '90', '31.3256'])('latitude %s is accepted', (latitude) => {
		expect(errorsFor({ SITE_MAP_LATITUDE: latitude })).toEqual([])
	})

	test.each(['-90.01', '90.5', '100', 'north'])('latitude %s is rejected with the variable and the rule', (latitude) => {
		const [error] = errorsFor({ SITE_MAP_LATITUDE: latitude })
		expect(error).toMatch(/^SITE_MAP_LATITUDE must (be between -90 and 90|be a number)/)
		expect(error).toContain(JSON.stringify(latitude))
	})

	test.each(['-180', '180', '75.5792'])('longitude %s is accepted', (longitude) => {
		expect(errorsFor({ SITE_MAP_LONGITUDE: longitude })).toEqual([])
	})

	test.each(['-180.1', '181', '360'])('longitude %s is rejected', (longitude) => {
		expect(errorsFor({ SITE_MAP_LONGITUDE: longitude })).toEqual([
			`SITE_MAP_LONGITUDE must be between -180 and 180 (got ${JSON.stringify(longitude)})`,
		])
	})

	test('a WhatsApp number must be digits with the country code', () => {
		expect(errorsFor({ SITE_WHATSAPP_NUMBER: '+91 98765' })[0]).toMatch(/^SITE_WHATSAPP_NUMBER must be digits only/)
	})

	test('an email must look like one', () => {
		expect(errorsFor({ SITE_EMAIL: 'not-an-email' })[0]).toMatch(/^SITE_EMAIL must be an email address/)
	})

	test('the time zone defaults to Asia/Kolkata and must be a real IANA zone', () => {
		expect(defaultSiteSettings.timeZone).toBe('Asia/Kolkata')
		const result = resolveSiteSettings({ SITE_TIME_ZONE: 'Europe/London' })
		expect(result.ok && result.value.timeZone).toBe('Europe/London')
		expect(errorsFor({ SITE_TIME_ZONE: 'India/Jalandhar' })).toEqual(['SITE_TIME_ZONE must be an IANA time zone such as Asia/Kolkata (got "India/Jalandhar")'])
	})

	test('the chat link carries the greeting', () => {
		const link = whatsappMailLink({ whatsappNumber: '919876543210', whatsappGreeting: 'Hello & welcome?' })
		expect(link).toBe('https://wa.me/919876543210?text=Hello%20%26%20welcome%3F')
	})

	test("a page's chat link keeps the greeting's letters, and the browser sends wa.me the same text as the email's link", () => {
		const greeting = 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਕੋਰਸ & ਫੀਸ? 100% #1 a+b=c'
		const settings = { whatsappNumber: '919876543210', whatsappGreeting: greeting }
		const link = whatsappPageLink(settings)
		expect(link).toBe('https://wa.me/919876543210?text=ਸਤ%20ਸ੍ਰੀ%20ਅਕਾਲ!%20ਕੋਰਸ%20%26%20ਫੀਸ%3F%20100%25%20%231%20a%2Bb%3Dc')
		// What a browser requests (the WHATWG URL parser encodes the letters as UTF-8) is the greeting all percent-encoded, as the email's link writes it.
		const requested = new URL(link)
		expect(requested.href).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(greeting)}`)
		expect(whatsappMailLink(settings)).toBe(requested.href)
		expect(requested.searchParams.get('text')).toBe(greeting)
		expect(URL.canParse(link)).toBe(true)
	})
})
