import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import { useLocale, useMessage, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
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
	const t = useT()
	const say = useMessage()
	const locale = useLocale()
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
			<TextField meta={fields.name} label={t('account.fieldName.name')} autoComplete="name" />
			<TextField meta={fields.mobile} label={t('account.fieldName.mobile')} type="tel" autoComplete="tel" inputMode="tel" hint={t('account.signedIn.profile.mobileHint')} />
			<TextField meta={fields.email} label={t('account.fieldName.email')} type="email" autoComplete="email" />
			{changingEmail ? (
				<TextField meta={fields.currentPassword} label={t('account.signedIn.currentPassword')} type="password" autoComplete="current-password" hint={t('account.signedIn.profile.passwordHint')} />
			) : null}
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? say(result.message ?? '') : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText={t('account.signedIn.profile.saving')}>
				{t('account.signedIn.profile.save')}
			</SubmitButton>
			<p className="text-center text-sm">
				<Link to={localizedPath('/account/security', locale)} onClick={onSaved} className="font-semibold text-brand-700 underline">
					{t('account.signedIn.profile.securityLink')}
				</Link>
			</p>
		</fetcher.Form>
	)
}
