import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import { profileConstraint, type ProfileResult } from './account'
import { profileSchema } from './account-schema'
import { rememberBrowserUser } from './browser-account-state'

export type EditableProfile = { name: string; email: string; mobile: string | null }

export const PROFILE_CLOSE_DELAY_MS = 500

/**
 * SPEC: name, mobile and email, saved on the server. A new email needs the current password and
 * changes only when the link sent to it is opened (the security page's way, issue 16).
 */
export function EditProfileForm({ profile, onSaved }: { profile: EditableProfile; onSaved(): void }) {
	const fetcher = useFetcher<ProfileResult>()
	const busy = fetcher.state !== 'idle'
	const result = busy ? undefined : fetcher.data
	const [form, fields] = useForm({
		lastResult: fetcher.data,
		defaultValue: { name: profile.name, mobile: profile.mobile ?? '', email: profile.email },
		constraint: profileConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
	})
	// The field Conform keeps up to date as the visitor types.
	const email = typeof fields.email.value === 'string' ? fields.email.value : ''
	const changingEmail = email.trim().toLowerCase() !== profile.email.toLowerCase()

	const handled = useRef<ProfileResult | undefined>(undefined)
	useEffect(() => {
		if (!succeeded(result) || handled.current === result) return
		handled.current = result
		rememberBrowserUser(result.user)
		// A link went to the new address: the dialog stays open, so the message saying so can be read.
		if (result.emailChangePending) return
		const timer = setTimeout(onSaved, PROFILE_CLOSE_DELAY_MS)
		return () => clearTimeout(timer)
	}, [result, onSaved])

	return (
		<fetcher.Form method="post" action="/profile" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.name} label="Name" autoComplete="name" />
			<TextField meta={fields.mobile} label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" hint="At least 10 digits, with the country code if outside India." />
			<TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
			{changingEmail ? (
				<TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" hint="Needed to change the email you sign in with. We send a link to the new address; it changes when you open it." />
			) : null}
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText="Saving...">
				Save changes
			</SubmitButton>
			<p className="text-center text-sm">
				<Link to="/account/security" onClick={onSaved} className="font-semibold text-brand-700 underline">
					Password, email and devices: account security
				</Link>
			</p>
		</fetcher.Form>
	)
}
