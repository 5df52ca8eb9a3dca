/** @vitest-environment-options {"settings": {"disableIframePageLoading": true}} */
// The test machine is offline, and a unit test has no business loading Google: frames stay empty.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { EnglishPage } from '../../../../tests/support/english-page'
import { LocationMap } from './LocationMap'

afterEach(() => vi.restoreAllMocks())

test('a shipped map card with the address and a working link; Google’s map loads only on request', async () => {
	const { container } = render(
		<EnglishPage>
			<LocationMap site={defaultSiteSettings} />
		</EnglishPage>,
	)
	const region = screen.getByRole('region', { name: 'Find us' })
	expect(region).toHaveTextContent(defaultSiteSettings.address)
	expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=31.3256,75.5792')
	expect(container.querySelector('iframe')).toBeNull()

	await userEvent.click(screen.getByRole('button', { name: 'Show interactive map' }))
	const frame = screen.getByTitle(`Map showing Welsh Education, ${defaultSiteSettings.address}`)
	expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=31.3256,75.5792&z=15&output=embed')
	expect(frame).toHaveFocus()
	expect(screen.queryByRole('button', { name: 'Show interactive map' })).not.toBeInTheDocument()
	expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toBeInTheDocument()
})

test('offline, the map card stays and says why; the link is still there', async () => {
	vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
	const { container } = render(
		<EnglishPage>
			<LocationMap site={defaultSiteSettings} />
		</EnglishPage>,
	)
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
	await userEvent.click(screen.getByRole('button', { name: 'Show interactive map' }))
	expect(screen.getByRole('status')).toHaveTextContent('You seem to be offline, so the interactive map cannot load. The link below opens Google Maps when you are back online.')
	expect(container.querySelector('iframe')).toBeNull()
	expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toBeInTheDocument()
})
