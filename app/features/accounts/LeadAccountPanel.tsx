import { Form } from 'react-router'
import { type FormResult, SubmitButton, succeeded } from '~/components/ui/form'

export type LeadAccountView = { verified: boolean; canCreateResetLink: boolean } | null

/** On a lead's page: the account behind its email, and (admins) a one-time password reset link to pass on. */
export function LeadAccountPanel({ account, result }: { account: LeadAccountView; result?: (FormResult & { resetLink?: string }) | undefined }) {
	if (!account) return null
	const mine = result?.formId === 'reset-link' ? result : undefined
	return (
		<section aria-labelledby="lead-account-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
			<h2 id="lead-account-title" className="text-lg font-bold text-brand-900">
				Website account
			</h2>
			<p className="mt-1 text-slate-700">{account.verified ? 'Has an account; email address confirmed.' : 'Has an account; email address not confirmed yet.'}</p>
			{account.canCreateResetLink ? (
				<Form method="post" className="mt-3 space-y-2">
					<input type="hidden" name="intent" value="reset-link" />
					<p className="text-sm text-slate-600">If the person cannot get our emails, make a one-time link to choose a new password and send it to them yourself.</p>
					<SubmitButton variant="secondary">Create a password reset link</SubmitButton>
					{succeeded(mine) && mine.resetLink ? (
						<div role="status" className="text-sm">
							<label htmlFor="reset-link" className="font-semibold text-slate-800">
								Password reset link ({mine.message})
							</label>
							<input id="reset-link" readOnly value={mine.resetLink} className="mt-1 w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs" />
						</div>
					) : null}
					{mine?.status === 'error' ? (
						<p role="alert" className="text-sm text-red-800">
							{mine.error?.['']?.join(' ')}
						</p>
					) : null}
				</Form>
			) : null}
		</section>
	)
}
