import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { z } from 'zod'
import { formErrorOf } from './account-schema'
import { accountMessages, type FormError } from './account'
import { rememberBrowserUser } from './browser-account-state'
import type { AccountFormResult } from './LoginForm'

/**
 * The login and signup dialogs' shared behaviour: check the form with the server's own schema
 * before sending, remember the user in the browser on success, and close after `closeDelayMs`
 * (SPEC: 400 ms for login, 500 ms for signup).
 */
export function useAccountDialogForm(schema: z.ZodType, closeDelayMs: number, onSuccess: () => void) {
	const fetcher = useFetcher<AccountFormResult>()
	const [clientError, setClientError] = useState<FormError | null>(null)
	const handled = useRef<AccountFormResult | undefined>(undefined)
	const busy = fetcher.state !== 'idle'
	const result = busy ? undefined : fetcher.data

	useEffect(() => {
		if (!result || handled.current === result) return
		handled.current = result
		if (result.ok) {
			rememberBrowserUser(result.user)
			const timer = setTimeout(onSuccess, closeDelayMs)
			return () => clearTimeout(timer)
		}
	}, [result, onSuccess, closeDelayMs])

	function validate(event: FormEvent<HTMLFormElement>) {
		const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
		if (!parsed.success) {
			event.preventDefault()
			setClientError(formErrorOf(parsed.error, accountMessages.requiredFields))
		} else setClientError(null)
	}

	return { fetcher, busy, result, clientError, validate }
}
