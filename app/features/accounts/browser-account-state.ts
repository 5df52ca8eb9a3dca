import type { BrowserUser } from './account'

/** SPEC.md section 3: the browser keeps the signed-in user and a login flag. The server never trusts them. */
export const BROWSER_USER_KEY = 'welsh-user'
export const LOGGED_IN_FLAG_KEY = 'isLoggedIn'

export function rememberBrowserUser(user: BrowserUser) {
	try {
		localStorage.setItem(BROWSER_USER_KEY, JSON.stringify(user))
		localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true')
	} catch {
		// Storage may be unavailable (private mode, quota): the session cookie still works.
	}
}

export function forgetBrowserUser() {
	try {
		localStorage.removeItem(BROWSER_USER_KEY)
		localStorage.removeItem(LOGGED_IN_FLAG_KEY)
	} catch {
		// See above.
	}
}

export function hasLoggedInFlag() {
	try {
		return localStorage.getItem(LOGGED_IN_FLAG_KEY) === 'true'
	} catch {
		return false
	}
}
