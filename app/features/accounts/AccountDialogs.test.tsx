import { act, render, screen } from '@testing-library/react'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type * as SiteDialogsTypes from '~/components/layout/site-dialogs'

const DELAY = 15_000

/**
 * The module keeps "the prompt has fired" for the page load, so each test loads it afresh.
 * Fake timers also fake performance.now(), which starts at 0 here, as at navigation in a browser.
 */
type SiteDialogsModule = typeof SiteDialogsTypes

async function renderDialogs({
	extra,
	loginPromptDelayMs = DELAY,
	shellLoaded = true,
}: { extra?: (siteDialogs: SiteDialogsModule) => ReactNode; loginPromptDelayMs?: number; shellLoaded?: boolean } = {}) {
	vi.resetModules()
	const { AccountDialogs } = await import('./AccountDialogs')
	// The dialog's shell (Radix's dialog) is loaded when the page is idle (Modal.tsx), normally long before a dialog opens.
	if (shellLoaded) await (await import('~/components/ui/Modal')).preloadModal()
	// After resetModules: the catalogue's context must be the one the fresh modules read.
	const { EnglishPage } = await import('../../../tests/support/english-page')
	const siteDialogs = await import('~/components/layout/site-dialogs')
	const { SiteDialogsProvider } = siteDialogs
	const Stub = createRoutesStub([
		{
			path: '/',
			Component: () => (
				<SiteDialogsProvider>
					<AccountDialogs siteName="Welsh Education" profile={null} loginPromptDelayMs={loginPromptDelayMs} />
					{extra?.(siteDialogs)}
				</SiteDialogsProvider>
			),
		},
	])
	render(
		<StrictMode>
			<Stub />
		</StrictMode>,
		{ wrapper: EnglishPage },
	)
	await act(async () => {})
}

async function advance(ms: number) {
	await act(async () => {
		await vi.advanceTimersByTimeAsync(ms)
	})
}

const loginDialog = () => screen.queryByRole('dialog', { name: 'Welcome Back' })

describe('the login prompt 15 s after load, under StrictMode', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		localStorage.clear()
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	test('opens once, 15 s after page load, even though StrictMode mounts the dialogs twice', async () => {
		await renderDialogs()
		await advance(DELAY - 100)
		expect(loginDialog()).toBeNull()
		await advance(100)
		expect(loginDialog()).toBeInTheDocument()
		expect(screen.getAllByRole('dialog')).toHaveLength(1)

		await act(async () => screen.getByRole('button', { name: 'Close' }).click())
		expect(loginDialog()).toBeNull()
		await advance(10 * DELAY)
		expect(loginDialog()).toBeNull()
	})

	test('counts from page load, not from when the dialogs mounted', async () => {
		await advance(10_000)
		await renderDialogs()
		await advance(DELAY - 10_000)
		expect(loginDialog()).toBeInTheDocument()
	})

	test('does not open when the isLoggedIn flag is stored', async () => {
		localStorage.setItem('isLoggedIn', 'true')
		await renderDialogs()
		await advance(2 * DELAY)
		expect(screen.queryByRole('dialog')).toBeNull()
	})

	test('does not open over another dialog (the mobile menu, say)', async () => {
		await renderDialogs({ extra: () => <div role="dialog" aria-label="Menu" /> })
		await advance(2 * DELAY)
		expect(loginDialog()).toBeNull()
		expect(screen.getAllByRole('dialog')).toHaveLength(1)
	})

	test('does not replace another of the site’s dialogs (the enquiry, say)', async () => {
		function OpenEnquiry({ useSiteDialogs }: { useSiteDialogs: SiteDialogsModule['useSiteDialogs'] }) {
			const { open, active } = useSiteDialogs()
			useEffect(() => open('enquiry'), [open])
			return <p>Open: {active}</p>
		}
		await renderDialogs({ extra: ({ useSiteDialogs }) => <OpenEnquiry useSiteDialogs={useSiteDialogs} /> })
		expect(screen.getByText('Open: enquiry')).toBeInTheDocument()
		await advance(2 * DELAY)
		expect(loginDialog()).toBeNull()
		expect(screen.getByText('Open: enquiry')).toBeInTheDocument()
	})

	test('a delay of 0 switches the prompt off', async () => {
		await renderDialogs({ loginPromptDelayMs: 0 })
		await advance(2 * DELAY)
		expect(loginDialog()).toBeNull()
	})
})

describe('the forms load on first use', () => {
	test('a dialog opens at once with its title; its form follows', async () => {
		function OpenLogin({ useSiteDialogs }: { useSiteDialogs: SiteDialogsModule['useSiteDialogs'] }) {
			const { open } = useSiteDialogs()
			useEffect(() => open('login'), [open])
			return null
		}
		await renderDialogs({ loginPromptDelayMs: 0, extra: ({ useSiteDialogs }) => <OpenLogin useSiteDialogs={useSiteDialogs} /> })
		const dialog = screen.getByRole('dialog', { name: 'Welcome Back' })
		expect(dialog).toHaveAccessibleDescription('Log in to see your courses and services.')
		expect(await screen.findByLabelText('Password')).toBeInTheDocument()
		expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()
	})

	test('opened before its shell is loaded, a dialog opens once the shell is there', async () => {
		function OpenLogin({ useSiteDialogs }: { useSiteDialogs: SiteDialogsModule['useSiteDialogs'] }) {
			const { open } = useSiteDialogs()
			useEffect(() => open('login'), [open])
			return null
		}
		await renderDialogs({ loginPromptDelayMs: 0, shellLoaded: false, extra: ({ useSiteDialogs }) => <OpenLogin useSiteDialogs={useSiteDialogs} /> })
		expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
		expect(await screen.findByLabelText('Password')).toBeInTheDocument()
	})
})
