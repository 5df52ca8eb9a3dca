import { useCallback } from 'react'
import { useFetcher } from 'react-router'
import { forgetBrowserUser } from './browser-account-state'

/** Ends the session on the server and clears the browser's copy of the user. */
export function useLogout() {
	const fetcher = useFetcher()
	return useCallback(() => {
		forgetBrowserUser()
		void fetcher.submit(null, { method: 'post', action: '/logout' })
	}, [fetcher])
}
