import { useEffect, useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { FormError, formProps, FormStatus, SubmitButton, succeeded, TextField, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { type Locale, localizedPath } from '~/features/i18n/locales'
import { useIdempotencyKey } from '~/features/leads/idempotency-key'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import type { PlanT } from './PlanPage'
import type { PlanLeadResult } from './plan.server'
import { planLeadConstraint, type PlanLeadField } from './plan-lead'

/**
 * "Email me this plan" and "Talk to a counsellor about this plan": one form, two buttons, a plain
 * post checked by the server (no zod in the page's first load). The plan travels as its query string.
 */
export function PlanLeadForm({ t, search, result, locale }: { t: PlanT; search: string; result: PlanLeadResult | undefined; locale: Locale }) {
	const navigation = useNavigation()
	const titleId = useId()
	const [form, fields] = useServerForm<Record<PlanLeadField, string>>({ lastResult: result, constraint: planLeadConstraint })
	const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey()
	const action = localizedPath(`/plan${search}`, locale)
	const busy = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
	const pressed = navigation.formData?.get('intent')
	const sent = succeeded(result)

	// After a success the next request is a new submission with a key of its own.
	useEffect(() => {
		if (sent) renewIdempotencyKey()
		// renewIdempotencyKey is a fresh function each render; only a new answer matters here.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [result])

	return (
		<Form method="post" action={action} preventScrollReset {...formProps(form)} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden">
			<h2 id={titleId} className="text-2xl font-extrabold text-brand-900">
				{t('plan.lead.heading')}
			</h2>
			<p className="mt-1 text-slate-700">{t('plan.lead.intro')}</p>
			<input type="hidden" name="plan" value={search} />
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="mt-5 grid gap-4 md:grid-cols-3">
				<TextField meta={fields.name} label={t('plan.lead.name')} autoComplete="name" />
				<TextField meta={fields.email} label={t('plan.lead.email')} type="email" autoComplete="email" />
				<TextField meta={fields.mobile} label={t('plan.lead.mobile')} type="tel" autoComplete="tel" />
			</div>
			<HoneypotField />
			<div className="mt-4">
				<PrivacyNotice />
			</div>
			<div className="mt-5 flex flex-wrap items-center gap-4">
				<SubmitButton name="intent" value="email" pending={busy && pressed === 'email'} pendingText={t('plan.lead.sending')}>
					{t('plan.lead.emailMe')}
				</SubmitButton>
				<SubmitButton name="intent" value="counsellor" variant="secondary" pending={busy && pressed === 'counsellor'} pendingText={t('plan.lead.sending')}>
					{t('plan.lead.talk')}
				</SubmitButton>
			</div>
			<div className="mt-4 space-y-2">
				<FormStatus>{sent ? result.message : ''}</FormStatus>
				<FormError form={form} invalidMessage={t('plan.error.invalid')} />
			</div>
		</Form>
	)
}
