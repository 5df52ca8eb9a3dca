import { CheckCircle2 } from '~/components/ui/icons'
import { Form, Link, useLocation } from 'react-router'
import { type FieldMeta, FormError, formProps, SelectField, SubmitButton, succeeded, TextAreaField, TextField, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { enquiryConstraint, type EnquiryField, enquiryCourseOptions, type EnquiryResult } from './enquiry'
import { orEnglish, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { pageSearch } from '~/lib/page-query'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'

/**
 * The enquiry's fields, shared by the page (no JavaScript) and the dialog (EnquiryDialogForm.tsx).
 * The course options in the page's language: /enquire's loader sends their keys, the dialog passes
 * the module of its language (`optionLabels`); an English page shows SPEC's labels (enquiry.ts).
 */
export function EnquiryFields({ fields, idempotencyKey, optionLabels }: { fields: Record<EnquiryField, FieldMeta>; idempotencyKey: string; optionLabels?: Partial<Record<string, string>> | null }) {
	const location = useLocation()
	const t = useT()
	const options = enquiryCourseOptions.map(({ value, label }) => ({ value, label: optionLabels?.[`enquiry.option.${value}`] ?? orEnglish(t, `enquiry.option.${value}`, label) }))
	return (
		<>
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<input type="hidden" name="sourcePage" value={location.pathname + pageSearch(location.search)} />
			<TextField meta={fields.name} label={t('enquiry.name')} autoComplete="name" />
			<SelectField meta={fields.course} label={t('enquiry.course')} placeholder={t('enquiry.coursePlaceholder')} options={options} />
			<TextField meta={fields.email} label={t('enquiry.email')} type="email" autoComplete="email" />
			<TextField meta={fields.mobile} label={t('enquiry.mobile')} type="tel" autoComplete="tel" inputMode="tel" />
			<TextAreaField meta={fields.tellus} label={t('enquiry.tellus')} rows={3} />
			<HoneypotField />
		</>
	)
}

export function EnquiryThankYou() {
	const t = useT()
	const locale = useLocale()
	return (
		<div role="status" className="py-6 text-center">
			<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
			<p className="mt-3 text-xl font-extrabold text-brand-900">{t('enquiry.thankYouTitle')}</p>
			<p className="mt-2 text-slate-700">{t('enquiry.thankYouBody')}</p>
			<p className="mt-4">
				<Link to={localizedPath('/book', locale)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
					{t('enquiry.bookSession')}
				</Link>
			</p>
		</div>
	)
}

/** The same form as a page: a plain form post for visitors without JavaScript, checked by the server. */
export function EnquiryPageForm({ result, course, idempotencyKey }: { result: EnquiryResult | undefined; course?: string; idempotencyKey: string }) {
	const [form, fields] = useServerForm<Record<EnquiryField, string>>({ lastResult: result, defaultValue: { course }, constraint: enquiryConstraint })
	const t = useT()
	const locale = useLocale()
	if (succeeded(result)) return <EnquiryThankYou />
	return (
		<Form method="post" action={localizedPath('/enquire', locale)} {...formProps(form)} className="space-y-4">
			<EnquiryFields fields={fields} idempotencyKey={idempotencyKey} />
			<FormError form={form} />
			<PrivacyNotice />
			<SubmitButton block>{t('enquiry.submit')}</SubmitButton>
		</Form>
	)
}
