import { type ReactNode, useEffect, useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded, TextField, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { useT } from '~/features/i18n/i18n'
import { useIdempotencyKey } from '~/features/leads/idempotency-key'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import { type CounsellorLeadField, counsellorLeadConstraint, type CounsellorLeadResult } from './counsellor-lead'

/**
 * "Talk to a counsellor about this": a plain form post to the tool's own page (it works without
 * JavaScript), with the tool's inputs as the hidden fields given as children.
 */
export function CounsellorLeadForm({ action, result, children }: { action: string; result: CounsellorLeadResult | undefined; children: ReactNode }) {
	const t = useT()
	const navigation = useNavigation()
	const titleId = useId()
	const [form, fields] = useServerForm<Record<CounsellorLeadField, string>>({
		lastResult: result,
		constraint: counsellorLeadConstraint,
	})
	const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey()
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const sent = succeeded(result)

	// After a success the next request is a new submission with a key of its own.
	useEffect(() => {
		if (sent) renewIdempotencyKey()
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [result])

	return (
		<Form method="post" action={action} preventScrollReset {...formProps(form)} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
			<h2 id={titleId} className="text-xl font-extrabold text-brand-900">
				{t('tools.lead.title')}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{t('tools.lead.intro')}</p>
			{children}
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="mt-4 grid gap-4 md:grid-cols-3">
				<TextField meta={fields.name} label={t('enquiry.name')} autoComplete="name" />
				<TextField meta={fields.email} label={t('enquiry.email')} type="email" autoComplete="email" />
				<TextField meta={fields.mobile} label={t('enquiry.mobile')} type="tel" autoComplete="tel" />
			</div>
			<HoneypotField />
			<div className="mt-4">
				<PrivacyNotice />
			</div>
			<div className="mt-4">
				<SubmitButton pending={busy} pendingText={t('enquiry.submitting')}>
					{t('tools.lead.submit')}
				</SubmitButton>
			</div>
			<div className="mt-4 space-y-2">
				<FormStatus>{sent ? t('tools.lead.thanks') : ''}</FormStatus>
				<FormError form={form} />
			</div>
		</Form>
	)
}
