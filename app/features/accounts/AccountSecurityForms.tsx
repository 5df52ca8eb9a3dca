import { Form, useNavigation } from 'react-router'
import { FormError, type FormResult, formProps, FormStatus, SubmitButton, succeeded, TextField, useServerForm } from '~/components/ui/form'
import { useT } from '~/features/i18n/i18n'
import { changeEmailConstraint, changePasswordConstraint, forgotPasswordConstraint, resetPasswordConstraint } from './account'

/*
 * The account security forms (issue 16): plain form posts checked by the server (no schema in the
 * browser), so each works without JavaScript; with it the answer shows in place.
 */

/** On the security page every form posts to one action; an answer names its form (`formId`, the form's intent). */
const answerOf = (result: FormResult | undefined, formId: string) => (result?.formId === formId ? result : undefined)

export function ForgotPasswordForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const [form, fields] = useServerForm<{ email: string }>({ lastResult: result, constraint: forgotPasswordConstraint })
	const busy = useNavigation().state === 'submitting'
	return (
		<Form method="post" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText={t('account.page.sending')}>
				{t('account.page.sendResetLink')}
			</SubmitButton>
		</Form>
	)
}

export function ResetPasswordForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const [form, fields] = useServerForm<{ password: string }>({ lastResult: result, constraint: resetPasswordConstraint })
	const busy = useNavigation().state === 'submitting'
	return (
		<Form method="post" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.password} label={t('account.field.newPassword')} type="password" autoComplete="new-password" hint={t('account.field.newPasswordHint')} />
			<FormError form={form} />
			<SubmitButton block pending={busy} pendingText={t('account.page.saving')}>
				{t('account.page.setNewPassword')}
			</SubmitButton>
		</Form>
	)
}

export function ChangePasswordForm({ result }: { result: FormResult | undefined }) {
	const mine = answerOf(result, 'change-password')
	const [form, fields] = useServerForm<{ currentPassword: string; password: string }>({ id: 'change-password', lastResult: mine, constraint: changePasswordConstraint })
	return (
		<Form method="post" {...formProps(form)} aria-labelledby="change-password-title" className="space-y-4">
			<h2 id="change-password-title" className="text-xl font-bold text-brand-900">
				Change password
			</h2>
			<input type="hidden" name="intent" value="change-password" />
			<TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
			<TextField meta={fields.password} label="New password" type="password" autoComplete="new-password" hint="At least 6 characters. Your other devices are signed out." />
			<FormError form={form} />
			<FormStatus>{succeeded(mine) ? mine.message : ''}</FormStatus>
			<SubmitButton>Change password</SubmitButton>
		</Form>
	)
}

export function ChangeEmailForm({ result, email }: { result: FormResult | undefined; email: string }) {
	const mine = answerOf(result, 'change-email')
	const [form, fields] = useServerForm<{ email: string; currentPassword: string }>({ id: 'change-email', lastResult: mine, constraint: changeEmailConstraint })
	return (
		<Form method="post" {...formProps(form)} aria-labelledby="change-email-title" className="space-y-4">
			<h2 id="change-email-title" className="text-xl font-bold text-brand-900">
				Change email
			</h2>
			<p className="text-sm text-slate-700">
				Your email address is <strong>{email}</strong>. We send a link to the new address; it changes when you open the link.
			</p>
			<input type="hidden" name="intent" value="change-email" />
			<TextField meta={fields.email} label="New email address" type="email" autoComplete="email" />
			<TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
			<FormError form={form} />
			<FormStatus>{succeeded(mine) ? mine.message : ''}</FormStatus>
			<SubmitButton>Send confirmation link</SubmitButton>
		</Form>
	)
}

export type SessionRow = { id: string; current: boolean; device: string; network: string | null; signedInAt: string; lastActiveAt: string }

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export function ActiveSessions({ sessions, result }: { sessions: SessionRow[]; result: FormResult | undefined }) {
	const mine = answerOf(result, 'sign-out-others')
	const others = sessions.filter((session) => !session.current).length
	return (
		<section aria-labelledby="sessions-title" className="space-y-4">
			<h2 id="sessions-title" className="text-xl font-bold text-brand-900">
				Where you are signed in
			</h2>
			<p className="text-sm text-slate-700">
				The network address is the one your device (or its network, such as a mobile operator or an office) used when it signed in; it is not
				a location. Times are India time; “last active” is updated at most once a day.
			</p>
			<ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
				{sessions.map((session) => (
					<li key={session.id} className="p-4">
						<p className="font-semibold text-slate-900">
							{session.device}
							{session.current ? <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-sm font-medium text-green-800">This device</span> : null}
						</p>
						<p className="text-sm text-slate-700">Network address: {session.network ?? 'not recorded'}</p>
						<p className="text-sm text-slate-700">
							Signed in {when(session.signedInAt)} · last active {when(session.lastActiveAt)}
						</p>
					</li>
				))}
			</ul>
			<Form method="post" className="space-y-2">
				<input type="hidden" name="intent" value="sign-out-others" />
				{others > 0 ? <SubmitButton variant="secondary">Sign out everywhere else</SubmitButton> : <p className="text-sm text-slate-700">You are signed in on this device only.</p>}
				<p role="status" className="text-sm font-medium text-green-800">
					{succeeded(mine) ? mine.message : ''}
				</p>
			</Form>
		</section>
	)
}

/** The address is not confirmed yet: say so, and offer the link again (also the banner's form). */
export function ResendConfirmation({ email, result }: { email: string; result?: FormResult }) {
	const mine = answerOf(result, 'resend-confirmation')
	return (
		<Form method="post" action="/account/security" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800">
			<p>
				Please confirm your email address: open the link we sent to <strong>{email}</strong>.
			</p>
			<input type="hidden" name="intent" value="resend-confirmation" />
			<button type="submit" className="mt-2 font-semibold text-brand-800 underline">
				Send the link again
			</button>
			<p role="status" className="mt-1 text-sm font-medium text-green-800">
				{succeeded(mine) ? mine.message : ''}
			</p>
			<p role="alert" className="mt-1 text-sm font-medium text-red-800">
				{mine?.status === 'error' ? mine.error?.['']?.join(' ') : ''}
			</p>
		</Form>
	)
}
