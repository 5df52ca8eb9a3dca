import { CheckCircle2 } from 'lucide-react'
import { Form, Link, useLocation } from 'react-router'
import { type FieldMeta, FormError, formProps, SelectField, SubmitButton, succeeded, TextAreaField, TextField, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { enquiryConstraint, type EnquiryField, enquiryCourseOptions, enquiryMessages, type EnquiryResult } from './enquiry'
import { pageSearch } from '~/lib/page-query'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'

/** The enquiry's fields, shared by the page (no JavaScript) and the dialog (EnquiryDialogForm.tsx). */
export function EnquiryFields({ fields, idempotencyKey }: { fields: Record<EnquiryField, FieldMeta>; idempotencyKey: string }) {
	const location = useLocation()
	return (
		<>
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<input type="hidden" name="sourcePage" value={location.pathname + pageSearch(location.search)} />
			<TextField meta={fields.name} label="Full name" autoComplete="name" />
			<SelectField meta={fields.course} label="Course you are interested in" placeholder="Choose a course" options={enquiryCourseOptions} />
			<TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
			<TextField meta={fields.mobile} label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" />
			<TextAreaField meta={fields.tellus} label="Tell us about your plans (optional)" rows={3} />
			<HoneypotField />
		</>
	)
}

export function EnquiryThankYou() {
	return (
		<div role="status" className="py-6 text-center">
			<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
			<p className="mt-3 text-xl font-extrabold text-brand-900">{enquiryMessages.thankYouTitle}</p>
			<p className="mt-2 text-slate-700">{enquiryMessages.thankYouBody}</p>
			<p className="mt-4">
				<Link to="/book" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
					Or book a free counselling session now
				</Link>
			</p>
		</div>
	)
}

/** The same form as a page: a plain form post for visitors without JavaScript, checked by the server. */
export function EnquiryPageForm({ result, course, idempotencyKey }: { result: EnquiryResult | undefined; course?: string; idempotencyKey: string }) {
	const [form, fields] = useServerForm<Record<EnquiryField, string>>({ lastResult: result, defaultValue: { course }, constraint: enquiryConstraint })
	if (succeeded(result)) return <EnquiryThankYou />
	return (
		<Form method="post" action="/enquire" {...formProps(form)} className="space-y-4">
			<EnquiryFields fields={fields} idempotencyKey={idempotencyKey} />
			<FormError form={form} />
			<PrivacyNotice />
			<SubmitButton block>Submit Enquiry</SubmitButton>
		</Form>
	)
}
