import { useEffect, useId } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded, TextAreaField, TextField, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { CONTACT_INVALID_MESSAGE, contactConstraint, type ContactField, type ContactResult } from './contact'
import { useIdempotencyKey } from './idempotency-key'
import { pageSearch } from '~/lib/page-query'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import { useLocale, useMessage, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

/**
 * The contact page form: a plain form post to /contact, checked by the server, which answers with
 * the messages under the fields and keeps what was typed; with JavaScript the answer shows in
 * place. The page loads no schema (zod stays out of its first load).
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
	const t = useT()
	const say = useMessage()
	const action = localizedPath('/contact', useLocale())
	const navigation = useNavigation()
	const location = useLocation()
	const titleId = useId()
	const [form, fields] = useServerForm<Record<ContactField, string>>({ lastResult: result, constraint: contactConstraint })
	const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey()
	const busy = navigation.state === 'submitting' && navigation.formAction === action
	const sent = succeeded(result)

	// After a success (the form is emptied) the next message is a new submission with a key of its own.
	useEffect(() => {
		if (sent) renewIdempotencyKey()
		// renewIdempotencyKey is a fresh function each render; only a new answer matters here.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [result])

	return (
		<Form
			method="post"
			action={action}
			preventScrollReset
			{...formProps(form)}
			aria-labelledby={titleId}
			className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
		>
			<h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
				{t('contact.title')}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{t('contact.allRequired')}</p>
			<input type="hidden" name="sourcePage" value={location.pathname + pageSearch(location.search)} />
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="mt-5 grid gap-4 md:grid-cols-2">
				<TextField meta={fields.name} label={t('contact.name')} autoComplete="name" />
				<TextField meta={fields.email} label={t('contact.email')} type="email" autoComplete="email" />
				<TextField meta={fields.subject} label={t('contact.subject')} autoComplete="off" className="md:col-span-2" />
				<TextAreaField meta={fields.message} label={t('contact.message')} rows={6} className="md:col-span-2" />
			</div>
			<HoneypotField />
			<div className="mt-4">
				<PrivacyNotice />
			</div>
			<div className="mt-5 flex flex-wrap items-center gap-4">
				<SubmitButton pending={busy} pendingText={t('contact.submitting')} className="tracking-wide">
					{t('contact.submit')}
				</SubmitButton>
			</div>
			<div className="mt-4 space-y-2">
				<FormStatus>{sent && result.message ? say(result.message) : ''}</FormStatus>
				<FormError form={form} invalidMessage={CONTACT_INVALID_MESSAGE} />
			</div>
		</Form>
	)
}
