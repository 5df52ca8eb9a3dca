import { expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { contentSecurityPolicy } from '../../../../server/security-headers'
import { mapLinks } from './LocationMap'

test('the Content Security Policy lets the map embed (and Google’s own redirect) into a frame, and nothing else', () => {
	const directives = new Map(
		contentSecurityPolicy('nonce', false)
			.split('; ')
			.map((d) => d.split(' '))
			.map(([name, ...values]) => [name!, values]),
	)
	const frameSources = directives.get('frame-src')!
	expect(frameSources).toContain(new URL(mapLinks(defaultSiteSettings).embed).origin)
	expect(frameSources).toContain('https://www.google.com')
	expect(frameSources.every((source) => /^https:\/\/(www|maps)\.google\.com$/.test(source))).toBe(true)
})
