import { Form } from 'react-router'
import { type FormResult, FormError, FormStatus, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { MAX_EMAIL_LENGTH } from '~/features/accounts/account'
import { absoluteTime } from '~/features/leads/admin/format'

export type ErasureLine = { id: string; actorName: string; detail: string; createdAt: string }

/**
 * /admin/erasure (staff and admins): a person's request to delete their data (DPDP Act), by the
 * address they wrote from, and the log of the erasures done (who, when, how much; never whose).
 */
export function ErasePersonPage({ erasures, timeZone, result }: { erasures: ErasureLine[]; timeZone: string; result: FormResult | undefined }) {
	const [form, fields] = useServerForm<Record<'email', string>>({ lastResult: result, constraint: { email: { required: true, maxLength: MAX_EMAIL_LENGTH } } })
	return (
		<section className="container-page max-w-3xl py-10">
			<h1 className="text-3xl font-extrabold text-brand-900">Erase a person’s data on request</h1>
			<p className="mt-2 text-slate-700">
				When someone asks us to delete their data (DPDP Act): their enquiries keep only anonymous counts, their messages, subscription and account are removed. It cannot be undone, and it is written to the log below with your name.
			</p>
			<Form method="post" {...formProps(form)} className="mt-6 grid max-w-xl gap-4">
				<input type="hidden" name="intent" value="erase" />
				<TextField meta={fields.email} label="Their email address" type="email" autoComplete="off" />
				<FormError form={form} />
				<FormStatus>{result?.status === 'success' ? result.message : ''}</FormStatus>
				<SubmitButton>Erase their data</SubmitButton>
			</Form>

			<h2 className="mt-10 text-2xl font-bold text-brand-900">Erasures done</h2>
			{erasures.length === 0 ? (
				<p className="mt-2 text-slate-700">None yet.</p>
			) : (
				<ul aria-label="Erasures done" className="mt-2 space-y-1">
					{erasures.map((line) => (
						<li key={line.id}>
							<time dateTime={line.createdAt}>{absoluteTime(line.createdAt, timeZone)}</time>: {line.actorName}: {line.detail}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
