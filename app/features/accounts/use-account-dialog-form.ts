import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { $ZodType } from 'zod/v4/core'
import { type FormConstraint, succeeded } from '~/components/ui/form'
import type { AccountResult } from './account'
import { rememberBrowserUser } from './browser-account-state'

/**
 * The login and signup dialogs' shared behaviour: check the form with the server's own schema
 * before sending (Conform), remember the user in the browser on success, and close after
 * `closeDelayMs` (SPEC: 400 ms for login, 500 ms for signup).
 */
export function useAccountDialogForm<Name extends string>(
	schema: $ZodType<unknown, Partial<Record<Name, unknown>>>,
	constraint: FormConstraint<Name>,
	closeDelayMs: number,
	onSuccess: () => void,
) {
	const fetcher = useFetcher<AccountResult>()
	const busy = fetcher.state !== 'idle'
	const result = busy ? undefined : fetcher.data
	const [form, fields] = useForm<Partial<Record<Name, unknown>>, unknown>({
		lastResult: fetcher.data,
		constraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})

	const handled = useRef<AccountResult | undefined>(undefined)
	useEffect(() => {
		if (!succeeded(result) || handled.current === result) return
		handled.current = result
		rememberBrowserUser(result.user)
		const timer = setTimeout(onSuccess, closeDelayMs)
		return () => clearTimeout(timer)
	}, [result, onSuccess, closeDelayMs])

	return { fetcher, busy, form, fields, result }
}
