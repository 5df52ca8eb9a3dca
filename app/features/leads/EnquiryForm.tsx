import { CheckCircle2 } from 'lucide-react'
import { useId } from 'react'
import { Form, useLocation } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '~/components/ui/TextField'
import { type EnquiryActionResult, enquiryCourseOptions, enquiryMessages } from './enquiry'
import { HoneypotField } from '~/components/ui/HoneypotField'

type FieldProblem = { field?: string; errorId: string; autoFocus?: boolean }

/** The enquiry's fields, shared by the page (no JavaScript) and the dialog (EnquiryDialogForm.tsx). */
export function EnquiryFields({ defaults, idempotencyKey, problem }: { defaults: Partial<Record<string, string>>; idempotencyKey: string; problem: FieldProblem }) {
	const id = useId()
	const location = useLocation()
	// The field the message is about is marked invalid and described by it.
	const flag = (name: string) =>
		problem.field === name ? { invalid: true, errorId: problem.errorId, autoFocus: problem.autoFocus } : { invalid: false }
	const flagPlain = (name: string) =>
		problem.field === name
			? { 'aria-invalid': true as const, 'aria-describedby': problem.errorId, autoFocus: problem.autoFocus }
			: {}
	return (
		<>
			<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
			<input type="hidden" name="sourcePage" value={location.pathname + location.search} />
			<TextField label="Full name" name="name" autoComplete="name" required defaultValue={defaults.name} {...flag('name')} />
			<div>
				<label htmlFor={`${id}-course`} className="block text-sm font-semibold text-slate-800">
					Course you are interested in
				</label>
				<select
					id={`${id}-course`}
					name="course"
					required
					defaultValue={defaults.course ?? ''}
					{...flagPlain('course')}
					className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm aria-invalid:border-red-600"
				>
					<option value="" disabled>
						Choose a course
					</option>
					{enquiryCourseOptions.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaults.email} {...flag('email')} />
			<TextField label="Mobile number" name="mobile" type="tel" autoComplete="tel" inputMode="tel" required defaultValue={defaults.mobile} {...flag('mobile')} />
			<div>
				<label htmlFor={`${id}-tellus`} className="block text-sm font-semibold text-slate-800">
					Tell us about your plans (optional)
				</label>
				<textarea
					id={`${id}-tellus`}
					name="tellus"
					rows={3}
					maxLength={2000}
					defaultValue={defaults.tellus}
					{...flagPlain('tellus')}
					className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm aria-invalid:border-red-600"
				/>
			</div>
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
		</div>
	)
}

/** The same form as a page: a plain form post for visitors without JavaScript. */
export function EnquiryPageForm({ result, course, idempotencyKey }: { result: EnquiryActionResult | undefined; course?: string; idempotencyKey: string }) {
	const errorId = useId()
	if (result?.ok) return <EnquiryThankYou />
	const defaults = result && !result.ok ? (result.fields ?? {}) : { course }
	// Without JavaScript the page comes back from the server: autofocus takes the visitor to the field.
	const problem = { field: result && !result.ok ? result.field || undefined : undefined, errorId, autoFocus: true }
	return (
		<Form method="post" action="/enquire" className="space-y-4">
			<EnquiryFields defaults={defaults} idempotencyKey={idempotencyKey} problem={problem} />
			<FormMessage tone="error" id={errorId}>
				{result && !result.ok ? result.message || enquiryMessages.failed : ''}
			</FormMessage>
			<button type="submit" className={primaryButtonClass}>
				Submit Enquiry
			</button>
		</Form>
	)
}
