import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '~/components/ui/TextField'
import { formErrorOf, profileSchema } from './account-schema'
import { accountMessages, type BrowserUser, type FormError } from './account'
import { rememberBrowserUser } from './browser-account-state'

export type ProfileActionResult = { ok: true; user: BrowserUser } | { ok: false; message: string; detail?: string; field?: string }

export type EditableProfile = { name: string; email: string; mobile: string | null }

/** SPEC: name, mobile and email, saved on the server; changing the email needs the current password. */
export function EditProfileForm({ profile, onSaved }: { profile: EditableProfile; onSaved(): void }) {
	const fetcher = useFetcher<ProfileActionResult>()
	const [clientError, setClientError] = useState<FormError | null>(null)
	const errorId = useId()
	const [email, setEmail] = useState(profile.email)
	const handled = useRef<ProfileActionResult | undefined>(undefined)
	const busy = fetcher.state !== 'idle'
	const result = busy ? undefined : fetcher.data
	const changingEmail = email.trim().toLowerCase() !== profile.email.toLowerCase()

	useEffect(() => {
		if (!result || handled.current === result) return
		handled.current = result
		if (result.ok) {
			rememberBrowserUser(result.user)
			const timer = setTimeout(onSaved, 500)
			return () => clearTimeout(timer)
		}
	}, [result, onSaved])

	function validate(event: FormEvent<HTMLFormElement>) {
		const parsed = profileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
		if (!parsed.success) {
			event.preventDefault()
			setClientError(formErrorOf(parsed.error, accountMessages.profileInvalid))
		} else setClientError(null)
	}

	const failed = result && !result.ok ? result : null
	const invalidFields = clientError?.fields ?? (failed?.field ? [failed.field] : [])
	const field = (name: string) => ({ name, invalid: invalidFields.includes(name), errorId })
	return (
		<fetcher.Form method="post" action="/profile" noValidate onSubmit={validate} className="space-y-4">
			<TextField label="Name" {...field('name')} autoComplete="name" required defaultValue={profile.name} />
			<TextField label="Mobile number" {...field('mobile')} type="tel" autoComplete="tel" inputMode="tel" required defaultValue={profile.mobile ?? ''} hint="At least 10 digits, with the country code if outside India." />
			<TextField label="Email" {...field('email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
			{changingEmail ? (
				<TextField label="Current password" {...field('currentPassword')} type="password" autoComplete="current-password" required hint="Needed to change the email you sign in with." />
			) : null}
			<FormMessage tone="error" id={errorId}>
				{clientError ? (
					clientError.message
				) : failed ? (
					<>
						{failed.message}
						{failed.detail ? <span className="block font-normal">{failed.detail}</span> : null}
					</>
				) : null}
			</FormMessage>
			<FormMessage tone="success">{result?.ok ? 'Profile updated' : ''}</FormMessage>
			<button type="submit" disabled={busy} className={primaryButtonClass}>
				{busy ? 'Saving...' : 'Save changes'}
			</button>
		</fetcher.Form>
	)
}
