import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

/**
 * A fresh module each time (it remembers a loaded menu), and no idle preload: the visitor comes
 * first. The English catalogue is given through the fresh modules' own language context.
 */
async function renderMenu(user: { email: string; name: string } | null = null) {
	vi.resetModules()
	const { SiteDialogsProvider } = await import('./site-dialogs')
	const { UserMenu } = await import('./UserMenu')
	const { PageLanguageProvider } = await import('~/features/i18n/i18n')
	const { compiledCatalogue } = await import('~/features/i18n/catalogues.server')
	const english = { locale: 'en' as const, messages: compiledCatalogue('en') }
	const Stub = createRoutesStub([
		{
			path: '/',
			Component: () => (
				<PageLanguageProvider value={english}>
					<SiteDialogsProvider>
						<UserMenu user={user} />
					</SiteDialogsProvider>
				</PageLanguageProvider>
			),
		},
	])
	render(<Stub />)
}

describe('the account menu, loaded when first reached for', () => {
	beforeEach(() => {
		vi.stubGlobal('requestIdleCallback', () => 0)
		vi.stubGlobal('cancelIdleCallback', () => {})
	})
	afterEach(() => {
		vi.unstubAllGlobals()
	})

	test('a press before the menu is loaded opens it once it is', async () => {
		await renderMenu()
		const button = await screen.findByRole('button', { name: 'Log in or sign up' })
		expect(button).toHaveAttribute('aria-haspopup', 'menu')
		expect(button).toHaveAttribute('aria-expanded', 'false')
		expect(button).not.toHaveAttribute('id')
		await userEvent.click(button)
		expect(await screen.findByRole('menuitem', { name: 'Log in' })).toBeInTheDocument()
		expect(screen.getByRole('menuitem', { name: 'Sign up' })).toBeInTheDocument()
		expect(screen.getByRole('button', { name: 'Log in or sign up' })).toHaveAttribute('aria-expanded', 'true')
	})

	test('focusing the button loads the menu and keeps the focus on its button', async () => {
		await renderMenu({ email: 'asha@example.com', name: 'Asha' })
		await userEvent.tab()
		expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
		// The loaded menu's trigger (Radix gives it an id) takes the stand-in's place, and the focus.
		await expect.poll(() => screen.getByRole('button', { name: 'Account menu' }).id).not.toBe('')
		expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
		await userEvent.keyboard('{Enter}')
		expect(await screen.findByRole('menuitem', { name: 'My Courses' })).toBeInTheDocument()
		expect(screen.getByText('Welcome, Asha')).toBeInTheDocument()
	})
})
