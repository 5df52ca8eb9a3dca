import { useEffect } from 'react'
import type { BrowserUser } from './account'
import { forgetBrowserUser, hasLoggedInFlag, rememberBrowserUser } from './browser-account-state'

/**
 * Keeps `welsh-user` and `isLoggedIn` in step with the server session, which is the truth: a page
 * load that finds the flag but no session clears them (PRODUCT.md item 5).
 */
export function useBrowserAccountSync(user: BrowserUser | null) {
	useEffect(() => {
		if (user) rememberBrowserUser(user)
		else if (hasLoggedInFlag()) forgetBrowserUser()
	}, [user])
}
